"""Trees: the Tree object (Tree, TreeQ, TreeLeafQ, TreeData, TreeChildren, RootTree), its
measurements and subtrees by level or pattern (TreeSize, TreeDepth, TreeLeafCount,
TreeLeaves, TreeLevel, TreeCount, TreeCases, TreeSelect, TreePosition, TreeExtract), the
functional operations (TreeMap, TreeMapAt, TreeScan, TreeFold) and edits (TreeInsert,
TreeDelete, TreeReplacePart), and conversions (ExpressionTree, TreeExpression, NestTree,
TreeGraph, GraphTree, RulesTree, TreeRules).  A tree is an atomic TreeExpr
(mathilda/algorithms/trees/tree.py); it draws as a layered picture of its nodes."""
