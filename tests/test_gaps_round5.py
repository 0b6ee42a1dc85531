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
