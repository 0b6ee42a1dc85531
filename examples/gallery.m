(* A gallery of pictures: plots, 3D, charts, and ArrayPlot of padded arrays, each exported
   to a PNG file.  Run it with:

       mathilda examples/gallery.m [DIR]

   The pictures go to DIR (made if needed), or to a new temporary folder; the script prints
   each file name as it writes it. *)

dir = If[Length[$ScriptCommandLine] > 1, $ScriptCommandLine[[2]], CreateDirectory[]];
If[! DirectoryQ[dir], CreateDirectory[dir]];
n = 0;
save[name_, g_] := (n++; Print[Export[FileNameJoin[{dir,
    IntegerString[n, 10, 2] <> "-" <> name <> ".png"}], g]]);

(* functions of one variable *)
save["plot", Plot[{Sin[x], Cos[x]}, {x, 0, 2 Pi}, PlotLegends -> "Expressions"]];
save["filling", Plot[{Sin[x] + x/2, Sin[x] + x}, {x, 0, 10}, Filling -> {1 -> {2}}]];
save["poles", Plot[Tan[x], {x, -2 Pi, 2 Pi}]];
save["oscillation", Plot[Sin[1/x], {x, -1, 1}, PlotStyle -> Red]];
save["log", LogPlot[{Exp[x], x^10}, {x, 1, 20}, AxesLabel -> {"x", "y"}]];
save["parametric", ParametricPlot[{Sin[3 t], Cos[5 t]}, {t, 0, 2 Pi}]];
save["polar", PolarPlot[Sin[4 t], {t, 0, 2 Pi}, PlotStyle -> Thick]];

(* data *)
save["listplot", ListPlot[{Table[Prime[k], {k, 30}], Table[k Log[k], {k, 30}]},
  PlotLabel -> "primes and n log n"]];
save["listlineplot", ListLinePlot[Table[{t, BesselJ[0, t]}, {t, 0, 20, 0.2}],
  Frame -> True, GridLines -> Automatic, FrameLabel -> {"t", "J0(t)"}]];
save["datelistplot", DateListPlot[Accumulate[Table[Sin[k/5.], {k, 100}]], {2024, 1, 1}]];

(* two variables *)
save["contour", ContourPlot[Sin[x] Cos[y], {x, 0, 2 Pi}, {y, 0, 2 Pi},
  PlotLegends -> Automatic]];
save["implicit", ContourPlot[{x^2 + y^2 == 4, x^3 - 2 x == y}, {x, -3, 3}, {y, -3, 3}]];
save["density", DensityPlot[Sin[x y], {x, 0, 3}, {y, 0, 3}, ColorFunction -> "Rainbow"]];
save["region", RegionPlot[x^2 + y^3 < 2 && x + y < 1, {x, -2, 2}, {y, -2, 2}]];

(* three dimensions *)
save["plot3d", Plot3D[Sin[x] Cos[y], {x, 0, 2 Pi}, {y, 0, 2 Pi}, AxesLabel -> {x, y, z}]];
save["surface", ParametricPlot3D[{(2 + Cos[v]) Cos[u], (2 + Cos[v]) Sin[u], Sin[v]},
  {u, 0, 2 Pi}, {v, 0, 2 Pi}, Mesh -> None]];
save["solids", Graphics3D[{Red, Sphere[{0, 0, 0}, 1], Blue, Cuboid[{1.5, -0.5, -0.5},
  {2.5, 0.5, 0.5}], Green, Cylinder[{{-2.5, 0, -1}, {-2.5, 0, 1}}, 0.5], Orange,
  Cone[{{0, 2.5, -1}, {0, 2.5, 1}}, 0.7]}]];

(* charts *)
SeedRandom[1];
save["histogram", Histogram[Table[Total[RandomReal[1, 4]], {2000}]]];
save["charts", GraphicsRow[{BarChart[{{3, 5, 2}, {4, 1, 6}}, ChartLabels -> {"A", "B"}],
  PieChart[{3, 2, 1}, ChartLegends -> {"one", "two", "three"}],
  BoxWhiskerChart[{RandomReal[1, 50], RandomReal[{0.5, 2}, 50]}]}]];

(* arrays: ArrayPad's padding schemes, seen *)
m = Table[Mod[i + j, 4], {i, 4}, {j, 4}];
save["arraypad", GraphicsGrid[{{ArrayPlot[ArrayPad[m, 3]], ArrayPlot[ArrayPad[m, 3,
  "Periodic"]], ArrayPlot[ArrayPad[m, 3, "Reflected"]]}}]];
save["matrix", MatrixPlot[Table[Sin[i j / 20.], {i, 30}, {j, 30}]]];

(* primitives and directives *)
save["primitives", Graphics[{{Opacity[0.5], Blue, Disk[{0, 0}, 1]}, {Red, Thick,
  Circle[{1, 0}, 1]}, {EdgeForm[Black], Yellow, Rectangle[{-1.5, -1.5}, {-0.5, -0.5}]},
  {Green, Polygon[{{1, -1}, {2, -1.5}, {2, -0.5}}]}, {Dashed, Line[{{-2, 1}, {2, 1.5}}]},
  {Arrowheads[0.05], Arrow[{{-1.5, 0.5}, {-0.2, 1.2}}]}, Text[Style["Graphics",
  14, Bold], {0, -1.7}], {PointSize[0.03], Purple, Point[{{1.5, 1}, {1.8, 0.8}}]}},
  Frame -> True, PlotLabel -> "primitives"]];

Print[n, " pictures in ", dir]
