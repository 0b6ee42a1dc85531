"""Comparing strings and lists: EditDistance, DamerauLevenshteinDistance, HammingDistance,
LongestCommonSubsequence (contiguous), LongestCommonSequence (not necessarily contiguous),
LongestCommonSubsequencePositions, LongestCommonSequencePositions, LongestOrderedSequence,
SequenceAlignment, NeedlemanWunschSimilarity and SmithWatermanSimilarity.

Every function takes two strings or two lists (of any expressions, compared with SameQ);
``IgnoreCase -> True`` compares strings in lowercase.  The dynamic programmes live in
mathilda/algorithms/strings/sequence_compare.py."""

from mathilda.algorithms.build import list_of
from mathilda.algorithms.lists.common import is_list
from mathilda.algorithms.strings.sequence_compare import (
    MAX_CELLS, AlignmentTooLarge, align, damerau_levenshtein, levenshtein,
    longest_common_run, longest_common_sequence, longest_ordered, segments)
from mathilda.core.expr import Expression, Integer, Real, String, S, TRUE, FALSE
from mathilda.core.ordering import order
from mathilda.core.registry import builtin

_IC = {"IgnoreCase": "False"}
_ALIGN_OPTS = {"GapPenalty": "0", "IgnoreCase": "False", "SimilarityRules": "Automatic"}
_SEQ_MSG = {"seqs": "The arguments `1` and `2` should be two strings or two lists."}


def _sequences(ev, name, expr, npos=2):
    """(a, b, is_string, options) of name[a, b, opts], the strings lowercased under
    IgnoreCase -> True; None (with a message for mixed arguments) otherwise."""
    pos, opts = ev.split_options(expr, npos=npos)
    if len(pos) != 2:
        ev.argcount_message(name, len(pos), 2, 2)
        return None
    a, b = pos
    if type(a) is String and type(b) is String:
        x, y = a.value, b.value
        if opts.get("IgnoreCase") is TRUE:
            x, y = x.lower(), y.lower()
        return x, y, True, opts
    if is_list(a) and is_list(b):
        return tuple(a.args), tuple(b.args), False, opts
    if is_list(a) or is_list(b) or type(a) is String or type(b) is String:
        ev.message(name, "seqs", a, b)
    return None


def _as_seq(items, is_string):
    return String(items) if is_string else list_of(items)


@builtin("EditDistance", nargs=2, options=_IC, messages=_SEQ_MSG,
         usage="EditDistance[u, v] gives the edit (Levenshtein) distance between the strings "
               "or lists u and v: the least number of one-element insertions, deletions and "
               "substitutions that turn u into v. IgnoreCase -> True ignores the case of "
               "letters.",
         examples=[("EditDistance[\"kitten\", \"sitting\"]", "3"),
                   ("EditDistance[\"abc\", \"ABC\", IgnoreCase -> True]", "0"),
                   ("EditDistance[{1, 2, 3, 4}, {1, 3, 4, 5}]", "2"),
                   ("EditDistance[{a, b}, {}]", "2"),
                   ("EditDistance[\"ab\", {a, b}]", "EditDistance[ab, {a, b}]",
                    ["EditDistance::seqs: The arguments \"ab\" and {a, b} should be two strings "
                     "or two lists."])])
def edit_distance(ev, expr):
    s = _sequences(ev, "EditDistance", expr)
    if s is None:
        return None
    return Integer(levenshtein(s[0], s[1], ev.check_interrupt))


@builtin("DamerauLevenshteinDistance", nargs=2, options=_IC, messages=_SEQ_MSG,
         usage="DamerauLevenshteinDistance[u, v] gives the Damerau-Levenshtein distance "
               "between the strings or lists u and v: the least number of insertions, "
               "deletions, substitutions and transpositions of two adjacent elements that "
               "turn u into v.",
         examples=[("DamerauLevenshteinDistance[\"abc\", \"acb\"]", "1"),
                   ("EditDistance[\"abc\", \"acb\"]", "2"),
                   ("DamerauLevenshteinDistance[\"ca\", \"abc\"]", "2"),
                   ("DamerauLevenshteinDistance[{1, 2, 3}, {2, 1, 3, 4}]", "2")])
def damerau_levenshtein_distance(ev, expr):
    s = _sequences(ev, "DamerauLevenshteinDistance", expr)
    if s is None:
        return None
    return Integer(damerau_levenshtein(s[0], s[1], ev.check_interrupt))


@builtin("HammingDistance", nargs=2, options=_IC,
         messages=dict(_SEQ_MSG, idim="`1` and `2` must be of the same length."),
         usage="HammingDistance[u, v] gives the number of positions at which the strings or "
               "lists u and v (of one length) differ.",
         examples=[("HammingDistance[\"karolin\", \"kathrin\"]", "3"),
                   ("HammingDistance[{1, 0, 1, 1}, {1, 1, 1, 0}]", "2"),
                   ("HammingDistance[\"aBc\", \"abc\", IgnoreCase -> True]", "0"),
                   ("HammingDistance[\"abc\", \"ab\"]", "HammingDistance[abc, ab]",
                    ["HammingDistance::idim: \"abc\" and \"ab\" must be of the same length."])])
def hamming_distance(ev, expr):
    a, b = expr.args[:2]
    s = _sequences(ev, "HammingDistance", expr)
    if s is None:
        return None
    x, y = s[0], s[1]
    if len(x) != len(y):
        ev.message("HammingDistance", "idim", a, b)
        return None
    return Integer(sum(1 for p, q in zip(x, y) if p != q))


def _original(expr):
    return expr.args[0]


@builtin("LongestCommonSubsequence", nargs=2, options=_IC, messages=_SEQ_MSG,
         usage="LongestCommonSubsequence[s1, s2] finds the longest contiguous run of "
               "characters (or list elements) common to the strings (or lists) s1 and s2; "
               "of several of the same length, the one that comes first in s1.",
         examples=[("LongestCommonSubsequence[\"AAABBBBCCCCC\", \"CCCBBBAAABABA\"]", "AAAB"),
                   ("LongestCommonSubsequence[{1, 2, 3, 4, 5}, {0, 2, 3, 4, 1}]",
                    "{2, 3, 4}"),
                   ("LongestCommonSubsequence[\"abc\", \"xyz\"]", "")])
def longest_common_subsequence(ev, expr):
    s = _sequences(ev, "LongestCommonSubsequence", expr)
    if s is None:
        return None
    i, j, k = longest_common_run(s[0], s[1], ev.check_interrupt)
    orig = _original(expr)
    if s[2]:
        return String(orig.value[i:i + k])
    return list_of(orig.args[i:i + k])


@builtin("LongestCommonSubsequencePositions", nargs=2, options=_IC, messages=_SEQ_MSG,
         usage="LongestCommonSubsequencePositions[s1, s2] gives {{m1, n1}, {m2, n2}}: "
               "s1[[m1 ;; n1]] and s2[[m2 ;; n2]] are the longest contiguous run common to "
               "the strings or lists s1 and s2 ({} if they have no element in common).",
         examples=[("LongestCommonSubsequencePositions[\"AAABBBBCCCCC\", "
                    "\"CCCBBBAAABABA\"]", "{{1, 4}, {7, 10}}"),
                   ("LongestCommonSubsequencePositions[{1, 2, 3, 4, 5}, {0, 2, 3, 4, 1}]",
                    "{{2, 4}, {2, 4}}"),
                   ("LongestCommonSubsequencePositions[\"abc\", \"xyz\"]", "{}")])
def longest_common_subsequence_positions(ev, expr):
    s = _sequences(ev, "LongestCommonSubsequencePositions", expr)
    if s is None:
        return None
    i, j, k = longest_common_run(s[0], s[1], ev.check_interrupt)
    if k == 0:
        return list_of(())
    return list_of((list_of((Integer(i + 1), Integer(i + k))),
                    list_of((Integer(j + 1), Integer(j + k)))))


@builtin("LongestCommonSequence", nargs=2, options=_IC,
         messages=dict(_SEQ_MSG, toobig="Comparing sequences of lengths `1` and `2` needs "
                                        "more than `3` cells of a length table."),
         usage="LongestCommonSequence[s1, s2] finds the longest sequence of contiguous or "
               "disjoint elements common to the strings or lists s1 and s2 (the classic "
               "longest common subsequence), with the disjoint pieces joined.",
         examples=[("LongestCommonSequence[\"AAABBBBCCCCC\", \"CCCBBBAAABABA\"]", "AAABB"),
                   ("LongestCommonSequence[\"AXBYC\", \"ABC\"]", "ABC"),
                   ("LongestCommonSequence[{1, 2, 3, 4, 5}, {5, 2, 4, 9}]", "{2, 4}")])
def longest_common_sequence_(ev, expr):
    s = _sequences(ev, "LongestCommonSequence", expr)
    if s is None:
        return None
    try:
        idx = longest_common_sequence(s[0], s[1], ev.check_interrupt)
    except AlignmentTooLarge:
        ev.message("LongestCommonSequence", "toobig", Integer(len(s[0])), Integer(len(s[1])),
                   Integer(MAX_CELLS))
        return None
    orig = _original(expr)
    if s[2]:
        return String("".join(orig.value[i] for i in idx))
    return list_of(orig.args[i] for i in idx)


def _default_le(x, y):
    return order(x, y) <= 0


@builtin("LongestOrderedSequence", nargs=(1, 2), options=_IC,
         messages={"seq": "A string or a list is expected at position 1 in `1`."},
         usage="LongestOrderedSequence[list] finds the longest sequence of contiguous or "
               "disjoint elements of list (or characters of a string) that is in order "
               "(non-decreasing in canonical order); LongestOrderedSequence[list, p] uses the "
               "ordering function p (p[x, y] is True when y may follow x). Of several of the "
               "same length, the one that begins earliest.",
         examples=[("LongestOrderedSequence[{1, 3, 2, 4, 5, 0}]", "{1, 3, 4, 5}"),
                   ("LongestOrderedSequence[{1, 2, 2, 3, 1}, Less]", "{1, 2, 3}"),
                   ("LongestOrderedSequence[{5, 1, 4, 2, 3, 0}, Greater]", "{5, 4, 2, 0}"),
                   ("LongestOrderedSequence[\"xyabcz\"]", "abcz"),
                   ("LongestOrderedSequence[x]", "LongestOrderedSequence[x]",
                    ["LongestOrderedSequence::seq: A string or a list is expected at "
                     "position 1 in LongestOrderedSequence[x]."])])
def longest_ordered_sequence(ev, expr):
    pos, opts = ev.split_options(expr)
    x = pos[0]
    if type(x) is String:
        items = list(x.value)
        keys = [c.lower() for c in items] if opts.get("IgnoreCase") is TRUE else items
        keys = [String(c) for c in keys]
    elif is_list(x):
        items = keys = list(x.args)
    else:
        ev.message("LongestOrderedSequence", "seq", expr)
        return None
    if len(pos) == 2:
        p = pos[1]

        def le(u, v):
            return ev.call(p, u, v) is TRUE
    else:
        le = _default_le
    idx = longest_ordered(keys, le, ev.check_interrupt)
    if type(x) is String:
        return String("".join(items[i] for i in idx))
    return list_of(items[i] for i in idx)


# --- alignment -------------------------------------------------------------------------------

def _scorer(ev, name, opts):
    rules = opts.get("SimilarityRules", S.Automatic)
    if rules is S.Automatic:
        def score(x, y):
            return 1 if x is not None and y is not None and x == y else -1
        return score
    if not (is_list(rules) and all(isinstance(r, Expression) and r.head in (
            S.Rule, S.RuleDelayed) for r in rules.args)):
        ev.message(name, "simrul", rules)
        return None
    cache = {}
    empty = String("")

    def score(x, y):
        key = (x, y)
        r = cache.get(key)
        if r is None:
            xe = empty if x is None else (String(x) if isinstance(x, str) else x)
            ye = empty if y is None else (String(y) if isinstance(y, str) else y)
            v = ev.call("Replace", list_of((xe, ye)), rules)
            if type(v) in (Integer, Real):
                r = v.value
            elif getattr(v, "head", None) is S.List:
                r = 1 if x is not None and y is not None and x == y else -1
            else:
                r = _number(ev, v)
                if r is None:
                    r = 1 if x is not None and y is not None and x == y else -1
            cache[key] = r
        return r
    return score


def _number(ev, v):
    n = ev.call("N", v)
    return n.value if type(n) in (Integer, Real) else None


def _gap(ev, name, opts):
    g = opts.get("GapPenalty", Integer(0))
    if type(g) in (Integer, Real):
        return g.value
    v = _number(ev, g)
    if v is None:
        ev.message(name, "gappen", g)
    return v


_ALIGN_MSG = {"simrul": "`1` is not a valid setting for SimilarityRules.",
              "gappen": "`1` is not a valid setting for GapPenalty.",
              "seqs": _SEQ_MSG["seqs"]}


def _similarity(ev, expr, name, local):
    s = _sequences(ev, name, expr)
    if s is None:
        return None
    score, gap = _scorer(ev, name, s[3]), _gap(ev, name, s[3])
    if score is None or gap is None:
        return None
    sc, _ = align(s[0], s[1], score, gap, local, ev.check_interrupt, trace=False)
    return Real(float(sc))


@builtin("NeedlemanWunschSimilarity", nargs=2, options=_ALIGN_OPTS, messages=_ALIGN_MSG,
         usage="NeedlemanWunschSimilarity[u, v] gives the score of an optimal global "
               "(Needleman-Wunsch) alignment of the strings or lists u and v: +1 for each "
               "match, -1 for each mismatch, insertion or deletion (SimilarityRules -> "
               "{{a, b} -> s, ...} changes the scores), and GapPenalty -> g more subtracted "
               "for each run of insertions or deletions.",
         examples=[("NeedlemanWunschSimilarity[\"abcdef\", \"abXdef\"]", "4."),
                   ("NeedlemanWunschSimilarity[\"abc\", \"abxyc\"]", "1."),
                   ("NeedlemanWunschSimilarity[\"abc\", \"abxyc\", GapPenalty -> 2]", "-1."),
                   ("NeedlemanWunschSimilarity[{1, 2, 3}, {1, 2, 3}]", "3.")])
def needleman_wunsch_similarity(ev, expr):
    return _similarity(ev, expr, "NeedlemanWunschSimilarity", False)


@builtin("SmithWatermanSimilarity", nargs=2, options=_ALIGN_OPTS, messages=_ALIGN_MSG,
         usage="SmithWatermanSimilarity[u, v] gives the score of an optimal local "
               "(Smith-Waterman) alignment of the strings or lists u and v, with the scores "
               "of NeedlemanWunschSimilarity.",
         examples=[("SmithWatermanSimilarity[\"xxxxABCx\", \"yABCyyyy\"]", "3."),
                   ("SmithWatermanSimilarity[{0, 0, 1, 1, 0, 1, 0, 0, 0, 0, 0}, "
                    "{1, 1, 1, 1}]", "2."),
                   ("SmithWatermanSimilarity[\"abc\", \"xyz\"]", "0.")])
def smith_waterman_similarity(ev, expr):
    return _similarity(ev, expr, "SmithWatermanSimilarity", True)


@builtin("SequenceAlignment", nargs=2,
         options=dict(_ALIGN_OPTS, MergeDifferences="True", Method="\"Global\""),
         messages=dict(_ALIGN_MSG, method="`1` is not a valid setting for Method.",
                       toobig="Aligning sequences of lengths `1` and `2` needs more than `3` "
                              "cells of score matrices."),
         usage="SequenceAlignment[s1, s2] finds an optimal (Needleman-Wunsch) alignment of "
               "the strings or lists s1 and s2, as a list of the matching segments (a string, "
               "or a list of elements) and the differing ones, {u1, u2}. Method -> \"Local\" "
               "finds a local (Smith-Waterman) alignment; MergeDifferences -> False keeps "
               "deletions, insertions and substitutions apart; GapPenalty, SimilarityRules "
               "and IgnoreCase as for NeedlemanWunschSimilarity.",
         examples=[("InputForm[SequenceAlignment[\"abcXdef\", \"abcYdef\"]]",
                    "{\"abc\", {\"X\", \"Y\"}, \"def\"}"),
                   ("InputForm[SequenceAlignment[\"abcdef\", \"abef\"]]",
                    "{\"ab\", {\"cd\", \"\"}, \"ef\"}"),
                   ("SequenceAlignment[{1, 2, 3, 4}, {1, 5, 3, 4}]",
                    "{{1}, {{2}, {5}}, {3, 4}}"),
                   ("InputForm[SequenceAlignment[\"xxABCyy\", \"ABC\", Method -> \"Local\"]]",
                    "{{\"xx\", \"\"}, \"ABC\", {\"yy\", \"\"}}")])
def sequence_alignment(ev, expr):
    name = "SequenceAlignment"
    s = _sequences(ev, name, expr)
    if s is None:
        return None
    a, b, is_string, opts = s
    method = opts.get("Method", String("Global"))
    if method == String("Global") or method is S.Automatic:
        local = False
    elif method == String("Local"):
        local = True
    else:
        ev.message(name, "method", method)
        return None
    score, gap = _scorer(ev, name, opts), _gap(ev, name, opts)
    if score is None or gap is None:
        return None
    try:
        _, ops = align(a, b, score, gap, local, ev.check_interrupt)
    except AlignmentTooLarge:
        ev.message(name, "toobig", Integer(len(a)), Integer(len(b)), Integer(MAX_CELLS))
        return None
    segs = segments(a, b, ops, opts.get("MergeDifferences") is not FALSE)
    out = []
    for seg in segs:
        if seg[0] == "same":
            out.append(_as_seq(seg[1], is_string))
        else:
            out.append(list_of((_as_seq(seg[1], is_string), _as_seq(seg[2], is_string))))
    return list_of(out)
