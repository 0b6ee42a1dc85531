"""Plane polygons with exact (Fraction) or machine coordinates: orientation, convexity,
simplicity, convex hulls, and the Boolean operations (intersection, union) of simple
polygons.

The Boolean operations split every edge of both polygons at their crossings, keep the pieces
of one polygon that lie inside (intersection) or outside (union) the other (tested at the
piece's midpoint), keep shared pieces once when both polygons run the same way along them,
and chain the kept pieces into closed loops."""

from fractions import Fraction

__all__ = ["signed_area2", "is_convex", "is_simple", "convex_hull", "boolean", "orient",
           "triangulate"]


def _cross(o, a, b):
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def signed_area2(poly):
    n = len(poly)
    return sum(poly[i][0] * poly[(i + 1) % n][1] - poly[(i + 1) % n][0] * poly[i][1]
               for i in range(n))


def orient(poly):
    """Counterclockwise."""
    return poly if signed_area2(poly) >= 0 else poly[::-1]


def _segments_cross(p1, p2, q1, q2, proper_only=False):
    d1 = _cross(q1, q2, p1)
    d2 = _cross(q1, q2, p2)
    d3 = _cross(p1, p2, q1)
    d4 = _cross(p1, p2, q2)
    if ((d1 > 0 and d2 < 0) or (d1 < 0 and d2 > 0)) and \
            ((d3 > 0 and d4 < 0) or (d3 < 0 and d4 > 0)):
        return True
    if proper_only:
        return False

    def on(a, b, p):
        return min(a[0], b[0]) <= p[0] <= max(a[0], b[0]) and \
            min(a[1], b[1]) <= p[1] <= max(a[1], b[1])
    return (d1 == 0 and on(q1, q2, p1)) or (d2 == 0 and on(q1, q2, p2)) or \
        (d3 == 0 and on(p1, p2, q1)) or (d4 == 0 and on(p1, p2, q2))


def is_simple(poly):
    """No two non-adjacent edges meet, adjacent edges meet only at their common vertex."""
    n = len(poly)
    if n < 3 or len(set(map(tuple, poly))) != n:
        return False
    edges = [(poly[i], poly[(i + 1) % n]) for i in range(n)]
    for i in range(n):
        for j in range(i + 1, n):
            a, b = edges[i]
            c, d = edges[j]
            if j == i + 1 or (i == 0 and j == n - 1):
                # adjacent: only the shared vertex (no overlap back along the edge)
                shared = b if j == i + 1 else a
                other_a = a if j == i + 1 else b
                other_c = d if j == i + 1 else c
                if _cross(shared, other_a, other_c) == 0 and \
                        (other_a[0] - shared[0]) * (other_c[0] - shared[0]) + \
                        (other_a[1] - shared[1]) * (other_c[1] - shared[1]) > 0:
                    return False
                continue
            if _segments_cross(a, b, c, d):
                return False
    return signed_area2(poly) != 0


def is_convex(poly):
    """A simple polygon turning one way at every vertex (straight vertices allowed)."""
    n = len(poly)
    if not is_simple(poly):
        return False
    sign = 0
    for i in range(n):
        t = _cross(poly[i], poly[(i + 1) % n], poly[(i + 2) % n])
        if t != 0:
            s = 1 if t > 0 else -1
            if sign and s != sign:
                return False
            sign = s
    return True


def convex_hull(points):
    """Andrew's monotone chain: the hull counterclockwise from the lowest-leftmost point,
    without collinear points."""
    pts = sorted(set(map(tuple, points)))
    if len(pts) <= 2:
        return [list(p) for p in pts]
    lower, upper = [], []
    for p in pts:
        while len(lower) >= 2 and _cross(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    for p in reversed(pts):
        while len(upper) >= 2 and _cross(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    return [list(p) for p in lower[:-1] + upper[:-1]]


def _div(a, b):
    if type(a) is float or type(b) is float:
        return a / b
    return Fraction(a) / b


def _intersection_params(p1, p2, q1, q2):
    """Parameters (t along p, u along q) of the crossing of two non-parallel segments."""
    r = (p2[0] - p1[0], p2[1] - p1[1])
    s = (q2[0] - q1[0], q2[1] - q1[1])
    den = r[0] * s[1] - r[1] * s[0]
    if den == 0:
        return None
    qp = (q1[0] - p1[0], q1[1] - p1[1])
    t = _div(qp[0] * s[1] - qp[1] * s[0], den)
    u = _div(qp[0] * r[1] - qp[1] * r[0], den)
    return t, u


def _split_edges(a, b):
    """The edges of polygon ``a`` split at every point where an edge of ``b`` meets them."""
    out = []
    na, nb = len(a), len(b)
    for i in range(na):
        p1, p2 = a[i], a[(i + 1) % na]
        ts = {0, 1}
        for j in range(nb):
            q1, q2 = b[j], b[(j + 1) % nb]
            r = _intersection_params(p1, p2, q1, q2)
            if r is not None:
                t, u = r
                if 0 <= t <= 1 and 0 <= u <= 1:
                    ts.add(t)
            else:
                # parallel: collinear overlap splits at the other segment's ends
                if _cross(p1, p2, q1) == 0:
                    d = (p2[0] - p1[0], p2[1] - p1[1])
                    dd = d[0] * d[0] + d[1] * d[1]
                    for q in (q1, q2):
                        t = _div((q[0] - p1[0]) * d[0] + (q[1] - p1[1]) * d[1], dd)
                        if 0 < t < 1:
                            ts.add(t)
        ts = sorted(ts)
        pts = [[p1[0] + t * (p2[0] - p1[0]), p1[1] + t * (p2[1] - p1[1])] for t in ts]
        for k in range(len(pts) - 1):
            if pts[k] != pts[k + 1]:
                out.append((pts[k], pts[k + 1]))
    return out


def _classify(poly, p):
    """1 inside, 0 on the boundary, -1 outside."""
    n = len(poly)
    x, y = p
    for i in range(n):
        a, b = poly[i], poly[(i + 1) % n]
        if _cross(a, b, p) == 0 and min(a[0], b[0]) <= x <= max(a[0], b[0]) and \
                min(a[1], b[1]) <= y <= max(a[1], b[1]):
            return 0
    inside = False
    for i in range(n):
        (x1, y1), (x2, y2) = poly[i], poly[(i + 1) % n]
        if (y1 > y) != (y2 > y):
            xi = x1 + _div((y - y1) * (x2 - x1), (y2 - y1))
            if xi > x:
                inside = not inside
    return 1 if inside else -1


def boolean(a, b, op):
    """The loops (lists of points, counterclockwise) of ``a`` op ``b`` for simple polygons;
    op is "intersection", "union" or "difference" (the loops of a difference with a hole
    are the outer loop counterclockwise and the hole clockwise).  Machine coordinates are computed with exactly (as
    the Fractions they are), so that the crossing points of the two polygons' edges agree,
    and given back as machine numbers."""
    machine = any(type(v) is float for p in a + b for v in p)
    if machine:
        a = [[Fraction(v) for v in p] for p in a]
        b = [[Fraction(v) for v in p] for p in b]
        return [[[float(v) for v in p] for p in loop] for loop in _boolean(a, b, op)]
    return _boolean(a, b, op)


def _difference(a, b):
    """The boundary of a minus b: a's pieces outside b (and those b runs along the other
    way), then b's pieces inside a, reversed."""
    keep = []
    b_split = _split_edges(b, a)
    b_edges = set((tuple(e[0]), tuple(e[1])) for e in b_split)
    for e in _split_edges(a, b):
        cl = _classify(b, _midpoint(e))
        if cl == -1 or (cl == 0 and (tuple(e[1]), tuple(e[0])) in b_edges):
            keep.append(e)
    for e in b_split:
        if _classify(a, _midpoint(e)) == 1:
            keep.append((e[1], e[0]))
    return _chain(keep)


def _midpoint(e):
    return [(e[0][i] + e[1][i]) / 2 if type(e[0][i]) is float else
            Fraction(e[0][i] + e[1][i]) / 2 for i in range(2)]


def _boolean(a, b, op):
    a, b = orient(a), orient(b)
    if op == "difference":
        return _difference(a, b)
    keep = []
    want = 1 if op == "intersection" else -1
    b_edges = set()
    for e in _split_edges(b, a):
        b_edges.add((tuple(e[0]), tuple(e[1])))
    for e in _split_edges(a, b):
        mid = [(e[0][0] + e[1][0]) / 2 if type(e[0][0]) is float else
               Fraction(e[0][0] + e[1][0]) / 2,
               (e[0][1] + e[1][1]) / 2 if type(e[0][1]) is float else
               Fraction(e[0][1] + e[1][1]) / 2]
        cl = _classify(b, mid)
        if cl == want or (cl == 0 and (tuple(e[0]), tuple(e[1])) in b_edges):
            keep.append(e)
    a_edges = set((tuple(e[0]), tuple(e[1])) for e in _split_edges(a, b))
    for e in _split_edges(b, a):
        mid = [(e[0][0] + e[1][0]) / 2 if type(e[0][0]) is float else
               Fraction(e[0][0] + e[1][0]) / 2,
               (e[0][1] + e[1][1]) / 2 if type(e[0][1]) is float else
               Fraction(e[0][1] + e[1][1]) / 2]
        cl = _classify(a, mid)
        if cl == want and (tuple(e[0]), tuple(e[1])) not in a_edges:
            keep.append(e)
    return _chain(keep)


def _chain(edges):
    nxt = {}
    for p, q in edges:
        nxt.setdefault(tuple(p), []).append(tuple(q))
    loops = []
    used = set()
    for p, q in edges:
        key = (tuple(p), tuple(q))
        if key in used:
            continue
        loop = [tuple(p)]
        cur = key
        while cur not in used:
            used.add(cur)
            nq = cur[1]
            if nq == loop[0]:
                break
            loop.append(nq)
            cands = [r for r in nxt.get(nq, []) if (nq, r) not in used]
            if not cands:
                break
            cur = (nq, cands[0])
        if len(loop) >= 3:
            loops.append(_drop_collinear([list(v) for v in loop]))
    return [l for l in loops if len(l) >= 3]


def _drop_collinear(loop):
    out = []
    n = len(loop)
    for i in range(n):
        if _cross(loop[i - 1], loop[i], loop[(i + 1) % n]) != 0:
            out.append(loop[i])
    return out


def triangulate(poly):
    """Ear clipping of a simple plane polygon: index triples (into ``poly``), each
    counterclockwise when the polygon is.  Collinear runs are clipped last; a polygon that
    is not simple still gets a fan of its remaining vertices."""
    n = len(poly)
    if n < 3:
        return []
    ccw = signed_area2(poly) >= 0
    idx = list(range(n)) if ccw else list(range(n - 1, -1, -1))
    out = []

    def inside(p, a, b, c):
        return _cross(a, b, p) >= 0 and _cross(b, c, p) >= 0 and _cross(c, a, p) >= 0

    guard = 0
    while len(idx) > 3 and guard < 4 * n * n:
        guard += 1
        m = len(idx)
        clipped = False
        for k in range(m):
            i0, i1, i2 = idx[k - 1], idx[k], idx[(k + 1) % m]
            a, b, c = poly[i0], poly[i1], poly[i2]
            if _cross(a, b, c) <= 0:
                continue
            if any(inside(poly[j], a, b, c) for j in idx
                   if j not in (i0, i1, i2) and poly[j] not in (a, b, c)):
                continue
            out.append((i0, i1, i2) if ccw else (i0, i2, i1))
            del idx[k]
            clipped = True
            break
        if not clipped:
            # only straight or reflex corners are left: drop a straight one, else fan
            straight = next((k for k in range(m) if _cross(poly[idx[k - 1]], poly[idx[k]],
                                                           poly[idx[(k + 1) % m]]) == 0), None)
            if straight is None:
                break
            del idx[straight]
    if len(idx) >= 3:
        for k in range(1, len(idx) - 1):
            t = (idx[0], idx[k], idx[k + 1])
            if _cross(poly[t[0]], poly[t[1]], poly[t[2]]) != 0:
                out.append(t if ccw else (t[0], t[2], t[1]))
    return out
