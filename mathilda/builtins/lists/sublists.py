"""Everyday pieces of lists: SelectFirst, TakeDrop, TakeList, BlockMap, DeleteDuplicatesBy,
DeleteAdjacentDuplicates, CountDistinct, CountDistinctBy, CountsBy, DuplicateFreeQ,
RankedMax, RankedMin, FindRepeat, FlattenAt."""

from mathilda.algorithms.lists.common import (is_list, machine_int, make_list,
                                              nonneg_machine_int, operator_form,
                                              positive_machine_int, require_normal)
from mathilda.algorithms.lists.numerical import real_value
from mathilda.builtins.lists.order import _dedupe
from mathilda.builtins.lists.parts import SEQS, SeqError, _take, seq_spec
from mathilda.builtins.lists.picking import _rebuild, _values
from mathilda.core.expr import Expression, Integer, String, S, TRUE, FALSE
from mathilda.core.registry import builtin

_NOT_FOUND = Expression(S.Missing, (String("NotFound"),))


# --- SelectFirst ---------------------------------------------------------------------------

@builtin("SelectFirst", nargs=(1, 3),
         usage="SelectFirst[list, crit] gives the first element ei of list for which "
               "crit[ei] is True, or Missing[\"NotFound\"] if there is none; "
               "SelectFirst[list, crit, default] gives default instead; SelectFirst[crit] "
               "is the operator form.",
         examples=[("SelectFirst[{-3, 0, 1, 3, 4}, Positive]", "1"),
                   ("SelectFirst[{a, 2, b, 3}, IntegerQ]", "2"),
                   ("SelectFirst[{1, 3, 5}, EvenQ]", "Missing[NotFound]"),
                   ("SelectFirst[{1, 3, 5}, EvenQ, none]", "none"),
                   ("SelectFirst[<|a -> 1, b -> 2|>, EvenQ]", "2"),
                   ("SelectFirst[f[1, 2, 3], # > 1 &]", "2"),
                   ("SelectFirst[EvenQ][{1, 4, 6}]", "4"),
                   ("SelectFirst[x, EvenQ]", "SelectFirst[x, EvenQ]",
                    ["SelectFirst::normal: Nonatomic expression expected at position 1 in "
                     "SelectFirst[x, EvenQ]."])])
def select_first(ev, expr):
    if len(expr.args) == 1:
        return None
    x = expr.args[0]
    crit = expr.args[1]
    if x.is_atom:
        ev.message("SelectFirst", "normal", Integer(1), expr)
        return None
    for v in _values(x):
        ev.check_interrupt()
        if ev.evaluate(Expression(crit, (v,))) is TRUE:
            return v
    if len(expr.args) == 3:
        return expr.args[2]
    return _NOT_FOUND


operator_form("SelectFirst")


# --- TakeDrop, TakeList ----------------------------------------------------------------------

@builtin("TakeDrop", nargs=(2, None),
         messages={"take": "Cannot take positions `1` through `2` in `3`.", "seqs": SEQS,
                   "partd": "Part specification `1` is longer than depth of object."},
         usage="TakeDrop[list, n] gives {Take[list, n], Drop[list, n]}; TakeDrop[list, seq] "
               "takes and drops the elements of any sequence specification seq; "
               "TakeDrop[list, seq1, seq2, ...] at successive levels.",
         examples=[("TakeDrop[{a, b, c, d, e}, 2]", "{{a, b}, {c, d, e}}"),
                   ("TakeDrop[{a, b, c, d, e}, -2]", "{{d, e}, {a, b, c}}"),
                   ("TakeDrop[{a, b, c, d, e}, {2, 4}]", "{{b, c, d}, {a, e}}"),
                   ("TakeDrop[Range[10], {1, -1, 3}]",
                    "{{1, 4, 7, 10}, {2, 3, 5, 6, 8, 9}}"),
                   ("TakeDrop[{{1, 2, 3}, {4, 5, 6}}, 1, 2]", "{{{1, 2}}, {{6}}}"),
                   ("TakeDrop[f[a, b, c], 1]", "{f[a], f[b, c]}"),
                   ("TakeDrop[{a, b, c}, 5]", "TakeDrop[{a, b, c}, 5]",
                    ["TakeDrop::take: Cannot take positions 1 through 5 in {a, b, c}."])])
def take_drop(ev, expr):
    if not require_normal(ev, "TakeDrop", expr):
        return None
    parsed = []
    for k, spec in enumerate(expr.args[1:]):
        p = seq_spec(spec)
        if p is None:
            ev.message("TakeDrop", "seqs", expr, Integer(k + 2))
            return None
        parsed.append(p)
    x = expr.args[0]
    try:
        taken = _take(x, parsed, expr, "take")
    except SeqError as e:
        ev.message("TakeDrop", e.tag, *e.args_)
        return None
    return make_list([taken, _take(x, parsed, expr, "drop")])


def _take_list_count(spec, left):
    """How many elements one TakeList spec takes from ``left`` remaining, or None."""
    if spec is S.All:
        return left
    n = nonneg_machine_int(spec)
    if n is not None:
        return n if n <= left else None
    if isinstance(spec, Expression) and spec.head is S.UpTo and len(spec.args) == 1:
        u = nonneg_machine_int(spec.args[0])
        if u is not None:
            return min(u, left)
    return None


@builtin("TakeList", nargs=(2, None),
         messages={"take": "Cannot take `1` elements from the `2` remaining in `3`.",
                   "seqs": "Sequence specification `1` is not a list of non-negative "
                           "integers, UpTo[n] or All."},
         usage="TakeList[list, {n1, n2, ...}] gives the list of successive sublists of "
               "lengths n1, n2, ... taken from list (an ni may be UpTo[m] or All); "
               "TakeList[list, seqs1, seqs2, ...] takes at successive levels.",
         examples=[("TakeList[Range[10], {2, 5, 3}]", "{{1, 2}, {3, 4, 5, 6, 7}, {8, 9, 10}}"),
                   ("TakeList[{a, b, c, d, e}, {1, All}]", "{{a}, {b, c, d, e}}"),
                   ("TakeList[{a, b, c}, {2, UpTo[5]}]", "{{a, b}, {c}}"),
                   ("TakeList[{a, b, c}, {0, 1}]", "{{}, {a}}"),
                   ("TakeList[f[a, b, c], {1, 2}]", "{f[a], f[b, c]}"),
                   ("TakeList[Partition[Range[9], 3], {1, 2}, {2, 1}]",
                    "{{{{1, 2}, {3}}}, {{{4, 5}, {6}}, {{7, 8}, {9}}}}"),
                   ("TakeList[{a, b, c}, {2, 2}]", "TakeList[{a, b, c}, {2, 2}]",
                    ["TakeList::take: Cannot take 2 elements from the 1 remaining in "
                     "{a, b, c}."])])
def take_list(ev, expr):
    if not require_normal(ev, "TakeList", expr):
        return None
    specs = expr.args[1:]
    for s in specs:
        if not is_list(s):
            ev.message("TakeList", "seqs", s)
            return None

    def rec(x, level):
        if level == len(specs):
            return x
        if x.is_atom:
            raise SeqError("partd", expr)
        items = x.args
        out = []
        start = 0
        for spec in specs[level].args:
            n = _take_list_count(spec, len(items) - start)
            if n is None:
                if _take_list_count(spec, 1 << 62) is None:
                    raise SeqError("seqs", spec)
                raise SeqError("take", spec, Integer(len(items) - start), x)
            piece = Expression(x.head, items[start:start + n])
            out.append(Expression(x.head, tuple(rec(a, level + 1) for a in piece.args))
                       if level + 1 < len(specs) else piece)
            start += n
        return make_list(out)
    try:
        return rec(expr.args[0], 0)
    except SeqError as e:
        if e.tag == "partd":
            ev.message("TakeList", "partd", *e.args_)
        else:
            ev.message("TakeList", e.tag, *e.args_)
        return None


# --- BlockMap ----------------------------------------------------------------------------------

@builtin("BlockMap", nargs=(3, 4),
         usage="BlockMap[f, list, n] applies f to non-overlapping sublists of length n; "
               "BlockMap[f, list, n, d] to sublists with offset d; BlockMap[f, array, "
               "{n1, n2, ...}] to blocks of an array.",
         examples=[("BlockMap[f, Range[6], 2]", "{f[{1, 2}], f[{3, 4}], f[{5, 6}]}"),
                   ("BlockMap[Total, Range[7], 3]", "{6, 15}"),
                   ("BlockMap[f, {a, b, c, d}, 2, 1]", "{f[{a, b}], f[{b, c}], f[{c, d}]}"),
                   ("BlockMap[Mean, {1, 3, 5, 7}, 2, 1]", "{2, 4, 6}"),
                   ("BlockMap[Total, {{1, 2, 3, 4}, {5, 6, 7, 8}}, {2, 2}]",
                    "{{{6, 8}, {10, 12}}}"),
                   ("BlockMap[Total[#, 2] &, {{1, 2, 3, 4}, {5, 6, 7, 8}}, {2, 2}]",
                    "{{14, 22}}"),
                   ("BlockMap[f, {}, 2]", "{}")])
def block_map(ev, expr):
    f, x, n = expr.args[:3]
    part = ev.call("Partition", *expr.args[1:])
    if isinstance(part, Expression) and part.head is S.Partition:
        return None
    depth = len(n.args) if is_list(n) else 1
    return ev.call("Map", f, part, make_list([Integer(depth)]))


# --- DeleteDuplicatesBy, DeleteAdjacentDuplicates, CountDistinct(By) ---------------------------------

@builtin("DeleteDuplicatesBy", nargs=(1, 2),
         usage="DeleteDuplicatesBy[list, f] deletes those elements ei of list for which "
               "f[ei] is the same as f[ej] for an earlier ej; DeleteDuplicatesBy[f] is the "
               "operator form.",
         examples=[("DeleteDuplicatesBy[{1, 2, 3, 4, 5}, EvenQ]", "{1, 2}"),
                   ("DeleteDuplicatesBy[{{a, 1}, {b, 2}, {c, 1}}, Last]", "{{a, 1}, {b, 2}}"),
                   ("DeleteDuplicatesBy[{-1, 1, 2, -2, 3}, Abs]", "{-1, 2, 3}"),
                   ("DeleteDuplicatesBy[<|a -> 1, b -> -1, c -> 2|>, Abs]",
                    "<|a -> 1, c -> 2|>"),
                   ("DeleteDuplicatesBy[f[1, 3, 2], OddQ]", "f[1, 2]"),
                   ("DeleteDuplicatesBy[Abs][{2, -2, 3}]", "{2, 3}"),
                   ("DeleteDuplicatesBy[x, Abs]", "DeleteDuplicatesBy[x, Abs]",
                    ["DeleteDuplicatesBy::normal: Nonatomic expression expected at "
                     "position 1 in DeleteDuplicatesBy[x, Abs]."])])
def delete_duplicates_by(ev, expr):
    if len(expr.args) == 1:
        return None
    if not require_normal(ev, "DeleteDuplicatesBy", expr):
        return None
    x, f = expr.args
    seen = set()
    keep = []
    for i, v in enumerate(_values(x)):
        ev.check_interrupt()
        k = ev.evaluate(Expression(f, (v,)))
        if k not in seen:
            seen.add(k)
            keep.append(i)
    return _rebuild(x, keep)


operator_form("DeleteDuplicatesBy")


@builtin("DeleteAdjacentDuplicates", nargs=(1, 2),
         usage="DeleteAdjacentDuplicates[list] deletes each element that is the same as "
               "the one before it; DeleteAdjacentDuplicates[list, test] treats adjacent a "
               "and b as duplicates when test[a, b] is True.",
         examples=[("DeleteAdjacentDuplicates[{1, 1, 2, 2, 2, 1, 3, 3}]", "{1, 2, 1, 3}"),
                   ("DeleteAdjacentDuplicates[{a, a, b, a}]", "{a, b, a}"),
                   ("DeleteAdjacentDuplicates[{1, 2, 4, 7, 8}, Abs[#1 - #2] == 1 &]",
                    "{1, 4, 7}"),
                   ("DeleteAdjacentDuplicates[{}]", "{}"),
                   ("DeleteAdjacentDuplicates[f[x, x, y]]", "f[x, y]"),
                   ("DeleteAdjacentDuplicates[x]", "DeleteAdjacentDuplicates[x]",
                    ["DeleteAdjacentDuplicates::normal: Nonatomic expression expected at "
                     "position 1 in DeleteAdjacentDuplicates[x]."])])
def delete_adjacent_duplicates(ev, expr):
    if not require_normal(ev, "DeleteAdjacentDuplicates", expr):
        return None
    x = expr.args[0]
    test = expr.args[1] if len(expr.args) == 2 else None
    out = []
    for v in x.args:
        if out:
            prev = out[-1]
            if test is None:
                if v == prev:
                    continue
            elif ev.evaluate(Expression(test, (prev, v))) is TRUE:
                continue
        out.append(v)
    return Expression(x.head, tuple(out))


@builtin("CountDistinct", nargs=(1, 2),
         usage="CountDistinct[list] gives the number of distinct elements in list; "
               "CountDistinct[list, test] counts elements as the same when test gives True.",
         examples=[("CountDistinct[{1, 2, 1, 3, 2}]", "3"),
                   ("CountDistinct[{a, b, a, c}]", "3"),
                   ("CountDistinct[{}]", "0"),
                   ("CountDistinct[{1, 2, 3, 4, 5}, Abs[#1 - #2] <= 1 &]", "3"),
                   ("CountDistinct[{1, 1., 2}]", "3"),
                   ("CountDistinct[<|a -> 1, b -> 1|>]", "1"),
                   ("CountDistinct[x]", "CountDistinct[x]",
                    ["CountDistinct::normal: Nonatomic expression expected at position 1 "
                     "in CountDistinct[x]."])])
def count_distinct(ev, expr):
    if not require_normal(ev, "CountDistinct", expr):
        return None
    test = expr.args[1] if len(expr.args) == 2 else None
    if test is S.SameQ:
        test = None
    return Integer(len(_dedupe(ev, _values(expr.args[0]), test)))


@builtin("CountDistinctBy", nargs=(1, 3),
         usage="CountDistinctBy[list, f] gives the number of distinct values of f[ei] over "
               "the elements ei of list; CountDistinctBy[list, f, test] compares them with "
               "test; CountDistinctBy[f] is the operator form.",
         examples=[("CountDistinctBy[{1, 2, 3, 4, 5}, EvenQ]", "2"),
                   ("CountDistinctBy[{-1, 1, 2, -2, 3}, Abs]", "3"),
                   ("CountDistinctBy[{{a, 1}, {b, 2}, {c, 1}}, Last]", "2"),
                   ("CountDistinctBy[{}, f]", "0"),
                   ("CountDistinctBy[{1, 5, 9, 20}, Floor[#/10] &]", "2"),
                   ("CountDistinctBy[{1, 2, 3}, # &, Abs[#1 - #2] <= 1 &]", "2"),
                   ("CountDistinctBy[Abs][{1, -1}]", "1")])
def count_distinct_by(ev, expr):
    if len(expr.args) == 1:
        return None
    if not require_normal(ev, "CountDistinctBy", expr):
        return None
    f = expr.args[1]
    test = expr.args[2] if len(expr.args) == 3 else None
    vals = [ev.evaluate(Expression(f, (v,))) for v in _values(expr.args[0])]
    return Integer(len(_dedupe(ev, vals, test)))


operator_form("CountDistinctBy")


# --- RankedMax, RankedMin ------------------------------------------------------------------

def _ranked(ev, expr, name, largest):
    x, n = expr.args
    if not is_list(x):
        ev.message(name, "list", expr, Integer(1))
        return None
    k = machine_int(n)
    m = len(x.args)
    if k is None or k == 0 or abs(k) > m:
        ev.message(name, "rank", n, Integer(m))
        return None
    vals = []
    for v in x.args:
        r = real_value(ev, v)
        if r is None:
            return None
        vals.append((r, v))
    order = sorted(range(m), key=lambda i: vals[i][0], reverse=largest)
    i = order[k - 1] if k > 0 else order[m + k]
    return vals[i][1]


_RANK = "Rank `1` is not a non-zero integer between -`2` and `2`."


@builtin("RankedMax", nargs=2, messages={"rank": _RANK},
         usage="RankedMax[list, n] gives the nth largest element of list; RankedMax[list, "
               "-n] the nth smallest.",
         examples=[("RankedMax[{3, 1, 4}, 2]", "3"),
                   ("RankedMax[{5, 2, 9, 3}, -1]", "2"),
                   ("RankedMax[{7, 8, 5, 6, 4}, -2]", "5"),
                   ("RankedMax[{7, 8, 5, 6, 4}, -4]", "7"),
                   ("RankedMax[{7, 8, 5, 6, 4}, 5]", "4"),
                   ("RankedMax[{Pi, E, Sqrt[2]}, 2]", "E"),
                   ("RankedMax[{a, b, c}, 2]", "RankedMax[{a, b, c}, 2]"),
                   ("RankedMax[{1, 2}, 3]", "RankedMax[{1, 2}, 3]",
                    ["RankedMax::rank: Rank 3 is not a non-zero integer between -2 and 2."])])
def ranked_max(ev, expr):
    return _ranked(ev, expr, "RankedMax", True)


@builtin("RankedMin", nargs=2, messages={"rank": _RANK},
         usage="RankedMin[list, n] gives the nth smallest element of list; RankedMin[list, "
               "-n] the nth largest.",
         examples=[("RankedMin[{3, 1, 4}, 2]", "3"),
                   ("RankedMin[{5, 2, 9, 3}, -1]", "9"),
                   ("RankedMin[{7, 8, 5, 6, 4}, 2]", "5"),
                   ("RankedMin[{7, 8, 5, 6, 4}, 5]", "8"),
                   ("RankedMin[{2.5, 1, 3/2}, 1]", "1"),
                   ("RankedMin[{Pi, E, Sqrt[2]}, 1]", "Sqrt[2]"),
                   ("RankedMin[{1, 2}, 0]", "RankedMin[{1, 2}, 0]",
                    ["RankedMin::rank: Rank 0 is not a non-zero integer between -2 and 2."])])
def ranked_min(ev, expr):
    return _ranked(ev, expr, "RankedMin", False)


# --- FindRepeat ----------------------------------------------------------------------------------

@builtin("FindRepeat", nargs=(1, 2),
         usage="FindRepeat[list] finds the shortest sublist that repeats (the last repeat "
               "possibly cut short) to give list; FindRepeat[list, n] the shortest that "
               "repeats in full at least n times, or {} if there is none.",
         examples=[("FindRepeat[{1, 2, 1, 2, 1, 2}]", "{1, 2}"),
                   ("FindRepeat[{a, b, c, a, b}]", "{a, b, c}"),
                   ("FindRepeat[{1, 2, 3}]", "{1, 2, 3}"),
                   ("FindRepeat[{x, x, x}]", "{x}"),
                   ("FindRepeat[{1, 2, 1, 2, 1}, 3]", "{}"),
                   ("FindRepeat[{1, 2, 1, 2, 1}, 2]", "{1, 2}"),
                   ("FindRepeat[{}]", "{}"),
                   ("FindRepeat[x]", "FindRepeat[x]",
                    ["FindRepeat::normal: Nonatomic expression expected at position 1 in "
                     "FindRepeat[x]."])])
def find_repeat(ev, expr):
    if not require_normal(ev, "FindRepeat", expr):
        return None
    x = expr.args[0]
    need = 1
    if len(expr.args) == 2:
        need = positive_machine_int(expr.args[1])
        if need is None:
            ev.message("FindRepeat", "intp", expr, Integer(2))
            return None
    items = x.args
    n = len(items)
    for p in range(1, n + 1):
        if n // p < need:
            break
        if all(items[i] == items[i - p] for i in range(p, n)):
            return Expression(x.head, items[:p])
    return Expression(x.head, ())


# --- CountsBy, DuplicateFreeQ, FlattenAt --------------------------------------------------------

@builtin("CountsBy", nargs=(1, 2),
         usage="CountsBy[list, f] gives an association whose keys are the distinct values "
               "of f[ei] and whose values are how many elements give each; CountsBy[f] is "
               "the operator form.",
         examples=[("CountsBy[{1, 2, 3, 4, 5}, EvenQ]", "<|False -> 3, True -> 2|>"),
                   ("CountsBy[{\"apple\", \"kiwi\", \"fig\", \"plum\"}, StringLength]",
                    "<|5 -> 1, 4 -> 2, 3 -> 1|>"),
                   ("CountsBy[{{a, 1}, {b, 2}, {c, 1}}, Last]", "<|1 -> 2, 2 -> 1|>"),
                   ("CountsBy[{}, f]", "<||>"),
                   ("CountsBy[<|x -> 1, y -> 3|>, OddQ]", "<|True -> 2|>"),
                   ("CountsBy[Sign][{-2, 3, 5}]", "<|-1 -> 1, 1 -> 2|>"),
                   ("CountsBy[x, f]", "CountsBy[x, f]",
                    ["CountsBy::normal: Nonatomic expression expected at position 1 in "
                     "CountsBy[x, f]."])])
def counts_by(ev, expr):
    if len(expr.args) == 1:
        return None
    if not require_normal(ev, "CountsBy", expr):
        return None
    f = expr.args[1]
    counts = {}
    for v in _values(expr.args[0]):
        ev.check_interrupt()
        k = ev.evaluate(Expression(f, (v,)))
        counts[k] = counts.get(k, 0) + 1
    from mathilda.core.association import make_association
    return make_association([Expression(S.Rule, (k, Integer(n))) for k, n in counts.items()])


operator_form("CountsBy")


@builtin("DuplicateFreeQ", nargs=(1, 2),
         usage="DuplicateFreeQ[list] gives True if no element of list appears twice; "
               "DuplicateFreeQ[list, test] treats a and b as the same when test[a, b] is "
               "True.",
         examples=[("DuplicateFreeQ[{1, 2, 3}]", "True"),
                   ("DuplicateFreeQ[{1, 2, 1}]", "False"),
                   ("DuplicateFreeQ[{}]", "True"),
                   ("DuplicateFreeQ[{1, 1.}]", "True"),
                   ("DuplicateFreeQ[{1, 5, 9}, Abs[#1 - #2] < 2 &]", "True"),
                   ("DuplicateFreeQ[{1, 2, 9}, Abs[#1 - #2] < 2 &]", "False"),
                   ("DuplicateFreeQ[<|a -> 1, b -> 1|>]", "False"),
                   ("DuplicateFreeQ[x]", "False")])
def duplicate_free_q(ev, expr):
    x = expr.args[0]
    if x.is_atom:
        return FALSE
    test = expr.args[1] if len(expr.args) == 2 else None
    if test is S.SameQ:
        test = None
    items = _values(x)
    return TRUE if len(_dedupe(ev, items, test)) == len(items) else FALSE


def _flatten_at(x, pos):
    """x with the part at pos (1-based indices, negative from the end) spliced into its
    parent; raises IndexError for a position that does not exist or is an atom."""
    if x.is_atom:
        raise IndexError
    i = pos[0]
    n = len(x.args)
    j = i - 1 if i > 0 else n + i
    if i == 0 or not 0 <= j < n:
        raise IndexError
    args = list(x.args)
    if len(pos) > 1:
        args[j] = _flatten_at(args[j], pos[1:])
        return Expression(x.head, tuple(args))
    if args[j].is_atom:
        raise IndexError
    return Expression(x.head, tuple(args[:j]) + args[j].args + tuple(args[j + 1:]))


@builtin("FlattenAt", nargs=(1, 2),
         messages={"partw": "Part `1` of `2` does not exist or cannot be flattened.",
                   "psl": "Position specification `1` in `2` is not a machine-sized integer "
                          "or a list of machine-sized integers."},
         usage="FlattenAt[list, n] flattens the element at position n of list into list; "
               "FlattenAt[list, {i, j, ...}] flattens a deeper part into its parent; "
               "FlattenAt[list, {{i1, ...}, {i2, ...}}] several parts; FlattenAt[pos] is the "
               "operator form.",
         examples=[("FlattenAt[{a, {b, c}, {d}}, 2]", "{a, b, c, {d}}"),
                   ("FlattenAt[{a, {b, c}, {d}}, -1]", "{a, {b, c}, d}"),
                   ("FlattenAt[{a, {b, {c, d}}}, {2, 2}]", "{a, {b, c, d}}"),
                   ("FlattenAt[{{a}, b, {c}}, {{1}, {3}}]", "{a, b, c}"),
                   ("FlattenAt[f[a, g[b, c]], 2]", "f[a, b, c]"),
                   ("FlattenAt[2][{x, {y, z}}]", "{x, y, z}"),
                   ("FlattenAt[{a, b}, 1]", "FlattenAt[{a, b}, 1]",
                    ["FlattenAt::partw: Part {1} of {a, b} does not exist or cannot be "
                     "flattened."])])
def flatten_at(ev, expr):
    if len(expr.args) == 1:
        return None
    if not require_normal(ev, "FlattenAt", expr):
        return None
    x, spec = expr.args
    if machine_int(spec) is not None:
        positions = [[machine_int(spec)]]
    elif is_list(spec) and spec.args and all(machine_int(a) is not None for a in spec.args):
        positions = [[machine_int(a) for a in spec.args]]
    elif is_list(spec) and spec.args and all(
            is_list(p) and p.args and all(machine_int(a) is not None for a in p.args)
            for p in spec.args):
        positions = [[machine_int(a) for a in p.args] for p in spec.args]
    else:
        ev.message("FlattenAt", "psl", spec, expr)
        return None
    # the rightmost positions first, so that splicing does not move the others
    n = len(x.args)
    positions.sort(key=lambda p: [(i if i > 0 else n + i + 1) for i in p], reverse=True)
    for p in positions:
        try:
            x = _flatten_at(x, p)
        except IndexError:
            ev.message("FlattenAt", "partw", make_list([Integer(i) for i in p]), expr.args[0])
            return None
    return x


operator_form("FlattenAt")
