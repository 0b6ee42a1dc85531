"""Power spectra and short-time Fourier transforms of partitioned lists (NumPy).

    partitions(x, n, d, pad)       rows x[k d : k d + n]; pad=True extends the list on the
                                   right with its last value so that every element is in a
                                   row ("fixed" padding), pad=False drops incomplete rows
    periodogram(x, n, d, w, m, a)  the mean over the rows of |DFT(w row, length m)|^2 m^(a-1)
                                   (Fourier's normalisation 1/m^((1-a)/2), squared)
    stft(x, n, d, w, m, a, b)      the DFT of every windowed row, zero-padded to length m,
                                   with FourierParameters {a, b}
"""

__all__ = ["partitions", "periodogram", "stft"]


def partitions(x, n, d, pad):
    import numpy as np
    x = np.asarray(x)
    if pad:
        count = 1 if len(x) <= n else -(-(len(x) - n) // d) + 1
        need = (count - 1) * d + n
        if need > len(x):
            x = np.concatenate([x, np.repeat(x[-1:], need - len(x))])
    else:
        count = (len(x) - n) // d + 1 if len(x) >= n else 0
    return np.stack([x[k * d:k * d + n] for k in range(count)]) if count else None


def _dft(rows, m, a, b):
    import numpy as np
    n = rows.shape[1]
    if m > n:
        rows = np.concatenate([rows, np.zeros((rows.shape[0], m - n), rows.dtype)], axis=1)
    f = np.fft.fft(rows, axis=1) if b < 0 else np.fft.ifft(rows, axis=1) * m
    if abs(b) != 1:
        idx = np.arange(m)
        f = np.stack([np.exp(2j * np.pi * b * np.outer(idx, idx) / m) @ r for r in rows])
    return f / m ** ((1 - a) / 2)


def periodogram(x, n, d, w, m, a=0.0):
    import numpy as np
    rows = partitions(x, n, d, False)
    if rows is None:
        return None
    f = _dft(rows * w, m, a, 1.0)
    return np.mean(np.abs(f) ** 2, axis=0)


def stft(x, n, d, w, m, a=1.0, b=-1.0):
    rows = partitions(x, n, d, True)
    return _dft(rows * w, m, a, b)
