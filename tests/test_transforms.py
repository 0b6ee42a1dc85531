"""Algebraic transformations (TrigExpand, TrigReduce, TrigToExp, ExpToTrig, TrigFactor,
PowerExpand, ComplexExpand, FunctionExpand, ExpandNumerator, ExpandDenominator) and
polynomial operations (PolynomialGCD, PolynomialLCM, PolynomialQuotient,
PolynomialRemainder, PolynomialMod, Resultant, Discriminant, Decompose, Root).
Each row: input, exact OutputForm, and the messages (if any)."""

import pytest

from mathilda.session import Session

ROWS = [
    # --- TrigExpand -----------------------------------------------------------------------
    ("TrigExpand[Cos[x + y]]", "Cos[x] Cos[y] - Sin[x] Sin[y]"),
    ("TrigExpand[Sin[x - y]]", "Cos[y] Sin[x] - Cos[x] Sin[y]"),
    ("TrigExpand[Sin[2 x + y]]", "2 Cos[x] Cos[y] Sin[x] + Cos[x]^2 Sin[y] - Sin[x]^2 Sin[y]"),
    ("TrigExpand[Cos[4 x]]", "Cos[x]^4 - 6 Cos[x]^2 Sin[x]^2 + Sin[x]^4"),
    ("TrigExpand[Tan[2 x]]", "(2 Cos[x] Sin[x])/(Cos[x]^2 - Sin[x]^2)"),
    ("TrigExpand[Sinh[x + y]]", "Cosh[y] Sinh[x] + Cosh[x] Sinh[y]"),
    ("TrigExpand[Cosh[2 x]]", "Cosh[x]^2 + Sinh[x]^2"),
    ("TrigExpand[Sec[x + y]]", "1/(Cos[x] Cos[y] - Sin[x] Sin[y])"),
    ("TrigExpand[Sin[x]^2]", "Sin[x]^2"),
    ("TrigExpand[a + b]", "a + b"),
    ("TrigExpand[{Sin[2 x], Cos[2 y]}]", "{2 Cos[x] Sin[x], Cos[y]^2 - Sin[y]^2}"),
    ("TrigExpand[Sin[x + y] == 0]", "Cos[y] Sin[x] + Cos[x] Sin[y] == 0"),
    ("TrigExpand[]", "TrigExpand[]",
     ["TrigExpand::argx: TrigExpand called with 0 arguments; 1 argument is expected."]),
    # --- TrigReduce -------------------------------------------------------------------------
    ("TrigReduce[Cos[x]^2]", "(1 + Cos[2 x])/2"),
    ("TrigReduce[Sin[x]^2 + Cos[x]^2]", "1"),
    ("TrigReduce[Sin[x]^4]", "(3 - 4 Cos[2 x] + Cos[4 x])/8"),
    ("TrigReduce[Cos[x]^4]", "(3 + 4 Cos[2 x] + Cos[4 x])/8"),
    ("TrigReduce[Sin[x]^2 Cos[x]^2]", "(1 - Cos[4 x])/8"),
    ("TrigReduce[Cosh[x]^2]", "(1 + Cosh[2 x])/2"),
    ("TrigReduce[Sinh[x] Cosh[x]]", "Sinh[2 x]/2"),
    ("TrigReduce[a Sin[x]^2 + b]", "(a + 2 b - a Cos[2 x])/2"),
    ("TrigReduce[x^2]", "x^2"),
    ("TrigReduce[Sin[2 x]]", "Sin[2 x]"),
    # --- TrigToExp / ExpToTrig ------------------------------------------------------------------
    ("TrigToExp[Sin[x]]", "(I E^(-I x))/2 - (I E^(I x))/2"),
    ("TrigToExp[Cosh[x]]", "E^(-x)/2 + E^x/2"),
    ("TrigToExp[Tanh[x]]", "(-E^(-x) + E^x)/(E^(-x) + E^x)"),
    ("TrigToExp[ArcTan[x]]", "(I Log[1 - I x])/2 - (I Log[1 + I x])/2"),
    ("TrigToExp[ArcSin[x]]", "-I Log[I x + Sqrt[1 - x^2]]"),
    ("TrigToExp[Sin[x] + Cos[x]]", "(1/2 + I/2) E^(-I x) + (1/2 - I/2) E^(I x)"),
    ("TrigToExp[x^2 + 1]", "1 + x^2"),
    ("ExpToTrig[E^(-I x)]", "Cos[x] - I Sin[x]"),
    ("ExpToTrig[E^(2 I x)]", "Cos[2 x] + I Sin[2 x]"),
    ("ExpToTrig[E^(-x)]", "Cosh[x] - Sinh[x]"),
    ("ExpToTrig[(E^x + E^-x)/2]", "Cosh[x]"),
    ("ExpToTrig[TrigToExp[Sin[x] Cos[y]]]", "Cos[y] Sin[x]"),
    ("ExpToTrig[x + 1]", "1 + x"),
    # --- TrigFactor ----------------------------------------------------------------------------
    ("TrigFactor[Sin[x] + Sin[y]]", "2 Cos[x/2 - y/2] Sin[x/2 + y/2]"),
    ("TrigFactor[Cos[x] + Cos[y]]", "2 Cos[x/2 - y/2] Cos[x/2 + y/2]"),
    ("TrigFactor[Sin[2 x] + Sin[x]]", "2 Cos[x/2] Sin[(3 x)/2]"),
    ("TrigFactor[Sin[2 x]]", "2 Cos[x] Sin[x]"),
    # --- PowerExpand ---------------------------------------------------------------------------
    ("PowerExpand[Sqrt[x^2]]", "x"),
    ("PowerExpand[(x y)^(1/3)]", "x^(1/3) y^(1/3)"),
    ("PowerExpand[Log[x y]]", "Log[x] + Log[y]"),
    ("PowerExpand[Log[x^3 y]]", "3 Log[x] + Log[y]"),
    ("PowerExpand[Sqrt[a^2 b^4]]", "a b^2"),
    ("PowerExpand[(a^2)^(1/2) + (b^3)^(1/3)]", "a + b"),
    ("PowerExpand[Sqrt[-2 x]]", "I Sqrt[2] Sqrt[x]"),
    ("PowerExpand[Log[E^x]]", "x"),
    ("PowerExpand[x + 1]", "1 + x"),
    ("PowerExpand[{Sqrt[x^2], Log[x^y]}]", "{x, y Log[x]}"),
    # --- ComplexExpand -------------------------------------------------------------------------
    ("ComplexExpand[Exp[x + I y]]", "E^x Cos[y] + I E^x Sin[y]"),
    ("ComplexExpand[Cos[x + I y]]", "Cos[x] Cosh[y] - I Sin[x] Sinh[y]"),
    ("ComplexExpand[Re[(a + I b)^2]]", "a^2 - b^2"),
    ("ComplexExpand[Im[(a + I b)^2]]", "2 a b"),
    ("ComplexExpand[Abs[z], {z}]", "Sqrt[Im[z]^2 + Re[z]^2]"),
    ("ComplexExpand[Conjugate[a + I b]]", "a - I b"),
    ("ComplexExpand[x]", "x"),
    # --- FunctionExpand ------------------------------------------------------------------------
    ("FunctionExpand[Pochhammer[a, n]]", "Gamma[a + n]/Gamma[a]"),
    ("FunctionExpand[(n + 1)!/n!]", "1 + n"),
    ("FunctionExpand[Gamma[x]]", "Gamma[x]"),
    ("FunctionExpand[5!]", "120"),
    ("FunctionExpand[Binomial[n, k]]", "Gamma[1 + n]/(Gamma[1 + k] Gamma[1 - k + n])"),
    # --- ExpandNumerator / ExpandDenominator -----------------------------------------------------
    ("ExpandNumerator[(a + b)^2/(c + d)^2]", "(a^2 + 2 a b + b^2)/(c + d)^2"),
    ("ExpandNumerator[(x - 1) (x + 1)/x]", "(-1 + x^2)/x"),
    ("ExpandNumerator[{(x + 1)^2/y, 1 + (x + 1)^2}]", "{(1 + 2 x + x^2)/y, 2 + 2 x + x^2}"),
    ("ExpandDenominator[1/(x + 1)^3]", "1/(1 + 3 x + 3 x^2 + x^3)"),
    ("ExpandDenominator[(x + 1)^2/((x - 1) (x + 2))]", "(1 + x)^2/(-2 + x + x^2)"),
    ("ExpandDenominator[x + 1]", "1 + x"),
    # --- polynomial GCD and LCM ---------------------------------------------------------------
    ("PolynomialGCD[x^3 - x, x^2 + 2 x + 1]", "1 + x"),
    ("PolynomialGCD[x y + x, x y^2 - x]", "x + x y"),
    ("PolynomialGCD[6 x^2, 9 x^3]", "3 x^2"),
    ("PolynomialGCD[x^2 - 1]", "-1 + x^2"),
    ("PolynomialGCD[x^2 - 1, x^2 + 2 x + 1, x + 1]", "1 + x"),
    ("PolynomialGCD[6, 4]", "2"),
    ("PolynomialLCM[6, 4]", "12"),
    ("PolynomialLCM[x^2, x^3, x y]", "x^3 y"),
    # --- division ------------------------------------------------------------------------------
    ("PolynomialQuotient[x^3 - 2 x + 1, x - 1, x]", "-1 + x + x^2"),
    ("PolynomialQuotient[x^2 + x y, x + y, x]", "x"),
    ("PolynomialQuotient[1, x, x]", "0"),
    ("PolynomialQuotient[x^2, a x + 1, x]", "-(1/a^2) + x/a"),
    ("PolynomialQuotient[x^2, 0, x]", "ComplexInfinity",
     ["Power::infy: Infinite expression 1/0 encountered."]),
    ("PolynomialRemainder[x^3 - 2 x + 1, x - 1, x]", "0"),
    ("PolynomialRemainder[x^5, x^2 + 1, x]", "x"),
    ("PolynomialRemainder[x^2 + y, x, y]", "0"),
    ("PolynomialRemainder[x, 1/x, x]", "PolynomialRemainder[x, 1/x, x]",
     ["PolynomialRemainder::poly: 1/x is not a polynomial."]),
    ("PolynomialMod[x^2 + 5 x + 7, 3]", "1 + 2 x + x^2"),
    ("PolynomialMod[x^4 + 1, x^2 + 1]", "2"),
    ("PolynomialMod[4 x + 6 y + 5, 2]", "1"),
    ("PolynomialMod[x^3, {x^2 - 2, 3}]", "2 x"),
    # --- resultants, discriminants, decomposition ------------------------------------------------
    ("Resultant[x^2 - 3 x + 2, x^2 - 1, x]", "0"),
    ("Resultant[x^3 + 1, x^2 + 1, x]", "2"),
    ("Resultant[a x + b, c x + d, x]", "-(b c) + a d"),
    ("Resultant[1/x, x, x]", "Resultant[1/x, x, x]",
     ["Resultant::poly: 1/x is not a polynomial."]),
    ("Discriminant[x^2 - 4, x]", "16"),
    ("Discriminant[x^3 - x, x]", "4"),
    ("Discriminant[x^4 + 1, x]", "256"),
    ("Discriminant[Log[x], x]", "Discriminant[Log[x], x]",
     ["Discriminant::poly: Log[x] is not a polynomial."]),
    ("Decompose[x^4 - 2 x^2 + 3, x]", "{3 - 2 x + x^2, x^2}"),
    ("Decompose[(x^2 + x)^3 + 1, x]", "{1 + x^3, x + x^2}"),
    ("Decompose[Sin[x], x]", "Decompose[Sin[x], x]",
     ["Decompose::poly: Sin[x] is not a polynomial."]),
    # --- Root ------------------------------------------------------------------------------------
    ("Root[#^2 - 3 # + 2 &, 2]", "2"),
    ("Root[# - 5 &, 1]", "5"),
    ("Root[#^2 + 1 &, 1]", "-I"),
    ("Root[#^3 - 8 &, 1]", "2"),
    ("Root[2 #^2 - 1 &, 2]", "1/Sqrt[2]"),
    ("Root[#^4 - 5 #^2 + 6 &, 3]", "Sqrt[2]"),
    ("Root[#^3 - 2 # - 5 &, 1] // N", "2.09455"),
    ("N[Root[#^5 - # - 1 &, 2]]", "-0.764884 - 0.352472 I"),
    ("N[Root[#^5 - # - 1 &, 1], 20]", "1.1673039782614187398"),
    ("Root[#^5 - # - 1 &, 1] === Root[#^5 - # - 1 &, 1]", "True"),
    ("Root[#^2 - 2 &, 0]", "Root[#1^2 - 2 & , 0]",
     ["Root::iidx: Index 0 should be a machine-sized integer between 1 and 2."]),
    ("Root[Exp[#] &, 1]", "Root[Exp[#1] & , 1]",
     ["Root::npoly: Exp[#1] &  is not a univariate polynomial function."]),
]


@pytest.mark.parametrize("row", ROWS, ids=[r[0] for r in ROWS])
def test_row(row):
    s = Session()
    r = s.evaluate(row[0])
    got = (str(r), [str(m) for m in s.messages])
    want = (row[1], list(row[2]) if len(row) > 2 else [])
    assert got == want


def test_structured_gcd_and_lcm():
    s = Session()
    assert str(s.evaluate("PolynomialGCD[(1 + x)^2 (2 + x) (4 + x), (1 + x) (2 + x) (3 + x)]")) \
        == "(1 + x) (2 + x)"
    lcm = s.evaluate("PolynomialLCM[(1 + x)^2 (2 + x) (4 + x), (1 + x) (2 + x) (3 + x)]")
    assert str(s.evaluate("Expand[%s - (1 + x)^2 (2 + x) (3 + x) (4 + x)]"
                          % lcm.input_form())) == "0"


def test_trig_identities_round_trip():
    # TrigExpand then TrigReduce gives back the multiple angle
    s = Session()
    for e in ("Sin[3 x]", "Cos[5 x]", "Sinh[2 x]"):
        assert str(s.evaluate("TrigReduce[TrigExpand[%s]]" % e)) == str(s.evaluate(e))
