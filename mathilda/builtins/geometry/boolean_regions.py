"""BooleanRegion[bfunc, {reg1, ..., regn}]: the points p with bfunc[p in reg1, ...] True.

bfunc is applied to n symbols once; the truth value of a Venn cell (the points in exactly
the regions of a set S) is that expression with the symbols of S True.  The measure is
sum_T c_T m(intersection of the regions of T) over the non-empty sets T, with
c_T = sum_{S in T non-empty, cell S true} (-1)^(|T| - |S|) (inclusion-exclusion; an
expression true outside every region is unbounded: Infinity).  The measures of the
intersections are exact for equal regions, axis-aligned boxes, simple plane polygons
(triangles, rectangles: the polygons' Boolean operations) and two round disks or balls
(the lens formulas); other intersections leave the measure unevaluated.

The bounds come from the disjunctive normal form: a conjunction is bounded by the
intersection of its positive regions' boxes, the region by the union of its conjunctions'
boxes (a box containing the region, tight for Or and for disjoint or nested parts).
"""

from fractions import Fraction

from mathilda.algorithms.geometry import polygons as PG
from mathilda.algorithms.geometry.calc import Calc, expr_number, from_list, to_list
from mathilda.algorithms.geometry.regions import shape_of
from mathilda.core.expr import FALSE, TRUE, Expression, Integer, Symbol, S

__all__ = ["boolean_region", "region_function"]

_LIST = S.List


def boolean_region(ev, op, regs):
    """BooleanRegion[op[#1, ..., #n] &, {regs}] (op "Or", "And", "Xor" or "Difference")."""
    slots = [Expression(S.Slot, (Integer(i + 1),)) for i in range(len(regs))]
    if op == "Difference":
        body = Expression(S.And, (slots[0], Expression(S.Not, (slots[1],))))
    else:
        body = Expression(S[op], tuple(slots))
    return Expression(S.BooleanRegion, (Expression(S.Function, (body,)),
                                        Expression(_LIST, tuple(regs))))


def _parts(reg):
    regs = reg.args[1]
    if not (isinstance(regs, Expression) and regs.head is _LIST and regs.args):
        return None
    return list(regs.args)


def _truth(ev, bfunc, n):
    """truth(mask) for the Venn cells, or None when bfunc is not a Boolean function."""
    syms = [Symbol("BooleanRegion`b%d" % (i + 1)) for i in range(n)]
    e = ev.evaluate(Expression(bfunc, tuple(syms)))
    cache = {}

    def truth(mask):
        if mask not in cache:
            rules = from_list([Expression(S.Rule, (s, TRUE if mask >> i & 1 else FALSE))
                               for i, s in enumerate(syms)])
            cache[mask] = ev.evaluate(Expression(S.ReplaceAll, (e, rules)))
        return cache[mask]
    for mask in range(1 << n):
        if truth(mask) not in (TRUE, FALSE):
            return None
    return truth


def _dims(ev, parts):
    out = []
    for p in parts:
        d = ev.call("RegionDimension", p)
        e = ev.call("RegionEmbeddingDimension", p)
        if type(d) is not Integer or type(e) is not Integer:
            return None
        out.append((d.value, e.value))
    return out


# --- measures of intersections ------------------------------------------------------------------

def _box_intersection(c, shapes):
    n = shapes[0].edim
    total = []
    for i in range(n):
        lo = c.max(*[s.lo[i] for s in shapes])
        hi = c.min(*[c.ev.evaluate(s.hi[i]) for s in shapes])
        total.append(c.max(Integer(0), c.sub(hi, lo)))
    return c.mul(*total)


def _polygon_intersection(ev, parts):
    from mathilda.builtins.geometry.constructions import _plane_polygon
    polys = [_plane_polygon(p) for p in parts]
    if any(p is None for p in polys) or not all(PG.is_simple(p) for p in polys):
        return None
    acc = [polys[0]]
    for p in polys[1:]:
        nxt = []
        for a in acc:
            nxt.extend(PG.boolean(a, p, "intersection"))
        acc = nxt
        if not acc:
            break
    total = sum(abs(PG.signed_area2(lp)) for lp in acc)
    if type(total) is float:
        return expr_number(total / 2)
    return expr_number(Fraction(total) / 2)


def _lens(c, a, b):
    """The measure of the intersection of two round disks (2D) or balls (3D)."""
    ev = c.ev
    n = a.edim
    d = c.simplify(c.norm(c.vsub(a.center, b.center)))
    r1, r2 = a.r, b.r

    def holds(rel, x, y):
        v = ev.evaluate(Expression(rel, (x, y)))
        if v not in (TRUE, FALSE):
            raise ValueError
        return v is TRUE
    if holds(S.GreaterEqual, d, c.add(r1, r2)):
        return Integer(0)
    if holds(S.LessEqual, d, c.abs(c.sub(r1, r2))):
        r = c.min(r1, r2)
        return c.mul(S.Pi, c.pow(r, Integer(2))) if n == 2 else \
            c.div(c.mul(Integer(4), S.Pi, c.pow(r, Integer(3))), Integer(3))
    if n == 2:
        t1 = c.mul(c.pow(r1, Integer(2)), c.call("ArcCos", c.div(
            c.add(c.pow(d, Integer(2)), c.pow(r1, Integer(2)), c.neg(c.pow(r2, Integer(2)))),
            c.mul(Integer(2), d, r1))))
        t2 = c.mul(c.pow(r2, Integer(2)), c.call("ArcCos", c.div(
            c.add(c.pow(d, Integer(2)), c.pow(r2, Integer(2)), c.neg(c.pow(r1, Integer(2)))),
            c.mul(Integer(2), d, r2))))
        k = c.mul(c.add(c.neg(d), r1, r2), c.add(d, r1, c.neg(r2)),
                  c.add(d, c.neg(r1), r2), c.add(d, r1, r2))
        return c.sub(c.add(t1, t2), c.div(c.sqrt(k), Integer(2)))
    s = c.add(r1, r2, c.neg(d))
    return c.div(c.mul(S.Pi, c.pow(s, Integer(2)), c.add(
        c.pow(d, Integer(2)), c.mul(Integer(2), d, c.add(r1, r2)),
        c.mul(Integer(-3), c.pow(c.sub(r1, r2), Integer(2))))), c.mul(Integer(12), d))


def _intersection_measure(ev, parts):
    c = Calc(ev)
    uniq = []
    for p in parts:
        if p not in uniq:
            uniq.append(p)
    if len(uniq) == 1:
        m = ev.call("RegionMeasure", uniq[0])
        return None if isinstance(m, Expression) and m.head is S.RegionMeasure else m
    shapes = [shape_of(p) for p in uniq]
    if all(s is not None and s.kind == "box" and s.dim == s.edim for s in shapes):
        return _box_intersection(c, shapes)
    if all(s is not None and s.edim == 2 for s in shapes) or any(
            s is None for s in shapes):
        r = _polygon_intersection(ev, uniq)
        if r is not None:
            return r
    if len(shapes) == 2 and all(s is not None and s.kind == "ellipsoid" and s.r is not None
                                and s.dim == s.edim in (2, 3) for s in shapes) \
            and shapes[0].edim == shapes[1].edim:
        try:
            return _lens(c, shapes[0], shapes[1])
        except ValueError:
            return None
    return None


def _measure(ev, parts, truth, dim):
    n = len(parts)
    dims = _dims(ev, parts)
    if dims is None or len({e for _, e in dims}) != 1:
        return None
    top = max(d for d, _ in dims)
    if dim is not None and dim != top:
        return S.Undefined
    if any(d != top for d, _ in dims):
        return None
    if truth(0) is TRUE:
        return S.Infinity
    terms = []
    for tmask in range(1, 1 << n):
        coef = 0
        s = tmask
        while s:
            if truth(s) is TRUE:
                coef += (-1) ** (bin(tmask).count("1") - bin(s).count("1"))
            s = (s - 1) & tmask
        if coef == 0:
            continue
        m = _intersection_measure(ev, [parts[i] for i in range(n) if tmask >> i & 1])
        if m is None:
            return None
        terms.append(Expression(S.Times, (Integer(coef), m)))
    return ev.call("Simplify", Expression(S.Plus, tuple(terms)))


# --- bounds ---------------------------------------------------------------------------------------

def _bounds(ev, parts, truth):
    n = len(parts)
    if truth(0) is TRUE:
        return None
    boxes = []
    for p in parts:
        b = to_list(ev.call("RegionBounds", p))
        if b is None:
            return None
        boxes.append(b)
    c = Calc(ev)
    # the minimal true cells' positive sets: every true cell lies inside the intersection
    # of its regions, so the union over true cells of those intersections bounds the region
    out = None
    for mask in range(1, 1 << n):
        if truth(mask) is not TRUE:
            continue
        inside = [boxes[i] for i in range(n) if mask >> i & 1]
        box = [[c.max(*[b[k][0] for b in inside]), c.min(*[b[k][1] for b in inside])]
               for k in range(len(boxes[0]))]
        if any(ev.evaluate(Expression(S.Less, (hi, lo))) is TRUE for lo, hi in box):
            continue
        out = box if out is None else [[c.min(o[0], b[0]), c.max(o[1], b[1])]
                                       for o, b in zip(out, box)]
    if out is None:
        return None
    return from_list([[c.simplify(lo), c.simplify(hi)] for lo, hi in out])


# --- membership -----------------------------------------------------------------------------------

def _member(ev, bfunc, parts, point):
    vals = []
    for p in parts:
        v = ev.call("RegionMember", p, point)
        if isinstance(v, Expression) and v.head is S.RegionMember:
            return None
        vals.append(v)
    if isinstance(vals[0], Expression) and vals[0].head is _LIST:
        return Expression(_LIST, tuple(ev.evaluate(Expression(bfunc, tuple(
            v.args[k] for v in vals))) for k in range(len(vals[0].args))))
    heads = [v.args[0] if isinstance(v, Expression) and v.head is S.And and v.args and
             isinstance(v.args[0], Expression) and v.args[0].head is S.Element else None
             for v in vals]
    if heads[0] is not None and all(h == heads[0] for h in heads):
        # the conditions of a symbolic point share their "(x | y) in Reals" part
        rest = [Expression(S.And, v.args[1:]) if len(v.args) > 2 else v.args[1] for v in vals]
        return ev.evaluate(Expression(S.And, (heads[0], Expression(bfunc, tuple(rest)))))
    return ev.evaluate(Expression(bfunc, tuple(vals)))


def region_function(ev, name, reg, rest):
    parts = _parts(reg)
    if parts is None:
        return None
    bfunc = reg.args[0]
    if name == "RegionMember":
        return _member(ev, bfunc, parts, rest[0])
    dims = _dims(ev, parts)
    if dims is None or len({e for _, e in dims}) != 1:
        return None
    if name == "RegionEmbeddingDimension":
        return Integer(dims[0][1])
    truth = _truth(ev, bfunc, len(parts))
    if truth is None:
        return None
    if name == "RegionDimension":
        used = [dims[i][0] for i in range(len(parts))
                if any(truth(m) is TRUE for m in range(1 << len(parts)) if m >> i & 1)]
        return Integer(max(used)) if used else None
    if name == "RegionMeasure":
        return _measure(ev, parts, truth, rest[0])
    if name == "RegionBounds":
        return _bounds(ev, parts, truth)
    return None
