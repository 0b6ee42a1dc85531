"""FactorInteger and symbolic Det benchmark (issue 20).

    python bench/numbertheory_linalg.py [runs] [--rows] [--quick]

In the same run (medians of ``runs`` runs, default 3; the slow old routes run once):

    FactorInteger[2^128 + 1]    through FLINT (numbers/primes.py) against the Python rho and
                                ECM it replaced (FLINT_BITS = 0) and sympy.factorint
    Det of the 6 x 6 matrix 1/(i + j + x)
                                fraction-free elimination in DomainMatrix over ZZ(x) against
                                the Berkowitz route it replaced
"""

import _common  # first: keeps bench/ off sys.path, puts the repository root first

import statistics  # noqa: E402
import time  # noqa: E402

from mathilda.session import Session  # noqa: E402


def _median(fn, runs):
    out = []
    for _ in range(runs):
        t = time.perf_counter()
        fn()
        out.append(time.perf_counter() - t)
    return statistics.median(out)


def factor_cases(runs, quick):
    from mathilda.numbers import primes
    import sympy
    n = 2 ** 128 + 1
    new = _median(lambda: primes.factorint(n), runs)
    other = _median(lambda: sympy.factorint(n), 1)
    old = None
    if not quick:
        saved = primes.FLINT_BITS
        primes.FLINT_BITS = 0
        try:
            old = _median(lambda: primes.factorint(n), 1)
        finally:
            primes.FLINT_BITS = saved
    return new, old, other


def det_cases(runs, quick):
    s = Session()
    s.evaluate("m = Table[1/(i + j + x), {i, 6}, {j, 6}];")
    new = _median(lambda: s.evaluate("Det[m]"), runs)
    old = None
    if not quick:
        from mathilda.bridges.sympy import sympy_module, to_sympy
        sp = sympy_module()
        rows = s.evaluate("m")
        sm = sp.Matrix([[to_sympy(v) for v in r.args] for r in rows.args])
        old = _median(lambda: sp.expand(sm.det(method="berkowitz")), 1)
    return new, old


def main():
    rows, quick, rest = _common.flags()
    runs = int(rest[0]) if rest else (1 if quick else 3)
    fnew, fold, fsym = factor_cases(runs, quick)
    dnew, dold = det_cases(runs, quick)
    if rows:
        _common.row("FactorInteger[2^128+1]", fnew, fsym, "sympy.factorint")
        _common.row("Det[6x6 1/(i+j+x)]", dnew, dold, "Berkowitz (old route)")
        return
    print("FactorInteger[2^128 + 1]: %.3f s (FLINT)   old rho+ECM: %s   sympy.factorint: %.3f s"
          % (fnew, "-" if fold is None else "%.2f s" % fold, fsym))
    print("Det[Table[1/(i + j + x), {i, 6}, {j, 6}]]: %.3f s (DomainMatrix ZZ(x))   "
          "old Berkowitz: %s" % (dnew, "-" if dold is None else "%.2f s" % dold))


if __name__ == "__main__":
    main()
