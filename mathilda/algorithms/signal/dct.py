"""The discrete cosine and sine transforms in the Wolfram Language's normalisation.

For a list u of length n (1-based r, s), FourierDCT and FourierDST of type m are

    DCT-I    Sqrt[2/(n - 1)] ((u[1] + (-1)^(s - 1) u[n])/2 + Sum[u[r] Cos[Pi (r - 1)(s - 1)/(n - 1)], {r, 2, n - 1}])
    DCT-II   1/Sqrt[n] Sum[u[r] Cos[Pi (r - 1/2)(s - 1)/n], {r, n}]
    DCT-III  1/Sqrt[n] (u[1] + 2 Sum[u[r] Cos[Pi (r - 1)(s - 1/2)/n], {r, 2, n}])
    DCT-IV   Sqrt[2/n] Sum[u[r] Cos[Pi (r - 1/2)(s - 1/2)/n], {r, n}]
    DST-I    Sqrt[2/(n + 1)] Sum[u[r] Sin[Pi r s/(n + 1)], {r, n}]
    DST-II   1/Sqrt[n] Sum[u[r] Sin[Pi (r - 1/2) s/n], {r, n}]
    DST-III  1/Sqrt[n] ((-1)^(s - 1) u[n] + 2 Sum[u[r] Sin[Pi r (s - 1/2)/n], {r, n - 1}])
    DST-IV   Sqrt[2/n] Sum[u[r] Sin[Pi (r - 1/2)(s - 1/2)/n], {r, n}]

so that types 1 and 4 are their own inverses and 2 and 3 are each other's; an array is
transformed along every dimension.  These are SciPy's unnormalised transforms divided by
Sqrt[2 (n - 1)], 2 Sqrt[n], Sqrt[n], Sqrt[2 n] (DCT) and Sqrt[2 (n + 1)], 2 Sqrt[n],
Sqrt[n], Sqrt[2 n] (DST).

    transform(arr, kind, m)                    NumPy array (SciPy's FFT-based transforms)
    transform_mp(nested, shape, kind, m, dps)  nested lists of mpmath numbers (direct sums)
"""

__all__ = ["transform", "transform_mp"]


def _scale(kind, m, n):
    import math
    if m == 1:
        return math.sqrt(2 * (n - 1)) if kind == "cos" else math.sqrt(2 * (n + 1))
    return {2: 2 * math.sqrt(n), 3: math.sqrt(n), 4: math.sqrt(2 * n)}[m]


def transform(arr, kind, m):
    """The transform of type m (1-4) of a machine-number array along every axis."""
    import scipy.fft
    fn = scipy.fft.dct if kind == "cos" else scipy.fft.dst
    out = arr
    for axis in range(arr.ndim):
        out = fn(out, type=m, axis=axis) / _scale(kind, m, arr.shape[axis])
    return out


def _one(vals, kind, m, mp):
    n = len(vals)
    pi = mp.pi
    out = []
    for s in range(1, n + 1):
        if kind == "cos":
            if m == 1:
                acc = (vals[0] + (-1) ** (s - 1) * vals[-1]) / 2 + mp.fsum(
                    vals[r - 1] * mp.cos(pi * (r - 1) * (s - 1) / (n - 1)) for r in range(2, n))
                acc *= mp.sqrt(mp.mpf(2) / (n - 1))
            elif m == 2:
                acc = mp.fsum(vals[r - 1] * mp.cos(pi * (r - mp.mpf(1) / 2) * (s - 1) / n)
                              for r in range(1, n + 1)) / mp.sqrt(n)
            elif m == 3:
                acc = (vals[0] + 2 * mp.fsum(vals[r - 1] * mp.cos(pi * (r - 1) *
                                                                   (s - mp.mpf(1) / 2) / n)
                                             for r in range(2, n + 1))) / mp.sqrt(n)
            else:
                acc = mp.fsum(vals[r - 1] * mp.cos(pi * (r - mp.mpf(1) / 2) *
                                                   (s - mp.mpf(1) / 2) / n)
                              for r in range(1, n + 1)) * mp.sqrt(mp.mpf(2) / n)
        else:
            if m == 1:
                acc = mp.fsum(vals[r - 1] * mp.sin(pi * r * s / (n + 1))
                              for r in range(1, n + 1)) * mp.sqrt(mp.mpf(2) / (n + 1))
            elif m == 2:
                acc = mp.fsum(vals[r - 1] * mp.sin(pi * (r - mp.mpf(1) / 2) * s / n)
                              for r in range(1, n + 1)) / mp.sqrt(n)
            elif m == 3:
                acc = ((-1) ** (s - 1) * vals[-1] + 2 * mp.fsum(
                    vals[r - 1] * mp.sin(pi * r * (s - mp.mpf(1) / 2) / n)
                    for r in range(1, n))) / mp.sqrt(n)
            else:
                acc = mp.fsum(vals[r - 1] * mp.sin(pi * (r - mp.mpf(1) / 2) *
                                                   (s - mp.mpf(1) / 2) / n)
                              for r in range(1, n + 1)) * mp.sqrt(mp.mpf(2) / n)
        out.append(acc)
    return out


def transform_mp(nested, shape, kind, m, dps):
    """The transform of nested lists of mpmath numbers at dps digits, along every level."""
    import mpmath
    from mathilda.algorithms.signal.fourier import _along
    with mpmath.workdps(dps + 5):
        out = nested
        for axis in range(len(shape)):
            out = _along(out, 0, axis, lambda v: _one(v, kind, m, mpmath))
        return out
