"""PeriodogramArray, SpectrogramArray, Periodogram and Spectrogram: printed rows, messages,
and the arrays against scipy.signal.welch / NumPy's FFT of the partitions."""

import numpy as np
import pytest

from support import check_row
from mathilda.session import Session

ROWS = [
    ("PeriodogramArray[{1, 2, 3, 4}]", "{25., 2., 1., 2.}"),
    ("PeriodogramArray[{1, 2, 3, 4}, 2]", "{14.5, 0.5}"),
    ("PeriodogramArray[{1, 2, 3, 4}, 2, 1]", "{13.8333, 0.5}"),
    ("PeriodogramArray[{1, 2, 3, 4}, 4, 4, HannWindow]", "{3.51562, 1.82813, 0.140625, 1.82813}"),
    ("PeriodogramArray[{1, 1}, 2, 2, {1, 1}, 4]", "{1., 0.5, 0., 0.5}"),
    ("PeriodogramArray[{1, 2, 3, 4}, FourierParameters -> {1, 1}]", "{100., 8., 4., 8.}"),
    ("PeriodogramArray[{1, 2, 3, 4}, FourierParameters -> {1, 7}]", "{100., 8., 4., 8.}"),
    ("SpectrogramArray[{1, 2, 3, 4}, 2, 2]",
     "{{3. + 0. I, -1. + 0. I}, {7. + 0. I, -1. + 0. I}}"),
    ("SpectrogramArray[{1, 2, 3}, 2, 2]", "{{3. + 0. I, -1. + 0. I}, {6. + 0. I, 0. + 0. I}}"),
    ("Dimensions[SpectrogramArray[Range[64]]]", "{20, 8}"),
    ("Head[Periodogram[Sin[Range[64]]]]", "Graphics"),
    ("Head[Spectrogram[Sin[Range[256]^2/200.]]]", "Graphics"),
    ("PeriodogramArray[{1, 2}, 3]", "PeriodogramArray[{1, 2}, 3]",
     ["PeriodogramArray::plen: The partition length 3 should be a positive integer no larger "
      "than the length of the data."]),
    ("PeriodogramArray[{1, 2}, 2, 2, {1}]", "PeriodogramArray[{1, 2}, 2, 2, {1}]",
     ["PeriodogramArray::wind: The window {1} should be a window function or a list of 2 "
      "numbers."]),
    ("PeriodogramArray[{1, 2}, 2, 2, {1, 1}, 1]", "PeriodogramArray[{1, 2}, 2, 2, {1, 1}, 1]",
     ["PeriodogramArray::padl: The padded length 1 should be an integer no smaller than the "
      "partition length 2."]),
    ("SpectrogramArray[{1, 2}, 2, 0]", "SpectrogramArray[{1, 2}, 2, 0]",
     ["SpectrogramArray::poff: The partition offset 0 should be a positive integer."]),
    ("Periodogram[x]", "Periodogram[x]",
     ["Periodogram::invl: The argument x should be a list of at least two numbers."]),
    ("SpectrogramArray[{a, 1}]", "SpectrogramArray[{a, 1}]",
     ["SpectrogramArray::invl: The argument {a, 1} should be a list of at least two numbers."]),
]


@pytest.mark.parametrize("row", ROWS, ids=[r[0] for r in ROWS])
def test_row(row):
    check_row(row)


def _data(s, n=200):
    s.evaluate("SeedRandom[3]; data = RandomReal[{-1, 1}, %d]" % n)
    return np.array(s.evaluate("data").to_python())


def test_periodogram_against_scipy_welch():
    from scipy.signal import welch
    from scipy.signal.windows import hann
    s = Session()
    x = _data(s)
    got = np.array(s.evaluate("PeriodogramArray[data, 32, 16, HannWindow]").to_python())
    w = hann(32, sym=True)
    _, want = welch(x, window=w, nperseg=32, noverlap=16, detrend=False,
                    return_onesided=False, scaling="spectrum", average="mean")
    # scipy scales by 1/Total[w]^2, PeriodogramArray by 1/n
    assert np.allclose(got, want * w.sum() ** 2 / 32)


def test_periodogram_plain_is_parseval():
    s = Session()
    x = _data(s)
    got = np.array(s.evaluate("PeriodogramArray[data]").to_python())
    assert np.isclose(got.sum(), (x ** 2).sum())


def test_spectrogram_against_numpy():
    s = Session()
    x = _data(s, 100)
    got = np.array(s.evaluate("SpectrogramArray[data, 16, 8, HammingWindow, 20]").to_python())
    w = 25 / 46 + 21 / 46 * np.cos(2 * np.pi * np.linspace(-0.5, 0.5, 16))
    xp = np.concatenate([x, np.repeat(x[-1:], 4)])
    rows = [np.fft.fft(xp[k * 8:k * 8 + 16] * w, 20) for k in range(12)]
    assert got.shape == (12, 20) and np.allclose(got, rows)
