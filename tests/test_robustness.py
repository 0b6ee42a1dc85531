"""The adversarial table: inputs built to crash, hang or exhaust the interpreter.

Every row ends, within its time limit, with a result or a message: never a Python
exception, never a hang, and the session still works afterwards.  Each row gives the input,
the expected OutputForm, the expected messages and the time limit passed to
``Session.evaluate(timeout=...)``.  A message written as ``"Sym::tag"`` (without text) matches
any text with that tag (used where the text quotes a very long expression); a first entry
``"*"`` allows any messages before the ones listed (where how far a runaway evaluation gets
before its time limit depends on the machine)."""

import time

import pytest

from mathilda.core.expr import NULL
from mathilda.session import Session

SLACK = 3.0          # seconds of grace on a machine shared with other test runs
F5000 = "f[" * 5000 + "x" + "]" * 5000
L5000 = "{" * 5000 + "}" * 5000
RECLIM = "$RecursionLimit::reclim2"
TIMEOUT_02 = "General::timeout: The evaluation took longer than 0.2 seconds and was stopped."

DEEP = [
    ("Depth[%s]" % F5000, "5002", [RECLIM]),
    ("(" * 3000 + "1" + ")" * 3000, "1", []),
    ("Depth[%s]" % L5000, "5001", [RECLIM]),
    ("LeafCount[%s]" % L5000, "5001", [RECLIM]),
    ("Length[a" + " + a" * 20000 + "]", "2", []),
    ("a" + " + a" * 20000, "20001 a", []),
    ("Depth[x" + "^x" * 3000 + "]", "3002", [RECLIM]),
    ("Depth[" + "f@" * 5000 + "x]", "5002", [RECLIM]),
    ("Depth[Nest[List, x, 10000]]", "10001", []),
    ("StringLength[ToString[Nest[f, x, 20000]]]", "60001", []),
    ("StringLength[ToString[FullForm[Nest[f, x, 20000]]]]", "60001", []),
    ('ToExpression[StringRepeat["(", 10000] <> "1" <> StringRepeat[")", 10000]]', "1", []),
    ("f[" * 5000, "$Failed", ["Syntax::sntxi"]),
    ("]" * 3000, "$Failed", ["Syntax::sntxb"]),
]
# the value is not checked: since Unsqueeze takes the List path above NumPy's 32 axes the
# 100001-deep result comes back after the message (it was $Failed from the NumPy error);
# the message, the time bound and a usable session are what this row holds (about 4 s of
# CPU: it gets 30 s on a loaded machine)
DEEP_SLOW = [("Unsqueeze[Range[3], Range[10^5]]", None, [RECLIM], 30.0)]

HUGE = [
    ("Range[10^12]", "Range[1000000000000]",
     ["Range::rsize: The result would have 1000000000000 elements, more than "
      "$MaxResultSize (1000000000)."]),
    ("Table[0, {10^10}]", "Table[0, {10^10}]",
     ["Table::rsize: The result would have 10000000000 elements, more than "
      "$MaxResultSize (1000000000)."]),
    ("Table[i, {i, 1, Infinity}]", "Table[i, {i, 1, Infinity}]",
     ["Table::iterb: Iterator {i, 1, Infinity} does not have appropriate bounds."]),
    ("Range[1, Infinity]", "Range[1, Infinity]",
     ["Range::range: Range specification in Range[1, Infinity] does not have appropriate "
      "bounds."]),
    ("ConstantArray[0, {10^6, 10^6}]", "ConstantArray[0, {1000000, 1000000}]",
     ["ConstantArray::rsize: The result would have 1000000000000 elements, more than "
      "$MaxResultSize (1000000000)."]),
    ("Array[f, {10^5, 10^5}]", "Array[f, {100000, 100000}]",
     ["Array::rsize: The result would have 10000000000 elements, more than $MaxResultSize "
      "(1000000000)."]),
    ("ArrayPad[{1}, 10^12]", "ArrayPad[{1}, 1000000000000]",
     ["ArrayPad::rsize: The result would have 2000000000001 elements, more than "
      "$MaxResultSize (1000000000)."]),
    ("ArrayPad[{{1}}, {{10^6, 10^6}, {10^6, 10^6}}]",
     "ArrayPad[{{1}}, {{1000000, 1000000}, {1000000, 1000000}}]",
     ["ArrayPad::rsize: The result would have 4000004000001 elements, more than "
      "$MaxResultSize (1000000000)."]),
    ("ArrayPad[{1, 2}, {10^12, 0}]", "ArrayPad[{1, 2}, {1000000000000, 0}]",
     ["ArrayPad::rsize: The result would have 1000000000002 elements, more than "
      "$MaxResultSize (1000000000)."]),
    ("Unsqueeze[{1}, 10^12]", "Unsqueeze[{1}, 1000000000000]",
     ["Unsqueeze::axrange: Axis 1000000000000 is out of range: for output rank 2 an axis "
      "must lie between -2 and 1."]),
    ("Squeeze[ConstantArray[1, ConstantArray[1, 100]]]", "1", []),
    ("PadLeft[{1}, 10^12]", "PadLeft[{1}, 1000000000000]",
     ["PadLeft::rsize: The result would have 1000000000000 elements, more than "
      "$MaxResultSize (1000000000)."]),
    ("PadRight[{1}, {10^6, 10^6}]", "PadRight[{1}, {1000000, 1000000}]",
     ["PadRight::rsize: The result would have 1000000000000 elements, more than "
      "$MaxResultSize (1000000000)."]),
    ('StringRepeat["ab", 10^12]', "StringRepeat[ab, 1000000000000]",
     ["StringRepeat::rsize: The result would have 2000000000000 elements, more than "
      "$MaxResultSize (1000000000)."]),
    ('StringPadLeft["a", 10^12]', "StringPadLeft[a, 1000000000000]",
     ["StringPadLeft::rsize: The result would have 1000000000000 elements, more than "
      "$MaxResultSize (1000000000)."]),
    ("Tuples[Range[10], 20]", "Tuples[{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, 20]",
     ["Tuples::rsize: The result would have 2000000000000000000000 elements, more than "
      "$MaxResultSize (1000000000)."]),
    ("Permutations[Range[12]]", "Permutations[{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}]",
     ["Permutations::rsize: The result would have 5748019200 elements, more than "
      "$MaxResultSize (1000000000)."]),
    ("Length[Subsets[Range[100]]]", "1",
     ["Subsets::rsize: The result would have 1267650600228229401496703205376 elements, more "
      "than $MaxResultSize (1000000000)."]),
    ("ArrayReshape[{1}, {10^6, 10^6}]", "ArrayReshape[{1}, {1000000, 1000000}]",
     ["ArrayReshape::rsize: The result would have 1000000000000 elements, more than "
      "$MaxResultSize (1000000000)."]),
    ("RandomInteger[10, 10^12]", "RandomInteger[10, 1000000000000]",
     ["RandomInteger::rsize: The result would have 1000000000000 elements, more than "
      "$MaxResultSize (1000000000)."]),
    ("NestList[f, x, 10^12]", "NestList[f, x, 1000000000000]",
     ["NestList::rsize: The result would have 1000000000001 elements, more than "
      "$MaxResultSize (1000000000)."]),
    ("Dimensions[Outer[Times, Range[10^5], Range[10^5]]]", None,
     ["Outer::rsize: The result would have 10000000000 elements, more than $MaxResultSize "
      "(1000000000)."]),
    # found by bench/fuzz.py: a float count overflowing (tiny step) was an internal error
    ("Range[1., 10^20, 1.*^-300]", "Range[1., 100000000000000000000, 1.*^-300]",
     ["Range::rsize"]),
    ("Range[1., -10^20, 1.*^-300]", "{}", []),
    ("N[Pi, 10^9]", "N[Pi, 1000000000]",
     ["N::precbd: Requested precision 1000000000 is not a machine-sized real number between "
      "$MinPrecision and $MaxPrecision."]),
    ("2^(10^12)", "Overflow[]", ["General::ovfl: Overflow occurred in computation."]),
    ("MemoryConstrained[Range[10^8], 10^6]", "$Aborted", []),
    ("MemoryConstrained[Table[i, {i, 10^6}], 10^5, big]", "big", []),
]

LOOPS = [   # (input, output, messages, time limit)
    ("While[True]", "$Aborted", [TIMEOUT_02], 0.2),
    ("While[True, i++]", "$Aborted",
     ["Increment::rvalue: i is not a variable with a value, so its value cannot be changed.",
      TIMEOUT_02], 0.2),
    ("For[i = 0, True, i++]", "$Aborted", [TIMEOUT_02], 0.2),
    ("FixedPoint[# + 1 &, 0]", "$Aborted", [TIMEOUT_02], 0.2),
    ("NestWhile[# + 1 &, 0, True &]", "$Aborted", [TIMEOUT_02], 0.2),
    ("Nest[f, x, 10^9]", "$Aborted", [TIMEOUT_02], 0.2),
    ("x //. x -> f[x]", "$Aborted", ["*", TIMEOUT_02], 0.2),
    ("fib[n_] := fib[n - 1] + fib[n - 2]; fib[40]", "$Aborted", ["*", TIMEOUT_02], 0.2),
    # long stretches of Python code that never re-enter the evaluator (SymPy)
    ("Expand[(a + b + c + d)^100]", "$Aborted", [TIMEOUT_02], 0.2),
    ("Factor[x^500 - y^500 + x y]", "$Aborted", [TIMEOUT_02], 0.2),
    ("TimeConstrained[While[True], 0.1]", "$Aborted", [], 5),
    ("TimeConstrained[While[True], 0.1, slow]", "slow", [], 5),
    ("TimeConstrained[TimeConstrained[While[True], 0.1, inner], 10, outer]", "inner", [], 5),
    ("TimeConstrained[TimeConstrained[While[True], 10, inner], 0.1, outer]", "outer", [], 5),
    ("CheckAbort[TimeConstrained[While[True], 0.1], caught]", "$Aborted", [], 5),
    ("TimeConstrained[Expand[(a + b + c + d)^100], 0.1, slow]", "slow", [], 5),
    ("TimeConstrained[TimeConstrained[While[True], 0.1, in], 10^100]", "in", [], 5),
    ("TimeConstrained[TimeRemaining[] <= 5, 1.*^300]", "True", [], 5),   # cannot extend
    # Python's own stack ends this one (250000 frames) before $RecursionLimit does
    ("$RecursionLimit = 10^6; g[n_] := 1 + g[n + 1]; g[0]", "$Failed", [RECLIM], 30),
    ("TimeConstrained[1 + 1, 10^-9]", "2", [], 5),
]

SELF_REFERENCE = [
    ("x = x + 1", "1 + x", []),
    ("f[x_] := f[x] + 1; f[1]", "511 + Hold[f[1] + 1]",
     ["$RecursionLimit::reclim2: Recursion depth of 1024 exceeded during evaluation of "
      "f[1] + 1."]),
    ("a := b; b := a; a", "Hold[b]",
     ["$RecursionLimit::reclim2: Recursion depth of 1024 exceeded during evaluation of b."]),
    ("g[n_] := g[n + 1]; g[0]", "Hold[g[Hold[1021 + 1] + 1]]",
     ["$RecursionLimit::reclim2: Recursion depth of 1024 exceeded during evaluation of "
      "1021 + 1."]),
    ("Block[{$RecursionLimit = 20}, g[n_] := g[n + 1]; g[0]]", "Hold[g[Hold[16 + 1] + 1]]",
     ["$RecursionLimit::reclim2: Recursion depth of 20 exceeded during evaluation of "
      "16 + 1."]),
    ("$RecursionLimit = Infinity; $RecursionLimit", "Infinity", []),
    ("$IterationLimit = Infinity; $IterationLimit", "Infinity", []),
    ("x = {x}", "{x}", []),
    ("l = {1}; l[[1]] = l; Length[l]", "1", []),
]

PROTECTED = [
    ("Plus = 3", "3", ["Set::wrsym: Symbol Plus is Protected."]),
    ("Sin[x_] := 0", "$Failed", ["SetDelayed::wrsym: Symbol Sin is Protected."]),
    ("Pi = 3", "3", ["Set::wrsym: Symbol Pi is Protected."]),
    ("E = 2", "2", ["Set::wrsym: Symbol E is Protected."]),
    ("List[a_] := 0", "$Failed", ["SetDelayed::wrsym: Symbol List is Protected."]),
    ("ArrayPad = 1", "1", ["Set::wrsym: Symbol ArrayPad is Protected."]),
    ("ArrayPad[x_] := 1", "$Failed", ["SetDelayed::wrsym: Symbol ArrayPad is Protected."]),
    ("ClearAll[Squeeze]", "", ["ClearAll::wrsym: Symbol Squeeze is Protected."]),
    ("Clear[Unsqueeze]", "", ["Clear::wrsym: Symbol Unsqueeze is Protected."]),
    ("TimeConstrained = 1", "1", ["Set::wrsym: Symbol TimeConstrained is Protected."]),
]

OPTIONS = [
    ("ArrayPad[{1, 2}, 1, Foo -> 1]", "ArrayPad[{1, 2}, 1, Foo -> 1]",
     ["ArrayPad::optx: Unknown option Foo in ArrayPad[{1, 2}, 1, Foo -> 1]."]),
    ("ArrayPad[{1, 2}, 1, {a -> b}]", "ArrayPad[{1, 2}, 1, {a -> b}]",
     ["ArrayPad::optx: Unknown option a in ArrayPad[{1, 2}, 1, {a -> b}]."]),
    ('ArrayPad[{1, 2}, 1, "Periodic", Foo -> 1]', "ArrayPad[{1, 2}, 1, Periodic, Foo -> 1]",
     ['ArrayPad::optx: Unknown option Foo in ArrayPad[{1, 2}, 1, "Periodic", Foo -> 1].']),
    ("ArrayPad[{1, 2}, 1, x -> ]", "$Failed",
     ['Syntax::sntxf: "ArrayPad[{1, 2}, 1, x ->" cannot be followed by "]".']),
    ("SetOptions[ArrayPad, Foo -> 1]", "{InterpolationOrder -> 1}",
     ["SetOptions::optnf: Foo is not a known option for ArrayPad."]),
    ("Squeeze[{{1}}, Foo -> 1]", "Squeeze[{{1}}, Foo -> 1]",
     ["Squeeze::axint: Axes Foo -> 1 should be an integer or a list of integers."]),
    ("Unsqueeze[{1}, 1, Foo -> 1]", "Unsqueeze[{1}, 1, Foo -> 1]",
     ["Unsqueeze::argrx: Unsqueeze called with 3 arguments; 2 arguments are expected."]),
    ("Range[3, Foo -> 1]", "Range[3, Foo -> 1]",
     ["Range::range: Range specification in Range[3, Foo -> 1] does not have appropriate "
      "bounds."]),
    ("TimeConstrained[1, Foo -> 1]", "TimeConstrained[1, Foo -> 1]",
     ["TimeConstrained::timc: Number of seconds Foo -> 1 is not a positive machine-sized "
      "number or Infinity."]),
]

PADSPEC = ("should be a machine-size integer n, a list {m} or {m, n} of such integers, or a "
           "list {{m1, n1}, {m2, n2}, ...} of such lists for successive levels.")

SEEDS = [
    ("ArrayPad[]", "ArrayPad[]",
     ["ArrayPad::argt: ArrayPad called with 0 arguments; 2 or 3 arguments are expected."]),
    ("ArrayPad[{1}]", "ArrayPad[{1}]",
     ["ArrayPad::argtu: ArrayPad called with 1 argument; 2 or 3 arguments are expected."]),
    ("ArrayPad[{1, 2}, 1, 0, 0]", "ArrayPad[{1, 2}, 1, 0, 0]",
     ["ArrayPad::argt: ArrayPad called with 4 arguments; 2 or 3 arguments are expected."]),
    ("ArrayPad[1, 1]", "ArrayPad[1, 1]",
     ["ArrayPad::list: List expected at position 1 in ArrayPad[1, 1]."]),
    ("ArrayPad[f[1, 2], 1]", "ArrayPad[f[1, 2], 1]",
     ["ArrayPad::list: List expected at position 1 in ArrayPad[f[1, 2], 1]."]),
    ("ArrayPad[{1}, a]", "ArrayPad[{1}, a]", ["ArrayPad::padspec: The padding amount a " + PADSPEC]),
    ("ArrayPad[{1}, 1.5]", "ArrayPad[{1}, 1.5]",
     ["ArrayPad::padspec: The padding amount 1.5 " + PADSPEC]),
    ('ArrayPad[{1, 2}, "a"]', "ArrayPad[{1, 2}, a]",
     ['ArrayPad::padspec: The padding amount "a" ' + PADSPEC]),
    ("ArrayPad[{1, 2}, {1, 2, 3}]", "ArrayPad[{1, 2}, {1, 2, 3}]",
     ["ArrayPad::padspec: The padding amount {1, 2, 3} " + PADSPEC]),
    ("ArrayPad[{1, 2, 3}, {{1, 2}, {3, 4}}]", "ArrayPad[{1, 2, 3}, {{1, 2}, {3, 4}}]",
     ["ArrayPad::depth: The padding amount {{1, 2}, {3, 4}} specifies 2 levels, more than "
      "the depth 1 of the array {1, 2, 3}."]),
    ('ArrayPad[{1, 2, 3}, 1, "Foo"]', "ArrayPad[{1, 2, 3}, 1, Foo]", ["ArrayPad::pad"]),
    ("ArrayPad[{1, 2}, 1, {}]", "ArrayPad[{1, 2}, 1, {}]",
     ["ArrayPad::cycempty: The cyclic padding {} contains an empty list."]),
    ("ArrayPad[{{1}, {2, 3}}, 1]", "{0, {1}, {2, 3}, 0}", []),
    ("ArrayPad[{1}, -5]", "{}", []),
    ("ArrayPad[{}, 2]", "{0, 0, 0, 0}", []),
    ("Unsqueeze[]", "Unsqueeze[]",
     ["Unsqueeze::argrx: Unsqueeze called with 0 arguments; 2 arguments are expected."]),
    ("Unsqueeze[{1}]", "Unsqueeze[{1}]",
     ["Unsqueeze::argr: Unsqueeze called with 1 argument; 2 arguments are expected."]),
    ("Unsqueeze[{1}, 1, 2]", "Unsqueeze[{1}, 1, 2]",
     ["Unsqueeze::argrx: Unsqueeze called with 3 arguments; 2 arguments are expected."]),
    ("Unsqueeze[{1}, x]", "Unsqueeze[{1}, x]",
     ["Unsqueeze::axint: Axes x should be an integer or a list of integers."]),
    ("Unsqueeze[{1}, 1.5]", "Unsqueeze[{1}, 1.5]",
     ["Unsqueeze::axint: Axes 1.5 should be an integer or a list of integers."]),
    ("Unsqueeze[{1}, {{1}}]", "Unsqueeze[{1}, {{1}}]",
     ["Unsqueeze::axint: Axes {{1}} should be an integer or a list of integers."]),
    ("Unsqueeze[1, 1]", "Unsqueeze[1, 1]",
     ["Unsqueeze::axrange: Axis 1 is out of range: for output rank 1 an axis must lie "
      "between -1 and 0."]),
    ("Unsqueeze[{1}, {1, 1}]", "Unsqueeze[{1}, {1, 1}]",
     ["Unsqueeze::dupaxes: The axes {1, 1} normalise to {1, 1}, which has duplicate "
      "entries."]),
    ("Unsqueeze[{1}, {}]", "{1}", []),
    ("Unsqueeze[{{1}, {2, 3}}, 1]", "{{{1}}, {{2, 3}}}", []),
    ("Squeeze[]", "Squeeze[]",
     ["Squeeze::argt: Squeeze called with 0 arguments; 1 or 2 arguments are expected."]),
    ("Squeeze[{{1}}, 1, 2, 3]", "Squeeze[{{1}}, 1, 2, 3]",
     ["Squeeze::argt: Squeeze called with 4 arguments; 1 or 2 arguments are expected."]),
    ("Squeeze[{{1}}, 5]", "Squeeze[{{1}}, 5]",
     ["Squeeze::axrange: Axis 5 is out of range: for an array of rank 2 an axis must lie "
      "between -2 and 1."]),
    ("Squeeze[{{1}}, a]", "Squeeze[{{1}}, a]",
     ["Squeeze::axint: Axes a should be an integer or a list of integers."]),
    ("Squeeze[{{1}}, {1, 1}]", "Squeeze[{{1}}, {1, 1}]",
     ["Squeeze::dupaxes: The axes {1, 1} normalise to {1, 1}, which has duplicate "
      "entries."]),
    ("Squeeze[{{1, 2}}, 1]", "Squeeze[{{1, 2}}, 1]",
     ["Squeeze::sqlen: Axis 1 cannot be squeezed: its length is 2, not 1."]),
    ("Squeeze[x]", "x", []),
    ("Squeeze[{}]", "{}", []),
    ("Squeeze[{{1}, {2, 3}}]", "{{1}, {2, 3}}", []),
]

MISC = [
    ("1/0", "ComplexInfinity", ["Power::infy: Infinite expression 1/0 encountered."]),
    ("0^0", "Indeterminate", ["Power::indet: Indeterminate expression 0^0 encountered."]),
    ("Throw[1]", "Hold[Throw[1]]", ["Throw::nocatch: Uncaught Throw[1] returned to top level."]),
    ("Abort[]", "$Aborted", []),
    ("CheckAbort[Abort[], x]", "x", []),
    ("f[x_] := x /; Abort[]; f[1]", "$Aborted", []),
    ('"abc', "$Failed",
     ['Syntax::sntxi: ""abc" is incomplete; more input is needed (unterminated string).']),
    ("f[1,,2]", "f[1, Null, 2]", []),
    ("1 +* 2", "$Failed", ['Syntax::sntxf: "1 +" cannot be followed by "* 2".']),
    ("TimeConstrained[x, -1]", "TimeConstrained[x, -1]",
     ["TimeConstrained::timc: Number of seconds -1 is not a positive machine-sized number "
      "or Infinity."]),
    ("MemoryConstrained[x, a]", "MemoryConstrained[x, a]",
     ["MemoryConstrained::ipnfm: Positive integer or Infinity expected at position 2 in "
      "MemoryConstrained[x, a]."]),
]

ROWS = [r + (10.0,) for r in DEEP + HUGE + SELF_REFERENCE + PROTECTED + OPTIONS + SEEDS + MISC]
ROWS += LOOPS + DEEP_SLOW


def _matches(got, expected):
    if expected and expected[0] == "*":       # any messages, then the rest
        expected = expected[1:]
        got = got[len(got) - len(expected):] if len(got) >= len(expected) else got
    if len(got) != len(expected):
        return False
    for g, e in zip(got, expected):
        if ": " in e:
            if g != e:
                return False
        elif not g.startswith(e + ": "):
            return False
    return True


def _out(r):
    return "" if r is NULL else str(r)


def test_table_is_large_enough():
    assert len(ROWS) >= 60
    assert len({r[0] for r in ROWS}) == len(ROWS)


@pytest.mark.parametrize("text,expected,messages,limit", ROWS,
                         ids=["%d:%s" % (i, r[0][:40]) for i, r in enumerate(ROWS)])
def test_adversarial(text, expected, messages, limit):
    s = Session()
    t0 = time.monotonic()
    r = s.evaluate(text, timeout=limit)      # never raises
    elapsed = time.monotonic() - t0
    got = [str(m) for m in s.messages]
    assert elapsed < limit + SLACK, "took %.2f s" % elapsed
    if expected is not None:
        assert _out(r) == expected
    assert _matches(got, messages), got
    # the session is still usable
    assert str(s.evaluate("y0 = 6; y0 * 7")) == "42"
    assert s.messages == []


def test_session_survives_a_sequence_of_attacks():
    """One session through every kind of trouble in turn, then ordinary work."""
    s = Session()
    for text in ("While[True]", F5000, "Range[10^12]", "a := b; b := a; a",
                 "Expand[(a + b + c + d)^100]", "Plus = 3", "]]]",
                 "TimeConstrained[While[True], 0.05]"):
        s.evaluate(text, timeout=0.2)
    assert str(s.evaluate("Clear[a, b]; ArrayPad[{1, 2, 3}, 1]")) == "{0, 1, 2, 3, 0}"
    assert str(s.evaluate("f[x_] := x^2; f[7]")) == "49"
    assert s.messages == []


def test_timeout_then_normal_speed():
    """After an aborted evaluation nothing is left armed: a later long evaluation without
    a time limit is not interrupted."""
    s = Session()
    assert str(s.evaluate("While[True]", timeout=0.1)) == "$Aborted"
    assert str(s.evaluate("Pause[0.6]; Total[Range[10^5]]")) == "5000050000"
    assert s.messages == []


def test_session_time_limit_attribute():
    s = Session()
    s.time_limit = 0.2
    t0 = time.monotonic()
    assert str(s.evaluate("While[True]")) == "$Aborted"
    assert time.monotonic() - t0 < 0.2 + SLACK
    assert [str(m) for m in s.messages] == [TIMEOUT_02]
    assert str(s.evaluate("1 + 1", timeout=5)) == "2"


def test_time_remaining_and_nesting():
    s = Session()
    assert str(s.evaluate("TimeConstrained[TimeRemaining[] <= 1, 1]")) == "True"
    assert str(s.evaluate("TimeConstrained[TimeConstrained[TimeRemaining[] <= 1, 30], 1]")) \
        == "True"
    assert str(s.evaluate("TimeConstrained[{TimeConstrained[While[True], 0.05, in], "
                          "TimeRemaining[] > 1}, 30]")) == "{in, True}"
    assert str(s.evaluate("TimeRemaining[]")) == "Infinity"


def test_memory_limit_of_a_session():
    """A session memory limit stops an evaluation that keeps growing."""
    s = Session()
    s.memory_limit = 50 * 2 ** 20
    t0 = time.monotonic()
    r = s.evaluate("l = {}; While[True, AppendTo[l, RandomReal[1, 10^5]]]", timeout=20)
    assert str(r) == "$Aborted"
    assert time.monotonic() - t0 < 20
    assert [str(m) for m in s.messages] == [
        "General::memory: The evaluation needed more memory than allowed."]
    assert str(s.evaluate("Clear[l]; 1 + 1")) == "2"


def test_abort_inside_time_constrained_is_not_swallowed():
    s = Session()
    assert str(s.evaluate("TimeConstrained[Abort[], 1, tc]")) == "$Aborted"
    assert str(s.evaluate("{TimeConstrained[Abort[], 1, tc], 2}")) == "$Aborted"
    assert str(s.evaluate("CheckAbort[TimeConstrained[Abort[], 1, tc], ca]")) == "ca"


_RACY = pytest.mark.xfail(strict=False, reason="the native Expand may finish before the "
                          "interrupt lands on a loaded machine (timing-dependent)")


@pytest.mark.parametrize("code,expected", [
    ("While[True]", "$Aborted"),
    pytest.param("Expand[(a + b + c + d)^100]", "$Aborted", marks=_RACY),
    pytest.param("CheckAbort[Expand[(a + b + c + d)^100], caught]", "caught", marks=_RACY),
    pytest.param("TimeConstrained[Expand[(a + b + c + d)^100], 30, late]", "$Aborted",
                 marks=_RACY),
])
def test_interrupt_stops_long_python_code(code, expected):
    """Session.interrupt (Ctrl+C in the front ends) from another thread."""
    import threading
    s = Session()
    timer = threading.Timer(0.2, s.interrupt)
    timer.start()
    t0 = time.monotonic()
    r = s.evaluate(code)
    timer.join()
    assert str(r) == expected
    assert time.monotonic() - t0 < 0.2 + SLACK
    assert s.messages == []
    assert str(s.evaluate("Pause[0.4]; 1 + 1")) == "2"      # nothing left pending


def test_abort_never_cuts_an_import_short():
    """A time limit that expires while SymPy is being imported (lazily, by the first
    evaluation that needs it) waits for the import to finish: an import cut short would
    leave SymPy broken for the rest of the process.  In a fresh interpreter, with the
    asynchronous abort made almost immediate."""
    import os
    import subprocess
    import sys
    code = (
        "import mathilda.runtime.limits as sb\n"
        "sb.GRACE = 0.01\n"
        "from mathilda.session import Session\n"
        "s = Session()\n"
        "print(s.evaluate('Factor[x^2 - 1]', timeout=0.01))\n"
        "print(s.evaluate('Factor[x^2 - 1]'))\n"
        "print(s.evaluate('Simplify[Sin[x]^2 + Cos[x]^2]'))\n")
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                       timeout=120, cwd=root)
    assert p.stdout.splitlines()[1:] == ["(-1 + x) (1 + x)", "1"], p.stdout + p.stderr


# --- Module locals never take over a user's symbol (issue 27) -------------------------------

def test_module_local_never_collides_with_an_existing_symbol():
    from mathilda.session import Session
    s = Session()
    s.evaluate("$ModuleNumber = 5")
    s.evaluate("u$5 = 42")
    r = s.evaluate("Module[{u}, u]")
    assert str(r) != "42" and str(r).startswith("u$")
    assert str(s.evaluate("u$5")) == "42"
    assert str(s.evaluate("Module[{u, w}, {u, w}] === {u$5, w$5}")) == "False"
    assert str(s.evaluate("Unique[u] === u$5")) == "False"
    assert str(s.evaluate("u$5")) == "42"
    assert str(s.evaluate("$ModuleNumber = x")) == "x"
    assert [str(m) for m in s.messages] == [
        "$ModuleNumber::modnum: Cannot set $ModuleNumber to x; value must be a positive "
        "machine-sized integer."]


def test_regular_expression_with_a_huge_quantifier_is_a_message():
    from mathilda.session import Session
    s = Session()
    r = s.evaluate('StringMatchQ["a", RegularExpression["a{99999999999}"]]')
    assert r.head_symbol is not None and r.head_symbol.name == "StringMatchQ"
    assert [(m.symbol, m.tag) for m in s.messages] == [("StringExpression", "invld")]


# issue 27: the internal errors the last fuzz run left; each gives a message (or none) and
# a sensible result, never General::interr or a printed Python exception
FUZZ_LEFTOVERS = [
    ("FullSimplify[Order[E]]", "Order[E]",
     ["Order::argr: Order called with 1 argument; 2 arguments are expected."] * 2),
    ("Simplify[Limit[g]]", "Limit[g]",
     ["Limit::argr: Limit called with 1 argument; 2 arguments are expected."] * 2),
    ("Out[-10^20]", "Out[-100000000000000000000]", []),
    ("Hold[Out[-3]]", "Hold[%%%]", []),
    # an empty iterator reached the compiler's loop translation (IndexError)
    ("Do[x, {}]", "Do[x, {}]",
     ["Do::itform: Argument {} at position 2 does not have the correct form for an "
      "iterator."]),
    ("Table[x, {}, f]", "Table[x, {}, f]",
     ["Table::itform: Argument {} at position 2 does not have the correct form for an "
      "iterator."]),
    # lists and booleans reached SymPy as polynomials (AttributeError)
    ("PolynomialExtendedGCD[2, {1, {2}}, {1, 2}]", "PolynomialExtendedGCD[2, {1, {2}}, {1, 2}]",
     ["PolynomialExtendedGCD::ivar: {1, 2} is not a valid variable."]),
    ("CountRoots[{1, {2, {3}}}, 3]", "CountRoots[{1, {2, {3}}}, 3]",
     ["CountRoots::ivar: 3 is not a valid variable."]),
    ("PolynomialExtendedGCD[False, y, x]", "PolynomialExtendedGCD[False, y, x]", []),
]


@pytest.mark.parametrize("text,out,msgs", FUZZ_LEFTOVERS)
def test_fuzz_leftovers(text, out, msgs):
    s = Session()
    assert str(s.evaluate(text)) == out
    assert [str(m) for m in s.messages] == msgs


def test_sum_with_a_symbol_as_iterator_is_not_an_internal_error():
    # a bare symbol is the indefinite sum (Sum[1, w] is w), as in the Wolfram Language
    s = Session()
    assert str(s.evaluate("Sum[1, {x, y, z}, w]")) == "w (1 - y + z)"
    assert [m.tag for m in s.messages] == []


def test_symbols_of_discarded_sessions_are_released():
    """Symbols are interned per process; a new Session sweeps those nothing refers to, so
    discarded (sandbox) sessions do not leave their symbols behind for ever."""
    import gc
    from mathilda.core.expr import S, Symbol
    kept = Symbol("robustKept")
    s2 = Session()
    s2.evaluate("tmpSym7 = 70")
    s = Session(sandbox=True)
    s.evaluate("tmpSym8 = 8; f[tmpSym9] := 1")
    Symbol.sweep()
    assert Symbol.exists("tmpSym8") and Symbol.exists("tmpSym9")   # s is alive: kept
    assert str(s.evaluate('Length[ToExpression["{" <> StringRiffle[Table["tmpSym" <> '
                          'ToString[k], {k, 25000}], ","] <> "}"]]')) == "25000"
    assert Symbol.exists("tmpSym1") and Symbol.exists("tmpSym24999")
    del s
    gc.collect()
    Session()                                 # a new session sweeps
    assert Symbol.exists("tmpSym7")           # s2's value
    # (tmpSym9 may stay referenced by the bounded cache of compiled patterns)
    assert sorted(n for n in list(Symbol._table) if n.startswith("tmpSym")) in (
        ["tmpSym7"], ["tmpSym7", "tmpSym9"])
    assert Symbol("robustKept") is kept
    assert Symbol("System`Plus") is S.Plus and Symbol("Global`robustKept") is kept
    assert str(s2.evaluate("{tmpSym7, tmpSym8, x + x}")) == "{70, tmpSym8, 2 x}"


def test_string_replace_checks_the_size_before_joining():
    """A replacement that would build a string over $MaxResultSize says so and stays
    unevaluated, instead of one long C call building it (it reached 1 GB against a 200 MB
    memory limit).  ($MaxResultSize is 10^9 in the tests.)"""
    s = Session()
    r = s.evaluate('StringReplace[StringRepeat["a", 2 10^5], "a" -> StringRepeat["b", 10^4]]')
    assert str(r.head) == "StringReplace"
    assert [str(m) for m in s.messages] == [
        "StringReplace::rsize: The result would have 1000000010 elements, more than "
        "$MaxResultSize (1000000000)."]
    assert str(s.evaluate('StringLength[StringReplace[StringRepeat["ab", 10^4], '
                          '"a" -> StringRepeat["c", 100]]]')) == "1010000"
