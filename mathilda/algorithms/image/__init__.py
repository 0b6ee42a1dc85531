"""Image algorithms on NumPy arrays.

    core.py    the one Image representation: Image[data, "type", ColorSpace -> cs, opts]
               read into a Picture (unit-scale float pixels, rows from the top, channels
               last) and built back, with the type's rounding and clipping, and the
               colour-space conversions (geometry, filters and morphology are not built yet)

NumPy and SciPy are imported inside the functions."""
