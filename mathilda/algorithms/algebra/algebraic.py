"""Algebraic numbers: RootReduce, ToRadicals and RootSum.

    root_reduce(ev, e)        a single Root object (or a rational, or radicals for degree
                              two) for an algebraic number: its minimal polynomial, and the
                              root of it nearest the number's value
    to_radicals(ev, e)        e with every Root[f, k] of degree at most four written in
                              radicals (SymPy's formulas, the root matched by value)
    root_sum(ev, f, form)     the sum of form over the roots of f when form is a rational
                              function (SymPy's RootSum), else the RootSum with f normalized
"""

from mathilda.bridges import sympy as bridge
from mathilda.algorithms.algebra.roots import root_function
from mathilda.core.expr import Expression, Integer, Symbol, S

_T = Symbol("RootSum$t")


def _crootof(ev, sp, root_expr):
    """SymPy's CRootOf for Root[f, k] with a rational polynomial f, else None."""
    f, k = root_expr.args
    if type(k) is not Integer:
        return None
    s = bridge.try_to_sympy(ev.evaluate(Expression(f, (_T,))))
    if s is None or not isinstance(s, sp.Expr):
        return None
    st = bridge.try_to_sympy(_T)
    try:
        poly = sp.Poly(sp.expand(s), st)
    except sp.PolynomialError:
        return None
    if not all(c.is_Rational for c in poly.all_coeffs()) or not 1 <= k.value <= poly.degree():
        return None
    return sp.CRootOf(poly, k.value - 1)


def to_sympy(ev, e):
    """e as SymPy, its Root objects as CRootOf (None when something does not convert)."""
    sp = bridge.sympy_module()
    table = {}

    def walk(x):
        if not isinstance(x, Expression):
            return x
        if x.head is S.Root and len(x.args) == 2:
            r = _crootof(ev, sp, x)
            if r is None:
                raise ValueError
            ph = Symbol("RootReduce$%d" % len(table))
            table[bridge.try_to_sympy(ph)] = r
            return ph
        return Expression(walk(x.head), tuple(walk(a) for a in x.args))
    try:
        w = walk(e)
    except ValueError:
        return None
    s = bridge.try_to_sympy(w)
    if s is None:
        return None
    return s.xreplace(table) if table else s


def numeric_roots(poly):
    """The roots of a rational polynomial as complex numbers in the order of Root (and of
    SymPy's CRootOf): real roots increasing, then complex ones by real, then imaginary part
    (SymPy's own evaluation of a complex CRootOf can take a minute)."""
    import mpmath
    with mpmath.workdps(40):
        roots = mpmath.polyroots([mpmath.mpf(int(c.p)) / int(c.q) for c in poly.all_coeffs()],
                                 maxsteps=400, extraprec=200)
    out = []
    for z in roots:
        z = complex(z)
        if abs(z.imag) <= 1e-25 * max(1.0, abs(z)):
            z = complex(z.real, 0.0)
        out.append(z)
    return sorted(out, key=lambda z: (z.imag != 0, z.real, z.imag))


def _index_of(sp, poly, value):
    """The 0-based CRootOf index of the root of poly nearest value."""
    v = complex(value)
    roots = numeric_roots(poly)
    return min(range(len(roots)), key=lambda k: abs(roots[k] - v))


def root_reduce(ev, e):
    sp = bridge.sympy_module()
    s = to_sympy(ev, e)
    if s is None or not isinstance(s, sp.Expr) or not s.is_number:
        return None
    t = sp.Dummy("t")
    try:
        p = sp.minimal_polynomial(s, t, polys=True, domain=sp.QQ)
    except Exception as exc:  # not an algebraic number SymPy recognizes
        if isinstance(exc, (KeyboardInterrupt, MemoryError)):
            raise
        return None
    if p.degree() == 1:
        c = p.all_coeffs()
        return bridge.try_from_sympy(-c[1] / c[0], ev)
    value = s.evalf(40)
    k = _index_of(sp, p, value)
    return ev.evaluate(Expression(S.Root, (root_function(ev, p), Integer(k + 1))))


def to_radicals(ev, e):
    sp = bridge.sympy_module()

    def walk(x):
        if not isinstance(x, Expression):
            return x
        args = tuple(walk(a) for a in x.args)
        if args != x.args:
            x = ev.evaluate(Expression(x.head, args))
            if not isinstance(x, Expression):
                return x
        if x.head is S.Root and len(x.args) == 2:
            r = _crootof(ev, sp, x)
            if r is not None and r.poly.degree() <= 4:
                cands = sp.roots(r.poly, multiple=True)
                if len(cands) == r.poly.degree():
                    value = numeric_roots(r.poly)[int(r.index)]
                    best = min(cands, key=lambda z: abs(complex(z.evalf(30)) - value))
                    w = bridge.try_from_sympy(best, ev)
                    if w is not None:
                        return w
        return x
    return walk(e)


def root_sum(ev, f, form):
    """(evaluated sum) or (normalized RootSum) or None when f is not a polynomial function."""
    sp = bridge.sympy_module()
    tw = _T
    t = bridge.try_to_sympy(tw)
    body = ev.evaluate(Expression(f, (tw,)))
    s = bridge.try_to_sympy(body)
    if s is None or not isinstance(s, sp.Expr):
        return None
    try:
        poly = sp.Poly(sp.expand(s), t)
    except sp.PolynomialError:
        return None
    if poly.degree() < 1:
        return None
    if all(c.is_Rational for c in poly.all_coeffs()):
        canon = root_function(ev, poly)
    else:
        canon = Expression(S.Function, (ev.evaluate(Expression(f, (Expression(
            S.Slot, (Integer(1),)),))),))
    g = bridge.try_to_sympy(ev.evaluate(Expression(form, (tw,))))
    if g is not None and isinstance(g, sp.Expr):
        try:
            if g.is_rational_function(t):
                r = sp.RootSum(poly, sp.Lambda(t, g))
                if not isinstance(r, sp.RootSum):
                    w = bridge.try_from_sympy(sp.simplify(r), ev)
                    if w is not None:
                        return w
        except Exception as exc:  # SymPy cannot sum this form
            if isinstance(exc, (KeyboardInterrupt, MemoryError)):
                raise
    return Expression(S.RootSum, (canon, form))
