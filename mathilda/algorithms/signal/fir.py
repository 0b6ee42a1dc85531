"""Windowed-sinc FIR kernels and their application with fixed (edge-value) padding.

    kernel(kind, cut, n, w)   the least-squares (ideal, truncated) kernel of length n,
                              centred at (n - 1)/2, times the window values w:
                              lowpass   wc/Pi Sinc[wc (k - (n - 1)/2)]
                              highpass  delta - lowpass(wc)
                              bandpass  lowpass(w2) - lowpass(w1)
                              bandstop  delta - bandpass(w1, w2)
    apply(arr, kernels)       filters every dimension i of arr with kernels[i], each output
                              sample aligned with the kernel's centre, the data extended by
                              their end values
"""

__all__ = ["kernel", "apply"]


def _low(wc, n):
    import numpy as np
    t = np.arange(n) - (n - 1) / 2
    return wc / np.pi * np.sinc(wc * t / np.pi)


def _delta(n):
    import numpy as np
    t = np.arange(n) - (n - 1) / 2
    return np.where(t == 0, 1.0, 0.0)


def kernel(kind, cut, n, w):
    if kind == "low":
        h = _low(cut, n)
    elif kind == "high":
        h = _delta(n) - _low(cut, n)
    elif kind == "band":
        h = _low(cut[1], n) - _low(cut[0], n)
    else:
        h = _delta(n) - _low(cut[1], n) + _low(cut[0], n)
    return h * w


def apply(arr, kernels):
    import numpy as np
    out = np.asarray(arr, dtype=complex if np.iscomplexobj(arr) else float)
    for axis, h in enumerate(kernels):
        out = _correlate(out, h, axis, len(h))
    return out


def _correlate(x, h, axis, n):
    import numpy as np
    left = (n - 1) // 2
    right = n - 1 - left
    x = np.moveaxis(x, axis, -1)
    pad = [(0, 0)] * (x.ndim - 1) + [(left, right)]
    xp = np.pad(x, pad, mode="edge")
    from numpy.lib.stride_tricks import sliding_window_view
    y = sliding_window_view(xp, n, axis=-1) @ h[::-1]
    return np.moveaxis(y, -1, axis)
