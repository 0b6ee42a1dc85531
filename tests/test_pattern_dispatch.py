"""The direct matchers (core/fastmatch.py), the compiled rule lists of Replace/ReplaceAll
(core/ruleset.py) and the definition lookup (core/definitions.py): each case is the input and
the Wolfram Language's output.  Every case runs three times in one session, so that the
generated matchers (made after a pattern's second use) are checked as well as the
interpreted ones."""

import pytest

from mathilda import Session

DEFINITIONS = [
    # guards on arguments and on the whole left side, typed arguments
    ("cz[1] = 0; cz[n_ /; EvenQ[n]] := 1 + cz[n/2]; cz[n_ /; OddQ[n]] := 1 + cz[3 n + 1]; "
     "cz /@ {1, 2, 3, 6, 7, 27}", "{0, 1, 7, 8, 16, 111}"),
    ("tp[x_Integer, y_Integer] /; x < y := y - x; tp[x_, y_] := x - y; "
     "{tp[1, 5], tp[5, 1], tp[1.5, 5], tp[a, b]}", "{4, 4, -3.5, a - b}"),
    ("pt[x_?EvenQ] := even; pt[x_?OddQ] := odd; pt[_] := other; pt /@ {1, 2, 1/2, a}",
     "{odd, even, other, other}"),
    # a repeated name must match the same expression each time
    ("rp[x_, x_] := same; rp[x_, y_] := different; {rp[1, 1], rp[1, 2], rp[a + b, b + a]}",
     "{same, different, same}"),
    # nested normal patterns, a literal argument, a guard naming a later argument
    ("ns[g[x_Integer], 0, y_] := {x, y}; {ns[g[3], 0, z], ns[g[3], 1, z], ns[g[a], 0, z]}",
     "{{3, z}, ns[g[3], 1, z], ns[g[a], 0, z]}"),
    # a condition on the right side
    ("cr[x_] := pos /; x > 0; cr[_] := nonpos; {cr[1], cr[-1], cr[a]}",
     "{pos, nonpos, nonpos}"),
    # Orderless and Flat heads go through the general matcher: every assignment is tried
    ("SetAttributes[ol, Orderless]; ol[x_, y_] := {x, y} /; x > y; {ol[1, 2], ol[2, 1]}",
     "{{2, 1}, {2, 1}}"),
    ("SetAttributes[ol2, Orderless]; ol2[x_Integer, y_] /; x > 1 := {x, y}; "
     "{ol2[1, 3], ol2[a, 3], ol2[1, 1]}", "{{3, 1}, {3, a}, ol2[1, 1]}"),
    ("SetAttributes[fl, Flat]; fl[x_Integer, y_] := {x, y}; fl[1, 2, 3]", "{1, {2, 3}}"),
    # attributes given after the definition are seen
    ("ClearAll[late]; late[x_, y_] := {x, y} /; x > y; r1 = Hold[Evaluate[late[1, 2]]]; "
     "SetAttributes[late, Orderless]; {r1, late[1, 2]}", "{Hold[late[1, 2]], {2, 1}}"),
    # a test whose head has user definitions is evaluated with them
    ("myq[3] = True; myq[_] = False; dq[x_ /; myq[x]] := yes; dq[_] := no; {dq[3], dq[4]}",
     "{yes, no}"),
    ("Unprotect[EvenQ]; EvenQ[7] = True; Protect[EvenQ]; eq[x_ /; EvenQ[x]] := e; "
     "eq[_] := o; {eq[7], eq[9], eq[2]}", "{e, o, e}"),
    # a test that is not True or False does not match
    ("nt[x_ /; x > a] := big; nt[_] := other; {nt[1], nt[b]}", "{other, other}"),
    ("ct = 0; sc[x_ /; (ct++; x > 0)] := p; sc[x_] := q; {sc[1], sc[-1], ct}",
     "{p, q, 2}"),
    # more specific definitions first, whatever the order they were given in
    ("sp[x_] := general; sp[x_Integer] := integer; sp[0] := zero; {sp[0], sp[1], sp[a]}",
     "{zero, integer, general}"),
    ("sp[x_] := general; sp[x_Integer] := integer; sp[0] := zero; DownValues[sp]",
     "{HoldPattern[sp[0]] :> zero, HoldPattern[sp[x_Integer]] :> integer, "
                       "HoldPattern[sp[x_]] :> general}"),
    ("od[x_ /; x > 5] := a; od[x_ /; x > 0] := b; {od[6], od[1]}", "{a, b}"),
    ("fib[0] = 0; fib[1] = 1; fib[n_] := fib[n - 1] + fib[n - 2]; fib[15]", "610"),
    ("ack[0, n_] := n + 1; ack[m_, 0] := ack[m - 1, 1]; ack[m_, n_] := ack[m - 1, "
     "ack[m, n - 1]]; ack[2, 3]", "9"),
]

REPLACEMENT = [
    ("{x, x^2, y} /. x -> 3", "{3, 9, y}"),
    ("f[a, b] /. {a -> 1, b -> 2}", "f[1, 2]"),
    ("{a, b, c, d, e, a} /. {a -> 1, b -> 2, c -> 3, d -> 4}", "{1, 2, 3, 4, e, 1}"),
    ("{a, a} /. {a /; False -> 1, a -> 2, b -> 3, c -> 4, d -> 5}", "{2, 2}"),
    ("{1, 2, 3} /. x_Integer /; x > 1 :> x^2", "{1, 4, 9}"),
    ("{1, a, 2.5, \"s\"} /. {_Integer -> int, _Real -> real, _String -> str}",
     "{int, a, real, str}"),
    ("f[g[1], g[2], h[3]] /. g[x_] :> x + 1", "f[2, 3, h[3]]"),
    ("a + b + c /. a + b -> z", "c + z"),
    ("f[a, b, c] /. f[a, b] -> z", "f[a, b, c]"),
    ("{p[1], q[2]} /. {(h : p | q)[x_] :> h[x + 1]}", "{p[2], q[3]}"),
    ("Table[node[k, x], {k, 3}] /. x -> y", "{node[1, y], node[2, y], node[3, y]}"),
    ("f[x][x] /. f[x] -> g", "g[x]"),
    ("{x /. x -> 1, 1 /. _Integer -> a, f[x][y] /. f -> g, Range[5] /. 3 -> q}",
     "{1, a, g[x][y], {1, 2, q, 4, 5}}"),
    ("{1, 2.5, x} /. {1 -> one, x :> Module[{t = 2}, t + 1]}", "{one, 2.5, 3}"),
    ("Replace[f[x], x -> 1, {1}]", "f[1]"),
    ("Replace[{1, 2}, {x_, y_} :> x + y]", "3"),
    ("{3, 1, 2} //. {a___, b_, c_, d___} /; b > c :> {a, c, b, d}", "{1, 2, 3}"),
    ("ReplaceList[{a, b, c}, {x__, y__} :> {{x}, {y}}]", "{{{a}, {b, c}}, {{a, b}, {c}}}"),
    ("Cases[{1, a, 2, b}, x_Integer :> x^2]", "{1, 4}"),
    ("MatchQ[f[1, g[2]], f[x_Integer, g[y_ /; y > x]]]", "True"),
    ("MatchQ[f[2, g[1]], f[x_Integer, g[y_ /; y > x]]]", "False"),
    # a Trace in progress sees the tests evaluated
    ("trc[x_ /; x > 0] := x; Trace[trc[2]]", "{trc[2], {2 > 0, True}, 2}"),
]


@pytest.mark.parametrize("text, expected", DEFINITIONS + REPLACEMENT)
def test_cases(text, expected):
    s = Session()
    outs = [str(s.evaluate(text)) for _ in range(3)]
    assert outs == [expected] * 3, outs
    assert not s.messages, [str(m) for m in s.messages]


APPLIED = [
    # (held call, the value of the first definition that applies, unevaluated; None: none)
    ("f[1]", "7"),              # the pattern-free definition's condition fails: f[x_] applies
    ("f[2]", "7"),
    ("fib[5]", ("fib[5 - 1] + fib[5 - 2]", "fib[4] + fib[3]")),
    ("fib[0]", "0"),
    ("g[3]", "3^2"),
    ("g[2]", "other"),
    ("g[a]", "other"),
    ("h[1, 2]", "{1, 2}"),
    ("h[1]", None),
    ("k[q[1], 2]", "{1, 2, q}"),
]


def test_apply_rules():
    from mathilda.core.applyrules import apply_rules
    s = Session()
    s.evaluate("f[1] := 5 /; False; f[x_] := 7; fib[0] = 0; fib[1] = 1; "
               "fib[n_] := fib[n - 1] + fib[n - 2]; g[x_Integer] := x^2 /; x > 2; "
               "g[x_] := other; h[x_, y_] := {x, y}; k[(u_)[x_], y_] := {x, y, u}")
    defs = s.ev.defs
    for i in range(4):          # interpreted, then generated
        for text, expected in APPLIED:
            if type(expected) is tuple:
                # the generated applier folds the integer parts it builds (core/rhsfold.py)
                expected = expected[i >= 2]
            expr = s.evaluate("Hold[%s]" % text).args[0]
            d = defs.get(expr.head)
            v = apply_rules(s.ev, expr, d.down, d.down_exact)
            assert (None if v is None else str(v)) == expected, text


def test_apply_rules_dispatch_by_first_argument():
    """Many definitions: the table by first argument keeps their order and specificity."""
    from mathilda.core.applyrules import apply_rules
    s = Session()
    s.evaluate("d[0, y_] := zero; d[1, y_] := one; d[x_Integer, y_] := int; "
               "d[x_Integer /; x > 100, y_] := big; d[g[x_], y_] := {g, x}; "
               "d[x_Real, y_] := real; d[x_, 0] := anyzero; d[\"s\", y_] := str; "
               "d[a, y_] := a; d[x_, y_] := other; d[x__] := seq")
    cases = [("d[0, 5]", "zero"), ("d[1, 5]", "one"), ("d[2, 5]", "int"),
             ("d[200, 5]", "big"), ("d[g[3], 5]", "{g, 3}"), ("d[1.5, 5]", "real"),
             ("d[b, 0]", "anyzero"), ("d[\"s\", 1]", "str"), ("d[a, 1]", "a"),
             ("d[b, 1]", "other"), ("d[{1, 2}, 1]", "other"), ("d[1, 2, 3]", "seq"),
             ("d[h[1], 0]", "anyzero")]
    d = s.ev.defs.get(s.evaluate("Hold[d]").args[0])
    for _ in range(4):
        for text, expected in cases:
            expr = s.evaluate("Hold[%s]" % text).args[0]
            v = apply_rules(s.ev, expr, d.down, d.down_exact)
            assert str(v) == expected, text
    assert d.down.dispatch is not None
    s.evaluate("d[2, y_] := two")         # a new definition resets the table
    assert d.down.dispatch is None
    expr = s.evaluate("Hold[d[2, 5]]").args[0]
    assert str(apply_rules(s.ev, expr, d.down, d.down_exact)) == "two"
    assert str(s.evaluate("{d[0, 5], d[200, 5], d[b, 0], d[2, 5], d[7, 5]}")) == \
        "{zero, big, anyzero, two, int}"
