"""Random processes, RandomFunction and TemporalData (builtins/probability/processes.py,
temporal_data.py): slices, printed results, messages, and the simulated paths against the
slice distributions."""

import numpy as np
import pytest
from scipy import stats

from mathilda.session import Session
from support import run

ROWS = [
    ("WienerProcess[]", "WienerProcess[0, 1]"),
    ("WienerProcess[m, s][t]", "NormalDistribution[m t, s Sqrt[t]]"),
    ("WienerProcess[0, 1][Sqrt[2]]", "NormalDistribution[0, 2^(1/4)]"),
    ("Variance[WienerProcess[m, s][t]]", "s^2 t"),
    ("PoissonProcess[2][t]", "PoissonDistribution[2 t]"),
    ("Mean[PoissonProcess[m][t]]", "m t"),
    ("CDF[PoissonProcess[1][t], 2]", "E^(-t) (1 + t + t^2/2)"),
    ("BernoulliProcess[1/3][2]", "BernoulliDistribution[1/3]"),
    ("BinomialProcess[1/3][6]", "BinomialDistribution[6, 1/3]"),
    ("PDF[BinomialProcess[1/2][4], 2]", "3/8"),
    ("Mean[RandomWalkProcess[1/4][8]]", "-4"),
    ("Variance[RandomWalkProcess[p][t]]", "4 (1 - p) p t"),
    ("Mean[OrnsteinUhlenbeckProcess[m, s, a][t]]", "m"),
    ("Variance[OrnsteinUhlenbeckProcess[m, s, a][t]]", "s^2/(2 a)"),
    ("OrnsteinUhlenbeckProcess[1, 2, 3, 0][t]",
     "NormalDistribution[1 - E^(-3 t), Sqrt[2/3] Sqrt[1 - E^(-6 t)]]"),
    ("Mean[GeometricBrownianMotionProcess[0.1, 0.2, 2][1.5]]", "2.32367"),
    ("PDF[DiscreteMarkovProcess[1, {{1/2, 1/2}, {1/4, 3/4}}][1], 1]", "1/2"),
    ("PDF[DiscreteMarkovProcess[{1/2, 1/2}, {{1/2, 1/2}, {1/4, 3/4}}][1], 2]", "5/8"),
    ("Mean[DiscreteMarkovProcess[2, {{1, 0}, {1/2, 1/2}}][3]]", "9/8"),
    # bad parameters and times: messages, unevaluated
    ("WienerProcess[0, -1][t]", "WienerProcess[0, -1][t]",
     ["WienerProcess::posprm: Parameter -1 at position 2 in WienerProcess[0, -1] is expected "
      "to be positive."]),
    ("BernoulliProcess[2][3]", "BernoulliProcess[2][3]",
     ["BernoulliProcess::probprm: Parameter 2 at position 1 in BernoulliProcess[2] is "
      "expected to be a probability between 0 and 1."]),
    ("RandomWalkProcess[0.7, 0.5][3]", "RandomWalkProcess[0.7, 0.5][3]",
     ["RandomWalkProcess::rngprm: Parameters {0.7, 0.5} in RandomWalkProcess[0.7, 0.5] are "
      "expected to satisfy 0.7 + 0.5 <= 1."]),
    ("WienerProcess[0, 1][-1]", "WienerProcess[0, 1][-1]"),
    ("BinomialProcess[q][2.5]", "BinomialProcess[q][2.5]"),
    ("DiscreteMarkovProcess[1, {{1/2, 1/3}, {1/4, 3/4}}][2]",
     "DiscreteMarkovProcess[1, {{1/2, 1/3}, {1/4, 3/4}}][2]",
     ["DiscreteMarkovProcess::mtx: The transition matrix {{1/2, 1/3}, {1/4, 3/4}} should be a "
      "square matrix of nonnegative numbers with rows summing to 1."]),
    ("RandomFunction[WienerProcess[m, 1], {0, 1}]",
     "RandomFunction[WienerProcess[m, 1], {0, 1}]",
     ["RandomFunction::proc: WienerProcess[m, 1] is not a random process with numeric "
      "parameters."]),
    ("RandomFunction[WienerProcess[], {1, 0}]", "RandomFunction[WienerProcess[0, 1], {1, 0}]",
     ["RandomFunction::tspec: The time specification {1, 0} should be {tmin, tmax} or {tmin, "
      "tmax, dt} with real numbers 0 <= tmin < tmax (integers for a discrete-time process) "
      "and dt > 0."]),
    ("RandomFunction[BernoulliProcess[0.5], {0, 2.5}]",
     "RandomFunction[BernoulliProcess[0.5], {0, 2.5}]",
     ["RandomFunction::tspec: The time specification {0, 2.5} should be {tmin, tmax} or "
      "{tmin, tmax, dt} with real numbers 0 <= tmin < tmax (integers for a discrete-time "
      "process) and dt > 0."]),
    ("RandomFunction[WienerProcess[], {0, 1}, 0]",
     "RandomFunction[WienerProcess[0, 1], {0, 1}, 0]",
     ["RandomFunction::npath: The number of paths 0 should be a positive integer."]),
    ("RandomFunction[WienerProcess[], {0, 10^9, 1}]",
     "RandomFunction[WienerProcess[0, 1], {0, 1000000000, 1}]",
     ["RandomFunction::rsize: The result would have 1000000001 elements, more than "
      "$MaxResultSize (1000000000)."]),
    # RandomFunction and TemporalData
    ("SeedRandom[1]; RandomFunction[WienerProcess[], {0, 1, 0.25}, 3]",
     "TemporalData[<<Time: 0. to 1., Data points: 15, Paths: 3>>]"),
    ("SeedRandom[1]; RandomFunction[WienerProcess[], {0, 2}][\"PathLength\"]", "1001"),
    ("SeedRandom[1]; RandomFunction[WienerProcess[], {0, 1, 0.25}][\"Times\"]",
     "{0., 0.25, 0.5, 0.75, 1.}"),
    ("SeedRandom[1]; RandomFunction[BinomialProcess[1], {0, 4}][\"Values\"]",
     "{0, 1, 2, 3, 4}"),
    ("SeedRandom[1]; RandomFunction[BinomialProcess[1], {2, 8, 3}][\"Path\"]",
     "{{2, 2}, {5, 5}, {8, 8}}"),
    ("SeedRandom[1]; RandomFunction[RandomWalkProcess[0], {0, 3}][\"Values\"]",
     "{0, -1, -2, -3}"),
    ("SeedRandom[1]; RandomFunction[DiscreteMarkovProcess[1, {{0, 1}, {1, 0}}], {0, 4}]"
     "[\"Values\"]", "{1, 2, 1, 2, 1}"),
    ("SeedRandom[1]; RandomFunction[PoissonProcess[3], {0, 2}][\"FirstValue\"]", "0"),
    ("SeedRandom[1]; RandomFunction[GeometricBrownianMotionProcess[0.1, 0.2, 5], {0, 1}, 2]"
     "[\"FirstValue\"]", "{5., 5.}"),
    ("TemporalData[{1, 4, 2}, {0, 1, 2}]",
     "TemporalData[<<Time: 0 to 2, Data points: 3, Paths: 1>>]"),
    ("InputForm[TemporalData[{{0, 1}, {1, 4}, {2, 2}}]]",
     "TemporalData[{{1, 4, 2}}, {{0, 1, 2}}]"),
    ("TemporalData[{1, 4, 2}, {0, 1, 2}][\"Paths\"]", "{{{0, 1}, {1, 4}, {2, 2}}}"),
    ("TemporalData[{1, 4, 2}, {0, 1, 2}][0.5]", "2.5"),
    ("TemporalData[{1, 4, 2}, {0, 1, 2}][1]", "4"),
    ("TemporalData[{1, 2, 3}, {5}][\"Times\"]", "{5, 6, 7}"),
    ("TemporalData[{1, 2, 3}, {{0, 1, 0.5}}][\"Times\"]", "{0., 0.5, 1.}"),
    ("TemporalData[{{1, 2, 3}, {3, 4, 7}}, {0, 1, 2}][\"PathCount\"]", "2"),
    ("TemporalData[{{1, 2, 3}, {3, 4, 7}}, {0, 1, 2}][{\"LastValue\"}]",
     "TemporalData[<<Time: 0 to 2, Data points: 6, Paths: 2>>][{LastValue}]"),
    ("TemporalData[{{1, 2, 3}, {3, 4, 7}}, {0, 1, 2}][\"LastValue\"]", "{3, 7}"),
    ("Mean[TemporalData[{{1, 2, 3}, {3, 4, 7}}, {0, 1, 2}]][\"Path\"]",
     "{{0, 2}, {1, 3}, {2, 5}}"),
    ("Variance[TemporalData[{{1, 2, 3}, {3, 4, 7}}, {0, 1, 2}]][\"Values\"]", "{2, 2, 8}"),
    ("Mean[TemporalData[{{{0, 1}, {2, 3}}, {{0, 3}, {1, 5}, {2, 7}}}]][\"Values\"]",
     "{2., 3.5, 5.}"),
    ("Mean[TemporalData[{1, 2, 6}, {0, 1, 2}]]", "3"),
    ("TemporalData[{{1, 2, 3}, {3, 4, 7}}, {0, 1, 2}][\"SliceDistribution\", 1]",
     "DataDistribution[Empirical, {{1/2, 1/2}, {2, 4}, False}, 1, 2]"),
    ("Normal[TemporalData[{1, 4, 2}, {0, 1, 2}]]", "{{0, 1}, {1, 4}, {2, 2}}"),
    ("Normal[TemporalData[{{1, 2}, {3, 4}}, {0, 1}]]", "{{{0, 1}, {1, 2}}, {{0, 3}, {1, 4}}}"),
    ("Head[ListLinePlot[TemporalData[{{1, 2}, {3, 4}}, {0, 1}]]]", "Graphics"),
    ("TemporalData[{1, 2}, x]", "TemporalData[{1, 2}, x]",
     ["TemporalData::tdata: The argument {1, 2} is not a valid specification of temporal "
      "data."]),
    ("TemporalData[{1, 4, 2}, {0, 1, 2}][\"Foo\"]",
     "TemporalData[<<Time: 0 to 2, Data points: 3, Paths: 1>>][Foo]",
     ["TemporalData::nprop: \"Foo\" is not a known property of TemporalData."]),
]


@pytest.mark.parametrize("row", ROWS, ids=[r[0][:70] for r in ROWS])
def test_row(row):
    out, msgs = run(row[0])
    assert out == row[1]
    assert msgs == (row[2] if len(row) > 2 else [])


def _values(s, text):
    from mathilda.core.packed import to_numpy
    return np.asarray(to_numpy(s.evaluate(text)), dtype=float)


def test_paths_follow_the_slice_distributions():
    """The values at the last time of 2000 paths against the slice at that time (KS)."""
    s = Session()
    s.evaluate("SeedRandom[5]")
    cases = [
        ("WienerProcess[0.5, 2]", "{0, 2, 0.5}", stats.norm(1.0, 2 * np.sqrt(2)).cdf),
        ("GeometricBrownianMotionProcess[0.1, 0.3, 2]", "{0, 1, 0.25}",
         stats.lognorm(0.3, scale=2 * np.exp(0.1 - 0.045)).cdf),
        ("OrnsteinUhlenbeckProcess[1, 0.5, 2, 3]", "{0, 1, 0.1}",
         stats.norm(1 + 2 * np.exp(-2), 0.5 * np.sqrt((1 - np.exp(-4)) / 4)).cdf),
        ("OrnsteinUhlenbeckProcess[1, 0.5, 2]", "{0, 1, 0.1}",
         stats.norm(1, 0.25).cdf),
    ]
    for proc, spec, cdf in cases:
        last = _values(s, "RandomFunction[%s, %s, 2000][\"LastValue\"]" % (proc, spec))
        assert stats.kstest(last, cdf).pvalue > 1e-3, proc
    for proc, spec, dist in [("PoissonProcess[1.5]", "{0, 4}", stats.poisson(6)),
                             ("BinomialProcess[0.3]", "{0, 12}", stats.binom(12, 0.3))]:
        last = _values(s, "RandomFunction[%s, %s, 2000][\"SliceData\", %s]"
                       % (proc, spec, spec[1:-1].split(", ")[1]))
        assert abs(last.mean() - dist.mean()) < 4 * dist.std() / np.sqrt(2000), proc
        assert abs(last.var() / dist.var() - 1) < 0.15, proc
    walk = _values(s, "RandomFunction[RandomWalkProcess[0.7], {0, 20}, 2000][\"LastValue\"]")
    assert abs(walk.mean() - 8) < 4 * np.sqrt(20 * 0.84 / 2000)
    st = _values(s, "RandomFunction[DiscreteMarkovProcess[1, {{0.9, 0.1}, {0.5, 0.5}}], "
                    "{0, 30}, 2000][\"LastValue\"]")
    # stationary distribution (5/6, 1/6)
    assert abs((st == 2).mean() - 1 / 6) < 4 * np.sqrt(5 / 36 / 2000)


def test_poisson_jumps_and_step_interpolation():
    s = Session()
    s.evaluate("SeedRandom[9]; p = RandomFunction[PoissonProcess[4], {0, 5}]")
    v = _values(s, "p[\"Values\"]")
    t = _values(s, "p[\"Times\"]")
    assert list(v) == list(range(len(v))) and t[0] == 0 and np.all(np.diff(t) > 0)
    assert t[-1] <= 5 and 5 < len(v) < 45
    mid = float(t[1] + t[2]) / 2
    assert str(s.evaluate("p[%r]" % mid)) == "1"


def test_reproducible_with_seed_random():
    s = Session()
    a = str(s.evaluate("SeedRandom[3]; RandomFunction[WienerProcess[], {0, 1, 0.1}]"
                       "[\"Values\"]"))
    b = str(s.evaluate("SeedRandom[3]; RandomFunction[WienerProcess[], {0, 1, 0.1}]"
                       "[\"Values\"]"))
    assert a == b
    c = str(s.evaluate("RandomFunction[WienerProcess[], {0, 1, 0.1}][\"Values\"]"))
    assert c != a


def test_many_paths_are_packed_and_fast():
    import time
    s = Session()
    t0 = time.perf_counter()
    r = s.evaluate("SeedRandom[1]; td = RandomFunction[WienerProcess[], {0, 1, 0.001}, 200]; "
                   "Mean[td][\"LastValue\"]")
    assert time.perf_counter() - t0 < 20
    assert abs(float(r.value)) < 0.5


def test_long_simulations_respect_time_and_size_limits():
    import time
    s = Session()
    t0 = time.perf_counter()
    # 5 10^7 steps: stopped by the time limit, or refused at once by $MaxResultSize
    # (a quarter of the machine's memory: under 12.8 GB of memory it is below 5 10^7)
    r = s.evaluate("TimeConstrained[RandomFunction[DiscreteMarkovProcess[1, {{0.9, 0.1}, "
                   "{0.5, 0.5}}], {0, 5 10^7}], 1]")
    refused = any("RandomFunction::rsize" in str(m) for m in s.messages)
    assert (str(r) == "$Aborted" or refused) and time.perf_counter() - t0 < 10
    r = s.evaluate("RandomFunction[PoissonProcess[10^12], {0, 10}]")
    assert str(r).startswith("RandomFunction[") and \
        any("RandomFunction::rsize" in str(m) for m in s.messages)
    s.evaluate("SeedRandom[2]")
    n = s.evaluate("RandomFunction[PoissonProcess[10^5], {0, 10}][\"PathLength\"]").value
    assert abs(n - 10 ** 6) < 5000
