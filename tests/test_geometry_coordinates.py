"""Vectors, angles and coordinate systems: exact printed results (a table), and the rotation
conventions checked numerically (every angle extraction inverts its matrix for the twelve
axis sequences; the matrices agree with NumPy products of elementary rotations)."""

import math
import random

import numpy as np

from mathilda.session import Session
from support import check_rows

ROWS = [
    ("ToPolarCoordinates[{3, 4}]", "{5, ArcTan[4/3]}"),
    ("ToPolarCoordinates[{-1, 0}]", "{1, Pi}"),
    ("ToPolarCoordinates[{0, -2}]", "{2, -Pi/2}"),
    ("ToPolarCoordinates[{1/2, Sqrt[3]/2}]", "{1, Pi/3}"),
    ("ToPolarCoordinates[{1, 1, 1, 1}]", "{2, Pi/3, ArcCos[1/Sqrt[3]], Pi/4}"),
    ("FromPolarCoordinates[ToPolarCoordinates[{1, -1}]]", "{1, -1}"),
    ("FromPolarCoordinates[{r, a, b, c}]",
     "{r Cos[a], r Cos[b] Sin[a], r Cos[c] Sin[a] Sin[b], r Sin[a] Sin[b] Sin[c]}"),
    ("FromPolarCoordinates[{1}]", "FromPolarCoordinates[{1}]",
     ["FromPolarCoordinates::bdpt: {1} is not a list of polar coordinates in two or more "
      "dimensions or an array of them."]),
    ("ToSphericalCoordinates[{1, 1, 1}]", "{Sqrt[3], ArcTan[Sqrt[2]], Pi/4}"),
    ("FromSphericalCoordinates[{1, Pi/4, Pi/4}]", "{1/2, 1/2, 1/Sqrt[2]}"),
    ("FromSphericalCoordinates[{1, 2}]", "FromSphericalCoordinates[{1, 2}]",
     ["FromSphericalCoordinates::bdpt: {1, 2} is not a list of spherical coordinates in "
      "three dimensions or an array of them."]),
    ("CoordinateTransform[\"Cylindrical\" -> \"Spherical\", {r, t, z}]",
     "{Sqrt[r^2 + z^2], ArcTan[z, r], t}"),
    ("CoordinateTransform[{\"Cartesian\" -> \"Polar\", 2}, {1, 1}]", "{Sqrt[2], Pi/4}"),
    ("CoordinateTransform[\"Cartesian\" -> \"Polar\", {{1, 0}, {0, 1}}]",
     "{{1, 0}, {1, Pi/2}}"),
    ("CoordinateTransform[\"Spherical\" -> \"Cartesian\", {1, 2}]",
     "CoordinateTransform[Spherical -> Cartesian, {1, 2}]",
     ["CoordinateTransform::bdpt: {1, 2} is not a valid point for the transformation "
      "\"Spherical\" -> \"Cartesian\"."]),
    ("CoordinateTransformData[\"Cartesian\" -> \"Polar\", \"Mapping\"]",
     "{Sqrt[#1[[1]]^2 + #1[[2]]^2], ArcTan[#1[[1]], #1[[2]]]} & "),
    ("CoordinateTransformData[\"Polar\" -> \"Cartesian\", \"InverseMappingJacobian\", {r, t}]",
     "{{Cos[t], Sin[t]}, {-(Sin[t]/r), Cos[t]/r}}"),
    ("CoordinateTransformData[\"Cylindrical\" -> \"Cartesian\", "
     "\"MappingJacobianDeterminant\", {r, t, z}]", "r"),
    ("CoordinateTransformData[\"Spherical\" -> \"Cartesian\", \"StandardName\"]",
     "{Spherical -> Cartesian, Euclidean, 3}"),
    ("VectorAngle[{1, 0, 0}, {0, 0, -5}]", "Pi/2"),
    ("VectorAngle[{1, 0}, {-1, 0}]", "Pi"),
    ("VectorAngle[{1, Sqrt[3]}, {1, 0}]", "Pi/3"),
    ("VectorAngle[{1., 1.}, {1., 1.}]", "0."),
    ("AngleVector[{Sqrt[2], Pi/4}]", "{1, 1}"),
    ("AngleVector[{0, 0}, {2, Pi}]", "{-2, 0}"),
    ("AnglePath[{Pi/2, Pi/2, Pi/2, Pi/2}]", "{{0, 0}, {0, 1}, {-1, 1}, {-1, 0}, {0, 0}}"),
    ("AnglePath[{1, 1}, {{2, Pi/2}}]", "{{1, 1}, {1, 3}}"),
    ("AnglePath[{}]", "{{0, 0}}"),
    ("AnglePath3D[{{0, 0, 0}, {0, 0, 0}}] == AnglePath3D[{0, 0, 0}, {{2, {0, 0}}}]", "False"),
    ("AnglePath3D[{{0, 0, 0}, {Pi/2, 0, 0}}, {{0, 0, 0}}]", "{{0, 0, 0}, {0, 1, 0}}"),
    ("AnglePath3D[x]", "AnglePath3D[x]"),
    ("Midpoint[{{1, 2}, {3, 5}}]", "{2, 7/2}"),
    ("Midpoint[{1, 2}]", "Midpoint[{1, 2}]"),
    ("N[GoldenAngle, 30]", "2.39996322972865332223155550663"),
    ("Sin[GoldenAngle] // N", "0.67549"),
    ("RollPitchYawMatrix[{a, b, c}] == RotationMatrix[c, {1, 0, 0}] . "
     "RotationMatrix[b, {0, 1, 0}] . RotationMatrix[a, {0, 0, 1}]", "True"),
    ("EulerMatrix[{a, b, c}] == RotationMatrix[a, {0, 0, 1}] . RotationMatrix[b, {0, 1, 0}] . "
     "RotationMatrix[c, {0, 0, 1}]", "True"),
    ("EulerAngles[EulerMatrix[{-Pi/3, Pi/2, 2 Pi/3}]]", "{-Pi/3, Pi/2, (2 Pi)/3}"),
    ("RollPitchYawAngles[RollPitchYawMatrix[{Pi/4, -Pi/6, Pi/3}]]", "{Pi/4, -Pi/6, Pi/3}"),
    ("RollPitchYawAngles[IdentityMatrix[3]]", "{0, 0, 0}"),
]


def test_rows():
    check_rows(ROWS)


def _rot(t, axis):
    c, s = math.cos(t), math.sin(t)
    if axis == 1:
        return np.array([[1, 0, 0], [0, c, -s], [0, s, c]])
    if axis == 2:
        return np.array([[c, 0, s], [0, 1, 0], [-s, 0, c]])
    return np.array([[c, -s, 0], [s, c, 0], [0, 0, 1]])


def _matrix(s, text):
    return np.array(s.evaluate(text).to_python(), dtype=float)


def test_rotation_conventions_numeric():
    rnd = random.Random(11)
    s = Session()
    axes = [(i, j, k) for i in (1, 2, 3) for j in (1, 2, 3) for k in (1, 2, 3)
            if i != j and j != k]
    assert len(axes) == 12
    for ax in axes:
        a, b, g = rnd.uniform(-3, 3), rnd.uniform(0.2, 1.3), rnd.uniform(-3, 3)
        spec = "{%r, %r, %r}, {%d, %d, %d}" % ((a, b, g) + ax)
        e = _matrix(s, "EulerMatrix[%s]" % spec)
        assert np.allclose(e, _rot(a, ax[0]) @ _rot(b, ax[1]) @ _rot(g, ax[2]))
        r = _matrix(s, "RollPitchYawMatrix[%s]" % spec)
        assert np.allclose(r, _rot(g, ax[2]) @ _rot(b, ax[1]) @ _rot(a, ax[0]))
        back = _matrix(s, "EulerMatrix[EulerAngles[EulerMatrix[%s], {%d, %d, %d}], "
                          "{%d, %d, %d}]" % ((spec,) + ax + ax))
        assert np.allclose(back, e)
        back = _matrix(s, "RollPitchYawMatrix[RollPitchYawAngles[RollPitchYawMatrix[%s], "
                          "{%d, %d, %d}], {%d, %d, %d}]" % ((spec,) + ax + ax))
        assert np.allclose(back, r)


def test_coordinates_round_trip_numeric():
    rnd = random.Random(3)
    s = Session()
    for n in (2, 3, 5):
        p = [rnd.uniform(-2, 2) for _ in range(n)]
        q = s.evaluate("FromPolarCoordinates[ToPolarCoordinates[%s]]"
                       % str(p).replace("[", "{").replace("]", "}")).to_python()
        assert np.allclose(q, p)
    x, y, z = 0.3, -1.2, 0.7
    r, th, ph = s.evaluate("ToSphericalCoordinates[{%r, %r, %r}]" % (x, y, z)).to_python()
    assert math.isclose(r * math.sin(th) * math.cos(ph), x)
    assert math.isclose(r * math.cos(th), z)


def test_angle_path_machine_matches_cumulative_sum():
    s = Session()
    angles = [0.1 * k for k in range(50)]
    got = np.array(s.evaluate("AnglePath[%s]" % str(angles).replace("[", "{")
                              .replace("]", "}")).to_python())
    th = np.cumsum(angles)
    want = np.vstack([[0, 0], np.cumsum(np.c_[np.cos(th), np.sin(th)], axis=0)])
    assert got.shape == (51, 2) and np.allclose(got, want)


def test_angle_path_3d_exact_and_machine_agree():
    rnd = random.Random(6)
    s = Session()
    steps = [[rnd.randint(-3, 3), rnd.randint(-3, 3), rnd.randint(-3, 3)] for _ in range(6)]
    exact = "{" + ", ".join("{%d Pi/6, %d Pi/6, %d Pi/6}" % tuple(t) for t in steps) + "}"
    machine = "{" + ", ".join("{%r, %r, %r}" % tuple(math.pi * a / 6 for a in t)
                              for t in steps) + "}"
    a = np.array(s.evaluate("N[AnglePath3D[%s]]" % exact).to_python(), float)
    b = np.array(s.evaluate("AnglePath3D[%s]" % machine).to_python(), float)
    assert a.shape == (7, 3) and np.allclose(a, b)
    assert np.allclose(np.linalg.norm(np.diff(b, axis=0), axis=1), 1)
    # the same path from the frames: F_k = F_(k-1).EulerMatrix[step k], moving along F_k e_x
    f, p = np.eye(3), np.zeros(3)
    for t in steps:
        al, be, ga = (math.pi * x / 6 for x in t)
        f = f @ _rot(al, 3) @ _rot(be, 2) @ _rot(ga, 3)
        p = p + f[:, 0]
    assert np.allclose(b[-1], p)
