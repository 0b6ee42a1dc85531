"""Mesh regions: construction, printing, cells, measures and the region functions on meshes.
Expected values are worked out by hand (shoelace, simplex volumes) or with SciPy."""

import math

import pytest

from mathilda import Session

TRI = "MeshRegion[{{0, 0}, {1, 0}, {0, 1}}, Triangle[{1, 2, 3}]]"
SQ = "{{0, 0}, {4, 0}, {4, 4}, {0, 4}, {1, 1}, {2, 1}, {2, 2}, {1, 2}}"
HOLE = "BoundaryMeshRegion[" + SQ + ", Line[{1, 2, 3, 4, 1}], Line[{5, 6, 7, 8, 5}]]"
TET = "MeshRegion[{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, Tetrahedron[{1, 2, 3, 4}]]"
CUBE = ("BoundaryMeshRegion[{{0, 0, 0}, {1, 0, 0}, {1, 1, 0}, {0, 1, 0}, {0, 0, 1}, {1, 0, 1}, "
        "{1, 1, 1}, {0, 1, 1}}, {Polygon[{1, 4, 3, 2}], Polygon[{5, 6, 7, 8}], "
        "Polygon[{1, 2, 6, 5}], Polygon[{2, 3, 7, 6}], Polygon[{3, 4, 8, 7}], "
        "Polygon[{4, 1, 5, 8}]}]")
LSHAPE = "MeshRegion[{{0, 0}, {2, 0}, {2, 1}, {1, 1}, {1, 2}, {0, 2}}, Polygon[{1, 2, 3, 4, 5, 6}]]"


def run(src):
    s = Session()
    r = s.evaluate(src)
    return str(r), [str(m) for m in s.messages]


CASES = [
    # printing and the atom
    (TRI, "MeshRegion[{{0., 0.}, {1., 0.}, {0., 1.}}, {Triangle[{1, 2, 3}]}]"),
    ("InputForm[" + TRI + "]",
     "MeshRegion[{{0., 0.}, {1., 0.}, {0., 1.}}, {Triangle[{1, 2, 3}]}]"),
    ("AtomQ[" + TRI + "]", "True"),
    ("Head[" + TRI + "]", "MeshRegion"),
    ("MeshRegion[{{0, 0}, {1, 0}, {0, 1}}, Triangle[{{1, 2, 3}}]] === " + TRI, "True"),
    ("MeshRegion[{{0, 0}, {9, 9}, {1, 0}}, Line[{1, 3}]]",
     "MeshRegion[{{0., 0.}, {1., 0.}}, {Line[{1, 2}]}]"),
    ("DiscretizeRegion[Disk[]]", "MeshRegion[{{1., 0.}, ...}, {Triangle[{31, 60, 52}], ...}]"),
    ("MeshRegion[" + TRI + ", PlotTheme -> \"Lines\"]",
     "MeshRegion[{{0., 0.}, {1., 0.}, {0., 1.}}, {Triangle[{1, 2, 3}]}, "
     "PlotTheme -> Lines]"),
    # the Q functions
    ("{MeshRegionQ[" + TRI + "], BoundaryMeshRegionQ[" + TRI + "], MeshRegionQ[" + HOLE
     + "], BoundaryMeshRegionQ[" + HOLE + "]}", "{True, False, False, True}"),
    # cells
    ("MeshCellCount[" + TRI + "]", "{3, 3, 1}"),
    ("MeshCellCount[" + TET + "]", "{4, 6, 4, 1}"),
    ("MeshCellCount[" + CUBE + "]", "{8, 12, 6}"),
    ("MeshCellCount[" + HOLE + "]", "{8, 8}"),
    ("MeshCellCount[" + TRI + ", 2]", "1"),
    ("MeshCellCount[" + TRI + ", {1, All}]", "3"),
    ("MeshCells[" + TET + ", 2]",
     "{Triangle[{1, 3, 2}], Triangle[{1, 2, 4}], Triangle[{2, 3, 4}], Triangle[{1, 4, 3}]}"),
    ("MeshCells[" + TRI + ", {1, {1, -1}}]", "{Line[{1, 2}], Line[{3, 1}]}"),
    ("MeshCells[" + HOLE + ", {1, 5}]", "Line[{5, 6}]"),
    ("MeshCells[MeshRegion[{{0}, {1}, {3}}, Line[{1, 2, 3}]], 1]",
     "{Line[{1, 2}], Line[{2, 3}]}"),
    ("MeshPrimitives[" + TRI + ", 1]",
     "{Line[{{0., 0.}, {1., 0.}}], Line[{{1., 0.}, {0., 1.}}], Line[{{0., 1.}, {0., 0.}}]}"),
    ("MeshPrimitives[" + TET + ", 3]",
     "{Tetrahedron[{{0., 0., 0.}, {1., 0., 0.}, {0., 1., 0.}, {0., 0., 1.}}]}"),
    ("MeshCellIndex[" + TET + ", Triangle[{4, 3, 2}]]", "{2, 3}"),
    ("MeshCellIndex[" + TRI + ", {Point[2], Line[{1, 3}]}]", "{{0, 2}, {1, 3}}"),
    ("MeshCellIndex[" + TRI + ", 2]", "{{2, 1}}"),
    ("MeshCoordinates[" + HOLE + "][[5]]", "{1., 1.}"),
    # measures: a triangle 1/2, the L shape 3 (shoelace), a square with a hole 16 - 1
    ("{Area[" + TRI + "], Perimeter[" + TRI + "], RegionMeasure[" + TRI + "]}",
     "{0.5, 3.41421, 0.5}"),
    ("{Area[" + LSHAPE + "], Perimeter[" + LSHAPE + "], RegionCentroid[" + LSHAPE + "]}",
     "{3., 8., {0.833333, 0.833333}}"),
    ("{Area[" + HOLE + "], Perimeter[" + HOLE + "], RegionCentroid[" + HOLE + "]}",
     "{15., 20., {2.03333, 2.03333}}"),
    ("{Volume[" + TET + "], SurfaceArea[" + TET + "], RegionCentroid[" + TET + "]}",
     "{0.166667, 2.36603, {0.25, 0.25, 0.25}}"),
    ("{Volume[" + CUBE + "], SurfaceArea[" + CUBE + "], RegionCentroid[" + CUBE + "]}",
     "{1., 6., {0.5, 0.5, 0.5}}"),
    ("ArcLength[MeshRegion[{{0, 0}, {3, 4}, {3, 0}}, Line[{1, 2, 3}]]]", "9."),
    ("RegionMeasure[MeshRegion[{{0, 0}, {3, 4}}, Point[{1, 2}]]]", "2"),
    ("{Area[" + TET + "], Volume[" + TRI + "], ArcLength[" + TRI + "]}",
     "{Undefined, Undefined, Undefined}"),
    ("RegionMeasure[BoundaryMeshRegion[{{0}, {1}, {3}, {7}}, Point[{1, 2, 3, 4}]]]", "5."),
    ("RegionCentroid[BoundaryMeshRegion[{{0}, {1}, {3}, {7}}, Point[{1, 2, 3, 4}]]]", "{4.1}"),
    # dimensions and bounds
    ("{RegionDimension[" + TRI + "], RegionEmbeddingDimension[" + TRI + "]}", "{2, 2}"),
    ("{RegionDimension[" + CUBE + "], RegionDimension[RegionBoundary[" + CUBE + "]]}",
     "{3, 2}"),
    ("RegionDimension[MeshRegion[{{0, 0, 0}, {1, 1, 1}}, Line[{1, 2}]]]", "1"),
    ("RegionBounds[" + HOLE + "]", "{{0., 4.}, {0., 4.}}"),
    # membership, distances, nearest points
    ("RegionMember[" + TRI + ", {{0.2, 0.2}, {1, 1}, {0.5, 0.5}}]", "{True, False, True}"),
    ("RegionMember[" + HOLE + ", {{1.5, 1.5}, {3, 3}, {5, 5}}]", "{False, True, False}"),
    ("RegionMember[" + CUBE + ", {{0.5, 0.5, 0.5}, {1.5, 0.5, 0.5}}]", "{True, False}"),
    ("RegionMember[" + LSHAPE + ", {{1.5, 1.5}, {0.5, 1.5}}]", "{False, True}"),
    ("RegionDistance[" + TRI + ", {1, 1}]", "0.707107"),
    ("RegionDistance[" + HOLE + ", {1.5, 1.2}]", "0.2"),
    ("RegionDistance[" + CUBE + ", {2, 0.5, 0.5}]", "1."),
    ("RegionNearest[" + TRI + ", {2, 0}]", "{1., 0.}"),
    ("RegionNearest[" + HOLE + ", {1.5, 1.2}]", "{1.5, 1.}"),
    ("SignedRegionDistance[" + CUBE + ", {0.5, 0.5, 0.4}]", "-0.4"),
    ("SignedRegionDistance[" + HOLE + ", {3, 2}]", "-1."),
    # drawing
    ("Show[" + TRI + "]", "-Graphics-"),
    ("Show[" + TET + "]", "-Graphics3D-"),
    ("Head[Show[" + TRI + ", Graphics[Point[{1, 1}]]]]", "Graphics"),
]


@pytest.mark.parametrize("src, want", CASES)
def test_cases(src, want):
    got, msgs = run(src)
    assert got == want
    assert msgs == []


MESSAGES = [
    ("MeshRegion[{{0, 0}, {1, 0}}, Line[{1, 3}]]",
     "MeshRegion[{{0, 0}, {1, 0}}, Line[{1, 3}]]",
     "MeshRegion::mcind: The index 3 in the cell Line[{1, 3}] does not refer to a coordinate."),
    ("MeshRegion[{{0, 0}, {1}}, Point[1]]", "MeshRegion[{{0, 0}, {1}}, Point[1]]",
     "MeshRegion::mcoord: {{0, 0}, {1}} is not a valid list of coordinates: points of equal "
     "dimension 1, 2 or 3 with real coordinates are expected."),
    ("MeshRegion[{{0, 0}, {1, 0}, {1, 1}}, Triangle[{1, 2}]]",
     "MeshRegion[{{0, 0}, {1, 0}, {1, 1}}, Triangle[{1, 2}]]",
     "MeshRegion::mcell: Triangle[{1, 2}] is not a valid mesh cell specification."),
    ("MeshRegion[{{0, 0}, {1, 0}, {1, 1}, {0, 1}}, Tetrahedron[{1, 2, 3, 4}]]",
     "MeshRegion[{{0, 0}, {1, 0}, {1, 1}, {0, 1}}, Tetrahedron[{1, 2, 3, 4}]]",
     "MeshRegion::mcell: Tetrahedron[{1, 2, 3, 4}] is not a valid mesh cell specification."),
    ("MeshRegion[{{0, 0}, {1, 0}}, x]", "MeshRegion[{{0, 0}, {1, 0}}, x]",
     "MeshRegion::mcell: x is not a valid mesh cell specification."),
    ("BoundaryMeshRegion[{{0}, {1}}, Line[{1, 2}]]", "BoundaryMeshRegion[{{0}, {1}}, Line[{1, 2}]]",
     "BoundaryMeshRegion::bcell: The cell Line[{1, 2}] of a boundary mesh must have dimension "
     "one less than the embedding dimension."),
]


@pytest.mark.parametrize("src, want, msg", MESSAGES)
def test_messages(src, want, msg):
    got, msgs = run(src)
    assert got == want
    assert msgs == [msg]


def test_unevaluated_accessors():
    for src in ("MeshCoordinates[Disk[]]", "MeshCells[x, 1]", "MeshCellCount[{1}]",
                "MeshCellIndex[Disk[], 1]", "MeshPrimitives[1, 2]"):
        got, msgs = run(src)
        assert got == src and msgs == []


def test_measures_agree_with_scipy():
    """A Delaunay mesh of random points: its area is the hull area (SciPy), its centroid the
    area-weighted mean of the triangle centroids computed with NumPy."""
    import numpy as np
    from scipy.spatial import ConvexHull, Delaunay
    rng = np.random.default_rng(7)
    pts = rng.random((30, 2)).round(3)
    lst = "{" + ", ".join("{%r, %r}" % (float(x), float(y)) for x, y in pts) + "}"
    s = Session()
    area = s.evaluate("Area[DelaunayMesh[%s]]" % lst).to_python()
    assert abs(area - ConvexHull(pts).volume) < 1e-12
    tri = Delaunay(pts).simplices
    u, v = pts[tri[:, 1]] - pts[tri[:, 0]], pts[tri[:, 2]] - pts[tri[:, 0]]
    a = np.abs(u[:, 0] * v[:, 1] - u[:, 1] * v[:, 0]) / 2
    c = (pts[tri].mean(axis=1) * a[:, None]).sum(0) / a.sum()
    got = s.evaluate("RegionCentroid[DelaunayMesh[%s]]" % lst).to_python()
    assert max(abs(g - w) for g, w in zip(got, c)) < 1e-12
    per = s.evaluate("Perimeter[DelaunayMesh[%s]]" % lst).to_python()
    hull = ConvexHull(pts)
    want = sum(np.linalg.norm(pts[i] - pts[j]) for i, j in hull.simplices)
    assert abs(per - want) < 1e-12


def test_picture_png():
    s = Session()
    png = s.evaluate(HOLE).to_png()
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    png3 = s.evaluate(TET).to_png()
    assert png3[:8] == b"\x89PNG\r\n\x1a\n"
    assert str(s.evaluate('Export["/tmp/_mesh_test.png", %s]' % TRI)) == "/tmp/_mesh_test.png"
