"""Trees: the Tree object, its normal form and printing, subtrees by level, pattern and
position, the functional operations and edits, conversions to and from expressions and
graphs, bad input (messages, unevaluated), and the drawing of a tree."""

import pytest

from mathilda.session import Session
from support import check_example, check_rows, registered_examples

T = "Tree[1, {2, Tree[3, {4, 5}], Tree[6, {7}]}]"
TF = ("Tree[1, {Tree[2, None], Tree[3, {Tree[4, None], Tree[5, None]}], "
      "Tree[6, {Tree[7, None]}]}]")

ROWS = [
    # --- the object: normal form, atomicity, printing, round trip ---------------------------
    ("Tree[a, {b, c}]", "Tree[a, {Tree[b, None], Tree[c, None]}]"),
    ("Tree[a, {b, c}] // FullForm", "Tree[a, List[Tree[b, None], Tree[c, None]]]"),
    ("ToString[%s]" % T, TF),
    ("ToExpression[ToString[InputForm[%s]]] === %s" % (T, T), "True"),
    ("Tree[a, {b}] === Tree[a, {Tree[b, None]}]", "True"),
    ("Tree[{a, b}] === Tree[Null, {a, b}]", "True"),
    ("Tree[<|1 -> a|>] // InputForm", "Tree[Null, <|1 -> Tree[a, None]|>]"),
    ("Tree[a, {b}, TreeLayout -> Left] // InputForm",
     "Tree[a, {Tree[b, None]}, TreeLayout -> Left]"),
    ("TreeData[Tree[a, {b}, TreeLayout -> Left]]", "a"),
    ("Tree[Tree[x, None], {y}] // TreeData // InputForm", "Tree[x, None]"),
    ("{AtomQ[Tree[a, None]], Length[Tree[a, {b, c}]]}", "{True, 0}"),
    ("{TreeQ[Tree[a, {}]], TreeQ[Tree[a, b]], TreeQ[{}]}", "{True, False, False}",
     ["Tree::nchil: The children b in Tree[a, b] should be None, a list or an association "
      "of subtrees."]),
    ("Tree[a, {b, Tree[c, x]}]", "Tree[a, {Tree[b, None], Tree[Tree[c, x], None]}]",
     ["Tree::nchil: The children x in Tree[c, x] should be None, a list or an association "
      "of subtrees."]),
    ("Tree[x]", "Tree[x]",
     ["Tree::nchil: The children x in Tree[x] should be None, a list or an association of "
      "subtrees."]),
    ("Tree[]", "Tree[]", ["Tree::argt: Tree called with 0 arguments; 1 or 2 arguments are "
                          "expected."]),
    # --- parts and measurements ---------------------------------------------------------------
    ("{TreeSize[%s], TreeDepth[%s], TreeLeafCount[%s]}" % (T, T, T), "{7, 2, 4}"),
    ("TreeLevel[%s, {-1} -> \"Data\"]" % T, "{2, 4, 5, 7}"),
    ("TreeLevel[%s, {-3} -> \"Data\"]" % T, "{1}"),
    ("TreeLevel[%s, {1, -2} -> \"Data\"]" % T, "{3, 6}"),
    ("TreeLevel[%s, {0, 1} -> \"Data\", TreeTraversalOrder -> \"BreadthFirst\"]" % T,
     "{1, 2, 3, 6}"),
    ("TreeLevel[Tree[a, {}], {-1} -> \"Data\"]", "{a}"),
    ("TreeLeaves[Tree[a, {Tree[b, {}], c}]] // InputForm", "{Tree[b, {}], Tree[c, None]}"),
    ("TreeLevel[%s, foo]" % T, "TreeLevel[%s, foo]" % TF,
     ["TreeLevel::level: Level specification foo is not of the form n, {n}, or {m, n}."]),
    ("TreeLevel[%s, 1, TreeTraversalOrder -> foo]" % T,
     "TreeLevel[%s, 1, TreeTraversalOrder -> foo]" % TF,
     ["TreeLevel::ttord: Value of option TreeTraversalOrder -> foo is not Automatic, "
      "\"DepthFirst\", \"TopDown\" or \"BreadthFirst\"."]),
    ("TreeLevel[x, 1]", "TreeLevel[x, 1]",
     ["TreeLevel::tree: Tree object expected at position 1 in TreeLevel[x, 1]."]),
    ("TreeCases[%s, _?EvenQ, {1}] // Map[TreeData]" % T, "{2, 6}"),
    ("TreeCount[%s, _]" % T, "7"),
    ("TreePosition[%s, _?OddQ, {1, 2}, 2]" % T, "{{2, 2}, {2}}"),
    ("TreeSelect[%s, TreeSize[#] > 1 &] // Map[TreeData]" % T, "{3, 6}"),
    ("TreeSelect[%s, TreeSize[#] > 1 &, All, Infinity] // Map[TreeData]" % T, "{3, 6, 1}"),
    ("TreeCases[_?EvenQ][%s] // Map[TreeData]" % T, "{2, 4, 6}"),
    ("TreePosition[4][%s]" % T, "{{2, 1}}"),
    # --- positions ------------------------------------------------------------------------------
    ("TreeExtract[%s, {-1, -1}, TreeData]" % T, "7"),
    ("TreeExtract[%s, {2 ;; 3, 1}, TreeData]" % T, "{4, 7}"),
    ("TreeExtract[%s, {{2, 1}, {2, 2}}, TreeData]" % T, "{4, 5}"),
    ("TreeExtract[%s, TreeSelect[TreeLeafQ], TreeData]" % T, "{2, 4, 5, 7}"),
    ("TreeExtract[%s, {1, 1}]" % T, "TreeExtract[%s, {1, 1}]" % TF,
     ["TreeExtract::partw: Part 1 of %s does not exist." % TF]),
    ("TreeExtract[x, {1}]", "TreeExtract[x, {1}]",
     ["TreeExtract::tree: Tree object expected at position 1 in TreeExtract[x, {1}]."]),
    ("TreeMapAt[f, %s, TreeLevel[{2}]] // TreeLeaves // Map[TreeData]" % T,
     "{2, f[4], f[5], f[7]}"),
    ("TreeMapAt[f, Tree[a, <|x -> b|>], {Key[x]}] // InputForm",
     "Tree[a, <|x -> Tree[f[b], None]|>]"),
    ("TreeReplacePart[Tree[a, {b, c}], {3} -> x]", "TreeReplacePart[Tree[a, {Tree[b, None], "
     "Tree[c, None]}], {3} -> x]",
     ["TreeReplacePart::partw: Part 3 of Tree[a, {Tree[b, None], Tree[c, None]}] does not "
      "exist."]),
    ("TreeInsert[Tree[a, None], x, {1}] // InputForm", "Tree[a, {Tree[x, None]}]"),
    ("TreeInsert[Tree[a, {b}], x, {5}]",
     "TreeInsert[Tree[a, {Tree[b, None]}], x, {5}]",
     ["TreeInsert::ins: Cannot insert at position {5} in Tree[a, {Tree[b, None]}]."]),
    ("TreeDelete[%s, {2, All}] // InputForm" % T,
     "Tree[1, {Tree[2, None], Tree[3, {}], Tree[6, {Tree[7, None]}]}]"),
    ("TreeDelete[Tree[a, {b}], {}]", "TreeDelete[Tree[a, {Tree[b, None]}], {}]",
     ["TreeDelete::delr: Cannot delete the whole tree at position {} in "
      "Tree[a, {Tree[b, None]}]."]),
    # --- functional ------------------------------------------------------------------------------
    ("TreeMap[f, %s, {2}] // TreeLeaves // Map[TreeData]" % T, "{2, f[4], f[5], f[7]}"),
    ("TreeMap[f, Tree[a, {b}], All -> \"Level\"] // InputForm",
     "Tree[f[0], {Tree[f[1], None]}]"),
    ("TreeMap[f, Tree[a, {b}], All -> {\"Data\", \"NegativeLevel\"}] // InputForm",
     "Tree[f[a, -2], {Tree[f[b, -1], None]}]"),
    ("TreeMap[f, Tree[a, {b, c}], {0} -> \"ChildrenData\"] // InputForm",
     "Tree[f[{b, c}], {Tree[b, None], Tree[c, None]}]"),
    ("TreeMap[f, Tree[a, {b}], All -> \"Bogus\"]", "TreeMap[f, Tree[a, {Tree[b, None]}], "
     "All -> Bogus]",
     ["TreeMap::elem: \"Bogus\" is not a valid subtree element specification."]),
    ("TreeFold[Max[#1, Max[#2]] &, %s]" % T, "7"),
    ("TreeFold[{List, List}, Tree[a, {b}]]", "{a, {{b}}}"),
    ("TreeFold[f, x]", "TreeFold[f, x]",
     ["TreeFold::tree: Tree object expected at position 2 in TreeFold[f, x]."]),
    # --- conversions ---------------------------------------------------------------------------
    ("TreeExpression[ExpressionTree[f[g[x, y], h[z]][w]]]", "f[g[x, y], h[z]][w]"),
    ("TreeExpression[ExpressionTree[f[a][x], \"HeadTrees\"], \"HeadTrees\"]", "f[a][x]"),
    ("TreeExpression[ExpressionTree[f[a, g[b]], \"Subexpressions\"], \"Subexpressions\"]",
     "f[a, g[b]]"),
    ("ExpressionTree[f[x], None] // InputForm", "Tree[f[x], None]"),
    ("ExpressionTree[f[x, y], Null] // InputForm",
     "Tree[Null, {Tree[Null, None], Tree[Null, None]}]"),
    ("ExpressionTree[<|a -> 1, b -> <|c -> 2|>|>, \"Association\"] // InputForm",
     "Tree[Null, <|a -> Tree[1, None], b -> Tree[Null, <|c -> Tree[2, None]|>]|>]"),
    ("ExpressionTree[f[x], \"Bogus\"]", "ExpressionTree[f[x], Bogus]",
     ["ExpressionTree::struct: \"Bogus\" is not a known structure for ExpressionTree."]),
    ("TreeLevel[ExpressionTree[f[a, g[b]], \"Subexpressions\"], {0, Infinity} -> \"Data\"] "
     "=== Level[f[a, g[b]], {0, Infinity}]", "True"),
    ("NestTree[f, Tree[a, {b, c}]] // InputForm",
     "Tree[a, {Tree[b, {Tree[f[b], None]}], Tree[c, {Tree[f[c], None]}]}]"),
    ("NestTree[f, x, 0] // InputForm", "Tree[x, None]"),
    ("NestTree[{} &, x, 3] // InputForm", "Tree[x, {}]"),
    ("NestTree[Hold[1 + 1] &, x] // InputForm", "Tree[x, {Tree[1 + 1, None]}]"),
    ("NestTree[f, x, -1]", "NestTree[f, x, -1]",
     ["NestTree::intnm: Non-negative machine-sized integer or Infinity expected at position "
      "3 in NestTree[f, x, -1]."]),
    ("VertexCount[TreeGraph[%s]]" % T, "7"),
    ("GraphTree[TreeGraph[%s], {1, {}}, Identity] === %s" % (T, T), "True"),
    ("GraphTree[StarGraph[4]] // InputForm",
     "Tree[1, {Tree[2, None], Tree[3, None], Tree[4, None]}]"),
    ("GraphTree[PathGraph[{1, 2, 3}], 2, {-#, -#} &] // InputForm",
     "Tree[-2, {Tree[-3, None], Tree[-1, None]}]"),
    ("GraphTree[PathGraph[{1, 2}], 5]", "GraphTree[Graph[<2>, <1>], 5]",
     ["GraphTree::nvert: 5 is not a vertex of Graph[<2>, <1>]."]),
    ("RulesTree[TreeRules[%s]] === %s" % (T, T), "True"),
    ("TreeRules[%s] === TreeFold[{Rule, Identity}, %s]" % (T, T), "True"),
    ("RulesTree[x]// InputForm", "Tree[x, None]"),
    ("TreeRules[x]", "TreeRules[x]",
     ["TreeRules::tree: Tree object expected at position 1 in TreeRules[x]."]),
    ("TreeGraph[{1 -> 2, 3 -> 4}]", "TreeGraph[{1 -> 2, 3 -> 4}]",
     ["TreeGraph::ntree: {1 -> 2, 3 -> 4} does not represent a tree."]),
]


def test_rows():
    check_rows(ROWS)


_NAMES = (
    ["Tree", "TreeQ", "TreeLeafQ", "TreeData", "TreeChildren", "RootTree", "TreeSize",
     "TreeDepth", "TreeLeafCount", "TreeLeaves", "TreeLevel", "TreeCount", "TreeCases",
     "TreePosition", "TreeSelect", "TreeExtract", "TreeMapAt", "TreeReplacePart",
     "TreeInsert", "TreeDelete", "TreeMap", "TreeScan", "TreeFold", "ExpressionTree",
     "TreeExpression", "NestTree", "TreeGraph", "GraphTree", "RulesTree", "TreeRules"])
_EX, _IDS = registered_examples(_NAMES)


@pytest.mark.parametrize("name,example", _EX, ids=_IDS)
def test_examples(name, example):
    check_example(example)


def _prims(g, head):
    """The primitives with this head in a Graphics expression, in order."""
    out = []

    def walk(x):
        if getattr(x, "is_atom", True) and not hasattr(x, "head"):
            return
        if getattr(x.head, "name", "") == head:
            out.append(x)
        elif not x.is_atom:
            for a in x.args:
                walk(a)
    walk(g.args[0])
    return out


def test_tree_draws_as_a_tree(tmp_path):
    """Export draws the tree: one disk per node, one line per edge, the data as labels, the
    root above its children; the PNG has the drawing's size and is not blank."""
    s = Session()
    g = s.evaluate("Show[Tree[Plus, {Tree[Times, {x, y}], c}]]")
    lines, disks, texts = (_prims(g, h) for h in ("Line", "Disk", "Text"))
    assert (len(lines), len(disks), len(texts)) == (4, 5, 5)
    assert [str(t.args[0]) for t in texts] == ["Plus", "Times", "x", "y", "c"]
    ys = [float(t.args[1].args[1].value) for t in texts]
    assert ys[0] > ys[1] > ys[2] and ys[1] == ys[4]
    out = tmp_path / "t.png"
    s.evaluate('Export["%s", Tree[Plus, {Tree[Times, {x, y}], c}]]' % out)
    from PIL import Image
    import numpy as np
    im = np.asarray(Image.open(out).convert("L"))
    assert im.shape[0] > 50 and im.shape[1] > 100
    assert (im < 128).sum() > 100          # edges, rims and labels are drawn


def test_layout_sideways():
    s = Session()
    g = s.evaluate("Show[Tree[a, {b, c}, TreeLayout -> Left]]")
    texts = _prims(g, "Text")
    xs = [float(t.args[1].args[0].value) for t in texts]
    assert xs[0] < xs[1] == xs[2]


def test_long_labels_get_wide_nodes():
    """A node whose data prints long is an ellipse wide enough for its label, and the leaves
    are spaced so that the nodes do not overlap; tree options given to ExpressionTree stay
    on the tree and turn the drawing."""
    s = Session()
    g = s.evaluate("Show[ExpressionTree[f[LongName[a, b], c], \"Subexpressions\"]]")
    disks = _prims(g, "Disk")
    radii = [d.args[1] for d in disks]
    assert str(radii[0]) == "{1.36, 0.3}" and str(radii[2]) == "0.3"
    xs = sorted(float(d.args[0].args[0].value) for d in disks
                if float(d.args[0].args[1].value) == -2.0)
    assert xs[1] - xs[0] >= 2 * 0.3 + 0.25
    assert s.format(s.evaluate("ExpressionTree[f[x], TreeLayout -> Right] // InputForm")) == \
        "Tree[f, {Tree[x, None]}, TreeLayout -> Right]"
    g = s.evaluate("Show[ExpressionTree[f[x], TreeLayout -> Right]]")
    texts = _prims(g, "Text")
    assert float(texts[0].args[1].args[0].value) > float(texts[1].args[1].args[0].value)
