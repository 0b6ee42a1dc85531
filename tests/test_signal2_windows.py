"""The window functions: exact and machine values, symbolic arguments, parameters, and
Array[w, M, {-1/2, 1/2}] against SciPy's symmetric windows (scipy.signal.get_window)."""

import numpy as np
import pytest

from support import check_row
from mathilda.session import Session

ROWS = [
    ("HannWindow[1/4]", "1/2"),
    ("HannWindow[x]", "HannWindow[x]"),
    ("HammingWindow[x]", "HammingWindow[x]"),
    ("HannWindow[0.1, a]", "HannWindow[0.1, a]"),
    ("HannWindow[2 + I]", "HannWindow[2 + I]"),
    ("HannWindow[1, 2]", "0"),
    ("HannWindow[0.7]", "0."),
    ("Table[HannWindow[k], {k, -1/2, 1/2, 1/4}]", "{0, 1/2, 1, 1/2, 0}"),
    ("Array[HammingWindow, 5, {-1/2, 1/2}] // N",
     "{0.0869565, 0.543478, 1., 0.543478, 0.0869565}"),
    ("DirichletWindow[{-1, 0, 1/2, 0.7}]", "{0, 1, 1, 0.}"),
    ("BartlettWindow[{-1/4, 0.1, 1}]", "{1/2, 0.8, 0}"),
    ("KaiserWindow[1/2]", "1/BesselI[0, 3 Pi]"),
    ("TukeyWindow[1/4, 0]", "1"),
    ("TukeyWindow[1/4, 3/2]", "1/2"),
    ("ParzenWindow[-1/4]", "1/4"),
    ("HannWindow[]", "HannWindow[]",
     ["HannWindow::argt: HannWindow called with 0 arguments; 1 or 2 arguments are expected."]),
    ("HammingWindow[1, 2]", "HammingWindow[1, 2]",
     ["HammingWindow::argx: HammingWindow called with 2 arguments; 1 argument is expected."]),
]


@pytest.mark.parametrize("row", ROWS, ids=[r[0] for r in ROWS])
def test_row(row):
    check_row(row)


def _sampled(s, w, m):
    r = s.evaluate("N[Array[%s, %d, {-1/2, 1/2}]]" % (w, m))
    return np.array(r.to_python(), dtype=float)


def _scipy(name, m):
    from scipy.signal import get_window
    from scipy.signal import windows as W
    table = {
        "HannWindow": lambda: get_window("hann", m, fftbins=False),
        "HammingWindow": lambda: W.general_hamming(m, 25 / 46),
        "BlackmanWindow": lambda: get_window("blackman", m, fftbins=False),
        "BlackmanHarrisWindow": lambda: get_window("blackmanharris", m, fftbins=False),
        "BlackmanNuttallWindow": lambda: get_window("nuttall", m, fftbins=False),
        "FlatTopWindow": lambda: get_window("flattop", m, fftbins=False),
        "BartlettWindow": lambda: get_window("bartlett", m, fftbins=False),
        "BartlettHannWindow": lambda: get_window("barthann", m, fftbins=False),
        "KaiserWindow": lambda: W.kaiser(m, 3 * np.pi),
        "KaiserWindow[#, 2] &": lambda: W.kaiser(m, 2 * np.pi),
        "TukeyWindow": lambda: W.tukey(m, 2 / 3),
        "TukeyWindow[#, 0.3] &": lambda: W.tukey(m, 0.3),
        "GaussianWindow": lambda: W.gaussian(m, 0.3 * (m - 1)),
        "LanczosWindow": lambda: W.lanczos(m),
        "PoissonWindow": lambda: W.exponential(m, tau=(m - 1) / 6),
        "DirichletWindow": lambda: np.ones(m),
    }
    return table[name]()


@pytest.mark.parametrize("name", ["HannWindow", "HammingWindow", "BlackmanWindow",
                                  "BlackmanHarrisWindow", "BlackmanNuttallWindow",
                                  "FlatTopWindow", "BartlettWindow", "BartlettHannWindow",
                                  "KaiserWindow", "KaiserWindow[#, 2] &", "TukeyWindow",
                                  "TukeyWindow[#, 0.3] &", "GaussianWindow", "LanczosWindow",
                                  "PoissonWindow", "DirichletWindow"])
@pytest.mark.parametrize("m", [7, 16])
def test_against_scipy(name, m):
    s = Session()
    assert np.allclose(_sampled(s, name, m), _scipy(name, m), atol=1e-12)


def test_nuttall_and_exact_blackman_coefficients():
    from scipy.signal.windows import general_cosine
    s = Session()
    got = _sampled(s, "NuttallWindow", 9)
    assert np.allclose(got, general_cosine(9, [0.355768, 0.487396, 0.144232, 0.012604]))
    got = _sampled(s, "ExactBlackmanWindow", 9)
    assert np.allclose(got, general_cosine(9, [7938 / 18608, 9240 / 18608, 1430 / 18608]))
