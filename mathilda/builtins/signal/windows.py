"""The window functions (DirichletWindow, HannWindow, ..., TukeyWindow) as functions of x:
their formulas on [-1/2, 1/2] (mathilda.algorithms.signal.windows) and 0 outside.  A real
numeric x gives the value, exact for exact x (HannWindow[1/4] is 1/2); a symbolic x stays
as it is.  They thread over lists."""

from mathilda.algorithms.signal.windows import WINDOWS
from mathilda.core.expr import Integer, Symbol, S, TRUE
from mathilda.core.substitution import substitute
from mathilda.core.registry import builtin

_PARSED = {}


def _OUTSIDE():
    if None not in _PARSED:
        from mathilda.syntax.parser import parse
        _PARSED[None] = parse("Abs[x] > 1/2")
    return _PARSED[None]


def _formula(name):
    if name not in _PARSED:
        from mathilda.syntax.parser import parse
        _PARSED[name] = parse(WINDOWS[name][1])
    return _PARSED[name]


def _real_number(ev, v):
    return ev.call("NumericQ", v) is TRUE and ev.call("Element", v, S.Reals) is TRUE


def _inexact(ev, x):
    return ev.call("InexactNumberQ", x) is TRUE


def value(ev, name, x, a):
    """The window at a real numeric x (None when x or the parameter is not numeric)."""
    if not _real_number(ev, x) or (a is not None and not _real_number(ev, a)):
        return None
    outside = ev.evaluate(substitute(_OUTSIDE(), {Symbol("x"): x}))
    if outside is TRUE:
        return ev.call("N", Integer(0)) if _inexact(ev, x) else Integer(0)
    table = {Symbol("x"): x}
    if a is not None:
        table[Symbol("a")] = a
    r = ev.evaluate(substitute(_formula(name), table))
    if _inexact(ev, x) and ev.call("InexactNumberQ", r) is not TRUE \
            and ev.call("NumericQ", r) is TRUE:
        r = ev.call("N", r)
    return r


def _register(name, default, formula, examples):
    par = default is not None
    usage = ("%s[x] represents the %s window function of x: %s for -1/2 <= x <= 1/2 "
             "and 0 otherwise." % (name, name[:-6], formula.replace("a", default)
                                   if par and name not in ("ParzenWindow",) else formula))
    if par:
        usage += " %s[x, a] uses the parameter a (%s by default)." % (name, default)
    from mathilda.syntax.parser import parse

    @builtin(name, nargs=(1, 2) if par else 1,
             attributes=("Listable", "NumericFunction", "Protected"),
             usage=usage, examples=examples)
    def window(ev, expr):
        args = expr.args
        a = (args[1] if len(args) == 2 else parse(default)) if par else None
        return value(ev, name, args[0], a)
    return window


_EXAMPLES = {
    "DirichletWindow": [("DirichletWindow[{-1, 0, 1/2, 0.7}]", "{0, 1, 1, 0.}")],
    "HannWindow": [("HannWindow[1/4]", "1/2"), ("HannWindow[0.1]", "0.904508"),
                   ("HannWindow[1/3, 25/46]", "29/92"), ("HannWindow[x]", "HannWindow[x]")],
    "HammingWindow": [("HammingWindow[1/3]", "29/92"), ("HammingWindow[x]", "HammingWindow[x]")],
    "BlackmanWindow": [("BlackmanWindow[{0, 1/4, 1/2}]", "{1, 17/50, 0}")],
    "BlackmanHarrisWindow": [("BlackmanHarrisWindow[0.25]", "0.21747")],
    "BlackmanNuttallWindow": [("BlackmanNuttallWindow[1/2]", "907/2500000")],
    "NuttallWindow": [("NuttallWindow[0]", "1")],
    "ExactBlackmanWindow": [("ExactBlackmanWindow[1/4]", "1627/4652")],
    "FlatTopWindow": [("FlatTopWindow[1/4]", "-27368421/500000000")],
    "KaiserBesselWindow": [("KaiserBesselWindow[1/4]", "303/1000")],
    "BartlettWindow": [("BartlettWindow[{-1/4, 0.1, 1}]", "{1/2, 0.8, 0}")],
    "BartlettHannWindow": [("BartlettHannWindow[1/4]", "1/2")],
    "WelchWindow": [("WelchWindow[1/4]", "3/4"), ("WelchWindow[1/4, 2]", "15/16")],
    "ConnesWindow": [("ConnesWindow[1/4]", "9/16")],
    "CosineWindow": [("CosineWindow[1/3]", "1/2"), ("CosineWindow[1/3, 2]", "1/4")],
    "CauchyWindow": [("CauchyWindow[1/2]", "1/10")],
    "GaussianWindow": [("GaussianWindow[3/10]", "1/Sqrt[E]"),
                       ("GaussianWindow[0.5, 1]", "0.882497")],
    "PoissonWindow": [("PoissonWindow[1/2]", "1/E^3")],
    "HannPoissonWindow": [("HannPoissonWindow[1/4]", "1/(2 Sqrt[E])")],
    "KaiserWindow": [("KaiserWindow[0.25]", "0.304703"), ("KaiserWindow[0]", "1")],
    "LanczosWindow": [("LanczosWindow[1/4]", "2/Pi")],
    "ParzenWindow": [("ParzenWindow[{1/8, 3/8}]", "{23/32, 1/32}")],
    "TukeyWindow": [("TukeyWindow[{0, 1/6, 1/2}]", "{1, 1, 0}"),
                    ("TukeyWindow[0.4]", "0.206107"), ("TukeyWindow[1/4, 1]", "1/2")],
}

for _name, (_default, _formula_text) in WINDOWS.items():
    _register(_name, _default, _formula_text, _EXAMPLES[_name])
