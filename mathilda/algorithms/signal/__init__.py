"""Signal-processing algorithms.

    fourier.py    the discrete Fourier transform in the Wolfram Language's conventions
                  (FourierParameters {a, b}): NumPy's FFT for machine numbers, any rank;
                  a direct sum in mpmath for arbitrary-precision data"""
