"""Derived regions: TransformedRegion[reg, f] and BooleanRegion[bfunc, {reg1, ...}], and
``derived(ev, name, reg, ...)``, through which RegionMember, RegionMeasure (Area, Volume,
ArcLength), RegionCentroid, RegionBounds, RegionDimension, RegionEmbeddingDimension and
DiscretizeRegion handle them (the algorithms: algorithms/geometry/transformed.py and
boolean_regions.py in this area)."""

from mathilda.algorithms.geometry import transformed as TR
from mathilda.builtins.geometry import boolean_regions as BR
from mathilda.algorithms.geometry.calc import to_list
from mathilda.core.expr import Expression, Integer, S, TRUE
from mathilda.core.registry import builtin, symbol_spec

__all__ = ["derived", "NOT_DERIVED"]

NOT_DERIVED = object()


@builtin("TransformedRegion", nargs=2,
         usage="TransformedRegion[reg, f] represents the region {f[p] : p in reg}; an affine "
               "TransformationFunction f maps polytopes, boxes, parallelotopes and (under "
               "diagonal maps and similarities) disks, balls, circles and spheres to regions "
               "of the same kind at once.",
         examples=[("TransformedRegion[Disk[], TranslationTransform[{1, 1}]]", "Disk[{1, 1}]"),
                   ("TransformedRegion[Rectangle[], ShearingTransform[Pi/4, {1, 0}, {0, 1}]]",
                    "Parallelogram[{0, 0}, {{1, 0}, {1, 1}}]"),
                   ("TransformedRegion[Triangle[], RotationTransform[Pi/2]]",
                    "Triangle[{{0, 0}, {0, 1}, {-1, 0}}]"),
                   ("TransformedRegion[Circle[], ScalingTransform[{2, 1}]]",
                    "Circle[{0, 0}, {2, 1}]"),
                   ("Area[TransformedRegion[Disk[], ShearingTransform[Pi/4, {1, 0}, {0, 1}]]]",
                    "Pi"),
                   ("RegionBounds[TransformedRegion[Disk[], "
                    "ShearingTransform[Pi/4, {1, 0}, {0, 1}]]]",
                    "{{-Sqrt[2], Sqrt[2]}, {-1, 1}}"),
                   ("Area[TransformedRegion[Disk[], {#[[1]], #[[2]] + #[[1]]^2} &]]", "Pi")])
def transformed_region(ev, expr):
    reg, f = expr.args
    ab = TR.affine_parts(ev, f)
    if ab is None:
        return None
    if isinstance(reg, Expression) and reg.head is S.TransformedRegion and \
            len(reg.args) == 2 and TR.affine_parts(ev, reg.args[1]) is not None:
        m = ev.call("Dot", ab[2], reg.args[1].args[0])
        return Expression(S.TransformedRegion, (reg.args[0], Expression(
            S.TransformationFunction, (m,))))
    return TR.explicit(ev, reg, ab[0], ab[1])


symbol_spec("BooleanRegion", attributes=("Protected", "ReadProtected"),
            usage="BooleanRegion[bfunc, {reg1, reg2, ...}] represents the points p for which "
                  "bfunc[p in reg1, p in reg2, ...] is True (And, Or, Xor, Not, Nand, Nor, "
                  "a pure Boolean function, ...).",
            examples=[("RegionMember[BooleanRegion[Xor, {Disk[], Disk[{1, 0}]}], "
                       "{{-1/2, 0}, {1/2, 0}}]", "{True, False}"),
                      ("Area[BooleanRegion[And, {Disk[], Disk[{1, 0}]}]]",
                       "-Sqrt[3]/2 + (2 Pi)/3"),
                      ("Area[BooleanRegion[Xor, {Disk[], Disk[{1, 0}]}]]",
                       "Sqrt[3] + (2 Pi)/3"),
                      ("Area[BooleanRegion[#1 && !#2 &, {Rectangle[{0, 0}, {2, 2}], "
                       "Rectangle[{1, 1}, {3, 3}]}]]", "3"),
                      ("Volume[BooleanRegion[Or, {Cuboid[], Cuboid[{1/2, 1/2, 1/2}]}]]",
                       "15/8"),
                      ("RegionBounds[BooleanRegion[Or, {Disk[], Rectangle[{0, 0}, {3, 1}]}]]",
                       "{{-1, 3}, {-1, 1}}")])


@builtin("RegionSymmetricDifference", nargs=(1, None),
         usage="RegionSymmetricDifference[reg1, reg2, ...] gives the points in an odd number "
               "of the regions, BooleanRegion[Xor[#1, #2, ...] &, {reg1, reg2, ...}].",
         examples=[("RegionSymmetricDifference[Disk[], Disk[{1, 0}]]",
                    "BooleanRegion[#1 ⊻ #2 & , {Disk[], Disk[{1, 0}]}]"),
                   ("Area[RegionSymmetricDifference[Rectangle[{0, 0}, {2, 2}], "
                    "Rectangle[{1, 1}, {3, 3}]]]", "6"),
                   ("RegionSymmetricDifference[Disk[]]", "Disk[]")])
def region_symmetric_difference(ev, expr):
    if len(expr.args) == 1:
        return expr.args[0]
    return BR.boolean_region(ev, "Xor", expr.args)


def _integral(ev):
    from mathilda.builtins.geometry.regions import _integral as integral

    def run(reg, fn):
        return integral(ev, reg, fn)[2]
    return run


def _inner_dims(ev, reg):
    d = ev.call("RegionDimension", reg)
    e = ev.call("RegionEmbeddingDimension", reg)
    if type(d) is not Integer or type(e) is not Integer:
        return None
    return d.value, e.value


def _transformed(ev, name, reg, rest):
    inner, f = reg.args
    dims = _inner_dims(ev, inner)
    if dims is None:
        return None
    if name in ("RegionDimension", "RegionEmbeddingDimension"):
        r = TR.dimensions(ev, inner, f, *dims)
        return None if r is None else Integer(r[0 if name == "RegionDimension" else 1])
    if name == "RegionMember":
        pts = to_list(rest[0])
        if pts is None:
            return None
        single = not isinstance(pts[0], list)
        pts = [pts] if single else pts
        if not all(isinstance(p, list) and all(ev.evaluate(Expression(
                S.NumericQ, (v,))) is TRUE for v in p) for p in pts):
            return None
        r = TR.member(ev, inner, f, pts)
        if r is None or isinstance(r, Expression) and r.head is S.RegionMember:
            return None
        return r.args[0] if single else r
    if name == "RegionMeasure":
        dim = rest[0]
        img = TR.dimensions(ev, inner, f, *dims)
        if img is not None and dim is not None and img[0] != dim:
            return S.Undefined
        return TR.measure(ev, inner, f, dims[0], dims[1], _integral(ev))
    if name == "RegionCentroid":
        return TR.centroid(ev, inner, f, dims[0], dims[1], _integral(ev))
    if name == "RegionBounds":
        return TR.bounds(ev, inner, f)
    return None


def derived(ev, name, reg, *rest):
    """name[reg, ...] for a TransformedRegion or BooleanRegion reg (None: not computed),
    or NOT_DERIVED for any other reg."""
    if not isinstance(reg, Expression):
        return NOT_DERIVED
    if reg.head is S.TransformedRegion and len(reg.args) == 2:
        return _transformed(ev, name, reg, rest)
    if reg.head is S.BooleanRegion and len(reg.args) == 2:
        return BR.region_function(ev, name, reg, rest)
    return NOT_DERIVED


def derived_cells(ev, reg, cells_of):
    """(coords, cells) of a derived region given cells_of(reg) for its parts, or None for
    another region (raises what cells_of raises)."""
    if not isinstance(reg, Expression) or len(reg.args) != 2:
        return None
    if reg.head is S.TransformedRegion:
        coords, cells = cells_of(reg.args[0])
        return TR.map_coords(ev, reg.args[1], coords), cells
    return None
