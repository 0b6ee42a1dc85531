"""Graph algorithms on GraphExpr values (NetworkX imported inside the functions)."""
