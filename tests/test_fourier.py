"""Fourier and InverseFourier: printed rows, the transform against its definition and
against NumPy, inverses on the same table, FourierParameters, ranks, precision."""

import pytest

from support import check_row
from mathilda.session import Session

ROWS = [
    ("Fourier[{1, 1, 2, 2, 1, 1, 0, 0}]",
     "{2.82843 + 0. I, -0.5 + 1.20711 I, 0. + 0. I, 0.5 - 0.207107 I, 0. + 0. I, "
     "0.5 + 0.207107 I, 0. + 0. I, -0.5 - 1.20711 I}"),
    ("Fourier[{1, 2, 3}, FourierParameters -> {1, -1}]",
     "{6. + 0. I, -1.5 + 0.866025 I, -1.5 - 0.866025 I}"),
    ("Fourier[{{1, 2}, {3, 4}}]", "{{5. + 0. I, -1. + 0. I}, {-2. + 0. I, 0. + 0. I}}"),
    ("Fourier[{1, 2, 3, 4}, {1, 3}]", "{5. + 0. I, -1. + 0. I}"),
    ("Fourier[Range[4] // N]", "{5. + 0. I, -1. - 1. I, -1. + 0. I, -1. + 1. I}"),
    ("Fourier[{1, 2, 3, 4, 5}, FourierParameters -> {-1, 1}]",
     "{3. + 0. I, -0.5 - 0.688191 I, -0.5 - 0.16246 I, -0.5 + 0.16246 I, -0.5 + 0.688191 I}"),
    ("Fourier[{1 + I, 2, 3}]", "{3.4641 + 0.57735 I, -0.866025 + 0.0773503 I, "
                               "-0.866025 + 1.07735 I}"),
    ("Fourier[N[{1, 2, 3}, 20]]",
     "{3.4641016151377545871 + 0. I, -0.86602540378443864676 - 0.50000000000000000000 I, "
     "-0.86602540378443864676 + 0.50000000000000000000 I}"),
    ("InverseFourier[{1, 2, 3, 4}]", "{5. + 0. I, -1. + 1. I, -1. + 0. I, -1. - 1. I}"),
    ("InverseFourier[Fourier[{1, 2, 3}]]", "{1. + 0. I, 2. + 0. I, 3. + 0. I}"),
    ("Re[InverseFourier[Fourier[{1, 2, 3}, FourierParameters -> {1, -1}], "
     "FourierParameters -> {1, -1}]]", "{1., 2., 3.}"),
    ("Developer`PackedArrayQ[Fourier[RandomReal[1, 16]]]", "True"),
    ("Fourier[{a, b}]", "Fourier[{a, b}]",
     ["Fourier::fftl: Argument {a, b} is not a nonempty list or rectangular array of numeric "
      "quantities."]),
    ("Fourier[{}]", "Fourier[{}]",
     ["Fourier::fftl: Argument {} is not a nonempty list or rectangular array of numeric "
      "quantities."]),
    ("Fourier[{{1, 2}, {3}}]", "Fourier[{{1, 2}, {3}}]",
     ["Fourier::fftl: Argument {{1, 2}, {3}} is not a nonempty list or rectangular array of "
      "numeric quantities."]),
    ("Fourier[{1, 2}, FourierParameters -> x]", "Fourier[{1, 2}, FourierParameters -> x]",
     ["Fourier::fpopt: Value of option FourierParameters -> x should be a list of two real "
      "numbers."]),
]


@pytest.mark.parametrize("row", ROWS, ids=[r[0] for r in ROWS])
def test_row(row):
    check_row(row)


def _definition(u, a, b, inverse=False):
    import numpy as np
    n = len(u)
    r = np.arange(n)
    sign = -b if inverse else b
    w = np.exp(2j * np.pi * sign * np.outer(r, r) / n)
    return n ** ((-(a + 1) if inverse else a - 1) / 2) * (w @ u)


def test_against_the_definition_and_inverses():
    import numpy as np
    s = Session()
    rng = np.random.default_rng(7)
    u = rng.normal(size=12) + 1j * rng.normal(size=12)
    s.evaluate("u = %s" % ("{" + ", ".join("(%r) + (%r) I" % (float(z.real), float(z.imag))
                                           for z in u) + "}").replace("e", "*^"))
    for a, b in [(0, 1), (1, -1), (-1, 1), (0, 2), (0, -3), (1, 0.5), (0.5, 1)]:
        got = np.array(s.evaluate("Fourier[u, FourierParameters -> {%s, %s}]" % (a, b))
                       .to_python())
        assert np.allclose(got, _definition(u, a, b), atol=1e-12), (a, b)
        inv = np.array(s.evaluate("InverseFourier[u, FourierParameters -> {%s, %s}]"
                                  % (a, b)).to_python())
        assert np.allclose(inv, _definition(u, a, b, inverse=True), atol=1e-12), (a, b)
        if abs(b) == 1:
            back = np.array(s.evaluate(
                "InverseFourier[Fourier[u, FourierParameters -> {%s, %s}], "
                "FourierParameters -> {%s, %s}]" % (a, b, a, b)).to_python())
            assert np.allclose(back, u, atol=1e-12), (a, b)


def test_multidimensional_and_numpy():
    import numpy as np
    s = Session()
    s.evaluate("m = RandomReal[1, {4, 6, 5}]")
    m = np.array(s.evaluate("m").to_python())
    got = np.array(s.evaluate("Fourier[m]").to_python())
    assert np.allclose(got, np.fft.ifftn(m, norm="ortho"), atol=1e-12)
    back = np.array(s.evaluate("InverseFourier[Fourier[m]]").to_python())
    assert np.allclose(back, m, atol=1e-12)


def test_arbitrary_precision_against_machine():
    s = Session()
    hi = s.evaluate("Fourier[N[{1, 2, 3, 4, 5}, 30]]")
    lo = s.evaluate("Fourier[{1., 2., 3., 4., 5.}]")
    assert str(s.evaluate("Precision[Fourier[N[{1, 2, 3, 4, 5}, 30]]]")) == "30."
    assert max(abs(complex(a.to_python()) - complex(b.to_python()))
               for a, b in zip(hi.args, lo.args)) < 1e-14
