"""Packed arrays stay packed through structural operations (a short packed array, which
takes the general path, too), RandomComplex gives packed arrays, Chop keeps a packed array
packed when its result is homogeneous."""

from support import check_rows

P = "Developer`PackedArrayQ"
ROWS = [
    ("m = RandomReal[1, {3, 3}]; %s /@ {Transpose[m], Transpose[m, {2, 1}], Reverse[m], "
     "Flatten[m], Take[m, 2], Drop[m, 1], m[[All, 1]], m[[1 ;; 2]], Sort[Range[5]]}" % P,
     "{True, True, True, True, True, True, True, True, True}"),
    ("%s[Transpose[RandomReal[1, {300, 300}]]]" % P, "True"),
    ("%s[Transpose[Developer`ToPackedArray[{{1, 2}, {3, 4}}]]]" % P, "True"),
    ("Transpose[Developer`ToPackedArray[{{1, 2}, {3, 4}}]]", "{{1, 3}, {2, 4}}"),
    ("%s[RandomComplex[1 + I, {3, 3}]]" % P, "True"),
    ("%s[RandomComplex[{-1 - I, 1 + I}, 1000]]" % P, "True"),
    ("Dimensions[RandomComplex[1 + I, {2, 3, 4}]]", "{2, 3, 4}"),
    ("SeedRandom[2]; Union[Map[0 <= Re[#] <= 2 && -1 <= Im[#] <= 0 &, "
     "RandomComplex[{-I, 2}, 50]]]", "{True}"),
    ("RandomComplex[{1, 2}, -1]", "RandomComplex[{1, 2}, -1]",
     ["RandomComplex::array: The array dimensions -1 given in position 2 of "
      "RandomComplex[{1, 2}, -1] should be a list of non-negative machine-sized integers "
      "giving the dimensions for the result."]),
    ("c = Developer`ToPackedArray[{1. + 1.*^-12 I, 2. + 3.*^-14 I}]; {Chop[c], %s[Chop[c]]}"
     % P, "{{1., 2.}, True}"),
    ("c = Developer`ToPackedArray[Table[1. + 1.*^-12 I, 300]]; {%s[Chop[c]], Chop[c][[7]]}"
     % P, "{True, 1.}"),
    ("c = Developer`ToPackedArray[Table[2. + 3. I, 300]]; {%s[Chop[c]], Chop[c] === c}" % P,
     "{True, True}"),
    ("Chop[Developer`ToPackedArray[{1. + 1.*^-12 I, 2. + 3. I}]]", "{1., 2. + 3. I}"),
    ("Chop[Developer`ToPackedArray[{1.5, 2.*^-11}]]", "{1.5, 0}"),
    ("Chop[Developer`ToPackedArray[Table[1. + 0.01 I, 300]], 0.1][[1]]", "1."),
    ("%s[Chop[RandomComplex[1 + I, 1000]]]" % P, "True"),
]


def test_rows():
    check_rows(ROWS)
