"""The special and unbounded regions (Ellipsoid, Torus, ..., HalfSpace, ConicHullRegion) and
RandomPoint: exact printed results (a table); the closed-form measures and centroids checked
against seeded Monte Carlo estimates, and every sampler's points checked to lie in the region
with the region's centroid as their mean."""

import math

import numpy as np

from mathilda.session import Session
from support import check_rows

ROWS = [
    ("Volume[Ellipsoid[{1, 2, 3}, {a, b, c}]]", "(4 a b c Pi)/3"),
    ("RegionCentroid[Ellipsoid[{1, 2, 3}, {1, 2, 3}]]", "{1, 2, 3}"),
    ("RegionMember[Ellipsoid[{0, 0, 0}, {{1, 0, 0}, {0, 4, 0}, {0, 0, 9}}], {0, 2, 0}]", "True"),
    ("Area[Torus[{0, 0, 0}, {a, b}]]", "(-a + b) (a + b) Pi^2"),
    ("RegionMember[Torus[{0, 0, 0}, {1, 3}], {{3, 0, 0}, {2, 0, 1}, {2, 0, 0}}]",
     "{True, True, False}"),
    ("SignedRegionDistance[FilledTorus[{0, 0, 0}, {1, 3}], {2, 0, 0}]", "-1"),
    ("RegionMeasure[SphericalShell[{0, 0, 0, 0}, {1, 2}]]", "(15 Pi^2)/2"),
    ("RegionBounds[SphericalShell[{1, 2}, {1, 3}]]", "{{-2, 4}, {-1, 5}}"),
    ("Volume[CapsuleShape[{{0, 0, 0}, {0, 0, h}}, r]]", "(4 Pi r^3)/3 + Pi r^2 Sqrt[h^2]"),
    ("RegionDistance[CapsuleShape[], {4, 0, 0}]", "2"),
    ("RegionBounds[CapsuleShape[2]]", "{{-3, 3}, {-2, 2}, {-2, 2}}"),
    ("SignedRegionDistance[StadiumShape[], {0, 0}]", "-1"),
    ("RegionCentroid[DiskSegment[{1, 1}, 2, {-Pi/2, Pi/2}]]", "{1 + 8/(3 Pi), 1}"),
    ("Area[RegularPolygon[3]]", "(3 Sqrt[3])/4"),
    ("Area[RegularPolygon[2, 8]]", "8 Sqrt[2]"),
    ("RegionBounds[RegularPolygon[{2, 0}, 4]]", "{{-2, 2}, {-2, 2}}"),
    ("Volume[Cube[{0, 0, 0}, a]]", "a^3"),
    ("Volume[Octahedron[{1, 1, 1}, 3]]", "9 Sqrt[2]"),
    ("RegionMember[Octahedron[Sqrt[2]], {1/2, 1/2, 0}]", "True"),
    ("RegionDistance[Octahedron[Sqrt[2]], {1, 1, 1}]", "2/Sqrt[3]"),
    ("SurfaceArea[Dodecahedron[2]]", "12 Sqrt[25 + 10 Sqrt[5]]"),
    ("Volume[Polyhedron[{{{0, 0, 0}, {0, 1, 0}, {1, 0, 0}}, {{0, 0, 0}, {1, 0, 0}, {0, 0, 1}}, "
     "{{0, 0, 0}, {0, 0, 1}, {0, 1, 0}}, {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}}]]", "1/6"),
    ("RegionDistance[EmptyRegion[2], {1, 1}]", "Infinity"),
    ("RegionDistance[InfiniteLine[{1, 1, 1}, {1, 0, 0}], {0, 0, 0}]", "Sqrt[2]"),
    ("RegionNearest[InfinitePlane[{0, 0, 0}, {{1, 0, 0}, {0, 1, 0}}], {1, 2, 3}]", "{1, 2, 0}"),
    ("RegionNearest[HalfSpace[{0, 0, 1}, 1], {5, 5, 5}]", "{5, 5, 1}"),
    ("RegionNearest[HalfPlane[{{0, 0}, {1, 0}}, {0, 1}], {3, -2}]", "{3, 0}"),
    ("RegionMember[HalfLine[{0, 0}, {1, 2}], {x, y}]", "RegionMember[HalfLine[{0, 0}, {1, 2}], {x, y}]"),
    ("RegionMember[ConicHullRegion[{0, 0, 0}, {{1, 0, 0}, {0, 1, 0}}], {1, 2, 1}]", "False"),
    ("RegionBounds[Hyperplane[{1, 1}, 0]]", "{{-Infinity, Infinity}, {-Infinity, Infinity}}"),
    ("RegionMember[Cylinder[{{0, 0, 0}, {0, 0, 2}}, 1], {{0, 1, 1}, {0, 1, 3}}]",
     "{True, False}"),
    ("RegionMember[Cone[{{0, 0, 0}, {0, 0, 2}}, 1], {{0, 1/2, 1}, {0, 3/4, 1}}]",
     "{True, False}"),
    ("RegionMember[Disk[{0, 0}, 1, {0, Pi/2}], {{0.5, 0.5}, {-0.5, 0.5}}]", "{True, False}"),
    ("RegionMember[Tetrahedron[], {0., 0., 0.}]", "True"),
    ("Dimensions[RandomPoint[Disk[], {2, 3, 4}]]", "{2, 3, 4, 2}"),
    ("Length[RandomPoint[Line[{{0, 0}, {1, 1}}]]]", "2"),
    ("RandomPoint[Disk[], -1]", "RandomPoint[Disk[], -1]"),
]


def test_rows():
    check_rows(ROWS)


def _mc(test, box, n=400000, seed=5):
    """Monte Carlo measure and centroid of the region given by a NumPy indicator."""
    rng = np.random.default_rng(seed)
    lo, hi = np.array(box[0], float), np.array(box[1], float)
    pts = lo + (hi - lo) * rng.random((n, len(lo)))
    inside = test(pts)
    return np.prod(hi - lo) * inside.mean(), pts[inside].mean(axis=0), pts


def _list(a):
    return "{" + ", ".join("{" + ", ".join("%.17f" % x for x in p) + "}" for p in a) + "}"


def _seg(p, a, b):
    a, b = np.array(a, float), np.array(b, float)
    d = b - a
    t = np.clip((p - a) @ d / (d @ d), 0, 1)
    return np.linalg.norm(p - a - t[:, None] * d, axis=1)


CASES = [
    ("FilledTorus[{0, 0, 0}, {1, 3}]", ([-3, -3, -1], [3, 3, 1]),
     lambda p: (np.hypot(p[:, 0], p[:, 1]) - 2) ** 2 + p[:, 2] ** 2 <= 1),
    ("CapsuleShape[{{0, 0, 0}, {1, 1, 0}}, 1/2]", ([-0.5] * 3, [1.5, 1.5, 0.5]),
     lambda p: _seg(p, [0, 0, 0], [1, 1, 0]) <= 0.5),
    ("DiskSegment[{0, 0}, 1, {0, 2}]", ([-1, -1], [1, 1]),
     lambda p: (np.hypot(p[:, 0], p[:, 1]) <= 1) & (p @ [math.cos(1), math.sin(1)] >=
                                                    math.cos(1))),
    ("Ellipsoid[{0, 0}, {{2, 1}, {1, 2}}]", ([-1.5, -1.5], [1.5, 1.5]),
     lambda p: np.einsum("ni,ij,nj->n", p, np.linalg.inv([[2, 1], [1, 2]]), p) <= 1),
    ("SphericalShell[{0, 0, 0}, {1/2, 1}]", ([-1] * 3, [1] * 3),
     lambda p: (np.linalg.norm(p, axis=1) >= 0.5) & (np.linalg.norm(p, axis=1) <= 1)),
    ("StadiumShape[{{0, 0}, {2, 1}}, 1]", ([-1, -1], [3, 2]),
     lambda p: _seg(p, [0, 0], [2, 1]) <= 1),
]


def test_measures_against_monte_carlo():
    s = Session()
    for region, box, test in CASES:
        vol, cen, pts = _mc(test, box)
        exact = float(s.evaluate("N[RegionMeasure[%s]]" % region).to_python())
        assert abs(vol - exact) < 0.01 * exact, (region, vol, exact)
        c = np.array(s.evaluate("N[RegionCentroid[%s]]" % region).to_python(), float)
        assert np.allclose(cen, c, atol=0.01), (region, cen, c)
        # RegionMember agrees with the indicator away from the boundary
        few = pts[:300]
        got = s.evaluate("RegionMember[%s, %s]" % (region, _list(few))).to_python()
        assert got == [bool(x) for x in test(few)], region


SAMPLED = ["Disk[]", "Rectangle[{0, 0}, {2, 1}]", "Polygon[{{0, 0}, {2, 0}, {2, 2}, {1, 1}, "
           "{0, 2}}]", "Triangle[{{0, 0, 0}, {1, 0, 0}, {0, 1, 1}}]", "Ball[{1, 1, 1}, 2]",
           "Cylinder[{{0, 0, 0}, {1, 1, 1}}, 1/2]", "Cone[{{0, 0, 0}, {0, 0, 2}}, 1]",
           "Annulus[{0, 0}, {1, 2}]", "SphericalShell[]", "CapsuleShape[]", "StadiumShape[]",
           "FilledTorus[]", "DiskSegment[{0, 0}, 1, {0, Pi/2}]",
           "Ellipsoid[{0, 0}, {{2, 1}, {1, 2}}]", "RegularPolygon[5]", "Octahedron[]", "Cube[]",
           "Parallelogram[]", "Tetrahedron[]", "Simplex[3]", "Disk[{0, 0}, 1, {0, Pi/2}]",
           "Ellipsoid[{0, 0, 0}, {1, 2, 3}]"]


def test_random_points_lie_in_region_and_average_to_centroid():
    s = Session()
    s.evaluate("SeedRandom[42]")
    for region in SAMPLED:
        pts = s.evaluate("pts = RandomPoint[%s, 4000]" % region)
        arr = np.array(pts.to_python(), float)
        assert arr.shape[0] == 4000
        assert str(s.evaluate("And @@ RegionMember[%s, pts]" % region)) == "True", region
        c = np.array(s.evaluate("N[RegionCentroid[%s]]" % region).to_python(), float)
        spread = np.sqrt(arr.var(axis=0).sum() / 4000)
        assert np.linalg.norm(arr.mean(axis=0) - c) < 6 * spread + 1e-9, region


def test_random_points_on_curves_and_surfaces():
    s = Session()
    s.evaluate("SeedRandom[3]")
    circle = np.array(s.evaluate("RandomPoint[Circle[{1, 0}, 2], 1000]").to_python())
    assert np.allclose(np.hypot(circle[:, 0] - 1, circle[:, 1]), 2)
    torus = np.array(s.evaluate("RandomPoint[Torus[{0, 0, 0}, {1, 3}], 20000]").to_python())
    tube = np.hypot(np.hypot(torus[:, 0], torus[:, 1]) - 2, torus[:, 2])
    assert np.allclose(tube, 1)
    # area weighting: the outer half of the tube (rho > R = 2, t = 1) carries
    # (pi R + 2 t)/(2 pi R) of it
    frac = (np.hypot(torus[:, 0], torus[:, 1]) > 2).mean()
    assert abs(frac - (2 * math.pi + 2) / (4 * math.pi)) < 0.02
    seg = np.array(s.evaluate("RandomPoint[Line[{{0, 0}, {3, 0}, {3, 1}}], 20000]").to_python())
    assert abs((seg[:, 0] < 3 - 1e-12).mean() - 0.75) < 0.02


def test_seeding_reproduces_points():
    s = Session()
    a = s.evaluate("SeedRandom[9]; RandomPoint[FilledTorus[], 5]").input_form()
    b = s.evaluate("SeedRandom[9]; RandomPoint[FilledTorus[], 5]").input_form()
    c = s.evaluate("RandomPoint[FilledTorus[], 5]").input_form()
    assert a == b and a != c


def _drawn(s, g):
    svg = str(s.evaluate('ExportString[%s, "SVG"]' % g))
    return svg.count("<path") + svg.count("<polygon")


def test_new_primitives_are_drawn():
    s = Session()
    for head, prims in (("Graphics", ["RegularPolygon[5]", "StadiumShape[]",
                                      "DiskSegment[{0, 0}, 1, {0, 2}]"]),
                        ("Graphics3D", ["Torus[]", "FilledTorus[]", "CapsuleShape[]", "Cube[]",
                                        "Octahedron[]"])):
        empty = _drawn(s, "%s[{Point[{%s}]}]" % (head, "0, 0" if head == "Graphics"
                                                  else "0, 0, 0"))
        for p in prims:
            n = _drawn(s, "%s[{Point[{%s}], %s}]" % (head, "0, 0" if head == "Graphics"
                                                     else "0, 0, 0", p))
            assert n > empty, p
