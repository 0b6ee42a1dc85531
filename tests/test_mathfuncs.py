"""Elementary functions, complex parts, integer parts, Mod/Quotient and the integer
functions: table-driven, end to end."""

import pytest

from mathilda.session import Session


@pytest.fixture(scope="module")
def session():
    return Session()


def check(session, text, expected, messages=()):
    r = session.evaluate(text)
    assert str(r) == expected, text
    assert [str(m) for m in session.messages] == list(messages), text


TRIG = [
    ("Sin[Pi/6]", "1/2"),
    ("Sin[Pi]", "0"),
    ("Sin[Pi/2]", "1"),
    ("Sin[Pi/4]", "1/Sqrt[2]"),
    ("Sin[Pi/3]", "Sqrt[3]/2"),
    ("Sin[2 Pi/3]", "Sqrt[3]/2"),
    ("Sin[7 Pi/6]", "-1/2"),
    ("Sin[-Pi/2]", "-1"),
    ("Sin[Pi/12]", "(-1 + Sqrt[3])/(2 Sqrt[2])"),
    ("Sin[Pi/10]", "(-1 + Sqrt[5])/4"),
    ("Sin[6 Pi/7]", "Sin[Pi/7]"),
    ("Sin[8 Pi/7]", "-Sin[Pi/7]"),
    ("Sin[30 Degree]", "1/2"),
    ("Sin[x]", "Sin[x]"),
    ("Sin[-x]", "-Sin[x]"),
    ("Sin[1]", "Sin[1]"),
    ("Sin[1.]", "0.841471"),
    ("Sin[{0, Pi/2, Pi}]", "{0, 1, 0}"),
    ("Sin[I]", "I Sinh[1]"),
    ("Cos[Pi]", "-1"),
    ("Cos[0]", "1"),
    ("Cos[Pi/3]", "1/2"),
    ("Cos[Pi/4]", "1/Sqrt[2]"),
    ("Cos[2 Pi/3]", "-1/2"),
    ("Cos[5 Pi/7]", "-Cos[(2 Pi)/7]"),
    ("Cos[-x]", "Cos[x]"),
    ("Cos[0.5]", "0.877583"),
    ("Cos[I x]", "Cosh[x]"),
    ("Tan[Pi/3]", "Sqrt[3]"),
    ("Tan[Pi/4]", "1"),
    ("Tan[Pi/6]", "1/Sqrt[3]"),
    ("Tan[3 Pi/4]", "-1"),
    ("Tan[Pi/8]", "-1 + Sqrt[2]"),
    ("Tan[1.]", "1.55741"),
    ("Tan[-x]", "-Tan[x]"),
    ("Cot[Pi/4]", "1"),
    ("Cot[Pi/6]", "Sqrt[3]"),
    ("Cot[1.]", "0.642093"),
    ("Sec[Pi/3]", "2"),
    ("Sec[Pi/4]", "Sqrt[2]"),
    ("Sec[0.5]", "1.13949"),
    ("Csc[Pi/6]", "2"),
    ("Csc[1.]", "1.1884"),
    ("ArcSin[1/2]", "Pi/6"),
    ("ArcSin[1]", "Pi/2"),
    ("ArcSin[-1/2]", "-Pi/6"),
    ("ArcSin[0.5]", "0.523599"),
    ("ArcSin[2.]", "1.5708 - 1.31696 I"),
    ("ArcCos[0]", "Pi/2"),
    ("ArcCos[-1]", "Pi"),
    ("ArcCos[1/2]", "Pi/3"),
    ("ArcCos[-1/2]", "(2 Pi)/3"),
    ("ArcCos[0.3]", "1.2661"),
    ("ArcTan[1]", "Pi/4"),
    ("ArcTan[-Sqrt[3]]", "-Pi/3"),
    ("ArcTan[1/Sqrt[3]]", "Pi/6"),
    ("ArcTan[Infinity]", "Pi/2"),
    ("ArcTan[1.]", "0.785398"),
    ("ArcTan[-x]", "-ArcTan[x]"),
    ("ArcTan[1, 1]", "Pi/4"),
    ("ArcTan[-1, 0]", "Pi"),
    ("ArcTan[0, -2]", "-Pi/2"),
    ("ArcTan[-1, -1]", "(-3 Pi)/4"),
    ("ArcTan[1., 2.]", "1.10715"),
    ("ArcCot[1]", "Pi/4"),
    ("ArcCot[0]", "Pi/2"),
    ("ArcSec[2]", "Pi/3"),
    ("ArcCsc[2]", "Pi/6"),
]

HYPERBOLIC_EXP_LOG = [
    ("Sinh[0]", "0"),
    ("Sinh[1.]", "1.1752"),
    ("Sinh[-x]", "-Sinh[x]"),
    ("Cosh[0]", "1"),
    ("Cosh[1.]", "1.54308"),
    ("Cosh[-x]", "Cosh[x]"),
    ("Tanh[0.5]", "0.462117"),
    ("Tanh[Infinity]", "1"),
    ("Sinh[I x]", "I Sin[x]"),
    ("ArcSinh[0]", "0"),
    ("ArcSinh[1.]", "0.881374"),
    ("ArcCosh[1]", "0"),
    ("ArcCosh[2.]", "1.31696"),
    ("ArcTanh[0.5]", "0.549306"),
    ("Exp[0]", "1"),
    ("Exp[1]", "E"),
    ("Exp[1.]", "2.71828"),
    ("Exp[x]", "E^x"),
    ("Exp[I Pi]", "-1"),
    ("Exp[Log[y]]", "y"),
    ("Exp[2.5]", "12.1825"),
    ("Log[E]", "1"),
    ("Log[1]", "0"),
    ("Log[0]", "-Infinity"),
    ("Log[E^3]", "3"),
    ("Log[-1]", "I Pi"),
    ("Log[I]", "(I Pi)/2"),
    ("Log[1/2]", "-Log[2]"),
    ("Log[8]", "Log[8]"),
    ("Log[2.]", "0.693147"),
    ("Log[-2.]", "0.693147 + 3.14159 I"),
    ("Log[10, 1000]", "3"),
    ("Log[2, 8]", "3"),
    ("Log[4, 2]", "1/2"),
    ("Log[2, 1/8]", "-3"),
    ("Log[8, 4]", "2/3"),
    ("Log[2, 3]", "Log[3]/Log[2]"),
    ("Log[2, x]", "Log[x]/Log[2]"),
    ("Log[2, 8.]", "3."),
    ("Log[Infinity]", "Infinity"),
    ("N[Log[10], 20]", "2.3025850929940456840"),
]

COMPLEX_PARTS = [
    ("Abs[-3]", "3"),
    ("Abs[3 + 4 I]", "5"),
    ("Abs[1 + I]", "Sqrt[2]"),
    ("Abs[-2.5]", "2.5"),
    ("Abs[-x]", "Abs[x]"),
    ("Abs[-Pi]", "Pi"),
    ("Abs[-2 x]", "2 Abs[x]"),
    ("Abs[3. + 4. I]", "5."),
    ("Abs[{-1, 2, -3}]", "{1, 2, 3}"),
    ("Abs[1 - Sqrt[2]]", "-1 + Sqrt[2]"),
    ("Sign[-2.5]", "-1"),
    ("Sign[0]", "0"),
    ("Sign[Pi]", "1"),
    ("Sign[3 + 4 I]", "3/5 + (4 I)/5"),
    ("Sign[-2 x]", "-Sign[x]"),
    ("Re[3 + 4 I]", "3"),
    ("Re[Pi]", "Pi"),
    ("Re[2.5 - I]", "2.5"),
    ("Re[x]", "Re[x]"),
    ("Im[3 + 4 I]", "4"),
    ("Im[Pi]", "0"),
    ("Im[I Sqrt[2]]", "Sqrt[2]"),
    ("Im[5]", "0"),
    ("Conjugate[3 + 4 I]", "3 - 4 I"),
    ("Conjugate[Pi]", "Pi"),
    ("Conjugate[0.5 - 1.5 I]", "0.5 + 1.5 I"),
    ("Conjugate[x]", "Conjugate[x]"),
    ("Arg[-1]", "Pi"),
    ("Arg[I]", "Pi/2"),
    ("Arg[1 + I]", "Pi/4"),
    ("Arg[1. + I]", "0.785398"),
    ("Arg[5]", "0"),
    ("Arg[-I]", "-Pi/2"),
]

INTEGER_PARTS = [
    ("Floor[2.7]", "2"),
    ("Floor[-2.7]", "-3"),
    ("Floor[-7/2]", "-4"),
    ("Floor[Pi]", "3"),
    ("Floor[7, 3]", "6"),
    ("Floor[x]", "Floor[x]"),
    ("Floor[2.5 + 3.7 I]", "2 + 3 I"),
    ("Floor[10^20 + 1/2]", "100000000000000000000"),
    ("Floor[-Sqrt[2]]", "-2"),
    ("Floor[10^1000 + Pi] - 10^1000", "3"),
    ("Round[Pi 10^50]", "314159265358979323846264338327950288419716939937511"),
    ("Floor[N[Pi, 40] 10^35]", "314159265358979323846264338327950288"),
    ("Ceiling[-E 10^30]", "-2718281828459045235360287471352"),
    ("Ceiling[2.1]", "3"),
    ("Ceiling[-7/2]", "-3"),
    ("Ceiling[E]", "3"),
    ("Ceiling[5]", "5"),
    ("Round[2.5]", "2"),
    ("Round[3.5]", "4"),
    ("Round[-2.7]", "-3"),
    ("Round[7/2]", "4"),
    ("Round[5/2]", "2"),
    ("Round[17, 5]", "15"),
    ("Round[2.37, 0.1]", "2.4"),
    ("Round[Pi 1000]", "3142"),
    ("IntegerPart[2.7]", "2"),
    ("IntegerPart[-2.7]", "-2"),
    ("IntegerPart[7/3]", "2"),
    ("FractionalPart[7/3]", "1/3"),
    ("FractionalPart[-2.5]", "-0.5"),
    ("FractionalPart[Pi]", "-3 + Pi"),
    ("Mod[7, 3]", "1"),
    ("Mod[-7, 3]", "2"),
    ("Mod[7, -3]", "-2"),
    ("Mod[5.5, 2]", "1.5"),
    ("Mod[7, 3, 1]", "1"),
    ("Mod[Pi, 2]", "-2 + Pi"),
    ("Mod[7/2, 1]", "1/2"),
    ("Mod[{5, 6, 7}, 3]", "{2, 0, 1}"),
    ("Mod[x, 3]", "Mod[x, 3]"),
    ("Quotient[17, 5]", "3"),
    ("Quotient[-17, 5]", "-4"),
    ("Quotient[5.5, 2]", "2"),
    ("Quotient[17, 5, 3]", "2"),
    ("QuotientRemainder[17, 5]", "{3, 2}"),
    ("QuotientRemainder[-17, 5]", "{-4, 3}"),
    ("Boole[True]", "1"),
    ("Boole[False]", "0"),
    ("Boole[{True, False, x}]", "{1, 0, Boole[x]}"),
]

INTEGERS = [
    ("GCD[12, 18]", "6"),
    ("GCD[12, 18, 8]", "2"),
    ("GCD[1/2, 1/3]", "1/6"),
    ("GCD[]", "0"),
    ("GCD[-4, 6]", "2"),
    ("GCD[x, 2]", "GCD[2, x]"),
    ("LCM[4, 6]", "12"),
    ("LCM[2, 3, 5]", "30"),
    ("LCM[1/2, 1/3]", "1"),
    ("LCM[]", "1"),
    ("5!", "120"),
    ("0!", "1"),
    ("20!", "2432902008176640000"),
    ("(1/2)!", "Sqrt[Pi]/2"),
    ("(-1)!", "ComplexInfinity"),
    ("3.5!", "11.6317"),
    ("n!", "n!"),
    ("5!!", "15"),
    ("6!!", "48"),
    ("(-1)!!", "1"),
    ("(-3)!!", "-1"),
    ("7!!", "105"),
    ("(-7)!!", "-1/15"),
    ("Binomial[-5, -7]", "15"),
    ("FactorInteger[(10^11 + 3) (10^12 + 39)]", "{{100000000003, 1}, {1000000000039, 1}}"),
    ("FactorInteger[(2^61 - 1) (2^89 - 1)]",
     "{{2305843009213693951, 1}, {618970019642690137449562111, 1}}"),
    ("Binomial[10, 3]", "120"),
    ("Binomial[5, 7]", "0"),
    ("Binomial[-3, 2]", "6"),
    ("Binomial[n, 1]", "n"),
    ("Binomial[n, 0]", "1"),
    ("Binomial[5.5, 2]", "12.375"),
    ("Binomial[100, 50]", "100891344545564193334812497256"),
    ("Binomial[1/2, 2]", "-1/8"),
    ("Gamma[5]", "24"),
    ("Gamma[1/2]", "Sqrt[Pi]"),
    ("Gamma[3/2]", "Sqrt[Pi]/2"),
    ("Gamma[-1/2]", "-2 Sqrt[Pi]"),
    ("Gamma[0]", "ComplexInfinity"),
    ("Gamma[2.5]", "1.32934"),
    ("Gamma[x]", "Gamma[x]"),
    ("Fibonacci[10]", "55"),
    ("Fibonacci[-8]", "-21"),
    ("Fibonacci[100]", "354224848179261915075"),
    ("Fibonacci[Range[8]]", "{1, 1, 2, 3, 5, 8, 13, 21}"),
    ("PrimeQ[7]", "True"),
    ("PrimeQ[1]", "False"),
    ("PrimeQ[2^61 - 1]", "True"),
    ("PrimeQ[2^64 + 1]", "False"),
    ("PrimeQ[-3]", "True"),
    ("PrimeQ[x]", "False"),
    ("Prime[1]", "2"),
    ("Prime[100]", "541"),
    ("Prime[10^5]", "1299709"),
    ("Prime[{1, 2, 3, 4}]", "{2, 3, 5, 7}"),
    ("PrimePi[100]", "25"),
    ("PrimePi[10^6]", "78498"),
    ("PrimePi[2.5]", "1"),
    ("PrimePi[-3]", "0"),
    ("FactorInteger[360]", "{{2, 3}, {3, 2}, {5, 1}}"),
    ("FactorInteger[-10]", "{{-1, 1}, {2, 1}, {5, 1}}"),
    ("FactorInteger[2/9]", "{{2, 1}, {3, -2}}"),
    ("FactorInteger[1]", "{{1, 1}}"),
    ("FactorInteger[2^64 + 1]", "{{274177, 1}, {67280421310721, 1}}"),
    ("FactorInteger[17]", "{{17, 1}}"),
    ("Divisors[12]", "{1, 2, 3, 4, 6, 12}"),
    ("Divisors[-7]", "{1, 7}"),
    ("Divisors[1]", "{1}"),
    ("IntegerDigits[1234]", "{1, 2, 3, 4}"),
    ("IntegerDigits[10, 2]", "{1, 0, 1, 0}"),
    ("IntegerDigits[5, 2, 6]", "{0, 0, 0, 1, 0, 1}"),
    ("IntegerDigits[-42]", "{4, 2}"),
    ("IntegerDigits[0]", "{0}"),
    ("IntegerDigits[255, 16]", "{15, 15}"),
    ("FromDigits[{1, 2, 3}]", "123"),
    ("FromDigits[{1, 0, 1}, 2]", "5"),
    ("FromDigits[\"ff\", 16]", "255"),
    ("FromDigits[\"0042\"]", "42"),
    ("FromDigits[{a, b, c}, x]", "c + x (b + a x)"),
    ("PowerMod[2, 10, 1000]", "24"),
    ("PowerMod[3, -1, 7]", "5"),
    ("EvenQ[4]", "True"),
    ("EvenQ[3]", "False"),
    ("EvenQ[x]", "False"),
    ("OddQ[-3]", "True"),
    ("OddQ[2]", "False"),
    ("OddQ[1.]", "False"),
    ("IntegerQ[3]", "True"),
    ("IntegerQ[3.]", "False"),
    ("IntegerQ[x]", "False"),
]

MESSAGES = [
    ("Mod[5, 0]", "Indeterminate",
     ["Mod::indet: Indeterminate expression Mod[5, 0] encountered."]),
    ("Quotient[5, 0]", "ComplexInfinity",
     ["Quotient::infy: Infinite expression Quotient[5, 0] encountered."]),
    ("QuotientRemainder[5, 0]", "QuotientRemainder[5, 0]",
     ["QuotientRemainder::divz: The argument 0 in QuotientRemainder[5, 0] should be "
      "nonzero."]),
    ("Prime[0]", "Prime[0]", ["Prime::intpp: Positive integer argument expected in Prime[0]."]),
    ("FactorInteger[1.5]", "FactorInteger[1.5]",
     ["FactorInteger::exact: Argument 1.5 is not an exact number."]),
    ("IntegerDigits[10, 1]", "IntegerDigits[10, 1]",
     ["IntegerDigits::ibase: Base 1 is not an integer greater than 1."]),
    ("ArcTan[0, 0]", "Indeterminate",
     ["ArcTan::indet: Indeterminate expression ArcTan[0, 0] encountered."]),
    ("Sin[1, 2]", "Sin[1, 2]",
     ["Sin::argx: Sin called with 2 arguments; 1 argument is expected."]),
    ("Log[1, 2, 3]", "Log[1, 2, 3]",
     ["Log::argt: Log called with 3 arguments; 1 or 2 arguments are expected."]),
]


@pytest.mark.parametrize("text,expected", TRIG)
def test_trig(session, text, expected):
    check(session, text, expected)


@pytest.mark.parametrize("text,expected", HYPERBOLIC_EXP_LOG)
def test_hyperbolic_exp_log(session, text, expected):
    check(session, text, expected)


@pytest.mark.parametrize("text,expected", COMPLEX_PARTS)
def test_complex_parts(session, text, expected):
    check(session, text, expected)


@pytest.mark.parametrize("text,expected", INTEGER_PARTS)
def test_integer_parts(session, text, expected):
    check(session, text, expected)


@pytest.mark.parametrize("text,expected", INTEGERS)
def test_integers(session, text, expected):
    check(session, text, expected)


@pytest.mark.parametrize("text,expected,messages", MESSAGES)
def test_messages(session, text, expected, messages):
    check(session, text, expected, messages)


def test_arbitrary_precision_functions(session):
    check(session, "N[Sin[1], 40]", "0.8414709848078965066525023216302989996226")
    check(session, "N[ArcTan[1] 4, 30]", "3.14159265358979323846264338328")
    check(session, "Precision[Sin[N[1, 25]]]", "25.")
    check(session, "N[Gamma[1/3], 20]", "2.6789385347077476337")
