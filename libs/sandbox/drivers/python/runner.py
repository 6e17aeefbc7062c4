"""Runs inside the sandbox: the user's code (stdin) runs with a ready `page`; the value of a trailing
expression is reported as JSON on fd 3 (`result`)."""
import ast
import json
import os
import sys
import traceback

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from wsa_page import Page  # noqa: E402


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
    scope = {"__name__": "__main__", "page": page}
    try:
        tree = ast.parse(code, "<code>")
        last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
        exec(compile(tree, "<code>", "exec"), scope)
        value = eval(compile(ast.Expression(last.value), "<code>", "eval"), scope) if last else None
        report(None if value is None else json.dumps(value, default=str), None)
        return 0
    except SystemExit as exc:
        return exc.code if isinstance(exc.code, int) else 0
    except BaseException as exc:  # noqa: BLE001
        traceback.print_exc()
        report(None, f"{type(exc).__name__}: {exc}")
        return 1
    finally:
        sys.stdout.flush()


if __name__ == "__main__":
    sys.exit(main())
