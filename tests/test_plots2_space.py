"""The plots in space from data, fields and slices: their primitives and options."""

from tests.support import check_rows

ROWS = [
    ("Head[ListContourPlot3D[Table[x^2 + y^2 + z^2, {z, -1, 1, 0.25}, {y, -1, 1, 0.25}, "
     "{x, -1, 1, 0.25}], Contours -> {1}]]", "Graphics3D"),
    # the level surface x + y + z == 6 of values at x = i, y = j, z = k
    ("Union[Round[Total /@ Cases[ListContourPlot3D[Table[i + j + k, {k, 3}, {j, 3}, {i, 3}], "
     "Contours -> {6}], GraphicsComplex[p_, ___] :> p, Infinity][[1]], 10^-9]]", "{6}"),
    ("Count[ListContourPlot3D[Table[i + j + k, {k, 3}, {j, 3}, {i, 3}], Contours -> {4, "
     "6}], _GraphicsComplex, Infinity]", "2"),
    ("PlotRange /. Options[ListContourPlot3D[Table[i + j + k, {k, 3}, {j, 4}, {i, 5}]]]",
     "{{1., 5.}, {1., 4.}, {1., 3.}}"),
    ("PlotRange /. Options[ListContourPlot3D[Flatten[Table[{x, y, z, x + y + z}, {x, 0, "
     "1}, {y, 0, 2}, {z, 0, 3}], 2]]]", "{{0., 1.}, {0., 2.}, {0., 3.}}"),
    ("ListContourPlot3D[{1, 2}]", "ListContourPlot3D[{1, 2}]",
     ["ListContourPlot3D::arr3: {1, 2} is not a rectangular 3D array of numbers or a list "
      "of {x, y, z, f} values."]),
    ("Count[ListDensityPlot3D[Table[x, {z, 3}, {y, 3}, {x, 3}]], _Point, Infinity] > 0",
     "True"),
    ("Cases[ArrayPlot3D[{{{1, 0}, {0, 2}}}], Cuboid[a_, b_] :> {a, b}, Infinity]",
     "{{{1, 1, 0}, {2, 2, 1}}, {{0, 0, 0}, {1, 1, 1}}}"),
    ("Cases[ArrayPlot3D[{{{1, 0}, {0, 2}}}], {GrayLevel[g_], __Cuboid} :> g, Infinity]",
     "{0.2, 0.6}"),
    ("BoxRatios /. Options[ArrayPlot3D[Table[1, {2}, {3}, {4}]]]", "{4, 3, 2}"),
    ("Cases[DiscretePlot3D[i j, {i, 2}, {j, 2}], Point[p_] :> p, Infinity]",
     "{{{1., 1., 1.}, {1., 2., 2.}, {2., 1., 2.}, {2., 2., 4.}}}"),
    ("Cases[DiscretePlot3D[i - j, {i, 0, 4, 2}, {j, {0, 1}}], Point[p_] :> p[[All, 3]], "
     "Infinity]", "{{0., -1., 2., 1., 4., 3.}}"),
    ("Count[DiscretePlot3D[i, {i, 2}, {j, 2}, Filling -> None], _Line, Infinity]", "0"),
    ("Count[DiscretePlot3D[{i, -i}, {i, 2}, {j, 2}], _Point, Infinity]", "2"),
    ("DiscretePlot3D[i, {i, 3}]", "DiscretePlot3D[i, {i, 3}]",
     ["DiscretePlot3D::argrx: DiscretePlot3D called with 2 arguments; 3 arguments are "
      "expected."]),
    ("Cases[Histogram3D[{{0.5, 0.5}, {0.5, 0.7}, {1.5, 0.5}}, {0, 2, 1}], Cuboid[a_, b_] "
     ":> {a, b}, Infinity]", "{{{0., 0., 0}, {1., 1., 2}}, {{1., 0., 0}, {2., 1., 1}}}"),
    ("Cases[Histogram3D[{{0.5, 0.5}, {0.5, 0.7}, {1.5, 0.5}, {1.5, 1.5}}, {0, 2, 1}, "
     "\"Probability\"], Cuboid[_, {_, _, h_}] :> h, Infinity]", "{0.5, 0.25, 0.25}"),
    ("Total[Cases[Histogram3D[{{1, 2}, {2, 3}, {2.5, 3.5}, {4, 1}}], Cuboid[_, {_, _, h_}] "
     ":> h, Infinity]]", "4"),
    ("Histogram3D[{1, 2}]", "Histogram3D[{1, 2}]",
     ["Histogram3D::pairs: {1, 2} is not a list of {x, y} pairs of numbers."]),
    ("Count[SmoothHistogram3D[{{0, 0}, {1, 1}, {1, 0}}, 0.5, Mesh -> None], _Line, "
     "Infinity]", "0"),
    # the estimate integrates to about 1 over its grid
    ("With[{g = SmoothHistogram3D[{{0, 0}, {1, 1}}, 0.3]}, Round[Max[Cases[g, "
     "GraphicsComplex[p_, ___] :> p[[All, 3]], Infinity]], 0.01]]", "0.88"),
    ("Count[ListSurfacePlot3D[{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {1, 1, 0.1}}], _Polygon, "
     "Infinity]", "1"),
    ("Length[Cases[ListSurfacePlot3D[{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {1, 1, 0.1}}], "
     "Polygon[t_] :> t, Infinity][[1]]]", "2"),
    # points on a sphere: the hull, a closed surface of 2 n - 4 triangles
    ("Length[Cases[ListSurfacePlot3D[N[{{0, 0, 1}, {0, 0, -1}, {1, 0, 0}, {-1, 0, 0}, {0, "
     "1, 0}, {0, -1, 0}}]], Polygon[t_] :> t, Infinity][[1]]]", "8"),
    ("ListSurfacePlot3D[{{1, 2}}]", "ListSurfacePlot3D[{{1, 2}}]",
     ["ListSurfacePlot3D::pts3: {{1, 2}} is not a list of at least four {x, y, z} "
      "points."]),
    ("Count[VectorPlot3D[{1, 0, 0}, {x, 0, 1}, {y, 0, 1}, {z, 0, 1}, VectorPoints -> 2], "
     "_Arrow, Infinity]", "8"),
    ("Count[VectorPlot3D[{1, 0, 0}, {x, 0, 1}, {y, 0, 1}, {z, 0, 1}], _Arrow, Infinity]",
     "343"),
    ("Union[Cases[VectorPlot3D[{0, 0, 1}, {x, 0, 1}, {y, 0, 1}, {z, 0, 1}, VectorPoints -> "
     "2], Arrow[{a_, b_}] :> Round[b - a, 10^-9], Infinity]]", "{{0, 0, 2/5}}"),
    ("VectorPlot3D[{x, y}, {x, 0, 1}, {y, 0, 1}, {z, 0, 1}]",
     "VectorPlot3D[{x, y}, {x, 0, 1}, {y, 0, 1}, {z, 0, 1}]",
     ["VectorPlot3D::vec3: {x, y} is not a vector of three components."]),
    ("Head[VectorPlot3D[{x, y, z}, {x, 0, 1}, {y, 0, 1}, {z, 0, 1}, PlotLegends -> "
     "Automatic]]", "Legended"),
    ("Count[ListVectorPlot3D[Table[{1, 1, 1}, {2}, {2}, {2}]], _Arrow, Infinity]", "8"),
    ("Count[ListVectorPlot3D[{{{0, 0, 0}, {1, 0, 0}}, {{1, 1, 1}, {0, 1, 0}}, {{2, 0, 1}, "
     "{0, 0, 1}}}], _Arrow, Infinity]", "3"),
    ("ListVectorPlot3D[{1, 2}]", "ListVectorPlot3D[{1, 2}]",
     ["ListVectorPlot3D::vdata: {1, 2} is not an array of 3-vectors or a list of {{x, y, "
      "z}, {vx, vy, vz}} pairs."]),
    # a uniform field along x: every streamline is straight, from x = 0 to x = 1
    ("Union[Flatten[Cases[StreamPlot3D[{1, 0, 0}, {x, 0, 1}, {y, 0, 1}, {z, 0, 1}], "
     "Arrow[p_] :> Round[{Max[p[[All, 1]]] - Min[p[[All, 1]]], Max[p[[All, 2]]] - "
     "Min[p[[All, 2]]]}, 0.05], Infinity]]]", "{0., 1.}"),
    ("Count[SliceDensityPlot3D[x, {x == 0, y == 0.5}, {x, -1, 1}, {y, -1, 1}, {z, -1, 1}], "
     "_GraphicsComplex, Infinity]", "2"),
    ("Count[SliceDensityPlot3D[x, \"CenterPlanes\", {x, -1, 1}, {y, -1, 1}, {z, -1, 1}], "
     "_GraphicsComplex, Infinity]", "3"),
    # the plane y == 0.5 is sampled at y = 0.5
    ("Union[Cases[SliceDensityPlot3D[x, y == 0.5, {x, -1, 1}, {y, -1, 1}, {z, -1, 1}, "
     "PlotPoints -> 3], GraphicsComplex[p_, ___] :> p[[All, 2]], Infinity][[1]]]", "{0.5}"),
    ("Count[SliceDensityPlot3D[x, {\"ZStackedPlanes\", 4}, {x, -1, 1}, {y, -1, 1}, {z, -1, "
     "1}], _GraphicsComplex, Infinity]", "4"),
    ("SliceDensityPlot3D[x, \"Planes\", {x, 0, 1}, {y, 0, 1}, {z, 0, 1}]",
     "SliceDensityPlot3D[x, Planes, {x, 0, 1}, {y, 0, 1}, {z, 0, 1}]",
     ["SliceDensityPlot3D::slice: \"Planes\" is not a slice specification "
      "(\"CenterPlanes\", \"BackPlanes\", \"XStackedPlanes\" ..., x == c or a list of "
      "equations)."]),
    ("Count[SliceContourPlot3D[x, z == 0, {x, 0, 1}, {y, 0, 1}, {z, 0, 1}, Contours -> "
     "{0.5}], _Line, Infinity]", "1"),
    ("Union[Round[Flatten[Cases[SliceContourPlot3D[x, z == 0, {x, 0, 1}, {y, 0, 1}, {z, 0, "
     "1}, Contours -> {0.5}], Line[p_] :> p[[All, 1]], Infinity]], 10^-9]]", "{1/2}"),
]


def test_rows():
    check_rows(ROWS)
