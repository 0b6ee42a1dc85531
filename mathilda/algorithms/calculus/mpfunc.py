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

__all__ = ["mp_function"]


_E = Symbol("E")


class _Unmapped(Exception):
    pass


def _unary(name):
    def make(m):
        return getattr(m, name)
    return make


# head name -> (arity, a function of the mpmath module giving the mpmath function)
_FUNCTIONS = {
    "Sin": (1, _unary("sin")), "Cos": (1, _unary("cos")), "Tan": (1, _unary("tan")),
    "Cot": (1, _unary("cot")), "Sec": (1, _unary("sec")), "Csc": (1, _unary("csc")),
    "Sinh": (1, _unary("sinh")), "Cosh": (1, _unary("cosh")), "Tanh": (1, _unary("tanh")),
    "Coth": (1, _unary("coth")), "Sech": (1, _unary("sech")), "Csch": (1, _unary("csch")),
    "ArcSin": (1, _unary("asin")), "ArcCos": (1, _unary("acos")),
    "ArcSinh": (1, _unary("asinh")), "ArcCosh": (1, _unary("acosh")),
    "ArcTanh": (1, _unary("atanh")), "ArcCot": (1, _unary("acot")),
    "Exp": (1, _unary("exp")), "Sqrt": (1, _unary("sqrt")), "Abs": (1, _unary("fabs")),
    "Erf": (1, _unary("erf")), "Erfc": (1, _unary("erfc")), "Gamma": (1, _unary("gamma")),
    "LogGamma": (1, _unary("loggamma")), "Zeta": (1, _unary("zeta")),
    "ExpIntegralEi": (1, _unary("ei")), "AiryAi": (1, _unary("airyai")),
    "AiryBi": (1, _unary("airybi")), "Floor": (1, _unary("floor")),
    "Ceiling": (1, _unary("ceil")), "Sinc": (1, _unary("sinc")),
    "BesselJ": (2, _unary("besselj")), "BesselY": (2, _unary("bessely")),
    "BesselI": (2, _unary("besseli")), "BesselK": (2, _unary("besselk")),
    "PolyLog": (2, _unary("polylog")), "Beta": (2, _unary("beta")),
}

_CONSTANTS = {
    "Pi": lambda m: +m.pi, "E": lambda m: +m.e, "Degree": lambda m: m.pi / 180,
    "GoldenRatio": lambda m: (1 + m.sqrt(5)) / 2, "EulerGamma": lambda m: +m.euler,
    "Catalan": lambda m: +m.catalan, "Glaisher": lambda m: +m.glaisher,
    "Khinchin": lambda m: +m.khinchin,
}

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
        c = _CONSTANTS.get(e.name)
        if c is not None:
            return _const(c(m))
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
        fn = row[1](m)
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
