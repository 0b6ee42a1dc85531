"""PatternSequence, OrderlessPatternSequence, Repeated of sequences, Longest and Shortest in
expression patterns (the matcher in mathilda/core/patterns.py)."""

from support import check_rows

ROWS = [
    # PatternSequence
    ("f[a, b, a, b] /. f[PatternSequence[x_, y_] ..] :> {x, y}", "{a, b}"),
    ("MatchQ[{1, 2}, {PatternSequence[1, 2]}]", "True"),
    ("MatchQ[{1, 2, 3}, {PatternSequence[1, 2]}]", "False"),
    ("f[a, b, c] /. f[x : PatternSequence[_, _], y_] :> {{x}, y}", "{{a, b}, c}"),
    ("Cases[{{1, 2, 3}, {1, 3}}, {PatternSequence[1, 2], ___}]", "{{1, 2, 3}}"),
    ("{1, 2, 3, 4, 5} /. {x___, PatternSequence[3, 4], y___} :> {{x}, {y}}",
     "{{1, 2}, {5}}"),
    ("MatchQ[f[], f[PatternSequence[]]]", "True"),
    ("g[PatternSequence[x_, y_], z_] := {x, y, z}; g[1, 2, 3]", "{1, 2, 3}"),
    ("g2[PatternSequence[x_, y_], z_] := {x, y, z}; g2[1, 2]", "g2[1, 2]"),
    ("SequenceCases[{1, 2, 3, 1, 2}, {PatternSequence[1, 2]}]", "{{1, 2}, {1, 2}}"),
    # repetitions of a sequence
    ("MatchQ[{a, b, a, b, a, b}, {PatternSequence[a, b] ..}]", "True"),
    ("MatchQ[{a, b, a}, {PatternSequence[a, b] ..}]", "False"),
    ("MatchQ[{a, b, a, b}, {Repeated[PatternSequence[a, b], {2}]}]", "True"),
    ("MatchQ[{a, b}, {Repeated[PatternSequence[a, b], {2}]}]", "False"),
    ("MatchQ[{a, b, a, b, a, b}, {Repeated[PatternSequence[a, b], {1, 2}]}]", "False"),
    ("MatchQ[{}, {PatternSequence[a, b] ...}]", "True"),
    ("{a, b, a, b, c} /. {x : Longest[PatternSequence[a, b] ..], r___} :> "
     "{Length[{x}], {r}}", "{4, {c}}"),
    ("{a, b, a, b, c} /. {x : PatternSequence[a, b] .., c} :> Length[{x}]", "4"),
    # OrderlessPatternSequence
    ("MatchQ[f[1, 2], f[OrderlessPatternSequence[2, 1]]]", "True"),
    ("h[1, 2, 3] /. h[OrderlessPatternSequence[3, r__]] :> {r}", "{1, 2}"),
    ("MatchQ[{x, 1, y, 2}, {OrderlessPatternSequence[_Integer, _Symbol] ..}]", "True"),
    ("MatchQ[{x, y, 1}, {OrderlessPatternSequence[_Integer, _Symbol] ..}]", "False"),
    # Longest and Shortest
    ("{a, b, c, d} /. {Longest[x__], y__} :> {{x}, {y}}", "{{a, b, c}, {d}}"),
    ("{a, b, c, d} /. {x__, y__} :> {{x}, {y}}", "{{a}, {b, c, d}}"),
    ("{a, b, c, d} /. {Shortest[x__], y__} :> {{x}, {y}}", "{{a}, {b, c, d}}"),
    ("{a, b, c, d} /. {x___, Longest[y__]} :> {{x}, {y}}", "{{}, {a, b, c, d}}"),
    ("{1, 2, a, 3, 4, 5, b} /. {___, Longest[n__Integer], ___} :> {n}", "{1, 2}"),
    ("f[1] /. f[Shortest[x_: 5], y___] :> {x, {y}}", "{5, {1}}"),
    ("f[1] /. f[x_: 5, y___] :> {x, {y}}", "{1, {}}"),
    ("f[1] /. f[Longest[x_: 5], y___] :> {x, {y}}", "{1, {}}"),
    ("ReplaceList[{a, b, c}, {Longest[x___], y___} :> {{x}, {y}}]",
     "{{{a, b, c}, {}}, {{a, b}, {c}}, {{a}, {b, c}}, {{}, {a, b, c}}}"),
    ("ReplaceList[{a, b}, {x___, y___} :> {{x}, {y}}]",
     "{{{}, {a, b}}, {{a}, {b}}, {{a, b}, {}}}"),
]


def test_pattern_sequences():
    check_rows(ROWS)
