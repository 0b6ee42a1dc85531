"""Algebra benchmark: FindRoot's damped Newton iteration, Solve with a modulus, and
LinearProgramming, each against the SciPy / plain-Python way of doing the same job in the
same run (alternately; medians of several runs).

    python bench/algebra.py
    python bench/algebra.py --rows [--quick]

1. FindRoot[Exp[x] - 1000, {x, 1}] against scipy.optimize.newton with the derivative (both
   reach 6.90776; undamped, SciPy jumps to x = 368 and walks back one unit a step).
2. FindRoot of a 2x2 system against scipy.optimize.fsolve.
3. Solve[x^2 == 4, x, Modulus -> 1000003] (python-flint's factoring over GF(p)) against
   SymPy's sympy.ntheory.sqrt_mod.
4. LinearProgramming with exact answers (20 variables, 15 constraints) against
   scipy.optimize.linprog alone (floats, no exact vertex).
"""

import _common  # first: keeps bench/ off sys.path , puts the repository root first

import math  # noqa: E402

import numpy as np  # noqa: E402
from scipy.optimize import fsolve, linprog, newton  # noqa: E402
from sympy.ntheory import sqrt_mod  # noqa: E402

from mathilda.session import Session  # noqa: E402


def cases():
    s = Session()
    out = [("FindRoot Exp[x] - 1000",
            lambda: s.evaluate("FindRoot[Exp[x] - 1000, {x, 1}];"),
            lambda: newton(lambda x: math.exp(x) - 1000, 1.0, fprime=math.exp, maxiter=1000),
            "scipy.optimize.newton"),
           ("FindRoot 2x2 system",
            lambda: s.evaluate("FindRoot[{Exp[x - 2] == y, y^2 == x}, {{x, 1}, {y, 1}}];"),
            lambda: fsolve(lambda v: [math.exp(v[0] - 2) - v[1], v[1] ** 2 - v[0]], [1, 1]),
            "scipy.optimize.fsolve"),
           ("Solve x^2 == 4 mod 1000003",
            lambda: s.evaluate("Solve[x^2 == 4, x, Modulus -> 1000003];"),
            lambda: sqrt_mod(4, 1000003, all_roots=True), "sympy sqrt_mod")]
    rng = np.random.default_rng(3)
    c = rng.integers(1, 10, 20)
    m = rng.integers(0, 10, (15, 20))
    b = rng.integers(10, 60, 15)
    text = "LinearProgramming[{%s}, {%s}, {%s}];" % (
        ", ".join(map(str, c)), ", ".join("{%s}" % ", ".join(map(str, r)) for r in m),
        ", ".join(map(str, b)))
    out.append(("LinearProgramming 20x15 exact", lambda: s.evaluate(text),
                lambda: linprog(c, A_ub=-m, b_ub=-b, method="highs"),
                "scipy linprog (floats)"))
    return out


def main():
    rows, quick, _ = _common.flags()
    repeat = 3 if quick else 7
    for name, ours, other, vs in cases():
        a, b = _common.pair_timings(ours, other, repeat)
        ma, mb = _common.median(a), _common.median(b)
        if rows:
            _common.row(name, ma, mb, vs)
        else:
            print("%-30s ours %8.4f s   %-24s %8.4f s   ratio %.1f" % (name, ma, vs, mb,
                                                                      ma / mb))


if __name__ == "__main__":
    main()
