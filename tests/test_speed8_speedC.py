"""The evaluator's paths of speedC (issue 24) give what the general step gives.

``k x`` arguments (an Integer times a symbol without a value) marked as fixed points in the
argument loop (core/evaluation.py); ``x += v`` and its relatives in loop bodies called
without the generic step (builtins/language/control.py); UpValues looked for after a
flattening only when a new argument could carry one; Orderless sorting comparing by
identity (core/arguments.py); generated matchers share their code by source
(core/fastmatch.py); a left side of atoms under a symbol recognised as pattern-free without
a walk (core/patterns.py).  Every expected output below is the 5b4e415 evaluator's.
"""

from support import check_rows

ROWS = [
    ('Do[s = s + t y, {t, 3}]; s',
     '1025 y + Hold[s + y]', ['$RecursionLimit::reclim2: Recursion depth of 1024 exceeded during evaluation of s + y.']),
    ('s = 0; Do[s = s + t y, {t, 3}]; s',
     '6 y', []),
    ('s = 0; Do[With[{t = i}, s = s + t y], {i, 10}]; s',
     '55 y', []),
    ('y = 3; s = 0; Do[With[{t = i}, s = s + t y], {i, 10}]; s',
     '165', []),
    ('Times[0, y] + Times[1, y] + f[Times[1, z]]',
     'y + f[z]', []),
    ('f[2 Indeterminate]',
     'f[Indeterminate]', []),
    ('f[3 I, 2 Pi, 4 Infinity, 2 ComplexInfinity, 5 $RecursionLimit]',
     'f[3 I, 2 Pi, Infinity, ComplexInfinity, 5120]', []),
    ('Unprotect[Times]; Times[2, q] = 7; Protect[Times]; f[2 q]',
     'f[7]', []),
    ('q /: 2 q = 9; f[2 q]',
     'f[9]', []),
    ('q /: f[2 q] := 11; f[2 q]',
     'f[2 q]', ['TagSetDelayed::tagnf: Tag q not found in f[2 q].']),
    ('$RecursionLimit = 20; g[n_] := g[n - 1] + 2 y; g[5]',
     '18 y + Hold[g[Hold[-3 - 1] - 1] + 2 y]', ['$RecursionLimit::reclim2: Recursion depth of 20 exceeded during evaluation of -3 - 1.']),
    ('$RecursionLimit = 20; g[n_] := h[2 y, g[n-1]]; g[5]',
     'h[2 y, h[2 y, h[2 y, h[2 y, h[2 y, h[2 y, h[2 y, h[2 y, h[2 y, Hold[h[2 y, g[Hold[-3 - 1] - 1]]]]]]]]]]]]', ['$RecursionLimit::reclim2: Recursion depth of 20 exceeded during evaluation of -3 - 1.']),
    ('{-1 x, 2 x, -3 x, 1/2 x}',
     '{-x, 2 x, -3 x, x/2}', []),
    ('Hold[2 x]',
     'Hold[2 x]', []),
    ('f[2 x, 3 x] // FullForm',
     'f[Times[2, x], Times[3, x]]', []),
    ('q /: q + r_ := qq[r]; (a + q) + b',
     'b + qq[a]', []),
    ('q /: q + r_ + s_ := qq[r, s]; f[(a + q) + b]',
     'f[qq[a, b]]', []),
    ('q /: Plus[q, z__] := qq[z]; Plus[a, Sequence[q, b]]',
     'qq[a, b]', []),
    ('q /: Times[q, z__] := qq[z]; Times[2 q, b, c]',
     'b c qq[2]', []),
    ('w /: w[1] + r_ := ww[r]; (a + w[1]) + b',
     'b + ww[a]', []),
    ('Nest[# + a &, x, 40]',
     '40 a + x', []),
    ('Nest[# + a + #^2 &, x, 2]',
     '2 a + x + x^2 + (a + x + x^2)^2', []),
    ('Sort[{b, a, c, a}]',
     '{a, a, b, c}', []),
    ('{c, b, a} + {x, y, z}',
     '{c + x, b + y, a + z}', []),
    ('s = 0; Do[s += k, {k, 10}]; s',
     '55', []),
    ('s = 0; Do[s += tp[k, 3], {k, 6}]; s',
     'tp[1, 3] + tp[2, 3] + tp[3, 3] + tp[4, 3] + tp[5, 3] + tp[6, 3]', []),
    ('tp[x_Integer, y_Integer] /; x < y := y - x; tp[x_, y_] := x - y; s = 0; Do[s += tp[k, 30], {k, 60}]; s',
     '900', []),
    ('Do[u += 1, {3}]',
     '', ['AddTo::rvalue: u is not a variable with a value, so its value cannot be changed.']),
    ('Do[u += 1, {3}]; u',
     'u', ['AddTo::rvalue: u is not a variable with a value, so its value cannot be changed.']),
    ('s = 1; Do[s *= k, {k, 10}]; s',
     '3628800', []),
    ('s = 1; Do[s /= k, {k, 5}]; s',
     '1/120', []),
    ('s = 1; Do[s -= k x, {k, 5}]; s',
     '1 - 15 x', []),
    ('s = {1, 2}; Do[s += k, {k, 3}]; s',
     '{7, 8}', []),
    ('s = 0; Do[s += Sequence[1, 2], {k, 3}]; s',
     '0', ['AddTo::argrx: AddTo called with 3 arguments; 2 arguments are expected.', 'AddTo::argrx: AddTo called with 3 arguments; 2 arguments are expected.', 'AddTo::argrx: AddTo called with 3 arguments; 2 arguments are expected.']),
    ('s = 0; Do[s += Sequence[], {k, 3}]; s',
     '0', ['AddTo::argr: AddTo called with 1 argument; 2 arguments are expected.', 'AddTo::argr: AddTo called with 1 argument; 2 arguments are expected.', 'AddTo::argr: AddTo called with 1 argument; 2 arguments are expected.']),
    ('s = 0; Do[s += Unevaluated[1 + 1], {k, 3}]; s',
     '6', []),
    ('s = 0; q /: AddTo[s, q] := (s = 100); Do[s += q, {k, 3}]; s',
     '100', []),
    ('s = 0; q /: AddTo[x_, q] := (x = 100); Do[s += q, {k, 3}]; s',
     '100', []),
    ('s = 0; q /: AddTo[x_, q[z_]] := (x = z); Do[s += q[k], {k, 3}]; s',
     '3', []),
    ('s = 0; s /: AddTo[s, r_] := (s = r 10); Do[s += 3, {k, 3}]; s',
     '30', []),
    ('Do[Print[s += 2], {k, 2}]',
     '', ['AddTo::rvalue: s is not a variable with a value, so its value cannot be changed.', 'AddTo::rvalue: s is not a variable with a value, so its value cannot be changed.']),
    ('s = 0; Do[If[k > 2, Break[]]; s += k, {k, 10}]; s',
     '3', []),
    ('s = 0; Do[s += Return[5], {k, 10}]',
     '5', []),
    ('f[] := Do[s += Return[5], {k, 10}]; f[]',
     '5', []),
    ('$RecursionLimit = 20; s = 0; g[n_] := (Do[s += g[n - 1], {1}]; s); g[30]',
     '0', ['$RecursionLimit::reclim2: Recursion depth of 20 exceeded during evaluation of s += g[26 - 1].']),
    ('s = 0; Do[Unprotect[AddTo]; AddTo[s, 7] = 9; s += 7, {1}]; s',
     '0', []),
    ('s = 0; Do[s += a[k], {k, 3}]; s',
     'a[1] + a[2] + a[3]', []),
    ('Do[2 += 3, {1}]',
     '', ['AddTo::rvalue: 2 is not a variable with a value, so its value cannot be changed.']),
    ('s := 5; Do[s += 3, {1}]; s',
     '8', []),
    ('Protect[pp]; pp = 3; Do[pp += 3, {1}]; pp',
     'pp', ['Set::wrsym: Symbol pp is Protected.', 'AddTo::rvalue: pp is not a variable with a value, so its value cannot be changed.']),
    ('s = 0; Do[s += 1 / 0, {2}]; s',
     'Indeterminate', ['Power::infy: Infinite expression 1/0 encountered.', 'Power::infy: Infinite expression 1/0 encountered.', 'Infinity::indet: Indeterminate expression ComplexInfinity + ComplexInfinity encountered.']),
    ('s = 0; Do[AddTo[s, 1, 2], {2}]; s',
     '0', ['AddTo::argrx: AddTo called with 3 arguments; 2 arguments are expected.']),
    ('s = 0; Do[AddTo[s], {2}]; s',
     '0', ['AddTo::argr: AddTo called with 1 argument; 2 arguments are expected.']),
]

# Trace shows the same steps as before these paths (the fast paths are off under Trace)
TRACE_ROWS = [
    ('Trace[f[2 x]]',
     '{}', []),
    ('Trace[Do[s += 1, {2}]]',
     '{Do[s += 1, {2}], Null}', ['AddTo::rvalue: s is not a variable with a value, so its value cannot be changed.']),
    ('Trace[s = 0; Do[s += k x, {k, 2}]]',
     '{s = 0; Do[s += k x, {k, 2}], {s = 0, 0}, {Do[s += k x, {k, 2}], {{{k, 1}, x, x}, s += x, {s, 0}, {0 + x, x}, x}, {{{k, 2}, 2 x}, s += 2 x, {s, x}, {x + 2 x, 3 x}, 3 x}, Null}, Null}', []),
    ('Trace[With[{t = 2}, t y]]',
     '{With[{t = 2}, t y], 2 y}', []),
]

# definitions stored by memoisation, and generated appliers of one shape with different
# constants (the generated code is shared: core/fastmatch.py)
DEFINITION_ROWS = [
    ('f[0] = 0; f[1] = 1; f[n_] := f[n] = f[n - 1] + f[n - 2]; $RecursionLimit = 10000; {Mod[f[300], 10^6], Length[DownValues[f]]}',
     '{979600, 302}', []),
    ('g[x_, 1] := x; g[x_, 2] := 2 x; h[x_, 1] := x + 100; h[x_, 2] := x + 200; {g[5, 1], g[5, 1], g[5, 1], g[5, 2], g[5, 2], g[5, 2], h[5, 1], h[5, 1], h[5, 1], h[5, 2], h[5, 2], h[5, 2]}',
     '{5, 5, 5, 10, 10, 10, 105, 105, 105, 205, 205, 205}', []),
    ('k[a_Integer] := a + 1; m[a_Real] := a + 1; {k[1], k[1], k[1], k[1.5], m[1], m[1], m[1], m[1.5], m[1.5], m[1.5]}',
     '{2, 2, 2, k[1.5], m[1], m[1], m[1], 2.5, 2.5, 2.5}', []),
    ('p[{1, 2}] = 3; p[f[_]] = 4; p[{1, x_}] := x; {p[{1, 2}], p[f[7]], p[{1, 5}], DownValues[p]}',
     '{3, 4, 5, {HoldPattern[p[{1, 2}]] :> 3, HoldPattern[p[f[_]]] :> 4, HoldPattern[p[{1, x_}]] :> x}}', []),
    ('q[1, "s", x] = 1; q[_, "s", x] = 2; {q[1, "s", x], q[2, "s", x], Length[DownValues[q]]}',
     '{1, 2, 2}', []),
    ('a1[x_, 1] := x + 10; a2[x_, 2] := x + 20; {a1[1, 1], a1[2, 1], a1[3, 1], a1[3, 2], a2[1, 2], a2[2, 2], a2[3, 2], a2[3, 1]}',
     '{11, 12, 13, a1[3, 2], 21, 22, 23, a2[3, 1]}', []),
]


def test_rows():
    check_rows(ROWS)


def test_trace_rows():
    check_rows(TRACE_ROWS)


def test_definition_rows():
    check_rows(DEFINITION_ROWS)


def test_generated_code_shared_across_sessions():
    """Two sessions define rules of one shape with different constants: each session's
    appliers use their own (the shared code gets each definition's namespace)."""
    from mathilda.session import Session
    outs = []
    for c in (10, 20):
        s = Session()
        s.evaluate("b[x_, 1] := x + %d" % c)
        outs.append(str(s.evaluate("{b[1, 1], b[2, 1], b[3, 1], b[4, 1], b[5, 2]}")))
    assert outs == ["{11, 12, 13, 14, b[5, 2]}", "{21, 22, 23, 24, b[5, 2]}"]
