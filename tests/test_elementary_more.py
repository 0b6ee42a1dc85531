"""Log10, Log2, Sinc, LogisticSigmoid, ReIm, AbsArg, RealAbs, RealSign, MantissaExponent,
RealExponent, MixedFractionParts, the waves and the pulses, beyond their usage examples."""

from tests.support import check_rows

ROWS = [
    ("Log10[10^-5]", "-5"), ("Log10[1.*^100]", "100."), ("Log2[2^100]", "100"),
    ("Log2[1]", "0"), ("Log10[-10]", "Log[-10]/Log[10]"),
    ("Sinc[3 Pi/2]", "-2/(3 Pi)"), ("Sinc[I]", "Sinh[1]"), ("Sinc[0.]", "1."),
    ("Sinc[{0, Pi}]", "{1, 0}"), ("N[Sinc[1], 25]", "0.8414709848078965066525023"),
    ("LogisticSigmoid[-Log[3]]", "1/4"), ("LogisticSigmoid[{0, Infinity}]", "{1/2, 1}"),
    ("N[LogisticSigmoid[1], 20]", "0.73105857863000487925"),
    ("E^(-Log[3])", "1/3"), ("E^(2 Log[x])", "x^2"), ("Exp[Log[x]/2]", "Sqrt[x]"),
    ("ReIm[{1 + 2 I, 3}]", "{{1, 2}, {3, 0}}"), ("AbsArg[-1 - I]", "{Sqrt[2], (-3 Pi)/4}"),
    ("RealAbs[{-2, 3/2}]", "{2, 3/2}"), ("RealSign[{-2.5, 0, 7}]", "{-1, 0, 1}"),
    ("MantissaExponent[10^6]", "{1/10, 7}"), ("MantissaExponent[0.5]", "{0.5, 0}"),
    ("MantissaExponent[255, 16]", "{255/256, 2}"), ("MantissaExponent[-1/3]", "{-1/3, 0}"),
    ("RealExponent[10^-3]", "-3."), ("RealExponent[-100]", "2."),
    ("RealExponent[3 + 4 I]", "0.69897"), ("RealExponent[8, 2]", "3."),
    ("MixedFractionParts[{5/2, -1/2}]", "{{2, 1/2}, {0, -1/2}}"),
    ("SquareWave[{-0.1, 0.1, 0.6}]", "{-1, 1, -1}"), ("TriangleWave[1/8]", "1/2"),
    ("TriangleWave[5/8]", "-1/2"), ("SawtoothWave[-1/4]", "3/4"),
    ("SawtoothWave[{0, 10}, 0.25]", "2.5"), ("HeavisideLambda[{-1/2, 3}]", "{1/2, 0}"),
    ("HeavisidePi[{-1/4, 3/4}]", "{1, 0}"),
    ("MantissaExponent[x]", "MantissaExponent[x]",
     ["MantissaExponent::realx: The value x is not a real number."]),
]


def test_rows():
    check_rows(ROWS)
