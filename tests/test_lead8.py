"""Lead's fixes of session 8."""
import pytest

from mathilda.session import Session


@pytest.fixture(scope="module")
def s():
    return Session()


@pytest.mark.parametrize("code, expected", [
    # rounding a big-precision real works on its binary mantissa by shifts
    ("x = N[Pi, 10^5]; y = 10^5 x; {IntegerPart[y], Floor[-y], Ceiling[y], Round[y]}",
     "{314159, -314160, 314160, 314159}"),
    ("{Round[2.5`30], Round[3.5`30], Round[-2.5`30], Round[-3.5`30]}", "{2, 4, -2, -4}"),
    ("{Floor[-2.5`30], Ceiling[-2.5`30], IntegerPart[-2.5`30], Floor[-2.`30]}",
     "{-3, -2, -2, -2}"),
    ("{Floor[2.25`30], Ceiling[2.25`30], Ceiling[-2.`30], Round[2.75`30]}", "{2, 3, -2, 3}"),
    ("Floor[2.`30 * 10^40] == 2 10^40", "True"),
])
def test_rounding_of_precise_reals(s, code, expected):
    assert str(s.evaluate(code)) == expected
