"""The packing sources pack at any length, as in the Wolfram Language (issue 15): Range,
N of a packed array, RandomReal, RandomInteger and ConstantArray give packed arrays however
short, while Table packs from its compile length (250).  A short packed array is made
without NumPy and builds its buffer only when a vectorised operation first needs it."""

import pickle
import subprocess
import sys

from mathilda.core.packed import PackedArray
from mathilda.session import Session

from support import check_rows, environment

P = "Developer`PackedArrayQ"

ROWS = [
    # the sources: exact printed results, and packed
    ("Range[10]", "{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}"),
    ("%s[Range[10]]" % P, "True"),
    ("%s[Range[1]]" % P, "True"),
    ("%s[Range[3], Integer, 1]" % P, "True"),
    ("%s[Range[3], Real]" % P, "False"),
    ("Range[0., 1, 0.25]", "{0., 0.25, 0.5, 0.75, 1.}"),
    ("%s[Range[0., 1, 0.25], Real]" % P, "True"),
    ("N[Range[10]]", "{1., 2., 3., 4., 5., 6., 7., 8., 9., 10.}"),
    ("%s[N[Range[10]], Real, 1]" % P, "True"),
    ("N[N[Range[3]]]", "{1., 2., 3.}"),
    ("%s[N[N[Range[3]]], Real]" % P, "True"),
    ("RandomReal[{2, 2}, {3, 3}]", "{{2., 2., 2.}, {2., 2., 2.}, {2., 2., 2.}}"),
    ("%s[RandomReal[1, {3, 3}], Real, 2]" % P, "True"),
    ("%s[RandomReal[1, 3]]" % P, "True"),
    ("RandomInteger[{4, 4}, 5]", "{4, 4, 4, 4, 4}"),
    ("%s[RandomInteger[9, 5], Integer, 1]" % P, "True"),
    ("%s[RandomInteger[9, {2, 2, 2}], Integer, 3]" % P, "True"),
    ("ConstantArray[0., 3]", "{0., 0., 0.}"),
    ("%s[ConstantArray[0., 3], Real, 1]" % P, "True"),
    ("ConstantArray[7, {2, 3}]", "{{7, 7, 7}, {7, 7, 7}}"),
    ("%s[ConstantArray[7, {2, 3}], Integer, 2]" % P, "True"),
    ("Unsqueeze[Range[12], {0}] // Dimensions", "{1, 12}"),
    ("%s[Unsqueeze[Range[12], {0}]]" % P, "True"),
    # derived from a short packed array: arithmetic builds the buffer and stays packed
    ("Range[5] + 1", "{2, 3, 4, 5, 6}"),
    ("%s[Range[5] + 1]" % P, "True"),
    ("Range[5] . Range[5]", "55"),
    ("Total[Range[10]]", "55"),
    ("Range[4]^2 // N", "{1., 4., 9., 16.}"),
    # what does not pack: values that would change, non-machine numbers, Table below 250
    ("%s[RandomInteger[10^30, 3]]" % P, "False"),
    ("%s[Range[1/2, 3]]" % P, "False"),
    ("%s[Range[2^70, 2^70 + 2]]" % P, "False"),
    ("%s[ConstantArray[x, 3]]" % P, "False"),
    ("%s[ConstantArray[1/2, 3]]" % P, "False"),
    ("%s[{1, 2, 3}]" % P, "False"),
    ("%s[N[{1, 2, 3}]]" % P, "False"),
    ("%s[Range[0]]" % P, "False"),
    ("%s[Table[i, {i, 10}]]" % P, "False"),
    ("%s[Table[i, {i, 249}]]" % P, "False"),
    ("%s[Table[i, {i, 250}]]" % P, "True"),
    # a short packed array is the List it stands for
    ("Range[5] === {1, 2, 3, 4, 5}", "True"),
    ("{1, 2, 3} === Range[3]", "True"),
    ("Range[5][[2 ;; 4]]", "{2, 3, 4}"),
    ("Range[5] /. 3 -> x", "{1, 2, x, 4, 5}"),
    ("f /@ Range[3]", "{f[1], f[2], f[3]}"),
    ("Select[Range[10], EvenQ]", "{2, 4, 6, 8, 10}"),
    ("MatchQ[Range[3], {__Integer}]", "True"),
    ("Append[Range[3], 4]", "{1, 2, 3, 4}"),
    ("Reverse[RandomInteger[{1, 1}, {2, 3}]]", "{{1, 1, 1}, {1, 1, 1}}"),
    ("x = Range[3]; x[[2]] = 7; x", "{1, 7, 3}"),
    ("Developer`FromPackedArray[Range[3]]", "{1, 2, 3}"),
    ("%s[Developer`FromPackedArray[Range[3]]]" % P, "False"),
]


def test_sources_pack_at_any_length():
    check_rows(ROWS)


def test_short_packed_arrays_have_no_buffer_until_needed():
    s = Session()
    r = s.evaluate("Range[6]")
    assert type(r) is PackedArray and r._array is None
    assert str(s.evaluate("Length[Range[6]]")) == "6"
    m = s.evaluate("RandomReal[1, {2, 3}]")
    assert type(m) is PackedArray and m._array is None and m.shape == (2, 3)
    assert all(type(row) is PackedArray and row._array is None for row in m.args)
    assert m.array.shape == (2, 3) and m.array.dtype.kind == "f"
    assert [[a.value for a in row.args] for row in m.args] == m.array.tolist()
    # a short packed array crosses a process boundary as it is (parallel kernels)
    back = pickle.loads(pickle.dumps(r))
    assert back == r and back._array is None and type(back) is PackedArray


def test_short_lists_import_no_numpy():
    script = ("x = Range[10]; y = N[x]; m = RandomReal[1, {3, 3}]; c = ConstantArray[0., 3];"
              "Print[{x[[3]], Length[y], Dimensions[m], c, Select[x, EvenQ], f /@ Range[2], "
              "Developer`PackedArrayQ /@ {x, y, m, RandomInteger[9, 5], c}}]")
    code = ("import sys, mathilda.cli as c; c.main(['-c', %r]); "
            "print('numpy' in sys.modules)" % script)
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                       env=environment(), timeout=120)
    assert p.stdout == ("{3, 10, {3, 3}, {0., 0., 0.}, {2, 4, 6, 8, 10}, {f[1], f[2]}, "
                        "{True, True, True, True, True}}\nFalse\n"), p.stderr


def test_short_sources_respect_max_result_size():
    s = Session()
    assert str(s.evaluate("$MaxResultSize = 100; Range[200]")) == "Range[200]"
    assert [str(m) for m in s.messages] == [
        "Range::rsize: The result would have 200 elements, more than $MaxResultSize (100)."]
    assert str(s.evaluate("Range[100] // Length")) == "100"
