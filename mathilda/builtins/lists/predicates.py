"""Tests over the elements of a list: AllTrue, AnyTrue, NoneTrue; containment: SubsetQ,
ContainsAny, ContainsAll, ContainsNone, ContainsExactly, ContainsOnly.

AllTrue and friends evaluate test[e] in order and stop as soon as the result is decided;
results that are neither True nor False are kept and combined symbolically
(``AllTrue[{2, x}, # < 10 &]`` is ``x < 10``).  An association is tested on its values.
"""

from mathilda.algorithms.lists.common import (HEADS_MESSAGE, is_list, level_items,
                                              operator_form, parse_levels)
from mathilda.core.expr import Expression, Integer, S, TRUE, FALSE
from mathilda.core.registry import builtin


def _elements(ev, name, x, spec):
    """The parts of x to test (levels 1 by default; the values of an association), or
    None after a message."""
    if spec is None:
        if x.is_atom:
            return []
        if x.head is S.Association:
            return [r.args[1] for r in x.args]
        return list(x.args)
    if type(spec) is Integer:
        n = spec.value       # level n: the parts at level n (AllTrue[matrix, EvenQ, 2])
        return level_items(x, n, n)
    lv = parse_levels(ev, spec, name)
    if lv is None:
        return None
    return level_items(x, lv[0], lv[1])


def _quantified(ev, expr, name, stop, combine):
    """AllTrue (stop on False, combine with And), AnyTrue (stop on True, Or), NoneTrue
    (stop on True, And of Not)."""
    args = expr.args
    if len(args) == 1:
        return None
    x, test = args[0], args[1]
    items = _elements(ev, name, x, args[2] if len(args) == 3 else None)
    if items is None:
        return None
    pending = []
    for e in items:
        ev.check_interrupt()
        r = ev.evaluate(Expression(test, (e,)))
        if r is stop:
            return FALSE if name != "AnyTrue" else TRUE
        if r is not TRUE and r is not FALSE:
            pending.append(r)
    if not pending:
        return TRUE if name != "AnyTrue" else FALSE
    if name == "NoneTrue":
        pending = [Expression(S.Not, (p,)) for p in pending]
    if len(pending) == 1:
        return pending[0] if name != "NoneTrue" else ev.evaluate(pending[0])
    return ev.evaluate(Expression(combine, tuple(pending)))


@builtin("AllTrue", nargs=(1, 3),
         usage="AllTrue[{e1, e2, ...}, test] yields True if test[ei] is True for all of the "
               "ei; AllTrue[expr, test, level] tests the parts of expr at level; AllTrue[test] "
               "is the operator form.",
         examples=[("AllTrue[{2, 3, 4, 6, 8}, EvenQ]", "False"),
                   ("AllTrue[{2, 4, 6, 8}, EvenQ]", "True"),
                   ("AllTrue[{{1, 2, 3}, {4, 5, 6}}, EvenQ, 2]", "False"),
                   ("AllTrue[{{2, 4, 6}, {8, 10, 12}}, EvenQ, 2]", "True"),
                   ("AllTrue[<|\"a\" -> 1, \"b\" -> 3, \"c\" -> 5|>, OddQ]", "True"),
                   ("AllTrue[{2, 6, x, 4, y}, # < 10 &]", "x < 10 && y < 10"),
                   ("AllTrue[{2, 6, x, 4, y, 15}, # < 10 &]", "False"),
                   ("AllTrue[{2, 6, x, 4, y}, TrueQ[# < 10] &]", "False"),
                   ("AllTrue[f[1, 7, 3], OddQ]", "True"),
                   ("AllTrue[f[x, y, z], # < 10 &]", "x < 10 && y < 10 && z < 10"),
                   ("AllTrue[{{1, 2, 3}, {4, 5}}, IntegerQ, 2]", "True"),
                   ("AllTrue[3, EvenQ]", "True"), ("AllTrue[{}, EvenQ]", "True"),
                   ("AllTrue[3, EvenQ, 0]", "False"),
                   ("AllTrue[Range[10], IntegerQ]", "True"),
                   ("AllTrue[EvenQ][{2, 4}]", "True")])
def all_true(ev, expr):
    return _quantified(ev, expr, "AllTrue", FALSE, S.And)


@builtin("AnyTrue", nargs=(1, 3),
         usage="AnyTrue[{e1, e2, ...}, test] yields True if test[ei] is True for any of the "
               "ei; AnyTrue[expr, test, level] tests the parts at level; AnyTrue[test] is "
               "the operator form.",
         examples=[("AnyTrue[{1, 2, 3, 4, 5, 6}, EvenQ]", "True"),
                   ("AnyTrue[{1, 3, 5, 7, 9}, EvenQ]", "False"),
                   ("AnyTrue[{{1, 2, 3}, {4, 5, 6}}, EvenQ, 2]", "True"),
                   ("AnyTrue[{{1, 3, 5}, {7, 9, 11}}, EvenQ, 2]", "False"),
                   ("AnyTrue[<|\"a\" -> 2, \"b\" -> 3, \"c\" -> 6|>, OddQ]", "True"),
                   ("AnyTrue[{12, 16, x, 14, y}, # < 10 &]", "x < 10 || y < 10"),
                   ("AnyTrue[{12, 16, x, 14, y}, TrueQ[# < 10] &]", "False"),
                   ("AnyTrue[f[2, 7, 6], OddQ]", "True"),
                   ("AnyTrue[{{1, 2, 3}, {4, 5}}, EvenQ, 2]", "True"),
                   ("AnyTrue[4, EvenQ]", "False"), ("AnyTrue[{}, EvenQ]", "False"),
                   ("AnyTrue[4, EvenQ, 0]", "True")])
def any_true(ev, expr):
    return _quantified(ev, expr, "AnyTrue", TRUE, S.Or)


@builtin("NoneTrue", nargs=(1, 3),
         usage="NoneTrue[{e1, e2, ...}, test] yields True if test[ei] is False for all of "
               "the ei; NoneTrue[expr, test, level] tests the parts at level; "
               "NoneTrue[test] is the operator form.",
         examples=[("NoneTrue[{1, 3, 5, 7, 9}, EvenQ]", "True"),
                   ("NoneTrue[{1, 2, 3}, EvenQ]", "False"),
                   ("NoneTrue[{{1, 3, 5}, {7, 9, 11}}, EvenQ, 2]", "True"),
                   ("NoneTrue[<|\"a\" -> 1, \"b\" -> 3|>, EvenQ]", "True"),
                   ("NoneTrue[{12, 16, x, 14}, # < 10 &]", "x >= 10"),
                   ("NoneTrue[{12, 16, x, 14, 3}, # < 10 &]", "False"),
                   ("NoneTrue[{12, x, y}, TrueQ[# < 10] &]", "True"),
                   ("NoneTrue[f[1, 7, 3], EvenQ]", "True"),
                   ("NoneTrue[3, EvenQ]", "True"), ("NoneTrue[{}, EvenQ]", "True"),
                   ("NoneTrue[3, OddQ, 0]", "False")])
def none_true(ev, expr):
    return _quantified(ev, expr, "NoneTrue", TRUE, S.And)


for _name in ("AllTrue", "AnyTrue", "NoneTrue"):
    operator_form(_name)


# --- containment ----------------------------------------------------------------------------

def _same(ev, test):
    if test is None or test is S.Automatic or test is S.SameQ:
        return None
    return lambda a, b: ev.evaluate(Expression(test, (a, b))) is TRUE


def _contains(a_items, b, same):
    if same is None:
        return b in a_items
    return any(same(x, b) for x in a_items)


def _containment(ev, expr, name, decide):
    pos, opts = ev.split_options(expr)
    if len(pos) == 1:
        return None
    if len(pos) != 2:
        ev.argcount_message(name, len(pos), 2, 2)
        return None
    a, b = pos
    for i, x in enumerate((a, b)):
        if not is_list(x):
            ev.message(name, "list", expr, Integer(i + 1))
            return None
    same = _same(ev, opts.get("SameTest"))
    items = set(a.args) if same is None else list(a.args)
    wanted = list(b.args)
    return TRUE if decide(items, wanted, same) else FALSE


_CONTAINS = {
    "ContainsAny": ("ContainsAny[e1, e2] yields True if e1 contains any of the elements of "
                    "e2; ContainsAny[e2] is the operator form.",
                    lambda a, b, same: any(_contains(a, x, same) for x in b),
                    [("ContainsAny[{b, a, b}, {a, c}]", "True"),
                     ("ContainsAny[{b, a, b}, {c, d}]", "False"),
                     ("ContainsAny[{1, 2, 3}, {}]", "False"),
                     ("ContainsAny[{1., 2}, {1}, SameTest -> Equal]", "True"),
                     ("ContainsAny[{1., 2}, {1}]", "False"),
                     ("ContainsAny[{c}][{a, b, c}]", "True")]),
    "ContainsAll": ("ContainsAll[e1, e2] yields True if e1 contains all of the elements of "
                    "e2; ContainsAll[e2] is the operator form.",
                    lambda a, b, same: all(_contains(a, x, same) for x in b),
                    [("ContainsAll[{b, a, b, c}, {a, b}]", "True"),
                     ("ContainsAll[{b, a, b, c}, {a, d}]", "False"),
                     ("ContainsAll[{1, 2}, {}]", "True"),
                     ("ContainsAll[{1, 2, 3}, {3., 1}, SameTest -> Equal]", "True"),
                     ("ContainsAll[{a, b}][{b, a, c}]", "True")]),
    "ContainsNone": ("ContainsNone[e1, e2] yields True if e1 contains none of the elements "
                     "of e2; ContainsNone[e2] is the operator form.",
                     lambda a, b, same: not any(_contains(a, x, same) for x in b),
                     [("ContainsNone[{b, a, b}, {c, d}]", "True"),
                      ("ContainsNone[{b, a, b}, {a, d}]", "False"),
                      ("ContainsNone[{}, {a}]", "True"),
                      ("ContainsNone[{1, 2}, {2.}, SameTest -> Equal]", "False"),
                      ("ContainsNone[{x}][{y, z}]", "True")]),
    "ContainsExactly": ("ContainsExactly[e1, e2] yields True if e1 contains exactly the same "
                        "elements as e2 (in any order and multiplicity).",
                        lambda a, b, same: all(_contains(a, x, same) for x in b) and all(
                            _contains(b if same is not None else set(b), x, same)
                            for x in a),
                        [("ContainsExactly[{b, a, b}, {a, b}]", "True"),
                         ("ContainsExactly[{b, a, c}, {a, b}]", "False"),
                         ("ContainsExactly[{a}, {a, b}]", "False"),
                         ("ContainsExactly[{}, {}]", "True"),
                         ("ContainsExactly[{1, 2.}, {2, 1}, SameTest -> Equal]", "True"),
                         ("ContainsExactly[{a, b}][{b, b, a}]", "True")]),
    "ContainsOnly": ("ContainsOnly[e1, e2] yields True if e1 contains only elements that "
                     "appear in e2.",
                     lambda a, b, same: all(
                         _contains(b if same is not None else set(b), x, same) for x in a),
                     [("ContainsOnly[{b, a, b}, {a, b, c}]", "True"),
                      ("ContainsOnly[{b, a, d}, {a, b, c}]", "False"),
                      ("ContainsOnly[{}, {a}]", "True"),
                      ("ContainsOnly[{1., 2}, {1, 2}, SameTest -> Equal]", "True"),
                      ("ContainsOnly[{a, b}][{a, a}]", "True"),
                      ("ContainsOnly[x, {a}]", "ContainsOnly[x, {a}]",
                       ["ContainsOnly::list: List expected at position 1 in "
                        "ContainsOnly[x, {a}]."])]),
}


def _register_contains(name, doc, decide, examples):
    @builtin(name, nargs=(1, 2), options={"SameTest": "Automatic"}, usage=doc,
             examples=examples)
    def fn(ev, expr):
        return _containment(ev, expr, name, decide)
    operator_form(name)
    return fn


for _name, (_doc, _decide, _examples) in _CONTAINS.items():
    _register_contains(_name, _doc, _decide, _examples)


@builtin("SubsetQ", nargs=2, messages={"heads": HEADS_MESSAGE},
         usage="SubsetQ[list1, list2] yields True if list2 is a subset of list1 (every "
               "element of list2 is an element of list1).",
         examples=[("SubsetQ[{a, b, c, d}, {a, d}]", "True"),
                   ("SubsetQ[{a, b, c, d}, {a, e}]", "False"),
                   ("SubsetQ[{a, b}, {}]", "True"),
                   ("SubsetQ[{a}, {a, a, a}]", "True"),
                   ("SubsetQ[f[a, b], f[b]]", "True"),
                   ("SubsetQ[{1, 2}, {1.}]", "False"),
                   ("SubsetQ[x, {a}]", "SubsetQ[x, {a}]",
                    ["SubsetQ::normal: Nonatomic expression expected at position 1 in "
                     "SubsetQ[x, {a}]."]),
                   ("SubsetQ[{a}, f[a]]", "SubsetQ[{a}, f[a]]",
                    ["SubsetQ::heads: Heads List and f at positions 1 and 2 are expected "
                     "to be the same."])])
def subset_q(ev, expr):
    a, b = expr.args
    for i, x in enumerate((a, b)):
        if x.is_atom:
            ev.message("SubsetQ", "normal", Integer(i + 1), expr)
            return None
    if a.head != b.head:
        ev.message("SubsetQ", "heads", a.head, b.head, Integer(1), Integer(2))
        return None
    items = set(a.args)
    return TRUE if all(x in items for x in b.args) else FALSE
