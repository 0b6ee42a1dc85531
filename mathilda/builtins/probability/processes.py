"""Random processes: WienerProcess, PoissonProcess, BernoulliProcess, BinomialProcess,
RandomWalkProcess, GeometricBrownianMotionProcess, OrnsteinUhlenbeckProcess,
DiscreteMarkovProcess, and RandomFunction, which simulates their paths as TemporalData.

A process is an inert head (its parameters checked when it is used); ``proc[t]`` is its
slice distribution at time t, so ``Mean[proc[t]]``, ``PDF[proc[t], x]``, ... are those of
a distribution.  The families and the simulations: ``algorithms/probability/processes.py``.
"""

from mathilda.algorithms.lists.common import is_list, make_list
from mathilda.algorithms.probability.families import PARAM_MESSAGES
from mathilda.algorithms.probability import processes as P
from mathilda.algorithms.probability.sampling import generator
from mathilda.builtins.probability.temporal_data import temporal
from mathilda.core.expr import Expression, Integer, S, Symbol
from mathilda.core.packed import to_numpy
from mathilda.core.registry import builtin

ATTRIBUTES = ("Protected", "ReadProtected")
_TEMPLATES = {}


def _template(text):
    t = _TEMPLATES.get(text)
    if t is None:
        from mathilda.syntax.parser import parse
        from mathilda.core.substitution import substitute
        t = substitute(parse(text), {Symbol("FormalX"): Symbol("\\[FormalX]")})
        _TEMPLATES[text] = t
    return t


def check_process(ev, proc):
    """The family and the parameters of proc when they are valid (numeric ones checked,
    messages otherwise), else None."""
    if not isinstance(proc, Expression) or type(proc.head) is not Symbol:
        return None
    fam = P.PROCESSES.get(proc.head.name)
    if fam is None or len(proc.args) not in fam.arities:
        return None
    for i, (a, check) in enumerate(zip(proc.args, fam.checks)):
        v = P.number(a)
        if v is not None and P.failed_check(check, v):
            ev.message(fam.name, check, a, Integer(i + 1), proc)
            return None
    if fam.name == "RandomWalkProcess" and len(proc.args) == 2:
        vs = [P.number(a) for a in proc.args]
        if None not in vs and vs[0] + vs[1] > 1:
            ev.message(fam.name, "rngprm", make_list(proc.args), proc,
                       Expression(S.LessEqual, (Expression(S.Plus, proc.args), Integer(1))))
            return None
    return fam, proc.args


def _time_ok(ev, fam, t):
    """t symbolic, or a real number >= 0 (an integer for a discrete-time process)."""
    if not t.is_number:
        return True
    v = P.number(ev.call("N", t))
    if v is None or v < 0:
        return False
    return fam.time == P.CONTINUOUS or float(v).is_integer()


def _declare(name, usage, examples):
    fam = P.PROCESSES[name]

    @builtin(name, attributes=ATTRIBUTES, usage=usage, examples=examples,
             messages=PARAM_MESSAGES)
    def head(ev, expr):
        if not expr.args and fam.defaults is not None:
            return Expression(expr.head, tuple(Integer(v) for v in fam.defaults))
        return None

    @builtin(name, sub=True)
    def slice_distribution(ev, expr):
        got = check_process(ev, expr.head)
        if got is None or len(expr.args) != 1:
            return None
        fam, params = got
        t = expr.args[0]
        template = fam.slices.get(len(params))
        if template is None or not _time_ok(ev, fam, t):
            return None
        return ev.evaluate(Expression(_template(template), tuple(params) + (t,)))

    head.__name__ = name
    return head


_declare("WienerProcess",
         "WienerProcess[\u03bc, \u03c3] represents a Wiener process with a drift \u03bc and "
         "volatility \u03c3. WienerProcess[] represents a standard Wiener process with drift 0 "
         "and volatility 1. WienerProcess[\u03bc, \u03c3][t] is its slice distribution at "
         "time t.",
         [("WienerProcess[]", "WienerProcess[0, 1]"),
          ("WienerProcess[m, s][t]", "NormalDistribution[m t, s Sqrt[t]]"),
          ("Mean[WienerProcess[2, 3][t]]", "2 t")])
_declare("PoissonProcess",
         "PoissonProcess[\u03bc] represents a Poisson process with rate \u03bc; "
         "PoissonProcess[\u03bc][t] is its slice distribution at time t.",
         [("PoissonProcess[m][t]", "PoissonDistribution[m t]"),
          ("PDF[PoissonProcess[2][3], 1]", "6/E^6")])
_declare("BernoulliProcess",
         "BernoulliProcess[p] represents a Bernoulli process with event probability p; "
         "BernoulliProcess[p][t] is its slice distribution at time t.",
         [("BernoulliProcess[p][5]", "BernoulliDistribution[p]"),
          ("Variance[BernoulliProcess[1/3][4]]", "2/9")])
_declare("BinomialProcess",
         "BinomialProcess[p] represents a binomial process with event probability p: the "
         "number of successes among t Bernoulli trials; BinomialProcess[p][t] is its slice "
         "distribution at time t.",
         [("BinomialProcess[p][t]", "BinomialDistribution[t, p]"),
          ("Mean[BinomialProcess[1/4][8]]", "2")])
_declare("RandomWalkProcess",
         "RandomWalkProcess[p] represents a random walk on a line with the probability p of "
         "a positive unit step and 1 - p of a negative unit step. RandomWalkProcess[p, q] "
         "steps up with probability p, down with probability q and stays with probability "
         "1 - p - q.",
         [("Mean[RandomWalkProcess[p][t]]", "-t + 2 p t"),
          ("Variance[RandomWalkProcess[1/3][9]]", "8")])
_declare("GeometricBrownianMotionProcess",
         "GeometricBrownianMotionProcess[\u03bc, \u03c3, x0] represents a geometric Brownian "
         "motion process with drift \u03bc, volatility \u03c3 and initial value x0; "
         "proc[t] is its slice distribution at time t.",
         [("GeometricBrownianMotionProcess[m, s, x0][t]",
           "LogNormalDistribution[(m - s^2/2) t + Log[x0], s Sqrt[t]]"),
          ("Simplify[Mean[GeometricBrownianMotionProcess[m, s, x0][t]]]", "E^(m t) x0")])
_declare("OrnsteinUhlenbeckProcess",
         "OrnsteinUhlenbeckProcess[\u03bc, \u03c3, \u03b8] represents a stationary "
         "Ornstein-Uhlenbeck process with long-term mean \u03bc, volatility \u03c3 and mean "
         "reversion speed \u03b8. OrnsteinUhlenbeckProcess[\u03bc, \u03c3, \u03b8, x0] "
         "starts at x0.",
         [("OrnsteinUhlenbeckProcess[m, s, a][t]", "NormalDistribution[m, s/(Sqrt[2] Sqrt[a])]"),
          ("Mean[OrnsteinUhlenbeckProcess[0, 1, 2, 5][t]]", "5 E^(-2 t)")])


# --- DiscreteMarkovProcess ------------------------------------------------------------------------

MARKOV = {"mtx": "The transition matrix `1` should be a square matrix of nonnegative numbers "
                 "with rows summing to 1.",
          "init": "The initial state `1` should be a state index from 1 to `2` or a "
                  "probability vector of length `2`."}


def markov_parts(ev, proc):
    """(initial probability vector as an Expr List, matrix Expr, n) or None after a
    message."""
    import numpy as np
    if len(proc.args) != 2:
        return None
    i0, m = proc.args
    arr = to_numpy(ev.call("N", m)) if is_list(m) else None
    if arr is None or arr.ndim != 2 or arr.shape[0] != arr.shape[1] or \
            arr.dtype.kind not in "if" or np.any(arr < 0) or \
            not np.allclose(arr.sum(axis=1), 1.0):
        ev.message("DiscreteMarkovProcess", "mtx", m)
        return None
    n = arr.shape[0]
    if type(i0) is Integer and 1 <= i0.value <= n:
        p0 = make_list(Integer(1 if k == i0.value else 0) for k in range(1, n + 1))
    elif is_list(i0) and len(i0.args) == n:
        p0 = i0
    else:
        ev.message("DiscreteMarkovProcess", "init", i0, Integer(n))
        return None
    return p0, m, n


@builtin("DiscreteMarkovProcess", attributes=ATTRIBUTES, messages=MARKOV,
         usage="DiscreteMarkovProcess[i0, m] represents a discrete-time, finite-state Markov "
               "process with transition matrix m and initial state i0 (a state index or a "
               "probability vector). DiscreteMarkovProcess[i0, m][t] is the distribution of "
               "the state at time t.",
         examples=[("PDF[DiscreteMarkovProcess[1, {{1/2, 1/2}, {1/4, 3/4}}][2], 2]", "5/8"),
                   ("Mean[DiscreteMarkovProcess[1, {{0, 1}, {1, 0}}][3]]", "2")])
def discrete_markov_process(ev, expr):
    return None


@builtin("DiscreteMarkovProcess", sub=True)
def markov_slice(ev, expr):
    proc = expr.head
    if len(expr.args) != 1:
        return None
    t = expr.args[0]
    if type(t) is not Integer or t.value < 0:
        return None
    parts = markov_parts(ev, proc)
    if parts is None:
        return None
    p0, m, n = parts
    probs = ev.call("Dot", p0, ev.call("MatrixPower", m, t))
    return ev.call("EmpiricalDistribution", Expression(S.Rule, (
        probs, make_list(Integer(k) for k in range(1, n + 1)))))


# --- RandomFunction -------------------------------------------------------------------------------

RF = {"tspec": "The time specification `1` should be {tmin, tmax} or {tmin, tmax, dt} with "
               "real numbers 0 <= tmin < tmax (integers for a discrete-time process) and "
               "dt > 0.",
      "proc": "`1` is not a random process with numeric parameters.",
      "npath": "The number of paths `1` should be a positive integer."}


TOO_BIG = object()


def _times(ev, fam_time, spec, jumps, npaths):
    """The sorted sample times of the spec, None (a jump process without dt: its jumps),
    False (a bad spec), or TOO_BIG (npaths paths of them would be more than the session
    allows: checked, with the message, before anything is allocated)."""
    import numpy as np
    if not is_list(spec) or len(spec.args) not in (2, 3):
        return False
    vals = [P.number(ev.call("N", a)) for a in spec.args]
    if None in vals:
        return False
    t0, t1 = vals[:2]
    if not 0 <= t0 < t1:
        return False
    if fam_time == P.DISCRETE:
        if not (t0.is_integer() and t1.is_integer()):
            return False
        step = vals[2] if len(vals) == 3 else 1.0
        if step <= 0 or not step.is_integer():
            return False
        if not ev.check_size(npaths * (int((t1 - t0) // step) + 1), "RandomFunction"):
            return TOO_BIG
        return np.arange(t0, t1 + 0.5, step)
    if len(vals) == 2:
        if jumps:
            return None
        step = (t1 - t0) / 1000.0
    else:
        step = vals[2]
        if step <= 0:
            return False
    n = int(round((t1 - t0) / step))
    if not ev.check_size(npaths * (n + 1), "RandomFunction"):
        return TOO_BIG
    ts = t0 + step * np.arange(n + 1)
    return ts[ts <= t1 + 1e-12 * max(1.0, abs(t1))]


@builtin("RandomFunction", nargs=(2, 3), messages=RF,
         usage="RandomFunction[proc, {tmin, tmax}] generates a pseudorandom function (a path) "
               "from the process proc from tmin to tmax; RandomFunction[proc, {tmin, tmax, "
               "dt}] samples it every dt (continuous-time processes: 1000 steps by default; a "
               "Poisson process: its jump times). RandomFunction[proc, tspec, n] generates n "
               "paths. The result is a TemporalData object.",
         examples=[("SeedRandom[1]; RandomFunction[BinomialProcess[0.5], {0, 10}]",
                    "TemporalData[<<Time: 0 to 10, Data points: 11, Paths: 1>>]"),
                   ("SeedRandom[1]; RandomFunction[WienerProcess[], {0, 1, 0.01}, 5]"
                    "[\"PathCount\"]", "5"),
                   ("SeedRandom[1]; RandomFunction[BernoulliProcess[0], {0, 3}][\"Values\"]",
                    "{0, 0, 0, 0}")])
def random_function(ev, expr):
    import numpy as np
    proc, spec = expr.args[:2]
    from mathilda.builtins.probability.arma import is_time_series_process
    if is_time_series_process(proc):
        from mathilda.builtins.probability.arma import random_function as ts_random_function
        return ts_random_function(ev, expr)
    npaths = 1
    if len(expr.args) == 3:
        k = expr.args[2]
        if type(k) is not Integer or k.value < 1:
            ev.message("RandomFunction", "npath", k)
            return None
        npaths = k.value
    markov = isinstance(proc, Expression) and proc.head is S.DiscreteMarkovProcess
    if markov:
        parts = markov_parts(ev, proc)
        if parts is None:
            return None
        time, jumps = P.DISCRETE, False
    else:
        got = check_process(ev, proc)
        if got is None:
            if not (isinstance(proc, Expression) and type(proc.head) is Symbol
                    and proc.head.name in P.PROCESSES):
                ev.message("RandomFunction", "proc", proc)     # not a process at all
            return None
        fam, params = got
        vals = [P.number(ev.call("N", a)) for a in params]
        if None in vals:
            ev.message("RandomFunction", "proc", proc)
            return None
        time, jumps = fam.time, fam.jumps
    times = _times(ev, time, spec, jumps, npaths)
    if times is TOO_BIG:
        return None
    if times is False:
        ev.message("RandomFunction", "tspec", spec)
        return None
    count = npaths * (len(times) if times is not None else 1)
    if not ev.check_size(count, "RandomFunction"):
        return None
    rng = generator(ev)
    paths_t, paths_v = [], []
    if markov:
        p0, m, _ = parts
        start = to_numpy(ev.call("N", p0)) if not all(
            type(a) is Integer for a in proc.args[:1]) else proc.args[0].value
        mat = np.asarray(to_numpy(ev.call("N", m)), dtype=float)
    for _ in range(npaths):
        ev.check_interrupt()
        if markov:
            v = P.markov_path(rng, start, mat, times, ev.check_interrupt)
            ts = times
        elif times is None:
            t0, t1 = (P.number(ev.call("N", a)) for a in spec.args[:2])
            expected = int(vals[0] * (t1 - t0)) + 1
            if not ev.check_size(expected * npaths, "RandomFunction"):
                return None
            got = P.poisson_jumps(rng, vals[0], t0, t1, ev.max_result_size // npaths)
            if got is None:
                ev.check_size(ev.max_result_size + 1, "RandomFunction")
                return None
            ts, v = got
        else:
            ts = times
            v = fam.simulate(rng, vals, times)
        paths_t.append(ts)
        paths_v.append(v)
    if time == P.DISCRETE:
        paths_t = [np.asarray(t, dtype=int) for t in paths_t]
    return temporal(paths_v, paths_t, step=time == P.DISCRETE or jumps)
