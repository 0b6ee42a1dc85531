"""Image processing: raster images as expressions.

``Image[data, "type"]`` holds a matrix (grayscale) or an array of pixels with channels last,
rows from the top, in one of the types "Bit", "Byte", "Bit16", "Real32" and "Real64" and a
ColorSpace ("Grayscale", "RGB", "HSB", "CMYK", ...); it prints as -Image-, draws itself in
the notebook kernel and exports to PNG, JPEG and GIF pixel for pixel.  The chapter has the
structure functions (ImageType, ImageChannels, ColorSeparate, ...), geometry (ImageResize,
ImageRotate, ImagePad, ...), pixel values and arithmetic (ImageAdjust, Binarize, ImageAdd,
PixelValue, ...), filters (GaussianFilter, ImageConvolve, Blur, EdgeDetect, ...) and
mathematical morphology (Dilation, Erosion, MorphologicalComponents, DistanceTransform,
...), computed by mathilda.algorithms.image on NumPy and SciPy."""
