"""Functions of a series (the composition of a function with a SeriesData argument), O,
ComposeSeries and InverseSeries: exact printed results."""

import pytest

from mathilda.session import Session


@pytest.fixture(scope="module")
def session():
    return Session()


ROWS = [
    # O[x]^n and series made by adding it
    ("x + O[x]^3 // FullForm", "SeriesData[x, 0, List[1], 1, 3, 1]"),
    ("O[x]^4 // FullForm", "SeriesData[x, 0, List[], 4, 4, 1]"),
    ("1 + x + O[x, 1]^2", "2 + (-1 + x) + O[-1 + x]^2"),
    # functions of a series
    ("Sin[x + O[x]^6]", "x - x^3/6 + x^5/120 + O[x]^6"),
    ("Cos[x + O[x]^6]", "1 - x^2/2 + x^4/24 - x^6/720 + O[x]^7"),
    ("Exp[Series[Sin[x], {x, 0, 5}]]", "1 + x + x^2/2 - x^4/8 - x^5/15 + O[x]^6"),
    ("Sin[Series[Sin[x], {x, 0, 5}]]", "x - x^3/3 + x^5/10 + O[x]^6"),
    ("Log[1 + x + O[x]^4]", "x - x^2/2 + x^3/3 + O[x]^4"),
    ("Log[x + x^2 + O[x]^4]", "Log[x] + x - x^2/2 + O[x]^3"),
    ("Sqrt[1 + x + O[x]^4]", "1 + x/2 - x^2/8 + x^3/16 + O[x]^4"),
    ("Normal[(1 + x + O[x]^3)^a]", "1 + a x + (-a/2 + a^2/2) x^2"),
    ("2^(x + O[x]^3)", "1 + x Log[2] + (x^2 Log[2]^2)/2 + O[x]^3"),
    ("ArcTan[x + O[x]^8]", "x - x^3/3 + x^5/5 - x^7/7 + O[x]^8"),
    ("Gamma[x + O[x]^3]", "1/x - EulerGamma + O[x]"),
    ("BesselJ[0, x + O[x]^6]", "1 - x^2/4 + x^4/64 - x^6/2304 + O[x]^7"),
    ("Erf[x + O[x]^6]", "(2 x)/Sqrt[Pi] - (2 x^3)/(3 Sqrt[Pi]) + x^5/(5 Sqrt[Pi]) + O[x]^6"),
    ("Sin[a + x + O[x]^3]", "Sin[a] + x Cos[a] - (x^2 Sin[a])/2 + O[x]^3"),
    ("Sin[O[x]^3]", "O[x]^3"),
    ("Normal[Sin[x + O[x]^6]]", "x - x^3/6 + x^5/120"),
    ("SeriesCoefficient[Exp[x + O[x]^6], 4]", "1/24"),
    ("SeriesCoefficient[Tan[x + O[x]^8], 7]", "17/315"),
    ("Exp[x + O[x]^4] - Series[Exp[x], {x, 0, 3}]", "O[x]^4"),
    ("f[x + O[x]^3]", "f[x + O[x]^3]"),                   # no derivative known: unevaluated
    ("Exp[1/x + O[x]]", "E^(1/x + O[x])"),                 # not small about a constant
    # ComposeSeries
    ("ComposeSeries[Series[Exp[x], {x, 0, 4}], Series[Sin[x], {x, 0, 4}]]",
     "1 + x + x^2/2 - x^4/8 + O[x]^5"),
    ("ComposeSeries[Series[1/(1 - x), {x, 0, 3}], x^2 + O[x]^4]", "1 + x^2 + O[x]^4"),
    ("ComposeSeries[Series[Log[1 + x], {x, 0, 3}], Series[Exp[x] - 1, {x, 0, 3}]]",
     "x + O[x]^4"),
    ("ComposeSeries[Series[Sin[x], {x, 0, 5}], Series[ArcSin[x], {x, 0, 5}]]", "x + O[x]^6"),
    # InverseSeries
    ("InverseSeries[Series[Sin[x], {x, 0, 7}]]",
     "x + x^3/6 + (3 x^5)/40 + (5 x^7)/112 + O[x]^8"),
    ("InverseSeries[Series[Exp[x] - 1, {x, 0, 4}], y]", "y - y^2/2 + y^3/3 - y^4/4 + O[y]^5"),
    ("InverseSeries[Series[Tan[x], {x, 0, 5}]]", "x - x^3/3 + x^5/5 + O[x]^6"),
    ("InverseSeries[Series[Exp[x], {x, 0, 3}]]",
     "(-1 + x) - (-1 + x)^2/2 + (-1 + x)^3/3 + O[-1 + x]^4"),
    ("ComposeSeries[Series[x + x^2, {x, 0, 4}], InverseSeries[Series[x + x^2, {x, 0, 4}]]]",
     "x + O[x]^5"),
]

MESSAGES = [
    ("InverseSeries[Series[Cos[x], {x, 0, 4}]]", "InverseSeries::inv"),
    ("ComposeSeries[Series[Exp[x], {x, 0, 3}], 1 + x + O[x]^3]", "ComposeSeries::cser"),
    ("ComposeSeries[Series[Exp[x], {x, 0, 3}], x]", "ComposeSeries::cser"),
]


@pytest.mark.parametrize("text,expected", ROWS)
def test_rows(session, text, expected):
    assert str(session.evaluate(text)) == expected


@pytest.mark.parametrize("text,tag", MESSAGES)
def test_messages(text, tag):
    s = Session()
    r = s.evaluate(text)
    assert str(r).startswith(text.split("[")[0])           # returned unevaluated
    assert any(str(m).startswith(tag) for m in s.messages)
