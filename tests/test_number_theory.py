"""Integer bits and digits, divisibility, primes and modular arithmetic, partitions and
combinatorial numbers, continued fractions: table-driven, end to end (exact printed text
and messages)."""

import pytest

from support import run

BITS = [
    ('BitAnd[12, 10]', '8'),
    ('BitAnd[12, 10, 6]', '0'),
    ('BitAnd[-1, 255]', '255'),
    ('BitAnd[2^70 + 5, 7]', '5'),
    ('BitAnd[x, 3]', 'BitAnd[3, x]'),
    ('BitAnd[{1, 3, 7}, 2]', '{0, 2, 2}'),
    ('BitOr[12, 10]', '14'),
    ('BitOr[0]', '0'),
    ('BitOr[-2, 1]', '-1'),
    ('BitXor[12, 10]', '6'),
    ('BitXor[-1, 5]', '-6'),
    ('BitXor[2.5, 1]', 'BitXor[1, 2.5]'),
    ('BitNot[0]', '-1'),
    ('BitNot[{1, -2}]', '{-2, 1}'),
    ('BitNot[2^64]', '-18446744073709551617'),
    ('BitShiftLeft[3, 4]', '48'),
    ('BitShiftLeft[1, 100]', '1267650600228229401496703205376'),
    ('BitShiftLeft[-1, 3]', '-8'),
    ('BitShiftRight[255, 4]', '15'),
    ('BitShiftRight[7, 10]', '0'),
    ('BitShiftRight[-8, 1]', '-4'),
    ('BitShiftRight[-7, 1]', '-3'),
    ('BitShiftRight[{8, 16, 32}, 2]', '{2, 4, 8}'),
    ('BitShiftLeft[x, 2]', 'BitShiftLeft[x, 2]'),
    ('BitLength[1]', '1'),
    ('BitLength[2^100]', '101'),
    ('BitLength[-2^100]', '100'),
    ('BitLength[{0, 1, 2, 3, 4}]', '{0, 1, 2, 2, 3}'),
    ('BitLength[1.5]', 'BitLength[1.5]'),
    ('BitNot[]', 'BitNot[]',
     ['BitNot::argx: BitNot called with 0 arguments; 1 argument is expected.']),
    ('BitLength[1, 2]', 'BitLength[1, 2]',
     ['BitLength::argx: BitLength called with 2 arguments; 1 argument is expected.']),
]

DIGITS = [
    ('IntegerLength[9]', '1'),
    ('IntegerLength[10]', '2'),
    ('IntegerLength[10^1000]', '1001'),
    ('IntegerLength[10^1000 - 1]', '1000'),
    ('IntegerLength[255, 2]', '8'),
    ('IntegerLength[256, 16]', '3'),
    ('IntegerLength[3^100, 3]', '101'),
    ('IntegerLength[-12345]', '5'),
    ('IntegerLength[x]', 'IntegerLength[x]'),
    ('IntegerLength[5, 0]', 'IntegerLength[5, 0]',
     ['IntegerLength::ibase: Base 0 is not an integer greater than 1.']),
    ('IntegerReverse[123]', '321'),
    ('IntegerReverse[1000]', '1'),
    ('IntegerReverse[0]', '0'),
    ('IntegerReverse[11, 2]', '13'),
    ('IntegerReverse[1, 2, 8]', '128'),
    ('IntegerReverse[{12, 34}]', '{21, 43}'),
    ('IntegerReverse[12, 1]', 'IntegerReverse[12, 1]',
     ['IntegerReverse::ibase: Base 1 is not an integer greater than 1.']),
    ('IntegerReverse[12, 10, -1]', 'IntegerReverse[12, 10, -1]',
     ['IntegerReverse::intnn: Non-negative integer expected at position 3 in IntegerReverse[12, 10, -1].']),
    ('DigitCount[0]', '{0, 0, 0, 0, 0, 0, 0, 0, 0, 1}'),
    ('DigitCount[100, 10, 0]', '2'),
    ('DigitCount[2^100, 10, 7]', '3'),
    ('DigitCount[10, 2]', '{2, 2}'),
    ('DigitCount[5, 3]', '{1, 1, 0}'),
    ('DigitCount[12, 1]', 'DigitCount[12, 1]',
     ['DigitCount::ibase: Base 1 is not an integer greater than 1.']),
    ('IntegerExponent[1200]', '2'),
    ('IntegerExponent[1024, 2]', '10'),
    ('IntegerExponent[1024, 4]', '5'),
    ('IntegerExponent[7, 7]', '1'),
    ('IntegerExponent[0]', 'Infinity'),
    ('IntegerExponent[-8, 2]', '3'),
    ('IntegerExponent[10, 1]', 'IntegerExponent[10, 1]',
     ['IntegerExponent::ibase: Base 1 is not an integer greater than 1.']),
    ('IntegerExponent[x, 2]', 'IntegerExponent[x, 2]'),
]

DIVISIBILITY = [
    ('Divisible[12, 3]', 'True'),
    ('Divisible[12, -5]', 'False'),
    ('Divisible[0, 7]', 'True'),
    ('Divisible[{4, 5, 6}, 2]', '{True, False, True}'),
    ('Divisible[1/2, 1/4]', 'True'),
    ('Divisible[2 + 2 I, 1 + I]', 'True'),
    ('Divisible[x, 2]', 'Divisible[x, 2]'),
    ('Divisible[3, 0]', 'Divisible[3, 0]',
     ['Divisible::divz: The argument 0 in Divisible[3, 0] should be nonzero.']),
    ('CoprimeQ[8, 9]', 'True'),
    ('CoprimeQ[8, 12]', 'False'),
    ('CoprimeQ[1, 1]', 'True'),
    ('CoprimeQ[-3, 4]', 'True'),
    ('CoprimeQ[0, 1]', 'True'),
    ('CoprimeQ[0, 2]', 'False'),
    ('ModularInverse[2, 5]', '3'),
    ('ModularInverse[10, 17]', '12'),
    ('ModularInverse[1, 1]', '0'),
    ('ModularInverse[6, 9]', 'ModularInverse[6, 9]',
     ['ModularInverse::ninv: 6 is not invertible modulo 9.']),
    ('ModularInverse[x, 5]', 'ModularInverse[x, 5]'),
    ('ModularInverse[3]', 'ModularInverse[3]',
     ['ModularInverse::argr: ModularInverse called with 1 argument; 2 arguments are expected.']),
    ('ChineseRemainder[{1, 2}, {3, 5}]', '7'),
    ('ChineseRemainder[{0, 0}, {4, 6}]', '0'),
    ('ChineseRemainder[{3}, {7}]', '3'),
    ('ChineseRemainder[{1, 2, 3}, {2, 3}]', 'ChineseRemainder[{1, 2, 3}, {2, 3}]'),
    ('ChineseRemainder[{5, 7}, {11, 13}, 1000]', '1138'),
    ('ExtendedGCD[12, 18]', '{6, {-1, 1}}'),
    ('ExtendedGCD[5, 0]', '{5, {1, 0}}'),
    ('ExtendedGCD[0, 5]', '{5, {0, 1}}'),
    ('ExtendedGCD[0, 0]', '{0, {0, 0}}'),
    ('ExtendedGCD[105, 182]', '{7, {7, -4}}'),
    ('ExtendedGCD[2^64, 3^40]', '{1, {3997565229372176830, -6065478849745282079}}'),
    ('ExtendedGCD[x, 2]', 'ExtendedGCD[x, 2]'),
    ('ExtendedGCD[{4, 6}, 10]', '{{2, {-2, 1}}, {2, {2, -1}}}'),
    ('ChineseRemainder[{1}]', 'ChineseRemainder[{1}]',
     ['ChineseRemainder::argtu: ChineseRemainder called with 1 argument; 2 or 3 arguments are expected.']),
]

PRIMES = [
    ('EulerPhi[1]', '1'),
    ('EulerPhi[36]', '12'),
    ('EulerPhi[97]', '96'),
    ('EulerPhi[Range[10]]', '{1, 1, 2, 2, 4, 2, 6, 4, 6, 4}'),
    ('EulerPhi[2^64]', '9223372036854775808'),
    ('EulerPhi[x]', 'EulerPhi[x]'),
    ('EulerPhi[2.5]', 'EulerPhi[2.5]'),
    ('MoebiusMu[Range[10]]', '{1, -1, -1, 0, -1, 1, -1, 0, 0, 1}'),
    ('MoebiusMu[0]', '0'),
    ('MoebiusMu[2*3*5*7]', '1'),
    ('MoebiusMu[x]', 'MoebiusMu[x]'),
    ('DivisorSigma[1, 1]', '1'),
    ('DivisorSigma[1, 28]', '56'),
    ('DivisorSigma[3, 6]', '252'),
    ('DivisorSigma[2, -4]', '21'),
    ('DivisorSigma[-2, 4]', '21/16'),
    ('DivisorSigma[0, 2^10*3^5]', '66'),
    ('DivisorSigma[1, 0]', 'DivisorSigma[1, 0]'),
    ('DivisorSigma[1, x]', 'DivisorSigma[1, x]'),
    ('PrimeNu[2*3*5*7*11]', '5'),
    ('PrimeNu[2^100]', '1'),
    ('PrimeNu[x]', 'PrimeNu[x]'),
    ('PrimeOmega[2^100]', '100'),
    ('PrimeOmega[360]', '6'),
    ('PrimeOmega[{1, 2, 4, 8}]', '{0, 1, 2, 3}'),
    ('NextPrime[1]', '2'),
    ('NextPrime[2]', '3'),
    ('NextPrime[0]', '2'),
    ('NextPrime[-2]', '2'),
    ('NextPrime[-3]', '-2'),
    ('NextPrime[100, -2]', '89'),
    ('NextPrime[3, -1]', '2'),
    ('NextPrime[2, -1]', '-2'),
    ('NextPrime[7/2]', '5'),
    ('NextPrime[{1, 10, 100}]', '{2, 11, 101}'),
    ('NextPrime[2^61]', '2305843009213693967'),
    ('NextPrime[x]', 'NextPrime[x]'),
    ('RandomPrime[2]', '2'),
    ('RandomPrime[{2, 2}, 3]', '{2, 2, 2}'),
    ('RandomPrime[1]', 'RandomPrime[1]',
     ['RandomPrime::noprime: There are no primes in the specified interval.']),
    ('RandomPrime[10, -1]', 'RandomPrime[10, -1]',
     ['RandomPrime::array: The array dimensions -1 given in position 2 of RandomPrime[10, -1] should be a list of non-negative machine-sized integers giving the dimensions for the result.']),
    ('SeedRandom[7]; PrimeQ[RandomPrime[10^30]]', 'True'),
    ('RandomPrime[1]', 'RandomPrime[1]',
     ['RandomPrime::noprime: There are no primes in the specified interval.']),
    ('EulerPhi[1, 2]', 'EulerPhi[1, 2]',
     ['EulerPhi::argx: EulerPhi called with 2 arguments; 1 argument is expected.']),
    ('NextPrime[1, 2, 3]', 'NextPrime[1, 2, 3]',
     ['NextPrime::argt: NextPrime called with 3 arguments; 1 or 2 arguments are expected.']),
    ('SeedRandom[7]; And @@ (PrimeQ[#] && 100 <= # <= 200 & /@ RandomPrime[{100, 200}, 20])', 'True'),
    ('SeedRandom[1]; Dimensions[RandomPrime[{2, 50}, {3, 4}]]', '{3, 4}'),
]

PARTITIONS = [
    ('IntegerPartitions[3, {2}, {-1, 2, 4}]', '{{4, -1}}'),
    ('IntegerPartitions[1, 3, {-1, 1}]', '{{1, 1, -1}, {1}}'),
    ('Map[Length, IntegerPartitions[100, All, All, -2]]', '{99, 100}'),
    ('IntegerPartitions[6, {2}, All, -1]', '{{3, 3}}'),
    ('IntegerPartitions[5/2, All, {1/2, 1}]',
     '{{1, 1, 1/2}, {1, 1/2, 1/2, 1/2}, {1/2, 1/2, 1/2, 1/2, 1/2}}'),
    ('Length[IntegerPartitions[200, 4]]', '59823'),
    ('IntegerPartitions[4]', '{{4}, {3, 1}, {2, 2}, {2, 1, 1}, {1, 1, 1, 1}}'),
    ('IntegerPartitions[6, 2]', '{{6}, {5, 1}, {4, 2}, {3, 3}}'),
    ('IntegerPartitions[6, {2}]', '{{5, 1}, {4, 2}, {3, 3}}'),
    ('IntegerPartitions[8, {2, 3}]', '{{7, 1}, {6, 2}, {6, 1, 1}, {5, 3}, {5, 2, 1}, {4, 4}, {4, 3, 1}, {4, 2, 2}, {3, 3, 2}}'),
    ('IntegerPartitions[6, {2, 6, 2}]', '{{5, 1}, {4, 2}, {3, 3}, {3, 1, 1, 1}, {2, 2, 1, 1}, {1, 1, 1, 1, 1, 1}}'),
    ('IntegerPartitions[10, All, {3, 5}]', '{{5, 5}}'),
    ('IntegerPartitions[15, All, All, 3]', '{{15}, {14, 1}, {13, 2}}'),
    ('IntegerPartitions[15, All, All, -2]', '{{2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1}, {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1}}'),
    ('IntegerPartitions[3, All, {1/2, 1}]', '{{1, 1, 1}, {1, 1, 1/2, 1/2}, {1, 1/2, 1/2, 1/2, 1/2}, {1/2, 1/2, 1/2, 1/2, 1/2, 1/2}}'),
    ('IntegerPartitions[1/2]', '{}'),
    ('IntegerPartitions[4, {0}]', '{}'),
    ('IntegerPartitions[0, {0}]', '{{}}'),
    ('IntegerPartitions[7, All, {2, 4}]', '{}'),
    ('Length[IntegerPartitions[30]]', '5604'),
    ('IntegerPartitions[x]', 'IntegerPartitions[x]'),
    ('PartitionsP[50]', '204226'),
    ('PartitionsP[1000]', '24061467864032622473692149727991'),
    ('PartitionsP[5000]', '169820168825442121851975101689306431361757683049829233322203824652329144349'),
    ('PartitionsP[x]', 'PartitionsP[x]'),
    ('PartitionsP[2.5]', 'PartitionsP[2.5]'),
    ('PartitionsQ[1]', '1'),
    ('PartitionsQ[2]', '1'),
    ('PartitionsQ[20]', '64'),
    ('PartitionsQ[{3, 4, 5, 6}]', '{2, 2, 3, 4}'),
    ('PartitionsQ[1000]', '8635565795744155161506'),
    ('PartitionsP[]', 'PartitionsP[]',
     ['PartitionsP::argx: PartitionsP called with 0 arguments; 1 argument is expected.']),
    ('IntegerPartitions[]', 'IntegerPartitions[]',
     ['IntegerPartitions::argb: IntegerPartitions called with 0 arguments; between 1 and 4 arguments are expected.']),
]

COMBINATORIAL = [
    ('StirlingS1[10, 3]', '-1172700'),
    ('StirlingS1[3, 4]', '0'),
    ('StirlingS1[{4, 5}, 2]', '{11, -50}'),
    ('StirlingS1[n, 2]', 'StirlingS1[n, 2]'),
    ('StirlingS2[4, 2]', '7'),
    ('StirlingS2[20, 10]', '5917584964655'),
    ('StirlingS2[5, 0]', '0'),
    ('StirlingS2[0, 5]', '0'),
    ('StirlingS2[x, 2]', 'StirlingS2[x, 2]'),
    ('BellB[10]', '115975'),
    ('BellB[{1, 2, 3, 4}]', '{1, 2, 5, 15}'),
    ('BellB[4, x]', 'x + 7 x^2 + 6 x^3 + x^4'),
    ('BellB[0, x]', '1'),
    ('BellB[2, 1/2]', '3/4'),
    ('BellB[x]', 'BellB[x]'),
    ('CatalanNumber[1]', '1'),
    ('CatalanNumber[5]', '42'),
    ('CatalanNumber[-2]', '0'),
    ('CatalanNumber[3/2]', '64/(15 Pi)'),
    ('CatalanNumber[50]', '1978261657756160653623774456'),
    ('CatalanNumber[x]', 'CatalanNumber[x]'),
    ('CatalanNumber[1/3]', 'CatalanNumber[1/3]'),
    ('LucasL[1]', '1'),
    ('LucasL[2]', '3'),
    ('LucasL[-1]', '-1'),
    ('LucasL[-2]', '3'),
    ('LucasL[100]', '792070839848372253127'),
    ('LucasL[0, x]', '2'),
    ('LucasL[1, x]', 'x'),
    ('LucasL[5, x]', '5 x + 5 x^3 + x^5'),
    ('LucasL[-3, x]', '-3 x - x^3'),
    ('LucasL[3, 2]', '14'),
    ('LucasL[x]', 'LucasL[x]'),
    ('N[LucasL[1/2], 20]', '1.2720196495140689643'),
    ('Multinomial[2, 3]', '10'),
    ('Multinomial[0, 0]', '1'),
    ('Multinomial[3, 2, 1]', '60'),
    ('Multinomial[{1, 2}, 3]', '{4, 10}'),
    ('Multinomial[0.5, 0.5]', '1.27324'),
    ('StirlingS1[1]', 'StirlingS1[1]',
     ['StirlingS1::argr: StirlingS1 called with 1 argument; 2 arguments are expected.']),
]

CONTINUED_FRACTIONS = [
    ('ContinuedFraction[3/7]', '{0, 2, 3}'),
    ('ContinuedFraction[10]', '{10}'),
    ('ContinuedFraction[-3/7]', '{0, -2, -3}'),
    ('ContinuedFraction[Sqrt[3]]', '{1, {1, 2}}'),
    ('ContinuedFraction[Sqrt[13]]', '{3, {1, 1, 1, 1, 6}}'),
    ('ContinuedFraction[(1 + Sqrt[5])/2]', '{{1}}'),
    ('ContinuedFraction[Sqrt[2], 6]', '{1, 2, 2, 2, 2, 2}'),
    ('ContinuedFraction[Sqrt[7]/2]', '{1, {3, 10, 3, 2}}'),
    ('ContinuedFraction[GoldenRatio, 5]', '{1, 1, 1, 1, 1}'),
    ('ContinuedFraction[Pi, 10]', '{3, 7, 15, 1, 292, 1, 1, 1, 2, 1}'),
    ('ContinuedFraction[E, 12]', '{2, 1, 2, 1, 1, 4, 1, 1, 6, 1, 1, 8}'),
    ('ContinuedFraction[Log[2], 6]', '{0, 1, 2, 3, 1, 6}'),
    ('ContinuedFraction[2.5]', '{2, 2}'),
    ('ContinuedFraction[0.1]', '{0, 10}'),
    ('ContinuedFraction[-1.25]', '{-1, -4}'),
    ('ContinuedFraction[355/113, 2]', '{3, 7}'),
    ('ContinuedFraction[Pi]', 'ContinuedFraction[Pi]'),
    ('ContinuedFraction[x, 4]', 'ContinuedFraction[x, 4]'),
    ('ContinuedFraction[Pi, x]', 'ContinuedFraction[Pi, x]',
     ['ContinuedFraction::intnn: Non-negative integer expected at position 2 in ContinuedFraction[Pi, x].']),
    ('FromContinuedFraction[{3, 7, 16}]', '355/113'),
    ('FromContinuedFraction[{1}]', '1'),
    ('FromContinuedFraction[{0, 2}]', '1/2'),
    ('FromContinuedFraction[{-2, -3}]', '-7/3'),
    ('FromContinuedFraction[{1, {1}}]', '(1 + Sqrt[5])/2'),
    ('FromContinuedFraction[{{1}}]', '(1 + Sqrt[5])/2'),
    ('FromContinuedFraction[{3, {1, 2}}]', '2 + Sqrt[3]'),
    ('FromContinuedFraction[{1, 1, 1, 1}]', '5/3'),
    ('FromContinuedFraction[ContinuedFraction[Sqrt[19]]]', 'Sqrt[19]'),
    ('FromContinuedFraction[x]', 'FromContinuedFraction[x]'),
    ('Convergents[{3, 7, 15, 1}]', '{3, 22/7, 333/106, 355/113}'),
    ('Convergents[3/7]', '{0, 1/2, 3/7}'),
    ('Convergents[E, 5]', '{2, 3, 8/3, 11/4, 19/7}'),
    ('Convergents[GoldenRatio, 6]', '{1, 2, 3/2, 5/3, 8/5, 13/8}'),
    ('Convergents[x]', 'Convergents[x]'),
    ('FromContinuedFraction[{1}, 2]', 'FromContinuedFraction[{1}, 2]',
     ['FromContinuedFraction::argx: FromContinuedFraction called with 2 arguments; 1 argument is expected.']),
]

ROWS = BITS + DIGITS + DIVISIBILITY + PRIMES + PARTITIONS + COMBINATORIAL + CONTINUED_FRACTIONS


@pytest.mark.parametrize("row", ROWS, ids=[r[0] for r in ROWS])
def test_row(row):
    out, msgs = run(row[0])
    assert out == row[1], row[0]
    assert msgs == (list(row[2]) if len(row) > 2 else []), row[0]



def test_integer_length_agrees_with_integer_digits():
    out, msgs = run("Table[IntegerLength[n, b] == Length[IntegerDigits[n, b]], "
                    "{n, {1, 9, 10, 99, 100, 12345, 3^200, 10^300 - 1, 10^300, 2^1000}}, "
                    "{b, {2, 3, 10, 16, 36}}] // Flatten // Union")
    assert (out, msgs) == ("{True}", [])


def test_integer_partitions_count_is_partitions_p():
    out, msgs = run("Table[Length[IntegerPartitions[n]] == PartitionsP[n], {n, 0, 25}] // Union")
    assert (out, msgs) == ("{True}", [])


def test_partitions_q_against_brute_force():
    from mathilda.builtins.arithmetic.combinatorial import partitions_q

    def distinct(n, largest):
        if n == 0:
            return 1
        return sum(distinct(n - k, k - 1) for k in range(min(n, largest), 0, -1))

    assert [partitions_q(n) for n in range(40)] == [distinct(n, n) for n in range(40)]


def test_extended_gcd_identity():
    out, msgs = run("Union[Table[With[{e = ExtendedGCD[a, b]}, e[[1]] == GCD[a, b] && "
                    "e[[2]] . {a, b} == e[[1]]], {a, -30, 30, 7}, {b, -40, 40, 9}] // Flatten]")
    assert (out, msgs) == ("{True}", [])


def test_chinese_remainder_solves_the_congruences():
    out, msgs = run("With[{m = {4, 6, 9, 35}, r = {1, 3, 3, 17}}, "
                    "{Mod[ChineseRemainder[r, m], m], ChineseRemainder[r, m]}]")
    assert (out, msgs) == ("{{1, 3, 3, 17}, 1137}", [])


def test_continued_fraction_round_trip_of_square_roots():
    out, msgs = run("Union[Table[FromContinuedFraction[ContinuedFraction[Sqrt[n]]] == Sqrt[n], "
                    "{n, Select[Range[2, 60], ! IntegerQ[Sqrt[#]] &]}]]")
    assert (out, msgs) == ("{True}", [])
