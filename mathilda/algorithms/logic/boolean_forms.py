"""Boolean functions as data: variables, truth tables and normal forms.

The functions here know nothing about the evaluator; the builtins of
``mathilda.builtins.language.boolean`` (BooleanTable, SatisfiableQ, TautologyQ, LogicalExpand,
BooleanConvert, BooleanMinimize) are thin layers over them.

* The *Boolean variables* of an expression are its maximal subexpressions that are not built
  with a logical connective (And, Or, Not, Xor, Nand, Nor, Xnor, Implies, Equivalent) and are
  not True or False; they are listed in canonical order.
* ``compile_bool(e, index)`` turns an expression into a Python function of a tuple of bools.
* A normal form is a list of *terms*, each a frozenset of literals ``(variable index,
  polarity)``: a DNF is an Or of And-terms, a CNF an And of Or-clauses.  Terms are printed
  with their literals in variable order and sorted so that positive literals of the first
  variables come first (``(a && !b) || (!a && b)``).
"""

import itertools

from mathilda.core.expr import Expression, Symbol, S, TRUE, FALSE
from mathilda.core.ordering import sort_key

CONNECTIVES = frozenset(Symbol(n) for n in (
    "And", "Or", "Not", "Xor", "Nand", "Nor", "Xnor", "Implies", "Equivalent"))

MAX_TERMS = 4096        # normal forms larger than this are not built


class TooLarge(Exception):
    """The normal form would have more than MAX_TERMS terms."""


def is_connective(e):
    return isinstance(e, Expression) and e.head in CONNECTIVES


def boolean_variables(e):
    """The Boolean variables of ``e`` in canonical order."""
    seen = set()
    out = []

    def walk(x):
        if x is TRUE or x is FALSE:
            return
        if is_connective(x):
            for a in x.args:
                walk(a)
            return
        if x not in seen:
            seen.add(x)
            out.append(x)

    walk(e)
    out.sort(key=sort_key)
    return out


# --- evaluation over a truth assignment -------------------------------------------------------

def compile_bool(e, index):
    """A function of a tuple of bools (in the order of ``index``: expr -> position) giving the
    truth value of ``e``; variables missing from ``index`` raise KeyError at compile time."""
    if e is TRUE:
        return lambda v: True
    if e is FALSE:
        return lambda v: False
    if not is_connective(e):
        i = index[e]
        return lambda v: v[i]
    fs = [compile_bool(a, index) for a in e.args]
    name = e.head.name
    if name == "Not":
        if len(fs) != 1:
            raise KeyError(e)
        f = fs[0]
        return lambda v: not f(v)
    if name == "And":
        return lambda v: all(f(v) for f in fs)
    if name == "Or":
        return lambda v: any(f(v) for f in fs)
    if name == "Nand":
        return lambda v: not all(f(v) for f in fs)
    if name == "Nor":
        return lambda v: not any(f(v) for f in fs)
    if name == "Xor":
        return lambda v: sum(1 for f in fs if f(v)) % 2 == 1
    if name == "Xnor":
        return lambda v: sum(1 for f in fs if f(v)) % 2 == 0
    if name == "Equivalent":
        return lambda v: len({f(v) for f in fs}) <= 1
    if name == "Implies":
        if len(fs) != 2:
            raise KeyError(e)
        p, q = fs
        return lambda v: (not p(v)) or q(v)
    raise KeyError(e)


def assignments(n):
    """All truth assignments of n variables, True before False (BooleanTable's order)."""
    return itertools.product((True, False), repeat=n)


# --- normal forms ------------------------------------------------------------------------------

def _product(a, b):
    out = []
    for s in a:
        for t in b:
            u = s | t
            if not _contradictory(u):
                out.append(u)
    if len(out) > MAX_TERMS:
        raise TooLarge
    return _reduce_terms(out)


def _contradictory(term):
    pos = {v for v, p in term if p}
    return any(not p and v in pos for v, p in term)


def _reduce_terms(terms):
    """Drop duplicates and terms that contain another term (absorption)."""
    uniq = list(dict.fromkeys(terms))
    uniq.sort(key=len)
    out = []
    for t in uniq:
        if not any(s <= t for s in out):
            out.append(t)
    return out


def dnf_terms(e, index, neg=False):
    """The terms of a DNF of ``e`` (of ``Not[e]`` when ``neg``)."""
    if e is TRUE or e is FALSE:
        return [frozenset()] if (e is TRUE) != neg else []
    if not is_connective(e):
        return [frozenset(((index[e], not neg),))]
    name = e.head.name
    args = e.args
    if name == "Not":
        return dnf_terms(args[0], index, not neg)
    if name == "Nand":
        return dnf_terms(Expression(S.And, args), index, not neg)
    if name == "Nor":
        return dnf_terms(Expression(S.Or, args), index, not neg)
    if name == "Implies":
        return dnf_terms(Expression(S.Or, (Expression(S.Not, (args[0],)), args[1])), index,
                         neg)
    if name in ("And", "Or"):
        conj = (name == "And") != neg
        if conj:
            acc = [frozenset()]
            for a in args:
                acc = _product(acc, dnf_terms(a, index, neg))
                if not acc:
                    break
            return acc
        acc = []
        for a in args:
            acc.extend(dnf_terms(a, index, neg))
            if len(acc) > MAX_TERMS:
                raise TooLarge
        return _reduce_terms(acc)
    if name in ("Xor", "Xnor"):
        if not args:
            return dnf_terms(FALSE if name == "Xor" else TRUE, index, neg)
        flip = (name == "Xnor") != neg
        acc_t = dnf_terms(args[0], index, False)
        acc_f = dnf_terms(args[0], index, True)
        for a in args[1:]:
            at, af = dnf_terms(a, index, False), dnf_terms(a, index, True)
            acc_t, acc_f = (_reduce_terms(_product(acc_t, af) + _product(acc_f, at)),
                            _reduce_terms(_product(acc_t, at) + _product(acc_f, af)))
        return acc_f if flip else acc_t
    if name == "Equivalent":
        if len(args) < 2:
            return dnf_terms(TRUE, index, neg)
        all_t = [frozenset()]
        all_f = [frozenset()]
        for a in args:
            all_t = _product(all_t, dnf_terms(a, index, False))
            all_f = _product(all_f, dnf_terms(a, index, True))
        if not neg:
            return _reduce_terms(all_t + all_f)
        # some argument true and some false
        some_t = []
        some_f = []
        for a in args:
            some_t.extend(dnf_terms(a, index, False))
            some_f.extend(dnf_terms(a, index, True))
        return _product(_reduce_terms(some_t), _reduce_terms(some_f))
    raise KeyError(e)


def merge_terms(terms):
    """Combine pairs X && a || X && !a into X (repeatedly), then absorb."""
    terms = _reduce_terms(list(terms))
    changed = True
    while changed and len(terms) <= 512:
        changed = False
        seen = set(terms)
        for t in terms:
            for lit in t:
                other = (t - {lit}) | {(lit[0], not lit[1])}
                if other in seen:
                    terms = _reduce_terms(terms + [t - {lit}])
                    changed = True
                    break
            if changed:
                break
    return terms


def _term_key(term, n):
    pol = dict(term)
    return tuple(0 if pol.get(i) is True else 1 if pol.get(i) is False else 2
                 for i in range(n))


def sort_terms(terms, n):
    return sorted(terms, key=lambda t: _term_key(t, n))


def _literal(var, positive):
    return var if positive else Expression(S.Not, (var,))


def terms_to_dnf(terms, variables):
    """An Or of Ands (True and False for the trivial forms)."""
    if not terms:
        return FALSE
    if any(not t for t in terms):
        return TRUE
    n = len(variables)
    out = []
    for t in sort_terms(merge_terms(terms), n):
        lits = [_literal(variables[i], p) for i, p in sorted(t)]
        out.append(lits[0] if len(lits) == 1 else Expression(S.And, tuple(lits)))
    return out[0] if len(out) == 1 else Expression(S.Or, tuple(out))


def terms_to_cnf(neg_terms, variables):
    """An And of Ors from the DNF terms of the negation (each term negated is a clause)."""
    if not neg_terms:
        return TRUE
    if any(not t for t in neg_terms):
        return FALSE
    clauses = [frozenset((i, not p) for i, p in t) for t in merge_terms(neg_terms)]
    n = len(variables)
    out = []
    for c in sort_terms(clauses, n):
        lits = [_literal(variables[i], p) for i, p in sorted(c)]
        out.append(lits[0] if len(lits) == 1 else Expression(S.Or, tuple(lits)))
    return out[0] if len(out) == 1 else Expression(S.And, tuple(out))


# --- minimal forms -----------------------------------------------------------------------------

def minimal_terms(minterms, n):
    """A minimal sum of products covering the minterms (each a tuple of n bools): the prime
    implicants by Quine-McCluskey, then the essential ones and a smallest cover of the rest."""
    if not minterms:
        return []
    cubes = {tuple(1 if b else 0 for b in m) for m in minterms}
    primes = set()
    current = cubes
    while current:
        merged = set()
        used = set()
        cl = sorted(current)
        by_ones = {}
        for c in cl:
            by_ones.setdefault(sum(1 for x in c if x == 1), []).append(c)
        for k in sorted(by_ones):
            for a in by_ones[k]:
                for b in by_ones.get(k + 1, ()):
                    diff = [i for i in range(n) if a[i] != b[i]]
                    if len(diff) == 1 and a[diff[0]] != 2 and b[diff[0]] != 2:
                        c = list(a)
                        c[diff[0]] = 2
                        merged.add(tuple(c))
                        used.add(a)
                        used.add(b)
        primes |= current - used
        current = merged
    ones = [tuple(1 if b else 0 for b in m) for m in minterms]

    def covers(p, m):
        return all(pi == 2 or pi == mi for pi, mi in zip(p, m))

    primes = sorted(primes)
    cover = {m: [p for p in primes if covers(p, m)] for m in ones}
    chosen = set()
    for m, ps in cover.items():
        if len(ps) == 1:
            chosen.add(ps[0])
    rest = [m for m in ones if not any(covers(p, m) for p in chosen)]
    if rest:
        cands = [p for p in primes if p not in chosen and any(covers(p, m) for m in rest)]
        best = None
        for k in range(1, len(cands) + 1):
            for combo in itertools.combinations(cands, k):
                if all(any(covers(p, m) for p in combo) for m in rest):
                    lits = sum(sum(1 for x in p if x != 2) for p in combo)
                    if best is None or lits < best[0]:
                        best = (lits, combo)
            if best is not None:
                break
            if k >= 6:          # give up on optimality: cover greedily
                combo = []
                left = list(rest)
                while left:
                    p = max(cands, key=lambda q: sum(1 for m in left if covers(q, m)))
                    combo.append(p)
                    left = [m for m in left if not covers(p, m)]
                best = (0, tuple(combo))
                break
        chosen |= set(best[1])
    return [frozenset((i, x == 1) for i, x in enumerate(p) if x != 2) for p in chosen]
