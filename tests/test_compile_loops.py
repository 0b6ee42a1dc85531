"""Automatic compilation of numeric loops: the same results as the evaluator, bit for bit,
including the globals the loop assigns and the iterator variables it leaves alone
(a differential table with random inputs)."""

import random
import zlib

import pytest

from mathilda.algorithms.compile.loops import compile_loop, set_auto_compile
from mathilda.session import Session

I_ = lambda r: "%d" % r.randint(-50, 50)                # noqa: E731
R_ = lambda r: "%r" % r.uniform(-3, 3)                   # noqa: E731
P_ = lambda r: "%r" % r.uniform(0.5, 2)                  # noqa: E731
N_ = lambda r: "%d" % r.randint(64, 400)                 # noqa: E731
T_ = lambda r: "%d" % r.randint(250, 600)                # noqa: E731

# (setup template, loop, what to compare afterwards, generators for the setup's holes)
TABLE = [
    ("x = %s", "Do[x = x + 1, {1000}]", "x", [I_]),
    ("x = %s", "Do[x = 3 x + 1, {100}]", "x", [I_]),             # exact beyond 64 bits
    ("s = 0; n = %s", "Do[s += i, {i, n}]", "{s, n}", [N_]),
    ("s = 0.; n = %s", "Do[s += 1./k^2, {k, n}]", "s", [N_]),
    ("s = %s; i = 7", "Do[s += i^2, {i, 1, 300, 3}]", "{s, i}", [I_]),
    ("s = %s", "Do[s = s + i j, {i, 10}, {j, 10}]", "s", [I_]),
    ("x = %s", "Do[x = x + 0.5, {100}]", "x", [I_]),
    ("a = %s; b = %s; c = %s", "Do[a = a b c + 1/a, {100}]", "a", [P_, P_, P_]),
    ("s = 0; t = %s", "Do[s += If[i > 50, i t, -i], {i, 200}]", "s", [R_]),
    ("s = 0", "Do[If[EvenQ[i], s += i, s -= 1], {i, 200}]", "s", []),
    ("s = 0; lim = %s", "Do[s += i; If[s > lim, Break[]], {i, 10^4}]", "s", [N_]),
    ("s = 0", "Do[If[Mod[i, 3] == 0, Continue[]]; s += i, {i, 500}]", "s", []),
    ("s = 0", "Do[If[i > 100, Return[s]]; s += i, {i, 500}]", "s", []),
    ("x = %s", "Do[x = Sin[x] + Cos[2 x] - x^2/10, {200}]", "x", [R_]),
    ("x = %s; y = %s", "Do[{x, y}; x = x + y; y = x - y, {100}]", "{x, y}", [R_, R_]),
    ("x = %s", "Do[x = Max[x, 1.5] - Min[x, 0.2] + Abs[x]/3, {100}]", "x", [R_]),
    ("x = %s", "Do[x = Floor[x] + Round[x/3.] + Ceiling[x/7.] - 3, {100}]", "x", [R_]),
    ("t = %s", "Do[t = t + Exp[-k/100.] Sin[k t], {k, 200}]", "t", [R_]),
    ("x = %s", "Do[x = x + 2 x + 3 x + 4, {100}]", "x", [R_]),
    ("x = %s", "Do[x = 0.1 x + 0.2 x + 0.3 x + 1, {100}]", "x", [R_]),
    ("x = %s", "Do[x = 0.3 x 0.1 x 0.7 + 1/(1 + x^2), {64}]", "x", [R_]),
    ("x = %s; y = 0", "Do[t = x + i; y = y + t, {i, 100}]", "{y, t}", [R_]),
    ("x = %s", "Do[x = Which[x > 1, x/2, x < -1, -x/3, True, x + 0.7], {100}]", "x", [R_]),
    ("x = %s", "Do[x = Piecewise[{{x^2, Abs[x] < 1}}, 1/x], {100}]", "x", [R_]),
    ("n = %s", "Table[Sin[0.01 i] + i^2, {i, n}]", "n", [T_]),
    ("n = %s", "Table[i^2 - 3 i, {i, n}]", "n", [T_]),
    ("", "Table[i + 0.5 j, {i, 20}, {j, 20}]", "1", []),
    ("", "Table[i > 150, {i, 300}]", "1", []),
    ("n = %s", "Sum[1./k^2, {k, n}]", "n", [N_]),
    ("", "Sum[1./k^2, {k, 20000}]", "1", []),
    ("", "Sum[Sin[k 1.], {k, 5000}]", "1", []),
    ("", "Sum[(-1)^k/(2 k + 1.), {k, 0, 9000}]", "1", []),
    ("", "Product[1. + 1/k^2, {k, 2000}]", "1", []),
    ("", "Sum[k, {k, 1, 5000, 7}]", "1", []),
    ("x0 = %s", "Nest[(# + 2/#)/2 &, x0, 100]", "x0", [P_]),
    ("r = %s", "NestList[r # (1 - #) &, 0.3, 300]", "r", [lambda r: "%r" % r.uniform(2, 4)]),
    ("", "Nest[Function[y, y^2 - 0.5], 0.1, 100]", "1", []),
    ("a = %s", "FixedPoint[(# + a/#)/2 &, 1.]", "a", [P_]),
    ("", "FixedPoint[Floor[#/2] &, 10^9]", "1", []),
    ("", "FixedPoint[Cos, 1., 500]", "1", []),
    ("n = 0; x = %s", "While[x < 10^10, x = 1.5 x; n++]", "{n, x}", [P_]),
    ("k = 0; s = %s", "While[True, k++; s = s/2 + k; If[k >= 300, Break[]]]", "{k, s}", [R_]),
    ("i = 5; s = 0", "For[i = 0, i < 300, i++, s += i^2]", "{i, s}", []),
]


def _values(s, text):
    return s.evaluate(text)


@pytest.mark.parametrize("setup,loop,after,gens", TABLE, ids=[t[1][:45] for t in TABLE])
def test_compiled_loop_is_the_evaluators_loop(setup, loop, after, gens):
    rnd = random.Random(zlib.crc32(loop.encode()))
    for _ in range(3):
        text = setup % tuple(g(rnd) for g in gens) if gens else setup
        a, b = Session(), Session()
        set_auto_compile(b.ev, False)
        if text:
            a.evaluate(text)
            b.evaluate(text)
        held = a.evaluate("Hold[%s]" % loop).args[0]
        r1 = compile_loop(a.ev, held)
        assert r1 is not None, (loop, text)
        r2 = b.evaluate(loop)
        assert r1 == r2, (loop, text, str(r1)[:200], str(r2)[:200])
        assert type(r1) is type(r2), (loop, type(r1), type(r2))      # packed as the evaluator
        assert a.evaluate(after) == b.evaluate(after), (loop, text, str(a.evaluate(after)),
                                                       str(b.evaluate(after)))


@pytest.mark.parametrize("setup,loop", [
    ("t = 0", "Do[t = t + Sin[i], {i, 200}]"),          # exact: Sin[1] + Sin[2] + ...
    ("s = 0", "Do[s += i/2, {i, 200}]"),                # rationals
    ("s = 0", "Do[s += f[i], {i, 200}]"),               # an unknown function
    ("s = 0", "Do[s += i; Print[i], {i, 200}]"),        # an effect
    ("s = 0", "Do[s += i, {i, 10}]"),                   # too short to be worth it
    ("", "Sum[k^2, {k, 10^6}]"),                        # the evaluator asks SymPy
    ("s = 0", "Do[s += x, {i, 200}]"),                  # a symbol without a value
])
def test_not_compiled(setup, loop):
    s = Session()
    if setup:
        s.evaluate(setup)
    held = s.evaluate("Hold[%s]" % loop).args[0]
    assert compile_loop(s.ev, held) is None
