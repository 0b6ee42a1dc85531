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
_TIMES = S.Times


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
                # exact numbers in numeric order, before every symbol and normal expression
                if t1 is Integer or t1 is Rational:
                    if t0 is Integer and t1 is Integer:
                        le = a0.value <= a1.value
                    else:   # cross-multiplied, without Fraction arithmetic
                        f0, f1 = a0.value, a1.value
                        le = (f0.numerator * f1.denominator
                              <= f1.numerator * f0.denominator)
                    return (args if le else (a1, a0)), unevaluated
                elif t1 is Symbol or t1 is Expression:
                    return args, unevaluated
            elif t1 is Integer or t1 is Rational:
                if t0 is Symbol or t0 is Expression:
                    return (a1, a0), unevaluated
            else:
                r = _multiples_order(a0, a1)
                if r is not None:
                    return (args if r else (a1, a0)), unevaluated
            args = _sort_args(args)
        else:
            args = _sort_args(args)
    return args, unevaluated


def _multiples_order(a, b):
    """For two exact multiples of one symbol (``x``, ``c x``): True when ``a`` comes first
    in canonical order, False when ``b`` does (the coefficients decide, x counting as 1),
    None for any other pair."""
    ca = _coefficient_of(a)
    if ca is None:
        return None
    cb = _coefficient_of(b)
    if cb is None or ca[1] is not cb[1]:
        return None
    return ca[0] <= cb[0]


def _coefficient_of(x):
    """(coefficient value, symbol) of a symbol or an exact multiple ``c x`` of one."""
    t = type(x)
    if t is Symbol:
        return 1, x
    if t is Expression and x.head is _TIMES:
        xa = x.args
        if len(xa) == 2:
            c = xa[0]
            tc = type(c)
            if (tc is Integer or tc is Rational) and type(xa[1]) is Symbol:
                return c.value, xa[1]
    return None


def _flatten(head, args):
    out = []
    for a in args:
        if type(a) is Expression and a.head is head:
            out.extend(_flatten(head, a.args))
        else:
            out.append(a)
    return tuple(out)


def up_candidates(args, ups):
    """True when an UpValue could apply through one of ``args`` (the evaluator's test of
    each argument): a symbol of ``ups``, an expression whose head is one or is not a
    symbol, or an atomic object with parts (a PackedArray)."""
    for a in args:
        t = type(a)
        if t is Symbol:
            if a in ups:
                return True
        elif t is Expression:
            h = a.head
            if type(h) is not Symbol or h in ups:
                return True
        elif t is not Integer and isinstance(a, Expression):
            return True
    return False


def _sort_args(args):
    if len(args) == 2:
        a, b = args
        if type(a) is Integer and type(b) is Integer:
            return args if a.value <= b.value else (b, a)
        if sort_key(b) < sort_key(a):
            return (b, a)
        return args
    s = sorted(args, key=sort_key)
    for a, b in zip(s, args):
        if a is not b:
            return tuple(s)
    return args


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
