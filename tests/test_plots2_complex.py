"""ComplexContourPlot, ComplexRegionPlot, ComplexVectorPlot, ComplexStreamPlot,
ComplexArrayPlot, MandelbrotSetPlot, JuliaSetPlot: the structure of the pictures."""

from tests.support import check_rows

ROWS = [
    ("Head[ComplexContourPlot[Abs[z], {z, -1 - I, 1 + I}]]", "Graphics"),
    # z = x + I y: the contour Re[z] == 1/2 is the vertical line x = 1/2
    ("Union[Round[Cases[ComplexContourPlot[Re[z] == 1/2, {z, -1 - I, 1 + I}], "
     "Line[p_] :> p[[All, 1]], Infinity] // Flatten, 10^-6]]", "{1/2}"),
    ("PlotRange /. Options[ComplexContourPlot[Re[z^2] == 0, {z, 2}]]",
     "{{-2., 2.}, {-2., 2.}}"),
    ("Count[ComplexContourPlot[{Re[z] == 0, Im[z] == 0}, {z, 1}], _Line, Infinity]", "2"),
    ("ComplexContourPlot[Abs[z], {z, I}]", "ComplexContourPlot[Abs[z], {z, I}]",
     ["ComplexContourPlot::crange: {z, I} is not a range {z, zmin, zmax} with complex "
      "corners zmin and zmax that differ in their real and in their imaginary parts, nor "
      "{z, n}."]),
    ("Count[ComplexRegionPlot[Abs[z] < 1, {z, 2}], _Polygon, Infinity] > 0", "True"),
    # the field of f = I: every arrow points up
    ("Union[Cases[ComplexVectorPlot[I, {z, 1}, VectorPoints -> 3], Arrow[{{a_, b_}, {c_, "
     "d_}}] :> {Round[c - a, 10^-9], Sign[d - b]}, Infinity]]", "{{0, 1}}"),
    ("Count[ComplexVectorPlot[{z, 2 z}, {z, 1}, VectorPoints -> 3], _Arrow, Infinity]",
     "16"),   # no arrow at z = 0, where both fields vanish
    ("Head[ComplexStreamPlot[z, {z, 1}]]", "Graphics"),
    ("Dimensions[Cases[ComplexArrayPlot[Table[x + I y, {y, 3}, {x, 4}]], Raster[a_, ___] "
     ":> a, Infinity][[1]]]", "{3, 4, 4}"),
    # row 1 is at the top: the top-left cell is 1 (hue 0: red)
    ("Round[Cases[ComplexArrayPlot[{{1, I}, {-1, -I}}], Raster[a_, ___] :> a[[2, 1, "
     "{1, 2, 3}]], Infinity][[1]], 0.01]", "{0.9, 0.1, 0.1}"),
    ("Last[Cases[ComplexArrayPlot[{{1, None}}], Raster[a_, ___] :> a[[1, 2]], "
     "Infinity][[1]]]", "0."),
    ("Count[ComplexArrayPlot[{{1, 2}}, Mesh -> True], _Line, Infinity]", "1"),
    ("ComplexArrayPlot[{1, 2}]", "ComplexArrayPlot[{1, 2}]",
     ["ComplexArrayPlot::carr: {1, 2} is not a rectangular array of complex numbers."]),
    ("Dimensions[Cases[MandelbrotSetPlot[{-2 - I, 1 + I}, PlotPoints -> 30], "
     "Raster[a_, ___] :> a, Infinity][[1]]]", "{20, 30, 4}"),
    # the centre pixel of a box around 0 is in the set (black), a corner far outside is not
    ("With[{a = Cases[MandelbrotSetPlot[{-0.1 - 0.1 I, 0.1 + 0.1 I}, PlotPoints -> 11], "
     "Raster[a_, ___] :> a, Infinity][[1]]}, {a[[6, 6, {1, 2, 3}]], a[[1, 1, 4]]}]",
     "{{0., 0., 0.}, 1.}"),
    ("Total[Flatten[Cases[MandelbrotSetPlot[{1 + I, 2 + 2 I}, PlotPoints -> 10], "
     "Raster[a_, ___] :> a[[All, All, 1]], Infinity]]] > 0", "True"),
    ("MandelbrotSetPlot[MaxIterations -> 0]", "MandelbrotSetPlot[MaxIterations -> 0]",
     ["MandelbrotSetPlot::maxit: The value 0 of MaxIterations is not a positive integer."]),
    ("PlotRange /. Options[JuliaSetPlot[I, {-2 - 2 I, 2 + 2 I}, PlotPoints -> 20]]",
     "{{-2., 2.}, {-2., 2.}}"),
    # c = 0: the Julia set is the unit circle; its pixels lie at radius about 1
    ("With[{a = Cases[JuliaSetPlot[0, {-1.5 - 1.5 I, 1.5 + 1.5 I}, PlotPoints -> 61], "
     "Raster[a_, ___] :> a[[All, All, 4]], Infinity][[1]]}, Round[Max[Abs[Norm[# - {31, "
     "31}] / 20.33 - 1] & /@ Position[a, 1.]], 0.1] <= 0.1]", "True"),
    ("JuliaSetPlot[x]", "JuliaSetPlot[x]", ["JuliaSetPlot::cpar: x is not a complex number."]),
]


def test_rows():
    check_rows(ROWS)
