"""Runs inside the sandbox, once: the user's code (stdin) runs with a ready `page`; the value of a
trailing expression is reported as JSON on fd 3 (`result`)."""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from wsa_page import Page  # noqa: E402
from user_code import run_user_code  # noqa: E402


def report(result, error):
    try:
        os.write(3, json.dumps({"result": result, "error": error}).encode())
    except OSError:
        pass


def main():
    code = sys.stdin.read()
    try:
        page = Page()
    except Exception as exc:  # noqa: BLE001
        print(f"driver failed: {exc}", file=sys.stderr)
        report(None, f"Could not connect to the session's browser: {exc}")
        return 70
    try:
        exit_code, result, error = run_user_code(code, page)
    except SystemExit as exc:
        return exc.code if isinstance(exc.code, int) else 0
    report(result, error)
    return exit_code


if __name__ == "__main__":
    sys.exit(main())
