"""Calculus: D and Derivative (native chain rule), Limit (through the SymPy
bridge).  NIntegrate is in nintegrate.py."""

from mathilda.algorithms.build import product_of, sum_of
from mathilda.bridges import sympy as bridge
from mathilda.algorithms.algebra.polynomial import free_of
from mathilda.core.expr import Expression, Integer, String, Symbol, S
from mathilda.core.functions import apply_pure_function
from mathilda.algorithms.calculus.interpolation import InterpolatingFunctionExpr
from mathilda.core.registry import BUILTINS, builtin

_IVAR = {"ivar": "`1` is not a valid variable."}

# --- the derivative table: one pure-function body per argument -------------------------------
# (head, number of arguments) -> bodies of the partial derivatives, in the language (slots #1..)
DERIVATIVES = {
    ("Sin", 1): ("Cos[#1]",), ("Cos", 1): ("-Sin[#1]",), ("Tan", 1): ("Sec[#1]^2",),
    ("Cot", 1): ("-Csc[#1]^2",), ("Sec", 1): ("Sec[#1] Tan[#1]",),
    ("Csc", 1): ("-Cot[#1] Csc[#1]",),
    ("ArcSin", 1): ("1/Sqrt[1 - #1^2]",), ("ArcCos", 1): ("-(1/Sqrt[1 - #1^2])",),
    ("ArcTan", 1): ("1/(1 + #1^2)",), ("ArcCot", 1): ("-(1/(1 + #1^2))",),
    ("ArcSec", 1): ("1/(Sqrt[1 - 1/#1^2] #1^2)",),
    ("ArcCsc", 1): ("-(1/(Sqrt[1 - 1/#1^2] #1^2))",),
    ("ArcTan", 2): ("-(#2/(#1^2 + #2^2))", "#1/(#1^2 + #2^2)"),
    ("Sinh", 1): ("Cosh[#1]",), ("Cosh", 1): ("Sinh[#1]",), ("Tanh", 1): ("Sech[#1]^2",),
    ("Coth", 1): ("-Csch[#1]^2",), ("Sech", 1): ("-(Sech[#1] Tanh[#1])",),
    ("Csch", 1): ("-(Coth[#1] Csch[#1])",),
    ("ArcSinh", 1): ("1/Sqrt[1 + #1^2]",),
    ("ArcCosh", 1): ("1/(Sqrt[-1 + #1] Sqrt[1 + #1])",),
    ("ArcTanh", 1): ("1/(1 - #1^2)",), ("ArcCoth", 1): ("1/(1 - #1^2)",),
    ("ArcSech", 1): ("-(1/(#1 Sqrt[(1 - #1)/(1 + #1)] (1 + #1)))",),
    ("ArcCsch", 1): ("-(1/(Sqrt[1 + 1/#1^2] #1^2))",),
    ("Exp", 1): ("E^#1",), ("Log", 1): ("1/#1",), ("Sqrt", 1): ("1/(2 Sqrt[#1])",),
    ("Log", 2): ("-(Log[#2]/(#1 Log[#1]^2))", "1/(#2 Log[#1])"),
    ("Erf", 1): ("2/(E^#1^2 Sqrt[Pi])",), ("Erfc", 1): ("-2/(E^#1^2 Sqrt[Pi])",),
    ("Erfi", 1): ("(2 E^#1^2)/Sqrt[Pi]",),
    ("Gamma", 1): ("Gamma[#1] PolyGamma[0, #1]",), ("LogGamma", 1): ("PolyGamma[0, #1]",),
    ("PolyGamma", 2): (None, "PolyGamma[1 + #1, #2]"),
    ("Gamma", 2): (None, "-(#2^(-1 + #1)/E^#2)"),
    ("ExpIntegralEi", 1): ("E^#1/#1",), ("SinIntegral", 1): ("Sin[#1]/#1",),
    ("CosIntegral", 1): ("Cos[#1]/#1",), ("SinhIntegral", 1): ("Sinh[#1]/#1",),
    ("CoshIntegral", 1): ("Cosh[#1]/#1",), ("LogIntegral", 1): ("1/Log[#1]",),
    ("ProductLog", 1): ("ProductLog[#1]/(#1 (1 + ProductLog[#1]))",),
    ("HeavisideTheta", 1): ("DiracDelta[#1]",),
    ("BesselJ", 2): (None, "(BesselJ[-1 + #1, #2] - BesselJ[1 + #1, #2])/2"),
    ("BesselY", 2): (None, "(BesselY[-1 + #1, #2] - BesselY[1 + #1, #2])/2"),
    ("BesselI", 2): (None, "(BesselI[-1 + #1, #2] + BesselI[1 + #1, #2])/2"),
    ("BesselK", 2): (None, "-(BesselK[-1 + #1, #2] + BesselK[1 + #1, #2])/2"),
    ("Zeta", 1): ("Derivative[1][Zeta][#1]",),
    # special functions (builtins/functions/: harmonic, polylog, hypergeometric, ...)
    ("HarmonicNumber", 1): ("Pi^2/6 - HarmonicNumber[#1, 2]",),
    ("HarmonicNumber", 2): ("#2 (Zeta[1 + #2] - HarmonicNumber[#1, 1 + #2])", None),
    ("Pochhammer", 2): ("Pochhammer[#1, #2] (-PolyGamma[0, #1] + PolyGamma[0, #1 + #2])",
                        "Pochhammer[#1, #2] PolyGamma[0, #1 + #2]"),
    ("PolyLog", 2): (None, "PolyLog[-1 + #1, #2]/#2"),
    ("HurwitzZeta", 2): (None, "-(#1 HurwitzZeta[1 + #1, #2])"),
    ("LerchPhi", 3): ("(-(#3 LerchPhi[#1, #2, #3]) + LerchPhi[#1, -1 + #2, #3])/#1", None,
                      "-(#2 LerchPhi[#1, 1 + #2, #3])"),
    ("Hypergeometric0F1", 2): (None, "Hypergeometric0F1[1 + #1, #2]/#1"),
    ("Hypergeometric1F1", 3): (None, None, "(#1 Hypergeometric1F1[1 + #1, 1 + #2, #3])/#2"),
    ("Hypergeometric2F1", 4): (None, None, None,
                               "(#1 #2 Hypergeometric2F1[1 + #1, 1 + #2, 1 + #3, #4])/#3"),
    ("HypergeometricU", 3): (None, None, "-(#1 HypergeometricU[1 + #1, 1 + #2, #3])"),
    ("GegenbauerC", 3): (None, None, "2 #2 GegenbauerC[-1 + #1, 1 + #2, #3]"),
    ("Gudermannian", 1): ("Sech[#1]",), ("InverseGudermannian", 1): ("Sec[#1]",),
    ("Zeta", 2): (None, "-(#1 Zeta[1 + #1, #2])"),
    ("OwenT", 2): ("-(Erf[(#1 #2)/Sqrt[2]]/(2 E^(#1^2/2) Sqrt[2 Pi]))",
                   "1/(2 E^((#1^2 (1 + #2^2))/2) Pi (1 + #2^2))"),
    ("Beta", 2): ("Beta[#1, #2] (PolyGamma[0, #1] - PolyGamma[0, #1 + #2])",
                  "Beta[#1, #2] (PolyGamma[0, #2] - PolyGamma[0, #1 + #2])"),
    ("Beta", 3): ("(1 - #1)^(-1 + #3) #1^(-1 + #2)", None, None),
    ("BetaRegularized", 3): ("((1 - #1)^(-1 + #3) #1^(-1 + #2))/Beta[#2, #3]", None, None),
    ("GammaRegularized", 2): (None, "-(#2^(-1 + #1)/(E^#2 Gamma[#1]))"),
    ("Erf", 2): ("-2/(E^#1^2 Sqrt[Pi])", "2/(E^#2^2 Sqrt[Pi])"),
    # orthogonal polynomials in x (orthogonal.py)
    ("ChebyshevT", 2): (None, "#1 ChebyshevU[-1 + #1, #2]"),
    ("ChebyshevU", 2): (None, "((1 + #1) ChebyshevT[1 + #1, #2] - #2 ChebyshevU[#1, #2])/"
                              "(-1 + #2^2)"),
    ("HermiteH", 2): (None, "2 #1 HermiteH[-1 + #1, #2]"),
    ("LaguerreL", 2): (None, "-LaguerreL[-1 + #1, 1, #2]"),
    ("LaguerreL", 3): (None, None, "-LaguerreL[-1 + #1, 1 + #2, #3]"),
    ("LegendreP", 2): (None, "((-1 - #1) #2 LegendreP[#1, #2] + (1 + #1) LegendreP[1 + #1, #2])/"
                             "(-1 + #2^2)"),
    # elementary_more.py
    ("Sinc", 1): ("Cos[#1]/#1 - Sin[#1]/#1^2",),
    ("LogisticSigmoid", 1): ("(1 - LogisticSigmoid[#1]) LogisticSigmoid[#1]",),
    ("RealAbs", 1): ("#1/RealAbs[#1]",), ("RealSign", 1): ("0",),
}

_parsed = {}


def derivative_bodies(name, nargs):
    """The bodies of the partial derivatives of name with nargs arguments: this table's, or
    those declared with the builtin's registration (``@builtin(..., derivatives=...)``)."""
    bodies = DERIVATIVES.get((name, nargs))
    if bodies is None:
        spec = BUILTINS.get(name)
        if spec is not None:
            bodies = spec.derivatives.get(nargs)
    return bodies


def _partial_body(name, nargs, i):
    """The parsed pure-function body of the i-th partial derivative of name, or None."""
    key = (name, nargs, i)
    if key in _parsed:
        return _parsed[key]
    bodies = derivative_bodies(name, nargs)
    body = None
    if bodies is not None and bodies[i] is not None and \
            not bodies[i].startswith("Derivative"):
        from mathilda.syntax.parser import parse
        body = Expression(S.Function, (parse(bodies[i]),))
    _parsed[key] = body
    return body


def _derivative_head(orders, f):
    return Expression(Expression(S.Derivative, tuple(Integer(n) for n in orders)), (f,))


_THREAD = frozenset(Symbol(n) for n in (
    "List", "Equal", "Unequal", "Less", "LessEqual", "Greater", "GreaterEqual"))


def derivative(ev, e, x):
    """d e / d x as an (unevaluated) expression: the chain rule over Plus, Times, Power,
    functions of the table, Derivative[..][f] and undefined functions."""
    if e == x:
        return Integer(1)
    if free_of(e, x):
        return Integer(0)
    h = e.head
    args = e.args
    if h is S.Plus:
        return sum_of([derivative(ev, a, x) for a in args])
    if h is S.Times:
        terms = []
        for i, a in enumerate(args):
            da = derivative(ev, a, x)
            if da != Integer(0):
                terms.append(product_of(args[:i] + (da,) + args[i + 1:]))
        return sum_of(terms)
    if h is S.Power and len(args) == 2:
        u, v = args
        if free_of(v, x):
            return product_of((v, Expression(S.Power, (u, Expression(S.Plus, (v, Integer(-1))))),
                           derivative(ev, u, x)))
        if free_of(u, x):
            return product_of((e, Expression(S.Log, (u,)), derivative(ev, v, x)))
        return product_of((e, sum_of([
            product_of((derivative(ev, v, x), Expression(S.Log, (u,)))),
            product_of((v, derivative(ev, u, x), Expression(S.Power, (u, Integer(-1)))))])))
    if h in _THREAD:
        return Expression(h, tuple(derivative(ev, a, x) for a in args))
    if isinstance(h, Expression) and isinstance(h.head, Expression) \
            and h.head.head is S.Derivative and len(h.args) == 1 \
            and len(h.head.args) == len(args) \
            and all(type(n) is Integer for n in h.head.args):
        orders = [n.value for n in h.head.args]
        terms = []
        for i, a in enumerate(args):
            da = derivative(ev, a, x)
            if da == Integer(0):
                continue
            new = list(orders)
            new[i] += 1
            terms.append(product_of((Expression(_derivative_head(new, h.args[0]), args), da)))
        return sum_of(terms)
    if h is S.Piecewise and args and isinstance(args[0], Expression) \
            and args[0].head is S.List:
        pieces = tuple(Expression(S.List, (derivative(ev, p.args[0], x), p.args[1]))
                       if isinstance(p, Expression) and len(p.args) == 2 else p
                       for p in args[0].args)
        rest = tuple(derivative(ev, a, x) for a in args[1:])
        return Expression(S.Piecewise, (Expression(S.List, pieces),) + rest)
    if h is S.Integrate and len(args) == 2 and isinstance(args[1], Expression) \
            and args[1].head is S.List and len(args[1].args) == 3 \
            and type(args[1].args[0]) is Symbol and args[1].args[0] != x:
        return _d_integral(ev, args[0], args[1].args, x)
    # a function of one or more arguments: chain rule over the arguments
    terms = []
    n = len(args)
    name = h.name if type(h) is Symbol else None
    for i, a in enumerate(args):
        da = derivative(ev, a, x)
        if da == Integer(0):
            continue
        body = _partial_body(name, n, i) if name is not None else None
        if body is not None:
            part = apply_pure_function(ev, body, args, e)
        else:
            orders = [0] * n
            orders[i] = 1
            part = Expression(_derivative_head(orders, h), args)
        terms.append(product_of((part, da)))
    return sum_of(terms)


def _d_integral(ev, f, spec, x):
    """Leibniz's rule: d/dx Integrate[f, {t, a, b}]."""
    t, a, b = spec
    terms = []
    for bound, sign in ((b, 1), (a, -1)):
        db = derivative(ev, bound, x)
        if db != Integer(0):
            at = Expression(S.ReplaceAll, (f, Expression(S.Rule, (t, bound))))
            terms.append(product_of((Integer(sign), at, db)))
    df = derivative(ev, f, x)
    if df != Integer(0):
        terms.append(Expression(S.Integrate, (df, Expression(S.List, spec))))
    return sum_of(terms)


def _valid_var(x):
    if type(x) is Symbol:
        return True
    return isinstance(x, Expression) and x.head is not S.List and not x.is_number


def _d_spec(ev, e, spec):
    """One D specification applied to the (evaluated) expression e; None if unusable."""
    if isinstance(spec, Expression) and spec.head is S.List:
        sa = spec.args
        if len(sa) == 1 and isinstance(sa[0], Expression) and sa[0].head is S.List:
            out = []
            for v in sa[0].args:
                r = _d_spec(ev, e, v)
                if r is None:
                    return None
                out.append(r)
            return Expression(S.List, tuple(out))
        if len(sa) == 2:
            x, n = sa
            if not _valid_var(x):
                ev.message("D", "ivar", x)
                return None
            if type(n) is not Integer or n.value < 0:
                return None
            for _ in range(n.value):
                ev.check_interrupt()
                if free_of(e, x):         # D[x^2, {x, 10^10}] is 0 after three steps
                    return Integer(0)
                e = ev.evaluate(derivative(ev, e, x))
            return e
        if len(sa) == 1:
            return _d_spec(ev, e, sa[0])
        ev.message("D", "ivar", spec)
        return None
    if not _valid_var(spec):
        ev.message("D", "ivar", spec)
        return None
    return ev.evaluate(derivative(ev, e, spec))


@builtin("D", nargs=(1, None), messages=_IVAR, attributes=("Protected", "ReadProtected"),
         usage="D[f, x] gives the partial derivative of f with respect to x; D[f, {x, n}] "
               "the n-th derivative; D[f, x, y, ...] mixed partial derivatives; "
               "D[f, {{x, y}}] the gradient.",
         examples=[("D[x^3, x]", "3 x^2"), ("D[Sin[x], x]", "Cos[x]"),
                   ("D[x^4, {x, 2}]", "12 x^2"), ("D[x^2 y^3, x, y]", "6 x y^2"),
                   ("D[f[x], x]", "f'[x]"), ("D[Sin[x]^2, x]", "2 Cos[x] Sin[x]"),
                   ("D[Series[Sin[x], {x, 0, 5}], x]", "1 - x^2/2 + x^4/24 + O[x]^5"),
                   ("D[x^2, 2]", "D[x^2, 2]", ["D::ivar: 2 is not a valid variable."])])
def d_(ev, expr):
    e = expr.args[0]
    for spec in expr.args[1:]:
        if isinstance(e, Expression) and e.head is S.SeriesData and type(spec) is Symbol:
            from mathilda.algorithms.calculus.series import series_derivative
            r = series_derivative(ev, e, spec)
            if r is not None:
                e = r
                continue
        r = _d_spec(ev, e, spec)
        if r is None:
            return None
        e = r
    return e


def _slot(i):
    return Expression(S.Slot, (Integer(i),))


@builtin("Derivative", sub=True, attributes=("NHoldAll", "ReadProtected"),
         usage="f' or Derivative[1][f] is the derivative of a function of one argument; "
               "Derivative[n1, n2, ...][f] a mixed partial derivative.",
         examples=[("Sin'[x]", "Cos[x]"), ("Derivative[2][Sin][x]", "-Sin[x]"),
                   ("(#^3 &)'[2]", "12"), ("f'[x]", "f'[x]"),
                   ("g[x_] := x^4; g''[1]", "12")])
def derivative_(ev, expr):
    head = expr.head
    if not (isinstance(head, Expression) and head.head is S.Derivative):
        # Derivative[n][f][x]: f' did not evaluate, so neither does this -- but at inexact
        # numbers a numeric function's derivative has a value (Zeta'[2.] is -0.937548)
        return _numeric_derivative(ev, expr)
    if len(expr.args) != 1:
        return None
    orders = head.args
    if not orders or not all(type(n) is Integer and n.value >= 0 for n in orders):
        return None
    f = expr.args[0]
    if all(n.value == 0 for n in orders):
        return f
    k = len(orders)
    slots = tuple(_slot(i + 1) for i in range(k))
    if type(f) is Symbol:
        known = derivative_bodies(f.name, k) is not None
        if known and any(n.value and _partial_body(f.name, k, i) is None
                         for i, n in enumerate(orders)):
            # no closed form in that argument (BesselJ in its order, Zeta'): Wolfram keeps
            # Derivative[1, 0][BesselJ][n, x]; differentiating the body would recurse
            return None
        d = ev.defs.table.get(f)
        if not known and not (d is not None and (d.down or d.down_exact)):
            return None
        body = ev.evaluate(Expression(f, slots))
        if body == Expression(f, slots) and not known:
            return None
    elif isinstance(f, Expression) and f.head is S.Function:
        body = ev.evaluate(Expression(f, slots))
    elif isinstance(f, InterpolatingFunctionExpr):
        return f.derivative([n.value for n in orders]) if k == f.rank else None
    elif (isinstance(f, Expression) and f.head is S.InverseFunction and len(f.args) == 1
          and k == 1):        # (f^(-1))'[x] = 1/f'[f^(-1)[x]]
        g = Expression(Expression(S.Derivative, (Integer(1),)), (f.args[0],))
        body = ev.evaluate(Expression(S.Power, (Expression(g, (Expression(f, slots),)),
                                                Integer(-1))))
        orders = (Integer(orders[0].value - 1),)
    else:
        return None
    for i, n in enumerate(orders):
        for _ in range(n.value):
            ev.check_interrupt()
            body = ev.evaluate(derivative(ev, body, slots[i]))
    return Expression(S.Function, (body,))


def _numeric_derivative(ev, expr):
    """Derivative[n1, ..., nk][f][x1, ..., xk] at numbers, one inexact, for a builtin
    NumericFunction f: mpmath's numerical differentiation of f (evaluated by the evaluator at
    the working precision), at the precision of the arguments; None otherwise."""
    from mathilda.algorithms.functions.numeric import inexact, mp_apply
    from mathilda.core import attributes as A
    from mathilda.core.expr import Complex, Real
    from mathilda.numbers.precision import to_mpf
    head, args = expr.head, expr.args
    if not (isinstance(head, Expression) and isinstance(head.head, Expression)
            and head.head.head is S.Derivative and len(head.args) == 1):
        return None
    f, orders = head.args[0], head.head.args
    if type(f) is not Symbol or f.name not in BUILTINS or len(orders) != len(args) \
            or not all(type(n) is Integer and 0 <= n.value <= 8 for n in orders) \
            or not args or not inexact(*args) \
            or not ev.defs.attributes(f) & A.NUMERIC_FUNCTION:
        return None
    import math

    def atom(m, y):
        digits = m.mp.prec * math.log10(2)
        if isinstance(y, m.mpc):
            return Complex(Real(y.real, prec=digits), Real(y.imag, prec=digits))
        return Real(+y, prec=digits)

    def value(m, r):
        if type(r) is Complex:
            return m.mpc(to_mpf(r.re), to_mpf(r.im))
        return to_mpf(r)

    def fn(m, *xs):
        def g(*ys):
            r = ev.evaluate(Expression(f, tuple(atom(m, y) for y in ys)))
            if not r.is_number:
                raise ValueError("not a number")
            return value(m, r)
        n = tuple(o.value for o in orders)
        return m.diff(g, xs if len(xs) > 1 else xs[0], n if len(n) > 1 else n[0])
    try:
        return mp_apply(fn, list(args))
    except ValueError:
        return None


def _sympy_ok(r, sp):
    return r is not None and not r.has(sp.Integral, sp.Sum, sp.Product, sp.Limit)


# --- Limit -------------------------------------------------------------------------------------

@builtin("Limit", options={"Direction": "Reals"},
         messages={"lim": "Limit specification `1` is neither a list of rules nor a rule."},
         usage="Limit[f, x -> a] gives the limit of f as x approaches a; the option "
               "Direction -> \"FromAbove\" or \"FromBelow\" gives a one-sided limit.",
         examples=[("Limit[Sin[x]/x, x -> 0]", "1"), ("Limit[(1 + 1/n)^n, n -> Infinity]", "E"),
                   ("Limit[Abs[x]/x, x -> 0, Direction -> \"FromBelow\"]", "-1"),
                   ("Limit[1/x, x -> 0]", "Indeterminate")])
def limit(ev, expr):
    args = expr.args
    if len(args) < 2:
        if len(args) == 1:
            ev.message("Limit", "argr", S.Limit, Integer(2))
        else:
            ev.message("Limit", "argrx", S.Limit, Integer(0), Integer(2))
        return None
    pos, opts = ev.split_options(expr, npos=2)
    f, rule = pos
    if not (isinstance(rule, Expression) and rule.head in (S.Rule, S.RuleDelayed)
            and len(rule.args) == 2):
        ev.message("Limit", "lim", rule)
        return None
    var, point = rule.args
    if type(var) is not Symbol:
        ev.message("Limit", "lim", rule)
        return None
    d = opts.get("Direction")
    direction = "+-"
    if isinstance(d, String):
        direction = {"FromAbove": "+", "FromBelow": "-"}.get(d.value, "+-")
    elif d == Integer(-1):
        direction = "+"
    elif d == Integer(1):
        direction = "-"
    if isinstance(f, Expression) and f.head is S.List:
        out = []
        for g in f.args:
            r = _limit(ev, g, var, point, direction)
            out.append(Expression(S.Limit, (g, rule)) if r is None else r)
        return Expression(S.List, tuple(out))
    return _limit(ev, f, var, point, direction)


def _limit(ev, f, var, point, direction):
    sp = bridge.sympy_module()
    s = bridge.try_to_sympy(f)
    p = bridge.try_to_sympy(point)
    if s is None or p is None:
        return None
    if p.is_infinite:
        direction = "-" if p == sp.oo else "+"
    xs = bridge.sympy_symbol(var)
    try:
        r = sp.limit(s, xs, p, direction)
        if direction == "+-" and r == sp.zoo:
            # |f| grows without bound: a real limit only when both sides agree
            above, below = sp.limit(s, xs, p, "+"), sp.limit(s, xs, p, "-")
            r = above if above == below else sp.nan
    except ValueError:
        return S.Indeterminate          # the one-sided limits differ
    except Exception as exc:
        if isinstance(exc, (KeyboardInterrupt, MemoryError)):
            raise
        return None
    if not _sympy_ok(r, sp):
        return None
    return bridge.try_from_sympy(r, ev)
