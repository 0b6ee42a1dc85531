"""Trace, Inactivate/Activate/Inactive and the other everyday language builtins of this
round: exact OutputForm results and the messages of bad input."""

from support import check_rows

FAC = "fac[1] = 1; fac[n_] := n fac[n - 1]; "

TRACE = [
    ("Trace[1 + 1]", "{1 + 1, 2}"),
    ("Trace[2 3 + 4]", "{{2 3, 6}, 6 + 4, 10}"),
    ("Trace[f[a]]", "{}"),
    ("Trace[a]", "{}"),
    (FAC + "Trace[fac[3]]",
     "{fac[3], 3 fac[3 - 1], {{3 - 1, 2}, fac[2], 2 fac[2 - 1], {{2 - 1, 1}, fac[1], 1}, "
     "2 1, 2}, 3 2, 6}"),
    (FAC + "Trace[fac[3], fac[_]]", "{fac[3], {fac[2], {fac[1]}}}"),
    (FAC + "Trace[fac[3], fac[n_] -> n]", "{3, {2, {1}}}"),
    (FAC + "Trace[fac[3], TraceDepth -> 1]", "{fac[3], 3 fac[3 - 1], 3 2, 6}"),
    (FAC + "Trace[fac[2], fac]", "{fac[2], {fac[1]}}"),
    ("fib[n_] := fib[n - 1] + fib[n - 2]; fib[0] = fib[1] = 1; Trace[fib[3], fib[_]]",
     "{fib[3], {fib[2], {fib[1]}, {fib[0]}}, {fib[1]}}"),
    ("Trace[a = 5; a + 1]", "{a = 5; a + 1, {a = 5, 5}, {{a, 5}, 5 + 1, 6}, 6}"),
    ("x := 1 + 1; Trace[x]", "{x, 1 + 1, 2}"),
    ("y = 5; Trace[y]", "{y, 5}"),
    ("y = 5; Trace[f[y, 1 + 1]]", "{{y, 5}, {1 + 1, 2}, f[5, 2]}"),
    ("y = 5; Trace[If[1 < 2, y, b]]", "{{1 < 2, True}, If[True, y, b], y, 5}"),
    ("Trace[(# + 1) &[1 + 1]]", "{{1 + 1, 2}, #1 + 1 & [2], 2 + 1, 3}"),
    ("Trace[b + a]", "{b + a, a + b}"),
    ("g = h; Trace[g[1]]", "{{g, h}, h[1]}"),
    ("Trace[x + x]", "{x + x, 2 x}"),
    (FAC + "Trace[fac[3], TraceOff -> fac[2]]",
     "{fac[3], 3 fac[3 - 1], {{3 - 1, 2}, fac[2]}, 3 2, 6}"),
    (FAC + "Trace[fac[3], TraceOn -> fac[2]]",
     "{{fac[2], 2 fac[2 - 1], {{2 - 1, 1}, fac[1], 1}, 2 1, 2}}"),
    ("Trace[f[1 + 1, g[2 + 2]], TraceOn -> g[_]]", "{{{2 + 2, 4}, g[4]}}"),
    ("Trace[f[1 + 1, 2 + 2], TraceOff -> _Plus]", "{f[2, 4]}"),
    ("Trace[1 + 1, TraceOn -> nothing]", "{}"),
    ("Trace[Trace[1 + 1]]", "{Trace[1 + 1], {1 + 1, 2}}"),
    ("Trace[1 + 1, TraceDepth -> x]", "Trace[1 + 1, TraceDepth -> x]",
     ["Trace::dep: Value of option TraceDepth -> x should be a non-negative integer or "
      "Infinity."]),
    ("Trace[]", "Trace[]",
     ["Trace::argt: Trace called with 0 arguments; 1 or 2 arguments are expected."]),
    # the session is left as it was: evaluation after a Trace is not traced
    ("Trace[1 + 1]; Length[Trace[2 + 2]] + (3 + 4)", "9"),
]


def test_trace():
    check_rows(TRACE)


INACTIVE = [
    ("Inactive[Plus][1, 2]", "1 + 2"),
    ("InputForm[Inactive[Plus][1, 2]]", "Inactive[Plus][1, 2]"),
    ("Inactive[f][1 + 1]", "f[2]"),
    ("InputForm[Inactivate[1 + 2 + 3]]", "Inactive[Plus][1, 2, 3]"),
    ("Inactivate[1 + 2 + 3]", "1 + 2 + 3"),
    ("Inactivate[x^2 + 1]", "x^2 + 1"),
    ("InputForm[Inactivate[{1 + 1, 2 3}]]", "{Inactive[Plus][1, 1], Inactive[Times][2, 3]}"),
    ("InputForm[Inactivate[Sin[Pi] + Cos[Pi], Sin]]", "-1 + Inactive[Sin][Pi]"),
    ("InputForm[Inactivate[Sin[x] + Cos[x], Sin | Cos]]",
     "Inactive[Cos][x] + Inactive[Sin][x]"),
    ("InputForm[Inactivate[Sin[x] + Cos[x], Except[Plus]]]",
     "Inactive[Cos][x] + Inactive[Sin][x]"),
    ("Inactivate[5]", "5"),
    ("Activate[Inactivate[1 + 2 + 3]]", "6"),
    ("Activate[Inactive[Sin][Pi/2]]", "1"),
    ("InputForm[Activate[Inactivate[Sin[Pi] + Cos[Pi]], Sin]]",
     "Inactive[Plus][0, Inactive[Cos][Pi]]"),
    ("Activate[Inactivate[2^10] /. 10 -> 3]", "8"),
    ("Activate[Inactive[f][x], f | g]", "f[x]"),
    ("Activate[x]", "x"),
    ("InputForm[Activate[Inactive[f][Inactive[g][1]], g]]", "Inactive[f][g[1]]"),
    ("Activate[]", "Activate[]",
     ["Activate::argt: Activate called with 0 arguments; 1 or 2 arguments are expected."]),
    ("Inactivate[1, 2, 3]", "Inactivate[1, 2, 3]",
     ["Inactivate::argt: Inactivate called with 3 arguments; 1 or 2 arguments are "
      "expected."]),
]


def test_inactive():
    check_rows(INACTIVE)


CHECKALL = [
    ("CheckAll[1 + 1, List]", "{2, HoldComplete[]}"),
    ("CheckAll[Throw[3], List]", "{Null, HoldComplete[Throw[3]]}"),
    ("CheckAll[Throw[3, t], f]", "f[Null, HoldComplete[Throw[3, t]]]"),
    ("CheckAll[Abort[], List]", "{$Aborted, HoldComplete[Abort[]]}"),
    ("CheckAll[Print[1]; Break[]; Print[2], #2 &]", "HoldComplete[Break[]]"),
    ("Catch[CheckAll[Throw[7], ReleaseHold[#2] &]]", "7"),
    ("CheckAll[1/0, List]", "{ComplexInfinity, HoldComplete[]}",
     ["Power::infy: Infinite expression 1/0 encountered."]),
    ("f[x_] := CheckAll[Return[x + 1], List]; f[1]", "{Null, HoldComplete[Return[2]]}"),
    ("CheckAll[1]", "CheckAll[1]",
     ["CheckAll::argr: CheckAll called with 1 argument; 2 arguments are expected."]),
]

TIMING = [
    ("Last[RepeatedTiming[2 + 2, 0.01]]", "4"),
    ("First[RepeatedTiming[1 + 1, 0.01]] >= 0", "True"),
    ("Head[First[RepeatedTiming[Range[10], 0.01]]]", "Real"),
    ("n = 0; RepeatedTiming[n++, 0.01]; n > 3", "True"),
    ("Length[RepeatedTiming[x, 0]]", "2"),
    ("RepeatedTiming[1, -1]", "RepeatedTiming[1, -1]",
     ["RepeatedTiming::tmin: Time -1 should be a non-negative number."]),
]


def test_check_all():
    check_rows(CHECKALL)


def test_repeated_timing():
    check_rows(TIMING)


def test_echo_label_prints_label_and_value():
    from mathilda.session import Session
    s = Session()
    lines = []
    s.ev.output = lines.append
    for text, expected in [("EchoLabel[\"x:\"][1 + 1] + 1", "3"),
                           ("EchoLabel[\"n\"] /@ {1, 2}", "{1, 2}"),
                           ("EchoLabel[a][f[b]]", "f[b]"),
                           ("EchoLabel[\"\"][5]", "5"),
                           ("EchoLabel[a]", "EchoLabel[a]")]:
        assert str(s.evaluate(text)) == expected
    assert lines == [">> x: 2", ">> n 1", ">> n 2", ">> a f[b]", ">> 5"]


PACKAGE = ("BeginPackage[\"Pkg`\"]\nsq::usage = \"sq[x] squares x\"\nBegin[\"`Private`\"]\n"
           "helper[x_] := x^2\nsq[x_] := helper[x]\nEnd[]\nEndPackage[]\n")

CONTEXTS = [
    (PACKAGE + "sq[4]", "16"),
    (PACKAGE + "Context[sq]", "Pkg`"),
    (PACKAGE + "Context[Pkg`Private`helper]", "Pkg`Private`"),
    (PACKAGE + "Context[helper]", "Global`"),          # not on $ContextPath: a new symbol
    (PACKAGE + "{Names[\"Pkg`*\"], Names[\"Pkg`Private`*\"]}",
     "{{Pkg`sq}, {Pkg`Private`helper}}"),
    (PACKAGE + "sq::usage", "sq[x] squares x"),
    # a package's symbols print without their context, its private ones with it
    (PACKAGE + "{sq, Hold[sq[y]], Pkg`Private`helper}", "{sq, Hold[sq[y]], Pkg`Private`helper}"),
    (PACKAGE + "InputForm[Hold[sq[y]]]", "Hold[sq[y]]"),
    ("Begin[\"Foo`\"]\nz = 1\n{Context[z], Context[Plus]}", "{Foo`, System`}"),
    ("y = 3\nBegin[\"Foo`\"]\n{Context[y], y}", "{Global`, 3}"),
    ("Begin[\"Foo`\"]\nz = 1\nEnd[]\n{Context[z], Foo`z}", "{Global`, 1}"),
    ("Begin[\"Foo`\"]\nf[x_] := x + 1\nEnd[]\n{f[1], Foo`f[1]}", "{f[1], 2}"),
    # one input is read before it runs, as in the Wolfram Language
    ("Begin[\"Foo`\"]; f[x_] := x^2; End[]; {f[3], Context[f]}", "{9, Global`}"),
    ("x = 1\nx + 1", "2"),
]


def test_names_are_read_in_the_current_context():
    check_rows(CONTEXTS)


TRACE_BUILTINS = [
    # the calls a builtin makes of the functions it is given show; what it builds does not
    ("Trace[Select[{1, 2, 3}, EvenQ]]",
     "{Select[{1, 2, 3}, EvenQ], {EvenQ[1], False}, {EvenQ[2], True}, {EvenQ[3], False}, "
     "{2}}"),
    ("Trace[Map[#^2 &, {1, 2}]]",
     "{(#1^2 & ) /@ {1, 2}, {#1^2 & [1], #1^2 & [2]}, {#1^2 & [1], 1^2, 1}, "
     "{#1^2 & [2], 2^2, 4}, {1, 4}}"),
    ("Trace[Sin[Pi/2]][[-2 ;;]]", "{Sin[Pi/2], 1}"),
    ("Trace[{1 + 1, 2 + 2}]", "{{1 + 1, 2}, {2 + 2, 4}, {2, 4}}"),
    ("Trace[x = 1 + 1]", "{{1 + 1, 2}, x = 2, 2}"),
    ("Trace[Catch[Throw[1 + 1]]]", "{Catch[Throw[1 + 1]], {{1 + 1, 2}, Throw[2]}, 2}"),
]


def test_trace_through_builtins():
    check_rows(TRACE_BUILTINS)


def test_needs_reads_the_package_file_of_a_context(tmp_path):
    from mathilda.session import Session
    (tmp_path / "MyPkg.wl").write_text(
        "BeginPackage[\"MyPkg`\"]\ndouble::usage = \"double[x] doubles x\"\n"
        "Begin[\"`Private`\"]\ntwice[x_] := 2 x\ndouble[x_] := twice[x]\nEnd[]\n"
        "EndPackage[]\n")
    (tmp_path / "Deep").mkdir()
    (tmp_path / "Deep" / "init.m").write_text("BeginPackage[\"Deep`\"]\nd = 7\nEndPackage[]\n")
    s = Session()
    lines = []
    s.ev.output = lines.append
    s.evaluate("SetDirectory[\"%s\"]" % str(tmp_path).replace("\\", "/"))
    assert str(s.evaluate("Needs[\"MyPkg`\"]")) == "Null"
    assert str(s.evaluate("{double[21], Context[double]}")) == "{42, MyPkg`}"
    assert str(s.evaluate("Needs[\"Deep`\"]\nd")) == "7"
    s.evaluate("?double")
    assert lines == ["double[x] doubles x"]
    r = s.evaluate("Needs[\"Nowhere`\"]")
    assert str(r) == "$Failed"
    assert [str(m) for m in s.messages] == [
        "Get::noopen: Cannot open Nowhere`.",
        "Needs::nocont: Context Nowhere` was not created when Needs was evaluated."]
