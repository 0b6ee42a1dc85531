"""Sublists matching a list pattern in any order (SubsetCases, SubsetPosition, SubsetCount,
SubsetReplace).

A match is an arrangement of distinct elements of the list, in the order that matched the
pattern.  Arrangements are tried with the pattern's first element taking the earliest
element that fits, then the second, and so on (so ``{x_, y_} /; x + y == 5`` on
``{1, 2, 3, 4}`` finds ``{1, 4}`` first).  A pattern whose length can vary is tried longest
first; each set of positions is reported once."""

from itertools import combinations, permutations

from mathilda.core.expr import Expression, S, Symbol
from mathilda.core.patterns import compile_pattern
from mathilda.algorithms.lists.common import matches_one_element
from mathilda.core.evaluation import apply_rule

# a variable-length pattern tries every order of a chosen set of elements only up to this
# many elements (n! orders); longer sets are tried in the order of the list only
MAX_PERMUTED = 3




def _elements(patt):
    """The element patterns of a fixed-length list pattern, or None if its length varies."""
    p = patt
    while type(p) is Expression and getattr(p.head, "name", None) in (
            "Condition", "HoldPattern", "PatternTest", "Pattern") and p.args:
        p = p.args[-1] if p.head is S.Pattern else p.args[0]
    if type(p) is Expression and p.head is S.List and \
            all(matches_one_element(a) for a in p.args):
        return p.args
    return None


def _has_condition(p):
    if type(p) is not Expression:
        return False
    if p.head is S.Condition:
        return True
    return any(_has_condition(a) for a in p.args)


class SubsetPattern:
    """A compiled pattern (or rule) and the search for its matches in any order."""

    def __init__(self, ev, spec):
        self.ev = ev
        self.rhs = None
        self.delayed = False
        if type(spec) is Expression and spec.head in (S.Rule, S.RuleDelayed) and \
                len(spec.args) == 2:
            self.rhs = spec.args[1]
            self.delayed = spec.head is S.RuleDelayed
            spec = spec.args[0]
        self.m = compile_pattern(spec)
        elems = _elements(spec)
        self.length = None if elems is None else len(elems)
        self.tests = None
        if elems is not None:
            # each element on its own, to prune the search (not those whose conditions
            # may refer to the other elements' names)
            self.tests = [None if _has_condition(e) else compile_pattern(e) for e in elems]

    def value(self, run):
        """The value of a matching arrangement (itself, or the rule's right side), or
        None."""
        if self.rhs is None:
            for _ in self.m.match(run, {}, self.ev):
                return run
            return None
        return apply_rule(self.ev, self.m, self.rhs, self.delayed, run)

    def _fits(self, j, x):
        t = self.tests[j]
        if t is None:
            return True
        for _ in t.match(x, {}, self.ev):
            return True
        return False

    def _arrangements(self, items, avail, L):
        """Index tuples of length L over avail, in the order described above."""
        if self.tests is not None:
            chosen = []
            taken = set()

            def rec(j):
                if j == L:
                    yield tuple(chosen)
                    return
                for i in avail:
                    if i not in taken and self._fits(j, items[i]):
                        chosen.append(i)
                        taken.add(i)
                        yield from rec(j + 1)
                        chosen.pop()
                        taken.discard(i)
            yield from rec(0)
            return
        for combo in combinations(avail, L):
            if L <= MAX_PERMUTED:
                yield from permutations(combo)
            else:
                yield combo

    def matches(self, items, overlaps, avail=None):
        """Yield (0-based index tuple, value) for each match; ``overlaps`` False: the
        matches share no element."""
        n = len(items)
        if avail is None:
            avail = list(range(n))
        if self.length is not None:
            lengths = [self.length] if self.length <= len(avail) else []
        else:
            lengths = range(len(avail), 0, -1)
        seen = set()
        for L in lengths:
            restart = True
            while restart:
                restart = False
                for idx in self._arrangements(items, avail, L):
                    self.ev.check_interrupt()
                    key = frozenset(idx)
                    if key in seen:
                        continue
                    v = self.value(Expression(S.List, tuple(items[i] for i in idx)))
                    if v is None:
                        continue
                    seen.add(key)
                    yield idx, v
                    if not overlaps:
                        avail = [i for i in avail if i not in key]
                        restart = L <= len(avail) and L > 0
                        break
                if L == 0:
                    break


def is_rule(x):
    return type(x) is Expression and x.head in (S.Rule, S.RuleDelayed) and len(x.args) == 2


def rules_of(x):
    """The rules of a rule or list of rules, or None."""
    if is_rule(x):
        return [x]
    if type(x) is Expression and x.head is S.List and all(is_rule(r) for r in x.args):
        return list(x.args)
    return None


def subset_replace(ev, items, rules, limit):
    """The elements after replacing non-overlapping matches of the rules (each
    replacement at the place of the first element of its match), and the count made."""
    avail = list(range(len(items)))
    put = {}
    drop = set()
    count = 0
    for r in rules:
        if limit is not None and count >= limit:
            break
        pat = SubsetPattern(ev, r)
        for idx, v in pat.matches(items, False, avail):
            put[min(idx)] = v
            drop.update(idx)
            count += 1
            avail = [i for i in avail if i not in drop]
            if limit is not None and count >= limit:
                break
    out = []
    for i, x in enumerate(items):
        if i in put:
            out.append(put[i])
        elif i not in drop:
            out.append(x)
    return out, count


__all__ = ["SubsetPattern", "subset_replace", "rules_of", "Symbol"]
