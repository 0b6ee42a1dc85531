"""The plot family: sampling (vectorised, refined, with gaps at poles), the structure of the
Graphics they return, options and messages.  The pictures themselves are read back in
test_graphics.py."""

import numpy as np
import pytest

from mathilda import Session
from mathilda.algorithms.graphics.numeric import real_array
from mathilda.algorithms.graphics.sampling import Sampler
from mathilda.core.expr import S
from mathilda.syntax.parser import parse


@pytest.fixture(scope="module")
def s():
    return Session()


def lines(g):
    """The point arrays of every Line in a graphic."""
    out = []

    def walk(x):
        if getattr(x, "head", None) is S.Line:
            a = real_array(x.args[0])
            out.extend([a] if a.ndim == 2 else list(a))
            return
        if hasattr(x, "args") and not hasattr(x, "array"):
            for a in x.args:
                walk(a)
    walk(g)
    return out


def test_sin_inverse_x_is_refined_near_zero(s):
    g = s.evaluate("Plot[Sin[1/x], {x, -1, 1}]")
    xs = np.concatenate([ln[:, 0] for ln in lines(g)])
    near = np.sum(np.abs(xs) < 0.1)
    flat = np.sum((xs > 0.6) & (xs < 0.8))       # twice as wide a stretch, far from 0
    assert near > 10 * flat
    assert len(xs) > 300                          # refined well beyond PlotPoints -> 50


def test_one_over_x_has_no_line_through_the_pole(s):
    g = s.evaluate("Plot[1/x, {x, -1, 1}]")
    ls = lines(g)
    assert len(ls) == 2
    for ln in ls:
        assert np.all(ln[:, 0] < 0) or np.all(ln[:, 0] > 0)
    # each branch reaches far beyond the clipped plot range towards the pole
    y0, y1 = real_array(s.evaluate("PlotRange /. Options[Plot[1/x, {x, -1, 1}]]"))[1]
    assert max(abs(ln[:, 1]).max() for ln in ls) > 10 * y1
    assert 5 < y1 < 100 and -100 < y0 < -5       # automatic clipping of the pole


def test_jump_is_broken_and_steep_continuous_curve_is_not(s):
    assert len(lines(s.evaluate("Plot[Floor[x], {x, 0, 3.5}]"))) == 4
    assert len(lines(s.evaluate("Plot[Tanh[50 x], {x, -1, 1}]"))) == 1
    assert len(lines(s.evaluate("Plot[Floor[x], {x, 0, 3.5}, Exclusions -> None]"))) == 1
    assert len(lines(s.evaluate("Plot[x, {x, 0, 1}, Exclusions -> {x == 1/2}]"))) == 2


def test_non_real_values_leave_gaps(s):
    ls = lines(s.evaluate("Plot[Sqrt[x], {x, -1, 1}]"))
    assert len(ls) == 1 and ls[0][:, 0].min() >= -1e-3 and ls[0][:, 0].max() == 1.0
    ls = lines(s.evaluate("Plot[Sqrt[1 - x^2], {x, -2, 2}]"))
    assert len(ls) == 1 and -1.01 < ls[0][:, 0].min() and ls[0][:, 0].max() < 1.01


def test_sampler_paths(s):
    ev = s.ev
    x = S.x
    xs = np.linspace(0.1, 1, 300)
    cases = [("Sin[x]^2 + Exp[-x]", "compiled"),          # the compile translator
             ("BesselJ[1, x]", "packed"),                 # the evaluator on a packed array
             ("If[x > 0.5, 1, x^2]", "compiled"),
             ("x + Length[x]", "pointwise"),             # not element-wise: caught
             ("g2[x]", "pointwise")]                      # nothing numeric at all
    for body, mode in cases:
        sm = Sampler(ev, parse(body), (x,))
        v = sm(xs)
        assert sm.mode == mode, body
        if body == "x + Length[x]":
            assert np.allclose(v, xs)
        if body == "g2[x]":
            assert np.isnan(v).all()
    s.evaluate("sq[t_] := t^2")
    sm = Sampler(ev, parse("sq[x]"), (x,))
    assert np.allclose(sm(xs), xs ** 2) and sm.mode == "packed"


def test_plot_is_local_in_its_variable(s):
    s.evaluate("x = 5")
    try:
        assert str(s.evaluate("Plot[x^2, {x, 0, 1}]")) == "-Graphics-"
        ys = lines(s.evaluate("Plot[x^2, {x, 0, 1}]"))[0][:, 1]
        assert ys.max() == pytest.approx(1.0)
        assert str(s.evaluate("x")) == "5"
    finally:
        s.evaluate("Clear[x]")


def test_plot_structure_and_default_style(s):
    assert str(s.evaluate("Cases[Plot[{Sin[x], Cos[x]}, {x, 0, 2 Pi}], _RGBColor, "
                          "Infinity]")) == \
        "{RGBColor[0.368417, 0.506779, 0.709798], RGBColor[0.880722, 0.611041, 0.142051]}"
    assert str(s.evaluate("Options[Plot[Sin[x], {x, 0, 2 Pi}], AspectRatio]")) == \
        "{AspectRatio -> 1/GoldenRatio}"
    pr = s.evaluate("PlotRange /. Options[Plot[Sin[x], {x, 0, 2 Pi}]]")
    assert str(pr.args[0]) == "{0, 2 Pi}"
    assert np.allclose(real_array(pr.args[1]), [-1, 1], atol=1e-3)
    assert str(s.evaluate("Cases[Plot[x, {x, 0, 1}, PlotStyle -> Red], _Directive, "
                          "Infinity]")) == \
        "{Directive[Opacity[1.], RGBColor[0.368417, 0.506779, 0.709798], " \
        "AbsoluteThickness[1.6], RGBColor[1, 0, 0]]}"
    assert str(s.evaluate("Plot[x, {x, 0, 1}, PlotLegends -> \"Expressions\"][[2]]")) == \
        "Placed[LineLegend[{Directive[Opacity[1.], RGBColor[0.368417, 0.506779, " \
        "0.709798], AbsoluteThickness[1.6]]}, {x}], After]"


def test_filling_and_mesh(s):
    assert str(s.evaluate("Count[Plot[x, {x, 0, 1}, Filling -> Axis], _Polygon, "
                          "Infinity]")) == "1"
    assert str(s.evaluate("Count[Plot[{x, x^2}, {x, 0, 1}, Filling -> {1 -> {2}}], "
                          "_Polygon, Infinity]")) == "1"
    pts = s.evaluate("Cases[Plot[x, {x, 0, 1}, Mesh -> All], Point[p_] :> p, Infinity]")
    assert real_array(pts.args[0]).shape[0] >= 50


def test_plot_messages(s):
    for text, msg in [
            ("Plot[Sin[x], {x, 0}]",
             "Plot::pllim: Range specification {x, 0} is not of the form {x, xmin, xmax}."),
            ("Plot[Sin[x], {x, 1, 1}]",
             "Plot::plld: Endpoints for x in {x, 1, 1} must have distinct machine-precision "
             "numerical values."),
            ("Plot[Sin[x]]", "Plot::argr: Plot called with 1 argument; 2 arguments are "
                             "expected.")]:
        r = s.evaluate(text)
        assert str(r) == text
        assert [str(m) for m in s.messages] == [msg]


def test_log_plots_and_parametric(s):
    g = s.evaluate("LogPlot[Exp[x], {x, 0, 10}]")
    ln = lines(g)[0]
    assert ln[:, 1].max() == pytest.approx(10.0, rel=1e-6)     # natural log of e^10
    ticks = str(s.evaluate("Ticks /. Options[LogPlot[Exp[x], {x, 0, 10}]]"))
    assert "1000" in ticks
    g = s.evaluate("ParametricPlot[{Cos[t], Sin[t]}, {t, 0, 2 Pi}]")
    p = lines(g)[0]
    assert np.allclose(np.hypot(p[:, 0], p[:, 1]), 1.0)
    g = s.evaluate("PolarPlot[2, {t, 0, Pi}]")
    assert np.allclose(np.hypot(*lines(g)[0].T), 2.0)


def test_list_plots(s):
    assert str(s.evaluate("Cases[ListPlot[{1, 2, 3}], Point[p_] :> p, Infinity]")) == \
        "{{{1., 1.}, {2., 2.}, {3., 3.}}}"
    assert str(s.evaluate("Cases[ListLinePlot[{{1, 2}, {3, 4}}], Line[p_] :> p, "
                          "Infinity]")) == "{{{1., 2.}, {3., 4.}}}"
    assert str(s.evaluate("Cases[ListPlot[{{1, 2, 3}, {3, 2, 1}}], _RGBColor, "
                          "Infinity]")) == \
        "{RGBColor[0.368417, 0.506779, 0.709798], RGBColor[0.880722, 0.611041, 0.142051]}"
    big = s.evaluate("ListPlot[RandomReal[1, {100000, 2}]]")
    pts = s.evaluate("Cases[%s, Point[p_] :> p, Infinity]" % "ListPlot[{{0, 0}}]")
    assert str(pts) == "{{{0., 0.}}}"
    arr = [a for a in big.args[0].args[1].args[0].args if getattr(a, "head", None) is
           S.Point][0].args[0]
    assert arr.array.shape == (100000, 2)          # the points stay one packed array
    assert str(s.evaluate("Cases[ListPlot[{1, a, 3}], Point[p_] :> p, Infinity]")) == \
        "{{{1., 1.}, {3., 3.}}}"                    # a non-number is left out


def test_histogram_uses_histogramlist(s):
    data = "{1, 2, 2, 3, 3, 3, 4, 5, 6, 7, 7, 7, 7, 8.5}"
    hl = s.evaluate("HistogramList[%s]" % data)
    edges, counts = real_array(hl.args[0]), real_array(hl.args[1])
    rects = s.evaluate("Cases[Histogram[%s], Rectangle[a_, b_] :> {a, b}, Infinity]" % data)
    r = real_array(rects)
    assert np.allclose(r[:, 0, 0], edges[:-1]) and np.allclose(r[:, 1, 0], edges[1:])
    assert np.allclose(r[:, 1, 1], counts)
    r = real_array(s.evaluate("Cases[Histogram[%s, {0, 10, 5}], Rectangle[a_, b_] :> "
                              "b, Infinity]" % data))
    assert np.allclose(r, [[5, 7], [10, 7]])


def test_box_whisker_uses_quartiles(s):
    g = s.evaluate("Cases[BoxWhiskerChart[{1, 2, 3, 4, 5, 6, 7, 8, 20}], "
                   "Rectangle[a_, b_] :> {a[[2]], b[[2]]}, Infinity]")
    q = real_array(s.evaluate("N[Quartiles[{1, 2, 3, 4, 5, 6, 7, 8, 20}]]"))
    assert np.allclose(real_array(g)[0], [q[0], q[2]])


def test_3d_and_region_plots(s):
    g = s.evaluate("Plot3D[Sqrt[1 - x^2 - y^2], {x, -1, 1}, {y, -1, 1}]")
    assert str(g) == "-Graphics3D-"
    cx = [a for a in g.args[0].args if getattr(a, "head", None) is S.GraphicsComplex][0]
    quads = cx.args[1].args[0].args[2].args[0].array
    assert quads.shape[1] == 4 and quads.shape[0] < 49 * 49      # the corners are holes
    # the cells the hole's edge cuts are drawn to the edge: triangles whose new corners lie
    # on the circle x^2 + y^2 == 1 (bisected), so the rim is smooth, not a staircase
    tris = cx.args[1].args[0].args[3].args[0].array
    pts = real_array(cx.args[0])
    rim = pts[50 * 50:]
    assert tris.shape[1] == 3 and tris.max() == len(pts) and len(rim) > 100
    assert np.allclose(np.hypot(rim[:, 0], rim[:, 1]), 1.0, atol=1e-3)
    assert np.all(rim[:, 2] < 0.01) and real_array(s.evaluate(
        "PlotRange /. Options[Plot3D[Sqrt[1 - x^2 - y^2], {x, -1, 1}, {y, -1, 1}]]"))[2, 0] < 0.01
    g = s.evaluate("RegionPlot[x^2 + y^2 < 1, {x, -1, 1}, {y, -1, 1}]")
    b = np.concatenate(lines(g))
    assert np.allclose(np.hypot(b[:, 0], b[:, 1]), 1.0, atol=0.02)  # a smooth boundary
    g = s.evaluate("ContourPlot[x^2 + y^2 == 1, {x, -1, 1}, {y, -1, 1}]")
    b = np.concatenate(lines(g))
    assert np.allclose(np.hypot(b[:, 0], b[:, 1]), 1.0, atol=0.01)


def test_show_and_grids(s):
    g = s.evaluate("Show[Plot[x, {x, 0, 1}], Plot[x^2, {x, 0, 2}]]")
    assert len(lines(g)) == 2
    pr = str(s.evaluate("PlotRange /. Options[Show[Plot[x, {x, 0, 1}], Plot[x^2, {x, 0, "
                        "2}]]]"))
    assert pr == "{{0, 1}, {0., 1.}}"                     # the first graphic's range
    assert str(s.evaluate("Show[Graphics[Disk[]], Graphics3D[Sphere[]]]")) == \
        "Show[-Graphics-, -Graphics3D-]"
    assert str(s.evaluate("Count[GraphicsGrid[{{Graphics[Disk[]], Graphics[Disk[]]}, "
                          "{Graphics[Disk[]], None}}], _Inset, Infinity]")) == "3"


def test_colors(s):
    for text, out in [
            ("Red", "RGBColor[1, 0, 0]"), ("Lighter[Red]", "RGBColor[1, 1/3, 1/3]"),
            ("Darker[Red]", "RGBColor[2/3, 0, 0]"), ("Blend[{Red, Blue}]",
                                                     "RGBColor[1/2, 0, 1/2]"),
            ("Blend[{Red, Blue}, 1/4]", "RGBColor[3/4, 0, 1/4]"),
            ("Lighter[RGBColor[0, 0, 0, 0.5]]", "RGBColor[1/3, 1/3, 1/3, 0.5]"),
            ("ColorData[97, \"ColorList\"][[3]]", "RGBColor[0.560181, 0.691569, 0.194885]"),
            ("ColorQ /@ {Red, Hue[0.5], GrayLevel[1], CMYKColor[0, 0, 0, 1], x}",
             "{True, True, True, True, False}"),
            ("ColorConvert[GrayLevel[0.5], \"RGB\"]", "RGBColor[0.5, 0.5, 0.5]"),
            ("Directive[Red, {Thick, Dashed}]",
             "Directive[RGBColor[1, 0, 0], Thickness[Large], Dashing[{Small, Small}]]"),
            ("Dotted", "Dashing[{0, Small}]")]:
        assert str(s.evaluate(text)) == out, text


def test_unknown_options_are_said_and_left_out(s):
    for text, name in [("Plot[x, {x, 0, 1}, Foo -> 1]", "Plot"),
                       ("ListPlot[{1, 2}, Foo -> 1]", "ListPlot"),
                       ("PieChart[{1, 2}, Foo -> 1]", "PieChart"),
                       ("ArrayPlot[{{1}}, Foo -> 1]", "ArrayPlot"),
                       ("ListPlot3D[{{1, 2}, {3, 4}}, Foo -> 1]", "ListPlot3D")]:
        r = s.evaluate(text)
        assert r.is_graphics() and "Foo" not in str(r.args[-1])
        assert [str(m) for m in s.messages] == \
            ["%s::optx: Unknown option Foo in %s." % (name, text)]
    # the Graphics options a plot passes on are known to every plot
    r = s.evaluate("Plot[x, {x, 0, 1}, Background -> Red]")
    assert s.messages == [] and "Background -> RGBColor[1, 0, 0]" in str(r.args[-1])


def test_list_line_plot_mesh_marks_the_data(s):
    g = s.evaluate("ListLinePlot[{1, 1, 2, 3, 5, 8}, Mesh -> All]")
    assert s.messages == []
    assert str(g.args[0].args[2]) == "{{RGBColor[0.368417, 0.506779, 0.709798], " \
        "AbsolutePointSize[3.], Point[{{1., 1.}, {2., 1.}, {3., 2.}, {4., 3.}, {5., 5.}, " \
        "{6., 8.}}]}}"


def test_chart_layouts_rings_and_outliers(s):
    heights = "Cases[%s, Rectangle[{_, a_}, {_, b_}] :> {a, b}, Infinity]"
    assert str(s.evaluate(heights % 'BarChart[{{1, 2}, {3, -4}}, ChartLayout -> "Stacked"]')) \
        == "{{0., 1.}, {1., 3.}, {0., 3.}, {0., -4.}}"
    assert str(s.evaluate(heights % 'BarChart[{{1, 3}}, ChartLayout -> "Percentile"]')) == \
        "{{0., 0.25}, {0.25, 1.}}"
    # two datasets: a pie inside a ring from radius 1 to 2
    g = s.evaluate("PieChart[{{1, 1}, {1, 3}}]")
    assert str(s.evaluate("Cases[PieChart[{{1, 1}, {1, 3}}], Disk[_, r_, _] :> r, "
                          "Infinity]")) == "{1., 1.}"
    rings = [real_array(p.args[0]) for p in _walk(g, "Polygon")]
    radii = [np.hypot(r[:, 0], r[:, 1]) for r in rings]
    assert len(rings) == 2 and all(np.isclose(d.min(), 1) and np.isclose(d.max(), 2)
                                   for d in radii)
    # a quarter of the ring: from angle 0 to Pi/2 counterclockwise
    first = rings[0]
    ang = np.arctan2(first[:, 1], first[:, 0])
    assert np.isclose(ang.min(), 0, atol=1e-9) and np.isclose(ang.max(), np.pi / 2)
    clockwise = s.evaluate('Cases[PieChart[{1, 1}, SectorOrigin -> {{Pi/2, "Clockwise"}, '
                           '0}], Disk[_, _, a_] :> a, Infinity]')
    assert np.allclose(real_array(clockwise), [[-np.pi / 2, np.pi / 2],
                                               [-3 * np.pi / 2, -np.pi / 2]])
    g = s.evaluate('BoxWhiskerChart[{1, 2, 3, 4, 5, 6, 7, 8, 20}, "Outliers"]')
    assert [str(p) for p in _walk(g, "Point")] == ["Point[{{1., 20.}}]"]
    whisker_top = max(real_array(ln.args[0]).reshape(-1, 2)[:, 1].max()
                      for ln in _walk(g, "Line"))
    assert whisker_top == 8.0


def _walk(g, name):
    out = []

    def walk(x):
        if getattr(getattr(x, "head", None), "name", None) == name:
            out.append(x)
        elif hasattr(x, "args") and not hasattr(x, "array"):
            for a in x.args:
                walk(a)
    walk(g)
    return out


def test_parametric_region(s):
    g = s.evaluate("ParametricPlot[{r Cos[t], r Sin[t]}, {t, 0, Pi}, {r, 1, 2}]")
    assert s.messages == [] and g.is_graphics()
    cx = _walk(g, "GraphicsComplex")[0]
    pts = real_array(cx.args[0])
    radii = np.hypot(pts[:, 0], pts[:, 1])
    assert np.allclose([radii.min(), radii.max()], [1, 2]) and (pts[:, 1] >= -1e-12).all()
    cells = _walk(cx, "Polygon")[0].args[0].array
    assert cells.shape == (39 * 39, 4)                 # 40 x 40 samples, every cell real
    boundary = [real_array(ln.args[0]) for ln in _walk(g.args[0].args[0].args[2], "Line")]
    assert len(boundary) == 4 and np.allclose(np.hypot(*boundary[0].T), 1) and \
        np.allclose(np.hypot(*boundary[2].T), 2)          # the sides r = 1 and r = 2
    assert len(_walk(g.args[0].args[0].args[1], "Line")) == 20        # 10 mesh lines each
    assert _walk(s.evaluate("ParametricPlot[{u, v}, {u, 0, 1}, {v, 0, 1}, Mesh -> None]"),
                 "Line")[0:0] == [] and str(s.evaluate(
                     "ParametricPlot[{u, v}, {u, 0}, {v, 0, 1}]")) == \
        "ParametricPlot[{u, v}, {u, 0}, {v, 0, 1}]"


def test_plot_mesh_count_marks_the_function(s):
    assert str(s.evaluate("Cases[Plot[x^2, {x, 0, 4}, Mesh -> 3], Point[p_] :> p, "
                          "Infinity]")) == "{{{1., 1.}, {2., 4.}, {3., 9.}}}"
    # a log axis: the points are in the picture's (log) coordinates
    assert str(s.evaluate("Cases[LogLinearPlot[x, {x, 1, 100}, Mesh -> 1], Point[p_] :> p, "
                          "Infinity]")) == "{{{2.30259, 10.}}}"
