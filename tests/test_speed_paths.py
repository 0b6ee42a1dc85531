"""The evaluator's fast paths of issue 24 give the results of the general code.

Canonical sums and products recognised without collecting, Integer-Rational arithmetic,
exact comparisons, Table results marked evaluated when only its iterator changed the
definitions, symbolic lists not offered to NumPy, symbolic loops not offered to the
compiler.  (Timings live in bench/run.py and bench/compare.py.)
"""

import random
import subprocess
import sys

from mathilda.core.arguments import _sort_args
from mathilda.core.expr import Expression, S
from mathilda.core.packed import pack
from mathilda.numbers.collect import (
    plus_args, plus_is_canonical, times_args, times_is_canonical,
)
from mathilda.session import Session
from mathilda.syntax.parser import parse

from support import check_rows, environment

_POOL = ["0", "1", "-1", "2", "-3", "1/2", "-1/3", "2.5", "I", "x", "y", "Pi", "x^2",
         "x^-1", "y^(1/2)", "2^x", "f[x]", "Sin[x]", "Sec[x]", "Cos[y]", "Csc[y]", "Sqrt[2]",
         "Indeterminate", "Infinity", "a + b", "2 x", "3 x y", "x y", "-x", "(1/2) y",
         "Sin[x]^2", "Sec[x]^3", "2.0 x", "Log[2]", "h[x]^y"]


def _flat_sorted(head, args):
    flat = []
    for a in args:
        if type(a) is Expression and a.head is head:
            flat.extend(a.args)
        else:
            flat.append(a)
    return _sort_args(tuple(flat))


def test_canonical_sums_and_products_are_what_the_collector_leaves_alone():
    s = Session()
    ev = s.ev
    pool = [ev.evaluate(parse(t)) for t in _POOL]
    rng = random.Random(5)
    hits = [0, 0]
    for _ in range(4000):
        args = tuple(rng.choice(pool) for _ in range(rng.randint(2, 4)))
        for k, (head, canonical, collect) in enumerate(
                ((S.Times, times_is_canonical, times_args),
                 (S.Plus, plus_is_canonical, plus_args))):
            fargs = _flat_sorted(head, args)
            if canonical(fargs):
                hits[k] += 1
                assert collect(ev, Expression(head, fargs)) is None, (head, fargs)
    assert min(hits) > 100          # the check does recognise common forms
    assert not times_is_canonical(()) and not plus_is_canonical(())


def test_arithmetic_and_comparisons_on_small_rationals():
    check_rows([
        ("3 (1/3)", "1"), ("-6 (5/4)", "-15/2"), ("0 (1/3)", "0"), ("(-3/8) 4", "-3/2"),
        ("1/3 + 2", "7/3"), ("-5 + 7/3", "-8/3"), ("1/2 + 1/3", "5/6"),
        ("10^30/3 * 3/7", "1000000000000000000000000000000/7"),
        ("1/3 < 1/2", "True"), ("2 <= 5/2", "True"), ("7/2 > 3", "True"),
        ("3 >= 3", "True"), ("-5 > -7", "True"), ("1 < 1.", "False"), ("x < 1", "x < 1"),
        ("1 < 3 < 2", "False"), ("Plus[]", "0"), ("Times[]", "1"), ("c[k] x", "x c[k]"),
        ("9999 a + a", "10000 a"), ("2 a + b", "2 a + b"),
    ])


def test_table_results_are_those_of_a_second_evaluation():
    check_rows([
        ("Table[x[k], {k, 3}]", "{x[1], x[2], x[3]}"),
        # a definition made in the body: the earlier elements are evaluated again
        ("Table[(If[k == 3, f[1] = 7]; f[1]), {k, 3}]", "{7, 7, 7}"),
        ("Table[Hold[k], {k, 2}]", "{Hold[k], Hold[k]}"),
        ("Table[{k, y}, {k, 2}]", "{{1, y}, {2, y}}"),
        ("Table[i^2 + x, {i, 3}]", "{1 + x, 4 + x, 9 + x}"),
        ("k = 5; Table[k, {k, 3}]", "{1, 2, 3}"),
        ("Clear[g]; Table[(If[i == 2, g[u_] := u^2]; g[i + 10]), {i, 2}]", "{121, 144}"),
    ])


def test_symbolic_lists_and_loops_stay_away_from_numpy_and_the_compiler():
    s = Session()
    assert pack(s.evaluate("Table[c[k] x, {k, 300}]")) is None
    assert pack(s.evaluate("{1, 2, x}")) is None
    assert pack(s.evaluate("Range[300] + 0")) is not None
    code = ("import sys; from mathilda.session import Session; s = Session(); "
            "print(s.evaluate('Length[Plus @@ Table[c[k] x, {k, 500}]]')); "
            "print([m for m in ('numpy', 'mathilda.algorithms.compile.loops') "
            "if m in sys.modules])")
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                       env=environment(), timeout=120)
    assert p.stdout == "500\n[]\n", p.stderr
