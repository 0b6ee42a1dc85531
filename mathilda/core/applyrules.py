"""Applying a symbol's definitions (DownValues, UpValues, SubValues) to an expression.

``apply_rules(ev, expr, rules, exact)`` is what the evaluator calls once an expression's
head and arguments are evaluated: the value of the first definition that applies, or None.
``exact`` maps pattern-free left sides to their rules (one dict look-up); ``rules`` are the
others, most specific first (core.definitions keeps them so).

Each definition gets an applier, a function ``(expr, ev)`` answering the value, None (the
definition does not apply) or NOT_SIMPLE (the general matcher must decide).  For a left
side of the shapes core.fastmatch matches directly, the applier is generated as Python
code after the definition's second use: it matches and builds the right side with the
matched values in place in one function (``fib[n_] := fib[n - 1] + fib[n - 2]`` becomes
about ten lines: no bindings dict, no substitution walk).  A delayed right side ``a /; t``
(or a Module/Block/With whose body is one) is checked as core.substitution.delayed_value
does.
"""

from mathilda.core import attributes as A
from mathilda.core.expr import Expression, Symbol, S
from mathilda.core.fastmatch import NOT_SIMPLE, matching_code, first_argument_key
from mathilda.core.patterns import compile_pattern
from mathilda.core.rhsfold import build_folding
from mathilda.core.substitution import NO_MATCH, _subst, delayed_value, substitute

__all__ = ["apply_rules", "rule_value"]

# rules are interpreted for their first uses; then their applier is generated
_GENERATE_AFTER = 2

# a list of at least this many definitions is looked up by its first argument
_INDEX_FROM = 6
_FLAT_ORDERLESS = A.FLAT | A.ORDERLESS

# heads for which delayed_value can change a right side (a condition, or a scoping
# construct whose body is one)
_DELAYED_HEADS = frozenset((S.Condition, S.Module, S.Block, S.With))


def apply_rules(ev, expr, rules, exact):
    """The value of the first of the definitions ``exact`` (a dict by left side, or None)
    and ``rules`` that applies to ``expr``, or None."""
    if exact:
        r = exact.get(expr)
        if r is not None:
            v = r.rhs
            if r.delayed and type(v) is Expression:
                v = delayed_value(ev, v)
            if v is not NO_MATCH:
                return v
    if len(rules) >= _INDEX_FROM and expr.args:
        disp = getattr(rules, "dispatch", False)     # False: a plain list (no table)
        if disp is not False:
            if disp is None:
                disp = rules.dispatch = _dispatch(rules)
            if type(expr.head) is not Symbol or \
                    not ev.defs.attributes(expr.head) & _FLAT_ORDERLESS:
                by_lit, by_head, wild = disp
                a = expr.args[0]
                cand = by_lit.get(a) if by_lit else None
                if cand is None:
                    t = type(a)
                    cand = by_head.get(a.head if t is not Symbol else S.Symbol, wild)
                rules = cand
    for rule in rules:
        f = rule.applier
        if f is None:
            f = _applier(rule)
        v = f(expr, ev)
        if v is None:
            continue
        if v is NOT_SIMPLE:
            v = _general(ev, rule, expr)
            if v is None:
                continue
        return v
    return None


def _dispatch(rules):
    """The dispatch table of a list of definitions by their first argument: (definitions
    by the literal first argument, by the first argument's head, those that can take any
    first argument), each entry the definitions in their order in the list.  A definition
    whose first argument is a literal or a pattern of one head (``f[0, ...]``,
    ``f[x_Integer, ...]``, ``f[g[...], ...]``) is filed under it; the rest go with every
    entry."""
    keyed = []
    for i, rule in enumerate(rules):
        m = rule.matcher
        if m is None:
            m = rule.matcher = compile_pattern(rule.lhs)
        keyed.append((i, rule) + first_argument_key(m))
    wild = [(i, r) for i, r, kind, _ in keyed if kind is None]
    heads = {}
    lits = {}
    for i, r, kind, key in keyed:
        if kind == "head":
            heads.setdefault(key, []).append((i, r))
        elif kind == "literal":
            lits.setdefault(key, []).append((i, r))

    def merged(*groups):
        return tuple(r for _, r in sorted(sum(groups, []), key=lambda e: e[0]))
    by_head = {h: merged(rs, wild) for h, rs in heads.items()}
    by_lit = {}
    for v, rs in lits.items():
        h = v.head if type(v) is not Symbol else S.Symbol
        by_lit[v] = merged(rs, heads.get(h, []), wild)
    return by_lit, by_head, merged(wild)


def rule_value(ev, rule, b):
    """The right side of definition ``rule`` under bindings ``b``: its value, or NO_MATCH
    when a delayed right side's condition is not True."""
    rhs = rule.rhs
    if b:
        rhs = substitute(rhs, b, ev)
    if not rule.delayed or type(rhs) is not Expression:
        return rhs
    return delayed_value(ev, rhs)


def _general(ev, rule, expr):
    """The general matcher: every match in turn until the right side's condition holds."""
    m = rule.matcher
    if m is None:
        m = rule.matcher = compile_pattern(rule.lhs)
    for b in m.match(expr, {}, ev):
        if "__opts__" in b:
            b["__head__"] = expr.head_symbol
        v = rule_value(ev, rule, b)
        if v is not NO_MATCH:
            return v
    return None


def _applier(rule):
    """The applier of ``rule`` for now (it counts its uses; see the module's text)."""
    m = rule.matcher
    if m is None:
        m = rule.matcher = compile_pattern(rule.lhs)
    if m.simple is None:
        rule.applier = f = _general_applier(rule)
        return f
    rule.uses += 1
    if rule.uses > _GENERATE_AFTER:
        rule.applier = f = generate_applier(rule, m)
        return f
    return _interpreted_applier(rule, m)


def _general_applier(rule):
    def apply(expr, ev):
        return _general(ev, rule, expr)
    return apply


def _interpreted_applier(rule, m):
    def apply(expr, ev):
        b = m.match_simple(expr, ev)
        if b is None or b is NOT_SIMPLE:
            return b
        v = rule_value(ev, rule, b)
        return None if v is NO_MATCH else v
    return apply


def generate_applier(rule, m):
    """The generated applier of a definition whose matcher ``m`` has a direct program
    (a Normal matcher, or a Condition of one)."""
    if m.__class__.__name__ == "Condition":
        normal, tests = m.normal, m.tests
    else:
        normal, tests = m, ()
    g = matching_code(normal, tests)
    rhs = rule.rhs
    code, fo_line = build_folding(g, rhs)
    if code is None:                    # too deep to build inline
        code = "_subst(%s, %s)" % (g.const(rhs), g.bindings())
    elif fo_line is not None:           # its integer parts folded (core/rhsfold.py)
        g.emit(fo_line)
    g.emit("r = %s" % code)
    if rule.delayed and _may_be_delayed(rhs, g.bound):
        g.emit("if type(r) is Expression:")
        g.emit("    r = delayed_value(ev, r)")
        g.emit("    if r is NO_MATCH: return None")
    g.emit("return r")
    return g.function("apply", delayed_value=delayed_value, NO_MATCH=NO_MATCH,
                      **getattr(g, "fold_env", {}))


def _may_be_delayed(rhs, bound):
    """False when delayed_value certainly leaves the built right side as it is: its head
    is a symbol other than Condition, Module, Block, With, and not a pattern name."""
    if type(rhs) is Symbol:
        return rhs in bound
    if type(rhs) is not Expression:
        return False
    h = rhs.head
    return type(h) is not Symbol or h in bound or h in _DELAYED_HEADS
