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
    "Expr": ("mathilda.core.expr", "Expr"),
    "Expression": ("mathilda.core.expr", "Expression"),
    "Symbol": ("mathilda.core.expr", "Symbol"),
    "Integer": ("mathilda.core.expr", "Integer"),
    "Rational": ("mathilda.core.expr", "Rational"),
    "Real": ("mathilda.core.expr", "Real"),
    "Complex": ("mathilda.core.expr", "Complex"),
    "String": ("mathilda.core.expr", "String"),
}

__all__ = sorted(_LAZY) + ["evaluate", "from_sympy"]


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
    return _session().evaluate(text)


def _session():
    global _default_session
    if _default_session is None:
        from mathilda.session import Session
        _default_session = Session()
    return _default_session


def from_sympy(obj, session=None):
    """The expression for a SymPy object, evaluated in ``session`` (default: the module-wide
    default Session of ``evaluate``)."""
    from mathilda.bridges.sympy import from_sympy as convert
    return convert(obj, session if session is not None else _session())
