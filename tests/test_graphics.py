"""The rendered pictures, read back: SVG parsed (paths, points, colours, coordinates inside
the plot area) and PNG loaded as pixels (size, not blank, the curve where the function
says it is); the embedding API (to_svg, to_png, _repr_*), OutputForm, $DisplayFunction."""

import io
import re
import xml.etree.ElementTree as ET

import numpy as np
import pytest

from mathilda import Session
from mathilda.algorithms.graphics.export import render, render_array
from mathilda.algorithms.graphics.numeric import real_array

SVG = "{http://www.w3.org/2000/svg}"
BLUE = (94, 129, 181)          # RGBColor[0.368417, 0.506779, 0.709798], the default curve


@pytest.fixture(scope="module")
def s():
    return Session()


def svg_tree(data):
    return ET.fromstring(data)


def path_points(d):
    nums = [float(v) for v in re.findall(r"-?\d+(?:\.\d+)?(?:e-?\d+)?", d)]
    return np.array(nums).reshape(-1, 2)


def plot_area(root):
    g = [e for e in root.iter(SVG + "g") if e.get("id") == "plotarea"][0]
    p = path_points(g.find(SVG + "path").get("d"))
    return p[:, 0].min(), p[:, 0].max(), p[:, 1].min(), p[:, 1].max()


def stroked(root, color):
    return [path_points(p.get("d")) for p in root.iter(SVG + "path")
            if "stroke: %s" % color in (p.get("style") or "")]


def png_pixels(data):
    from PIL import Image
    return np.asarray(Image.open(io.BytesIO(data)).convert("RGB")).astype(int)


def test_svg_curve_is_where_the_function_says(s):
    g = s.evaluate("Plot[Sin[x], {x, 0, 2 Pi}, PlotStyle -> Red]")
    root = svg_tree(g.to_svg())
    assert root.get("width") == "360pt"
    x0, x1, y0, y1 = plot_area(root)
    curves = stroked(root, "#ff0000")
    assert len(curves) == 1 and len(curves[0]) > 40
    pts = curves[0]
    assert (pts[:, 0] >= x0 - 1e-6).all() and (pts[:, 0] <= x1 + 1e-6).all()
    assert (pts[:, 1] >= y0 - 1e-6).all() and (pts[:, 1] <= y1 + 1e-6).all()
    # the plot area covers the plot range padded by Scaled[0.02] in x, Scaled[0.05] in y
    xd0, xd1 = 0 - 0.02 * 2 * np.pi, 2 * np.pi * 1.02
    yd0, yd1 = -1 - 0.1, 1 + 0.1
    xs = xd0 + (pts[:, 0] - x0) / (x1 - x0) * (xd1 - xd0)
    ys = yd1 - (pts[:, 1] - y0) / (y1 - y0) * (yd1 - yd0)      # SVG y grows downwards
    assert np.allclose(ys, np.sin(xs), atol=0.01)


def test_svg_points_counted_and_coloured(s):
    root = svg_tree(s.evaluate("ListPlot[Range[20]]").to_svg())
    uses = [u for u in root.iter(SVG + "use") if "fill: #5e81b5" in (u.get("style") or "")]
    assert len(uses) == 20
    xs = np.array([float(u.get("x")) for u in uses])
    ys = np.array([float(u.get("y")) for u in uses])
    assert np.all(np.diff(xs) > 0) and np.all(np.diff(ys) < 0)    # rising to the right
    assert np.allclose(np.diff(xs), np.diff(xs)[0]) and np.allclose(np.diff(ys),
                                                                    np.diff(ys)[0])


def test_svg_styled_primitives(s):
    root = svg_tree(s.evaluate("Graphics[{Thick, Dashed, Blue, Line[{{0, 0}, {1, 1}}], "
                               "EdgeForm[Red], Green, Rectangle[{2, 0}, {3, 1}]}]").to_svg())
    line = [p for p in root.iter(SVG + "path") if "stroke: #0000ff" in (p.get("style") or
                                                                      "")][0]
    st = line.get("style")
    assert "stroke-width: 2" in st and "stroke-dasharray" in st
    rect = [p for p in list(root.iter(SVG + "path")) + list(root.iter(SVG + "use"))
            if "fill: #00ff00" in (p.get("style") or "")]
    assert rect and "stroke: #ff0000" in rect[0].get("style")


def test_png_size_and_curve_pixels(s):
    g = s.evaluate("Plot[x^2, {x, -1, 1}]")
    px = png_pixels(g.to_png())
    h, w, _ = px.shape
    assert w == 360 and 200 < h < 260
    assert (px != 255).any(axis=2).mean() > 0.01             # not blank
    blue = (np.abs(px - BLUE).sum(axis=2) < 60)
    cols = np.flatnonzero(blue.any(axis=0))
    rows = np.flatnonzero(blue.any(axis=1))
    c0, c1, r0, r1 = cols.min(), cols.max(), rows.min(), rows.max()
    for u in (-0.75, -0.5, 0.25, 0.6):
        c = int(round(c0 + (u + 1) / 2 * (c1 - c0)))
        want = r1 - u * u * (r1 - r0)                          # y = x^2 from 0 to 1
        got = np.flatnonzero(blue[:, c])
        assert abs(got.mean() - want) < 4, u


def test_png_of_primitives_and_resolution(s):
    g = s.evaluate("Graphics[{Red, Disk[]}, ImageSize -> 100]")
    px = png_pixels(g.to_png())
    assert px.shape[:2] == (100, 100)
    assert tuple(px[50, 50]) == (255, 0, 0) and tuple(px[1, 1]) == (255, 255, 255)
    assert png_pixels(g.to_png(resolution=144)).shape[:2] == (200, 200)
    a = render_array(s.evaluate("Graphics3D[{Blue, Sphere[]}]"))
    blueish = (a[:, :, 2] > 100) & (a[:, :, 0] < 60)
    assert blueish.mean() > 0.1


def test_formats(s):
    g = s.evaluate("Plot[Sin[x], {x, 0, 1}]")
    assert render(g, "pdf").startswith(b"%PDF")
    assert render(g, "jpeg")[:3] == b"\xff\xd8\xff"
    assert render(g, "png")[:8] == b"\x89PNG\r\n\x1a\n"
    assert b"<svg" in render(g, "svg")


def test_every_plot_renders(s):
    for text in ["ContourPlot[Sin[x] Cos[y], {x, 0, 3}, {y, 0, 3}]",
                 "DensityPlot[x y, {x, 0, 1}, {y, 0, 1}, PlotLegends -> Automatic]",
                 "RegionPlot[x < y, {x, 0, 1}, {y, 0, 1}]",
                 "Plot3D[Sin[x y], {x, 0, 2}, {y, 0, 2}]",
                 "ParametricPlot3D[{Cos[t], Sin[t], t}, {t, 0, 6}]",
                 "ListPlot3D[{{1, 2}, {3, 4}}]", "ArrayPlot[{{1, 0}, {0, 1}}]",
                 "MatrixPlot[{{1, -2}, {3, 0}}]", "BarChart[{1, 2, 3}]",
                 "PieChart[{1, 2}]", "BoxWhiskerChart[{1, 2, 3, 4}]",
                 "SmoothHistogram[{1, 2, 3}]", "Histogram[{1, 2, 2, 3}]",
                 "Plot[{Sin[x], Cos[x]}, {x, 0, 6}, PlotLegends -> \"Expressions\"]",
                 "GraphicsRow[{Plot[x, {x, 0, 1}], Graphics[Circle[]]}]",
                 "LogLogPlot[x^2, {x, 1, 10}]", "DateListPlot[{1, 2, 3}, {2020, 1, 1}]",
                 "Graphics[{Arrow[{{0, 0}, {1, 1}}], Text[\"a\", {0, 1}], "
                 "BezierCurve[{{0, 0}, {1, 2}, {2, 0}}], Circle[{0, 0}, 1, {0, Pi}], "
                 "Inset[Graphics[Disk[]], {2, 2}]}]",
                 "Graphics3D[{Cuboid[], Cylinder[], Cone[], Tube[{{0, 0, 0}, {1, 1, 1}}, "
                 "0.1], Arrow[{{0, 0, 0}, {1, 0, 0}}], Polygon[{{0, 0, 0}, {1, 0, 0}, "
                 "{0, 1, 0}}]}]",
                 "Graphics[{Triangle[{{0, 0}, {1, 0}, {0, 1}}], Ball[{2, 2}, 1], "
                 "Simplex[{{0, 0}, {1, 1}}]}]"]:
        g = s.evaluate(text)
        assert s.messages == [], text
        px = png_pixels(g.to_png())
        assert (px < 250).any(axis=2).mean() > 0.005, text


def test_output_form_and_embedding(s):
    assert str(s.evaluate("{Plot[x, {x, 0, 1}], Graphics3D[Sphere[]], "
                          "Rasterize[Graphics[Disk[]]]}")) == \
        "{-Graphics-, -Graphics3D-, -Image-}"
    g = s.evaluate("Graphics[Disk[]]")
    assert g._repr_svg_().startswith("<?xml")
    data, meta = g._repr_png_()
    assert data[:4] == b"\x89PNG" and meta == {"width": 360, "height": 360}
    n = s.evaluate("1 + 1")
    assert n._repr_svg_() is None and n._repr_png_() is None
    with pytest.raises(TypeError):
        n.to_png()
    assert g.to_svg(width=100).count(b'width="100pt"') == 1


def test_rasterize(s):
    data = s.evaluate("Rasterize[Graphics[{Red, Disk[]}, ImageSize -> 50], \"Data\"]")
    a = data.array
    assert a.shape == (50, 50, 3) and tuple(a[25, 25]) == (255, 0, 0)


def test_display_function(s):
    s.evaluate("shown = {}; $DisplayFunction = (AppendTo[shown, Head[#]]; #) &")
    try:
        s.evaluate("Plot[x, {x, 0, 1}]")
        s.evaluate("1 + 1")
        s.evaluate("Graphics3D[Sphere[]]")
        assert str(s.evaluate("shown")) == "{Graphics, Graphics3D}"
    finally:
        s.evaluate("$DisplayFunction = Identity")


def test_exact_coordinates_and_options(s):
    g = s.evaluate("Graphics[{Circle[{0, 0}, Sqrt[2]], Point[{Pi, 1/2}]}, "
                   "AspectRatio -> 1/GoldenRatio]")
    px = png_pixels(g.to_png())
    assert px.shape[0] < px.shape[1]                 # 1/GoldenRatio of the width
    assert (px < 200).any(axis=2).any()


def test_no_matplotlib_at_startup():
    import subprocess
    import sys
    code = ("import sys; from mathilda import Session; s = Session(); "
            "s.evaluate('Plot[Sin[x], {x, 0, 1}]; Graphics[Disk[]]'); "
            "print(sorted(m for m in ('matplotlib', 'contourpy', 'PIL') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.stdout.strip() == "[]"


def test_export_and_import(s, tmp_path):
    for ext, magic in (("png", b"\x89PNG"), ("svg", b"<?xml"), ("pdf", b"%PDF"),
                       ("jpg", b"\xff\xd8\xff")):
        f = str(tmp_path / ("p." + ext))
        r = s.evaluate('Export["%s", Plot[Sin[x], {x, 0, 2 Pi}]]' % f)
        assert str(r) == f and s.messages == []
        assert open(f, "rb").read()[:len(magic)] == magic
    f = str(tmp_path / "big.png")
    s.evaluate('Export["%s", Graphics[{Red, Disk[]}], ImageSize -> 200]' % f)
    img = s.evaluate('Import["%s"]' % f)
    assert str(img) == "-Image-" and img.args[0].array.shape[:2] == (200, 200)
    assert tuple(img.args[0].array[100, 100, :3]) == (255, 0, 0)
    f = str(tmp_path / "x.pic")
    assert str(s.evaluate('Export["%s", Graphics[Disk[]], "PNG"]' % f)) == f
    svg = s.evaluate('ExportString[ListPlot[{1, 2, 3}], "SVG"]').value
    root = svg_tree(svg.encode())
    assert len([u for u in root.iter(SVG + "use") if "#5e81b5" in u.get("style", "")]) == 3
    sandboxed = Session(sandbox=True)
    r = sandboxed.evaluate('Export["%s", Graphics[Disk[]]]' % str(tmp_path / "no.png"))
    assert str(r) == "$Failed" and not (tmp_path / "no.png").exists()


def test_display_option_writes_pictures_into_a_new_folder(tmp_path):
    import subprocess
    import sys
    folder = tmp_path / "pictures"
    out = subprocess.run([sys.executable, "-m", "mathilda", "--display", str(folder)],
                         input="Plot[Sin[x], {x, 0, 2 Pi}]\n1 + 1\n", capture_output=True,
                         text=True)
    png = folder / "out-1.png"
    assert "-- picture: %s\nOut[1]= -Graphics-\n" % png in out.stdout
    assert "Out[2]= 2" in out.stdout and sorted(p.name for p in folder.iterdir()) == \
        ["out-1.png"]
    px = png_pixels(png.read_bytes())
    assert px.shape[1] == 360 and (px < 200).any()


def test_plot_labels_sit_right_of_each_curve_end(s):
    g = s.evaluate('Plot[{Sin[x], Cos[x]}, {x, 0, 2 Pi}, PlotLabels -> "Expressions"]')
    texts = [t for t in g.args[0].args if getattr(t, "head", None) is not None and
             str(t.head) == "Text"]
    assert [str(t.args[0]) for t in texts] == ["Sin[x]", "Cos[x]"]
    ends = [real_array(t.args[1]) for t in texts]
    assert np.allclose(ends, [[2 * np.pi, 0], [2 * np.pi, 1]], atol=1e-9)
    root = svg_tree(g.to_svg())
    x0, x1, y0, y1 = plot_area(root)
    xs = [float(t.get("x")) for t in root.iter(SVG + "text")
          if "start" in (t.get("style") or "")]
    assert len(xs) == 2 and all(x > x1 for x in xs)
    labelled = s.evaluate('Plot[{x, x^2}, {x, 0, 1}, PlotLabels -> {"a", None}]')
    assert [str(t) for t in labelled.args[0].args[3:]] == ["Text[a, {1., 1.}, {-1.5, 0}]"]
