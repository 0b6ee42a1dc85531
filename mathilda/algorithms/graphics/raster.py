"""Raster arrays: ``Raster[{{a11, a12, ...}, ...}]`` cells to an RGBA image.

Cells are gray levels (numbers), {gray, alpha}, {r, g, b} or {r, g, b, a}; numbers are
scaled from the range {zmin, zmax} (default 0..1) and clipped.  The first row of the array
is the bottom row of the picture, as in the Wolfram Language; the returned image keeps
that order (draw it with the origin at the lower left)."""

from mathilda.algorithms.graphics.numeric import real_array


def _np():
    import numpy as np
    return np


def raster_rgba(data, zrange=None, numericalize=None):
    np = _np()
    a = real_array(data, numericalize)
    if a is None or a.ndim not in (2, 3):
        return None
    lo, hi = 0.0, 1.0
    if zrange is not None:
        z = real_array(zrange)
        if z is not None and z.shape == (2,) and z[1] != z[0]:
            lo, hi = float(z[0]), float(z[1])
    a = (a - lo) / (hi - lo)
    a = np.clip(np.nan_to_num(a, nan=1.0), 0.0, 1.0)
    if a.ndim == 2:
        rgb = np.repeat(a[:, :, None], 3, axis=2)
        alpha = np.ones(a.shape + (1,))
    elif a.shape[2] == 1:
        rgb = np.repeat(a, 3, axis=2)
        alpha = np.ones(a.shape[:2] + (1,))
    elif a.shape[2] == 2:
        rgb = np.repeat(a[:, :, :1], 3, axis=2)
        alpha = a[:, :, 1:2]
    elif a.shape[2] == 3:
        rgb = a
        alpha = np.ones(a.shape[:2] + (1,))
    elif a.shape[2] == 4:
        rgb = a[:, :, :3]
        alpha = a[:, :, 3:4]
    else:
        return None
    return np.concatenate([rgb, alpha], axis=2)
