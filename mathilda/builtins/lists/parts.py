"""Parts of lists: Part (``expr[[i]]``), Extract, Take, Drop, First, Last, Rest, Most, Append,
Prepend, AppendTo, PrependTo, Insert, Delete, ReplacePart, Position, Level.

The part algorithm (``get_part``, and the part assignment ``x[[i]] = v`` uses) is in
``mathilda/core/parts.py``; packed arrays take ``core.packed.packed_part``.
"""

from mathilda.algorithms.packed.lists import packed_drop, packed_take
from mathilda.algorithms.lists.common import (INNF, LIST, StopWalk, is_list, level_limit_args,
                                              make_list, matcher, operator_form,
                                              require_normal, rule_value, split_opts,
                                              walk_levels)
from mathilda.algorithms.lists.specs import (int_position, position_list, resolve_position,
                                             seq_indices, seq_spec)
from mathilda.core.expr import Expression, Integer, Symbol, S, TRUE, FALSE
from mathilda.core.levels import INF, parse_levelspec
from mathilda.core.packed import PackedArray, has_buffer, lazy_pack, packed_part
from mathilda.core.parts import PartError, get_part
from mathilda.core.patterns import compile_pattern
from mathilda.core.registry import builtin

SEQS = ("Sequence specification (+n, -n, {+n}, {-n}, {m, n}, or {m, n, s}) expected at "
        "position `2` in `1`.")
PSL = ("Position specification `1` in `2` is not a machine-sized integer or a list of "
       "machine-sized integers.")


# --- sequence specifications (Take, Drop) -------------------------------------------------

class SeqError(Exception):
    def __init__(self, tag, *args):
        self.tag = tag
        self.args_ = args


def _seq_bounds(parsed):
    if parsed[0] == "upto":
        return Integer(1), Integer(parsed[1])
    return Integer(parsed[0]), Integer(parsed[1])


def _take(x, specs, whole, tag):
    if not specs:
        return x
    if x.is_atom:
        raise SeqError("partd", whole)
    parsed = specs[0]
    idx = seq_indices(parsed, len(x.args))
    if idx is None:
        m, k = _seq_bounds(parsed)
        raise SeqError(tag, m, k, x)
    args = x.args
    rest = specs[1:]
    if tag == "take":
        return Expression(x.head, tuple(_take(args[i], rest, whole, tag) for i in idx))
    drop = set(idx)
    keep = [a for i, a in enumerate(args) if i not in drop]
    if rest:
        keep = [_take(a, rest, whole, tag) for a in keep]
    return Expression(x.head, tuple(keep))


def _take_drop(ev, expr, name, tag):
    if not require_normal(ev, name, expr):
        return None
    parsed = []
    for k, spec in enumerate(expr.args[1:]):
        p = seq_spec(spec)
        if p is None:
            ev.message(name, "seqs", expr, Integer(k + 2))
            return None
        parsed.append(p)
    try:
        return _take(expr.args[0], parsed, expr, tag)
    except SeqError as e:
        ev.message(name, e.tag, *e.args_)
        return None


@builtin("Take", packed=packed_take, nargs=(1, None),
         messages={"take": "Cannot take positions `1` through `2` in `3`.", "seqs": SEQS,
                   "partd": "Part specification `1` is longer than depth of object."},
         usage="Take[list, n] gives the first n elements of list, Take[list, -n] the last n, "
               "Take[list, {m, n}] elements m through n, Take[list, {m, n, s}] in steps "
               "of s; Take[list, spec1, spec2, ...] takes at successive levels; UpTo[n] "
               "takes at most n.",
         examples=[("Take[{a, b, c, d, e}, 2]", "{a, b}"), ("Take[{a, b, c, d, e}, -2]",
                                                           "{d, e}"),
                   ("Take[{a, b, c, d, e}, {2, 4}]", "{b, c, d}"),
                   ("Take[Range[10], {1, -1, 3}]", "{1, 4, 7, 10}"),
                   ("Take[{{1, 2, 3}, {4, 5, 6}}, All, 2]", "{{1, 2}, {4, 5}}"),
                   ("Take[{a, b}, UpTo[5]]", "{a, b}"),
                   ("Take[{a, b, c}, 5]", "Take[{a, b, c}, 5]",
                    ["Take::take: Cannot take positions 1 through 5 in {a, b, c}."])])
def take(ev, expr):
    if len(expr.args) == 1:
        return expr.args[0] if not expr.args[0].is_atom else None
    return _take_drop(ev, expr, "Take", "take")


@builtin("Drop", packed=packed_drop, nargs=(1, None),
         messages={"drop": "Cannot drop positions `1` through `2` in `3`.", "seqs": SEQS,
                   "partd": "Part specification `1` is longer than depth of object."},
         usage="Drop[list, n] drops the first n elements of list, Drop[list, -n] the last "
               "n, Drop[list, {m, n}] elements m through n, Drop[list, {m, n, s}] in steps "
               "of s; Drop[list, spec1, spec2, ...] drops at successive levels.",
         examples=[("Drop[{a, b, c, d, e}, 2]", "{c, d, e}"),
                   ("Drop[{a, b, c, d, e}, -2]", "{a, b, c}"),
                   ("Drop[{a, b, c, d, e}, {2, 4}]", "{a, e}"),
                   ("Drop[Range[10], {1, -1, 3}]", "{2, 3, 5, 6, 8, 9}"),
                   ("Drop[{{1, 2, 3}, {4, 5, 6}}, None, 1]", "{{2, 3}, {5, 6}}"),
                   ("Drop[{a, b, c}, 4]", "Drop[{a, b, c}, 4]",
                    ["Drop::drop: Cannot drop positions 1 through 4 in {a, b, c}."])])
def drop(ev, expr):
    if len(expr.args) == 1:
        return expr.args[0] if not expr.args[0].is_atom else None
    return _take_drop(ev, expr, "Drop", "drop")


# --- First, Last, Rest, Most ----------------------------------------------------------------

@builtin("First", nargs=(1, 2),
         messages={"nofirst": "`1` has zero length and no first element."},
         usage="First[expr] gives the first element of expr; First[expr, def] gives def if "
               "expr has no elements.",
         examples=[("First[{a, b, c}]", "a"), ("First[f[x, y]]", "x"),
                   ("First[{}, none]", "none"),
                   ("First[{}]", "First[{}]",
                    ["First::nofirst: {} has zero length and no first element."]),
                   ("First[x]", "First[x]",
                    ["First::normal: Nonatomic expression expected at position 1 in "
                     "First[x]."])])
def first(ev, expr):
    if not require_normal(ev, "First", expr):
        return None
    x = expr.args[0]
    if not x.args:
        if len(expr.args) == 2:
            return expr.args[1]
        ev.message("First", "nofirst", x)
        return None
    return x.args[0]


@builtin("Last", nargs=(1, 2),
         messages={"nolast": "`1` has zero length and no last element."},
         usage="Last[expr] gives the last element of expr; Last[expr, def] gives def if "
               "expr has no elements.",
         examples=[("Last[{a, b, c}]", "c"), ("Last[{}, none]", "none"),
                   ("Last[{}]", "Last[{}]",
                    ["Last::nolast: {} has zero length and no last element."])])
def last(ev, expr):
    if not require_normal(ev, "Last", expr):
        return None
    x = expr.args[0]
    if not x.args:
        if len(expr.args) == 2:
            return expr.args[1]
        ev.message("Last", "nolast", x)
        return None
    return x.args[-1]


@builtin("Rest", nargs=1,
         messages={"norest": "Cannot take Rest of expression `1` with length zero."},
         usage="Rest[expr] gives expr with its first element removed.",
         examples=[("Rest[{a, b, c}]", "{b, c}"), ("Rest[f[x]]", "f[]"),
                   ("Rest[{}]", "Rest[{}]",
                    ["Rest::norest: Cannot take Rest of expression {} with length zero."])])
def rest(ev, expr):
    if not require_normal(ev, "Rest", expr):
        return None
    x = expr.args[0]
    if not x.args:
        ev.message("Rest", "norest", x)
        return None
    return Expression(x.head, x.args[1:])


@builtin("Most", nargs=1,
         messages={"nomost": "Cannot take Most of expression `1` with length zero."},
         usage="Most[expr] gives expr with its last element removed.",
         examples=[("Most[{a, b, c}]", "{a, b}"),
                   ("Most[{}]", "Most[{}]",
                    ["Most::nomost: Cannot take Most of expression {} with length zero."])])
def most(ev, expr):
    if not require_normal(ev, "Most", expr):
        return None
    x = expr.args[0]
    if not x.args:
        ev.message("Most", "nomost", x)
        return None
    return Expression(x.head, x.args[:-1])


# --- Append, Prepend, AppendTo, PrependTo -----------------------------------------------------

@builtin("Append", nargs=(1, 2),
         usage="Append[expr, elem] gives expr with elem added at the end; Append[elem] is "
               "the operator form.",
         examples=[("Append[{a, b}, c]", "{a, b, c}"), ("Append[f[a], b]", "f[a, b]"),
                   ("Append[c][{a, b}]", "{a, b, c}"),
                   ("Append[x, a]", "Append[x, a]",
                    ["Append::normal: Nonatomic expression expected at position 1 in "
                     "Append[x, a]."])])
def append(ev, expr):
    if len(expr.args) == 1:
        return None
    if not require_normal(ev, "Append", expr):
        return None
    x, e = expr.args
    return Expression(x.head, x.args + (e,))


operator_form("Append")


@builtin("Prepend", nargs=(1, 2),
         usage="Prepend[expr, elem] gives expr with elem added at the start; Prepend[elem] "
               "is the operator form.",
         examples=[("Prepend[{a, b}, c]", "{c, a, b}"), ("Prepend[x][{y}]", "{x, y}"),
                   ("Prepend[1, a]", "Prepend[1, a]",
                    ["Prepend::normal: Nonatomic expression expected at position 1 in "
                     "Prepend[1, a]."])])
def prepend(ev, expr):
    if len(expr.args) == 1:
        return None
    if not require_normal(ev, "Prepend", expr):
        return None
    x, e = expr.args
    return Expression(x.head, (e,) + x.args)


operator_form("Prepend")


RVALUE = "`1` is not a variable with a value, so its value cannot be changed."


def _current_value(ev, target, name):
    from mathilda.algorithms.language.lvalues import current_value
    return current_value(ev, target, name)


def _append_to(ev, expr, name, at_end):
    target, e = expr.args
    value = _current_value(ev, target, name)
    if value is None:
        return None
    if value.is_atom:
        ev.message(name, "normal", Integer(1), expr)
        return None
    new = Expression(value.head, value.args + (e,) if at_end else (e,) + value.args)
    return ev.evaluate(Expression(S.Set, (target, new)))


@builtin("AppendTo", nargs=2, attributes=("HoldFirst", "Protected"),
         messages={"rvalue": RVALUE},
         usage="AppendTo[x, elem] appends elem to the value of x and assigns the result "
               "to x.",
         examples=[("v = {1, 2}; AppendTo[v, 3]; v", "{1, 2, 3}"),
                   ("AppendTo[undefined1, 3]", "AppendTo[undefined1, 3]",
                    ["AppendTo::rvalue: undefined1 is not a variable with a value, so its "
                     "value cannot be changed."])])
def append_to(ev, expr):
    return _append_to(ev, expr, "AppendTo", True)


@builtin("PrependTo", nargs=2, attributes=("HoldFirst", "Protected"),
         messages={"rvalue": RVALUE},
         usage="PrependTo[x, elem] prepends elem to the value of x and assigns the result "
               "to x.",
         examples=[("w = {1, 2}; PrependTo[w, 0]", "{0, 1, 2}"),
                   ("PrependTo[undefined2, 3]", "PrependTo[undefined2, 3]",
                    ["PrependTo::rvalue: undefined2 is not a variable with a value, so its "
                     "value cannot be changed."])])
def prepend_to(ev, expr):
    return _append_to(ev, expr, "PrependTo", False)


# --- positions -------------------------------------------------------------------------------


# --- Extract ---------------------------------------------------------------------------------

@builtin("Extract", nargs=(1, 3), attributes=("NHoldRest", "Protected"),
         messages={"psl": PSL, "partw": "Part `1` of `2` does not exist."},
         usage="Extract[expr, {i, j, ...}] gives the part of expr at that position; "
               "Extract[expr, {pos1, pos2, ...}] a list of parts; Extract[expr, pos, h] "
               "wraps each part in h before it is evaluated.",
         examples=[("Extract[{a, {b, c}}, {2, 1}]", "b"),
                   ("Extract[{a, b, c}, {{1}, {3}}]", "{a, c}"),
                   ("Extract[{a, b, c}, -1]", "c"),
                   ("Extract[Hold[1 + 1, 2 + 2], {2}, Hold]", "Hold[2 + 2]"),
                   ("Extract[{a, b}, {3}]", "Extract[{a, b}, {3}]",
                    ["Extract::partw: Part 3 of {a, b} does not exist."])])
def extract(ev, expr):
    args = expr.args
    if len(args) == 1:
        return None
    x, spec = args[0], args[1]
    wrap = args[2] if len(args) == 3 else None

    def one(p):
        ints = int_position(p)
        if ints is not None:
            part = x
            for j in resolve_position(x, ints):
                part = part.head if j == 0 else part.args[j - 1]
        else:
            part = get_part(x, p.args, expr)
        return Expression(wrap, (part,)) if wrap is not None else part
    try:
        if int_position(spec) is not None:
            return one(spec)
        if is_list(spec) and spec.args and all(is_list(a) for a in spec.args):
            return make_list(one(a) for a in spec.args)
        if is_list(spec):
            return one(spec)
    except PartError as e:
        if e.tag in ("partw", "partd"):
            ev.message("Extract", e.tag, *e.args_)
        else:
            ev.message("Extract", "psl", spec, expr)
        return None
    ev.message("Extract", "psl", spec, expr)
    return None


operator_form("Extract")


# --- Insert ----------------------------------------------------------------------------------

def _insert_at(x, pos, elem, whole):
    i = pos[0]
    if x.is_atom:
        raise PartError("ins", Integer(i), whole)
    n = len(x.args)
    if len(pos) == 1:
        j = i if i > 0 else i + n + 2
        if i == 0 or j < 1 or j > n + 1:
            raise PartError("ins", Integer(i), whole)
        return Expression(x.head, x.args[:j - 1] + (elem,) + x.args[j - 1:])
    j = i if i > 0 else i + n + 1
    if i == 0 or j < 1 or j > n:
        raise PartError("ins", Integer(i), whole)
    args = list(x.args)
    args[j - 1] = _insert_at(args[j - 1], pos[1:], elem, whole)
    return Expression(x.head, tuple(args))


@builtin("Insert", nargs=(2, 3),
         messages={"ins": "Cannot insert at position `1` in `2`.", "psl": PSL},
         usage="Insert[list, elem, n] inserts elem at position n of list (negative n counts "
               "from the end); Insert[expr, elem, {i, j, ...}] at a deeper position; "
               "Insert[expr, elem, {{i1, ...}, {i2, ...}}] at several positions.",
         examples=[("Insert[{a, b, c}, x, 2]", "{a, x, b, c}"),
                   ("Insert[{a, b, c}, x, -1]", "{a, b, c, x}"),
                   ("Insert[{a, {b, c}}, x, {2, 1}]", "{a, {x, b, c}}"),
                   ("Insert[{a, b, c}, x, {{1}, {3}}]", "{x, a, b, x, c}"),
                   ("Insert[{a, b, c}, x, 5]", "Insert[{a, b, c}, x, 5]",
                    ["Insert::ins: Cannot insert at position 5 in {a, b, c}."])])
def insert(ev, expr):
    if len(expr.args) == 2:
        return None
    x, elem, spec = expr.args
    positions = position_list(spec)
    if positions is None or any(len(p) == 0 for p in positions):
        ev.message("Insert", "psl", spec, expr)
        return None
    try:
        if len(positions) == 1:
            return _insert_at(x, positions[0], elem, x)
        # resolve against the original, then insert from the last position backwards
        resolved = []
        for p in positions:
            r = []
            y = x
            for k, i in enumerate(p):
                if y.is_atom:
                    raise PartError("ins", Integer(i), x)
                n = len(y.args)
                last = k == len(p) - 1
                j = i if i > 0 else i + n + (2 if last else 1)
                if i == 0 or j < 1 or j > n + (1 if last else 0):
                    raise PartError("ins", Integer(i), x)
                r.append(j)
                if not last:
                    y = y.args[j - 1]
            resolved.append(tuple(r))
        out = x
        for p in sorted(resolved, reverse=True):
            out = _insert_at(out, p, elem, x)
        return out
    except PartError as e:
        ev.message("Insert", "ins", *e.args_)
        return None


operator_form("Insert", 2)


# --- Delete ----------------------------------------------------------------------------------

def _delete_at(x, pos):
    j = pos[0]
    if len(pos) == 1:
        if j == 0:
            return Expression(S.Sequence, x.args)
        return Expression(x.head, x.args[:j - 1] + x.args[j:])
    if j == 0:
        return Expression(_delete_at(x.head, pos[1:]), x.args)
    args = list(x.args)
    args[j - 1] = _delete_at(args[j - 1], pos[1:])
    return Expression(x.head, tuple(args))


@builtin("Delete", nargs=(1, 2),
         messages={"psl": PSL, "partw": "Part `1` of `2` does not exist."},
         usage="Delete[expr, n] deletes the element at position n (negative n counts from "
               "the end); Delete[expr, {i, j, ...}] the part at that position; "
               "Delete[expr, {{i1, ...}, {i2, ...}}] several parts; position 0 replaces "
               "the head by Sequence.",
         examples=[("Delete[{a, b, c}, 2]", "{a, c}"), ("Delete[{a, b, c}, -1]", "{a, b}"),
                   ("Delete[{a, {b, c}}, {2, 1}]", "{a, {c}}"),
                   ("Delete[{a, b, c, d}, {{1}, {3}}]", "{b, d}"),
                   ("Delete[{a, f[b, c]}, {2, 0}]", "{a, b, c}"),
                   ("Delete[{a, b, c}, 4]", "Delete[{a, b, c}, 4]",
                    ["Delete::partw: Part 4 of {a, b, c} does not exist."])])
def delete(ev, expr):
    if len(expr.args) == 1:
        return None
    x, spec = expr.args
    positions = position_list(spec)
    if positions is None:
        ev.message("Delete", "psl", spec, expr)
        return None
    try:
        resolved = sorted({resolve_position(x, p) for p in positions}, reverse=True)
    except PartError as e:
        ev.message("Delete", "partw", *e.args_)
        return None
    out = x
    for p in resolved:
        if not p:
            return Expression(S.Sequence, ())
        out = _delete_at(out, p)
    return out


operator_form("Delete")


# --- ReplacePart -----------------------------------------------------------------------------

class _PosRule:
    __slots__ = ("explicit", "pred_list", "pred_int", "rhs", "delayed", "lhs")

    def __init__(self, ev, rule):
        lhs, rhs = rule.args
        self.lhs = lhs
        self.rhs = rhs
        self.delayed = rule.head is S.RuleDelayed
        self.explicit = position_list(lhs)
        self.pred_list = self.pred_int = None
        if self.explicit is None:
            m = compile_pattern(lhs)
            if is_list(lhs):
                self.pred_list = m
            else:
                self.pred_int = m

    def value(self, ev, pos):
        """The replacement at position ``pos`` (a tuple of positive ints), or None."""
        if self.explicit is not None:
            return self.rhs if pos in self.explicit else None
        if self.pred_list is not None:
            target = make_list(Integer(i) for i in pos)
            m = self.pred_list
        else:
            if len(pos) != 1:
                return None
            target = Integer(pos[0])
            m = self.pred_int
        return rule_value(ev, m, self.rhs, self.delayed, target)


def _replace_walk(ev, x, rules, pos):
    if x.is_atom:
        return x
    args = x.args
    new = None
    n = len(args)
    for i in range(1, n + 1):
        p = pos + (i,)
        v = None
        for r in rules:
            v = r.value(ev, p)
            if v is not None:
                break
        a = args[i - 1]
        if v is None:
            v = _replace_walk(ev, a, rules, p)
        if v is not a:
            if new is None:
                new = list(args)
            new[i - 1] = v
    head = x.head
    hp = pos + (0,)
    for r in rules:
        if r.explicit is not None:
            hv = r.value(ev, hp)
            if hv is not None:
                head = hv
                break
    if new is None and head is x.head:
        return x
    return Expression(head, tuple(new) if new is not None else args)


def _normalise_explicit(ev, x, rules):
    """Resolve negative explicit positions against x; False (after ReplacePart::partw)
    when one does not exist."""
    for r in rules:
        if r.explicit is None:
            continue
        ok = []
        for p in r.explicit:
            try:
                q = resolve_position(x, p)
                if any(a < 0 and b == 0 for a, b in zip(p, q)):
                    raise PartError("partw")        # -n beyond the start is not the head
                ok.append(q)
            except PartError:
                ev.message("ReplacePart", "partw", make_list(Integer(i) for i in p), x)
                return False
        r.explicit = set(ok)
    return True


@builtin("ReplacePart", nargs=(1, 3),
         messages={"rep": "`1` is not a valid replacement rule.",
                   "partw": "Part `1` of `2` does not exist."},
         usage="ReplacePart[expr, i -> new] replaces the part at position i; positions may "
               "be {i, j, ...}, lists of positions, or patterns such as {i_, i_}; "
               "ReplacePart[expr, {rules...}] applies several rules (the first that "
               "applies at a position wins); an explicit position that does not exist "
               "leaves it unevaluated (ReplacePart::partw).",
         examples=[("ReplacePart[{a, b, c}, 2 -> x]", "{a, x, c}"),
                   ("ReplacePart[{a, b, c}, {1 -> x, -1 -> y}]", "{x, b, y}"),
                   ("ReplacePart[{{a, b}, {c, d}}, {i_, i_} -> 0]", "{{0, b}, {c, 0}}"),
                   ("ReplacePart[{a, b, c, d}, {{1}, {3}} -> x]", "{x, b, x, d}"),
                   ("ReplacePart[{a, b}, 5 -> x]", "ReplacePart[{a, b}, 5 -> x]",
                    ["ReplacePart::partw: Part {5} of {a, b} does not exist."]),
                   ("ReplacePart[{a, b}, {{1}, {2, 1}} -> x]",
                    "ReplacePart[{a, b}, {{1}, {2, 1}} -> x]",
                    ["ReplacePart::partw: Part {2, 1} of {a, b} does not exist."]),
                   ("ReplacePart[{a, b}, _ -> x]", "{x, x}"),
                   ("ReplacePart[{a, b}, c]", "ReplacePart[{a, b}, c]",
                    ["ReplacePart::rep: c is not a valid replacement rule."])])
def replace_part(ev, expr):
    args = expr.args
    if len(args) == 1:
        return None
    x = args[0]
    if len(args) == 3:
        rules_e = Expression(S.Rule, (args[2], args[1]))
    else:
        rules_e = args[1]
    items = rules_e.args if is_list(rules_e) else (rules_e,)
    rules = []
    for r in items:
        if not (isinstance(r, Expression) and r.head in (S.Rule, S.RuleDelayed)
                and len(r.args) == 2):
            ev.message("ReplacePart", "rep", r)
            return None
        rules.append(_PosRule(ev, r))
    for r in rules:
        if r.explicit is not None and () in r.explicit:
            return r.rhs
    if x.is_atom:
        return x
    if not _normalise_explicit(ev, x, rules):
        return None
    return _replace_walk(ev, x, rules, ())


operator_form("ReplacePart")


# --- Position, Level -------------------------------------------------------------------------

@builtin("Position", options={"Heads": "True"},
         messages={"innf": INNF},
         usage="Position[expr, pattern] gives the positions at which pattern matches in "
               "expr (heads included); Position[expr, pattern, levelspec] only at those "
               "levels; Position[expr, pattern, levelspec, n] only the first n.",
         examples=[("Position[{a, b, a, a}, a]", "{{1}, {3}, {4}}"),
                   ("Position[{1, {2, 1}}, 1]", "{{1}, {2, 2}}"),
                   ("Position[f[a], f]", "{{0}}"),
                   ("Position[{a, {a}}, a, {2}]", "{{2, 1}}"),
                   ("Position[{a, a, a}, a, 1, 2]", "{{1}, {2}}"),
                   ("Position[_Integer][{x, 2}]", "{{2}}"),
                   ("Position[{a}, a, x]", "Position[{a}, a, x]",
                    ["Position::level: Level specification x is not of the form n, {n}, or "
                     "{m, n}."])])
def position(ev, expr):
    args = level_limit_args(ev, expr, "Position", (0, INF))
    if args is None:
        return None
    pos, opts, (lo, hi), limit = args
    x, patt = pos[0], pos[1]
    heads = opts.get("Heads") is not FALSE
    pred = matcher(ev, patt)
    out = []

    def visit(sub, p):
        if pred(sub):
            out.append(p)
            if limit is not None and len(out) >= limit:
                raise StopWalk()
    if limit == 0:
        return make_list(())
    walk_levels(x, lo, hi, heads, visit, with_pos=True)
    return make_list(make_list(Integer(i) if type(i) is int else i for i in p) for p in out)


operator_form("Position")


@builtin("Level", options={"Heads": "False"},
         usage="Level[expr, levelspec] gives a list of the subexpressions of expr at the "
               "given levels, in depth-first order; Level[expr, levelspec, f] applies f to "
               "that sequence.",
         examples=[("Level[{a, {b, c}}, 1]", "{a, {b, c}}"),
                   ("Level[{a, {b, c}}, {2}]", "{b, c}"),
                   ("Level[{a, {b, c}}, {-1}]", "{a, b, c}"),
                   ("Level[{a, {b, c}}, Infinity]", "{a, b, c, {b, c}}"),
                   ("Level[f[g[x]], {0, Infinity}]", "{x, g[x], f[g[x]]}"),
                   ("Level[{a, b}, 1, f]", "f[a, b]"),
                   ("Level[{a}, z]", "Level[{a}, z]",
                    ["Level::level: Level specification z is not of the form n, {n}, or "
                     "{m, n}."])])
def level(ev, expr):
    pos, opts = split_opts(ev, expr, 2, nargs=(2, 3))
    if pos is None:
        return None
    if len(pos) < 2:
        return None
    lv = parse_levelspec(ev, pos[1], "Level")
    if lv is None:
        return None
    heads = opts.get("Heads") is TRUE
    out = []
    walk_levels(pos[0], lv[0], lv[1], heads, lambda s, p: out.append(s))
    head = pos[2] if len(pos) > 2 else LIST
    return Expression(head, tuple(out))


# --- Part ------------------------------------------------------------------------------------

@builtin("Part", nargs=(1, None), attributes=("NHoldRest", "Protected", "ReadProtected"),
         messages={"partw": "Part `1` of `2` does not exist.",
                   "partd": "Part specification `1` is longer than depth of object.",
                   "pkspec1": "The expression `1` cannot be used as a part specification.",
                   "take": "Cannot take positions `1` through `2` in `3`."},
         usage="expr[[i]] or Part[expr, i] gives the i-th part of expr; negative i counts "
               "from the end, 0 gives the head; expr[[i, j, ...]] goes deeper; All, "
               "spans i;;j;;k and lists of positions select several parts.",
         examples=[("{a, b, c}[[2]]", "b"), ("{a, b, c}[[-1]]", "c"),
                   ("{{1, 2}, {3, 4}}[[All, 1]]", "{1, 3}"), ("Range[10][[2 ;; 8 ;; 3]]",
                                                             "{2, 5, 8}"),
                   ("{a, b}[[5]]", "{a, b}[[5]]", ["Part::partw: Part 5 of {a, b} does not "
                                                   "exist."])])
def part(ev, expr):
    x = expr.args[0]
    specs = expr.args[1:]
    if has_buffer(x):
        r = packed_part(ev, x, specs)
        if r is not None:
            return r
    try:
        # parts of an evaluated expression are evaluated: the result need not be walked
        r = get_part(x, specs, expr)
        if type(x) is PackedArray and type(r) is Expression and r.head is LIST:
            r = lazy_pack(r) or r       # the parts of a short packed array are packed
        return ev.final(r)
    except PartError as e:
        ev.message("Part", e.tag, *e.args_)
        return None
