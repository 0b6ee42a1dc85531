"""Dataset and Query: structured data (lists and associations, typically a list of
associations, one per row) queried by ``ds[op1, op2, ...]``.

``Query[op1, op2, ...][data]`` applies op1 to data and the rest to the parts at the next
level.  A part specification (All, n, "key", Key[k], a list of them, a Span) and the
"descending" operators Select, SortBy, GroupBy, KeySelect, KeySort, MaximalBy, MinimalBy,
TakeLargestBy, TakeSmallestBy, DeleteDuplicates are applied first, going down; any other
function (Total, Length, Mean, Counts, ...) is "ascending": it is applied to the result of the
rest of the query on each part.  A string given to SortBy, GroupBy, ... stands for Key[string].
``ds[...]`` is ``Query[...]`` on the data, the result a Dataset again unless it is an atom.

A Dataset prints as a table: a list of associations as a header of keys over one row per
association, an association of atoms as key/value rows, a list of atoms as one column.
"""

from mathilda.core.expr import Expression, Integer, String, Symbol, S
from mathilda.core.registry import builtin

DATASET = Symbol("Dataset")
QUERY = Symbol("Query")
_DESCENDING = frozenset(("Select", "SortBy", "GroupBy", "KeySelect", "KeySort", "MaximalBy",
                         "MinimalBy", "TakeLargestBy", "TakeSmallestBy", "DeleteDuplicates",
                         "DeleteDuplicatesBy", "ReverseSortBy", "Take", "Drop", "Reverse",
                         "Sort", "ReverseSort", "TakeLargest", "TakeSmallest", "KeyTake",
                         "KeyDrop", "Cases", "DeleteCases"))


def _is(x, head):
    return isinstance(x, Expression) and x.head is head


def _is_assoc(x):
    return _is(x, S.Association)


def _part_spec(op):
    t = type(op)
    if op is S.All or t is Integer or t is String:
        return True
    if _is(op, S.Key) or _is(op, S.Span):
        return True
    if _is(op, S.List):
        return all(type(a) in (Integer, String) or _is(a, S.Key) for a in op.args)
    return False


def _descending(op):
    if isinstance(op, Expression) and type(op.head) is Symbol and \
            op.head.name in _DESCENDING:
        args = tuple(Expression(S.Key, (a,)) if type(a) is String and
                     op.head.name not in ("KeyTake", "KeyDrop") else a for a in op.args)
        return Expression(op.head, args)
    return None


def _map_level(ev, x, rest):
    if not rest:
        return x
    if _is(x, S.List):
        return Expression(S.List, tuple(apply_query(ev, rest, e) for e in x.args))
    if _is_assoc(x):
        rules = tuple(Expression(S.Rule, (r.args[0], apply_query(ev, rest, r.args[1])))
                      for r in x.args)
        return ev.evaluate(Expression(S.Association, rules))
    return apply_query(ev, rest, x)


def _part(ev, x, op):
    if _is(op, S.List) and _is_assoc(x):
        return ev.call("KeyTake", x, op)
    if type(op) is String and _is_assoc(x):
        return ev.evaluate(Expression(x, (op,)))
    if _is(op, S.Key):
        return ev.evaluate(Expression(x, op.args))
    return ev.call("Part", x, op)


def apply_query(ev, ops, x):
    """``Query[ops...][x]``."""
    ev.check_interrupt()
    if not ops:
        return x
    op, rest = ops[0], ops[1:]
    if _part_spec(op):
        if op is S.All:
            return _map_level(ev, x, rest)
        sub = _part(ev, x, op)
        if _is(op, S.List) or _is(op, S.Span):
            return _map_level(ev, sub, rest)
        return apply_query(ev, rest, sub)
    d = _descending(op)
    if d is not None:
        return _map_level(ev, ev.evaluate(Expression(d, (x,))), rest)
    y = _map_level(ev, x, rest)
    return ev.evaluate(Expression(op, (y,)))


def _wrap(r):
    if _is(r, S.List) or _is_assoc(r):
        return Expression(DATASET, (r,))
    return r


@builtin("Dataset", nargs=1, sub=False,
         usage="Dataset[data] represents a structured dataset of lists and associations "
               "(typically a list of associations, one per row); ds[op1, op2, ...] queries "
               "it as Query[op1, op2, ...] does: ds[All, \"name\"], ds[Select[#age > 30 &]], "
               "ds[GroupBy[\"city\"]], ds[Total, \"x\"]. Normal[ds] gives the data. It prints "
               "as a table.",
         examples=[("ds = Dataset[{<|\"a\" -> 1, \"b\" -> x|>, <|\"a\" -> 2, \"b\" -> y|>}]; "
                    "ds[All, \"a\"] // Normal", "{1, 2}"),
                   ("Dataset[{<|\"a\" -> 1, \"b\" -> x|>, <|\"a\" -> 2, \"b\" -> y|>}][2, "
                    "\"b\"]", "y"),
                   ("Dataset[{<|\"a\" -> 1, \"b\" -> x|>, <|\"a\" -> 20, \"b\" -> y|>}]",
                    "a    b\n1    x\n20   y"),
                   ("Dataset[{<|\"a\" -> 1|>, <|\"a\" -> 2|>}][Total, \"a\"]", "3")])
def dataset(ev, expr):
    _install_rules(ev)
    return None


_INSTALLED = {}


def _install_rules(ev):
    """Normal[Dataset[data]] is data: an up-value set in a session when its first Dataset
    is evaluated."""
    defs = ev.defs
    try:
        if _INSTALLED.get(defs):
            return
        _INSTALLED[defs] = True
    except TypeError:
        return
    from mathilda.syntax.parser import parse
    d = defs.get(DATASET)
    saved = d.attributes
    d.attributes = 0
    try:
        ev.evaluate(parse("Dataset /: Normal[Dataset[d_]] := d"))
    finally:
        d.attributes = saved


@builtin("Dataset", sub=True)
def dataset_query(ev, expr):
    d = expr.head
    if not (_is(d, DATASET) and len(d.args) == 1):
        return None
    return _wrap(apply_query(ev, expr.args, d.args[0]))


@builtin("Query", nargs=(0, None),
         usage="Query[op1, op2, ...] represents a query applied to data as "
               "Query[...][data]: op1 at the top, op2 to each part at the next level; part "
               "specifications and Select, SortBy, GroupBy, ... go down, other functions "
               "(Total, Length, Counts, ...) apply to the results coming up.",
         examples=[("Query[All, \"x\"][{<|\"x\" -> 1|>, <|\"x\" -> 2|>}]", "{1, 2}"),
                   ("Query[Select[#x > 1 &], \"x\"][{<|\"x\" -> 1|>, <|\"x\" -> 2|>, "
                    "<|\"x\" -> 3|>}]", "{2, 3}"),
                   ("Query[Total, \"x\"][{<|\"x\" -> 1|>, <|\"x\" -> 2|>}]", "3"),
                   ("Query[GroupBy[\"k\"], Length][{<|\"k\" -> a|>, <|\"k\" -> b|>, "
                    "<|\"k\" -> a|>}]", "<|a -> 2, b -> 1|>"),
                   ("Query[2][{a, b, c}]", "b")])
def query(ev, expr):
    return None


@builtin("Query", sub=True)
def query_apply(ev, expr):
    q = expr.head
    if not _is(q, QUERY) or len(expr.args) != 1:
        return None
    x = expr.args[0]
    if _is(x, DATASET) and len(x.args) == 1:
        return _wrap(apply_query(ev, q.args, x.args[0]))
    return apply_query(ev, q.args, x)


# --- the printed form ---------------------------------------------------------------------------

def _table(x):
    """Rows of expressions for the table of a Dataset's data, or None."""
    if _is(x, S.List) and x.args and all(_is_assoc(r) for r in x.args):
        keys = []
        for r in x.args:
            for k in r.keys():
                if k not in keys:
                    keys.append(k)
        rows = [keys]
        for r in x.args:
            rows.append([r.get(k, String("")) for k in keys])
        return rows
    if _is_assoc(x) and x.args:
        return [[r.args[0], r.args[1]] for r in x.args]
    if _is(x, S.List) and x.args and not any(_is(e, S.List) for e in x.args):
        return [[e] for e in x.args]
    return None


def _printed(x):
    if not (_is(x, DATASET) and len(x.args) == 1):
        return None
    rows = _table(x.args[0])
    if rows is None:
        return None
    from mathilda.printing import output_form
    from mathilda.printing.display import text_grid
    return Expression(S.HoldForm, (String("\n".join(text_grid(rows, output_form))),))


from mathilda.printing.outputform import register_form  # noqa: E402

register_form("Dataset", _printed)
