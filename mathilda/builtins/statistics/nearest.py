"""Nearest: the elements of a list nearest to a point (numbers, vectors, strings), and the
NearestFunction that Nearest[data] gives."""

from mathilda.algorithms.lists.common import is_list, make_list
from mathilda.builtins.statistics.descriptive import value
from mathilda.core.expr import Complex, Expression, Integer, S, String
from mathilda.core.registry import builtin


# --- Nearest ---------------------------------------------------------------------------------

NEARD = ("The default distance function does not give a real numeric distance when applied "
         "to the point pair `1` and `2`.")


def _edit_distance(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


def _num(x):
    """A Python number (Fraction, float or complex) for a numeric atom, else None."""
    v = value(x)
    if v is not None:
        return v
    if type(x) is Complex:
        re, im = value(x.re), value(x.im)
        if re is not None and im is not None:
            return complex(float(re), float(im))
    return None


def _distance(a, b):
    """The default distance of two points (squared for vectors, exact when possible), or
    None when it is not a real number."""
    if type(a) is String and type(b) is String:
        return _edit_distance(a.value, b.value)
    if is_list(a) and is_list(b):
        if len(a.args) != len(b.args):
            return None
        total = 0
        for x, y in zip(a.args, b.args):
            u, v = _num(x), _num(y)
            if u is None or v is None:
                return None
            total += abs(u - v) ** 2
        return total
    u, v = _num(a), _num(b)
    if u is None or v is None:
        return None
    return abs(u - v)


def _nearest_spec(ev, expr, spec):
    """(count or None for all, radius or None) from n, {n, r}, {All, r}, or None."""
    def radius(r):
        if r is S.Infinity:
            return None, True
        v = value(r)
        return (v, True) if v is not None and v >= 0 else (None, False)

    if type(spec) is Integer and spec.value >= 0:
        return spec.value, None
    if spec is S.All:
        return None, None
    if is_list(spec) and len(spec.args) == 2:
        k, r = spec.args
        rv, ok = radius(r)
        if not ok:
            return False
        if type(k) is Integer and k.value >= 0:
            return k.value, rv
        if k is S.All:
            return None, rv
    return False


def _custom_distance(ev, dfun, p, x):
    """The value of dfun[p, x] as a real Python number, or None."""
    d = ev.call(dfun, p, x)
    v = _num(d)
    if v is None:
        v = _num(ev.call("N", d))
    return v if v is not None and not isinstance(v, complex) else None


def _nearest_one(ev, points, vals, x, count, radius, dfun=S.Automatic):
    keyed = []
    custom = dfun is not S.Automatic
    for i, p in enumerate(points):
        # the default distance is squared for vectors: the same order
        d = _custom_distance(ev, dfun, p, x) if custom else _distance(p, x)
        if d is None:
            if custom:
                ev.message("Nearest", "nearuf", dfun, x, p)
            else:
                ev.message("Nearest", "neard", x, p)
            return None
        keyed.append((d, i))
    if radius is not None:
        keyed = [(d, i) for d, i in keyed
                 if d <= (radius * radius if is_list(points[i]) and not custom else radius)]
    keyed.sort()
    if count is None and radius is None:
        if not keyed:
            return make_list(())
        chosen = [i for d, i in keyed if d == keyed[0][0]]
    else:
        chosen = [i for _, i in (keyed if count is None else keyed[:count])]
    return make_list(vals[i] for i in chosen)


class NearestFunctionExpr(Expression):
    """``NearestFunction[{n, d}, <>]``: n points of dimension d (1 for numbers and strings);
    ``data`` is the first argument of the Nearest call that made it."""

    __slots__ = ("data", "dfun")

    def __init__(self, data, n, d, dfun=S.Automatic):
        Expression.__init__(self, S.NearestFunction,
                            (make_list((Integer(n), Integer(d))), String("<>")))
        self.data = data
        self.dfun = dfun

    def __reduce__(self):
        return (_nearest_function, (self.data, self.dfun))

    def __eq__(self, other):
        return self is other or (isinstance(other, NearestFunctionExpr) and
                                 self.data == other.data and self.dfun == other.dfun)

    def __ne__(self, other):
        return not self.__eq__(other)

    def __hash__(self):
        h = self._hash
        if h is None:
            h = self._hash = hash(("NearestFunction", self.data, self.dfun))
        return h


def _nearest_function(data, dfun=S.Automatic):
    points = _points_of(data)
    if points is None:
        return None
    first = points[0][0] if points[0] else None
    d = len(first.args) if first is not None and is_list(first) else 1
    return NearestFunctionExpr(data, len(points[0]), d, dfun)


def _points_of(data):
    """(points, values) of the data forms Nearest accepts, or None."""
    if is_list(data) and data.args and all(
            isinstance(a, Expression) and a.head is S.Rule and len(a.args) == 2
            for a in data.args):
        return [a.args[0] for a in data.args], [a.args[1] for a in data.args]
    if is_list(data):
        return list(data.args), list(data.args)
    if isinstance(data, Expression) and data.head is S.Rule and len(data.args) == 2 and \
            is_list(data.args[0]):
        points = list(data.args[0].args)
        v = data.args[1]
        if v is S.Automatic:
            return points, [Integer(i + 1) for i in range(len(points))]
        if is_list(v) and len(v.args) == len(points):
            return points, list(v.args)
    return None


@builtin("NearestFunction", sub=True,
         usage="NearestFunction[{n, d}, <>] represents a function that finds the nearest of "
               "n points of dimension d, made by Nearest[data]; nf[x] gives the data nearest "
               "to x, nf[x, n] the n nearest, nf[x, {n, r}] at most n within radius r.",
         examples=[("nf = Nearest[{1, 2, 4, 8}]; nf[3]", "{2, 4}"),
                   ("Nearest[{{0, 0}, {1, 1}, {2, 3}}]", "NearestFunction[{3, 2}, <>]"),
                   ("Nearest[{1, 5, 9} -> {a, b, c}][6, 2]", "{b, c}")])
def nearest_function(ev, expr):
    f = expr.head
    if not isinstance(f, NearestFunctionExpr) or not 1 <= len(expr.args) <= 2:
        return None
    extra = () if f.dfun is S.Automatic else (
        Expression(S.Rule, (S.DistanceFunction, f.dfun)),)
    return ev.call("Nearest", f.data, *(expr.args + extra))


@builtin("Nearest", nargs=(1, 3), options={"DistanceFunction": "Automatic"},
         messages={"neard": NEARD,
                   "nearuf": "The distance function `1` does not give a real numeric "
                             "distance when applied to the point pair `2` and `3`."},
         usage="Nearest[{e1, e2, ...}, x] gives the list of the ei nearest to x (all of them "
               "at the least distance): numbers by absolute difference, vectors by Euclidean "
               "distance, strings by edit distance. Nearest[list, x, n] gives the n nearest "
               "(nearest first); Nearest[list, x, {n, r}] at most n within distance r. "
               "Nearest[{e1 -> v1, ...}, x] and Nearest[{e1, ...} -> {v1, ...}, x] give the "
               "vi; Nearest[list -> Automatic, x] the positions. Nearest[data] gives a "
               "NearestFunction, nf[x] = Nearest[data, x]. DistanceFunction -> f measures "
               "with f (ManhattanDistance, EditDistance, a pure function, ...).",
         examples=[("Nearest[{1, 2, 4, 8}, 3]", "{2, 4}"),
                   ("Nearest[{1, 2, 4, 8}, 5, 2]", "{4, 2}"),
                   ("Nearest[{{0, 0}, {1, 1}, {2, 3}}, {1.4, 2}]", "{{1, 1}}"),
                   ("Nearest[{\"cat\", \"dog\", \"cot\"}, \"cut\"]", "{cat, cot}"),
                   ("Nearest[{1 -> a, 5 -> b, 9 -> c}, 6]", "{b}"),
                   ("Nearest[{10, 20, 30} -> Automatic, 21]", "{2}"),
                   ("Nearest[{1, 2, 3, 10}, 2, {All, 1}]", "{2, 1, 3}"),
                   ("Nearest[{{0, 0}, {2, 2}, {3, 0}}, {1, 1}, DistanceFunction -> "
                    "ChessboardDistance]", "{{0, 0}, {2, 2}}"),
                   ("Nearest[{\"abc\", \"xbd\"}, \"abd\", DistanceFunction -> "
                    "HammingDistance]", "{abc, xbd}"),
                   ("Nearest[{1, 2}, a]", "Nearest[{1, 2}, a]",
                    ["Nearest::neard: The default distance function does not give a real "
                     "numeric distance when applied to the point pair a and 1."])])
def nearest(ev, expr):
    args, opts = ev.split_options(expr)
    dfun = opts.get("DistanceFunction", S.Automatic)
    data = args[0]
    if len(args) == 1:
        return _nearest_function(data, dfun)
    pv = _points_of(data)
    if pv is None:
        return None
    points, vals = pv
    count, radius = None, None
    if len(args) == 3:
        spec = _nearest_spec(ev, expr, args[2])
        if spec is False:
            return None
        count, radius = spec
    x = args[1]
    if is_list(x) and points and not is_list(points[0]) and all(
            _num(p) is not None for p in points):
        out = [_nearest_one(ev, points, vals, xi, count, radius, dfun) for xi in x.args]
        return None if any(r is None for r in out) else make_list(out)
    return _nearest_one(ev, points, vals, x, count, radius, dfun)
