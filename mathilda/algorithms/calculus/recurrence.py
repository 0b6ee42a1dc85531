"""Linear recurrences with constant coefficients, on plain Python numbers.

    terms(ker, init, lo, hi, check)  the terms lo..hi (1-based) of a[n] = ker[0] a[n-1] + ...
                                     exact (ints, Fractions, complex) by a loop
    float_terms(ker, init, lo, hi)   the same for machine numbers as a NumPy array, by a
                                     linear filter (scipy.signal.lfilter)
    nth_term(ker, init, n)           the n-th term alone by repeated squaring of the
                                     companion matrix (log n products: a term 10^6 far away
                                     costs milliseconds plus the size of its digits)
    find_recurrence(seq, dmax)       the shortest kernel generating an exact sequence
                                     (Berlekamp-Massey over the rationals), or a numeric one
                                     by least squares within a tolerance
    filter_ab(a, b, x)               the output y of sum a_k y[n-k] == sum b_k x[n-k] with zero
                                     initial state (RecurrenceFilter)

``check`` is called now and then in long loops (the evaluator's interrupt test).
"""

from fractions import Fraction


def _is_float(v):
    return isinstance(v, (float, complex)) and not isinstance(v, bool)


def terms(ker, init, lo, hi, check=None):
    """[a_lo, ..., a_hi] of the recurrence (indices 1-based, init are a_1..a_d)."""
    d = len(ker)
    if hi <= len(init):
        return list(init[lo - 1:hi])
    numeric = any(_is_float(v) for v in list(ker) + list(init))
    if numeric and d and hi - len(init) > 64:
        return list(float_terms(ker, init, lo, hi))
    seq = list(init)
    kr = list(reversed(ker))
    for i in range(len(seq), hi):
        if check is not None and i % 4096 == 0:
            check()
        window = seq[i - d:i]
        s = 0
        for c, v in zip(kr, window):
            if c:
                s += c * v
        seq.append(s)
    return seq[lo - 1:hi]


def float_terms(ker, init, lo, hi):
    """The terms lo..hi of a machine-number recurrence as a NumPy array (a linear filter
    run on an input that reproduces the initial values)."""
    import numpy as np
    from scipy.signal import lfilter
    d = len(ker)
    cplx = any(isinstance(v, complex) for v in list(ker) + list(init))
    dt = complex if cplx else float
    a = np.array([1] + [-c for c in ker], dtype=dt)
    y0 = np.array(init[-d:], dtype=dt)
    # an input that is nonzero only over the first d samples and makes the output start
    # with the initial values: x[n] = y[n] - sum ker_k y[n-k] for n < d
    x = np.zeros(hi - len(init) + d, dtype=dt)
    x[:d] = lfilter(a, [1.0], y0)
    with np.errstate(all="ignore"):
        y = lfilter([1.0], a, x) if d else x
    head = np.array(init[:len(init) - d], dtype=dt)
    return np.concatenate([head, y])[lo - 1:hi]


def _matmul(A, B):
    n, m, p = len(A), len(B), len(B[0])
    out = []
    for i in range(n):
        row = A[i]
        out.append([sum(row[k] * B[k][j] for k in range(m) if row[k]) for j in range(p)])
    return out


def nth_term(ker, init, n, check=None):
    """a_n (1-based) for an exact kernel and initial values."""
    d = len(ker)
    if n <= len(init):
        return init[n - 1]
    if d == 0:
        return 0
    start = init[-d:]                  # a_{m-d+1} .. a_m, m = len(init)
    steps = n - len(init)
    # companion matrix M: (a_{k+1}, ..., a_{k+d}) -> (a_{k+2}, ..., a_{k+d+1})
    M = [[0] * d for _ in range(d)]
    for i in range(d - 1):
        M[i][i + 1] = 1
    M[d - 1] = list(reversed(ker))
    R = None
    P = M
    while steps:
        if check is not None:
            check()
        if steps & 1:
            R = P if R is None else _matmul(P, R)
        steps >>= 1
        if steps:
            P = _matmul(P, P)
    vec = _matmul(R, [[v] for v in start])
    return vec[d - 1][0]


def _berlekamp_massey(seq):
    """The connection polynomial C (C[0] = 1) and its length L of an exact sequence."""
    C, B = [Fraction(1)], [Fraction(1)]
    L, m, b = 0, 1, Fraction(1)
    for i in range(len(seq)):
        dlt = seq[i]
        for j in range(1, L + 1):
            if j < len(C):
                dlt += C[j] * seq[i - j]
        if dlt == 0:
            m += 1
            continue
        coef = dlt / b
        T = list(C)
        if len(C) < len(B) + m:
            C = C + [Fraction(0)] * (len(B) + m - len(C))
        for j, v in enumerate(B):
            C[j + m] -= coef * v
        if 2 * L <= i:
            L, B, b, m = i + 1 - L, T, dlt, 1
        else:
            m += 1
    C = (C + [Fraction(0)] * (L + 1))[:L + 1]
    return C, L


def find_recurrence(seq, dmax=None, tol=None):
    """The kernel [c1, ..., cd] with a[n] = c1 a[n-1] + ... + cd a[n-d] for every term, the
    shortest there is (d <= dmax when given); None when there is none that the terms
    determine (2 d must not exceed their number)."""
    N = len(seq)
    if tol is not None:
        return _find_numeric(seq, dmax, tol)
    C, L = _berlekamp_massey([Fraction(v) for v in seq])
    if L == 0 or 2 * L > N or (dmax is not None and L > dmax):
        return None
    return [-C[j] for j in range(1, L + 1)]


def _find_numeric(seq, dmax, tol):
    import numpy as np
    N = len(seq)
    y = np.array(seq, dtype=complex if any(isinstance(v, complex) for v in seq) else float)
    scale = max(1.0, float(np.max(np.abs(y)))) if N else 1.0
    top = N // 2 if dmax is None else min(dmax, N // 2)
    for d in range(1, top + 1):
        A = np.array([[y[i - j] for j in range(1, d + 1)] for i in range(d, N)])
        rhs = y[d:]
        coef, *_ = np.linalg.lstsq(A, rhs, rcond=None)
        if np.max(np.abs(A @ coef - rhs)) <= tol * scale:
            return [complex(c) if np.iscomplexobj(coef) else float(c) for c in coef]
    return None


def filter_ab(a, b, x):
    """y with sum_k a[k] y[n-k] == sum_k b[k] x[n-k], y and x zero before the start."""
    numeric = any(_is_float(v) for v in list(a) + list(b) + list(x))
    if numeric:
        import numpy as np
        from scipy.signal import lfilter
        cplx = any(isinstance(v, complex) for v in list(a) + list(b) + list(x))
        dt = complex if cplx else float
        y = lfilter(np.array(b, dtype=dt), np.array(a, dtype=dt), np.array(x, dtype=dt))
        return [complex(v) if cplx else float(v) for v in y]
    a0 = a[0]
    y = []
    for n in range(len(x)):
        s = sum(b[k] * x[n - k] for k in range(len(b)) if n - k >= 0)
        s -= sum(a[k] * y[n - k] for k in range(1, len(a)) if n - k >= 0)
        y.append(Fraction(s) / a0 if a0 != 1 else s)
    return y
