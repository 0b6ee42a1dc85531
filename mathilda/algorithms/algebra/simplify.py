"""Simplification through SymPy, behind Simplify, FullSimplify, Together and Refine.

    simplify(ev, e, assum, full)   the simplest form found by SymPy's transformations (more
                                   of them when ``full``), measured by ``leaf_count``; the
                                   assumptions become SymPy assumptions on the symbols
    together(sp, s)                a SymPy expression over a common denominator, with common
                                   factors cancelled and the factors written as Wolfram does
    assumption_symbols(ev, assum, sp, out)   assumptions (x > 0, Element[x, Reals], And[...])
                                   as SymPy keywords per symbol, in ``out``
    leaf_count(e)                  LeafCount (Rational and Complex count their parts)
"""

from mathilda.algorithms.algebra.normal import rational_form
from mathilda.bridges import sympy as bridge
from mathilda.core.expr import (
    Expression, Integer, Rational, Symbol, S, TRUE, FALSE, make_rational,
)


def together(sp, s):
    t = sp.together(s)
    n, d = sp.fraction(t)
    n = sp.expand(n)
    if d == 1:
        return n
    if d.is_number:
        return rational_form(sp, n, d)
    g = sp.gcd(n, sp.expand(d))
    if g != 1 and g != -1:
        n = sp.cancel(n / g)
        factors = []
        for f in sp.Mul.make_args(d):
            base, k = f.as_base_exp()
            while g != 1 and k.is_Integer and k > 0:
                h = sp.gcd(g, base)
                if h == 1 or h == -1:
                    break
                g = sp.cancel(g / h)
                base_rest = sp.cancel(base / h)
                factors.append(base_rest)
                k -= 1
            factors.append(sp.Pow(base, k))
        d = sp.Mul(*factors)
        d = sp.Mul(*[sp.Pow(sp.expand(b) if b.is_Add else b, e)
                     for b, e in (f.as_base_exp() for f in sp.Mul.make_args(d))])
    return rational_form(sp, n, d)


def leaf_count(e):
    """LeafCount: the number of atoms (Rational and Complex count their parts)."""
    t = type(e)
    if t is Rational:
        return 3
    if t.__name__ == "Complex":
        return 1 + leaf_count(e.re) + leaf_count(e.im)
    if not isinstance(e, Expression):
        return 1
    return leaf_count(e.head) + sum(leaf_count(a) for a in e.args)


def assumption_symbols(ev, assum, sp, out):
    """Translate assumptions (x > 0, Element[x, Reals], And[...]) to SymPy assumption
    keywords per symbol; the ones that cannot be used are ignored."""
    if not isinstance(assum, Expression):
        return
    h = assum.head
    if h in (S.And, S.List):
        for a in assum.args:
            assumption_symbols(ev, a, sp, out)
        return
    if h is S.Element and len(assum.args) == 2:
        xs, dom = assum.args
        key = {"Reals": "real", "Integers": "integer", "Complexes": "complex",
               "Rationals": "rational", "Primes": "prime", "Booleans": None}.get(
            getattr(dom, "name", ""))
        if key is None:
            return
        items = xs.args if isinstance(xs, Expression) and xs.head in (S.List, S.Alternatives) \
            else (xs,)
        for x in items:
            if type(x) is Symbol:
                out.setdefault(x, {})[key] = True
        return
    if h is S.Equal and len(assum.args) == 2:
        m, r = assum.args
        if isinstance(m, Expression) and m.head is S.Mod and len(m.args) == 2 \
                and m.args[1] == Integer(2) and type(m.args[0]) is Symbol \
                and r in (Integer(0), Integer(1)):
            out.setdefault(m.args[0], {})["even" if r == Integer(0) else "odd"] = True
        return
    rel = {"Greater": ("positive", "negative"), "GreaterEqual": ("nonnegative", "nonpositive"),
           "Less": ("negative", "positive"), "LessEqual": ("nonpositive", "nonnegative"),
           "Unequal": ("nonzero", "nonzero")}.get(getattr(h, "name", ""))
    if rel is None or len(assum.args) != 2:
        return
    a, b = assum.args
    zero = Integer(0)
    if type(a) is Symbol and b == zero:
        out.setdefault(a, {})[rel[0]] = True
    elif type(b) is Symbol and a == zero:
        out.setdefault(b, {})[rel[1]] = True
    elif type(a) is Symbol and b.is_number:
        out.setdefault(a, {})["real"] = True
    elif type(b) is Symbol and a.is_number:
        out.setdefault(b, {})["real"] = True


def simplify(ev, e, assum, full):
    if assum is not None:
        from mathilda.algorithms.algebra.refine import refine_expr
        e = refine_expr(ev, e, assum)
        if e is TRUE or e is FALSE:
            return e
    sp = bridge.sympy_module()
    s = bridge.try_to_sympy(e)
    if s is None:
        return None
    table = {}
    if assum is not None:
        assumption_symbols(ev, assum, sp, table)
    reps = {}
    for sym, kw in table.items():
        plain = bridge.sympy_symbol(sym)
        reps[plain] = sp.Symbol(plain.name, **kw)
    best = e
    if reps:
        s = s.xreplace(reps)
        # the assumptions alone may already simplify (Abs[x] with x < 0 is -x)
        refined = bridge.try_from_sympy(sp.refine(s), ev)
        if refined is not None:
            best = refined
    if not isinstance(s, sp.Expr):
        transforms = [sp.simplify]          # logical expressions
    else:
        transforms = [sp.simplify, sp.factor, sp.cancel, _together_safe]
        if full:
            transforms += [sp.expand, sp.trigsimp, sp.gammasimp, sp.radsimp, sp.powsimp,
                           lambda z: sp.simplify(sp.expand(z)),
                           lambda z: sp.factor(sp.simplify(z))]
    best_count = leaf_count(best)
    seen = set()
    for tf in transforms:
        try:
            r = tf(s)
        except Exception as exc:  # SymPy gives up on some inputs: try the next transform
            if isinstance(exc, (KeyboardInterrupt, MemoryError)):
                raise
            continue
        if r in seen:
            continue
        seen.add(r)
        w = bridge.try_from_sympy(r, ev)
        if w is None:
            continue
        c = leaf_count(w)
        if c < best_count:
            best, best_count = w, c
    if best is not e:
        best = _log_form(ev, best, e)
    return best


def _log_form(ev, e, original):
    """Logarithms of fractions that the transformations made, written with an argument
    above 1 as the Wolfram Language writes them: Log[2] - Log[3] is -Log[3/2]."""
    def walk(x):
        if not isinstance(x, Expression):
            return x
        if x.head is S.Log and len(x.args) == 1 and type(x.args[0]) is Rational \
                and 0 < x.args[0].value < 1 and not _contains(original, x):
            r = x.args[0].value
            return Expression(S.Times, (Integer(-1), Expression(
                S.Log, (make_rational(r.denominator, r.numerator),))))
        args = tuple(walk(a) for a in x.args)
        return x if args == x.args else Expression(x.head, args)
    r = walk(e)
    return e if r is e else ev.evaluate(r)


def _contains(e, part):
    if e == part:
        return True
    return isinstance(e, Expression) and any(_contains(a, part) for a in e.args)


def _together_safe(s):
    return together(bridge.sympy_module(), s)
