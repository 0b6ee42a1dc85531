"""An expression as a function of mpmath numbers, for the numeric calculus builtins at a
working precision (NIntegrate with WorkingPrecision -> n).

``mp_function(body, variables)`` turns an evaluated expression of the Symbols ``variables``
into a tree of Python closures that call mpmath (no source text is made and nothing is looked
up by name at call time, so a symbol can never reach a Python object), or gives None when the
body has anything outside the table below: another free symbol, an undefined function, a
list.  The numbers of the body are made at the working precision of the moment of the call
to ``mp_function``; call it inside ``mpmath.workdps``.  Evaluating the closures costs some
microseconds a point, against a millisecond for N[body, p] through the evaluator; a point
where a closure raises (a domain error, a comparison of complex numbers) is for the caller to
evaluate through the evaluator.
"""

from mathilda.core.expr import Complex, Expression, Integer, Rational, Real, Symbol
from mathilda.numbers.elementary import MP_NAMES
from mathilda.numbers.precision import MP_CONSTANTS

__all__ = ["mp_function"]


_E = Symbol("E")


class _Unmapped(Exception):
    pass


# head name -> (arity, name of the mpmath function): the one-argument functions of the
# elementary table (numbers/elementary.py) whose mpmath function takes the same argument,
# and the special functions below
_FUNCTIONS = {name: (1, mp) for name, mp in MP_NAMES.items()
              if name not in ("ArcTan2", "Log2", "Gamma2", "Binomial", "Beta", "PolyGamma")}
_FUNCTIONS.update({
    "Sqrt": (1, "sqrt"), "Abs": (1, "fabs"), "ExpIntegralEi": (1, "ei"),
    "AiryAi": (1, "airyai"), "AiryBi": (1, "airybi"), "Floor": (1, "floor"),
    "Ceiling": (1, "ceil"), "Sinc": (1, "sinc"),
    "BesselJ": (2, "besselj"), "BesselY": (2, "bessely"), "BesselI": (2, "besseli"),
    "BesselK": (2, "besselk"), "PolyLog": (2, "polylog"), "Beta": (2, "beta"),
    "Binomial": (2, "binomial"),
})

_COMPARE = {
    "Less": lambda a, b: a < b, "LessEqual": lambda a, b: a <= b,
    "Greater": lambda a, b: a > b, "GreaterEqual": lambda a, b: a >= b,
    "Equal": lambda a, b: a == b, "Unequal": lambda a, b: a != b,
}


def mp_function(body, variables):
    """A function f(*values) of mpmath numbers computing ``body``, or None."""
    import mpmath
    index = {v: k for k, v in enumerate(variables)}
    try:
        node = _node(mpmath, body, index)
    except _Unmapped:
        return None

    def f(*values):
        return node(values)
    return f


def _const(value):
    return lambda env: value


def _node(m, e, index):
    t = type(e)
    if t is Integer:
        return _const(m.mpf(e.value))
    if t is Rational:
        return _const(m.mpf(e.value.numerator) / e.value.denominator)
    if t is Real:
        return _const(m.mpf(e.value))
    if t is Complex:
        re, im = _node(m, e.re, index)(()), _node(m, e.im, index)(())
        return _const(m.mpc(re, im))
    if t is Symbol:
        k = index.get(e)
        if k is not None:
            return lambda env: env[k]
        c = MP_CONSTANTS.get(e.name)
        if c is not None:
            return _const(+c(m))
        if e.name in ("True", "False"):
            return _const(e.name == "True")
        raise _Unmapped()
    if not isinstance(e, Expression) or type(e.head) is not Symbol:
        raise _Unmapped()
    name = e.head.name
    if name == "Piecewise" and len(e.args) in (1, 2):
        return _piecewise(m, e, index)      # its first argument is a list of cases
    args = [_node(m, a, index) for a in e.args]
    n = len(args)
    if name == "Plus" and n:
        if n == 2:
            a, b = args
            return lambda env: a(env) + b(env)
        return lambda env: m.fsum(a(env) for a in args)
    if name == "Times" and n:
        if n == 2:
            a, b = args
            return lambda env: a(env) * b(env)
        return lambda env: m.fprod(a(env) for a in args)
    if name == "Power" and n == 2:
        b, p = args
        q = e.args[1]
        if type(q) is Integer:              # an integer power: no complex detour
            k = q.value
            return lambda env: b(env) ** k
        if e.args[0] is _E:
            return lambda env: m.exp(p(env))
        return lambda env: m.power(b(env), p(env))
    if name == "Log" and n in (1, 2):
        if n == 1:
            x = args[0]
            return lambda env: m.log(x(env))
        base, x = args
        return lambda env: m.log(x(env)) / m.log(base(env))
    if name == "ArcTan" and n in (1, 2):
        if n == 1:
            x = args[0]
            return lambda env: m.atan(x(env))
        x, y = args
        return lambda env: m.atan2(y(env), x(env))
    if name in _COMPARE and n == 2:
        op, (a, b) = _COMPARE[name], args
        return lambda env: op(a(env), b(env))
    if name == "And" and n:
        return lambda env: all(a(env) for a in args)
    if name == "Or" and n:
        return lambda env: any(a(env) for a in args)
    if name == "Not" and n == 1:
        a = args[0]
        return lambda env: not a(env)
    if name == "Boole" and n == 1:
        a = args[0]
        return lambda env: m.mpf(1) if _truth(a(env)) else m.mpf(0)
    if name == "If" and n == 3:
        c, yes, no = args
        return lambda env: yes(env) if _truth(c(env)) else no(env)
    if name in ("Max", "Min") and n:
        pick = max if name == "Max" else min
        return lambda env: pick(a(env) for a in args)
    if name == "Sign" and n == 1:
        a = args[0]
        return lambda env: m.sign(a(env))
    row = _FUNCTIONS.get(name)
    if row is not None and row[0] == n:
        fn = getattr(m, row[1])
        if n == 1:
            a = args[0]
            return lambda env: fn(a(env))
        a, b = args
        return lambda env: fn(a(env), b(env))
    raise _Unmapped()


def _truth(v):
    if v is True or v is False:
        return v
    raise ValueError("not a truth value")


def _piecewise(m, e, index):
    cases = e.args[0]
    if not (isinstance(cases, Expression) and cases.head.name == "List"):
        raise _Unmapped()
    pairs = []
    for c in cases.args:
        if not (isinstance(c, Expression) and c.head.name == "List" and len(c.args) == 2):
            raise _Unmapped()
        pairs.append((_node(m, c.args[1], index), _node(m, c.args[0], index)))
    default = _node(m, e.args[1], index) if len(e.args) == 2 else _const(m.mpf(0))

    def f(env):
        for cond, val in pairs:
            if _truth(cond(env)):
                return val(env)
        return default(env)
    return f
