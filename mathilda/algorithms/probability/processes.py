"""Random processes: their slice distributions and their simulation.

A process family is a ``Process``: its head, the number of parameters (and defaults), one
check per parameter (the templates of ``families.PARAM_MESSAGES``), whether time is
continuous or discrete, the slice distribution at time t as a pure function of the
parameters and t (written in the language: ``WienerProcess[m, s][t]`` is
``NormalDistribution[m t, s Sqrt[t]]``), and ``simulate(rng, params, times)``: the values
of one path at the given (sorted) times, from a NumPy Generator.
"""

import math


from mathilda.core.expr import Integer, Rational, Real

REAL, POSITIVE, PROB, NONNEG = "realprm", "posprm", "probprm", "nnegprm"
CONTINUOUS, DISCRETE = "Continuous", "Discrete"


class Process:
    def __init__(self, name, arities, checks, time, slices, simulate, defaults=None,
                 jumps=False):
        self.name = name
        self.arities = arities          # allowed numbers of parameters
        self.checks = checks            # per position
        self.time = time
        self.slices = slices            # {arity: template "... #1 ... #(n+1) ... &"}
        self.simulate = simulate
        self.defaults = defaults        # the parameters of Head[]
        self.jumps = jumps              # a counting process: simulate the jump times


PROCESSES = {}


def _register(p):
    PROCESSES[p.name] = p


def number(x):
    """The float of a real number atom, or None."""
    t = type(x)
    if t is Integer:
        return float(x.value)
    if t is Rational:
        return x.value.numerator / x.value.denominator
    if t is Real:
        return float(x.value)
    return None


def failed_check(check, v):
    if check == REAL:
        return False
    if check == POSITIVE:
        return v <= 0
    if check == NONNEG:
        return v < 0
    if check == PROB:
        return not 0 <= v <= 1
    return False


# --- simulation ---------------------------------------------------------------------------------

def _gaussian_path(rng, times, mean_step, sd_step, start):
    """Values of start + a Brownian motion with drift at the times."""
    import numpy as np
    dt = np.diff(times, prepend=0.0)
    dt[0] = times[0]
    steps = rng.normal(size=len(times)) * np.sqrt(np.maximum(dt, 0.0))
    return start + np.cumsum(mean_step * dt + sd_step * steps)


def _wiener(rng, p, times):
    mu, sigma = p
    return _gaussian_path(rng, times, mu, sigma, 0.0)


def _gbm(rng, p, times):
    import numpy as np
    mu, sigma, x0 = p
    w = _gaussian_path(rng, times, mu - sigma * sigma / 2.0, sigma, 0.0)
    return x0 * np.exp(w)


def _ou(rng, p, times):
    """The exact transition: x(t + dt) = mu + (x - mu) e^(-theta dt) + the Gaussian noise of
    variance sigma^2 (1 - e^(-2 theta dt))/(2 theta); on a regular grid one linear filter."""
    import numpy as np
    from scipy.signal import lfilter
    mu, sigma, theta = p[:3]
    if len(p) > 3:
        x, t_prev = p[3], 0.0
    else:
        x, t_prev = mu + sigma / math.sqrt(2 * theta) * rng.normal(), times[0]

    def noise(dt):
        a = np.exp(-theta * dt)
        return a, sigma * np.sqrt((1 - a * a) / (2 * theta))

    a0, c0 = noise(times[0] - t_prev)
    first = mu + (x - mu) * a0 + c0 * rng.normal()
    if len(times) == 1:
        return np.array([first])
    dts = np.diff(times)
    z = rng.normal(size=len(dts))
    if np.allclose(dts, dts[0]):
        a, c = noise(dts[0])
        y, _ = lfilter([1.0], [1.0, -a], c * z, zi=[a * (first - mu)])
        return np.concatenate([[first], mu + y])
    out = np.empty(len(times))
    out[0] = y = first - mu
    for i, dt in enumerate(dts):
        a, c = noise(dt)
        y = a * y + c * z[i]
        out[i + 1] = y
    return mu + out


def _counts(rng, rate, times):
    """A Poisson process with the given rate at the times (independent increments)."""
    import numpy as np
    dt = np.diff(times, prepend=0.0)
    dt[0] = times[0]
    return np.cumsum(rng.poisson(rate * np.maximum(dt, 0.0)))


def _poisson(rng, p, times):
    return _counts(rng, p[0], times)


def poisson_jumps(rng, rate, t0, t1, room=None):
    """(times, values) of a Poisson path on [t0, t1]: t0 with the count then, and the jumps
    (their number Poisson, their times sorted uniform).  None when the path would have more
    than ``room`` points."""
    import numpy as np
    n0 = int(rng.poisson(rate * t0)) if t0 > 0 else 0
    k = int(rng.poisson(rate * (t1 - t0)))
    if room is not None and k + 1 > room:
        return None
    ts = np.concatenate([[t0], np.sort(rng.uniform(t0, t1, size=k))])
    return ts, n0 + np.arange(k + 1)


def _steps(times):
    """The integer times 0..max(times) and the positions of the times among them."""
    import numpy as np
    last = int(times[-1])
    return last, np.asarray(times, dtype=int)


def _bernoulli(rng, p, times):
    return (rng.uniform(size=len(times)) < p[0]).astype(int)


def _binomial(rng, p, times):
    import numpy as np
    last, idx = _steps(times)
    walk = np.concatenate([[0], np.cumsum(rng.uniform(size=last) < p[0])])
    return walk[idx]


def _random_walk(rng, p, times):
    import numpy as np
    up = p[0]
    down = p[1] if len(p) > 1 else 1.0 - up
    last, idx = _steps(times)
    u = rng.uniform(size=last)
    step = np.where(u < up, 1, np.where(u < up + down, -1, 0))
    return np.concatenate([[0], np.cumsum(step)])[idx]


def markov_path(rng, start, m, times, tick=None):
    """States (1-based) of a discrete Markov chain with transition matrix m at the times;
    start: an initial state (int) or a probability vector."""
    import numpy as np
    last, idx = _steps(times)
    n = m.shape[0]
    cum = np.cumsum(m, axis=1)
    if isinstance(start, np.ndarray):
        s = int(np.searchsorted(np.cumsum(start), rng.uniform() * start.sum(), side="right"))
    else:
        s = start - 1
    states = np.empty(last + 1, dtype=int)
    states[0] = s
    block = 16384
    for start_k in range(0, last, block):
        if tick is not None:
            tick()
        u = rng.uniform(size=min(block, last - start_k))
        for j, uj in enumerate(u):
            s = min(int(np.searchsorted(cum[s], uj * cum[s, -1], side="right")), n - 1)
            states[start_k + j + 1] = s
    return states[idx] + 1


# --- the families -------------------------------------------------------------------------------

_register(Process("WienerProcess", (2,), (REAL, POSITIVE), CONTINUOUS,
                  {2: "NormalDistribution[#1 #3, #2 Sqrt[#3]] &"}, _wiener, defaults=(0, 1)))
_register(Process("PoissonProcess", (1,), (POSITIVE,), CONTINUOUS,
                  {1: "PoissonDistribution[#1 #2] &"}, _poisson, jumps=True))
_register(Process("BernoulliProcess", (1,), (PROB,), DISCRETE,
                  {1: "BernoulliDistribution[#1] &"}, _bernoulli))
_register(Process("BinomialProcess", (1,), (PROB,), DISCRETE,
                  {1: "BinomialDistribution[#2, #1] &"}, _binomial))
_register(Process("RandomWalkProcess", (1, 2), (PROB, PROB), DISCRETE,
                  {1: "TransformedDistribution[2 FormalX - #2, FormalX \\[Distributed] "
                      "BinomialDistribution[#2, #1]] &"}, _random_walk))
_register(Process("GeometricBrownianMotionProcess", (3,), (REAL, POSITIVE, POSITIVE),
                  CONTINUOUS,
                  {3: "LogNormalDistribution[Log[#3] + (#1 - #2^2/2) #4, #2 Sqrt[#4]] &"},
                  _gbm))
_register(Process("OrnsteinUhlenbeckProcess", (3, 4), (REAL, POSITIVE, POSITIVE, REAL),
                  CONTINUOUS,
                  {3: "NormalDistribution[#1, #2/Sqrt[2 #3]] &",
                   4: "NormalDistribution[#1 + E^(-#3 #5) (#4 - #1), "
                      "#2 Sqrt[(1 - E^(-2 #3 #5))/(2 #3)]] &"}, _ou))
