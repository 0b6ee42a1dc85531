"""Tree objects (``Tree[data, children]``): the atomic TreeExpr, the normal form, levels and
positions of subtrees (walk.py), the conversions to and from expressions (convert.py) and
the drawing (draw.py).  The builtins are in mathilda/builtins/trees/."""
