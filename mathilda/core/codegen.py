"""The one place generated Python code is executed.

Two generators produce Python source: the compiler (``algorithms/compile``: checked strictly by
``runtime.check_source``) and the direct pattern matchers (``core/fastmatch.py``).  Both hand
their source here.  ``run`` executes it in a namespace holding only the given bindings and the
named builtins (none by default), after ``check_generated`` has refused what generated code
never contains: imports, strings, lambdas, classes, ``global``/``nonlocal`` and any dunder name
or attribute.  No user text ever reaches a source: user expressions enter as bindings.
"""

import ast
import builtins as _builtins

__all__ = ["GeneratedSourceError", "check_generated", "run"]


class GeneratedSourceError(ValueError):
    """Generated source that is not of the allowed shape."""


_REFUSED = (ast.Import, ast.ImportFrom, ast.Global, ast.Nonlocal, ast.Lambda, ast.ClassDef,
            ast.AsyncFunctionDef, ast.Await, ast.Yield, ast.YieldFrom)


def check_generated(source):
    """The parsed module of ``source``, or GeneratedSourceError."""
    try:
        tree = ast.parse(source)
    except SyntaxError as exc:
        raise GeneratedSourceError("does not parse: %s" % exc)
    for node in ast.walk(tree):
        if isinstance(node, _REFUSED):
            raise GeneratedSourceError(type(node).__name__)
        if isinstance(node, ast.Constant) and isinstance(node.value, (str, bytes)):
            raise GeneratedSourceError("string constant")
        if isinstance(node, ast.Attribute) and node.attr.startswith("__"):
            raise GeneratedSourceError("attribute %s" % node.attr)
        if isinstance(node, ast.Name) and node.id.startswith("__"):
            raise GeneratedSourceError("name %s" % node.id)
    return tree


def run(tree, bindings, entry, filename="<mathilda-generated>", allowed_builtins=()):
    """The function ``entry`` defined by the checked module ``tree`` (from check_generated
    or a stricter checker), in a namespace of ``bindings`` and only the named builtins."""
    code = compile(tree, filename, "exec")
    namespace = dict(bindings)
    namespace["__builtins__"] = {n: getattr(_builtins, n) for n in allowed_builtins}
    exec(code, namespace)
    return namespace[entry]
