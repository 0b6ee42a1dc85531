"""FourierDCT and FourierDST: printed rows, the transforms against their defining sums (in
the Wolfram Language's normalisation), inverse pairs and arbitrary precision."""

import pytest

from support import check_row
from mathilda.session import Session

ROWS = [
    ("FourierDCT[{1, 2, 3, 4}]", "{5., -1.57716, 0., -0.112085}"),
    ("FourierDCT[{1, 2, 3, 4}, \"II\"]", "{5., -1.57716, 0., -0.112085}"),
    ("FourierDCT[FourierDCT[{1, 2, 3, 4}], 3]", "{1., 2., 3., 4.}"),
    ("FourierDCT[{1, 2, 3}, 1]", "{4., -1., 0.}"),
    ("FourierDCT[FourierDCT[{1, 5, 2}, \"I\"], 1]", "{1., 5., 2.}"),
    ("FourierDCT[{{1, 2}, {3, 4}}]", "{{5., -0.707107}, {-1.41421, 0.}}"),
    ("FourierDCT[{1, I}]", "{0.707107 + 0.707107 I, 0.5 - 0.5 I}"),
    ("FourierDCT[N[{1, 2, 3}, 20], 4]",
     "{2.5773502691896257645, -2.3094010767585030580, 1.4226497308103742355}"),
    ("FourierDCT[{1., 2., 3.}, 4]", "{2.57735, -2.3094, 1.42265}"),
    ("FourierDST[{1, 2, 3, 4}]", "{3.26641, -1.41421, 1.35299, -1.}"),
    ("FourierDST[FourierDST[{1, 2, 3, 4}], 3]", "{1., 2., 3., 4.}"),
    ("FourierDST[FourierDST[{1, 5, 2}, 4], 4]", "{1., 5., 2.}"),
    ("FourierDST[{1, 1}, 1]", "{1.41421, 0.}"),
    ("FourierDCT[{a, b}]", "FourierDCT[{a, b}]",
     ["FourierDCT::fftl: Argument {a, b} is not a nonempty list or rectangular array of "
      "numeric quantities."]),
    ("FourierDCT[{1}, 1]", "FourierDCT[{1}, 1]",
     ["FourierDCT::dct1: The type 1 transform needs at least two elements in every "
      "dimension of {1}."]),
    ("FourierDST[{1, 2}, 5]", "FourierDST[{1, 2}, 5]",
     ["FourierDST::dtype: The type 5 should be 1, 2, 3 or 4 (or \"I\", \"II\", \"III\", "
      "\"IV\")."]),
]


@pytest.mark.parametrize("row", ROWS, ids=[r[0] for r in ROWS])
def test_row(row):
    check_row(row)


DEFS = {
    ("FourierDCT", 1): "Sqrt[2/(n - 1)] ((u[[1]] + (-1)^(s - 1) u[[n]])/2 + "
                       "Sum[u[[r]] Cos[Pi (r - 1) (s - 1)/(n - 1)], {r, 2, n - 1}])",
    ("FourierDCT", 2): "Sum[u[[r]] Cos[Pi (r - 1/2) (s - 1)/n], {r, n}]/Sqrt[n]",
    ("FourierDCT", 3): "(u[[1]] + 2 Sum[u[[r]] Cos[Pi (r - 1) (s - 1/2)/n], {r, 2, n}])/Sqrt[n]",
    ("FourierDCT", 4): "Sqrt[2/n] Sum[u[[r]] Cos[Pi (r - 1/2) (s - 1/2)/n], {r, n}]",
    ("FourierDST", 1): "Sqrt[2/(n + 1)] Sum[u[[r]] Sin[Pi r s/(n + 1)], {r, n}]",
    ("FourierDST", 2): "Sum[u[[r]] Sin[Pi (r - 1/2) s/n], {r, n}]/Sqrt[n]",
    ("FourierDST", 3): "((-1)^(s - 1) u[[n]] + 2 Sum[u[[r]] Sin[Pi r (s - 1/2)/n], "
                       "{r, n - 1}])/Sqrt[n]",
    ("FourierDST", 4): "Sqrt[2/n] Sum[u[[r]] Sin[Pi (r - 1/2) (s - 1/2)/n], {r, n}]",
}
INVERSE = {1: 1, 2: 3, 3: 2, 4: 4}


@pytest.mark.parametrize("key", sorted(DEFS), ids=["%s-%d" % k for k in sorted(DEFS)])
def test_against_the_definition(key):
    name, m = key
    s = Session()
    s.evaluate("u = {3, -1, 4, 1, 5, 9, 2}; n = Length[u]")
    want = s.evaluate("N[Table[%s, {s, n}]]" % DEFS[key])
    got = s.evaluate("%s[u, %d]" % (name, m))
    assert str(s.evaluate("Max[Abs[%s - %s]] < 10^-12" % (got, want))) == "True"
    back = s.evaluate("Max[Abs[%s[%s[u, %d], %d] - u]] < 10^-12" % (name, name, m, INVERSE[m]))
    assert str(back) == "True"
    hi = s.evaluate("N[Max[Abs[%s[N[u, 30], %d] - N[Table[%s, {s, n}], 30]]]] < 10^-25"
                    % (name, m, DEFS[key]))
    assert str(hi) == "True"
