"""From example inputs (expressions) to a float matrix, and back for new inputs.

An example is a number, a list of values, or an association of values.  Each position (or
key) is one *feature*: ``Numerical`` when every known value is a real number, else
``Nominal`` (values compared as expressions; True/False, strings and symbols alike).
A ``Missing[...]`` value is unknown: the mean of the training values for a numerical
feature, no category for a nominal one.  Numerical features are standardised with the
training mean and deviation; a nominal feature becomes one indicator column per training
category.

    Encoder.fit(inputs)        None when the inputs have no common shape
    enc.transform(inputs)      the (n, d) float matrix, or None if an input does not fit
    enc.input_type()           "Numerical", "NumericalVector (length: 3)", "Nominal", ...
    enc.feature_types()        the list of "Numerical" / "Nominal"
"""

import math

from mathilda.core.association import AssociationExpr
from mathilda.core.expr import Expression, Integer, Rational, Real, S

_REAL = (Integer, Rational, Real)


def _is_missing(x):
    return x is S.Null or (isinstance(x, Expression) and x.head is S.Missing)


def _real(x):
    """The float of a real number atom, else None."""
    if type(x) in _REAL:
        try:
            v = float(x.value)
        except (OverflowError, TypeError):
            return None
        return v if math.isfinite(v) else None
    return None


def _parts(x, shape):
    """The feature values of the example x for the shape ("scalar", None), ("list", n) or
    ("assoc", keys); None if x does not have that shape."""
    kind, info = shape
    if kind == "scalar":
        if isinstance(x, Expression) and x.head is S.List:
            return None
        return [x]
    if kind == "list":
        if not (isinstance(x, Expression) and x.head is S.List) or len(x.args) != info:
            return None
        return list(x.args)
    if not isinstance(x, AssociationExpr):
        return None
    missing = Expression(S.Missing, ())
    return [x.get(k, missing) for k in info]


def _shape_of(inputs):
    first = inputs[0]
    if isinstance(first, AssociationExpr):
        keys, seen = [], set()
        for x in inputs:
            if not isinstance(x, AssociationExpr):
                return None
            for k in x.keys():
                if k not in seen:
                    seen.add(k)
                    keys.append(k)
        return ("assoc", keys)
    if isinstance(first, Expression) and first.head is S.List:
        return ("list", len(first.args))
    return ("scalar", None)


class Encoder:
    __slots__ = ("shape", "kinds", "means", "scales", "cats", "width")

    @classmethod
    def fit(cls, inputs):
        if not inputs:
            return None
        shape = _shape_of(inputs)
        if shape is None:
            return None
        rows = [_parts(x, shape) for x in inputs]
        if any(r is None for r in rows):
            return None
        enc = cls()
        enc.shape = shape
        enc.kinds, enc.means, enc.scales, enc.cats = [], [], [], []
        for j in range(len(rows[0])):
            col = [r[j] for r in rows if not _is_missing(r[j])]
            vals = [_real(v) for v in col]
            if col and all(v is not None for v in vals):
                m = sum(vals) / len(vals)
                sd = math.sqrt(sum((v - m) ** 2 for v in vals) / len(vals))
                enc.kinds.append("Numerical")
                enc.means.append(m)
                enc.scales.append(sd if sd > 0 else 1.0)
                enc.cats.append(None)
            else:
                cats = {}
                for v in col:
                    cats.setdefault(v, len(cats))
                enc.kinds.append("Nominal")
                enc.means.append(0.0)
                enc.scales.append(1.0)
                enc.cats.append(cats)
        enc.width = sum(1 if c is None else len(c) for c in enc.cats)
        return enc

    def transform(self, inputs):
        import numpy as np
        X = np.zeros((len(inputs), self.width))
        for i, x in enumerate(inputs):
            parts = _parts(x, self.shape)
            if parts is None or len(parts) != len(self.kinds):
                return None
            col = 0
            for j, v in enumerate(parts):
                cats = self.cats[j]
                if cats is None:
                    if not _is_missing(v):
                        f = _real(v)
                        if f is None:
                            return None
                        X[i, col] = (f - self.means[j]) / self.scales[j]
                    col += 1
                else:
                    k = cats.get(v)
                    if k is not None:
                        X[i, col + k] = 1.0
                    col += len(cats)
        return X

    def fits(self, x):
        """Whether x is one example of this shape (not a batch of them)."""
        parts = _parts(x, self.shape)
        if parts is None:
            return False
        for v, cats in zip(parts, self.cats):
            if cats is None and not _is_missing(v) and _real(v) is None:
                return False
        return True

    def feature_types(self):
        return list(self.kinds)

    def input_type(self):
        kinds = self.kinds
        if self.shape[0] == "scalar":
            return kinds[0]
        if all(k == "Numerical" for k in kinds) and self.shape[0] == "list":
            return "NumericalVector (length: %d)" % len(kinds)
        return "Mixed (number: %d)" % len(kinds)
