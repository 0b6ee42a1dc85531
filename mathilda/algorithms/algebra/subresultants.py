"""Subresultants of two univariate polynomials, by their determinant definition.

For P of degree m and Q of degree n in x and 0 <= j <= min(m, n), M_j is the matrix whose
rows are the coefficients (of x^(m+n-j-1) down to x^0) of x^(n-j-1) P, ..., x P, P and
x^(m-j-1) Q, ..., Q.  The j-th subresultant polynomial is

    S_j = sum over i = 0 .. j of det(first m+n-2j-1 columns of M_j, column of x^i) x^i

and its coefficient of x^j, the determinant of the first m+n-2j columns, is the j-th
principal subresultant coefficient (psc_0 is the resultant).

    principal_coefficients(sp, P, Q, x) -> [psc_0, ..., psc_min(m,n)]
    polynomials(sp, P, Q, x)            -> [S_0, ..., S_min(m,n)]
"""


def _rows(sp, P, Q, x, j):
    p = sp.Poly(P, x)
    q = sp.Poly(Q, x)
    m, n = p.degree(), q.degree()
    width = m + n - j
    rows = []
    for k in range(n - j - 1, -1, -1):
        row = [0] * width
        for d, c in zip(range(m, -1, -1), p.all_coeffs()):
            row[width - 1 - (d + k)] = c
        rows.append(row)
    for k in range(m - j - 1, -1, -1):
        row = [0] * width
        for d, c in zip(range(n, -1, -1), q.all_coeffs()):
            row[width - 1 - (d + k)] = c
        rows.append(row)
    return rows, m, n, width


def _det(sp, rows):
    if not rows:
        return sp.Integer(1)
    return sp.expand(sp.Matrix(rows).det(method="berkowitz"))


def _column(rows, width, i):
    """The column of x^i."""
    return [r[width - 1 - i] for r in rows]


def _minor(sp, rows, width, lead, i):
    cols = [[r[c] for r in rows] for c in range(lead)]
    cols.append(_column(rows, width, i))
    return _det(sp, [list(t) for t in zip(*cols)]) if cols and rows else sp.Integer(1)


def degrees(sp, P, Q, x):
    return sp.Poly(P, x).degree(), sp.Poly(Q, x).degree()


def principal_coefficients(sp, P, Q, x):
    m, n = degrees(sp, P, Q, x)
    out = []
    for j in range(min(m, n) + 1):
        rows, m, n, width = _rows(sp, P, Q, x, j)
        lead = m + n - 2 * j
        out.append(_det(sp, [r[:lead] for r in rows]))
    return out


def polynomials(sp, P, Q, x):
    m, n = degrees(sp, P, Q, x)
    out = []
    for j in range(min(m, n) + 1):
        rows, m, n, width = _rows(sp, P, Q, x, j)
        lead = m + n - 2 * j - 1
        if not rows:                    # j = m = n: S_j is the polynomial of lower index
            out.append(sp.expand(Q if n <= m else P))
            continue
        s = 0
        for i in range(j + 1):
            s += _minor(sp, rows, width, lead, i) * x ** i
        out.append(sp.expand(s))
    return out
