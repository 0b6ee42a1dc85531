"""Vectors, angles and coordinate systems: VectorAngle, AngleVector, AnglePath, AnglePath3D,
Midpoint, ToPolarCoordinates, FromPolarCoordinates, ToSphericalCoordinates, FromSphericalCoordinates,
CoordinateTransform, CoordinateTransformData, RollPitchYawMatrix, RollPitchYawAngles,
EulerMatrix, EulerAngles and the constant GoldenAngle.  Exact for exact input; a list of
points is converted point by point."""

from mathilda.algorithms.geometry import coordinates as CO
from mathilda.algorithms.geometry.calc import Calc, from_list, to_list
from mathilda.core.expr import Expression, Integer, Real, String, S, Symbol
from mathilda.core.registry import builtin, symbol_spec

_LIST = S.List


def _flat(x):
    """A vector (a list of non-lists) as a Python list, else None."""
    v = to_list(x)
    if v is None or any(isinstance(a, list) for a in v):
        return None
    return v


def _map_points(x, fn, depth_ok=True):
    """fn over the vector x, or over each vector of an array of vectors; None on failure."""
    v = _flat(x)
    if v is not None:
        return fn(v)
    lst = x.args if isinstance(x, Expression) and x.head is _LIST else None
    if not lst or not depth_ok:
        return None
    out = []
    for a in lst:
        r = _map_points(a, fn)
        if r is None:
            return None
        out.append(r)
    return out


def _point_converter(name, dims, conv):
    def fn(ev, expr):
        c = Calc(ev)

        def one(p):
            if (dims is None and len(p) < 2) or (dims is not None and len(p) != dims):
                raise ValueError(p)
            return conv(c, p)
        try:
            r = _map_points(expr.args[0], one)
        except ValueError:
            ev.message(name, "bdpt", expr.args[0])
            return None
        if r is None:
            ev.message(name, "bdpt", expr.args[0])
            return None
        return from_list(r)
    fn.__name__ = name
    return fn


def _bdpt(what):
    return {"bdpt": "`1` is not a list of %s or an array of them." % what}


builtin("ToPolarCoordinates", nargs=1,
        messages=_bdpt("Cartesian coordinates in two or more dimensions"),
        usage="ToPolarCoordinates[{x, y}] gives the polar coordinates {r, θ} of the point "
              "{x, y}; ToPolarCoordinates[{x1, ..., xn}] the hyperspherical coordinates "
              "{r, θ1, ..., θ(n-1)}; an array of points is converted point by point.",
        examples=[("ToPolarCoordinates[{1, 1}]", "{Sqrt[2], Pi/4}"),
                  ("ToPolarCoordinates[{x, y}]", "{Sqrt[x^2 + y^2], ArcTan[x, y]}"),
                  ("ToPolarCoordinates[{x, y, z}]",
                   "{Sqrt[x^2 + y^2 + z^2], ArcCos[x/Sqrt[x^2 + y^2 + z^2]], ArcTan[y, z]}"),
                  ("ToPolarCoordinates[{{1, 0}, {0, -2}}]", "{{1, 0}, {2, -Pi/2}}"),
                  ("ToPolarCoordinates[{1., 2.}]", "{2.23607, 1.10715}"),
                  ("ToPolarCoordinates[{1}]", "ToPolarCoordinates[{1}]",
                   ["ToPolarCoordinates::bdpt: {1} is not a list of Cartesian coordinates "
                    "in two or more dimensions or an array of them."])])(
    _point_converter("ToPolarCoordinates", None, CO.to_polar))
builtin("FromPolarCoordinates", nargs=1,
        messages=_bdpt("polar coordinates in two or more dimensions"),
        usage="FromPolarCoordinates[{r, θ}] gives the Cartesian coordinates {r Cos[θ], "
              "r Sin[θ]}; FromPolarCoordinates[{r, θ1, ..., θ(n-1)}] those of the "
              "hyperspherical coordinates; an array of points is converted point by point.",
        examples=[("FromPolarCoordinates[{r, t}]", "{r Cos[t], r Sin[t]}"),
                  ("FromPolarCoordinates[{2, Pi/3}]", "{1, Sqrt[3]}"),
                  ("FromPolarCoordinates[{r, a, b}]",
                   "{r Cos[a], r Cos[b] Sin[a], r Sin[a] Sin[b]}"),
                  ("FromPolarCoordinates[{{1, 0}, {1, Pi}}]", "{{1, 0}, {-1, 0}}"),
                  ("FromPolarCoordinates[{1., 1.}]", "{0.540302, 0.841471}")])(
    _point_converter("FromPolarCoordinates", None, CO.from_polar))
builtin("ToSphericalCoordinates", nargs=1,
        messages=_bdpt("Cartesian coordinates in three dimensions"),
        usage="ToSphericalCoordinates[{x, y, z}] gives the spherical coordinates {r, θ, φ} "
              "(θ measured from the z axis, φ the azimuth) of the point {x, y, z}.",
        examples=[("ToSphericalCoordinates[{0, 1, 1}]", "{Sqrt[2], Pi/4, Pi/2}"),
                  ("ToSphericalCoordinates[{x, y, z}]",
                   "{Sqrt[x^2 + y^2 + z^2], ArcTan[z, Sqrt[x^2 + y^2]], ArcTan[x, y]}"),
                  ("ToSphericalCoordinates[{1, 1, 0}]", "{Sqrt[2], Pi/2, Pi/4}"),
                  ("ToSphericalCoordinates[{{0, 1, 0}, {0, -1, -3}}]",
                   "{{1, Pi/2, Pi/2}, {Sqrt[10], Pi - ArcTan[1/3], -Pi/2}}"),
                  ("ToSphericalCoordinates[{1, 2}]", "ToSphericalCoordinates[{1, 2}]",
                   ["ToSphericalCoordinates::bdpt: {1, 2} is not a list of Cartesian "
                    "coordinates in three dimensions or an array of them."])])(
    _point_converter("ToSphericalCoordinates", 3, CO.to_spherical))
builtin("FromSphericalCoordinates", nargs=1,
        messages=_bdpt("spherical coordinates in three dimensions"),
        usage="FromSphericalCoordinates[{r, θ, φ}] gives the Cartesian coordinates of the "
              "point of spherical coordinates {r, θ, φ}: {r Cos[φ] Sin[θ], r Sin[θ] Sin[φ], "
              "r Cos[θ]}.",
        examples=[("FromSphericalCoordinates[{r, t, p}]",
                   "{r Cos[p] Sin[t], r Sin[p] Sin[t], r Cos[t]}"),
                  ("FromSphericalCoordinates[{1, Pi/2, Pi/2}]", "{0, 1, 0}"),
                  ("FromSphericalCoordinates[{2, Pi/3, 0}]", "{Sqrt[3], 0, 1}"),
                  ("FromSphericalCoordinates[{{1, 0, 0}, {1, Pi, 0}}]",
                   "{{0, 0, 1}, {0, 0, -1}}")])(
    _point_converter("FromSphericalCoordinates", 3, CO.from_spherical))


# --- named coordinate charts ------------------------------------------------------------------

def _chart_name(x):
    """(name, dimension or None) of "Polar" or {"Polar", n}."""
    if type(x) is String:
        return x.value, None
    v = to_list(x)
    if v and len(v) == 2 and type(v[0]) is String and type(v[1]) is Integer:
        return v[0].value, v[1].value
    return None


def _chart_rule(x):
    """(old, new, dimension or None) of old -> new or {old -> new, n} or
    {old -> new, "Euclidean", n}."""
    dim = None
    if isinstance(x, Expression) and x.head is _LIST and x.args:
        rest = x.args[1:]
        if rest and type(rest[0]) is String and rest[0].value == "Euclidean":
            rest = rest[1:]
        if len(rest) != 1 or type(rest[0]) is not Integer:
            return None
        dim = rest[0].value
        x = x.args[0]
    if not (isinstance(x, Expression) and x.head is S.Rule and len(x.args) == 2):
        return None
    a, b = _chart_name(x.args[0]), _chart_name(x.args[1])
    if a is None or b is None or a[0] not in CO.CHARTS or b[0] not in CO.CHARTS:
        return None
    for d in (a[1], b[1]):
        if d is not None:
            if dim is not None and d != dim:
                return None
            dim = d
    return a[0], b[0], dim


@builtin("CoordinateTransform", nargs=2,
         messages={"bdtrans": "`1` is not a valid coordinate transformation.",
                   "bdpt": "`1` is not a valid point for the transformation `2`."},
         usage="CoordinateTransform[old -> new, pt] converts the point pt (or each point of an "
               "array) from the coordinate chart old to new; the charts are \"Cartesian\", "
               "\"Polar\" (hyperspherical in n dimensions), \"Spherical\" and "
               "\"Cylindrical\" (three dimensions), or {chart, n}.",
         examples=[("CoordinateTransform[\"Cartesian\" -> \"Polar\", {x, y}]",
                    "{Sqrt[x^2 + y^2], ArcTan[x, y]}"),
                   ("CoordinateTransform[\"Polar\" -> \"Cartesian\", {r, t}]",
                    "{r Cos[t], r Sin[t]}"),
                   ("CoordinateTransform[\"Cartesian\" -> \"Cylindrical\", {x, y, z}]",
                    "{Sqrt[x^2 + y^2], ArcTan[x, y], z}"),
                   ("CoordinateTransform[\"Spherical\" -> \"Cylindrical\", {r, t, p}]",
                    "{r Sin[t], p, r Cos[t]}"),
                   ("CoordinateTransform[\"Cartesian\" -> \"Spherical\", {{1, 0, 0}, {0, 1, 1}}]",
                    "{{1, Pi/2, 0}, {Sqrt[2], Pi/4, Pi/2}}"),
                   ("CoordinateTransform[\"Cartesian\" -> \"Elliptic\", {1, 2}]",
                    "CoordinateTransform[Cartesian -> Elliptic, {1, 2}]",
                    ["CoordinateTransform::bdtrans: \"Cartesian\" -> \"Elliptic\" is not a valid "
                     "coordinate transformation."])])
def coordinate_transform(ev, expr):
    spec, pts = expr.args
    t = _chart_rule(spec)
    if t is None:
        ev.message("CoordinateTransform", "bdtrans", spec)
        return None
    old, new, dim = t
    c = Calc(ev)

    def one(p):
        if dim is not None and len(p) != dim:
            return None
        return CO.transform(c, old, new, p)

    def each(p):
        r = one(p)
        if r is None:
            raise ValueError
        return r
    try:
        r = _map_points(pts, each)
    except ValueError:
        r = None
    if r is None:
        ev.message("CoordinateTransform", "bdpt", pts, spec)
        return None
    return from_list(r)


_CTD_PROPS = ("Mapping", "MappingJacobian", "MappingJacobianDeterminant",
              "InverseMappingJacobian", "StandardName")


def _ctd_value(c, old, new, prop, p):
    m = CO.transform(c, old, new, p)
    if m is None:
        return None
    if prop == "Mapping":
        return from_list(m)
    jac = [[c.simplify(c.call("D", f, x)) for x in p] for f in m]
    if prop == "MappingJacobian":
        return from_list(jac)
    if prop == "MappingJacobianDeterminant":
        return c.simplify(c.det(jac))
    return c.simplify(c.call("Inverse", from_list(jac)))


@builtin("CoordinateTransformData", nargs=(1, 3),
         messages={"bdtrans": "`1` is not a valid coordinate transformation.",
                   "notprop": "`1` is not a known property of CoordinateTransformData."},
         usage="CoordinateTransformData[old -> new, prop, {x1, ..., xn}] gives the property "
               "prop of the coordinate transformation from the chart old to new at the "
               "point: \"Mapping\", \"MappingJacobian\", \"MappingJacobianDeterminant\", "
               "\"InverseMappingJacobian\" or \"StandardName\"; without the point, a pure "
               "function of the list of coordinates; CoordinateTransformData[t] the standard "
               "name.",
         examples=[("CoordinateTransformData[\"Polar\" -> \"Cartesian\", \"Mapping\", {r, t}]",
                    "{r Cos[t], r Sin[t]}"),
                   ("CoordinateTransformData[\"Polar\" -> \"Cartesian\", \"MappingJacobian\", "
                    "{r, t}]", "{{Cos[t], -(r Sin[t])}, {Sin[t], r Cos[t]}}"),
                   ("CoordinateTransformData[\"Spherical\" -> \"Cartesian\", "
                    "\"MappingJacobianDeterminant\", {r, t, p}]", "r^2 Sin[t]"),
                   ("CoordinateTransformData[\"Cartesian\" -> \"Polar\", \"Mapping\"][{3, 4}]",
                    "{5, ArcTan[4/3]}"),
                   ("CoordinateTransformData[{\"Cartesian\" -> \"Polar\", 2}]",
                    "{Cartesian -> Polar, Euclidean, 2}"),
                   ("CoordinateTransformData[\"Polar\" -> \"Cartesian\", \"Curvature\", {r, t}]",
                    "CoordinateTransformData[Polar -> Cartesian, Curvature, {r, t}]",
                    ["CoordinateTransformData::notprop: \"Curvature\" is not a known property of "
                     "CoordinateTransformData."])])
def coordinate_transform_data(ev, expr):
    args = expr.args
    if len(args) == 1 and type(args[0]) is String and args[0].value == "Properties":
        return from_list([String(p) for p in _CTD_PROPS])
    t = _chart_rule(args[0])
    if t is None:
        ev.message("CoordinateTransformData", "bdtrans", args[0])
        return None
    old, new, dim = t
    prop = args[1].value if len(args) > 1 and type(args[1]) is String else \
        "StandardName" if len(args) == 1 else None
    if prop not in _CTD_PROPS:
        ev.message("CoordinateTransformData", "notprop", args[1])
        return None
    c = Calc(ev)
    if prop == "StandardName":
        if len(args) == 3:
            pt = _flat(args[2])
            dim = len(pt) if pt is not None else dim
        for name in (old, new):
            if CO.CHARTS[name][2] is not None:
                dim = CO.CHARTS[name][2]
        if dim is None:
            return None
        return from_list([Expression(S.Rule, (String(old), String(new))),
                          String("Euclidean"), Integer(dim)])
    if len(args) == 3:
        p = _flat(args[2])
        if p is None or (dim is not None and len(p) != dim):
            return None
        return _ctd_value(c, old, new, prop, p)
    # a pure function of the list of coordinates
    n = dim
    for name in (old, new):
        if CO.CHARTS[name][2] is not None:
            n = CO.CHARTS[name][2]
    if n is None:
        n = 2
    xs = [Symbol("CoordinateTransformData`x%d" % (i + 1)) for i in range(n)]
    body = _ctd_value(c, old, new, prop, xs)
    if body is None:
        return None
    slot = Expression(S.Slot, (Integer(1),))
    parts = {x: Expression(S.Part, (slot, Integer(i + 1))) for i, x in enumerate(xs)}
    return Expression(S.Function, (_substitute(body, parts),))


def _substitute(e, table):
    if e in table:
        return table[e]
    if isinstance(e, Expression):
        return Expression(_substitute(e.head, table),
                          tuple(_substitute(a, table) for a in e.args))
    return e


# --- angles and vectors -----------------------------------------------------------------------

@builtin("VectorAngle", nargs=2,
         messages={"zvec": "The angle with the zero vector is not defined: `1`."},
         usage="VectorAngle[u, v] gives the angle between the vectors u and v, "
               "ArcCos[u.v/(Norm[u] Norm[v])], between 0 and Pi.",
         examples=[("VectorAngle[{1, 0}, {0, 1}]", "Pi/2"),
                   ("VectorAngle[{1, 1, 0}, {1, 0, 0}]", "Pi/4"),
                   ("VectorAngle[{1, 2}, {3, 4}]", "ArcCos[11/(5 Sqrt[5])]"),
                   ("VectorAngle[{1., 0.}, {-1., 1.}]", "2.35619"),
                   ("VectorAngle[{0, 0}, {1, 2}]", "VectorAngle[{0, 0}, {1, 2}]",
                    ["VectorAngle::zvec: The angle with the zero vector is not defined: "
                     "{0, 0}."]),
                   ("VectorAngle[{a, b}, {c, d}]",
                    "ArcCos[(a c + b d)/(Sqrt[Abs[a]^2 + Abs[b]^2] Sqrt[Abs[c]^2 + "
                    "Abs[d]^2])]")])
def vector_angle(ev, expr):
    u, v = _flat(expr.args[0]), _flat(expr.args[1])
    if u is None or v is None or len(u) != len(v) or not u:
        return None
    c = Calc(ev)
    nu, nv = c.call("Norm", expr.args[0]), c.call("Norm", expr.args[1])
    for x, nx in ((expr.args[0], nu), (expr.args[1], nv)):
        if c.true(Expression(S.Equal, (nx, Integer(0)))):
            ev.message("VectorAngle", "zvec", x)
            return None
    if any(type(a) is Real for a in u + v):
        import math
        try:
            x = [complex(ev.call("N", a).to_python()) for a in u]
            y = [complex(ev.call("N", a).to_python()) for a in v]
        except (TypeError, ValueError, AttributeError):
            x = y = None
        if x is not None and all(a.imag == 0 for a in x + y):
            x = [a.real for a in x]
            y = [a.real for a in y]
            # the stable form 2 ArcTan[|u |v| - v |u||, |u |v| + v |u||]
            a, b = math.sqrt(sum(t * t for t in x)), math.sqrt(sum(t * t for t in y))
            if a == 0 or b == 0:
                return None
            d1 = [p * b - q * a for p, q in zip(x, y)]
            d2 = [p * b + q * a for p, q in zip(x, y)]
            return Real(2 * math.atan2(math.sqrt(sum(t * t for t in d1)),
                                       math.sqrt(sum(t * t for t in d2))))
    return c.call("ArcCos", c.div(c.dot(u, v), c.mul(nu, nv)))


@builtin("AngleVector", nargs=(1, 2),
         usage="AngleVector[θ] gives the unit vector {Cos[θ], Sin[θ]}; AngleVector[{r, θ}] "
               "the vector of length r; AngleVector[{r, θ, φ}] the 3D vector at azimuth θ and "
               "elevation φ; AngleVector[p, spec] the point p plus that vector.",
         examples=[("AngleVector[Pi/3]", "{1/2, Sqrt[3]/2}"),
                   ("AngleVector[{2, t}]", "{2 Cos[t], 2 Sin[t]}"),
                   ("AngleVector[{1, 2}, Pi/2]", "{1, 3}"),
                   ("AngleVector[{r, t, p}]", "{r Cos[p] Cos[t], r Cos[p] Sin[t], r Sin[p]}"),
                   ("AngleVector[{1, 1, 1}, {1, 0, Pi/2}]", "{1, 1, 2}")])
def angle_vector(ev, expr):
    c = Calc(ev)
    spec = expr.args[-1]
    sl = _flat(spec)
    if sl is None:
        if isinstance(spec, Expression) and spec.head is _LIST:
            return None
        sl = [Integer(1), spec]
    if len(sl) == 2:
        r, t = sl
        v = [c.mul(r, c.call("Cos", t)), c.mul(r, c.call("Sin", t))]
    elif len(sl) == 3:
        r, t, p = sl
        cp = c.call("Cos", p)
        v = [c.mul(r, cp, c.call("Cos", t)), c.mul(r, cp, c.call("Sin", t)),
             c.mul(r, c.call("Sin", p))]
    else:
        return None
    if len(expr.args) == 2:
        p = _flat(expr.args[0])
        if p is None or len(p) != len(v):
            return None
        v = c.vadd(p, v)
    return from_list(v)


def _angle_path_start(x):
    """(point, angle) of the initial specification of AnglePath, or None."""
    z = Integer(0)
    v = to_list(x)
    if v is None:
        return [z, z], x
    if len(v) == 2 and not any(isinstance(a, list) for a in v):
        return v, z
    if len(v) == 2 and isinstance(v[0], list) and len(v[0]) == 2 and \
            not isinstance(v[1], list):
        return v[0], v[1]
    return None


@builtin("AnglePath", nargs=(1, 2),
         usage="AnglePath[{θ1, θ2, ...}] gives the points of the path that starts at {0, 0} "
               "and takes unit steps, turning by θi before step i; AnglePath[{{r1, θ1}, ...}] "
               "takes steps of lengths ri; AnglePath[θ0, steps], AnglePath[{x, y}, steps] "
               "and AnglePath[{{x, y}, θ0}, steps] start at the angle θ0 and the point "
               "{x, y}.",
         examples=[("AnglePath[{0, Pi/2, Pi/2}]", "{{0, 0}, {1, 0}, {1, 1}, {0, 1}}"),
                   ("AnglePath[{{2, 0}, {1, Pi/2}}]", "{{0, 0}, {2, 0}, {2, 1}}"),
                   ("AnglePath[Pi/2, {0, Pi/2}]", "{{0, 0}, {0, 1}, {-1, 1}}"),
                   ("AnglePath[{{1, 1}, Pi}, {0, 0}]", "{{1, 1}, {0, 1}, {-1, 1}}"),
                   ("AnglePath[{t}]", "{{0, 0}, {Cos[t], Sin[t]}}"),
                   ("AnglePath[{0.5, 0.5}]", "{{0., 0.}, {0.877583, 0.479426}, "
                    "{1.41788, 1.3209}}")])
def angle_path(ev, expr):
    steps = to_list(expr.args[-1])
    if steps is None:
        return None
    start = _angle_path_start(expr.args[0]) if len(expr.args) == 2 else \
        ([Integer(0), Integer(0)], Integer(0))
    if start is None:
        return None
    (x, y), th = start
    pairs = []
    for s in steps:
        if isinstance(s, list):
            if len(s) != 2 or any(isinstance(a, list) for a in s):
                return None
            pairs.append(s)
        else:
            pairs.append([Integer(1), s])
    if not ev.check_size(2 * len(pairs), "AnglePath"):
        return None
    every = [x, y, th] + [a for p in pairs for a in p]
    if all(type(a) in (Real, Integer) for a in every) and any(type(a) is Real for a in every):
        import numpy as np
        arr = np.array([float(a.value) for a in every[3:]]).reshape(-1, 2)
        ang = float(th.value) + np.cumsum(arr[:, 1])
        px = float(x.value) + np.concatenate(([0.0], np.cumsum(arr[:, 0] * np.cos(ang))))
        py = float(y.value) + np.concatenate(([0.0], np.cumsum(arr[:, 0] * np.sin(ang))))
        return from_list([[Real(float(a)), Real(float(b))] for a, b in zip(px, py)])
    c = Calc(ev)
    out = [[x, y]]
    for r, t in pairs:
        th = c.add(th, t)
        x = c.add(x, c.mul(r, c.call("Cos", th)))
        y = c.add(y, c.mul(r, c.call("Sin", th)))
        out.append([x, y])
    return from_list(out)


@builtin("Midpoint", nargs=1,
         usage="Midpoint[{p1, p2}] gives the midpoint of the segment from p1 to p2; "
               "Midpoint[Line[{p1, p2}]] the same.",
         examples=[("Midpoint[{{0, 0}, {2, 4}}]", "{1, 2}"),
                   ("Midpoint[Line[{{1, 2, 3}, {2, 2, 2}}]]", "{3/2, 2, 5/2}"),
                   ("Midpoint[{{a, b}, {c, d}}]", "{(a + c)/2, (b + d)/2}"),
                   ("Midpoint[{{0., 1.}, {1., 0.}}]", "{0.5, 0.5}")])
def midpoint(ev, expr):
    x = expr.args[0]
    if isinstance(x, Expression) and x.head is S.Line and len(x.args) == 1:
        x = x.args[0]
    pts = to_list(x)
    if pts is None or len(pts) != 2 or not all(isinstance(p, list) for p in pts) or \
            len(pts[0]) != len(pts[1]):
        return None
    c = Calc(ev)
    return from_list(c.mean(pts))


symbol_spec("GoldenAngle", attributes=("Constant", "Protected", "ReadProtected"),
            usage="GoldenAngle is the golden angle (3 - Sqrt[5]) Pi, the smaller angle that "
                  "divides the full turn in the golden ratio; numerically about 2.39996.",
            examples=[("N[GoldenAngle]", "2.39996"), ("N[GoldenAngle, 20]",
                                                      "2.3999632297286533222"),
                      ("NumericQ[GoldenAngle]", "True"),
                      ("GoldenAngle/Degree // N", "137.508")])


# --- rotation conventions ---------------------------------------------------------------------

def _angles_axes(ev, expr, default):
    a = _flat(expr.args[0])
    if a is None or len(a) != 3:
        return None
    axes = default
    if len(expr.args) == 2:
        ax = _flat(expr.args[1])
        if ax is None or len(ax) != 3 or any(type(i) is not Integer or
                                             not 1 <= i.value <= 3 for i in ax):
            return None
        axes = tuple(i.value for i in ax)
    return a, axes


def _matrix_arg(x):
    m = to_list(x)
    if m is None or len(m) != 3 or not all(isinstance(r, list) and len(r) == 3 for r in m):
        return None
    return m


@builtin("RollPitchYawMatrix", nargs=(1, 2),
         usage="RollPitchYawMatrix[{α, β, γ}] gives the rotation matrix of the rotations by "
               "α about the z axis, then β about the y axis, then γ about the x axis, all "
               "fixed (axes {3, 2, 1}); RollPitchYawMatrix[{α, β, γ}, {a, b, c}] about the "
               "fixed axes a, b, c: RotationMatrix[γ, ec].RotationMatrix[β, eb]."
               "RotationMatrix[α, ea].",
         examples=[("RollPitchYawMatrix[{Pi/2, 0, 0}]", "{{0, -1, 0}, {1, 0, 0}, {0, 0, 1}}"),
                   ("RollPitchYawMatrix[{0, 0, t}]",
                    "{{1, 0, 0}, {0, Cos[t], -Sin[t]}, {0, Sin[t], Cos[t]}}"),
                   ("RollPitchYawMatrix[{Pi/2, Pi/2, 0}]",
                    "{{0, 0, 1}, {1, 0, 0}, {0, 1, 0}}"),
                   ("RollPitchYawMatrix[{Pi/2, Pi/2, 0}, {1, 2, 3}]",
                    "{{0, 1, 0}, {0, 0, -1}, {-1, 0, 0}}")])
def roll_pitch_yaw_matrix(ev, expr):
    r = _angles_axes(ev, expr, (3, 2, 1))
    if r is None:
        return None
    return from_list(CO.rpy_matrix(Calc(ev), *r))


@builtin("EulerMatrix", nargs=(1, 2),
         usage="EulerMatrix[{α, β, γ}] gives the rotation matrix of the Euler angles α, β, γ "
               "about the z, y and z axes: RotationMatrix[α, ez].RotationMatrix[β, ey]."
               "RotationMatrix[γ, ez]; EulerMatrix[{α, β, γ}, {a, b, c}] about the axes a, b, "
               "c.",
         examples=[("EulerMatrix[{Pi/2, 0, 0}]", "{{0, -1, 0}, {1, 0, 0}, {0, 0, 1}}"),
                   ("EulerMatrix[{0, Pi/2, 0}]", "{{0, 0, 1}, {0, 1, 0}, {-1, 0, 0}}"),
                   ("EulerMatrix[{Pi/2, Pi/2, 0}, {1, 2, 3}]",
                    "{{0, 0, 1}, {1, 0, 0}, {0, 1, 0}}"),
                   ("EulerMatrix[{a, 0, b}] // Simplify",
                    "{{Cos[a + b], -Sin[a + b], 0}, {Sin[a + b], Cos[a + b], 0}, {0, 0, 1}}")])
def euler_matrix(ev, expr):
    r = _angles_axes(ev, expr, (3, 2, 3))
    if r is None:
        return None
    return from_list(CO.euler_matrix(Calc(ev), *r))


def _not_rotation(ev, m):
    """True when the numeric matrix m is certainly not a rotation (m.m^T != 1 or Det[m] !=
    1, to 1e-10 for machine numbers)."""
    import math
    n = ev.call("N", m).to_python()
    try:
        rows = [[complex(v) for v in r] for r in n]
    except (TypeError, ValueError):
        return False
    if any(v.imag for r in rows for v in r):
        return True
    a = [[v.real for v in r] for r in rows]
    for i in range(3):
        for j in range(3):
            dot = sum(a[i][k] * a[j][k] for k in range(3))
            if not math.isclose(dot, 1.0 if i == j else 0.0, abs_tol=1e-10):
                return True
    det = (a[0][0] * (a[1][1] * a[2][2] - a[1][2] * a[2][1]) -
           a[0][1] * (a[1][0] * a[2][2] - a[1][2] * a[2][0]) +
           a[0][2] * (a[1][0] * a[2][1] - a[1][1] * a[2][0]))
    return not math.isclose(det, 1.0, abs_tol=1e-10)


def _angles_builtin(name, default, solver, usage, examples):
    @builtin(name, nargs=(1, 2), usage=usage, examples=examples,
             messages={"bdax": "The axes `1` repeat a neighbouring axis.",
                       "rot": "The matrix `1` is not a rotation matrix."})
    def fn(ev, expr):
        m = _matrix_arg(expr.args[0])
        if m is None:
            return None
        if _not_rotation(ev, expr.args[0]):
            ev.message(name, "rot", expr.args[0])
            return None
        axes = default
        if len(expr.args) == 2:
            ax = _flat(expr.args[1])
            if ax is None or len(ax) != 3 or any(type(i) is not Integer or
                                                 not 1 <= i.value <= 3 for i in ax):
                return None
            axes = tuple(i.value for i in ax)
        c = Calc(ev)
        r = solver(c, m, axes)
        if r is None:
            ev.message(name, "bdax", expr.args[1])
            return None
        return from_list([c.simplify(x) if not any(type(v) is Real for row in m for v in row)
                          else x for x in r])
    fn.__name__ = name
    return fn


_angles_builtin("RollPitchYawAngles", (3, 2, 1), CO.rpy_angles,
                "RollPitchYawAngles[m] gives the angles {α, β, γ} with "
                "RollPitchYawMatrix[{α, β, γ}] == m for the rotation matrix m (β between "
                "-Pi/2 and Pi/2); RollPitchYawAngles[m, {a, b, c}] for the axes a, b, c.",
                [("RollPitchYawAngles[RollPitchYawMatrix[{Pi/3, Pi/4, Pi/6}]]",
                  "{Pi/3, Pi/4, Pi/6}"),
                 ("RollPitchYawAngles[{{0, -1, 0}, {1, 0, 0}, {0, 0, 1}}]", "{Pi/2, 0, 0}"),
                 ("RollPitchYawAngles[RollPitchYawMatrix[{1/2, -1/3, 2}, {1, 2, 3}], "
                  "{1, 2, 3}]", "{1/2, -1/3, 2}"),
                 ("RollPitchYawAngles[RollPitchYawMatrix[{0.1, 0.2, 0.3}]]",
                  "{0.1, 0.2, 0.3}")])
_angles_builtin("EulerAngles", (3, 2, 3), CO.euler_angles,
                "EulerAngles[m] gives the Euler angles {α, β, γ} with EulerMatrix[{α, β, γ}] "
                "== m for the rotation matrix m (β between 0 and Pi); EulerAngles[m, {a, b, "
                "c}] for the axes a, b, c.",
                [("EulerAngles[EulerMatrix[{Pi/3, Pi/4, Pi/6}]]", "{Pi/3, Pi/4, Pi/6}"),
                 ("EulerAngles[{{0, -1, 0}, {1, 0, 0}, {0, 0, 1}}]", "{Pi/2, 0, 0}"),
                 ("EulerAngles[EulerMatrix[{1, 2, 3}, {1, 2, 1}], {1, 2, 1}]", "{1, 2, 3}"),
                 ("EulerAngles[EulerMatrix[{0.1, 0.2, 0.3}, {1, 2, 3}], {1, 2, 3}]",
                  "{0.1, 0.2, 0.3}"),
                 ("EulerAngles[{{1, 2, 3}, {4, 5, 6}, {7, 8, 9}}]",
                  "EulerAngles[{{1, 2, 3}, {4, 5, 6}, {7, 8, 9}}]",
                  ["EulerAngles::rot: The matrix {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}} is not a "
                   "rotation matrix."]),
                 ("EulerAngles[IdentityMatrix[3], {1, 1, 2}]",
                  "EulerAngles[{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, {1, 1, 2}]",
                  ["EulerAngles::bdax: The axes {1, 1, 2} repeat a neighbouring axis."])])


def _rotation_step(s):
    """("euler", [a, b, c]) or ("matrix", m) for a rotation of AnglePath3D, else None."""
    if isinstance(s, list) and len(s) in (2, 3) and not any(isinstance(a, list) for a in s):
        return "euler", list(s) + ([Integer(0)] if len(s) == 2 else [])
    if isinstance(s, list) and len(s) == 3 and all(isinstance(r, list) and len(r) == 3 and
                                                   not any(isinstance(a, list) for a in r)
                                                   for r in s):
        return "matrix", s
    return None


def _path3d_step(s):
    """(length, rotation) of a step of AnglePath3D, else None."""
    rot = _rotation_step(s)
    if rot is not None:
        return Integer(1), rot
    if isinstance(s, list) and len(s) == 2 and not isinstance(s[0], list):
        rot = _rotation_step(s[1])
        if rot is not None:
            return s[0], rot
    return None


def _machine_path3d(start, frame, steps):
    import numpy as np

    def rz(t):
        return np.array([[np.cos(t), -np.sin(t), 0], [np.sin(t), np.cos(t), 0], [0, 0, 1]])

    def ry(t):
        return np.array([[np.cos(t), 0, np.sin(t)], [0, 1, 0], [-np.sin(t), 0, np.cos(t)]])
    p = np.array([float(a.value) for a in start])
    f = np.array([[float(a.value) for a in r] for r in frame])
    out = [p.copy()]
    for r, (kind, rot) in steps:
        if kind == "euler":
            a, b, g = [float(x.value) for x in rot]
            m = rz(a) @ ry(b) @ rz(g)
        else:
            m = np.array([[float(x.value) for x in row] for row in rot])
        f = f @ m
        p = p + float(r.value) * f[:, 0]
        out.append(p.copy())
    return from_list([[Real(float(v)) for v in q] for q in out])


@builtin("AnglePath3D", nargs=(1, 2),
         usage="AnglePath3D[{{α1, β1, γ1}, ...}] gives the points of the path that starts at "
               "{0, 0, 0} and, at each step, rotates the moving frame by the Euler angles "
               "(EulerMatrix[{αi, βi, γi}], about the frame's own axes) and then advances one "
               "unit along the frame's x axis; {αi, βi} takes γi = 0; a step may be a rotation "
               "matrix, or {ri, rot} a step of length ri; AnglePath3D[{x, y, z}, steps] and "
               "AnglePath3D[{{x, y, z}, rot0}, steps] start at {x, y, z} (in the frame rot0).",
         examples=[("AnglePath3D[{{0, 0, 0}, {0, 0, 0}}]", "{{0, 0, 0}, {1, 0, 0}, {2, 0, 0}}"),
                   ("AnglePath3D[{{Pi/2, 0}, {0, -Pi/2}}]",
                    "{{0, 0, 0}, {0, 1, 0}, {0, 1, 1}}"),
                   ("AnglePath3D[{1, 1, 1}, {{2, {0, 0, 0}}}]", "{{1, 1, 1}, {3, 1, 1}}"),
                   ("AnglePath3D[{{{0, -1, 0}, {1, 0, 0}, {0, 0, 1}}}]",
                    "{{0, 0, 0}, {0, 1, 0}}"),
                   ("AnglePath3D[{{0.5, 0.5, 0.}}]", "{{0., 0., 0.}, {0.770151, 0.420735, "
                    "-0.479426}}")])
def angle_path_3d(ev, expr):
    raw = to_list(expr.args[-1])
    if raw is None:
        return None
    steps = [_path3d_step(s) for s in raw]
    if any(s is None for s in steps):
        return None
    z, o = Integer(0), Integer(1)
    start = [z, z, z]
    frame = [[o, z, z], [z, o, z], [z, z, o]]
    c = Calc(ev)
    if len(expr.args) == 2:
        init = to_list(expr.args[0])
        if init is not None and len(init) == 3 and not any(isinstance(a, list) for a in init):
            start = init
        elif init is not None and len(init) == 2 and isinstance(init[0], list) and \
                len(init[0]) == 3 and _rotation_step(init[1]) is not None:
            start = init[0]
            kind, rot = _rotation_step(init[1])
            frame = CO.euler_matrix(c, rot) if kind == "euler" else rot
        else:
            return None
    if not ev.check_size(3 * (len(steps) + 1), "AnglePath3D"):
        return None
    every = start + [a for r in frame for a in r] + [a for r, (k, rot) in steps for a in
                                                     [r] + (rot if k == "euler" else
                                                            [x for row in rot for x in row])]
    if all(type(a) in (Real, Integer) for a in every) and any(type(a) is Real for a in every):
        return _machine_path3d(start, frame, steps)
    p = list(start)
    out = [p]
    for r, (kind, rot) in steps:
        m = CO.euler_matrix(c, rot) if kind == "euler" else rot
        frame = [[c.simplify(x) for x in row] for row in CO.matmul(c, frame, m)]
        p = c.vadd(p, c.vscale(r, [row[0] for row in frame]))
        out.append(p)
    return from_list(out)
