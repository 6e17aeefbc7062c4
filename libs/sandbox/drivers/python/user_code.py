"""Shared by the one-shot runner and the warm server: runs user code with a ready `page`; the value of
a trailing expression is the result (JSON). SystemExit is left to the caller."""
import ast
import json
import sys
import traceback


def run_user_code(code, page):
    """Returns (exit_code, result_json_or_None, error_or_None); a raised error is printed to stderr."""
    scope = {"__name__": "__main__", "page": page}
    try:
        tree = ast.parse(code, "<code>")
        last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
        exec(compile(tree, "<code>", "exec"), scope)
        value = eval(compile(ast.Expression(last.value), "<code>", "eval"), scope) if last else None
        return 0, None if value is None else json.dumps(value, default=str), None
    except SystemExit:
        raise
    except BaseException as exc:  # noqa: BLE001
        traceback.print_exc()
        return 1, None, f"{type(exc).__name__}: {exc}"
    finally:
        sys.stdout.flush()
        sys.stderr.flush()
