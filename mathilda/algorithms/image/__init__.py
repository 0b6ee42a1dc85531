"""Image algorithms on NumPy arrays.

    core.py        the one Image representation: Image[data, "type", ColorSpace -> cs, opts]
                   read into a Picture (unit-scale float pixels, rows from the top, channels
                   last) and built back, with the type's rounding and clipping, and the
                   colour-space conversions
    filters.py     Gaussian kernels (Bessel and sampled, derivatives), Padding methods,
                   convolution/correlation, shrinking-neighbourhood statistics
    geometry.py    resampling, rotation, constant borders, the image coordinate system
    values.py      Otsu's threshold, level counts, interpolation at a point, Threshold
    morphology.py  flat dilation/erosion, connected components, thinning, measurements

NumPy and SciPy are imported inside the functions."""
