"""Geometric regions: exact printed results (a table), and measures, centroids, moments and
distances checked against numeric integration (SciPy quadrature, seeded Monte Carlo) in the
same test."""

import math
import random
from fractions import Fraction

import numpy as np
import pytest
from scipy import integrate

from mathilda.session import Session
from support import check_rows

ROWS = [
    # --- heads and defaults ---------------------------------------------------------------
    ("Triangle[]", "Triangle[{{0, 0}, {1, 0}, {0, 1}}]"),
    ("Ball[]", "Ball[{0, 0, 0}]"),
    ("Simplex[3]", "Simplex[{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}}]"),
    ("Parallelogram[]", "Parallelogram[{0, 0}, {{1, 0}, {0, 1}}]"),
    ("Ball[{1, 2}, 3]", "Ball[{1, 2}, 3]"),
    # --- measures (reference-page inputs) --------------------------------------------------
    ("Area[Disk[]]", "Pi"),
    ("Area[Disk[{x, y}, r]]", "Pi r^2"),
    ("Area[Rectangle[{lx, ly}, {ux, uy}]]", "(-lx + ux) (-ly + uy)"),
    ("Area[Parallelogram[{0, 0}, {{2, 0}, {1, 2}}]]", "4"),
    ("Area[Simplex[2]]", "1/2"),
    ("Area[Simplex[{{0, 0, 0, 0}, {0, 1, 1, 0}, {1, 0, 0, 1}}]]", "1"),
    ("Area[Polygon[{{0, 0, 0}, {5/3, 2/3, -4/3}, {2/3, 2/3, -1/3}, {1, 2, 0}}]]",
     "1"),
    ("Area[Disk[{0, 0}, {3, 2}]]", "6 Pi"),
    ("Area[Disk[{cx, cy}, {rx, ry}]]", "Pi rx ry"),
    ("Area[Sphere[]]", "4 Pi"),
    ("Area[Sphere[{cx, cy, cz}, r]]", "4 Pi r^2"),
    ("Area[Line[{{0, 0}, {1, 1}}]]", "Undefined"),
    ("Volume[Ball[{0, 0, 0}, r]]", "(4 Pi r^3)/3"),
    ("Volume[Cuboid[{0, 0, 0}, {a, b, c}]]", "a b c"),
    ("Volume[Tetrahedron[{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}}]]", "1/6"),
    ("Volume[Cone[{{0, 0, 0}, {0, 0, 3}}, 2]]", "4 Pi"),
    ("Volume[Simplex[{{0, 0, 0, 0}, {1, 0, 0, 0}, {0, 1, 0, 0}, {0, 0, 1, 0}}]]", "1/6"),
    ("RegionMeasure[Ball[{0, 0, 0, 0, 0}, 1]]", "(8 Pi^2)/15"),
    ("RegionMeasure[Circle[{0, 0}, {2, 1}]]", "8 EllipticE[3/4]"),
    ("ArcLength[Circle[{0, 0}, r]]", "2 Pi r"),
    ("ArcLength[Line[{{0, 0}, {3, 4}, {3, 0}}]]", "9"),
    ("ArcLength[{t, t^2}, {t, 0, 1}]", "Sqrt[5]/2 + ArcSinh[2]/4"),
    ("Perimeter[Triangle[{{0, 0}, {1, 0}, {0, 1}}]]", "2 + Sqrt[2]"),
    ("SurfaceArea[Cuboid[]]", "6"),
    ("SurfaceArea[Ball[{0, 0, 0}, r]]", "4 Pi r^2"),
    ("Area[ParametricRegion[{(1 - t^2)/(1 + t^2) s, 2 t/(1 + t^2) s}, "
     "{{s, 0, 1}, {t, -1, 1}}]]", "Pi/2"),
    # --- centroids, bounds, dimensions ------------------------------------------------------
    ("RegionCentroid[Disk[{0, 0}, 1, {0, Pi}]]", "{0, 4/(3 Pi)}"),
    ("RegionCentroid[Polygon[{{0, 0}, {4, 0}, {4, 2}, {2, 2}, {2, 4}, {0, 4}}]]",
     "{5/3, 5/3}"),
    ("RegionCentroid[Tetrahedron[]]", "{0, 0, 0}"),
    ("RegionBounds[Triangle[{{0, 0}, {3, 1}, {1, 2}}]]", "{{0, 3}, {0, 2}}"),
    ("RegionBounds[Sphere[{0, 0, 0}, r]]", "{{-r, r}, {-r, r}, {-r, r}}"),
    ("RegionDimension[Line[{{0, 0}, {1, 1}}]]", "1"),
    ("RegionDimension[Cuboid[]]", "3"),
    ("RegionEmbeddingDimension[Ball[{0, 0, 0, 0}, 1]]", "4"),
    # --- points and regions ----------------------------------------------------------------
    ("RegionMember[Ball[], {1, 1, 1}]", "False"),
    ("RegionMember[Annulus[{0, 0}, {1, 2}], {{0, 1/2}, {3/2, 0}}]", "{False, True}"),
    ("RegionDistance[Annulus[{0, 0}, {1, 2}], {0, 1/4}]", "3/4"),
    ("SignedRegionDistance[Annulus[{0, 0}, {1, 2}], {0, 3/2}]", "-1/2"),
    ("Area[Annulus[{x, y}, {r, s}]]", "Pi (-r^2 + s^2)"),
    ("RegionMember[Rectangle[{0, 0}, {2, 1}], {2, 1}]", "True"),
    ("RegionDistance[Polygon[{{0, 0}, {2, 0}, {0, 2}}], {2, 2}]", "Sqrt[2]"),
    ("RegionDistance[Circle[], {0, 0}]", "1"),
    ("RegionDistance[Disk[{0, 0}, 2], {0.3, 0.4}]", "0"),
    ("RegionNearest[Ball[], {0, 0, 2}]", "{0, 0, 1}"),
    ("SignedRegionDistance[Triangle[{{0, 0}, {6, 0}, {0, 6}}], {1, 1}]", "-1"),
    # closed forms agree with the exact integrals about the same point
    ("MomentOfInertia[Cuboid[{0, 0, 0}, {1, 2, 3}]] == "
     "MomentOfInertia[Cuboid[{0, 0, 0}, {1, 2, 3}], {1/2, 1, 3/2}]", "True"),
    ("MomentOfInertia[Disk[{1, 2}, {3, 2}]] == MomentOfInertia[Disk[{1, 2}, {3, 2}], {1, 2}]",
     "True"),
    ("MomentOfInertia[Ball[{0, 0, 0}, r]]",
     "{{(8 Pi r^5)/15, 0, 0}, {0, (8 Pi r^5)/15, 0}, {0, 0, (8 Pi r^5)/15}}"),
    # --- constructions ----------------------------------------------------------------------
    ("TriangleCenter[{{0, 0}, {2, 0}, {1, 2}}, \"Circumcenter\"]", "{1, 3/4}"),
    ("PlanarAngle[{{1, 1}, {0, 0}, {-1, 1}}]", "Pi/2"),
    ("CirclePoints[6] // Length", "6"),
    ("RegionUnion[Rectangle[{0, 0}, {1, 1}], Rectangle[{1, 0}, {2, 1}]]",
     "Polygon[{{0, 0}, {2, 0}, {2, 1}, {0, 1}}]"),
    ("ConvexPolygonQ[Polygon[CirclePoints[7]]]", "True"),
    ("TranslationTransform[{1, 2}][{{0, 0}, {1, 1}}]", "{{1, 2}, {2, 3}}"),
    ("CycleGraph[0]", "Graph[<0>, <0>]"),
    ("RotationTransform[Pi/2, {0, 0, 1}]",
     "TransformationFunction[{{0, -1, 0, 0}, {1, 0, 0, 0}, {0, 0, 1, 0}, {0, 0, 0, 1}}]"),
]


def test_rows():
    check_rows(ROWS)


def _n(s, text):
    r = s.evaluate("N[%s]" % text)
    assert not s.messages, (text, [str(m) for m in s.messages])
    return r.to_python()


def _real(x):
    return repr(float(x)).replace("e", "*^")


def _fmt(pts):
    return "{%s}" % ", ".join("{%s}" % ", ".join(_real(x) for x in p) for p in pts)


def _star_polygon(rng, n):
    """A simple polygon: star-shaped around (1, -1), one radius per vertex."""
    angles = sorted(rng.uniform(0, 2 * math.pi) for _ in range(n))
    radii = [rng.uniform(0.3, 2) for _ in angles]
    return [(r * math.cos(a) + 1, r * math.sin(a) - 1) for a, r in zip(angles, radii)]


class Path:
    """Even-odd point-in-polygon tests on NumPy arrays (the test's own predicate)."""

    def __init__(self, pts):
        self.pts = np.asarray(pts, dtype=float)

    def contains_points(self, xy):
        x, y = xy[:, 0], xy[:, 1]
        inside = np.zeros(len(xy), dtype=bool)
        p = self.pts
        for (x1, y1), (x2, y2) in zip(p, np.roll(p, -1, axis=0)):
            crosses = (y1 > y) != (y2 > y)
            with np.errstate(divide="ignore", invalid="ignore"):
                xi = x1 + (y - y1) * (x2 - x1) / (y2 - y1)
            inside ^= crosses & (xi > x)
        return inside

    def contains_point(self, p):
        return bool(self.contains_points(np.array([p], dtype=float))[0])


def _mc_polygon(poly, samples=200000, seed=5):
    pts = np.array(poly)
    lo, hi = pts.min(axis=0), pts.max(axis=0)
    gen = np.random.default_rng(seed)
    xy = lo + (hi - lo) * gen.random((samples, 2))
    inside = Path(pts).contains_points(xy)
    box = float(np.prod(hi - lo))
    return box * inside.mean(), xy[inside].mean(axis=0)


def test_polygon_area_and_centroid_against_monte_carlo():
    s = Session()
    rng = random.Random(7)
    for _ in range(8):
        poly = _star_polygon(rng, rng.randint(3, 9))
        area = _n(s, "Area[Polygon[%s]]" % _fmt(poly))
        cen = _n(s, "RegionCentroid[Polygon[%s]]" % _fmt(poly))
        mc_area, mc_cen = _mc_polygon(poly)
        assert area == pytest.approx(mc_area, rel=0.02)
        assert cen == pytest.approx(list(mc_cen), abs=0.03)
        # exact coordinates: the exact shoelace area
        rat = [(round(x * 8), round(y * 8)) for x, y in poly]
        text = "{%s}" % ", ".join("{%d, %d}" % q for q in rat)
        exact = Fraction(str(s.evaluate("Area[Polygon[%s]]" % text)))
        twice = sum(u[0] * v[1] - v[0] * u[1] for u, v in zip(rat, rat[1:] + rat[:1]))
        assert exact == Fraction(abs(twice), 2)


def test_curved_measures_against_quadrature():
    s = Session()
    cases = [
        ("Area[Disk[{0, 0}, {3, 2}]]",
         integrate.dblquad(lambda r, t: 6 * r, 0, 2 * math.pi, 0, 1)[0]),
        ("Area[Disk[{1, 1}, 2, {0, Pi/3}]]",
         integrate.dblquad(lambda r, t: r, 0, math.pi / 3, 0, 2)[0]),
        ("ArcLength[Circle[{0, 0}, {3, 1}]]",
         integrate.quad(lambda t: math.hypot(3 * math.sin(t), math.cos(t)), 0, 2 * math.pi)[0]),
        ("ArcLength[{Cos[t], Sin[t], t/2}, {t, 0, 4}]",
         integrate.quad(lambda t: math.sqrt(1 + 0.25), 0, 4)[0]),
        ("Volume[Ball[{0, 0, 0}, 3/2]]",
         integrate.tplquad(lambda r, th, ph: r * r * math.sin(th), 0, 2 * math.pi,
                           0, math.pi, 0, 1.5)[0]),
        ("SurfaceArea[Cone[{{0, 0, 0}, {0, 0, 2}}, 1]]",
         math.pi + integrate.dblquad(lambda z, t: (1 - z / 2) * math.sqrt(1 + 0.25),
                                     0, 2 * math.pi, 0, 2)[0]),
        ("RegionMoment[Disk[], {2, 2}]",
         integrate.dblquad(lambda r, t: (r * math.cos(t)) ** 2 * (r * math.sin(t)) ** 2 * r,
                           0, 2 * math.pi, 0, 1)[0]),
        ("RegionMoment[Triangle[{{0, 0}, {2, 0}, {0, 1}}], {1, 2}]",
         integrate.dblquad(lambda y, x: x * y * y, 0, 2, 0, lambda x: 1 - x / 2)[0]),
        ("MomentOfInertia[Ball[], {0, 0, 0}, {0, 0, 1}]",
         integrate.tplquad(lambda r, th, ph: (r * math.sin(th)) ** 2 * r * r * math.sin(th),
                           0, 2 * math.pi, 0, math.pi, 0, 1)[0]),
        ("Area[ImplicitRegion[x^2/9 + y^2/4 <= 1, {x, y}]]",
         integrate.dblquad(lambda y, x: 1, -3, 3, lambda x: -2 * math.sqrt(1 - x * x / 9),
                           lambda x: 2 * math.sqrt(1 - x * x / 9))[0]),
        ("Area[ParametricRegion[{s Cos[t], s Sin[t], s}, {{s, 0, 1}, {t, 0, 2 Pi}}]]",
         integrate.dblquad(lambda s_, t: s_ * math.sqrt(2), 0, 2 * math.pi, 0, 1)[0]),
    ]
    for text, want in cases:
        got = _n(s, text)
        assert got == pytest.approx(want, rel=1e-7), text


def test_solid_measures_against_monte_carlo():
    s = Session()
    gen = np.random.default_rng(11)
    rng = random.Random(3)
    for _ in range(5):
        pts = [[rng.uniform(-1, 1) for _ in range(3)] for _ in range(4)]
        vol = _n(s, "Volume[Tetrahedron[%s]]" % _fmt(pts))
        a = np.array(pts)
        want = abs(np.linalg.det(a[1:] - a[0])) / 6
        assert vol == pytest.approx(want, rel=1e-9)
        # Monte Carlo through RegionMember: the fraction of a box inside
        lo, hi = a.min(axis=0), a.max(axis=0)
        sample = lo + (hi - lo) * gen.random((400, 3))
        member = s.evaluate("RegionMember[Tetrahedron[%s], %s]" % (_fmt(pts), _fmt(sample)))
        frac = np.mean([m is True for m in member.to_python()])
        assert frac * np.prod(hi - lo) == pytest.approx(want, abs=4 * np.prod(hi - lo) /
                                                        math.sqrt(400))
    # cylinder and cone against the indicator integrated on a grid
    for text, inside in [
            ("Volume[Cylinder[{{0, 0, 0}, {0, 0, 2}}, 1]]",
             lambda x, y, z: (x * x + y * y <= 1) & (z >= 0) & (z <= 2)),
            ("Volume[Cone[{{0, 0, 0}, {0, 0, 2}}, 1]]",
             lambda x, y, z: (np.sqrt(x * x + y * y) <= 1 - z / 2) & (z >= 0) & (z <= 2))]:
        xs = (np.arange(120) + 0.5) / 120 * 2 - 1
        zs = (np.arange(120) + 0.5) / 120 * 2
        X, Y, Z = np.meshgrid(xs, xs, zs, indexing="ij")
        grid = inside(X, Y, Z).mean() * 8
        assert _n(s, text) == pytest.approx(grid, rel=0.01), text


def test_boolean_operations_against_monte_carlo():
    s = Session()
    rng = random.Random(21)
    gen = np.random.default_rng(2)
    xy = gen.random((200000, 2)) * 8 - 4
    for _ in range(6):
        a = [(rng.randint(-6, 6) / 2, rng.randint(-6, 6) / 2) for _ in range(3)]
        b = [(rng.randint(-6, 6) / 2, rng.randint(-6, 6) / 2) for _ in range(3)]
        ia = Path(np.array(a)).contains_points(xy)
        ib = Path(np.array(b)).contains_points(xy)
        ta, tb = _fmt(a), _fmt(b)
        for op, want in (("RegionIntersection", (ia & ib).mean() * 64),
                         ("RegionUnion", (ia | ib).mean() * 64)):
            r = s.evaluate("%s[Triangle[%s], Triangle[%s]]" % (op, ta, tb))
            if r.head.name == "EmptyRegion":
                assert want < 0.05
                continue
            if r.head.name != "Polygon":
                continue        # disjoint union: not a single polygon
            got = s.evaluate("N[Area[%s]]" % r.input_form()).to_python()
            assert got == pytest.approx(want, abs=0.08), (op, a, b)


def test_distances_against_sampled_boundaries():
    s = Session()
    rng = random.Random(9)
    for _ in range(6):
        poly = _star_polygon(rng, 6)
        p = (rng.uniform(-4, 4), rng.uniform(-4, 4))
        pt = "{%s, %s}" % (_real(p[0]), _real(p[1]))
        d = _n(s, "RegionDistance[Polygon[%s], %s]" % (_fmt(poly), pt))
        sd = _n(s, "SignedRegionDistance[Polygon[%s], %s]" % (_fmt(poly), pt))
        ts = np.linspace(0, 1, 4001)
        best = min(min(math.hypot(a[0] + t * (b[0] - a[0]) - p[0], a[1] + t * (b[1] - a[1])
                                  - p[1]) for t in ts)
                   for a, b in zip(poly, poly[1:] + poly[:1]))
        inside = Path(np.array(poly)).contains_point(p)
        assert d == pytest.approx(0 if inside else best, abs=1e-3)
        assert sd == pytest.approx(-best if inside else best, abs=1e-3)
