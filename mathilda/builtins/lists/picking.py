"""Picking and counting elements: Pick, Discard, DeleteElements, TakeWhile, LengthWhile,
FirstPosition, Catenate, CountBy, PositionIndex, Subsequences, SubsetMap."""

from mathilda.algorithms.lists.common import (is_list, machine_int, make_list,
                                              operator_form)
from mathilda.core.expr import Expression, Integer, String, S, TRUE
from mathilda.core.patterns import compile_pattern
from mathilda.core.registry import builtin


def _values(x):
    """The elements of a normal expression (the values of an association)."""
    if x.head is S.Association and hasattr(x, "index"):
        return [r.args[1] for r in x.args]
    return list(x.args)


def _rebuild(x, keep):
    """x with only the elements at the positions ``keep`` (0-based)."""
    if x.head is S.Association and hasattr(x, "index"):
        from mathilda.core.association import make_association
        return make_association([x.args[i] for i in keep])
    return Expression(x.head, tuple(x.args[i] for i in keep))


# --- Pick ---------------------------------------------------------------------------------------

def _pick(ev, x, sel, m):
    """(picked, keep) for one element: keep False when sel does not select x at all."""
    if m(sel):
        return x, True
    if not sel.is_atom and not x.is_atom and len(sel.args) == len(x.args):
        out = []
        for a, s in zip(x.args, sel.args):
            v, keep = _pick(ev, a, s, m)
            if keep:
                out.append(v)
        return Expression(x.head, tuple(out)), True
    return None, False


@builtin("Pick", nargs=(2, 3),
         messages={"incomp": "Expressions `1` and `2` have incompatible shapes."},
         usage="Pick[list, sel] picks out the elements of list for which the corresponding "
               "element of sel is True; Pick[list, sel, patt] those for which it matches "
               "patt; nested lists are picked at every level.",
         examples=[("Pick[{a, b, c, d}, {True, False, True, False}]", "{a, c}"),
                   ("Pick[{a, b, c, d}, {1, 0, 1, 1}, 1]", "{a, c, d}"),
                   ("Pick[{{1, 2}, {3, 4}}, {{True, False}, {False, True}}]", "{{1}, {4}}"),
                   ("Pick[{{1, 2}, {3, 4}}, {True, False}]", "{{1, 2}}"),
                   ("Pick[f[a, b, c], {x, y, x}, x]", "f[a, c]"),
                   ("Pick[{a, b, c}, {1, 2, 3}, _?OddQ]", "{a, c}"),
                   ("Pick[{a, b}, {False, False}]", "{}"),
                   ("Pick[{a, b}, {True}]", "Pick[{a, b}, {True}]",
                    ["Pick::incomp: Expressions {a, b} and {True} have incompatible "
                     "shapes."])])
def pick(ev, expr):
    args = expr.args
    x, sel = args[0], args[1]
    if len(args) == 3:
        mp = compile_pattern(args[2])

        def m(s):
            for _ in mp.match(s, {}, ev):
                return True
            return False
    else:
        def m(s):
            return s is TRUE
    if x.is_atom or sel.is_atom:
        if m(sel):
            return x
        ev.message("Pick", "incomp", x, sel)
        return None
    if len(x.args) != len(sel.args) and not m(sel):
        ev.message("Pick", "incomp", x, sel)
        return None
    v, keep = _pick(ev, x, sel, m)
    return v if keep else Expression(x.head, ())


# --- Discard, DeleteElements ---------------------------------------------------------------------

@builtin("Discard", nargs=(1, 2),
         usage="Discard[list, crit] gives the elements e of list for which crit[e] is not "
               "True (the complement of Select); Discard[crit] is the operator form.",
         examples=[("Discard[{1, 2, 3, 4, 5}, EvenQ]", "{1, 3, 5}"),
                   ("Discard[{1, 2, 3, 4}, # > 2 &]", "{1, 2}"),
                   ("Discard[{a, 1, b}, IntegerQ]", "{a, b}"),
                   ("Discard[<|a -> 1, b -> 2|>, OddQ]", "<|b -> 2|>"),
                   ("Discard[EvenQ][{1, 2, 3}]", "{1, 3}"),
                   ("Discard[{x, y}, f]", "{x, y}"),
                   ("Discard[x, EvenQ]", "Discard[x, EvenQ]",
                    ["Discard::normal: Nonatomic expression expected at position 1 in "
                     "Discard[x, EvenQ]."])])
def discard(ev, expr):
    if len(expr.args) == 1:
        return None
    x, crit = expr.args
    if x.is_atom:
        ev.message("Discard", "normal", Integer(1), expr)
        return None
    keep = []
    for i, v in enumerate(_values(x)):
        ev.check_interrupt()
        if ev.evaluate(Expression(crit, (v,))) is not TRUE:
            keep.append(i)
    return _rebuild(x, keep)


operator_form("Discard")


@builtin("DeleteElements", nargs=(1, 2),
         messages={"elems": "`1` is not a list of elements or a rule n -> list."},
         usage="DeleteElements[list, {e1, e2, ...}] removes every occurrence of the ei from "
               "list; DeleteElements[list, n -> {e1, ...}] removes at most n occurrences of "
               "each; DeleteElements[elems] is the operator form.",
         examples=[("DeleteElements[{a, b, c, a, b}, {a, b}]", "{c}"),
                   ("DeleteElements[{a, b, c, a, b, a}, 1 -> {a, b}]", "{c, a, b, a}"),
                   ("DeleteElements[{1, 2, 3}, {4}]", "{1, 2, 3}"),
                   ("DeleteElements[{1, 2, 2, 3}, {2}]", "{1, 3}"),
                   ("DeleteElements[f[x, y, x], {x}]", "f[y]"),
                   ("DeleteElements[{a}][{a, b}]", "{b}"),
                   ("DeleteElements[{a}, b]", "DeleteElements[{a}, b]",
                    ["DeleteElements::elems: b is not a list of elements or a rule n -> "
                     "list."])])
def delete_elements(ev, expr):
    if len(expr.args) == 1:
        return None
    x, spec = expr.args
    if x.is_atom:
        ev.message("DeleteElements", "normal", Integer(1), expr)
        return None
    limit = None
    if isinstance(spec, Expression) and spec.head is S.Rule and len(spec.args) == 2:
        limit = machine_int(spec.args[0])
        if spec.args[0] is S.All or spec.args[0] is S.Infinity:
            limit = None
        elif limit is None or limit < 0:
            ev.message("DeleteElements", "elems", spec)
            return None
        spec = spec.args[1]
    if not is_list(spec):
        ev.message("DeleteElements", "elems", spec)
        return None
    budget = {e: limit for e in spec.args}
    keep = []
    for i, v in enumerate(x.args):
        if v in budget:
            left = budget[v]
            if left is None:
                continue
            if left > 0:
                budget[v] = left - 1
                continue
        keep.append(i)
    return Expression(x.head, tuple(x.args[i] for i in keep))


operator_form("DeleteElements")


# --- TakeWhile, LengthWhile ------------------------------------------------------------------

def _while_count(ev, x, crit):
    n = 0
    for v in _values(x):
        ev.check_interrupt()
        if ev.evaluate(Expression(crit, (v,))) is not TRUE:
            break
        n += 1
    return n


@builtin("TakeWhile", nargs=(1, 2),
         usage="TakeWhile[list, crit] gives elements ei from the beginning of list, "
               "continuing so long as crit[ei] is True; TakeWhile[crit] is the operator "
               "form.",
         examples=[("TakeWhile[{1, 2, 3, -1, 4}, Positive]", "{1, 2, 3}"),
                   ("TakeWhile[{a, b, 1, c}, Not[NumberQ[#]] &]", "{a, b}"),
                   ("TakeWhile[{-1, 2}, Positive]", "{}"), ("TakeWhile[{}, Positive]", "{}"),
                   ("TakeWhile[{x, 1}, Positive]", "{}"),
                   ("TakeWhile[f[1, 2, -3], Positive]", "f[1, 2]"),
                   ("TakeWhile[<|a -> 1, b -> -2, c -> 3|>, Positive]", "<|a -> 1|>"),
                   ("TakeWhile[Positive][{2, 0}]", "{2}"),
                   ("TakeWhile[3, Positive]", "TakeWhile[3, Positive]",
                    ["TakeWhile::normal: Nonatomic expression expected at position 1 in "
                     "TakeWhile[3, Positive]."])])
def take_while(ev, expr):
    if len(expr.args) == 1:
        return None
    x, crit = expr.args
    if x.is_atom:
        ev.message("TakeWhile", "normal", Integer(1), expr)
        return None
    return _rebuild(x, range(_while_count(ev, x, crit)))


operator_form("TakeWhile")


@builtin("LengthWhile", nargs=(1, 2),
         usage="LengthWhile[list, crit] gives the number of contiguous elements ei from the "
               "beginning of list for which crit[ei] is True; LengthWhile[crit] is the "
               "operator form.",
         examples=[("LengthWhile[{1, 2, 3, -1, 4}, Positive]", "3"),
                   ("LengthWhile[{-1, 2}, Positive]", "0"), ("LengthWhile[{}, EvenQ]", "0"),
                   ("LengthWhile[{2, 4, 6}, EvenQ]", "3"),
                   ("LengthWhile[<|a -> 2, b -> 3|>, EvenQ]", "1"),
                   ("LengthWhile[EvenQ][{2, 3}]", "1"),
                   ("LengthWhile[x, EvenQ]", "LengthWhile[x, EvenQ]",
                    ["LengthWhile::normal: Nonatomic expression expected at position 1 in "
                     "LengthWhile[x, EvenQ]."])])
def length_while(ev, expr):
    if len(expr.args) == 1:
        return None
    x, crit = expr.args
    if x.is_atom:
        ev.message("LengthWhile", "normal", Integer(1), expr)
        return None
    return Integer(_while_count(ev, x, crit))


operator_form("LengthWhile")


# --- FirstPosition ---------------------------------------------------------------------------

@builtin("FirstPosition", nargs=(2, 4), options={"Heads": "True"},
         usage="FirstPosition[expr, pattern] gives the position of the first element of expr "
               "that matches pattern, or Missing[\"NotFound\"]; FirstPosition[expr, pattern, "
               "default] gives default instead; a fourth argument is a level specification.",
         examples=[("FirstPosition[{a, b, a, a, b, c, b}, b]", "{2}"),
                   ("FirstPosition[{{a, a, b}, {b, a, a}, {a, b, a}}, b]", "{1, 3}"),
                   ("FirstPosition[{1 + x^2, 5, x^4, a + (1 + x^2)^2}, x^_]", "{1, 2}"),
                   ("FirstPosition[{a, b}, c]", "Missing[NotFound]"),
                   ("FirstPosition[{a, b}, c, none]", "none"),
                   ("FirstPosition[{{a}, a}, a, Missing[\"NotFound\"], {1}]", "{2}"),
                   ("FirstPosition[{2, 4, 5}, _?OddQ]", "{3}")])
def first_position(ev, expr):
    pos, opts = ev.split_options(expr)
    if len(pos) < 2:
        return None
    x, patt = pos[0], pos[1]
    default = pos[2] if len(pos) > 2 else Expression(S.Missing, (String("NotFound"),))
    level = pos[3] if len(pos) > 3 else make_list((Integer(0), S.Infinity))
    r = ev.call("Position", x, patt, level, Integer(1),
                Expression(S.Rule, (S.Heads, opts.get("Heads", TRUE))))
    if not is_list(r):
        return None
    if r.args:
        return r.args[0]
    return ev.evaluate(default)


# --- Catenate, CountBy, PositionIndex ---------------------------------------------------------

@builtin("Catenate", nargs=1,
         messages={"invrp": "`1` is not a list or association."},
         usage="Catenate[{list1, list2, ...}] yields a single list of all the elements of the "
               "listi (or of the values of associations), in order.",
         examples=[("Catenate[{{a, b, c}, {d, e}}]", "{a, b, c, d, e}"),
                   ("Catenate[{<|a -> 1, b -> 2|>, <|c -> 3|>}]", "{1, 2, 3}"),
                   ("Catenate[{{1}, <|k -> 2|>, {}}]", "{1, 2}"),
                   ("Catenate[{}]", "{}"),
                   ("Catenate[<|a -> {1, 2}, b -> {3}|>]", "{1, 2, 3}"),
                   ("Catenate[{{1}, x}]", "Catenate[{{1}, x}]",
                    ["Catenate::invrp: x is not a list or association."])])
def catenate(ev, expr):
    x = expr.args[0]
    if x.is_atom or not (x.head is S.List or x.head is S.Association):
        ev.message("Catenate", "invrp", x)
        return None
    out = []
    for part in _values(x):
        if part.is_atom or not (part.head is S.List or part.head is S.Association):
            ev.message("Catenate", "invrp", part)
            return None
        out.extend(_values(part))
    return make_list(out)


def _counts_of(keys):
    from mathilda.core.association import make_association
    c = {}
    for k in keys:
        c[k] = c.get(k, 0) + 1
    return make_association([Expression(S.Rule, (k, Integer(n))) for k, n in c.items()])


@builtin("CountBy", nargs=(1, 2),
         usage="CountBy[{e1, e2, ...}, f] gives an association whose keys are the distinct "
               "f[ei] and whose values are the number of times each occurs; CountBy[f] is "
               "the operator form.",
         examples=[("CountBy[{1, 2, 3, 4, 5}, OddQ]", "<|True -> 3, False -> 2|>"),
                   ("CountBy[{\"a\", \"bb\", \"cc\", \"d\"}, StringLength]", "<|1 -> 2, 2 -> 2|>"),
                   ("CountBy[{{a, 1}, {b, 1}, {c, 2}}, Last]", "<|1 -> 2, 2 -> 1|>"),
                   ("CountBy[<|x -> 1, y -> 2, z -> 3|>, EvenQ]", "<|False -> 2, True -> 1|>"),
                   ("CountBy[{}, f]", "<||>"), ("CountBy[EvenQ][{2, 4}]", "<|True -> 2|>"),
                   ("CountBy[x, f]", "CountBy[x, f]",
                    ["CountBy::normal: Nonatomic expression expected at position 1 in "
                     "CountBy[x, f]."])])
def count_by(ev, expr):
    if len(expr.args) == 1:
        return None
    x, f = expr.args
    if x.is_atom:
        ev.message("CountBy", "normal", Integer(1), expr)
        return None
    keys = ev.evaluate(make_list(Expression(f, (v,)) for v in _values(x)))
    return _counts_of(keys.args)


operator_form("CountBy")


@builtin("PositionIndex", nargs=1,
         usage="PositionIndex[list] gives an association from the distinct elements of list "
               "to the lists of positions at which they occur (for an association, the keys).",
         examples=[("PositionIndex[{a, b, c, a, c, a}]", "<|a -> {1, 4, 6}, b -> {2}, "
                                                        "c -> {3, 5}|>"),
                   ("PositionIndex[{}]", "<||>"),
                   ("PositionIndex[<|x -> 1, y -> 2, z -> 1|>]", "<|1 -> {x, z}, 2 -> {y}|>"),
                   ("PositionIndex[f[a, a]]", "<|a -> {1, 2}|>"),
                   ("PositionIndex[{1, 1.}]", "<|1 -> {1}, 1. -> {2}|>"),
                   ("PositionIndex[x]", "PositionIndex[x]",
                    ["PositionIndex::normal: Nonatomic expression expected at position 1 in "
                     "PositionIndex[x]."])])
def position_index(ev, expr):
    x = expr.args[0]
    if x.is_atom:
        ev.message("PositionIndex", "normal", Integer(1), expr)
        return None
    from mathilda.core.association import make_association
    index = {}
    if x.head is S.Association and hasattr(x, "index"):
        for r in x.args:
            index.setdefault(r.args[1], []).append(r.args[0])
    else:
        for i, v in enumerate(x.args, 1):
            index.setdefault(v, []).append(Integer(i))
    return make_association([Expression(S.Rule, (k, make_list(p))) for k, p in index.items()])


# --- Subsequences, SubsetMap ------------------------------------------------------------------

@builtin("Subsequences", nargs=(1, 2),
         messages={"nspec": "`1` is not a valid sequence length specification."},
         usage="Subsequences[list] gives all the contiguous subsequences of list, shortest "
               "first; Subsequences[list, n] those of length at most n; {n}: exactly n; "
               "{nmin, nmax}: between nmin and nmax.",
         examples=[("Subsequences[{a, b, c}]", "{{}, {a}, {b}, {c}, {a, b}, {b, c}, {a, b, c}}"),
                   ("Subsequences[{a, b, c, d}, {2}]", "{{a, b}, {b, c}, {c, d}}"),
                   ("Subsequences[{a, b, c}, 1]", "{{}, {a}, {b}, {c}}"),
                   ("Subsequences[{a, b, c, d}, {2, 3}]",
                    "{{a, b}, {b, c}, {c, d}, {a, b, c}, {b, c, d}}"),
                   ("Subsequences[{}]", "{{}}"),
                   ("Subsequences[f[x, y]]", "{f[], f[x], f[y], f[x, y]}"),
                   ("Subsequences[{a, b}, {3}]", "{}"),
                   ("Subsequences[{a}, x]", "Subsequences[{a}, x]",
                    ["Subsequences::nspec: x is not a valid sequence length "
                     "specification."])])
def subsequences(ev, expr):
    x = expr.args[0]
    if x.is_atom:
        ev.message("Subsequences", "normal", Integer(1), expr)
        return None
    n = len(x.args)
    lo, hi = 0, n
    if len(expr.args) == 2:
        spec = expr.args[1]
        v = machine_int(spec)
        if spec is S.All or spec is S.Infinity:
            pass
        elif v is not None and v >= 0:
            hi = min(v, n)
        elif is_list(spec) and 1 <= len(spec.args) <= 2 and \
                all(machine_int(a) is not None and machine_int(a) >= 0 for a in spec.args):
            lo = machine_int(spec.args[0])
            hi = min(machine_int(spec.args[-1]), n)
        else:
            ev.message("Subsequences", "nspec", spec)
            return None
    total = sum(n - k + 1 if k else 1 for k in range(lo, hi + 1))
    if not ev.check_size(total, "Subsequences"):
        return None
    head, args = x.head, x.args
    return make_list(Expression(head, args[i:i + k])
                     for k in range(lo, hi + 1) for i in range(n - k + 1 if k else 1))


@builtin("SubsetMap", nargs=(2, 3),
         messages={"lenf": "The result `1` of applying the function to the elements is not a "
                           "list of length `2`."},
         usage="SubsetMap[f, list, {i1, i2, ...}] replaces the elements at positions i1, "
               "i2, ... of list by the elements of f[{list[[i1]], list[[i2]], ...}]; "
               "SubsetMap[f, {i1, ...}] is the operator form.",
         examples=[("SubsetMap[Reverse, {a, b, c, d}, {1, 3}]", "{c, b, a, d}"),
                   ("SubsetMap[Accumulate, {1, 2, 3, 4}, {2, 3, 4}]", "{1, 2, 5, 9}"),
                   ("SubsetMap[RotateLeft, Range[6], {1, 3, 5}]", "{3, 2, 5, 4, 1, 6}"),
                   ("SubsetMap[Reverse, {a, b, c}, {-1, 1}]", "{c, b, a}"),
                   ("SubsetMap[Reverse, {1, 3}][{a, b, c}]", "{c, b, a}"),
                   ("SubsetMap[Rest, {a, b, c}, {1, 2}]", "SubsetMap[Rest, {a, b, c}, {1, 2}]",
                    ["SubsetMap::lenf: The result {b} of applying the function to the "
                     "elements is not a list of length 2."])])
def subset_map(ev, expr):
    args = expr.args
    if len(args) == 2:
        return None
    f, x, spec = args
    if x.is_atom:
        ev.message("SubsetMap", "normal", Integer(2), expr)
        return None
    n = len(x.args)
    idx = []
    for p in (spec.args if is_list(spec) else (spec,)):
        i = machine_int(p)
        if i is None or i == 0 or abs(i) > n:
            ev.message("SubsetMap", "partw", p, x)
            return None
        idx.append(i - 1 if i > 0 else n + i)
    r = ev.evaluate(Expression(f, (make_list(x.args[i] for i in idx),)))
    if not is_list(r) or len(r.args) != len(idx):
        ev.message("SubsetMap", "lenf", r, Integer(len(idx)))
        return None
    new = list(x.args)
    for i, v in zip(idx, r.args):
        new[i] = v
    return Expression(x.head, tuple(new))


def _subset_map_operator(ev, expr):
    h = expr.head
    if len(h.args) == 2 and len(expr.args) == 1:
        return Expression(S.SubsetMap, (h.args[0], expr.args[0], h.args[1]))
    return None


builtin("SubsetMap", sub=True)(_subset_map_operator)
