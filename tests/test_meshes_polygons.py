"""Polygon helpers, TriangulateMesh and the Boolean operations on 2D mesh regions.
Areas by the shoelace formula by hand (the star: 16/2 = 8); the pieces of a decomposition are checked to be
convex and to add up to the polygon's area."""

import pytest

from mathilda import Session

L = "Polygon[{{0, 0}, {2, 0}, {2, 1}, {1, 1}, {1, 2}, {0, 2}}]"
STAR = "Polygon[{{0, 0}, {2, 1}, {4, 0}, {3, 2}, {4, 4}, {2, 3}, {0, 4}, {1, 2}}]"


def run(src):
    s = Session()
    return str(s.evaluate(src)), [str(m) for m in s.messages]


CASES = [
    ("PolygonCoordinates[" + L + "]", "{{0, 0}, {2, 0}, {2, 1}, {1, 1}, {1, 2}, {0, 2}}"),
    ("OuterPolygon[Polygon[{{0, 0}, {4, 0}, {4, 4}, {0, 4}} -> {{{1, 1}, {2, 1}, {2, 2}}, "
     "{{3, 3}, {3, 2}, {2, 3}}}]]", "Polygon[{{0, 0}, {4, 0}, {4, 4}, {0, 4}}]"),
    ("InnerPolygon[Polygon[{{0, 0}, {4, 0}, {4, 4}, {0, 4}} -> {{{1, 1}, {2, 1}, {2, 2}}, "
     "{{3, 3}, {3, 2}, {2, 3}}}]]",
     "Polygon[{{{1, 1}, {2, 1}, {2, 2}}, {{3, 3}, {3, 2}, {2, 3}}}]"),
    ("CanonicalizePolygon[Polygon[{{0, 0}, {0, 1}, {1, 1}, {1, 1}, {1, 0}, {1/2, 0}}]]",
     "Polygon[{{0, 0}, {1, 0}, {1, 1}, {0, 1}}]"),
    ("CanonicalizePolygon[Polygon[{{0, 0}, {4, 0}, {4, 4}, {0, 4}} -> {{{1, 1}, {2, 1}, "
     "{2, 2}}}]]", "Polygon[{{0, 0}, {4, 0}, {4, 4}, {0, 4}} -> {{{1, 1}, {2, 2}, {2, 1}}}]"),
    ("Total[Area /@ PolygonDecomposition[" + STAR + "]]", "8"),
    ("Area[" + STAR + "]", "8"),
    ("And @@ ConvexPolygonQ /@ PolygonDecomposition[" + STAR + "]", "True"),
    ("Length[PolygonDecomposition[" + STAR + ", \"Triangle\"]]", "6"),
    ("Total[Area /@ PolygonDecomposition[" + STAR + ", \"Triangle\"]]", "8"),
    ("Area[TriangulateMesh[MeshRegion[{{0, 0}, {2, 0}, {2, 1}, {1, 1}, {1, 2}, {0, 2}}, "
     "Polygon[{1, 2, 3, 4, 5, 6}]]]]", "3."),
    ("MeshCellCount[TriangulateMesh[BoundaryDiscretizeRegion[" + L + "]], 2]", "4"),
    ("RegionIntersection[ConvexHullMesh[{{0, 0}, {2, 0}, {2, 2}, {0, 2}}], "
     "Rectangle[{1, 1}, {3, 3}]]",
     "BoundaryMeshRegion[{{2., 1.}, {2., 2.}, {1., 2.}, {1., 1.}}, {Line[{1, 2, 3, 4, 1}]}]"),
    ("Area[RegionUnion[ConvexHullMesh[{{0, 0}, {2, 0}, {2, 2}, {0, 2}}], "
     "ConvexHullMesh[{{1, 1}, {3, 1}, {3, 3}, {1, 3}}]]]", "7."),
    ("RegionDifference[ConvexHullMesh[{{0, 0}, {4, 0}, {4, 4}, {0, 4}}], "
     "Rectangle[{1, 1}, {2, 2}]]",
     "BoundaryMeshRegion[{{0., 0.}, {4., 0.}, {4., 4.}, {0., 4.}, {2., 1.}, {1., 1.}, "
     "{1., 2.}, {2., 2.}}, {Line[{1, 2, 3, 4, 1}], Line[{5, 6, 7, 8, 5}]}]"),
    ("RegionDifference[Rectangle[{0, 0}, {4, 4}], Rectangle[{2, 0}, {4, 4}]]",
     "Polygon[{{0, 0}, {2, 0}, {2, 4}, {0, 4}}]"),
    ("RegionDifference[Polygon[{{0, 0}, {4, 0}, {4, 4}, {0, 4}}], "
     "Polygon[{{2, -2}, {6, 2}, {2, 6}, {-2, 2}}]]", "EmptyRegion[2]"),
    ("RegionIntersection[ConvexHullMesh[{{0, 0}, {1, 0}, {1, 1}}], "
     "ConvexHullMesh[{{5, 5}, {6, 5}, {6, 6}}]]", "EmptyRegion[2]"),
]


@pytest.mark.parametrize("src, want", CASES)
def test_cases(src, want):
    got, msgs = run(src)
    assert got == want
    assert msgs == []


def test_holes_message():
    src = "TriangulateMesh[BoundaryDiscretizeRegion[Annulus[]]]"
    got, msgs = run(src)
    assert got.startswith("TriangulateMesh[")
    assert len(msgs) == 1 and msgs[0].startswith("TriangulateMesh::holes:")


def test_unevaluated():
    for src in ("PolygonCoordinates[Disk[]]", "OuterPolygon[x]", "PolygonDecomposition[1]",
                "TriangulateMesh[Disk[]]"):
        assert run(src) == (src, [])
