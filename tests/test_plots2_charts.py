"""ReliefPlot, DensityHistogram, SmoothDensityHistogram, PairedHistogram,
PairedSmoothHistogram, ProbabilityScalePlot, ParallelAxisPlot, CandlestickChart,
RectangleChart: their primitives and options."""

from tests.support import check_rows

ROWS = [
    ("Dimensions[Cases[ReliefPlot[{{1, 2, 3}, {2, 3, 4}}], Raster[a_, ___] :> a, "
     "Infinity][[1]]]", "{2, 3, 4}"),
    ("PlotRange /. Options[ReliefPlot[{{1, 2, 3}, {2, 3, 4}}]]", "{{0, 3}, {0, 2}}"),
    # a flat array is lit evenly: one colour everywhere
    ("Length[Union[Flatten[Cases[ReliefPlot[ConstantArray[1, {3, 3}]], Raster[a_, ___] :> "
     "Round[a, 0.001], Infinity], 2]]]", "1"),
    ("ReliefPlot[{1, 2}]", "ReliefPlot[{1, 2}]",
     ["ReliefPlot::arr2: {1, 2} is not a rectangular array of numbers."]),
    ("Cases[DensityHistogram[{{0.5, 0.5}, {0.5, 0.7}, {1.5, 0.5}}, {0, 2, 1}], "
     "Rectangle[a_, b_] :> {a, b}, Infinity]", "{{{1., 0.}, {2., 1.}}, {{0., 0.}, {1., 1.}}}"),
    ("PlotRange /. Options[DensityHistogram[{{0.5, 0.5}, {1.5, 1.5}}, {0, 2, 1}]]",
     "{{0., 2.}, {0., 2.}}"),
    ("Head[DensityHistogram[{{0.5, 0.5}, {1.5, 1.5}}, {0, 2, 1}, PlotLegends -> Automatic]]",
     "Legended"),
    ("DensityHistogram[{{1, 2}, {2, 3}}, {1}, \"Height\"]",
     "DensityHistogram[{{1, 2}, {2, 3}}, {1}, Height]",
     ["DensityHistogram::hspec: \"Height\" is not a known height specification."]),
    ("DensityHistogram[{1, 2}]", "DensityHistogram[{1, 2}]",
     ["DensityHistogram::pairs: {1, 2} is not a list of {x, y} pairs of numbers."]),
    ("Count[SmoothDensityHistogram[{{0, 0}, {1, 1}}, 0.5], _Raster, Infinity]", "1"),
    # the range is the data's widened by three bandwidths
    ("PlotRange /. Options[SmoothDensityHistogram[{{0, 0}, {1, 1}}, 0.5]]",
     "{{-1.5, 2.5}, {-1.5, 2.5}}"),
    ("Cases[PairedHistogram[{1, 2, 2}, {2, 2, 3}, {1}], Rectangle[{_, a_}, {_, b_}] :> "
     "b - a, Infinity]", "{1., 2., 2., 1.}"),
    # the second dataset's bars go down
    ("Cases[PairedHistogram[{1, 2, 2}, {2, 2, 3}, {1}], Rectangle[{_, a_}, {_, b_}] :> "
     "a, Infinity]", "{0., 0., -2., -1.}"),
    ("Cases[PairedHistogram[{1, 2, 2}, {2, 3}, {1}, \"Probability\"], Rectangle[{_, a_}, "
     "{_, b_}] :> Round[b - a, 0.001], Infinity]", "{0.333, 0.667, 0.5, 0.5}"),
    ("PairedHistogram[{1, 2}, x]", "PairedHistogram[{1, 2}, x]",
     ["PairedHistogram::ldata: x is not a valid dataset or list of datasets."]),
    ("Count[PairedSmoothHistogram[{1, 2, 2, 3}, {2, 3, 3, 4}], _Polygon, Infinity]", "2"),
    ("With[{g = PairedSmoothHistogram[{1, 2, 2, 3}, {2, 3, 3, 4}]}, Sign[Cases[g, Line[p_] "
     ":> Total[p[[All, 2]]], Infinity]]]", "{1, -1}"),
    ("Round[Cases[ProbabilityScalePlot[{1, 2, 3}], Point[p_] :> p, Infinity], 0.001]",
     "{{{1., -0.819}, {2., 0.}, {3., 0.819}}}"),
    ("Round[Cases[ProbabilityScalePlot[{3, 1, 2}, \"Exponential\"], Point[p_] :> p[[All, "
     "2]], Infinity], 0.001]", "{{0.231, 0.693, 1.578}}"),
    ("Cases[FrameTicks /. Options[ProbabilityScalePlot[Range[20]]], {_, 50}, Infinity]",
     "{{0., 50}}"),
    ("Count[ProbabilityScalePlot[{{1, 2, 3}, {2, 4, 5}}], _Point, Infinity]", "2"),
    ("ProbabilityScalePlot[{1, 2}, \"Cauchy\"]", "ProbabilityScalePlot[{1, 2}, Cauchy]",
     ["ProbabilityScalePlot::dist: \"Cauchy\" is not one of \"Normal\", \"LogNormal\", "
      "\"Exponential\", \"Weibull\", \"Gumbel\", \"Frechet\", \"Rayleigh\"."]),
    ("Cases[ParallelAxisPlot[{{1, 10}, {3, 30}, {2, 20}}], Line[p_] /; p[[1, 1]] != p[[2, "
     "1]] :> p[[All, 2]], Infinity]", "{{0., 0.}, {1., 1.}, {0.5, 0.5}}"),
    ("Count[ParallelAxisPlot[{{{1, 2, 3}, {3, 1, 2}}, {{2, 3, 1}}}], _Line, Infinity]",
     "6"),
    ("ParallelAxisPlot[{1, 2}]", "ParallelAxisPlot[{1, 2}]",
     ["ParallelAxisPlot::ldata: {1, 2} is not a valid dataset or list of datasets."]),
    ("Cases[CandlestickChart[{{1, 3, 0.5, 2}, {2, 2.5, 1, 1.2}}], Rectangle[{_, a_}, {_, "
     "b_}] :> {a, b}, Infinity]", "{{1., 2.}, {1.2, 2.}}"),
    ("Cases[CandlestickChart[{{1, 3, 0.5, 2}, {2, 2.5, 1, 1.2}}], Line[p_] :> p, "
     "Infinity]", "{{{1., 0.5}, {1., 3.}}, {{2., 1.}, {2., 2.5}}}"),
    # rising white, falling black
    ("Cases[CandlestickChart[{{1, 3, 0.5, 2}, {2, 2.5, 1, 1.2}}], {_EdgeForm, c_, "
     "_Rectangle} :> c, Infinity]", "{RGBColor[1., 1., 1.], RGBColor[0., 0., 0.]}"),
    ("Cases[CandlestickChart[{{5, {1, 3, 0.5, 2}}, {7, {2, 2.5, 1, 1.2}}}], Line[p_] :> "
     "p[[1, 1]], Infinity]", "{5., 7.}"),
    ("Length[Cases[FrameTicks /. Options[CandlestickChart[{{{2020, 1, 1}, {1, 3, 0.5, "
     "2}}, {{2020, 1, 5}, {2, 2.5, 1, 1.2}}}]], _String, Infinity]] > 0", "True"),
    ("CandlestickChart[{1, 2}]", "CandlestickChart[{1, 2}]",
     ["CandlestickChart::ohlc: {1, 2} is not a list of {open, high, low, close} values or "
      "of {x, {open, high, low, close}} pairs."]),
    ("Cases[RectangleChart[{{1, 2}, {2, 1}}], Rectangle[{a_, _}, {b_, h_}] :> {b - a, h}, "
     "Infinity]", "{{1., 2.}, {2., 1.}}"),
    ("Cases[RectangleChart[{{{1, 2}, {2, 3}}, {{1, 1}, {1, 2}}}], Rectangle[{a_, _}, _] "
     ":> a, Infinity]", "{0., 3.125, 1., 4.125}"),
    ("RectangleChart[{1, 2}]", "RectangleChart[{1, 2}]",
     ["RectangleChart::rdata: {1, 2} is not a list of {width, height} pairs of numbers or "
      "a list of such lists."]),
]


def test_rows():
    check_rows(ROWS)
