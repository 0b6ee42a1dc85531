"""The special regions without an evaluation of their own (their properties come from
RegionMeasure, RegionCentroid, RegionBounds, RegionMember, RegionDistance, ...): Ellipsoid,
Torus, FilledTorus, SphericalShell, CapsuleShape, StadiumShape, DiskSegment, RegularPolygon,
Cube, Octahedron, Icosahedron, Dodecahedron, Polyhedron, EmptyRegion, FullRegion and the
unbounded InfiniteLine, HalfLine, InfinitePlane, HalfPlane, AffineSpace, AffineHalfSpace,
Hyperplane, HalfSpace and ConicHullRegion."""

from mathilda.core.registry import symbol_spec

_SHAPES = [
    ("Ellipsoid",
     "Ellipsoid[p, {r1, ..., rn}] represents the axis-aligned ellipsoid centred at p with "
     "semi-axes ri; Ellipsoid[p, \u03a3] the ellipsoid of the points x with (x - p).Inverse[\u03a3]."
     "(x - p) <= 1.",
     [("Volume[Ellipsoid[{0, 0, 0}, {1, 2, 3}]]", "8 Pi"),
      ("Area[Ellipsoid[{0, 0}, {{2, 0}, {0, 8}}]]", "4 Pi"),
      ("RegionMember[Ellipsoid[{0, 0}, {2, 1}], {{1, 1/2}, {2, 1}}]", "{True, False}"),
      ("RegionBounds[Ellipsoid[{1, 1}, {{4, 1}, {1, 9}}]]", "{{-1, 3}, {-2, 4}}")]),
    ("Torus",
     "Torus[{x, y, z}, {rin, rout}] represents the surface of the torus about the z axis "
     "through {x, y, z} with hole radius rin and outer radius rout; Torus[] is Torus[{0, 0, "
     "0}, {1/2, 1}].",
     [("Area[Torus[]]", "(3 Pi^2)/4"), ("RegionCentroid[Torus[{1, 2, 3}, {1, 2}]]", "{1, 2, 3}"),
      ("RegionDistance[Torus[{0, 0, 0}, {1, 3}], {5, 0, 0}]", "2"),
      ("RegionDimension[Torus[]]", "2")]),
    ("FilledTorus",
     "FilledTorus[{x, y, z}, {rin, rout}] represents the solid torus about the z axis "
     "through {x, y, z} with hole radius rin and outer radius rout; FilledTorus[] is "
     "FilledTorus[{0, 0, 0}, {1/2, 1}].",
     [("Volume[FilledTorus[]]", "(3 Pi^2)/32"),
      ("RegionBounds[FilledTorus[{0, 0, 0}, {1, 3}]]", "{{-3, 3}, {-3, 3}, {-1, 1}}"),
      ("RegionMember[FilledTorus[{0, 0, 0}, {1, 3}], {{2, 0, 0}, {0, 0, 0}}]",
       "{True, False}"),
      ("SurfaceArea[FilledTorus[{0, 0, 0}, {1, 3}]]", "8 Pi^2")]),
    ("SphericalShell",
     "SphericalShell[c, {rin, rout}] represents the region between the spheres of radii rin "
     "and rout centred at c (in any dimension); SphericalShell[] is SphericalShell[{0, 0, 0}, "
     "{1/2, 1}].",
     [("Volume[SphericalShell[]]", "(7 Pi)/6"),
      ("Area[SphericalShell[{0, 0}, {1, 2}]]", "3 Pi"),
      ("RegionMember[SphericalShell[{0, 0, 0}, {1, 2}], {{0, 0, 3/2}, {0, 0, 0}}]",
       "{True, False}"),
      ("RegionDistance[SphericalShell[{0, 0, 0}, {1, 2}], {0, 0, 0}]", "1")]),
    ("CapsuleShape",
     "CapsuleShape[{p1, p2}, r] represents the points within distance r of the segment from "
     "p1 to p2 in 3D; CapsuleShape[] is CapsuleShape[{{-1, 0, 0}, {1, 0, 0}}, 1] and "
     "CapsuleShape[r] has radius r.",
     [("Volume[CapsuleShape[]]", "(10 Pi)/3"), ("SurfaceArea[CapsuleShape[]]", "8 Pi"),
      ("RegionCentroid[CapsuleShape[{{0, 0, 0}, {0, 0, 4}}, 1]]", "{0, 0, 2}"),
      ("RegionMember[CapsuleShape[], {1.5, 0, 0.5}]", "True")]),
    ("StadiumShape",
     "StadiumShape[{p1, p2}, r] represents the points within distance r of the segment from "
     "p1 to p2 in the plane; StadiumShape[] is StadiumShape[{{-1, 0}, {1, 0}}, 1] and "
     "StadiumShape[r] has radius r.",
     [("Area[StadiumShape[]]", "4 + Pi"), ("Perimeter[StadiumShape[]]", "4 + 2 Pi"),
      ("Area[StadiumShape[{{0, 0}, {x, y}}, 3]]", "9 Pi + 6 Sqrt[x^2 + y^2]"),
      ("RegionDistance[StadiumShape[], {0, 3}]", "2"),
      ("RegionBounds[StadiumShape[{{0, 0}, {2, 3}}, 1]]", "{{-1, 3}, {-1, 4}}")]),
    ("DiskSegment",
     "DiskSegment[{x, y}, r, {t1, t2}] represents the part of the disk of radius r centred "
     "at {x, y} cut off by the chord between the angles t1 and t2.",
     [("Area[DiskSegment[{0, 0}, 1, {0, Pi}]]", "Pi/2"),
      ("Area[DiskSegment[{0, 0}, 2, {0, Pi/2}]]", "-2 + Pi"),
      ("RegionCentroid[DiskSegment[{0, 0}, 1, {0, Pi}]]", "{0, 4/(3 Pi)}"),
      ("Perimeter[DiskSegment[{0, 0}, 1, {0, Pi}]]", "2 + Pi"),
      ("RegionMember[DiskSegment[{0, 0}, 1, {0, Pi/2}], {{0.6, 0.6}, {0.1, 0.1}}]",
       "{True, False}")]),
    ("RegularPolygon",
     "RegularPolygon[n] represents the regular n-gon with its vertices CirclePoints[n] on "
     "the unit circle; RegularPolygon[r, n], RegularPolygon[{r, t}, n] and RegularPolygon[{x, "
     "y}, rspec, n] take the circumradius r, the angle t of the first vertex and the centre "
     "{x, y}.",
     [("Area[RegularPolygon[6]]", "(3 Sqrt[3])/2"), ("Perimeter[RegularPolygon[4]]",
                                                     "4 Sqrt[2]"),
      ("RegionCentroid[RegularPolygon[{1, 2}, 1, 5]]", "{1, 2}"),
      ("RegionBounds[RegularPolygon[{1, 0}, 4]]", "{{-1, 1}, {-1, 1}}"),
      ("RegionMember[RegularPolygon[4], {{0, 0}, {1, 1}}]", "{True, False}")]),
    ("Cube",
     "Cube[] represents the unit cube centred at the origin; Cube[l] the cube of edge l; "
     "Cube[{x, y, z}, l] centred at {x, y, z}.",
     [("Volume[Cube[]]", "1"), ("RegionBounds[Cube[{1, 1, 1}, 2]]",
                                "{{0, 2}, {0, 2}, {0, 2}}"),
      ("SurfaceArea[Cube[3]]", "54"), ("RegionMember[Cube[], {1/2, 0, 0}]", "True")]),
    ("Octahedron",
     "Octahedron[] represents the regular octahedron of unit edge centred at the origin, its "
     "vertices on the axes; Octahedron[l] of edge l; Octahedron[{x, y, z}, l] centred at {x, "
     "y, z}.",
     [("Volume[Octahedron[]]", "Sqrt[2]/3"), ("SurfaceArea[Octahedron[2]]", "8 Sqrt[3]"),
      ("RegionBounds[Octahedron[Sqrt[2]]]", "{{-1, 1}, {-1, 1}, {-1, 1}}"),
      ("RegionMember[Octahedron[], {{0.1, 0.1, 0.1}, {0.5, 0.5, 0.5}}]", "{True, False}")]),
    ("Icosahedron",
     "Icosahedron[] represents the regular icosahedron of unit edge centred at the origin; "
     "Icosahedron[l] of edge l; Icosahedron[{x, y, z}, l] centred at {x, y, z}.",
     [("Volume[Icosahedron[]]", "(5 (3 + Sqrt[5]))/12"),
      ("SurfaceArea[Icosahedron[]]", "5 Sqrt[3]"),
      ("RegionCentroid[Icosahedron[{1, 2, 3}, 2]]", "{1, 2, 3}"),
      ("RegionDimension[Icosahedron[]]", "3")]),
    ("Dodecahedron",
     "Dodecahedron[] represents the regular dodecahedron of unit edge centred at the origin; "
     "Dodecahedron[l] of edge l; Dodecahedron[{x, y, z}, l] centred at {x, y, z}.",
     [("Volume[Dodecahedron[]]", "(15 + 7 Sqrt[5])/4"),
      ("SurfaceArea[Dodecahedron[]]", "3 Sqrt[25 + 10 Sqrt[5]]"),
      ("Volume[Dodecahedron[2]]", "2 (15 + 7 Sqrt[5])"),
      ("RegionCentroid[Dodecahedron[{1, 2, 3}, 1]]", "{1, 2, 3}")]),
    ("Polyhedron",
     "Polyhedron[{p1, ..., pn}, {{i1, i2, i3, ...}, ...}] represents the solid bounded by the "
     "faces through the points of the given indices (consistently oriented); "
     "Polyhedron[{face1, ...}] takes the faces as lists of points.",
     [("Volume[Polyhedron[{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, {{1, 3, 2}, {1, 2, 4}, "
       "{2, 3, 4}, {1, 4, 3}}]]", "1/6"),
      ("RegionCentroid[Polyhedron[{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, {{1, 3, 2}, "
       "{1, 2, 4}, {2, 3, 4}, {1, 4, 3}}]]", "{1/4, 1/4, 1/4}"),
      ("SurfaceArea[Polyhedron[{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, {{1, 3, 2}, "
       "{1, 2, 4}, {2, 3, 4}, {1, 4, 3}}]]", "(3 + Sqrt[3])/2"),
      ("RegionBounds[Polyhedron[{{{0, 0, 0}, {2, 0, 0}, {0, 1, 0}}, {{0, 0, 0}, {0, 1, 0}, "
       "{0, 0, 3}}, {{0, 0, 0}, {0, 0, 3}, {2, 0, 0}}, {{2, 0, 0}, {0, 0, 3}, {0, 1, 0}}}]]",
       "{{0, 2}, {0, 1}, {0, 3}}")]),
    ("EmptyRegion",
     "EmptyRegion[n] represents the empty subset of n-dimensional space.",
     [("RegionDimension[EmptyRegion[2]]", "-Infinity"),
      ("RegionMeasure[EmptyRegion[3]]", "0"),
      ("RegionMember[EmptyRegion[2], {1, 2}]", "False"),
      ("RegionEmbeddingDimension[EmptyRegion[4]]", "4")]),
    ("FullRegion",
     "FullRegion[n] represents the whole n-dimensional real space.",
     [("RegionDimension[FullRegion[3]]", "3"), ("RegionMeasure[FullRegion[2]]", "Infinity"),
      ("RegionBounds[FullRegion[2]]", "{{-Infinity, Infinity}, {-Infinity, Infinity}}"),
      ("RegionMember[FullRegion[2], {1, 2}]", "True")]),
    ("InfiniteLine",
     "InfiniteLine[{p1, p2}] represents the line through p1 and p2; InfiniteLine[p, v] the "
     "line through p in the direction v.",
     [("RegionDistance[InfiniteLine[{{0, 0}, {1, 1}}], {1, 0}]", "1/Sqrt[2]"),
      ("RegionNearest[InfiniteLine[{{0, 0}, {1, 1}}], {1, 0}]", "{1/2, 1/2}"),
      ("RegionMember[InfiniteLine[{0, 0}, {1, 1}], {{2, 2}, {1, 0}}]", "{True, False}"),
      ("RegionBounds[InfiniteLine[{{0, 0}, {1, 0}}]]", "{{-Infinity, Infinity}, {0, 0}}"),
      ("RegionMeasure[InfiniteLine[{0, 0}, {1, 1}]]", "Infinity")]),
    ("HalfLine",
     "HalfLine[{p1, p2}] represents the ray from p1 through p2; HalfLine[p, v] the ray from p "
     "in the direction v.",
     [("RegionDistance[HalfLine[{{0, 0}, {1, 0}}], {-3, 4}]", "5"),
      ("RegionDistance[HalfLine[{0, 0}, {1, 0}], {3, 4}]", "4"),
      ("RegionBounds[HalfLine[{{0, 0}, {1, 0}}]]", "{{0, Infinity}, {0, 0}}"),
      ("RegionNearest[HalfLine[{0, 0}, {1, 1}], {-1, 0}]", "{0, 0}")]),
    ("InfinitePlane",
     "InfinitePlane[{p1, p2, p3}] represents the plane through the three points; "
     "InfinitePlane[p, {v1, v2}] the plane through p spanned by v1 and v2.",
     [("RegionDistance[InfinitePlane[{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}}], {1, 2, 3}]", "3"),
      ("RegionMember[InfinitePlane[{0, 0, 0}, {{1, 0, 0}, {0, 1, 0}}], {5, 6, 0}]", "True"),
      ("RegionDimension[InfinitePlane[{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}}]]", "2"),
      ("RegionBounds[InfinitePlane[{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}}]]",
       "{{-Infinity, Infinity}, {-Infinity, Infinity}, {0, 0}}")]),
    ("HalfPlane",
     "HalfPlane[{p1, p2}, w] represents the half-plane bounded by the line through p1 and p2 "
     "that extends in the direction w; HalfPlane[p, v, w] bounded by the line through p "
     "along v.",
     [("RegionDistance[HalfPlane[{{0, 0}, {1, 0}}, {0, 1}], {3, -2}]", "2"),
      ("RegionMember[HalfPlane[{0, 0}, {1, 0}, {0, 1}], {{3, 2}, {3, -2}}]", "{True, False}"),
      ("RegionBounds[HalfPlane[{{0, 0}, {1, 0}}, {0, 1}]]",
       "{{-Infinity, Infinity}, {0, Infinity}}"),
      ("RegionDimension[HalfPlane[{{0, 0, 0}, {1, 0, 0}}, {0, 1, 0}]]", "2")]),
    ("AffineSpace",
     "AffineSpace[{p1, ..., pk+1}] represents the affine space through the points; "
     "AffineSpace[p, {v1, ..., vk}] the one through p spanned by the vi.",
     [("RegionDimension[AffineSpace[{{0, 0, 0, 0}, {1, 0, 0, 0}, {0, 1, 0, 0}}]]", "2"),
      ("RegionDistance[AffineSpace[{0, 0, 0, 0}, {{1, 0, 0, 0}, {0, 1, 0, 0}}], "
       "{1, 1, 1, 1}]", "Sqrt[2]"),
      ("RegionDimension[AffineSpace[{{0, 0, 0}, {1, 1, 1}, {2, 2, 2}}]]", "1"),
      ("RegionMeasure[AffineSpace[{{1, 2}}]]", "1")]),
    ("AffineHalfSpace",
     "AffineHalfSpace[{p1, ..., pk+1}, w] represents the half of the affine space through the "
     "pi and w that is bounded by the affine space through the pi and extends along w; "
     "AffineHalfSpace[p, {v1, ..., vk}, w] the same with spanning vectors.",
     [("RegionDistance[AffineHalfSpace[{{0, 0, 0}, {1, 0, 0}}, {0, 1, 0}], {0, -1, 1}]",
       "Sqrt[2]"),
      ("RegionDimension[AffineHalfSpace[{0, 0, 0}, {{1, 0, 0}}, {0, 1, 0}]]", "2"),
      ("RegionMember[AffineHalfSpace[{{0, 0, 0}, {1, 0, 0}}, {0, 1, 0}], {5, 1, 0}]",
       "True")]),
    ("Hyperplane",
     "Hyperplane[n, c] represents the hyperplane of the points x with n.x == c; "
     "Hyperplane[n, p] the one through the point p with normal n.",
     [("RegionDistance[Hyperplane[{1, 1}, 1], {1, 1}]", "1/Sqrt[2]"),
      ("RegionMember[Hyperplane[{1, 1}, {1, 0}], {0, 1}]", "True"),
      ("RegionDimension[Hyperplane[{1, 2, 3}, 0]]", "2"),
      ("RegionBounds[Hyperplane[{0, 1}, 2]]", "{{-Infinity, Infinity}, {2, 2}}")]),
    ("HalfSpace",
     "HalfSpace[n, c] represents the half-space of the points x with n.x <= c; HalfSpace[n, "
     "p] the one bounded by the hyperplane through p with outward normal n.",
     [("RegionDistance[HalfSpace[{0, 0, 1}, 1], {0, 0, 3}]", "2"),
      ("SignedRegionDistance[HalfSpace[{0, 0, 1}, 1], {0, 0, 0}]", "-1"),
      ("RegionMember[HalfSpace[{1, 1}, {1, 1}], {{0, 0}, {2, 2}}]", "{True, False}"),
      ("RegionBounds[HalfSpace[{0, -2}, 2]]", "{{-Infinity, Infinity}, {-1, Infinity}}")]),
    ("ConicHullRegion",
     "ConicHullRegion[{p, q1, ..., qk}] represents the cone with apex p through the points "
     "qi; ConicHullRegion[p, {v1, ..., vk}] the cone p + a1 v1 + ... + ak vk, ai >= 0.",
     [("RegionMember[ConicHullRegion[{{0, 0}, {1, 0}, {0, 1}}], {{1, 1}, {-1, 1}}]",
       "{True, False}"),
      ("RegionDimension[ConicHullRegion[{0, 0, 0}, {{1, 0, 0}, {0, 1, 0}}]]", "2"),
      ("RegionBounds[ConicHullRegion[{{0, 0}, {1, 0}, {0, 1}}]]",
       "{{0, Infinity}, {0, Infinity}}"),
      ("RegionMeasure[ConicHullRegion[{0, 0}, {{1, 0}, {0, 1}}]]", "Infinity")]),
]

for _name, _usage, _examples in _SHAPES:
    symbol_spec(_name, usage=_usage, examples=_examples)
