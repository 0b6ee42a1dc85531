"""Rearranging lists: Join, Flatten, Reverse, RotateLeft, RotateRight, Transpose, Partition,
Riffle, PadLeft, PadRight.  Each row: (input, exact OutputForm[, messages])."""

import pytest

from support import run

NORMAL = "%s::normal: Nonatomic expression expected at position 1 in %s."
FLEV = ("Flatten::flev: The level argument %s in position 2 of %s should be a non-negative "
        "integer or Infinity giving the levels to flatten through or a list of lists of "
        "levels to flatten together.")

ROWS = [
    # Join
    ("Join[{a, b}, {c}, {d, e}]", "{a, b, c, d, e}"),
    ("Join[{a}, {}]", "{a}"),
    ("Join[{a}]", "{a}"),
    ("Join[]", "{}"),
    ("Join[f[a], f[b]]", "f[a, b]"),
    ("Join[{{a}, {b}}, {{c}, {d}}, 2]", "{{a, c}, {b, d}}"),
    ("Join[{{a}, {b}}, {{c}}, 1]", "{{a}, {b}, {c}}"),
    ("Join[{a}, f[b]]", "Join[{a}, f[b]]",
     ["Join::heads: Heads List and f at positions 1 and 2 are expected to be the same."]),
    ("Join[x, {a}]", "Join[x, {a}]", [NORMAL % ("Join", "Join[x, {a}]")]),
    ("Join[{{a}, {b}}, {{c}}, 2]", "Join[{{a}, {b}}, {{c}}, 2]",
     ["Join::incpt: Incompatible elements in Join[{{a}, {b}}, {{c}}, 2] cannot be joined."]),
    # Flatten
    ("Flatten[{a, {b, {c, {d}}}}]", "{a, b, c, d}"),
    ("Flatten[{a, {b, {c, {d}}}}, 1]", "{a, b, {c, {d}}}"),
    ("Flatten[{a, {b, {c, {d}}}}, 2]", "{a, b, c, {d}}"),
    ("Flatten[{a, {b}}, 0]", "{a, {b}}"),
    ("Flatten[{}]", "{}"),
    ("Flatten[{{}, {{}}}]", "{}"),
    ("Flatten[f[a, f[b, g[c]]]]", "f[a, b, g[c]]"),
    ("Flatten[{a, g[b, g[c]]}, Infinity, g]", "{a, b, c}"),
    ("Flatten[{a, {b}, g[{c}]}, 1, g]", "{a, {b}, {c}}"),
    ("Flatten[{{1, 2}, {3, 4}}, {{2}, {1}}]", "{{1, 3}, {2, 4}}"),
    ("Flatten[{{1, 2}, {3}}, {{2}, {1}}]", "{{1, 3}, {2}}"),
    ("Flatten[{{1, 2}, {3, 4}}, {{1, 2}}]", "{1, 2, 3, 4}"),
    ("Flatten[{{{1, 2}, {3}}, {{4}, {5, 6}}}, {2}]", "{{{1, 2}, {4}}, {{3}, {5, 6}}}"),
    ("Flatten[{{{a, b}, {c, d}}, {{e, f}, {g, h}}}, {{1, 3}, {2}}]",
     "{{a, c}, {b, d}, {e, g}, {f, h}}"),
    ("Flatten[{a, {b}}, -1]", "Flatten[{a, {b}}, -1]", [FLEV % ("-1", "Flatten[{a, {b}}, -1]")]),
    ("Flatten[{a}, x]", "Flatten[{a}, x]", [FLEV % ("x", "Flatten[{a}, x]")]),
    ("Flatten[x]", "Flatten[x]", [NORMAL % ("Flatten", "Flatten[x]")]),
    ("Flatten[{{1, 2}, {3, {4}}}, {{1, 2, 3}}]", "Flatten[{{1, 2}, {3, {4}}}, {{1, 2, 3}}]",
     ["Flatten::fldep: Level 3 specified in {{1, 2, 3}} exceeds the levels, 2, which can be "
      "flattened together in {{1, 2}, {3, {4}}}."]),
    ("Flatten[{{1}}, {{1}, {1}}]", "Flatten[{{1}}, {{1}, {1}}]",
     ["Flatten::flrep: Level 1 specified in {{1}, {1}} should not be repeated."]),
    ("Flatten[{{1}}, {{0}}]", "Flatten[{{1}}, {{0}}]",
     ["Flatten::flpi: Levels to be flattened together in {{0}} should be lists of positive "
      "integers."]),
    # Reverse
    ("Reverse[{a, b, c}]", "{c, b, a}"),
    ("Reverse[{}]", "{}"),
    ("Reverse[f[a, b]]", "f[b, a]"),
    ("Reverse[{{1, 2}, {3, 4}}]", "{{3, 4}, {1, 2}}"),
    ("Reverse[{{1, 2}, {3, 4}}, 2]", "{{2, 1}, {4, 3}}"),
    ("Reverse[{{1, 2}, {3, 4}}, {1, 2}]", "{{4, 3}, {2, 1}}"),
    ("Reverse[{{1, {2, 3}}}, 3]", "{{1, {3, 2}}}"),
    ("Reverse[x]", "Reverse[x]", [NORMAL % ("Reverse", "Reverse[x]")]),
    ("Reverse[{a}, 0]", "Reverse[{a}, 0]",
     ["Reverse::lvls: 0 is not a valid level specification for Reverse."]),
    # RotateLeft, RotateRight
    ("RotateLeft[{a, b, c, d}]", "{b, c, d, a}"),
    ("RotateLeft[{a, b, c, d}, 3]", "{d, a, b, c}"),
    ("RotateLeft[{a, b, c, d}, -1]", "{d, a, b, c}"),
    ("RotateLeft[{a, b, c}, 7]", "{b, c, a}"),
    ("RotateLeft[{}, 2]", "{}"),
    ("RotateLeft[{{1, 2}, {3, 4}}, {1, 1}]", "{{4, 3}, {2, 1}}"),
    ("RotateLeft[f[a, b]]", "f[b, a]"),
    ("RotateLeft[{a, b}, x]", "RotateLeft[{a, b}, x]",
     ["RotateLeft::intm: Machine-sized integer expected at position 2 in "
      "RotateLeft[{a, b}, x]."]),
    ("RotateRight[{a, b, c, d}]", "{d, a, b, c}"),
    ("RotateRight[{a, b, c, d}, 2]", "{c, d, a, b}"),
    ("RotateRight[{a, b, c, d}, -1]", "{b, c, d, a}"),
    ("RotateRight[{{1, 2}, {3, 4}}, {0, 1}]", "{{2, 1}, {4, 3}}"),
    ("RotateRight[x]", "RotateRight[x]", [NORMAL % ("RotateRight", "RotateRight[x]")]),
    # Transpose
    ("Transpose[{{1, 2, 3}, {4, 5, 6}}]", "{{1, 4}, {2, 5}, {3, 6}}"),
    ("Transpose[{{a, b}, {c, d}}]", "{{a, c}, {b, d}}"),
    ("Transpose[{a, b, c}]", "{a, b, c}"),
    ("Transpose[{}]", "{}"),
    ("Transpose[{{}, {}}]", "{}"),
    ("Transpose[{{{1, 2}}, {{3, 4}}}]", "{{{1, 2}, {3, 4}}}"),
    ("Transpose[{{{1, 2}}, {{3, 4}}}, {3, 1, 2}]", "{{{1, 3}, {2, 4}}}"),
    ("Transpose[{{{1, 2}}, {{3, 4}}}, {1, 3, 2}]", "{{{1}, {2}}, {{3}, {4}}}"),
    ("Transpose[{{a, b}, {c, d}}, {1, 1}]", "{a, d}"),
    ("Transpose[{{a, b}, {c, d}}, {1, 2}]", "{{a, b}, {c, d}}"),
    ("Transpose[{{1, 2}, {3}}]", "Transpose[{{1, 2}, {3}}]",
     ["Transpose::nmtx: The first two levels of {{1, 2}, {3}} cannot be transposed."]),
    ("Transpose[{{a}}, {1, 3}]", "Transpose[{{a}}, {1, 3}]",
     ["Transpose::perm: {1, 3} is not a valid permutation."]),
    ("Transpose[{a, b}, {2, 1}]", "Transpose[{a, b}, {2, 1}]",
     ["Transpose::ptdim: The permutation {2, 1} has length greater than the depth 1 of "
      "{a, b}."]),
    # Partition
    ("Partition[{a, b, c, d, e}, 2]", "{{a, b}, {c, d}}"),
    ("Partition[{a, b, c, d, e, f}, 3]", "{{a, b, c}, {d, e, f}}"),
    ("Partition[{a, b, c, d}, 3, 1]", "{{a, b, c}, {b, c, d}}"),
    ("Partition[{a, b, c, d, e}, 2, 3]", "{{a, b}, {d, e}}"),
    ("Partition[{a, b}, 3]", "{}"),
    ("Partition[{a, b, c, d}, 2, 1, {1, 1}]", "{{a, b}, {b, c}, {c, d}, {d, a}}"),
    ("Partition[{a, b, c, d, e}, 2, 2, {1, 1}, x]", "{{a, b}, {c, d}, {e, x}}"),
    ("Partition[{a, b, c, d, e}, 2, 2, {1, 1}, {}]", "{{a, b}, {c, d}, {e}}"),
    ("Partition[{a, b, c, d, e}, 3, 3, {1, 1}, {x, y}]", "{{a, b, c}, {d, e, y}}"),
    ("Partition[{a, b, c}, 2, 1, {-1, 1}]", "{{c, a}, {a, b}, {b, c}, {c, a}}"),
    ("Partition[{{1, 2, 3, 4}, {5, 6, 7, 8}}, {2, 2}]",
     "{{{{1, 2}, {5, 6}}, {{3, 4}, {7, 8}}}}"),
    ("Partition[f[a, b, c, d], 2]", "f[f[a, b], f[c, d]]"),
    ("Partition[{a, b}, 0]", "Partition[{a, b}, 0]",
     ["Partition::ilsmp: Single or list of positive machine-size integers expected at "
      "position 2 of Partition[{a, b}, 0]."]),
    ("Partition[{a, b}, 1, x]", "Partition[{a, b}, 1, x]",
     ["Partition::ilsmp: Single or list of positive machine-size integers expected at "
      "position 3 of Partition[{a, b}, 1, x]."]),
    ("Partition[{1, 2, 3}, {1, 1}]", "Partition[{1, 2, 3}, {1, 1}]",
     ["Partition::pdep: The partition specification {1, 1} has more levels than the depth of "
      "{1, 2, 3}."]),
    ("Partition[x, 2]", "Partition[x, 2]", [NORMAL % ("Partition", "Partition[x, 2]")]),
    # Riffle
    ("Riffle[{a, b, c}, x]", "{a, x, b, x, c}"),
    ("Riffle[{a, b, c}, {x, y, z}]", "{a, x, b, y, c, z}"),
    ("Riffle[{a, b, c}, {x, y}]", "{a, x, b, y, c}"),
    ("Riffle[{a, b, c, d}, {x, y}]", "{a, x, b, y, c, x, d}"),
    ("Riffle[{a, b, c, d, e}, x, 3]", "{a, b, x, c, d, x, e}"),
    ("Riffle[{a, b, c, d}, x, 3]", "{a, b, x, c, d}"),
    ("Riffle[{a, b, c}, x, {1, -1, 2}]", "{x, a, x, b, x, c, x}"),
    ("Riffle[{a}, x]", "{a}"),
    ("Riffle[{}, x]", "{}"),
    ("Riffle[a, x]", "Riffle[a, x]", [NORMAL % ("Riffle", "Riffle[a, x]")]),
    # PadLeft, PadRight
    ("PadLeft[{a, b, c}, 5]", "{0, 0, a, b, c}"),
    ("PadLeft[{a, b, c}, 2]", "{b, c}"),
    ("PadLeft[{a, b, c}, 5, x]", "{x, x, a, b, c}"),
    ("PadLeft[{a, b, c}, 10, {x, y, z}]", "{z, x, y, z, x, y, z, a, b, c}"),
    ("PadLeft[{a, b, c}, 7, x, 1]", "{x, x, x, a, b, c, x}"),
    ("PadLeft[{{a}, {b, c}}]", "{{0, a}, {b, c}}"),
    ("PadLeft[{{a}, {b}}, {3, 2}]", "{{0, 0}, {0, a}, {0, b}}"),
    ("PadLeft[{}, 2]", "{0, 0}"),
    ("PadLeft[{a}, -1]", "PadLeft[{a}, -1]",
     ["PadLeft::ilsmn: Single or list of non-negative machine-sized integers expected at "
      "position 2 of PadLeft[{a}, -1]."]),
    ("PadRight[{a, b, c}, 5]", "{a, b, c, 0, 0}"),
    ("PadRight[{a, b, c}, 2]", "{a, b}"),
    ("PadRight[{a, b, c}, 10, {x, y, z}]", "{a, b, c, x, y, z, x, y, z, x}"),
    ("PadRight[{a, b, c}, 7, {x, y}]", "{a, b, c, y, x, y, x}"),
    ("PadRight[{a, b, c}, 7, x, 1]", "{x, a, b, c, x, x, x}"),
    ("PadRight[{{a}, {b, c}}, {2, 3}]", "{{a, 0, 0}, {b, c, 0}}"),
    ("PadRight[{{a}, {b, c}, {}}]", "{{a, 0}, {b, c}, {0, 0}}"),
    ("PadRight[f[a], 3]", "f[a, 0, 0]"),
    ("PadRight[x, 3]", "PadRight[x, 3]", [NORMAL % ("PadRight", "PadRight[x, 3]")]),
]


@pytest.mark.parametrize("row", ROWS, ids=[r[0] for r in ROWS])
def test_row(row):
    out, msgs = run(row[0])
    assert out == row[1]
    assert msgs == (list(row[2]) if len(row) > 2 else [])
