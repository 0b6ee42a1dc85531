"""Round-5 gaps in the distributions: OwenT (builtins/functions/owen.py) and its derivative,
so that CDF[SkewNormalDistribution[...], x] evaluates numerically; VonMises variance and CDF,
Skellam CDF, NoncentralStudentT PDF.  Numbers checked against scipy / mpmath."""

import pytest

from mathilda.session import Session


@pytest.fixture(scope="module")
def s():
    return Session()


def _run(s, src):
    return s.format(s.evaluate(src))


OWEN = [
    # scipy.special.owens_t(0.5, 2.) = 0.1415806036539784
    ("OwenT[0.5, 2.]", "0.141581"),
    ("OwenT[0.5, -2.]", "-0.141581"),
    ("OwenT[1.5, 10.]", "0.0334036"),
    ("OwenT[0, a]", "ArcTan[a]/(2 Pi)"),
    ("OwenT[0, 1]", "1/8"),
    ("OwenT[h, 0]", "0"),
    ("OwenT[-h, a]", "OwenT[h, a]"),
    ("OwenT[h, -a]", "-OwenT[h, a]"),
    ("OwenT[h, 1]", "(1 - Erf[h/Sqrt[2]]^2)/8"),
    ("OwenT[h, Infinity]", "Erfc[Abs[h]/Sqrt[2]]/4"),
    ("OwenT[Infinity, 2]", "0"),
    ("OwenT[h, a]", "OwenT[h, a]"),
    # mpmath quad of the defining integral at 30 digits
    ("N[OwenT[1, 1/2], 20]", "0.043064691120785365632"),
    ("N[OwenT[2, 3], 25]", "0.01137506597154504061255167"),
    ("OwenT[0.5`30, 3]", "0.151084043076018411065099053643"),
    ("OwenT[3/2, 10`20]", "0.033403600634429033002"),
    ("OwenT[0.3, 0.5 + I]", "0.140921 + 0.105714 I"),
    ("OwenT[{0.1, 0.2, 0.3}, 0.5]", "{0.073395, 0.0722174, 0.0702967}"),
    ("OwenT[Range[0.1, 0.3, 0.1], 0.5]", "{0.073395, 0.0722174, 0.0702967}"),
    ("Attributes[OwenT]", "{Listable, NumericFunction, Protected}"),
    ("NumericQ[OwenT[1, 2]]", "True"),
    ("D[OwenT[x, a], x] == -E^(-x^2/2) Erf[a x/Sqrt[2]]/(2 Sqrt[2 Pi])", "True"),
    ("D[OwenT[x, a], a] == E^(-(1 + a^2) x^2/2)/(2 Pi (1 + a^2))", "True"),
    # -Exp[-0.245] Erf[1.4/Sqrt[2]]/(2 Sqrt[2 Pi]) = -0.13091038219207646
    ("D[OwenT[x, 2], x] /. x -> 0.7", "-0.13091"),
    # scipy.stats.skewnorm.cdf(0.5, 2) = 0.4083012539660563
    ("N[CDF[SkewNormalDistribution[0, 1, 2], 1/2]]", "0.408301"),
    ("CDF[SkewNormalDistribution[0, 1, 2], 0.5]", "0.408301"),
    ("N[CDF[SkewNormalDistribution[0, 1, 2], 1/2], 20]", "0.40830125396605631670"),
    # scipy.stats.skewnorm.cdf(2, 3, 1, 2) = 0.3892943751219763
    ("N[CDF[SkewNormalDistribution[1, 2, 3], 2], 20]", "0.38929437512197628151"),
]


@pytest.mark.parametrize("src,want", OWEN)
def test_owen(s, src, want):
    assert _run(s, src) == want


DISTRIBUTIONS = [
    # circular variance 1 - I1(k)/I0(k): scipy 1 - i1(2)/i0(2) = 0.3022253420359917
    ("Variance[VonMisesDistribution[m, k]]", "1 - BesselI[1, k]/BesselI[0, k]"),
    ("Variance[VonMisesDistribution[0, 2.]]", "0.302225"),
    # scipy.stats.vonmises.cdf(0.5, 1) = 0.6640764746049956; 0 and 1 outside [m - Pi, m + Pi]
    ("CDF[VonMisesDistribution[0, 1], 0.5]", "0.664076"),
    ("N[CDF[VonMisesDistribution[0, 1], 1/2]]", "0.664076"),
    ("CDF[VonMisesDistribution[0, 1], {4., -4., 3.1, -3.1, 0.}]",
     "{1., 0., 0.998076, 0.00192403, 0.5}"),
    ("CDF[VonMisesDistribution[1., 2.], 5]", "1."),
    ("CDF[VonMisesDistribution[1, 2], 2.5]", "0.957167"),
    ("PDF[VonMisesDistribution[0, 1], {4., 1.}]", "{0., 0.215781}"),
    # Skellam CDF through MarcumQ; scipy.stats.skellam.cdf([1, -2, -1], 2, 3) =
    # [0.87502686, 0.40226607, 0.58528941]
    ("CDF[SkellamDistribution[2, 3], {1, -2, -1}]",
     "{MarcumQ[2, Sqrt[6], 2], 1 - MarcumQ[2, 2, Sqrt[6]], 1 - MarcumQ[1, 2, Sqrt[6]]}"),
    ("N[CDF[SkellamDistribution[2, 3], {1, -2, -1, 1.5, -1.5}]]",
     "{0.875027, 0.402266, 0.585289, 0.875027, 0.402266}"),
    ("N[CDF[SkellamDistribution[2, 3], 1], 20]", "0.87502686359773672786"),
    ("CDF[SkellamDistribution[2., 3.], {1, -2, -1}]", "{0.875027, 0.402266, 0.585289}"),
    # scipy.stats.skellam.cdf([3, -5], 1.5, 0.5) = [9.54202592e-01, 4.34047145e-05]
    ("CDF[SkellamDistribution[1.5, 0.5], {3, -5}]", "{0.954203, 0.0000434047}"),
    # NoncentralStudentT PDF (1F1 form); mpmath quadrature of the chi-square mixture:
    # f(1/2; 3, 1) = 0.325891464654084969049718, f(-2; 5/2, -1/3) = 0.103074784613029458903
    ("PDF[NoncentralStudentTDistribution[3, 1], 0.5]", "0.325891"),
    ("N[PDF[NoncentralStudentTDistribution[3, 1], 1/2], 20]", "0.32589146465408496905"),
    ("N[PDF[NoncentralStudentTDistribution[5/2, -1/3], -2], 20]", "0.10307478461302945890"),
    ("PDF[NoncentralStudentTDistribution[3, 0], x] == PDF[StudentTDistribution[3], x]",
     "True"),
]


@pytest.mark.parametrize("src,want", DISTRIBUTIONS)
def test_distributions(s, src, want):
    assert _run(s, src) == want
