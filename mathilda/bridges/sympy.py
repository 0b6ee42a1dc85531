"""The SymPy bridge: ``to_sympy(expr)`` and ``from_sympy(obj, session)``.

Both directions read ONE table (``FUNCTIONS`` and ``CONSTANTS`` below): a row names a
Wolfram head, the SymPy function or class it corresponds to, how many arguments the row is
for, and (when the two orders differ) how the arguments are permuted.  Everything that is not
in the table is handled by a few structural cases:

* numbers: Integer, Rational, Real (machine -> 53-bit ``Float``, arbitrary precision ->
  ``Float`` with the same number of digits), Complex (``re + im*I``);
* Plus / Times / Power (``Sqrt`` and ``Exp`` arrive as Power);
* symbols round-trip by name.  Names SymPy would misread (not a Python identifier, such as
  ``x$1`` or ``Global`x``, or a Python keyword) are encoded with the prefix ``_W_``;
* ``Derivative[n..][f][args]`` <-> ``Derivative(f(args), ...)`` (``Subs`` when an argument is
  not a plain symbol);
* any other ``f[args]`` with a symbol head becomes an undefined SymPy ``Function('f')`` and
  comes back as ``f[args]``; any SymPy class not in the table comes back under its class name.

SymPy is imported on first use, never when mathilda is imported.

``from_sympy(obj, session)`` builds the Wolfram expression and evaluates it in ``session`` (a
Session, or the evaluation context ``ev`` of a builtin) so that it comes out in canonical form
from the native arithmetic; ``evaluate=False`` returns the unevaluated tree (and needs no
session).  The bridge keeps no session of its own: ``mathilda.from_sympy(obj)`` is the
convenience that evaluates in the module-wide default Session of ``mathilda.evaluate``.

``STATS`` counts conversions (tests use it to show that plain arithmetic never gets here).
"""

import keyword
import math

from mathilda.core.expr import (
    Complex, Expression, Integer, Rational, Real, String, Symbol, S, make_rational,
    TRUE, FALSE,
)

__all__ = ["to_sympy", "from_sympy", "ConversionError", "STATS", "FUNCTIONS", "CONSTANTS",
           "sympy_module", "encode_name", "decode_name"]


class ConversionError(Exception):
    """The expression has no SymPy counterpart (a string, a pattern, a pure function...)."""


STATS = {"to_sympy": 0, "from_sympy": 0}

PREFIX = "_W_"

# --- THE table ------------------------------------------------------------------------------
# (Wolfram head, SymPy name, number of arguments or None for any, permutation or None)
# The permutation gives, for each SymPy argument position, the Wolfram argument index.
FUNCTIONS = [
    ("Sin", "sin", 1, None), ("Cos", "cos", 1, None), ("Tan", "tan", 1, None),
    ("Cot", "cot", 1, None), ("Sec", "sec", 1, None), ("Csc", "csc", 1, None),
    ("ArcSin", "asin", 1, None), ("ArcCos", "acos", 1, None), ("ArcTan", "atan", 1, None),
    ("ArcTan", "atan2", 2, (1, 0)),
    ("ArcCot", "acot", 1, None), ("ArcSec", "asec", 1, None), ("ArcCsc", "acsc", 1, None),
    ("Sinh", "sinh", 1, None), ("Cosh", "cosh", 1, None), ("Tanh", "tanh", 1, None),
    ("Coth", "coth", 1, None), ("Sech", "sech", 1, None), ("Csch", "csch", 1, None),
    ("ArcSinh", "asinh", 1, None), ("ArcCosh", "acosh", 1, None),
    ("ArcTanh", "atanh", 1, None), ("ArcCoth", "acoth", 1, None),
    ("ArcSech", "asech", 1, None), ("ArcCsch", "acsch", 1, None),
    ("Exp", "exp", 1, None), ("Log", "log", 1, None), ("Sqrt", "sqrt", 1, None),
    ("Abs", "Abs", 1, None), ("Sign", "sign", 1, None), ("Re", "re", 1, None),
    ("Im", "im", 1, None), ("Conjugate", "conjugate", 1, None), ("Arg", "arg", 1, None),
    ("Floor", "floor", 1, None), ("Ceiling", "ceiling", 1, None),
    ("FractionalPart", "frac", 1, None),
    ("Max", "Max", None, None), ("Min", "Min", None, None), ("Mod", "Mod", 2, None),
    ("Factorial", "factorial", 1, None), ("Factorial2", "factorial2", 1, None),
    ("Subfactorial", "subfactorial", 1, None),
    ("Binomial", "binomial", 2, None), ("Pochhammer", "RisingFactorial", 2, None),
    ("FactorialPower", "FallingFactorial", 2, None),
    ("Gamma", "gamma", 1, None), ("Gamma", "uppergamma", 2, None),
    ("LogGamma", "loggamma", 1, None), ("Beta", "beta", 2, None),
    ("PolyGamma", "digamma", 1, None), ("PolyGamma", "polygamma", 2, None),
    ("Erf", "erf", 1, None), ("Erfc", "erfc", 1, None), ("Erfi", "erfi", 1, None),
    ("InverseErf", "erfinv", 1, None), ("InverseErfc", "erfcinv", 1, None),
    ("FresnelS", "fresnels", 1, None), ("FresnelC", "fresnelc", 1, None),
    ("ExpIntegralEi", "Ei", 1, None), ("ExpIntegralE", "expint", 2, None),
    ("SinIntegral", "Si", 1, None), ("CosIntegral", "Ci", 1, None),
    ("SinhIntegral", "Shi", 1, None), ("CoshIntegral", "Chi", 1, None),
    ("LogIntegral", "li", 1, None), ("PolyLog", "polylog", 2, None),
    ("Zeta", "zeta", 1, None), ("Zeta", "zeta", 2, None), ("HurwitzZeta", "zeta", 2, None),
    ("HurwitzLerchPhi", "lerchphi", 3, None),
    ("ProductLog", "LambertW", 1, None), ("ProductLog", "LambertW", 2, (1, 0)),
    ("BesselJ", "besselj", 2, None), ("BesselY", "bessely", 2, None),
    ("BesselI", "besseli", 2, None), ("BesselK", "besselk", 2, None),
    ("AiryAi", "airyai", 1, None), ("AiryBi", "airybi", 1, None),
    ("AiryAiPrime", "airyaiprime", 1, None), ("AiryBiPrime", "airybiprime", 1, None),
    ("EllipticK", "elliptic_k", 1, None), ("EllipticE", "elliptic_e", 1, None),
    ("EllipticE", "elliptic_e", 2, None), ("EllipticF", "elliptic_f", 2, None),
    ("EllipticPi", "elliptic_pi", 2, None), ("EllipticPi", "elliptic_pi", 3, None),
    ("LegendreP", "legendre", 2, None), ("LegendreP", "assoc_legendre", 3, None),
    ("HermiteH", "hermite", 2, None), ("LaguerreL", "laguerre", 2, None),
    ("LaguerreL", "assoc_laguerre", 3, None), ("ChebyshevT", "chebyshevt", 2, None),
    ("ChebyshevU", "chebyshevu", 2, None), ("GegenbauerC", "gegenbauer", 3, None),
    ("JacobiP", "jacobi", 4, None),
    ("Fibonacci", "fibonacci", 1, None), ("LucasL", "lucas", 1, None),
    ("HarmonicNumber", "harmonic", 1, None), ("HarmonicNumber", "harmonic", 2, None),
    ("BernoulliB", "bernoulli", 1, None),
    ("EulerE", "euler", 1, None), ("CatalanNumber", "catalan", 1, None),
    ("PrimePi", "primepi", 1, None), ("Sinc", "sinc", 1, None),
    ("DiracDelta", "DiracDelta", 1, None), ("HeavisideTheta", "Heaviside", 1, None),
    ("KroneckerDelta", "KroneckerDelta", 2, None),
    ("Equal", "Eq", 2, None), ("Unequal", "Ne", 2, None), ("Less", "Lt", 2, None),
    ("LessEqual", "Le", 2, None), ("Greater", "Gt", 2, None),
    ("GreaterEqual", "Ge", 2, None),
    ("And", "And", None, None), ("Or", "Or", None, None), ("Not", "Not", 1, None),
    ("Xor", "Xor", None, None), ("Implies", "Implies", 2, None),
]

# (Wolfram symbol, SymPy attribute)
CONSTANTS = [
    ("Pi", "pi"), ("E", "E"), ("EulerGamma", "EulerGamma"), ("GoldenRatio", "GoldenRatio"),
    ("Catalan", "Catalan"), ("Infinity", "oo"), ("ComplexInfinity", "zoo"),
    ("Indeterminate", "nan"), ("True", "true"), ("False", "false"),
]

_sympy = None
_to_table = None        # (wolfram name, nargs) -> (sympy callable, perm); nargs None: any
_from_table = None      # sympy class -> list of (wolfram head, nargs, perm)
_const_to = None        # Symbol -> sympy object
_const_from = None      # sympy object -> Symbol


def sympy_module():
    """The sympy module, imported (and the tables built) on first use."""
    global _sympy, _to_table, _from_table, _const_to, _const_from
    if _sympy is not None:
        return _sympy
    import sympy
    import warnings
    # SymPy's deprecation notices are about SymPy's own API, never something the user of
    # the interpreter did: they must not reach the terminal (found by bench/fuzz.py)
    warnings.filterwarnings("ignore", category=sympy.utilities.exceptions
                            .SymPyDeprecationWarning)
    to_t, from_t = {}, {}
    for wname, sname, nargs, perm in FUNCTIONS:
        fn = getattr(sympy, sname)
        to_t.setdefault((wname, nargs), (fn, perm))
        if isinstance(fn, type):
            from_t.setdefault(fn, []).append((Symbol(wname), nargs, perm))
    const_to, const_from = {}, {}
    for wname, sname in CONSTANTS:
        obj = getattr(sympy, sname)
        const_to[Symbol(wname)] = obj
        const_from[obj] = Symbol(wname)
    const_to[Symbol("Degree")] = sympy.pi / 180
    _to_table, _from_table, _const_to, _const_from = to_t, from_t, const_to, const_from
    _sympy = sympy
    return sympy


# --- symbol names -----------------------------------------------------------------------------

def encode_name(name):
    """The SymPy symbol name for a Wolfram symbol name."""
    if name.isidentifier() and not keyword.iskeyword(name) and not name.startswith(PREFIX):
        return name
    out = []
    for ch in name:
        if ch.isalnum():
            out.append(ch)
        else:
            out.append("_%x_" % ord(ch))
    return PREFIX + "".join(out)


def decode_name(name):
    """The Wolfram symbol name for a SymPy symbol name (inverse of encode_name)."""
    if not name.startswith(PREFIX):
        return name
    body = name[len(PREFIX):]
    out = []
    i = 0
    while i < len(body):
        ch = body[i]
        if ch == "_":
            j = body.index("_", i + 1)
            out.append(chr(int(body[i + 1:j], 16)))
            i = j + 1
        else:
            out.append(ch)
            i += 1
    return "".join(out)


def sympy_symbol(sym):
    return sympy_module().Symbol(encode_name(sym.name))


# --- Wolfram -> SymPy ---------------------------------------------------------------------------

def to_sympy(expr):
    """The SymPy object for ``expr``; raises ConversionError when there is none."""
    sp = sympy_module()
    STATS["to_sympy"] += 1
    return _to(expr, sp)


def _to(expr, sp):
    t = type(expr)
    if t is Symbol:
        c = _const_to.get(expr)
        if c is not None:
            return c
        return sp.Symbol(encode_name(expr.name))
    if t is Integer:
        return sp.Integer(expr.value)
    if t is Rational:
        return sp.Rational(expr.value.numerator, expr.value.denominator)
    if t is Real:
        return _real_to(expr, sp)
    if t is Complex:
        return _to(expr.re, sp) + sp.I * _to(expr.im, sp)
    if t is String:
        raise ConversionError("string")
    if not isinstance(expr, Expression):
        raise ConversionError(type(expr).__name__)
    head = expr.head
    args = expr.args
    if type(head) is not Symbol:
        if isinstance(head, Expression) and isinstance(head.head, Expression) \
                and head.head.head is S.Derivative:
            return _derivative_to(expr, sp)
        raise ConversionError("compound head")
    name = head.name
    if name == "Plus":
        return sp.Add(*[_to(a, sp) for a in args])
    if name == "Times":
        return sp.Mul(*[_to(a, sp) for a in args])
    if name == "Power" and len(args) == 2:
        return sp.Pow(_to(args[0], sp), _to(args[1], sp))
    if name == "List":
        return sp.Tuple(*[_to(a, sp) for a in args])
    if name == "DirectedInfinity":
        if not args:
            return sp.zoo
        d = _to(args[0], sp)
        return sp.oo * d / sp.Abs(d) if d not in (1, -1) else sp.oo * d
    if name == "Log" and len(args) == 2:
        return sp.log(_to(args[1], sp), _to(args[0], sp))
    if name == "Rational" and len(args) == 2:
        return sp.Mul(_to(args[0], sp), sp.Pow(_to(args[1], sp), -1))
    if name == "Piecewise" and args and _is_list(args[0]):
        pieces = []
        for p in args[0].args:
            if not (_is_list(p) and len(p.args) == 2):
                raise ConversionError("Piecewise")
            pieces.append((_to(p.args[0], sp), _to(p.args[1], sp)))
        pieces.append((_to(args[1], sp) if len(args) > 1 else sp.Integer(0), True))
        return sp.Piecewise(*pieces)
    if name in ("Equal", "Unequal", "Less", "LessEqual", "Greater", "GreaterEqual") \
            and len(args) > 2:
        return sp.And(*[_to(Expression(head, (a, b)), sp) for a, b in zip(args, args[1:])])
    if name in _HELD_OR_UNCONVERTIBLE:
        raise ConversionError(name)
    row = _to_table.get((name, len(args))) or _to_table.get((name, None))
    if row is not None:
        fn, perm = row
        sargs = [_to(a, sp) for a in args]
        if perm is not None:
            sargs = [sargs[i] for i in perm]
        return fn(*sargs)
    return sp.Function(encode_name(name))(*[_to(a, sp) for a in args])


# Heads that must not be handed to SymPy as opaque functions.
_HELD_OR_UNCONVERTIBLE = frozenset((
    "Pattern", "Blank", "BlankSequence", "BlankNullSequence", "Function", "Slot",
    "SlotSequence", "Rule", "RuleDelayed", "Set", "SetDelayed", "Hold", "HoldForm",
    "Condition", "Alternatives", "Optional", "PatternTest", "CompoundExpression", "Module",
    "Block", "With", "String", "SeriesData", "Association", "Sequence",
))


def _real_to(x, sp):
    if x.prec is None:
        v = x.value
        if math.isinf(v):
            return sp.oo if v > 0 else -sp.oo
        if math.isnan(v):
            return sp.nan
        return sp.Float(v)
    bits = max(2, int(math.ceil(x.prec * math.log2(10))))
    return sp.Float(x.value, precision=bits)


def _is_list(e):
    return isinstance(e, Expression) and e.head is S.List


def _derivative_to(expr, sp):
    """Derivative[n1, ..][f][a1, ..] -> Derivative(f(v1, ..), (v1, n1), ..)."""
    orders = expr.head.head.args
    f = expr.head.args[0] if len(expr.head.args) == 1 else None
    args = expr.args
    if type(f) is not Symbol or len(orders) != len(args) or \
            not all(type(n) is Integer and n.value >= 0 for n in orders):
        raise ConversionError("Derivative")
    sargs = [_to(a, sp) for a in args]
    vars_, subs_from, subs_to = [], [], []
    for i, a in enumerate(sargs):
        if isinstance(a, sp.Symbol) and a not in vars_:
            vars_.append(a)
        else:
            d = sp.Dummy("x%d" % (i + 1))
            vars_.append(d)
            subs_from.append(d)
            subs_to.append(a)
    fn = _to(f, sp) if f in _const_to else None
    if fn is not None:
        raise ConversionError("Derivative of a constant")
    row = _to_table.get((f.name, len(args)))
    if row is not None:
        applied = row[0](*vars_)
    else:
        applied = sp.Function(encode_name(f.name))(*vars_)
    spec = [(v, n.value) for v, n in zip(vars_, orders) if n.value]
    d = sp.Derivative(applied, *spec) if spec else applied
    if subs_from:
        return sp.Subs(d, tuple(subs_from), tuple(subs_to))
    return d


# --- SymPy -> Wolfram ---------------------------------------------------------------------------

def from_sympy(obj, session=None, evaluate=True):
    """The Wolfram expression for a SymPy object (also lists, tuples, dicts, Python numbers),
    evaluated in ``session`` (a Session or an Evaluation ``ev``) unless ``evaluate`` is
    False (``session`` may then be None)."""
    sp = sympy_module()
    STATS["from_sympy"] += 1
    built = _from(obj, sp)
    if not evaluate:
        return built
    if session is None:
        raise TypeError("from_sympy needs the session to evaluate in (or evaluate=False)")
    if hasattr(session, "ev"):                      # a Session: not recorded as In/Out
        return session.evaluate(built, history=False)
    return session.evaluate(built)


def _from(obj, sp):
    if isinstance(obj, bool):
        return TRUE if obj else FALSE
    if isinstance(obj, int):
        return Integer(obj)
    if isinstance(obj, float):
        return Real(obj)
    if isinstance(obj, complex):
        return Complex(Real(obj.real), Real(obj.imag))
    if isinstance(obj, (list, tuple)):
        return Expression(S.List, tuple(_from(a, sp) for a in obj))
    if isinstance(obj, dict):
        return Expression(S.List, tuple(Expression(S.Rule, (_from(k, sp), _from(v, sp)))
                                        for k, v in obj.items()))
    if isinstance(obj, sp.MatrixBase):
        return Expression(S.List, tuple(Expression(S.List, tuple(_from(a, sp) for a in row))
                                        for row in obj.tolist()))
    if not isinstance(obj, sp.Basic):
        raise ConversionError(type(obj).__name__)
    if obj.is_Integer:
        return Integer(int(obj))
    if obj.is_Rational:
        return make_rational(int(obj.p), int(obj.q))
    if obj.is_Float:
        return _real_from(obj)
    if obj.is_Symbol:
        return Symbol(decode_name(obj.name))
    c = _const_from.get(obj) if obj.is_Atom or obj.is_number else None
    if c is not None:
        return c
    if obj is sp.I:
        return Complex(Integer(0), Integer(1))
    if obj is sp.S.NegativeInfinity:
        return Expression(S.DirectedInfinity, (Integer(-1),))
    if (obj.is_Add or obj.is_Mul) and obj.has(sp.Float):
        z = _machine_complex(obj, sp)
        if z is not None:
            return z
    if obj.is_Add:
        return Expression(S.Plus, tuple(_from(a, sp) for a in obj.args))
    if obj.is_Mul:
        return Expression(S.Times, tuple(_from(a, sp) for a in obj.args))
    if obj.is_Pow:
        return Expression(S.Power, (_from(obj.base, sp), _from(obj.exp, sp)))
    special = _FROM_SPECIAL.get(type(obj).__name__)
    if special is not None and not isinstance(obj, sp.core.function.AppliedUndef):
        # (an undefined function is named after the head it stands for: Limit[g], which
        # is not a limit SymPy can hold, comes back as the undefined function Limit(g))
        return special(obj, sp)
    if isinstance(obj, sp.Tuple):
        return Expression(S.List, tuple(_from(a, sp) for a in obj.args))
    if isinstance(obj, sp.exp):
        return Expression(S.Power, (S.E, _from(obj.args[0], sp)))
    rows = None
    for cls in type(obj).__mro__:
        rows = _from_table.get(cls)
        if rows is not None:
            break
    args = obj.args
    if rows is not None:
        n = len(args)
        for head, nargs, perm in rows:
            if nargs is None or nargs == n:
                wargs = [_from(a, sp) for a in args]
                if perm is not None:
                    out = [None] * n
                    for i, j in enumerate(perm):
                        out[j] = wargs[i]
                    wargs = out
                return Expression(head, tuple(wargs))
    if isinstance(obj, sp.core.function.AppliedUndef):
        return Expression(Symbol(decode_name(obj.func.__name__)),
                          tuple(_from(a, sp) for a in args))
    if isinstance(obj, sp.Function) or isinstance(obj, sp.Basic) and args:
        return Expression(Symbol(type(obj).__name__), tuple(_from(a, sp) for a in args))
    raise ConversionError(type(obj).__name__)


def _machine_complex(obj, sp):
    """a + b*I with machine floats (as numeric solvers give) as one Complex atom."""
    atoms = obj.atoms()
    if not all((a.is_Float and a._prec == 53) or a.is_Rational or a is sp.I for a in atoms):
        return None
    re, im = obj.as_real_imag()
    if not (re.is_Number and im.is_Number):
        return None
    if im == 0:
        return Real(float(re) + 0.0)
    return Complex(Real(float(re) + 0.0), Real(float(im) + 0.0))


def _real_from(f):
    bits = f._prec
    if bits == 53:
        return Real(float(f))
    import mpmath
    digits = bits * math.log10(2)
    if digits - math.floor(digits) < 0.302:     # ceil(p log2 10) bits came from p digits
        digits = math.floor(digits)
    with mpmath.workprec(bits):
        value = mpmath.mpf(f._mpf_)
    return Real(value, prec=float(digits))


def _from_derivative(obj, sp):
    expr = obj.expr
    counts = {}
    for v, n in obj.variable_count:
        counts[v] = counts.get(v, 0) + int(n)
    if isinstance(expr, sp.core.function.AppliedUndef) and \
            all(a.is_Symbol for a in expr.args) and len(set(expr.args)) == len(expr.args) \
            and set(counts) <= set(expr.args):
        orders = tuple(Integer(counts.get(a, 0)) for a in expr.args)
        head = Expression(Expression(S.Derivative, orders),
                          (Symbol(decode_name(expr.func.__name__)),))
        return Expression(head, tuple(_from(a, sp) for a in expr.args))
    spec = []
    for v, n in obj.variable_count:
        spec.append(_from(v, sp) if n == 1 else
                    Expression(S.List, (_from(v, sp), Integer(int(n)))))
    return Expression(S.D, (_from(expr, sp),) + tuple(spec))


def _from_subs(obj, sp):
    inner = _from(obj.expr, sp)
    rules = tuple(Expression(S.Rule, (_from(v, sp), _from(p, sp)))
                  for v, p in zip(obj.variables, obj.point))
    if isinstance(inner, Expression) and isinstance(inner.head, Expression):
        # f'(x) at a point: substitute in the arguments only
        mapping = {r.args[0]: r.args[1] for r in rules}
        return Expression(inner.head, tuple(mapping.get(a, a) for a in inner.args))
    return Expression(S.ReplaceAll, (inner, Expression(S.List, rules)))


def _limits(obj, sp):
    out = []
    for lim in obj.limits:
        if len(lim) == 1:
            out.append(_from(lim[0], sp))
        else:
            out.append(Expression(S.List, tuple(_from(a, sp) for a in lim)))
    return tuple(out)


def _from_integral(obj, sp):
    return Expression(S.Integrate, (_from(obj.function, sp),) + _limits(obj, sp))


def _from_sum(obj, sp):
    return Expression(S.Sum, (_from(obj.function, sp),) + _limits(obj, sp))


def _from_product(obj, sp):
    return Expression(S.Product, (_from(obj.function, sp),) + _limits(obj, sp))


def _from_limit(obj, sp):
    e, z, z0, d = obj.args
    rule = Expression(S.Rule, (_from(z, sp), _from(z0, sp)))
    dirs = {"+": "FromAbove", "-": "FromBelow"}
    if str(d) in dirs and not z0.is_infinite:
        return Expression(S.Limit, (_from(e, sp), rule, Expression(
            S.Rule, (S.Direction, String(dirs[str(d)])))))
    return Expression(S.Limit, (_from(e, sp), rule))


def _from_piecewise(obj, sp):
    pieces = []
    default = Integer(0)
    for val, cond in obj.args:
        if cond is sp.true:
            default = _from(val, sp)
            break
        pieces.append(Expression(S.List, (_from(val, sp), _from(cond, sp))))
    return Expression(S.Piecewise, (Expression(S.List, tuple(pieces)), default))


def _from_accumbounds(obj, sp):
    return Expression(S.Interval, (Expression(S.List, (_from(obj.min, sp),
                                                       _from(obj.max, sp))),))


def _from_rootof(obj, sp):
    poly = obj.expr
    x = obj.poly.gen
    slot = sp.Symbol(PREFIX + "slot")
    body = _from(poly.subs(x, slot), sp)
    body = _replace_symbol(body, Symbol(decode_name(slot.name)),
                           Expression(S.Slot, (Integer(1),)))
    return Expression(S.Root, (Expression(S.Function, (body,)), Integer(int(obj.index) + 1)))


def _replace_symbol(e, sym, new):
    if e is sym:
        return new
    if isinstance(e, Expression):
        return Expression(_replace_symbol(e.head, sym, new),
                          tuple(_replace_symbol(a, sym, new) for a in e.args))
    return e


def _from_lambda(obj, sp):
    params = Expression(S.List, tuple(_from(v, sp) for v in obj.variables))
    return Expression(S.Function, (params, _from(obj.expr, sp)))


def _from_exp_polar(obj, sp):
    return Expression(S.Power, (S.E, _from(obj.args[0], sp)))


def _from_polar_lift(obj, sp):
    return _from(obj.args[0], sp)


def _from_order(obj, sp):
    # O(x**n) -> O[x]^n (how Wolfram shows the order term)
    e = obj.expr
    if e.is_Pow:
        return Expression(S.Power, (Expression(S.O, (_from(e.base, sp),)), _from(e.exp, sp)))
    return Expression(S.O, (_from(e, sp),))


def _from_lowergamma(obj, sp):
    # the lower incomplete gamma function: Gamma[a] - Gamma[a, z]
    a, z = (_from(x, sp) for x in obj.args)
    return Expression(S.Plus, (Expression(S.Gamma, (a,)), Expression(S.Times, (
        Integer(-1), Expression(S.Gamma, (a, z))))))


def _from_heaviside(obj, sp):
    return Expression(S.HeavisideTheta, (_from(obj.args[0], sp),))


_FROM_SPECIAL = {
    "Derivative": _from_derivative, "Subs": _from_subs, "Integral": _from_integral,
    "Sum": _from_sum, "Product": _from_product, "Limit": _from_limit,
    "Piecewise": _from_piecewise, "AccumulationBounds": _from_accumbounds,
    "ComplexRootOf": _from_rootof, "CRootOf": _from_rootof, "Lambda": _from_lambda,
    "exp_polar": _from_exp_polar, "polar_lift": _from_polar_lift, "Order": _from_order,
    "lowergamma": _from_lowergamma, "Heaviside": _from_heaviside,
    "BooleanTrue": lambda o, sp: TRUE, "BooleanFalse": lambda o, sp: FALSE,
}


# --- helpers for the builtins that call SymPy ---------------------------------------------------

def try_to_sympy(expr):
    """``to_sympy(expr)``, or None when the expression has no SymPy counterpart."""
    try:
        return to_sympy(expr)
    except ConversionError:
        return None
    except (TypeError, ValueError, AttributeError):
        return None


def try_from_sympy(obj, ev):
    """``from_sympy(obj, ev)``, or None when a part of the result cannot be converted."""
    try:
        return from_sympy(obj, ev)
    except ConversionError:
        return None


def generic_piece(obj):
    """The generic value of a SymPy Piecewise result (the first piece whose condition is not
    an equation, as the Wolfram Language gives generic results); other objects as they are."""
    sp = sympy_module()
    if isinstance(obj, sp.Piecewise):
        for val, cond in obj.args:
            if not _is_special_case(cond, sp):
                return generic_piece(val)
        return generic_piece(obj.args[-1][0])
    if isinstance(obj, sp.Basic) and obj.has(sp.Piecewise) and not obj.is_Atom:
        return obj.func(*[generic_piece(a) for a in obj.args])
    return obj


def _is_special_case(cond, sp):
    if isinstance(cond, sp.Eq):
        return True
    if isinstance(cond, sp.And):
        return any(_is_special_case(c, sp) for c in cond.args)
    return False
