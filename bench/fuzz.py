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
of T seconds (default 1).  Failures are printed as they are found, then summarised:

    exception  a Python exception escaped parse_all (other than a syntax error) or evaluate
    hang       the case took more than T + 2 seconds
    interr     a General::interr message: an internal error inside a builtin (the evaluator
               turned it into a message, but it is a bug in that builtin)
    printer    printing the result failed (the printer gave "<<Error: ...>>")
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
from mathilda.core.sandbox import FORBIDDEN  # noqa: E402
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
    s = Session(sandbox=True)
    failures = []
    t0 = time.monotonic()
    try:
        r = s.evaluate(text, timeout=timeout)
    except BaseException as e:   # noqa: BLE001
        return [("exception", "%s: %s\n%s" % (type(e).__name__, e,
                                               traceback.format_exc(limit=6)))]
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


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--minutes", type=float, default=1.0)
    ap.add_argument("--seed", type=int, default=None)
    ap.add_argument("--timeout", type=float, default=1.0)
    ap.add_argument("--kinds", default="text,tokens,trees")
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
        failures = []
        if kind != "trees":
            f = check_parse(text)
            if f:
                failures.append(f)
        failures += check_evaluate(text, args.timeout)
        for fkind, detail in failures:
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
    return 1 if any(k in by_kind for k in ("exception", "hang", "unusable")) else 0


if __name__ == "__main__":
    sys.exit(main())
