"""Selecting, testing and counting: Select, Cases, DeleteCases, MemberQ, FreeQ, Count,
FirstCase, DeleteMissing."""

from mathilda.algorithms.lists.common import (INNF, StopWalk, count_limit, level_args,
                                            level_limit_args, make_list, matcher, operator_form,
                                            require_normal, rule_value, split_opts,
                                            walk_levels)
from mathilda.core.expr import Expression, Integer, String, S, TRUE, FALSE
from mathilda.core.levels import INF, depth, in_levels, parse_levelspec
from mathilda.core.patterns import compile_pattern
from mathilda.core.registry import builtin


def _is_assoc(x):
    return isinstance(x, Expression) and x.head is S.Association


@builtin("Select", nargs=(1, 3), messages={"innf": INNF},
         usage="Select[list, crit] picks out the elements e of list for which crit[e] is "
               "True; Select[list, crit, n] the first n of them; Select[crit] is the "
               "operator form.",
         examples=[("Select[{1, 2, 3, 4, 5}, EvenQ]", "{2, 4}"),
                   ("Select[{1, 2, 3, 4, 5}, # > 2 &, 2]", "{3, 4}"),
                   ("Select[f[1, a, 2], IntegerQ]", "f[1, 2]"),
                   ("Select[OddQ][{1, 2, 3}]", "{1, 3}"), ("Select[{}, EvenQ]", "{}"),
                   ("Select[x, EvenQ]", "Select[x, EvenQ]",
                    ["Select::normal: Nonatomic expression expected at position 1 in "
                     "Select[x, EvenQ]."])])
def select(ev, expr):
    args = expr.args
    if len(args) == 1:
        return None
    if not require_normal(ev, "Select", expr):
        return None
    x, crit = args[0], args[1]
    limit = None
    if len(args) == 3:
        limit = count_limit(ev, "Select", expr, args[2], 3)
        if limit is False:
            return None
    out = []
    evaluate = ev.evaluate
    assoc = _is_assoc(x)
    for a in x.args:
        if limit is not None and len(out) >= limit:
            break
        v = a.args[1] if assoc else a
        if evaluate(Expression(crit, (v,))) is TRUE:
            out.append(a)
    return Expression(x.head, tuple(out))


operator_form("Select")


class _CasesRule:
    """A pattern, or a rule pattern -> rhs, applied to one candidate at a time."""

    __slots__ = ("matcher", "rhs", "delayed", "pred")

    def __init__(self, ev, p):
        self.rhs = None
        if isinstance(p, Expression) and p.head in (S.Rule, S.RuleDelayed) and \
                len(p.args) == 2:
            self.matcher = compile_pattern(p.args[0])
            self.rhs = p.args[1]
            self.delayed = p.head is S.RuleDelayed
            self.pred = None
        else:
            self.pred = matcher(ev, p)

    def apply(self, ev, x):
        """The result for x, or None if it does not match."""
        if self.pred is not None:
            return x if self.pred(x) else None
        return rule_value(ev, self.matcher, self.rhs, self.delayed, x)


@builtin("Cases", options={"Heads": "False"}, messages={"innf": INNF},
         usage="Cases[list, pattern] gives the elements of list that match pattern; "
               "Cases[list, lhs -> rhs] gives the values of rhs for the matches; "
               "Cases[expr, pattern, levelspec] looks at the given levels; Cases[expr, "
               "pattern, levelspec, n] gives the first n; Cases[pattern] is the operator "
               "form.",
         examples=[("Cases[{1, a, 2, b}, _Integer]", "{1, 2}"),
                   ("Cases[{1, a, 2}, x_Integer :> x^2]", "{1, 4}"),
                   ("Cases[{f[1], g[2], f[3]}, f[x_] -> x]", "{1, 3}"),
                   ("Cases[{a, {b, {c}}}, _Symbol, Infinity]", "{a, b, c}"),
                   ("Cases[{1, 2, 3}, _, 1, 2]", "{1, 2}"),
                   ("Cases[_String][{\"a\", 1}]", "{a}"),
                   ("Cases[{a}, a, x]", "Cases[{a}, a, x]",
                    ["Cases::level: Level specification x is not of the form n, {n}, or "
                     "{m, n}."])])
def cases(ev, expr):
    args = level_limit_args(ev, expr, "Cases", (1, 1))
    if args is None:
        return None
    pos, opts, (lo, hi), limit = args
    x, patt = pos[0], pos[1]
    heads = opts.get("Heads") is TRUE
    rule = _CasesRule(ev, patt)
    out = []
    if limit == 0:
        return make_list(())
    if lo == 1 and hi == 1 and not heads:
        if x.is_atom:
            return make_list(())
        if _is_assoc(x):
            items = [r.args[1] for r in x.args]
        else:
            items = x.args
        for a in items:
            v = rule.apply(ev, a)
            if v is not None:
                out.append(v)
                if limit is not None and len(out) >= limit:
                    break
        return make_list(out)

    def visit(sub, p):
        v = rule.apply(ev, sub)
        if v is not None:
            out.append(v)
            if limit is not None and len(out) >= limit:
                raise StopWalk()
    walk_levels(x, lo, hi, heads, visit)
    return make_list(out)


operator_form("Cases")


def _delete_cases(ev, x, pred, lo, hi, level, state):
    """x with the subexpressions at levels lo..hi that match removed (levels > 0)."""
    if x.is_atom:
        return x
    need_depth = lo < 0 or hi < 0
    nl = level + 1
    out = []
    changed = False
    if _is_assoc(x):
        return _delete_in_association(ev, x, pred, lo, hi, level, state)
    for a in x.args:
        if state[0] == 0:
            out.append(a)
            continue
        d = depth(a) if need_depth else 0
        if in_levels(nl, d, lo, hi) and pred(a):
            changed = True
            if state[0] is not None:
                state[0] -= 1
            continue
        if not a.is_atom and (hi == INF or hi < 0 or nl < hi):
            b = _delete_cases(ev, a, pred, lo, hi, nl, state)
            if b is not a:
                changed = True
            a = b
        out.append(a)
    if not changed:
        return x
    return Expression(x.head, tuple(out))


def _delete_in_association(ev, x, pred, lo, hi, level, state):
    """_delete_cases for an association: its values are one level, keys are kept."""
    from mathilda.core.association import make_association
    need_depth = lo < 0 or hi < 0
    nl = level + 1
    out = []
    changed = False
    for r in x.args:
        v = r.args[1]
        if state[0] != 0:
            d = depth(v) if need_depth else 0
            if in_levels(nl, d, lo, hi) and pred(v):
                changed = True
                if state[0] is not None:
                    state[0] -= 1
                continue
            if not v.is_atom and (hi == INF or hi < 0 or nl < hi):
                w = _delete_cases(ev, v, pred, lo, hi, nl, state)
                if w is not v:
                    changed = True
                    r = Expression(r.head, (r.args[0], w))
        out.append(r)
    return make_association(out) if changed else x


@builtin("DeleteCases", nargs=(1, 4), messages={"innf": INNF},
         usage="DeleteCases[expr, pattern] removes the elements of expr that match pattern; "
               "DeleteCases[expr, pattern, levelspec] removes matching parts at the given "
               "levels; DeleteCases[expr, pattern, levelspec, n] removes at most n.",
         examples=[("DeleteCases[{1, a, 2, b}, _Integer]", "{a, b}"),
                   ("DeleteCases[{a, {a, b}}, a, Infinity]", "{{b}}"),
                   ("DeleteCases[{a, a, a}, a, 1, 2]", "{a}"),
                   ("DeleteCases[f[a, b], a]", "f[b]"),
                   ("DeleteCases[_Integer][{1, x}]", "{x}"),
                   ("DeleteCases[{a}, a, {1}, -1]", "DeleteCases[{a}, a, {1}, -1]",
                    ["DeleteCases::innf: Non-negative integer or Infinity expected at "
                     "position 4 in DeleteCases[{a}, a, {1}, -1]."])])
def delete_cases(ev, expr):
    args = expr.args
    if len(args) == 1:
        return None
    x, patt = args[0], args[1]
    lo, hi = 1, 1
    if len(args) > 2:
        lv = parse_levelspec(ev, args[2], "DeleteCases")
        if lv is None:
            return None
        lo, hi = lv
    limit = None
    if len(args) > 3:
        limit = count_limit(ev, "DeleteCases", expr, args[3], 4)
        if limit is False:
            return None
    pred = matcher(ev, patt)
    if _is_assoc(x) and lo == 1 and hi == 1:
        keep = [r for r in x.args if not pred(r.args[1])]
        return Expression(x.head, tuple(keep))
    return _delete_cases(ev, x, pred, lo, hi, 0, [limit])


operator_form("DeleteCases")


def _occurs(ev, x, patt, lo, hi, heads):
    pred = matcher(ev, patt)
    if lo == 1 and hi == 1 and not heads:
        if x.is_atom:
            return False
        items = [r.args[1] for r in x.args] if _is_assoc(x) else x.args
        for a in items:
            if pred(a):
                return True
        return False
    found = []

    def visit(sub, p):
        if pred(sub):
            found.append(sub)
            raise StopWalk()
    walk_levels(x, lo, hi, heads, visit)
    return bool(found)


@builtin("MemberQ", options={"Heads": "False"},
         usage="MemberQ[list, form] gives True if an element of list matches form; "
               "MemberQ[expr, form, levelspec] tests the parts at the given levels; "
               "MemberQ[form] is the operator form.",
         examples=[("MemberQ[{a, b, c}, b]", "True"), ("MemberQ[{a, {b}}, b]", "False"),
                   ("MemberQ[{a, {b}}, b, 2]", "True"), ("MemberQ[{1, x}, _Integer]", "True"),
                   ("MemberQ[x][{x, y}]", "True"), ("MemberQ[{}, a]", "False"),
                   ("MemberQ[{a}, a, z]", "MemberQ[{a}, a, z]",
                    ["MemberQ::level: Level specification z is not of the form n, {n}, or "
                     "{m, n}."])])
def member_q(ev, expr):
    args = level_args(ev, expr, "MemberQ", (1, 1))
    if args is None:
        return None
    pos, opts, (lo, hi) = args
    heads = opts.get("Heads") is TRUE
    return TRUE if _occurs(ev, pos[0], pos[1], lo, hi, heads) else FALSE


operator_form("MemberQ")


@builtin("FreeQ", options={"Heads": "True"},
         usage="FreeQ[expr, form] gives True if no subexpression of expr (heads included) "
               "matches form; FreeQ[expr, form, levelspec] tests only the given levels; "
               "FreeQ[form] is the operator form.",
         examples=[("FreeQ[{a, f[b]}, b]", "False"), ("FreeQ[x^2 + y, z]", "True"),
                   ("FreeQ[f[x], f]", "False"), ("FreeQ[{a, {b}}, b, 1]", "True"),
                   ("FreeQ[_Integer][{a, 1}]", "False"),
                   ("FreeQ[{a}, a, z]", "FreeQ[{a}, a, z]",
                    ["FreeQ::level: Level specification z is not of the form n, {n}, or "
                     "{m, n}."])])
def free_q(ev, expr):
    args = level_args(ev, expr, "FreeQ", (0, INF))
    if args is None:
        return None
    pos, opts, (lo, hi) = args
    heads = opts.get("Heads") is not FALSE
    return FALSE if _occurs(ev, pos[0], pos[1], lo, hi, heads) else TRUE


operator_form("FreeQ")


# --- Count -------------------------------------------------------------------------------------

@builtin("Count", options={"Heads": "False"},
         usage="Count[list, pattern] gives the number of elements of list that match "
               "pattern; Count[expr, pattern, levelspec] counts at the given levels; "
               "Count[pattern] is the operator form.",
         examples=[("Count[{a, b, a, c}, a]", "2"), ("Count[{1, x, 2, y}, _Integer]", "2"),
                   ("Count[{{a, b}, {a}}, a, 2]", "2"), ("Count[{}, a]", "0"),
                   ("Count[_Integer][{1, 2, a}]", "2"),
                   ("Count[{a}, a, x]", "Count[{a}, a, x]",
                    ["Count::level: Level specification x is not of the form n, {n}, or "
                     "{m, n}."])])
def count(ev, expr):
    args = level_args(ev, expr, "Count", (1, 1))
    if args is None:
        return None
    pos, opts, (lo, hi) = args
    x, patt = pos[0], pos[1]
    heads = opts.get("Heads") is TRUE
    pred = matcher(ev, patt)
    if lo == 1 and hi == 1 and not heads:
        if x.is_atom:
            return Integer(0)
        return Integer(sum(1 for a in x.args if pred(a)))
    n = [0]

    def visit(sub, p):
        if pred(sub):
            n[0] += 1
    walk_levels(x, lo, hi, heads, visit)
    return Integer(n[0])


operator_form("Count")


@builtin("FirstCase", nargs=None, options={"Heads": "False"},
         usage="FirstCase[expr, pattern] gives the first element of expr that matches "
               "pattern, or Missing[\"NotFound\"]; FirstCase[expr, lhs -> rhs] gives rhs for "
               "it; FirstCase[expr, pattern, default] gives default if there is none; "
               "FirstCase[expr, pattern, default, levelspec] looks at the given levels; "
               "FirstCase[pattern] is the operator form.",
         examples=[("FirstCase[{1, a, 2, b}, _Symbol]", "a"),
                   ("FirstCase[{1, 2.5, 3}, x_Real :> 2 x]", "5."),
                   ("FirstCase[{1, 2, 3}, _String]", "Missing[NotFound]"),
                   ("FirstCase[{1, 2, 3}, _String, none]", "none"),
                   ("FirstCase[{{a, 1}, {b, 2}}, {x_, 2} :> x]", "b"),
                   ("FirstCase[{{1, x}, {2}}, _Symbol, Missing[], Infinity]", "x"),
                   ("FirstCase[<|a -> 1, b -> \"s\"|>, _String]", "s"),
                   ("FirstCase[_Integer][{x, 3}]", "3")])
def first_case(ev, expr):
    pos, opts = split_opts(ev, expr, 2, ("Heads",), nargs=(1, 4))
    if pos is None or len(pos) < 2:
        return None
    x, patt = pos[0], pos[1]
    default = pos[2] if len(pos) > 2 else Expression(S.Missing, (String("NotFound"),))
    level = pos[3] if len(pos) > 3 else make_list((Integer(1),))
    r = ev.call("Cases", x, patt, level, Integer(1),
                Expression(S.Rule, (S.Heads, opts.get("Heads", FALSE))))
    if not (isinstance(r, Expression) and r.head is S.List):
        return None
    return r.args[0] if r.args else default


operator_form("FirstCase")


@builtin("DeleteMissing", nargs=(1, 3),
         usage="DeleteMissing[list] drops the elements of list (or the entries of an "
               "association) that are Missing[...]; DeleteMissing[list, n] drops them at "
               "levels 1 through n.",
         examples=[("DeleteMissing[{1, Missing[], 2, Missing[\"NotAvailable\"]}]", "{1, 2}"),
                   ("DeleteMissing[<|a -> 1, b -> Missing[]|>]", "<|a -> 1|>"),
                   ("DeleteMissing[{{1, Missing[]}, Missing[]}]", "{{1, Missing[]}}"),
                   ("DeleteMissing[{{1, Missing[]}, Missing[]}, 2]", "{{1}}"),
                   ("DeleteMissing[{Missing[]}]", "{}"),
                   ("DeleteMissing[{a, b}]", "{a, b}"),
                   ("DeleteMissing[x]", "DeleteMissing[x]",
                    ["DeleteMissing::normal: Nonatomic expression expected at position 1 in "
                     "DeleteMissing[x]."])])
def delete_missing(ev, expr):
    if not require_normal(ev, "DeleteMissing", expr):
        return None
    n = 1
    if len(expr.args) > 1:
        spec = expr.args[1]
        if spec is S.Infinity or (isinstance(spec, Expression) and
                                  spec.head is S.DirectedInfinity):
            n = INF
        elif type(spec) is Integer and spec.value >= 0:
            n = spec.value
        else:
            ev.message("DeleteMissing", "innf", Integer(2), expr)
            return None

    def missing(v):
        return not v.is_atom and v.head is S.Missing

    def rec(x, level):
        if x.is_atom or level > n:
            return x
        if _is_assoc(x) and hasattr(x, "index"):
            from mathilda.core.association import make_association
            return make_association([Expression(r.head, (r.args[0], rec(r.args[1], level + 1)))
                                     for r in x.args if not missing(r.args[1])])
        return Expression(x.head, tuple(rec(a, level + 1) for a in x.args if not missing(a)))
    return rec(expr.args[0], 1)
