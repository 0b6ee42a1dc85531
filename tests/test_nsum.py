"""NSum and NProduct: rows of printed results (the reference pages' examples and more) and
values against mpmath's closed forms in the same test."""

import pytest

from support import check_row
from mathilda.session import Session

ROWS = [
    # NSum reference page
    ("NSum[(-5)^i/i!, {i, 0, Infinity}]", "0.00673795"),
    ("NSum[1/i^2, {i, 1, Infinity}]", "1.64493"),
    ("NSum[1/k^2, {k, 2, Infinity, 2}]", "0.411234"),
    ("NSum[(-1)^k/(2 k + 1), {k, 0, Infinity}, Method -> \"AlternatingSigns\"]", "0.785398"),
    ("NSum[(-1)^k/(2 k + 1), {k, 0, Infinity}]", "0.785398"),
    ("NSum[1/k^3, {k, 1, Infinity}, WorkingPrecision -> 30]",
     "1.20205690315959428539973816151"),
    ("NSum[1/(i^2 j^2), {i, 1, 10}, {j, 1, i}]", "1.74191"),
    ("NSum[1/k^2, {k, 1, 10^6}]", "1.64493"),
    ("NSum[1/k, {k, 1, 100}]", "5.18738"),
    ("NSum[(1 + I)^-k, {k, 1, Infinity}]", "-1. I"),
    ("NSum[1/(1 + k^2), {k, -Infinity, Infinity}]", "3.15335"),
    ("NSum[Exp[-k], {k, 0, Infinity}, Method -> \"EulerMaclaurin\"]", "1.58198"),
    ("NSum[1/k^2, {k, 1, Infinity}, Method -> \"EulerMaclaurin\"]", "1.64493"),
    ("NSum[Sin[k]/k, {k, 1, Infinity}]", "1.0708"),
    ("NSum[1/k!, {k, 0, Infinity}, WorkingPrecision -> 50]",
     "2.7182818284590452353602874713526624977572470937000"),
    # NProduct
    ("NProduct[1 + 1/k^2, {k, 1, Infinity}]", "3.67608"),
    ("NProduct[k, {k, 1, 10}]", "3.6288*^6"),
    ("NProduct[1 - 1/(4 k^2), {k, 1, Infinity}]", "0.63662"),
    ("NProduct[Exp[1/k^2], {k, 1, Infinity}, WorkingPrecision -> 20]",
     "5.1806683178971157484"),
    ("NProduct[1 + 1/k^2, {k, 1, Infinity}, Method -> \"EulerMaclaurin\"]", "3.67608"),
    # bad input
    ("NSum[f[k], {k, 1, Infinity}]", "NSum[f[k], {k, 1, Infinity}]",
     ["NSum::nsnum: Summand (or its derivative) f[k] is not numerical at point k = 1."]),
    ("NSum[1/k, {k, 1, Infinity}]", "NSum[1/k, {k, 1, Infinity}]",
     ["NSum::div: Sum does not converge."]),
    ("NSum[1/k^2, {k, 1, a}]", "NSum[1/k^2, {k, 1, a}]",
     ["NSum::iterb: Iterator {k, 1, a} does not have appropriate bounds."]),
    ("NSum[1/k^2, k]", "NSum[1/k^2, k]",
     ["NSum::itform: Argument k at position 2 does not have the correct form for an "
      "iterator."]),
    ("NSum[1/k^2, {k, 1, Infinity}, Method -> \"Foo\"]",
     "NSum[1/k^2, {k, 1, Infinity}, Method -> Foo]",
     ["NSum::meth: Value of option Method -> \"Foo\" should be Automatic, \"AlternatingSigns\", "
      "\"EulerMaclaurin\" or \"WynnEpsilon\"."]),
]


@pytest.mark.parametrize("row", ROWS, ids=[r[0] for r in ROWS])
def test_row(row):
    check_row(row)


def test_values_against_mpmath():
    import mpmath
    s = Session()
    cases = [("NSum[1/k^2, {k, 1, Infinity}]", mpmath.zeta(2)),
             ("NSum[(-1)^(k + 1)/k, {k, 1, Infinity}]", mpmath.log(2)),
             ("NSum[1/(k^2 + 1), {k, 0, Infinity}]", (1 + mpmath.pi * mpmath.coth(mpmath.pi)) / 2),
             ("NSum[1/(1 + (k - 20)^2), {k, 1, Infinity}, NSumTerms -> 40]",
              mpmath.nsum(lambda k: 1 / (1 + (k - 20) ** 2), [1, mpmath.inf])),
             ("NSum[1/(i^2 j^2), {i, 1, Infinity}, {j, 1, Infinity}]", mpmath.zeta(2) ** 2),
             ("NProduct[1 - 1/(4 k^2), {k, 1, Infinity}]", 2 / mpmath.pi),
             ("NProduct[1 + 1/k^2, {k, 1, Infinity}]", mpmath.sinh(mpmath.pi) / mpmath.pi)]
    for text, want in cases:
        got = s.evaluate(text).to_python()
        assert abs(got - float(want)) < 1e-9 * abs(float(want)), text
