"""The largest and smallest elements: TakeLargest, TakeSmallest, TakeLargestBy,
TakeSmallestBy, PositionLargest, PositionSmallest, MaximalBy, MinimalBy; the orders they
use: NumericalOrder, NumericalSort, ReverseSort, ReverseSortBy, OrderingBy,
LexicographicOrder, LexicographicSort.

Values are compared in NumericalOrder (algorithms/lists/numerical.py): real numeric
quantities by value, other expressions in canonical order.  Ties keep the order of the
elements.  The Take* functions drop None, Null, Indeterminate and Missing[...] elements
(ExcludedForms -> Automatic).
"""

from mathilda.algorithms.lists.common import is_list, machine_int, make_list, operator_form
from mathilda.algorithms.lists.numerical import numerical_key, numerical_order
from mathilda.core.expr import Expression, Integer, Rational, Real, String, S, TRUE, FALSE
from mathilda.core.ordering import order
from mathilda.core.registry import builtin

_MESSAGES = {
    "insuff": "Cannot take `1` elements from a list with `2` elements.",
    "nonn": "Non-negative integer or UpTo[n] expected at position `2` in `1`.",
    "prop": "`1` is not a known property.",
}

_EXCLUDED = None


def _excluded(x):
    global _EXCLUDED
    if _EXCLUDED is None:
        _EXCLUDED = (S["None"], S.Null, S.Indeterminate)
    return x in _EXCLUDED or (isinstance(x, Expression) and x.head is S.Missing)


def _count(ev, expr, spec, pos, available, name):
    """The number of elements to take (n or UpTo[n]), or None after a message."""
    if isinstance(spec, Expression) and spec.head is S.UpTo and len(spec.args) == 1:
        n = machine_int(spec.args[0])
        if n is None or n < 0:
            ev.message(name, "nonn", expr, Integer(pos))
            return None
        return min(n, available)
    n = machine_int(spec)
    if n is None or n < 0:
        ev.message(name, "nonn", expr, Integer(pos))
        return None
    if n > available:
        ev.message(name, "insuff", Integer(n), Integer(available))
        return None
    return n


def _data(ev, x, name, expr):
    """(elements, keys or None, property) of the data argument; None after a message."""
    prop = String("Element")
    if isinstance(x, Expression) and x.head is S.Rule and len(x.args) == 2:
        x, prop = x.args
    if x.is_atom:
        ev.message(name, "normal", Integer(1), expr)
        return None
    if x.head is S.Association and hasattr(x, "index"):
        return [r.args[1] for r in x.args], [r.args[0] for r in x.args], prop, x
    return list(x.args), None, prop, x


def _ranked(ev, values, largest, p=None):
    """Positions (0-based) of values, largest (or smallest) first, ties in order."""
    idx = list(range(len(values)))
    if p is None:
        keys = [numerical_key(ev, v) for v in values]
        if largest:
            # a stable descending sort: sort ascending on the negated rank
            groups = {}
            for i in idx:
                groups.setdefault(keys[i], []).append(i)
            out = []
            for k in sorted(groups, reverse=True):
                out.extend(groups[k])
            return out
        return sorted(idx, key=keys.__getitem__)
    from mathilda.algorithms.lists.sorting import in_order_test, merge_sort
    test = in_order_test(ev, p, reverse=largest)
    return merge_sort(idx, lambda i, j: test(values[i], values[j]), ev.check_interrupt)


def _packed_top(ev, expr, x, spec, largest, name):
    """TakeLargest/TakeSmallest of a packed vector of machine numbers, by a stable argsort
    in NumPy: (True, result or None after a message), or (False, None) when x is not one
    (the general path then runs)."""
    arr = getattr(x, "array", None)
    if arr is None or arr.ndim != 1 or arr.dtype.kind not in "if" or not len(arr):
        return False, None
    import numpy as np
    if arr.dtype.kind == "f":
        if not np.isfinite(arr).all():
            return False, None
    elif arr.min() == np.iinfo(arr.dtype).min:
        return False, None
    n = _count(ev, expr, spec, 2, len(arr), name)
    if n is None:
        return True, None
    order = np.argsort(-arr if largest else arr, kind="stable")[:n]
    from mathilda.core.packed import from_numpy
    return True, from_numpy(arr[order])


def _top_numbers(values, n, largest):
    """Positions of the n largest (smallest) of plain numbers (Integer, Rational, machine
    Real), ties in order, or None for other values: a heap instead of a full sort."""
    import heapq
    nums = []
    for v in values:
        t = type(v)
        if t is Integer or t is Rational:
            nums.append(v.value)
        elif t is Real and v.prec is None and v.value == v.value:
            nums.append(v.value)
        else:
            return None
    pick = heapq.nlargest if largest else heapq.nsmallest
    return pick(n, range(len(nums)), key=nums.__getitem__)


def _take_extreme(ev, expr, name, largest, by):
    args = expr.args
    need = 3 if by else 2
    if len(args) < need:
        return None
    got = _data(ev, args[0], name, expr)
    if got is None:
        return None
    elements, keys, prop, whole = got
    f = args[1] if by else None
    p = args[need] if len(args) > need else None
    if not by and p is None and prop == String("Element"):
        done, r = _packed_top(ev, expr, whole, args[1], largest, name)
        if done:
            return r
    values = elements if f is None else \
        list(ev.evaluate(make_list(Expression(f, (e,)) for e in elements)).args)
    keep = [i for i, v in enumerate(values) if not _excluded(v)]
    n = _count(ev, expr, args[need - 1], need, len(keep), name)
    if n is None:
        return None
    kept_values = [values[i] for i in keep]
    chosen = None
    if p is None and n < len(kept_values):
        chosen = _top_numbers(kept_values, n, largest)
        if chosen is not None:
            chosen = [keep[i] for i in chosen]
    if chosen is None:
        chosen = [keep[i] for i in _ranked(ev, kept_values, largest, p)[:n]]
    if keys is not None and prop == String("Element"):
        from mathilda.core.association import make_association
        return make_association([whole.args[i] for i in chosen])
    return _properties(ev, name, prop, chosen, elements, keys, values if by else None)


def _properties(ev, name, prop, chosen, elements, keys, fvalues):
    def one(pr, i):
        if type(pr) is String:
            if pr.value == "Element":
                return elements[i]
            if pr.value == "Index":
                return Expression(S.Key, (keys[i],)) if keys is not None else Integer(i + 1)
            if pr.value == "Value" and fvalues is not None:
                return fvalues[i]
        raise KeyError(pr)
    try:
        if prop is S.All:
            from mathilda.core.association import make_association
            names = ["Element", "Index"] + (["Value"] if fvalues is not None else [])
            return make_list(make_association([Expression(S.Rule, (String(k), one(
                String(k), i))) for k in names]) for i in chosen)
        if is_list(prop):
            return make_list(make_list(one(pr, i) for pr in prop.args) for i in chosen)
        return make_list(one(prop, i) for i in chosen)
    except KeyError as e:
        ev.message(name, "prop", e.args[0])
        return None


def _register_take(name, largest, by, doc, examples):
    @builtin(name, nargs=(1, 4) if by else (1, 3), messages=_MESSAGES, usage=doc,
             options={"ExcludedForms": "Automatic"}, examples=examples)
    def fn(ev, expr):
        return _take_extreme(ev, expr, name, largest, by)

    operator_form(name, 2 if by else 1)
    return fn


_register_take(
    "TakeLargest", True, False,
    "TakeLargest[list, n] gives the n numerically largest elements of list, largest first; "
    "TakeLargest[list -> prop, n] gives a property (\"Element\", \"Index\", a list of them, "
    "All); TakeLargest[list, n, p] orders with p; TakeLargest[n] is the operator form.",
    [("TakeLargest[{1, 3, 5, 4}, 2]", "{5, 4}"),
     ("{1, 3, 5, 4} // TakeLargest[2]", "{5, 4}"),
     ("TakeLargest[<|a -> 1, b -> 3, c -> 2|>, 2]", "<|b -> 3, c -> 2|>"),
     ("TakeLargest[{1, Missing[], 3, Null, 2}, 2]", "{3, 2}"),
     ("TakeLargest[{1, 5, 2}, UpTo[4]]", "{5, 2, 1}"),
     ("TakeLargest[{1, 5, 2, 7} -> \"Index\", 2]", "{4, 2}"),
     ("TakeLargest[{1, 5, 2, 7} -> {\"Element\", \"Index\"}, 2]", "{{7, 4}, {5, 2}}"),
     ("TakeLargest[{Pi, 3, 22/7, 3.1}, 2]", "{22/7, Pi}"),
     ("TakeLargest[{b, a, c}, 2]", "{c, b}"),
     ("TakeLargest[{1, 2}, 3]", "TakeLargest[{1, 2}, 3]",
      ["TakeLargest::insuff: Cannot take 3 elements from a list with 2 elements."])])

_register_take(
    "TakeSmallest", False, False,
    "TakeSmallest[list, n] gives the n numerically smallest elements of list, smallest "
    "first; TakeSmallest[list -> prop, n] gives a property; TakeSmallest[n] is the "
    "operator form.",
    [("TakeSmallest[{1, 3, 5, 4}, 2]", "{1, 3}"),
     ("TakeSmallest[2][{4, 3, 5, 1}]", "{1, 3}"),
     ("TakeSmallest[<|a -> 1, b -> 3, c -> 2|>, 2]", "<|a -> 1, c -> 2|>"),
     ("TakeSmallest[{3, Indeterminate, 1}, 2]", "{1, 3}"),
     ("TakeSmallest[{1, 5}, UpTo[3]]", "{1, 5}"),
     ("TakeSmallest[{4, 1, 3} -> \"Index\", 2]", "{2, 3}"),
     ("TakeSmallest[{2, 1.5, 3/2}, 2]", "{1.5, 3/2}"),
     ("TakeSmallest[{1}, -1]", "TakeSmallest[{1}, -1]",
      ["TakeSmallest::nonn: Non-negative integer or UpTo[n] expected at position 2 in "
       "TakeSmallest[{1}, -1]."])])

_register_take(
    "TakeLargestBy", True, True,
    "TakeLargestBy[list, f, n] gives the n elements e of list for which f[e] is largest, "
    "largest first; TakeLargestBy[list -> prop, f, n] gives a property (\"Element\", "
    "\"Index\", \"Value\", ...); TakeLargestBy[f, n] is the operator form.",
    [("TakeLargestBy[{\"abc\", \"a\", \"abcd\", \"ab\"}, StringLength, 2]", "{abcd, abc}"),
     ("TakeLargestBy[StringLength, 2][{\"abc\", \"a\", \"abcd\"}]", "{abcd, abc}"),
     ("TakeLargestBy[<|1 -> \"ab\", 2 -> \"abc\", 3 -> \"a\"|>, StringLength, 2]",
      "<|2 -> abc, 1 -> ab|>"),
     ("TakeLargestBy[{-5, 2, 7, -9, 1}, Abs, 4]", "{-9, 7, -5, 2}"),
     ("TakeLargestBy[{-5, 2}, Abs, UpTo[4]]", "{-5, 2}"),
     ("TakeLargestBy[{-5, 2, 7} -> \"Value\", Abs, 2]", "{7, 5}"),
     ("TakeLargestBy[{-5, 2, 7} -> \"Index\", Abs, 2]", "{3, 1}")])

_register_take(
    "TakeSmallestBy", False, True,
    "TakeSmallestBy[list, f, n] gives the n elements e of list for which f[e] is smallest, "
    "smallest first; TakeSmallestBy[f, n] is the operator form.",
    [("TakeSmallestBy[{\"abc\", \"a\", \"abcd\", \"ab\"}, StringLength, 2]", "{a, ab}"),
     ("TakeSmallestBy[Abs, 2][{-5, 2, 7, -1}]", "{-1, 2}"),
     ("TakeSmallestBy[<|a -> -3, b -> 1, c -> 2|>, Abs, 2]", "<|b -> 1, c -> 2|>"),
     ("TakeSmallestBy[{-5, 2, 7, -9, 1}, Abs, UpTo[9]]", "{1, 2, -5, 7, -9}"),
     ("TakeSmallestBy[{3, 1, 2} -> \"Index\", Minus, 1]", "{1}")])


# --- PositionLargest, PositionSmallest --------------------------------------------------------

def _position_extreme(ev, expr, name, largest):
    args = expr.args
    got = _data(ev, args[0], name, expr)
    if got is None:
        return None
    elements, keys, _prop, _whole = got
    p = args[2] if len(args) > 2 else None
    if p is None:
        ks = [numerical_key(ev, v) for v in elements]
        distinct = sorted(set(ks), reverse=largest)

        def same(i, k):
            return ks[i] == k
    else:
        ranked = _ranked(ev, elements, largest, p)
        distinct = []
        for i in ranked:
            if not any(ev.evaluate(Expression(p, (elements[i], elements[j]))) == Integer(0)
                       or elements[i] == elements[j] for j in distinct):
                distinct.append(i)

        def same(i, k):
            return elements[i] == elements[k] or \
                ev.evaluate(Expression(p, (elements[i], elements[k]))) == Integer(0)

    def positions(k):
        return make_list(Expression(S.Key, (keys[i],)) if keys is not None else
                         Integer(i + 1) for i in range(len(elements)) if same(i, k))

    if len(args) == 1 or (len(args) >= 2 and args[1] is S.Automatic):
        if not distinct:
            return make_list(())
        return positions(distinct[0])
    n = _count(ev, expr, args[1], 2, len(distinct), name)
    if n is None:
        return None
    return make_list(positions(k) for k in distinct[:n])


for _name, _largest, _doc, _examples in (
        ("PositionLargest", True,
         "PositionLargest[list] gives the positions of the numerically largest value in "
         "list; PositionLargest[list, n] a list of the positions of each of the n largest "
         "values; PositionLargest[list, n, p] orders with p.",
         [("PositionLargest[{1, 5, 3, 5}]", "{2, 4}"),
          ("PositionLargest[{1, 5, 3, 5, 4}, 3]", "{{2, 4}, {5}, {3}}"),
          ("PositionLargest[<|a -> 1, b -> 3, c -> 3|>]", "{Key[b], Key[c]}"),
          ("PositionLargest[{Pi, 3, 22/7}]", "{3}"),
          ("PositionLargest[{1, 2}, UpTo[5]]", "{{2}, {1}}"),
          ("PositionLargest[{b, a, c}]", "{3}")]),
        ("PositionSmallest", False,
         "PositionSmallest[list] gives the positions of the numerically smallest value in "
         "list; PositionSmallest[list, n] a list of the positions of each of the n smallest "
         "values; PositionSmallest[list, n, p] orders with p.",
         [("PositionSmallest[{4, 1, 3, 1}]", "{2, 4}"),
          ("PositionSmallest[{4, 1, 3, 1}, 2]", "{{2, 4}, {3}}"),
          ("PositionSmallest[<|a -> 1, b -> 3|>]", "{Key[a]}"),
          ("PositionSmallest[{2., 2, 3}]", "{1, 2}"),
          ("PositionSmallest[{1, 2}, 3]", "PositionSmallest[{1, 2}, 3]",
           ["PositionSmallest::insuff: Cannot take 3 elements from a list with 2 "
            "elements."])])):
    def _make(name, largest):
        @builtin(name, nargs=(1, 3), messages=_MESSAGES, usage=_doc, examples=_examples)
        def fn(ev, expr):
            return _position_extreme(ev, expr, name, largest)
        return fn
    _make(_name, _largest)


# --- MaximalBy, MinimalBy ----------------------------------------------------------------------

def _extremal_by(ev, expr, name, largest):
    args = expr.args
    if len(args) == 1:
        return None
    x, f = args[0], args[1]
    got = _data(ev, x, name, expr)
    if got is None:
        return None
    elements, keys, _prop, whole = got
    values = list(ev.evaluate(make_list(Expression(f, (e,)) for e in elements)).args)
    ks = [numerical_key(ev, v) for v in values]
    if len(args) == 2:
        if not elements:
            return make_list(()) if keys is None else whole
        best = max(ks) if largest else min(ks)
        chosen = [i for i, k in enumerate(ks) if k == best]
    else:
        n = _count(ev, expr, args[2], 3, len(elements), name)
        if n is None:
            return None
        chosen = _ranked(ev, values, largest)[:n]
    if keys is not None:
        from mathilda.core.association import make_association
        return make_association([whole.args[i] for i in chosen])
    return make_list(elements[i] for i in chosen)


for _name, _largest, _doc, _examples in (
        ("MaximalBy", True,
         "MaximalBy[list, f] gives the elements e of list for which f[e] is maximal, in "
         "their order in list; MaximalBy[list, f, n] the n elements with the largest f[e]; "
         "MaximalBy[f] is the operator form.",
         [("MaximalBy[{-5, 2, 5, 3}, Abs]", "{-5, 5}"),
          ("MaximalBy[{{a, 2}, {b, 7}, {c, 7}}, Last]", "{{b, 7}, {c, 7}}"),
          ("MaximalBy[{-5, 2, 5, 3}, Abs, 3]", "{-5, 5, 3}"),
          ("MaximalBy[<|a -> 1, b -> -4, c -> 3|>, Abs]", "<|b -> -4|>"),
          ("MaximalBy[Length][{{1}, {1, 2}, {3, 4}}]", "{{1, 2}, {3, 4}}"),
          ("MaximalBy[{}, Abs]", "{}"),
          ("MaximalBy[{1, 2}, Abs, UpTo[5]]", "{2, 1}")]),
        ("MinimalBy", False,
         "MinimalBy[list, f] gives the elements e of list for which f[e] is minimal, in "
         "their order in list; MinimalBy[list, f, n] the n elements with the smallest f[e]; "
         "MinimalBy[f] is the operator form.",
         [("MinimalBy[{-5, 2, -2, 3}, Abs]", "{2, -2}"),
          ("MinimalBy[{{a, 2}, {b, 7}, {c, 2}}, Last]", "{{a, 2}, {c, 2}}"),
          ("MinimalBy[{-5, 2, 5, 3}, Abs, 2]", "{2, 3}"),
          ("MinimalBy[<|a -> 1, b -> -4|>, Abs]", "<|a -> 1|>"),
          ("MinimalBy[StringLength][{\"ab\", \"c\", \"d\"}]", "{c, d}")])):
    def _make_by(name, largest):
        @builtin(name, nargs=(1, 3), messages=_MESSAGES, usage=_doc, examples=_examples)
        def fn(ev, expr):
            return _extremal_by(ev, expr, name, largest)
        operator_form(name)
        return fn
    _make_by(_name, _largest)


# --- orders and sorts ----------------------------------------------------------------------------

@builtin("NumericalOrder", nargs=2,
         usage="NumericalOrder[e1, e2] gives 1 if e1 < e2 numerically, -1 if e1 > e2, 0 if "
               "they are numerically equal; expressions that are not real numeric "
               "quantities come after numbers, in canonical order.",
         examples=[("NumericalOrder[1, 2]", "1"), ("NumericalOrder[2, 1]", "-1"),
                   ("NumericalOrder[3, 3.]", "0"), ("NumericalOrder[Pi, 3]", "-1"),
                   ("NumericalOrder[Sqrt[2], 3/2]", "1"), ("NumericalOrder[x, y]", "1"),
                   ("NumericalOrder[2, x]", "1"),
                   ("Sort[{Pi, 3, E, 22/7}, NumericalOrder]", "{E, 3, Pi, 22/7}")])
def numerical_order_(ev, expr):
    a, b = expr.args
    return Integer(numerical_order(ev, a, b))


@builtin("NumericalSort", nargs=1,
         usage="NumericalSort[list] sorts the elements of list into numerical order.",
         examples=[("NumericalSort[{Pi, 3, E, 22/7}]", "{E, 3, Pi, 22/7}"),
                   ("NumericalSort[{3., 1, 2, 1.}]", "{1, 1., 2, 3.}"),
                   ("NumericalSort[{b, 2, a, 1}]", "{1, 2, a, b}"),
                   ("NumericalSort[<|a -> 2, b -> 1|>]", "<|b -> 1, a -> 2|>"),
                   ("NumericalSort[{Sqrt[2], 1.4, 3/2}]", "{1.4, Sqrt[2], 3/2}")])
def numerical_sort(ev, expr):
    x = expr.args[0]
    if x.is_atom:
        ev.message("NumericalSort", "normal", Integer(1), expr)
        return None
    from mathilda.builtins.lists.order import sorted_expression
    return sorted_expression(ev, x, S.NumericalOrder)


@builtin("ReverseSort", nargs=(1, 2),
         usage="ReverseSort[list] sorts the elements of list into reverse canonical order; "
               "ReverseSort[list, p] sorts with the reverse of the ordering function p.",
         examples=[("ReverseSort[{c, b, a, d}]", "{d, c, b, a}"),
                   ("ReverseSort[{1, 5, 3, 2}]", "{5, 3, 2, 1}"),
                   ("ReverseSort[f[2, 1, 3]]", "f[3, 2, 1]"),
                   ("ReverseSort[<|a -> 2, b -> 1, c -> 3|>]", "<|c -> 3, a -> 2, b -> 1|>"),
                   ("ReverseSort[{1, 5, 3, 2}, Greater]", "{1, 2, 3, 5}"),
                   ("ReverseSort[{{1, a}, {2, b}, {1, c}}, #1[[1]] <= #2[[1]] &]",
                    "{{2, b}, {1, c}, {1, a}}"),
                   ("ReverseSort[x]", "ReverseSort[x]",
                    ["ReverseSort::normal: Nonatomic expression expected at position 1 in "
                     "ReverseSort[x]."])])
def reverse_sort(ev, expr):
    x = expr.args[0]
    if x.is_atom:
        ev.message("ReverseSort", "normal", Integer(1), expr)
        return None
    from mathilda.builtins.lists.order import sorted_expression
    p = expr.args[1] if len(expr.args) == 2 else None
    return sorted_expression(ev, x, p, reverse=True)


@builtin("ReverseSortBy", nargs=(1, 2),
         usage="ReverseSortBy[list, f] sorts the elements of list in the reverse of the "
               "order of the values f[e]; ReverseSortBy[f] is the operator form.",
         examples=[("ReverseSortBy[{{a, 2}, {b, 1}, {c, 3}}, Last]",
                    "{{c, 3}, {a, 2}, {b, 1}}"),
                   ("ReverseSortBy[{-3, 1, -2}, Abs]", "{-3, -2, 1}"),
                   ("ReverseSortBy[Last][{{x, 1}, {y, 2}}]", "{{y, 2}, {x, 1}}"),
                   ("ReverseSortBy[<|a -> -1, b -> 2|>, Abs]", "<|b -> 2, a -> -1|>"),
                   ("ReverseSortBy[{\"a\", \"abc\", \"ab\"}, StringLength]",
                    "{abc, ab, a}")])
def reverse_sort_by(ev, expr):
    if len(expr.args) == 1:
        return None
    x, f = expr.args
    r = ev.call("SortBy", x, f)
    if r.head is S.SortBy:
        return None
    if r.head is S.Association and hasattr(r, "index"):
        from mathilda.core.association import make_association
        return make_association(r.args[::-1])
    return Expression(r.head, r.args[::-1])


operator_form("ReverseSortBy")


@builtin("OrderingBy", nargs=(2, 4),
         usage="OrderingBy[list, f] gives the positions of the elements of list in the "
               "order of the values f[e]; OrderingBy[list, f, n] the first n of them (-n: "
               "the last n); OrderingBy[list, f, n, p] orders the values with p.",
         examples=[("OrderingBy[{c, a, b}, Identity]", "{2, 3, 1}"),
                   ("OrderingBy[{-3, 1, -2}, Abs]", "{2, 3, 1}"),
                   ("OrderingBy[{-3, 1, -2}, Abs, 2]", "{2, 3}"),
                   ("OrderingBy[{-3, 1, -2}, Abs, -1]", "{1}"),
                   ("OrderingBy[{-3, 1, -2}, Abs, All, Greater]", "{1, 3, 2}"),
                   ("OrderingBy[{{a, 2}, {b, 1}}, Last]", "{2, 1}")])
def ordering_by(ev, expr):
    args = expr.args
    x, f = args[0], args[1]
    if x.is_atom:
        ev.message("OrderingBy", "normal", Integer(1), expr)
        return None
    keys = ev.evaluate(Expression(S.Map, (f, x)))
    rest = args[2:] if len(args) > 2 else ()
    if len(rest) == 0:
        return ev.call("Ordering", keys)
    return ev.call("Ordering", keys, *rest)


def _lex(ev, a, b, p=None):
    """LexicographicOrder of two normal expressions (elements compared with p or Order)."""
    for x, y in zip(a.args, b.args):
        if x == y:
            continue
        if p is None:
            c = -order(x, y)
        else:
            r = ev.evaluate(Expression(p, (x, y)))
            c = 1 if r is TRUE else -1 if r is FALSE else \
                r.value if type(r) is Integer else 0
        if c:
            return c
    na, nb = len(a.args), len(b.args)
    return (na < nb) - (na > nb)


@builtin("LexicographicOrder", nargs=(2, 3),
         usage="LexicographicOrder[{a1, a2, ...}, {b1, b2, ...}] gives 1 if the first list "
               "comes first in lexicographic order (element by element, a prefix first), "
               "-1 if it comes after, 0 if they are identical; a third argument orders the "
               "elements.",
         examples=[("LexicographicOrder[{1, 2, 3}, {1, 3}]", "1"),
                   ("LexicographicOrder[{1, 3}, {1, 2, 3}]", "-1"),
                   ("LexicographicOrder[{1, 2}, {1, 2, 0}]", "1"),
                   ("LexicographicOrder[{a, b}, {a, b}]", "0"),
                   ("LexicographicOrder[{b}, {a, z}]", "-1"),
                   ("LexicographicOrder[{3, 1}, {2, 5}, Greater]", "1")])
def lexicographic_order(ev, expr):
    a, b = expr.args[0], expr.args[1]
    if a.is_atom or b.is_atom:
        return Integer(-order(a, b))
    return Integer(_lex(ev, a, b, expr.args[2] if len(expr.args) == 3 else None))


@builtin("LexicographicSort", nargs=(1, 2),
         usage="LexicographicSort[{e1, e2, ...}] sorts the lists ei in lexicographic order; "
               "LexicographicSort[list, p] compares their elements with p.",
         examples=[("LexicographicSort[{{1, 3}, {1, 2, 3}, {1}, {0, 5}}]",
                    "{{0, 5}, {1}, {1, 2, 3}, {1, 3}}"),
                   ("LexicographicSort[{{b, a}, {a, b, c}, {a, b}}]",
                    "{{a, b}, {a, b, c}, {b, a}}"),
                   ("LexicographicSort[{{2, 1}, {3}, {2, 5}}, Greater]",
                    "{{3}, {2, 5}, {2, 1}}"),
                   ("LexicographicSort[{\"b\", \"a\"}]", "{a, b}"),
                   ("LexicographicSort[{}]", "{}")])
def lexicographic_sort(ev, expr):
    x = expr.args[0]
    if x.is_atom:
        ev.message("LexicographicSort", "normal", Integer(1), expr)
        return None
    p = expr.args[1] if len(expr.args) == 2 else None
    from functools import cmp_to_key

    def cmp(a, b):
        if a.is_atom or b.is_atom:
            return order(a, b)
        return -_lex(ev, a, b, p)
    return Expression(x.head, tuple(sorted(x.args, key=cmp_to_key(cmp))))
