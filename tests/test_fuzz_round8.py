"""Garbage input found by bench/fuzz.py --kinds trees that printed a SymPy warning or an
internal error: now a message or the call unevaluated, and no warning."""

import warnings

import pytest

from support import evaluated

ROWS = [
    ("PolygonalNumber[False, -2.5]", "PolygonalNumber[False, -2.5]", []),
    ("PolygonalNumber[True, 3]", "PolygonalNumber[True, 3]", []),
    ("PolygonalNumber[\"s\"]", "PolygonalNumber[s]", []),
    ("PolygonalNumber[r, 3]", "3 (-1 + r)", []),
    ("BoxMatrix[10^30]", "BoxMatrix[1000000000000000000000000000000]",
     ["BoxMatrix::rsize: The result would have 40000000000000000000000000000040000000000000000"
      "00000000000001 elements, more than $MaxResultSize (1000000000)."]),
]


@pytest.mark.parametrize("src,out,msgs", ROWS, ids=[r[0] for r in ROWS])
def test_row(src, out, msgs):
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert evaluated(src) == (out, msgs)
