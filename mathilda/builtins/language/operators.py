"""Building and reshaping function applications: Construct, Compose, ComposeList,
OperatorApplied, CurryApplied, Curry, ReverseApplied, SequenceFold, TwoWayRule.

OperatorApplied[f, arity] collects arguments over any bracket structure
(``OperatorApplied[f, 3][a][b, c]``) until it has as many as the arity asks for, then gives
f of the selected ones; the collection is done by the operator form (``sub``) registration,
which sees the whole chain of brackets at once."""

from mathilda.algorithms.lists.common import is_list, make_list, machine_int
from mathilda.core.expr import Expression, Integer, S, Symbol
from mathilda.core.registry import builtin, symbol_spec

_ARITY = "`1` is not a valid arity specification: a non-negative integer, a list of " \
         "positive integers or k -> {i1, ..., in}."


@builtin("Construct", nargs=(1, None),
         usage="Construct[f, a1, a2, ...] gives f[a1, a2, ...]; Construct[f] gives f[].",
         examples=[("Construct[f, x, y]", "f[x, y]"), ("Construct[f]", "f[]"),
                   ("Construct[Plus, 1, 2]", "3"),
                   ("Fold[Construct, f, {a, b, c}]", "f[a][b][c]")])
def construct(ev, expr):
    return Expression(expr.args[0], expr.args[1:])


@builtin("Compose",
         usage="Compose[a, b, c, d] gives a[b[c[d]]] (superseded by Composition).",
         examples=[("Compose[a, b, c, d]", "a[b[c[d]]]"), ("Compose[f, x]", "f[x]"),
                   ("Compose[f]", "f"), ("Compose[Sqrt, 16]", "4")])
def compose(ev, expr):
    args = expr.args
    if not args:
        return None
    r = args[-1]
    for f in reversed(args[:-1]):
        r = Expression(f, (r,))
    return r


@builtin("ComposeList", nargs=2,
         usage="ComposeList[{f1, f2, ...}, x] generates the list {x, f1[x], f2[f1[x]], "
               "...}.",
         examples=[("ComposeList[{a, b, c}, x]", "{x, a[x], b[a[x]], c[b[a[x]]]}"),
                   ("ComposeList[{# + 1 &, 2 # &}, 3]", "{3, 4, 8}"),
                   ("ComposeList[{}, x]", "{x}"),
                   ("ComposeList[f, x]", "ComposeList[f, x]",
                    ["ComposeList::list: List expected at position 1 in "
                     "ComposeList[f, x]."])])
def compose_list(ev, expr):
    fs, x = expr.args
    if not is_list(fs):
        ev.message("ComposeList", "list", expr, Integer(1))
        return None
    out = [x]
    for f in fs.args:
        ev.check_interrupt()
        x = ev.evaluate(Expression(f, (x,)))
        out.append(x)
    return make_list(out)


# --- OperatorApplied, CurryApplied, Curry ----------------------------------------------------

def _arity(spec):
    """(number of arguments taken, 1-based positions passed, trailing options) or None."""
    n = machine_int(spec)
    if n is not None:
        return (n, list(range(1, n + 1)), ()) if n >= 0 else None
    k = None
    if type(spec) is Expression and spec.head is S.Rule and len(spec.args) == 2:
        k = machine_int(spec.args[0])
        if k is None or k < 0:
            return None
        spec = spec.args[1]
    if not is_list(spec):
        return None
    idx, opts = [], []
    for a in spec.args:
        i = machine_int(a)
        if i is not None and not opts:
            if i < 1:
                return None
            idx.append(i)
        elif type(a) is Expression and a.head in (S.Rule, S.RuleDelayed):
            opts.append(a)
        else:
            return None
    top = max(idx, default=0)
    if k is None:
        k = top
    elif k < top:
        return None
    return k, idx, tuple(opts)


def _collect(expr, name):
    """The core name[f, spec] under the chain of brackets of expr and all the arguments
    given to it, in order; None when expr is not such a chain."""
    groups = []
    e = expr
    while type(e) is Expression and not (type(e.head) is Symbol):
        groups.append(e.args)
        e = e.head
    if type(e) is not Expression or e.head is not Symbol(name):
        return None
    args = [a for g in reversed(groups) for a in g]
    return e, args


def _apply_arity(ev, expr, name, default):
    got = _collect(expr, name)
    if got is None:
        return None
    core, args = got
    if len(core.args) == 1:
        if default is None:
            return None
        f, spec = core.args[0], default
    elif len(core.args) == 2:
        f, spec = core.args
    else:
        return None
    arity = _arity(spec)
    if arity is None:
        return None
    k, idx, opts = arity
    if len(args) < k:
        return None
    r = Expression(f, tuple(args[i - 1] for i in idx) + opts)
    if len(args) > k:
        r = Expression(r, tuple(args[k:]))
    return r


def _check_arity(ev, expr, name, pos=1):
    """Give f[] for an arity of 0 (as the Wolfram Language does at once); message and
    None for an arity that is not one."""
    spec = expr.args[pos]
    arity = _arity(spec)
    if arity is None:
        ev.message(name, "arity", spec)
        return None
    k, idx, opts = arity
    if k == 0:
        return Expression(expr.args[0], opts)
    return None


_EXAMPLES = [("`1`[f][y][x]", "f[x, y]"), ("`1`[f, 3][a][b][c]", "f[a, b, c]"),
             ("`1`[f, 3][a, b][c]", "f[a, b, c]"), ("`1`[f, 3][a][b]", "`1`[f, 3][a][b]"),
             ("`1`[f, {3, 1, 2}][a][b][c]", "f[c, a, b]"),
             ("`1`[f, 4 -> {2, 4}][a][b][c][d]", "f[b, d]"),
             ("`1`[f, 2][a, b, c]", "f[a, b][c]"), ("`1`[f, 0]", "f[]"),
             ("`1`[Subtract][1][10]", "9"),
             ("`1`[f, x]", "`1`[f, x]",
              ["`1`::arity: x is not a valid arity specification: a non-negative integer, a "
               "list of positive integers or k -> {i1, ..., in}."])]


def _examples(name, extra=()):
    out = []
    for ex in _EXAMPLES + list(extra):
        out.append(tuple([ex[0].replace("`1`", name), ex[1].replace("`1`", name)]
                         + ([[m.replace("`1`", name) for m in ex[2]]] if len(ex) > 2
                            else [])))
    return out


def _register(name, usage, default, extra=()):
    @builtin(name, nargs=(1, 2), messages={"arity": _ARITY}, usage=usage,
             examples=_examples(name, extra))
    def fn(ev, expr):
        if len(expr.args) == 2:
            return _check_arity(ev, expr, name)
        return None

    def sub(ev, expr):
        return _apply_arity(ev, expr, name, default)
    builtin(name, sub=True)(sub)
    return fn


_register("OperatorApplied",
          "OperatorApplied[f, n] represents an operator form of f taking n arguments, so "
          "that OperatorApplied[f, n][x1]...[xn] is f[x1, ..., xn]; OperatorApplied[f][y][x] "
          "is f[x, y]; OperatorApplied[f, {i1, ..., in}] passes the arguments in the order "
          "given, OperatorApplied[f, k -> {i1, ..., in}] takes k arguments.",
          Expression(S.List, (Integer(2), Integer(1))),
          [("Select[{1, 5, 10}, OperatorApplied[Greater][3]]", "{5, 10}")])
_register("Curry",
          "Curry[f, n] represents an operator form of f taking n arguments, so that "
          "Curry[f, n][x1]...[xn] is f[x1, ..., xn]; Curry[f][y][x] is f[x, y] (superseded "
          "by OperatorApplied and CurryApplied).",
          Expression(S.List, (Integer(2), Integer(1))))


@builtin("CurryApplied", nargs=(1, 2), messages={"arity": _ARITY},
         usage="CurryApplied[f, n] represents an operator form of f taking n arguments, so "
               "that CurryApplied[f, n][x1]...[xn] is f[x1, ..., xn]; CurryApplied[n][f] is "
               "CurryApplied[f, n]; CurryApplied[f, {i1, ..., in}] and CurryApplied[f, k -> "
               "{i1, ..., in}] choose and order the arguments passed.",
         examples=[("CurryApplied[f, 2][x][y]", "f[x, y]"),
                   ("CurryApplied[2][f][x][y]", "f[x, y]"),
                   ("CurryApplied[f, {2, 1}][x][y]", "f[y, x]"),
                   ("CurryApplied[f, 3][a][b, c]", "f[a, b, c]"),
                   ("CurryApplied[f, 0]", "f[]"),
                   ("CurryApplied[Construct, 3][f][a][b]", "f[a, b]"),
                   ("CurryApplied[f, -1]", "CurryApplied[f, -1]",
                    ["CurryApplied::arity: -1 is not a valid arity specification: a "
                     "non-negative integer, a list of positive integers or k -> {i1, ..., "
                     "in}."])])
def curry_applied(ev, expr):
    if len(expr.args) == 2:
        return _check_arity(ev, expr, "CurryApplied")
    return None


def _curry_applied_sub(ev, expr):
    h = expr.head
    if type(h) is Expression and h.head is S.CurryApplied and len(h.args) == 1 \
            and len(expr.args) == 1 and _arity(h.args[0]) is not None:
        return Expression(S.CurryApplied, (expr.args[0], h.args[0]))
    return _apply_arity(ev, expr, "CurryApplied", None)


builtin("CurryApplied", sub=True)(_curry_applied_sub)


# --- ReverseApplied ----------------------------------------------------------------------------

@builtin("ReverseApplied", nargs=(1, 2),
         messages={"rev": "`1` should be an integer: the number of arguments to reverse "
                          "(from the start, or from the end when negative)."},
         usage="ReverseApplied[f] represents a form of f that takes its arguments in "
               "reverse order: ReverseApplied[f][x1, ..., xn] is f[xn, ..., x1]; "
               "ReverseApplied[f, n] reverses the first n arguments, and ReverseApplied[f, "
               "-n] the last n.",
         examples=[("ReverseApplied[f][a, b, c]", "f[c, b, a]"),
                   ("ReverseApplied[f][]", "f[]"),
                   ("ReverseApplied[f, 2][a, b, c, d]", "f[b, a, c, d]"),
                   ("ReverseApplied[f, -2][a, b, c, d]", "f[a, b, d, c]"),
                   ("ReverseApplied[Subtract][1, 10]", "9"),
                   ("Sort[{3, 1, 2}, ReverseApplied[Order]]", "{3, 2, 1}"),
                   ("ReverseApplied[f, x][a, b]", "ReverseApplied[f, x][a, b]",
                    ["ReverseApplied::rev: x should be an integer: the number of arguments "
                     "to reverse (from the start, or from the end when negative)."])])
def reverse_applied(ev, expr):
    return None


def _reverse_applied_sub(ev, expr):
    h = expr.head
    if type(h) is not Expression or h.head is not S.ReverseApplied or \
            not 1 <= len(h.args) <= 2:
        return None
    f = h.args[0]
    args = expr.args
    if len(h.args) == 1:
        return Expression(f, args[::-1])
    n = machine_int(h.args[1])
    if n is None:
        ev.message("ReverseApplied", "rev", h.args[1])
        return None
    if n >= 0:
        n = min(n, len(args))
        return Expression(f, args[:n][::-1] + args[n:])
    n = min(-n, len(args))
    return Expression(f, args[:len(args) - n] + args[len(args) - n:][::-1])


builtin("ReverseApplied", sub=True)(_reverse_applied_sub)


# --- SequenceFold ------------------------------------------------------------------------------

@builtin("SequenceFold", nargs=(2, 3),
         messages={"init": "The initial values `1` should be a nonempty list."},
         usage="SequenceFold[f, {x1, ..., xn}, {a1, a2, ...}] gives the last element of "
               "SequenceFoldList[f, {x1, ..., xn}, {a1, a2, ...}]: each new value is f of "
               "the n most recent ones and the next ai; SequenceFold[f, {x1, a1, a2, ...}] "
               "starts from x1.",
         examples=[("SequenceFold[f, {x1, x2}, {a1, a2}]", "f[x2, f[x1, x2, a1], a2]"),
                   ("SequenceFold[#1 + #2 &, {1, 1}, {0, 0, 0, 0}]", "8"),
                   ("SequenceFold[f, {x, a, b}]", "f[f[x, a], b]"),
                   ("SequenceFold[f, {x, y}, {}]", "y"),
                   ("SequenceFold[f, {}, {a}]", "SequenceFold[f, {}, {a}]",
                    ["SequenceFold::init: The initial values {} should be a nonempty "
                     "list."]),
                   ("SequenceFold[f, {x}, a]", "SequenceFold[f, {x}, a]",
                    ["SequenceFold::normal: Nonatomic expression expected at position 3 in "
                     "SequenceFold[f, {x}, a]."])])
def sequence_fold(ev, expr):
    args = expr.args
    f = args[0]
    if len(args) == 2:
        lst = args[1]
        if not is_list(lst) or not lst.args:
            ev.message("SequenceFold", "init", lst)
            return None
        values, items = list(lst.args[:1]), lst.args[1:]
    else:
        init, lst = args[1], args[2]
        if not is_list(init) or not init.args:
            ev.message("SequenceFold", "init", init)
            return None
        if lst.is_atom:
            ev.message("SequenceFold", "normal", Integer(3), expr)
            return None
        values, items = list(init.args), lst.args
    n = len(values)
    for a in items:
        ev.check_interrupt()
        new = ev.evaluate(Expression(f, tuple(values) + (a,)))
        values = values[1:] + [new]
    return values[-1]


symbol_spec("TwoWayRule",
            usage="x <-> y or TwoWayRule[x, y] represents a two-way rule between x and y "
                  "(an undirected relation, as used for graph edges and correspondences).",
            examples=[("a <-> b", "a <-> b"), ("FullForm[a <-> b]", "TwoWayRule[a, b]"),
                      ("{a <-> b}[[1, 2]]", "b"), ("Reverse[a <-> b]", "b <-> a")])
