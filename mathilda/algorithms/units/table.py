"""The unit table: every unit Quantity knows, by its Wolfram Language name.

Each unit has an abbreviation (what OutputForm prints: ``3 m``), a dimension vector over the
base dimensions ``DIMENSIONS`` and an exact factor to the SI unit of that dimension (a
Fraction, times Pi to the power ``pi`` for angles), plus an offset for the temperature scales
(``K = x factor + offset``).  Factors are exact, as the Wolfram Language's are:
``UnitConvert[Quantity[1, "Miles"], "Kilometers"]`` is ``Quantity[25146/15625, "Kilometers"]``.

The covered set: the SI base and derived units with the prefixes Femto to Peta on the metric
ones (Kilometers, Milligrams, Megahertz, Kilowatts, Gigabytes, ...); lengths (Inches, Feet,
Yards, Miles, NauticalMiles, Angstroms, AstronomicalUnit, LightYears), masses (Pounds,
Ounces, Stones, ShortTons, MetricTons), times (Minutes, Hours, Days, Weeks, Months, Years),
temperatures (Kelvins, DegreesCelsius, DegreesFahrenheit), volumes (Liters, Gallons, Quarts,
Pints, Cups, FluidOunces), areas (Acres, Hectares), speeds (MetersPerSecond,
KilometersPerHour, MilesPerHour, Knots), energy (Calories, Kilocalories, Electronvolts,
KilowattHours, BTU), pressure (Atmospheres, Bars, PoundsForcePerSquareInch, MillimetersOfMercury),
force (PoundsForce), power (Horsepower), angles (Radians, AngularDegrees, ArcMinutes,
ArcSeconds, Revolutions), information (Bits, Bytes, Kibibytes, Mebibytes, Gibibytes),
Percent and Events (a count: MovingMap's window of n events).
"""

from fractions import Fraction as F

__all__ = ["DIMENSIONS", "DIMENSION_NAMES", "SI_UNITS", "UNITS", "Unit", "lookup"]

DIMENSIONS = ("L", "M", "T", "I", "K", "N", "J", "A", "B")
DIMENSION_NAMES = {"L": "LengthUnit", "M": "MassUnit", "T": "TimeUnit",
                   "I": "ElectricCurrentUnit", "K": "TemperatureUnit", "N": "AmountUnit",
                   "J": "LuminousIntensityUnit", "A": "AngleUnit", "B": "InformationUnit"}
SI_UNITS = {"L": "Meters", "M": "Kilograms", "T": "Seconds", "I": "Amperes",
            "K": "Kelvins", "N": "Moles", "J": "Candelas", "A": "Radians", "B": "Bits"}


class Unit:
    __slots__ = ("name", "abbrev", "dims", "factor", "pi", "offset")

    def __init__(self, name, abbrev, dims, factor, pi=0, offset=F(0)):
        self.name = name
        self.abbrev = abbrev
        self.dims = dims
        self.factor = F(factor)
        self.pi = pi
        self.offset = F(offset)


def _dims(**kw):
    return tuple(kw.get(d, 0) for d in DIMENSIONS)


_L, _M, _T = _dims(L=1), _dims(M=1), _dims(T=1)
_FORCE = _dims(M=1, L=1, T=-2)
_ENERGY = _dims(M=1, L=2, T=-2)
_POWER = _dims(M=1, L=2, T=-3)
_PRESSURE = _dims(M=1, L=-1, T=-2)
_VOLUME = _dims(L=3)
_AREA = _dims(L=2)
_SPEED = _dims(L=1, T=-1)
_NONE = _dims()

UNITS = {}


def _add(name, abbrev, dims, factor, **kw):
    UNITS[name] = Unit(name, abbrev, dims, factor, **kw)


# metric units that take the prefixes (the factor is that of the unprefixed unit)
_METRIC = [
    ("Meters", "m", _L, 1), ("Grams", "g", _M, F(1, 1000)), ("Seconds", "s", _T, 1),
    ("Amperes", "A", _dims(I=1), 1), ("Kelvins", "K", _dims(K=1), 1),
    ("Moles", "mol", _dims(N=1), 1), ("Candelas", "cd", _dims(J=1), 1),
    ("Liters", "L", _VOLUME, F(1, 1000)), ("Newtons", "N", _FORCE, 1),
    ("Joules", "J", _ENERGY, 1), ("Watts", "W", _POWER, 1), ("Pascals", "Pa", _PRESSURE, 1),
    ("Hertz", "Hz", _dims(T=-1), 1), ("Coulombs", "C", _dims(T=1, I=1), 1),
    ("Volts", "V", _dims(M=1, L=2, T=-3, I=-1), 1),
    ("Ohms", "\u03a9", _dims(M=1, L=2, T=-3, I=-2), 1),
    ("Farads", "F", _dims(M=-1, L=-2, T=4, I=2), 1),
    ("Teslas", "T", _dims(M=1, T=-2, I=-1), 1),
    ("Webers", "Wb", _dims(M=1, L=2, T=-2, I=-1), 1),
    ("Henries", "H", _dims(M=1, L=2, T=-2, I=-2), 1),
    ("Siemens", "S", _dims(M=-1, L=-2, T=3, I=2), 1),
    ("Electronvolts", "eV", _ENERGY, F(1602176634, 10 ** 28)),
    ("Calories", "cal", _ENERGY, F(523, 125)), ("Bytes", "B", _dims(B=1), 8),
    ("Bits", "b", _dims(B=1), 1),
    ("Bars", "bar", _PRESSURE, 100000),
]
_PREFIXES = [("Peta", "P", F(10 ** 15)), ("Tera", "T", F(10 ** 12)), ("Giga", "G", F(10 ** 9)),
             ("Mega", "M", F(10 ** 6)), ("Kilo", "k", F(1000)), ("Hecto", "h", F(100)),
             ("Deca", "da", F(10)), ("Deci", "d", F(1, 10)), ("Centi", "c", F(1, 100)),
             ("Milli", "m", F(1, 1000)), ("Micro", "\u03bc", F(1, 10 ** 6)),
             ("Nano", "n", F(1, 10 ** 9)), ("Pico", "p", F(1, 10 ** 12)),
             ("Femto", "f", F(1, 10 ** 15))]

for _name, _ab, _d, _f in _METRIC:
    _add(_name, _ab, _d, _f)
    for _pn, _pa, _pf in _PREFIXES:
        _add(_pn + _name.lower(), _pa + _ab, _d, F(_f) * _pf)
_add("WattHours", "W h", _ENERGY, 3600)
_add("KilowattHours", "kW h", _ENERGY, 3600000)

_MILE = F(201168, 125)
_POUND = F(45359237, 10 ** 8)
_GALLON = F(473176473, 125 * 10 ** 9)
_YEAR = F(31556952)
for _args in [
        ("Inches", "in", _L, F(127, 5000)), ("Feet", "ft", _L, F(381, 1250)),
        ("Yards", "yd", _L, F(1143, 1250)), ("Miles", "mi", _L, _MILE),
        ("NauticalMiles", "nmi", _L, 1852), ("Angstroms", "\u00c5", _L, F(1, 10 ** 10)),
        ("AstronomicalUnit", "au", _L, 149597870700),
        ("LightYears", "ly", _L, 9460730472580800), ("Parsecs", "pc", _L,
                                                     F(30856775814913673)),
        ("Pounds", "lb", _M, _POUND), ("Ounces", "oz", _M, _POUND / 16),
        ("Stones", "st", _M, _POUND * 14), ("ShortTons", "sh tn", _M, _POUND * 2000),
        ("MetricTons", "t", _M, 1000),
        ("Minutes", "min", _T, 60), ("Hours", "h", _T, 3600), ("Days", "days", _T, 86400),
        ("Weeks", "wk", _T, 604800), ("Months", "mo", _T, _YEAR / 12),
        ("Years", "yr", _T, _YEAR),
        ("Gallons", "gal", _VOLUME, _GALLON), ("Quarts", "qt", _VOLUME, _GALLON / 4),
        ("Pints", "pt", _VOLUME, _GALLON / 8), ("Cups", "cups", _VOLUME, _GALLON / 16),
        ("FluidOunces", "fl oz", _VOLUME, _GALLON / 128),
        ("Acres", "acres", _AREA, F(316160658, 78125)), ("Hectares", "ha", _AREA, 10000),
        ("MetersPerSecond", "m/s", _SPEED, 1),
        ("KilometersPerHour", "km/h", _SPEED, F(5, 18)),
        ("MilesPerHour", "mph", _SPEED, _MILE / 3600), ("Knots", "kn", _SPEED, F(1852, 3600)),
        ("Atmospheres", "atm", _PRESSURE, 101325),
        ("PoundsForce", "lbf", _FORCE, _POUND * F(980665, 100000)),
        ("PoundsForcePerSquareInch", "psi", _PRESSURE,
         _POUND * F(980665, 100000) / F(127, 5000) ** 2),
        ("MillimetersOfMercury", "mmHg", _PRESSURE, F(101325, 760)),
        ("Horsepower", "hp", _POWER, _POUND * F(980665, 100000) * F(381, 1250) * 550),
        ("BritishThermalUnits", "BTU", _ENERGY, F(52752792631, 50000000)),
        ("Kibibytes", "KiB", _dims(B=1), 8 * 1024), ("Mebibytes", "MiB", _dims(B=1),
                                                     8 * 1024 ** 2),
        ("Gibibytes", "GiB", _dims(B=1), 8 * 1024 ** 3),
        ("Percent", "%", _NONE, F(1, 100)), ("DimensionlessUnit", "", _NONE, 1),
        ("Events", "events", _NONE, 1)]:
    _add(*_args)
_add("Radians", "rad", _dims(A=1), 1)
_add("AngularDegrees", "\u00b0", _dims(A=1), F(1, 180), pi=1)
_add("ArcMinutes", "'", _dims(A=1), F(1, 10800), pi=1)
_add("ArcSeconds", "\"", _dims(A=1), F(1, 648000), pi=1)
_add("Revolutions", "rev", _dims(A=1), 2, pi=1)
_add("DegreesCelsius", "\u00b0C", _dims(K=1), 1, offset=F(5463, 20))
_add("DegreesFahrenheit", "\u00b0F", _dims(K=1), F(5, 9), offset=F(45967, 180))

# names in the singular and other spellings the Wolfram Language accepts for the same unit
ALIASES = {"Meter": "Meters", "Kilogram": "Kilograms", "Second": "Seconds",
           "Foot": "Feet", "Inch": "Inches", "Mile": "Miles", "Hour": "Hours",
           "Minute": "Minutes", "Day": "Days", "Year": "Years", "Pound": "Pounds",
           "Gram": "Grams", "Liter": "Liters", "Kelvin": "Kelvins", "Degree": "AngularDegrees",
           "Degrees": "AngularDegrees", "Radian": "Radians", "Celsius": "DegreesCelsius",
           "Fahrenheit": "DegreesFahrenheit", "Newton": "Newtons", "Joule": "Joules",
           "Watt": "Watts", "Byte": "Bytes", "Bit": "Bits"}


def lookup(name):
    """The Unit for a unit name (or None), with its canonical name."""
    u = UNITS.get(name)
    if u is None:
        canon = ALIASES.get(name)
        if canon is not None:
            u = UNITS[canon]
    return u
