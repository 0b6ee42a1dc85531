"""DynamicModule evaluated by a kernel with no front end: as Module, it gives its local
variables unique names (``x$$nnn``: the ``$$`` of the Wolfram kernel's DynamicModule
variables, with Module's serial number so two modules never share one), sets their
initial values, evaluates the body once, and gives the DynamicModule wrapped around the
result with the variables' values at the end (a front end would keep them)."""

from mathilda.core import attributes as A
from mathilda.core.definitions import Rule
from mathilda.core.expr import Expression, Symbol, S
from mathilda.core.functions import _subst_scoped

__all__ = ["dynamic_module", "local_specs"]

_VALUES = Symbol("DynamicModuleValues")


def local_specs(ev, name, spec):
    """[(symbol, init or None, delayed)] of a local variable list, or None after the
    lvlist / lvsym message."""
    if not (isinstance(spec, Expression) and spec.head is S.List):
        ev.message(name, "lvlist", spec)
        return None
    out = []
    for a in spec.args:
        if type(a) is Symbol:
            out.append((a, None, False))
        elif isinstance(a, Expression) and a.head in (S.Set, S.SetDelayed) and \
                len(a.args) == 2 and type(a.args[0]) is Symbol:
            out.append((a.args[0], a.args[1], a.head is S.SetDelayed))
        else:
            ev.message(name, "lvsym", spec, a)
            return None
    return out


def _fresh_number(defs, names):
    n = defs.module_counter
    while any(Symbol.exists("%s$$%d" % (name, n)) for name in names):
        n += 1
    defs.module_counter = n + 1
    return n


def dynamic_module(ev, expr):
    """DynamicModule[{x = v, ...}, body, opts...] evaluated once (None after a message,
    and for the module it gave, which carries DynamicModuleValues)."""
    if any(isinstance(o, Expression) and o.head in (S.Rule, S.RuleDelayed) and o.args
           and o.args[0] is _VALUES for o in expr.args[2:]):
        return None
    specs = local_specs(ev, "DynamicModule", expr.args[0])
    if specs is None:
        return None
    defs = ev.defs
    n = _fresh_number(defs, [sym.name for sym, _, _ in specs])
    renames = {}
    news = []
    for sym, init, delayed in specs:
        new = Symbol("%s$$%d" % (sym.name, n))
        renames[sym] = new
        news.append(new)
        d = defs.get(new)
        d.attributes |= A.TEMPORARY
        if init is not None:
            d.own = Rule(new, ev.evaluate(init) if not delayed else init, delayed)
    defs.changed(news[0] if news else None)
    body = _subst_scoped(expr.args[1], renames)
    result = ev.evaluate(body)
    local = []
    for new in news:
        own = defs.get(new).own
        if own is None:
            local.append(new)
        else:
            local.append(Expression(S.SetDelayed if own.delayed else S.Set,
                                    (new, own.rhs)))
    options = tuple(_subst_scoped(o, renames) for o in expr.args[2:]
                    if not (isinstance(o, Expression) and o.args and o.args[0] is _VALUES))
    return Expression(expr.head, (Expression(S.List, tuple(local)), result) + options + (
        Expression(S.RuleDelayed, (_VALUES, Expression(S.List, ()))),))
