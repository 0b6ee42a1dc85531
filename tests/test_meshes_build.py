"""Building meshes: hulls, Delaunay and Voronoi meshes, ArrayMesh, DiscretizeRegion and its
relatives, RegionBoundary.  Exact outputs where the construction is determined; measures
checked against closed forms (inscribed polygons) and SciPy."""

import math

import pytest

from mathilda import Session


def run(src):
    s = Session()
    r = s.evaluate(src)
    return str(r), [str(m) for m in s.messages]


CASES = [
    ("ConvexHullMesh[{{0, 0}, {2, 0}, {1, 1}, {2, 2}, {0, 2}}]",
     "BoundaryMeshRegion[{{0., 0.}, {2., 0.}, {2., 2.}, {0., 2.}}, {Line[{1, 2, 3, 4, 1}]}]"),
    ("ConvexHullMesh[{{3}, {1}, {2}}]", "BoundaryMeshRegion[{{1.}, {3.}}, {Point[1], Point[2]}]"),
    ("MeshCellCount[ConvexHullMesh[Tuples[{0, 1}, 3]]]", "{8, 12, 6}"),
    ("{Volume[ConvexHullMesh[Tuples[{0, 1}, 3]]], SurfaceArea[ConvexHullMesh[Tuples[{0, 1}, "
     "3]]]}", "{1., 6.}"),
    ("RegionCentroid[ConvexHullMesh[Tuples[{0, 2}, 3]]]", "{1., 1., 1.}"),
    ("ConvexHullRegion[{{0, 0}, {2, 0}, {1, 1}, {2, 2}, {0, 2}}]",
     "Polygon[{{0, 0}, {2, 0}, {2, 2}, {0, 2}}]"),
    ("ConvexHullRegion[{{0, 0}, {1/2, 0}, {0, 1/3}}]", "Polygon[{{0, 0}, {1/2, 0}, {0, 1/3}}]"),
    ("DelaunayMesh[{{0, 0}, {1, 0}, {0, 1}}]",
     "MeshRegion[{{0., 0.}, {1., 0.}, {0., 1.}}, {Triangle[{1, 2, 3}]}]"),
    ("DelaunayMesh[{{2}, {0}, {1}}]",
     "MeshRegion[{{2.}, {0.}, {1.}}, {Line[{2, 3}], Line[{3, 1}]}]"),
    ("MeshCellCount[DelaunayMesh[{{0, 0}, {1, 0}, {0, 1}, {1, 1}, {1/2, 1/3}}]]",
     "{5, 8, 4}"),
    ("Volume[DelaunayMesh[Tuples[{0, 1}, 3]]]", "1."),
    ("MeshCells[VoronoiMesh[{{0, 0}, {2, 0}}, {{-1, 3}, {-1, 1}}], 2]",
     "{Polygon[{1, 2, 3, 4}], Polygon[{2, 5, 6, 3}]}"),
    ("Area /@ MeshPrimitives[VoronoiMesh[{{0, 0}, {2, 0}}, {{-1, 3}, {-1, 1}}], 2]",
     "{4., 4.}"),
    ("Area[VoronoiMesh[{{0, 0}, {1, 0}, {0, 1}, {1, 1}}]]", "1.44"),
    ("MeshCoordinates[VoronoiMesh[{{0}, {2}, {3}}, {{-1, 4}}]]", "{{-1.}, {1.}, {2.5}, {4.}}"),
    ("ArrayMesh[{1, 0, 1}]",
     "MeshRegion[{{0.}, {1.}, {2.}, {3.}}, {Line[{1, 2}], Line[{3, 4}]}]"),
    ("ArrayMesh[{{1, 0}, {0, 1}}]",
     "MeshRegion[{{0., 1.}, {1., 1.}, {1., 2.}, {0., 2.}, {1., 0.}, {2., 0.}, {2., 1.}}, "
     "{Polygon[{1, 2, 3, 4}], Polygon[{5, 6, 7, 2}]}]"),
    ("{Area[ArrayMesh[{{1, 0}, {1, 1}}]], MeshCellCount[ArrayMesh[{{1, 0}, {1, 1}}]]}",
     "{3., {8, 10, 3}}"),
    ("ArrayMesh[{{0, 0}}]", "EmptyRegion[2]"),
    ("Volume[ArrayMesh[{{{1, 1}, {0, 1}}}]]", "3."),
    ("DiscretizeRegion[Triangle[]]",
     "MeshRegion[{{0., 0.}, {1., 0.}, {0., 1.}}, {Triangle[{1, 2, 3}]}]"),
    ("Area[DiscretizeRegion[Polygon[{{0, 0}, {2, 0}, {2, 2}, {1, 1}, {0, 2}}]]]", "3."),
    ("MeshCellCount[DiscretizeRegion[Rectangle[], MaxCellMeasure -> 0.125]]", "{9, 16, 8}"),
    ("MeshCellCount[DiscretizeRegion[Rectangle[], MaxCellMeasure -> {\"Area\" -> 0.032}]]",
     "{25, 56, 32}"),
    ("{Volume[DiscretizeRegion[Cuboid[{0, 0, 0}, {1, 2, 3}]]], "
     "MeshCellCount[DiscretizeRegion[Cuboid[]], 3]}", "{6., 6}"),
    ("MeshCellCount[DiscretizeRegion[Cuboid[], MaxCellMeasure -> 0.05], 3]", "48"),
    ("ArcLength[DiscretizeRegion[Line[{{0, 0}, {3, 4}}], MaxCellMeasure -> 1]]", "5."),
    ("MeshCellCount[DiscretizeRegion[Line[{{0, 0}, {3, 4}}], MaxCellMeasure -> 1], 1]", "5"),
    ("DiscretizeRegion[Point[{{0, 0}, {1, 2}}]]",
     "MeshRegion[{{0., 0.}, {1., 2.}}, {Point[1], Point[2]}]"),
    ("Volume[DiscretizeRegion[Tetrahedron[{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}}]]]",
     "0.166667"),
    ("Area[DiscretizeRegion[Parallelogram[{0, 0}, {{2, 0}, {1, 2}}]]]", "4."),
    ("RegionDimension /@ {DiscretizeRegion[Circle[]], DiscretizeRegion[Sphere[]], "
     "DiscretizeRegion[Ball[]]}", "{1, 2, 3}"),
    ("BoundaryDiscretizeRegion[Rectangle[{0, 0}, {2, 1}]]",
     "BoundaryMeshRegion[{{0., 1.}, {0., 0.}, {2., 0.}, {2., 1.}}, {Line[{1, 2, 3, 4, 1}]}]"),
    ("{Volume[BoundaryDiscretizeRegion[Cuboid[]]], "
     "MeshCellCount[BoundaryDiscretizeRegion[Cuboid[]]]}", "{1., {8, 18, 12}}"),
    ("MeshCellCount[BoundaryDiscretizeRegion[Annulus[{0, 0}, {1, 2}]]]", "{77, 77}"),
    ("Area[DiscretizeGraphics[Graphics[{Red, Rectangle[{0, 0}, {1, 1}], "
     "Triangle[{{2, 0}, {3, 0}, {2, 1}}]}]]]", "1.5"),
    ("MeshCellCount[DiscretizeGraphics[{Point[{0, 0}], Line[{{1, 0}, {2, 0}}]}]]", "{3, 1}"),
    ("Volume[DiscretizeGraphics[Graphics3D[Cuboid[]]]]", "1."),
    ("RegionBoundary[Disk[{1, 2}, 3]]", "Circle[{1, 2}, 3]"),
    ("RegionBoundary[Ball[]]", "Sphere[{0, 0, 0}]"),
    ("RegionBoundary[Rectangle[{0, 0}, {2, 1}]]",
     "Line[{{0, 0}, {2, 0}, {2, 1}, {0, 1}, {0, 0}}]"),
    ("RegionBoundary[MeshRegion[{{0, 0}, {1, 0}, {0, 1}}, Triangle[{1, 2, 3}]]]",
     "MeshRegion[{{0., 0.}, {1., 0.}, {0., 1.}}, {Line[{1, 2}], Line[{2, 3}], Line[{3, 1}]}]"),
    ("ArcLength[RegionBoundary[ConvexHullMesh[{{0, 0}, {3, 0}, {0, 4}}]]]", "12."),
    ("MeshCellCount[RegionBoundary[DiscretizeRegion[Cuboid[]]]]", "{8, 18, 12}"),
    ("Area[RegionBoundary[DiscretizeRegion[Cuboid[]]]]", "6."),
]


@pytest.mark.parametrize("src, want", CASES)
def test_cases(src, want):
    got, msgs = run(src)
    assert got == want
    assert msgs == []


MESSAGES = [
    ("ConvexHullMesh[{{0, 0}, {1, 1}, {2, 2}}]", "ConvexHullMesh::degen: The points {{0, 0}, "
     "{1, 1}, {2, 2}} are degenerate: they do not span their space."),
    ("ConvexHullMesh[x]", "ConvexHullMesh::pts: x is not a non-empty list of points of equal "
     "dimension 1, 2 or 3 with real coordinates."),
    ("DelaunayMesh[{{0, 0}, {1, 1}}]", "DelaunayMesh::degen: The points {{0, 0}, {1, 1}} are "
     "degenerate: they do not span their space."),
    ("VoronoiMesh[{{0, 0}, {1, 1}}, {{1, 0}, {0, 1}}]", "VoronoiMesh::bds: {{1, 0}, {0, 1}} is "
     "not a valid bounds specification {{xmin, xmax}, {ymin, ymax}}."),
    ("ArrayMesh[{{1, 0}, {1}}]", "ArrayMesh::array: {{1, 0}, {1}} is not a rectangular array "
     "of numbers of depth 1, 2 or 3."),
    ("DiscretizeRegion[InfiniteLine[{0, 0}, {1, 1}]]", "DiscretizeRegion::unsup: The region "
     "InfiniteLine[{0, 0}, {1, 1}] cannot be discretized."),
    ("DiscretizeRegion[Disk[], MaxCellMeasure -> x]", "DiscretizeRegion::mcm: The value x of "
     "MaxCellMeasure is not a positive number or a list of rules \"Length\" | \"Area\" | "
     "\"Volume\" -> number."),
    ("DiscretizeRegion[ImplicitRegion[x^3 + y <= 1, {x, y}]]", "DiscretizeRegion::bdd: The "
     "region ImplicitRegion[x^3 + y <= 1, {x, y}] needs bounds {{xmin, xmax}, ...} to be "
     "discretized."),
    ("DiscretizeGraphics[Graphics[{Text[\"a\", {0, 0}]}]]", "DiscretizeGraphics::unsup: The "
     "region Text[\"a\", {0, 0}] cannot be discretized."),
]


@pytest.mark.parametrize("src, msg", MESSAGES)
def test_messages(src, msg):
    got, msgs = run(src)
    assert got.split("[")[0] == src.split("[")[0]      # returned unevaluated
    assert msgs == [msg]


def _num(src):
    return Session().evaluate(src).to_python()


def test_disk_is_an_inscribed_polygon():
    """The default disk mesh has 51 boundary points (2 Pi / (2/16), rounded up): its area
    and perimeter are those of the inscribed regular 51-gon."""
    n = 51
    assert abs(_num("Area[DiscretizeRegion[Disk[]]]") - n / 2 * math.sin(2 * math.pi / n)) \
        < 1e-12
    assert abs(_num("Perimeter[DiscretizeRegion[Disk[]]]") - 2 * n * math.sin(math.pi / n)) \
        < 1e-12
    a = _num("Area[DiscretizeRegion[Disk[{1, 2}, {3, 1}], MaxCellMeasure -> 0.05]]")
    assert abs(a - 3 * math.pi) < 0.03
    m = _num("Max[Area /@ MeshPrimitives[DiscretizeRegion[Disk[], MaxCellMeasure -> 0.02], "
             "2]]")
    assert m <= 0.02


def test_ball_volume_is_its_hull_volume():
    """The ball mesh is the Delaunay mesh of its points: its volume is their hull's (SciPy)."""
    import numpy as np
    from scipy.spatial import ConvexHull
    s = Session()
    s.evaluate("b = DiscretizeRegion[Ball[{0, 0, 0}, 2]];")
    pts = np.array(s.evaluate("MeshCoordinates[b]").to_python())
    v = s.evaluate("Volume[b]").to_python()
    assert abs(v - ConvexHull(pts).volume) < 1e-9
    assert abs(v - 32 * math.pi / 3) < 0.05 * 32 * math.pi / 3
    assert s.evaluate("RegionMember[b, {{0, 0, 0}, {1.9, 1.9, 0}}]").to_python() == \
        [True, False]


def test_annulus_and_implicit_and_parametric():
    assert abs(_num("Area[DiscretizeRegion[Annulus[{0, 0}, {1, 2}]]]") - 3 * math.pi) < 0.02
    a = _num("Area[DiscretizeRegion[ImplicitRegion[x^2 + y^2 <= 1, {x, y}], "
             "{{-1, 1}, {-1, 1}}]]")
    assert abs(a - math.pi) < 0.01
    a = _num("Area[DiscretizeRegion[ImplicitRegion[x^2/4 + y^2 <= 1 && y >= 0, {x, y}], "
             "{{-2, 2}, {-1, 1}}]]")
    assert abs(a - math.pi) < 0.02
    length = _num("ArcLength[DiscretizeRegion[ImplicitRegion[x^2 + y^2 == 1, {x, y}], "
                  "{{-2, 2}, {-2, 2}}]]")
    assert abs(length - 2 * math.pi) < 0.01
    # a parametric circle of 101 samples: the inscribed 100-gon
    length = _num("ArcLength[DiscretizeRegion[ParametricRegion[{Cos[t], Sin[t]}, "
                  "{{t, 0, 2 Pi}}]]]")
    assert abs(length - 200 * math.sin(math.pi / 100)) < 1e-9
    a = _num("Area[DiscretizeRegion[ParametricRegion[{s, t}, {{s, 0, 2}, {t, 0, 3}}]]]")
    assert abs(a - 6) < 1e-9


def test_voronoi_against_scipy():
    """Every finite SciPy Voronoi vertex of a random site set is a vertex of our mesh, and
    the cells tile the box."""
    import numpy as np
    from scipy.spatial import Voronoi
    rng = np.random.default_rng(3)
    pts = rng.random((12, 2)).round(4)
    lst = "{" + ", ".join("{%r, %r}" % (float(x), float(y)) for x, y in pts) + "}"
    s = Session()
    s.evaluate("v = VoronoiMesh[%s, {{-1, 2}, {-1, 2}}];" % lst)
    assert abs(s.evaluate("Area[v]").to_python() - 9) < 1e-9
    mine = np.array(s.evaluate("MeshCoordinates[v]").to_python())
    for q in Voronoi(pts).vertices:
        if -1 <= q[0] <= 2 and -1 <= q[1] <= 2:
            assert np.min(np.linalg.norm(mine - q, axis=1)) < 1e-6
    assert s.evaluate("MeshCellCount[v, 2]").to_python() == 12
