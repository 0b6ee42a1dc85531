"""ListConvolve and ListCorrelate: the index arithmetic and the NumPy/SciPy fast path.

Everything is a correlation: ListConvolve[ker, list, {kL, kR}] is ListCorrelate of ker
reversed at every level with the alignments kL -> m + 1 - kL.  For a correlation in one
dimension with kernel length m, list length n and alignments kL, kR (1-based, positive),
the result's element t (t from 1 - kL to n - kR) is

    h[g[ker[1], x[t + 1]], ..., g[ker[m], x[t + m]]]

where x[j] is list[j] inside the list and the padding outside it: the list itself cyclically
(the default), repetitions of p, cyclic repetitions of a padding list (laid down so that
position j takes padding[(j - 1) mod s + 1]), or nothing (padding {}: the term is left out).
Several dimensions combine as a tensor product of these index ranges.

    positions(n, m, kl, kr)         the output index range and, per output, the list indices
    source_index(j, n, s)           where x[j] comes from: ("list", i), ("pad", i) or None
    numeric(ker, arr, kls, krs, pad)  NumPy arrays: the correlation (SciPy's convolve on the
                                    extended array), or None when it cannot be done exactly
"""

__all__ = ["output_range", "source_index", "numeric"]


def output_range(n, kl, kr):
    """The output indices t (1 - kl .. n - kr) of one dimension."""
    return range(1 - kl, n - kr + 1)


def source_index(j, n, pad_len):
    """x[j] (1-based j): ('list', i) inside, ('pad', i) from the cyclic padding of length
    pad_len (None: the list itself), or None for padding {} (pad_len 0)."""
    if 1 <= j <= n:
        return ("list", j - 1)
    if pad_len is None:
        return ("list", (j - 1) % n)
    if pad_len == 0:
        return None
    return ("pad", (j - 1) % pad_len)


def numeric(ker, arr, kls, krs, pad):
    """The correlation of the NumPy array arr (its first ker.ndim dimensions) with ker.

    pad: None (cyclic), a NumPy scalar array (repeated), or an array of ker.ndim dimensions
    (cyclic padding).  Integer data are done exactly (None when the sums could leave the
    64-bit range)."""
    import numpy as np
    from scipy.signal import convolve
    r = ker.ndim
    n = arr.shape[:r]
    m = ker.shape
    # the extended array: positions 2 - kl .. n - kr + m in every dimension
    maps, inside = [], []
    for d in range(r):
        js = np.arange(2 - kls[d], n[d] - krs[d] + m[d] + 1)
        maps.append(js)
        inside.append((js >= 1) & (js <= n[d]))
    if any(len(js) < m[d] for d, js in enumerate(maps)):
        return np.zeros(tuple(max(0, len(js) - m[d] + 1) for d, js in enumerate(maps))
                        + arr.shape[r:], dtype=np.result_type(ker, arr))
    src = tuple(np.ix_(*[(js - 1) % n[d] for d, js in enumerate(maps)]))
    ext = arr[src]
    if pad is not None:
        mask = np.ones(ext.shape[:r], dtype=bool)
        for d in range(r):
            shape = [1] * r
            shape[d] = -1
            mask = mask & inside[d].reshape(shape)
        if pad.ndim == 0:
            padded = np.broadcast_to(pad, ext.shape)
        else:
            pidx = tuple(np.ix_(*[(js - 1) % pad.shape[d] for d, js in enumerate(maps)]))
            padded = pad[pidx]
            if padded.shape != ext.shape:
                padded = np.broadcast_to(padded.reshape(padded.shape + (1,) * (ext.ndim - r)),
                                         ext.shape)
        mask = mask.reshape(mask.shape + (1,) * (ext.ndim - r))
        ext = np.where(mask, ext, padded)
    kk = ker.reshape(ker.shape + (1,) * (ext.ndim - r))
    flipped = kk[tuple(slice(None, None, -1) for _ in range(r))]
    if ext.dtype.kind in "iu" and kk.dtype.kind in "iu":
        bound = float(np.abs(ext).max(initial=0)) * float(np.abs(kk).sum())
        if bound >= 2.0 ** 62:
            return None
        return convolve(ext, flipped, mode="valid", method="direct")
    return convolve(ext, flipped, mode="valid")
