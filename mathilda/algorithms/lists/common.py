"""Helpers shared by the list builtins (lists_*.py, builtins/language/functional.py).

Nothing here is registered as a builtin: these are plain functions on ``Expr`` values plus a
few argument checks that emit the standard messages.

    is_list(x)                     a List (packed or not)
    machine_int(x)                 the Python int of a machine-sized Integer, else None
    require_normal(ev, name, expr, pos)   General::normal unless argument ``pos`` is normal
    matcher(ev, pattern)           a fast predicate ``pred(expr) -> bool`` for a pattern
    walk_levels(expr, lo, hi, heads, visit, with_pos)
                                   Wolfram-order (post-order, heads first) walk of the
                                   subexpressions at levels lo..hi
    parse_levels(ev, spec, name, default_lo)    (lo, hi) or None after ``name::level``
    level_args(ev, expr, name, default, most)   (pos, opts, (lo, hi)) of name[x, y, levelspec]
    level_limit_args(ev, expr, name, default)   the same and a count limit n (Cases, Position)
    count_limit(ev, name, expr, x, pos)         a Cases-style count: int, None or False
    numeric_kind(items)            'int', 'exact', 'real' (machine) or None (other data)
    to_py(x, kind), from_py(v, kind)   a numeric atom as a Python number and back
    rule_value(ev, m, rhs, delayed, x)          a compiled rule's value for x, or None
    heads_option(opts, default)    the Heads -> True/False option as a bool
"""

from fractions import Fraction

from mathilda.core.evaluation import apply_rule
from mathilda.core.expr import (Expression, Integer, Rational, Real, Symbol, S, TRUE, FALSE,
                                make_rational)
from mathilda.core.levels import INF, depth, in_levels, parse_levelspec
from mathilda.core.patterns import Literal, compile_pattern

LIST = S.List
_ASSOCIATION = S.Association
MACHINE_MAX = 2 ** 63 - 1


class StopWalk(Exception):
    """Raised by a ``visit`` callback to end a level walk early."""


def is_infinity(x):
    """Infinity (as typed, or evaluated to DirectedInfinity[1])."""
    return x is S.Infinity or (isinstance(x, Expression) and x.head is S.DirectedInfinity
                               and x.args == (Integer(1),))


def is_list(x):
    return isinstance(x, Expression) and x.head is LIST


def make_list(items):
    return Expression(LIST, tuple(items))


def machine_int(x):
    if type(x) is Integer and -MACHINE_MAX - 1 <= x.value <= MACHINE_MAX:
        return x.value
    return None


def require_normal(ev, name, expr, pos=1):
    """True if argument ``pos`` (1-based) of ``expr`` is a normal expression; otherwise
    emit ``name::normal`` and give False."""
    if expr.args[pos - 1].is_atom:
        ev.message(name, "normal", Integer(pos), expr)
        return False
    return True


def matcher(ev, pattern):
    """A predicate ``pred(x) -> bool`` testing ``MatchQ[x, pattern]``."""
    m = compile_pattern(pattern)
    if type(m) is Literal:
        lit = m.expr
        return lambda x: x == lit
    match = m.match

    def pred(x):
        for _ in match(x, {}, ev):
            return True
        return False
    return pred


def parse_levels(ev, spec, name, default_lo=1):
    return parse_levelspec(ev, spec, name, default_lo)


def _is_option(a, names):
    if isinstance(a, Expression):
        h = a.head
        if (h is S.Rule or h is S.RuleDelayed) and len(a.args) == 2:
            return names is None or getattr(a.args[0], "name", None) in names
        if h is LIST and a.args and names is None:
            return all(_is_option(x, names) for x in a.args)
    return False


def split_opts(ev, expr, min_pos, names=None, nargs=None):
    """``ev.split_options`` that never takes the first ``min_pos`` arguments as options
    (``Cases[{a -> 1}, a -> 1]``), and with ``names`` only treats rules for those option
    names as options (``Union[{a -> 1}, {b -> 2}]``).

    Builtins using it register with ``nargs=None`` (the registry's count would take a
    trailing list of rules for options) and pass ``nargs=(lo, hi)`` here: on a wrong count
    the General::arg* message is emitted and ``(None, None)`` returned."""
    args = expr.args
    n = len(args)
    while n > min_pos and _is_option(args[n - 1], names):
        n -= 1
    if nargs is not None:
        lo, hi = nargs
        if n < lo or (hi is not None and n > hi):
            ev._argcount_message(expr.head.name, n, lo, hi)
            return None, None
    return ev.split_options(expr, n)


def level_args(ev, expr, name, default, most=3):
    """The arguments of ``name[x, y, levelspec, ..., opts]`` (Map, Apply, Count, Cases,
    Position, ...): ``(pos, opts, (lo, hi))`` with the levels from the third positional
    argument, else ``default``.  None when fewer than two positional arguments are given or
    after a message (General::arg* for more than ``most``, ``name::level``)."""
    pos, opts = split_opts(ev, expr, 2, nargs=(1, most))
    if pos is None or len(pos) < 2:
        return None
    if len(pos) > 2:
        lv = parse_levelspec(ev, pos[2], name)
        if lv is None:
            return None
    else:
        lv = default
    return pos, opts, lv


def level_limit_args(ev, expr, name, default):
    """``level_args`` for ``name[x, y, levelspec, n, opts]`` (Cases, Position): ``(pos, opts,
    (lo, hi), limit)`` with the count limit ``n`` (None: no limit), or None after a message
    (``name::innf`` for a bad n)."""
    args = level_args(ev, expr, name, default, most=4)
    if args is None:
        return None
    pos, opts, lv = args
    limit = None
    if len(pos) > 3:
        limit = count_limit(ev, name, expr, pos[3], 4)
        if limit is False:
            return None
    return pos, opts, lv, limit


INNF = "Non-negative integer or Infinity expected at position `1` in `2`."


def count_limit(ev, name, expr, x, pos):
    """A count limit ``x`` at argument ``pos`` (Cases, Select, Position, ...): the int, None
    for Infinity (no limit), or False after ``name::innf``."""
    if is_infinity(x):
        return None
    v = nonneg_machine_int(x)
    if v is None:
        ev.message(name, "innf", Integer(pos), expr)
        return False
    return v


def rule_value(ev, m, rhs, delayed, x):
    """Apply a compiled rule to ``x`` (see core.evaluation.apply_rule)."""
    return apply_rule(ev, m, rhs, delayed, x)


def heads_option(opts, default=False):
    v = opts.get("Heads")
    if v is TRUE:
        return True
    if v is FALSE:
        return False
    return default


def walk_levels(expr, lo, hi, heads, visit, with_pos=False):
    """Call ``visit(sub, pos)`` for every subexpression at levels lo..hi, in the order of
    ``Level``: depth first, the head and then the arguments of a node before the node
    itself.  ``pos`` is a tuple of indices (0 for a head) when ``with_pos``, else None.
    ``visit`` may raise StopWalk to end the walk."""
    need_depth = lo < 0 or hi < 0
    unbounded = hi == INF or hi < 0

    def rec(x, level, pos):
        if x.is_atom:
            d = 1
        elif unbounded or level < hi:
            d = 0
            nl = level + 1
            if heads:
                rec(x.head, nl, pos + (0,) if with_pos else None)
            n = 0
            assoc = x.head is _ASSOCIATION and hasattr(x, "index")
            for a in x.args:
                n += 1
                i = n
                if assoc:
                    # an association is one level: its values, at positions Key[k]
                    if with_pos:
                        i = Expression(S.Key, (a.args[0],))
                    a = a.args[1]
                if a.is_atom and not with_pos and not need_depth:
                    # leaf fast path
                    if in_levels(nl, 1, lo, hi):
                        visit(a, None)
                    if d < 1:
                        d = 1
                    continue
                da = rec(a, nl, pos + (i,) if with_pos else None)
                if da > d:
                    d = da
            d += 1
        else:
            d = depth(x) if need_depth else 0
        if in_levels(level, d, lo, hi):
            visit(x, pos)
        return d

    try:
        rec(expr, 0, () if with_pos else None)
    except StopWalk:
        pass


def level_items(expr, lo, hi, heads=False):
    """The subexpressions at levels lo..hi, in ``Level`` order, as a list."""
    out = []
    if lo == 1 and hi == 1 and not heads:
        return [] if expr.is_atom else list(expr.args)
    walk_levels(expr, lo, hi, heads, lambda x, p: out.append(x))
    return out


def numeric_kind(items):
    """'int', 'exact' (Integer/Rational), 'real' (machine reals mixed with exact), or None."""
    kind = "int"
    for x in items:
        t = type(x)
        if t is Integer:
            continue
        if t is Rational:
            if kind == "int":
                kind = "exact"
            continue
        if t is Real and x.prec is None:
            kind = "real"
            continue
        return None
    return kind


def positive_machine_int(x):
    v = machine_int(x)
    return v if v is not None and v > 0 else None


def nonneg_machine_int(x):
    v = machine_int(x)
    return v if v is not None and v >= 0 else None


def operator_form(name, nargs=1, first=False):
    """Make ``name[a...][x]`` evaluate as ``name[x, a...]`` (the curried forms of Append,
    Select, Cases, ...), or as ``name[a..., x]`` with ``first`` (Map, Apply, Scan, ...).
    Call after the builtin's own registration (it registers the ``sub`` form)."""
    from mathilda.core.registry import builtin

    def sub(ev, expr):
        h = expr.head
        if h.head is not Symbol(name) or len(h.args) != nargs or len(expr.args) != 1:
            return None
        if first:
            return Expression(h.head, h.args + expr.args)
        return Expression(h.head, expr.args + h.args)
    builtin(name, sub=True)(sub)


def same_heads(ev, name, expr, items, start=1):
    """Check that every item is normal and they share one head (Join, Union, ...); emit
    ``name::normal`` / ``name::heads`` and give None otherwise, else the head."""
    head = None
    for i, x in enumerate(items):
        if x.is_atom:
            ev.message(name, "normal", Integer(i + start), expr)
            return None
        if head is None:
            head = x.head
            first = i
        elif x.head != head:
            ev.message(name, "heads", head, x.head, Integer(first + start),
                       Integer(i + start))
            return None
    return head


HEADS_MESSAGE = "Heads `1` and `2` at positions `3` and `4` are expected to be the same."


def symbol_name(x):
    return x.name if type(x) is Symbol else None


def to_bool(x):
    return x is TRUE


def to_py(x, kind):
    """The Python number of a numeric atom of ``numeric_kind`` ``kind``: an int or Fraction
    for "int" and "exact", a float for "real"."""
    if kind == "real":
        return float(x.value)
    return x.value


def _exact_from_py(v):
    return make_rational(v) if type(v) is Fraction else Integer(v)


def _real_from_py(v):
    return Real(float(v))


FROM_PY = {"int": Integer, "exact": _exact_from_py, "real": _real_from_py}


def from_py(v, kind):
    """The atom for a Python number computed from atoms of kind ``kind`` (``to_py``)."""
    return FROM_PY[kind](v)


SEQUENCE_PATTERN_HEADS = frozenset((
    "BlankSequence", "BlankNullSequence", "Repeated", "RepeatedNull", "Optional",
    "OptionsPattern", "Longest", "Shortest", "Sequence", "PatternSequence", "Except"))
"""Pattern heads that may match a number of elements other than one (or none)."""


def matches_one_element(p):
    """True if the pattern element p always matches exactly one element of a list (a
    Blank, a literal, a named or tested one of those, alternatives of them)."""
    while isinstance(p, Expression):
        name = getattr(p.head, "name", None)
        if name == "Pattern" and len(p.args) == 2:
            p = p.args[1]
        elif name in ("PatternTest", "Condition", "HoldPattern") and p.args:
            p = p.args[0]
        elif name == "Alternatives":
            return all(matches_one_element(a) for a in p.args)
        elif name in SEQUENCE_PATTERN_HEADS:
            return False
        else:
            return True
    return True

