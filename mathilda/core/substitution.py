"""Substituting pattern bindings into right-hand sides, and applying one rule.

``substitute(expr, b, ev)`` replaces the symbols bound in ``b`` (pattern name -> value)
throughout ``expr``; when an OptionsPattern matched, ``OptionValue[name]`` is resolved too.
``apply_rule`` matches one compiled rule and builds its result (with a delayed rule's
trailing ``/; test``).
"""

from mathilda.core.expr import Expression, String, Symbol, S, TRUE

_CONDITION = S.Condition


def _flatten_rules(a):
    if a.head is S.List:
        for x in a.args:
            yield from _flatten_rules(x)
    elif a.head in (S.Rule, S.RuleDelayed) and len(a.args) == 2:
        yield a


def substitute(expr, b, ev=None):
    """Replace the symbols bound in ``b`` throughout ``expr`` (rule right-hand sides)."""
    if "__opts__" in b and ev is not None:
        return _substitute_opts(expr, b, ev)
    return _subst(expr, b)


def _subst(expr, b):
    t = type(expr)
    if t is Symbol:
        return b.get(expr, expr)
    if t is not Expression:
        return expr
    args = expr.args
    new = None
    i = 0
    for a in args:
        ta = type(a)
        if ta is Symbol:
            v = b.get(a)
            if v is not None:
                if new is None:
                    new = list(args)
                new[i] = v
        elif ta is Expression:
            v = _subst(a, b)
            if v is not a:
                if new is None:
                    new = list(args)
                new[i] = v
        i += 1
    h = expr.head
    th = type(h)
    nh = b.get(h, h) if th is Symbol else (_subst(h, b) if th is Expression else h)
    if new is None:
        return expr if nh is h else Expression(nh, args)
    return Expression(nh, tuple(new))


def _substitute_opts(expr, b, ev):
    """substitute() when an OptionsPattern matched: OptionValue[name] is resolved too."""
    t = type(expr)
    if t is Symbol:
        v = b.get(expr)
        return expr if v is None else v
    if t is not Expression:
        return expr
    head = expr.head
    if head is S.OptionValue:
        r = _option_value(expr, b, ev)
        if r is not None:
            return r
    nh = _substitute_opts(head, b, ev)
    args = expr.args
    new = tuple(_substitute_opts(a, b, ev) for a in args)
    if nh is head and all(x is y for x, y in zip(new, args)):
        return expr
    return Expression(nh, new)


def apply_rule(ev, m, rhs, delayed, x):
    """Apply a compiled rule (matcher ``m``, right-hand side ``rhs``, ``delayed`` for :>) to
    ``x``: ``rhs`` with the pattern variables substituted, or None when ``x`` does not
    match (for a delayed rule, also when a trailing ``/; test`` of rhs is not True)."""
    for b in m.match(x, {}, ev):
        r = substitute(rhs, b, ev) if b else rhs
        if delayed and type(r) is Expression:
            r = delayed_value(ev, r)
            if r is NO_MATCH:
                continue
        return r
    return None


NO_MATCH = object()
_SCOPES = None
_FAILED_CONDITION = None


def delayed_value(ev, r):
    """The right side ``r`` of a delayed rule or definition that matched, with its
    condition checked: ``a /; test`` gives a when test is True; a Module, Block or With
    whose body is ``a /; test`` (``f[u_] := Module[{v = u}, a /; v > 0]``) is evaluated,
    the test inside its scope; NO_MATCH when the test is not True (the rule does not
    apply)."""
    h = r.head
    if h is _CONDITION:
        if len(r.args) != 2:
            return r
        if ev.evaluate(r.args[1]) is not TRUE:
            return NO_MATCH
        return r.args[0]
    global _SCOPES, _FAILED_CONDITION
    if _SCOPES is None:
        _SCOPES = (S.Module, S.Block, S.With)
        _FAILED_CONDITION = Symbol("Mathilda`Private`$ConditionFailed")
    if h not in _SCOPES:
        return r
    guarded = _guard_condition(r)
    if guarded is None:
        return r
    from mathilda.core.evaluation import ReturnSignal
    try:
        v = ev.evaluate(guarded)
    except ReturnSignal as ret:
        if ret.tag is not None:
            raise
        v = ret.value if ret.value is not None else S.Null
    return NO_MATCH if v is _FAILED_CONDITION else v


def _guard_condition(r):
    """``Module[spec, a /; test]`` as ``Module[spec, If[TrueQ[test], a, failed]]`` (also
    through nested scoping constructs), or None when the body is not a condition."""
    if type(r) is not Expression or len(r.args) != 2:
        return None
    body = r.args[1]
    if type(body) is not Expression:
        return None
    if body.head is _CONDITION and len(body.args) == 2:
        new = Expression(S.If, (Expression(S.TrueQ, (body.args[1],)), body.args[0],
                                _FAILED_CONDITION))
    elif body.head in _SCOPES:
        new = _guard_condition(body)
        if new is None:
            return None
    else:
        return None
    return Expression(r.head, (r.args[0], new))


def _option_value(expr, b, ev):
    fn, given = b["__opts__"]
    if len(expr.args) != 1:
        return None
    name = expr.args[0]
    key = name.name if type(name) is Symbol else name.value if type(name) is String else None
    if key is None:
        return None
    for a in given:
        for r in _flatten_rules(a):
            k = r.args[0]
            kk = k.name if type(k) is Symbol else k.value if type(k) is String else None
            if kk == key:
                return r.args[1]
    if isinstance(fn, Expression) and fn.head is S.List:     # OptionsPattern[{defaults}]
        for r in _flatten_rules(fn):
            k = r.args[0]
            kk = k.name if type(k) is Symbol else k.value if type(k) is String else None
            if kk == key:
                return r.args[1]
        fn = None
    if fn is None:
        fn = b.get("__head__")
    if type(fn) is Symbol:
        opts = ev.options_of(fn)
        if key in opts:
            return opts[key]
    return None
