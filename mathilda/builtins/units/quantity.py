"""Quantity: a magnitude with a unit, and the arithmetic of quantities.

``Quantity[3, "Meters"]`` prints as ``3 m`` (the unit's abbreviation, as the Wolfram
Language's OutputForm shows a quantity); InputForm and FullForm keep the expression.  Sums of
compatible quantities are converted to the smallest of their units (``Quantity[1, "Hours"] +
Quantity[30, "Minutes"]`` is ``90 min``); products and quotients combine the units (a
dimensionless result is a number); powers, comparisons, Abs, Max and Min work on compatible
quantities.  Conversions are exact (the factors of algorithms/units/table.py are fractions).

The arithmetic is installed in a session as up-values of Quantity the first time a valid
Quantity is evaluated there (as NDArray does), so sessions that use no units pay nothing.
"""

from mathilda.core.expr import FALSE, TRUE, Expression, Integer, String, Symbol, S
from mathilda.core.registry import builtin

_MESSAGES = {
    "unkunit": "Unable to interpret unit specification `1`.",
    "mixed": "`1` is not a MixedMagnitude of as many magnitudes as the units of `2`.",
    "compat": "`1` and `2` are incompatible units",
}
_ARITH_HEADS = ("Plus", "Times", "Power", "Equal", "Unequal", "Less", "Greater",
                "LessEqual", "GreaterEqual", "Abs", "Max", "Min")
_INSTALLED = {}
QUANTITY = Symbol("Quantity")


def _units():
    from mathilda.algorithms.units import convert
    return convert


def quantity_parts(x):
    """(magnitude, unit terms) of a valid Quantity[m, u], else None.  A mixed quantity
    (``Quantity[MixedMagnitude[{5, 3}], MixedUnit[{"Feet", "Inches"}]]``) is its total in
    its last unit (the magnitude an expression to evaluate)."""
    if isinstance(x, Expression) and x.head is QUANTITY and len(x.args) == 2:
        t = _units().unit_terms(x.args[1])
        if t is not None:
            return x.args[0], t
        mixed = _units().mixed_parts(x)
        if mixed is not None:
            return _units().mixed_total(*mixed), mixed[1][-1]
    return None


def _unit_name(terms):
    from mathilda.printing import input_form
    u = _units().unit_expression(terms)
    return u.value if type(u) is String else input_form(u)


def _make(ev, mag, terms):
    """Quantity[mag, unit of terms], or mag for a dimensionless unit."""
    if not terms:
        return ev.evaluate(mag)
    return Expression(QUANTITY, (ev.evaluate(mag), ev.evaluate(_units().unit_expression(terms))))


def _install_rules(ev):
    defs = ev.defs
    try:
        if _INSTALLED.get(defs):
            return
        _INSTALLED[defs] = True
    except TypeError:
        return
    from mathilda.syntax.parser import parse
    d = defs.get(QUANTITY)
    saved = d.attributes
    d.attributes = 0
    try:
        for h in _ARITH_HEADS:
            ev.evaluate(parse(
                "Quantity /: HoldPattern[%s[a___, Quantity[q___], b___]] /; "
                "Units`QuantityOpQ[%s, {a, Quantity[q], b}] := "
                "Units`QuantityOp[%s, {a, Quantity[q], b}]" % (h, h, h)))
    finally:
        d.attributes = saved


@builtin("Quantity", nargs=(1, 2), messages=_MESSAGES, attributes=("HoldRest", "NHoldRest", "Protected", "ReadProtected"),
         usage="Quantity[magnitude, unit] represents a quantity with size magnitude and the "
               "unit unit (a unit name such as \"Meters\", \"Kilograms\", \"Feet\", "
               "\"Miles\", \"Hours\", \"DegreesFahrenheit\", or products, quotients and "
               "powers of them); Quantity[unit] is Quantity[1, unit]. Quantities of "
               "compatible units add, all quantities multiply, divide and compare.",
         examples=[("Quantity[3, \"Meters\"]", "3 m"),
                   ("Quantity[\"Kilograms\"]", "1 kg"),
                   ("Quantity[5, \"Kilometers\"/\"Hours\"]", "5 km/h"),
                   ("Quantity[1, \"Hours\"] + Quantity[30, \"Minutes\"]", "90 min"),
                   ("Quantity[2, \"Meters\"] Quantity[3, \"Meters\"]", "6 m^2"),
                   ("Quantity[6, \"Meters\"]/Quantity[2, \"Seconds\"]", "3 m/s"),
                   ("Quantity[1, \"Meters\"] > Quantity[3, \"Feet\"]", "True"),
                   ("InputForm[Quantity[9.8, \"Meters\"/\"Seconds\"^2]]",
                    "Quantity[9.8, \"Meters\"/\"Seconds\"^2]"),
                   ("Quantity[1, \"Meters\"] + Quantity[1, \"Seconds\"]",
                    "1 m + 1 s",
                    ["Quantity::compat: Meters and Seconds are incompatible units"]),
                   ("Quantity[3, \"Foo\"]", "Quantity[3, Foo]",
                    ["Quantity::unkunit: Unable to interpret unit specification Foo."])])
def quantity(ev, expr):
    a = expr.args
    if len(a) == 1:
        u = ev.evaluate(a[0])
        if _units().unit_terms(u) is None:
            ev.message("Quantity", "unkunit", _spec(u))
            return None
        return Expression(QUANTITY, (Integer(1), u))
    u = ev.evaluate(a[1])
    terms = _units().unit_terms(u)
    if terms is None and _units().mixed_unit_terms(u) is not None:
        m = a[0]
        n = len(u.args[0].args)
        if isinstance(m, Expression) and m.head is S.List and len(m.args) == n:
            return Expression(QUANTITY, (Expression(S.MixedMagnitude, (m,)), u))
        if _units().mixed_parts(Expression(QUANTITY, (m, u))) is not None:
            _install_rules(ev)
            return None
        ev.message("Quantity", "mixed", m, u)
        return None
    if terms is None:
        ev.message("Quantity", "unkunit", _spec(u))
        return Expression(QUANTITY, (a[0], u)) if u is not a[1] else None
    if not terms:                       # DimensionlessUnit, "Meters"/"Meters"
        return a[0]
    _install_rules(ev)
    canon = ev.evaluate(_units().unit_expression(terms))
    if canon != a[1]:
        return Expression(QUANTITY, (a[0], canon))
    return None


def _spec(u):
    from mathilda.printing import output_form
    return u.value if type(u) is String else output_form(u)


# --- the arithmetic (called from the up-values) ------------------------------------------------

def _smallest(parts):
    """The unit terms of ``parts`` with the smallest factor to SI (the first on ties)."""
    conv = _units()
    best = None
    for _, t in parts:
        f = conv.dimensions(t)[1]
        if f is not None and (best is None or f < best[0]):
            best = (f, t)
    return best[1] if best else parts[0][1]


_REPORTED = {}


def _compatible_all(ev, parts, report):
    """Are the units of all ``parts`` compatible?  If not and ``report``, the compat
    message, once per input line for a set of units (the up-value's condition is tried once
    for each way its pattern matches)."""
    conv = _units()
    t0 = parts[0][1]
    for _, t in parts[1:]:
        if not conv.compatible(t0, t):
            if report:
                key = (ev.session.line, frozenset((_unit_name(t0), _unit_name(t))))
                if _REPORTED.get(id(ev.defs)) != key:
                    _REPORTED[id(ev.defs)] = key
                    ev.message("Quantity", "compat", _unit_name(t0), _unit_name(t))
            return False
    return True


def _op(ev, head, args, report):
    """The result of ``head[args]`` with quantities among ``args``, or None."""
    conv = _units()
    parts = [quantity_parts(a) for a in args]
    qs = [(i, p) for i, p in enumerate(parts) if p is not None]
    if not qs:
        return None
    name = head.name
    if name == "Plus":
        if len(qs) < 2:
            return None
        qp = [p for _, p in qs]
        if not _compatible_all(ev, qp, report):
            return None
        target = _smallest(qp)
        mags = [conv.conversion(m, t, target) for m, t in qp]
        if any(m is None for m in mags):
            return None
        total = _make(ev, Expression(S.Plus, tuple(mags)), target)
        rest = [a for i, a in enumerate(args) if parts[i] is None]
        return Expression(S.Plus, tuple(rest) + (total,)) if rest else total
    if name == "Times":
        if len(args) < 2:
            return None
        mag = []
        terms = {}
        for i, a in enumerate(args):
            p = parts[i]
            if p is None:
                mag.append(a)
            else:
                mag.append(p[0])
                terms = conv.merge_terms(terms, p[1])
        m = Expression(S.Times, tuple(mag))
        dims, f, pi = conv.dimensions(terms)
        if terms and not any(dims) and f is not None:
            return ev.evaluate(conv.conversion(m, terms, {}))     # Meters/Feet: a number
        return _make(ev, m, terms)
    if name == "Power":
        if len(args) != 2 or parts[0] is None or parts[1] is not None:
            return None
        e = args[1]
        from fractions import Fraction
        k = conv._exponent(e)
        if k is None:
            return None
        m, t = parts[0]
        return _make(ev, Expression(S.Power, (m, e)), {n: x * k for n, x in t.items()})
    if name == "Abs":
        if len(args) != 1:
            return None
        m, t = parts[0]
        return _make(ev, Expression(S.Abs, (m,)), t)
    if len(qs) != len(args) or len(args) < 2:
        return None
    qp = [p for _, p in qs]
    if not _compatible_all(ev, qp, report):
        return None
    t0 = qp[0][1]
    mags = [ev.evaluate(conv.conversion(m, t, t0)) for m, t in qp]
    if name in ("Max", "Min"):
        vals = [ev.call("N", m) for m in mags]
        if not all(type(v).__name__ in ("Integer", "Real", "Rational") for v in vals):
            return None
        pick = (max if name == "Max" else min)(range(len(vals)), key=lambda i: vals[i].value)
        return args[pick]
    r = ev.evaluate(Expression(head, tuple(mags)))
    return r if r is TRUE or r is FALSE else None


@builtin("Units`QuantityOpQ", nargs=2,
         usage="Units`QuantityOpQ[head, {args}] is True when head[args] with quantities among "
               "args has a quantity result (the condition of Quantity's up-values).",
         examples=[("Units`QuantityOpQ[Plus, {Quantity[1, \"Meters\"], Quantity[2, "
                    "\"Meters\"]}]", "True")])
def quantity_op_q(ev, expr):
    h, lst = expr.args
    if type(h) is not Symbol or not (isinstance(lst, Expression) and lst.head is S.List):
        return FALSE
    return TRUE if _op(ev, h, lst.args, True) is not None else FALSE


@builtin("Units`QuantityOp", nargs=2,
         usage="Units`QuantityOp[head, {args}] computes head[args] with quantities among args "
               "(the body of Quantity's up-values).",
         examples=[("Units`QuantityOp[Plus, {Quantity[1, \"Meters\"], Quantity[2, "
                    "\"Meters\"]}]", "3 m")])
def quantity_op(ev, expr):
    h, lst = expr.args
    if type(h) is not Symbol or not (isinstance(lst, Expression) and lst.head is S.List):
        return None
    return _op(ev, h, lst.args, False)


# --- the printed form: 3 m, 5 km/h, (1 + x) m --------------------------------------------------

_SINGULAR = {"days": "day", "cups": "cup", "acres": "acre"}


def _printed(x):
    mixed = _units().mixed_parts(x)
    if mixed is not None:               # 5 ft 3 in
        from mathilda.printing import output_form
        return Expression(S.HoldForm, (String(" ".join(
            "%s %s" % (output_form(m), _units().unit_text(t))
            for m, t in zip(*mixed))),))
    p = quantity_parts(x)
    if p is None:
        return None
    from mathilda.printing import output_form
    m, t = p
    text = output_form(m)
    if isinstance(m, Expression) and m.head is S.Plus:
        text = "(%s)" % text
    u = _units().unit_text(t)
    if u in _SINGULAR and (m == Integer(1) or m == Integer(-1)):
        u = _SINGULAR[u]                # 1 day, 2 days
    sep = "" if u == "%" else " "
    return Expression(S.HoldForm, (String(text + sep + u if u else text),))


from mathilda.printing.outputform import register_form  # noqa: E402

register_form("Quantity", _printed)
