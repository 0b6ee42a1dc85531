"""RandomReal and RandomVariate with WorkingPrecision: arbitrary-precision draws."""

from tests.support import check_rows, run

ROWS = [
    ("SeedRandom[3]; Precision[RandomReal[{1, 2}, WorkingPrecision -> 30]]", "30."),
    ("SeedRandom[3]; x = RandomReal[{1, 2}, WorkingPrecision -> 30]; 1 <= x <= 2", "True"),
    ("Union[Precision /@ Flatten[RandomReal[1, {3, 2}, WorkingPrecision -> 20]]]", "{20.}"),
    ("Dimensions[RandomReal[1, {3, 2}, WorkingPrecision -> 20]]", "{3, 2}"),
    ("Precision[RandomReal[1, WorkingPrecision -> 10]]", "10."),
    ("Precision[RandomReal[1, WorkingPrecision -> MachinePrecision]]", "MachinePrecision"),
    ("SeedRandom[9]; a = RandomReal[5, 3, WorkingPrecision -> 40]; SeedRandom[9]; "
     "a === RandomReal[5, 3, WorkingPrecision -> 40]", "True"),
    ("And @@ Thread[-3 <= RandomReal[{-3, -1}, 50, WorkingPrecision -> 25] <= -1]", "True"),
    ("RandomReal[1, WorkingPrecision -> -3]", "RandomReal[1, WorkingPrecision -> -3]",
     ["RandomReal::precbd: Requested precision -3 is not a machine-sized real number "
      "between $MinPrecision and $MaxPrecision."]),
    ("SeedRandom[2]; Precision /@ RandomVariate[NormalDistribution[], 2, "
     "WorkingPrecision -> 30]", "{30., 30.}"),
    ("Precision[RandomVariate[ExponentialDistribution[2], WorkingPrecision -> 20]]", "20."),
    ("SeedRandom[5]; Abs[Mean[RandomVariate[NormalDistribution[3, 2], 300, "
     "WorkingPrecision -> 20]] - 3] < 0.5", "True"),
    ("Min[RandomVariate[ExponentialDistribution[2], 50, WorkingPrecision -> 20]] > 0", "True"),
    ("IntegerQ /@ RandomVariate[PoissonDistribution[2], 3, WorkingPrecision -> 20]",
     "{True, True, True}"),
    ("Length[RandomVariate[NormalDistribution[3, 2], 1000, "
     "WorkingPrecision -> MachinePrecision]]", "1000"),
]


def test_rows():
    check_rows(ROWS)


def test_inverse_cdf_consistent():
    # a precise variate is a quantile of a uniform number: its CDF lies in [0, 1] and is
    # known to the working precision
    out, msgs = run("SeedRandom[4]; x = RandomVariate[GammaDistribution[2, 3], "
                    "WorkingPrecision -> 30]; {Precision[x], 0 < CDF[GammaDistribution[2, 3], "
                    "x] < 1}")
    assert out == "{30., True}" and not msgs
