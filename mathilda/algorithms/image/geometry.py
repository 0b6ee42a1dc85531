"""Image geometry on (h, w, c) float arrays: resampling to a new size, rotation, the
reflections, cropping of constant borders and the image coordinate system (x from the
left, y from the bottom, pixel i spanning [i - 1, i]).

NumPy and SciPy are imported inside the functions."""

import math

RESAMPLING = {"Nearest": 0, "Linear": 1, "Bilinear": 1, "Cubic": 3, "Bicubic": 3,
              "Quadratic": 2, "Automatic": 1}


def _np():
    import numpy as np
    return np


def resize(data, height, width, order=1):
    """``data`` resampled to height x width (pixel centres mapped onto pixel centres)."""
    np = _np()
    from scipy import ndimage
    h, w, c = data.shape
    if (h, w) == (height, width):
        return data.copy()
    ys = (np.arange(height) + 0.5) * (h / height) - 0.5
    xs = (np.arange(width) + 0.5) * (w / width) - 0.5
    if order == 0:
        iy = np.clip(np.floor((np.arange(height) + 0.5) * (h / height)).astype(int), 0,
                     h - 1)
        ix = np.clip(np.floor((np.arange(width) + 0.5) * (w / width)).astype(int), 0,
                     w - 1)
        return data[iy][:, ix]
    gy, gx = np.meshgrid(ys, xs, indexing="ij")
    out = np.empty((height, width, c))
    for k in range(c):
        out[:, :, k] = ndimage.map_coordinates(data[:, :, k], [gy, gx], order=order,
                                               mode="nearest")
    return out


def rotate(data, theta, background=0.0, order=1, full=True):
    """``data`` rotated counterclockwise by ``theta`` radians: quarter turns exactly,
    other angles by interpolation on a canvas enlarged to hold the whole image (``full``)
    or of the same size, the corners filled with ``background``."""
    np = _np()
    from scipy import ndimage
    q = theta / (math.pi / 2)
    if abs(q - round(q)) < 1e-12:
        return np.rot90(data, int(round(q)) % 4, axes=(0, 1)).copy()
    h, w, c = data.shape
    cs, sn = math.cos(theta), math.sin(theta)
    if full:
        H = int(math.ceil(abs(h * cs) + abs(w * sn) - 1e-9))
        W = int(math.ceil(abs(w * cs) + abs(h * sn) - 1e-9))
    else:
        H, W = h, w
    # output pixel centre (Y down, X right) -> input, rotating about the centres
    Y, X = np.meshgrid(np.arange(H) - (H - 1) / 2, np.arange(W) - (W - 1) / 2,
                       indexing="ij")
    # counterclockwise on screen (y up): x' = x cos - y sin, y' = x sin + y cos, y = -Y
    xs = cs * X - sn * Y + (w - 1) / 2
    ys = sn * X + cs * Y + (h - 1) / 2
    out = np.empty((H, W, c))
    bg = np.broadcast_to(np.asarray(background, dtype=float), (c,))
    for k in range(c):
        out[:, :, k] = ndimage.map_coordinates(data[:, :, k], [ys, xs], order=order,
                                               mode="constant", cval=float(bg[k]))
    return out


def constant_border_box(data, tol=0.0):
    """(top, bottom, left, right) row and column ranges left once the borders of the
    corner pixel's colour are removed; None when the whole image is that colour."""
    np = _np()
    ref = data[0, 0]
    diff = np.abs(data - ref).max(axis=2) > tol
    rows = np.nonzero(diff.any(axis=1))[0]
    cols = np.nonzero(diff.any(axis=0))[0]
    if rows.size == 0:
        return None
    return rows[0], rows[-1] + 1, cols[0], cols[-1] + 1


def trim_box(points, height, width, margin=0.0):
    """(r0, r1, c0, c1) of the smallest part holding the points {x, y} given in the
    image coordinate system, widened by ``margin``, clipped to the image."""
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    x0, x1 = min(xs) - margin, max(xs) + margin
    y0, y1 = min(ys) - margin, max(ys) + margin
    c0 = max(0, int(math.floor(x0)))
    c1 = min(width, max(c0 + 1, int(math.ceil(x1))))
    r0 = max(0, height - max(int(math.ceil(y1)), int(math.floor(y0)) + 1))
    r1 = min(height, height - int(math.floor(y0)))
    return r0, max(r1, r0 + 1), c0, c1
