"""Nearest points, distances, signed distances and membership, exact for rational data.

Coordinates are turned into Python numbers: Fractions when every number is rational (the
squared distances are then exact and the distances are ``Sqrt`` of rationals), floats
otherwise.  The nearest point of a k-simplex is the projection onto its affine hull when the
barycentric coordinates of the projection are non-negative, else the nearest point of one of
its facets; polygons are their boundary segments (plus the inside), polytopes their
simplices."""

from fractions import Fraction

from mathilda.algorithms.geometry.calc import py_number

__all__ = ["numeric_shape", "nearest", "sqdist", "inside", "boundary_sqdist", "Exact"]


class Exact(Exception):
    """Raised when data cannot be turned into numbers."""


def _nums(c, xs):
    out = []
    for x in xs:
        v = py_number(x)
        if v is None:
            v = py_number(c.call("N", x))
            if v is None or isinstance(v, complex):
                raise Exact()
        out.append(v)
    return out


def numeric_shape(c, s):
    """A dict describing ``s`` with Python-number coordinates (all Fractions, or all floats)
    or None when the shape is not handled."""
    k = s.kind
    groups = []
    if k == "points":
        groups = s.points
    elif k == "polyline":
        groups = [p for l in s.lines for p in l]
    elif k == "polygon":
        groups = [p for poly in s.polygons for p in poly]
    elif k == "simplices":
        groups = [p for t in s.simplices for p in t]
    elif k == "box":
        groups = [[c.add(x) for x in s.lo], [c.add(x) for x in s.hi]]
    elif k in ("ellipsoid", "sphere"):
        if s.r is None:
            return None
        groups = [s.center, [s.r]]
    elif k == "parallelotope":
        groups = [s.origin] + s.vectors
    elif k == "regular_tetrahedron":
        from mathilda.algorithms.geometry.measures import regular_tetrahedron_points
        groups = regular_tetrahedron_points(c, s.length)
    else:
        return None
    try:
        flat = [_nums(c, g) for g in groups]
    except Exact:
        return None
    if any(type(v) is float for g in flat for v in g):
        flat = [[float(v) for v in g] for g in flat]
    d = {"kind": k, "dim": s.dim, "edim": s.edim}
    if k == "points":
        d["points"] = flat
    elif k == "polyline":
        out, i = [], 0
        for l in s.lines:
            out.append(flat[i:i + len(l)])
            i += len(l)
        d["lines"] = out
    elif k == "polygon":
        out, i = [], 0
        for poly in s.polygons:
            out.append(flat[i:i + len(poly)])
            i += len(poly)
        d["polygons"] = out
    elif k == "simplices":
        out, i = [], 0
        for t in s.simplices:
            out.append(flat[i:i + len(t)])
            i += len(t)
        d["simplices"] = out
    elif k == "box":
        d["lo"], d["hi"] = flat
    elif k in ("ellipsoid", "sphere"):
        d["center"], d["r"] = flat[0], flat[1][0]
    elif k == "parallelotope":
        d["kind"] = "simplices"
        d["simplices"] = _parallelotope_simplices(flat[0], flat[1:])
    elif k == "regular_tetrahedron":
        d["kind"] = "simplices"
        d["simplices"] = [flat]
    return d


def _add(u, v):
    return [a + b for a, b in zip(u, v)]


def _sub(u, v):
    return [a - b for a, b in zip(u, v)]


def _scale(s, u):
    return [s * a for a in u]


def _dot(u, v):
    return sum(a * b for a, b in zip(u, v))


def _parallelotope_simplices(o, vs):
    if len(vs) == 1:
        return [[o, _add(o, vs[0])]]
    if len(vs) == 2:
        u, v = vs
        return [[o, _add(o, u), _add(_add(o, u), v)], [o, _add(_add(o, u), v), _add(o, v)]]
    u, v, w = vs
    corners = [o, _add(o, u), _add(_add(o, u), v), _add(o, v)]
    top = [_add(p, w) for p in corners]
    pts = corners + top
    from mathilda.algorithms.geometry.regions import _HEX_TETS
    return [[pts[i] for i in t] for t in _HEX_TETS]


def sqdist(p, q):
    d = _sub(p, q)
    return _dot(d, d)


def _solve(m, b):
    """Gaussian elimination (exact for Fractions); None when singular."""
    n = len(m)
    a = [list(r) + [bb] for r, bb in zip(m, b)]
    for col in range(n):
        piv = next((r for r in range(col, n) if a[r][col] != 0), None)
        if piv is None:
            return None
        a[col], a[piv] = a[piv], a[col]
        for r in range(n):
            if r != col and a[r][col] != 0:
                f = a[r][col] / a[col][col] if type(a[col][col]) is float or \
                    type(a[r][col]) is float else Fraction(a[r][col]) / a[col][col]
                a[r] = [x - f * y for x, y in zip(a[r], a[col])]
    return [a[i][n] / a[i][i] if type(a[i][i]) is float or type(a[i][n]) is float
            else Fraction(a[i][n]) / a[i][i] for i in range(n)]


def nearest_simplex(pts, p):
    if len(pts) == 1:
        return pts[0]
    p0 = pts[0]
    e = [_sub(q, p0) for q in pts[1:]]
    gram = [[_dot(u, v) for v in e] for u in e]
    lam = _solve(gram, [_dot(u, _sub(p, p0)) for u in e])
    if lam is not None and all(x >= 0 for x in lam) and sum(lam) <= 1:
        out = list(p0)
        for x, u in zip(lam, e):
            out = _add(out, _scale(x, u))
        return out
    best = None
    for i in range(len(pts)):
        q = nearest_simplex(pts[:i] + pts[i + 1:], p)
        d = sqdist(p, q)
        if best is None or d < best[0]:
            best = (d, q)
    return best[1]


def _segments(d):
    k = d["kind"]
    if k == "polyline":
        return [(l[i], l[i + 1]) for l in d["lines"] for i in range(len(l) - 1)]
    if k == "polygon":
        return [(poly[i], poly[(i + 1) % len(poly)]) for poly in d["polygons"]
                for i in range(len(poly))]
    return []


def _winding_inside(poly, p):
    """Point in a plane polygon (even-odd rule), boundary counted in."""
    x, y = p
    n = len(poly)
    inside = False
    for i in range(n):
        (x1, y1), (x2, y2) = poly[i], poly[(i + 1) % n]
        if nearest_simplex([poly[i], poly[(i + 1) % n]], p) == list(p):
            return True
        if (y1 > y) != (y2 > y):
            xi = x1 + (y - y1) * (x2 - x1) / (y2 - y1) if type(y2 - y1) is float else \
                x1 + Fraction(y - y1) * (x2 - x1) / (y2 - y1)
            if xi > x:
                inside = not inside
    return inside


def inside(d, p):
    """Is the point p in the (closed) region?"""
    k = d["kind"]
    if k == "polygon" and d["edim"] == 2:
        return any(_winding_inside(poly, p) for poly in d["polygons"])
    if k == "box":
        return all(lo <= x <= hi for x, lo, hi in zip(p, d["lo"], d["hi"]))
    if k == "ellipsoid":
        return sqdist(p, d["center"]) <= d["r"] * d["r"]
    if k == "sphere":
        return sqdist(p, d["center"]) == d["r"] * d["r"]
    if k == "simplices" and d["dim"] == d["edim"]:
        return any(_in_full_simplex(t, p) for t in d["simplices"])
    return sqdist(p, nearest(d, p)) == 0


def _in_full_simplex(t, p):
    """Barycentric test of p against a full-dimensional simplex (a tolerance of 1e-12 of
    the weights for machine numbers, exact for Fractions)."""
    p0 = t[0]
    e = [_sub(q, p0) for q in t[1:]]
    n = len(e)
    # solve E^T lam = p - p0 (E rows are the edge vectors)
    m = [[e[j][i] for j in range(n)] for i in range(n)]
    lam = _solve(m, _sub(p, p0))
    if lam is None:
        return sqdist(p, nearest_simplex(t, p)) == 0
    tol = 1e-12 if any(type(x) is float for x in lam) else 0
    return all(x >= -tol for x in lam) and sum(lam) <= 1 + tol


def nearest(d, p):
    """The nearest point of the region to p (a list of numbers), or None."""
    k = d["kind"]
    if k == "points":
        return min(d["points"], key=lambda q: sqdist(p, q))
    if k in ("polyline", "polygon"):
        if k == "polygon" and d["edim"] == 2 and inside(d, p):
            return list(p)
        if k == "polygon" and d["edim"] != 2:
            tris = [[poly[0], poly[i], poly[i + 1]] for poly in d["polygons"]
                    for i in range(1, len(poly) - 1)]
            return min((nearest_simplex(t, p) for t in tris), key=lambda q: sqdist(p, q))
        return min((nearest_simplex([a, b], p) for a, b in _segments(d)),
                   key=lambda q: sqdist(p, q))
    if k == "simplices":
        return min((nearest_simplex(t, p) for t in d["simplices"]),
                   key=lambda q: sqdist(p, q))
    if k == "box":
        return [min(max(x, lo), hi) for x, lo, hi in zip(p, d["lo"], d["hi"])]
    return None


def boundary_sqdist(d, p):
    """The squared distance from p to the boundary of a full-dimensional region (for the
    signed distance of an inside point), or None."""
    k = d["kind"]
    if k == "polygon" and d["edim"] == 2:
        return min(sqdist(p, nearest_simplex([a, b], p)) for a, b in _segments(d))
    if k == "box":
        return min(min(x - lo, hi - x) for x, lo, hi in zip(p, d["lo"], d["hi"])) ** 2
    if k == "simplices" and d["dim"] == d["edim"]:
        best = None
        for t in d["simplices"]:
            for i in range(len(t)):
                f = t[:i] + t[i + 1:]
                q = nearest_simplex(f, p)
                v = sqdist(p, q)
                best = v if best is None or v < best else best
        return best
    return None
