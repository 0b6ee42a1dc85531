"""Functional programming: Map, MapAll, MapAt, MapIndexed, MapThread, Apply, Scan, Thread,
Through, Comap, ComapApply, Operate, MapApply, Composition, RightComposition, Identity, Sow, Reap.

(Nest, Fold, FixedPoint and friends live in iteration.py.)

Map, Apply and friends build the new expression and return it: the evaluator then
evaluates it once, so no builtin here calls the evaluator per element.
"""

from mathilda.algorithms.lists.common import (LIST, is_list, level_args, machine_int,
                                            make_list, matcher, nonneg_machine_int,
                                            operator_form, split_opts, walk_levels)
from mathilda.algorithms.lists.specs import position_list, resolve_position
from mathilda.core.evaluation import ReturnSignal
from mathilda.core.expr import Expression, Integer, S, TRUE
from mathilda.core.levels import INF, depth, in_levels, map_levels
from mathilda.core.parts import PartError
from mathilda.core.registry import builtin

PARTW = "Part `1` of `2` does not exist."


def _map_association(ev, f, x):
    try:
        from mathilda.core.association import map_association
    except ImportError:  # pragma: no cover - associations not available
        return None
    return map_association(ev, f, x)


# --- Map, MapAll -----------------------------------------------------------------------------

@builtin("Map", options={"Heads": "False"},
         usage="Map[f, expr] or f /@ expr applies f to each element of expr; Map[f, expr, "
               "levelspec] to the parts at the given levels (bottom up); Map[f] is the "
               "operator form.",
         examples=[("Map[f, {a, b, c}]", "{f[a], f[b], f[c]}"),
                   ("f /@ g[x, y]", "g[f[x], f[y]]"),
                   ("Map[f, {{a, b}, {c}}, {2}]", "{{f[a], f[b]}, {f[c]}}"),
                   ("Map[f, {a, {b}}, {-1}]", "{f[a], {f[b]}}"),
                   ("Map[f, {{a}}, {0, 1}]", "f[{f[{a}]}]"), ("Map[f, x]", "x"),
                   ("Map[g][{1, 2}]", "{g[1], g[2]}"),
                   ("Map[f, {a}, x]", "Map[f, {a}, x]",
                    ["Map::level: Level specification x is not of the form n, {n}, or {m, "
                     "n}."])])
def map_(ev, expr):
    args = level_args(ev, expr, "Map", (1, 1))
    if args is None:
        return None
    pos, opts, lv = args
    f, x = pos[0], pos[1]
    heads = opts.get("Heads") is TRUE
    if lv == (1, 1) and not heads:
        if x.is_atom:
            return x
        if x.head is S.Association:
            return _map_association(ev, f, x)
        return Expression(x.head, tuple([Expression(f, (a,)) for a in x.args]))
    return map_levels(x, lambda sub, level: Expression(f, (sub,)), lv[0], lv[1], heads)


operator_form("Map", first=True)


@builtin("MapAll", options={"Heads": "False"},
         usage="MapAll[f, expr] or f //@ expr applies f to every subexpression of expr, "
               "bottom up (Map[f, expr, {0, Infinity}]).",
         examples=[("MapAll[f, {a, {b}}]", "f[{f[a], f[{f[b]}]}]"),
                   ("MapAll[f, x]", "f[x]"),
                   ("MapAll[f]", "MapAll[f]",
                    ["MapAll::argr: MapAll called with 1 argument; 2 arguments are "
                     "expected."])])
def map_all(ev, expr):
    pos, opts = split_opts(ev, expr, 2, nargs=(2, 2))
    if pos is None:
        return None
    f, x = pos
    heads = opts.get("Heads") is TRUE
    return map_levels(x, lambda sub, level: Expression(f, (sub,)), 0, INF, heads)


# --- MapAt -----------------------------------------------------------------------------------

def _map_at(x, pos, f):
    if not pos:
        return Expression(f, (x,))
    j = pos[0]
    if j == 0:
        return Expression(_map_at(x.head, pos[1:], f), x.args)
    args = list(x.args)
    args[j - 1] = _map_at(args[j - 1], pos[1:], f)
    return Expression(x.head, tuple(args))


@builtin("MapAt", nargs=(2, 3),
         messages={"partw": PARTW,
                   "psl": "Position specification `1` in `2` is not a machine-sized integer "
                          "or a list of machine-sized integers."},
         usage="MapAt[f, expr, n] applies f to the element at position n of expr (negative "
               "n counts from the end); MapAt[f, expr, {i, j, ...}] to a deeper part; "
               "MapAt[f, expr, {{i1, ...}, {i2, ...}}] to several parts; MapAt[f, pos] is "
               "the operator form.",
         examples=[("MapAt[f, {a, b, c}, 2]", "{a, f[b], c}"),
                   ("MapAt[f, {a, b, c}, -1]", "{a, b, f[c]}"),
                   ("MapAt[f, {a, {b, c}}, {2, 1}]", "{a, {f[b], c}}"),
                   ("MapAt[f, {a, b, c}, {{1}, {3}}]", "{f[a], b, f[c]}"),
                   ("MapAt[f, 2][{a, b}]", "{a, f[b]}"),
                   ("MapAt[f, {a, b, c}, {}]", "{a, b, c}"),
                   ("MapAt[f, {a, b, c}, {{}}]", "f[{a, b, c}]"),
                   ("MapAt[f, {a, b}, 3]", "MapAt[f, {a, b}, 3]",
                    ["MapAt::partw: Part 3 of {a, b} does not exist."])])
def map_at(ev, expr):
    args = expr.args
    if len(args) == 2:
        return None
    f, x, spec = args
    return _map_at_positions(ev, "MapAt", f, x, spec, expr)


def _map_at_positions(ev, name, f, x, spec, expr):
    if isinstance(spec, Expression) and spec.head is S.List and not spec.args:
        return x            # {} is an empty list of positions ({{}} is the whole expr)
    positions = position_list(spec)
    if positions is None:
        ev.message(name, "psl", spec, expr)
        return None
    try:
        resolved = [resolve_position(x, p) for p in positions]
    except PartError as e:
        ev.message(name, "partw", *e.args_)
        return None
    for p in resolved:
        x = _map_at(x, p, f)
    return x


def _map_at_operator(ev, expr):
    h = expr.head
    if h.head is S.MapAt and len(h.args) == 2 and len(expr.args) == 1:
        return Expression(S.MapAt, (h.args[0], expr.args[0], h.args[1]))
    return None


builtin("MapAt", sub=True)(_map_at_operator)


@builtin("ReplaceAt", nargs=(2, 3),
         messages={"partw": PARTW,
                   "psl": "Position specification `1` in `2` is not a machine-sized integer "
                          "or a list of machine-sized integers."},
         usage="ReplaceAt[expr, rules, n] applies rules to the element at position n of "
               "expr (as Replace does, to that element as a whole); ReplaceAt[expr, rules, "
               "{i, j, ...}] to a deeper part; ReplaceAt[expr, rules, {{i1, ...}, ...}] to "
               "several parts; ReplaceAt[rules, n] is the operator form.",
         examples=[("ReplaceAt[{a, b, c}, x_ :> f[x], 2]", "{a, f[b], c}"),
                   ("ReplaceAt[{a, a, a}, a -> x, {{1}, {3}}]", "{x, a, x}"),
                   ("ReplaceAt[{a, {a, b}}, a -> x, {2, 1}]", "{a, {x, b}}"),
                   ("ReplaceAt[{1, 2, 3}, n_ :> n^2, -1]", "{1, 2, 9}"),
                   ("ReplaceAt[{a, b}, c -> d, 1]", "{a, b}"),
                   ("ReplaceAt[f[x, y], {x -> 1, y -> 2}, 2]", "f[x, 2]"),
                   ("ReplaceAt[a -> x, 1][{a, a}]", "{x, a}"),
                   ("ReplaceAt[{a, b}, a -> x, 3]", "ReplaceAt[{a, b}, a -> x, 3]",
                    ["ReplaceAt::partw: Part 3 of {a, b} does not exist."])])
def replace_at(ev, expr):
    args = expr.args
    if len(args) == 2:
        return None
    x, rules, spec = args
    return _map_at_positions(ev, "ReplaceAt", Expression(S.Replace, (rules,)), x, spec, expr)


def _replace_at_operator(ev, expr):
    h = expr.head
    if h.head is S.ReplaceAt and len(h.args) == 2 and len(expr.args) == 1:
        return Expression(S.ReplaceAt, (expr.args[0],) + h.args)
    return None


builtin("ReplaceAt", sub=True)(_replace_at_operator)


# --- MapIndexed ------------------------------------------------------------------------------

def _map_indexed(x, f, lo, hi, level, pos):
    new = x
    need_depth = lo < 0 or hi < 0
    if not x.is_atom and (hi == INF or hi < 0 or level < hi):
        args = tuple(_map_indexed(a, f, lo, hi, level + 1, pos + (i,))
                     for i, a in enumerate(x.args, 1))
        new = Expression(x.head, args)
    d = depth(x) if need_depth else 0
    if in_levels(level, d, lo, hi):
        return Expression(f, (new, make_list(Integer(i) for i in pos)))
    return new


@builtin("MapIndexed", options={"Heads": "False"},
         usage="MapIndexed[f, expr] applies f to each element of expr, giving it the "
               "element's position {i} as a second argument; MapIndexed[f, expr, levelspec] "
               "at the given levels.",
         examples=[("MapIndexed[f, {a, b}]", "{f[a, {1}], f[b, {2}]}"),
                   ("MapIndexed[f, {{a}}, {2}]", "{{f[a, {1, 1}]}}"),
                   ("MapIndexed[f, x, {0}]", "f[x, {}]"),
                   ("MapIndexed[g][{a}]", "{g[a, {1}]}"),
                   ("MapIndexed[f, {a}, z]", "MapIndexed[f, {a}, z]",
                    ["MapIndexed::level: Level specification z is not of the form n, {n}, "
                     "or {m, n}."])])
def map_indexed(ev, expr):
    args = level_args(ev, expr, "MapIndexed", (1, 1))
    if args is None:
        return None
    pos, opts, lv = args
    f, x = pos[0], pos[1]
    return _map_indexed(x, f, lv[0], lv[1], 0, ())


operator_form("MapIndexed", first=True)


# --- MapThread -------------------------------------------------------------------------------

class _ThreadError(Exception):
    def __init__(self, tag, *args):
        self.tag = tag
        self.args_ = args


def _map_thread(f, items, n, expr, path):
    if n == 0:
        return Expression(f, tuple(items))
    m = None
    for i, x in enumerate(items):
        if x.is_atom:
            raise _ThreadError("mptd", x, Integer(i + 1), expr, Integer(len(path)),
                               Integer(len(path) + n))
        if m is None:
            m = len(x.args)
        elif len(x.args) != m:
            raise _ThreadError("mptc", Integer(1), Integer(i + 1), expr,
                               Integer(len(items[0].args)), Integer(len(x.args)))
    head = items[0].head if items else LIST
    return Expression(head, tuple(_map_thread(f, [x.args[k] for x in items], n - 1, expr,
                                              path + (k,)) for k in range(m or 0)))


@builtin("MapThread", nargs=(1, 3),
         messages={"mptc": "Incompatible dimensions of objects at positions {2, `1`} and "
                           "{2, `2`} of `3`; dimensions are `4` and `5`.",
                   "mptd": "Object `1` at position {2, `2`} in `3` has only `4` of required "
                           "`5` dimensions.",
                   "intnm": "Non-negative machine-sized integer expected at position `2` in "
                            "`1`."},
         usage="MapThread[f, {{a1, a2, ...}, {b1, b2, ...}, ...}] gives {f[a1, b1, ...], "
               "f[a2, b2, ...], ...}; MapThread[f, lists, n] threads at level n; "
               "MapThread[f] is the operator form.",
         examples=[("MapThread[f, {{a, b}, {c, d}}]", "{f[a, c], f[b, d]}"),
                   ("MapThread[f, {{{a}}, {{b}}}, 2]", "{{f[a, b]}}"),
                   ("MapThread[f, {}]", "{}"),
                   ("MapThread[f][{{1}, {2}}]", "{f[1, 2]}"),
                   ("MapThread[f, {{a, b}, {c}}]", "MapThread[f, {{a, b}, {c}}]",
                    ["MapThread::mptc: Incompatible dimensions of objects at positions "
                     "{2, 1} and {2, 2} of MapThread[f, {{a, b}, {c}}]; dimensions are 2 "
                     "and 1."]),
                   ("MapThread[f, x]", "MapThread[f, x]",
                    ["MapThread::list: List expected at position 2 in MapThread[f, x]."])])
def map_thread(ev, expr):
    args = expr.args
    if len(args) == 1:
        return None
    f, lists = args[0], args[1]
    n = 1
    if len(args) == 3:
        n = nonneg_machine_int(args[2])
        if n is None:
            ev.message("MapThread", "intnm", expr, Integer(3))
            return None
    if lists.is_atom:
        ev.message("MapThread", "list", expr, Integer(2))
        return None
    try:
        if not lists.args:
            return make_list(())
        return _map_thread(f, list(lists.args), n, expr, ())
    except _ThreadError as e:
        ev.message("MapThread", e.tag, *e.args_)
        return None


operator_form("MapThread", first=True)


# --- Apply -----------------------------------------------------------------------------------

@builtin("Apply", options={"Heads": "False"},
         usage="Apply[f, expr] or f @@ expr replaces the head of expr by f; Apply[f, expr, "
               "levelspec] or f @@@ expr (level 1) replaces heads at the given levels; "
               "Apply[f] is the operator form.",
         examples=[("Apply[f, {a, b}]", "f[a, b]"), ("f @@ g[x, y]", "f[x, y]"),
                   ("f @@@ {{a, b}, {c}}", "{f[a, b], f[c]}"),
                   ("Apply[Plus, {{1, 2}, {3, 4}}, {1}]", "{3, 7}"),
                   ("Apply[f, x]", "x"), ("Apply[g][{1, 2}]", "g[1, 2]"),
                   ("Apply[f, {a}, y]", "Apply[f, {a}, y]",
                    ["Apply::level: Level specification y is not of the form n, {n}, or {m, "
                     "n}."])])
def apply_(ev, expr):
    args = level_args(ev, expr, "Apply", (0, 0))
    if args is None:
        return None
    pos, opts, lv = args
    f, x = pos[0], pos[1]
    if lv == (0, 0):
        if x.is_atom:
            return x
        if x.head is S.Association:
            return Expression(f, tuple(r.args[1] for r in x.args))
        return Expression(f, x.args)
    if lv == (1, 1) and not x.is_atom and x.head is S.Association and hasattr(x, "index"):
        # the values of an association are its level 1
        from mathilda.core.association import make_association
        return make_association([Expression(r.head, (r.args[0], ev.evaluate(
            r.args[1] if r.args[1].is_atom else Expression(f, r.args[1].args))))
            for r in x.args])
    return map_levels(x, lambda sub, level: sub if sub.is_atom else Expression(f, sub.args),
                      lv[0], lv[1])


operator_form("Apply", first=True)


# --- Scan ------------------------------------------------------------------------------------

@builtin("Scan", options={"Heads": "False"},
         usage="Scan[f, expr] evaluates f applied to each element of expr in turn, giving "
               "Null; Scan[f, expr, levelspec] at the given levels; Return[x] inside f ends "
               "the scan with value x.",
         examples=[("t = 0; Scan[(t += #) &, {1, 2, 3}]; t", "6"),
                   ("Scan[If[# > 2, Return[#]] &, {1, 2, 3, 4}]", "3"),
                   ("Scan[f, {1, 2}]", ""),
                   ("Scan[f, {a}, z]", "Scan[f, {a}, z]",
                    ["Scan::level: Level specification z is not of the form n, {n}, or {m, "
                     "n}."])])
def scan(ev, expr):
    args = level_args(ev, expr, "Scan", (1, 1))
    if args is None:
        return None
    pos, opts, lv = args
    f, x = pos[0], pos[1]
    heads = opts.get("Heads") is TRUE
    evaluate = ev.evaluate
    try:
        if lv == (1, 1) and not heads:
            if not x.is_atom:
                for a in x.args:
                    evaluate(Expression(f, (a,)))
        else:
            walk_levels(x, lv[0], lv[1], heads, lambda sub, p: evaluate(Expression(f, (sub,))))
    except ReturnSignal as r:
        if r.tag is not None:
            raise
        return r.value
    return S.Null


operator_form("Scan", first=True)


# --- Thread, Through -------------------------------------------------------------------------

def _thread_positions(ev, spec, n):
    """The 0-based argument positions a Thread spec selects (None if invalid)."""
    v = machine_int(spec)
    if spec is S.All:
        return list(range(n))
    if v is not None:
        return list(range(min(v, n))) if v >= 0 else list(range(max(0, n + v), n))
    if is_list(spec) and 1 <= len(spec.args) <= 2:
        vals = [machine_int(a) for a in spec.args]
        if None in vals:
            return None
        vals = [x + n + 1 if x < 0 else x for x in vals]
        if len(vals) == 1:
            return [vals[0] - 1] if 1 <= vals[0] <= n else []
        return [i - 1 for i in range(vals[0], vals[1] + 1) if 1 <= i <= n]
    return None


@builtin("Thread", nargs=(1, 3),
         usage="Thread[f[args]] threads f over any Lists among args: f[{a, b}, {c, d}] "
               "gives {f[a, c], f[b, d]} (other arguments are repeated); Thread[f[args], "
               "h] threads over objects with head h; Thread[f[args], h, n] only over the "
               "first n arguments.",
         examples=[("Thread[f[{a, b}, {c, d}]]", "{f[a, c], f[b, d]}"),
                   ("Thread[f[{a, b}, x]]", "{f[a, x], f[b, x]}"),
                   ("Thread[{a, b} -> {1, 2}]", "{a -> 1, b -> 2}"),
                   ("Thread[f[g[a, b], c], g]", "g[f[a, c], f[b, c]]"),
                   ("Thread[f[{a, b}, {c, d}], List, 1]", "{f[a, {c, d}], f[b, {c, d}]}"),
                   ("Thread[x]", "x"),
                   ("Thread[f[{a, b}, {c}]]", "Thread[f[{a, b}, {c}]]",
                    ["Thread::tdlen: Objects of unequal length in f[{a, b}, {c}] cannot be "
                     "combined."])])
def thread(ev, expr):
    args = expr.args
    x = args[0]
    if x.is_atom:
        return x
    h = args[1] if len(args) > 1 else LIST
    items = x.args
    sel = range(len(items))
    if len(args) == 3:
        sel = _thread_positions(ev, args[2], len(items))
        if sel is None:
            return None
    sel = set(sel)
    n = None
    for i, a in enumerate(items):
        if i in sel and isinstance(a, Expression) and a.head == h:
            if n is None:
                n = len(a.args)
            elif len(a.args) != n:
                ev.message("Thread", "tdlen", x)
                return None
    if n is None:
        return x
    out = []
    for k in range(n):
        out.append(Expression(x.head, tuple(
            a.args[k] if i in sel and isinstance(a, Expression) and a.head == h else a
            for i, a in enumerate(items))))
    return Expression(h, tuple(out))


@builtin("Through", nargs=(1, 2),
         usage="Through[p[f, g][x]] gives p[f[x], g[x]]; Through[expr, h] only acts when "
               "the outer head p is h.",
         examples=[("Through[p[f, g][x]]", "p[f[x], g[x]]"),
                   ("Through[{f, g}[x, y]]", "{f[x, y], g[x, y]}"),
                   ("Through[p[f][x], q]", "p[f][x]"), ("Through[f[x]]", "f[x]"),
                   ("Through[]", "Through[]",
                    ["Through::argt: Through called with 0 arguments; 1 or 2 arguments are "
                     "expected."])])
def through(ev, expr):
    x = expr.args[0]
    if x.is_atom or x.head.is_atom:
        return x
    p = x.head
    if len(expr.args) == 2 and p.head != expr.args[1]:
        return x
    return Expression(p.head, tuple(Expression(g, x.args) for g in p.args))


# --- Comap, ComapApply -----------------------------------------------------------------------

def _comap(ev, expr, name, build):
    args = level_args(ev, expr, name, (1, 1))
    if args is None:
        return None
    pos, opts, lv = args
    fs, x = pos[0], pos[1]
    if lv == (1, 1):
        if fs.is_atom:
            return fs
        if fs.head is S.Association and hasattr(fs, "index"):
            from mathilda.core.association import make_association
            return make_association([Expression(r.head, (r.args[0],
                                                         ev.evaluate(build(r.args[1], x))))
                                     for r in fs.args])
        return Expression(fs.head, tuple(build(g, x) for g in fs.args))
    return map_levels(fs, lambda sub, level: build(sub, x), lv[0], lv[1], False)


@builtin("Comap", nargs=None,
         usage="Comap[{f1, f2, ...}, x] gives {f1[x], f2[x], ...}; Comap[fs, x, levelspec] "
               "applies the parts of fs at the given levels to x; Comap[fs] is the operator "
               "form.",
         examples=[("Comap[{f, g, h}, x]", "{f[x], g[x], h[x]}"),
                   ("Comap[{Min, Max, Length}, {3, 1, 2}]", "{1, 3, 3}"),
                   ("Comap[p[f, g], x]", "p[f[x], g[x]]"),
                   ("Comap[<|a -> f, b -> g|>, x]", "<|a -> f[x], b -> g[x]|>"),
                   ("Comap[{{f, g}, h}, x, {2}]", "{{f[x], g[x]}, h}"),
                   ("Comap[{f, g}][1]", "{f[1], g[1]}"),
                   ("Comap[f, x]", "f")])
def comap(ev, expr):
    if len(expr.args) == 1:
        return None
    return _comap(ev, expr, "Comap", lambda g, x: Expression(g, (x,)))


operator_form("Comap", first=True)


def _apply_to(g, x):
    if x.is_atom:
        return g
    return Expression(g, x.args)


@builtin("ComapApply", nargs=None,
         usage="ComapApply[{f1, f2, ...}, expr] gives {Apply[f1, expr], Apply[f2, expr], "
               "...}: each fi takes the elements of expr as its arguments; ComapApply[fs] is "
               "the operator form.",
         examples=[("ComapApply[{f, g}, {a, b}]", "{f[a, b], g[a, b]}"),
                   ("ComapApply[{Plus, Times, List}, {2, 3, 4}]", "{9, 24, {2, 3, 4}}"),
                   ("ComapApply[p[f, g], h[x, y]]", "p[f[x, y], g[x, y]]"),
                   ("ComapApply[<|s -> Plus|>, {1, 2}]", "<|s -> 3|>"),
                   ("ComapApply[{f, g}][{1}]", "{f[1], g[1]}"),
                   ("ComapApply[{f, g}, {}]", "{f[], g[]}")])
def comap_apply(ev, expr):
    if len(expr.args) == 1:
        return None
    return _comap(ev, expr, "ComapApply", _apply_to)


operator_form("ComapApply", first=True)


@builtin("Operate", nargs=(2, 3),
         usage="Operate[p, f[x, y]] gives p[f][x, y]; Operate[p, expr, n] applies p at depth "
               "n in the heads of expr (0: to expr itself).",
         examples=[("Operate[p, f[x, y]]", "p[f][x, y]"),
                   ("Operate[p, f[a][b], 2]", "p[f][a][b]"),
                   ("Operate[p, f[a][b]]", "p[f[a]][b]"),
                   ("Operate[p, f[x], 0]", "p[f[x]]"),
                   ("Operate[Composition[g, h], f[x]]", "g[h[f]][x]"),
                   ("Operate[p, x]", "x"),
                   ("Operate[p, f[x], -1]", "Operate[p, f[x], -1]",
                    ["Operate::intnn: Non-negative integer expected at position 3 in "
                     "Operate[p, f[x], -1]."])])
def operate(ev, expr):
    p, x = expr.args[:2]
    n = 1
    if len(expr.args) == 3:
        n = nonneg_machine_int(expr.args[2])
        if n is None:
            ev.message("Operate", "intnn", expr, 3)
            return None

    def op(e, k):
        if k == 0:
            return Expression(p, (e,))
        if e.is_atom:
            return e
        return Expression(op(e.head, k - 1), e.args)
    return op(x, n)


@builtin("MapApply", nargs=(1, 2),
         usage="MapApply[f, expr] or f @@@ expr replaces the heads of the elements of expr "
               "by f (Apply at level 1); MapApply[f] is the operator form.",
         examples=[("MapApply[f, {{a, b}, {c, d}}]", "{f[a, b], f[c, d]}"),
                   ("MapApply[Plus, {{1, 2}, {3, 4}}]", "{3, 7}"),
                   ("MapApply[f, {g[x], h[y, z], w}]", "{f[x], f[y, z], w}"),
                   ("MapApply[List, <|a -> g[1, 2]|>]", "<|a -> {1, 2}|>"),
                   ("MapApply[Times][{{2, 3}, {4, 5}}]", "{6, 20}")])
def map_apply(ev, expr):
    if len(expr.args) == 1:
        return None
    f, x = expr.args
    return Expression(S.Apply, (f, x, make_list([Integer(1)])))


operator_form("MapApply", first=True)


# --- Composition, Identity -------------------------------------------------------------------

def _composition(ev, expr, name):
    args = expr.args
    keep = tuple(a for a in args if a is not S.Identity)
    if not keep:
        return S.Identity
    if len(keep) == 1:
        return keep[0]
    if len(keep) != len(args):
        return Expression(expr.head, keep)
    return None


@builtin("Composition", attributes=("Flat", "OneIdentity", "Protected"),
         usage="Composition[f, g, h] (f @* g @* h) is the function that applied to x gives "
               "f[g[h[x]]]; Identity factors are dropped.",
         examples=[("Composition[f, g][x]", "f[g[x]]"),
                   ("Composition[f, g, h][x, y]", "f[g[h[x, y]]]"),
                   ("Composition[f, Identity, g][x]", "f[g[x]]"),
                   ("Composition[]", "Identity"), ("Composition[f]", "f")])
def composition(ev, expr):
    return _composition(ev, expr, "Composition")


def _composition_apply(ev, expr):
    fs = expr.head.args
    if expr.head.head is not S.Composition or not fs:
        return None
    r = Expression(fs[-1], expr.args)
    for f in reversed(fs[:-1]):
        r = Expression(f, (r,))
    return r


builtin("Composition", sub=True)(_composition_apply)


@builtin("RightComposition", attributes=("Flat", "OneIdentity", "Protected"),
         usage="RightComposition[f, g, h] (f /* g /* h) is the function that applied to x "
               "gives h[g[f[x]]].",
         examples=[("RightComposition[f, g][x]", "g[f[x]]"),
                   ("RightComposition[]", "Identity")])
def right_composition(ev, expr):
    return _composition(ev, expr, "RightComposition")


def _right_composition_apply(ev, expr):
    fs = expr.head.args
    if expr.head.head is not S.RightComposition or not fs:
        return None
    r = Expression(fs[0], expr.args)
    for f in fs[1:]:
        r = Expression(f, (r,))
    return r


builtin("RightComposition", sub=True)(_right_composition_apply)


@builtin("Identity", nargs=1,
         usage="Identity[x] gives x.",
         examples=[("Identity[x]", "x"), ("Map[Identity, {a, b}]", "{a, b}"),
                   ("Identity[]", "Identity[]",
                    ["Identity::argx: Identity called with 0 arguments; 1 argument is "
                     "expected."])])
def identity(ev, expr):
    return expr.args[0]


# --- Sow, Reap -------------------------------------------------------------------------------

class _ReapFrame:
    __slots__ = ("preds", "tags", "buckets")

    def __init__(self, preds):
        self.preds = preds          # None: catch every tag
        self.tags = []              # distinct tags in order of first Sow
        self.buckets = {}

    def accepts(self, tag):
        return self.preds is None or any(p(tag) for p in self.preds)

    def add(self, tag, value):
        b = self.buckets.get(tag)
        if b is None:
            b = self.buckets[tag] = []
            self.tags.append(tag)
        b.append(value)


@builtin("Sow", nargs=(1, 2),
         usage="Sow[e] gives e and sows it for the innermost enclosing Reap; Sow[e, tag] "
               "sows it with a tag (a list of tags sows it under each).",
         examples=[("Reap[Sow[1]; Sow[2]; 3]", "{3, {{1, 2}}}"),
                   ("Sow[x]", "x"),
                   ("Sow[]", "Sow[]",
                    ["Sow::argt: Sow called with 0 arguments; 1 or 2 arguments are "
                     "expected."])])
def sow(ev, expr):
    e = expr.args[0]
    stack = getattr(ev, "_reap_stack", None)
    if not stack:
        return e
    if len(expr.args) == 2:
        t = expr.args[1]
        tags = t.args if is_list(t) else (t,)
    else:
        tags = (S["None"],)
    for tag in tags:
        for frame in reversed(stack):
            if frame.accepts(tag):
                frame.add(tag, e)
                break
    return e


@builtin("Reap", nargs=(1, 3), attributes=("HoldFirst", "Protected"),
         usage="Reap[expr] gives {value of expr, {list of values sown for each distinct "
               "tag}}; Reap[expr, patt] only reaps tags matching patt; Reap[expr, {p1, p2, "
               "...}] gives one list per pattern; Reap[expr, patt, f] gives f[tag, list] "
               "for each tag.",
         examples=[("Reap[Sow[1, x]; Sow[2, y]; Sow[3, x]; 4]", "{4, {{1, 3}, {2}}}"),
                   ("Reap[Sow[1, x]; Sow[2, y], y]", "{2, {{2}}}"),
                   ("Reap[Sow[1, x]; 5, z]", "{5, {}}"),
                   ("Reap[Sow[1, x]; Sow[2, y], {x, y}]", "{2, {{{1}}, {{2}}}}"),
                   ("Reap[Sow[1, x]; Sow[2, x], _, f]", "{2, {f[x, {1, 2}]}}"),
                   ("Reap[a]", "{a, {}}"),
                   ("Reap[]", "Reap[]",
                    ["Reap::argb: Reap called with 0 arguments; between 1 and 3 arguments "
                     "are expected."])])
def reap(ev, expr):
    args = expr.args
    spec = args[1] if len(args) > 1 else None
    f = args[2] if len(args) > 2 else None
    if spec is None:
        patts = None
    elif is_list(spec):
        patts = list(spec.args)
    else:
        patts = [spec]
    frame = _ReapFrame(None if patts is None else [matcher(ev, p) for p in patts])
    stack = getattr(ev, "_reap_stack", None)
    if stack is None:
        stack = ev._reap_stack = []
    stack.append(frame)
    try:
        result = ev.evaluate(args[0])
    finally:
        stack.pop()

    def lists_for(pred):
        out = []
        for tag in frame.tags:
            if pred is None or pred(tag):
                vals = make_list(frame.buckets[tag])
                out.append(Expression(f, (tag, vals)) if f is not None else vals)
        return make_list(out)
    if patts is None or not is_list(spec):
        reaped = lists_for(frame.preds[0] if frame.preds else None)
    else:
        reaped = make_list(lists_for(p) for p in frame.preds)
    return make_list((result, reaped))



@builtin("Threaded", nargs=1,
         usage="Threaded[list] is an object whose elements are threaded over the lowest level "
               "of lists when it appears in a Listable function.",
         examples=[("{{a, b}, {c, d}} + Threaded[{1, 2}]", "{{1 + a, 2 + b}, {1 + c, 2 + d}}"),
                   ("{{1, 2}, {3, 4}} Threaded[{x, y}]", "{{x, 2 y}, {3 x, 4 y}}"),
                   ("Threaded[{1, 2}]", "Threaded[{1, 2}]")])
def threaded(ev, expr):
    return None
