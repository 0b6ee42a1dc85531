"""The bins Histogram and HistogramList choose by themselves (the Wolfram Language's rules, as
its outputs show them).

``automatic(vals)`` -- ``HistogramList[data]``:

* the raw width is Freedman and Diaconis's, ``2 IQR n^(-1/3)``, with the interquartile range
  of ``Quartiles`` (quantile parameters {{1/2, 0}, {0, 1}}); when the IQR is 0 (but the data
  are not all equal), Sturges' ``range/(Ceiling[Log2[n]] + 1)``;
* the width is the "nice" number (1, 2 or 5 times a power of 10) nearest to it on a log
  scale (``Range[20]``: 7.37 gives 10, ``{50, 98, 94, 45, 31, 44, 28, 69}``: 44 gives 50);
* the bins sit at multiples of the width, from the one holding the least value to the one
  holding the greatest (a value on an edge opens the next bin): ``Range[10]`` gives
  {0, 5, 10, 15};
* when the smallest gap between distinct values equals the width and the first value is a
  multiple of it, the bins are centred on the values instead (edges at x0 - w/2 + k w, as
  machine reals): ``{1, 2, 2, 3, 3, 3}`` gives {0.5, 1.5, 2.5, 3.5};
* all values equal to x: one bin of the nice width nearest to |x| (1 for 0) from the multiple
  below x: ``{1, 1, 1, 1}`` gives {1, 2}, ``{5}`` gives {5, 10}.

``by_count(vals, n)`` -- ``HistogramList[data, n]``: the raw width ``(max - min)/(n - 1)``,
at least the smallest gap between distinct values, rounded to the linearly nearest nice
number (a tie to the smaller), the same centring test, and n = 1 keeping only the end edges
of that cover; equal values x give n equal bins over [x - 1/2, x + 1/2] (machine reals; one
exact bin for a single value).

``centred(vals, w)``: the same centring for an explicit width ``{w}``.

Edges are Fractions (exact) or floats (centred bins); the caller makes expressions of them.
"""

import math
from fractions import Fraction

__all__ = ["automatic", "by_count", "nice", "centred"]


def centred(vals, w):
    """The centred edges for bins of width w (``HistogramList[data, {w}]``), or None."""
    if not vals:
        return None
    return _centred(vals, sorted(vals), Fraction(w))


def _candidates(raw):
    e = math.floor(math.log10(raw))
    out = []
    for k in (e - 1, e, e + 1, e + 2):
        for m in (1, 2, 5):
            out.append(Fraction(m) * Fraction(10) ** k)
    return out


def nice(raw, log_scale):
    """The nice number (1, 2 or 5 times a power of 10) nearest to raw > 0."""
    cands = _candidates(raw)
    if log_scale:
        return min(cands, key=lambda c: abs(math.log(float(c) / raw)))
    return min(cands, key=lambda c: (abs(float(c) - raw), c))


def _quartile(sorted_vals, q):
    """Quantile with parameters {{1/2, 0}, {0, 1}} (linear interpolation at n q + 1/2)."""
    n = len(sorted_vals)
    x = Fraction(1, 2) + n * Fraction(q)
    k = math.floor(x)
    frac = x - k
    lo = sorted_vals[min(max(k, 1), n) - 1]
    hi = sorted_vals[min(max(k + 1, 1), n) - 1]
    return lo + (hi - lo) * (frac if type(lo) is not float else float(frac))


def _min_gap(sorted_vals):
    gaps = [b - a for a, b in zip(sorted_vals, sorted_vals[1:]) if b != a]
    return min(gaps) if gaps else None


def _cover(lo, hi, w):
    k0 = math.floor(Fraction(lo) / w)
    k1 = math.floor(Fraction(hi) / w)
    return [k * w for k in range(k0, k1 + 2)]


def _centred(vals, sorted_vals, w):
    """Edges centred on the values, or None when the centring test fails."""
    gap = _min_gap(sorted_vals)
    if gap is None or Fraction(gap) != w:
        return None
    first = Fraction(vals[0])
    if (first / w).denominator != 1:
        return None
    lo, hi = Fraction(sorted_vals[0]), Fraction(sorted_vals[-1])
    nb = math.floor((hi - lo) / w) + 1
    start = lo - w / 2
    return [float(start + k * w) for k in range(nb + 1)]


def automatic(vals):
    if not vals:
        return []
    s = sorted(vals)
    lo, hi = s[0], s[-1]
    if lo == hi:
        w = nice(abs(float(lo)), True) if lo != 0 else Fraction(1)
        k = math.floor(Fraction(lo) / w)
        return [k * w, (k + 1) * w]
    n = len(s)
    iqr = _quartile(s, Fraction(3, 4)) - _quartile(s, Fraction(1, 4))
    if iqr > 0:
        raw = 2 * float(iqr) * n ** (-1 / 3)
    else:
        raw = float(hi - lo) / (math.ceil(math.log2(n)) + 1)
    w = nice(raw, True)
    return _centred(vals, s, w) or _cover(lo, hi, w)


def by_count(vals, nbins):
    if not vals:
        return []
    s = sorted(vals)
    lo, hi = s[0], s[-1]
    if lo == hi:
        x = Fraction(lo)
        if len(vals) == 1:
            return [x - Fraction(1, 2), x + Fraction(1, 2)]
        a = float(x) - 0.5
        return [a + k / nbins for k in range(nbins)] + [float(x) + 0.5]
    raw = float(hi - lo) / (nbins - 1) if nbins > 1 else float(hi - lo)
    gap = _min_gap(s)
    raw = max(raw, float(gap))
    w = nice(raw, False)
    edges = _centred(vals, s, w) or _cover(lo, hi, w)
    if nbins == 1:
        return [edges[0], edges[-1]]
    return edges
