"""Exact integrals over regions, by changing variables to a box or the standard simplex and
calling ``Integrate`` through the evaluator.

    box          the integral over its coordinate ranges
    simplex      x = p0 + sum t_i (p_i - p0) over 0 <= t_1, ..., t_1 + ... + t_k <= 1,
                 times |det| (full-dimensional simplices)
    polygon      the signed fan triangles of a plane polygon (exact for any simple polygon)
    ellipsoid    polar / spherical coordinates, times the radii (2D and 3D)
    formula      ImplicitRegion bounds: the iterated integral

``integrate(c, shape, f)`` takes ``f(point)``, a function building the integrand from the
list of coordinate expressions, and returns the integral, or None."""

from mathilda.core.expr import Expression, Integer, Symbol, S

__all__ = ["integrate"]

_LIST = S.List


def _vars(n, tag):
    return [Symbol("$geom%s%d" % (tag, i)) for i in range(n)]


def _spec(v, lo, hi):
    return Expression(_LIST, (v, lo, hi))


def _simplex(c, pts, f, sign=None):
    n = len(pts[0])
    k = len(pts) - 1
    if k != n:
        return None
    ts = _vars(k, "t")
    p0 = pts[0]
    e = [c.vsub(p, p0) for p in pts[1:]]
    x = list(p0)
    for t, u in zip(ts, e):
        x = c.vadd(x, c.vscale(t, u))
    det = c.det(e)
    jac = c.abs(det) if sign is None else c.mul(det, sign)
    specs = []
    used = Integer(0)
    for t in ts:
        specs.append(_spec(t, Integer(0), c.sub(Integer(1), used)))
        used = c.add(used, t)
    return c.mul(jac, c.call("Integrate", c.call("Expand", f(x)), *specs))


def integrate(c, s, f):
    k = s.kind if not isinstance(s, tuple) else s[0]
    if k == "box":
        xs = _vars(s.edim, "x")
        specs = [_spec(x, c.add(lo), c.add(hi)) for x, lo, hi in zip(xs, s.lo, s.hi)]
        return c.call("Integrate", f(xs), *specs)
    if k == "simplices":
        parts = [_simplex(c, t, f) for t in s.simplices]
        return None if any(p is None for p in parts) else c.add(*parts)
    if k == "polygon" and s.edim == 2:
        from mathilda.algorithms.geometry.measures import _signed_area2
        total = []
        for poly in s.polygons:
            orient = c.call("Sign", _signed_area2(c, poly))
            for i in range(1, len(poly) - 1):
                part = _simplex(c, [poly[0], poly[i], poly[i + 1]], f, sign=orient)
                total.append(part)
        return c.add(*total)
    if k == "ellipsoid" and s.edim in (2, 3):
        rho, phi, th = _vars(3, "r")
        if s.edim == 2:
            x = [c.add(s.center[0], c.mul(s.radii[0], rho, c.call("Cos", phi))),
                 c.add(s.center[1], c.mul(s.radii[1], rho, c.call("Sin", phi)))]
            jac = c.mul(s.radii[0], s.radii[1], rho)
            return c.call("Integrate", c.mul(jac, f(x)), _spec(rho, Integer(0), Integer(1)),
                          _spec(phi, Integer(0), c.mul(Integer(2), S.Pi)))
        st, ct = c.call("Sin", th), c.call("Cos", th)
        x = [c.add(s.center[0], c.mul(s.radii[0], rho, st, c.call("Cos", phi))),
             c.add(s.center[1], c.mul(s.radii[1], rho, st, c.call("Sin", phi))),
             c.add(s.center[2], c.mul(s.radii[2], rho, ct))]
        jac = c.mul(s.radii[0], s.radii[1], s.radii[2], c.pow(rho, 2), st)
        return c.call("Integrate", c.mul(jac, f(x)), _spec(rho, Integer(0), Integer(1)),
                      _spec(th, Integer(0), S.Pi),
                      _spec(phi, Integer(0), c.mul(Integer(2), S.Pi)))
    if k == "bounds":
        bounds = s[1]
        xs = [b[0] for b in bounds]
        return c.call("Integrate", f(xs), *[Expression(_LIST, b) for b in bounds])
    return None
