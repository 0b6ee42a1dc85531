"""Helpers the plot declarations share: reading held iterators and the options a call gave.

(Not builtins: this module registers nothing.)"""

from mathilda.core.expr import Expression, String, Symbol, S
from mathilda.algorithms.graphics.numeric import real_array, real_scalar
from mathilda.algorithms.graphics.plotting import GRAPHICS_OPTION_NAMES

PLOT_MESSAGES = {
    "pllim": "Range specification `1` is not of the form {x, xmin, xmax}.",
    "plln": "Limiting value `1` in `2` is not a machine-sized real number.",
    "plld": "Endpoints for `1` in `2` must have distinct machine-precision numerical "
            "values.",
    "lpn": "`1` is not a list of numbers or pairs of numbers.",
    "ldata": "`1` is not a valid dataset or list of datasets.",
    "arrayp": "`1` is not a rectangular array of numbers or colors.",
}


def is_rule(a):
    return isinstance(a, Expression) and a.head in (S.Rule, S.RuleDelayed) and \
        len(a.args) == 2


def _unknown(ev, expr):
    """A test for option names the builtin does not take (nor pass on to its Graphics)."""
    known = ev.options_of(expr.head) if type(expr.head) is Symbol else None
    if not known:
        return lambda name: False
    known = set(known) | set(GRAPHICS_OPTION_NAMES)
    return lambda name: name not in known


def split_given(ev, expr):
    """(positional args, {name: value} with the defaults, {name: value} of the options the
    call gave, unevaluated); an option the builtin does not know gets ``optx`` and is left
    out (the picture is drawn without it)."""
    pos, opts = ev.split_options(expr)
    unknown = _unknown(ev, expr)
    given = {}
    for a in expr.args[len(pos):]:
        for r in (a.args if a.head is S.List else (a,)):
            if not is_rule(r):
                continue
            k = r.args[0]
            name = k.name if type(k) is Symbol else k.value if type(k) is String else None
            if name is None or name in given:
                continue
            if unknown(name):
                ev.message(expr.head.name, "optx", k, expr)
                opts.pop(name, None)
                continue
            given[name] = r.args[1]
    return pos, opts, given


def positional_and_options(ev, expr):
    """(positional args, {name: evaluated value} of the options given) for a held call."""
    args = expr.args
    n = len(args)
    while n > 0 and (is_rule(args[n - 1]) or (isinstance(args[n - 1], Expression) and
                                              args[n - 1].head is S.List and
                                              args[n - 1].args and
                                              all(is_rule(r) for r in args[n - 1].args))):
        n -= 1
    given = {}
    unknown = _unknown(ev, expr)
    for a in args[n:]:
        rules = a.args if a.head is S.List else (a,)
        for r in rules:
            k = r.args[0]
            name = k.name if type(k) is Symbol else k.value if type(k) is String else None
            if name is not None and unknown(name):      # said, and left out
                ev.message(expr.head.name, "optx", k, expr)
                continue
            if name is not None and name not in given:
                v = r.args[1]
                given[name] = ev.evaluate(v) if r.head is S.Rule else v
    return args[:n], given


def all_options(ev, name, given):
    """The builtin's default options (evaluated) with the given ones replacing them."""
    opts = dict(ev.options_of(Symbol(name)))
    opts.update(given)
    return opts


def number(ev, x):
    """A float for a (held) numeric expression, or None."""
    v = real_scalar(x)
    if v is None:
        y = ev.evaluate(x)
        v = real_scalar(y)
        if v is None:
            v = real_scalar(ev.call("N", y))
    return v


def iterator(ev, name, spec):
    """(variable, xmin expr, xmax expr, xmin, xmax) of a held {x, xmin, xmax}, or None after
    a message."""
    if not (isinstance(spec, Expression) and spec.head is S.List and len(spec.args) == 3
            and type(spec.args[0]) is Symbol):
        ev.message(name, "pllim", spec)
        return None
    var, lo_e, hi_e = spec.args
    lo_v, hi_v = ev.evaluate(lo_e), ev.evaluate(hi_e)
    lo, hi = number(ev, lo_v), number(ev, hi_v)
    if lo is None:
        ev.message(name, "plln", lo_v, spec)
        return None
    if hi is None:
        ev.message(name, "plln", hi_v, spec)
        return None
    if lo == hi:
        ev.message(name, "plld", var, spec)
        return None
    if lo > hi:
        lo, hi = hi, lo
        lo_v, hi_v = hi_v, lo_v
    return var, lo_v, hi_v, lo, hi


def pairs(ev, name, x):
    """The {x, y} pairs of a 2D histogram's data as an n x 2 float array (n >= 2), or None
    after ``name::pairs``."""
    a = real_array(x, lambda e: ev.call("N", e))
    if a is None or a.ndim != 2 or a.shape[1] != 2 or len(a) < 2:
        ev.message(name, "pairs", x)
        return None
    return a.astype(float)


def bin_specs(pos):
    """The bin specifications [bx, by] of a 2D histogram from its positional arguments: a
    spec for both coordinates, or {bx, by} (two lists that are not a plain {dx} pair)."""
    if len(pos) < 2 or pos[1] is S.Automatic:
        return [None, None]
    b = pos[1]
    if isinstance(b, Expression) and b.head is S.List and len(b.args) == 2 and all(
            isinstance(x, Expression) and x.head is S.List for x in b.args) and \
            not all(real_scalar(x) is not None for x in b.args):
        return list(b.args)
    return [b, b]


def bandwidths(pos):
    """(ok, bw) for a 2D smooth histogram: bw None (Silverman's) without a second argument,
    else [bwx, bwy] from a positive bw or {bwx, bwy}; ok False for any other second
    argument."""
    if len(pos) < 2:
        return True, None
    b = real_array(pos[1])
    if b is None or b.size not in (1, 2) or (b <= 0).any():
        return False, None
    return True, [float(b.ravel()[0])] * 2 if b.size == 1 else [float(v) for v in b]
