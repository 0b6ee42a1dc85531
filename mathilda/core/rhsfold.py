"""Integer arithmetic folded while a definition's right side is built.

A generated applier (core/applyrules.py) builds the right side of ``fib[n_] := fib[n - 1] +
fib[n - 2]`` with the matched value in place; evaluating it then folds each ``n - 1`` (a
Plus of two Integers) in the argument loop of ``fib[...]`` (core/evaluation.py: the
argument fold).  Here the builder folds those parts itself when the value bound is an
Integer: ``fib[23]`` is built instead of ``fib[24 - 1]``, which the evaluator would turn
into ``fib[23]`` at once.  A part ``Plus``, ``Times`` or ``Power`` of two operands, each a
pattern name, an Integer or again such a part (``3 n + 1``), is folded as the argument loop
folds it, and only where that fold is certain to happen at that point:

- no Trace is recording (it shows ``24 - 1`` and its value);
- the head folded has no DownValues of the user's (as the argument fold requires);
- every head above the part in the right side is a literal symbol without Hold attributes
  and without an OwnValue (the part is then evaluated as an argument: not held, not under
  a head that becomes another one);
- the evaluation is far enough from ``$RecursionLimit`` (near it the argument fold is not
  taken, and a reclim message shows the unfolded part: the builder leaves it then) and
  from ``$IterationLimit`` (whose ``Hold[...]`` shows the side as the definition gave it).

The conditions are checked once per definitions token, the rules and attributes once per
change of them (``Definitions.rule_changes``).
"""

from mathilda.core import attributes as A
from mathilda.core.expr import (
    Expression, Integer, Rational, Symbol, S, coprime_rational, new_integer,
)
from mathilda.core.rational import (
    add_int_rational, add_rationals, mul_int_rational, mul_rationals, power_rational,
)

__all__ = ["ARG_FOLD", "EXACT_OPERAND", "FOLD_DEPTH", "exact_fold", "fold_exact",
           "build_folding", "may_fold"]


def _fold_power(b, e):
    """``b^e`` of two ints as Power gives it when that is a number at once (a small power
    or a reciprocal), else None (Power decides: 0^-1, huge powers, roots)."""
    if e >= 0:
        if b.bit_length() * e <= 4096 and (b or e):
            return new_integer(b ** e)
        return None
    if e == -1 and b:
        return coprime_rational(1, b) if b > 0 else coprime_rational(-1, -b)
    return None


# the evaluator's argument loop's folds of a head over two Integers (None: not folded)
ARG_FOLD = {S.Plus: lambda x, y: new_integer(x + y),
            S.Times: lambda x, y: new_integer(x * y), S.Power: _fold_power}

_PLUS = S.Plus
_TIMES = S.Times
_POWER = S.Power


def exact_fold(head, x, y):
    """The argument loop's fold of ``head`` (Plus, Times or Power) over two exact numbers
    not both Integers (an Integer or Rational each): the number the head's own step gives
    at once, or None where the head decides (a root, a huge power)."""
    if head is _PLUS:
        if type(x) is Integer:
            return add_int_rational(x.value, y.value)
        if type(y) is Integer:
            return add_int_rational(y.value, x.value)
        return add_rationals(x.value, y.value)
    if head is _TIMES:
        if type(x) is Integer:
            return mul_int_rational(x.value, y.value)
        if type(y) is Integer:
            return mul_int_rational(y.value, x.value)
        return mul_rationals(x.value, y.value)
    if head is _POWER and type(y) is Integer and type(x) is Rational:
        return power_rational(x.value, y.value)
    return None


# The operand types of fold_exact (a nested part is a normal Expression)
EXACT_OPERAND = frozenset((Integer, Rational, Expression))
FOLD_DEPTH = 8      # the deepest part fold_exact folds below the argument


def fold_exact(table, a, depth):
    """The argument loop's fold of a part ``a`` (Plus, Times or Power of two operands) whose
    operands are exact numbers or again such parts, at most ``depth`` levels deep: the
    number that evaluating ``a`` gives at once, or None (an operand of another kind, a head
    with DownValues of the user's (``table``: the definitions), a root or a huge power:
    the evaluator then evaluates ``a`` as usual)."""
    head = a.head
    fd = table.get(head)
    if fd is not None and (fd.down or fd.down_exact):
        return None
    x, y = a.args
    if type(x) is Expression:
        if depth <= 0 or len(x.args) != 2 or x.head not in ARG_FOLD:
            return None
        x = fold_exact(table, x, depth - 1)
        if x is None:
            return None
    if type(y) is Expression:
        if depth <= 0 or len(y.args) != 2 or y.head not in ARG_FOLD:
            return None
        y = fold_exact(table, y, depth - 1)
        if y is None:
            return None
    tx = type(x)
    ty = type(y)
    if tx is Integer:
        if ty is Integer:
            return ARG_FOLD[head](x.value, y.value)
        if ty is not Rational:
            return None
    elif tx is not Rational or (ty is not Integer and ty is not Rational):
        return None
    return exact_fold(head, x, y)


_HOLDS = A.HOLD_FIRST_MASK | A.HOLD_REST_MASK

_OPS = {S.Plus: "+", S.Times: "*", S.Power: None}


class _State:
    def __init__(self):
        self.heads = {}         # the heads above a folded part (dict: ordered set)
        self.fold_heads = {}    # the heads folded
        self.level = -1         # the deepest level of a folded part (0: the whole side)
        self.temps = 0


def build_folding(g, rhs):
    """Code building ``rhs`` (as ``g.build`` does) with its integer parts folded under the
    local ``fo``, and the line computing ``fo`` first (None when nothing can be folded);
    ``(code, fo_line)``, code None when too deep."""
    st = _State()
    r = _build(g, rhs, 0, (), st)
    if r is None:
        return None, None
    code, _kind = r
    if st.level < 0:
        return code, None
    fc = g.const([None, None])
    # (the depth bounds the rewrites of the evaluation loop running this definition: below
    # $IterationLimit, its $IterationLimit::itlim cannot show the folded side either)
    line = ("fo = not ev.tracing and (dp := ev.depth + %d) < ev.recursion_limit and "
            "dp < ev.iteration_limit and (%s[0] is ev.defs.token or "
            "may_fold(ev, %s, %s, %s))"
            % (st.level + 3, fc, fc, g.const(tuple(st.heads)), g.const(tuple(st.fold_heads))))
    g.fold_env = dict(may_fold=may_fold, new_integer=new_integer, fpow=_fold_power,
                      Integer=Integer)
    return code, line


def _build(g, e, depth, path, st):
    """``(code, kind)``: kind "var" (a bound name), "lit" (an Integer), "fold" (a part whose
    code gives an Integer only when folded) or "other"; None when too deep."""
    if depth > 40:
        return None
    t = type(e)
    if t is Symbol:
        v = g.bound.get(e)
        return (v, "var") if v is not None else (g.const(e), "other")
    if t is Integer:
        return g.const(e), "lit"
    if t is not Expression:
        return g.const(e), "other"
    h = e.head
    literal_head = type(h) is Symbol and h not in g.bound
    if literal_head and h in _OPS and len(e.args) == 2 and path is not None:
        r = _fold_part(g, e, depth, path, st)
        if r is not None:
            return r
    if not g.mentions(e):
        return g.const(e), "other"
    hc = g.build(h, depth + 1)
    if hc is None:
        return None
    sub = path + (h,) if literal_head and path is not None else None
    parts = []
    for a in e.args:
        r = _build(g, a, depth + 1, sub, st)
        if r is None:
            return None
        parts.append(r[0])
    return "Expression(%s, (%s))" % (hc, "".join(p + ", " for p in parts)), "other"


def _fold_part(g, e, depth, path, st):
    """The code of ``H[x, y]`` (H Plus, Times or Power) folded when its operands are
    Integers, or None when an operand cannot be one."""
    h = e.head
    x, y = e.args
    if type(x) is Integer and type(y) is Integer:
        # a constant part (2^-1 of n/2): its folded value is known now
        v = _fold_now(h, x.value, y.value)
        if v is None:
            return None
        _note(st, path, h)
        return "(%s if fo else %s)" % (g.const(v), g.const(e)), "fold"
    ops = []
    for a in (x, y):
        r = _build(g, a, depth + 1, path + (h,), st) if type(a) is Expression else \
            (_build(g, a, depth + 1, path, st) if type(a) in (Symbol, Integer) else None)
        if r is None or r[1] == "other":
            return None
        ops.append(r)
    first, checks, names, values = [], [], [], []
    for code, kind in ops:
        if kind == "fold":
            st.temps += 1
            tv = "t%d" % st.temps
            first.append("type(%s := %s) is Integer" % (tv, code))
            names.append(tv)
            values.append(tv + ".value")
        elif kind == "var":
            checks.append("type(%s) is Integer" % code)
            names.append(code)
            values.append(code + ".value")
        else:
            names.append(code)
            values.append(code + ".value")
    _note(st, path, h)
    cond = " and ".join(first + ["fo"] + checks)
    unfolded = "Expression(%s, (%s, %s, ))" % (g.const(h), names[0], names[1])
    op = _OPS[h]
    if op is None:
        st.temps += 1
        rv = "t%d" % st.temps
        return ("(%s if %s and (%s := fpow(%s, %s)) is not None else %s)"
                % (rv, cond, rv, values[0], values[1], unfolded)), "fold"
    return ("(new_integer(%s %s %s) if %s else %s)"
            % (values[0], op, values[1], cond, unfolded)), "fold"


def _fold_now(h, x, y):
    return ARG_FOLD[h](x, y)


def _note(st, path, h):
    for p in path:
        st.heads[p] = None
    st.fold_heads[h] = None
    st.level = max(st.level, len(path))


def may_fold(ev, fc, heads, fold_heads):
    """True (and the definitions token noted in ``fc``) when the definitions allow the
    folds: no DownValues of the heads folded, no Hold attributes or OwnValues of the heads
    above them (see the module's text)."""
    defs = ev.defs
    table = defs.table
    if fc[1] != defs.rule_changes:
        # rules or attributes changed (a loop's values change the token alone: then only
        # the OwnValues are looked at again)
        for h in fold_heads:
            d = table.get(h)
            if d is not None and (d.down or d.down_exact):
                fc[1] = None
                return False
        for h in heads:
            if defs.attributes(h) & _HOLDS:
                fc[1] = None
                return False
        fc[1] = defs.rule_changes
    for h in heads:
        d = table.get(h)
        if d is not None and d.own is not None:
            return False
    fc[0] = defs.token
    return True
