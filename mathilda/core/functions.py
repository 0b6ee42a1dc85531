"""Application of pure functions: ``Function[body][args]`` (slots ``#``, ``#n``, ``##``,
``##n``) and ``Function[{x, y}, body][args]`` (named parameters)."""

from mathilda.core.expr import Expression, Integer, String, Symbol, S


_SLOT = S.Slot


def apply_pure_function(ev, f, args, expr):
    """The body of ``f`` with ``args`` substituted, or None if ``f`` is malformed."""
    fargs = f.args
    if len(fargs) == 1:
        return _fill_slots(ev, fargs[0], args, f)
    if len(fargs) in (2, 3):
        params = fargs[0]
        if type(params) is Symbol or _typed_symbol(params) is not None:
            names = (params,)
        elif isinstance(params, Expression) and params.head is S.List:
            names = params.args
        elif params is S.Null and len(fargs) >= 2:
            return _fill_slots(ev, fargs[1], args, f)
        else:
            return None
        if len(names) > len(args):
            ev.message("Function", "fpct", f, Expression(S.List, args))
            return None
        b = {}
        for n, v in zip(names, args):
            if type(n) is not Symbol:
                n = _typed_symbol(n)        # Typed[x, type]: the type is for compilers
                if n is None:
                    return None
            b[n] = v
        return _subst_scoped(fargs[1], b)
    return None


def _typed_symbol(p):
    """x of a parameter Typed[x, type], else None."""
    if type(p) is Expression and p.head is S.Typed and len(p.args) == 2 \
            and type(p.args[0]) is Symbol:
        return p.args[0]
    return None


def _fill_slots(ev, body, args, f):
    t = type(body)
    if t is not Expression:
        return body
    h = body.head
    if h is S.Slot and len(body.args) == 1:
        n = body.args[0]
        if type(n) is Integer:
            i = n.value
            if i == 0:
                return f
            if 1 <= i <= len(args):
                return args[i - 1]
            ev.message("Function", "slotn", n, f, _arg_sequence(args))
            return body
        if type(n) is String:
            # #name is #1["name"]: the value of the key in the association #1
            if args and args[0].head is S.Association:
                return Expression(args[0], (n,))
            ev.message("Function", "slota", body, f, _arg_sequence(args))
            return body
        return body
    if h is S.SlotSequence and len(body.args) == 1 and type(body.args[0]) is Integer:
        i = body.args[0].value
        return Expression(S.Sequence, args[i - 1:] if i >= 1 else args)
    if h is S.Function:
        return body          # slots of a nested pure function belong to it
    nh = _fill_slots(ev, h, args, f) if type(h) is Expression else h
    new = None
    bargs = body.args
    i = 0
    nargs = len(args)
    for a in bargs:
        if type(a) is Expression:
            aa = a.args
            if a.head is _SLOT and len(aa) == 1 and type(aa[0]) is Integer and \
                    0 < aa[0].value <= nargs:
                v = args[aa[0].value - 1]      # #n, the commonest part, without a call
            else:
                v = _fill_slots(ev, a, args, f)
            if v is not a:
                if new is None:
                    new = list(bargs)
                new[i] = v
        i += 1
    if new is None and nh is h:
        return body
    return Expression(nh, tuple(new) if new is not None else bargs)


def _arg_sequence(args):
    """The arguments as a message shows them: ``(a, b)``."""
    from mathilda.printing import short_form
    return "(" + ", ".join(short_form(a) for a in args) + ")"


_SCOPING = (S.Function, S.Module, S.With, S.Block)


def _subst_scoped(expr, b):
    """Substitute named parameters, leaving inner scoping constructs that rebind a name
    alone for that name; parts without a parameter are kept as they are (one pass)."""
    t = type(expr)
    if t is Symbol:
        v = b.get(expr)
        return expr if v is None else v
    if t is not Expression:
        return expr
    h = expr.head
    args = expr.args
    if args and h in _SCOPING:
        bound = _bound_names(args[0])
        if bound & b.keys():
            b = {k: v for k, v in b.items() if k not in bound}
            if not b:
                return expr
    th = type(h)
    if th is Symbol:
        nh = b.get(h)
        if nh is None:
            nh = h
    elif th is Expression:
        nh = _subst_scoped(h, b)
    else:
        nh = h
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
            v = _subst_scoped(a, b)
            if v is not a:
                if new is None:
                    new = list(args)
                new[i] = v
        i += 1
    if new is None:
        return expr if nh is h else Expression(nh, args)
    return Expression(nh, tuple(new))


def _bound_names(spec):
    if type(spec) is Symbol:
        return {spec}
    out = set()
    if isinstance(spec, Expression) and spec.head is S.List:
        for a in spec.args:
            if type(a) is Symbol:
                out.add(a)
            elif isinstance(a, Expression) and a.head in (S.Set, S.SetDelayed) and a.args \
                    and type(a.args[0]) is Symbol:
                out.add(a.args[0])
    return out
