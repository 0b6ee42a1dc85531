"""Lists of replacement rules compiled for Replace, ReplaceAll and ReplaceRepeated.

``CompiledRule`` is one rule ``lhs -> rhs`` / ``lhs :> rhs``: its matcher, and the direct
matcher of core.fastmatch when the left side has one of the common shapes (then a match
builds no generator and copies no bindings).

``RuleSet`` is a list of them with a dispatch table: a rule whose left side can only match
expressions of one head (``f[...]``, ``_h``, ``x_h /; test``, a literal) is filed under that
head, so that at each subexpression only the rules that can match it are tried, in their
order in the list.  ``replace_all`` is one ReplaceAll pass over an expression.
"""

from itertools import combinations

from mathilda.core import attributes as A
from mathilda.core.expr import Expression, Integer, Rational, Real, Complex, String, \
    Symbol, S
from mathilda.core.fastmatch import NOT_SIMPLE, direct_matcher
from mathilda.core import patterns as P
from mathilda.core.substitution import NO_MATCH, _subst, apply_rule, delayed_value
from mathilda.core.settled import is_fixed

__all__ = ["FAIL", "CompiledRule", "RuleSet", "replace_all"]

FAIL = object()

_ATOM_HEADS = {Symbol: S.Symbol, Integer: S.Integer, Rational: S.Rational, Real: S.Real,
               Complex: S.Complex, String: S.String}


class CompiledRule:
    __slots__ = ("matcher", "rhs", "delayed", "direct", "lit")

    def __init__(self, rule):
        m = self.matcher = P.compile_pattern(rule.args[0])
        self.rhs = rule.args[1]
        self.delayed = rule.head is S.RuleDelayed
        self.lit = m.expr if type(m) is P.Literal else None
        self.direct = direct_matcher(m)

    def apply(self, expr, ev):
        """The rule's value at ``expr``, or FAIL when it does not match."""
        lit = self.lit
        if lit is not None:
            if expr is not lit and expr != lit:
                return FAIL
            r = self.rhs
            if self.delayed and type(r) is Expression:
                r = delayed_value(ev, r)
                if r is NO_MATCH:
                    return FAIL
            return r
        f = self.direct
        if f is not None:
            b = f(expr, ev)
            if b is None:
                return FAIL
            if b is not NOT_SIMPLE:
                r = _subst(self.rhs, b) if b else self.rhs
                if self.delayed and type(r) is Expression:
                    r = delayed_value(ev, r)
                    if r is NO_MATCH:
                        return FAIL
                return r
        r = apply_rule(ev, self.matcher, self.rhs, self.delayed, expr)
        return FAIL if r is None else r


def _key(m):
    """The head every expression ``m`` matches has (None: any), and the literal it must
    equal when ``m`` is just that literal (or None)."""
    if type(m) is P.Literal:
        e = m.expr
        return (e.head if not e.is_atom else _ATOM_HEADS.get(type(e), e.head)), e
    while True:
        t = type(m)
        if t is P.Named or t is P.Condition or t is P.PatternTest:
            m = m.inner
        elif t is P.Literal:
            e = m.expr
            return (e.head if not e.is_atom else _ATOM_HEADS.get(type(e), e.head)), None
        elif t is P.HeadBlank:
            return m.head, None
        elif t is P.Normal:
            if m.head_literal is not None and not any(p.optional for p in m.pats):
                return m.head_literal, None
            return None, None
        else:
            return None, None


class RuleSet:
    """An ordered list of CompiledRule with a dispatch table by head."""

    __slots__ = ("rules", "table", "wild", "normal_heads", "atoms", "atom_types")

    def __init__(self, rules):
        self.rules = rules
        groups = {}         # head -> [(position, rule)]
        wild = []
        lits = {}           # head -> [(position, literal, rule)]
        for i, r in enumerate(rules):
            h, lit = _key(r.matcher)
            if h is None:
                wild.append((i, r))
            else:
                groups.setdefault(h, []).append((i, r))
                if lit is not None:
                    lits.setdefault(h, []).append((i, lit, r))
        self.wild = tuple(r for _, r in wild)
        table = {}
        for h, entries in groups.items():
            lit_entries = lits.get(h, ())
            if not wild and len(lit_entries) == len(entries) and len(entries) > 3:
                d = {}
                for _, lit, r in lit_entries:
                    d.setdefault(lit, r)        # the first of equal literals applies
                table[h] = d
            else:
                table[h] = tuple(r for _, r in sorted(entries + wild, key=lambda e: e[0]))
        self.table = table
        # the heads of normal patterns f[p1, p2, ...]: a Flat f may match part of f[...]
        self.normal_heads = frozenset(
            r.matcher.head_literal for r in rules
            if type(r.matcher) is P.Normal and r.matcher.nargs > 1)
        # every left side a literal atom (x -> y, {a -> 1, b -> 2}): the rule of each atom
        # (the first of equal ones) and the types of the atoms; else None
        self.atoms = self.atom_types = None
        if rules and all(type(r.matcher) is P.Literal and r.matcher.expr.is_atom
                         and type(r.matcher.expr) in _ATOM_HEADS for r in rules):
            atoms = {}
            for r in rules:
                atoms.setdefault(r.matcher.expr, r)
            self.atoms = atoms
            self.atom_types = frozenset(type(a) for a in atoms)

    def __iter__(self):
        return iter(self.rules)

    def __len__(self):
        return len(self.rules)

    def first(self, expr, ev, head=None):
        """The value of the first rule that applies to ``expr`` (of head ``head`` when
        given), or FAIL."""
        if head is None:
            t = type(expr)
            head = expr.head if t is not Symbol else S.Symbol
        cand = self.table.get(head, self.wild)
        if type(cand) is dict:
            r = cand.get(expr)
            return FAIL if r is None else r.apply(expr, ev)
        for r in cand:
            v = r.apply(expr, ev)
            if v is not FAIL:
                return v
        return FAIL


def _flat_parts(ev, expr, rules):
    """For a Flat head, rules may match a sub-collection of the arguments
    (``a + b + c /. a + b -> x`` gives ``c + x``): a subset of the arguments when the head
    is also Orderless, a contiguous run otherwise."""
    head = expr.head
    attrs = ev.defs.attributes(head)
    if not attrs & A.FLAT:
        return FAIL
    args = expr.args
    n = len(args)
    for r in rules:
        pat = r.matcher
        k = getattr(pat, "nargs", None)
        if k is None or not (1 < k < n):
            continue
        hl = getattr(pat, "head_literal", None)
        if hl is not head:
            continue
        if attrs & A.ORDERLESS:
            candidates = combinations(range(n), k)
        else:
            candidates = (tuple(range(i, i + k)) for i in range(n - k + 1))
        for idx in candidates:
            sub = Expression(head, tuple(args[i] for i in idx))
            v = r.apply(sub, ev)
            if v is not FAIL:
                rest = [a for i, a in enumerate(args) if i not in idx]
                if attrs & A.ORDERLESS:
                    return Expression(head, tuple(rest) + (v,))
                return Expression(head, args[:idx[0]] + (v,) + args[idx[-1] + 1:])
    return FAIL


def _replace_atoms(ev, expr, rs):
    """``replace_all`` for a RuleSet whose left sides are all literal atoms: only atoms
    can match, each looked up at once (only for the types of atoms the rules have)."""
    atoms = rs.atoms
    types = rs.atom_types
    get = atoms.get
    E = Expression

    def walk(e):
        h = e.head
        th = type(h)
        if th is E or (th not in types and not h.is_atom):
            nh = walk(h)
        elif th in types:
            r = get(h)
            nh = h if r is None else r.apply(h, ev)
            if nh is FAIL:
                nh = h
        else:
            nh = h
        args = e.args
        new = None
        i = 0
        for a in args:
            t = type(a)
            if t is E:
                v = walk(a)
            elif t in types:
                r = get(a)
                if r is None:
                    i += 1
                    continue
                v = r.apply(a, ev)
                if v is FAIL:
                    i += 1
                    continue
            elif not a.is_atom:
                v = walk(a)             # a packed array, an association
            else:
                inside = getattr(t, "replace_inside", None)
                if inside is None:
                    i += 1
                    continue
                v = inside(a, one)      # a SparseArray: the rules act on its values
            if v is not a:
                if new is None:
                    new = list(args)
                new[i] = v
            i += 1
        if new is None:
            return e if nh is h else E(nh, args)
        return E(nh, tuple(new))

    def one(v):
        """The value v with the rules applied (v itself when nothing matched)."""
        t = type(v)
        if t in types:
            r = get(v)
            w = FAIL if r is None else r.apply(v, ev)
            return v if w is FAIL else w
        if t is E or not v.is_atom:
            return walk(v)
        inside = getattr(t, "replace_inside", None)
        return v if inside is None else inside(v, one)

    if expr.is_atom:
        if type(expr) in types:
            r = get(expr)
            if r is not None:
                v = r.apply(expr, ev)
                if v is not FAIL:
                    return v, True
        v = one(expr)
        return v, v is not expr
    new = walk(expr)
    return new, new is not expr


def replace_all(ev, expr, rs):
    """One ReplaceAll pass of RuleSet ``rs`` over ``expr``: ``(new_expr, changed)``."""
    if rs.atoms is not None:
        new, changed = _replace_atoms(ev, expr, rs)
        if changed and type(new) is Expression and new._ev is None and \
                is_fixed(ev.defs, new):
            new._ev = ev.defs.token     # evaluating it again would give it back unchanged
        return new, changed
    table = rs.table
    wild = rs.wild
    normal_heads = rs.normal_heads
    atom_heads = _ATOM_HEADS

    def first(e, cand):
        if type(cand) is dict:
            r = cand.get(e)
            return FAIL if r is None else r.apply(e, ev)
        for r in cand:
            v = r.apply(e, ev)
            if v is not FAIL:
                return v
        return FAIL

    def walk(e):
        """(new, changed) for the expression ``e`` (not an atom of the usual kinds)."""
        h = e.head
        cand = table.get(h, wild)
        if cand:
            v = first(e, cand)
            if v is not FAIL:
                return v, True
        if e.is_atom:
            inside = getattr(type(e), "replace_inside", None)
            if inside is None:
                return e, False
            v = inside(e, one)      # a SparseArray: the rules act on its values
            return v, v is not e
        args = e.args
        if len(args) > 2 and h in normal_heads and type(h) is Symbol:
            v = _flat_parts(ev, e, rs.rules)
            if v is not FAIL:
                return v, True
        th = type(h)
        if th in atom_heads:
            cand = table.get(atom_heads[th], wild)
            nh = first(h, cand) if cand else FAIL
            changed = nh is not FAIL
            if not changed:
                nh = h
        else:
            nh, changed = walk(h)
        new = None
        i = 0
        for a in args:
            ta = type(a)
            if ta in atom_heads:
                cand = table.get(atom_heads[ta], wild)
                if cand:
                    v = first(a, cand)
                    if v is not FAIL:
                        if new is None:
                            new = list(args)
                        new[i] = v
            else:
                v, c = walk(a)
                if c:
                    if new is None:
                        new = list(args)
                    new[i] = v
            i += 1
        if new is None:
            return (e, False) if not changed else (Expression(nh, args), True)
        return Expression(nh, tuple(new)), True

    def one(v):
        """The value v with the rules applied (v itself when nothing matched)."""
        t = type(v)
        if t in atom_heads:
            cand = table.get(atom_heads[t], wild)
            r = first(v, cand) if cand else FAIL
            return v if r is FAIL else r
        return walk(v)[0]

    t = type(expr)
    if t in atom_heads:
        cand = table.get(atom_heads[t], wild)
        v = first(expr, cand) if cand else FAIL
        return (expr, False) if v is FAIL else (v, True)
    new, changed = walk(expr)
    if changed and type(new) is Expression and new._ev is None and \
            is_fixed(ev.defs, new):
        new._ev = ev.defs.token     # evaluating it again would give it back unchanged
    return new, changed
