"""Unbounded linear regions: InfiniteLine, HalfLine, InfinitePlane, HalfPlane, AffineSpace,
AffineHalfSpace, Hyperplane, HalfSpace and ConicHullRegion, as a point p and spanning vectors
(kind "flat"), optionally with a half direction w (kind "half_flat": p + span(V) + t w,
t >= 0), a cone (kind "cone_hull": p + sum ai vi, ai >= 0) or a normal n and offset c (kinds
"hyperplane", n.x == c, and "halfspace", n.x <= c).

Membership and distances are exact: the distance to a flat is the length of the residual of
the projection onto its span (the Gram system V.V^T l = V.(x - p)); for a half flat whose
projection has t < 0 the nearest point is on the boundary flat."""

from mathilda.core.expr import FALSE, TRUE, Expression, Integer, S

__all__ = ["PARSERS", "measure", "bounds", "member", "distance", "nearest"]


def _shape(*a, **k):
    from mathilda.algorithms.geometry.regions import Shape
    return Shape(*a, **k)


def _is_point(x, n=None):
    return isinstance(x, list) and x and not any(isinstance(a, list) for a in x) and \
        (n is None or len(x) == n)


def _diff(q, p):
    return [Expression(S.Plus, (a, Expression(S.Times, (Integer(-1), b)))) for a, b in
            zip(q, p)]


def _points_or_vectors(args, k):
    """(p, [v1, ...]) from {p1, ..., pk+1} or p, {v1, ..., vk} (k None: any count)."""
    if len(args) == 1 and isinstance(args[0], list) and len(args[0]) >= 1 and \
            all(_is_point(q, len(args[0][0])) for q in args[0]):
        pts = args[0]
        if k is not None and len(pts) != k + 1:
            return None
        return pts[0], [_diff(q, pts[0]) for q in pts[1:]]
    if len(args) == 2 and _is_point(args[0]):
        vs = args[1]
        if k == 1 and _is_point(vs, len(args[0])):
            return args[0], [vs]
        if isinstance(vs, list) and all(_is_point(v, len(args[0])) for v in vs) and \
                (k is None or len(vs) == k):
            return args[0], vs
    return None


def _flat(args, k, name):
    r = _points_or_vectors(args, k)
    if r is None:
        return None
    p, vs = r
    return _shape("flat", len(vs), len(p), point=p, vectors=vs, name=name)


def _half(args, k):
    """HalfPlane[{p1, p2}, w], HalfPlane[p, v, w], AffineHalfSpace[{p1, ...}, w],
    AffineHalfSpace[p, {v1, ...}, w]."""
    if len(args) == 2:
        r = _points_or_vectors(args[:1], k)
        w = args[1]
    elif len(args) == 3:
        r = _points_or_vectors(args[:2], k)
        w = args[2]
    else:
        return None
    if r is None or not _is_point(w, len(r[0])):
        return None
    p, vs = r
    return _shape("half_flat", len(vs) + 1, len(p), point=p, vectors=vs, half=w)


def _half_line(args):
    r = _points_or_vectors(args, 1)
    if r is None:
        return None
    p, vs = r
    return _shape("half_flat", 1, len(p), point=p, vectors=[], half=vs[0])


def _normal_form(args, kind):
    """Hyperplane[n, p] / Hyperplane[n, c], HalfSpace[n, p] / HalfSpace[n, c]."""
    if len(args) != 2 or not _is_point(args[0]):
        return None
    n, q = args
    if _is_point(q, len(n)):
        off = Expression(S.Plus, tuple(Expression(S.Times, (a, b)) for a, b in zip(n, q)))
    elif not isinstance(q, list):
        off = q
    else:
        return None
    dim = len(n) - 1 if kind == "hyperplane" else len(n)
    return _shape(kind, dim, len(n), normal=n, offset=off)


def _conic(args):
    r = _points_or_vectors(args, None)
    if r is None or not r[1]:
        return None
    p, vs = r
    return _shape("cone_hull", len(vs), len(p), point=p, vectors=vs)


PARSERS = {
    "InfiniteLine": lambda a: _flat(a, 1, "InfiniteLine"),
    "InfinitePlane": lambda a: _flat(a, 2, "InfinitePlane"),
    "AffineSpace": lambda a: _flat(a, None, "AffineSpace"),
    "HalfLine": _half_line,
    "HalfPlane": lambda a: _half(a, 1),
    "AffineHalfSpace": lambda a: _half(a, None),
    "Hyperplane": lambda a: _normal_form(a, "hyperplane"),
    "HalfSpace": lambda a: _normal_form(a, "halfspace"),
    "ConicHullRegion": _conic,
}
KINDS = ("flat", "half_flat", "hyperplane", "halfspace", "cone_hull")


def finish(c, s):
    """Evaluate the data; drop dependent spanning vectors (the dimension is the rank)."""
    ev = c.ev.evaluate
    if s.kind in ("hyperplane", "halfspace"):
        s.normal = [ev(a) for a in s.normal]
        s.offset = ev(s.offset)
        return s
    s.point = [ev(a) for a in s.point]
    s.vectors = [[ev(a) for a in v] for v in s.vectors]
    if hasattr(s, "half"):
        s.half = [ev(a) for a in s.half]
    if s.vectors and s.kind != "cone_hull":
        from mathilda.algorithms.geometry.calc import to_list
        rank = c.call("MatrixRank", Expression(S.List, tuple(
            Expression(S.List, tuple(v)) for v in s.vectors)))
        if isinstance(rank, Integer) and rank.value < len(s.vectors):
            basis = to_list(c.call("RowReduce", Expression(S.List, tuple(
                Expression(S.List, tuple(v)) for v in s.vectors))))
            s.vectors = basis[:rank.value]
            s.dim = rank.value + (1 if s.kind == "half_flat" else 0)
    return s


def measure(c, s):
    return Integer(1) if s.dim == 0 else S.Infinity


def _zero(c, x):
    return c.true(Expression(S.Equal, (x, Integer(0))))


def _positive(c, x):
    return c.true(Expression(S.Greater, (x, Integer(0))))


def bounds(c, s):
    inf, minf = S.Infinity, c.neg(S.Infinity)
    n = s.edim
    if s.kind in ("hyperplane", "halfspace"):
        nz = [i for i in range(n) if not _zero(c, s.normal[i])]
        out = [[minf, inf] for _ in range(n)]
        if len(nz) == 1:
            i = nz[0]
            v = c.div(s.offset, s.normal[i])
            if s.kind == "hyperplane":
                out[i] = [v, v]
            else:
                out[i] = [minf, v] if _positive(c, s.normal[i]) else [v, inf]
        return out
    out = []
    for i in range(n):
        x = s.point[i]
        free = any(not _zero(c, v[i]) for v in s.vectors)
        extra = [getattr(s, "half", None)] if s.kind == "half_flat" else \
            s.vectors if s.kind == "cone_hull" else []
        if free and s.kind != "cone_hull":
            out.append([minf, inf])
            continue
        lo, hi = x, x
        for w in extra:
            if w is None or _zero(c, w[i]):
                continue
            if _positive(c, w[i]):
                hi = inf
            else:
                lo = minf
        out.append([lo, hi])
    return out


def _project(c, p, vs, x):
    """(coefficients, residual) of x - p against span(vs)."""
    d = c.vsub(x, p)
    if not vs:
        return [], d
    from mathilda.algorithms.geometry.calc import to_list
    gram = Expression(S.List, tuple(Expression(S.List, tuple(c.dot(u, v) for v in vs))
                                    for u in vs))
    lam = to_list(c.call("LinearSolve", gram, Expression(S.List, tuple(c.dot(u, d)
                                                                         for u in vs))))
    if lam is None:
        return None
    res = list(d)
    for a, v in zip(lam, vs):
        res = c.vsub(res, c.vscale(a, v))
    return lam, [c.call("Simplify", r) for r in res]


def _nearest_point(c, s, x):
    if s.kind == "flat":
        r = _project(c, s.point, s.vectors, x)
        return None if r is None else c.vsub(x, r[1])
    if s.kind == "half_flat":
        r = _project(c, s.point, s.vectors + [s.half], x)
        if r is None:
            return None
        t = r[0][-1]
        if c.true(Expression(S.GreaterEqual, (t, Integer(0)))):
            return c.vsub(x, r[1])
        if not c.true(Expression(S.Less, (t, Integer(0)))):
            return None
        r = _project(c, s.point, s.vectors, x)
        return None if r is None else c.vsub(x, r[1])
    if s.kind in ("hyperplane", "halfspace"):
        n = s.normal
        gap = c.sub(c.dot(n, x), s.offset)
        if s.kind == "halfspace":
            if c.true(Expression(S.LessEqual, (gap, Integer(0)))):
                return list(x)
            if not c.true(Expression(S.Greater, (gap, Integer(0)))):
                return None
        return c.vsub(x, c.vscale(c.div(gap, c.dot(n, n)), n))
    return None


def nearest(c, s, x):
    q = _nearest_point(c, s, x)
    return None if q is None else [c.call("Simplify", a) for a in q]


def distance(c, s, x, signed=False):
    if s.kind in ("hyperplane", "halfspace"):
        n = s.normal
        v = c.div(c.sub(c.dot(n, x), s.offset), c.norm(n))
        if s.kind == "hyperplane":
            return c.abs(v)
        return v if signed else c.max(Integer(0), v)
    q = _nearest_point(c, s, x)
    if q is None:
        return None
    return c.call("Simplify", c.norm(c.vsub(x, q)))


def member(c, s, x):
    if s.kind == "cone_hull":
        r = _project(c, s.point, s.vectors, x)
        if r is None:
            return None
        lam, res = r
        if not all(_zero(c, a) for a in res):
            return FALSE
        ok = [c.ev.evaluate(Expression(S.GreaterEqual, (a, Integer(0)))) for a in lam]
        if any(o not in (TRUE, FALSE) for o in ok):
            return None
        return TRUE if all(o is TRUE for o in ok) else FALSE
    if s.kind in ("hyperplane", "halfspace"):
        head = S.Equal if s.kind == "hyperplane" else S.LessEqual
        r = c.ev.evaluate(Expression(head, (c.dot(s.normal, x), s.offset)))
        return r if r in (TRUE, FALSE) else None
    d = distance(c, s, x)
    if d is None:
        return None
    r = c.ev.evaluate(Expression(S.Equal, (d, Integer(0))))
    return r if r in (TRUE, FALSE) else None
