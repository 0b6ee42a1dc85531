"""Integer parts folded while a generated applier builds a right side (core/rhsfold.py) give
what the evaluator gives without the fold: held parts, heads with Hold attributes or an
OwnValue, Trace, user definitions of Plus, $RecursionLimit and $IterationLimit all see the
unfolded part.  Each definition is used often enough here to have its applier generated."""

import pytest

from mathilda.session import Session

ROWS = [
    ('f[n_] := h[n - 1, Hold[n - 1], n^2, 2^-1 n]; Table[f[k], {k, 4}]',
     '{h[0, Hold[1 - 1], 1, 1/2], h[1, Hold[2 - 1], 4, 1], h[2, Hold[3 - 1], 9, 3/2], h[3, Hold[4 - 1], 16, 2]}',
     []),
    ('SetAttributes[hh, HoldAll]; f2[n_] := hh[n + 1]; {f2[1], f2[2], f2[3]}',
     '{hh[1 + 1], hh[2 + 1], hh[3 + 1]}',
     []),
    ('g2[n_] := n + 1; Trace[g2[g2[1]]]',
     '{{g2[1], 1 + 1, 2}, g2[2], 2 + 1, 3}',
     []),
    ('q[n_] := q[n + 1]; q[0]',
     'Hold[q[Hold[1021 + 1] + 1]]',
     ['$RecursionLimit::reclim2: Recursion depth of 1024 exceeded during evaluation of 1021 + 1.']),
    ('$IterationLimit = 100; r[x_] := r[x + 1]; r[1]',
     'Hold[r[101 + 1]]',
     ['$IterationLimit::itlim: Iteration limit of 100 exceeded.']),
    ('c[n_] := {n - 1, 3 n + 1, n^2, 0^n, n^-1, n/2}; {c[0], c[0], c[0], c[5], c[5], c[a], c[a]}',
     '{{-1, 1, 0, Indeterminate, ComplexInfinity, 0}, {-1, 1, 0, Indeterminate, ComplexInfinity, 0}, {-1, 1, 0, Indeterminate, ComplexInfinity, 0}, {4, 16, 25, 0, 1/5, 5/2}, {4, 16, 25, 0, 1/5, 5/2}, {-1 + a, 1 + 3 a, a^2, 0^a, 1/a, a/2}, {-1 + a, 1 + 3 a, a^2, 0^a, 1/a, a/2}}',
     ['Power::indet: Indeterminate expression 0^0 encountered.', 'Power::infy: Infinite expression 1/0 encountered.', 'Power::indet: Indeterminate expression 0^0 encountered.', 'Power::infy: Infinite expression 1/0 encountered.', 'Power::indet: Indeterminate expression 0^0 encountered.', 'Power::infy: Infinite expression 1/0 encountered.']),
    ('p[n_] := ff[n - 1]; ff = Hold; {p[3], p[3], p[3], p[4]}',
     '{Hold[3 - 1], Hold[3 - 1], Hold[3 - 1], Hold[4 - 1]}',
     []),
    ('w[n_] := Block[{}, n - 1]; {w[3], w[3], w[3], w[3]}',
     '{2, 2, 2, 2}',
     []),
    ('u[n_] := n - 1; Unprotect[Plus]; Plus[2, -1] = 7; Protect[Plus]; {u[2], u[2], u[2], u[2], u[3]}',
     '{7, 7, 7, 7, 2}',
     []),
    ('z[n_] := zz[n + 1, n*2]; Do[z[i], {i, 5}]; {z[1], z[2], Block[{zz = List}, {z[3], z[4]}]}',
     '{zz[2, 2], zz[3, 4], {{4, 6}, {5, 8}}}',
     []),
    ('m[n_] := m[n - 1] + 1; m[0] = 0; {m[10], m[20], m[30], m[40]}',
     '{10, 20, 30, 40}',
     []),
    ('z[n_] := zz[n + 1, n*2]; Do[z[i], {i, 5}]; {z[1], Block[{zz = Hold}, {z[3], z[4]}], z[5]}',
     '{zz[2, 2], {Hold[3 + 1, 3 2], Hold[4 + 1, 4 2]}, zz[6, 10]}',
     []),
    ('g2[n_] := n + 1; Do[g2[i], {i, 5}]; Trace[g2[g2[1]]]',
     '{{g2[1], 1 + 1, 2}, g2[2], 2 + 1, 3}',
     []),
    ('fib[0] = 0; fib[1] = 1; fib[n_] := fib[n - 1] + fib[n - 2]; {fib[15], Trace[fib[2]]}',
     '{610, {fib[2], fib[2 - 1] + fib[2 - 2], {{2 - 1, 1}, fib[1], 1}, {{2 - 2, 0}, fib[0], 0}, 1 + 0, 1}}',
     []),
]


@pytest.mark.parametrize("text, expected, messages", ROWS)
def test_folded_right_sides(text, expected, messages):
    s = Session()
    assert str(s.evaluate(text)) == expected
    assert [str(m) for m in s.messages] == messages
