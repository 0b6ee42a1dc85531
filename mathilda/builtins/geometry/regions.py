"""Geometric regions: the geometry-only heads (Triangle, Ball, Simplex, Parallelogram,
Parallelepiped, Tetrahedron, Hexahedron, Prism, Pyramid, ImplicitRegion, ParametricRegion)
and the measures: RegionMeasure, Area, Volume, ArcLength, Perimeter, SurfaceArea,
RegionCentroid, RegionBounds, RegionDimension, RegionEmbeddingDimension.

The graphics primitives Point, Line, Polygon, Rectangle, Circle, Disk, Sphere, Cuboid,
Cylinder and Cone are registered by the graphics area; these functions accept them as
regions.  Results are exact for exact input (``Area[Disk[{0, 0}, r]]`` is ``Pi r^2``) and
machine numbers for machine input."""

from mathilda.algorithms.geometry import flats as FL
from mathilda.algorithms.geometry import formula as F
from mathilda.algorithms.geometry import solids as SO
from mathilda.algorithms.geometry import measures as M
from mathilda.algorithms.geometry.calc import Calc, from_list, to_list
from mathilda.algorithms.geometry.regions import Shape, shape_of
from mathilda.algorithms.geometry import mesh as MM
from mathilda.core.expr import Expression, Integer, Real, Symbol, S, make_rational
from mathilda.core.registry import builtin, symbol_spec

_LIST = S.List


def _lst(items):
    return Expression(_LIST, tuple(items))


# --- the heads ------------------------------------------------------------------------------

@builtin("Triangle", nargs=(0, 1),
         usage="Triangle[{p1, p2, p3}] represents the filled triangle with corners p1, p2 and "
               "p3 (in any dimension); Triangle[] is Triangle[{{0, 0}, {1, 0}, {0, 1}}].",
         examples=[("Triangle[]", "Triangle[{{0, 0}, {1, 0}, {0, 1}}]"),
                   ("Area[Triangle[]]", "1/2"),
                   ("Area[Triangle[{{0, 0, 0}, {1, 0, 0}, {0, 1, 1}}]]", "1/Sqrt[2]"),
                   ("RegionCentroid[Triangle[{{0, 0}, {3, 0}, {0, 3}}]]", "{1, 1}"),
                   ("Perimeter[Triangle[{{0, 0}, {3, 0}, {0, 4}}]]", "12")])
def triangle(ev, expr):
    if not expr.args:
        return Expression(S.Triangle, (_lst((_lst((Integer(0), Integer(0))),
                                              _lst((Integer(1), Integer(0))),
                                              _lst((Integer(0), Integer(1))))),))
    return None


@builtin("Ball", nargs=(0, 2),
         usage="Ball[p, r] represents the ball of radius r centred at p (in any dimension); "
               "Ball[p] the unit ball; Ball[] is Ball[{0, 0, 0}].",
         examples=[("Ball[]", "Ball[{0, 0, 0}]"),
                   ("Volume[Ball[]]", "(4 Pi)/3"),
                   ("Volume[Ball[{0, 0, 0}, r]]", "(4 Pi r^3)/3"),
                   ("RegionMeasure[Ball[{0, 0, 0, 0}, 1]]", "Pi^2/2"),
                   ("Area[Ball[{1, 2}, 3]]", "9 Pi")])
def ball(ev, expr):
    if not expr.args:
        return Expression(S.Ball, (_lst((Integer(0),) * 3),))
    return None


@builtin("Simplex", nargs=1,
         usage="Simplex[{p1, ..., pk+1}] represents the k-simplex with corners pi; Simplex[n] "
               "the standard n-simplex, with corners the origin and the unit vectors.",
         examples=[("Simplex[2]", "Simplex[{{0, 0}, {1, 0}, {0, 1}}]"),
                   ("Volume[Simplex[3]]", "1/6"),
                   ("RegionMeasure[Simplex[{{0, 0, 0, 0}, {1, 0, 0, 0}, {0, 1, 0, 0}}]]", "1/2"),
                   ("RegionDimension[Simplex[{{0, 0, 0}, {1, 1, 1}}]]", "1"),
                   ("RegionCentroid[Simplex[3]]", "{1/4, 1/4, 1/4}")])
def simplex(ev, expr):
    n = expr.args[0]
    if type(n) is Integer and n.value > 0:
        if not ev.check_size(n.value * (n.value + 1), "Simplex"):
            return None
        pts = [[Integer(0)] * n.value] + [[Integer(1) if j == i else Integer(0)
                                            for j in range(n.value)] for i in range(n.value)]
        return Expression(S.Simplex, (from_list(pts),))
    return None


def _identity(n):
    return from_list([[Integer(1) if i == j else Integer(0) for j in range(n)]
                      for i in range(n)])


@builtin("Parallelogram", nargs=(0, 2),
         usage="Parallelogram[p, {v1, v2}] represents the parallelogram with corner p and "
               "edges v1 and v2; Parallelogram[] is Parallelogram[{0, 0}, {{1, 0}, {0, 1}}].",
         examples=[("Parallelogram[]", "Parallelogram[{0, 0}, {{1, 0}, {0, 1}}]"),
                   ("Area[Parallelogram[{0, 0}, {{2, 0}, {1, 2}}]]", "4"),
                   ("RegionCentroid[Parallelogram[{0, 0}, {{2, 0}, {1, 2}}]]", "{3/2, 1}"),
                   ("Perimeter[Parallelogram[{0, 0}, {{3, 0}, {0, 4}}]]", "14"),
                   ("Area[Parallelogram[{0, 0, 0}, {{1, 0, 0}, {0, 1, 1}}]]", "Sqrt[2]")])
def parallelogram(ev, expr):
    if not expr.args:
        return Expression(S.Parallelogram, (_lst((Integer(0), Integer(0))), _identity(2)))
    return None


@builtin("Parallelepiped", nargs=(0, 2),
         usage="Parallelepiped[p, {v1, ..., vk}] represents the parallelepiped with corner p "
               "and edge vectors vi; Parallelepiped[] is the unit cube "
               "Parallelepiped[{0, 0, 0}, {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}].",
         examples=[("Parallelepiped[]",
                    "Parallelepiped[{0, 0, 0}, {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}]"),
                   ("Volume[Parallelepiped[{0, 0, 0}, {{1, 0, 0}, {1, 2, 0}, {0, 1, 3}}]]",
                    "6"),
                   ("RegionCentroid[Parallelepiped[]]", "{1/2, 1/2, 1/2}"),
                   ("SurfaceArea[Parallelepiped[{0, 0, 0}, {{1, 0, 0}, {0, 2, 0}, {0, 0, 3}}]]",
                    "22"),
                   ("RegionDimension[Parallelepiped[{0, 0, 0}, {{1, 0, 0}, {0, 1, 0}}]]",
                    "2")])
def parallelepiped(ev, expr):
    if not expr.args:
        return Expression(S.Parallelepiped, (_lst((Integer(0),) * 3), _identity(3)))
    return None


@builtin("Annulus", nargs=(0, 2),
         usage="Annulus[{x, y}, {rin, rout}] represents the region between the circles of "
               "radii rin and rout centred at {x, y}; Annulus[] is Annulus[{0, 0}, {1/2, 1}].",
         examples=[("Annulus[]", "Annulus[{0, 0}, {1/2, 1}]"),
                   ("Area[Annulus[{0, 0}, {1, 2}]]", "3 Pi"),
                   ("Perimeter[Annulus[{0, 0}, {1, 2}]]", "6 Pi"),
                   ("RegionCentroid[Annulus[{1, 2}, {1, 3}]]", "{1, 2}"),
                   ("RegionBounds[Annulus[{0, 0}, {r, s}]]", "{{-s, s}, {-s, s}}")])
def annulus(ev, expr):
    if not expr.args:
        return Expression(S.Annulus, (_lst((Integer(0), Integer(0))),
                                      _lst((make_rational(1, 2), Integer(1)))))
    return None


symbol_spec("Tetrahedron",
            usage="Tetrahedron[{p1, p2, p3, p4}] represents the filled tetrahedron with "
                  "corners pi; Tetrahedron[] the regular tetrahedron of unit edge centred at "
                  "the origin, Tetrahedron[l] of edge l.",
            examples=[("Volume[Tetrahedron[]]", "1/(6 Sqrt[2])"),
                      ("Volume[Tetrahedron[{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}}]]",
                       "1/6"),
                      ("RegionCentroid[Tetrahedron[{{0, 0, 0}, {4, 0, 0}, {0, 4, 0}, "
                       "{0, 0, 4}}]]", "{1, 1, 1}"),
                      ("SurfaceArea[Tetrahedron[]]", "Sqrt[3]"),
                      ("Volume[Tetrahedron[2]]", "(2 Sqrt[2])/3")])
symbol_spec("Hexahedron",
            usage="Hexahedron[{p1, ..., p8}] represents the filled hexahedron with bottom "
                  "face p1, ..., p4 and top face p5, ..., p8 (p5 above p1).",
            examples=[("Volume[Hexahedron[{{0, 0, 0}, {1, 0, 0}, {1, 1, 0}, {0, 1, 0}, "
                       "{0, 0, 1}, {1, 0, 1}, {1, 1, 1}, {0, 1, 1}}]]", "1"),
                      ("RegionCentroid[Hexahedron[{{0, 0, 0}, {2, 0, 0}, {2, 2, 0}, {0, 2, 0}, "
                       "{0, 0, 2}, {2, 0, 2}, {2, 2, 2}, {0, 2, 2}}]]", "{1, 1, 1}"),
                      ("SurfaceArea[Hexahedron[{{0, 0, 0}, {1, 0, 0}, {1, 1, 0}, {0, 1, 0}, "
                       "{0, 0, 1}, {1, 0, 1}, {1, 1, 1}, {0, 1, 1}}]]", "6"),
                      ("RegionDimension[Hexahedron[{{0, 0, 0}, {1, 0, 0}, {1, 1, 0}, "
                       "{0, 1, 0}, {0, 0, 1}, {1, 0, 1}, {1, 1, 1}, {0, 1, 1}}]]", "3"),
                      ("Volume[Hexahedron[{{0, 0, 0}, {2, 0, 0}, {2, 1, 0}, {0, 1, 0}, "
                       "{0, 0, 1}, {2, 0, 1}, {2, 1, 1}, {0, 1, 1}}]]", "2")])
symbol_spec("Prism",
            usage="Prism[{p1, ..., p6}] represents the filled prism with triangle faces p1, "
                  "p2, p3 and p4, p5, p6.",
            examples=[("Volume[Prism[{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}, {1, 0, 1}, "
                       "{0, 1, 1}}]]", "1/2"),
                      ("RegionCentroid[Prism[{{0, 0, 0}, {3, 0, 0}, {0, 3, 0}, {0, 0, 2}, "
                       "{3, 0, 2}, {0, 3, 2}}]]", "{1, 1, 1}"),
                      ("SurfaceArea[Prism[{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}, "
                       "{1, 0, 1}, {0, 1, 1}}]]", "3 + Sqrt[2]"),
                      ("Volume[Prism[{{0, 0, 0}, {2, 0, 0}, {0, 2, 0}, {0, 0, 3}, {2, 0, 3}, "
                       "{0, 2, 3}}]]", "6"),
                      ("RegionDimension[Prism[{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}, "
                       "{1, 0, 1}, {0, 1, 1}}]]", "3")])
symbol_spec("Pyramid",
            usage="Pyramid[{p1, ..., p5}] represents the filled pyramid with quadrilateral "
                  "base p1, ..., p4 and apex p5.",
            examples=[("Volume[Pyramid[{{0, 0, 0}, {1, 0, 0}, {1, 1, 0}, {0, 1, 0}, "
                       "{0, 0, 1}}]]", "1/3"),
                      ("RegionCentroid[Pyramid[{{-1, -1, 0}, {1, -1, 0}, {1, 1, 0}, {-1, 1, 0}, "
                       "{0, 0, 4}}]]", "{0, 0, 1}"),
                      ("Volume[Pyramid[{{0, 0, 0}, {2, 0, 0}, {2, 2, 0}, {0, 2, 0}, "
                       "{1, 1, 3}}]]", "4"),
                      ("SurfaceArea[Pyramid[{{-1, -1, 0}, {1, -1, 0}, {1, 1, 0}, {-1, 1, 0}, "
                       "{0, 0, 1}}]]", "4 + 4 Sqrt[2]"),
                      ("RegionEmbeddingDimension[Pyramid[{{0, 0, 0}, {1, 0, 0}, {1, 1, 0}, "
                       "{0, 1, 0}, {0, 0, 1}}]]", "3")])
symbol_spec("ImplicitRegion", attributes=("Protected", "HoldAll"),
            usage="ImplicitRegion[cond, {x1, ..., xn}] represents the region of the points "
                  "{x1, ..., xn} where cond is True (measured when cond is a ball, an "
                  "ellipsoid or bounds of the variables one after another).",
            examples=[("Area[ImplicitRegion[x^2 + y^2 <= 1, {x, y}]]", "Pi"),
                      ("Volume[ImplicitRegion[x^2 + y^2 + z^2 <= 4, {x, y, z}]]",
                       "(32 Pi)/3"),
                      ("Area[ImplicitRegion[0 <= x <= 1 && 0 <= y <= x, {x, y}]]", "1/2"),
                      ("Area[ImplicitRegion[x^2/4 + y^2 <= 1, {x, y}]]", "2 Pi"),
                      ("ArcLength[ImplicitRegion[x^2 + y^2 == 9, {x, y}]]", "6 Pi")])
symbol_spec("ParametricRegion", attributes=("Protected", "HoldAll"),
            usage="ParametricRegion[{f1, ..., fn}, {{u, umin, umax}, ...}] represents the "
                  "region of the points {f1, ..., fn} as the parameters run over their "
                  "ranges.",
            examples=[("ArcLength[ParametricRegion[{Cos[t], Sin[t]}, {{t, 0, 2 Pi}}]]",
                       "2 Pi"),
                      ("Area[ParametricRegion[{r Cos[t], r Sin[t]}, {{r, 0, 1}, {t, 0, 2 Pi}}]]",
                       "Pi"),
                      ("RegionDimension[ParametricRegion[{t, t^2}, {{t, 0, 1}}]]", "1"),
                      ("RegionEmbeddingDimension[ParametricRegion[{t, t^2, t^3}, "
                       "{{t, 0, 1}}]]", "3"),
                      ("Area[ParametricRegion[{s, t, 0}, {{s, 0, 2}, {t, 0, 3}}]]", "6")])


def _reals(v):
    """A (nested) list of floats as a list of machine numbers."""
    if isinstance(v, (list, tuple)):
        return Expression(_LIST, tuple(_reals(a) for a in v))
    return Real(float(v))


# --- turning an argument into a shape --------------------------------------------------------

def _formula_region(c, x):
    """A Shape for an ImplicitRegion or ParametricRegion that this project understands, or a
    ("param", fs, ranges) / ("bounds", ...) tuple."""
    if not isinstance(x, Expression) or len(x.args) != 2:
        return None
    if x.head is S.ImplicitRegion:
        xs = x.args[1].args if isinstance(x.args[1], Expression) and \
            x.args[1].head is _LIST else None
        if not xs:
            return None
        found = F.implicit_shape(c, c.ev.evaluate(x.args[0]), list(xs))
        if found is None:
            return None
        if found[0] == "bounds":
            return ("bounds", found[1], len(xs))
        _, center, radii, solid = found
        kind = "ellipsoid" if solid else "sphere"
        n = len(xs)
        same = all(c.true(Expression(S.Equal, (r, radii[0]))) for r in radii)
        return Shape(kind, n if solid else n - 1, n, center=center,
                     r=radii[0] if same else None, radii=radii)
    if x.head is S.ParametricRegion:
        fs = to_list(c.ev.evaluate(x.args[0]))
        ranges = to_list(x.args[1])
        if fs is None or ranges is None or not all(isinstance(r, list) and len(r) == 3
                                                    for r in ranges):
            return None
        ranges = [[r[0], c.ev.evaluate(r[1]), c.ev.evaluate(r[2])] for r in ranges]
        return ("param", fs, ranges)
    return None


def region_arg(ev, x):
    """(Calc, Shape or formula tuple) for a region argument, or (Calc, None)."""
    c = Calc(ev)
    s = shape_of(x)
    if s is None:
        s = _formula_region(c, x)
    elif s.kind in FL.KINDS:
        s = FL.finish(c, s)
    else:
        s = SO.finish(c, s)
    return c, s


def _dims(s):
    if isinstance(s, tuple):
        if s[0] == "param":
            return len(s[2]), len(s[1])
        return s[2], s[2]
    return s.dim, s.edim


def _measure(c, s):
    if isinstance(s, tuple):
        if s[0] == "param":
            return F.parametric_measure(c, s[1], s[2])
        specs = [Expression(_LIST, b) for b in s[1]]
        return c.simplify(c.call("Integrate", Integer(1), *specs))
    return M.measure(c, s)


def _derived(ev, name, reg, *rest):
    """A TransformedRegion's or BooleanRegion's answer (derived_regions.py), or NOT_DERIVED."""
    if not isinstance(reg, Expression) or reg.head not in (S.TransformedRegion,
                                                           S.BooleanRegion):
        return _NOT
    from mathilda.builtins.geometry.derived_regions import derived
    return derived(ev, name, reg, *rest)


_NOT = object()


def _measure_builtin(name, dim, usage, examples):
    @builtin(name, nargs=(1, None), usage=usage, examples=examples)
    def fn(ev, expr):
        if len(expr.args) > 1:
            return _parametric_form(ev, expr, dim)
        r = _derived(ev, "RegionMeasure", expr.args[0], dim)
        if r is not _NOT:
            return r
        if MM.is_mesh(expr.args[0]):
            m = expr.args[0]
            if dim is not None and m.dim != dim:
                return S.Undefined
            v = MM.measure(m)
            return Integer(int(v)) if m.dim == 0 else Real(v)
        c, s = region_arg(ev, expr.args[0])
        if s is None:
            return None
        if dim is not None and _dims(s)[0] != dim:
            return S.Undefined
        r = _measure(c, s)
        return r
    fn.__name__ = name
    return fn


def _parametric_form(ev, expr, dim):
    """Area[{x1, ...}, {s, a, b}, {t, c, d}] and its relatives."""
    fs = expr.args[0]
    ranges = expr.args[1:]
    if not all(isinstance(r, Expression) and r.head is _LIST and len(r.args) == 3
               and type(r.args[0]) is Symbol for r in ranges):
        return None
    if dim is not None and len(ranges) != dim:
        return None
    c = Calc(ev)
    params = [r.args[0] for r in ranges]
    fl = to_list(fs)
    if fl is None:
        fl = params + [fs]          # a scalar: the graph {s, t, f}
    return F.parametric_measure(c, fl, [list(r.args) for r in ranges])


_measure_builtin("RegionMeasure", None,
                 "RegionMeasure[reg] gives the measure of the region reg: the count of a "
                 "set of points, the length of a curve, the area of a surface, the volume of "
                 "a solid.",
                 [("RegionMeasure[Line[{{0, 0}, {3, 4}}]]", "5"),
                  ("RegionMeasure[Disk[]]", "Pi"),
                  ("RegionMeasure[Ball[{0, 0, 0}, r]]", "(4 Pi r^3)/3"),
                  ("RegionMeasure[Point[{{1, 2}, {3, 4}}]]", "2"),
                  ("RegionMeasure[Cuboid[{0, 0, 0}, {1, 2, 3}]]", "6")])
_measure_builtin("Area", 2,
                 "Area[reg] gives the area of the two-dimensional region reg (Undefined for "
                 "another dimension); Area[{x1, ..., xn}, {s, s0, s1}, {t, t0, t1}] the area "
                 "of the parametrized surface.",
                 [("Area[Disk[{0, 0}, r]]", "Pi r^2"),
                  ("Area[Sphere[]]", "4 Pi"),
                  ("Area[Rectangle[{0, 0}, {2, 3}]]", "6"),
                  ("Area[Polygon[{{0, 0}, {2, -1}, {1, 0}, {2, 1}}]]", "1"),
                  ("Area[Disk[{0, 0}, {3, 2}]]", "6 Pi"),
                  ("Area[Ball[]]", "Undefined")])
_measure_builtin("Volume", 3,
                 "Volume[reg] gives the volume of the three-dimensional region reg (Undefined "
                 "for another dimension); Volume[{x1, ...}, {r, ...}, {s, ...}, {t, ...}] the "
                 "volume of the parametrized solid.",
                 [("Volume[Ball[]]", "(4 Pi)/3"),
                  ("Volume[Cuboid[{0, 0, 0}, {1, 2, 3}]]", "6"),
                  ("Volume[Cylinder[{{0, 0, 0}, {0, 0, 2}}, 3]]", "18 Pi"),
                  ("Volume[Cone[]]", "(2 Pi)/3"),
                  ("Volume[Disk[]]", "Undefined")])
_measure_builtin("ArcLength", 1,
                 "ArcLength[reg] gives the length of the one-dimensional region reg; "
                 "ArcLength[{x1, ..., xn}, {t, t0, t1}] the length of the parametrized curve.",
                 [("ArcLength[Circle[]]", "2 Pi"),
                  ("ArcLength[Line[{{0, 0}, {1, 1}, {2, 0}}]]", "2 Sqrt[2]"),
                  ("ArcLength[Circle[{0, 0}, r, {0, Pi/2}]]", "(Pi r)/2"),
                  ("ArcLength[{Cos[t], Sin[t], t}, {t, 0, 2 Pi}]", "2 Sqrt[2] Pi"),
                  ("ArcLength[Disk[]]", "Undefined")])


def _boundary_builtin(name, dim, usage, examples):
    @builtin(name, nargs=1, usage=usage, examples=examples)
    def fn(ev, expr):
        if MM.is_mesh(expr.args[0]):
            m = expr.args[0]
            return Real(MM.boundary_measure(m)) if m.dim == dim else S.Undefined
        c, s = region_arg(ev, expr.args[0])
        if s is None or isinstance(s, tuple):
            return None
        if s.dim != dim:
            return S.Undefined
        return M.boundary_measure(c, s)
    fn.__name__ = name
    return fn


_boundary_builtin("Perimeter", 2,
                  "Perimeter[reg] gives the length of the boundary of the two-dimensional "
                  "region reg.",
                  [("Perimeter[Disk[]]", "2 Pi"),
                   ("Perimeter[Rectangle[{0, 0}, {2, 3}]]", "10"),
                   ("Perimeter[Polygon[{{0, 0}, {4, 0}, {4, 3}}]]", "12"),
                   ("Perimeter[Disk[{0, 0}, r, {0, Pi}]]", "2 r + Pi r"),
                   ("Perimeter[Ball[]]", "Undefined")])
_boundary_builtin("SurfaceArea", 3,
                  "SurfaceArea[reg] gives the area of the boundary of the three-dimensional "
                  "region reg.",
                  [("SurfaceArea[Ball[]]", "4 Pi"),
                   ("SurfaceArea[Cuboid[{0, 0, 0}, {1, 2, 3}]]", "22"),
                   ("SurfaceArea[Cylinder[]]", "6 Pi"),
                   ("SurfaceArea[Cone[{{0, 0, 0}, {0, 0, 4}}, 3]]", "24 Pi"),
                   ("SurfaceArea[Disk[]]", "Undefined")])


@builtin("RegionCentroid", nargs=1,
         usage="RegionCentroid[reg] gives the centroid of the region reg.",
         examples=[("RegionCentroid[Triangle[{{0, 0}, {1, 0}, {0, 1}}]]", "{1/3, 1/3}"),
                   ("RegionCentroid[Disk[{1, 2}, 3]]", "{1, 2}"),
                   ("RegionCentroid[Polygon[{{0, 0}, {2, 0}, {2, 1}, {0, 1}}]]", "{1, 1/2}"),
                   ("RegionCentroid[Line[{{0, 0}, {2, 0}, {2, 2}}]]", "{3/2, 1/2}"),
                   ("RegionCentroid[Cone[{{0, 0, 0}, {0, 0, 4}}, 1]]", "{0, 0, 1}")])
def region_centroid(ev, expr):
    r = _derived(ev, "RegionCentroid", expr.args[0])
    if r is not _NOT:
        return r
    if MM.is_mesh(expr.args[0]):
        return _reals(MM.centroid(expr.args[0]))
    c, s = region_arg(ev, expr.args[0])
    if s is None or isinstance(s, tuple):
        return None
    r = M.centroid(c, s)
    return None if r is None else from_list(r)


@builtin("RegionBounds", nargs=1,
         usage="RegionBounds[reg] gives the bounds {{xmin, xmax}, {ymin, ymax}, ...} of the "
               "region reg.",
         examples=[("RegionBounds[Disk[{1, 2}, 3]]", "{{-2, 4}, {-1, 5}}"),
                   ("RegionBounds[Polygon[{{0, 0}, {2, -1}, {1, 3}}]]", "{{0, 2}, {-1, 3}}"),
                   ("RegionBounds[Ball[]]", "{{-1, 1}, {-1, 1}, {-1, 1}}"),
                   ("RegionBounds[Rectangle[{0, 0}, {2, 3}]]", "{{0, 2}, {0, 3}}"),
                   ("RegionBounds[Cylinder[{{0, 0, 0}, {0, 0, 2}}, 1]]",
                    "{{-1, 1}, {-1, 1}, {0, 2}}")])
def region_bounds(ev, expr):
    r = _derived(ev, "RegionBounds", expr.args[0])
    if r is not _NOT:
        return r
    if MM.is_mesh(expr.args[0]):
        return _reals(MM.bounds(expr.args[0]))
    c, s = region_arg(ev, expr.args[0])
    if s is None or isinstance(s, tuple):
        return None
    r = M.bounds(c, s)
    return None if r is None else from_list(r)


@builtin("RegionDimension", nargs=1,
         usage="RegionDimension[reg] gives the geometric dimension of the region reg.",
         examples=[("RegionDimension[Point[{1, 2}]]", "0"),
                   ("RegionDimension[Circle[]]", "1"), ("RegionDimension[Disk[]]", "2"),
                   ("RegionDimension[Sphere[]]", "2"), ("RegionDimension[Ball[]]", "3")])
def region_dimension(ev, expr):
    r = _derived(ev, "RegionDimension", expr.args[0])
    if r is not _NOT:
        return r
    if MM.is_mesh(expr.args[0]):
        return Integer(expr.args[0].dim)
    c, s = region_arg(ev, expr.args[0])
    if s is not None and not isinstance(s, tuple) and s.kind == "empty":
        return c.neg(S.Infinity)
    return None if s is None else Integer(_dims(s)[0])


@builtin("RegionEmbeddingDimension", nargs=1,
         usage="RegionEmbeddingDimension[reg] gives the dimension of the space the region reg "
               "lies in.",
         examples=[("RegionEmbeddingDimension[Point[{1, 2}]]", "2"),
                   ("RegionEmbeddingDimension[Circle[]]", "2"),
                   ("RegionEmbeddingDimension[Sphere[]]", "3"),
                   ("RegionEmbeddingDimension[Line[{{0, 0, 0, 0}, {1, 1, 1, 1}}]]", "4"),
                   ("RegionEmbeddingDimension[Triangle[{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}}]]",
                    "3")])
def region_embedding_dimension(ev, expr):
    r = _derived(ev, "RegionEmbeddingDimension", expr.args[0])
    if r is not _NOT:
        return r
    if MM.is_mesh(expr.args[0]):
        return Integer(expr.args[0].edim)
    c, s = region_arg(ev, expr.args[0])
    return None if s is None else Integer(_dims(s)[1])


# --- moments ----------------------------------------------------------------------------------

def _integral(ev, expr_reg, f):
    from mathilda.algorithms.geometry.integrate import integrate
    c, s = region_arg(ev, expr_reg)
    if s is None:
        return c, None, None
    if isinstance(s, tuple) and s[0] != "bounds":
        return c, s, None
    r = integrate(c, s, f)
    if r is None or (isinstance(r, Expression) and r.head is S.Integrate):
        return c, s, None
    return c, s, c.simplify(r)


@builtin("RegionMoment", nargs=2,
         usage="RegionMoment[reg, {i1, i2, ...}] gives the integral of x1^i1 x2^i2 ... over "
               "the region reg.",
         examples=[("RegionMoment[Rectangle[{0, 0}, {1, 2}], {1, 1}]", "1"),
                   ("RegionMoment[Disk[], {2, 0}]", "Pi/4"),
                   ("RegionMoment[Triangle[{{0, 0}, {1, 0}, {0, 1}}], {1, 0}]", "1/6"),
                   ("RegionMoment[Ball[], {0, 0, 2}]", "(4 Pi)/15"),
                   ("RegionMoment[Cuboid[], {1, 1, 1}]", "1/8")])
def region_moment(ev, expr):
    powers = to_list(expr.args[1])
    if powers is None or any(type(p) is not Integer or p.value < 0 for p in powers):
        return None

    def f(x):
        if len(x) != len(powers):
            raise ValueError
        return ev.call("Times", *[ev.call("Power", a, p) for a, p in zip(x, powers)])
    try:
        return _integral(ev, expr.args[0], f)[2]
    except ValueError:
        return None


def _inertia_closed_form(c, s):
    """The tensor about the centroid of a 2D/3D ellipsoid (solid) or box: diagonal, with
    the second moments m a^2/(n + 2) of an ellipsoid's semi-axis a and m L^2/12 of a box's
    side L; None for other shapes."""
    n = s.edim
    if s.dim != n or n not in (2, 3):
        return None
    if s.kind == "ellipsoid":
        m = M.measure(c, s)
        second = [c.div(c.mul(m, c.pow(r, 2)), Integer(n + 2)) for r in s.radii]
    elif s.kind == "box":
        m = M.measure(c, s)
        second = [c.div(c.mul(m, c.pow(c.sub(h, l), 2)), Integer(12))
                  for l, h in zip(s.lo, s.hi)]
    else:
        return None
    total = c.add(*second)
    return [[c.simplify(c.sub(total, second[i])) if i == j else Integer(0)
             for j in range(n)] for i in range(n)]


@builtin("MomentOfInertia", nargs=(1, 3),
         usage="MomentOfInertia[reg] gives the moment of inertia tensor of the region reg "
               "(unit density) about its centroid; MomentOfInertia[reg, p] about the point "
               "p; MomentOfInertia[reg, p, v] the moment about the axis through p along v.",
         examples=[("MomentOfInertia[Ball[]]",
                    "{{(8 Pi)/15, 0, 0}, {0, (8 Pi)/15, 0}, {0, 0, (8 Pi)/15}}"),
                   ("MomentOfInertia[Disk[]]", "{{Pi/4, 0}, {0, Pi/4}}"),
                   ("MomentOfInertia[Cuboid[], {0, 0, 0}, {0, 0, 1}]", "2/3"),
                   ("MomentOfInertia[Rectangle[{0, 0}, {2, 1}]]", "{{1/6, 0}, {0, 2/3}}"),
                   ("MomentOfInertia[Cuboid[{0, 0, 0}, {1, 1, 1}], {0, 0, 0}]",
                    "{{2/3, -1/4, -1/4}, {-1/4, 2/3, -1/4}, {-1/4, -1/4, 2/3}}")])
def moment_of_inertia(ev, expr):
    c, s = region_arg(ev, expr.args[0])
    if s is None or isinstance(s, tuple):
        return None
    if len(expr.args) >= 2:
        p = to_list(expr.args[1])
        if p is None or len(p) != s.edim:
            return None
    else:
        p = M.centroid(c, s)
        if p is None:
            return None
    n = s.edim
    if len(expr.args) == 1:
        closed = _inertia_closed_form(c, s)
        if closed is not None:
            return from_list(closed)
    if len(expr.args) == 3:
        v = to_list(expr.args[2])
        if v is None or len(v) != n:
            return None
        vv = c.dot(v, v)

        def f(x):
            d = c.vsub(x, p)
            along = c.dot(d, v)
            return c.sub(c.dot(d, d), c.div(c.pow(along, 2), vv))
        return _integral(ev, expr.args[0], f)[2]
    rows = []
    for i in range(n):
        row = []
        for j in range(n):
            def f(x, i=i, j=j):
                d = c.vsub(x, p)
                e = c.neg(c.mul(d[i], d[j]))
                return c.add(c.dot(d, d), e) if i == j else e
            r = _integral(ev, expr.args[0], f)[2]
            if r is None:
                return None
            row.append(r)
        rows.append(row)
    return from_list(rows)
