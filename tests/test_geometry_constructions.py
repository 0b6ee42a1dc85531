"""Triangles from sides and angles, spheres and lines through points, polygon, solid and
dihedral angles, fractal curves and escape-time counts: exact printed results (a table), and
the constructions checked numerically (side lengths and angles of the triangles, distances
of the spheres, solid angles against Monte Carlo, curves visiting every grid cell once)."""

import math
import random

import numpy as np

from mathilda.session import Session
from support import check_rows

ROWS = [
    ("SSSTriangle[a, b, c]", "Triangle[{{0, 0}, {c, 0}, {(-a^2 + b^2 + c^2)/(2 c), "
     "Sqrt[(a + b - c) (a - b + c) (-a + b + c) (a + b + c)]/(2 c)}}]"),
    ("SSSTriangle[1., 1., 1.]", "Triangle[{{0, 0}, {1., 0}, {0.5, 0.866025}}]"),
    ("ASATriangle[Pi/6, 1, Pi/3]", "Triangle[{{0, 0}, {1, 0}, {3/4, Sqrt[3]/4}}]"),
    ("AASTriangle[Pi/2, Pi/4, 1]", "Triangle[{{0, 0}, {1/Sqrt[2], 0}, {0, 1/Sqrt[2]}}]"),
    ("SASTriangle[-1, Pi/2, 1]", "SASTriangle[-1, Pi/2, 1]",
     ["SASTriangle::tri: The values {-1, Pi/2, 1} do not describe a triangle."]),
    ("Circumsphere[{{0, 0, 0}, {2, 0, 0}, {0, 2, 0}}]", "Sphere[{1, 1, 0}, Sqrt[2]]"),
    ("Insphere[{{0, 0, 0}, {2, 0, 0}, {0, 2, 0}, {0, 0, 2}}]",
     "Sphere[{1 - 1/Sqrt[3], 1 - 1/Sqrt[3], 1 - 1/Sqrt[3]}, 1 - 1/Sqrt[3]]"),
    ("CircleThrough[{{0, 0}, {2, 0}, {1, 1}}]", "Circle[{1, 0}, 1]"),
    ("PerpendicularBisector[Line[{{0, 0}, {0, 4}}]]", "InfiniteLine[{0, 2}, {-4, 0}]"),
    ("RegionMember[PerpendicularBisector[{{1, 2}, {3, 0}}], {2, 1}]", "True"),
    ("PolygonAngle[{{0, 0}, {1, 0}, {1, 1}, {0, 1}}, {1, 1}]", "Pi/2"),
    ("PolygonAngle[{{0, 0}, {0, 1}, {1, 0}}]", "{Pi/2, Pi/4, Pi/4}"),
    ("DihedralAngle[{{0, 0, 0}, {1, 0, 0}}, {{0, 1, 0}, {0, 0, 1}}]", "Pi/2"),
    ("SolidAngle[{0, 0, 0}, {{1, 0, 0}, {0, 1, 0}, {0, 0, 5}}]", "Pi/2"),
    ("MandelbrotSetMemberQ[{-0.75 + 0.1 I, 0.3 + 0.5 I}]", "{False, True}"),
    ("MandelbrotSetIterationCount[-0.75 + 0.1 I]", "33"),
    ("MandelbrotSetIterationCount[2]", "2"),
    ("MandelbrotSetIterationCount[-2]", "1000"),
    ("JuliaSetIterationCount[0, 1.01]", "7"),
    ("PeanoCurve[0]", "Line[{{0, 0}}]"),
    ("HilbertCurve[x]", "HilbertCurve[x]",
     ["HilbertCurve::order: The order x is not a non-negative integer."]),
]


def test_rows():
    check_rows(ROWS)


def _pts(s, text):
    return np.array(s.evaluate("N[%s][[1]]" % text).to_python(), float)


def _sides(p):
    a = np.linalg.norm(p[1] - p[2])
    b = np.linalg.norm(p[0] - p[2])
    c = np.linalg.norm(p[0] - p[1])
    return a, b, c


def _angle(p, i):
    u, v = p[(i + 1) % 3] - p[i], p[(i + 2) % 3] - p[i]
    return math.acos(u @ v / np.linalg.norm(u) / np.linalg.norm(v))


def test_triangles_have_the_given_sides_and_angles():
    rnd = random.Random(4)
    s = Session()
    for _ in range(10):
        a, b = rnd.uniform(1, 2), rnd.uniform(1, 2)
        c = rnd.uniform(abs(a - b) + 0.1, a + b - 0.1)
        p = _pts(s, "SSSTriangle[%r, %r, %r]" % (a, b, c))
        assert np.allclose(_sides(p), (a, b, c)) and p[2][1] > 0 and p[1][1] == 0
        g = rnd.uniform(0.2, 2.8)
        p = _pts(s, "SASTriangle[%r, %r, %r]" % (a, g, b))
        assert np.allclose(_sides(p)[:2], (a, b)) and math.isclose(_angle(p, 2), g)
        al, be = rnd.uniform(0.2, 1.4), rnd.uniform(0.2, 1.4)
        p = _pts(s, "ASATriangle[%r, %r, %r]" % (al, c, be))
        assert math.isclose(_sides(p)[2], c) and math.isclose(_angle(p, 0), al) and \
            math.isclose(_angle(p, 1), be)
        p = _pts(s, "AASTriangle[%r, %r, %r]" % (al, be, a))
        assert math.isclose(_sides(p)[0], a) and math.isclose(_angle(p, 0), al) and \
            math.isclose(_angle(p, 1), be)


def test_spheres_touch_the_points_and_faces():
    rnd = random.Random(8)
    s = Session()
    for _ in range(5):
        pts = [[rnd.randint(-5, 5) for _ in range(3)] for _ in range(4)]
        if abs(np.linalg.det(np.array(pts[1:]) - pts[0])) < 1:
            continue
        text = str(pts).replace("[", "{").replace("]", "}")
        cen, r = s.evaluate("N[List @@ Circumsphere[%s]]" % text).to_python()
        assert np.allclose(np.linalg.norm(np.array(pts) - cen, axis=1), r)
        cen, r = s.evaluate("N[List @@ Insphere[%s]]" % text).to_python()
        for i in range(4):                       # the distance to each face's plane is r
            f = np.array([pts[j] for j in range(4) if j != i], float)
            n = np.cross(f[1] - f[0], f[2] - f[0])
            assert math.isclose(abs((np.array(cen) - f[0]) @ n) / np.linalg.norm(n), r)


def test_solid_angle_against_monte_carlo():
    s = Session()
    rng = np.random.default_rng(2)
    vs = np.array([[1.0, 0.2, 0.1], [0.3, 1.0, 0.0], [0.2, 0.1, 1.0]])
    omega = float(s.evaluate("N[SolidAngle[{0, 0, 0}, %s]]" % str(vs.tolist()).replace(
        "[", "{").replace("]", "}")).to_python())
    d = rng.standard_normal((400000, 3))
    lam = np.linalg.solve(vs.T, d.T).T          # d = lam . vs: inside the cone iff lam >= 0
    frac = (lam >= 0).all(axis=1).mean()
    assert abs(4 * math.pi * frac - omega) < 0.01


def test_curves_visit_each_cell_once():
    s = Session()
    for head, n, side in (("HilbertCurve", 4, 16), ("PeanoCurve", 3, 27)):
        pts = [tuple(p) for p in s.evaluate("%s[%d][[1]]" % (head, n)).to_python()]
        assert len(pts) == side * side == len(set(pts))
        assert all(abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1 for a, b in zip(pts, pts[1:]))
    koch = np.array(s.evaluate("N[KochCurve[4][[1]]]").to_python())
    steps = np.linalg.norm(np.diff(koch, axis=0), axis=1)
    assert len(koch) == 257 and np.allclose(steps, 1 / 81) and np.allclose(koch[-1], [1, 0])
    assert math.isclose(koch[:, 1].max(), math.sqrt(3) / 6)


def test_mandelbrot_area_estimate():
    s = Session()
    xs = np.linspace(-2, 0.5, 60)
    ys = np.linspace(0, 1.25, 30)
    grid = "{" + ", ".join("%.6f + %.6f I" % (x, y) for x in xs for y in ys) + "}"
    inside = s.evaluate("Boole[MandelbrotSetMemberQ[%s, MaxIterations -> 200]]" % grid)
    frac = np.mean(inside.to_python())
    area = 2 * 2.5 * 1.25 * frac          # the known area is about 1.506
    assert 1.3 < area < 1.75
