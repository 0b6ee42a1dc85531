"""Round 5 charts and statistical plots: StackedListPlot, NumberLinePlot, QuantilePlot,
ProbabilityPlot, BubbleChart, SectorChart, PairedBarChart, DistributionChart, BarChart3D.
Primitives, options and messages, and the PNG each exports."""

import pytest

from tests.support import check_rows
from tests.test_graphics_round5 import not_blank, png, s  # noqa: F401  (the fixture)

ROWS = [
    ("Cases[StackedListPlot[{{{1, 1}, {3, 1}}, {{2, 1}}}], Line[p_] :> p[[All, 2]], "
     "Infinity]", "{{1., 1., 1.}, {1., 2., 1.}}"),
    ("Count[StackedListPlot[{{1, 2, 3}, {1, 1, 1}, {2, 2, 2}}], _Polygon, Infinity] >= 3",
     "True"),
    ("Count[StackedListPlot[{{1, 2}, {1, 1}}, Filling -> None], _Polygon, Infinity]", "0"),
    ("StackedListPlot[{}]", "StackedListPlot[{}]",
     ["StackedListPlot::ldata: {} is not a valid dataset or list of datasets."]),
    ("Cases[NumberLinePlot[{1, 2}], Point[p_] :> p, Infinity]", "{{{1., 1.}, {2., 1.}}}"),
    ("Cases[NumberLinePlot[x >= 2 && x < 5, x], Point[p_] :> p, Infinity]",
     "{{{2., 1.}}, {{5., 1.}}, {{5., 1.}}}"),
    ("Count[NumberLinePlot[Interval[{1, 2}, {3, 4}]], _Line, Infinity]", "2"),
    ("Cases[NumberLinePlot[{{1}, {2}}], Point[p_] :> p, Infinity]",
     "{{{1., 1.}}, {{2., 2.}}}"),
    ("Cases[NumberLinePlot[x == 3, x], Point[p_] :> p, Infinity]", "{{{3., 1.}}}"),
    ("Cases[NumberLinePlot[x < 1 || x > 2, x], Arrowheads[h_] :> h, Infinity]",
     "{{{-0.03, 0}}, 0.03}"),
    ("Cases[QuantilePlot[{1, 2, 3}], Point[p_] :> p, Infinity]",
     "{{{1.03258, 1.}, {2., 2.}, {2.96742, 3.}}}"),
    ("Count[QuantilePlot[{1, 2, 3}, ReferenceLineStyle -> None], _Line, Infinity]", "0"),
    ("Count[QuantilePlot[NormalDistribution[]], _Line, Infinity]", "2"),
    ("Cases[QuantilePlot[{1, 2, 3, 4}, UniformDistribution[{0, 4}]], Point[p_] :> p, "
     "Infinity]", "{{{0.5, 1.}, {1.5, 2.}, {2.5, 3.}, {3.5, 4.}}}"),
    ("Count[QuantilePlot[{{1, 2, 3}, {2, 3, 5}}], _Point, Infinity]", "2"),
    ("Head[QuantilePlot[{{1, 2, 3}, {2, 3, 5}}, PlotLegends -> {\"a\", \"b\"}]]",
     "Legended"),
    ("Cases[ProbabilityPlot[{1, 2, 3}, {1, 2, 3}], Point[p_] :> p, Infinity]",
     "{{{0.333333, 0.166667}, {0.666667, 0.5}, {1., 0.833333}}}"),
    ("Cases[ProbabilityPlot[{1, 2, 3}], Line[p_] :> p, Infinity]", "{{{0., 0.}, {1., 1.}}}"),
    ("ProbabilityPlot[{1, 2}, x]", "ProbabilityPlot[{1, 2}, x]",
     ["ProbabilityPlot::ldata: x is not a valid dataset or list of datasets."]),
    ("Module[{r = Cases[BubbleChart[{{0, 0, 1}, {1, 1, 4}}], Disk[_, {rx_, _}] :> rx, "
     "Infinity]}, Round[r[[1]]/r[[2]], 0.001]]", "0.625"),
    ("Head[BubbleChart[{{0, 0, 1}, {1, 1, 4}}, ChartLegends -> {\"a\"}]]", "Legended"),
    ("Cases[SectorChart[{{1, 1}, {2, 1}}], Disk[_, _, a_] :> a, Infinity]/Pi",
     "{{0., 0.666667}, {0.666667, 2.}}"),
    ("Count[SectorChart[{{{1, 1}, {1, 2}}, {{1, 1}}}], _Polygon, Infinity]", "1"),
    ("SectorChart[{{1, -1}}]", "SectorChart[{{1, -1}}]",
     ["SectorChart::ldata: {{1, -1}} is not a valid dataset or list of datasets."]),
    ("Cases[PairedBarChart[{1, 2}, {3, 4}], Rectangle[{a_, y_}, {b_, _}] :> {a, b, y}, "
     "Infinity]", "{{-1., 0., 0.1}, {-2., 0., 1.1}, {0., 3., 0.1}, {0., 4., 1.1}}"),
    ("Count[PairedBarChart[{1, 2}, {3, 4}, ChartLabels -> {\"u\", \"v\"}], _Text, "
     "Infinity]", "2"),
    ("Cases[Ticks /. Options[PairedBarChart[{2}, {2}]], {-2., l_} :> l, Infinity]", "{2}"),
    ("Cases[DistributionChart[{1, 2, 3, 4, 100}], Line[{{_, m_}, {_, m_}}] :> m, Infinity]",
     "{3.}"),
    ("Count[DistributionChart[{{1, 2, 3}, {2, 3}, {5, 6, 7}}], _Polygon, Infinity]", "3"),
    ("DistributionChart[{{1, 2}, {}}]", "DistributionChart[{{1, 2}, {}}]",
     ["DistributionChart::ldata: {{1, 2}, {}} is not a valid dataset or list of "
      "datasets."]),
    ("Cases[BarChart3D[{1, -2}], Cuboid[{_, _, a_}, {_, _, b_}] :> {a, b}, Infinity]",
     "{{0., 1.}, {-2., 0.}}"),
    ("Cases[RadialAxisPlot[{1, 1, 1, 1}], Point[p_] :> Round[p, 10.^-9], Infinity]",
     "{{{0., 1.}, {1., 0.}, {0., -1.}, {-1., 0.}}}"),
    ("Count[RadialAxisPlot[{1, 2, 3}, AxesLabel -> {\"a\", \"b\", \"c\"}], _Text, "
     "Infinity]", "3"),
    ("Head[RadialAxisPlot[{{1, 2, 3}, {3, 2, 1}}, PlotLegends -> {\"u\", \"v\"}]]",
     "Legended"),
    ("RadialAxisPlot[{{1, 2, 3}, {1, 2}}]", "RadialAxisPlot[{{1, 2, 3}, {1, 2}}]",
     ["RadialAxisPlot::ldata: {{1, 2, 3}, {1, 2}} is not a valid dataset or list of "
      "datasets."]),
    ("BarChart3D[{1, a}]", "BarChart3D[{1, a}]",
     ["BarChart3D::ldata: {1, a} is not a valid dataset or list of datasets."]),
]


def test_rows():
    check_rows(ROWS)


@pytest.mark.parametrize("code", [
    "StackedListPlot[{{1, 2, 3, 2, 1}, {1, 1, 2, 1, 1}, {2, 1, 1, 2, 2}}]",
    "QuantilePlot[Table[k^2, {k, 50}]]",
    "ProbabilityPlot[Table[k^2, {k, 50}]]",
    "BubbleChart[{{1, 2, 3}, {2, 3, 1}, {3, 1, 2}, {4, 4, 8}}]",
    "PairedBarChart[{1, 2, 3, 4}, {3, 2, 4, 1}]",
    "DistributionChart[{Table[Sin[k], {k, 100}], Table[Cos[k]^3, {k, 100}]}]",
])
def test_png_charts(s, tmp_path, code):       # noqa: F811
    got, px = png(s, tmp_path, code)
    assert got[0] == 360 and 180 < got[1] < 260           # 1/GoldenRatio and the axes
    assert not_blank(px)


@pytest.mark.parametrize("code,shape", [
    ("SectorChart[{{1, 1}, {2, 2}, {1, 3}}]", "square"),
    ("RadialAxisPlot[{{1, 2, 3, 2, 1}, {2, 2, 1, 3, 2}}]", "square"),
    ("NumberLinePlot[{1 < x <= 3, x > 4}, x]", "wide"),
    ("BarChart3D[{{1, 2, 3}, {3, 2, 1}}]", "3d"),
])
def test_png_other_shapes(s, tmp_path, code, shape):       # noqa: F811
    got, px = png(s, tmp_path, code)
    assert got[0] == 360
    if shape == "square":
        assert abs(got[1] - 360) < 30
    elif shape == "wide":
        assert got[1] < 220
    else:
        assert got[1] > 200
    if shape != "wide":
        assert not_blank(px)
    else:
        assert (abs(px - 255).sum(axis=2) > 60).sum() > 300
