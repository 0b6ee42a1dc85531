"""Measures, centroids, bounds and boundary measures of shapes (regions.py), as exact
expressions built with ``Calc``.

Formulas: a k-simplex with edge vectors E (rows) has measure sqrt(det(E E^T))/k! (|det E|/k!
when k is the dimension of the space); a polygon in the plane has the shoelace area (its
triangles' signed areas), in space the length of the sum of the fan's cross products; an
n-ball of radius r has volume Pi^(n/2) r^n / Gamma(n/2 + 1) and its sphere area
2 Pi^(n/2) r^(n - 1) / Gamma(n/2); an ellipse of semi-axes a >= b has perimeter
4 a EllipticE[1 - b^2/a^2]."""

from mathilda.core.expr import Expression, Integer, S, make_rational

__all__ = ["measure", "centroid", "bounds", "boundary_measure", "simplex_measure",
           "polygon_area", "regular_tetrahedron_points"]


def _fact(k):
    f = 1
    for i in range(2, k + 1):
        f *= i
    return f


def simplex_measure(c, pts):
    k = len(pts) - 1
    if k == 0:
        return Integer(1)
    p0 = pts[0]
    e = [c.vsub(p, p0) for p in pts[1:]]
    if k == len(p0):
        return c.div(c.abs(c.det(e)), Integer(_fact(k)))
    gram = [[c.dot(u, v) for v in e] for u in e]
    return c.div(c.sqrt(c.det(gram)), Integer(_fact(k)))


def _signed_area2(c, poly):
    """Twice the signed area of a plane polygon (shoelace)."""
    n = len(poly)
    terms = []
    for i in range(n):
        a, b = poly[i], poly[(i + 1) % n]
        terms.append(c.sub(c.mul(a[0], b[1]), c.mul(b[0], a[1])))
    return c.add(*terms)


def _numbers(poly):
    """The coordinates as Python numbers (all rationals, or all floats), or None."""
    from mathilda.algorithms.geometry.calc import py_number
    out = []
    for p in poly:
        row = []
        for x in p:
            v = py_number(x)
            if v is None:
                return None
            row.append(v)
        out.append(row)
    return out


def _shoelace2(pts):
    """Twice the signed area, with NumPy for machine coordinates."""
    if any(type(v) is float for p in pts for v in p):
        import numpy as np
        a = np.array(pts, dtype=float)
        x, y = a[:, 0], a[:, 1]
        return float(np.dot(x, np.roll(y, -1)) - np.dot(y, np.roll(x, -1)))
    n = len(pts)
    return sum(pts[i][0] * pts[(i + 1) % n][1] - pts[(i + 1) % n][0] * pts[i][1]
               for i in range(n))


def polygon_area(c, poly):
    if len(poly[0]) == 2:
        nums = _numbers(poly)
        if nums is not None:
            from fractions import Fraction
            from mathilda.algorithms.geometry.calc import expr_number
            a2 = _shoelace2(nums)
            return expr_number(abs(a2) / 2 if type(a2) is float else Fraction(abs(a2), 2))
        return c.div(c.abs(_signed_area2(c, poly)), Integer(2))
    # planar polygon in space: half the length of the summed cross products of the fan
    total = None
    p0 = poly[0]
    for i in range(1, len(poly) - 1):
        cr = c.cross(c.vsub(poly[i], p0), c.vsub(poly[i + 1], p0))
        total = cr if total is None else c.vadd(total, cr)
    return c.div(c.norm(total), Integer(2))


def _polygon_centroid(c, poly):
    if len(poly[0]) == 2:
        n = len(poly)
        a2 = _signed_area2(c, poly)
        cx, cy = [], []
        for i in range(n):
            p, q = poly[i], poly[(i + 1) % n]
            cr = c.sub(c.mul(p[0], q[1]), c.mul(q[0], p[1]))
            cx.append(c.mul(c.add(p[0], q[0]), cr))
            cy.append(c.mul(c.add(p[1], q[1]), cr))
        d = c.mul(Integer(3), a2)
        return [c.div(c.add(*cx), d), c.div(c.add(*cy), d)], c.div(c.abs(a2), Integer(2))
    tris = [[poly[0], poly[i], poly[i + 1]] for i in range(1, len(poly) - 1)]
    return _weighted(c, [(c.mean(t), simplex_measure(c, t)) for t in tris])


def _weighted(c, parts):
    """(centroid, total) of (centroid, weight) pairs."""
    total = c.add(*[w for _, w in parts])
    n = len(parts[0][0])
    cen = [c.div(c.add(*[c.mul(w, p[i]) for p, w in parts]), total) for i in range(n)]
    return cen, total


def _ball_volume(c, n, r):
    num = c.mul(c.pow(S.Pi, make_rational(n, 2)), c.pow(r, Integer(n)))
    return c.div(num, c.call("Gamma", c.add(make_rational(n, 2), Integer(1))))


def _sphere_area(c, n, r):
    num = c.mul(Integer(2), c.pow(S.Pi, make_rational(n, 2)), c.pow(r, Integer(n - 1)))
    return c.div(num, c.call("Gamma", make_rational(n, 2)))


def _ellipse_perimeter(c, a, b):
    if c.true(Expression(S.Equal, (a, b))):
        return c.mul(Integer(2), S.Pi, a)
    if c.is_numeric(a) and c.is_numeric(b) and c.true(Expression(S.Less, (a, b))):
        a, b = b, a
    return c.mul(Integer(4), a, c.call("EllipticE", c.sub(Integer(1),
                                                           c.div(c.pow(b, 2), c.pow(a, 2)))))


def _box_sides(c, s):
    return [c.sub(h, l) for l, h in zip(s.lo, s.hi)]


def _regular_tet_volume(c, length):
    return c.div(c.pow(length, 3), c.mul(Integer(6), c.sqrt(Integer(2))))


def _axis(c, s):
    p, q = s.ends
    d = c.vsub(q, p)
    return p, q, d, c.norm(d)


def measure(c, s):
    k = s.kind
    if k == "points":
        return Integer(len(s.points))
    if k == "polyline":
        return c.add(*[c.norm(c.vsub(l[i + 1], l[i])) for l in s.lines
                       for i in range(len(l) - 1)])
    if k == "polygon":
        return c.add(*[polygon_area(c, p) for p in s.polygons])
    if k == "simplices":
        return c.add(*[simplex_measure(c, t) for t in s.simplices])
    if k == "box":
        return c.mul(*_box_sides(c, s))
    if k == "parallelotope":
        e = s.vectors
        if len(e) == len(s.origin):
            return c.abs(c.det(e))
        return c.sqrt(c.det([[c.dot(u, v) for v in e] for u in e]))
    if k == "ellipsoid":
        n = s.edim
        if s.r is not None:
            return _ball_volume(c, n, s.r)
        return c.mul(_ball_volume(c, n, Integer(1)), *s.radii)
    if k == "sector":
        a, b = s.angles
        return c.div(c.mul(c.pow(s.r, 2), c.sub(b, a)), Integer(2))
    if k == "annulus":
        return c.mul(S.Pi, c.sub(c.pow(s.outer, 2), c.pow(s.inner, 2)))
    if k == "sphere":
        n = s.edim
        if s.r is not None:
            return _sphere_area(c, n, s.r)
        if n == 2:
            return _ellipse_perimeter(c, *s.radii)
        return None
    if k == "arc":
        a, b = s.angles
        return c.mul(s.r, c.sub(b, a))
    if k in ("cylinder", "cone"):
        h = _axis(c, s)[3]
        v = c.mul(S.Pi, c.pow(s.r, 2), h)
        return v if k == "cylinder" else c.div(v, Integer(3))
    if k == "regular_tetrahedron":
        return _regular_tet_volume(c, s.length)
    return _more("measure", c, s)


def _more(what, c, s):
    """The property of a shape of solids.py or flats.py."""
    from mathilda.algorithms.geometry import flats, solids
    if s.kind in flats.KINDS:
        if what == "measure":
            return flats.measure(c, s)
        if what == "bounds":
            return flats.bounds(c, s)
        return None
    return getattr(solids, what)(c, s)


def centroid(c, s):
    k = s.kind
    if k == "points":
        return c.mean(s.points)
    if k == "polyline":
        parts = [(c.mean([l[i], l[i + 1]]), c.norm(c.vsub(l[i + 1], l[i])))
                 for l in s.lines for i in range(len(l) - 1)]
        return _weighted(c, parts)[0]
    if k == "polygon":
        parts = []
        for p in s.polygons:
            cen, area = _polygon_centroid(c, p)
            parts.append((cen, area))
        return parts[0][0] if len(parts) == 1 else _weighted(c, parts)[0]
    if k == "simplices":
        if len(s.simplices) == 1:
            return c.mean(s.simplices[0])
        return _weighted(c, [(c.mean(t), simplex_measure(c, t)) for t in s.simplices])[0]
    if k == "box":
        return [c.div(c.add(l, h), Integer(2)) for l, h in zip(s.lo, s.hi)]
    if k == "parallelotope":
        half = [c.div(c.add(*[v[i] for v in s.vectors]), Integer(2))
                for i in range(len(s.origin))]
        return c.vadd(s.origin, half)
    if k in ("ellipsoid", "sphere", "annulus"):
        return [c.add(x) for x in s.center]
    if k in ("sector", "arc"):
        a, b = s.angles
        span = c.sub(b, a)
        f = c.div(c.mul(Integer(2), s.r), c.mul(Integer(3), span)) if k == "sector" else \
            c.div(s.r, span)
        dx = c.sub(c.call("Sin", b), c.call("Sin", a))
        dy = c.sub(c.call("Cos", a), c.call("Cos", b))
        return [c.add(s.center[0], c.mul(f, dx)), c.add(s.center[1], c.mul(f, dy))]
    if k == "cylinder":
        return c.mean(s.ends)
    if k == "cone":
        p, q = s.ends
        return c.vadd(p, c.vscale(make_rational(1, 4), c.vsub(q, p)))
    if k == "regular_tetrahedron":
        return [Integer(0)] * 3
    return _more("centroid", c, s)


def _minmax(c, vals):
    return [c.min(*vals), c.max(*vals)]


def bounds(c, s):
    k = s.kind
    pts = None
    if k == "points":
        pts = s.points
    elif k == "polyline":
        pts = [p for l in s.lines for p in l]
    elif k == "polygon":
        pts = [p for poly in s.polygons for p in poly]
    elif k == "simplices":
        pts = [p for t in s.simplices for p in t]
    elif k == "parallelotope":
        import itertools
        pts = []
        for mask in itertools.product((0, 1), repeat=len(s.vectors)):
            p = list(s.origin)
            for bit, v in zip(mask, s.vectors):
                if bit:
                    p = c.vadd(p, v)
            pts.append(p)
    if pts is not None:
        return [_minmax(c, [p[i] for p in pts]) for i in range(len(pts[0]))]
    if k == "box":
        return [[c.add(l), c.add(h)] for l, h in zip(s.lo, s.hi)]
    if k in ("ellipsoid", "sphere"):
        return [[c.sub(x, r), c.add(x, r)] for x, r in zip(s.center, s.radii)]
    if k == "annulus":
        return [[c.sub(x, s.outer), c.add(x, s.outer)] for x in s.center]
    if k in ("cylinder", "cone"):
        p, q, d, h = _axis(c, s)
        out = []
        for i in range(3):
            ext = c.mul(s.r, c.sqrt(c.sub(Integer(1), c.div(c.pow(d[i], 2), c.pow(h, 2)))))
            if k == "cylinder":
                vals = [c.sub(p[i], ext), c.add(p[i], ext), c.sub(q[i], ext), c.add(q[i], ext)]
            else:
                vals = [c.sub(p[i], ext), c.add(p[i], ext), q[i]]
            out.append(_minmax(c, vals))
        return out
    if k == "regular_tetrahedron":
        pts = regular_tetrahedron_points(c, s.length)
        return [_minmax(c, [p[i] for p in pts]) for i in range(3)]
    return _more("bounds", c, s)


def regular_tetrahedron_points(c, length):
    """The corners of the regular tetrahedron of edge ``length`` centred at the origin."""
    base = [[Integer(1), Integer(0), c.div(Integer(-1), c.sqrt(Integer(2)))],
            [Integer(-1), Integer(0), c.div(Integer(-1), c.sqrt(Integer(2)))],
            [Integer(0), Integer(1), c.div(Integer(1), c.sqrt(Integer(2)))],
            [Integer(0), Integer(-1), c.div(Integer(1), c.sqrt(Integer(2)))]]
    f = c.div(length, Integer(2))
    return [c.vscale(f, p) for p in base]


def boundary_measure(c, s):
    """The perimeter of a 2D region, the surface area of a 3D region."""
    k = s.kind
    if k == "polygon":
        return c.add(*[c.norm(c.vsub(p[(i + 1) % len(p)], p[i])) for p in s.polygons
                       for i in range(len(p))])
    if k == "simplices" and s.dim == 2:
        return c.add(*[c.norm(c.vsub(t[(i + 1) % 3], t[i])) for t in s.simplices
                       for i in range(3)])
    if k == "simplices" and s.dim == 3:
        faces = getattr(s, "faces", None)
        if faces:
            from mathilda.algorithms.geometry.regions import _fan
            return c.add(*[simplex_measure(c, t) for f in faces for t in _fan(f)])
        if len(s.simplices) == 1:
            t = s.simplices[0]
            tris = [[t[a], t[b], t[d]] for a, b, d in ((0, 1, 2), (0, 1, 3), (0, 2, 3),
                                                       (1, 2, 3))]
            return c.add(*[simplex_measure(c, x) for x in tris])
        return None
    if k == "box":
        sides = _box_sides(c, s)
        if len(sides) == 2:
            return c.mul(Integer(2), c.add(*sides))
        a, b, d = sides
        return c.mul(Integer(2), c.add(c.mul(a, b), c.mul(b, d), c.mul(a, d)))
    if k == "parallelotope" and len(s.vectors) == 2:
        u, v = s.vectors
        return c.mul(Integer(2), c.add(c.norm(u), c.norm(v)))
    if k == "parallelotope" and len(s.vectors) == 3:
        u, v, w = s.vectors
        return c.mul(Integer(2), c.add(*[c.norm(c.cross(a, b)) for a, b in
                                         ((u, v), (v, w), (u, w))]))
    if k == "ellipsoid":
        if s.r is not None:
            return _sphere_area(c, s.edim, s.r)
        if s.edim == 2:
            return _ellipse_perimeter(c, *s.radii)
        return None
    if k == "sector":
        a, b = s.angles
        return c.add(c.mul(s.r, c.sub(b, a)), c.mul(Integer(2), s.r))
    if k == "annulus":
        return c.mul(Integer(2), S.Pi, c.add(s.inner, s.outer))
    if k in ("cylinder", "cone"):
        h = _axis(c, s)[3]
        r = s.r
        if k == "cylinder":
            return c.mul(Integer(2), S.Pi, r, c.add(r, h))
        return c.mul(S.Pi, r, c.add(r, c.sqrt(c.add(c.pow(h, 2), c.pow(r, 2)))))
    if k == "regular_tetrahedron":
        return c.mul(c.sqrt(Integer(3)), c.pow(s.length, 2))
    return _more("boundary_measure", c, s)

