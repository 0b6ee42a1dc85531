"""Arguments shared by the hypothesis tests: data specifications, null values, options.

No builtins here: hypothesis_tests.py, variance_tests.py and fit_tests.py declare them."""

from mathilda.algorithms.lists.common import is_list
from mathilda.algorithms.statistics import test_report
from mathilda.core.expr import TRUE, Expression, Integer, Rational, Real, S, String
from mathilda.core.packed import to_numpy

DSPEC = ("The argument `1` at position `2` should be a list of real numbers of length greater "
         "than `3`, a rectangular array of real numbers, or a list of such samples.")
NUMPRM = "The null value `1` should be a real number or a list of real numbers."
ALTHYP = ("The value `1` of AlternativeHypothesis should be \"Unequal\", \"Less\" or "
          "\"Greater\".")
SIGLEV = "The value `1` of SignificanceLevel should be a real number between 0 and 1."
MESSAGES = {"dspec": DSPEC, "numprm": NUMPRM, "althyp": ALTHYP, "siglev": SIGLEV,
            "nprop": test_report.NPROP}
OPTIONS = {"AlternativeHypothesis": "\"Unequal\"", "SignificanceLevel": "0.05",
           "VerifyTestAssumptions": "Automatic"}

_NUMBERS = (Integer, Rational, Real)


def vector(ev, x):
    """A float array of a List of real numbers, or None."""
    import numpy as np
    if not is_list(x):
        return None
    arr = getattr(x, "array", None)
    if arr is None:
        try:
            if all(type(a) in _NUMBERS for a in x.args):
                arr = np.array([float(a.value) if type(a) is not Rational else
                                a.value.numerator / a.value.denominator for a in x.args])
            else:
                arr = to_numpy(ev.call("N", x))
        except (OverflowError, TypeError, ValueError):
            return None
    if arr is None or arr.dtype.kind not in "if" or arr.ndim != 1:
        return None
    arr = np.asarray(arr, dtype=float)
    if not np.all(np.isfinite(arr)):
        return None
    return arr


def samples(ev, name, d, least=1, pos=1):
    """The data spec d as ("one", array) | ("two", [a, b]) | ("multi", matrix) | ("k",
    [arrays]) -- the last for three or more samples -- or None after ``name::dspec``."""
    if is_list(d) and d.args and all(is_list(a) for a in d.args):
        rows = d.args
        if len(rows) >= 2 and all(not any(is_list(b) for b in r.args) for r in rows):
            vs = [vector(ev, r) for r in rows]
            if all(v is not None and len(v) > least for v in vs):
                lens = {len(v) for v in vs}
                if len(rows) == 2:
                    return "two", vs
                if len(lens) > 1 or len(rows) < min(lens):
                    return "k", vs
        import numpy as np
        m = to_numpy(ev.call("N", d))
        if m is not None and m.ndim == 2 and m.dtype.kind in "if" and m.shape[0] > least \
                and np.all(np.isfinite(m)):
            return "multi", np.asarray(m, dtype=float)
    else:
        v = vector(ev, d)
        if v is not None and len(v) > least:
            return "one", v
    ev.message(name, "dspec", d, Integer(pos), Integer(least))
    return None


def null_value(ev, name, x, default=0.0):
    """A float (or a float array) of the null value x (Automatic: default), or None."""
    if x is S.Automatic:
        return default
    if type(x) in _NUMBERS:
        try:
            return float(x.value) if type(x) is not Rational else \
                x.value.numerator / x.value.denominator
        except OverflowError:
            ev.message(name, "numprm", x)
            return None
    v = to_numpy(ev.call("N", x)) if is_list(x) else None
    if v is None:
        r = ev.call("N", x)
        if type(r) is Real or type(r) is Integer:
            return float(r.value)
    elif v.dtype.kind in "if" and v.ndim == 1:       # a mean vector (multivariate data)
        return v.astype(float)
    ev.message(name, "numprm", x)
    return None


def test_options(ev, name, opts):
    """(alternative, significance level, VerifyTestAssumptions value) or None."""
    alt = opts.get("AlternativeHypothesis", String("Unequal"))
    if type(alt) is not String or alt.value not in ("Unequal", "Less", "Greater"):
        ev.message(name, "althyp", alt)
        return None
    given = opts.get("SignificanceLevel", Real(0.05))
    lev = ev.call("N", given)
    if type(lev) not in (Real, Integer) or not 0 < float(lev.value) < 1:
        ev.message(name, "siglev", given)
        return None
    return alt.value, float(lev.value), opts.get("VerifyTestAssumptions", S.Automatic)


def arguments(ev, expr, caller, least=1, most=3):
    """(positional arguments, alternative, significance level, VerifyTestAssumptions), or
    None (a wrong count of arguments, or a bad option after its message)."""
    pos, opts = ev.split_options(expr)
    if not least <= len(pos) <= most:
        return None
    o = test_options(ev, caller, opts)
    return None if o is None else (pos,) + o


def assumption(verify, key):
    """The value (True/False) forced for the assumption ``key`` by VerifyTestAssumptions
    (``"EqualVariance" -> True``, ``{"Normality" -> False, ...}``), or None: check it."""
    items = verify.args if is_list(verify) else (verify,)
    for r in items:
        if isinstance(r, Expression) and r.head in (S.Rule, S.RuleDelayed) and \
                type(r.args[0]) is String and r.args[0].value == key:
            return r.args[1] is TRUE
    if verify is S["None"]:
        return True
    return None


def relation(alt):
    return {"Unequal": "equal to", "Less": "greater than or equal to",
            "Greater": "less than or equal to"}[alt]


def show(x):
    """A number for the text of a null hypothesis: 0, 1.5, {0, 1}."""
    import numpy as np
    if isinstance(x, np.ndarray):
        return "{" + ", ".join(show(float(a)) for a in x) + "}"
    if float(x).is_integer():
        return str(int(x))
    return "%g" % x
