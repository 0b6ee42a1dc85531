"""Refine's algorithm (the builtin is in ``mathilda/builtins/algebra/assumptions.py``).

* A relation or logical combination of relations in one variable is decided by comparing
  solution sets (``reduce.py``): True when the assumptions' set lies inside it,
  False when the two are disjoint.
* Anything else goes through SymPy's ``refine`` with the symbols carrying the assumptions,
  translated exactly as Simplify translates them (``simplify.py``).
"""

from mathilda.bridges import sympy as bridge
from mathilda.algorithms.algebra.reduce import (
    RELATIONS, Unsupported, normalize, real_set,
)
from mathilda.core.expr import Expression, Symbol, S, TRUE, FALSE

_LOGIC = frozenset((S.And, S.Or, S.Not))


def _is_condition(e):
    if e is TRUE or e is FALSE:
        return True
    if not isinstance(e, Expression):
        return False
    if e.head in _LOGIC:
        return all(_is_condition(a) for a in e.args)
    return (e.head in RELATIONS and len(e.args) == 2) or e.head is S.Inequality


def _symbols(e, out):
    if type(e) is Symbol:
        if e.name not in ("True", "False", "Pi", "E", "I", "Infinity"):
            out.add(e)
    elif isinstance(e, Expression):
        if type(e.head) is not Symbol:
            _symbols(e.head, out)
        for a in e.args:
            _symbols(a, out)
    return out


def _conjuncts(a):
    if isinstance(a, Expression) and a.head in (S.And, S.List):
        out = []
        for x in a.args:
            out.extend(_conjuncts(x))
        return out
    return [a]


def _real_domain(c, x):
    """c says x is real (Element[x, Reals | Integers | Rationals | Primes])."""
    if not (isinstance(c, Expression) and c.head is S.Element and len(c.args) == 2):
        return False
    if getattr(c.args[1], "name", "") not in ("Reals", "Integers", "Rationals", "Primes"):
        return False
    xs = c.args[0]
    items = xs.args if isinstance(xs, Expression) and xs.head in (S.List, S.Alternatives) \
        else (xs,)
    return x in items


def _decide(ev, e, assum):
    """True / False when the assumptions decide the condition e in one variable, else None."""
    e = normalize(e)
    syms = _symbols(e, set())
    if len(syms) != 1:
        return None
    (x,) = syms
    parts = [normalize(c) for c in _conjuncts(assum)]
    on_x = [c for c in parts if _is_condition(c) and _symbols(c, set()) == {x}]
    if not on_x and any(_real_domain(c, x) for c in parts):
        on_x = [TRUE]           # x real (or integer, rational): the whole real line
    if not on_x:
        return None
    sp = bridge.sympy_module()
    sx = bridge.try_to_sympy(x)
    try:
        a_set = real_set(ev, Expression(S.And, tuple(on_x)), sx)
        e_set = real_set(ev, e, sx)
        if a_set is sp.S.EmptySet:
            return None
        if a_set.is_subset(e_set):
            return TRUE
        if sp.Intersection(a_set, e_set) is sp.S.EmptySet:
            return FALSE
    except Unsupported:
        return None
    except Exception as exc:  # SymPy's set algebra gives up
        if isinstance(exc, (KeyboardInterrupt, MemoryError)):
            raise
        return None
    return None


_DOMAIN_FACTS = {"Reals": "real", "Integers": "integer", "Rationals": "rational",
                 "Primes": "prime", "Complexes": "complex", "Algebraics": "algebraic"}


def _predicates(ev, assum, sp, syms, domains=False):
    """SymPy Q-facts for relations between expressions (x > 1 gives Q.positive(x - 1));
    with ``domains``, also Element facts (Q.real(x) for Element[x, Reals]) and the realness
    of the symbols of inequalities (as the Wolfram Language reads them)."""
    facts = []
    for c in _conjuncts(normalize(assum)):
        if domains and isinstance(c, Expression) and c.head is S.Element \
                and len(c.args) == 2:
            key = _DOMAIN_FACTS.get(getattr(c.args[1], "name", ""))
            xs = c.args[0]
            items = xs.args if isinstance(xs, Expression) and \
                xs.head in (S.List, S.Alternatives) else (xs,)
            for x in items:
                sx = bridge.try_to_sympy(x)
                if key is not None and sx is not None:
                    facts.append(getattr(sp.Q, key)(sx.xreplace(syms)))
            continue
        if not (isinstance(c, Expression) and c.head in RELATIONS and len(c.args) == 2):
            continue
        a, b = (bridge.try_to_sympy(t) for t in c.args)
        if a is None or b is None:
            continue
        d = (a - b).xreplace(syms)
        if domains and c.head not in (S.Equal, S.Unequal):
            facts.extend(sp.Q.real(v) for v in d.free_symbols)
        q = {"Greater": sp.Q.positive, "GreaterEqual": sp.Q.nonnegative,
             "Less": sp.Q.negative, "LessEqual": sp.Q.nonpositive,
             "Equal": sp.Q.zero, "Unequal": sp.Q.nonzero}[c.head.name]
        facts.append(q(d))
    return sp.And(*facts) if facts else True


_ASK = {"Greater": ("positive", "nonpositive"), "GreaterEqual": ("nonnegative", "negative"),
        "Less": ("negative", "nonnegative"), "LessEqual": ("nonpositive", "positive"),
        "Equal": ("zero", "nonzero"), "Unequal": ("nonzero", "zero")}


_MIRROR = {"positive": "negative", "negative": "positive", "nonnegative": "nonpositive",
           "nonpositive": "nonnegative", "zero": "zero", "nonzero": "nonzero"}


def _decide_ask(ev, e, assum):
    """True / False when SymPy's assumption system proves the relation e (in any number of
    variables: x + y > 0 when x > 0 and y > 0, x^2 >= 0 when x is real) or its negation
    from the assumptions; else None."""
    if not (isinstance(e, Expression) and e.head in RELATIONS and len(e.args) == 2):
        return None
    sp = bridge.sympy_module()
    a, b = (bridge.try_to_sympy(t) for t in e.args)
    if a is None or b is None or not isinstance(a, sp.Expr) or not isinstance(b, sp.Expr):
        return None
    yes, no = _ASK[e.head.name]
    from mathilda.algorithms.algebra.simplify import assumption_symbols
    try:
        d = a - b
        table = {}
        assumption_symbols(ev, assum, sp, table)
        if table:       # the symbols' own assumptions (x^2 + y^2 >= 0 for real x, y)
            reps = {}
            for sym, kw in table.items():
                plain = bridge.sympy_symbol(sym)
                reps[plain] = sp.Symbol(plain.name, **kw)
            d2 = d.xreplace(reps)
            if getattr(d2, "is_" + yes) is True:
                return TRUE
            if (e.head in (S.Equal, S.Unequal) or d2.is_extended_real) and \
                    getattr(d2, "is_" + no) is True:
                return FALSE
        facts = _predicates(ev, assum, sp, {}, domains=True)

        def ask(pred):      # pred(d), or the mirrored predicate of -d (y - x < 0: x - y > 0)
            if sp.ask(getattr(sp.Q, pred)(d), facts) is True:
                return True
            return sp.ask(getattr(sp.Q, _MIRROR[pred])(-d), facts) is True

        if ask(yes):
            return TRUE
        if e.head not in (S.Equal, S.Unequal) and sp.ask(sp.Q.real(d), facts) is not True:
            return None
        if ask(no):
            return FALSE
    except Exception as exc:  # SymPy's assumption system gives up
        if isinstance(exc, (KeyboardInterrupt, MemoryError)):
            raise
        return None
    return None


def _decide_any(ev, e, assum):
    d = _decide(ev, e, assum)
    return _decide_ask(ev, e, assum) if d is None else d


def _refine_sympy(ev, e, assum):
    from mathilda.algorithms.algebra.simplify import assumption_symbols
    sp = bridge.sympy_module()
    s = bridge.try_to_sympy(e)
    if s is None or not isinstance(s, sp.Expr):
        return None         # relations are decided by their solution sets (see _decide)
    table = {}
    assumption_symbols(ev, assum, sp, table)
    reps = {}
    for sym, kw in table.items():
        plain = bridge.sympy_symbol(sym)
        reps[plain] = sp.Symbol(plain.name, **kw)
    try:
        s2 = s.xreplace(reps)
        r = sp.refine(s2, _predicates(ev, assum, sp, reps))
    except Exception as exc:  # SymPy's assumption system gives up
        if isinstance(exc, (KeyboardInterrupt, MemoryError)):
            raise
        return None
    if r == s2 and not reps:
        return e
    return bridge.try_from_sympy(r, ev)


def refine_expr(ev, e, assum):
    """Refine[e, assum] for an evaluated e and assumptions other than True."""
    if isinstance(e, Expression) and e.head is S.List:
        out = [refine_expr(ev, a, assum) for a in e.args]
        return Expression(S.List, tuple(a if r is None else r for a, r in zip(e.args, out)))
    if _is_condition(e):
        d = _decide_any(ev, e, assum)
        if d is not None:
            return d
        if isinstance(e, Expression) and e.head in _LOGIC:
            parts = [refine_expr(ev, a, assum) for a in e.args]
            return ev.evaluate(Expression(e.head, tuple(
                a if r is None else r for a, r in zip(e.args, parts))))
    from mathilda.algorithms.algebra.refine_rules import Facts, apply_rules
    e = apply_rules(Facts(ev, assum, _decide_any), e)
    if _is_condition(e):
        d = _decide_any(ev, e, assum)
        if d is not None:
            return d
    r = _refine_sympy(ev, e, assum)
    return e if r is None else r
