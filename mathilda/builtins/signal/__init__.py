"""Signal processing: discrete Fourier transforms and list convolutions.

``Fourier`` and ``InverseFourier`` of lists and arrays of any rank (the Wolfram Language's
FourierParameters conventions; NumPy's FFT on packed arrays, mpmath for arbitrary-precision
data); ``ListConvolve`` and ``ListCorrelate`` in every alignment and padding form, in any
rank (SciPy's convolve on packed arrays); Fourier series (FourierCoefficient,
FourierSeries and their sine, cosine and trigonometric forms) through Integrate; the
discrete cosine and sine transforms FourierDCT and FourierDST; and the neighbourhood filters
MeanFilter, MedianFilter, MinFilter and MaxFilter of lists and arrays; the window
functions (HannWindow, HammingWindow, KaiserWindow, TukeyWindow, ...); the spectra
PeriodogramArray and SpectrogramArray and their plots Periodogram and Spectrogram; the FIR
filters LowpassFilter, HighpassFilter, BandpassFilter, BandstopFilter; Upsample, Downsample;
the symbolic Convolve and DiscreteConvolve (through Integrate and Sum).  They sit in an area
of their own, as in the
Wolfram Language's guide to signal processing."""
