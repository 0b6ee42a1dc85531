"""Approximations by rational functions, differences and algebraic numbers: PadeApproximant,
DifferenceQuotient, NRoots, RootApproximant.

PadeApproximant solves the linear system of the Taylor coefficients (from Series) for the
denominator with constant term 1; NRoots finds the roots of a polynomial with SymPy's
nroots (mpmath's polynomial root finder at a working precision above the one asked for,
multiple roots repeated); RootApproximant searches integer relations among the powers of
the number (mpmath's findpoly, PSLQ) by increasing degree and picks the Root of the
polynomial found that is nearest the number."""

from math import comb

from mathilda.algorithms.algebra.polynomial import is_polynomial
from mathilda.algorithms.build import list_of, plus, power, times
from mathilda.bridges import sympy as bridge
from mathilda.core.expr import Complex, Expression, Integer, Real, S, Symbol
from mathilda.core.registry import builtin

ZERO = Integer(0)
ONE = Integer(1)


def _spec(x):
    """(var, point, (m, n)) of {x, x0, n} or {x, x0, {m, n}}, else None."""
    if not (isinstance(x, Expression) and x.head is S.List and len(x.args) == 3):
        return None
    v, x0, order = x.args
    if type(v) is not Symbol:
        return None
    if type(order) is Integer and order.value >= 0:
        return v, x0, (order.value, order.value)
    if isinstance(order, Expression) and order.head is S.List and len(order.args) == 2 and \
            all(type(k) is Integer and k.value >= 0 for k in order.args):
        return v, x0, (order.args[0].value, order.args[1].value)
    return None


PADE_SPEC = "`1` is not a valid specification {x, x0, n} or {x, x0, {m, n}}."


@builtin("PadeApproximant", nargs=2, messages={"spec": PADE_SPEC},
         usage="PadeApproximant[expr, {x, x0, {m, n}}] gives the Pade approximant to expr "
               "about x = x0: the rational function of numerator degree m and denominator "
               "degree n (denominator 1 at x0) whose series agrees with that of expr to order "
               "m + n; PadeApproximant[expr, {x, x0, n}] is the diagonal one, {n, n}.",
         examples=[("PadeApproximant[Exp[x], {x, 0, {2, 2}}]",
                    "(1 + x/2 + x^2/12)/(1 - x/2 + x^2/12)"),
                   ("PadeApproximant[Exp[x], {x, 0, 1}]", "(1 + x/2)/(1 - x/2)"),
                   ("PadeApproximant[Sin[x], {x, 0, {3, 2}}]", "(x - (7 x^3)/60)/(1 + x^2/20)"),
                   ("PadeApproximant[Log[x], {x, 1, {1, 1}}]",
                    "(-1 + x)/(1 + (-1 + x)/2)"),
                   ("PadeApproximant[1/(1 - x), {x, 0, {0, 1}}]", "1/(1 - x)"),
                   ("PadeApproximant[Exp[a x], {x, 0, {1, 1}}]",
                    "(1 + (a x)/2)/(1 - (a x)/2)"),
                   ("PadeApproximant[Exp[x], {x, 0, {2, 0}}]", "1 + x + x^2/2"),
                   ("PadeApproximant[Exp[x], x]", "PadeApproximant[E^x, x]",
                    ("PadeApproximant::spec: x is not a valid specification {x, x0, n} or "
                     "{x, x0, {m, n}}.",))])
def pade_approximant(ev, expr):
    f, spec = expr.args
    sp_ = _spec(spec)
    if sp_ is None:
        ev.message("PadeApproximant", "spec", spec)
        return None
    x, x0, (m, n) = sp_
    t = Symbol("System`Private`PadeT")
    shifted = ev.call("ReplaceAll", f, Expression(S.Rule, (x, plus(x0, t))))
    ser = ev.call("Series", shifted, list_of([t, ZERO, Integer(m + n)]))
    if not ser.has_head(S.SeriesData) or len(ser.args) < 6:
        return None
    # SeriesData[t, 0, coeffs, nmin, nmax, den]: only Taylor series (den 1, nmin >= 0)
    _, _, coeffs, nmin, _, den = ser.args[:6]
    if den != ONE or type(nmin) is not Integer or nmin.value < 0:
        return None
    c = [ZERO] * nmin.value + list(coeffs.args)
    c += [ZERO] * (m + n + 1 - len(c))

    def coef(k):
        return c[k] if k >= 0 else ZERO

    q = [ONE]
    if n:
        mat = list_of(list_of(coef(m + i - j) for j in range(1, n + 1)) for i in range(1, n + 1))
        rhs = list_of(times(Integer(-1), coef(m + i)) for i in range(1, n + 1))
        sol = ev.call("Quiet", Expression(S.LinearSolve, (mat, rhs)))
        if not (isinstance(sol, Expression) and sol.head is S.List and len(sol.args) == n):
            return None
        q += [ev.call("Together", v) for v in sol.args]
    p = [ev.evaluate(plus(*[times(q[j], coef(k - j)) for j in range(min(k, n) + 1)]))
         for k in range(m + 1)]
    u = plus(x, times(Integer(-1), x0))
    num = plus(*[times(pk, power(u, Integer(k))) for k, pk in enumerate(p)])
    dnm = plus(*[times(qk, power(u, Integer(k))) for k, qk in enumerate(q)])
    return ev.evaluate(times(num, power(dnm, Integer(-1))))


def _dq_specs(ev, specs):
    out = []
    for s in specs:
        if not (isinstance(s, Expression) and s.head is S.List and len(s.args) in (2, 3)):
            return None
        if type(s.args[0]) is not Symbol:
            return None
        if len(s.args) == 2:
            out.append((s.args[0], 1, s.args[1]))
            continue
        k = s.args[1]
        if type(k) is not Integer or k.value < 0:
            return None
        out.append((s.args[0], k.value, s.args[2]))
    return out


@builtin("DifferenceQuotient", nargs=(2, None),
         messages={"spec": "`1` is not a valid difference specification {x, h} or {x, n, h}."},
         usage="DifferenceQuotient[f, {x, h}] gives the difference quotient (f(x + h) - f(x))/h; "
               "DifferenceQuotient[f, {x, n, h}] the nth forward difference of f divided by "
               "h^n; DifferenceQuotient[f, {x, hx}, {y, hy}, ...] the partial difference "
               "quotients in turn.",
         examples=[("DifferenceQuotient[x^2, {x, h}]", "h + 2 x"),
                   ("DifferenceQuotient[x^3, {x, h}]", "h^2 + 3 h x + 3 x^2"),
                   ("DifferenceQuotient[Sin[x], {x, h}]", "(-Sin[x] + Sin[h + x])/h"),
                   ("DifferenceQuotient[x^3, {x, 2, h}]", "6 h + 6 x"),
                   ("DifferenceQuotient[x^2 y, {x, h}, {y, k}]", "h + 2 x"),
                   ("DifferenceQuotient[f[n], {n, 1}]", "-f[n] + f[1 + n]"),
                   ("DifferenceQuotient[x^2, x]", "DifferenceQuotient[x^2, x]",
                    ("DifferenceQuotient::spec: x is not a valid difference specification "
                     "{x, h} or {x, n, h}.",))])
def difference_quotient(ev, expr):
    f = expr.args[0]
    specs = _dq_specs(ev, expr.args[1:])
    if specs is None:
        bad = next(s for s in expr.args[1:] if _dq_specs(ev, [s]) is None)
        ev.message("DifferenceQuotient", "spec", bad)
        return None
    for x, n, h in specs:
        terms = []
        for k in range(n + 1):
            step = Expression(S.Rule, (x, plus(x, times(Integer(k), h))))
            shifted = ev.call("ReplaceAll", f, step)
            terms.append(times(Integer((-1) ** (n - k) * comb(n, k)), shifted))
        f = ev.call("Together", times(plus(*terms), power(h, Integer(-n))))
    return f


def _poly_equation(ev, name, eq, x):
    if isinstance(eq, Expression) and eq.head is S.Equal and len(eq.args) == 2:
        p = ev.evaluate(plus(eq.args[0], times(Integer(-1), eq.args[1])))
    else:
        ev.message(name, "neq", eq)
        return None
    if not is_polynomial(p, (x,)):
        ev.message(name, "poly", eq)
        return None
    return p


def _real(v, prec):
    return Real(float(v)) if prec is None else Real(v, prec)


@builtin("NRoots", nargs=(2, 3), options={"PrecisionGoal": "Automatic"},
         messages={"neq": "`1` is not an equation.", "poly": "`1` is not a polynomial equation.",
                   "ivar": "`1` is not a valid variable."},
         usage="NRoots[lhs == rhs, x] gives the numerical roots of a polynomial equation, as "
               "x == r1 || x == r2 || ..., each root repeated as often as its multiplicity "
               "(real roots in increasing order, then complex ones by real and imaginary "
               "part); NRoots[eqn, x, n] works with n-digit precision.",
         examples=[("NRoots[x^3 - 2 x - 5 == 0, x]",
                    "x == 2.09455 || x == -1.04728 - 1.13594 I || x == -1.04728 + 1.13594 I"),
                   ("NRoots[x^2 == 2, x]", "x == -1.41421 || x == 1.41421"),
                   ("NRoots[(x - 1)^2 (x + 2) == 0, x]", "x == -2. || x == 1. || x == 1."),
                   ("NRoots[x^2 + 1 == 0, x]", "x == 0. - 1. I || x == 0. + 1. I"),
                   ("NRoots[x - 3 == 0, x]", "x == 3."),
                   ("NRoots[x^2 == 2, x, 20]",
                    "x == -1.4142135623730950488 || x == 1.4142135623730950488"),
                   ("NRoots[Sin[x] == 0, x]", "NRoots[Sin[x] == 0, x]",
                    ("NRoots::poly: Sin[x] == 0 is not a polynomial equation.",))])
def nroots(ev, expr):
    pos, _ = ev.split_options(expr)
    eq, x = pos[0], pos[1]
    if type(x) is not Symbol:
        ev.message("NRoots", "ivar", x)
        return None
    prec = None
    if len(pos) == 3:
        if type(pos[2]) is not Integer or pos[2].value < 1:
            return None
        prec = pos[2].value
    p = _poly_equation(ev, "NRoots", eq, x)
    if p is None:
        return None
    sp = bridge.sympy_module()
    se, sx = bridge.try_to_sympy(p), bridge.try_to_sympy(x)
    if se is None or sx is None:
        return None
    try:
        poly = sp.Poly(sp.expand(se), sx)
        if poly.degree() < 1 or not all(c.is_number for c in poly.all_coeffs()):
            return None
        roots = poly.nroots(n=(prec or 15), maxsteps=200)
    except Exception as exc:         # SymPy's root finder did not converge
        if isinstance(exc, (KeyboardInterrupt, MemoryError)):
            raise
        return None
    out = []
    for r in roots:
        re, im = sp.re(r), sp.im(r)
        if im == 0:
            val = _real(re, prec)
        else:
            val = Complex(_real(re, prec) if re != 0 else Integer(0), _real(im, prec))
            if re == 0 and prec is None:
                val = Complex(Real(0.0), _real(im, prec))
        out.append(Expression(S.Equal, (x, val)))
    return ev.evaluate(Expression(S.Or, tuple(out))) if len(out) > 1 else out[0]


@builtin("RootApproximant", nargs=(1, 2),
         messages={"inum": "`1` is not a number.",
                   "intpm": "Positive machine-sized integer expected at position 2 in `1`."},
         usage="RootApproximant[x] gives a simple algebraic number (a rational, a radical or a "
               "Root object) that agrees with the approximate number x to its precision; "
               "RootApproximant[x, n] looks for one of degree at most n.",
         examples=[("RootApproximant[1.4142135623730951]", "Sqrt[2]"),
                   ("RootApproximant[N[1 + Sqrt[3]]]", "1 + Sqrt[3]"),
                   ("RootApproximant[0.3333333333333333]", "1/3"),
                   ("RootApproximant[N[2^(1/3), 30]]", "2^(1/3)"),
                   ("RootApproximant[N[Root[#^3 - # - 1 &, 1]]]", "Root[-1 - #1 + #1^3 & , 1]"),
                   ("RootApproximant[N[(1 + I Sqrt[3])/2]]", "(1 + I Sqrt[3])/2"),
                   ("RootApproximant[1.5, 0]", "RootApproximant[1.5, 0]",
                    ("RootApproximant::intpm: Positive machine-sized integer expected at "
                     "position 2 in RootApproximant[1.5, 0].",))])
def root_approximant(ev, expr):
    x = expr.args[0]
    if not getattr(x, "is_number", False):
        ev.message("RootApproximant", "inum", x)
        return None
    nmax = None
    if len(expr.args) == 2:
        k = expr.args[1]
        if type(k) is not Integer or not 0 < k.value < 1 << 31:
            ev.message("RootApproximant", "intpm", expr)
            return None
        nmax = k.value
    from mathilda.algorithms.algebra.root_approximant import find_polynomial
    v = ev.call("N", x) if not _is_inexact(x) else x
    found = find_polynomial(_to_mp(v), _digits(v), nmax)
    if found is None:
        return None
    coeffs = found                  # integers, highest degree first
    var = Expression(S.Slot, (ONE,))
    d = len(coeffs) - 1
    body = plus(*[times(Integer(c), power(var, Integer(d - i))) for i, c in enumerate(coeffs)])
    fn = Expression(S.Function, (body,))
    best, err = None, None
    target = complex(_to_mp(v))
    for k in range(1, d + 1):
        r = ev.call("Root", fn, Integer(k))
        nv = ev.call("N", r)
        try:
            z = complex(_to_mp(nv))
        except (TypeError, ValueError):
            continue
        e = abs(z - target)
        if err is None or e < err:
            best, err = r, e
    return best


def _is_inexact(x):
    t = type(x)
    if t is Real:
        return True
    if t is Complex:
        return type(x.re) is Real or type(x.im) is Real
    return False


def _digits(v):
    t = type(v)
    r = v.re if t is Complex and type(v.re) is Real else (v.im if t is Complex else v)
    prec = getattr(r, "prec", None)
    return 15 if prec is None else int(prec)


def _to_mp(v):
    import mpmath
    t = type(v)
    if t is Complex:
        return mpmath.mpc(_to_mp(v.re), _to_mp(v.im))
    if t is Real:
        return mpmath.mpf(v.value) if v.prec is None else v.value   # the mpf, all its bits
    if t is Integer:
        return mpmath.mpf(v.value)
    if t.__name__ == "Rational":
        return mpmath.mpf(v.value.numerator) / v.value.denominator
    raise TypeError("not a number")
