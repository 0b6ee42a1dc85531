"""MovingMap and JoinAcross: exact OutputForm results and the messages of bad input."""

from support import check_rows

MOVING = [
    ("MovingMap[f, {a, b, c, d, e}, 2]", "{f[{a, b, c}], f[{b, c, d}], f[{c, d, e}]}"),
    ("MovingMap[Mean, {1, 2, 3, 4, 5}, 1]", "{3/2, 5/2, 7/2, 9/2}"),
    ("MovingMap[Total, {1, 2, 3, 4}, Quantity[2, \"Events\"]]", "{3, 5, 7}"),
    ("MovingMap[f, {a, b, c}, 1, 0]", "{f[{0, a}], f[{a, b}], f[{b, c}]}"),
    ("MovingMap[f, {a, b, c}, 1, None]", "{f[{a}], f[{a, b}], f[{b, c}]}"),
    ("MovingMap[f, {a, b, c, d, e}, {2, Center}]",
     "{f[{a, b, c}], f[{b, c, d}], f[{c, d, e}]}"),
    ("MovingMap[f, {a, b, c}, {1, Left}]", "{f[{a, b}], f[{b, c}]}"),
    ("MovingMap[f, {a, b, c}, {1, Left}, x]", "{f[{a, b}], f[{b, c}], f[{c, x}]}"),
    ("MovingMap[f, {a, b}, 0]", "{f[{a}], f[{b}]}"),
    ("MovingMap[f, {a, b}, 5]", "{}"),
    ("MovingMap[Max, {3, 1, 4, 1, 5, 9, 2, 6}, 2]", "{4, 4, 5, 9, 9, 9}"),
    ("MovingMap[f, {a, b, c}, -1]", "MovingMap[f, {a, b, c}, -1]",
     ["MovingMap::wsize: Window specification -1 should be a non-negative number, a list "
      "{size, alignment} or Quantity[n, \"Events\"]."]),
    ("MovingMap[f, x, 1]", "MovingMap[f, x, 1]",
     ["MovingMap::list: List of values expected at position 2 in MovingMap[f, x, 1]."]),
]

A = "{<|\"a\" -> 1, \"b\" -> x|>, <|\"a\" -> 2, \"b\" -> y|>}"
B = "{<|\"a\" -> 1, \"c\" -> u|>, <|\"a\" -> 3, \"c\" -> v|>}"

JOIN = [
    ("JoinAcross[%s, %s, \"a\"]" % (A, B), "{<|a -> 1, b -> x, c -> u|>}"),
    ("JoinAcross[%s, %s, Key[\"a\"]]" % (A, B), "{<|a -> 1, b -> x, c -> u|>}"),
    ("JoinAcross[%s, %s, \"a\", \"Left\"]" % (A, B),
     "{<|a -> 1, b -> x, c -> u|>, <|a -> 2, b -> y, c -> Missing[Unmatched]|>}"),
    ("JoinAcross[%s, %s, \"a\", \"Right\"]" % (A, B),
     "{<|a -> 1, b -> x, c -> u|>, <|a -> 3, b -> Missing[Unmatched], c -> v|>}"),
    ("JoinAcross[%s, %s, \"a\", \"Outer\"]" % (A, B),
     "{<|a -> 1, b -> x, c -> u|>, <|a -> 2, b -> y, c -> Missing[Unmatched]|>, "
     "<|a -> 3, b -> Missing[Unmatched], c -> v|>}"),
    ("JoinAcross[{<|\"id\" -> 1, \"x\" -> 5|>}, {<|\"key\" -> 1, \"y\" -> 6|>}, "
     "\"id\" -> \"key\"]", "{<|id -> 1, x -> 5, key -> 1, y -> 6|>}"),
    ("JoinAcross[{<|1 -> a, 2 -> b|>, <|1 -> a, 2 -> c|>}, {<|1 -> a, 3 -> d|>}, 1]",
     "{<|1 -> a, 2 -> b, 3 -> d|>, <|1 -> a, 2 -> c, 3 -> d|>}"),
    ("JoinAcross[{<|\"a\" -> 1, \"b\" -> 2, \"x\" -> p|>, <|\"a\" -> 1, \"b\" -> 3|>}, "
     "{<|\"a\" -> 1, \"b\" -> 3, \"y\" -> q|>}, {\"a\", \"b\"}]",
     "{<|a -> 1, b -> 3, y -> q|>}"),
    ("JoinAcross[{<|\"a\" -> 1|>}, {}, \"a\"]", "{}"),
    ("JoinAcross[{1, 2}, {}, \"a\"]", "JoinAcross[{1, 2}, {}, a]",
     ["JoinAcross::asl: The argument {1, 2} is not a list of associations."]),
    ("JoinAcross[{}, {}, \"a\", \"Sideways\"]", "JoinAcross[{}, {}, a, Sideways]",
     ["JoinAcross::jtype: \"Sideways\" is not a valid join type; use \"Inner\", \"Left\", "
      "\"Right\" or \"Outer\"."]),
]


def test_moving_map():
    check_rows(MOVING)


def test_join_across():
    check_rows(JOIN)
