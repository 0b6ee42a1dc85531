"""Geometric regions: the shapes behind Point, Line, Polygon, Triangle, Rectangle, Cuboid,
Disk, Circle, Ball, Sphere, Cylinder, Cone, Simplex, Parallelogram, Parallelepiped,
Tetrahedron, Hexahedron, Prism and Pyramid, with their measures, centroids, bounds and
boundary measures as exact expressions (``Calc``).

The heads of solids.py and flats.py are parsed there (``finish`` completes their data).

``shape_of(expr)`` gives a ``Shape`` (None when ``expr`` is not a region this module knows):
``dim`` is its geometric dimension, ``edim`` the dimension of the space it lies in.
Polytopes are kept as lists of simplices (``simplices``: lists of points) so that measures,
centroids and integrals all come from one simplex formula."""

from mathilda.core.expr import E, Expression, Integer, Symbol, S, make_rational
from mathilda.algorithms.geometry.calc import to_list
from mathilda.algorithms.geometry import flats as _flats
from mathilda.algorithms.geometry import solids as _solids

__all__ = ["shape_of", "Shape", "REGION_HEADS"]

_LIST = S.List
REGION_HEADS = ("Point", "Line", "Polygon", "Triangle", "Rectangle", "Cuboid", "Disk",
                "Annulus", "Circle", "Ball", "Sphere", "Cylinder", "Cone", "Simplex", "Parallelogram",
                "Parallelepiped", "Tetrahedron", "Hexahedron", "Prism", "Pyramid")


def _is_point(x, n=None):
    return isinstance(x, list) and x and not any(isinstance(a, list) for a in x) and \
        (n is None or len(x) == n)


def _is_points(x):
    return isinstance(x, list) and x and all(_is_point(p, len(x[0])) for p in x)


class Shape:
    """kind: "points", "polyline", "simplices" (a union of k-simplices), "box", "ellipsoid"
    (Disk/Ball with radii), "sector", "sphere" (Circle/Sphere surface), "arc", "cylinder",
    "cone"."""

    def __init__(self, kind, dim, edim, **data):
        self.kind = kind
        self.dim = dim
        self.edim = edim
        self.__dict__.update(data)


def _unit(n):
    return [Integer(1)] * n


def _zero(n):
    return [Integer(0)] * n


def shape_of(expr):
    if not isinstance(expr, Expression) or type(expr.head) is not Symbol:
        return None
    name = expr.head.name
    fn = _PARSERS.get(name) or _solids.PARSERS.get(name) or _flats.PARSERS.get(name)
    if fn is None:
        return None
    args = [to_list(a) if isinstance(a, Expression) and a.head is _LIST else a
            for a in expr.args]
    try:
        return fn(args)
    except (TypeError, IndexError, ValueError, AttributeError):
        return None


def _point(args):
    if len(args) != 1:
        return None
    x = args[0]
    if _is_point(x):
        return Shape("points", 0, len(x), points=[x])
    if _is_points(x):
        return Shape("points", 0, len(x[0]), points=x)
    return None


def _line(args):
    if len(args) != 1:
        return None
    x = args[0]
    if _is_points(x) and len(x) >= 2:
        return Shape("polyline", 1, len(x[0]), lines=[x])
    if isinstance(x, list) and x and all(_is_points(l) and len(l) >= 2 for l in x):
        return Shape("polyline", 1, len(x[0][0]), lines=x)
    return None


def _fan(poly):
    """Triangles of a fan from the first vertex (exact for convex polygons; the signed
    areas make it exact for any simple polygon in the plane)."""
    return [[poly[0], poly[i], poly[i + 1]] for i in range(1, len(poly) - 1)]


def _polygon(args):
    if len(args) != 1:
        return None
    x = args[0]
    if isinstance(x, Expression) and x.head is S.Rule:
        return None
    polys = [x] if _is_points(x) else x if isinstance(x, list) and x and all(
        _is_points(p) for p in x) else None
    if polys is None or any(len(p) < 3 for p in polys):
        return None
    edim = len(polys[0][0])
    return Shape("polygon", 2, edim, polygons=polys)


def _triangle(args):
    if not args:
        pts = [[Integer(0), Integer(0)], [Integer(1), Integer(0)], [Integer(0), Integer(1)]]
        return Shape("simplices", 2, 2, simplices=[pts])
    if len(args) != 1:
        return None
    x = args[0]
    if _is_points(x) and len(x) == 3:
        return Shape("simplices", 2, len(x[0]), simplices=[x])
    if isinstance(x, list) and all(_is_points(t) and len(t) == 3 for t in x):
        return Shape("simplices", 2, len(x[0][0]), simplices=x)
    return None


def _simplex(args):
    if len(args) != 1:
        return None
    x = args[0]
    if type(x) is Integer and x.value >= 0:
        n = x.value
        pts = [_zero(n)] + [[Integer(1) if j == i else Integer(0) for j in range(n)]
                            for i in range(n)]
        return Shape("simplices", n, max(n, 1), simplices=[pts]) if n else None
    if _is_points(x):
        return Shape("simplices", len(x) - 1, len(x[0]), simplices=[x])
    return None


def _box(args, n):
    if not args:
        lo = _zero(n)
        return Shape("box", n, n, lo=lo, hi=_unit(n))
    if len(args) == 1 and _is_point(args[0]):
        lo = args[0]
        hi = [E("Plus", a, Integer(1)) for a in lo]
        return Shape("box", len(lo), len(lo), lo=lo, hi=hi, unit=True)
    if len(args) == 2 and _is_point(args[0]) and _is_point(args[1], len(args[0])):
        return Shape("box", len(args[0]), len(args[0]), lo=args[0], hi=args[1])
    return None


def _ellipsoid(args, n, kind="ellipsoid"):
    """Disk/Ball (kind ellipsoid), Circle/Sphere (kind sphere); a third argument of a Disk or
    Circle is an angle range (sector/arc)."""
    if not args:
        c = _zero(n)
        r = Integer(1)
    else:
        c = args[0]
        if not _is_point(c):
            return None
        r = args[1] if len(args) > 1 else Integer(1)
    n = len(c)
    dim = n if kind == "ellipsoid" else n - 1
    if len(args) == 3:
        th = args[2]
        if not (isinstance(th, list) and len(th) == 2) or n != 2:
            return None
        return Shape("sector" if kind == "ellipsoid" else "arc", dim, n, center=c, r=r,
                     angles=th)
    if isinstance(r, list):
        if len(r) != n:
            return None
        return Shape(kind, dim, n, center=c, r=None, radii=r)
    return Shape(kind, dim, n, center=c, r=r, radii=[r] * n)


def _annulus(args):
    """Annulus[{x, y}, {rin, rout}] (Annulus[] is the one of radii 1/2 and 1 at the
    origin)."""
    if not args:
        c = _zero(2)
        radii = [make_rational(1, 2), Integer(1)]
    elif len(args) == 2 and _is_point(args[0], 2) and isinstance(args[1], list) and \
            len(args[1]) == 2:
        c, radii = args
    else:
        return None
    return Shape("annulus", 2, 2, center=c, inner=radii[0], outer=radii[1])


def _cylinder(args, kind):
    if not args:
        ends = [[Integer(0), Integer(0), Integer(-1)], [Integer(0), Integer(0), Integer(1)]]
        r = Integer(1)
    else:
        ends = args[0]
        r = args[1] if len(args) > 1 else Integer(1)
    if not (_is_points(ends) and len(ends) == 2 and len(ends[0]) == 3) or isinstance(r, list):
        return None
    return Shape(kind, 3, 3, ends=ends, r=r)


def _parallel(args, n):
    if not args:
        p = _zero(n)
        vs = [[Integer(1) if j == i else Integer(0) for j in range(n)] for i in range(n)]
    elif len(args) == 2 and _is_point(args[0]) and _is_points(args[1]):
        p, vs = args
    else:
        return None
    return Shape("parallelotope", len(vs), len(p), origin=p, vectors=vs)


def _solid(args, count, tets):
    if len(args) != 1 or not _is_points(args[0]) or len(args[0]) != count or \
            len(args[0][0]) != 3:
        return None
    pts = args[0]
    return Shape("simplices", 3, 3, simplices=[[pts[i] for i in t] for t in tets],
                 faces=None, corner_points=pts)


def _tetrahedron(args):
    if not args or (len(args) == 1 and not isinstance(args[0], list)):
        length = args[0] if args else Integer(1)
        return Shape("regular_tetrahedron", 3, 3, length=length)
    if len(args) == 1 and _is_points(args[0]) and len(args[0]) == 4:
        return Shape("simplices", 3, 3, simplices=[args[0]])
    return None


# The corners of a Hexahedron: the bottom face 1-4, the top face 5-8 (5 above 1); six
# tetrahedra around the diagonal 1-7.
_HEX_TETS = [(0, 1, 2, 6), (0, 2, 3, 6), (0, 3, 7, 6), (0, 7, 4, 6), (0, 4, 5, 6),
             (0, 5, 1, 6)]
_HEX_FACES = [(0, 3, 2, 1), (4, 5, 6, 7), (0, 1, 5, 4), (1, 2, 6, 5), (2, 3, 7, 6),
              (3, 0, 4, 7)]
_PRISM_TETS = [(0, 1, 2, 3), (1, 2, 3, 4), (2, 3, 4, 5)]
_PRISM_FACES = [(0, 2, 1), (3, 4, 5), (0, 1, 4, 3), (1, 2, 5, 4), (2, 0, 3, 5)]
_PYRAMID_TETS = [(0, 1, 2, 4), (0, 2, 3, 4)]
_PYRAMID_FACES = [(0, 3, 2, 1), (0, 1, 4), (1, 2, 4), (2, 3, 4), (3, 0, 4)]


def _with_faces(shape, faces):
    if shape is not None:
        pts = shape.corner_points
        shape.faces = [[pts[i] for i in f] for f in faces]
    return shape


_PARSERS = {
    "Point": _point,
    "Line": _line,
    "Polygon": _polygon,
    "Triangle": _triangle,
    "Simplex": _simplex,
    "Rectangle": lambda a: _box(a, 2),
    "Cuboid": lambda a: _box(a, 3),
    "Disk": lambda a: _ellipsoid(a, 2),
    "Ball": lambda a: _ellipsoid(a, 3),
    "Circle": lambda a: _ellipsoid(a, 2, "sphere"),
    "Sphere": lambda a: _ellipsoid(a, 3, "sphere"),
    "Annulus": _annulus,
    "Cylinder": lambda a: _cylinder(a, "cylinder"),
    "Cone": lambda a: _cylinder(a, "cone"),
    "Parallelogram": lambda a: _parallel(a, 2),
    "Parallelepiped": lambda a: _parallel(a, 3),
    "Tetrahedron": _tetrahedron,
    "Hexahedron": lambda a: _with_faces(_solid(a, 8, _HEX_TETS), _HEX_FACES),
    "Prism": lambda a: _with_faces(_solid(a, 6, _PRISM_TETS), _PRISM_FACES),
    "Pyramid": lambda a: _with_faces(_solid(a, 5, _PYRAMID_TETS), _PYRAMID_FACES),
}
