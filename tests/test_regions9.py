"""Round 9 regions: NDEigensystem (eigenfunctions as InterpolatingFunction objects),
BooleanRegion and TransformedRegion (membership, measures, bounds, centroids)."""

import pytest

from mathilda.session import Session

_DIR = "DirichletCondition[u[x] == 0, True]"

EIGEN = [
    ("First[NDEigensystem[{-u''[x], %s}, u[x], {x, 0, Pi}, 4]]" % _DIR, "{1., 4., 9., 16.}"),
    ("Last[NDEigensystem[{-u''[x], %s}, u[x], {x, 0, Pi}, 2]]" % _DIR,
     "{InterpolatingFunction[{{0., 3.14159}}, <>][x], "
     "InterpolatingFunction[{{0., 3.14159}}, <>][x]}"),
    ("Last[NDEigensystem[{-u''[x], %s}, u, {x, 0, 2}, 1]]" % _DIR,
     "{InterpolatingFunction[{{0., 2.}}, <>]}"),
    # the normalisation: the integral of u^2 is 1, so sin(k x) Sqrt[2/Pi]
    ("{vals, funs} = NDEigensystem[{-u''[x], %s}, u, {x, 0, Pi}, 3]; "
     "Chop[Table[f[Pi/2], {f, funs}], 10^-8]" % _DIR, "{0.797885, 0, -0.797885}"),
    ("funs = Last[NDEigensystem[{-u''[x], %s}, u, {x, 0, Pi}, 3]]; "
     "Max[Abs[Table[funs[[2]][t] - Sqrt[2/Pi] Sin[2 t], {t, 0, Pi, 0.1}]]] < 10^-8" % _DIR,
     "True"),
    ("funs = Last[NDEigensystem[{-u''[x], %s}, u, {x, 0, Pi}, 3]]; "
     "Max[Abs[Table[funs[[3]]'[t] - 3 Sqrt[2/Pi] Cos[3 t], {t, 0, Pi, 0.1}]]] < 10^-6" % _DIR,
     "True"),
    ("funs = Last[NDEigensystem[{-u''[x], %s}, u, {x, 0, Pi}, 3]]; "
     "Abs[NIntegrate[funs[[3]][t]^2, {t, 0, Pi}] - 1] < 10^-8" % _DIR, "True"),
    # natural (Neumann) ends: the constant mode 1 and Sqrt[2] Cos[Pi x]
    ("{vals, funs} = NDEigensystem[-u''[x], u[x], {x, 0, 1}, 2]; {vals, funs /. x -> 0}",
     "{{0., 9.8696}, {1., 1.41421}}"),
    # the harmonic oscillator: the ground state Pi^(-1/4) Exp[-x^2/2]
    ("{vals, funs} = NDEigensystem[{-u''[x] + x^2 u[x], %s}, u, {x, -6, 6}, 3]; "
     "{vals, Max[Abs[Table[funs[[1]][t] - Pi^(-1/4) Exp[-t^2/2], {t, -3, 3, 0.37}]]] < 10^-8, "
     "Abs[NIntegrate[funs[[1]][t] funs[[2]][t], {t, -6, 6}]] < 10^-8}" % _DIR,
     "{{1., 3., 5.}, True, True}"),
    # a first-order term: -u'' + u' has eigenvalues 1/4 + k^2 Pi^2
    ("First[NDEigensystem[{-u''[x] + u'[x], %s}, u[x], {x, 0, 1}, 2]]" % _DIR,
     "{10.1196, 39.7284}"),
    ("{vals, funs} = NDEigensystem[{-u''[x], DirichletCondition[u[x] == 0, x == 0]}, u, "
     "{x, 0, Pi}, 2]; {vals, funs[[1]][Pi]}", "{{0.25, 2.25}, 0.797885}"),
]

EIGEN_MESSAGES = [
    ("NDEigensystem[{-u''[x], %s}, u[x], {x, 0, a}, 2]" % _DIR,
     "NDEigensystem::ndlim: Range specification {x, 0, a} is not of the form {x, xmin, "
     "xmax} with numerical xmin < xmax."),
    ("NDEigensystem[{-u''[x], %s}, u[x], {x, 0, 1}, -2]" % _DIR,
     "NDEigensystem::neig: The number of eigenvalues -2 should be a positive integer."),
    ("NDEigensystem[{-u''[x] u[x], %s}, u[x], {x, 0, Pi}, 2]" % _DIR,
     "NDEigensystem::nlin: The operator -(u[x] u''[x]) is not linear in the dependent "
     "variable."),
]


@pytest.fixture(scope="module")
def session():
    return Session()


@pytest.mark.parametrize("text,expected", EIGEN)
def test_ndeigensystem(session, text, expected):
    assert str(session.evaluate(text)) == expected


@pytest.mark.parametrize("text,message", EIGEN_MESSAGES)
def test_ndeigensystem_messages(text, message):
    s = Session()
    r = s.evaluate(text)
    assert r.head_symbol is not None and r.head_symbol.name == "NDEigensystem"
    assert [str(m) for m in s.messages] == [message]


TRANSFORMED = [
    # affine images computed explicitly
    ("TransformedRegion[Disk[], TranslationTransform[{1, 1}]]", "Disk[{1, 1}]"),
    ("TransformedRegion[Disk[{0, 0}, 2], ScalingTransform[{3, 3}]]", "Disk[{0, 0}, 6]"),
    ("TransformedRegion[Rectangle[], ShearingTransform[Pi/4, {1, 0}, {0, 1}]]",
     "Parallelogram[{0, 0}, {{1, 0}, {1, 1}}]"),
    ("TransformedRegion[Rectangle[{0, 0}, {1, 2}], ScalingTransform[{-2, 3}]]",
     "Rectangle[{-2, 0}, {0, 6}]"),
    ("TransformedRegion[Triangle[], RotationTransform[Pi/2]]",
     "Triangle[{{0, 0}, {0, 1}, {-1, 0}}]"),
    ("TransformedRegion[Circle[], ScalingTransform[{2, 1}]]", "Circle[{0, 0}, {2, 1}]"),
    ("TransformedRegion[Cuboid[], RotationTransform[Pi/2, {0, 0, 1}]]",
     "Parallelepiped[{0, 0, 0}, {{0, 1, 0}, {-1, 0, 0}, {0, 0, 1}}]"),
    ("TransformedRegion[Ball[], RotationTransform[Pi/3, {0, 0, 1}]]", "Ball[{0, 0, 0}]"),
    ("TransformedRegion[Line[{{0, 0}, {1, 0}}], TranslationTransform[{0, 2}]]",
     "Line[{{0, 2}, {1, 2}}]"),
    ("ArcLength[TransformedRegion[Circle[], ScalingTransform[{2, 2}]]]", "4 Pi"),
    # a sheared disk stays a TransformedRegion
    ("t = TransformedRegion[Disk[], ShearingTransform[Pi/4, {1, 0}, {0, 1}]]",
     "TransformedRegion[Disk[], TransformationFunction[{{1, 1, 0}, {0, 1, 0}, {0, 0, 1}}]]"),
    ("t = TransformedRegion[Disk[], ShearingTransform[Pi/4, {1, 0}, {0, 1}]]; "
     "{Area[t], RegionMeasure[t], Volume[t], RegionCentroid[t], RegionBounds[t], "
     "RegionDimension[t], RegionEmbeddingDimension[t]}",
     "{Pi, Pi, Undefined, {0, 0}, {{-Sqrt[2], Sqrt[2]}, {-1, 1}}, 2, 2}"),
    ("t = TransformedRegion[Disk[], ShearingTransform[Pi/4, {1, 0}, {0, 1}]]; "
     "{RegionMember[t, {{1, 1/2}, {1.5, 0.9}, {0, 0.5}, {1, -0.5}}], RegionMember[t, {1, 1/2}]}",
     "{{True, False, True, False}, True}"),
    ("t2 = TransformedRegion[Disk[{1, 0}], AffineTransform[{{{2, 1}, {0, 1}}, {1, 1}}]]; "
     "{Area[t2], RegionCentroid[t2], RegionBounds[t2]}",
     "{2 Pi, {3, 1}, {{3 - Sqrt[5], 3 + Sqrt[5]}, {0, 2}}}"),
    ("Volume[TransformedRegion[Ball[], ShearingTransform[1, {1, 0, 0}, {0, 1, 0}]]]",
     "(4 Pi)/3"),
    # two affine maps compose
    ("TransformedRegion[TransformedRegion[Disk[], ShearingTransform[Pi/4, {1, 0}, {0, 1}]], "
     "TranslationTransform[{1, 0}]]",
     "TransformedRegion[Disk[], TransformationFunction[{{1, 1, 1}, {0, 1, 0}, {0, 0, 1}}]]"),
    # nonlinear maps: |det Df| integrated over the region
    ("n = TransformedRegion[Disk[], {#[[1]], #[[2]] + #[[1]]^2} &]; "
     "{Area[n], RegionCentroid[n], RegionDimension[n], RegionEmbeddingDimension[n]}",
     "{Pi, {0, 1/4}, 2, 2}"),
    ("n2 = TransformedRegion[Rectangle[{0, 0}, {1, 1}], Function[{x, y}, {2 x, x + y^2}]]; "
     "{Area[n2], RegionCentroid[n2]}", "{2, {1, 1}}"),
    ("RegionEmbeddingDimension[TransformedRegion[Cuboid[], {#[[1]], #[[2]] #[[3]]} &]]", "2"),
    # discretized through the region's own mesh
    ("Abs[Area[DiscretizeRegion[TransformedRegion[Disk[], "
     "ShearingTransform[Pi/4, {1, 0}, {0, 1}]]]] - Pi] < 0.02", "True"),
    ("Abs[Area[DiscretizeRegion[TransformedRegion[Disk[], {#[[1]], #[[2]] + #[[1]]^2} &]]] "
     "- Pi] < 0.05", "True"),
    ("Area[DiscretizeRegion[TransformedRegion[Rectangle[], ScalingTransform[{2, 3}]]]]",
     "6."),
    # not affine: left as it is
    ("TransformedRegion[Ball[], LinearFractionalTransform[{{{1, 0, 0}, {0, 1, 0}, "
     "{0, 0, 1}}, {0, 0, 0}, {1, 1, 1}, 1}]]",
     "TransformedRegion[Ball[{0, 0, 0}], TransformationFunction[{{1, 0, 0, 0}, {0, 1, 0, 0}, "
     "{0, 0, 1, 0}, {1, 1, 1, 1}}]]"),
]

BOOLEAN = [
    ("RegionUnion[Disk[], Disk[{1, 0}]]", "BooleanRegion[#1 || #2 & , {Disk[], Disk[{1, 0}]}]"),
    ("RegionIntersection[Disk[], Disk[{1, 0}], Rectangle[]]",
     "BooleanRegion[#1 && #2 && #3 & , {Disk[], Disk[{1, 0}], Rectangle[]}]"),
    ("RegionDifference[Disk[], Disk[{1, 0}]]",
     "BooleanRegion[#1 && !#2 & , {Disk[], Disk[{1, 0}]}]"),
    ("RegionSymmetricDifference[Disk[], Disk[{1, 0}]]",
     "BooleanRegion[#1 ⊻ #2 & , {Disk[], Disk[{1, 0}]}]"),
    # polygons still give polygons
    ("RegionUnion[Rectangle[{0, 0}, {2, 2}], Rectangle[{1, 1}, {3, 3}]]",
     "Polygon[{{0, 0}, {2, 0}, {2, 1}, {3, 1}, {3, 3}, {1, 3}, {1, 2}, {0, 2}}]"),
    ("RegionMember[BooleanRegion[Xor, {Disk[], Disk[{1, 0}]}], {{-1/2, 0}, {1/2, 0}, {3/2, 0}, "
     "{3, 0}}]", "{True, False, True, False}"),
    ("RegionMember[BooleanRegion[Xor, {Disk[], Disk[{1, 0}]}], {-0.5, 0.8}]", "True"),
    ("RegionMember[BooleanRegion[And, {Disk[], Rectangle[]}], {x, y}]",
     "(x | y) ∈ Reals && x^2 + y^2 <= 1 && 0 <= x <= 1 && 0 <= y <= 1"),
    # measures: inclusion-exclusion over exact intersections
    ("Area[BooleanRegion[And, {Disk[], Disk[{1, 0}]}]]", "-Sqrt[3]/2 + (2 Pi)/3"),
    ("Area[BooleanRegion[Xor, {Disk[], Disk[{1, 0}]}]]", "Sqrt[3] + (2 Pi)/3"),
    ("Area[RegionUnion[Disk[], Disk[{1, 0}]]]", "Sqrt[3]/2 + (4 Pi)/3"),
    ("Area[RegionDifference[Disk[], Disk[{1, 0}]]]", "Sqrt[3]/2 + Pi/3"),
    ("Simplify[Area[RegionUnion[Disk[], Disk[{1, 0}]]] == 2 Pi - "
     "Area[RegionIntersection[Disk[], Disk[{1, 0}]]]]", "True"),
    ("Area[BooleanRegion[Or, {Disk[], Disk[{3, 0}]}]]", "2 Pi"),
    ("Area[BooleanRegion[And, {Disk[{0, 0}, 2], Disk[{1/2, 0}]}]]", "Pi"),
    ("Volume[BooleanRegion[And, {Ball[], Ball[{1, 0, 0}]}]]", "(5 Pi)/12"),
    ("Area[BooleanRegion[#1 && !#2 &, {Rectangle[{0, 0}, {2, 2}], "
     "Rectangle[{1, 1}, {3, 3}]}]]", "3"),
    ("Area[RegionSymmetricDifference[Rectangle[{0, 0}, {2, 2}], Rectangle[{1, 1}, {3, 3}]]]",
     "6"),
    ("Area[RegionDifference[Rectangle[{0, 0}, {4, 4}], Rectangle[{1, 1}, {2, 2}]]]", "15"),
    ("Area[BooleanRegion[Or, {Triangle[{{0, 0}, {2, 0}, {0, 2}}], Rectangle[{0, 0}, {1, 1}], "
     "Rectangle[{1, 0}, {2, 1}]}]]", "5/2"),
    ("Volume[BooleanRegion[Or, {Cuboid[], Cuboid[{1/2, 1/2, 1/2}]}]]", "15/8"),
    ("Area[BooleanRegion[Nand, {Disk[], Disk[{1, 0}]}]]", "Infinity"),
    ("Volume[BooleanRegion[Or, {Disk[], Disk[{1, 0}]}]]", "Undefined"),
    # bounds, dimensions
    ("RegionBounds[BooleanRegion[Or, {Disk[], Rectangle[{0, 0}, {3, 1}]}]]",
     "{{-1, 3}, {-1, 1}}"),
    ("RegionBounds[BooleanRegion[And, {Disk[], Rectangle[{0, 0}, {3, 1}]}]]",
     "{{0, 1}, {0, 1}}"),
    ("RegionBounds[RegionDifference[Rectangle[{0, 0}, {3, 1}], Disk[]]]", "{{0, 3}, {0, 1}}"),
    ("{RegionDimension[#], RegionEmbeddingDimension[#]} &[BooleanRegion[Or, "
     "{Ball[], Ball[{1, 0, 0}]}]]", "{3, 3}"),
    # not measured exactly here: stays unevaluated
    ("Area[BooleanRegion[Or, {Disk[], Rectangle[]}]]",
     "Area[BooleanRegion[Or, {Disk[], Rectangle[]}]]"),
]


@pytest.mark.parametrize("text,expected", TRANSFORMED)
def test_transformed_region(session, text, expected):
    assert str(session.evaluate(text)) == expected


@pytest.mark.parametrize("text,expected", BOOLEAN)
def test_boolean_region(session, text, expected):
    assert str(session.evaluate(text)) == expected
