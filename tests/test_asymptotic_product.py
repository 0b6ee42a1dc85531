"""Product: the indefinite product and infinite products (algorithms/calculus/products.py)."""

import pytest

from mathilda.session import Session


@pytest.fixture(scope="module")
def session():
    return Session()


ROWS = [
    # indefinite: g[k + 1]/g[k] == f[k]
    ("Product[k, k]", "Gamma[k]"),
    ("Product[k^2, k]", "Gamma[k]^2"),
    ("Product[2 k, k]", "2^k Gamma[k]"),
    ("Product[a, k]", "a^k"),
    ("Product[k + 1, k]", "Gamma[1 + k]"),
    ("Product[k + a, k]", "Gamma[a + k]"),
    ("Product[k/(k + 1), k]", "1/k"),
    ("Product[1/k, k]", "1/Gamma[k]"),
    ("Product[2^k, k]", "2^(1/2 (-1 + k) k)"),
    ("Product[E^k, k]", "E^(1/2 (-1 + k) k)"),
    ("Product[x^k k, k]", "x^(1/2 (-1 + k) k) Gamma[k]"),
    ("Product[k^2 + 1, k]", "Gamma[-I + k] Gamma[I + k]"),
    ("Product[Sin[k], k]", "Product[Sin[k], k]"),
    # infinite products
    ("Product[1 + 1/k^2, {k, 1, Infinity}]", "Sinh[Pi]/Pi"),
    ("Product[1 - 1/k^2, {k, 2, Infinity}]", "1/2"),
    ("Product[1 - x^2/(k^2 Pi^2), {k, 1, Infinity}]", "Sin[x]/x"),
    ("Product[(2 k)^2/((2 k - 1) (2 k + 1)), {k, 1, Infinity}]", "Pi/2"),
    ("Product[E^(1/k!), {k, 0, Infinity}]", "E^E"),
    ("Product[2^(1/k^2), {k, 1, Infinity}]", "2^(Pi^2/6)"),
    ("Product[1 - 1/k^2, {k, 1, Infinity}]", "0"),
    ("Product[1 + 1/k, {k, 1, Infinity}]", "Product[1 + 1/k, {k, 1, Infinity}]"),
    # finite products (unchanged)
    ("Product[i^2, {i, 1, n}]", "n!^2"),
    ("Product[a + k, {k, 1, n}]", "Pochhammer[1 + a, n]"),
    ("Product[x^k, {k, 1, n}]", "x^(1/2 n (1 + n))"),
]


@pytest.mark.parametrize("text,expected", ROWS)
def test_rows(session, text, expected):
    assert str(session.evaluate(text)) == expected


@pytest.mark.parametrize("f", ["k", "k^2", "2 k", "k + a", "k/(k + 1)", "x^k k", "k^2 + 1"])
def test_indefinite_ratio(session, f):
    """The defining property: g[k + 1]/g[k] simplifies to f."""
    text = "With[{g = Product[%s, k]}, FullSimplify[(g /. k -> k + 1)/g - (%s)]]" % (f, f)
    assert str(session.evaluate(text)) == "0"
