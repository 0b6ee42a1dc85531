"""Iterated application: Nest, NestList, NestWhile, NestWhileList, FixedPoint,
FixedPointList, Fold, FoldList.

Each step must see the previous result evaluated, so these evaluate f once per step (the
only per-element evaluator calls among the functional builtins)."""

from mathilda.algorithms.lists.common import (is_infinity, is_list, machine_int, make_list,
                                            nonneg_machine_int, split_opts)
from mathilda.builtins.language.logic import same_q
from mathilda.builtins.language.control import apply_function
from mathilda.algorithms.language.slotfill import apply_filled, slot_filler
from mathilda.core.expr import Expression, Integer, S, TRUE
from mathilda.core.registry import builtin
from mathilda.algorithms.compile import compiled_loop

INTNM = "Non-negative machine-sized integer expected at position `2` in `1`."


def _count_arg(ev, name, expr, pos):
    n = nonneg_machine_int(expr.args[pos - 1])
    if n is None:
        ev.message(name, "intnm", expr, Integer(pos))
    return n


@builtin("Nest", nargs=3, messages={"intnm": INTNM},
         usage="Nest[f, expr, n] gives f applied n times to expr.",
         examples=[("Nest[f, x, 3]", "f[f[f[x]]]"), ("Nest[2 # &, 1, 10]", "1024"),
                   ("Nest[f, x, 0]", "x"),
                   ("Nest[f, x, -1]", "Nest[f, x, -1]",
                    ["Nest::intnm: Non-negative machine-sized integer expected at position 3 "
                     "in Nest[f, x, -1]."])])
def nest(ev, expr):
    r = compiled_loop(ev, expr)
    if r is not None:
        return r
    f, x, _ = expr.args
    n = _count_arg(ev, "Nest", expr, 3)
    if n is None:
        return None
    for _ in range(n):
        ev.check_interrupt()
        x = apply_function(ev, f, (x,))
    return x


@builtin("NestList", nargs=3, messages={"intnm": INTNM},
         usage="NestList[f, expr, n] gives {expr, f[expr], f[f[expr]], ...} with n "
               "applications of f.",
         examples=[("NestList[f, x, 2]", "{x, f[x], f[f[x]]}"),
                   ("NestList[2 # &, 1, 4]", "{1, 2, 4, 8, 16}"),
                   ("NestList[f, x, a]", "NestList[f, x, a]",
                    ["NestList::intnm: Non-negative machine-sized integer expected at "
                     "position 3 in NestList[f, x, a]."])])
def nest_list(ev, expr):
    r = compiled_loop(ev, expr)
    if r is not None:
        return r
    f, x, _ = expr.args
    n = _count_arg(ev, "NestList", expr, 3)
    if n is None:
        return None
    if not ev.check_size(n + 1, "NestList"):
        return None
    out = [x]
    for _ in range(n):
        ev.check_interrupt()
        x = apply_function(ev, f, (x,))
        out.append(x)
    return make_list(out)


def _nest_while(ev, expr, name):
    """The list of results NestWhile generates (before the extra n steps), or None."""
    args = expr.args
    f, x, test = args[0], args[1], args[2]
    mmin, m = 1, 1
    if len(args) > 3:
        spec = args[3]
        if spec is S.All:
            mmin, m = 1, None
        elif nonneg_machine_int(spec):
            mmin = m = spec.value
        elif is_list(spec) and len(spec.args) == 2 and nonneg_machine_int(spec.args[0]) \
                is not None and (spec.args[1] is S.All or nonneg_machine_int(spec.args[1])):
            mmin = spec.args[0].value
            m = None if spec.args[1] is S.All else spec.args[1].value
        else:
            ev.message(name, "intnm", expr, Integer(4))
            return None
    limit = None
    if len(args) > 4 and not is_infinity(args[4]):
        limit = nonneg_machine_int(args[4])
        if limit is None:
            ev.message(name, "intnm", expr, Integer(5))
            return None
    results = [x]
    steps = 0
    while True:
        if len(results) >= mmin:
            window = results if m is None else results[-m:]
            if apply_function(ev, test, tuple(window)) is not TRUE:
                break
        if limit is not None and steps >= limit:
            break
        ev.check_interrupt()
        results.append(apply_function(ev, f, (results[-1],)))
        steps += 1
    if len(args) > 5:
        extra = machine_int(args[5])
        if extra is None:
            return None
        if extra >= 0:
            for _ in range(extra):
                results.append(apply_function(ev, f, (results[-1],)))
        else:
            results = results[:len(results) + extra] or results[:1]
    return results


_NW_USAGE = ("%s[f, expr, test] applies f repeatedly, starting with expr, while test "
             "applied to the latest result gives True; %s[f, expr, test, m] gives test the "
             "m most recent results (All: every result); %s[f, expr, test, m, max] applies "
             "f at most max times; a sixth argument n applies f n more times (or goes back "
             "-n steps).")


@builtin("NestWhile", nargs=(3, 6), messages={"intnm": INTNM},
         usage=_NW_USAGE % ("NestWhile", "NestWhile", "NestWhile") + " It gives the last "
                                                                     "result.",
         examples=[("NestWhile[#/2 &, 40, EvenQ]", "5"),
                   ("NestWhile[# + 1 &, 1, # < 5 &]", "5"),
                   ("NestWhile[f, x, True &, 1, 3]", "f[f[f[x]]]"),
                   ("NestWhile[Floor[#/2] &, 10, UnsameQ, 2]", "0"),
                   ("NestWhile[f, x, g, -1]", "NestWhile[f, x, g, -1]",
                    ["NestWhile::intnm: Non-negative machine-sized integer expected at "
                     "position 4 in NestWhile[f, x, g, -1]."])])
def nest_while(ev, expr):
    r = _nest_while(ev, expr, "NestWhile")
    return None if r is None else r[-1]


@builtin("NestWhileList", nargs=(3, 6), messages={"intnm": INTNM},
         usage=_NW_USAGE % ("NestWhileList", "NestWhileList", "NestWhileList") +
         " It gives the list of all results.",
         examples=[("NestWhileList[#/2 &, 40, EvenQ]", "{40, 20, 10, 5}"),
                   ("NestWhileList[f, x, True &, 1, 2]", "{x, f[x], f[f[x]]}"),
                   ("NestWhileList[f, x, g, 1, -2]", "NestWhileList[f, x, g, 1, -2]",
                    ["NestWhileList::intnm: Non-negative machine-sized integer expected at "
                     "position 5 in NestWhileList[f, x, g, 1, -2]."])])
def nest_while_list(ev, expr):
    r = _nest_while(ev, expr, "NestWhileList")
    return None if r is None else make_list(r)


def _fixed_point(ev, expr, name):
    pos, opts = split_opts(ev, expr, 2, ("SameTest",), nargs=(2, 3))
    if pos is None:
        return None
    f, x = pos[0], pos[1]
    limit = None
    if len(pos) == 3 and not is_infinity(pos[2]):
        limit = nonneg_machine_int(pos[2])
        if limit is None:
            ev.message(name, "intnm", expr, Integer(3))
            return None
    test = opts.get("SameTest")
    if test is S.Automatic:
        test = None
    results = [x]
    steps = 0
    fill = slot_filler(f, 1)
    while limit is None or steps < limit:
        ev.check_interrupt()
        y = apply_function(ev, f, (x,)) if fill is None else apply_filled(ev, f, fill, (x,))
        results.append(y)
        steps += 1
        if test is None:
            same = same_q(x, y)
        else:
            same = apply_function(ev, test, (x, y)) is TRUE
        if same:
            break
        x = y
    return results


@builtin("FixedPoint", options={"SameTest": "Automatic"}, messages={"intnm": INTNM},
         usage="FixedPoint[f, expr] applies f repeatedly until the result no longer "
               "changes (SameQ, or the SameTest option); FixedPoint[f, expr, n] stops after "
               "at most n steps.",
         examples=[("FixedPoint[Floor[#/2] &, 100]", "0"),
                   ("FixedPoint[f, x, 2]", "f[f[x]]"),
                   ("FixedPoint[Min[# + 1, 5] &, 1]", "5"),
                   ("FixedPoint[f, x, -1]", "FixedPoint[f, x, -1]",
                    ["FixedPoint::intnm: Non-negative machine-sized integer expected at "
                     "position 3 in FixedPoint[f, x, -1]."])])
def fixed_point(ev, expr):
    r = compiled_loop(ev, expr)
    if r is not None:
        return r
    r = _fixed_point(ev, expr, "FixedPoint")
    return None if r is None else r[-1]


@builtin("FixedPointList", options={"SameTest": "Automatic"}, messages={"intnm": INTNM},
         usage="FixedPointList[f, expr] gives {expr, f[expr], ...} until the result no "
               "longer changes (the last two elements are the same); FixedPointList[f, "
               "expr, n] stops after at most n steps.",
         examples=[("FixedPointList[Floor[#/2] &, 10]", "{10, 5, 2, 1, 0, 0}"),
                   ("FixedPointList[f, x, 2]", "{x, f[x], f[f[x]]}"),
                   ("FixedPointList[f, x, y]", "FixedPointList[f, x, y]",
                    ["FixedPointList::intnm: Non-negative machine-sized integer expected at "
                     "position 3 in FixedPointList[f, x, y]."])])
def fixed_point_list(ev, expr):
    r = _fixed_point(ev, expr, "FixedPointList")
    return None if r is None else make_list(r)


def _fold_args(ev, expr, name):
    args = expr.args
    if len(args) == 2:
        lst = args[1]
        if lst.is_atom:
            ev.message(name, "normal", Integer(2), expr)
            return None
        if not lst.args:
            return None
        return args[0], lst.args[0], lst.args[1:]
    lst = args[2]
    if lst.is_atom:
        ev.message(name, "normal", Integer(3), expr)
        return None
    return args[0], args[1], lst.args


@builtin("Fold", nargs=(1, 3),
         usage="Fold[f, x, {a, b, c}] gives f[f[f[x, a], b], c]; Fold[f, {a, b, c}] "
               "starts with a; Fold[f] is the operator form.",
         examples=[("Fold[f, x, {a, b, c}]", "f[f[f[x, a], b], c]"),
                   ("Fold[Plus, 0, {1, 2, 3}]", "6"), ("Fold[f, {a, b}]", "f[a, b]"),
                   ("Fold[f, x, {}]", "x"), ("Fold[f][{a, b}]", "f[a, b]"),
                   ("Fold[f, x, y]", "Fold[f, x, y]",
                    ["Fold::normal: Nonatomic expression expected at position 3 in "
                     "Fold[f, x, y]."])])
def fold(ev, expr):
    if len(expr.args) == 1:
        return None
    r = _fold_args(ev, expr, "Fold")
    if r is None:
        return None
    f, x, items = r
    fill = slot_filler(f, 2)
    if fill is None:
        for a in items:
            ev.check_interrupt()
            x = apply_function(ev, f, (x, a))
        return x
    for a in items:
        ev.check_interrupt()
        x = apply_filled(ev, f, fill, (x, a))
    return x


@builtin("FoldList", nargs=(1, 3),
         usage="FoldList[f, x, {a, b, c}] gives {x, f[x, a], f[f[x, a], b], ...}; "
               "FoldList[f, {a, b, c}] starts with a; FoldList[f] is the operator form.",
         examples=[("FoldList[f, x, {a, b}]", "{x, f[x, a], f[f[x, a], b]}"),
                   ("FoldList[Plus, 0, {1, 2, 3}]", "{0, 1, 3, 6}"),
                   ("FoldList[f, {a, b, c}]", "{a, f[a, b], f[f[a, b], c]}"),
                   ("FoldList[f, {}]", "{}"),
                   ("FoldList[f, x, y]", "FoldList[f, x, y]",
                    ["FoldList::normal: Nonatomic expression expected at position 3 in "
                     "FoldList[f, x, y]."])])
def fold_list(ev, expr):
    args = expr.args
    if len(args) == 1:
        return None
    if len(args) == 2 and not args[1].is_atom and not args[1].args:
        return Expression(args[1].head, ())
    r = _fold_args(ev, expr, "FoldList")
    if r is None:
        return None
    f, x, items = r
    out = [x]
    fill = slot_filler(f, 2)
    for a in items:
        ev.check_interrupt()
        x = apply_function(ev, f, (x, a)) if fill is None else apply_filled(ev, f, fill, (x, a))
        out.append(x)
    return make_list(out)


def _fold_operator(name):
    def sub(ev, expr):
        h = expr.head
        if h.head is not S[name] or len(h.args) != 1 or len(expr.args) not in (1, 2):
            return None
        return Expression(h.head, h.args + expr.args)
    builtin(name, sub=True)(sub)


_fold_operator("Fold")
_fold_operator("FoldList")
