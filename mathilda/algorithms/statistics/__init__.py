"""Statistics algorithms on Python numbers and NumPy arrays: sample moments, rank
correlations, histogram bins, peaks, linear and nonlinear model fits."""
