"""The arguments' part of the evaluation sequence (``Evaluation._step``): Sequence spliced,
Flat flattened, Orderless sorted (``normalise``), and ``Threaded[...]`` spread over a Listable
call's outer levels (``expand_threaded``)."""

from mathilda.core import attributes as A
from mathilda.core.expr import Expression, Integer, Rational, S, Symbol
from mathilda.core.ordering import sort_key

_SEQ_HOLD = A.SEQUENCE_HOLD | A.HOLD_ALL_COMPLETE
_FLAT = A.FLAT
_ORDERLESS = A.ORDERLESS
_THREADED = S.Threaded


def _splice_sequences(args):
    out = []
    for a in args:
        if type(a) is Expression and a.head is S.Sequence:
            out.extend(a.args)
        else:
            out.append(a)
    return tuple(out)


def normalise(head, attrs, args, has_seq, unevaluated):
    """Sequence spliced (unless held), Flat flattened, Orderless sorted: ``(args,
    unevaluated)`` (the Unevaluated wrappers are forgotten when a Sequence moved them)."""
    if has_seq and not (attrs & _SEQ_HOLD):
        args = _splice_sequences(args)
        unevaluated = None
    if attrs & _FLAT:
        for a in args:
            if type(a) is Expression and a.head is head:
                args = _flatten(head, args)
                break
    if attrs & _ORDERLESS and len(args) > 1:
        if len(args) == 2:
            a0, a1 = args
            t0 = type(a0)
            t1 = type(a1)
            if t0 is Integer or t0 is Rational:
                # a number comes before every symbol and normal expression
                if t1 is Integer:
                    if t0 is Integer and a0.value <= a1.value:
                        return args, unevaluated
                elif t1 is Symbol or t1 is Expression:
                    return args, unevaluated
            args = _sort_args(args)
        else:
            args = _sort_args(args)
    return args, unevaluated


def _flatten(head, args):
    out = []
    for a in args:
        if type(a) is Expression and a.head is head:
            out.extend(_flatten(head, a.args))
        else:
            out.append(a)
    return tuple(out)


def _sort_args(args):
    if len(args) == 2:
        a, b = args
        if type(a) is Integer and type(b) is Integer:
            return args if a.value <= b.value else (b, a)
        if sort_key(b) < sort_key(a):
            return (b, a)
        return args
    s = tuple(sorted(args, key=sort_key))
    return args if s == args else s


def expand_threaded(expr):
    """``f[Threaded[v], m]`` for a Listable f: v repeated over the outer levels of the first
    List argument m, so that f threads v at the lowest level
    (``{{a, b}, {c, d}} + Threaded[{1, 2}]`` is ``{{1 + a, 2 + b}, {1 + c, 2 + d}}``)."""
    template = None
    for a in expr.args:
        if isinstance(a, Expression) and a.head is S.List:
            template = a
            break
    if template is None:
        return None

    def depth(x):
        d = 0
        while isinstance(x, Expression) and x.head is S.List and x.args:
            d += 1
            x = x.args[0]
        return d

    def spread(t, v, dv):
        if depth(t) <= dv:
            return v
        return Expression(S.List, tuple(spread(x, v, dv) for x in t.args))

    new = []
    for a in expr.args:
        if type(a) is Expression and a.head is _THREADED and len(a.args) == 1:
            v = a.args[0]
            new.append(spread(template, v, depth(v)))
        else:
            new.append(a)
    return Expression(expr.head, tuple(new))
