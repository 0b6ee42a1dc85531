"""Number theory of issue 20: RealDigits and the digit builtins, residues and primitive
roots, the number tests, PowerMod's roots, FactorInteger through FLINT: tables of exact
printed results, and properties (digits give the number back, factorisations multiply
back, primitive roots have full order)."""

import random
from fractions import Fraction

from support import check_rows, run
from mathilda.session import Session

ROWS = [
    ('RealDigits[N[Pi, 30]]', '{{3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3, 2, 3, 8, 4, '
     '6, 2, 6, 4, 3, 3, 8, 3, 2, 8}, 1}'),
    ('RealDigits[0.3]', '{{3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, 0}'),
    ('RealDigits[N[Pi], 10, 18]', '{{3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3, '
     'Indeterminate, Indeterminate}, 1}'),
    ('RealDigits[Pi, 2, 20]', '{{1, 1, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 0, 1}, 2}'),
    ('RealDigits[1/70]', '{{{1, 4, 2, 8, 5, 7}}, -1}'),
    ('RealDigits[4/3]', '{{1, {3}}, 1}'),
    ('RealDigits[1/6]', '{{1, {6}}, 0}'),
    ('RealDigits[100]', '{{1, 0, 0}, 3}'),
    ('RealDigits[-25/2]', '{{1, 2, 5}, 2}'),
    ('RealDigits[1/8, 10, 5]', '{{1, 2, 5, 0, 0}, 0}'),
    ('RealDigits[123, 10, 5, 5]', '{{0, 0, 0, 1, 2}, 6}'),
    ('RealDigits[E, 10, 10, -5]', '{{8, 1, 8, 2, 8, 4, 5, 9, 0, 4}, -4}'),
    ('RealDigits[0.]', '{{0}, -307}'),
    ('RealDigits[1/3, 3]', '{{1}, 0}'),
    ('RealDigits[5, 2]', '{{1, 0, 1}, 3}'),
    ('RealDigits[Sqrt[2], 10, 12]', '{{1, 4, 1, 4, 2, 1, 3, 5, 6, 2, 3, 7}, 1}'),
    ('RealDigits[x]', 'RealDigits[x]',
     ['RealDigits::ndig: The number of digits to return cannot be determined.']),
    ('NumberDigit[123456, {4, 5, 6}]', '{2, 1, 0}'),
    ('NumberDigit[1/7, {-1, -2, -3}]', '{1, 4, 2}'),
    ('DigitSum[{1, 22, 333}]', '{1, 4, 9}'),
    ('IntegerName[1001]', '1 thousand 1'),
    ('IntegerName[999]', 'nine hundred ninety\u2010nine'),
    ('IntegerName[2^64, "Words"]', 'eighteen quintillion, four hundred forty\u2010six '
     'quadrillion, seven hundred forty\u2010four trillion, seventy\u2010three billion, seven '
     'hundred nine million, five hundred fifty\u2010one thousand, six hundred sixteen'),
    ('RomanNumeral[Range[10]]', '{I, II, III, IV, V, VI, VII, VIII, IX, X}'),
    ('RomanNumeral[2024]', 'MMXXIV'),
    ('FromRomanNumeral[RomanNumeral[1444]]', '1444'),
    ('FromRomanNumeral["ABC"]', 'FromRomanNumeral[ABC]',
     ['FromRomanNumeral::notrn: "ABC" is not a valid Roman numeral.']),
    ('JacobiSymbol[{1, 2, 3, 4, 5, 6}, 7]', '{1, 1, -1, 1, -1, -1}'),
    ('JacobiSymbol[1001, 9907]', '-1'),
    ('KroneckerSymbol[-3, 4]', '1'),
    ('KroneckerSymbol[6, 4]', '0'),
    ('KroneckerSymbol[5, 6]', '1'),
    ('MultiplicativeOrder[2, 2^61 - 1]', '61'),
    ('MultiplicativeOrder[2, 12, {4, 8}]', '2'),
    ('PrimitiveRoot[2 3^5]', '5'),
    ('PrimitiveRootList[27]', '{2, 5, 11, 14, 20, 23}'),
    ('CarmichaelLambda[2^10]', '256'),
    ('CarmichaelLambda[x]', 'CarmichaelLambda[x]'),
    ('BitGet[2^70 + 1, {0, 1, 70}]', '{1, 0, 1}'),
    ('BitClear[BitSet[0, 100], 100]', '0'),
    ('SquareFreeQ[2^61 - 1]', 'True'),
    ('SquareFreeQ[x^3 + x]', 'True'),
    ('SquareFreeQ[3/4]', 'False'),
    ('CompositeQ[{0, 1, 2, 3, 4, 9}]', '{False, False, False, False, True, True}'),
    ('PerfectNumberQ[{6, 28, 496, 8128, 33550336, 8589869056}]',
     '{True, True, True, True, True, True}'),
    ('PerfectNumberQ[2^10 (2^11 - 1)]', 'False'),
    ('MersennePrimeExponentQ[{521, 523, 607, 1279}]', '{True, False, True, True}'),
    ('MersennePrimeExponentQ[136279841]', 'True'),
    ('QuadraticIrrationalQ[Sqrt[8]/3 + 1/2]', 'True'),
    ('QuadraticIrrationalQ[x]', 'False'),
    ('PossibleZeroQ[Log[6] - Log[2] - Log[3]]', 'True'),
    ('PossibleZeroQ[(x - y) (x + y) - x^2 + y^2]', 'True'),
    ('PossibleZeroQ[E - 2718281/1000000]', 'False'),
    ('RealValuedNumericQ[Sqrt[-2] Sqrt[-3]]', 'True'),
    ('MachineNumberQ[{1, 1., 1.`30}]', 'False'),
    ('$MaxPrecision = 100; $MaxPrecision', '100'),
    ('DirichletConvolve[EulerPhi[n], 1, n, 30]', '30'),
    ('FindDivisions[{0, 7}, 3]', '{0, 2, 4, 6, 8}'),
    ('PowerMod[{2, 3, 4}, 1/2, 7]', '{3, PowerMod[3, 1/2, 7], 2}',
     ['PowerMod::root: The equation x^2 = 3 (mod 7) has no integer solutions.']),
    ('PowerMod[10, 1/5, 11]', '2'),
    ('PowerMod[2, 1/5, 11]', 'PowerMod[2, 1/5, 11]',
     ['PowerMod::root: The equation x^5 = 2 (mod 11) has no integer solutions.']),
    ('FactorInteger[2^128 + 1]', '{{59649589127497217, 1}, {5704689200685129054721, 1}}'),
    ('FactorInteger[2^64 - 1]', '{{3, 1}, {5, 1}, {17, 1}, {257, 1}, {641, 1}, {65537, 1}, '
     '{6700417, 1}}'),
]


def test_rows():
    check_rows(ROWS)


def test_real_digits_give_the_number_back():
    s = Session()
    rng = random.Random(5)
    for _ in range(40):
        p, q, b = rng.randint(1, 10 ** 6), rng.randint(1, 5000), rng.choice([2, 3, 7, 10, 16])
        out = str(s.evaluate("FromDigits[RealDigits[%d/%d, %d], %d] == %d/%d"
                             % (p, q, b, b, p, q)))
        assert out == "True", (p, q, b)


def test_factorisations_multiply_back():
    s = Session()
    rng = random.Random(7)
    for _ in range(15):
        n = rng.randint(2, 10 ** rng.randint(5, 45))
        out = str(s.evaluate("Times @@ (#1^#2 & @@@ FactorInteger[%d]) == %d && "
                             "AllTrue[FactorInteger[%d][[All, 1]], PrimeQ]" % (n, n, n)))
        assert out == "True", n


def test_primitive_roots_have_full_order():
    s = Session()
    for n in (7, 25, 54, 83, 1009, 2 * 3 ** 7):
        out = str(s.evaluate("With[{g = PrimitiveRoot[%d]}, MultiplicativeOrder[g, %d] == "
                             "EulerPhi[%d] && Length[PrimitiveRootList[%d]] == "
                             "EulerPhi[EulerPhi[%d]]]" % ((n,) * 5)))
        assert out == "True", n
