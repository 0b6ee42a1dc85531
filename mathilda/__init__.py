"""Mathilda: a Wolfram-Language-style symbolic interpreter.

    from mathilda import Session
    s = Session()
    str(s.evaluate("ArrayPad[{1, 2, 3}, 1]"))     # '{0, 1, 2, 3, 0}'

Heavy modules are imported on first use, so ``import mathilda`` is cheap.
"""

__version__ = "0.1.0"

_LAZY = {
    "Session": ("mathilda.session", "Session"),
    "parse": ("mathilda.syntax.parser", "parse"),
    "from_python": ("mathilda.bridges.python", "from_python"),
    "from_sympy": ("mathilda.bridges.sympy", "from_sympy"),
    "Expr": ("mathilda.core.expr", "Expr"),
    "Expression": ("mathilda.core.expr", "Expression"),
    "Symbol": ("mathilda.core.expr", "Symbol"),
    "Integer": ("mathilda.core.expr", "Integer"),
    "Rational": ("mathilda.core.expr", "Rational"),
    "Real": ("mathilda.core.expr", "Real"),
    "Complex": ("mathilda.core.expr", "Complex"),
    "String": ("mathilda.core.expr", "String"),
}

__all__ = sorted(_LAZY) + ["evaluate"]


def __getattr__(name):
    try:
        module, attr = _LAZY[name]
    except KeyError:
        raise AttributeError("module 'mathilda' has no attribute %r" % name) from None
    import importlib
    value = getattr(importlib.import_module(module), attr)
    globals()[name] = value
    return value


_default_session = None


def evaluate(text):
    """Evaluate ``text`` in a module-wide default Session and return the result Expr."""
    global _default_session
    if _default_session is None:
        from mathilda.session import Session
        _default_session = Session()
    return _default_session.evaluate(text)
