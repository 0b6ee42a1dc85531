"""The discrete Fourier transform in the Wolfram Language's conventions.

With FourierParameters {a, b}, for a list u of length n,

    Fourier:         v[s] = n^((a - 1)/2) Sum[u[r] Exp[2 Pi I b (r - 1)(s - 1)/n], {r, n}]
    InverseFourier:  u[r] = n^(-(a + 1)/2) Sum[v[s] Exp[-2 Pi I b (r - 1)(s - 1)/n], {s, n}]

and an array is transformed along every dimension (n: the product of the dimensions in the
normalisation).  The default {0, 1} is NumPy's unitary ("ortho") inverse FFT for Fourier.

    transform(arr, a, b, inverse)          NumPy: complex array of arr's shape
    transform_mp(nested, shape, a, b, inverse, dps)   mpmath: nested lists of mpc
"""

__all__ = ["transform", "transform_mp"]


def _integer(b):
    return float(b).is_integer()


def transform(arr, a, b, inverse=False):
    """The transform of the machine-number array arr (NumPy's FFT when b is an integer;
    the direct sum, one matrix product per dimension, otherwise)."""
    import numpy as np
    n = arr.size
    sign = -b if inverse else b          # the exponent is sign * 2 Pi I r s / n
    scale_pow = -(a + 1) / 2 if inverse else (a - 1) / 2
    if _integer(sign) and abs(sign) == 1:
        # NumPy: fftn has Exp[-2 Pi I ...], ifftn Exp[+2 Pi I ...]
        fn = np.fft.ifftn if sign > 0 else np.fft.fftn
        # the norm giving n^scale_pow directly, when there is one
        if sign > 0:
            norms = {-1.0: "backward", -0.5: "ortho", 0.0: "forward"}
        else:
            norms = {-1.0: "forward", -0.5: "ortho", 0.0: "backward"}
        norm = norms.get(float(scale_pow))
        if norm is not None:
            return fn(arr, norm=norm)
        out = fn(arr, norm="forward" if sign > 0 else "backward")
        out *= n ** scale_pow
        return out
    out = arr.astype(complex)
    for axis in range(arr.ndim):
        m = arr.shape[axis]
        if _integer(sign):
            # Exp[2 Pi I k r s/n] for an integer k: the plain transform at the indices k s mod n
            base = np.fft.ifft(out, axis=axis, norm="forward") if sign > 0 else \
                np.fft.fft(out, axis=axis)
            idx = (int(abs(sign)) * np.arange(m)) % m
            out = np.take(base, idx, axis=axis)
        else:
            r = np.arange(m)
            w = np.exp(2j * np.pi * float(sign) * np.outer(r, r) / m)
            out = np.moveaxis(np.tensordot(w, np.moveaxis(out, axis, 0), axes=(1, 0)), 0, axis)
    out *= n ** scale_pow
    return out


def _dft1(vals, sign, mp):
    n = len(vals)
    w = [mp.expjpi(2 * mp.mpf(sign) * k / n) for k in range(n)] if _integer(sign) else None
    out = []
    for s in range(n):
        acc = mp.mpc(0)
        for r, u in enumerate(vals):
            if w is not None:
                acc += u * w[(r * s) % n]       # w[k] = Exp[2 Pi I sign k/n], sign an integer
            else:
                acc += u * mp.expjpi(2 * mp.mpf(sign) * r * s / n)
        out.append(acc)
    return out


def _along(nested, depth, axis, fn):
    if depth == axis:
        # transform along this level: gather the vectors of the levels below
        if depth == _rank(nested) - 1:
            return fn(nested)
        cols = list(zip(*[_flat_leaves(x) for x in nested]))
        tcols = [fn(list(c)) for c in cols]
        rows = list(zip(*tcols))
        return [_refill(x, list(r)) for x, r in zip(nested, rows)]
    return [_along(x, depth + 1, axis, fn) for x in nested]


def _rank(nested):
    r = 0
    while isinstance(nested, list):
        r += 1
        nested = nested[0]
    return r


def _flat_leaves(x):
    if not isinstance(x, list):
        return [x]
    return [v for y in x for v in _flat_leaves(y)]


def _refill(template, values):
    it = iter(values)

    def go(t):
        if isinstance(t, list):
            return [go(y) for y in t]
        return next(it)
    return go(template)


def transform_mp(nested, shape, a, b, inverse, dps):
    """The transform of nested lists of mpmath numbers at dps digits (direct sums)."""
    import mpmath
    sign = -b if inverse else b
    n = 1
    for m in shape:
        n *= m
    scale_pow = -(a + 1) / 2 if inverse else (a - 1) / 2
    with mpmath.workdps(dps + 5):
        out = nested
        for axis in range(len(shape)):
            out = _along(out, 0, axis, lambda v: _dft1(v, sign, mpmath))
        scale = mpmath.mpf(n) ** mpmath.mpf(scale_pow)
        return _refill(out, [v * scale for v in _flat_leaves(out)])
