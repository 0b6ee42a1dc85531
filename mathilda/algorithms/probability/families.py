"""The parametric families: a registry of classes, one per distribution head and arity.

A family is a class whose attributes describe it and whose plain functions (called through the
class, never on an instance) build its formulas from the parameters wrapped as ``X``
(``build.py``)::

    @family
    class Normal:
        head, nargs, kind = "NormalDistribution", 2, CONTINUOUS
        checks = (REAL, POSITIVE)        # one check per parameter (see PARAM_MESSAGES)
        def support(m, s): return -oo, oo
        def pdf(m, s, x): return E ** (-(x - m) ** 2 / (2 * s ** 2)) / (sqrt(2 * Pi) * s)
        ...

Optional formulas: ``pdf cdf sf hazard quantile median mean variance skewness kurtosis cf mgf
moment(r) factorial_moment(r) cumulant(r)``; what a family leaves out is derived (``sf`` as
``1 - cdf`` branch by branch, moments from one another) or stays unevaluated.  ``unpack(args)``
turns the arguments into the flat parameter tuple when they are not already one
(``UniformDistribution[{a, b}]``); ``relations(p)`` checks numeric parameters against each
other.  The numeric side (``scipy``: the ``scipy.stats`` distribution and its arguments;
``sample``: NumPy's generator) lives in the same class.
"""

from mathilda.core.expr import Complex, Expression, Integer, Rational, Real, S, Symbol

__all__ = ["family", "FAMILIES", "lookup_family", "CONTINUOUS", "DISCRETE", "REAL",
           "POSITIVE", "NONNEGATIVE", "PROBABILITY", "POSINT", "NONNEGINT", "INTEGER", "ANY",
           "PARAM_MESSAGES", "number_value", "check_parameters", "heads"]

CONTINUOUS = "Continuous"
DISCRETE = "Discrete"

# parameter checks: a numeric parameter failing one gets Head::tag with the template below
REAL = "realprm"
POSITIVE = "posprm"
NONNEGATIVE = "nnegprm"
PROBABILITY = "probprm"
POSINT = "posintprm"
NONNEGINT = "nnintprm"
INTEGER = "intprm"
ANY = None

PARAM_MESSAGES = {
    "realprm": "Parameter `1` at position `2` in `3` is expected to be real.",
    "posprm": "Parameter `1` at position `2` in `3` is expected to be positive.",
    "nnegprm": "Parameter `1` at position `2` in `3` is expected to be nonnegative.",
    "probprm": "Parameter `1` at position `2` in `3` is expected to be a probability "
               "between 0 and 1.",
    "posintprm": "Parameter `1` at position `2` in `3` is expected to be a positive integer.",
    "nnintprm": "Parameter `1` at position `2` in `3` is expected to be a nonnegative "
                "integer.",
    "intprm": "Parameter `1` at position `2` in `3` is expected to be an integer.",
    "rngprm": "Parameters `1` in `2` are expected to satisfy `3`.",
}

FAMILIES = {}          # (head name, number of arguments) -> family class


def family(cls):
    """Class decorator: register a family under (head, nargs)."""
    FAMILIES[(cls.head, cls.nargs)] = cls
    return cls


def heads():
    """The distribution head names with the arities they take."""
    out = {}
    for (h, n) in FAMILIES:
        out.setdefault(h, set()).add(n)
    return out


def lookup_family(expr):
    """(family, parameter tuple) for ``Head[args]``, or None when it is no known family."""
    h = expr.head
    if type(h) is not Symbol:
        return None
    fam = FAMILIES.get((h.name, len(expr.args)))
    if fam is None:
        return None
    unpack = getattr(fam, "unpack", None)
    params = unpack(expr.args) if unpack is not None else expr.args
    if params is None:
        return None
    return fam, tuple(params)


def number_value(x):
    """A Python number (int, Fraction-like float) for a real number atom, complex for a
    Complex; None for anything else (symbolic)."""
    t = type(x)
    if t is Integer:
        return x.value
    if t is Rational:
        return x.value
    if t is Real:
        return float(x.value)
    if t is Complex:
        re, im = number_value(x.re), number_value(x.im)
        return complex(float(re), float(im))
    if t is Expression and x.head is S.DirectedInfinity and len(x.args) == 1 and \
            type(x.args[0]) is Integer:
        return float("inf") * x.args[0].value
    return None


def _fails(kind, v):
    if isinstance(v, complex):
        return kind is not ANY
    if kind is REAL or kind is ANY:
        return False
    if kind is POSITIVE:
        return not v > 0
    if kind is NONNEGATIVE:
        return not v >= 0
    if kind is PROBABILITY:
        return not 0 <= v <= 1
    integral = type(v) is int or (isinstance(v, float) and v.is_integer())
    if kind is POSINT:
        return not (integral and v > 0)
    if kind is NONNEGINT:
        return not (integral and v >= 0)
    if kind is INTEGER:
        return not integral
    return False


def check_parameters(ev, fam, params, expr):
    """True when every numeric parameter passes its check (and the numeric relations hold);
    else emit ``Head::tag`` for the first failure and return False.  Symbolic parameters
    pass: the formulas hold under the family's assumptions."""
    positions = getattr(fam, "positions", None)
    for k, (kind, p) in enumerate(zip(fam.checks, params)):
        v = number_value(p)
        if v is None:
            continue
        if isinstance(v, complex):
            tag = "realprm"
        elif _fails(kind, v):
            tag = kind
        else:
            continue
        pos = positions[k] if positions else k + 1
        ev.message(fam.head, tag, p, Integer(pos), expr)
        return False
    rel = getattr(fam, "relations", None)
    if rel is not None:
        vals = [number_value(p) for p in params]
        problem = rel(*vals)
        if problem:
            ev.message(fam.head, "rngprm", Expression(S.List, params), expr, problem)
            return False
    return True
