"""ListVectorDensityPlot, ListStreamDensityPlot, DateListLogPlot, DateListStepPlot,
DateHistogram."""

from tests.support import check_rows

ROWS = [
    ("Count[ListVectorDensityPlot[Table[{1, 1}, {3}, {3}], VectorPoints -> 2], _Arrow, "
     "Infinity]", "4"),
    ("Count[ListVectorDensityPlot[Table[{-y, x}, {y, -2, 2}, {x, -2, 2}]], _Raster, "
     "Infinity]", "1"),
    ("PlotRange /. Options[ListVectorDensityPlot[Table[{-y, x}, {y, 3}, {x, 4}]]]",
     "{{1., 4.}, {1., 3.}}"),
    ("Head[ListVectorDensityPlot[Table[{-y, x}, {y, 3}, {x, 4}], PlotLegends -> "
     "Automatic]]", "Legended"),
    ("ListVectorDensityPlot[{1, 2}]", "ListVectorDensityPlot[{1, 2}]",
     ["ListVectorDensityPlot::vdata: {1, 2} is not an array of vectors or a list of {{x, "
      "y}, {vx, vy}} pairs."]),
    ("Count[ListStreamDensityPlot[Table[{1, 0}, {4}, {4}]], _Raster, Infinity]", "1"),
    ("Count[ListStreamDensityPlot[Table[{1, 0}, {4}, {4}]], _Arrow, Infinity] > 0", "True"),
    ("Round[Cases[DateListLogPlot[{{{2020, 1, 1}, 1}, {{2020, 1, 2}, 100}}], Line[p_] :> "
     "p[[All, 2]], Infinity], 0.001]", "{{0., 4.605}}"),
    ("Cases[DateListStepPlot[{{{2020, 1, 1}, 1}, {{2020, 1, 2}, 3}, {{2020, 1, 3}, 2}}], "
     "Line[p_] :> p[[All, 2]], Infinity]", "{{1., 1., 3., 3., 2.}}"),
    ("Cases[DateListStepPlot[{{{2020, 1, 1}, 1}, {{2020, 1, 2}, 3}}], Line[p_] :> "
     "(p[[All, 1]] - p[[1, 1]])/86400, Infinity]", "{{0., 1., 1.}}"),
    ("Cases[DateHistogram[{{2020, 1, 1}, {2020, 1, 2}, {2020, 1, 2}, {2020, 1, 5}}, "
     "\"Day\"], Rectangle[_, {_, h_}] :> h, Infinity]", "{1., 2., 1.}"),
    # a day is 86400 seconds wide
    ("Union[Cases[DateHistogram[{{2020, 1, 1}, {2020, 1, 3}}, \"Day\"], Rectangle[{a_, _}, "
     "{b_, _}] :> b - a, Infinity]]", "{86400.}"),
    ("Cases[DateHistogram[{{2020, 1, 15}, {2020, 2, 3}, {2020, 2, 20}, {2020, 5, 1}}], "
     "Rectangle[_, {_, h_}] :> h, Infinity]", "{1., 2., 1.}"),
    ("DateHistogram[{{2020, 1, 1}}, \"Fortnight\"]",
     "DateHistogram[{{2020, 1, 1}}, Fortnight]",
     ["DateHistogram::dbin: \"Fortnight\" is not one of \"Hour\", \"Day\", \"Week\", "
      "\"Month\", \"Year\" or Automatic."]),
    # PlotLabels: a label at the last point of each dataset
    ("Cases[ListLinePlot[{{1, 2, 3}, {3, 2, 1}}, PlotLabels -> {\"a\", \"b\"}], _Text, "
     "Infinity]", "{Text[a, {3., 3.}, {-1.5, 0}], Text[b, {3., 1.}, {-1.5, 0}]}"),
    ("Cases[ListPlot[{{1, 5}, {2, 4}}, PlotLabels -> {\"p\"}], Text[_, p_, _] :> p, "
     "Infinity]", "{{2., 4.}}"),
    ("Count[ListPlot[{1, 2}], _Text, Infinity]", "0"),
    ("Cases[TimelinePlot[{\"a\" -> {2020, 1, 1}, \"b\" -> {2020, 3, 1}}], Text[l_, ___] "
     ":> l, Infinity]", "{a, b}"),
    ("Cases[TimelinePlot[{Labeled[{2020, 1, 2}, \"L\"], {2020, 1, 1}}], Point[p_] :> "
     "(p[[All, 1]] - p[[1, 1]])/86400, Infinity]", "{{0., 1.}}"),
    ("Cases[TimelinePlot[<|\"x\" -> {2020, 1, 1}|>], Text[l_, ___] :> l, Infinity]",
     "{x}"),
    ("TimelinePlot[{x}]", "TimelinePlot[{x}]",
     ["AbsoluteTime::arg: Argument x cannot be interpreted as a date or time input.",
      "TimelinePlot::dates: {x} is not a list of dates."]),
    ("DateHistogram[x]", "DateHistogram[x]", ["DateHistogram::dates: x is not a list of "
                                              "dates."]),
]


def test_rows():
    check_rows(ROWS)
