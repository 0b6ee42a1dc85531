"""Changing the association held by a variable in place: AssociateTo, KeyDropFrom.

Both take a symbol whose value is an association (or a part of one, ``a[[1]]``, or any
assignable ``f[x]``), compute the new association through the evaluator (``Append`` /
``KeyDrop``) and assign it back, as ``AppendTo`` does for lists.
"""

from mathilda.core.expr import Expression, S
from mathilda.core.registry import builtin

_MESSAGES = {
    "rvalue": "`1` is not a variable with a value, so its value cannot be changed.",
    "invrl": "The argument `1` is not a valid Association or a list of rules.",
}


def _update(ev, expr, name, make):
    from mathilda.algorithms.language.lvalues import current_value
    target, change = expr.args
    value = current_value(ev, target, name)
    if value is None:
        return None
    if not (value.head is S.Association and hasattr(value, "index")):
        ev.message(name, "invrl", value)
        return None
    new = make(value, change)
    if not (new.head is S.Association and hasattr(new, "index")):
        return None
    return ev.evaluate(Expression(S.Set, (target, new)))


@builtin("AssociateTo", nargs=2, attributes=("HoldFirst", "Protected"), messages=_MESSAGES,
         usage="AssociateTo[a, key -> val] changes the association a by adding the "
               "key-value pair key -> val (or replacing the value of key); "
               "AssociateTo[a, {key1 -> val1, ...}] adds all the pairs.",
         examples=[("a = <|x -> 1, y -> 2|>; AssociateTo[a, x -> 10]; a",
                    "<|x -> 10, y -> 2|>"),
                   ("a = <|x -> 1|>; AssociateTo[a, z -> 3]", "<|x -> 1, z -> 3|>"),
                   ("a = <|x -> 1, y -> 2|>; AssociateTo[a, {x -> 5, w -> 6}]",
                    "<|x -> 5, y -> 2, w -> 6|>"),
                   ("a = <|x -> 1|>; AssociateTo[a, <|p -> 7, q -> 8|>]",
                    "<|x -> 1, p -> 7, q -> 8|>"),
                   ("l = {<|k -> 1|>}; AssociateTo[l[[1]], m -> 2]; l",
                    "{<|k -> 1, m -> 2|>}"),
                   ("AssociateTo[nothing1, x -> 1]", "AssociateTo[nothing1, x -> 1]",
                    ["AssociateTo::rvalue: nothing1 is not a variable with a value, so its "
                     "value cannot be changed."]),
                   ("n1 = 5; AssociateTo[n1, x -> 1]", "AssociateTo[n1, x -> 1]",
                    ["AssociateTo::invrl: The argument 5 is not a valid Association or a "
                     "list of rules."])])
def associate_to(ev, expr):
    return _update(ev, expr, "AssociateTo",
                   lambda value, change: ev.call("Append", value, change))


@builtin("KeyDropFrom", nargs=2, attributes=("HoldFirst", "Protected"), messages=_MESSAGES,
         usage="KeyDropFrom[a, key] changes the association a by dropping the element with "
               "the given key; KeyDropFrom[a, {key1, key2, ...}] drops several keys.",
         examples=[("a = <|x -> 1, y -> 2, z -> 3|>; KeyDropFrom[a, y]; a",
                    "<|x -> 1, z -> 3|>"),
                   ("a = <|x -> 1, y -> 2, z -> 3|>; KeyDropFrom[a, {x, z}]", "<|y -> 2|>"),
                   ("a = <|x -> 1|>; KeyDropFrom[a, q]", "<|x -> 1|>"),
                   ("a = <|\"u\" -> 1, \"v\" -> 2|>; KeyDropFrom[a, \"u\"]; Keys[a]", "{v}"),
                   ("l = {<|k -> 1, m -> 2|>}; KeyDropFrom[l[[1]], k]; l", "{<|m -> 2|>}"),
                   ("KeyDropFrom[nothing2, x]", "KeyDropFrom[nothing2, x]",
                    ["KeyDropFrom::rvalue: nothing2 is not a variable with a value, so its "
                     "value cannot be changed."])])
def key_drop_from(ev, expr):
    return _update(ev, expr, "KeyDropFrom",
                   lambda value, keys: ev.call("KeyDrop", value, keys))
