"""Round 5 plots: vector fields, data over the plane, surfaces in space, complex functions.
The Graphics expressions' primitives and options, messages for bad input, and the PNG each
exports (valid, of the right size, not blank)."""

import io

import numpy as np
import pytest

from mathilda import Session
from tests.support import check_rows


@pytest.fixture(scope="module")
def s():
    return Session()


def png(s, tmp_path, code, name="p.png"):
    f = tmp_path / name
    r = s.evaluate('Export["%s", %s]' % (f, code))
    assert str(r) == str(f), s.messages
    data = f.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    from PIL import Image
    im = Image.open(io.BytesIO(data))
    px = np.asarray(im.convert("RGB")).astype(int)
    return im.size, px


def not_blank(px):
    return (np.abs(px - 255).sum(axis=2) > 60).mean() > 0.02


ROWS = [
    # VectorPlot: arrows at the centres of the VectorPoints grid, of one length
    ("Count[VectorPlot[{x, y}, {x, -1, 1}, {y, -1, 1}, VectorPoints -> {3, 5}], _Arrow, "
     "Infinity]", "14"),                      # none for the zero vector at the centre
    ("Cases[VectorPlot[{1, 0}, {x, 0, 2}, {y, 0, 2}, VectorPoints -> 2], Arrow[p_] :> p, "
     "Infinity]",
     "{{{0.1, 0.5}, {0.9, 0.5}}, {{1.1, 0.5}, {1.9, 0.5}}, {{0.1, 1.5}, {0.9, 1.5}}, "
     "{{1.1, 1.5}, {1.9, 1.5}}}"),
    ("Union[Cases[VectorPlot[{x, 0}, {x, 0, 1}, {y, 0, 1}, VectorPoints -> 2, "
     "VectorScaling -> \"Linear\"], Arrow[{a_, b_}] :> Round[Norm[b - a], 0.01], "
     "Infinity]]", "{0.13, 0.4}"),
    ("Count[VectorPlot[{{1, 0}, {0, 1}}, {x, 0, 1}, {y, 0, 1}, VectorPoints -> 3], "
     "_Arrow, Infinity]", "18"),
    ("Count[VectorPlot[{Sqrt[x], 1}, {x, -1, 1}, {y, 0, 1}, VectorPoints -> 4], _Arrow, "
     "Infinity]", "8"),
    ("Head[VectorPlot[{-y, x}, {x, -1, 1}, {y, -1, 1}, PlotLegends -> Automatic]]",
     "Legended"),
    ("Length[Union[Cases[VectorPlot[{-y, x}, {x, -1, 1}, {y, -1, 1}, VectorColorFunction "
     "-> None], _RGBColor, Infinity]]]", "1"),
    ("{AspectRatio, Frame} /. Options[VectorPlot[{1, 1}, {x, 0, 1}, {y, 0, 1}]]",
     "{1, True}"),
    ("PlotRange /. Options[VectorPlot[{1, 1}, {x, 0, 2}, {y, -1, 1}]]",
     "{{0., 2.}, {-1., 1.}}"),
    ("VectorPlot[{x, y}, {x, 0, 1}]", "VectorPlot[{x, y}, {x, 0, 1}]",
     ["VectorPlot::argrx: VectorPlot called with 2 arguments; 3 arguments are expected."]),
    ("VectorPlot[{x, y}, {x, 0, 1}, {y, 1, 1}]", "VectorPlot[{x, y}, {x, 0, 1}, {y, 1, 1}]",
     ["VectorPlot::plld: Endpoints for y in {y, 1, 1} must have distinct "
      "machine-precision numerical values."]),
    ("f = {-y, x}; Count[VectorPlot[f, {x, -1, 1}, {y, -1, 1}, VectorPoints -> 2], "
     "_Arrow, Infinity]", "4"),
    # StreamPlot: lines inside the region, each an Arrow with a head in the middle
    ("Module[{p = Cases[StreamPlot[{1, 0}, {x, 0, 1}, {y, 0, 1}], Arrow[p_] :> p, "
     "Infinity]}, {Length[p] > 5, And @@ (Max[Abs[Differences[#[[All, 2]]]]] < 10^-6 & "
     "/@ p)}]", "{True, True}"),
    ("Cases[StreamPlot[{1, 0}, {x, 0, 1}, {y, 0, 1}], Arrowheads[h_] :> h, Infinity, 1]",
     "{{{0.02, 0.5}}}"),
    ("Count[StreamPlot[{1, 0}, {x, 0, 1}, {y, 0, 1}, StreamMarkers -> \"Line\"], _Arrow, "
     "Infinity]", "0"),
    ("Count[StreamPlot[{1, 0}, {x, 0, 1}, {y, 0, 1}, StreamPoints -> Coarse], _Arrow, "
     "Infinity] < Count[StreamPlot[{1, 0}, {x, 0, 1}, {y, 0, 1}, StreamPoints -> Fine], "
     "_Arrow, Infinity]", "True"),
    # a field that jumps (the lines stop where it turns back) and a spiral sink
    ("Count[StreamPlot[{If[x > 0, y, -y], x}, {x, -3, 3}, {y, -3, 3}], _Arrow, Infinity] "
     "> 10", "True"),
    ("Max[Length /@ Cases[StreamPlot[{y, -x - y/3}, {x, -2, 2}, {y, -2, 2}], Arrow[p_] :> p, "
     "Infinity]] < 2000", "True"),
    ("StreamPlot[{x, y, 1}, {x, 0, 1}, {y, 0, 1}]",
     "StreamPlot[{x, y, 1}, {x, 0, 1}, {y, 0, 1}]",
     ["StreamPlot::vfld: {x, y, 1} is not a pair of functions {vx, vy} or a list of such "
      "pairs."]),
    # the data versions
    ("Cases[ListVectorPlot[{{{0, 0}, {1, 0}}, {{1, 0}, {0, 1}}, {{0, 1}, {1, 1}}}, "
     "VectorColorFunction -> None], Arrow[{a_, b_}] :> Sign[Round[b - a, 10^-9]], "
     "Infinity]", "{{1, 0}, {0, 1}, {1, 1}}"),
    ("PlotRange /. Options[ListVectorPlot[Table[{1, 1}, {3}, {4}]]]",
     "{{1., 4.}, {1., 3.}}"),
    ("Count[ListVectorPlot[Table[{1, 1}, {3}, {4}], VectorPoints -> 5], _Arrow, Infinity]",
     "25"),
    ("ListStreamPlot[{{1, 2}}]", "ListStreamPlot[{{1, 2}}]",
     ["ListStreamPlot::vdata: {{1, 2}} is not an array of vectors or a list of {{x, y}, "
      "{vx, vy}} pairs."]),
    # the density versions: a Raster below black arrows or lines
    ("Module[{g = VectorDensityPlot[{1, 0}, {x, 0, 1}, {y, 0, 1}, VectorPoints -> 3]}, "
     "{Count[g, _Raster, Infinity], Count[g, _Arrow, Infinity], "
     "Union[Cases[g, _GrayLevel, Infinity]]}]", "{1, 9, {GrayLevel[0]}}"),
    ("Head[StreamDensityPlot[{-y, x}, {x, -1, 1}, {y, -1, 1}, PlotLegends -> Automatic]]",
     "Legended"),
    ("Dimensions[Cases[StreamDensityPlot[{{1, 0}, x}, {x, 0, 1}, {y, 0, 1}], "
     "Raster[a_, ___] :> a, Infinity][[1]]]", "{100, 100, 4}"),
    # ListContourPlot and ListDensityPlot
    ("Count[ListContourPlot[{{1, 2, 3}, {2, 3, 4}, {3, 4, 5}}, Contours -> {2.5, 3.5}], "
     "_Line, Infinity]", "2"),
    ("PlotRange /. Options[ListContourPlot[{{0, 0, 1}, {1, 0, 2}, {0, 1, 3}, {1, 1, 4}, "
     "{0.5, 0.5, 2.5}}]]", "{{0., 1.}, {0., 1.}}"),
    ("Head[ListContourPlot[{{1, 2}, {3, 4}}, PlotLegends -> Automatic]]", "Legended"),
    ("Dimensions[Cases[ListDensityPlot[{{1, 2}, {3, 4}}], Raster[a_, ___] :> a, "
     "Infinity][[1]]]", "{200, 200, 4}"),
    ("ListDensityPlot[{{1, 2}, {3}}]", "ListDensityPlot[{{1, 2}, {3}}]",
     ["ListDensityPlot::arrayp: {{1, 2}, {3}} is not a rectangular array of numbers or a "
      "list of {x, y, f} triples."]),
    # ListLinePlot3D
    ("Cases[ListLinePlot3D[{{1, 2}, {3, 4}}], Line[p_] :> p, Infinity]",
     "{{{1., 1., 1.}, {2., 1., 2.}}, {{1., 2., 3.}, {2., 2., 4.}}}"),
    ("Count[ListLinePlot3D[{{{0, 0, 0}, {1, 1, 1}}, {{0, 1, 0}, {1, 0, 1}}, {{1, 1, 0}, "
     "{0, 0, 1}}}], _Line, Infinity]", "3"),
    # ContourPlot3D, RegionPlot3D: the surfaces' points lie where they should
    ("Module[{p = Cases[ContourPlot3D[x^2 + y^2 + z^2 == 1, {x, -1, 1}, {y, -1, 1}, "
     "{z, -1, 1}], GraphicsComplex[p_, ___] :> p, Infinity][[1]]}, Max[Abs[Norm /@ p - 1]] "
     "< 0.02]", "True"),
    ("Count[ContourPlot3D[x + y + z, {x, -1, 1}, {y, -1, 1}, {z, -1, 1}], _GraphicsComplex, "
     "Infinity]", "3"),
    ("Module[{p = Cases[RegionPlot3D[x + y + z < 1, {x, 0, 1}, {y, 0, 1}, {z, 0, 1}], "
     "GraphicsComplex[p_, ___] :> p, Infinity][[1]]}, {Max[Total /@ p] <= 1 + 10^-6, "
     "Min[p] >= 0}]", "{True, True}"),
    ("RegionPlot3D[x < 1, {x, 0, 2}, {y, 0, 2}, {z, 0, x}]",
     "RegionPlot3D[x < 1, {x, 0, 2}, {y, 0, 2}, {z, 0, x}]",
     ["RegionPlot3D::plln: Limiting value x in {z, 0, x} is not a machine-sized real "
      "number."]),
    ("Head[DensityPlot3D[x, {x, 0, 1}, {y, 0, 1}, {z, 0, 1}, PlotLegends -> Automatic]]",
     "Legended"),
    ("Count[DensityPlot3D[1/0, {x, 0, 1}, {y, 0, 1}, {z, 0, 1}], _Point, Infinity]", "0"),
    ("Count[ComplexPlot[1/0, {z, -1 - I, 1 + I}, PlotPoints -> 4], _Raster, Infinity]", "1"),
    ("SphericalPlot3D[1, {t, 0, Pi}, {u, 0, a}]", "SphericalPlot3D[1, {t, 0, Pi}, {u, 0, a}]",
     ["SphericalPlot3D::plln: Limiting value a in {u, 0, a} is not a machine-sized real "
      "number."]),
    # SphericalPlot3D and RevolutionPlot3D are ParametricPlot3D surfaces
    ("Module[{p = Cases[SphericalPlot3D[2, {t, 0, Pi}, {u, 0, 2 Pi}], "
     "GraphicsComplex[p_, ___] :> p, Infinity][[1]]}, Max[Abs[Norm /@ p - 2]] < 10^-9]",
     "True"),
    ("Module[{p = Cases[RevolutionPlot3D[t^2, {t, 0, 1}], GraphicsComplex[p_, ___] :> p, "
     "Infinity][[1]]}, Max[Abs[#[[1]]^2 + #[[2]]^2 - #[[3]] & /@ p]] < 10^-9]", "True"),
    ("SphericalPlot3D[1, t, {u, 0, 1}]", "SphericalPlot3D[1, t, {u, 0, 1}]",
     ["SphericalPlot3D::pllim: Range specification t is not of the form {x, xmin, xmax}."]),
    # complex functions
    ("Dimensions[Cases[ComplexPlot[z, {z, -1 - I, 1 + I}, PlotPoints -> 20], "
     "Raster[a_, ___] :> a, Infinity][[1]]]", "{20, 20, 4}"),
    ("Module[{a = Cases[ComplexPlot[z, {z, -1 - I, 1 + I}, PlotPoints -> 21, "
     "ColorFunction -> \"CyclicArg\"], Raster[a_, ___] :> a, Infinity][[1]]}, "
     "Round[{a[[11, 21, 1 ;; 3]], a[[11, 1, 1 ;; 3]]}, 0.01]]",
     "{{0.9, 0.1, 0.1}, {0.1, 0.9, 0.9}}"),
    ("PlotRange /. Options[ComplexPlot[z, {z, 1 + 2 I, -1}]]", "{{-1., 1.}, {0., 2.}}"),
    ("ComplexPlot[z, {z, -1 - I, 1 - I}]", "ComplexPlot[z, {z, -1 - I, 1 - I}]",
     ["ComplexPlot::crange: {z, -1 - I, 1 - I} is not a range {z, zmin, zmax} with complex "
      "corners zmin and zmax that differ in their real and in their imaginary parts."]),
    ("Module[{p = Cases[ComplexPlot3D[z, {z, -1 - I, 1 + I}, PlotPoints -> 5], "
     "GraphicsComplex[p_, ___] :> p, Infinity][[1]]}, Max[Abs[Norm[#[[1 ;; 2]]] - #[[3]] "
     "& /@ p]] < 10^-9]", "True"),
    ("Count[ComplexPlot3D[Gamma[z], {z, -1 - I, 1 + I}, PlotPoints -> 6], _Polygon, "
     "Infinity] > 0", "True"),
    ("Count[ReImPlot[{x, I x}, {x, 0, 1}], _Line, Infinity]", "4"),
    ("Count[ReImPlot[x, {x, 0, 1}, PlotStyle -> Red], RGBColor[1, 0, 0], Infinity] >= 1",
     "True"),
    ("Module[{g = AbsArgPlot[I x, {x, 0, 1}]}, Union[Cases[g, Line[l_] :> "
     "Round[l[[1, 2, 2]] - l[[1, 1, 2]] - (l[[1, 2, 1]] - l[[1, 1, 1]]), 10^-9], "
     "Infinity]]]", "{0}"),
    ("Cases[ComplexListPlot[{{1, I}, {-1}}], Point[p_] :> p, Infinity]",
     "{{{1., 0.}, {0., 1.}}, {{-1., 0.}}}"),
    ("Count[ComplexListPlot[{1, I, -1}, Joined -> True], _Line, Infinity]", "1"),
    ("ComplexListPlot[y]", "ComplexListPlot[y]",
     ["ComplexListPlot::lpn: y is not a list of numbers or a list of lists of numbers."]),
]


def test_rows():
    check_rows(ROWS)


@pytest.mark.parametrize("code,size", [
    ("VectorPlot[{-1 - x^2 + y, 1 + x - y^2}, {x, -3, 3}, {y, -3, 3}]", (360, 360)),
    ("StreamPlot[{-1 - x^2 + y, 1 + x - y^2}, {x, -3, 3}, {y, -3, 3}]", (360, 360)),
    ("ListVectorPlot[Table[{-y, x}, {y, -2, 2}, {x, -2, 2}]]", (360, 360)),
    ("ListStreamPlot[Table[{y, -x}, {y, -2, 2}, {x, -2, 2}]]", (360, 360)),
    ("VectorDensityPlot[{x, y}, {x, -1, 1}, {y, -1, 1}]", (360, 360)),
    ("StreamDensityPlot[{-y, x}, {x, -1, 1}, {y, -1, 1}]", (360, 360)),
    ("ListContourPlot[Table[Sin[x] Cos[y], {y, 0, 3, 0.2}, {x, 0, 3, 0.2}]]", (360, 360)),
    ("ListDensityPlot[Table[Sin[x y], {y, 0, 3, 0.1}, {x, 0, 3, 0.1}]]", (360, 360)),
    ("ComplexPlot[(z^2 - 1)/(z^2 + 1), {z, -2 - 2 I, 2 + 2 I}]", (360, 360)),
    ("ReImPlot[Sqrt[x], {x, -1, 1}]", (360, 223)),
    ("AbsArgPlot[Exp[I x] x, {x, -3, 3}]", (360, 223)),
    ("ComplexListPlot[Table[t Exp[I t], {t, 0, 6, 0.05}], Joined -> True]", (360, 280)),
])
def test_png_2d(s, tmp_path, code, size):
    got, px = png(s, tmp_path, code)
    assert got[0] == size[0]                    # 360 points wide, one pixel per point
    assert abs(got[1] - size[1]) <= 0.06 * size[1]     # the aspect ratio, with the frame
    assert not_blank(px)


def test_png_image_size(s, tmp_path):
    got, px = png(s, tmp_path, "VectorPlot[{-y, x}, {x, -1, 1}, {y, -1, 1}, "
                                "ImageSize -> 200]")
    assert got[0] == 200 and abs(got[1] - 200) < 25


@pytest.mark.parametrize("code", [
    "ListLinePlot3D[Table[{Cos[t], Sin[t], t}, {t, 0, 10, 0.1}]]",
    "ContourPlot3D[x^2 + y^2 - z^2 == 1, {x, -2, 2}, {y, -2, 2}, {z, -2, 2}]",
    "RegionPlot3D[x^2 + y^2 + z^2 < 1, {x, -1, 1}, {y, -1, 1}, {z, -1, 1}]",
    "SphericalPlot3D[1, {t, 0, Pi}, {u, 0, 2 Pi}]",
    "RevolutionPlot3D[t^2, {t, 0, 1}]",
    "DensityPlot3D[x y z, {x, -1, 1}, {y, -1, 1}, {z, -1, 1}]",
    "ComplexPlot3D[1/z, {z, -1 - I, 1 + I}]",
])
def test_png_3d(s, tmp_path, code):
    got, px = png(s, tmp_path, code)
    assert got[0] == 360 and got[1] > 200
    assert not_blank(px)


def test_vector_plot_colours_follow_the_magnitude(s):
    g = s.evaluate("VectorPlot[{x, 0}, {x, 0.5, 1}, {y, 0, 1}, VectorPoints -> {4, 1}]")
    cols = [c for c in g.args[0].args[0].args]
    from mathilda.algorithms.graphics.colors import rgba
    lum = [sum(rgba(c.args[0])[:3]) for c in cols]
    assert lum == sorted(lum) and lum[0] < lum[-1]      # light for strong, dark for weak


def test_streamlines_follow_circles(s):
    g = s.evaluate("StreamPlot[{-y, x}, {x, -1, 1}, {y, -1, 1}]")
    lines = [a.args[0].array for a in _all(g, "Arrow")]
    assert len(lines) > 4
    for ln in lines:
        r = np.hypot(ln[:, 0], ln[:, 1])
        assert r.max() - r.min() < 0.02 * max(r.max(), 0.1) + 0.01


def test_arrows_of_one_width_drawn_as_one_collection(s):
    from mathilda.algorithms.graphics.export import render
    from matplotlib.collections import LineCollection
    from mathilda.algorithms.graphics import draw2d
    seen = []
    orig = draw2d.Context.d_arrow_run

    def spy(self, items, z):
        seen.append(len(items))
        return orig(self, items, z)
    draw2d.Context.d_arrow_run = spy
    try:
        render(s.evaluate("VectorPlot[{-y, x}, {x, -1, 1}, {y, -1, 1}, VectorPoints -> 5]"),
               "png")
    finally:
        draw2d.Context.d_arrow_run = orig
    assert seen == [24] and LineCollection      # 25 points, none at the zero vector


def test_isosurface_vertices_on_the_surface():
    from mathilda.algorithms.graphics.surfaces3d import isosurface
    n = 15
    g = np.linspace(-1, 1, n)
    Z, Y, X = np.meshgrid(g, g, g, indexing="ij")
    F = X ** 2 + Y ** 2 + Z ** 2
    tris = isosurface(np, X, Y, Z, F, 0.5)
    r = np.linalg.norm(tris.reshape(-1, 3), axis=1)
    assert len(tris) > 100 and np.abs(r - 0.5 ** 0.5).max() < 0.03


def _all(x, name):
    from mathilda.core.expr import Expression
    out = []
    stack = [x]
    while stack:
        e = stack.pop()
        if isinstance(e, Expression):
            if getattr(e.head, "name", None) == name:
                out.append(e)
            stack.extend(e.args)
    return out
