"""Runs inside the sandbox for many calls (see drivers/node/server.js for the protocol): the interpreter
and the page API are loaded before any code arrives. Calls come on stdin, one JSON line each
({"nonce", "code"}); each connects a fresh `page` to the session's tab (a CDP connection left open
while idle would pile up the events nobody reads), runs, then writes its end marker to stdout and
stderr and its report on fd 3 as one JSON line. A timeout, crash or limit kills the whole sandbox."""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from wsa_page import Page  # noqa: E402
from user_code import run_user_code  # noqa: E402


def report(obj):
    try:
        os.write(3, (json.dumps(obj) + "\n").encode())
    except OSError:
        pass


def serve():
    while True:
        line = sys.stdin.readline()
        if not line:
            return 0
        if not line.strip():
            continue
        msg = json.loads(line)
        nonce = msg["nonce"]
        try:
            page = Page()
        except Exception as exc:  # noqa: BLE001
            print(f"driver failed: {exc}", file=sys.stderr, flush=True)
            report({"nonce": nonce, "result": None, "error": f"Could not connect to the session's browser: {exc}", "exitCode": 70})
            return 70
        try:
            exit_code, result, error = run_user_code(msg["code"], page)
        except SystemExit as exc:
            return exc.code if isinstance(exc.code, int) else 0
        finally:
            try:
                page.cdp.close()
            except Exception:  # noqa: BLE001
                pass
        marker = f"\0wsa-end-{nonce}\0".encode()
        os.write(1, marker)
        os.write(2, marker)
        t = os.times()
        report({"nonce": nonce, "result": result, "error": error, "exitCode": exit_code, "cpuMs": round((t.user + t.system) * 1000)})


if __name__ == "__main__":
    sys.exit(serve())
