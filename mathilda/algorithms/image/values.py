"""Pixel values: Otsu's threshold, level counts and interpolation at image coordinates,
on (h, w, c) float arrays in unit scale.

NumPy is imported inside the functions."""


def _np():
    import numpy as np
    return np


def otsu_threshold(values, bins=256):
    """The threshold between two classes of ``values`` (0..1) that maximises the
    between-class variance (Otsu's method), on ``bins`` levels."""
    np = _np()
    v = np.clip(np.asarray(values, dtype=float).ravel(), 0, 1)
    if v.size == 0 or v.min() == v.max():
        return float(v.min()) if v.size else 0.5
    hist, edges = np.histogram(v, bins=bins, range=(0.0, 1.0))
    centers = (edges[:-1] + edges[1:]) / 2
    w0 = np.cumsum(hist)
    w1 = w0[-1] - w0
    s0 = np.cumsum(hist * centers)
    m0 = s0 / np.maximum(w0, 1)
    m1 = (s0[-1] - s0) / np.maximum(w1, 1)
    between = w0 * w1 * (m0 - m1) ** 2
    k = int(np.argmax(between[:-1]))
    return float(edges[k + 1])


def levels(channel, n):
    """[(value, count)] of one channel quantised to n levels (k/(n-1))."""
    np = _np()
    q = np.clip(np.rint(np.nan_to_num(channel.ravel()) * (n - 1)), 0, n - 1).astype(int)
    counts = np.bincount(q, minlength=n)
    return [(k / (n - 1), int(c)) for k, c in enumerate(counts)]


def sample(data, x, y, order=1):
    """The channel values at the point {x, y} of the image coordinate system (x from the
    left edge, y from the bottom, pixel centres at half-integers), interpolated (order 1)
    or of the pixel holding the point (order 0), the edge pixels repeated outside."""
    np = _np()
    h, w, _ = data.shape
    col, row = x - 0.5, h - y - 0.5
    if order == 0:
        r = int(np.clip(np.floor(h - y), 0, h - 1))
        c = int(np.clip(np.floor(x), 0, w - 1))
        return data[r, c]
    r0, c0 = int(np.floor(row)), int(np.floor(col))
    fr, fc = row - r0, col - c0
    out = 0
    for dr, wr in ((0, 1 - fr), (1, fr)):
        for dc, wc in ((0, 1 - fc), (1, fc)):
            if wr * wc:
                rr = min(max(r0 + dr, 0), h - 1)
                cc = min(max(c0 + dc, 0), w - 1)
                out = out + wr * wc * data[rr, cc]
    return out


def threshold_image(ev, image, rest):
    """Threshold[image, spec...]: Threshold of the pixel values (unit scale), as an image
    of the same type; None (unevaluated) for what is no image."""
    from mathilda.algorithms.image import core
    from mathilda.algorithms.graphics.numeric import real_array
    from mathilda.core.packed import PackedArray
    np = _np()
    pic = core.from_expr(image)
    if pic is None:
        return None
    r = ev.call("Threshold", PackedArray(np.ascontiguousarray(pic.data)), *rest)
    arr = real_array(r)
    if arr is None or arr.shape != pic.data.shape:
        return None
    return core.to_expr(pic.like(arr))
