"""Peak finding (FindPeaks) on a NumPy vector.

``find(y, sigma, s, sigma_s, t, sigma_t)`` returns the 0-based indices of the peaks:

* the data are smoothed with a Gaussian of standard deviation ``sigma`` (reflected padding;
  ``sigma`` 0: the data themselves);
* a peak of the smoothed data is an element greater than its left neighbour and not less
  than its right one, the ends compared with their reflections (a plateau counts once, at its
  middle); each is traced back, uphill, to the local maximum of the original data it sits on;
* a peak is kept when the sharpness (minus the second difference of the data smoothed at
  ``sigma_s``) is at least ``s`` and its value (smoothed at ``sigma_t``) at least ``t``.
"""

__all__ = ["find", "smooth"]


def smooth(y, sigma):
    import numpy as np
    if sigma <= 0:
        return y
    r = max(int(4 * sigma + 0.5), 1)
    k = np.arange(-r, r + 1, dtype=float)
    w = np.exp(-k * k / (2 * sigma * sigma))
    w /= w.sum()
    pad = np.pad(y, r, mode="reflect") if len(y) > r else np.pad(y, r, mode="edge")
    return np.convolve(pad, w, mode="valid")


def _local_maxima(z):
    import numpy as np
    n = len(z)
    if n == 1:
        return [0]
    ext = np.concatenate([[z[1]], z, [z[-2]]])
    out = []
    i = 1
    while i <= n:
        if ext[i] > ext[i - 1]:
            j = i
            while j + 1 <= n and ext[j + 1] == ext[i]:
                j += 1
            if ext[j + 1] < ext[i] or (j == n and ext[j + 1] <= ext[i]):
                out.append((i + j) // 2 - 1)
            i = j + 1
        else:
            i += 1
    return out


def _uphill(y, i):
    n = len(y)
    while True:
        left = y[i - 1] if i > 0 else -float("inf")
        right = y[i + 1] if i + 1 < n else -float("inf")
        if right > y[i] and right >= left:
            i += 1
        elif left > y[i]:
            i -= 1
        else:
            return i


def find(y, sigma=0.0, s=0.0, sigma_s=None, t=-float("inf"), sigma_t=0.0):
    import numpy as np
    y = np.asarray(y, dtype=float)
    if not len(y):
        return []
    z = smooth(y, sigma)
    peaks = sorted({_uphill(y, i) if sigma > 0 else i for i in _local_maxima(z)})
    zs = smooth(y, sigma if sigma_s is None else sigma_s)
    zt = smooth(y, sigma_t)
    out = []
    for i in peaks:
        if s > 0:
            left = zs[i - 1] if i > 0 else zs[min(1, len(zs) - 1)]
            right = zs[i + 1] if i + 1 < len(zs) else zs[max(len(zs) - 2, 0)]
            if -(left - 2 * zs[i] + right) < s:
                continue
        if zt[i] < t:
            continue
        out.append(i)
    return out
