"""Numbers: N and precision, constants, number predicates, comparisons, Max/Min, Chop,
Rationalize, random numbers: table-driven, end to end."""

import pytest

from mathilda.session import Session


@pytest.fixture(scope="module")
def session():
    return Session()


def check(session, text, expected, messages=()):
    r = session.evaluate(text)
    assert str(r) == expected, text
    assert [str(m) for m in session.messages] == list(messages), text


NUMERIC = [
    # complex arithmetic at arbitrary precision (a product was rounded to 53 bits), and an
    # arbitrary-precision zero real part is not printed
    ("N[I Pi, 30]", "3.14159265358979323846264338328 I"),
    ("N[Pi, 30] * I", "3.14159265358979323846264338328 I"),
    ("N[E^(I Pi/4), 30]",
     "0.707106781186547524400844362105 + 0.707106781186547524400844362105 I"),
    ("N[Sin[1] + I Cos[1], 30]",
     "0.841470984807896506652502321630 + 0.540302305868139717400936607443 I"),
    ("N[Sqrt[-2], 20]", "1.4142135623730950488 I"),
    ("-2.123456789 I", "0. - 2.12346 I"),
    ("N[Pi, 30] * N[E, 30]", "8.53973422267356706546355086955"),
    ("N[1/3]", "0.333333"),
    ("N[Pi]", "3.14159"),
    ("N[E]", "2.71828"),
    ("N[Pi, 20]", "3.1415926535897932385"),
    ("N[Sqrt[2], 50]", "1.4142135623730950488016887242096980785696718753769"),
    ("N[E, 30]", "2.71828182845904523536028747135"),
    ("N[1/7, 20]", "0.14285714285714285714"),
    ("N[Sin[1], 30]", "0.841470984807896506652502321630"),
    ("N[EulerGamma, 20]", "0.57721566490153286061"),
    ("N[GoldenRatio, 25]", "1.618033988749894848204587"),
    ("N[Log[2], 20]", "0.69314718055994530942"),
    ("N[E^Pi, 20]", "23.140692632779269006"),
    ("N[Degree]", "0.0174533"),
    ("N[GoldenRatio]", "1.61803"),
    ("N[EulerGamma]", "0.577216"),
    ("N[{1/4, x + 1/2}]", "{0.25, 0.5 + x}"),
    ("N[2 Pi x]", "6.28319 x"),
    ("N[Sqrt[2]]", "1.41421"),
    ("N[2^100]", "1.26765*^30"),
    ("N[1/3 + I/4]", "0.333333 + 0.25 I"),
    ("N[f[1/2]]", "f[0.5]"),
    ("N[10^20]", "1.*^20"),
    ("N[1.5, 30]", "1.5"),
    ("N[N[Pi, 30], 10]", "3.141592654"),
    ("N[Pi, 5]", "3.1416"),
    ("N[Sqrt[-2]]", "0. + 1.41421 I"),
    ("N[Exp[1], 15]", "2.71828182845905"),
    ("Precision[1.5]", "MachinePrecision"),
    ("Precision[1]", "Infinity"),
    ("Precision[1/3]", "Infinity"),
    ("Precision[N[Pi, 30]]", "30."),
    ("Precision[{1, N[Pi, 20], N[E, 30]}]", "20."),
    ("Precision[x]", "Infinity"),
    ("Precision[N[Pi, 20] + N[E, 30]]", "20."),
    ("Precision[N[Pi, 20] + 1.]", "MachinePrecision"),
    ("Accuracy[1.5]", "15.7785"),
    ("Accuracy[1/3]", "Infinity"),
    ("SetPrecision[1/3, 10]", "0.3333333333"),
    ("SetPrecision[0.1, 20]", "0.10000000000000000555"),
    ("SetPrecision[N[Pi, 30], MachinePrecision]", "3.14159"),
    ("$MachinePrecision", "15.9546"),
    ("1 + N[1/3, 20]", "1.3333333333333333333"),
    ("N[Pi, 20] + 1.", "4.14159"),
    ("N[Pi, 30] N[E, 20]", "8.5397342226735670655"),
    ("Round[Precision[N[Sqrt[2], 30] - 1414213562/10^9]]", "20"),
    ("Precision[N[Pi, 30] - N[Pi, 30]]", "30."),
]

PREDICATES = [
    ("NumberQ[2.5]", "True"),
    ("NumberQ[Pi]", "False"),
    ("NumberQ[1 + I]", "True"),
    ("NumberQ[x]", "False"),
    ("NumericQ[Pi + Sqrt[2]]", "True"),
    ("NumericQ[x]", "False"),
    ("NumericQ[Sin[1]]", "True"),
    ("NumericQ[Sin[x]]", "False"),
    ("NumericQ[f[1]]", "False"),
    ("Numerator[2/3]", "2"),
    ("Denominator[2/3]", "3"),
    ("Numerator[a b/(c d^2)]", "a b"),
    ("Denominator[a b/(c d^2)]", "c d^2"),
    ("Numerator[x^-2 y]", "y"),
    ("Denominator[5]", "1"),
    ("Numerator[{1/2, 3/4}]", "{1, 3}"),
    ("Positive[3]", "True"),
    ("Positive[-Pi]", "False"),
    ("Positive[x]", "Positive[x]"),
    ("Positive[I]", "False"),
    ("Negative[-2.5]", "True"),
    ("Negative[0]", "False"),
    ("Negative[{-1, 1}]", "{True, False}"),
    ("NonNegative[0]", "True"),
    ("NonNegative[-1/2]", "False"),
    ("NonPositive[E]", "False"),
    ("Positive[Sqrt[2] - 1]", "True"),
]

CONSTANTS = [
    ("Pi", "Pi"),
    ("E", "E"),
    ("I", "I"),
    ("Infinity", "Infinity"),
    ("-Infinity", "-Infinity"),
    ("ComplexInfinity", "ComplexInfinity"),
    ("Indeterminate", "Indeterminate"),
    ("FullForm[Infinity]", "DirectedInfinity[1]"),
    ("FullForm[ComplexInfinity]", "DirectedInfinity[]"),
    ("FullForm[I]", "Complex[0, 1]"),
    ("Attributes[Pi]", "{Constant, Protected, ReadProtected}"),
    ("DirectedInfinity[-2]", "-Infinity"),
    ("DirectedInfinity[0]", "ComplexInfinity"),
    ("2 Pi", "2 Pi"),
    ("Pi/2", "Pi/2"),
    ("Sin[30 Degree]", "1/2"),
    ("N[30 Degree]", "0.523599"),
]

COMPARISON = [
    ("1 == 1.0", "True"),
    ("a == a", "True"),
    ("a == b", "a == b"),
    ("2 == 3", "False"),
    ("1/2 == 0.5", "True"),
    ("Sqrt[2] + Sqrt[3] == Sqrt[5 + 2 Sqrt[6]]", "True"),
    ("{1, 2} == {1, 2}", "True"),
    ("{1, 2} == {1, 3}", "False"),
    ("1 == 1 == 2", "False"),
    ("\"a\" == \"a\"", "True"),
    ("\"a\" == \"b\"", "False"),
    ("Pi == 3.141592653589793", "True"),
    ("1 != 2", "True"),
    ("a != a", "False"),
    ("a != b", "a != b"),
    ("1 != 1.", "False"),
    ("1 < 2", "True"),
    ("Pi < 4", "True"),
    ("Pi < 3", "False"),
    ("x < 1", "x < 1"),
    ("1 < 2 < x", "2 < x"),
    ("1 < 3 < 2", "False"),
    ("1 < 1.", "False"),
    ("1 < 2 < 3", "True"),
    ("2 <= 2", "True"),
    ("E <= 2.7", "False"),
    ("1 <= x", "1 <= x"),
    ("3 > 2", "True"),
    ("Infinity > 10^100", "True"),
    ("-Infinity < -10^100", "True"),
    ("x > y", "x > y"),
    ("1/3 > 0.3", "True"),
    ("2 >= 3", "False"),
    ("Sqrt[2] >= 1.414", "True"),
    ("E^Pi > Pi^E", "True"),
    ("Inequality[1, Less, 2, LessEqual, 3]", "True"),
    ("Inequality[1, Less, 2, Greater, 3]", "False"),
    ("Inequality[x, Less, 2, Less, 3]", "x < 2"),
    ("Max[3, 7, 2]", "7"),
    ("Max[{1, {5, 2}}, 4]", "5"),
    ("Max[]", "-Infinity"),
    ("Max[x, 1, 2]", "Max[2, x]"),
    ("Max[Pi, 3]", "Pi"),
    ("Max[2.5, 2, 1]", "2.5"),
    ("Max[x, x]", "x"),
    ("Max[x, Infinity]", "Infinity"),
    ("Min[3, 7, 2]", "2"),
    ("Min[{4, -1}, {0}]", "-1"),
    ("Min[]", "Infinity"),
    ("Min[x, 1, 2]", "Min[1, x]"),
    ("Min[E, 3]", "E"),
    ("Min[-Infinity, x]", "-Infinity"),
    ("Max[1/3, 0.3]", "1/3"),
]

CHOP_RATIONALIZE = [
    ("Chop[1.*^-12]", "0"),
    ("Chop[{1.5, 2.*^-11}]", "{1.5, 0}"),
    ("Chop[1. + 1.*^-12 I]", "1."),
    ("Chop[0.01, 0.1]", "0"),
    ("Chop[x + 1.*^-15]", "x"),
    ("Rationalize[0.25]", "1/4"),
    ("Rationalize[N[Pi], 1/100]", "22/7"),
    ("Rationalize[0.333333]", "1/3"),
    ("Rationalize[3.78]", "189/50"),
    ("Rationalize[N[Pi]]", "3.14159"),
    ("Rationalize[N[Pi], 0]", "245850922/78256779"),
    ("Rationalize[0.1, 0]", "1/10"),
    ("Rationalize[1/3]", "1/3"),
    ("Rationalize[{0.5, 0.75}]", "{1/2, 3/4}"),
]

MESSAGES = [
    ("1 < I", "1 < I", ["Less::nord: Invalid comparison with I attempted."]),
    ("N[Pi, -1]", "N[Pi, -1]",
     ["N::precbd: Requested precision -1 is not a machine-sized real number between "
      "$MinPrecision and $MaxPrecision."]),
    ("Max[1, I]", "Max[I, 1]", ["Max::nord: Invalid comparison with I attempted."]),
    ("RandomInteger[x]", "RandomInteger[x]",
     ["RandomInteger::unifr: The endpoints specified by x for the endpoints of the discrete "
      "uniform distribution range are not integers."]),
    ("RandomChoice[x]", "RandomChoice[x]",
     ["RandomChoice::lrwl: The items for choice x should be a list or a rule weights -> "
      "choices."]),
]


@pytest.mark.parametrize("text,expected", NUMERIC)
def test_numeric(session, text, expected):
    check(session, text, expected)


@pytest.mark.parametrize("text,expected", PREDICATES)
def test_predicates(session, text, expected):
    check(session, text, expected)


@pytest.mark.parametrize("text,expected", CONSTANTS)
def test_constants(session, text, expected):
    check(session, text, expected)


@pytest.mark.parametrize("text,expected", COMPARISON)
def test_comparison(session, text, expected):
    check(session, text, expected)


@pytest.mark.parametrize("text,expected", CHOP_RATIONALIZE)
def test_chop_rationalize(session, text, expected):
    check(session, text, expected)


@pytest.mark.parametrize("text,expected,messages", MESSAGES)
def test_messages(session, text, expected, messages):
    check(session, text, expected, messages)


def test_n_pi_many_digits(session):
    r = session.evaluate("N[Pi, 1000]")
    assert r.prec == 1000
    text = str(r)
    assert text.startswith("3.14159265358979323846264338327950288419716939937510")
    assert text.endswith("216420199")          # digits 991..999 of Pi after the point


RANDOM = [
    ("SeedRandom[1]; IntegerQ[RandomInteger[10]]", "True"),
    ("Length[RandomInteger[{1, 6}, 5]]", "5"),
    ("Dimensions[RandomInteger[9, {2, 3}]]", "{2, 3}"),
    ("RandomInteger[{3, 3}]", "3"),
    ("RandomReal[{2, 2}]", "2."),
    ("Length[RandomReal[1, 1000]]", "1000"),
    ("And @@ Map[0 <= # < 1 &, RandomReal[1, 100]]", "True"),
    ("And @@ Map[1 <= # <= 6 &, RandomInteger[{1, 6}, 100]]", "True"),
    ("RandomChoice[{0, 1} -> {x, y}, 3]", "{y, y, y}"),
    ("MemberQ[{a, b, c}, RandomChoice[{a, b, c}]]", "True"),
    ("SeedRandom[42]; r1 = RandomReal[1, 5]; SeedRandom[42]; r1 == RandomReal[1, 5]",
     "True"),
    ("SeedRandom[3]; q1 = RandomInteger[100, 10]; q2 = RandomInteger[100, 10]; q1 == q2",
     "False"),
]


@pytest.mark.parametrize("text,expected", RANDOM)
def test_random(session, text, expected):
    check(session, text, expected)


def test_random_sessions_are_independent():
    a, b = Session(), Session()
    a.evaluate("SeedRandom[5]")
    b.evaluate("SeedRandom[5]")
    x = str(a.evaluate("RandomInteger[10^6, 3]"))
    b.evaluate("RandomInteger[10]")         # an extra draw in b only
    a2 = Session()
    a2.evaluate("SeedRandom[5]")
    assert str(a2.evaluate("RandomInteger[10^6, 3]")) == x
