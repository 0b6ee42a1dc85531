"""Folds that stop, look back or carry a state: FoldWhile, FoldWhileList, SequenceFoldList,
FoldPair, FoldPairList.

(Fold and FoldList are in iteration.py.)"""

from mathilda.algorithms.lists.common import is_list, machine_int, make_list
from mathilda.core.expr import Expression, Integer, S, TRUE
from mathilda.core.registry import builtin


def _fold_while(ev, expr, name):
    """The list of values FoldWhileList gives, or None after a message."""
    args = expr.args
    if len(args) == 3:
        f, lst, test = args
        if lst.is_atom:
            ev.message(name, "normal", Integer(2), expr)
            return None
        if not lst.args:
            return []
        x, items, m = lst.args[0], lst.args[1:], 1
    else:
        f, x, lst, test = args[:4]
        m = 1
        if len(args) == 5:
            m = machine_int(args[4])
            if args[4] is S.All:
                m = None
            elif m is None or m < 1:
                ev.message(name, "intp", expr, Integer(5))
                return None
        if lst.is_atom:
            ev.message(name, "normal", Integer(3), expr)
            return None
        items = lst.args
    values = [x]

    def ok():
        recent = values if m is None else values[-m:]
        if m is not None and len(recent) < m:
            return True
        return ev.evaluate(Expression(test, tuple(recent))) is TRUE

    if not ok():
        return values
    for a in items:
        ev.check_interrupt()
        values.append(ev.evaluate(Expression(f, (values[-1], a))))
        if not ok():
            break
    return values


_DOC = ("`1`[f, x, {a1, a2, ...}, test] applies f cumulatively (f[x, a1], f[f[x, a1], a2], "
        "...) until test of the latest value is not True; `1`[f, {a1, a2, ...}, test] starts "
        "from a1; `1`[f, x, list, test, m] gives test the m most recent values.")


@builtin("FoldWhile", nargs=(3, 5),
         usage=_DOC.replace("`1`", "FoldWhile") + " It gives the first value for which the "
                                                  "test fails (or the last value).",
         examples=[("FoldWhile[Plus, 0, Range[10], # < 20 &]", "21"),
                   ("FoldWhile[f, x, {a, b, c}, True &]", "f[f[f[x, a], b], c]"),
                   ("FoldWhile[Times, {1, 2, 3, 4, 5}, # < 10 &]", "24"),
                   ("FoldWhile[Plus, 100, {1, 2}, # < 10 &]", "100"),
                   ("FoldWhile[Plus, 0, {1, 2, 3, 4}, #1 != #2 &, 2]", "10"),
                   ("FoldWhile[Plus, 0, {}, True &]", "0"),
                   ("FoldWhile[Plus, 0, x, True &]", "FoldWhile[Plus, 0, x, True & ]",
                    ["FoldWhile::normal: Nonatomic expression expected at position 3 in "
                     "FoldWhile[Plus, 0, x, True & ]."])])
def fold_while(ev, expr):
    values = _fold_while(ev, expr, "FoldWhile")
    if values is None:
        return None
    return values[-1] if values else Expression(S.FoldWhile, expr.args)


@builtin("FoldWhileList", nargs=(3, 5),
         usage=_DOC.replace("`1`", "FoldWhileList") + " It gives the list of the values, "
                                                      "ending with the first that fails.",
         examples=[("FoldWhileList[Plus, 0, Range[10], # < 20 &]",
                    "{0, 1, 3, 6, 10, 15, 21}"),
                   ("FoldWhileList[f, x, {a, b}, True &]", "{x, f[x, a], f[f[x, a], b]}"),
                   ("FoldWhileList[Times, {1, 2, 3, 4, 5}, # < 10 &]", "{1, 2, 6, 24}"),
                   ("FoldWhileList[Plus, 100, {1, 2}, # < 10 &]", "{100}"),
                   ("FoldWhileList[Plus, 0, {1, 2, 3}, Less, 2]", "{0, 1, 3, 6}"),
                   ("FoldWhileList[Plus, {}, True &]", "{}")])
def fold_while_list(ev, expr):
    values = _fold_while(ev, expr, "FoldWhileList")
    if values is None:
        return None
    return make_list(values)


@builtin("SequenceFoldList", nargs=(2, 3),
         messages={"init": "The initial values `1` should be a nonempty list."},
         usage="SequenceFoldList[f, {x1, ..., xn}, {a1, a2, ...}] gives {x1, ..., xn, "
               "f[x1, ..., xn, a1], f[x2, ..., xn, f[x1, ..., xn, a1], a2], ...}: each new "
               "value from the n most recent ones and the next ai; SequenceFoldList[f, "
               "{x1, a1, a2, ...}] starts from x1.",
         examples=[("SequenceFoldList[f, {x1, x2}, {a1, a2}]",
                    "{x1, x2, f[x1, x2, a1], f[x2, f[x1, x2, a1], a2]}"),
                   ("SequenceFoldList[#1 + #2 &, {1, 1}, {0, 0, 0, 0}]",
                    "{1, 1, 2, 3, 5, 8}"),
                   ("SequenceFoldList[f, {x}, {a, b}]", "{x, f[x, a], f[f[x, a], b]}"),
                   ("SequenceFoldList[f, {x, y}, {}]", "{x, y}"),
                   ("SequenceFoldList[Plus, {0, 0, 1}, Range[3]]", "{0, 0, 1, 2, 5, 11}"),
                   ("SequenceFoldList[f, {}, {a}]", "SequenceFoldList[f, {}, {a}]",
                    ["SequenceFoldList::init: The initial values {} should be a nonempty "
                     "list."])])
def sequence_fold_list(ev, expr):
    args = expr.args
    f = args[0]
    if len(args) == 2:
        lst = args[1]
        if not is_list(lst) or not lst.args:
            ev.message("SequenceFoldList", "init", lst)
            return None
        init, items = lst.args[:1], lst.args[1:]
    else:
        init_l, lst = args[1], args[2]
        if not is_list(init_l) or not init_l.args:
            ev.message("SequenceFoldList", "init", init_l)
            return None
        if lst.is_atom:
            ev.message("SequenceFoldList", "normal", Integer(3), expr)
            return None
        init, items = init_l.args, lst.args
    n = len(init)
    values = list(init)
    for a in items:
        ev.check_interrupt()
        values.append(ev.evaluate(Expression(f, tuple(values[-n:]) + (a,))))
    return make_list(values)


# --- FoldPair, FoldPairList ------------------------------------------------------------------

def _fold_pairs(ev, expr, name):
    """The list of pairs {x_i, y_i} f gives, or None after a message."""
    f, y, lst = expr.args[:3]
    if lst.is_atom:
        ev.message(name, "normal", Integer(3), expr)
        return None
    pairs = []
    for a in lst.args:
        ev.check_interrupt()
        r = ev.evaluate(Expression(f, (y, a)))
        if not is_list(r) or len(r.args) != 2:
            ev.message(name, "pair", Expression(f, (y, a)), r)
            return None
        pairs.append(r)
        y = r.args[1]
    return pairs


def _pair_value(ev, expr, pair):
    if len(expr.args) == 4:
        return ev.evaluate(Expression(expr.args[3], (pair,)))
    return pair.args[0]


_PAIR = {"pair": "`1` gave `2`, which is not a list {value, state} of length 2."}


@builtin("FoldPairList", nargs=(3, 4), messages=_PAIR,
         usage="FoldPairList[f, y0, {a1, a2, ...}] gives the list of successive xi, where "
               "f[y(i-1), ai] gives {xi, yi}; FoldPairList[f, y0, list, g] gives "
               "g[{xi, yi}] instead of xi.",
         examples=[("FoldPairList[{#1 + #2, #1 - #2} &, 1, {a, b}]",
                    "{1 + a, 1 - a + b}"),
                   ("FoldPairList[TakeDrop, Range[10], {2, 3, 5}]",
                    "{{1, 2}, {3, 4, 5}, {6, 7, 8, 9, 10}}"),
                   ("FoldPairList[{Quotient[#1, #2], Mod[#1, #2]} &, 1000, {500, 100, 50}]",
                    "{2, 0, 0}"),
                   ("FoldPairList[{#1, #1 + #2} &, 0, {1, 2, 3}, Last]", "{1, 3, 6}"),
                   ("FoldPairList[{#1, #1 + #2} &, 0, {1, 2, 3}]", "{0, 1, 3}"),
                   ("FoldPairList[f, x, {}]", "{}"),
                   ("FoldPairList[f, x, {a}]", "FoldPairList[f, x, {a}]",
                    ["FoldPairList::pair: f[x, a] gave f[x, a], which is not a list {value, "
                     "state} of length 2."])])
def fold_pair_list(ev, expr):
    pairs = _fold_pairs(ev, expr, "FoldPairList")
    if pairs is None:
        return None
    return make_list([_pair_value(ev, expr, p) for p in pairs])


@builtin("FoldPair", nargs=(3, 4), messages=_PAIR,
         usage="FoldPair[f, y0, list] gives the last xi of FoldPairList[f, y0, list]; "
               "FoldPair[f, y0, list, g] gives g[{xn, yn}].",
         examples=[("FoldPair[{#1 + #2, #1 - #2} &, 1, {a, b}]", "1 - a + b"),
                   ("FoldPair[{#1, #1 + #2} &, 0, {1, 2, 3}]", "3"),
                   ("FoldPair[{#1, #1 + #2} &, 0, {1, 2, 3}, Last]", "6"),
                   ("FoldPair[TakeDrop, Range[6], {2, 3}]", "{3, 4, 5}"),
                   ("FoldPair[{#2, #1 #2} &, 1, Range[5], Identity]", "{5, 120}"),
                   ("FoldPair[f, x, {}]", "FoldPair[f, x, {}]")])
def fold_pair(ev, expr):
    pairs = _fold_pairs(ev, expr, "FoldPair")
    if pairs is None:
        return None
    if not pairs:
        return None
    return _pair_value(ev, expr, pairs[-1])
