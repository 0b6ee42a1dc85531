"""Sublists that match a pattern in any order: SubsetCases, SubsetPosition, SubsetCount,
SubsetReplace (the search is algorithms/lists/subset_match.py)."""

from mathilda.algorithms.lists.common import INNF, count_limit, make_list, operator_form
from mathilda.algorithms.lists.subset_match import SubsetPattern, rules_of, subset_replace
from mathilda.core.expr import Expression, Integer, TRUE, FALSE
from mathilda.core.registry import builtin
from mathilda.builtins.lists.sequences import list_pattern_args

_OVL = {"ovl": "The value of the option Overlaps -> `1` should be True or False.",
        "innf": INNF}


def _args(ev, expr, name, default):
    """(list, SubsetPattern, overlaps, limit) of name[list, patt, n, opts], or None."""
    a = list_pattern_args(ev, expr, name, default, overlaps=(TRUE, FALSE))
    return None if a is None else (a[0], SubsetPattern(ev, a[1]), a[2] is TRUE, a[3])


def _found(ev, expr, name, default):
    a = _args(ev, expr, name, default)
    if a is None:
        return None
    x, pat, overlaps, limit = a
    out = []
    if limit == 0:
        return out
    for r in pat.matches(x.args, overlaps):
        out.append(r)
        if limit is not None and len(out) >= limit:
            break
    return out


@builtin("SubsetCases", options={"Overlaps": "False"}, messages=_OVL,
         usage="SubsetCases[list, patt] gives the sublists of list whose elements, in some "
               "order, match patt (each element used once; Overlaps -> True allows "
               "overlapping sublists); SubsetCases[list, patt -> rhs] gives rhs for each; "
               "SubsetCases[list, patt, n] the first n.",
         examples=[("SubsetCases[{1, 2, 3, 4}, {x_, y_} /; x + y == 5]",
                    "{{1, 4}, {2, 3}}"),
                   ("SubsetCases[{a, 1, b, 2}, {_Integer, _Symbol}]",
                    "{{1, a}, {2, b}}"),
                   ("SubsetCases[{a, 1, b, 2}, {_Symbol, _Integer}]",
                    "{{a, 1}, {b, 2}}"),
                   ("SubsetCases[{1, 2, 3, 4}, {x_, y_} :> x y]", "{2, 12}"),
                   ("SubsetCases[{1, a, 2, b, 3}, {__Integer}]", "{{1, 2, 3}}"),
                   ("SubsetCases[{1, 2, 3}, {_, _}, Overlaps -> True]",
                    "{{1, 2}, {1, 3}, {2, 3}}"),
                   ("SubsetCases[{a, b, c, a, b}, {a, b}]", "{{a, b}, {a, b}}"),
                   ("SubsetCases[{1, 2, 3, 4, 5, 6}, {_, _}, 2]", "{{1, 2}, {3, 4}}"),
                   ("SubsetCases[{x, y}, {z}]", "{}"),
                   ("SubsetCases[{_, _}][{p, q, r}]", "{{p, q}}"),
                   ("SubsetCases[x, {_}]", "SubsetCases[x, {_}]",
                    ["SubsetCases::normal: Nonatomic expression expected at position 1 in "
                     "SubsetCases[x, {_}]."])])
def subset_cases(ev, expr):
    if len(expr.args) == 1:
        return None
    found = _found(ev, expr, "SubsetCases", FALSE)
    if found is None:
        return None
    return make_list([v for _, v in found])


@builtin("SubsetPosition", options={"Overlaps": "True"}, messages=_OVL,
         usage="SubsetPosition[list, patt] gives the positions of the sublists of list "
               "whose elements match patt in some order, listed in the order that matched "
               "(overlapping sublists included; Overlaps -> False leaves them out); "
               "SubsetPosition[list, patt, n] the first n.",
         examples=[("SubsetPosition[{a, b, c, a}, {a, c}]", "{{1, 3}, {4, 3}}"),
                   ("SubsetPosition[{a, b, c, a}, {a, c}, Overlaps -> False]",
                    "{{1, 3}}"),
                   ("SubsetPosition[{1, 2, 3, 4}, {x_, y_} /; x + y == 5]",
                    "{{1, 4}, {2, 3}}"),
                   ("SubsetPosition[{3, a, 1}, {_Integer, _Symbol}]", "{{1, 2}, {3, 2}}"),
                   ("SubsetPosition[{a, b}, {c}]", "{}"),
                   ("SubsetPosition[{a, b, a}, {a}, 1]", "{{1}}")])
def subset_position(ev, expr):
    if len(expr.args) == 1:
        return None
    found = _found(ev, expr, "SubsetPosition", TRUE)
    if found is None:
        return None
    return make_list([make_list([Integer(i + 1) for i in idx]) for idx, _ in found])


@builtin("SubsetCount", options={"Overlaps": "False"}, messages=_OVL,
         usage="SubsetCount[list, patt] gives the number of sublists of list whose "
               "elements match patt in some order (not overlapping; Overlaps -> True counts "
               "overlapping ones too).",
         examples=[("SubsetCount[{a, b, c, a, b, a}, {a, b}]", "2"),
                   ("SubsetCount[{a, b, c, a, b, a}, {a, b}, Overlaps -> True]", "6"),
                   ("SubsetCount[{1, 2, 3, 4}, {x_, y_} /; x + y == 5]", "2"),
                   ("SubsetCount[{1, 2}, {3}]", "0"),
                   ("SubsetCount[{a, b}, {_}, Overlaps -> 2]",
                    "SubsetCount[{a, b}, {_}, Overlaps -> 2]",
                    ["SubsetCount::ovl: The value of the option Overlaps -> 2 should be "
                     "True or False."])])
def subset_count(ev, expr):
    if len(expr.args) == 1:
        return None
    found = _found(ev, expr, "SubsetCount", FALSE)
    if found is None:
        return None
    return Integer(len(found))


@builtin("SubsetReplace", nargs=(1, 3),
         messages={"reps": "`1` is not a valid replacement rule or list of rules.",
                   "innf": INNF},
         usage="SubsetReplace[list, rules] replaces sublists of list whose elements match a "
               "rule's left side in some order: the right side takes the place of the first "
               "element of the sublist and the other elements go; SubsetReplace[list, "
               "rules, n] makes at most n replacements.",
         examples=[("SubsetReplace[{a, b, c, d}, {a, c} -> x]", "{x, b, d}"),
                   ("SubsetReplace[{c, b, a}, {a, c} -> x]", "{x, b}"),
                   ("SubsetReplace[{1, 2, 3, 4, 5}, {x_, y_} /; x + y == 5 :> {x, y}]",
                    "{{1, 4}, {2, 3}, 5}"),
                   ("SubsetReplace[{a, b, a, b, a}, {a, b} -> x]", "{x, x, a}"),
                   ("SubsetReplace[{a, b, a, b}, {a, b} -> x, 1]", "{x, a, b}"),
                   ("SubsetReplace[{1, a, 2, b}, {{_Integer, _Integer} -> n, "
                    "{_Symbol, _Symbol} -> s}]", "{n, s}"),
                   ("SubsetReplace[{a, b} -> x][{b, c, a}]", "{x, c}"),
                   ("SubsetReplace[{a, b}, 1]", "SubsetReplace[{a, b}, 1]",
                    ["SubsetReplace::reps: 1 is not a valid replacement rule or list of "
                     "rules."])])
def subset_replace_(ev, expr):
    args = expr.args
    if len(args) == 1:
        return None
    x = args[0]
    if x.is_atom:
        ev.message("SubsetReplace", "normal", Integer(1), expr)
        return None
    rules = rules_of(args[1])
    if rules is None:
        ev.message("SubsetReplace", "reps", args[1])
        return None
    limit = None
    if len(args) == 3:
        limit = count_limit(ev, "SubsetReplace", expr, args[2], 3)
        if limit is False:
            return None
    out, _ = subset_replace(ev, x.args, rules, limit)
    return Expression(x.head, tuple(out))


for _name in ("SubsetCases", "SubsetPosition", "SubsetCount", "SubsetReplace"):
    operator_form(_name)
