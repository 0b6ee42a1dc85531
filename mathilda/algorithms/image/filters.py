"""Linear and neighbourhood filters on float NumPy arrays of any rank (a list's data, or an
image's pixels with the channel axis left out of the kernel): Gaussian kernels with the
Wolfram Language's "Bessel" and "Gaussian" methods and their derivatives, the Padding
methods of ArrayPad ("Fixed", "Periodic", "Reflected", "Reversed", a constant, None),
convolution and correlation with a kernel, and the statistics of shrinking neighbourhoods
(MeanFilter and its kin use only the elements inside the data at the boundaries).

NumPy and SciPy are imported inside the functions."""

import math

# Padding name -> scipy.ndimage mode: "Reflected" reflects about the edge element (which
# is not repeated), "Reversed" repeats it, as ArrayPad does.
PADDINGS = {"Fixed": "nearest", "Periodic": "wrap", "Reflected": "mirror",
            "Reversed": "reflect"}


def _np():
    import numpy as np
    return np


def _derivative_stencil(n):
    """The central finite-difference stencil of order n (a 1-D array centred on its middle,
    as a correlation kernel: d[k] multiplies f(x + k - half))."""
    np = _np()
    d = np.array([1.0])
    for _ in range(n // 2):
        d = np.convolve(d, [1.0, -2.0, 1.0])
    if n % 2:
        d = np.convolve(d, [-0.5, 0.0, 0.5])
    return d


def gaussian_kernel_1d(r, sigma, n=0, method="Bessel", standardized=True):
    """The (2r+1)-element Gaussian kernel of standard deviation sigma (or its n-th
    derivative) as a convolution kernel, index 0 at offset -r."""
    np = _np()
    x = np.arange(-r, r + 1, dtype=float)
    if sigma <= 0:
        g = (x == 0).astype(float)
        return g if n == 0 else np.zeros_like(x)
    if method == "Bessel":
        from scipy.special import ive
        t = sigma * sigma
        if n:
            # the n-th derivative of the discrete kernel is its n-th central difference
            d = _derivative_stencil(n)
            c = (len(d) - 1) // 2
            g = sum(dj * ive(np.abs(x + j - c), t) for j, dj in enumerate(d))
        else:
            g = ive(np.abs(x), t)
    else:
        g = np.exp(-x * x / (2 * sigma * sigma))
        if n:
            g = g * _hermite_factor(x, sigma, n)
    if standardized:
        g = standardize(g, x, n)
    return g


def _hermite_factor(x, sigma, n):
    """d^n/dx^n exp(-x^2/(2 s^2)) / exp(-x^2/(2 s^2)) (probabilists' Hermite polynomial)."""
    np = _np()
    u = x / sigma
    h0, h1 = np.ones_like(u), u
    if n == 0:
        return h0
    for k in range(1, n):
        h0, h1 = h1, u * h1 - k * h0
    return (-1) ** n * h1 / sigma ** n


def standardize(g, x, n):
    """Rescale (and for derivatives shift) a truncated kernel: a smoothing kernel sums to 1;
    a derivative kernel of order n sums to 0 and takes x^n/n! to 1 under convolution."""
    np = _np()
    if n == 0:
        s = g.sum()
        return g / s if s else g
    g = g - (g.sum() / len(g) if n % 2 == 0 else 0.0)
    m = (g * (-x) ** n).sum() / math.factorial(n)
    return g / m if m else g


def gaussian_array(radii, sigmas, orders, method="Bessel", standardized=True):
    """The outer product of the 1-D kernels: an array of shape (2 r_i + 1, ...)."""
    np = _np()
    out = np.array(1.0)
    for r, s, n in zip(radii, sigmas, orders):
        out = np.multiply.outer(out, gaussian_kernel_1d(r, s, n, method, standardized))
    return out


def pad_spec(value):
    """(mode, cval) for a Padding value: a name, a number (constant padding) or None
    (valid part only: mode None)."""
    if value is None:
        return None, 0.0
    if isinstance(value, str):
        return (PADDINGS[value], 0.0) if value in PADDINGS else False
    return "constant", float(value)


def correlate(data, kernel, padding=("nearest", 0.0), axes=None):
    """Correlate ``data`` with ``kernel`` (the kernel's centre on each element; for an even
    length, the element after the middle).  ``axes``: the leading axes the kernel spans
    (the rest, e.g. image channels, are filtered one by one)."""
    np = _np()
    from scipy import ndimage
    mode, cval = padding
    k = np.asarray(kernel, dtype=float)
    extra = data.ndim - k.ndim
    kk = k.reshape(k.shape + (1,) * extra)
    if mode is None:
        # Padding -> None: only the positions where the kernel lies inside the data
        full = ndimage.correlate(data, kk, mode="constant", cval=0.0)
        sl = tuple(slice(m // 2, n - (m - 1 - m // 2)) for m, n in zip(k.shape, data.shape))
        return full[sl]
    return ndimage.correlate(data, kk, mode=mode, cval=cval)


def convolve(data, kernel, padding=("nearest", 0.0)):
    np = _np()
    k = np.asarray(kernel, dtype=float)
    return correlate(data, k[tuple(slice(None, None, -1) for _ in range(k.ndim))], padding)


def separable(data, kernels, padding=("nearest", 0.0)):
    """Convolve with the outer product of 1-D kernels, one axis at a time."""
    np = _np()
    from scipy import ndimage
    mode, cval = padding
    out = data
    for axis, k in enumerate(kernels):
        if mode is None:
            out = correlate(np.moveaxis(out, axis, 0), k[::-1], padding)
            out = np.moveaxis(out, 0, axis)
        else:
            out = ndimage.correlate1d(out, k[::-1], axis=axis, mode=mode, cval=cval)
    return out


# ---- neighbourhood statistics (shrinking windows) ------------------------------------

def _windows(data, radii):
    """A view of ``data`` padded with NaN: windows (2 r_i + 1) on the leading axes, the
    window axes last."""
    np = _np()
    pad = [(r, r) for r in radii] + [(0, 0)] * (data.ndim - len(radii))
    p = np.pad(data.astype(float), pad, mode="constant", constant_values=np.nan)
    shape = tuple(2 * r + 1 for r in radii)
    v = np.lib.stride_tricks.sliding_window_view(p, shape, axis=tuple(range(len(radii))))
    return v, tuple(range(v.ndim - len(radii), v.ndim))


def neighbourhood(data, radii, stat):
    """Each element replaced by ``stat`` ("Mean", "Median", "Min", "Max", "Range",
    "StandardDeviation", "Commonest") of the elements at most r_i away along each leading
    axis, smaller neighbourhoods at the boundaries."""
    np = _np()
    from scipy import ndimage
    size = tuple(2 * r + 1 for r in radii) + (1,) * (data.ndim - len(radii))
    if stat in ("Min", "Max", "Range"):
        lo = ndimage.minimum_filter(data, size=size, mode="nearest")
        hi = ndimage.maximum_filter(data, size=size, mode="nearest")
        return lo if stat == "Min" else hi if stat == "Max" else hi - lo
    if stat == "Mean":
        ones = np.ones(data.shape)
        s = ndimage.uniform_filter(data.astype(float), size=size, mode="constant")
        c = ndimage.uniform_filter(ones, size=size, mode="constant")
        return s / c
    v, axes = _windows(data, radii)
    if stat == "Median":
        # whole windows (an odd count) by SciPy; the boundary band, where the windows
        # shrink, window by window
        out = ndimage.median_filter(data.astype(float), size=size, mode="nearest")
        band = np.ones(data.shape[:len(radii)], bool)
        band[tuple(slice(r, n - r) for r, n in zip(radii, data.shape))] = False
        if band.any():
            w = v[band]
            w = w.reshape(w.shape[:w.ndim - len(axes)] + (-1,))
            out[band] = np.nanmedian(w, axis=-1)
        return out
    flat = v.reshape(v.shape[:-len(axes)] + (-1,))
    if stat == "StandardDeviation":
        n = np.sum(~np.isnan(flat), axis=-1)
        m = np.nanmean(flat, axis=-1)
        ss = np.nansum((flat - m[..., None]) ** 2, axis=-1)
        return np.sqrt(np.where(n > 1, ss / np.maximum(n - 1, 1), 0.0))
    if stat == "Commonest":
        return _commonest(flat)
    raise ValueError(stat)


def _commonest(flat):
    """The most frequent value of each window (NaN padding ignored; the smallest of
    equally frequent values)."""
    np = _np()
    s = np.sort(flat, axis=-1)                # NaN sorts last
    n = s.shape[-1]
    best = s[..., 0].copy()
    best_count = np.zeros(s.shape[:-1], dtype=int)
    run = np.zeros(s.shape[:-1], dtype=int)
    for i in range(n):
        if i:
            same = s[..., i] == s[..., i - 1]
            run = np.where(same, run + 1, 1)
        else:
            run = np.ones(s.shape[:-1], dtype=int)
        valid = ~np.isnan(s[..., i])
        better = valid & (run > best_count)
        best = np.where(better, s[..., i], best)
        best_count = np.where(better, run, best_count)
    return best
