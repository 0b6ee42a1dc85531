"""Image-processing algorithms on NumPy arrays (SciPy's ndimage where it does the job).

    core.py    the one Image representation: Image[data, "type", ColorSpace -> cs, opts]
               read into a Picture (unit-scale float pixels, rows from the top, channels
               last) and built back, with the type's rounding and clipping
    ops.py     geometry, values, filters and morphology on Pictures and arrays

NumPy and SciPy are imported inside the functions."""
