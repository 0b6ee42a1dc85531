"""RegionFunction of Plot, Plot3D, ContourPlot and DensityPlot: the plot is left out where
the function of {x, y} (Plot), {x, y, z} (Plot3D) or {x, y, value} (ContourPlot, DensityPlot)
is not True."""

import pytest

from mathilda.session import Session


@pytest.fixture(scope="module")
def session():
    s = Session()
    s.evaluate("npoly[g_] := Length[Cases[g, Polygon[p_, ___] :> p, Infinity][[1]]]")
    s.evaluate("coords[g_, h_] := Cases[Cases[g, h[p_, ___] :> p, Infinity], "
               "{_Real, _Real}, Infinity]")
    return s


ROWS = [
    ("Options[Plot, RegionFunction]", "{RegionFunction -> (True & )}"),
    ("Options[Plot3D, RegionFunction]", "{RegionFunction -> (True & )}"),
    ("Options[ContourPlot, RegionFunction]", "{RegionFunction -> (True & )}"),
    # Sin[x] > 0 on [0, 10]: the two arches [0, Pi] and [2 Pi, 3 Pi]
    ("g = Plot[Sin[x], {x, 0, 10}, RegionFunction -> Function[{x, y}, y > 0]]; "
     "Length[Cases[g, Line[_], Infinity]]", "2"),
    ("Min[Last /@ coords[g, Line]] >= 0", "True"),
    ("Abs[Max[First /@ coords[g, Line]] - 3 Pi] < 0.05", "True"),
    ("Length[Select[First /@ coords[g, Line], 3.3 < # < 6.1 &]]", "0"),
    # the unit disc of the square: about Pi/4 of the cells
    ("r = npoly[Plot3D[x y, {x, -1, 1}, {y, -1, 1}, "
     "RegionFunction -> Function[{x, y, z}, x^2 + y^2 < 1]]] / "
     "npoly[Plot3D[x y, {x, -1, 1}, {y, -1, 1}]]; 0.7 < r < Pi/4", "True"),
    ("npoly[Plot3D[x y, {x, -1, 1}, {y, -1, 1}, RegionFunction -> Function[{x, y, z}, z > 0]]] "
     "< 0.55 npoly[Plot3D[x y, {x, -1, 1}, {y, -1, 1}]]", "True"),
    ("Max[Norm /@ coords[ContourPlot[x^2 - y^2, {x, -1, 1}, {y, -1, 1}, "
     "RegionFunction -> (#1^2 + #2^2 < 1 &)], Polygon]] <= 1", "True"),
    ("Max[Norm /@ coords[ContourPlot[x^2 - y^2, {x, -1, 1}, {y, -1, 1}], Polygon]] > 1.4",
     "True"),
    ("Head[DensityPlot[Sin[x y], {x, 0, 3}, {y, 0, 3}, "
     "RegionFunction -> Function[{x, y, f}, f > 0]]]", "Graphics"),
    # the default and an explicit True leave the plot whole
    ("npoly[Plot3D[x y, {x, -1, 1}, {y, -1, 1}, RegionFunction -> (True &)]]", "2401"),
]


@pytest.mark.parametrize("src,expected", ROWS)
def test_region_function(session, src, expected):
    assert str(session.evaluate(src)) == expected


def test_density_mask_is_transparent(session):
    """DensityPlot leaves the cells where the function is False out of its Raster (alpha 0),
    here the left half of the square, and colours the rest (alpha 1)."""
    r = session.evaluate(
        "ras = First[Cases[DensityPlot[x, {x, 0, 1}, {y, 0, 1}, PlotPoints -> 10, "
        "RegionFunction -> Function[{x, y, f}, f > 1/2]], Raster[a_, ___] :> a, Infinity]]; "
        "{Dimensions[ras], Union[Flatten[ras[[All, 1 ;; 3, 4]]]], "
        "Union[Flatten[ras[[All, -3 ;;, 4]]]]}")
    assert str(r) == "{{10, 10, 4}, {0.}, {1.}}"
