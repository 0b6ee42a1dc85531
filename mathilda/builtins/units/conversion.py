"""UnitConvert, QuantityMagnitude, QuantityUnit, CompatibleUnitQ, UnitDimensions, QuantityQ,
KnownUnitQ, MixedUnit, MixedMagnitude: converting quantities and asking about units."""

from mathilda.builtins.units.quantity import QUANTITY, quantity_parts, _make, _unit_name
from mathilda.core.expr import FALSE, TRUE, Expression, Integer, String, S
from mathilda.core.registry import builtin, symbol_spec

_COMPAT = {"compat": "`1` and `2` are incompatible units",
           "unkunit": "Unable to interpret unit specification `1`."}


def _conv():
    from mathilda.algorithms.units import convert
    return convert


def _is_list(x):
    return isinstance(x, Expression) and x.head is S.List


def _target_terms(ev, sym, u):
    """The unit terms of a target unit (a unit expression or a Quantity), or None after a
    message."""
    p = quantity_parts(u)
    if p is not None:
        return p[1]
    t = _conv().unit_terms(u)
    if t is None:
        from mathilda.printing import output_form
        ev.message(sym, "unkunit", u.value if type(u) is String else output_form(u))
    return t


def convert_quantity(ev, sym, q, target):
    """``q`` converted to the unit terms ``target`` (None: to SI base units), or None after
    a message."""
    p = quantity_parts(q)
    if p is None:
        return None
    m, t = p
    if target is None:
        target = _conv().si_terms(t)
    if not _conv().compatible(t, target):
        ev.message(sym, "compat", _unit_name(t), _unit_name(target))
        return None
    mag = _conv().conversion(m, t, target)
    if mag is None:
        return None
    return _make(ev, mag, target)


@builtin("UnitConvert", nargs=(1, 2), messages=_COMPAT,
         usage="UnitConvert[quantity, targetunit] converts quantity to the equivalent quantity "
               "in targetunit; UnitConvert[quantity] (or the target \"SIBase\") converts to SI "
               "base units. Conversions are exact, temperatures convert on their scales.",
         examples=[("UnitConvert[Quantity[1, \"Miles\"], \"Kilometers\"]", "25146/15625 km"),
                   ("UnitConvert[Quantity[100, \"DegreesCelsius\"], \"DegreesFahrenheit\"]",
                    "212 °F"),
                   ("UnitConvert[Quantity[1, \"Newtons\"]]", "1 kg m/s^2"),
                   ("UnitConvert[Quantity[180, \"AngularDegrees\"], \"Radians\"]", "Pi rad"),
                   ("UnitConvert[Quantity[60, \"MilesPerHour\"], \"Kilometers\"/\"Hours\"] // N",
                    "96.5606 km/h"),
                   ("UnitConvert[Quantity[1, \"Meters\"], \"Seconds\"]",
                    "UnitConvert[1 m, Seconds]",
                    ["UnitConvert::compat: Meters and Seconds are incompatible units"])])
def unit_convert(ev, expr):
    a = expr.args
    q = a[0]
    if _is_list(q):
        return Expression(S.List, tuple(ev.evaluate(Expression(S.UnitConvert, (e,) + a[1:]))
                                        for e in q.args))
    if quantity_parts(q) is None:
        return None
    target = None
    if len(a) == 2 and _conv().mixed_unit_terms(a[1]) is not None:
        return _to_mixed(ev, q, a[1])
    if len(a) == 2 and not (type(a[1]) is String and a[1].value == "SIBase"):
        target = _target_terms(ev, "UnitConvert", a[1])
        if target is None:
            return None
    return convert_quantity(ev, "UnitConvert", q, target)


def _to_mixed(ev, q, unit):
    """``q`` as a mixed quantity of ``unit``: whole numbers of each unit but the last
    (UnitConvert[Quantity[63, "Inches"], MixedUnit[{"Feet", "Inches"}]] is 5 ft 3 in)."""
    terms = _conv().mixed_unit_terms(unit)
    last = terms[-1]
    r = convert_quantity(ev, "UnitConvert", q, last)
    p = quantity_parts(r) if r is not None else None
    if p is None:
        return None
    rest = p[0]
    mags = []
    for t in terms[:-1]:
        size = ev.evaluate(_conv().conversion(Integer(1), t, last))
        whole = ev.call("Floor", ev.call("Divide", rest, size))
        mags.append(whole)
        rest = ev.evaluate(Expression(S.Plus, (rest, Expression(S.Times,
                                                                (Integer(-1), whole, size)))))
    mags.append(rest)
    return Expression(QUANTITY, (Expression(S.MixedMagnitude, (Expression(S.List,
                                                                          tuple(mags)),)),
                                 unit))


@builtin("QuantityMagnitude", nargs=(1, 2), messages=_COMPAT,
         usage="QuantityMagnitude[quantity] gives the amount of quantity; "
               "QuantityMagnitude[quantity, unit] gives it in the unit unit.",
         examples=[("QuantityMagnitude[Quantity[3, \"Meters\"]]", "3"),
                   ("QuantityMagnitude[Quantity[3, \"Feet\"], \"Inches\"]", "36"),
                   ("QuantityMagnitude[{Quantity[1, \"Hours\"], Quantity[2, \"Hours\"]}]",
                    "{1, 2}"),
                   ("QuantityMagnitude[5]", "5")])
def quantity_magnitude(ev, expr):
    a = expr.args
    q = a[0]
    if _is_list(q):
        return Expression(S.List, tuple(ev.evaluate(Expression(S.QuantityMagnitude,
                                                               (e,) + a[1:]))
                                        for e in q.args))
    p = quantity_parts(q)
    if p is None:
        return q if len(a) == 1 and q.is_atom else None
    if len(a) == 1:
        return q.args[0] if _conv().mixed_parts(q) is not None else p[0]
    target = _target_terms(ev, "QuantityMagnitude", a[1])
    if target is None:
        return None
    r = convert_quantity(ev, "QuantityMagnitude", q, target)
    if r is None:
        return None
    p2 = quantity_parts(r)
    return p2[0] if p2 is not None else r


@builtin("QuantityUnit", nargs=1,
         usage="QuantityUnit[quantity] gives the unit of quantity.",
         examples=[("InputForm[QuantityUnit[Quantity[3, \"Meters\"]]]", "\"Meters\""),
                   ("InputForm[QuantityUnit[Quantity[3, \"Meters\"/\"Seconds\"]]]",
                    "\"Meters\"/\"Seconds\""),
                   ("InputForm[QuantityUnit[7]]", "\"DimensionlessUnit\"")])
def quantity_unit(ev, expr):
    q = expr.args[0]
    if _is_list(q):
        return Expression(S.List, tuple(ev.evaluate(Expression(S.QuantityUnit, (e,)))
                                        for e in q.args))
    p = quantity_parts(q)
    if p is not None:
        return q.args[1]
    if type(q) in (Integer,) or q.is_atom and type(q).__name__ in ("Real", "Rational",
                                                                  "Complex"):
        return String("DimensionlessUnit")
    return None


def _terms_of(x):
    p = quantity_parts(x)
    if p is not None:
        return p[1]
    return _conv().unit_terms(x)


@builtin("CompatibleUnitQ", nargs=(1, None),
         usage="CompatibleUnitQ[q1, q2, ...] gives True when the quantities (or units) qi "
               "have compatible units (they convert to each other); "
               "CompatibleUnitQ[{q1, q2, ...}] tests the list; CompatibleUnitQ[q] tests that "
               "q has a known unit.",
         examples=[("CompatibleUnitQ[Quantity[1, \"Meters\"], Quantity[2, \"Feet\"]]", "True"),
                   ("CompatibleUnitQ[Quantity[1, \"Meters\"], Quantity[2, \"Seconds\"]]",
                    "False"),
                   ("CompatibleUnitQ[{\"Joules\", \"Kilowatts\" \"Hours\", \"Calories\"}]",
                    "True"),
                   ("CompatibleUnitQ[Quantity[3, \"Meters\"]]", "True"),
                   ("CompatibleUnitQ[\"Newtons\", \"Kilograms\" \"Meters\"/\"Seconds\"^2]",
                    "True")])
def compatible_unit_q(ev, expr):
    a = expr.args
    if len(a) == 1 and _is_list(a[0]):
        a = a[0].args
    ts = [_terms_of(x) for x in a]
    if not ts or any(t is None for t in ts):
        return FALSE
    conv = _conv()
    return TRUE if all(conv.compatible(ts[0], t) for t in ts[1:]) else FALSE


@builtin("UnitDimensions", nargs=1,
         usage="UnitDimensions[unit] or UnitDimensions[quantity] gives the base dimensions "
               "of the unit as {{dimension, power}, ...}.",
         examples=[("InputForm[UnitDimensions[\"Newtons\"]]",
                    "{{\"LengthUnit\", 1}, {\"MassUnit\", 1}, {\"TimeUnit\", -2}}"),
                   ("UnitDimensions[Quantity[3, \"Miles\"/\"Hours\"]]",
                    "{{LengthUnit, 1}, {TimeUnit, -1}}"),
                   ("UnitDimensions[\"Percent\"]", "{}")])
def unit_dimensions(ev, expr):
    t = _terms_of(expr.args[0])
    if t is None:
        return None
    from mathilda.algorithms.units.table import DIMENSIONS, DIMENSION_NAMES
    from mathilda.algorithms.units.convert import _number
    dims = _conv().dimensions(t)[0]
    rows = sorted((DIMENSION_NAMES[d], e) for d, e in zip(DIMENSIONS, dims) if e != 0)
    return Expression(S.List, tuple(Expression(S.List, (String(n), _number(e)))
                                    for n, e in rows))


@builtin("QuantityQ", nargs=1,
         usage="QuantityQ[expr] gives True if expr is a Quantity with a known unit.",
         examples=[("QuantityQ[Quantity[2, \"Meters\"]]", "True"),
                   ("QuantityQ[2]", "False"),
                   ("QuantityQ[Quantity[x, \"Feet\"]]", "True")])
def quantity_q(ev, expr):
    return TRUE if quantity_parts(expr.args[0]) is not None else FALSE


@builtin("KnownUnitQ", nargs=1,
         usage="KnownUnitQ[unit] gives True if unit is a unit expression Quantity knows.",
         examples=[("KnownUnitQ[\"Meters\"/\"Seconds\"]", "True"),
                   ("KnownUnitQ[\"Furlongs per fortnight\"]", "False"),
                   ("KnownUnitQ[\"Kilowatts\"]", "True")])
def known_unit_q(ev, expr):
    return TRUE if _conv().unit_terms(expr.args[0]) is not None else FALSE


symbol_spec("MixedUnit",
            usage="MixedUnit[{unit1, unit2, ...}] represents a mixed unit: a quantity "
                  "Quantity[MixedMagnitude[{m1, m2, ...}], MixedUnit[{unit1, unit2, ...}]] "
                  "is m1 unit1 + m2 unit2 + ... (5 ft 3 in); UnitConvert[q, MixedUnit[...]] "
                  "splits q into whole numbers of each unit but the last.",
            examples=[("Quantity[MixedMagnitude[{5, 3}], MixedUnit[{\"Feet\", \"Inches\"}]]",
                       "5 ft 3 in"),
                      ("UnitConvert[Quantity[63, \"Inches\"], MixedUnit[{\"Feet\", "
                       "\"Inches\"}]]", "5 ft 3 in"),
                      ("UnitConvert[Quantity[3.75, \"Hours\"], MixedUnit[{\"Hours\", "
                       "\"Minutes\"}]]", "3 h 45. min"),
                      ("UnitConvert[Quantity[MixedMagnitude[{5, 3}], MixedUnit[{\"Feet\", "
                       "\"Inches\"}]], \"Inches\"]", "63 in"),
                      ("Quantity[{1, 30}, MixedUnit[{\"Hours\", \"Minutes\"}]] + "
                       "Quantity[15, \"Minutes\"]", "105 min"),
                      ("QuantityMagnitude[Quantity[{1, 30}, MixedUnit[{\"Hours\", "
                       "\"Minutes\"}]]]", "MixedMagnitude[{1, 30}]")])
symbol_spec("MixedMagnitude",
            usage="MixedMagnitude[{m1, m2, ...}] is the magnitude of a quantity of a "
                  "MixedUnit: one magnitude for each of its units.",
            examples=[("QuantityMagnitude[UnitConvert[Quantity[100, \"Minutes\"], "
                       "MixedUnit[{\"Hours\", \"Minutes\"}]]]", "MixedMagnitude[{1, 40}]")])
