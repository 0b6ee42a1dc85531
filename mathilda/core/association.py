"""AssociationExpr: the expression class of an evaluated association, and the services other
layers need from associations (the builtins are in ``mathilda/builtins/lists/associations.py``).

An evaluated association is an ``AssociationExpr``: an Expression ``Association[rule, ...]``
(head ``Association``, one Rule or RuleDelayed per key, keys distinct, in insertion order)
that also carries a dict from key to position.  Like the Wolfram Language's associations it is
atomic to the evaluator: ``ev.evaluate`` returns an Expression subclass as it is (the same
path a PackedArray takes), so once built, its values are not evaluated again.

    make_association(rules)       an AssociationExpr (a later rule for a key wins, in place)
    as_association(x)             x as an AssociationExpr, or None if it is not a valid one
    missing_key(key)              Missing["KeyAbsent", key]
    map_association(ev, f, a)     Map[f, a]: f applied to the values
    thread_over_associations(ev, expr)   a Listable function threaded over the values of its
                                  association arguments (``<|a -> 1|> + 1`` is ``<|a -> 2|>``)
"""

from mathilda.core.expr import Expression, String, S

__all__ = ["AssociationExpr", "make_association", "as_association", "missing_key",
           "map_association", "thread_over_associations", "is_rule"]


class AssociationExpr(Expression):
    """``Association[rule, ...]`` with distinct keys; ``index`` maps key -> position."""

    __slots__ = ("index",)

    def __init__(self, rules, index=None):
        Expression.__init__(self, S.Association, rules)
        if index is None:
            index = {r.args[0]: i for i, r in enumerate(self.args)}
        self.index = index

    def __reduce__(self):
        return (AssociationExpr, (self.args,))

    def get(self, key, default=None):
        i = self.index.get(key)
        return default if i is None else self.args[i].args[1]

    def keys(self):
        return [r.args[0] for r in self.args]

    def values(self):
        return [r.args[1] for r in self.args]


def is_rule(x):
    return type(x) is Expression and (x.head is S.Rule or x.head is S.RuleDelayed) \
        and len(x.args) == 2


def make_association(rules):
    """An AssociationExpr from Rule/RuleDelayed expressions: a later rule for a key replaces
    the value of the earlier one, which keeps its position."""
    index = {}
    out = []
    for r in rules:
        k = r.args[0]
        i = index.get(k)
        if i is None:
            index[k] = len(out)
            out.append(r)
        else:
            out[i] = r
    return AssociationExpr(tuple(out), index)


def collect_rules(x, out):
    """Append the rules that ``x`` contributes to an association; False if it is not a rule,
    an association or a (nested) list of them."""
    if is_rule(x):
        out.append(x)
        return True
    if isinstance(x, AssociationExpr):
        out.extend(x.args)
        return True
    if isinstance(x, Expression) and (x.head is S.List or x.head is S.Association):
        if hasattr(type(x), "array"):
            return len(x.args) == 0
        return all(collect_rules(a, out) for a in x.args)
    return False


def as_association(x):
    """``x`` as an AssociationExpr, or None if it is not a valid association."""
    if isinstance(x, AssociationExpr):
        return x
    if type(x) is Expression and x.head is S.Association:
        rules = []
        if all(collect_rules(a, rules) for a in x.args):
            return make_association(rules)
    return None


def missing_key(key):
    return Expression(S.Missing, (String("KeyAbsent"), key))


def map_association(ev, f, assoc):
    """``Map[f, assoc]``: f applied to every value (rule heads kept), evaluated."""
    return ev.evaluate(Expression(S.Association, tuple(
        Expression(r.head, (r.args[0], Expression(f, (r.args[1],)))) for r in assoc.args)))


def thread_over_associations(ev, expr):
    """A Listable ``f[..., assoc, ...]`` threaded over the values of its association
    arguments: ``<|a -> 1, b -> 2|> + 1`` is ``<|a -> 1 + 1, b -> 2 + 1|>`` (unevaluated
    values; the caller evaluates the result).  All associations must have the same keys
    (the first one's order is kept); None otherwise, after Thread::tdlen.  None too when no
    argument is an association."""
    assocs = [a for a in expr.args if isinstance(a, AssociationExpr)]
    if not assocs:
        return None
    keys_ = assocs[0].keys()
    kset = set(keys_)
    for a in assocs[1:]:
        if len(a.args) != len(keys_) or any(k not in kset for k in a.index):
            ev.message("Thread", "tdlen", expr)
            return None
    head = expr.head
    rules = []
    for k in keys_:
        vals = tuple(a.get(k) if isinstance(a, AssociationExpr) else a for a in expr.args)
        rules.append(Expression(S.Rule, (k, Expression(head, vals))))
    return Expression(S.Association, tuple(rules))
