"""N of exact input with adaptive precision, $MaxExtraPrecision, and the exact numeric tests
(Sign, Floor, Round, comparisons) that need more digits than a fixed working precision.

The expected values were checked against mpmath at 120 digits (sqrt(10^40 + 1) - 10^20 is
4.99999999999999999999999999999999999999987...*10^-21, cos(10^60) is
-0.55718294824856670897291642059139899268913289606719..., sin(10^30 + 1/3) is
-0.41101999762554192594918660751...)."""

import pytest

from mathilda.session import Session

MEPREC = ("N::meprec: Internal precision limit $MaxExtraPrecision = %s reached while "
          "evaluating %s.")


def run(code):
    s = Session()
    r = s.evaluate(code)
    return s.format(r), [str(m) for m in s.messages]


@pytest.mark.parametrize("code, expected", [
    # the brief's cases: cancellation of 20 digits and more
    ("N[50000000000000000000 - Sqrt[2499999999999999999999999999999999999999], 20]",
     "1.0000000000000000000*^-20"),
    ("N[Root[#^2 - 10^20 # + 1 &, 1]]", "1.*^-20"),
    ("N[Sqrt[10^40 + 1] - 10^20]", "5.*^-21"),
    ("N[Sqrt[10^40 + 1] - 10^20, 30]", "5.00000000000000000000000000000*^-21"),
    ("Precision[N[Sqrt[10^40 + 1] - 10^20, 30]]", "30."),
    ("Block[{$MaxExtraPrecision = 200}, N[Sqrt[10^100 + 1] - 10^50, 20]]",
     "5.0000000000000000000*^-51"),
    ("Block[{$MaxExtraPrecision = Infinity}, N[Sqrt[10^200 + 1] - 10^100, 10]]",
     "5.000000000*^-101"),
    # functions whose condition costs digits: the working precision grows to cover it
    ("N[Sin[10^30 + 1/3], 20]", "-0.41101999762554192595"),
    ("N[Sin[10^30], 20]", "-0.090116901912138058030"),
    ("N[Log[1 + 1/10^30], 20]", "1.0000000000000000000*^-30"),
    ("Block[{$MaxExtraPrecision = 200}, N[Cos[10^60], 47]]",
     "-0.55718294824856670897291642059139899268913289607"),
    # machine N of exact input is right to machine precision
    ("N[Sin[10^30]]", "-0.0901169"),
    ("N[Sin[10^30 + 1/3]]", "-0.41102"),
    ("N[{Sqrt[10^40 + 1] - 10^20, x -> 10^20 - Sqrt[10^40 + 1]}]",
     "{5.*^-21, x -> -5.*^-21}"),
    ("N[(Sqrt[10^40 + 1] - 10^20) x]", "5.*^-21 x"),
    ("N[f[Sqrt[10^40 + 1] - 10^20]]", "f[5.*^-21]"),
    ("Table[N[Sqrt[k] + k/7], {k, 3}]", "{1.14286, 1.69993, 2.16062}"),
    ("N[1/3 + Sqrt[2]]", "1.74755"),
    ("MachineNumberQ[N[Sqrt[10^40 + 1] - 10^20]]", "True"),
    # a held argument keeps N's numbers unevaluated, as before
    ("N[Hold[Sqrt[10^40 + 1] - 10^20]]", "Hold[Sqrt[10.^40. + 1.] - 1. 10.^20.]"),
    # approximate input: N never adds precision it does not have (and says nothing)
    ("N[1.5`10 + Sqrt[2], 20]", "2.914213562"),
    ("Precision[N[1.5`10 + Sqrt[2], 20]]", "10."),
    # ordinary cases are as they were
    ("N[Sqrt[2], 30]", "1.41421356237309504880168872421"),
    ("N[Pi, 20]", "3.1415926535897932385"),
    ("N[1/7, 50]", "0.14285714285714285714285714285714285714285714285714"),
    # $MaxExtraPrecision: a value, settable, scoped by Block
    ("$MaxExtraPrecision", "50."),
    ("Block[{$MaxExtraPrecision = 200}, $MaxExtraPrecision]", "200"),
    ("Block[{$MaxExtraPrecision = 200}, 1]; $MaxExtraPrecision", "50."),
    ("$MaxExtraPrecision = 120; N[Sqrt[10^100 + 1] - 10^50, 10]", "5.000000000*^-51"),
    # Sign, Positive, Floor, Round and comparisons of exact numeric quantities
    ("Sign[Sqrt[10^40 + 1] - 10^20]", "1"),
    ("Sign[10^20 - Sqrt[10^40 + 1]]", "-1"),
    ("Positive[Sqrt[10^40 + 1] - 10^20]", "True"),
    ("Negative[Sqrt[10^40 + 1] - 10^20]", "False"),
    ("Floor[10^30 (Sqrt[2] - 1)]", "414213562373095048801688724209"),
    ("Round[10^30 (Sqrt[2] - 1)]", "414213562373095048801688724210"),
    ("Floor[10^40 (Sqrt[10^40 + 1] - 10^20)]", "49999999999999999999"),
    ("Round[10^40 (Sqrt[10^40 + 1] - 10^20)]", "50000000000000000000"),
    ("Ceiling[10^40 (Sqrt[10^40 + 1] - 10^20)]", "50000000000000000000"),
    ("Less[Sqrt[2] + Sqrt[3], Sqrt[10] - 1/10^30]", "True"),
    ("Sqrt[10^40 + 1] > 10^20", "True"),
    ("Sqrt[10^40 + 1] - 10^20 < 1/(2 10^20)", "True"),
    ("Sqrt[10^40 + 1] - 10^20 > 1/(2 10^20) - 1/10^60", "True"),
    ("Abs[10^20 - Sqrt[10^40 + 1]]", "-100000000000000000000 + "
     "Sqrt[10000000000000000000000000000000000000001]"),
])
def test_values(code, expected):
    out, msgs = run(code)
    assert (out, msgs) == (expected, [])


def test_limit_reached_message_and_precision():
    """N[Cos[10^60], 47] needs about 60 extra digits: past the 50 allowed, N says so and
    gives what it has (about 37 correct digits, all of them right)."""
    out, msgs = run("x = N[Cos[10^60], 47]; {x, Precision[x] < 40}")
    assert out == "{-0.5571829482485667089729164205913989927, True}"
    assert msgs == [MEPREC % ("50.`", "Cos[1" + "0" * 60 + "]")]


def test_limit_follows_max_extra_precision():
    out, msgs = run("Block[{$MaxExtraPrecision = 10}, Precision[N[Cos[10^30], 20]] < 20]")
    assert out == "True"
    assert msgs == [MEPREC % ("10.`", "Cos[1" + "0" * 30 + "]")]


def test_hidden_zero():
    """Sqrt[2] + Sqrt[3] - Sqrt[5 + 2 Sqrt[6]] is 0: more digits never give it a precision;
    the result is a zero known to about 80 digits after the point."""
    out, msgs = run("z = Sqrt[2] + Sqrt[3] - Sqrt[5 + 2 Sqrt[6]]; Accuracy[N[z, 30]] > 75")
    assert out == "True"
    assert msgs == [MEPREC % ("50.`", "Sqrt[2] + Sqrt[3] - Sqrt[5 + 2 Sqrt[6]]")]


def test_machine_n_of_a_hidden_zero_is_quiet():
    out, msgs = run("MachineNumberQ[N[Sqrt[2] + Sqrt[3] - Sqrt[5 + 2 Sqrt[6]]]]")
    assert (out, msgs) == ("True", [])


def test_function_precision_tracks_condition():
    """Sin of a 30-digit 100 knows about 28 digits (the argument's absolute error is
    100 10^-30); Exp and Log likewise."""
    out, msgs = run("{Round[Precision[Sin[N[100, 30]]]], Round[Precision[Exp[N[100, 30]]]], "
                    "Round[Precision[Log[N[1 + 1/10^10, 30]]]], Precision[Sin[N[1/10, 30]]]}")
    assert (out, msgs) == ("{28, 28, 20, 30.}", [])
