"""LowpassFilter, HighpassFilter, BandpassFilter, BandstopFilter, Upsample and Downsample:
printed rows, messages, and the kernels against scipy.signal.firwin (unscaled, with the
Wolfram Hamming window 25/46 + 21/46 Cos[2 Pi x])."""

import numpy as np
import pytest

from support import check_row
from mathilda.session import Session

ROWS = [
    ("LowpassFilter[{1, 1, 1, 1, 1}, 1, 3]", "{0.364892, 0.364892, 0.364892, 0.364892, 0.364892}"),
    ("LowpassFilter[{0, 0, 1, 0, 0}, Pi/2, 3, DirichletWindow]", "{0., 0.31831, 0.5, 0.31831, 0.}"),
    ("HighpassFilter[{0, 0, 1, 0, 0}, Pi/2, 3, DirichletWindow]",
     "{0., -0.31831, 0.5, -0.31831, 0.}"),
    ("BandpassFilter[{0, 0, 1, 0, 0}, {Pi/4, Pi/2}, 3, DirichletWindow]",
     "{0., 0.0932308, 0.25, 0.0932308, 0.}"),
    ("BandstopFilter[{0, 0, 1, 0, 0}, {Pi/4, Pi/2}, 3, DirichletWindow]",
     "{0., -0.0932308, 0.75, -0.0932308, 0.}"),
    ("LowpassFilter[{0, 0, 1, 0, 0}, 2 Pi, 3, DirichletWindow, SampleRate -> 4]",
     "{0., 0.31831, 0.5, 0.31831, 0.}"),
    ("Length[LowpassFilter[Range[100], 0.5]]", "100"),
    ("Upsample[{a, b, c}, 2]", "{a, 0, b, 0, c, 0}"),
    ("Upsample[{1, 2}, 3, 2]", "{0, 1, 0, 0, 2, 0}"),
    ("Upsample[{{1, 2}}, {1, 2}]", "{{1, 0, 2, 0}}"),
    ("Downsample[{a, b, c, d, e}, 2]", "{a, c, e}"),
    ("Downsample[{a, b, c, d, e}, 2, 2]", "{b, d}"),
    ("Downsample[{{1, 2, 3}, {4, 5, 6}}, {2, 2}]", "{{1, 3}}"),
    ("Downsample[Upsample[{1, 2, 3}, 4], 4]", "{1, 2, 3}"),
    ("LowpassFilter[{1, 2}, 4]", "LowpassFilter[{1, 2}, 4]",
     ["LowpassFilter::cut: The cutoff frequency specification 4 should give frequencies "
      "between 0 and Pi (times the sample rate), one for all dimensions or one for each."]),
    ("LowpassFilter[{1, 2}, 1, 0]", "LowpassFilter[{1, 2}, 1, 0]",
     ["LowpassFilter::klen: The kernel length 0 should be a positive integer."]),
    ("LowpassFilter[{1, 2}, 1, 3, {1, 2}]", "LowpassFilter[{1, 2}, 1, 3, {1, 2}]",
     ["LowpassFilter::wind: The window {1, 2} should be a window function or a list of 3 "
      "numbers."]),
    ("HighpassFilter[x, 1]", "HighpassFilter[x, 1]",
     ["HighpassFilter::arr: Argument x is not a rectangular array of numbers."]),
    ("Upsample[{1, 2}, 0]", "Upsample[{1, 2}, 0]",
     ["Upsample::fact: The factor 0 should be a positive integer or a list of positive "
      "integers, one for each dimension."]),
    ("Downsample[x, 2]", "Downsample[x, 2]",
     ["Downsample::arr2: Argument x is not a nonempty rectangular array."]),
]


@pytest.mark.parametrize("row", ROWS, ids=[r[0] for r in ROWS])
def test_row(row):
    check_row(row)


def _impulse_response(s, call, n):
    """The kernel, read off the response to a unit impulse in the middle of zeros."""
    s.evaluate("data = Table[If[k == %d, 1, 0], {k, %d}]" % (n + 1, 2 * n + 1))
    r = s.evaluate(call)
    return np.array(r.to_python())[n - (n - 1) // 2:n + (n - 1) // 2 + 1]


@pytest.mark.parametrize("call,pass_zero,cutoff", [
    ("LowpassFilter[data, 0.7, 21]", True, 0.7),
    ("HighpassFilter[data, 1.1, 21]", False, 1.1),
    ("BandpassFilter[data, {0.5, 1.5}, 21]", False, [0.5, 1.5]),
    ("BandstopFilter[data, {0.5, 1.5}, 21]", True, [0.5, 1.5]),
])
def test_kernels_against_firwin(call, pass_zero, cutoff):
    from scipy.signal import firwin
    s = Session()
    got = _impulse_response(s, call, 21)
    want = firwin(21, np.array(cutoff) / np.pi, window=("general_hamming", 25 / 46),
                  pass_zero=pass_zero, scale=False)
    assert np.allclose(got, want, atol=1e-12)


def test_lowpass_removes_high_tone():
    s = Session()
    s.evaluate("data = Table[Sin[0.2 k] + Sin[2.5 k], {k, 400}]")
    got = np.array(s.evaluate("LowpassFilter[data, 1, 61]").to_python())
    k = np.arange(1, 401)
    assert np.max(np.abs(got[60:-60] - np.sin(0.2 * k[60:-60]))) < 0.02
