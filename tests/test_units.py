"""Quantity and units: printed forms, exact conversions, arithmetic, the questions about
units, and the messages of bad input."""

from support import check_rows

ROWS = [
    # Quantity and its printed form
    ('Quantity[3, "Meters"]', "3 m"),
    ('Quantity["Kilograms"]', "1 kg"),
    ('Quantity[5, "Kilometers"/"Hours"]', "5 km/h"),
    ('Quantity[9.8, "Meters"/"Seconds"^2]', "9.8 m/s^2"),
    ('Quantity[1/2, "Miles"]', "1/2 mi"),
    ('Quantity[1 + x, "Feet"]', "(1 + x) ft"),
    ('Quantity[50, "Percent"]', "50%"),
    ('Quantity[72, "DegreesFahrenheit"]', "72 °F"),
    ('Quantity[3, "Meters"/"Meters"]', "3"),
    ('InputForm[Quantity[3, "Meters"]]', 'Quantity[3, "Meters"]'),
    ('FullForm[Quantity[2, "Meters"/"Seconds"]]',
     'Quantity[2, Times["Meters", Power["Seconds", -1]]]'),
    ('Quantity[3, "Foo"]', "Quantity[3, Foo]",
     ["Quantity::unkunit: Unable to interpret unit specification Foo."]),
    # arithmetic
    ('Quantity[1, "Hours"] + Quantity[30, "Minutes"]', "90 min"),
    ('Quantity[3, "Meters"] - Quantity[1, "Meters"]', "2 m"),
    ('Quantity[1, "Meters"] + Quantity[1, "Feet"]', "1631/381 ft"),
    ('Total[{Quantity[1, "Meters"], Quantity[2, "Meters"], Quantity[3, "Meters"]}]', "6 m"),
    ('Mean[{Quantity[1, "Meters"], Quantity[2, "Meters"]}]', "3/2 m"),
    ('2 Quantity[1.5, "Kilograms"]', "3. kg"),
    ('x Quantity[2, "Meters"]', "2 x m"),
    ('Quantity[2, "Meters"] Quantity[3, "Meters"]', "6 m^2"),
    ('Quantity[6, "Meters"]/Quantity[2, "Seconds"]', "3 m/s"),
    ('Quantity[6, "Meters"]/Quantity[2, "Meters"]', "3"),
    ('Quantity[1, "Meters"]/Quantity[1, "Feet"]', "1250/381"),
    ('Quantity[2, "Meters"]^3', "8 m^3"),
    ('Sqrt[Quantity[16, "Meters"^2]]', "4 m"),
    ('Abs[Quantity[-3, "Seconds"]]', "3 s"),
    ('Quantity[1, "Meters"] > Quantity[3, "Feet"]', "True"),
    ('Quantity[1, "Meters"] == Quantity[100, "Centimeters"]', "True"),
    ('Max[Quantity[1, "Meters"], Quantity[4, "Feet"]]', "4 ft"),
    ('N[Quantity[1/3, "Meters"]]', "0.333333 m"),
    ('Quantity[1, "Meters"] + Quantity[1, "Seconds"]', "1 m + 1 s",
     ["Quantity::compat: Meters and Seconds are incompatible units"]),
    # UnitConvert
    ('UnitConvert[Quantity[1, "Miles"], "Kilometers"]', "25146/15625 km"),
    ('UnitConvert[Quantity[1., "Miles"], "Kilometers"]', "1.60934 km"),
    ('UnitConvert[Quantity[100, "DegreesCelsius"], "DegreesFahrenheit"]', "212 °F"),
    ('UnitConvert[Quantity[32, "DegreesFahrenheit"], "DegreesCelsius"]', "0 °C"),
    ('UnitConvert[Quantity[0, "DegreesCelsius"], "Kelvins"]', "5463/20 K"),
    ('UnitConvert[Quantity[1, "Newtons"]]', "1 kg m/s^2"),
    ('UnitConvert[Quantity[1, "Hours"], "SIBase"]', "3600 s"),
    ('UnitConvert[Quantity[180, "AngularDegrees"], "Radians"]', "Pi rad"),
    ('UnitConvert[Quantity[1, "KilowattHours"], "Joules"]', "3600000 J"),
    ('UnitConvert[Quantity[1, "Gigabytes"], "Megabytes"]', "1000 MB"),
    ('UnitConvert[Quantity[3, "Feet"], Quantity[1, "Inches"]]', "36 in"),
    ('UnitConvert[{Quantity[1, "Feet"], Quantity[1, "Yards"]}, "Inches"]', "{12 in, 36 in}"),
    ('UnitConvert[Quantity[1, "Meters"], "Seconds"]', "UnitConvert[1 m, Seconds]",
     ["UnitConvert::compat: Meters and Seconds are incompatible units"]),
    ('UnitConvert[Quantity[1, "Meters"], "Parsnips"]', "UnitConvert[1 m, Parsnips]",
     ["UnitConvert::unkunit: Unable to interpret unit specification Parsnips."]),
    # QuantityMagnitude, QuantityUnit
    ('QuantityMagnitude[Quantity[3, "Meters"]]', "3"),
    ('QuantityMagnitude[Quantity[3, "Feet"], "Inches"]', "36"),
    ('QuantityMagnitude[Quantity[2, "Hours"], "Minutes"]', "120"),
    ('QuantityMagnitude[{Quantity[1, "Hours"], Quantity[2, "Hours"]}]', "{1, 2}"),
    ('QuantityMagnitude[5]', "5"),
    ('InputForm[QuantityUnit[Quantity[3, "Meters"]]]', '"Meters"'),
    ('InputForm[QuantityUnit[Quantity[3, "Meters"/"Seconds"]]]', '"Meters"/"Seconds"'),
    ('InputForm[QuantityUnit[{Quantity[1, "Feet"], Quantity[2, "Days"]}]]',
     '{"Feet", "Days"}'),
    ('InputForm[QuantityUnit[7]]', '"DimensionlessUnit"'),
    ('QuantityUnit[x]', "QuantityUnit[x]"),
    # CompatibleUnitQ, UnitDimensions, QuantityQ, KnownUnitQ
    ('CompatibleUnitQ[Quantity[1, "Meters"], Quantity[2, "Feet"]]', "True"),
    ('CompatibleUnitQ[Quantity[1, "Meters"], Quantity[2, "Seconds"]]', "False"),
    ('CompatibleUnitQ[{"Joules", "Kilowatts" "Hours", "Calories"}]', "True"),
    ('CompatibleUnitQ["Newtons", "Kilograms" "Meters"/"Seconds"^2]', "True"),
    ('CompatibleUnitQ["Meters", "Parsnips"]', "False"),
    ('InputForm[UnitDimensions["Newtons"]]',
     '{{"LengthUnit", 1}, {"MassUnit", 1}, {"TimeUnit", -2}}'),
    ('UnitDimensions[Quantity[3, "Miles"/"Hours"]]', "{{LengthUnit, 1}, {TimeUnit, -1}}"),
    ('UnitDimensions["Volts"]',
     "{{ElectricCurrentUnit, -1}, {LengthUnit, 2}, {MassUnit, 1}, {TimeUnit, -3}}"),
    ('UnitDimensions["Percent"]', "{}"),
    ('UnitDimensions[x]', "UnitDimensions[x]"),
    ('QuantityQ[Quantity[2, "Meters"]]', "True"),
    ('QuantityQ[Quantity[x, "Feet"]]', "True"),
    ('QuantityQ[2]', "False"),
    ('QuantityQ["Meters"]', "False"),
    ('QuantityQ[Quantity[1, "Parsnips"]]', "False",
     ["Quantity::unkunit: Unable to interpret unit specification Parsnips."]),
    ('KnownUnitQ["Meters"/"Seconds"]', "True"),
    ('KnownUnitQ["Kilowatts"]', "True"),
    ('KnownUnitQ["Microseconds"]', "True"),
    ('KnownUnitQ["Furlongs per fortnight"]', "False"),
    ('KnownUnitQ[3]', "False"),
]


def test_units():
    check_rows(ROWS)


def test_unit_table_is_consistent():
    from mathilda.algorithms.units.table import UNITS
    for name, u in UNITS.items():
        assert u.name == name and u.factor > 0 and len(u.dims) == 9
