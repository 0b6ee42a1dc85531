"""Mathematical morphology on NumPy arrays: flat dilation and erosion with a structuring
element (the positions of its nonzero entries, centred), connected components in scan
order, Zhang-Suen thinning and the basic component measurements.

NumPy and SciPy are imported inside the functions."""


def _np():
    import numpy as np
    return np


def _footprint(kernel, ndim, extra):
    np = _np()
    k = np.asarray(kernel) != 0
    return k.reshape(k.shape + (1,) * extra)


def dilate(data, kernel, axes):
    """max of data[x - y] over the kernel's positions y (the image's outside ignored)."""
    np = _np()
    from scipy import ndimage
    fp = _footprint(np.asarray(kernel)[tuple(slice(None, None, -1)
                                              for _ in range(np.ndim(kernel)))],
                    data.ndim, data.ndim - axes)
    low = -np.inf if data.dtype.kind == "f" else np.iinfo(data.dtype).min
    return ndimage.maximum_filter(data, footprint=fp, mode="constant", cval=low)


def erode(data, kernel, axes):
    """min of data[x + y] over the kernel's positions y (the image's outside ignored)."""
    np = _np()
    from scipy import ndimage
    fp = _footprint(kernel, data.ndim, data.ndim - axes)
    high = np.inf if data.dtype.kind == "f" else np.iinfo(data.dtype).max
    return ndimage.minimum_filter(data, footprint=fp, mode="constant", cval=high)


def components(mask, corners=True):
    """The label matrix of the connected components of the boolean matrix ``mask`` (8- or
    4-connected), numbered 1, 2, ... in the order their first pixels appear row by row."""
    np = _np()
    from scipy import ndimage
    structure = np.ones((3, 3), int) if corners else None
    labels, _ = ndimage.label(mask, structure=structure)
    return labels


def thin(mask):
    """Zhang-Suen thinning of a boolean matrix to lines one pixel wide."""
    np = _np()
    img = np.pad(mask.astype(np.uint8), 1)
    changed = True
    while changed:
        changed = False
        for step in (0, 1):
            p = img
            n = [p[:-2, 1:-1], p[:-2, 2:], p[1:-1, 2:], p[2:, 2:], p[2:, 1:-1],
                 p[2:, :-2], p[1:-1, :-2], p[:-2, :-2]]          # P2 .. P9 clockwise
            b = sum(x.astype(int) for x in n)
            seq = n + [n[0]]
            a = sum(((seq[i] == 0) & (seq[i + 1] == 1)).astype(int) for i in range(8))
            if step == 0:
                c1 = (n[0] * n[2] * n[4]) == 0
                c2 = (n[2] * n[4] * n[6]) == 0
            else:
                c1 = (n[0] * n[2] * n[6]) == 0
                c2 = (n[0] * n[4] * n[6]) == 0
            centre = p[1:-1, 1:-1]
            remove = (centre == 1) & (b >= 2) & (b <= 6) & (a == 1) & c1 & c2
            if remove.any():
                img = img.copy()
                img[1:-1, 1:-1][remove] = 0
                changed = True
    return img[1:-1, 1:-1].astype(bool)


def measure(labels, prop):
    """{label: value} of one property ("Count", "Area", "Centroid", "BoundingBox") of the
    components of a label matrix, in the image coordinate system (y from the bottom)."""
    np = _np()
    h = labels.shape[0]
    out = {}
    for lab in range(1, int(labels.max()) + 1 if labels.size else 1):
        rows, cols = np.nonzero(labels == lab)
        if rows.size == 0:
            continue
        if prop == "Count":
            out[lab] = int(rows.size)
        elif prop == "Area":
            out[lab] = float(rows.size)
        elif prop == "Centroid":
            out[lab] = (float(cols.mean() + 0.5), float(h - rows.mean() - 0.5))
        elif prop == "BoundingBox":
            out[lab] = ((int(cols.min()), int(h - rows.max() - 1)),
                        (int(cols.max() + 1), int(h - rows.min())))
    return out


PROPERTIES = ("Count", "Area", "Centroid", "BoundingBox")
