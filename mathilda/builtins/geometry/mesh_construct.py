"""Making mesh regions: ConvexHullMesh, ConvexHullRegion, DelaunayMesh, VoronoiMesh,
ArrayMesh, DiscretizeRegion, BoundaryDiscretizeRegion, DiscretizeGraphics, RegionBoundary
and TriangulateMesh.  The meshes have machine coordinates; SciPy's Qhull is loaded on the
first hull or triangulation."""

from mathilda.algorithms.geometry import mesh as MM
from mathilda.algorithms.geometry import meshgen as G
from mathilda.algorithms.geometry.calc import py_number, to_list
from mathilda.core.expr import Expression, Integer, S
from mathilda.core.registry import builtin
from mathilda.builtins.geometry.meshes import coordinates

_LIST = S.List
_PTS_MSG = {"pts": "`1` is not a non-empty list of points of equal dimension 1, 2 or 3 "
                   "with real coordinates.",
            "degen": "The points `1` are degenerate: they do not span their space."}


def _points(ev, name, x):
    pts = coordinates(ev, x)
    if pts is None:
        ev.message(name, "pts", x)
    return pts


def _built(ev, name, x, build):
    """(points, coords, cells) of build (G.convex_hull, G.delaunay) on the points x; None
    after name::pts or name::degen."""
    pts = _points(ev, name, x)
    if pts is None:
        return None
    try:
        return (pts,) + tuple(build(pts))
    except G.Degenerate:
        ev.message(name, "degen", x)
        return None


def _mesh(coords, cells, boundary=False):
    return MM.make_mesh(coords, cells, boundary)


@builtin("ConvexHullMesh", nargs=1, messages=_PTS_MSG,
         usage="ConvexHullMesh[{p1, p2, ...}] gives the convex hull of the points as a "
               "BoundaryMeshRegion (end points in 1D, a Line loop in 2D, polygon faces in 3D, "
               "coplanar triangles merged).",
         examples=[("ConvexHullMesh[{{0, 0}, {2, 0}, {1, 1}, {2, 2}, {0, 2}}]",
                    "BoundaryMeshRegion[{{0., 0.}, {2., 0.}, {2., 2.}, {0., 2.}}, "
                    "{Line[{1, 2, 3, 4, 1}]}]"),
                   ("Area[ConvexHullMesh[{{0, 0}, {2, 0}, {1, 1}, {2, 2}, {0, 2}}]]", "4."),
                   ("MeshCellCount[ConvexHullMesh[Tuples[{0, 1}, 3]]]", "{8, 12, 6}"),
                   ("Volume[ConvexHullMesh[Tuples[{0, 2}, 3]]]", "8."),
                   ("ConvexHullMesh[{{0, 0}, {1, 1}, {2, 2}}]",
                    "ConvexHullMesh[{{0, 0}, {1, 1}, {2, 2}}]",
                    ["ConvexHullMesh::degen: The points {{0, 0}, {1, 1}, {2, 2}} are "
                     "degenerate: they do not span their space."])])
def convex_hull_mesh(ev, expr):
    r = _built(ev, "ConvexHullMesh", expr.args[0], G.convex_hull)
    if r is None:
        return None
    _, coords, cells = r
    return _mesh(coords, cells, True)


@builtin("ConvexHullRegion", nargs=1, messages=_PTS_MSG,
         usage="ConvexHullRegion[{p1, p2, ...}] gives the convex hull of the points as a "
               "region with the points' own (exact) coordinates: a Line in 1D, a Polygon in "
               "2D (counterclockwise from the lowest-leftmost corner), a Polyhedron in 3D.",
         examples=[("ConvexHullRegion[{{0, 0}, {2, 0}, {1, 1}, {2, 2}, {0, 2}}]",
                    "Polygon[{{0, 0}, {2, 0}, {2, 2}, {0, 2}}]"),
                   ("ConvexHullRegion[{{3}, {1}, {2}}]", "Line[{{1}, {3}}]"),
                   ("Area[ConvexHullRegion[{{0, 0}, {1, 0}, {0, 1}, {1/4, 1/4}}]]", "1/2"),
                   ("Volume[ConvexHullRegion[Tuples[{0, 1}, 3]]]", "1")])
def convex_hull_region(ev, expr):
    r = _built(ev, "ConvexHullRegion", expr.args[0], G.convex_hull)
    if r is None:
        return None
    pts, coords, cells = r
    exact = [list(p.args) for p in expr.args[0].args]
    by_float = {}
    for f, e in zip(pts, exact):
        by_float.setdefault(tuple(f), e)

    def back(p):
        return Expression(_LIST, tuple(by_float[tuple(p)]))
    if len(pts[0]) == 1:
        return Expression(S.Line, (Expression(_LIST, tuple(back(p) for p in coords)),))
    if len(pts[0]) == 2:
        loop = cells[0][1][:-1]
        return Expression(S.Polygon, (Expression(_LIST, tuple(back(coords[i])
                                                             for i in loop)),))
    faces = Expression(_LIST, tuple(Expression(_LIST, tuple(Integer(i + 1) for i in idx))
                                    for _, idx in cells))
    return Expression(S.Polyhedron, (Expression(_LIST, tuple(back(p) for p in coords)),
                                     faces))


@builtin("DelaunayMesh", nargs=1, messages=_PTS_MSG,
         usage="DelaunayMesh[{p1, p2, ...}] gives the Delaunay triangulation of the points as "
               "a MeshRegion: segments in 1D, counterclockwise triangles in 2D, positively "
               "oriented tetrahedra in 3D.",
         examples=[("MeshCellCount[DelaunayMesh[{{0, 0}, {1, 0}, {0, 1}, {1, 1}, "
                    "{1/2, 1/3}}]]", "{5, 8, 4}"),
                   ("Area[DelaunayMesh[{{0, 0}, {3, 0}, {3, 2}, {0, 2}, {1, 1}}]]", "6."),
                   ("DelaunayMesh[{{2}, {0}, {1}}]",
                    "MeshRegion[{{2.}, {0.}, {1.}}, {Line[{2, 3}], Line[{3, 1}]}]"),
                   ("Volume[DelaunayMesh[Tuples[{0, 1}, 3]]]", "1.")])
def delaunay_mesh(ev, expr):
    r = _built(ev, "DelaunayMesh", expr.args[0], G.delaunay)
    if r is None:
        return None
    _, coords, cells = r
    return _mesh(coords, cells)


def _bounds_arg(ev, x, d):
    b = to_list(x)
    if b is None or len(b) != d:
        return None
    out = []
    for r in b:
        if not isinstance(r, list) or len(r) != 2:
            return None
        lo, hi = (py_number(ev.call("N", v)) for v in r)
        if lo is None or hi is None or isinstance(lo, complex) or not lo < hi:
            return None
        out.append([float(lo), float(hi)])
    return out


@builtin("VoronoiMesh", nargs=(1, 2), messages=dict(_PTS_MSG, bds="`1` is not a valid "
                                                     "bounds specification {{xmin, xmax}, "
                                                     "{ymin, ymax}}."),
         usage="VoronoiMesh[{p1, p2, ...}] gives the Voronoi cells of the points in the plane "
               "(one Polygon per point, in order) inside the bounding box of the points "
               "enlarged by a tenth of its size on each side; VoronoiMesh[pts, {{xmin, "
               "xmax}, {ymin, ymax}}] inside the given box; in 1D the cells are intervals.",
         examples=[("MeshCellCount[VoronoiMesh[{{0, 0}, {1, 0}, {0, 1}, {1, 1}}], 2]", "4"),
                   ("Area[VoronoiMesh[{{0, 0}, {1, 0}, {0, 1}, {1, 1}}, {{-1, 2}, {-1, 2}}]]",
                    "9."),
                   ("MeshCells[VoronoiMesh[{{0, 0}, {2, 0}}, {{-1, 3}, {-1, 1}}], 2]",
                    "{Polygon[{1, 2, 3, 4}], Polygon[{2, 5, 6, 3}]}"),
                   ("MeshCoordinates[VoronoiMesh[{{0}, {2}, {3}}, {{-1, 4}}]]",
                    "{{-1.}, {1.}, {2.5}, {4.}}")])
def voronoi_mesh(ev, expr):
    pts = _points(ev, "VoronoiMesh", expr.args[0])
    if pts is None:
        return None
    d = len(pts[0])
    if d == 3:
        return None
    if len(expr.args) == 2:
        box = _bounds_arg(ev, expr.args[1], d)
        if box is None:
            ev.message("VoronoiMesh", "bds", expr.args[1])
            return None
    else:
        box = []
        for i in range(d):
            lo, hi = min(p[i] for p in pts), max(p[i] for p in pts)
            pad = (hi - lo) / 10.0 if hi > lo else 1.0
            box.append([lo - pad, hi + pad])
    if d == 1:
        xs = sorted({p[0] for p in pts})
        cuts = [box[0][0]] + [(a + b) / 2 for a, b in zip(xs, xs[1:])] + [box[0][1]]
        coords = [[x] for x in cuts]
        return _mesh(coords, [("Line", (i, i + 1)) for i in range(len(cuts) - 1)])
    coords, cells = G.voronoi(pts, box)
    return _mesh(coords, cells)


def _array(x, depth=0):
    if isinstance(x, Expression) and x.head is _LIST:
        return [_array(a, depth + 1) for a in x.args]
    v = py_number(x)
    return None if v is None else v


def _depth(a):
    return 1 + _depth(a[0]) if isinstance(a, list) and a else 0


@builtin("ArrayMesh", nargs=1,
         messages={"array": "`1` is not a rectangular array of numbers of depth 1, 2 or 3."},
         usage="ArrayMesh[array] gives a MeshRegion of unit cells where the elements of array "
               "are nonzero: segments for a vector, squares for a matrix (the first row at "
               "the top, as ArrayPlot draws it), cubes (Hexahedron) for a depth-3 array "
               "(element {i, j, k} at {i - 1, j - 1, k - 1}).",
         examples=[("Area[ArrayMesh[{{1, 0}, {1, 1}}]]", "3."),
                   ("MeshCellCount[ArrayMesh[{{1, 0}, {1, 1}}]]", "{8, 10, 3}"),
                   ("ArrayMesh[{1, 0, 1}]",
                    "MeshRegion[{{0.}, {1.}, {2.}, {3.}}, {Line[{1, 2}], Line[{3, 4}]}]"),
                   ("Volume[ArrayMesh[{{{1, 1}, {0, 1}}}]]", "3."),
                   ("ArrayMesh[{{1, 0}, {1}}]", "ArrayMesh[{{1, 0}, {1}}]",
                    ["ArrayMesh::array: {{1, 0}, {1}} is not a rectangular array of numbers "
                     "of depth 1, 2 or 3."])])
def array_mesh(ev, expr):
    dims = ev.call("Dimensions", expr.args[0])
    arr = _array(expr.args[0])
    nd = len(dims.args) if isinstance(dims, Expression) else 0
    ok = arr is not None and 1 <= nd <= 3 and _depth(arr) == nd

    def numbers(a):
        return all(numbers(x) for x in a) if isinstance(a, list) else a is not None
    if not ok or not numbers(arr):
        ev.message("ArrayMesh", "array", expr.args[0])
        return None
    coords, cells = G.array_mesh(arr, nd)
    if not cells:
        return Expression(S.EmptyRegion, (Integer(nd),))
    return _mesh(coords, cells)
