"""Parser throughput: parse a generated ~1 MB input of mixed expressions, print MB/s.

    python bench/parse.py [size_in_MB]
    python bench/parse.py --rows [--quick] [size_in_MB]

The input is many lines of typical Wolfram Language code (definitions, arithmetic,
patterns, rules, lists, strings, pure functions, comments), generated from a fixed seed.

With ``--rows`` it prints one JSON row for bench/run.py: the median time of the fast driver
over the input against Lark's LALR driver (``parse_all(text, engine="lalr")``) on the same
text, run alternately, after checking that both give the same expressions (1 MB and 5 runs;
0.2 MB and 3 runs with ``--quick``).
"""

import _common  # first: keeps bench/ off sys.path , puts the repository root first

import random  # noqa: E402
import time  # noqa: E402

from mathilda.syntax.parser import parse_all  # noqa: E402

TEMPLATES = [
    "f[x_, y_] := x^2 + {a} y - Sin[x y]/{n}",
    "{a} = Table[i^2 + {n} i, {{i, 1, {n}}}];",
    "g[x_Integer?Positive] := g[x - 1] + g[x - 2] /; x > {n}",
    "expr /. {{{a} -> {n}, b_ :> b^2, c -> \"text {n}\"}}",
    "Map[#^2 + {n} &, {{1, 2, 3, {n}, 5.5, -{n}}}]",
    "If[{a} < {n} && !done || x >= 2.5, Print[\"yes\"], Print[\"no\"]]",
    "Module[{{{a} = {n}, s = 0}}, Do[s += k^2, {{k, {a}}}]; s]",
    "m[[1, 2 ;; -1, All]] = {{{{1, 2}}, {{3, 4}}}}[[{n}]]",
    "(* comment {n} *) {a} = <|\"k\" -> {n}, \"v\" -> {{x, y}}|>",
    "D[x^3 + {n} x^2 - 1/x, x] == 3 x^2 + {n}.5 x + x^-2",
    "StringJoin[\"a\", ToString[{n}]] <> \"b\" ~~ \"c\"",
    "Fold[#1 + #2 &, 0, Range[{n}]] // N",
    "f @@ {{a, b}} + f /@ {{1, 2}} + f @@@ {{{{1}}, {{2}}}}",
    "Plot[Sin[x] Cos[{n} x], {{x, 0, 2 Pi}}, PlotRange -> All]",
    "s = Solve[a x^2 + b x + c == 0, x]; x /. s[[1]]",
    "Which[n == 0, 1, n < 0, -1, True, n {a}!]",
]

NAMES = ["alpha", "beta", "x1", "yy", "$count", "result", "data", "k"]


def generate(size):
    rnd = random.Random(20240601)
    lines = []
    total = 0
    while total < size:
        t = rnd.choice(TEMPLATES)
        line = t.format(a=rnd.choice(NAMES), n=rnd.randint(1, 10 ** rnd.randint(1, 8)))
        lines.append(line)
        total += len(line) + 1
    return "\n".join(lines) + "\n"


def rows(mb, quick):
    text = generate(int(mb * 1_000_000))
    repeat = 3 if quick else 5
    fast = parse_all(text)                   # also builds both parsers
    lalr = parse_all(text, engine="lalr")
    case = "parse %g MB of mixed code" % mb
    if fast != lalr:
        case = "parse %g MB: DRIVERS DISAGREE" % mb
    ours, other = _common.pair_timings(lambda: parse_all(text),
                                       lambda: parse_all(text, engine="lalr"), repeat,
                                       warmup=False)     # warmed up by the check above
    size = len(text.encode("utf-8")) / 1e6
    ours, other = _common.median(ours), _common.median(other)
    _common.row(case, ours, other, "Lark LALR", mb_per_s=size / ours, expressions=len(fast))


def main():
    want_rows, quick, rest = _common.flags()
    if want_rows:
        rows(float(rest[0]) if rest else (0.2 if quick else 1.0), quick)
        return
    mb = float(rest[0]) if rest else 1.0
    text = generate(int(mb * 1_000_000))
    t0 = time.perf_counter()
    parse_all("1")                       # builds the parser (Lark grammar + scanner)
    t1 = time.perf_counter()
    c1 = time.process_time()
    exprs = parse_all(text)
    t2 = time.perf_counter()
    c2 = time.process_time()
    size = len(text.encode("utf-8")) / 1e6
    print("parser construction: %.3f s" % (t1 - t0))
    print("parsed %.2f MB (%d lines, %d expressions) in %.2f s (%.2f s CPU): "
          "%.2f MB/s (%.2f MB/s per CPU second)"
          % (size, text.count("\n"), len(exprs), t2 - t1, c2 - c1, size / (t2 - t1),
             size / (c2 - c1)))


if __name__ == "__main__":
    main()
