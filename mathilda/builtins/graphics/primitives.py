"""Graphics and Graphics3D, and the graphics primitives.

The primitives are inert heads, as in the Wolfram Language: ``Point[{1, 2}]`` stays
``Point[{1, 2}]``; the renderer (mathilda.algorithms.graphics) draws them when they appear
in a ``Graphics`` or ``Graphics3D``, which print as ``-Graphics-`` and ``-Graphics3D-`` in
OutputForm.  Point, Line, Polygon, Rectangle, Disk, Circle, Sphere, Cuboid, Cylinder and
Cone are also regions for the geometry builtins (issue 26), which add their own rules."""

from mathilda.core.registry import symbol_spec

_GRAPHICS_OPTIONS = {
    "AspectRatio": "Automatic", "Axes": "False", "AxesLabel": "None",
    "AxesOrigin": "Automatic", "AxesStyle": "{}", "Background": "None", "BaseStyle": "{}",
    "Epilog": "{}", "Frame": "False", "FrameLabel": "None", "FrameStyle": "{}",
    "FrameTicks": "Automatic", "GridLines": "None", "GridLinesStyle": "{}",
    "ImageSize": "Automatic", "LabelStyle": "{}", "PlotLabel": "None", "PlotRange": "All",
    "PlotRangeClipping": "False", "PlotRangePadding": "Automatic", "Prolog": "{}",
    "Ticks": "Automatic", "TicksStyle": "{}",
}

_GRAPHICS3D_OPTIONS = {
    "AspectRatio": "Automatic", "Axes": "False", "AxesLabel": "None", "Boxed": "True",
    "BoxRatios": "Automatic", "ImageSize": "Automatic", "Lighting": "Automatic",
    "PlotLabel": "None", "PlotRange": "All", "ViewPoint": "{1.3, -2.4, 2.}",
}

symbol_spec(
    "Graphics", options=_GRAPHICS_OPTIONS,
    usage="Graphics[primitives, options] represents a two-dimensional picture: Point, Line, "
          "Polygon, Rectangle, Circle, Disk, Arrow, Text, BezierCurve, Inset, Raster ... "
          "drawn with the directives (colours, Thickness, PointSize, Dashing, EdgeForm, "
          "FaceForm, Opacity) that precede them in their list. It prints as -Graphics-; "
          "Export, ExportString and Rasterize render it.",
    examples=[("Graphics[{Red, Disk[]}]", "-Graphics-"),
              ("Head[Graphics[Circle[]]]", "Graphics"),
              ("Graphics[Line[{{0, 0}, {1, 1}}]][[1]]", "Line[{{0, 0}, {1, 1}}]")])

symbol_spec(
    "Graphics3D", options=_GRAPHICS3D_OPTIONS,
    usage="Graphics3D[primitives, options] represents a three-dimensional picture: Point, "
          "Line, Polygon, Sphere, Cuboid, Cylinder, Cone, Tube, Arrow, Text ... It prints as "
          "-Graphics3D-.",
    examples=[("Graphics3D[Sphere[]]", "-Graphics3D-"),
              ("{Graphics3D[Cuboid[]], Graphics[Disk[]]}", "{-Graphics3D-, -Graphics-}")])

_PRIMS = [
    ("Point", "Point[p] is a point at p; Point[{p1, p2, ...}] a set of points (2D or 3D).",
     "Point[{1, 2}]", "Point[{1, 2}]"),
    ("Line", "Line[{p1, p2, ...}] is the line through the points; Line[{{p1, ...}, {q1, "
             "...}}] several lines.", "Line[{{0, 0}, {1, 1}}]", "Line[{{0, 0}, {1, 1}}]"),
    ("Polygon", "Polygon[{p1, p2, ...}] is the filled polygon with those vertices; "
                "Polygon[{{p1, ...}, {q1, ...}}] several polygons.",
     "Polygon[{{0, 0}, {1, 0}, {0, 1}}]", "Polygon[{{0, 0}, {1, 0}, {0, 1}}]"),
    ("Rectangle", "Rectangle[{xmin, ymin}, {xmax, ymax}] is the filled rectangle with those "
                  "corners; Rectangle[{x, y}] the unit square at {x, y}; Rectangle[] the unit "
                  "square at the origin.", "Rectangle[{0, 0}, {2, 1}]",
     "Rectangle[{0, 0}, {2, 1}]"),
    ("Circle", "Circle[{x, y}, r] is a circle of radius r; Circle[{x, y}, {rx, ry}] an "
               "ellipse; Circle[{x, y}, r, {t1, t2}] an arc; Circle[] the unit circle.",
     "Circle[]", "Circle[]"),
    ("Disk", "Disk[{x, y}, r] is a filled disk of radius r; Disk[{x, y}, {rx, ry}] a filled "
             "ellipse; Disk[{x, y}, r, {t1, t2}] a sector; Disk[] the unit disk.",
     "Disk[{1, 1}, 2]", "Disk[{1, 1}, 2]"),
    ("Arrow", "Arrow[{p1, p2, ...}] is an arrow along the points, its head at the end "
              "(Arrowheads sets the head size and places).", "Arrow[{{0, 0}, {1, 1}}]",
     "Arrow[{{0, 0}, {1, 1}}]"),
    ("Text", "Text[expr, {x, y}] is expr as text centred at {x, y}; Text[expr, {x, y}, "
             "{ox, oy}] places the point {ox, oy} of its box (-1 left/bottom, 1 right/top) "
             "there.", "Text[\"label\", {0, 0}]", "Text[label, {0, 0}]"),
    ("BezierCurve", "BezierCurve[{p1, p2, ...}] is a composite cubic Bezier curve with "
                    "those control points (SplineDegree -> d for another degree).",
     "BezierCurve[{{0, 0}, {1, 1}, {2, 0}}]", "BezierCurve[{{0, 0}, {1, 1}, {2, 0}}]"),
    ("BSplineCurve", "BSplineCurve[{p1, p2, ...}] is a cubic B-spline curve with those "
                     "control points.", "BSplineCurve[{{0, 0}, {1, 1}, {2, 0}}]",
     "BSplineCurve[{{0, 0}, {1, 1}, {2, 0}}]"),
    ("FilledCurve", "FilledCurve[{Line[...], BezierCurve[...], ...}] is the filled region "
                    "bounded by the joined pieces.", "FilledCurve[{Line[{{0, 0}, {1, 0}, "
                    "{0, 1}}]}]", "FilledCurve[{Line[{{0, 0}, {1, 0}, {0, 1}}]}]"),
    ("JoinedCurve", "JoinedCurve[{Line[...], BezierCurve[...], ...}] is one curve made of "
                    "the pieces joined end to end.", "JoinedCurve[{Line[{{0, 0}, {1, 0}}]}]",
     "JoinedCurve[{Line[{{0, 0}, {1, 0}}]}]"),
    ("Inset", "Inset[obj, pos] places a graphic (or any expression, as text) with its centre "
              "at pos in a graphic; Inset[obj, pos, opos, size] puts its point opos at pos "
              "with width size.", "Inset[Graphics[Disk[]], {0, 0}]",
     "Inset[-Graphics-, {0, 0}]"),
    ("Raster", "Raster[{{a11, a12, ...}, ...}] is a rectangular array of gray levels (or "
               "{r, g, b} cells) covering {0, 0} to {columns, rows}; the first row is at the "
               "bottom. Raster[array, {{xmin, ymin}, {xmax, ymax}}] covers that rectangle.",
     "Raster[{{0, 1}, {1, 0}}]", "Raster[{{0, 1}, {1, 0}}]"),
    ("GraphicsComplex", "GraphicsComplex[{p1, p2, ...}, primitives] draws primitives whose "
                        "coordinates are integers i standing for the points pi.",
     "GraphicsComplex[{{0, 0}, {1, 0}, {0, 1}}, Polygon[{1, 2, 3}]]",
     "GraphicsComplex[{{0, 0}, {1, 0}, {0, 1}}, Polygon[{1, 2, 3}]]"),
    ("GraphicsGroup", "GraphicsGroup[primitives] draws the primitives as one group.",
     "GraphicsGroup[{Point[{0, 0}]}]", "GraphicsGroup[{Point[{0, 0}]}]"),
    ("Sphere", "Sphere[{x, y, z}, r] is a sphere of radius r; Sphere[] the unit sphere at "
               "the origin; Sphere[{p1, p2, ...}, r] several.", "Sphere[{0, 0, 0}, 2]",
     "Sphere[{0, 0, 0}, 2]"),
    ("Cuboid", "Cuboid[{xmin, ymin, zmin}, {xmax, ymax, zmax}] is a box with those corners; "
               "Cuboid[p] the unit cube at p.", "Cuboid[{0, 0, 0}]", "Cuboid[{0, 0, 0}]"),
    ("Cylinder", "Cylinder[{p1, p2}, r] is a solid cylinder of radius r along p1 to p2; "
                 "Cylinder[] the one of radius 1 from {0, 0, -1} to {0, 0, 1}.",
     "Cylinder[{{0, 0, 0}, {0, 0, 2}}, 1/2]", "Cylinder[{{0, 0, 0}, {0, 0, 2}}, 1/2]"),
    ("Cone", "Cone[{p1, p2}, r] is a cone with base radius r at p1 and its tip at p2.",
     "Cone[{{0, 0, 0}, {0, 0, 1}}, 1]", "Cone[{{0, 0, 0}, {0, 0, 1}}, 1]"),
    ("Tube", "Tube[{p1, p2, ...}, r] is a tube of radius r around the line through the "
             "points.", "Tube[{{0, 0, 0}, {1, 1, 1}}, 0.1]",
     "Tube[{{0, 0, 0}, {1, 1, 1}}, 0.1]"),
    ("Translate", "Translate[g, {dx, dy}] is the graphic g moved by {dx, dy}; "
                  "Translate[g, {v1, v2, ...}] several copies.",
     "Translate[Disk[], {1, 0}]", "Translate[Disk[], {1, 0}]"),
    ("Rotate", "Rotate[g, theta] is the graphic g rotated by theta radians about the origin; "
               "Rotate[g, theta, {x, y}] about {x, y}.", "Rotate[Rectangle[], Pi/4]",
     "Rotate[Rectangle[], Pi/4]"),
    ("Scale", "Scale[g, s] is the graphic g scaled by s (or {sx, sy}) about the origin; "
              "Scale[g, s, p] about p.", "Scale[Disk[], 2]", "Scale[Disk[], 2]"),
    ("GeometricTransformation", "GeometricTransformation[g, m] is the graphic g transformed "
                                "by the matrix m; GeometricTransformation[g, {m, v}] by the "
                                "affine map x -> m.x + v.",
     "GeometricTransformation[Disk[], {{1, 0}, {0, 2}}]",
     "GeometricTransformation[Disk[], {{1, 0}, {0, 2}}]"),
]

for _name, _usage, _inp, _out in _PRIMS:
    symbol_spec(_name, usage=_usage, examples=[(_inp, _out)])

symbol_spec("Arrowheads",
            usage="Arrowheads[s] is a directive for arrows: heads of size s (a fraction of "
                  "the picture's width, or Small, Medium, Large); Arrowheads[{s1, s2}] heads "
                  "at both ends (a negative size points backwards); Arrowheads[{{s, pos}, "
                  "...}] heads at fractions pos along the arrow.",
            examples=[("Arrowheads[0.05]", "Arrowheads[0.05]")])
