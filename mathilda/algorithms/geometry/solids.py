"""More special regions, with closed forms: Ellipsoid, Torus, FilledTorus, SphericalShell,
CapsuleShape, StadiumShape, DiskSegment, RegularPolygon, Cube, Octahedron, Icosahedron,
Dodecahedron, Polyhedron, EmptyRegion and FullRegion.

``parse(name, args)`` gives a ``Shape`` (regions.py) or None; ``measure``, ``centroid``,
``bounds``, ``boundary_measure``, ``member`` and ``distance`` take a Shape of one of the
kinds made here and give an expression, or None when the property is not known in closed form.
A shape whose membership and distances are those of a simpler shape carries it as ``proxy``
(a regular polygon is a polygon, an octahedron eight tetrahedra).

Formulas: a torus of hole radius a and outer radius b has the tube radius t = (b - a)/2 about
the circle of radius R = (a + b)/2, area 4 Pi^2 R t and volume 2 Pi^2 R t^2 (Pappus); a capsule
of radius r about a segment of length L has volume Pi r^2 L + 4/3 Pi r^3 and a stadium area
2 r L + Pi r^2; a disk segment of angle d = t2 - t1 has area r^2 (d - Sin[d])/2 and its centroid
at 4 r Sin[d/2]^3/(3 (d - Sin[d])) from the centre along the bisector."""

from mathilda.core.expr import FALSE, TRUE, Expression, Integer, S, make_rational

__all__ = ["PARSERS", "METRIC_KINDS", "finish", "measure", "centroid", "bounds", "boundary_measure", "member",
           "distance"]

_HALF = make_rational(1, 2)


def _shape(*a, **k):
    from mathilda.algorithms.geometry.regions import Shape
    return Shape(*a, **k)


def _is_point(x, n=None):
    return isinstance(x, list) and x and not any(isinstance(a, list) for a in x) and \
        (n is None or len(x) == n)


def _zero(n):
    return [Integer(0)] * n


# --- parsers ----------------------------------------------------------------------------------

def _ellipsoid(args):
    if len(args) != 2 or not _is_point(args[0]):
        return None
    c, r = args
    n = len(c)
    if _is_point(r, n):
        return _shape("ellipsoid", n, n, center=c, r=None, radii=r)
    if isinstance(r, list) and len(r) == n and all(_is_point(row, n) for row in r):
        return _shape("ellipsoid_matrix", n, n, center=c, matrix=r)
    return None


def _torus(args, solid):
    if not args:
        c, radii = _zero(3), [_HALF, Integer(1)]
    elif len(args) == 2 and _is_point(args[0], 3) and _is_point(args[1], 2):
        c, radii = args
    else:
        return None
    return _shape("filled_torus" if solid else "torus", 3 if solid else 2, 3, center=c,
                  inner=radii[0], outer=radii[1])


def _shell(args):
    if not args:
        c, radii = _zero(3), [_HALF, Integer(1)]
    elif len(args) == 2 and _is_point(args[0]) and _is_point(args[1], 2):
        c, radii = args
    else:
        return None
    return _shape("shell", len(c), len(c), center=c, inner=radii[0], outer=radii[1])


def _capsule(args, n):
    ends = [[Integer(-1)] + _zero(n - 1), [Integer(1)] + _zero(n - 1)]
    if not args:
        r = Integer(1)
    elif len(args) == 1 and not isinstance(args[0], list):
        r = args[0]
    elif len(args) == 2 and isinstance(args[0], list) and len(args[0]) == 2 and \
            all(_is_point(p, n) for p in args[0]) and not isinstance(args[1], list):
        ends, r = args
    else:
        return None
    return _shape("capsule", n, n, ends=ends, r=r)


def _disk_segment(args):
    if len(args) != 3 or not _is_point(args[0], 2) or isinstance(args[1], list) or \
            not _is_point(args[2], 2):
        return None
    return _shape("disk_segment", 2, 2, center=args[0], r=args[1], angles=args[2])


def _regular_polygon(args):
    """RegularPolygon[n], [r, n], [{r, t}, n], [{x, y}, rspec, n]: the vertices of
    CirclePoints with the same arguments."""
    if not args or not isinstance(args[-1], Integer) or args[-1].value < 3:
        return None
    n = args[-1].value
    center = _zero(2)
    spec = Integer(1)
    if len(args) == 3:
        if not _is_point(args[0], 2):
            return None
        center, spec = args[0], args[1]
    elif len(args) == 2:
        spec = args[0]
    elif len(args) != 1:
        return None
    if isinstance(spec, list):
        if len(spec) != 2:
            return None
        r, start = spec
    else:
        r, start = spec, None
    return _shape("regular_polygon", 2, 2, n=n, center=center, r=r, start=start)


def _platonic(args, name):
    if not args:
        c, length = _zero(3), Integer(1)
    elif len(args) == 1 and _is_point(args[0], 3):
        c, length = args[0], Integer(1)
    elif len(args) == 1 and not isinstance(args[0], list):
        c, length = _zero(3), args[0]
    elif len(args) == 2 and _is_point(args[0], 3) and not isinstance(args[1], list):
        c, length = args
    else:
        return None
    if name == "Cube":
        lo = [Expression(S.Plus, (x, Expression(S.Times, (make_rational(-1, 2), length))))
              for x in c]
        hi = [Expression(S.Plus, (x, Expression(S.Times, (_HALF, length)))) for x in c]
        return _shape("cube_pending", 3, 3, lo=lo, hi=hi)
    return _shape("platonic", 3, 3, name=name, center=c, length=length)


def _polyhedron(args):
    if len(args) == 2 and isinstance(args[0], list) and all(_is_point(p, 3) for p in args[0]) \
            and isinstance(args[1], list):
        pts = args[0]
        faces = []
        for f in args[1]:
            if not isinstance(f, list) or len(f) < 3 or not all(
                    isinstance(i, Integer) and 1 <= i.value <= len(pts) for i in f):
                return None
            faces.append([pts[i.value - 1] for i in f])
    elif len(args) == 1 and isinstance(args[0], list) and all(
            isinstance(f, list) and len(f) >= 3 and all(_is_point(p, 3) for p in f)
            for f in args[0]):
        faces = args[0]
        pts = [p for f in faces for p in f]
    else:
        return None
    return _shape("polyhedron", 3, 3, points=pts, poly_faces=faces)


def _whole(args, kind):
    if len(args) != 1 or not isinstance(args[0], Integer) or args[0].value < 1:
        return None
    n = args[0].value
    return _shape(kind, n if kind == "full" else -1, n)


PARSERS = {
    "Ellipsoid": _ellipsoid,
    "Torus": lambda a: _torus(a, False),
    "FilledTorus": lambda a: _torus(a, True),
    "SphericalShell": _shell,
    "CapsuleShape": lambda a: _capsule(a, 3),
    "StadiumShape": lambda a: _capsule(a, 2),
    "DiskSegment": _disk_segment,
    "RegularPolygon": _regular_polygon,
    "Cube": lambda a: _platonic(a, "Cube"),
    "Octahedron": lambda a: _platonic(a, "Octahedron"),
    "Icosahedron": lambda a: _platonic(a, "Icosahedron"),
    "Dodecahedron": lambda a: _platonic(a, "Dodecahedron"),
    "Polyhedron": _polyhedron,
    "EmptyRegion": lambda a: _whole(a, "empty"),
    "FullRegion": lambda a: _whole(a, "full"),
}

# the kinds answered by member and distance here (the others through a proxy or not at all)
METRIC_KINDS = ("cylinder", "cone", "sector", "ellipsoid_matrix", "torus", "filled_torus", "shell", "capsule",
                "disk_segment", "empty", "full")


def finish(c, s):
    """Attach what needs evaluation (vertices, proxies) to a parsed shape."""
    if s is None:
        return None
    if s.kind == "cube_pending":
        return _shape("box", 3, 3, lo=[c.ev.evaluate(x) for x in s.lo],
                      hi=[c.ev.evaluate(x) for x in s.hi])
    if s.kind == "regular_polygon":
        spec = s.r if s.start is None else Expression(S.List, (s.r, s.start))
        from mathilda.algorithms.geometry.calc import to_list
        pts = to_list(c.call("CirclePoints", Expression(S.List, tuple(s.center)), spec,
                             Integer(s.n)))
        if pts is None:
            return None
        s.vertices = pts
        s.proxy = _shape("polygon", 2, 2, polygons=[pts])
    elif s.kind == "platonic" and s.name == "Octahedron":
        h = c.div(s.length, c.sqrt(Integer(2)))
        vs = []
        for i in range(3):
            for sign in (1, -1):
                e = list(s.center)
                e[i] = c.add(e[i], c.mul(Integer(sign), h))
                vs.append(e)
        faces = [[vs[a], vs[b], vs[d]] for a in (0, 1) for b in (2, 3) for d in (4, 5)]
        s.vertices = vs
        s.proxy = _shape("simplices", 3, 3, simplices=[f + [list(s.center)] for f in faces],
                         faces=faces)
    return s


# --- measures ---------------------------------------------------------------------------------

def _ball_volume(c, n, r):
    from mathilda.algorithms.geometry.measures import _ball_volume as bv
    return bv(c, n, r)


def _sphere_area(c, n, r):
    from mathilda.algorithms.geometry.measures import _sphere_area as sa
    return sa(c, n, r)


def _torus_radii(c, s):
    return c.div(c.add(s.inner, s.outer), Integer(2)), c.div(c.sub(s.outer, s.inner),
                                                              Integer(2))


def _segment_length(c, s):
    p, q = s.ends
    return c.norm(c.vsub(q, p))


def _platonic_volume_area(c, s):
    l3, l2 = c.pow(s.length, 3), c.pow(s.length, 2)
    sq5 = c.sqrt(Integer(5))
    if s.name == "Octahedron":
        return (c.mul(c.div(c.sqrt(Integer(2)), Integer(3)), l3),
                c.mul(Integer(2), c.sqrt(Integer(3)), l2))
    if s.name == "Icosahedron":
        return (c.mul(c.div(c.mul(Integer(5), c.add(Integer(3), sq5)), Integer(12)), l3),
                c.mul(Integer(5), c.sqrt(Integer(3)), l2))
    return (c.mul(c.div(c.add(Integer(15), c.mul(Integer(7), sq5)), Integer(4)), l3),
            c.mul(Integer(3), c.sqrt(c.add(Integer(25), c.mul(Integer(10), sq5))), l2))


def _fan(face):
    return [[face[0], face[i], face[i + 1]] for i in range(1, len(face) - 1)]


def _polyhedron_parts(c, s):
    """(signed volume, [(tetrahedron centroid, signed volume)]) by the tetrahedra from the
    origin to the faces' triangles."""
    parts = []
    for f in s.poly_faces:
        for a, b, d in _fan(f):
            v = c.div(c.det([a, b, d]), Integer(6))
            parts.append(([c.div(c.add(x, y, z), Integer(4)) for x, y, z in zip(a, b, d)], v))
    return c.add(*[v for _, v in parts]), parts


def _segment_area(c, r, d):
    return c.div(c.mul(c.pow(r, 2), c.sub(d, c.call("Sin", d))), Integer(2))


def measure(c, s):
    k = s.kind
    if k == "ellipsoid_matrix":
        return c.mul(_ball_volume(c, s.edim, Integer(1)),
                     c.sqrt(c.call("Det", Expression(S.List, tuple(
                         Expression(S.List, tuple(r)) for r in s.matrix)))))
    if k in ("torus", "filled_torus"):
        big, t = _torus_radii(c, s)
        if k == "torus":
            return c.mul(Integer(4), c.pow(S.Pi, 2), big, t)
        return c.mul(Integer(2), c.pow(S.Pi, 2), big, c.pow(t, 2))
    if k == "shell":
        n = s.edim
        return c.call("Simplify", c.sub(_ball_volume(c, n, s.outer), _ball_volume(c, n, s.inner)))
    if k == "capsule":
        length = _segment_length(c, s)
        if s.edim == 2:
            return c.add(c.mul(Integer(2), s.r, length), c.mul(S.Pi, c.pow(s.r, 2)))
        return c.add(c.mul(S.Pi, c.pow(s.r, 2), length),
                     c.mul(make_rational(4, 3), S.Pi, c.pow(s.r, 3)))
    if k == "disk_segment":
        a, b = s.angles
        return c.call("Simplify", _segment_area(c, s.r, c.sub(b, a)))
    if k == "regular_polygon":
        n = Integer(s.n)
        return c.mul(c.div(n, Integer(2)), c.pow(s.r, 2),
                     c.call("Sin", c.div(c.mul(Integer(2), S.Pi), n)))
    if k == "platonic":
        return _platonic_volume_area(c, s)[0]
    if k == "polyhedron":
        return c.call("Simplify", c.abs(_polyhedron_parts(c, s)[0]))
    if k == "empty":
        return Integer(0)
    if k == "full":
        return S.Infinity
    return None


def centroid(c, s):
    k = s.kind
    if k in ("ellipsoid_matrix", "torus", "filled_torus", "shell", "regular_polygon",
             "platonic"):
        return [c.add(x) for x in s.center]
    if k == "capsule":
        return c.mean(s.ends)
    if k == "disk_segment":
        a, b = s.angles
        d = c.sub(b, a)
        dist = c.div(c.mul(Integer(4), s.r, c.pow(c.call("Sin", c.div(d, Integer(2))), 3)),
                     c.mul(Integer(3), c.sub(d, c.call("Sin", d))))
        mid = c.div(c.add(a, b), Integer(2))
        return [c.call("Simplify", c.add(s.center[0], c.mul(dist, c.call("Cos", mid)))),
                c.call("Simplify", c.add(s.center[1], c.mul(dist, c.call("Sin", mid))))]
    if k == "polyhedron":
        total, parts = _polyhedron_parts(c, s)
        return [c.call("Simplify", c.div(c.add(*[c.mul(v, p[i]) for p, v in parts]), total))
                for i in range(3)]
    return None


def bounds(c, s):
    k = s.kind
    if k == "ellipsoid_matrix":
        return [[c.sub(x, c.sqrt(s.matrix[i][i])), c.add(x, c.sqrt(s.matrix[i][i]))]
                for i, x in enumerate(s.center)]
    if k in ("torus", "filled_torus"):
        x, y, z = s.center
        _, t = _torus_radii(c, s)
        return [[c.sub(x, s.outer), c.add(x, s.outer)], [c.sub(y, s.outer), c.add(y, s.outer)],
                [c.sub(z, t), c.add(z, t)]]
    if k == "shell":
        return [[c.sub(x, s.outer), c.add(x, s.outer)] for x in s.center]
    if k == "capsule":
        p, q = s.ends
        return [[c.sub(c.min(a, b), s.r), c.add(c.max(a, b), s.r)] for a, b in zip(p, q)]
    if k in ("regular_polygon", "platonic") and getattr(s, "vertices", None):
        vs = s.vertices
        return [[c.min(*[v[i] for v in vs]), c.max(*[v[i] for v in vs])]
                for i in range(len(vs[0]))]
    if k == "polyhedron":
        return [[c.min(*[p[i] for p in s.points]), c.max(*[p[i] for p in s.points])]
                for i in range(3)]
    if k == "full":
        return [[c.neg(S.Infinity), S.Infinity] for _ in range(s.edim)]
    return None


def boundary_measure(c, s):
    k = s.kind
    if k == "filled_torus":
        big, t = _torus_radii(c, s)
        return c.mul(Integer(4), c.pow(S.Pi, 2), big, t)
    if k == "shell":
        n = s.edim
        return c.add(_sphere_area(c, n, s.outer), _sphere_area(c, n, s.inner))
    if k == "capsule":
        length = _segment_length(c, s)
        if s.edim == 2:
            return c.add(c.mul(Integer(2), length), c.mul(Integer(2), S.Pi, s.r))
        return c.add(c.mul(Integer(2), S.Pi, s.r, length), c.mul(Integer(4), S.Pi,
                                                                 c.pow(s.r, 2)))
    if k == "disk_segment":
        a, b = s.angles
        d = c.sub(b, a)
        return c.add(c.mul(s.r, d), c.mul(Integer(2), s.r, c.call("Sin", c.div(d, Integer(2)))))
    if k == "regular_polygon":
        n = Integer(s.n)
        return c.mul(Integer(2), n, s.r, c.call("Sin", c.div(S.Pi, n)))
    if k == "platonic":
        return _platonic_volume_area(c, s)[1]
    if k == "polyhedron":
        from mathilda.algorithms.geometry.measures import simplex_measure
        return c.call("Simplify", c.add(*[simplex_measure(c, t) for f in s.poly_faces
                                          for t in _fan(f)]))
    return None


# --- membership and distance (exact, through the evaluator) -----------------------------------

def _rel(c, head, *args):
    r = c.ev.evaluate(Expression(head, args))
    return r if r in (TRUE, FALSE) else None


def _segment_distance(c, ends, p):
    a, b = ends
    d = c.vsub(b, a)
    dd = c.dot(d, d)
    t = c.div(c.dot(c.vsub(p, a), d), dd)
    t = c.min(Integer(1), c.max(Integer(0), t))
    q = c.vadd(a, c.vscale(t, d))
    return c.norm(c.vsub(p, q))


def _torus_tube_distance(c, s, p):
    """The distance from p to the core circle of the torus."""
    x, y, z = c.vsub(p, s.center)
    big, _ = _torus_radii(c, s)
    rho = c.sqrt(c.add(c.pow(x, 2), c.pow(y, 2)))
    return c.sqrt(c.add(c.pow(c.sub(rho, big), 2), c.pow(z, 2)))


def _radial(c, s, p):
    return c.norm(c.vsub(p, s.center))


def member(c, s, p):
    k = s.kind
    if k == "ellipsoid" and s.r is None:
        tot = c.add(*[c.pow(c.div(c.sub(x, m), r), 2) for x, m, r in zip(p, s.center, s.radii)])
        return _rel(c, S.LessEqual, tot, Integer(1))
    if k == "ellipsoid_matrix":
        d = Expression(S.List, tuple(c.vsub(p, s.center)))
        m = Expression(S.List, tuple(Expression(S.List, tuple(r)) for r in s.matrix))
        q = c.call("Dot", d, c.call("Inverse", m), d)
        return _rel(c, S.LessEqual, q, Integer(1))
    if k in ("torus", "filled_torus"):
        _, t = _torus_radii(c, s)
        head = S.Equal if k == "torus" else S.LessEqual
        return _rel(c, head, c.call("Simplify", _torus_tube_distance(c, s, p)), t)
    if k == "shell":
        return _rel(c, S.LessEqual, s.inner, _radial(c, s, p), s.outer)
    if k == "capsule":
        return _rel(c, S.LessEqual, _segment_distance(c, s.ends, p), s.r)
    if k == "disk_segment":
        a, b = s.angles
        d = c.vsub(p, s.center)
        mid = c.div(c.add(a, b), Integer(2))
        along = c.add(c.mul(d[0], c.call("Cos", mid)), c.mul(d[1], c.call("Sin", mid)))
        chord = c.mul(s.r, c.call("Cos", c.div(c.sub(b, a), Integer(2))))
        inside = _rel(c, S.LessEqual, c.dot(d, d), c.pow(s.r, 2))
        beyond = _rel(c, S.GreaterEqual, along, chord)
        if inside is None or beyond is None:
            return None
        return TRUE if inside is TRUE and beyond is TRUE else FALSE
    if k in ("cylinder", "cone"):
        a, b = s.ends
        d = c.vsub(b, a)
        t = c.div(c.dot(c.vsub(p, a), d), c.dot(d, d))
        off = c.vsub(c.vsub(p, a), c.vscale(t, d))
        rad = s.r if k == "cylinder" else c.mul(s.r, c.sub(Integer(1), t))
        in_t = _rel(c, S.LessEqual, Integer(0), t, Integer(1))
        in_r = _rel(c, S.LessEqual, c.dot(off, off), c.pow(rad, 2))
        if in_t is None or in_r is None:
            return None
        return TRUE if in_t is TRUE and in_r is TRUE else FALSE
    if k == "sector":
        import math
        try:
            x, y = [float(c.call("N", a).value) for a in c.vsub(p, s.center)]
            r, a, b = [float(c.call("N", v).value) for v in [s.r] + list(s.angles)]
        except (AttributeError, TypeError, ValueError):
            return None
        if x * x + y * y > r * r:
            return FALSE
        if x == 0 and y == 0:
            return TRUE
        ang = (math.atan2(y, x) - a) % (2 * math.pi)
        return TRUE if ang <= (b - a) + 1e-12 else FALSE
    if k == "platonic" and s.name == "Octahedron":
        l1 = c.add(*[c.abs(c.sub(x, m)) for x, m in zip(p, s.center)])
        return _rel(c, S.LessEqual, l1, c.div(s.length, c.sqrt(Integer(2))))
    if k == "empty":
        return FALSE
    if k == "full":
        return TRUE
    return None


def distance(c, s, p, signed=False):
    k = s.kind
    if k in ("torus", "filled_torus"):
        t = _torus_radii(c, s)[1]
        v = c.call("Simplify", c.sub(_torus_tube_distance(c, s, p), t))
        if k == "torus":
            return v if signed else c.abs(v)
        return v if signed else c.max(Integer(0), v)
    if k == "shell":
        rad = _radial(c, s, p)
        v = c.max(c.sub(rad, s.outer), c.sub(s.inner, rad))
        return v if signed else c.max(Integer(0), v)
    if k == "capsule":
        v = c.sub(_segment_distance(c, s.ends, p), s.r)
        return v if signed else c.max(Integer(0), v)
    if k == "empty":
        return S.Infinity
    if k == "full":
        return Integer(0)
    return None
