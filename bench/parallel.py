"""Parallel evaluation benchmark.

    python bench/parallel.py
    python bench/parallel.py --rows [--quick]

1. Speed-up: ParallelTable of 16 evaluations of about 0.2 s each (a loop in the
   evaluator) against the serial Table in the same run, both alternately, on the kernels
   launched by default ($ProcessorCount local ones); beside it the ceiling: a plain Python
   loop alone against two at once in two processes, measured before and after (on a
   machine shared with other work, two processes may not get two cores).
   And the same sweep done by hand the way a Python user would without ParallelTable: a
   ``multiprocessing`` pool of 2 worker processes (forked), each holding a Session with
   the definition, mapping the 16 inputs as text (pool started once, outside the timing,
   as the kernels are).
2. Per-item overhead: ParallelTable[i^2, {i, 10^4}] (default Method) and the same with
   Method -> "FinestGrained" (one round trip per item) against Table: (parallel - serial)
   / 10^4 per item.
3. The transport: encoding and decoding payloads with the binary codec against InputForm
   text (print + parse) and against pickle (for reference: it is not used, since a kernel
   must never be able to make the master unpickle), per payload.
4. Start methods (unless --quick): seconds from LaunchKernels[2] to the first result, in a
   fresh process per method: fork, spawn, forkserver (first kernels, and kernels started
   once the server runs).

The machine's load average is printed before and after: the figures mean something only
on a quiet machine.
"""

import _common  # first: keeps bench/ off sys.path , puts the repository root first

import os  # noqa: E402
import pickle  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402

from mathilda.session import Session  # noqa: E402

BODY = "work[n_] := Module[{s = 0}, Do[s += Mod[k^2, 7], {k, n}]; s]"


def load():
    return "load average %.2f %.2f %.2f" % os.getloadavg()


def _burn(n):
    t = time.perf_counter()
    acc = 0
    for i in range(n):
        acc += i * i % 7
    return time.perf_counter() - t


def ceiling(n=2_000_000):
    """What two cores give now: a plain Python loop alone, and two of them at once in two
    processes (forked); the ratio bounds any speed-up on this machine at this moment."""
    import multiprocessing as mp
    alone = _burn(n)
    with mp.get_context("fork").Pool(2) as p:
        p.map(_burn, [1000, 1000])
        t = time.perf_counter()
        p.map(_burn, [n, n])
        both = time.perf_counter() - t
    return alone, both


def calibrate(s, target=0.2):
    """n such that work[n] takes about ``target`` seconds here."""
    n = 2000
    while True:
        t = time.perf_counter()
        s.evaluate("work[%d]" % n)
        dt = time.perf_counter() - t
        if dt > 0.05:
            return max(1000, int(n * target / dt))
        n *= 2


def speedup(s, repeat):
    n = calibrate(s)
    par = "ParallelTable[work[%d + i], {i, 16}]" % n
    ser = "Table[work[%d + i], {i, 16}]" % n
    assert str(s.evaluate(par)) == str(s.evaluate(ser))
    a, b = _common.pair_timings(lambda: s.evaluate(par), lambda: s.evaluate(ser), repeat)
    return n, _common.median(a), _common.median(b)


_POOL_SESSION = None


def _pool_init(body):
    global _POOL_SESSION
    _POOL_SESSION = Session()
    _POOL_SESSION.evaluate(body)


def _pool_eval(text):
    return str(_POOL_SESSION.evaluate(text))


def by_hand(s, n, repeat):
    """The sweep of speedup() through a multiprocessing pool of Sessions (2 processes):
    (median seconds for the pool, median seconds for ParallelTable, run alternately)."""
    import multiprocessing as mp
    texts = ["work[%d]" % (n + i) for i in range(1, 17)]
    par = "ParallelTable[work[%d + i], {i, 16}]" % n
    with mp.get_context("fork").Pool(2, _pool_init, (BODY,)) as pool:
        pool.map(_pool_eval, ["1"] * 4)
        want = str(s.evaluate("Table[work[%d + i], {i, 16}]" % n))
        assert "{" + ", ".join(pool.map(_pool_eval, texts, chunksize=1)) + "}" == want
        a, b = _common.pair_timings(lambda: pool.map(_pool_eval, texts, chunksize=1),
                                    lambda: s.evaluate(par), repeat)
    return _common.median(a), _common.median(b)


def overhead(s, repeat, method=None):
    opt = ", Method -> \"%s\"" % method if method else ""
    par = "ParallelTable[i^2, {i, 10^4}%s]" % opt
    ser = "Table[i^2, {i, 10^4}]"
    assert str(s.evaluate(par)) == str(s.evaluate(ser))
    a, b = _common.pair_timings(lambda: s.evaluate(par), lambda: s.evaluate(ser), repeat)
    return _common.median(a), _common.median(b)


PAYLOADS = [
    ("small expression", "Table[i^2 + f[i, x], {i, 1}][[1]]"),
    ("list of 100 integers", "Range[100] + 0 Range[100]"),
    ("100 symbolic terms", "Table[c[k] x^k, {k, 100}]"),
    ("packed 10^5 reals", "N[Range[10^5]]"),
    ("50-digit real, big integer", "{N[Pi, 50], 3^500}"),
]


def codec(s, repeat):
    from mathilda.algorithms.parallel.codec import decode, encode
    from mathilda.syntax.parser import parse
    out = []
    for name, text in PAYLOADS:
        e = s.evaluate(text)
        assert decode(encode(e)) == e and parse(e.input_form()) == e
        n = 20 if "10^5" not in name else 2
        tb = _common.median(_common.timings(lambda: decode(encode(e)), repeat, n))
        tt = _common.median(_common.timings(lambda: parse(e.input_form()), repeat, n))
        tp = _common.median(_common.timings(lambda: pickle.loads(pickle.dumps(e)), repeat, n))
        out.append((name, tb, tt, tp, len(encode(e)), len(e.input_form().encode())))
    return out


START = """
import os, sys, time
os.environ["MATHILDA_PARALLEL_START"] = sys.argv[1]
from mathilda.session import Session
s = Session()
s.evaluate("1 + 1")
t = time.perf_counter()
s.evaluate("LaunchKernels[2]; ParallelEvaluate[1]")
first = time.perf_counter() - t
s.evaluate("CloseKernels[]")
t = time.perf_counter()
s.evaluate("LaunchKernels[2]; ParallelEvaluate[1]")
again = time.perf_counter() - t
print(first, again)
"""


def start_methods():
    out = []
    env = dict(os.environ, PYTHONPATH=_common.ROOT, PYTHONWARNINGS="ignore")
    for m in ("fork", "spawn", "forkserver"):
        r = subprocess.run([sys.executable, "-c", START, m], capture_output=True,
                           text=True, env=env, timeout=300)
        try:
            first, again = map(float, r.stdout.split())
        except ValueError:
            first = again = float("nan")
        out.append((m, first, again))
    return out


def main():
    rows, quick, _ = _common.flags()
    repeat = 3 if quick else 5
    before = load()
    alone, both = ceiling()
    s = Session()
    s.evaluate(BODY)
    s.evaluate("LaunchKernels[]; ParallelEvaluate[1]")
    k = int(str(s.evaluate("$KernelCount")))
    n, tp, ts = speedup(s, repeat)
    t_pool, tp2 = by_hand(s, n, repeat)
    o_par, o_ser = overhead(s, repeat)
    f_par, f_ser = overhead(s, 3 if quick else repeat, "FinestGrained")
    cod = codec(s, repeat)
    starts = [] if quick else start_methods()
    alone2, both2 = ceiling()
    after = load()
    s.evaluate("CloseKernels[]")
    best = 2 * (alone + alone2) / (both + both2)
    if rows:
        _common.row("ParallelTable 16 x 0.2 s", tp, ts, "Table", kernels=k,
                    machine_ceiling=best)
        _common.row("ParallelTable 16 x 0.2 s, vs pool", tp2, t_pool, "multiprocessing Pool(2)")
        _common.row("10^4 tiny items, per item", (o_par - o_ser) / 1e4, None)
        _common.row("10^4 tiny, FinestGrained, per item", (f_par - f_ser) / 1e4, None)
        for name, tb, tt, tpk, nb, nt in cod:
            _common.row("codec: %s" % name[:26], tb, tt, "InputForm text")
        return
    print("Parallel evaluation, %d kernels (%s)" % (k, before))
    print()
    print("1. 16 evaluations of work[n] (n = %d, about 0.2 s each), median of %d:"
          % (n, repeat))
    print("   ParallelTable %.3f s   Table %.3f s   speed-up %.2fx" % (tp, ts, ts / tp))
    print("   (what this machine gives two processes now, a plain Python loop alone and two "
          "at once, before and after: %.2fx)" % best)
    print("   by hand, multiprocessing Pool(2) of Sessions: %.3f s   ParallelTable %.3f s"
          "   (ParallelTable / pool %.2f)" % (t_pool, tp2, tp2 / t_pool))
    print()
    print("2. ParallelTable[i^2, {i, 10^4}] against Table, median of %d:" % repeat)
    print("   default Method: %.3f s vs %.3f s: %.1f us per item of overhead"
          % (o_par, o_ser, (o_par - o_ser) / 1e4 * 1e6))
    print("   FinestGrained:  %.3f s vs %.3f s: %.1f us per item of overhead"
          % (f_par, f_ser, (f_par - f_ser) / 1e4 * 1e6))
    print()
    print("3. Encode + decode per payload (binary codec / InputForm text / pickle):")
    for name, tb, tt, tpk, nb, nt in cod:
        print("   %-28s %9.1f us  %9.1f us  %9.1f us   %7d / %7d bytes"
              % (name, tb * 1e6, tt * 1e6, tpk * 1e6, nb, nt))
    if starts:
        print()
        print("4. LaunchKernels[2] to the first result, in a fresh process:")
        for m, first, again in starts:
            print("   %-11s first %.3f s   after CloseKernels %.3f s" % (m, first, again))
    print()
    print("(%s at the end)" % after)


if __name__ == "__main__":
    main()
