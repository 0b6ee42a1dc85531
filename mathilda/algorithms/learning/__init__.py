"""Supervised learning for Classify and Predict: feature extraction from Wolfram data
(features.py: numbers, numeric vectors, nominal values, associations, Missing[]) and the
models, on NumPy and SciPy (classifiers.py: logistic regression, nearest neighbours, naive
Bayes, decision trees and random forests; regressors.py: linear regression, nearest
neighbours, Gaussian processes, random forests), with the method chosen by cross-validation
(select.py).  Every fit is deterministic: the same data give the same model."""
