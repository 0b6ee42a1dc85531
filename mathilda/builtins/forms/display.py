"""Display wrappers: MatrixForm, TableForm, Row, Column, Grid, TreeForm.  They evaluate their arguments and
stay as they are; the printer lays them out as plain text with the functions of
mathilda/printing/display.py."""

from mathilda.core.registry import symbol_spec

symbol_spec(
    "MatrixForm",
    usage="MatrixForm[list] prints the elements of a rectangular array as a grid: rows on "
          "separate lines with a blank line between them, columns left-aligned and three "
          "spaces apart; a vector prints as a column.",
    options={"TableAlignments": "Automatic", "TableDepth": "Infinity",
             "TableSpacing": "Automatic", "TableHeadings": "None"},
    examples=[("MatrixForm[{{1, 2}, {3, 4}}]", "1   2\n\n3   4"),
              ("MatrixForm[{{1, 100}, {x^2, y}}]", "1     100\n\nx^2   y"),
              ("MatrixForm[{a, b, c}]", "a\n\nb\n\nc"),
              ("MatrixForm[x]", "x")])

symbol_spec(
    "TableForm",
    usage="TableForm[list] prints list as a table: the first level down the page (a blank "
          "line between rows), the second across (columns left-aligned, three spaces apart); "
          "rows may have different lengths. The options TableSpacing -> {rows, columns}, "
          "TableAlignments -> Left | Center | Right, TableDepth -> n and TableHeadings -> "
          "{row labels, column labels} (each None, Automatic or a list) adjust the layout.",
    options={"TableAlignments": "Automatic", "TableDepth": "Infinity",
             "TableSpacing": "Automatic", "TableHeadings": "None"},
    examples=[("TableForm[{{1, 2, 3}, {40, 5}}]", "1    2   3\n\n40   5"),
              ("TableForm[{a, b}]", "a\n\nb"),
              ("TableForm[{{1, 2}, {3, 4}}, TableSpacing -> {0, 1}]", "1 2\n3 4"),
              ("TableForm[{{1, 222}, {33, 4}}, TableAlignments -> Right]",
               " 1   222\n\n33     4"),
              ("TableForm[{{1, 2}, {3, 4}}, TableHeadings -> {{a, b}, {c, d}}]",
               "    c   d\n\na   1   2\n\nb   3   4")])

symbol_spec(
    "Row",
    usage="Row[{expr1, expr2, ...}] prints as the expressions side by side; Row[list, sep] "
          "puts sep between them.",
    examples=[("Row[{a, b, 1 + 2}]", "ab3"),
              ("Row[{x, y, z}, \", \"]", "x, y, z"),
              ("Row[{\"a\", \"b\"}, \" \"]", "a b")])

symbol_spec(
    "Column",
    usage="Column[{expr1, expr2, ...}] prints the expressions one per line; Column[list, "
          "alignment] aligns them Left, Center or Right; Column[list, alignment, n] leaves "
          "n blank lines between them.",
    examples=[("Column[{a, b + c, d}]", "a\nb + c\nd"),
              ("Column[{1, 100}, Right]", "  1\n100"),
              ("Column[{x, y}, Left, 1]", "x\n\ny")])

symbol_spec("Grid", usage="Grid[{{e11, e12, ...}, {e21, ...}, ...}] is a two-dimensional grid "
                          "of the elements; OutputForm writes the rows on consecutive lines and "
                          "the columns left-aligned three spaces apart.",
            examples=[("Grid[{{1, 22}, {333, 4}}]", "1     22\n333   4"),
                      ("Grid[{{a, b}, {c}}]", "a   b\nc"),
                      ("Head[Grid[{{1}}]]", "Grid")])

symbol_spec("TreeForm",
            usage="TreeForm[expr] prints expr as a tree: OutputForm writes each compound "
                  "argument as | on the line of its parent and draws it below. "
                  "TreeForm[expr, n] draws only n levels (deeper parts print in one line).",
            examples=[("TreeForm[a + b^2 + c^3 + d]",
                       "Plus[a, |          , |          , d]\n"
                       "        Power[b, 2]  Power[c, 3]"),
                      ("TreeForm[f[x]]", "f[x]"),
                      ("TreeForm[x^3 + (1 + x)^2]",
                       "Plus[|          , |                   ]\n"
                       "     Power[x, 3]  Power[|         , 2]\n"
                       "                        Plus[1, x]"),
                      ("TreeForm[f[g[h[x]]], 1]", "f[g[h[x]]]"),
                      ("TreeForm[{1, {2, 3}}]", "List[1, |         ]\n        List[2, 3]")])
