"""Integer relations among the powers of an approximate number: the polynomial of least
degree, with small integer coefficients, that the number nearly satisfies.

For each degree d in turn, the lattice spanned by the rows (e_k, C Re(z^k), C Im(z^k)),
k = 0..d (e_k a unit vector, C = 10^(digits - 2)) is LLL-reduced (python-flint); its
shortest vector's first d + 1 entries are the coefficients of a polynomial p with
|p(z)| about 1/C.  A relation is taken when its coefficients are small enough that such a
near-vanishing is not a coincidence of the precision: (d + 1) log10(height) stays below
0.6 times the number of digits (a random number has relations of height about
10^(digits/(d + 1))); at the highest degree allowed the shortest relation is taken,
so that some approximant is returned."""

from math import log10


def find_polynomial(z, digits, nmax=None):
    """Integer coefficients, highest degree first (leading one positive), of a polynomial of
    degree <= nmax (default: up to 12, bounded by the precision) nearly vanishing at the
    mpmath number z known to ``digits`` digits; None if there is none."""
    import flint
    import mpmath
    digits = max(6, int(digits))
    with mpmath.workdps(digits + 10):
        z = mpmath.mpc(z)
        top = nmax if nmax is not None else min(12, digits // 2)
        scale = mpmath.mpf(10) ** (digits - 2)
        cplx = abs(z.imag) > mpmath.mpf(10) ** (-digits + 2) * max(1, abs(z))
        if not cplx and abs(z.real) >= mpmath.mpf(10) ** (digits - 2):
            return [1, -int(mpmath.nint(z.real))]     # an integer at this precision
        for d in range(1, top + 1):
            powers = [z ** k for k in range(d + 1)]
            rows = []
            for k in range(d + 1):
                row = [1 if i == k else 0 for i in range(d + 1)]
                row.append(int(mpmath.nint(scale * powers[k].real)))
                if cplx:
                    row.append(int(mpmath.nint(scale * powers[k].imag)))
                rows.append(row)
            red = flint.fmpz_mat(rows).lll()
            for i in range(red.nrows()):
                coeffs = [int(red[i, j]) for j in range(d + 1)]
                if coeffs[d] == 0 or not any(coeffs):
                    continue
                height = max(abs(c) for c in coeffs)
                # a true relation is much shorter than the ones every number has at this
                # precision; at the last degree allowed, the best one is taken
                if d < top and (d + 1) * log10(height + 1) > 0.6 * digits:
                    continue
                val = abs(mpmath.fsum(c * p for c, p in zip(coeffs, powers)))
                if val > mpmath.mpf(10) ** (-digits + 4) * height * max(1, abs(z)) ** d:
                    continue
                coeffs.reverse()
                if coeffs[0] < 0:
                    coeffs = [-c for c in coeffs]
                return coeffs
    return None
