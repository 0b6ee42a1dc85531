"""Reduce over the reals in two variables: a cylindrical decomposition of the plane for
systems of polynomial equations and inequalities (``reduce_plane(ev, system, x, y)``; x is
the outer variable, y the inner one, as in Reduce[expr, {x, y}]).

* The system's polynomials are split into irreducible factors over the rationals.  The
  x-values where the real roots in y of the factors can change (roots of the leading
  coefficients, discriminants and pairwise resultants in y, and the factors free of y)
  cut the x-line into points and open intervals.
* Over an open interval the real roots in y are the branches of Solve[f == 0, y] (degree
  at most two in y), ordered at a sample point; the system is decided on every section
  (y == root) and sector (between roots) at the sample, and the true ones are written as
  conditions on y: ``-Sqrt[1 - x^2] < y < Sqrt[1 - x^2]``.
* Over a point x == c the system is reduced in y alone.
* Neighbouring cells with the same condition on y are merged, and each group is written
  as its condition on x and on y: ``-1 < x < 1 && -Sqrt[1 - x^2] < y < Sqrt[1 - x^2]``.

Anything else (factors of degree three or more in y, non-polynomial relations, symbolic
parameters) raises Unsupported.
"""

from fractions import Fraction

from mathilda.bridges import sympy as bridge
from mathilda.algorithms.algebra.reduce import (
    RELATIONS, Unsupported, between,
)
from mathilda.core.expr import Expression, S, TRUE, FALSE, make_rational

_OPS = {"Equal": lambda s: s == 0, "Unequal": lambda s: s != 0, "Less": lambda s: s < 0,
        "LessEqual": lambda s: s <= 0, "Greater": lambda s: s > 0,
        "GreaterEqual": lambda s: s >= 0}
_DIGITS = 40


def _rational_between(a, b):
    """A simple rational strictly between the floats a < b."""
    lo, hi = Fraction(a), Fraction(b)
    if lo.denominator == 1 and hi - lo > 1:
        return lo + 1 if lo + 1 < hi else (lo + hi) / 2
    d = 1
    while d < 10 ** 12:
        import math
        k = math.floor(lo * d) + 1
        if Fraction(k, d) < hi:
            return Fraction(k, d)
        d *= 2
    return (lo + hi) / 2


class _Plane:
    def __init__(self, ev, system, x, y):
        self.ev = ev
        self.sp = sp = bridge.sympy_module()
        self.x, self.y = x, y
        self.sx, self.sy = bridge.try_to_sympy(x), bridge.try_to_sympy(y)
        if self.sx is None or self.sy is None or not (self.sx.is_Symbol and self.sy.is_Symbol):
            raise Unsupported
        self.system = system
        self.rels = []          # (op name, (coefficient sign, [(factor index, exponent)]))
        self.factors = []       # irreducible sympy Polys in (x, y)
        self.tree = self._tree(system)

    def _tree(self, e):
        """The logic of the system with its relations numbered: ("rel", k), ("and", [...]),
        ("or", [...]), ("not", t), True or False."""
        if e is TRUE or e is FALSE:
            return e is TRUE
        if isinstance(e, Expression) and e.head in (S.And, S.Or, S.List):
            return ("and" if e.head is not S.Or else "or", [self._tree(a) for a in e.args])
        if isinstance(e, Expression) and e.head is S.Not and len(e.args) == 1:
            return ("not", self._tree(e.args[0]))
        if isinstance(e, Expression) and e.head is S.Implies and len(e.args) == 2:
            return ("or", [("not", self._tree(e.args[0])), self._tree(e.args[1])])
        self._relation(e)
        return ("rel", len(self.rels) - 1)

    def _relation(self, r):
        sp = self.sp
        if not (isinstance(r, Expression) and r.head in RELATIONS and len(r.args) == 2):
            raise Unsupported
        a, b = (bridge.try_to_sympy(t) for t in r.args)
        if a is None or b is None:
            raise Unsupported
        d = sp.expand(a - b)
        if d.free_symbols - {self.sx, self.sy}:
            raise Unsupported
        try:
            p = sp.Poly(d, self.sx, self.sy)
        except sp.PolynomialError:
            raise Unsupported
        if not all(c.is_rational for c in p.coeffs()):
            raise Unsupported
        self.rels.append((r.head.name, self._factor(p)))

    def _factor(self, p):
        sp = self.sp
        if p.is_zero:
            return (0, [])
        c, fl = sp.factor_list(p.as_expr(), self.sx, self.sy)
        out = []
        for f, e in fl:
            fp = sp.Poly(f, self.sx, self.sy)
            if fp.LC() < 0:
                fp = -fp
                if e % 2:
                    c = -c
            for i, g in enumerate(self.factors):
                if g == fp:
                    out.append((i, e))
                    break
            else:
                if sp.degree(fp, self.sy) > 2:
                    raise Unsupported
                self.factors.append(fp)
                out.append((len(self.factors) - 1, e))
        return (1 if c > 0 else -1, out)

    # --- the x-line --------------------------------------------------------------------------

    def critical(self):
        """The real x where the cell structure can change, as (float, exact Expr), sorted."""
        sp = self.sp
        sx, sy = self.sx, self.sy
        polys = []
        ys = []
        for f in self.factors:
            if sp.degree(f, sy) == 0:
                polys.append(f.as_expr())
            else:
                ys.append(f)
                fy = sp.Poly(f.as_expr(), sy)
                polys.append(fy.LC())
                if fy.degree() >= 2:
                    polys.append(sp.discriminant(fy.as_expr(), sy))
        for i in range(len(ys)):
            for j in range(i + 1, len(ys)):
                polys.append(sp.resultant(ys[i].as_expr(), ys[j].as_expr(), sy))
        roots = {}
        for q in polys:
            q = sp.expand(q)
            if q.free_symbols - {sx}:
                raise Unsupported
            if q.is_number:
                continue
            for r in sp.Poly(q, sx).real_roots():
                v = float(r.evalf(_DIGITS))
                if not any(abs(v - w) < 1e-12 for w in roots):
                    roots[v] = r
        return sorted(roots.items())

    def _exact(self, r):
        from mathilda.algorithms.algebra.roots import exact_roots
        sp = self.sp
        if r.is_Rational:
            return make_rational(Fraction(int(r.p), int(r.q)))
        # an algebraic root: its minimal polynomial's roots in Solve's forms
        mp = sp.minimal_polynomial(r, self.sx)
        cands = exact_roots(self.ev, bridge.from_sympy(mp, self.ev), self.x)
        v = complex(r.evalf(_DIGITS))
        for c in cands or []:
            sc = bridge.try_to_sympy(c)
            if sc is not None and abs(complex(sc.evalf(_DIGITS)) - v) < 1e-12:
                return c
        raise Unsupported

    # --- cells -------------------------------------------------------------------------------

    def _sign(self, f, xv, yv):
        val = f.as_expr().subs({self.sx: xv, self.sy: yv}).evalf(_DIGITS)
        re = float(self.sp.re(val))
        return 0 if abs(re) < 1e-25 else (1 if re > 0 else -1)

    def _holds(self, signs):
        def value(t):
            if t is True or t is False:
                return t
            kind, arg = t
            if kind == "rel":
                op, (c, fs) = self.rels[arg]
                s = c
                for i, e in fs:
                    s *= signs[i] ** e
                return _OPS[op](s)
            if kind == "not":
                return not value(arg)
            if kind == "and":
                return all(value(a) for a in arg)
            return any(value(a) for a in arg)
        return value(self.tree)

    def open_cell(self, x0):
        """The condition on y over an open interval with the rational sample x0."""
        sp = self.sp
        sy = self.sy
        sections = []           # (value at x0, exact branch Expr, factor index)
        for i, f in enumerate(self.factors):
            if sp.degree(f, sy) == 0:
                continue
            g = f.as_expr()
            try:
                branches = sp.solve(g, sy)
            except Exception as exc:  # SymPy cannot solve for y
                if isinstance(exc, (KeyboardInterrupt, MemoryError)):
                    raise
                raise Unsupported
            for br in branches:
                v = complex(br.subs(self.sx, x0).evalf(_DIGITS))
                if abs(v.imag) > 1e-20:
                    continue
                w = bridge.try_from_sympy(br, self.ev)
                if w is None:
                    raise Unsupported
                sections.append((v.real, w, i))
        sections.sort(key=lambda t: t[0])
        # the truth on each sector and section, in increasing y
        pieces = []
        vals = [s[0] for s in sections]
        samples = []
        if not vals:
            samples = [("sector", Fraction(0))]
        else:
            samples.append(("sector", Fraction(int(vals[0]) - 1)))
            for k, v in enumerate(vals):
                samples.append(("section", k))
                nxt = vals[k + 1] if k + 1 < len(vals) else None
                samples.append(("sector", Fraction(int(v) + 1) if nxt is None else
                                _rational_between(v, nxt)))
        for kind, s in samples:
            if kind == "sector":
                signs = [self._sign(f, x0, s) if sp.degree(f, sy) > 0 else
                         self._sign(f, x0, 0) for f in self.factors]
            else:
                v, _, fi = sections[s]
                yv = sp.Float(v, _DIGITS)
                signs = [0 if j == fi else self._sign(f, x0, yv)
                         for j, f in enumerate(self.factors)]
            pieces.append(self._holds(signs))
        return self._y_condition(pieces, [s[1] for s in sections])

    def _y_condition(self, truth, roots):
        """Runs of true pieces (sector, section, sector, ...) as conditions on y."""
        y = self.y
        n = len(truth)
        if all(truth):
            return TRUE
        conds = []
        k = 0
        while k < n:
            if not truth[k]:
                k += 1
                continue
            j = k
            while j + 1 < n and truth[j + 1]:
                j += 1
            # piece index p: even = sector p // 2, odd = section (p - 1) // 2
            lo = None if k == 0 else (roots[(k - 1) // 2], k % 2 == 1)
            hi = None if j == n - 1 else (roots[(j + 1) // 2 if j % 2 == 0 else
                                                (j - 1) // 2], j % 2 == 1)
            if k == j and k % 2 == 1:
                conds.append(Expression(S.Equal, (y, roots[(k - 1) // 2])))
            elif lo is None:
                conds.append(Expression(S.LessEqual if hi[1] else S.Less, (y, hi[0])))
            elif hi is None:
                conds.append(Expression(S.GreaterEqual if lo[1] else S.Greater, (y, lo[0])))
            else:
                conds.append(between(lo[0], S.LessEqual if lo[1] else S.Less, y,
                                     S.LessEqual if hi[1] else S.Less, hi[0]))
            k = j + 1
        if not conds:
            return FALSE
        return conds[0] if len(conds) == 1 else Expression(S.Or, tuple(conds))

    def point_cell(self, c):
        """The condition on y over x == c (c exact)."""
        from mathilda.algorithms.algebra.reduce import _univariate, normalize
        sub = self._substituted(self.system, c)
        if sub is TRUE or sub is FALSE:
            return sub
        return self.ev.evaluate(_univariate(self.ev, normalize(sub), self.y, "Reals"))

    def _substituted(self, cond, c):
        """cond with x -> c, evaluated quietly (1/x at x == 0 says nothing), Implies
        written with Or and Not."""
        return self.ev.evaluate(Expression(S.Quiet, (Expression(S.ReplaceAll, (
            _no_implies(cond), Expression(S.Rule, (self.x, c)))),)))

    def at_point(self, cond, c):
        """An open cell's condition on y evaluated at x == c, reduced in y."""
        from mathilda.algorithms.algebra.reduce import _univariate, normalize
        sub = self._substituted(cond, c)
        if sub is TRUE or sub is FALSE:
            return sub
        try:
            return self.ev.evaluate(_univariate(self.ev, normalize(sub), self.y, "Reals"))
        except Unsupported:
            return None


def _no_implies(e):
    if not isinstance(e, Expression) or e.head not in (S.And, S.Or, S.Not, S.Implies):
        return e
    args = tuple(_no_implies(a) for a in e.args)
    if e.head is S.Implies and len(args) == 2:
        return Expression(S.Or, (Expression(S.Not, (args[0],)), args[1]))
    return Expression(e.head, args)


def _has_sections(cond):
    if isinstance(cond, Expression) and cond.head is S.Or:
        return any(isinstance(a, Expression) and a.head is S.Equal for a in cond.args)
    return isinstance(cond, Expression) and cond.head is S.Equal


def reduce_plane(ev, system, x, y):
    """The reduced condition (an Expr); raises Unsupported."""
    return _conditions(_cells(ev, system, x, y), x)


def exists_plane(ev, system, x, y, forall=False):
    """Exists[y, system] (ForAll[y, system] when ``forall``) as a condition on x: the
    x-cells over which the condition on y is not False (is True)."""
    from mathilda.algorithms.algebra.reduce import _univariate, normalize
    cells = _cells(ev, system, x, y)
    keep = (lambda c: c is TRUE) if forall else (lambda c: c is not FALSE)
    alts = [_x_condition(x, a, b) for a, b, cond in _runs(cells) if keep(cond)]
    if not alts:
        return FALSE
    if any(a is TRUE for a in alts):
        return TRUE
    return ev.evaluate(_univariate(ev, normalize(alts[0] if len(alts) == 1 else
                                                 Expression(S.Or, tuple(alts))), x, "Reals"))


def _cells(ev, system, x, y):
    from mathilda.algorithms.algebra.reduce import normalize
    pl = _Plane(ev, normalize(system), x, y)
    crit = pl.critical()
    cells = []          # ("open", lo, hi) / ("point", c) with exact Exprs or None
    exacts = [pl._exact(r) for _, r in crit]
    floats = [v for v, _ in crit]
    if not crit:
        cells.append((("open", None, None), pl.open_cell(Fraction(0))))
    else:
        cells.append((("open", None, exacts[0]), pl.open_cell(Fraction(int(floats[0]) - 1))))
        for k, c in enumerate(exacts):
            ev.check_interrupt()
            cells.append((("point", c), pl.point_cell(c)))
            nxt = floats[k + 1] if k + 1 < len(floats) else None
            x0 = Fraction(int(floats[k]) + 1) if nxt is None else \
                _rational_between(floats[k], nxt)
            cells.append((("open", c, exacts[k + 1] if nxt is not None else None),
                          pl.open_cell(x0)))
    # a point cell takes its neighbour's condition when that describes it too
    for k in range(1, len(cells) - 1, 2):
        (kind, c), cond = cells[k]
        if cond is FALSE:
            continue            # an empty fibre stays a gap: -1 < x < 1, not -1 <= x <= 1
        nbs = (cells[k - 1][1], cells[k + 1][1])
        if cond in nbs:
            continue            # the same condition as a neighbour: one run
        for nb in nbs:
            if nb is FALSE or _has_sections(nb):
                continue
            if pl.at_point(nb, c) == cond:
                cells[k] = ((kind, c), nb)
                break
    return cells


def _runs(cells):
    """(first cell, last cell, condition) of each run of neighbours with one condition."""
    k = 0
    while k < len(cells):
        cond = cells[k][1]
        j = k
        while j + 1 < len(cells) and cells[j + 1][1] == cond:
            j += 1
        yield cells[k][0], cells[j][0], cond
        k = j + 1


def _conditions(cells, x):
    out = [_and(_x_condition(x, a, b), cond) for a, b, cond in _runs(cells)
           if cond is not FALSE]
    if not out:
        return FALSE
    return out[0] if len(out) == 1 else Expression(S.Or, tuple(out))


def _x_condition(x, first, last):
    if first[0] == "point" and first is last:
        return Expression(S.Equal, (x, first[1]))
    lo = (first[1], first[0] == "point")
    hi = (last[1] if last[0] == "point" else last[2], last[0] == "point")
    if lo[0] is None and hi[0] is None:
        return TRUE
    if lo[0] is None:
        return Expression(S.LessEqual if hi[1] else S.Less, (x, hi[0]))
    if hi[0] is None:
        return Expression(S.GreaterEqual if lo[1] else S.Greater, (x, lo[0]))
    return between(lo[0], S.LessEqual if lo[1] else S.Less, x,
                   S.LessEqual if hi[1] else S.Less, hi[0])


def _and(a, b):
    if a is TRUE:
        return b
    if b is TRUE:
        return a
    return Expression(S.And, (a, b))
