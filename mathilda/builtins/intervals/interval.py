"""Interval, IntervalUnion, IntervalIntersection, IntervalMemberQ, and the up-values that
give Plus, Times, Power, the elementary functions, Min, Max and the comparisons their
meaning on intervals (the bodies are Intervals`IntervalOpQ and Intervals`IntervalOp)."""

from mathilda.algorithms.intervals import arith
from mathilda.core.expr import FALSE, TRUE, Expression, Integer, Real, S, Symbol
from mathilda.core.registry import builtin

INTERVAL = S.Interval
LIST = S.List
_INSTALLED = {}

_UNARY = ("Exp", "Log", "Sin", "Cos", "Tan", "Cot", "Sec", "Csc", "ArcTan", "ArcSin",
          "ArcCos", "ArcCot", "Sinh", "Cosh", "Tanh", "ArcSinh", "Abs", "Erf", "Floor",
          "Ceiling")
_HEADS = ("Plus", "Times", "Power", "Min", "Max", "Less", "LessEqual", "Greater",
          "GreaterEqual") + _UNARY


def _install_rules(ev):
    defs = ev.defs
    try:
        if _INSTALLED.get(defs):
            return
        _INSTALLED[defs] = True
    except TypeError:
        return
    from mathilda.syntax.parser import parse
    d = defs.get(INTERVAL)
    saved = d.attributes
    d.attributes = 0
    try:
        for h in _HEADS:
            ev.evaluate(parse(
                "Interval /: HoldPattern[%s[a___, Interval[q___], b___]] /; "
                "Intervals`IntervalOpQ[%s, {a, Interval[q], b}] := "
                "Intervals`IntervalOp[%s, {a, Interval[q], b}]" % (h, h, h)))
    finally:
        d.attributes = saved


def components(ev, x):
    """The (lo, hi) pairs of an Interval with real numeric endpoints, else None."""
    if not (isinstance(x, Expression) and x.head is INTERVAL):
        return None
    out = []
    for c in x.args:
        if not (isinstance(c, Expression) and c.head is LIST and len(c.args) == 2):
            return None
        if not (arith.is_endpoint(ev, c.args[0]) and arith.is_endpoint(ev, c.args[1])):
            return None
        out.append((c.args[0], c.args[1]))
    return out


def make_interval(comps):
    return Expression(INTERVAL, tuple(Expression(LIST, (lo, hi)) for lo, hi in comps))


def _operand(ev, x):
    """Components of an interval or of a real number (a point interval), else None."""
    c = components(ev, x)
    if c is not None:
        return c
    if (x.is_number or x.head is S.DirectedInfinity) and arith.value(ev, x) is not None:
        return [(x, x)]
    if not x.is_number and arith.value(ev, x) is not None:
        return [(x, x)]
    return None


@builtin("Interval", nargs=(0, None),
         usage="Interval[{min, max}] represents the range of values between min and max; "
               "Interval[{min1, max1}, {min2, max2}, ...] the union of such ranges. "
               "Arithmetic and the elementary functions on intervals give intervals "
               "containing every possible value.",
         examples=[("Interval[{2, 1}]", "Interval[{1, 2}]"),
                   ("Interval[{1, 2}] + Interval[{3, 5}]", "Interval[{4, 7}]"),
                   ("Interval[{1, 2}] Interval[{-1, 3}]", "Interval[{-2, 6}]"),
                   ("Interval[{-2, 1}]^2", "Interval[{0, 4}]"),
                   ("1/Interval[{-1, 2}]", "Interval[{-Infinity, -1}, {1/2, Infinity}]"),
                   ("Sin[Interval[{0, Pi}]]", "Interval[{0, 1}]"),
                   ("Exp[Interval[{0, 1}]]", "Interval[{1, E}]"),
                   ("Interval[{1, 3}, {2, 4}]", "Interval[{1, 4}]"),
                   ("Min[Interval[{1, 3}, {5, 7}]]", "1"),
                   ("Interval[{1, 2}] < Interval[{3, 4}]", "True"),
                   ("Interval[5]", "Interval[{5, 5}]")])
def interval(ev, expr):
    _install_rules(ev)
    args = expr.args
    if not args:
        return None
    comps = []
    changed = False
    for c in args:
        if isinstance(c, Expression) and c.head is LIST and len(c.args) == 2:
            comps.append((c.args[0], c.args[1]))
        elif arith.value(ev, c) is not None and not (isinstance(c, Expression)
                                                     and c.head is LIST):
            comps.append((c, c))
            changed = True
        else:
            return None
    r = arith.canonical(ev, comps)
    if r is None:
        return None
    if not changed and r == comps:
        return None
    return make_interval(r)


@builtin("IntervalUnion", nargs=(0, None),
         usage="IntervalUnion[interval1, interval2, ...] gives the interval representing the "
               "set of all points in any of the intervali.",
         examples=[("IntervalUnion[Interval[{1, 2}], Interval[{3, 4}]]",
                    "Interval[{1, 2}, {3, 4}]"),
                   ("IntervalUnion[Interval[{1, 3}], Interval[{2, 4}]]", "Interval[{1, 4}]"),
                   ("IntervalUnion[Interval[{0, 1}], Interval[{1, 2}]]", "Interval[{0, 2}]"),
                   ("IntervalUnion[Interval[{1, 2}]]", "Interval[{1, 2}]"),
                   ("IntervalUnion[]", "Interval[]"),
                   ("IntervalUnion[Interval[{1., 2.}], Interval[{1.5, 3}]]",
                    "Interval[{1., 3}]")])
def interval_union(ev, expr):
    xs = [components(ev, a) for a in expr.args]
    if any(x is None for x in xs):
        return None
    r = arith.union(ev, xs)
    return None if r is None else make_interval(r)


@builtin("IntervalIntersection", nargs=(0, None),
         usage="IntervalIntersection[interval1, interval2, ...] gives the interval "
               "representing all points common to each of the intervali.",
         examples=[("IntervalIntersection[Interval[{1, 3}], Interval[{2, 4}]]",
                    "Interval[{2, 3}]"),
                   ("IntervalIntersection[Interval[{1, 2}], Interval[{3, 4}]]", "Interval[]"),
                   ("IntervalIntersection[Interval[{0, 5}], Interval[{1, 2}, {3, 7}]]",
                    "Interval[{1, 2}, {3, 5}]"),
                   ("IntervalIntersection[Interval[{1, 2}]]", "Interval[{1, 2}]"),
                   ("IntervalIntersection[Interval[{0, 1}], Interval[{1, 2}]]",
                    "Interval[{1, 1}]")])
def interval_intersection(ev, expr):
    xs = [components(ev, a) for a in expr.args]
    if not xs or any(x is None for x in xs):
        return None
    r = xs[0]
    for x in xs[1:]:
        r = arith.intersection(ev, r, x)
        if r is None:
            return None
    return make_interval(r)


@builtin("IntervalMemberQ", nargs=2,
         usage="IntervalMemberQ[interval, x] gives True if the number x lies within interval, "
               "and False otherwise; IntervalMemberQ[interval1, interval2] whether interval2 "
               "is contained in interval1.",
         examples=[("IntervalMemberQ[Interval[{1, 3}], 2]", "True"),
                   ("IntervalMemberQ[Interval[{1, 3}], 4]", "False"),
                   ("IntervalMemberQ[Interval[{1, 3}], Interval[{2, 3}]]", "True"),
                   ("IntervalMemberQ[Interval[{1, 2}, {4, 5}], 3]", "False"),
                   ("IntervalMemberQ[Interval[{0, Pi}], E]", "True"),
                   ("IntervalMemberQ[Interval[{1, 3}], x]", "False")])
def interval_member_q(ev, expr):
    x = components(ev, expr.args[0])
    if x is None:
        return None
    y = _operand(ev, expr.args[1])
    if y is None:
        return FALSE
    return TRUE if arith.member(ev, x, y) else FALSE


# --- the arithmetic ------------------------------------------------------------------------------

def _fold(ev, fn, operands):
    r = operands[0]
    for x in operands[1:]:
        r = fn(ev, r, x)
        if r is None:
            return None
    return r


def _compare(ev, name, ops):
    """True/False for a chain of interval comparisons that is decided, else None."""
    decided = True
    for x, y in zip(ops, ops[1:]):
        xlo = min(arith.value(ev, a) for a, _ in x)
        xhi = max(arith.value(ev, b) for _, b in x)
        ylo = min(arith.value(ev, a) for a, _ in y)
        yhi = max(arith.value(ev, b) for _, b in y)
        if name in ("Greater", "GreaterEqual"):
            xlo, xhi, ylo, yhi = ylo, yhi, xlo, xhi
        strict = name in ("Less", "Greater")
        if (xhi < ylo) if strict else (xhi <= ylo):
            continue
        if (xlo >= yhi) if strict else (xlo > yhi):
            return FALSE
        decided = False
    return TRUE if decided else None


def _op(ev, h, args):
    name = h.name
    if name in ("Plus", "Times", "Min", "Max", "Less", "LessEqual", "Greater",
                "GreaterEqual"):
        ops = [_operand(ev, a) for a in args]
        if any(o is None for o in ops) or not ops:
            return None
        if name == "Plus":
            r = _fold(ev, arith.add, ops)
        elif name == "Times":
            r = _fold(ev, arith.mul, ops)
        elif name in ("Min", "Max"):
            pts = [e for o in ops for c in o for e in c]
            lo, hi = arith._extremes(ev, pts)
            return lo if name == "Min" else hi
        else:
            return _compare(ev, name, ops)
        return None if r is None else make_interval(r)
    if name == "Power":
        if len(args) != 2:
            return None
        b, e = args
        xb = components(ev, b)
        if xb is not None:
            if components(ev, e) is not None or arith.value(ev, e) is None:
                return None
            r = arith.power(ev, xb, e)
        else:
            xe = components(ev, e)
            if xe is None or arith.value(ev, b) is None:
                return None
            r = arith.exp_base(ev, b, xe)
        return None if r is None else make_interval(r)
    if len(args) != 1:
        return None
    x = components(ev, args[0])
    if x is None:
        return None
    if name in ("Sin", "Cos"):
        r = arith.sin_cos(ev, name, x)
    elif name == "Tan":
        r = arith.tan(ev, x)
    elif name in ("Csc", "Sec"):
        s = arith.sin_cos(ev, "Sin" if name == "Csc" else "Cos", x)
        r = None if s is None else arith.reciprocal(ev, s)
    elif name == "Cot":
        t = arith.tan(ev, x)
        r = None if t is None else arith.reciprocal(ev, t)
    elif name == "Abs":
        r = arith.absolute(ev, x)
    elif name == "Cosh":
        r = arith.cosh(ev, x)
    elif name in arith.MONOTONE and arith.MONOTONE[name] is not None:
        r = arith.monotone(ev, name, x)
    else:
        return None
    return None if r is None else make_interval(r)


@builtin("Intervals`IntervalOpQ", nargs=2,
         usage="Intervals`IntervalOpQ[head, {args}] is True when head[args] with intervals "
               "among args has an interval (or True/False) result (the condition of "
               "Interval's up-values).",
         examples=[("Intervals`IntervalOpQ[Plus, {Interval[{1, 2}], 1}]", "True"),
                   ("Intervals`IntervalOpQ[Plus, {Interval[{1, 2}], x}]", "False")])
def interval_op_q(ev, expr):
    h, lst = expr.args
    if type(h) is not Symbol or not (isinstance(lst, Expression) and lst.head is LIST):
        return FALSE
    return TRUE if _op(ev, h, lst.args) is not None else FALSE


@builtin("Intervals`IntervalOp", nargs=2,
         usage="Intervals`IntervalOp[head, {args}] computes head[args] with intervals among "
               "args (the body of Interval's up-values).",
         examples=[("Intervals`IntervalOp[Plus, {Interval[{1, 2}], 1}]", "Interval[{2, 3}]")])
def interval_op(ev, expr):
    h, lst = expr.args
    if type(h) is not Symbol or not (isinstance(lst, Expression) and lst.head is LIST):
        return None
    return _op(ev, h, lst.args)
