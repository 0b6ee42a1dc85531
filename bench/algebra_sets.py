"""Benchmark of this round's algebra pieces, each against the obvious alternative in the
same run (alternately; medians of several runs).

    python bench/algebra_sets.py
    python bench/algebra_sets.py --rows [--quick]

1. Solve[x^2 + y^2 == 5^6, {x, y}, Integers] against SymPy's diophantine alone (what it
   calls; the difference is the conversion and the sorting of the 28 solutions).
2. Solve[{2 x + 3 y == 4, 3 x - 4 y <= 5, x - 2 y > -21}, {x, y}, Integers] against a plain
   Python enumeration of the same box of integers.
3. Reduce[x^2 + y^2 < 1 && x + y > 1, {x, y}] (a cylindrical decomposition of the plane; no
   comparison: SymPy's reduce_inequalities takes one variable).
4. Symmetrize[RandomReal[1, {6, 6, 6}]] and Normal, against NumPy averaging the six
   transposes of the array.
5. Arbitrary-precision arithmetic with $MaxPrecision set (every Real passes the clamp)
   against the same with the bounds at their defaults.
"""

import _common  # first: keeps bench/ off sys.path , puts the repository root first

import itertools  # noqa: E402

import numpy as np  # noqa: E402
import sympy as sp  # noqa: E402

from mathilda.session import Session  # noqa: E402


def _brute():
    out = []
    for x, y in itertools.product(range(-30, 31), repeat=2):
        if 2 * x + 3 * y == 4 and 3 * x - 4 * y <= 5 and x - 2 * y > -21:
            out.append((x, y))
    return out


def cases():
    s = Session()
    x, y = sp.symbols("x y")
    arr = np.random.default_rng(1).random((6, 6, 6))
    s.evaluate("t6 = RandomReal[1, {6, 6, 6}];")
    s.evaluate("big = N[Pi, 60]; big2 = N[E, 60];")
    return [
        ("Solve x^2+y^2==5^6 Integers",
         lambda: s.evaluate("Solve[x^2 + y^2 == 5^6, {x, y}, Integers];"),
         lambda: sp.diophantine(x ** 2 + y ** 2 - 5 ** 6, syms=(x, y), permute=True),
         "sympy diophantine"),
        ("Solve linear system Integers",
         lambda: s.evaluate("Solve[{2 x + 3 y == 4, 3 x - 4 y <= 5, x - 2 y > -21}, "
                            "{x, y}, Integers];"),
         _brute, "Python enumeration"),
        ("Reduce disk && half-plane",
         lambda: s.evaluate("Reduce[x^2 + y^2 < 1 && x + y > 1, {x, y}];"), None, ""),
        ("Symmetrize 6x6x6 machine",
         lambda: s.evaluate("Normal[Symmetrize[t6]];"),
         lambda: sum(np.transpose(arr, p) for p in itertools.permutations(range(3))) / 6,
         "NumPy transposes"),
        ("bigfloat Times, $MaxPrecision=50",
         lambda: s.evaluate("Block[{$MaxPrecision = 50}, Do[big big2, {200}]];"),
         lambda: s.evaluate("Do[big big2, {200}];"), "bounds at defaults"),
    ]


def main():
    rows, quick, _ = _common.flags()
    repeat = 3 if quick else 5
    for name, ours, other, vs in cases():
        if other is None:
            a, b = _common.timings(ours, repeat), None
        else:
            a, b = _common.pair_timings(ours, other, repeat)
        ma, mb = _common.median(a), _common.median(b)
        if rows:
            _common.row(name, ma, mb, vs)
        else:
            ratio = "" if mb is None else "  (%.1fx %s)" % (ma / mb, vs)
            other_s = "" if mb is None else "  other %.4f s" % mb
            print("%-36s ours %.4f s%s%s" % (name, ma, other_s, ratio))


if __name__ == "__main__":
    main()
