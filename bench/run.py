"""Run every benchmark of bench/ and print one table.

    python bench/run.py                       # Mathilda only (evaluator cases + all scripts)
    python bench/run.py --mathics PYTHON      # also Mathics3, run by that interpreter
    python bench/run.py --only evaluator      # just the evaluator table
    python bench/run.py --quick               # fewer repetitions

The evaluator cases are measured here, each as the median of several runs in a fresh
session (CPU time of the evaluation alone, parse included); the comparison's times are
measured in the same run by a subprocess of the given Python with Mathics3 installed
(``python3 -m venv m && m/bin/pip install mathics3``).  The other scripts of bench/ each
print their own rows (case, ours, comparison, ratio) with ``--rows``; they are run as
subprocesses and their rows join the table.
"""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path[0] = ROOT      # import mathilda from this tree; bench/ itself stays off the path

import argparse  # noqa: E402
import json  # noqa: E402
import statistics  # noqa: E402
import subprocess  # noqa: E402
import time  # noqa: E402

# (name, setup, code, expected OutputForm of the result)
EVALUATOR_CASES = [
    ("Do[s = s + 1, {10^5}]", "s = 0", "Do[s = s + 1, {10^5}]; s", "100000"),
    ("naive fib[24]", "fib[0] = 0; fib[1] = 1; fib[n_] := fib[n - 1] + fib[n - 2]",
     "fib[24]", "46368"),
    ("ack[3, 5]", "ack[0, n_] := n + 1; ack[m_, 0] := ack[m - 1, 1]; "
                  "ack[m_, n_] := ack[m - 1, ack[m, n - 1]]; $RecursionLimit = 10000",
     "ack[3, 5]", "253"),
    ("Nest[incr, 0, 50000]", "incr[x_] := x + 1", "Nest[incr, 0, 50000]", "50000"),
    ("Module in 30000-step Do", "t2 = 0", "Do[Module[{t = i}, t2 += t^2], {i, 30000}]; t2",
     "9000450005000"),
    ("With in 30000-step Do", "t2 = 0", "Do[With[{t = i}, t2 += t^2], {i, 30000}]; t2",
     "9000450005000"),
    ("Fold pure function, 6000", "", "Fold[#1 + 2 #2 &, 0, Range[6000]]", "36006000"),
    ("Plus @@ Table[c[k] x, 5000]", "", "Length[Plus @@ Table[c[k] x, {k, 5000}]]", "5000"),
    ("Total[Table[k/3, 60000]]", "", "Total[Table[k/3, {k, 60000}]]", "600010000"),
    ("bubble sort //. on 30", "",
     "{30, 12, 5, 27, 9, 18, 1, 22, 14, 3, 29, 7, 25, 11, 20, 16, 2, 28, 8, 24, 13, 4, 19, "
     "26, 10, 21, 6, 17, 23, 15} //. {a___, b_, c_, d___} /; b > c :> {a, c, b, d}",
     "{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, "
     "24, 25, 26, 27, 28, 29, 30}"),
    ("MatchQ three __ + condition", "",
     "MatchQ[Range[200], {a__, b__, c__} /; Length[{b}] == 150 && Last[{a}] == 20]",
     "True"),
    ("memoised fib[1000]", "f[0] = 0; f[1] = 1; f[n_] := f[n] = f[n - 1] + f[n - 2]; "
                           "$RecursionLimit = 10000",
     "Mod[f[1000], 10^6]", "228875"),
    ("Map over 5000 symbolic", "", "Length[g /@ Table[h[k] + k x, {k, 5000}]]", "5000"),
    ("Apply over 5000 symbolic", "", "Length[g @@@ Table[{k, x^k}, {k, 5000}]]", "5000"),
    ("Outer 70x70 symbolic", "", "Length[Flatten[Outer[f, Table[a[k], {k, 70}], "
                                 "Table[b[k], {k, 70}]]]]", "4900"),
    ("Sort 5000 symbolic", "", "Length[Sort[Table[x[Mod[17 k, 5000]], {k, 5000}]]]", "5000"),
    # issue 24: the general evaluator's hot paths (symbolic arithmetic, patterns, rules,
    # structure, scoping), where the seeds' C system was 25x to 100x faster
    ("LeafCount of 60001 leaves", "", "LeafCount[Table[x^k, {k, 2, 20001}]]", "60001"),
    ("Collatz rules with guards", "cz[1] = 0; cz[n_ /; EvenQ[n]] := 1 + cz[n/2]; "
                                  "cz[n_ /; OddQ[n]] := 1 + cz[3 n + 1]",
     "Max[Map[cz, Range[300]]]", "127"),
    ("FixedPoint Rational Newton x300", "",
     "Do[r = FixedPoint[(# + 2/#)/2 &, 1, 8], {300}]; Length[IntegerDigits[Denominator[r]]]",
     "98"),
    ("typed pattern + guard, 6000", "tp[x_Integer, y_Integer] /; x < y := y - x; "
                                    "tp[x_, y_] := x - y; s = 0",
     "Do[s += tp[k, 3000], {k, 6000}]; s", "9000000"),
    ("Do[s = s + a, {10^5}] symbolic", "s = 0", "Do[s = s + a, {10^5}]; s", "100000 a"),
    ("Nest[# + a &, x, 4000]", "", "Nest[# + a &, x, 4000]", "4000 a + x"),
    ("With symbolic, 20000-step Do", "s = 0",
     "Do[With[{t = i}, s = s + t y], {i, 20000}]; s", "200010000 y"),
    ("Total[Table[k/3, 20000]]", "", "Total[Table[k/3, {k, 20000}]]", "66670000"),
    ("ReplaceAll rebuild, 15000", "", "Length[Table[node[k, x], {k, 15000}] /. x -> y]",
     "15000"),
    ("build 15000 node[k, k^2, k^3]", "", "Length[Table[node[k, k^2, k^3], {k, 15000}]]",
     "15000"),
    ("Select over 10^4 associations", "data = Table[<|\"id\" -> k, \"age\" -> Mod[7 k, 90]|>, "
                                      "{k, 10^4}]",
     "Length[Select[data, #age > 30 &]]", "6555"),
    ("Sort 2000 by #1 > #2 &", "nums = Table[Mod[7919 k, 10007], {k, 2000}]",
     "First[Sort[nums, #1 > #2 &]]", "10006"),
    ("symbolic Table of 10^5", "", "Length[Table[x[k], {k, 10^5}]]", "100000"),
]

# The first symbolic operation of a fresh process (issue 24): run in a subprocess each time
FIRST_CALL = "Length[Plus @@ Table[c[k] x, {k, 500}]]"
_FIRST_CALL_DRIVER = r"""
import sys, time
sys.path.insert(0, %r)
from mathilda.session import Session
s = Session()
s.evaluate("1 + 1")
t0 = time.process_time()
r = s.evaluate(%r)
t1 = time.process_time()
s.evaluate(%r)
t2 = time.process_time()
print(t1 - t0, t2 - t1, r)
"""


def _first_call(repeat):
    """Medians of the first and the second evaluation of FIRST_CALL in a fresh process."""
    firsts, seconds = [], []
    for _ in range(repeat):
        out = subprocess.run([sys.executable, "-c", _FIRST_CALL_DRIVER
                              % (ROOT, FIRST_CALL, FIRST_CALL)],
                             capture_output=True, text=True).stdout.split()
        firsts.append(float(out[0]))
        seconds.append(float(out[1]))
    return statistics.median(firsts), statistics.median(seconds)


def _measure_ours(setup, code, expected, repeat):
    from mathilda.session import Session
    times = []
    for _ in range(repeat):
        s = Session()
        if setup:
            s.evaluate(setup)
        t0 = time.process_time()
        r = s.evaluate(code)
        times.append(time.process_time() - t0)
        got = str(r)
        if got != expected:
            raise SystemExit("wrong result for %s: %s (expected %s) %s"
                             % (code, got[:200], expected, [str(m) for m in s.messages]))
    return statistics.median(times)


_MATHICS_DRIVER = r"""
import json, statistics, sys, threading, time
sys.setrecursionlimit(200000)
threading.stack_size(512 * 1024 * 1024)
try:  # Mathics3 10 needs its builtins loaded before the first session
    from mathics.core.load_builtin import import_and_load_builtins
    import_and_load_builtins()
except ImportError:
    pass
from mathics.session import MathicsSession
cases = json.loads(sys.stdin.read())


def one(setup, code, expected, repeat):
    times = []
    ok = True
    for _ in range(repeat):
        s = MathicsSession()
        if setup:
            s.evaluate(setup)
        t0 = time.process_time()
        r = s.evaluate(code)
        times.append(time.process_time() - t0)
        got = str(r).replace(" ", "")
        ok = ok and got == expected.replace(" ", "")
    return [statistics.median(times), ok]


for case in cases:
    box = {}

    def work():
        try:
            box["r"] = one(*case)
        except BaseException as e:
            box["r"] = [None, False]
            sys.stderr.write("mathics failed on %s: %r\n" % (case[1], e))
    t = threading.Thread(target=work)
    t.start()
    t.join()
    print(json.dumps(box["r"]), flush=True)
"""


def _measure_mathics(python, cases, repeat):
    """Times of the evaluator cases under Mathics3 (None where it failed)."""
    payload = json.dumps([[setup.replace("$RecursionLimit = 10000",
                                         "$RecursionLimit = 10000"), code, expected, repeat]
                          for _, setup, code, expected in cases])
    proc = subprocess.run([python, "-c", _MATHICS_DRIVER], input=payload, text=True,
                          capture_output=True, timeout=3600)
    rows = [json.loads(l) for l in proc.stdout.splitlines() if l.startswith("[")]
    if proc.returncode != 0 and not rows:
        sys.stderr.write(proc.stderr[-2000:])
    rows += [[None, False]] * (len(cases) - len(rows))
    return rows


def _startup(python, args, repeat=7):
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        subprocess.run([python] + args, capture_output=True, check=False)
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def _fmt(t):
    if t is None:
        return "-"
    if t >= 1:
        return "%.2f s" % t
    if t >= 1e-3:
        return "%.1f ms" % (t * 1e3)
    return "%.1f us" % (t * 1e6)


def _print_rows(rows):
    print("%-34s %12s %12s %10s" % ("case", "mathilda", "comparison", "other/ours"))
    print("-" * 72)
    for name, ours, other, label in rows:
        ratio = "%.1fx" % (other / ours) if (ours and other) else "-"
        print("%-34s %12s %12s %10s  %s" % (name[:34], _fmt(ours), _fmt(other), ratio,
                                            label or ""))


def script_rows(quick):
    """Rows from the other bench scripts (each prints JSON rows with --rows)."""
    rows = []
    for fname in sorted(os.listdir(HERE)):
        if not fname.endswith(".py") or fname in ("run.py", "fuzz.py", "core.py",
                                                   "_common.py", "compare.py"):
            continue
        cmd = [sys.executable, os.path.join(HERE, fname), "--rows"]
        if quick:
            cmd.append("--quick")
        try:
            proc = subprocess.run(cmd, capture_output=True, text=True, timeout=1800,
                                  cwd=ROOT)
        except subprocess.TimeoutExpired:
            rows.append((fname + ": timed out", None, None, ""))
            continue
        got = False
        for line in proc.stdout.splitlines():
            if line.startswith("{"):
                d = json.loads(line)
                rows.append((d["case"], d.get("ours"), d.get("other"), d.get("vs", "")))
                got = True
        if not got:
            rows.append((fname + ": no rows (%d)" % proc.returncode, None, None, ""))
    return rows


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--mathics", metavar="PYTHON",
                    help="a Python interpreter with Mathics3 installed")
    ap.add_argument("--only", choices=["evaluator", "scripts"])
    ap.add_argument("--quick", action="store_true")
    args = ap.parse_args(argv)
    repeat = 3 if args.quick else 5
    sys.setrecursionlimit(100000)
    rows = []
    if args.only != "scripts":
        ours = [_measure_ours(setup, code, expected, repeat)
                for _, setup, code, expected in EVALUATOR_CASES]
        other = [[None, False]] * len(EVALUATOR_CASES)
        if args.mathics:
            other = _measure_mathics(args.mathics, EVALUATOR_CASES, 1 if args.quick else 3)
        for (name, *_), t, (m, ok) in zip(EVALUATOR_CASES, ours, other):
            rows.append((name, t, m, "Mathics3" if m is not None and ok else
                         ("Mathics3 (wrong result)" if m is not None else
                          ("Mathics3 failed" if args.mathics else ""))))
        start = _startup(sys.executable, ["-m", "mathilda", "-c", "1"])
        mstart = None
        if args.mathics:
            mstart = _startup(args.mathics, ["-c", "from mathics.core.load_builtin import "
                                             "import_and_load_builtins as f; f(); "
                                             "from mathics.session import MathicsSession; "
                                             "MathicsSession().evaluate('1')"], repeat=3)
        rows.append(("start-up: mathilda -c 1", start, mstart, "Mathics3" if mstart else ""))
        first, second = _first_call(repeat)
        rows.append(("first symbolic call (Plus @@ 500)", first, second,
                     "the second call"))
        _print_rows(rows)
        if args.mathics:
            ratios = sorted(m / t for (_, t, m, _) in rows[:len(EVALUATOR_CASES)] if m and t)
            if ratios:
                print("\nevaluator cases vs Mathics3: median %.1fx, minimum %.1fx (%d cases)"
                      % (statistics.median(ratios), ratios[0], len(ratios)))
        print()
    if args.only != "evaluator":
        _print_rows(script_rows(args.quick))


if __name__ == "__main__":
    main()
