"""Machine learning: classifiers and predictors trained on examples.

``Classify`` trains a ``ClassifierFunction`` that assigns classes to new examples, and
``Predict`` a ``PredictorFunction`` that predicts a number; both accept examples that are
numbers, lists of features or associations of named features, with numerical and nominal
(string, symbol, Boolean) features mixed and ``Missing[]`` values allowed.  Methods:
logistic regression, naive Bayes, nearest neighbours, decision trees and random forests for
classes; linear regression, Gaussian processes, nearest neighbours and random forests for
values; ``Method -> Automatic`` picks one by cross-validation.  ``ClassifierMeasurements``
and ``PredictorMeasurements`` measure them on test data, ``ClassifierInformation`` and
``PredictorInformation`` report on them.  The models are computed on NumPy and SciPy, and
every fit is deterministic."""
