"""The option names of graphics and plots (PlotRange, AspectRatio, PlotStyle, ...), so that
?PlotRange explains them.  They are symbols only; the renderer and the plots read them."""

from mathilda.core.registry import symbol_spec

_OPTIONS = [
    ("PlotRange", "the range of coordinates shown: Automatic (outlying values clipped), All, "
                  "{ymin, ymax}, {{xmin, xmax}, {ymin, ymax}}, or a number s for {-s, s}",
     "Plot", "{Full, Automatic}"),
    ("AspectRatio", "the ratio of height to width of the plot area (Automatic: the ratio of "
                    "the coordinate ranges)", "Plot", "1/GoldenRatio"),
    ("Axes", "whether to draw axes: True, False or {xaxis, yaxis}", "Plot", "True"),
    ("AxesLabel", "labels for the axes: {xlabel, ylabel} (None for none)", "Plot", "None"),
    ("AxesOrigin", "the point {x, y} where the axes cross (Automatic: the origin when it "
                   "is in range)", "Plot", "Automatic"),
    ("AxesStyle", "the style (colour, thickness) of the axes", "Graphics", "{}"),
    ("BaseStyle", "the base font and style of the text in a graphic", "Graphics", "{}"),
    ("Epilog", "primitives drawn after (on top of) the main ones", "Plot", "{}"),
    ("Prolog", "primitives drawn before (under) the main ones", "Plot", "{}"),
    ("Frame", "whether to draw a frame around the plot: True, False, or {{left, right}, "
              "{bottom, top}}", "Plot", "False"),
    ("FrameLabel", "labels for the frame's edges: {bottom, left} or {{left, right}, "
                   "{bottom, top}}", "Plot", "None"),
    ("FrameStyle", "the style of the frame", "Graphics", "{}"),
    ("FrameTicks", "the ticks on the frame (Automatic, None, or lists per edge)",
     "Graphics", "Automatic"),
    ("GridLines", "lines across the plot: None, Automatic (at the ticks), or {xlist, "
                  "ylist}", "Plot", "None"),
    ("GridLinesStyle", "the style of the grid lines", "Graphics", "{}"),
    ("ImageSize", "the width (or {width, height}) of the picture in printer's points; Tiny, "
                  "Small, Medium, Large", "Plot", "Automatic"),
    ("ImagePadding", "the room around the plot area (accepted; computed from the labels)",
     None, "All"),
    ("LabelStyle", "the style of tick and axes labels (a font size, a colour ...)",
     "Graphics", "{}"),
    ("PlotLabel", "a label above the plot", "Plot", "None"),
    ("PlotRangeClipping", "whether primitives are cut at the plot range", "Plot", "True"),
    ("PlotRangePadding", "how far beyond the plot range to extend: Scaled[s] (a fraction), "
                         "a value, None", "Graphics", "Automatic"),
    ("Ticks", "the tick marks: Automatic, None, {xticks, yticks}, lists of positions or "
              "{position, label} pairs", "Plot", "Automatic"),
    ("TicksStyle", "the style of the ticks and their labels", "Graphics", "{}"),
    ("PlotStyle", "the style of the curves: a directive, or a list used in turn for several "
                  "curves", "Plot", "Automatic"),
    ("PlotPoints", "the number of initial sample points (50 for Plot, a grid for 2D "
                   "and 3D plots)", "Plot", "Automatic"),
    ("MaxRecursion", "how many times the sampling may be refined where the curve bends "
                     "(Automatic: 6)", "Plot", "Automatic"),
    ("Exclusions", "where a curve is broken: Automatic (poles and jumps found while "
                   "sampling), None, or a list of points or equations x == x0", "Plot",
     "Automatic"),
    ("ExclusionsStyle", "the style for the breaks of a curve (accepted; breaks are left "
                        "empty)", "Plot", "None"),
    ("Filling", "filling under curves: None, Axis, Bottom, Top, a value, or {i -> target}",
     "Plot", "None"),
    ("FillingStyle", "the style of the filling (Automatic: the curve's colour, "
                     "translucent)", "Plot", "Automatic"),
    ("PlotLegends", "legends for the curves: \"Expressions\", a list of labels, "
                    "Placed[legend, pos]", "Plot", "None"),
    ("Mesh", "the mesh drawn on a curve (All: the sample points) or surface (a number of "
             "lines each way)", "Plot", "None"),
    ("MeshStyle", "the style of the mesh", "Plot3D", "Automatic"),
    ("PlotMarkers", "the markers for points: None (dots) or a glyph such as \"*\"",
     "ListPlot", "None"),
    ("Joined", "whether to join the points of a list plot by lines", "ListPlot", "False"),
    ("DataRange", "the x range the values of a list of heights are spread over",
     "ListPlot", "Automatic"),
    ("BoxRatios", "the proportions of a 3D picture's bounding box", "Plot3D", "{1, 1, 0.4}"),
    ("Boxed", "whether to draw the bounding box of a 3D picture", "Plot3D", "True"),
    ("ViewPoint", "the point in space the 3D picture is seen from", "Plot3D",
     "{1.3, -2.4, 2.}"),
    ("Lighting", "the lighting of 3D surfaces (Automatic; None for flat colours)", "Plot3D",
     "Automatic"),
    ("ColorFunction", "how to colour a plot by value: a gradient name such as \"Rainbow\"",
     "DensityPlot", "Automatic"),
    ("Contours", "the contour levels: a number of levels or a list of values",
     "ContourPlot", "Automatic"),
    ("ContourShading", "whether to shade the bands between contours", "ContourPlot",
     "Automatic"),
    ("ContourStyle", "the style of the contour lines", "ContourPlot", "Automatic"),
    ("BoundaryStyle", "the style of a region's boundary", "RegionPlot", "Automatic"),
    ("ChartStyle", "the colours of bars, sectors and boxes: a colour, a list, a gradient "
                   "name", "BarChart", "Automatic"),
    ("ChartLabels", "labels for bars or sectors", "BarChart", "None"),
    ("ChartLegends", "legends for the datasets of a chart", "BarChart", "None"),
    ("BarOrigin", "where bars start: Bottom, or Left for horizontal bars", "BarChart",
     "Bottom"),
    ("ImageResolution", "the resolution of a rasterized picture in dots per inch",
     "Rasterize", "72"),
]

for _name, _what, _owner, _default in _OPTIONS:
    if _owner is None:
        _ex = ("%s -> %s" % (_name, _default), "%s -> %s" % (_name, _default))
    else:
        _ex = ("Options[%s, %s]" % (_owner, _name), "{%s -> %s}" % (_name, _default))
    symbol_spec(_name, usage="%s is an option for graphics functions: %s." % (_name, _what),
                examples=[_ex])
