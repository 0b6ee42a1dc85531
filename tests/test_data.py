"""Dataset, Query and Grid: queries of a list of associations and the printed tables."""

from support import check_rows

DS = ('ds = Dataset[{<|"name" -> "Al", "age" -> 31, "city" -> "Oslo"|>, '
      '<|"name" -> "Bo", "age" -> 25, "city" -> "Rome"|>, '
      '<|"name" -> "Cy", "age" -> 40, "city" -> "Oslo"|>}]; ')

ROWS = [
    (DS + "ds", "name   age   city\nAl     31    Oslo\nBo     25    Rome\nCy     40    Oslo"),
    (DS + "ds[All, \"name\"]", "Al\nBo\nCy"),
    (DS + "Normal[ds[All, \"name\"]]", "{Al, Bo, Cy}"),
    (DS + "ds[Select[#age > 30 &], \"name\"] // Normal", "{Al, Cy}"),
    (DS + "ds[Select[#age > 30 &]]",
     "name   age   city\nAl     31    Oslo\nCy     40    Oslo"),
    (DS + "ds[GroupBy[\"city\"], Length]", "Oslo   2\nRome   1"),
    (DS + "Normal[ds[GroupBy[\"city\"], All, \"name\"]]", "<|Oslo -> {Al, Cy}, Rome -> {Bo}|>"),
    (DS + "ds[SortBy[\"age\"], \"name\"] // Normal", "{Bo, Al, Cy}"),
    (DS + "ds[Mean, \"age\"]", "32"),
    (DS + "ds[Max, \"age\"]", "40"),
    (DS + "ds[Length]", "3"),
    (DS + "ds[2, \"city\"]", "Rome"),
    (DS + "ds[1]", "name   Al\nage    31\ncity   Oslo"),
    (DS + "ds[Counts, \"city\"]", "Oslo   2\nRome   1"),
    (DS + "ds[All, {\"name\", \"age\"}]", "name   age\nAl     31\nBo     25\nCy     40"),
    (DS + "ds[1 ;; 2, \"name\"] // Normal", "{Al, Bo}"),
    (DS + "Normal[ds][[1, \"name\"]]", "Al"),
    (DS + "ds[All, \"age\"] // Normal // Total", "96"),
    ('Query[All, "x"][{<|"x" -> 1|>, <|"x" -> 2|>}]', "{1, 2}"),
    ('Query[Select[#x > 1 &], "x"][{<|"x" -> 1|>, <|"x" -> 2|>, <|"x" -> 3|>}]', "{2, 3}"),
    ('Query[Total, "x"][{<|"x" -> 1|>, <|"x" -> 2|>}]', "3"),
    ('Query[GroupBy["k"], Length][{<|"k" -> a|>, <|"k" -> b|>, <|"k" -> a|>}]',
     "<|a -> 2, b -> 1|>"),
    ("Query[2][{a, b, c}]", "b"),
    ("Query[All, 1][{{1, 2}, {3, 4}}]", "{1, 3}"),
    ("Query[Total, 2][{{1, 2}, {3, 4}}]", "6"),
    ('Dataset[<|"a" -> 1, "b" -> 2|>]', "a   1\nb   2"),
    ('Dataset[<|"a" -> 1, "b" -> 2|>]["b"]', "2"),
    ("Dataset[{1, 2, 3}][Total]", "6"),
    ("Dataset[{{1, 2}, {3, 4}}]", "Dataset[{{1, 2}, {3, 4}}]"),
    ("Grid[{{1, 22}, {333, 4}}]", "1     22\n333   4"),
    ("Grid[{{a, b}, {c}}]", "a   b\nc"),
    ("Grid[{{\"Name\", \"Age\"}, {\"Al\", 31}}]", "Name   Age\nAl     31"),
    ("Grid[{{x^2, 1/2}}, Frame -> All]", "x^2   1/2"),
    ("Grid[x]", "Grid[x]"),
]


def test_data():
    check_rows(ROWS)
