"""Symbolic calculus (issue 19, the `calculus` part): transforms against SymPy's own
functions, run alternately in one process (medians of several runs).

    python bench/calculus_symbolic.py [--rows] [--quick]

- InverseLaplaceTransform of a rational function with a repeated complex pole pair
  (1/(1 + s^2)^3): ours computes it by residues, SymPy's inverse_laplace_transform by its
  table and Meijer G machinery (both give the same function for t > 0);
- LaplaceTransform[t^2 Sin[t], t, s] (ours: SymPy plus the bridge and the Wolfram-form
  rewriting) against sympy.laplace_transform alone: the cost of our layer;
- ZTransform[n^2 a^n, n, z] (ours: a symbolic sum) - no SymPy counterpart, timed alone;
- Dt[x^3 y^2 Sin[x y], x] (native chain rule) against D of the same with y -> y[x]
  (the obvious alternative inside the language).
"""

import _common  # first: keeps bench/ off sys.path, puts the repository root first

from _common import flags, median, pair_timings, row, timings  # noqa: E402


def main():
    rows, quick, _ = flags()
    repeat = 1 if quick else 3
    import sympy as sp
    from mathilda.session import Session

    s = Session()
    S, T = sp.symbols("s t")
    Tp = sp.Symbol("t", positive=True)
    cases = []

    def ours_il():
        s.evaluate("InverseLaplaceTransform[1/(1 + s^2)^3, s, t]")

    def sympy_il():
        sp.inverse_laplace_transform(1 / (1 + S ** 2) ** 3, S, Tp)

    a, b = pair_timings(ours_il, sympy_il, repeat)
    cases.append(("InverseLaplace 1/(1+s^2)^3", median(a), median(b), "sympy"))

    def ours_l():
        s.evaluate("LaplaceTransform[t^2 Sin[t], t, s]")

    def sympy_l():
        sp.laplace_transform(T ** 2 * sp.sin(T), T, S, noconds=True)

    a, b = pair_timings(ours_l, sympy_l, repeat)
    cases.append(("LaplaceTransform t^2 Sin[t]", median(a), median(b), "sympy"))

    a = timings(lambda: s.evaluate("ZTransform[n^2 a^n, n, z]"), repeat)
    cases.append(("ZTransform n^2 a^n", median(a), None, ""))

    a, b = pair_timings(lambda: s.evaluate("Dt[x^3 y^2 Sin[x y], x]"),
                        lambda: s.evaluate("D[x^3 y[x]^2 Sin[x y[x]], x]"), repeat, number=20)
    cases.append(("Dt vs D[.., y[x]]", median(a), median(b), "D"))

    for case, ours, other, vs in cases:
        if rows:
            row(case, ours, other, vs)
        else:
            ratio = "" if other is None else "   ratio %.2f" % (ours / other)
            print("%-30s ours %8.4f s   %s %s%s" % (
                case, ours, vs or "-", "" if other is None else "%8.4f s" % other, ratio))


if __name__ == "__main__":
    main()
