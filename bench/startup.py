"""Cold start: the median wall-clock time of ``mathilda -c 1`` over several runs.

    python bench/startup.py [RUNS]
    python bench/startup.py --rows [--quick] [RUNS]

Uses the installed ``mathilda`` console script when it is on PATH, else
``python -m mathilda`` from this checkout (with its bytecode cached under a temporary
prefix, as an installed package has it compiled).  The target is a median under 0.5 s: SymPy, NumPy,
prompt_toolkit and Pygments must not be imported by a plain evaluation.  Also reports the
bare interpreter start (``python -c pass``) for reference, and exits non-zero when the
target is missed.

With ``--rows`` it prints one JSON row for bench/run.py: the median against the bare
interpreter's as the comparison (11 and 5 runs; 5 and 3 with ``--quick``).
"""

import _common  # first: keeps bench/ off sys.path , puts the repository root first

import os  # noqa: E402
import shutil  # noqa: E402
import statistics  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
import tempfile  # noqa: E402
import time  # noqa: E402

ROOT = _common.ROOT
TARGET = 0.5


def command():
    exe = shutil.which("mathilda")
    return [exe] if exe else [sys.executable, "-m", "mathilda"]


def timed(cmd, env):
    t0 = time.perf_counter()
    p = subprocess.run(cmd, capture_output=True, text=True, env=env)
    dt = time.perf_counter() - t0
    return dt, p


def main(argv=None):
    want_rows, quick, rest = _common.flags(argv)
    runs = int(rest[0]) if rest else (5 if quick else 11)
    env = dict(os.environ)
    cmd = command() + ["-c", "1"]
    if not shutil.which("mathilda"):
        env["PYTHONPATH"] = ROOT + os.pathsep + env.get("PYTHONPATH", "")
    # An installed package has its bytecode compiled; a checkout run with
    # PYTHONDONTWRITEBYTECODE would recompile every module on every start.  Cache the
    # bytecode outside the source tree instead, so that the figure is the real start-up.
    if env.pop("PYTHONDONTWRITEBYTECODE", None):
        env["PYTHONPYCACHEPREFIX"] = os.path.join(tempfile.gettempdir(), "mathilda-pycache")
    dt, p = timed(cmd, env)   # warm-up: fills the OS file cache and the grammar cache
    if p.returncode != 0 or p.stdout != "1\n":
        print("unexpected output from %s: %r %r" % (" ".join(cmd), p.stdout, p.stderr),
              file=sys.stderr if want_rows else sys.stdout)
        return 2
    times = [timed(cmd, env)[0] for _ in range(runs)]
    bare = statistics.median(timed([sys.executable, "-c", "pass"], env)[0]
                             for _ in range(3 if quick else 5))
    med = statistics.median(times)
    if want_rows:
        _common.row("cold start: mathilda -c 1", med, bare, "python -c pass",
                    command=" ".join(command()), target=TARGET, runs=runs)
    else:
        print("mathilda -c 1: median %.3f s over %d runs (min %.3f, max %.3f); "
              "python -c pass: %.3f s; target < %.1f s"
              % (med, runs, min(times), max(times), bare, TARGET))
    return 0 if med < TARGET else 1


if __name__ == "__main__":
    sys.exit(main())
