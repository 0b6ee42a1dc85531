"""Signal processing: discrete Fourier transforms.

``Fourier`` and ``InverseFourier`` of lists and arrays of any rank (the Wolfram Language's
FourierParameters conventions; NumPy's FFT on packed arrays, mpmath for arbitrary-precision
data).  They sit in an area of their own, as in the Wolfram Language's guide to signal
processing; the list filters ``ListConvolve`` and ``ListCorrelate`` are in statistics
(filters.py) with MovingAverage."""
