"""Units: Quantity with exact unit conversion and unit arithmetic (UnitConvert,
QuantityMagnitude, QuantityUnit, CompatibleUnitQ, UnitDimensions, QuantityQ, KnownUnitQ).
The unit table and conversions are in mathilda/algorithms/units/."""
