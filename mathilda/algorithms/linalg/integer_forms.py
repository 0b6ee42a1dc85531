"""Integer matrices: the Hermite and Smith normal forms with their unimodular transforms,
and lattice reduction (python-flint's LLL).

    hermite(a)  -> (u, r)     u . a == r, u unimodular, r in reduced row echelon form over
                              the integers (pivots positive, entries above a pivot in
                              [0, pivot))
    smith(a)    -> (u, d, v)  u . a . v == d diagonal, d[i][i] >= 0 dividing d[i+1][i+1]
    lll(rows)   -> rows       an LLL-reduced basis of the lattice the rows span (zero
                              vectors of a dependent set left out)

Matrices are lists of lists of Python ints."""


def _identity(n):
    return [[1 if i == j else 0 for j in range(n)] for i in range(n)]


def _xgcd(a, b):
    """(g, s, t) with s a + t b == g == gcd(a, b) >= 0."""
    s0, s1, t0, t1 = 1, 0, 0, 1
    while b:
        q, a, b = a // b, b, a % b
        s0, s1 = s1, s0 - q * s1
        t0, t1 = t1, t0 - q * t1
    if a < 0:
        a, s0, t0 = -a, -s0, -t0
    return a, s0, t0


def _combine_rows(m, i, j, s, t, x, y):
    """Rows i, j of m become (s ri + t rj, x ri + y rj)."""
    ri, rj = m[i], m[j]
    m[i] = [s * p + t * q for p, q in zip(ri, rj)]
    m[j] = [x * p + y * q for p, q in zip(ri, rj)]


def hermite(a):
    r = [list(row) for row in a]
    m, n = len(r), len(r[0]) if r else 0
    u = _identity(m)
    row = 0
    for col in range(n):
        if row >= m:
            break
        for i in range(row + 1, m):          # clear the column below the pivot row
            if r[i][col] == 0:
                continue
            g, s, t = _xgcd(r[row][col], r[i][col])
            x, y = -r[i][col] // g, r[row][col] // g
            _combine_rows(r, row, i, s, t, x, y)
            _combine_rows(u, row, i, s, t, x, y)
        p = r[row][col]
        if p == 0:
            continue
        if p < 0:
            r[row] = [-v for v in r[row]]
            u[row] = [-v for v in u[row]]
            p = -p
        for i in range(row):                 # reduce the entries above the pivot
            q = r[i][col] // p
            if q:
                r[i] = [v - q * w for v, w in zip(r[i], r[row])]
                u[i] = [v - q * w for v, w in zip(u[i], u[row])]
        row += 1
    return u, r


def smith(a):
    d = [list(row) for row in a]
    m, n = len(d), len(d[0]) if d else 0
    u, v = _identity(m), _identity(n)

    def swap_cols(x, i, j):
        for row in x:
            row[i], row[j] = row[j], row[i]

    def sub_col(x, j, k, q):                 # column j -= q column k
        for row in x:
            row[j] -= q * row[k]

    for k in range(min(m, n)):
        while True:
            nz = [(abs(d[i][j]), i, j) for i in range(k, m) for j in range(k, n) if d[i][j]]
            if not nz:
                return u, d, v
            _, i, j = min(nz)                # the smallest entry becomes the pivot
            d[k], d[i] = d[i], d[k]
            u[k], u[i] = u[i], u[k]
            swap_cols(d, k, j)
            swap_cols(v, k, j)
            p = d[k][k]
            for i in range(k + 1, m):
                q = d[i][k] // p
                if q:
                    d[i] = [x - q * y for x, y in zip(d[i], d[k])]
                    u[i] = [x - q * y for x, y in zip(u[i], u[k])]
            for j in range(k + 1, n):
                q = d[k][j] // p
                if q:
                    sub_col(d, j, k, q)
                    sub_col(v, j, k, q)
            if any(d[i][k] for i in range(k + 1, m)) or any(d[k][j] for j in range(k + 1, n)):
                continue                     # a smaller remainder: pivot on it
            bad = next((i for i in range(k + 1, m) for j in range(k + 1, n)
                        if d[i][j] % p), None)
            if bad is None:
                break
            d[k] = [x + y for x, y in zip(d[k], d[bad])]   # the pivot must divide the rest
            u[k] = [x + y for x, y in zip(u[k], u[bad])]
        if d[k][k] < 0:
            d[k] = [-x for x in d[k]]
            u[k] = [-x for x in u[k]]
    return u, d, v


def lll(rows):
    import flint
    red = flint.fmpz_mat(rows).lll()
    out = [[int(red[i, j]) for j in range(red.ncols())] for i in range(red.nrows())]
    return [r for r in out if any(r)]
