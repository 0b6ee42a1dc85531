"""MixedUnit and MixedMagnitude: mixed quantities, their printed form, conversions and
arithmetic."""

from support import check_rows

FI = "MixedUnit[{\"Feet\", \"Inches\"}]"
HM = "MixedUnit[{\"Hours\", \"Minutes\"}]"

MIXED = [
    ("Quantity[MixedMagnitude[{5, 3}], %s]" % FI, "5 ft 3 in"),
    ("Quantity[{1, 30}, %s]" % HM, "1 h 30 min"),
    ("InputForm[Quantity[{1, 30}, %s]]" % HM,
     "Quantity[MixedMagnitude[{1, 30}], MixedUnit[{\"Hours\", \"Minutes\"}]]"),
    ("UnitConvert[Quantity[63, \"Inches\"], %s]" % FI, "5 ft 3 in"),
    ("UnitConvert[Quantity[100, \"Minutes\"], %s]" % HM, "1 h 40 min"),
    ("UnitConvert[Quantity[3.75, \"Hours\"], %s]" % HM, "3 h 45. min"),
    ("UnitConvert[Quantity[2, \"Meters\"], %s]" % FI, "6 ft 856/127 in"),
    ("UnitConvert[Quantity[1, \"Days\"] + Quantity[1, \"Seconds\"], "
     "MixedUnit[{\"Hours\", \"Minutes\", \"Seconds\"}]]", "24 h 0 min 1 s"),
    ("UnitConvert[Quantity[MixedMagnitude[{5, 3}], %s], \"Inches\"]" % FI, "63 in"),
    ("Quantity[{1, 30}, %s] + Quantity[15, \"Minutes\"]" % HM, "105 min"),
    ("Quantity[MixedMagnitude[{5, 3}], %s] > Quantity[1, \"Meters\"]" % FI, "True"),
    ("2 Quantity[{1, 30}, %s]" % HM, "180 min"),
    ("QuantityMagnitude[Quantity[{1, 30}, %s]]" % HM, "MixedMagnitude[{1, 30}]"),
    ("InputForm[QuantityUnit[Quantity[{1, 30}, %s]]]" % HM,
     "MixedUnit[{\"Hours\", \"Minutes\"}]"),
    ("UnitConvert[Quantity[1, \"Meters\"], MixedUnit[{\"Feet\", \"Seconds\"}]]",
     "UnitConvert[1 m, MixedUnit[{Feet, Seconds}]]"),
    ("Quantity[{1, 2, 3}, %s]" % HM, "Quantity[{1, 2, 3}, MixedUnit[{Hours, Minutes}]]",
     ["Quantity::mixed: {1, 2, 3} is not a MixedMagnitude of as many magnitudes as the "
      "units of MixedUnit[{\"Hours\", \"Minutes\"}]."]),
]


def test_mixed_units():
    check_rows(MIXED)
