"""Plot ranges and ticks.

``robust_range(values, weights)`` is the automatic range of sampled values: the whole range
unless a thin tail runs far away (a pole), which is then clipped, as PlotRange -> Automatic
does in the Wolfram Language.  ``nice_ticks(lo, hi)`` gives major and minor tick positions
at 1, 2, 5 x 10^k steps and ``tick_labels`` formats them alike ("0.5", "1.0")."""

import math


def _np():
    import numpy as np
    return np


def _quantiles(np, v, w, qs):
    order = np.argsort(v)
    v = v[order]
    w = w[order]
    c = np.cumsum(w)
    total = c[-1]
    if total <= 0:
        return [float(np.quantile(v, q)) for q in qs]
    return [float(v[min(int(np.searchsorted(c, q * total)), len(v) - 1)]) for q in qs]


def robust_range(values, weights=None, k=0.5, tail=3.0):
    """(lo, hi) of the finite ``values``: each end is the extreme value, unless it lies more
    than ``tail`` interquantile widths (5%..95%, weighted) beyond the quantile; then it is
    clipped to ``k`` widths beyond it.  A constant gives a range around the value."""
    np = _np()
    v = np.asarray(values, dtype=float).ravel()
    fin = np.isfinite(v)
    if weights is None:
        w = np.ones(v.shape)
    else:
        w = np.asarray(weights, dtype=float).ravel()
    v, w = v[fin], w[fin]
    if v.size == 0:
        return 0.0, 1.0
    vmin, vmax = float(v.min()), float(v.max())
    if v.size >= 8:
        q_lo, q_hi = _quantiles(np, v, w, (0.05, 0.95))
        width = q_hi - q_lo
        if width > 0:
            if vmin < q_lo - tail * width:
                vmin = q_lo - k * width
            if vmax > q_hi + tail * width:
                vmax = q_hi + k * width
    return widen(vmin, vmax)


def widen(lo, hi):
    """A non-empty range: a single value v gives a range around it."""
    if hi > lo and (hi - lo) > 1e-12 * max(abs(lo), abs(hi)):
        return lo, hi
    c = (lo + hi) / 2.0
    d = abs(c) if c != 0 else 1.0
    return c - d, c + d


def nice_step(span, target=7):
    """A step of 1, 2 or 5 times a power of ten giving about ``target`` intervals."""
    if span <= 0 or not math.isfinite(span):
        return 1.0
    raw = span / target
    e = math.floor(math.log10(raw))
    base = 10.0 ** e
    for m in (1, 2, 5, 10):
        if raw <= m * base * 1.0000001:
            return m * base
    return 10 * base


def nice_ticks(lo, hi, target=7):
    """(major, minor) tick positions within [lo, hi]."""
    if not (math.isfinite(lo) and math.isfinite(hi)) or hi <= lo:
        return [], []
    step = nice_step(hi - lo, target)
    first = math.ceil(lo / step - 1e-9)
    last = math.floor(hi / step + 1e-9)
    major = [_clean(i * step) for i in range(first, last + 1)]
    mant = round(step / 10 ** math.floor(math.log10(step)))
    sub = 5 if mant in (1, 5, 10) else 4
    minor_step = step / sub
    mfirst = math.ceil(lo / minor_step - 1e-9)
    mlast = math.floor(hi / minor_step + 1e-9)
    majset = {round(m / minor_step) for m in major}
    minor = [_clean(i * minor_step) for i in range(mfirst, mlast + 1) if i not in majset]
    return major, minor


def _clean(v):
    r = round(v, 12)
    return 0.0 if r == 0 else r


def tick_labels(values):
    """Labels for tick positions: integers without a point when all are integral, else
    the same number of decimals for all ("0.5", "1.0", "1.5"); very large or small values
    as a x 10^n."""
    if not values:
        return []
    big = max(abs(v) for v in values)
    if big >= 1e6 or (0 < big < 1e-4):
        return [_sci(v) for v in values]
    if all(abs(v - round(v)) < 1e-9 * max(1.0, abs(v)) for v in values):
        return [_minus("%d" % round(v)) for v in values]
    decimals = 1
    while decimals < 10 and any(abs(round(v, decimals) - v) > 1e-9 * max(1.0, abs(v))
                                for v in values):
        decimals += 1
    return [_minus("%.*f" % (decimals, v)) for v in values]


def _minus(s):
    """No "-0" or "-0.0" labels."""
    return s[1:] if s.startswith("-") and float(s) == 0 else s


def _sci(v):
    if v == 0:
        return "0"
    e = int(math.floor(math.log10(abs(v))))
    m = v / 10 ** e
    ms = ("%.2f" % m).rstrip("0").rstrip(".")
    if ms in ("1", "-1"):
        return "$%s10^{%d}$" % ("-" if v < 0 else "", e)
    return "$%s\\times 10^{%d}$" % (ms, e)


def log_ticks(lo, hi):
    """(major, minor) positions on a log10 axis given in log10 units: powers of ten (or
    1, 2, 5 multiples on short ranges) and the intermediate integers as minor ticks."""
    if hi <= lo:
        return [], []
    e0, e1 = int(math.floor(lo)), int(math.ceil(hi))
    major, minor = [], []
    span = hi - lo
    every = max(1, int(math.ceil(span / 6)))
    for e in range(e0, e1 + 1):
        for m in range(1, 10):
            p = e + math.log10(m)
            if p < lo - 1e-9 or p > hi + 1e-9:
                continue
            if m == 1 and (e % every == 0):
                major.append(p)
            elif span < 2.5 and m in (2, 5):
                major.append(p)
            elif span < 8:
                minor.append(p)
    return major, minor


def log_label(p):
    v = 10 ** p
    if abs(p - round(p)) < 1e-9:
        e = int(round(p))
        if -3 <= e <= 4:
            return ("%g" % v)
        return "$10^{%d}$" % e
    return "%g" % float("%.3g" % v)
