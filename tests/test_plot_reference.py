"""The inputs of the plotting builtins' reference pages (Basic Examples and a few from
Scope and Options), as a user types them: each gives a picture with no message, and the
picture renders (PNG, not blank).  The reference pages' outputs are pictures, so what is
checked beyond this is in test_plots.py and test_graphics.py.

The Histogram and BoxWhiskerChart pages draw their data with RandomVariate (not built yet);
here the data are sums of uniform numbers, ``normal[n]``.  Left out (not built): Plot over
an infinite domain, PolarAxes."""

import io

import numpy as np
import pytest

from mathilda import Session

INPUTS = [
    # Plot
    'Plot[Sin[x], {x, 0, 6 Pi}]',
    'Plot[{Sin[x], Sin[2 x], Sin[3 x]}, {x, 0, 2 Pi}, PlotLegends -> "Expressions"]',
    'Plot[{Sin[x], Cos[x]}, {x, 0, 2 Pi}, PlotLabels -> "Expressions"]',
    'Plot[2 Sin[x] + x, {x, 0, 15}, Filling -> Bottom]',
    'Plot[{Sin[x] + x/2, Sin[x] + x}, {x, 0, 10}, Filling -> {1 -> {2}}]',
    'Plot[Evaluate[Table[BesselJ[n, x], {n, 4}]], {x, 0, 10}, Filling -> Axis]',
    'Plot[Sin[30 Sin[x]], {x, 0, 10}]',
    'Plot[1/x, {x, -1, 1}]',
    'Plot[Sqrt[x], {x, -1, 1}]',
    'Plot[Floor[Sqrt[x]], {x, 0, 100}]',
    'Plot[Floor[Sqrt[x]], {x, 0, 100}, Exclusions -> None]',
    'GraphicsGrid[Table[Plot[Sin[x], {x, 0, 15}, PlotPoints -> pp, '
     'MaxRecursion -> mr], {mr, {0, 1, 2}}, {pp, {5, 10}}]]',
    'Plot[x^4 - x^2 + 1, {x, -2, 2}, PlotRange -> {0, 2}]',
    'Plot[Tan[x], {x, -3, 3}, PlotStyle -> Dashed]',
    'Plot[Sin[x], {x, 0, 2 Pi}, AxesLabel -> {x, Sin[x]}]',
    'Plot[Sin[x], {x, 0, 2 Pi}, Frame -> True, GridLines -> Automatic]',
    'Plot[{Sin[x], Cos[x]}, {x, 0, 2 Pi}, PlotStyle -> {Red, Directive[Blue, Dashed]}]',
    'Plot[Sin[x], {x, 0, 10}, PlotLabel -> "sine", Background -> LightYellow]',
    'Plot[Sin[x], {x, 0, 10}, Mesh -> 10]',
    # ParametricPlot
    'ParametricPlot[{Sin[u], Sin[2 u]}, {u, 0, 2 Pi}]',
    'ParametricPlot[{{2 Cos[t], 2 Sin[t]}, {2 Cos[t], Sin[t]}, {Cos[t], 2 Sin[t]}, '
     '{Cos[t], Sin[t]}}, {t, 0, 2 Pi}, PlotLegends -> "Expressions"]',
    'ParametricPlot[{r^2 Sqrt[t] Cos[t], r^2 Sin[t]}, {t, 0, 3 Pi/2}, {r, 1, 2}]',
    'ParametricPlot[{{2 r Cos[t], r Sin[t]}, {r Cos[t], 2 r Sin[t]}}, {t, 0, 2 Pi}, {r, 0, 1}]',
    # PolarPlot
    'PolarPlot[Sin[3 t], {t, 0, Pi}]',
    'PolarPlot[{1, 1 + 1/10 Sin[10 t]}, {t, 0, 2 Pi}]',
    'PolarPlot[{1, 1 + 1/10 Sin[10 t]}, {t, 0, 2 Pi}, PlotLegends -> "Expressions"]',
    # LogPlot
    'LogPlot[x^x, {x, 1, 5}]',
    'LogPlot[{x^x, Exp[x]}, {x, 0, 5}, PlotLegends -> "Expressions"]',
    'LogPlot[Exp[2 x] + Exp[x], {x, 0, 10}, Filling -> Bottom]',
    # LogLogPlot
    'LogLogPlot[x^x, {x, 1, 10}]',
    'LogLogPlot[{x^2, x^3, x^4}, {x, 1, 100}, PlotLegends -> "Expressions"]',
    # LogLinearPlot
    'LogLinearPlot[Sin[x], {x, 0.1, 100}]',
    'LogLinearPlot[{Log[x], Log[2 x]}, {x, 1, 100}, Filling -> Axis]',
    # ListPlot
    'ListPlot[Prime[Range[25]]]',
    'ListPlot[Table[{Sin[n], Sin[2 n]}, {n, 50}]]',
    'ListPlot[Table[PDF[BinomialDistribution[50, p], k], {p, {0.3, 0.5, 0.8}}, {k, 0, '
     '50}], Filling -> Axis]',
    'ListPlot[{Prime[Range[20]], Fibonacci[Range[20]]}, PlotLegends -> {"primes", '
     '"Fibonacci"}]',
    'ListPlot[Table[{x, Sin[x]}, {x, 0, 2 Pi, 0.2}], Joined -> True]',
    'ListPlot[Prime[Range[25]], PlotMarkers -> Automatic]',
    'ListPlot[Prime[Range[25]], DataRange -> {0, 1}]',
    # ListLinePlot
    'ListLinePlot[{1, 1, 2, 3, 5, 8}]',
    'ListLinePlot[{{1, 2, 3, 5, 8}, {2, 3, 5, 7, 11}}]',
    'ListLinePlot[Table[{Sin[t], Cos[2 t]}, {t, 0, 2 Pi, 0.1}]]',
    'ListLinePlot[{1, 1, 2, 3, 5, 8}, Filling -> Axis]',
    'ListLinePlot[{1, 1, 2, 3, 5, 8}, Mesh -> All]',
    'ListLinePlot[{{1, 2, 3, 5, 8}, {2, 3, 5, 7, 11}}, PlotLegends -> Automatic]',
    # ListLogPlot
    'ListLogPlot[Table[n!, {n, 20}]]',
    'ListLogPlot[{Fibonacci[Range[20]], LucasL[Range[20]]}]',
    'ListLogPlot[Table[n!, {n, 20}], Joined -> True]',
    # DateListPlot
    'DateListPlot[{{{2006, 1, 1}, 1}, {{2006, 2, 1}, 3}, {{2006, 3, 1}, 2}, {{2006, 4, '
     '1}, 5}}]',
    'DateListPlot[{5, 6, 3, 4, 8, 2}, {2006, 1}]',
    'DateListPlot[{{{2020, 1, 1}, 1}, {{2021, 1, 1}, 3}, {{2022, 1, 1}, 2}}, Joined -> False]',
    # Plot3D
    'Plot3D[Sin[x + y^2], {x, -3, 3}, {y, -2, 2}]',
    'Plot3D[{x^2 + y^2, -x^2 - y^2}, {x, -2, 2}, {y, -2, 2}]',
    'Plot3D[Sin[x y], {x, 0, 3}, {y, 0, 3}, ColorFunction -> "Rainbow"]',
    'Plot3D[Sin[x + y^2], {x, -3, 3}, {y, -2, 2}, Mesh -> None]',
    'Plot3D[1/(x^2 + y^2), {x, -1, 1}, {y, -1, 1}]',
    'Plot3D[Sqrt[1 - x^2 - y^2], {x, -1, 1}, {y, -1, 1}]',
    # ParametricPlot3D
    'ParametricPlot3D[{Cos[u], Sin[u] + Cos[v], Sin[v]}, {u, 0, 2 Pi}, {v, -Pi, Pi}]',
    'ParametricPlot3D[{Sin[u], Cos[u], u/10}, {u, 0, 20}]',
    'ParametricPlot3D[{{4 + (3 + Cos[v]) Sin[u], 4 + (3 + Cos[v]) Cos[u], 4 + Sin[v]}, '
     '{8 + (3 + Cos[v]) Cos[u], 3 + Sin[v], 4 + (3 + Cos[v]) Sin[u]}}, {u, 0, 2 Pi}, '
     '{v, 0, 2 Pi}, PlotStyle -> {Red, Green}]',
    # ListPlot3D
    'ListPlot3D[{{1, 1, 1, 1}, {1, 2, 1, 2}, {1, 1, 3, 1}, {1, 2, 1, 4}}, Mesh -> All]',
    'ListPlot3D[Table[Sin[j^2 + i], {i, 0, 3, 0.1}, {j, 0, 3, 0.1}]]',
    'ListPlot3D[{{0, 0, 1}, {1, 0, 0}, {0, 1, 0}}, Mesh -> All]',
    # ContourPlot
    'ContourPlot[Cos[x] + Cos[y], {x, 0, 4 Pi}, {y, 0, 4 Pi}]',
    'ContourPlot[{Abs[Sin[x] Sin[y]] == 0.5, Abs[Cos[x] Cos[y]] == 0.5}, {x, -3, 3}, '
     '{y, -3, 3}]',
    'ContourPlot[Cos[x] + Cos[y], {x, 0, 4 Pi}, {y, 0, 4 Pi}, PlotLegends -> Automatic]',
    'ContourPlot[x^2 + y^2 == 1, {x, -1, 1}, {y, -1, 1}]',
    'ContourPlot[Sin[x y], {x, 0, 3}, {y, 0, 3}, Contours -> 5, '
     'ColorFunction -> "BlueGreenYellow"]',
    'ContourPlot[x y, {x, -1, 1}, {y, -1, 1}, ContourShading -> None]',
    # DensityPlot
    'DensityPlot[Sin[x] Sin[y], {x, -4, 4}, {y, -3, 3}]',
    'DensityPlot[Sin[x] Sin[y], {x, -4, 4}, {y, -3, 3}, '
     'ColorFunction -> "SunsetColors", PlotLegends -> Automatic]',
    'DensityPlot[Sin[x y], {x, 0, 3}, {y, 0, 3}, ColorFunction -> GrayLevel]',
    # RegionPlot
    'RegionPlot[x^2 + y^3 < 2, {x, -2, 2}, {y, -2, 2}]',
    'RegionPlot[x^2 + y^3 < 2 && x + y < 1, {x, -2, 2}, {y, -2, 2}]',
    'RegionPlot[{x^2 < y^3 + 1, y^2 < x^3 + 1}, {x, -2, 5}, {y, -2, 5}, '
     'PlotLegends -> "Expressions"]',
    # ArrayPlot
    'ArrayPlot[{{1, 0, 0, 0.3}, {1, 1, 0, 0.3}, {1, 0, 1, 0.7}}]',
    'ArrayPlot[Table[Mod[Binomial[i, j], 2], {i, 0, 20}, {j, 0, 20}]]',
    'ArrayPlot[{{1, 0, 0, 0.3}, {1, 1, 0, 0.3}, {1, 0, 1, 0.7}}, Mesh -> All]',
    'ArrayPlot[Table[Mod[i, j], {i, 20}, {j, 20}], ColorFunction -> "Rainbow"]',
    'ArrayPlot[{{Red, Green}, {Blue, Yellow}}]',
    'ArrayPlot[ArrayPad[{{1, 2}, {3, 4}}, 2, "Periodic"]]',
    # MatrixPlot
    'MatrixPlot[Table[Sin[x y / 100], {x, -10, 10}, {y, -10, 10}]]',
    'MatrixPlot[RandomReal[1, {10, 20}]]',
    'MatrixPlot[IdentityMatrix[10] - 2 RotateLeft[IdentityMatrix[10]]]',
    # Histogram
    'Histogram[normal[200]]',
    'Histogram[{normal[500], (3 + normal[500]/2)}]',
    'Histogram[normal[200], 5]',
    'Histogram[normal[200], {-4, 4, 0.5}]',
    'Histogram[normal[200], Automatic, "Probability"]',
    # BarChart
    'BarChart[{1, 2, 3}]',
    'BarChart[{{1, 2, 3}, {1, 3, 2}}]',
    'BarChart[{{1, 2, 3}, {1, 3, 2}}, ChartLayout -> "Stacked"]',
    'BarChart[{1, 2, 3}, ChartLabels -> {"a", "b", "c"}]',
    'BarChart[{1, 2, 3}, ChartStyle -> {Red, Green, Blue}]',
    'BarChart[{1, 2, 3}, BarOrigin -> Left]',
    'BarChart[{{1, 2, 3}, {1, 3, 2}}, ChartLegends -> {"x", "y", "z"}]',
    # PieChart
    'PieChart[{1, 2, 3}]',
    'PieChart[{{1, 2, 3}, {1, 3, 2}}]',
    'PieChart[{1, 2, 3}, ChartLabels -> {"a", "b", "c"}]',
    'PieChart[{1, 2, 3}, ChartLegends -> {"a", "b", "c"}]',
    'PieChart[{1, 2, 3}, SectorOrigin -> {Automatic, 1}]',
    # BoxWhiskerChart
    'BoxWhiskerChart[normal[100]]',
    'BoxWhiskerChart[{normal[100], (2 normal[100])}]',
    'BoxWhiskerChart[normal[100], "Outliers"]',
    'BoxWhiskerChart[{RandomReal[1, 50], RandomReal[2, 50]}, ChartLabels -> {"a", "b"}]',
    # Graphics
    'Graphics[Circle[]]',
    'Graphics[{Thick, Green, Rectangle[{0, -1}, {2, 1}], Red, Disk[], Blue, Circle[{2, '
     '0}], Yellow, Polygon[{{2, 0}, {4, 1}, {4, -1}}], Purple, Arrowheads[Large], '
     'Arrow[{{4, 3/2}, {0, 3/2}, {0, 0}}], Black, Dashed, Line[{{-1, 0}, {4, 0}}]}]',
    'Graphics[Table[{EdgeForm[Gray], Hue[RandomReal[]], Disk[RandomReal[4, 2]]}, {40}]]',
    'Graphics[{Pink, Disk[]}, Frame -> True]',
    'Graphics[{BezierCurve[{{0, 0}, {1, 1}, {2, -1}, {3, 0}}], Red, Point[{{0, 0}, {1, '
     '1}, {2, -1}, {3, 0}}]}]',
    'Graphics[{Text["hello", {0, 0}], Circle[]}, Axes -> True, AxesOrigin -> {0, 0}]',
    'Graphics[Inset[Plot[Sin[x], {x, 0, 6}], {0, 0}, Center, 2], Frame -> True, '
     'PlotRange -> 2]',
    'Graphics[{Opacity[0.5], Red, Disk[{0, 0}], Blue, Disk[{1, 0}]}, Epilog -> {Black, '
     'Point[{0.5, 0}]}, Prolog -> {LightGray, Rectangle[{-1, -1}, {2, 1}]}]',
    # Graphics3D
    'Graphics3D[Sphere[]]',
    'Graphics3D[{Orange, Cylinder[]}]',
    'Graphics3D[Polygon[{{0, 0, 0}, {0, 1, 1}, {1, 0, 0}}]]',
    'Graphics3D[{Yellow, Sphere[{{0, 0, 0}, {1, 1, 1}}, 0.5]}]',
    'Graphics3D[Table[{Hue[RandomReal[]], Cuboid[RandomReal[4, 3]]}, {20}]]',
    'Graphics3D[{Red, Line[{{0, 0, 0}, {1, 1, 1}, {1, 0, 1}}], Blue, Point[{0, 1, '
     '0}]}, Axes -> True]',
    # Show
    'Show[Plot[x^2, {x, 0, 3.5}], ListPlot[{1, 4, 9}]]',
    'Show[Graphics[Circle[]], Graphics[Disk[{1, 1}, 0.2]], Axes -> True]',
    'Show[Plot[Sin[x], {x, 0, 10}], PlotRange -> {0, 1}]',
    # GraphicsRow
    'GraphicsRow[{Plot[Sin[x], {x, 0, 10}], Plot[Cos[x], {x, 0, 10}]}]',
    'GraphicsColumn[{Graphics[Disk[]], Graphics[Circle[]]}]',
    'GraphicsGrid[{{Graphics[Disk[]], Graphics[Circle[]]}, {Graphics[Rectangle[]], '
     'Graphics[Point[{0, 0}]]}}]',
]


@pytest.fixture(scope="module")
def s():
    sess = Session()
    sess.evaluate("SeedRandom[7]; normal[n_] := Table[Total[RandomReal[{-1, 1}, 12]]/2, {n}]")
    return sess


@pytest.mark.parametrize("text", INPUTS)
def test_reference_input_draws(s, text):
    from PIL import Image
    g = s.evaluate(text)
    assert s.messages == []
    assert str(g.head) in ("Graphics", "Graphics3D", "Legended")
    px = np.asarray(Image.open(io.BytesIO(g.to_png(width=160))).convert("L"))
    assert px.shape[1] >= 160 and (px < 200).mean() > 0.002
