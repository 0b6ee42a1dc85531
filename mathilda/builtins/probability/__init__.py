"""Probability: distributions as symbolic objects, their functions (PDF, CDF, moments,
quantiles), random variates, expectations and probabilities."""
