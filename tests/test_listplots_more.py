"""ListStepPlot, ListPolarPlot and DiscretePlot: the primitives they draw."""

from tests.support import check_rows

ROWS = [
    ("Cases[ListStepPlot[{1, 2}, Center], Line[p_] :> p, Infinity]",
     "{{{0.5, 1.}, {1.5, 1.}, {1.5, 2.}, {2.5, 2.}}}"),
    ("Length[Cases[ListStepPlot[{{1, 2, 3}, {3, 2, 1}}], _Line, Infinity]]", "2"),
    ("ListStepPlot[{1, 2}, Up]", "ListStepPlot[{1, 2}, Up]"),
    ("Round[Cases[ListPolarPlot[{1, 1, 1}], Point[p_] :> p, Infinity], 10^-6]",
     "{{{1, 0}, {-1, 0}, {1, 0}}}"),
    ("AspectRatio /. Options[ListPolarPlot[{1, 2, 3}]]", "Automatic"),
    ("Cases[DiscretePlot[1/n, {n, 1, 3}], Point[p_] :> p, Infinity]",
     "{{{1., 1.}, {2., 0.5}, {3., 0.333333}}}"),
    ("Cases[DiscretePlot[n, {n, 0, 4, 2}], Point[p_] :> p, Infinity]",
     "{{{0., 0.}, {2., 2.}, {4., 4.}}}"),
    ("Count[DiscretePlot[n, {n, 3}], _Line, Infinity] > 0", "True"),
]


def test_rows():
    check_rows(ROWS)
