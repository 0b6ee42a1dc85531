"""Units of measure: the unit table (table.py) and conversions between unit expressions
(convert.py), exact like the Wolfram Language's."""
