"""Runs of consecutive elements matching a list pattern {p1, p2, ...}: SequenceCases,
SequencePosition, SequenceCount, SequenceReplace, SequenceSplit.

At each start position the longest matching run is taken (``SequenceCases[{a, b, b, a},
{a, b ...}]`` is ``{{a, b, b}, {a}}``).  Overlaps -> False continues after the run, True
tries every start position, All gives every matching run (longest first) at every start.
"""

from mathilda.algorithms.lists.common import (count_limit, is_list, make_list,
                                              matches_one_element, operator_form,
                                              require_normal, rule_value, split_opts)
from mathilda.core.expr import Expression, Integer, S, TRUE, FALSE
from mathilda.core.patterns import compile_pattern
from mathilda.core.registry import builtin





def _fixed_length(patt):
    """The one run length a list pattern can match, or None if it may vary."""
    p = patt
    while isinstance(p, Expression) and getattr(p.head, "name", None) in (
            "Condition", "HoldPattern", "PatternTest") and p.args:
        p = p.args[0]
    if isinstance(p, Expression) and getattr(p.head, "name", None) == "Pattern" and \
            len(p.args) == 2:
        return _fixed_length(p.args[1])
    if is_list(p) and all(matches_one_element(a) for a in p.args):
        return len(p.args)
    return None


class _Seq:
    """A compiled sequence pattern (or rule) and how to find its runs."""

    def __init__(self, ev, spec):
        self.ev = ev
        self.rhs = None
        self.delayed = False
        if isinstance(spec, Expression) and spec.head in (S.Rule, S.RuleDelayed) and \
                len(spec.args) == 2:
            self.rhs = spec.args[1]
            self.delayed = spec.head is S.RuleDelayed
            spec = spec.args[0]
        self.patt = spec
        self.m = compile_pattern(spec)
        self.length = _fixed_length(spec)

    def value(self, run):
        """The value of a matching run (the run, or the rule's right side), or None."""
        if self.rhs is None:
            for _ in self.m.match(run, {}, self.ev):
                return run
            return None
        return rule_value(self.ev, self.m, self.rhs, self.delayed, run)

    def runs(self, items, overlaps):
        """(start, end, value) of the runs found, start/end 0-based, end exclusive."""
        n = len(items)
        i = 0
        while i < n:
            self.ev.check_interrupt()
            found = None
            if self.length is not None:
                lengths = [self.length] if 0 < self.length <= n - i else []
            else:
                lengths = range(n - i, 0, -1)
            for L in lengths:
                run = Expression(S.List, tuple(items[i:i + L]))
                v = self.value(run)
                if v is not None:
                    yield i, i + L, v
                    if overlaps is not S.All:
                        found = L
                        break
            if found is not None and overlaps is FALSE:
                i += found
            else:
                i += 1


def list_pattern_args(ev, expr, name, overlaps_default, overlaps=(TRUE, FALSE, S.All),
                      with_limit=True):
    """(list, pattern, Overlaps value, limit or None) of name[list, patt, n, opts] (the
    Sequence* and Subset* functions), or None after a message."""
    pos, opts = split_opts(ev, expr, 2, ("Overlaps",), nargs=(1, 3 if with_limit else 2))
    if pos is None or len(pos) < 2:
        return None
    x = pos[0]
    if x.is_atom:
        ev.message(name, "normal", Integer(1), expr)
        return None
    limit = None
    if len(pos) == 3:
        limit = count_limit(ev, name, expr, pos[2], 3)
        if limit is False:
            return None
    ov = opts.get("Overlaps", overlaps_default)
    if ov not in overlaps:
        ev.message(name, "ovl", ov)
        return None
    return x, pos[1], ov, limit


def _args(ev, expr, name, overlaps_default, with_limit=True):
    """(items, Seq, overlaps, limit) of name[list, patt, n, opts], or None."""
    a = list_pattern_args(ev, expr, name, overlaps_default, with_limit=with_limit)
    return None if a is None else (a[0], _Seq(ev, a[1]), a[2], a[3])


def _found(ev, expr, name, overlaps_default):
    a = _args(ev, expr, name, overlaps_default)
    if a is None:
        return None, None
    x, seq, ov, limit = a
    out = []
    if limit == 0:
        return x, out
    for r in seq.runs(x.args, ov):
        out.append(r)
        if limit is not None and len(out) >= limit:
            break
    return x, out


_OVL = {"ovl": "The value of the option Overlaps -> `1` should be True, False or All."}


@builtin("SequenceCases", nargs=None, options={"Overlaps": "False"}, messages=_OVL,
         usage="SequenceCases[list, {p1, p2, ...}] gives the runs of consecutive elements "
               "of list that match the list pattern, the longest at each place; "
               "SequenceCases[list, patt -> rhs] gives rhs for each; SequenceCases[list, "
               "patt, n] the first n; Overlaps -> True or All allows overlapping runs.",
         examples=[("SequenceCases[{1, 2, 3, 4, 5}, {a_, b_} /; a < b]",
                    "{{1, 2}, {3, 4}}"),
                   ("SequenceCases[{a, b, b, a, b, a, a, a, b, a}, {a, b ...}]",
                    "{{a, b, b}, {a, b}, {a}, {a}, {a, b}, {a}}"),
                   ("SequenceCases[{1, 2, 3, 4}, {x_, y_} :> x + y]", "{3, 7}"),
                   ("SequenceCases[{1, 2, 3, 4}, {_, _}, Overlaps -> True]",
                    "{{1, 2}, {2, 3}, {3, 4}}"),
                   ("SequenceCases[{a, b, a}, {a, ___}, Overlaps -> All]",
                    "{{a, b, a}, {a, b}, {a}, {a}}"),
                   ("SequenceCases[{1, 2, 1, 2, 1}, {1, 2}, 1]", "{{1, 2}}"),
                   ("SequenceCases[{x, 1, 2, y, 3}, {__Integer}]", "{{1, 2}, {3}}"),
                   ("SequenceCases[{1, 2, 3}, {5}]", "{}"),
                   ("SequenceCases[{1, 2}][{0, 1, 2, 1, 2}]", "{{1, 2}, {1, 2}}"),
                   ("SequenceCases[{1, 2}, {_}, Overlaps -> 3]",
                    "SequenceCases[{1, 2}, {_}, Overlaps -> 3]",
                    ["SequenceCases::ovl: The value of the option Overlaps -> 3 should be "
                     "True, False or All."])])
def sequence_cases(ev, expr):
    if len(expr.args) == 1:
        return None
    x, found = _found(ev, expr, "SequenceCases", FALSE)
    if found is None:
        return None
    return make_list([v for _, _, v in found])


@builtin("SequencePosition", nargs=None, options={"Overlaps": "True"}, messages=_OVL,
         usage="SequencePosition[list, {p1, p2, ...}] gives the {start, end} positions of "
               "the runs of list that match the list pattern (overlapping runs included; "
               "Overlaps -> False leaves them out); SequencePosition[list, patt, n] the "
               "first n.",
         examples=[("SequencePosition[{a, b, a, b, a}, {a, b, a}]", "{{1, 3}, {3, 5}}"),
                   ("SequencePosition[{a, b, a, b, a}, {a, b, a}, Overlaps -> False]",
                    "{{1, 3}}"),
                   ("SequencePosition[{1, 2, 3, 4}, {_, _}]",
                    "{{1, 2}, {2, 3}, {3, 4}}"),
                   ("SequencePosition[{1, 2, 3, 10, 11}, {x_, y_} /; y == x + 1]",
                    "{{1, 2}, {2, 3}, {4, 5}}"),
                   ("SequencePosition[{x, 1, 2, y}, {__Integer}]", "{{2, 3}, {3, 3}}"),
                   ("SequencePosition[{a, b, a}, {a}, 1]", "{{1, 1}}"),
                   ("SequencePosition[{a, b}, {c}]", "{}")])
def sequence_position(ev, expr):
    if len(expr.args) == 1:
        return None
    x, found = _found(ev, expr, "SequencePosition", TRUE)
    if found is None:
        return None
    return make_list([make_list([Integer(i + 1), Integer(j)]) for i, j, _ in found])


@builtin("SequenceCount", nargs=None, options={"Overlaps": "False"}, messages=_OVL,
         usage="SequenceCount[list, {p1, p2, ...}] gives the number of runs of list that "
               "match the list pattern (non-overlapping; Overlaps -> True counts every "
               "start position).",
         examples=[("SequenceCount[{a, b, a, b, a}, {a, b, a}]", "1"),
                   ("SequenceCount[{a, b, a, b, a}, {a, b, a}, Overlaps -> True]", "2"),
                   ("SequenceCount[{1, 2, 3, 4, 5}, {_, _}]", "2"),
                   ("SequenceCount[{1, 1, 1}, {1, 1}, Overlaps -> True]", "2"),
                   ("SequenceCount[{x, 1, 2, y, 3}, {__Integer}]", "2"),
                   ("SequenceCount[{a, b}, {c}]", "0")])
def sequence_count(ev, expr):
    if len(expr.args) == 1:
        return None
    a = _args(ev, expr, "SequenceCount", FALSE, with_limit=False)
    if a is None:
        return None
    x, seq, ov, _ = a
    return Integer(sum(1 for _ in seq.runs(x.args, ov)))


def _rules(ev, spec):
    rules = list(spec.args) if is_list(spec) else [spec]
    out = []
    for r in rules:
        if not (isinstance(r, Expression) and r.head in (S.Rule, S.RuleDelayed) and
                len(r.args) == 2):
            return None
        out.append(_Seq(ev, r))
    return out


def _replaced(ev, items, seqs, limit=None):
    """items with the first rule matching at each place replaced (longest run), left to
    right, at most limit replacements."""
    out = []
    i = 0
    n = len(items)
    done = 0
    while i < n:
        ev.check_interrupt()
        hit = None
        if limit is None or done < limit:
            for seq in seqs:
                lengths = ([seq.length] if seq.length is not None and
                           0 < seq.length <= n - i else
                           [] if seq.length is not None else range(n - i, 0, -1))
                for L in lengths:
                    v = seq.value(Expression(S.List, tuple(items[i:i + L])))
                    if v is not None:
                        hit = (L, v)
                        break
                if hit:
                    break
        if hit:
            out.append(hit[1])
            i += hit[0]
            done += 1
        else:
            out.append(items[i])
            i += 1
    return out


@builtin("SequenceReplace", nargs=(1, 3),
         messages={"reps": "`1` is not a rule or a list of rules."},
         usage="SequenceReplace[list, {p1, ...} -> rhs] replaces each run of consecutive "
               "elements matching the list pattern by rhs (one element); a list of rules "
               "tries them in order; SequenceReplace[list, rules, n] makes at most n "
               "replacements; SequenceReplace[rules] is the operator form.",
         examples=[("SequenceReplace[{a, b, c, d}, {b, c} -> x]", "{a, x, d}"),
                   ("SequenceReplace[{1, 2, 3, 4, 5}, {x_, y_} :> x + y]", "{3, 7, 5}"),
                   ("SequenceReplace[{a, b, a, b}, {a, b} -> x, 1]", "{x, a, b}"),
                   ("SequenceReplace[{1, 1, 2, 1, 1}, {1 ..} :> Length]",
                    "{Length, 2, Length}"),
                   ("SequenceReplace[{1, 1, 2, 1}, s : {1 ..} :> Length[s]]", "{2, 2, 1}"),
                   ("SequenceReplace[{a, b, c}, {{a} -> 1, {c} -> 3}]", "{1, b, 3}"),
                   ("SequenceReplace[{b, c} -> x][{a, b, c}]", "{a, x}"),
                   ("SequenceReplace[{a}, b]", "SequenceReplace[{a}, b]",
                    ["SequenceReplace::reps: b is not a rule or a list of rules."])])
def sequence_replace(ev, expr):
    if len(expr.args) == 1:
        return None
    if not require_normal(ev, "SequenceReplace", expr):
        return None
    x = expr.args[0]
    seqs = _rules(ev, expr.args[1])
    if seqs is None:
        ev.message("SequenceReplace", "reps", expr.args[1])
        return None
    limit = None
    if len(expr.args) == 3:
        limit = count_limit(ev, "SequenceReplace", expr, expr.args[2], 3)
        if limit is False:
            return None
    return Expression(x.head, tuple(_replaced(ev, x.args, seqs, limit)))


@builtin("SequenceSplit", nargs=(1, 3),
         usage="SequenceSplit[list, {p1, ...}] splits list into the runs between the runs "
               "that match the list pattern (empty pieces are dropped); SequenceSplit[list, "
               "patt -> rhs] keeps rhs in place of each separator; SequenceSplit[list, "
               "patt, n] splits at the first n separators.",
         examples=[("SequenceSplit[{a, b, x, c, d, x, e}, {x}]", "{{a, b}, {c, d}, {e}}"),
                   ("SequenceSplit[{1, 2, 0, 0, 3, 0, 4}, {0 ..}]", "{{1, 2}, {3}, {4}}"),
                   ("SequenceSplit[{x, a, x}, {x}]", "{{a}}"),
                   ("SequenceSplit[{a, x, b}, {x} -> y]", "{{a}, y, {b}}"),
                   ("SequenceSplit[{1, 2, 5, 6, 7}, {u_, v_} /; v - u > 1]",
                    "{{1}, {6, 7}}"),
                   ("SequenceSplit[{a, x, b, x, c}, {x}, 1]", "{{a}, {b, x, c}}"),
                   ("SequenceSplit[{a, b}, {x}]", "{{a, b}}")])
def sequence_split(ev, expr):
    if len(expr.args) == 1:
        return None
    if not require_normal(ev, "SequenceSplit", expr):
        return None
    x = expr.args[0]
    seq = _Seq(ev, expr.args[1])
    limit = None
    if len(expr.args) == 3:
        limit = count_limit(ev, "SequenceSplit", expr, expr.args[2], 3)
        if limit is False:
            return None
    items = x.args
    out = []
    start = 0
    k = 0
    for i, j, v in seq.runs(items, FALSE):
        if limit is not None and k >= limit:
            break
        if i > start:
            out.append(Expression(x.head, items[start:i]))
        if seq.rhs is not None:
            out.append(v)
        start = j
        k += 1
    if start < len(items):
        out.append(Expression(x.head, items[start:]))
    return make_list(out)


for _name in ("SequenceCases", "SequencePosition", "SequenceCount", "SequenceReplace",
              "SequenceSplit"):
    operator_form(_name)
