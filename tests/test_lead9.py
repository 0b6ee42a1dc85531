"""Lead's work of session 9: Plus's ``pair`` path (a sum grown by one term) and friends."""
import pytest

from mathilda.session import Session


def run(code):
    s = Session()
    return str(s.evaluate(code))


@pytest.mark.parametrize("code, expected", [
    ("Nest[# + a &, x, 4000]", "4000 a + x"),
    ("Nest[# + a &, x + 2 b, 3]", "3 a + 2 b + x"),
    ("Nest[# - x &, x + a, 2]", "a - x"),
    ("(a + x) + b", "a + b + x"),
    ("(a + x) + 3", "3 + a + x"),
    ("(1/2 + a + x) + (-1/2)", "a + x"),
    ("(2 + a) + 0", "2 + a"),
    ("(a + b) + 1/3", "1/3 + a + b"),
    ("(b + c) + a", "a + b + c"),
    ("(b + c) + d", "b + c + d"),
    ("(b + c) + 2 a", "2 a + b + c"),
    ("(a + 2 b) + (-2 b)", "a"),
    ("(a + 2 b) + (-b)", "a + b"),
    ("(a + 2/3 b) + b/3", "a + b"),
    ("(a + b) + Pi", "a + b + Pi"),
    ("(a + b) + x^2", "a + b + x^2"),
    ("(a + b) + 1.5", "1.5 + a + b"),
    ("(2 a + b) + {1, 2}", "{1 + 2 a + b, 2 + 2 a + b}"),
    ("s = a + b; Do[s = s + c, {3}]; s", "a + b + 3 c"),
    ("Nest[# + 1/3 &, a + b, 3]", "1 + a + b"),
    ("s = 0; Do[s = s + a, {1000}]; s", "1000 a"),
    # the symbols' values and definitions still count
    ("t = 5; (t + y) + t", "10 + y"),
    ("f[x_] := x + q; (a + b) + f[1]", "1 + a + b + q"),
    ("g /: g + (a + b) := hit; (a + b) + g", "hit"),
    ("Unprotect[Plus]; p1 + p2 + p3 := six; Protect[Plus]; (p1 + p2) + p3", "six"),
    ("Unprotect[Times]; 2 w := ww; Protect[Times]; (a + w) + w", "a + ww"),
    ("Trace[(a + b) + c]", "{(a + b) + c, a + b + c}"),
    ("Trace[Nest[# + a &, x, 2]]",
     "{Nest[#1 + a & , x, 2], {#1 + a & [x], x + a, a + x}, "
     "{#1 + a & [a + x], (a + x) + a, 2 a + x}, 2 a + x}"),
    ("FullForm[(a + b) + 2 c]", "Plus[a, b, Times[2, c]]"),
])
def test_sum_grown_by_one_term(code, expected):
    assert run(code) == expected


@pytest.mark.parametrize("code, expected", [
    ("FixedPoint[(# + 2/#)/2 &, 1, 5]", "886731088897/627013566048"),
    ("{1/2 + 1/3, 2 * (1/3), (2/3)^2, (2/3)^-1, (-2/3)^-1, (-2/3)^-3, (2/3)^0, 3 + 1/2, "
     "1/2 + 3, (1/3)(3/2), f[1/2 + 1/3]}",
     "{5/6, 2/3, 4/9, 3/2, -3/2, -27/8, 1, 7/2, 7/2, 1/2, f[5/6]}"),
    ("f[(2/3)^(-2), 2 (1/3 + 1/6), (1/3) (-3)]", "f[9/4, 1, -1]"),
    ("Head[(2/3)^(10^6)]", "Rational"),
    ("x = 1/3; {x + 1/6, x x, x^2, 2 x}", "{1/2, 1/9, 1/9, 2/3}"),
    ("Trace[f[1/2 + 1/3]]", "{{1/2 + 1/3, 5/6}, f[5/6]}"),
    # the head's definitions still apply
    ("Unprotect[Plus]; Plus[1/2, 1/3] := pp; Protect[Plus]; f[1/2 + 1/3]", "f[pp]"),
    ("Unprotect[Times]; Times[2, 1/3] := tt; Protect[Times]; {f[2 (1/3)], 2 (1/3)}",
     "{f[tt], tt}"),
])
def test_exact_rationals_folded_in_arguments(code, expected):
    assert run(code) == expected


@pytest.mark.parametrize("code, expected", [
    ("f[1/2 (1/3 + 2 (1/5)^-1)]", "f[31/6]"),
    ("f[1/2 + 1/3 (1/4 + 1/5 (1/6 + 1/7 (1/8 + 1/9 (1/10 + 1/11 (1/12 + 1/13 (1/14 + 1/15 "
     "(1/16 + 1/17)))))))]",
     "f[2299268149/3859455600]"),
    ("f[(1/2)^(1/2) + 1/3]", "f[1/3 + 1/Sqrt[2]]"),
    ("f[1/2 + x (1/3)]", "f[1/2 + x/3]"),
    ("Unprotect[Power]; Power[1/2, -1] := pw; Protect[Power]; f[1/3 + 2 (1/2)^-1]",
     "f[1/3 + 2 pw]"),
    ("Trace[f[1/2 + 2 (1/3)]]", "{{{2 1/3, 2/3}, 1/2 + 2/3, 7/6}, f[7/6]}"),
])
def test_nested_exact_parts_folded(code, expected):
    assert run(code) == expected


def test_builtin_rules_replayed_in_each_new_session():
    # the first session evaluates the builtins' rules; later ones install a copy
    first = Session()
    n = str(first.evaluate("Length[UpValues[Overflow]]"))
    assert n == "7"
    first.evaluate("Unprotect[Overflow]; UpValues[Overflow] = {}; Protect[Overflow]")
    assert str(first.evaluate("Power[Overflow[], 2]")) == "Overflow[]^2"
    for _ in range(2):
        s = Session()
        assert str(s.evaluate("Length[UpValues[Overflow]]")) == n
        assert str(s.evaluate("Power[Overflow[], 2]")) == "Overflow[]"
        assert str(s.evaluate("Length[UpValues[TemporalData]]")) == "10"
        assert str(s.evaluate("Normal[FittedModel[x^2, {}]]")) == "x^2"


def test_evaluation_workers_are_reused_and_independent():
    import threading
    from mathilda.runtime import deep
    s = Session()
    s.evaluate("f[0] = 0; f[n_] := f[n - 1] + 1")
    for _ in range(3):     # deep recursion on a reused worker, again and again
        assert str(s.evaluate("Block[{$RecursionLimit = 20000}, f[5000]]")) == "5000"
    assert str(s.evaluate("1/0")) == "ComplexInfinity"
    assert len(deep._idle) >= 1
    out = {}

    def run(k):
        t = Session()
        out[k] = str(t.evaluate("Total[Range[%d]]" % (1000 * k)))
    ts = [threading.Thread(target=run, args=(k,)) for k in range(1, 5)]
    for t in ts:
        t.start()
    for t in ts:
        t.join()
    assert out == {k: str(500 * k * (1000 * k + 1)) for k in range(1, 5)}


@pytest.mark.parametrize("code, expected", [
    # the rules are used in the order given (the reference page's reordering example)
    ("f[x_ /; x > -2] := g1[x]; f[x_ /; x < 2] := g2[x]; a1 = f[0]; "
     "DownValues[f] = Reverse[DownValues[f]]; {a1, f[0]}", "{g1[0], g2[0]}"),
    ("DownValues[g] = {HoldPattern[g[1]] :> 1, HoldPattern[g[x_]] :> 2 g[x - 1]}; g[5]",
     "16"),
    ("h[1] = 1; h[x_] := 2 h[x - 1]; DownValues[k] = DownValues[h] /. h -> k; "
     "{k[10], h[10], DownValues[k]}",
     "{512, 512, {HoldPattern[k[1]] :> 1, HoldPattern[k[x_]] :> 2 k[x - 1]}}"),
    ("OwnValues[v] = {HoldPattern[v] :> 42}; v", "42"),
    ("u /: q[u] = 3; UpValues[u] = {}; {q[u], UpValues[u]}", "{q[u], {}}"),
    ("UpValues[w] = {HoldPattern[r[w]] :> 5, r[w, x_] -> x}; {r[w], r[w, 7]}", "{5, 7}"),
    ("SubValues[s] = {HoldPattern[s[a][b_]] :> b^2}; s[a][3]", "9"),
])
def test_values_assigned_as_lists_of_rules(code, expected):
    assert run(code) == expected


def test_values_assignment_messages():
    s = Session()
    assert str(s.evaluate("DownValues[f] = 1")) == "1"
    assert [str(m) for m in s.messages] == [
        "Set::vrule: Cannot set DownValues[f] to 1; the value must be a list of rules "
        "lhs -> rhs or lhs :> rhs."]
    s.messages.clear()
    s.evaluate("DownValues[Sin] = {}")
    assert [str(m) for m in s.messages] == ["Set::wrsym: Symbol Sin is Protected."]
    assert str(s.evaluate("Sin[Pi]")) == "0"
