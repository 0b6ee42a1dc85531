"""Table bodies built by substitution (core/loopbody.py) give what the evaluator gives, and
ReplaceAll with literal atoms on the left (core/ruleset.py) what the general walk gives.

Each row was checked against the evaluator of 5b4e415 (before the templates): the values,
the printed outputs and the messages.  (Timings live in bench/run.py.)
"""

from mathilda.core.expr import Expression, Integer, Symbol
from mathilda.core.loopbody import body_template
from mathilda.session import Session
from mathilda.syntax.parser import parse

from support import check_rows


def test_table_templates_match_the_evaluator():
    check_rows([
        ('Table[x[k], {k, 5}]', '{x[1], x[2], x[3], x[4], x[5]}'),
        ('Table[node[k, k^2, k^3], {k, 4}]', '{node[1, 1, 1], node[2, 4, 8], node[3, 9, 27], node[4, 16, 64]}'),
        ('Table[x^k, {k, 2, 6}]', '{x^2, x^3, x^4, x^5, x^6}'),
        ('Table[h[k] + k x, {k, 4}]', '{x + h[1], 2 x + h[2], 3 x + h[3], 4 x + h[4]}'),
        ('Table[{k, x^k}, {k, 3}]', '{{1, x}, {2, x^2}, {3, x^3}}'),
        ('Table[f[k, 0^(-k+1)], {k, 0, 2}]', '{f[0, 0], f[1, Indeterminate], f[2, ComplexInfinity]}', ['Power::indet: Indeterminate expression 0^0 encountered.', 'Power::infy: Infinite expression 1/0 encountered.']),
        ('Table[f[k], {k, {1, a, 2}}]', '{f[1], f[a], f[2]}'),
        ('Table[f[k/2], {k, 1, 3, 1/2}]', '{f[1/2], f[3/4], f[1], f[5/4], f[3/2]}'),
        ('Table[1/k, {k, -2, 2}]', '{-1/2, -1, ComplexInfinity, 1, 1/2}', ['Power::infy: Infinite expression 1/0 encountered.']),
        ('Table[Nothing, {k, 3}]', '{}'),
        ('Table[{Nothing, k}, {k, 3}]', '{{1}, {2}, {3}}'),
        ('Table[f[k], {k, 1., 2., 0.5}]', '{f[1.], f[1.5], f[2.]}'),
        ('Table[f[k] + 1, {k, {"a", "b"}}]', '{1 + f[a], 1 + f[b]}'),
        ('Table[k + I, {k, 3}]', '{1 + I, 2 + I, 3 + I}'),
        ('Table[x^k + k^x, {k, 3}]', '{1 + x, 2^x + x^2, 3^x + x^3}'),
        ('f[n_] := n^2; Table[g[f[k]], {k, 3}]', '{g[1], g[4], g[9]}'),
        ('f[2] = 7; Table[g[k], {k, 3}] /. g[2] -> 0', '{g[1], 0, g[3]}'),
        ('g /: h[g[2]] = 5; Table[h[g[k]], {k, 3}]', '{h[g[1]], 5, h[g[3]]}'),
        ('x = 3; Table[x^k, {k, 3}]', '{3, 9, 27}'),
        ('k = 10; {Table[f[k], {k, 3}], k}', '{{f[1], f[2], f[3]}, 10}'),
        ('Table[f[k], {k, 3}, {j, 2}]', '{{f[1], f[1]}, {f[2], f[2]}, {f[3], f[3]}}'),
        ('Table[f[j], {k, 3}, {j, 2}]', '{{f[1], f[2]}, {f[1], f[2]}, {f[1], f[2]}}'),
        ('Table[f[k, j], {k, 2}, {j, 2}]', '{{f[1, 1], f[1, 2]}, {f[2, 1], f[2, 2]}}'),
        ('Table[Sequence[k], {k, 3}]', '{1, 2, 3}'),
        ('Table[f[Sequence[k, k]], {k, 3}]', '{f[1, 1], f[2, 2], f[3, 3]}'),
        ('Table[Splice[{k}], {k, 3}]', '{1, 2, 3}'),
        ('Table[{k, Splice[{k}]}, {k, 3}]', '{{1, 1}, {2, 2}, {3, 3}}'),
        ('SetAttributes[f, Orderless]; Table[f[x, k], {k, 3}]', '{f[1, x], f[2, x], f[3, x]}'),
        ('SetAttributes[f, Listable]; Table[f[{1, 2}, k], {k, 3}]', '{{f[1, 1], f[2, 1]}, {f[1, 2], f[2, 2]}, {f[1, 3], f[2, 3]}}'),
        ('Table[Hold[k], {k, 3}]', '{Hold[k], Hold[k], Hold[k]}'),
        ('Table[f[Hold[k]], {k, 3}]', '{f[Hold[k]], f[Hold[k]], f[Hold[k]]}'),
        ('Table[Plus[k], {k, 3}]', '{1, 2, 3}'),
        ('Table[Times[k, k, k], {k, 3}]', '{1, 8, 27}'),
        ('Table[k^-1, {k, 3}]', '{1, 1/2, 1/3}'),
        ('Table[2^k, {k, 60, 62}]', '{1152921504606846976, 2305843009213693952, 4611686018427387904}'),
        ('Table[k^1000, {k, 2, 2}] // Length', '1'),
        ('Table[Power[k, 1/2], {k, 4}]', '{1, Sqrt[2], Sqrt[3], 2}'),
        ('Table[f[-k], {k, 3}]', '{f[-1], f[-2], f[-3]}'),
        ('Table[x[k], {k, 1000}] // Length', '1000'),
        ('Length[Table[x[k], {k, 10^5}]]', '100000'),
        ('Length[Table[node[k, x], {k, 15000}] /. x -> y]', '15000'),
        ('LeafCount[Table[x^k, {k, 2, 20001}]]', '60001'),
        ('Length[g /@ Table[h[k] + k x, {k, 5000}]]', '5000'),
        ('Length[g @@@ Table[{k, x^k}, {k, 5000}]]', '5000'),
        ('Table[f[k], {k, 0}]', '{}'),
        ('Table[f[k], {k, 1}]', '{f[1]}'),
        ('Table[Table[f[k], {k, 2}], {k, 2}]', '{{f[1], f[2]}, {f[1], f[2]}}'),
        ('Table[{1, 2}^k, {k, 3}]', '{{1, 2}, {1, 4}, {1, 8}}'),
        ('Table[f[k]^k, {k, 3}]', '{f[1], f[2]^2, f[3]^3}'),
        ('Table[(k x)^2, {k, 3}]', '{x^2, 4 x^2, 9 x^2}'),
        ('Table[(x + k)^2, {k, 3}]', '{(1 + x)^2, (2 + x)^2, (3 + x)^2}'),
        ('Table[Power[f[k], 0], {k, 3}]', '{1, 1, 1}'),
        ('Table[Power[0., -k], {k, 2}]', '{ComplexInfinity, ComplexInfinity}', ['Power::infy: Infinite expression 1/0. encountered.', 'Power::infy: Infinite expression 1/0.^2 encountered.']),
        ('Table[Power[2., 10.^k], {k, 3}]', '{1024., 1.26765*^30, 1.07151*^301}'),
        ('Table[Power[k, I], {k, 3}]', '{1, 2^I, 3^I}'),
        ('Table[Power[-k, 1/2], {k, 3}]', '{I, I Sqrt[2], I Sqrt[3]}'),
        ('Table[Power[x, k, 2], {k, 3}]', '{x, x^4, x^9}'),
        ('Table[x^k, {k, 0, 2}]', '{1, x, x^2}'),
        ('Table[E^k, {k, 0, 2}]', '{1, E, E^2}'),
        ('Table[E^(k I Pi), {k, 0, 2}]', '{1, -1, 1}'),
        ('Table[Power[a, k] /. a -> 2, {k, 2}]', '{2, 4}'),
        ('Unprotect[Power]; Power[x, 3] = 99; Table[x^k, {k, 4}]', '{x, x^2, 99, x^4}'),
        ('Table[f[k, "s"], {k, {"a", "b"}}]', '{f[a, s], f[b, s]}'),
        ('Table[N[k], {k, 3}]', '{1., 2., 3.}'),
        ('Table[k^2.5, {k, 3}]', '{1., 5.65685, 15.5885}'),
    ])


def test_replace_all_with_literal_atoms_matches_the_general_walk():
    check_rows([
        ('{x, x^2, y} /. x -> 3', '{3, 9, y}'),
        ('f[a, b] /. {a -> 1, b -> 2}', 'f[1, 2]'),
        ('x /. {{x -> 1}, {x -> 2}}', '{1, 2}'),
        ('ReplaceAll[x -> 1][x + y]', '1 + y'),
        ('f[x][x] /. x -> g', 'f[g][g]'),
        ('x[x] /. x -> 2', '2[2]'),
        ('{1, 2, 3} /. 2 -> b', '{1, b, 3}'),
        ('Range[300] /. 2 -> b // Length', '300'),
        ('(Range[300] /. 2 -> b)[[2]]', 'b'),
        ('{1, 2., 1/2, "s", I} /. {1 -> a, 2. -> b, 1/2 -> c, "s" -> d, I -> e}', '{a, b, c, d, e}'),
        ('{1, 2., 1/2, "s", I} /. {1. -> a, 2 -> b}', '{1, 2., 1/2, s, I}'),
        ('<|a -> x, b -> y|> /. x -> 1', '<|a -> 1, b -> y|>'),
        ('{x, y} /. {x -> y, y -> x}', '{y, x}'),
        ('{x, x} /. {x -> 1, x -> 2}', '{1, 1}'),
        ('Hold[x + 1] /. x -> 2', 'Hold[2 + 1]'),
        ('Hold[x] /. x -> Nothing', 'Hold[Nothing]'),
        ('{x, y} /. x -> Nothing', '{y}'),
        ('{x, y} /. x -> Sequence[1, 2]', '{1, 2, y}'),
        ('f[x, y] /. x -> Sequence[]', 'f[y]'),
        ('x /. x -> y', 'y'),
        ('y /. x -> 2', 'y'),
        ('{x, {x, {x}}} /. x -> 1', '{1, {1, {1}}}'),
        ('Length[Table[node[k, x], {k, 15000}] /. x -> y]', '15000'),
        ('ReplaceRepeated[{x, y}, {x -> y}]', '{y, y}'),
        ('{x, y} //. {x -> y, y -> z}', '{z, z}'),
        ('a + b /. a -> b', '2 b'),
        ('Sin[x] /. x -> Pi', '0'),
        ('{f[x] /. f -> g, f[x] /. f -> Sin}', '{g[x], Sin[x]}'),
        ('N[Pi] /. 3.141592653589793 -> p', 'p'),
        ('1 + x /. 1 -> 5', '5 + x'),
        ('x^2 /. 2 -> 3', 'x^3'),
        ('{x, y} /. x :> (z = 5; z)', '{5, y}'),
        ('n = 0; {x, x, y} /. x :> (n = n + 1)', '{1, 2, y}'),
    ])


def test_leaf_count():
    check_rows([
        ("LeafCount[f[x, y]]", "3"), ("LeafCount[{a, {b, c}}]", "5"), ("LeafCount[1/2]", "3"),
        ("LeafCount[x]", "1"), ('LeafCount[f[1/2, 2 + 3 I, 1.5, "s"][g[x]]]', "11"),
        ("LeafCount[Range[10]]", "11"), ("LeafCount[{Range[3], N[Range[2]]}]", "8"),
        ("LeafCount[<|a -> 1|>]", "4"), ("LeafCount[1 + 2 I]", "3"),
        ("LeafCount[Range[300]]", "301"),
    ])


def test_which_bodies_have_a_template():
    s = Session()
    k = Symbol("k")
    served = ["node[k, x, k^2]", "{k, x^k}", "h[k] + k x", "f[g[k], 2, \"s\"]", "f[Pi, k]"]
    unserved = ["Hold[k]", "f[RandomInteger[]]", "Sin[k]", "k[1]", "f[x]", "f[Nothing, k]"]
    for text in served:
        assert body_template(s.ev, parse(text), k) is not None, text
    for text in unserved:
        assert body_template(s.ev, parse(text), k) is None, text
    s.evaluate("f[1] = 2")
    assert body_template(s.ev, parse("f[k]"), k) is None    # f has a rule now
    s.evaluate("SetAttributes[g, Listable]")
    assert body_template(s.ev, parse("g[k]"), k) is None    # g has attributes


def test_template_results_are_marked_evaluated():
    s = Session()
    r = s.evaluate("Table[x[k], {k, 3}]")
    assert str(r) == "{x[1], x[2], x[3]}"
    assert all(type(e) is Expression and e._ev is s.defs.token for e in r.args)
    assert r.args[0].args == (Integer(1),)
