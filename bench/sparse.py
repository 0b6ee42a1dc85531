"""SparseArray benchmark: Dot and LinearSolve on a 10^5 x 10^5 tridiagonal matrix.

    python bench/sparse.py [runs] [n]

In the same run (medians of ``runs`` runs, default 5), each against SciPy on the same
matrix (CSR, built once):

    s . v              Mathilda's Dot of the SparseArray and a packed vector
                       against ``csr @ v``
    LinearSolve[s, b]  Mathilda's LinearSolve (SciPy's spsolve on the CSR buffer)
                       against ``scipy.sparse.linalg.spsolve(csc, b)``
    SparseArray[Band]  building the matrix from three Band rules (no SciPy counterpart:
                       scipy.sparse.diags is quoted for scale)

The ratios (Mathilda / SciPy) are the evaluator's overhead around the same SciPy call.
"""

import _common  # first: keeps bench/ off sys.path, puts the repository root first

import statistics  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402

from mathilda.session import Session  # noqa: E402


def _median(fn, runs):
    out = []
    for _ in range(runs):
        t = time.perf_counter()
        fn()
        out.append(time.perf_counter() - t)
    return statistics.median(out)


def _pair(f, g, runs):
    """Medians of f's and g's times, each run timing f then g."""
    a, b = [], []
    for _ in range(runs):
        t = time.perf_counter()
        f()
        a.append(time.perf_counter() - t)
        t = time.perf_counter()
        g()
        b.append(time.perf_counter() - t)
    return statistics.median(a), statistics.median(b)


def main():
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 10 ** 5
    import numpy as np
    import scipy.sparse as ss
    import scipy.sparse.linalg as sl

    s = Session()
    build = "s = SparseArray[{Band[{1, 1}] -> 2., Band[{1, 2}] -> -1., " \
            "Band[{2, 1}] -> -1.}, {%d, %d}];" % (n, n)
    s.evaluate(build)                                # the first one installs the up-values
    s.evaluate("v = RandomReal[1, %d]; b = RandomReal[1, %d];" % (n, n))
    s.evaluate("s . v; LinearSolve[s, b];")
    ok = s.evaluate("Norm[s . LinearSolve[s, b] - b] / Norm[b] < 10^-6")

    main_ = np.full(n, 2.0)
    off = np.full(n - 1, -1.0)
    m = ss.diags([off, main_, off], [-1, 0, 1], format="csr")
    v = np.random.random(n)
    bb = np.random.random(n)
    mc = m.tocsc()
    # each run times both sides back to back (the machine is shared: load drifts)
    t_dot, t_sdot = _pair(lambda: s.evaluate("s . v;"), lambda: m @ v, runs)
    t_solve, t_ssolve = _pair(lambda: s.evaluate("LinearSolve[s, b];"),
                              lambda: sl.spsolve(mc, bb), runs)
    t_build, t_diags = _pair(lambda: s.evaluate(build),
                             lambda: ss.diags([off, main_, off], [-1, 0, 1], format="csr"),
                             runs)

    print("tridiagonal %d x %d, medians of %d runs; residual check: %s" % (n, n, runs, ok))
    print("%-22s %10s %10s %8s" % ("", "Mathilda", "SciPy", "ratio"))
    print("%-22s %9.2fms %9.2fms %7.1fx" % ("Dot s . v", t_dot * 1e3, t_sdot * 1e3,
                                            t_dot / t_sdot))
    print("%-22s %9.2fms %9.2fms %7.1fx" % ("LinearSolve[s, b]", t_solve * 1e3,
                                            t_ssolve * 1e3, t_solve / t_ssolve))
    print("%-22s %9.2fms %9.2fms %7.1fx" % ("build (Band rules)", t_build * 1e3,
                                            t_diags * 1e3, t_build / t_diags))


if __name__ == "__main__":
    main()
