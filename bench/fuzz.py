"""A longer fuzz run than the test suite's (tests/test_fuzz.py).

    python bench/fuzz.py --minutes N [--seed S] [--timeout T] [--kinds text,tokens,trees]

Generates random inputs of three kinds and checks the robustness property on each: a
result or a message, never a Python exception, never a hang.

    text     random strings of characters the language uses, through the parser (which may
             only raise its syntax errors) and through Session.evaluate
    tokens   random sequences of the language's tokens (operators, brackets, atoms, names),
             the same way
    trees    random calls of random builtins with random arguments (atoms, lists, rules,
             pure functions, nested calls), through Session.evaluate

Every case runs in a fresh sandboxed Session (nothing can touch the disk) with a time limit
of T seconds (default 1), in a worker process with a capped address space (--max-memory
GiB), which is replaced when a case kills it or is still running after --stuck seconds.
Failures are printed as they are found, then summarised:

    exception  a Python exception escaped parse_all (other than a syntax error) or evaluate
    hang       the case took more than T + 2 seconds (but ended)
    stuck      the case was still running after --stuck seconds: a long call into C that the
               time limit cannot interrupt; the worker was killed
    crash      the worker process died (a hard crash, or the address-space cap)
    interr     a General::interr message: an internal error inside a builtin (the evaluator
               turned it into a message, but it is a bug in that builtin)
    printer    printing the result failed (the printer gave "<<Error: ...>>")
    warning    a Python warning (from SymPy, NumPy, ...) would reach the user's terminal
    unusable   the session did not evaluate 1 + 1 to 2 afterwards

Each failure is shown with its exact input, so it can be replayed with
``python -m mathilda --sandbox -c 'INPUT'``.
"""

import _common  # first: keeps bench/ off sys.path , puts the repository root first

import argparse  # noqa: E402
import random  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402
import traceback  # noqa: E402

from mathilda.core.registry import load_all  # noqa: E402
from mathilda.runtime.sandbox import FORBIDDEN  # noqa: E402
from mathilda.session import Session  # noqa: E402
from mathilda.syntax.errors import MathildaSyntaxError  # noqa: E402
from mathilda.syntax.operators import OPERATORS  # noqa: E402
from mathilda.syntax.parser import parse_all  # noqa: E402

CHARS = ("abcxyzfgABCXYZ0123456789 \t\n.,;:[](){}<>|&@#$%^*+-=/\\!?~_'\"`"
         "\u03b1\u00e9\u2192\u221e")

ATOMS = [
    "0", "1", "-1", "2", "3", "7", "10", "100", "-5", "1000000", "2^64", "-10^20", "10^30",
    "1/2", "-3/4", "0.", "1.5", "-2.5", "1.*^300", "1.*^-300", "3.14159265358979323846`30",
    "I", "1 + 2 I", "-I/2",
    '""', '"a"', '"abc"', '"a b c"', '"x\\ny"', '"\\[Alpha]"',
    "x", "y", "a", "b", "f", "g", "True", "False", "Null", "Infinity", "-Infinity",
    "ComplexInfinity", "Indeterminate", "All", "None", "Automatic", "$Failed", "Pi", "E",
    "_", "x_", "x__", "_Integer", "#", "#1", "##", "# &", "#^2 &", "(# + 1) &", "f[#] &",
    "a -> b", "x -> 1", "{a -> 1, b -> 2}", "x_ :> x^2", "<|a -> 1, b -> 2|>",
    "{}", "{1, 2, 3}", "{a, b, c}", "{{1, 2}, {3, 4}}", "{1, {2, {3}}}", "{1., 2., 3.}",
    "{{1., 0.}, {0., 1.}}", "Range[5]", "Range[0., 1., 0.25]", "{x, y, z}", '{"a", "b"}',
    "Hold[1 + 1]", "Sequence[1, 2]", "Sequence[]", "Unevaluated[1 + 1]", "f[x, y]",
    "x^2 + 2 x + 1", "Sin[x]", "1 + x", "{1, 2} -> {3, 4}", "Span[1, 2]", "1 ;; -1",
]

TOKENS = sorted({op.spelling for op in OPERATORS} | {
    "[", "]", "[[", "]]", "(", ")", "{", "}", "<|", "|>", ",", ";", "\n", " ",
    "(*", "*)", "\"", "'", "#", "##", "%", "%%", "_", "__", "___", "_.", "x", "f", "1", "2.5",
    "10^", "`", "::", "a", "b", "\\[Alpha]", "&&", "||", "===", "=!=", "?", "~", "`1"})

SKIP = {"Pause"} | FORBIDDEN        # Pause only sleeps; forbidden ones are refused anyway


def builtin_names():
    return sorted(n for n in load_all() if n not in SKIP)


def _arity(rng, name):
    """Mostly an argument count the builtin accepts, sometimes any."""
    spec = load_all().get(name)
    nargs = spec.nargs if spec is not None else None
    if nargs is None or rng.random() < 0.15:
        return rng.choice([0, 1, 1, 2, 2, 2, 3, 3, 4])
    if type(nargs) is int:
        return nargs
    lo, hi = nargs
    return rng.randint(lo, lo + 3 if hi is None else min(hi, lo + 3))


def random_text(rng, n=None):
    n = rng.randint(0, 40) if n is None else n
    return "".join(rng.choice(CHARS) for _ in range(n))


def random_tokens(rng, n=None):
    n = rng.randint(1, 25) if n is None else n
    return "".join(rng.choice(TOKENS) for _ in range(n))


def random_tree(rng, names, depth=0):
    if depth and (depth >= 3 or rng.random() < 0.6):
        return rng.choice(ATOMS)
    head = rng.choice(names)
    args = [random_tree(rng, names, depth + 1) for _ in range(_arity(rng, head))]
    return "%s[%s]" % (head, ", ".join(args))


def check_parse(text):
    """None, or a failure description."""
    try:
        parse_all(text)
    except MathildaSyntaxError:
        return None
    except BaseException as e:   # noqa: BLE001 - reporting it is the point
        return ("exception", "parse_all raised %s: %s" % (type(e).__name__, e))
    return None


def check_evaluate(text, timeout):
    """A list of (kind, detail) failures of one evaluation in a fresh sandboxed session."""
    import warnings
    s = Session(sandbox=True)
    failures = []
    t0 = time.monotonic()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            r = s.evaluate(text, timeout=timeout)
        except BaseException as e:   # noqa: BLE001
            return [("exception", "%s: %s\n%s" % (type(e).__name__, e,
                                                   traceback.format_exc(limit=6)))]
    for w in caught:
        failures.append(("warning", "%s: %s" % (w.category.__name__,
                                                str(w.message).strip().split("\n")[0])))
    elapsed = time.monotonic() - t0
    if elapsed > timeout + 2:
        failures.append(("hang", "took %.1f s" % elapsed))
    for m in s.messages:
        if m.tag == "interr":
            failures.append(("interr", str(m)))
    try:
        out = str(r)
        if out.startswith("<<") and "Error" in out:
            failures.append(("printer", out[:300]))
    except BaseException as e:   # noqa: BLE001
        failures.append(("printer", "%s: %s" % (type(e).__name__, e)))
    try:
        ok = str(s.evaluate("1 + 1", timeout=timeout))
    except BaseException as e:   # noqa: BLE001
        ok = "%s: %s" % (type(e).__name__, e)
    if ok != "2":
        failures.append(("unusable", "1 + 1 gave %s" % ok))
    return failures


def _worker(conn, max_memory):
    """Evaluate cases sent over ``conn`` in this (child) process: (kind, text, timeout) in,
    a list of (failure kind, detail) out."""
    if max_memory:
        try:
            import resource
            cap = int(max_memory * 2 ** 30)
            resource.setrlimit(resource.RLIMIT_AS, (cap, cap))
        except (ImportError, ValueError, OSError):
            pass
    while True:
        try:
            kind, text, timeout = conn.recv()
        except EOFError:
            return
        failures = []
        if kind != "trees":
            f = check_parse(text)
            if f:
                failures.append(f)
        failures += check_evaluate(text, timeout)
        conn.send(failures)


class Worker:
    """A child process running the cases, replaced when a case kills or wedges it (a long
    call into C cannot be interrupted inside the process)."""

    def __init__(self, max_memory):
        import multiprocessing
        self.ctx = multiprocessing.get_context("fork")
        self.max_memory = max_memory
        self.start()

    def start(self):
        self.conn, child = self.ctx.Pipe()
        self.proc = self.ctx.Process(target=_worker, args=(child, self.max_memory),
                                     daemon=True)
        self.proc.start()
        child.close()

    def run(self, kind, text, timeout, stuck):
        """The failures of one case; a case still running after ``stuck`` seconds is a
        failure of its own ("stuck") and the worker is replaced."""
        try:
            self.conn.send((kind, text, timeout))
            if self.conn.poll(stuck):
                return self.conn.recv()
            detail = "still running after %.0f s: killed" % stuck
            self.proc.kill()
        except (EOFError, OSError, BrokenPipeError):
            detail = "the worker process died (exit code %s)" % self.proc.exitcode
        self.proc.join(5)
        self.start()
        return [("stuck" if "killed" in detail else "crash", detail)]

    def close(self):
        self.conn.close()
        self.proc.join(5)
        if self.proc.is_alive():
            self.proc.kill()


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--minutes", type=float, default=1.0)
    ap.add_argument("--seed", type=int, default=None)
    ap.add_argument("--timeout", type=float, default=1.0)
    ap.add_argument("--kinds", default="text,tokens,trees")
    ap.add_argument("--stuck", type=float, default=30.0,
                    help="seconds after which a case is killed with its worker process")
    ap.add_argument("--max-memory", type=float, default=8.0,
                    help="GiB of address space for the worker process (0: no limit)")
    args = ap.parse_args(argv)
    seed = args.seed if args.seed is not None else random.randrange(10 ** 9)
    rng = random.Random(seed)
    kinds = [k for k in args.kinds.split(",") if k]
    names = builtin_names()
    end = time.monotonic() + 60 * args.minutes
    counts = {k: 0 for k in kinds}
    found = {}                      # (kind, first line of detail) -> (input, detail, count)
    last = time.monotonic()
    print("fuzz: seed %d, %.1f minutes, %d builtins, time limit %.1f s per case"
          % (seed, args.minutes, len(names), args.timeout), flush=True)
    worker = Worker(args.max_memory)
    i = 0
    while time.monotonic() < end:
        kind = kinds[i % len(kinds)]
        i += 1
        if kind == "text":
            text = random_text(rng)
        elif kind == "tokens":
            text = random_tokens(rng)
        else:
            text = random_tree(rng, names)
        counts[kind] += 1
        for fkind, detail in worker.run(kind, text, args.timeout, args.stuck):
            key = (fkind, detail.split("\n")[0][:200])
            if key in found:
                found[key][2] += 1
                continue
            found[key] = [text, detail, 1]
            print("FAIL %-9s %r\n          %s" % (fkind, text, detail.split("\n")[0][:300]),
                  flush=True)
        if time.monotonic() - last > 30:
            last = time.monotonic()
            print("... %d cases (%s), %d distinct failures" % (
                sum(counts.values()), ", ".join("%s %d" % kv for kv in counts.items()),
                len(found)), flush=True)
    worker.close()
    total = sum(counts.values())
    print("\ncases run: %d (%s)" % (total, ", ".join("%s %d" % kv for kv in counts.items())))
    by_kind = {}
    for (fkind, _), (text, detail, n) in found.items():
        by_kind.setdefault(fkind, []).append((text, detail, n))
    print("distinct failures: %d" % len(found))
    for fkind in sorted(by_kind):
        print("  %s: %d" % (fkind, len(by_kind[fkind])))
        for text, detail, n in by_kind[fkind]:
            print("    %r  (x%d)\n        %s" % (text, n, detail.split("\n")[0][:300]))
    bad = ("exception", "hang", "stuck", "crash", "unusable")
    return 1 if any(k in by_kind for k in bad) else 0


if __name__ == "__main__":
    sys.exit(main())
