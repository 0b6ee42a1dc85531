"""Per-session definitions: values, attributes, options and messages of every symbol.

All mutable interpreter state lives here (one Definitions per Session); the builtin
registry only supplies the initial attributes, options and functions.

A change to any definition replaces ``self.token`` with a new object: expressions that the
evaluator marked as being at a fixed point under the old token are evaluated again.
"""

from mathilda.core import attributes as A
from mathilda.core.expr import Expression, Symbol, S
from mathilda.core.registry import registry


class Rule:
    """One definition ``lhs = rhs`` / ``lhs := rhs`` (compiled lazily for matching; the
    applier and its use count belong to core.applyrules)."""

    __slots__ = ("lhs", "rhs", "delayed", "matcher", "_key", "tag", "applier", "uses")

    def __init__(self, lhs, rhs, delayed, tag=None):
        self.lhs = lhs
        self.rhs = rhs
        self.delayed = delayed
        self.matcher = None
        self._key = None
        self.tag = tag
        self.applier = None
        self.uses = 0

    @property
    def key(self):
        k = self._key
        if k is None:
            from mathilda.core.patterns import specificity
            k = self._key = specificity(self.lhs)
        return k

    def as_expr(self):
        """``HoldPattern[lhs] :> rhs`` as DownValues shows it."""
        return Expression(S.RuleDelayed, (Expression(S.HoldPattern, (self.lhs,)), self.rhs))


def _copy_rule(r):
    """A new Rule like ``r`` (its matcher and applier are built again on first use)."""
    c = Rule(r.lhs, r.rhs, r.delayed, r.tag)
    c._key = r._key
    return c


class RuleList(list):
    """A list of definitions, most specific first, with the dispatch table core.applyrules
    builds for it (None until needed; every change here resets it)."""

    __slots__ = ("dispatch",)

    def __init__(self, *args):
        list.__init__(self, *args)
        self.dispatch = None


class SymbolDef:
    __slots__ = ("symbol", "attributes", "own", "down", "down_exact", "up", "up_exact",
                 "sub", "nvalues", "options", "messages", "defaults", "builtin", "formats")

    def __init__(self, symbol, spec=None):
        self.symbol = symbol
        self.own = None          # Rule for an OwnValue, or None
        self.down = RuleList()   # general DownValues, most specific first
        self.down_exact = {}     # pattern-free DownValues: lhs Expr -> Rule
        self.up = RuleList()
        self.up_exact = {}
        self.sub = RuleList()
        self.nvalues = RuleList()
        self.formats = []
        self.defaults = {}
        self.builtin = spec
        if spec is not None:
            self.attributes = spec.attributes
            self.options = None  # parsed lazily from spec.options
            self.messages = dict(spec.messages)
        else:
            self.attributes = 0
            self.options = {}
            self.messages = {}

    @property
    def has_values(self):
        return bool(self.own or self.down or self.down_exact or self.up or self.up_exact
                    or self.sub)


def canonical_lhs(lhs):
    """``lhs`` with pattern names replaced by their order of appearance, so that
    ``f[x_]`` and ``f[y_]`` are the same definition."""
    names = {}

    def walk(e):
        if e.is_atom:
            return e
        if e.head is S.Pattern and len(e.args) == 2 and type(e.args[0]) is Symbol:
            n = names.setdefault(e.args[0], Symbol("$p%d" % len(names)))
            return Expression(S.Pattern, (n, walk(e.args[1])))
        if e.head is S.Condition and len(e.args) == 2:
            return Expression(S.Condition, (walk(e.args[0]), _rename(e.args[1], names)))
        return Expression(walk(e.head), tuple(walk(a) for a in e.args))
    return walk(lhs)


def _rename(e, names):
    if type(e) is Symbol:
        return names.get(e, e)
    if e.is_atom:
        return e
    return Expression(_rename(e.head, names), tuple(_rename(a, names) for a in e.args))


def _insert_rule(rules, exact, rule, pattern_free):
    """Insert ``rule`` keeping the most specific first; a rule with the same lhs (up to
    the names of its patterns) replaces the old one."""
    if pattern_free:
        exact[rule.lhs] = rule
        return
    if type(rules) is RuleList:
        rules.dispatch = None
    canon = None
    for i, r in enumerate(rules):
        if r.lhs == rule.lhs:
            rules[i] = rule
            return
        if r.key == rule.key:
            if canon is None:
                canon = canonical_lhs(rule.lhs)
            if canonical_lhs(r.lhs) == canon:
                rules[i] = rule
                return
    for i, r in enumerate(rules):
        if rule.key < r.key:
            rules.insert(i, rule)
            return
    rules.append(rule)


class Definitions:
    def __init__(self):
        self.builtins = registry()
        self.table = {}
        self.token = object()
        self.off = {("Assert", "asrtf")}     # (symbol_name, tag) switched off; ("*", tag)
                                             # for General; assertions are off until On[Assert]
        self.context_path = ["System`", "Global`"]
        self.module_counter = 1
        self.write_log = None        # a set collecting changed symbols (see Module)
        self.up_count = 0            # number of UpValue rules: the evaluator skips the
                                     # UpValue lookup entirely while it is 0
        self.up_symbols = set()      # the symbols that have (or had) UpValues: the
                                     # evaluator looks up only an argument found here
        self.rule_changes = 0        # changes other than set_own/restore_own (see
                                     # core/settled.py: a loop that only bound values)
        self.format_symbols = set()  # symbols given format values (Format[f[x_]] := ...):
                                     # the printers (printing/formatvalues.py) look only
                                     # at these, and at nothing while it is empty

    # --- access -----------------------------------------------------------------------
    def get(self, sym):
        """The SymbolDef of ``sym`` (created on first use)."""
        d = self.table.get(sym)
        if d is None:
            d = SymbolDef(sym, self.builtins.get(sym.name))
            self.table[sym] = d
        return d

    def lookup(self, sym):
        """The SymbolDef if it exists or is a builtin, else None (no allocation)."""
        d = self.table.get(sym)
        if d is None:
            spec = self.builtins.get(sym.name)
            if spec is None:
                return None
            d = SymbolDef(sym, spec)
            self.table[sym] = d
        return d

    def attributes(self, sym):
        d = self.table.get(sym)
        if d is not None:
            return d.attributes
        spec = self.builtins.get(sym.name)
        return spec.attributes if spec is not None else 0

    def changed(self, sym=None):
        """Record a change of definitions (of ``sym``; None: of something unknown).
        Expressions marked as evaluated under the old token are evaluated again."""
        self.token = object()
        self.rule_changes += 1
        log = self.write_log
        if log is not None:
            log.add(sym)

    def forget(self, syms):
        """Remove temporary symbols (Module locals no longer referenced) entirely."""
        table = self.table
        for sym in syms:
            table.pop(sym, None)
            Symbol._table.pop(sym.name, None)

    # --- modification -------------------------------------------------------------------
    def set_own(self, sym, value):
        """Fast OwnValue assignment (loop variables, Block): ``sym = value``."""
        d = self.table.get(sym)
        if d is None:
            d = self.get(sym)
        d.own = Rule(sym, value, False)
        self.token = object()           # changed(sym), not counted as a rule change
        log = self.write_log
        if log is not None:
            log.add(sym)

    def restore_own(self, sym, rule):
        """Put back a saved OwnValue rule (or None)."""
        d = self.table.get(sym)
        if d is None:
            d = self.get(sym)
        d.own = rule
        self.token = object()
        log = self.write_log
        if log is not None:
            log.add(sym)

    def set_attributes(self, sym, bits):
        self.get(sym).attributes = bits
        self.changed(sym)

    def add_rule(self, sym, kind, rule):
        """Add a definition: kind is 'own', 'down', 'up', 'sub', 'n', 'format'."""
        from mathilda.core.patterns import is_pattern_free
        d = self.get(sym)
        if kind == "own":
            d.own = rule
        elif kind == "down":
            _insert_rule(d.down, d.down_exact, rule, is_pattern_free(rule.lhs))
        elif kind == "up":
            _insert_rule(d.up, d.up_exact, rule, is_pattern_free(rule.lhs))
            self.up_count += 1
            self.up_symbols.add(sym)
        elif kind == "sub":
            _insert_rule(d.sub, {}, rule, False)
        elif kind == "n":
            _insert_rule(d.nvalues, {}, rule, False)
        elif kind == "format":      # a FormatValue: its lhs is Format[pattern(, form)]
            _insert_rule(d.formats, {}, rule, False)
            self.format_symbols.add(sym)
        self.changed(sym)

    _KINDS = {"down": ("down", "down_exact"), "up": ("up", "up_exact"), "sub": ("sub", None),
              "n": ("nvalues", None), "format": ("formats", None)}

    def rules_of(self, sym, kind):
        """A copy of ``sym``'s rules of a kind (see add_rule; not 'own'): the list, most
        specific first, and the pattern-free ones (a dict, or None): for install_rules."""
        d = self.get(sym)
        name, exact = self._KINDS[kind]
        return list(getattr(d, name)), None if exact is None else dict(getattr(d, exact))

    def install_rules(self, sym, kind, rules, exact):
        """Add rules that rules_of gave (of another Definitions) to ``sym``'s, which has
        none of that kind yet: the same state as adding them one by one with add_rule,
        without add_rule's search for the place of each."""
        d = self.get(sym)
        name, ex = self._KINDS[kind]
        fresh = [_copy_rule(r) for r in rules]
        if name == "formats":
            d.formats.extend(fresh)
            self.format_symbols.add(sym)
        else:
            getattr(d, name).extend(fresh)
            getattr(d, name).dispatch = None
        if ex is not None:
            table = getattr(d, ex)
            for k, r in exact.items():
                table[k] = _copy_rule(r)
        if kind == "up":
            self.up_count += len(fresh) + len(exact)
            self.up_symbols.add(sym)
        self.changed(sym)

    def replace_rules(self, sym, kind, rules):
        """DownValues[f] = {...} and friends: ``sym``'s rules of a kind ('own', 'down',
        'up', 'sub', 'n') become ``rules`` (Rule objects), in the order given (the
        pattern-free ones of 'down' and 'up' are looked up by their lhs)."""
        from mathilda.core.patterns import is_pattern_free
        d = self.get(sym)
        if kind == "own":
            d.own = rules[-1] if rules else None
            self.changed(sym)
            return
        name, ex = self._KINDS[kind]
        general = RuleList(r for r in rules if ex is None or not is_pattern_free(r.lhs))
        if ex is not None:
            exact = {r.lhs: r for r in rules if is_pattern_free(r.lhs)}
            if kind == "up":
                self.up_count += len(general) + len(exact) - len(d.up) - len(d.up_exact)
                self.up_symbols.add(sym)
            setattr(d, ex, exact)
        setattr(d, name, general)
        self.changed(sym)

    def remove_rule(self, sym, kind, lhs):
        """Unset: remove the definition with exactly this lhs; True if one was removed."""
        d = self.table.get(sym)
        if d is None:
            return False
        found = False
        if kind == "own":
            found = d.own is not None
            d.own = None
        else:
            rules, exact = {"down": (d.down, d.down_exact), "up": (d.up, d.up_exact),
                            "sub": (d.sub, {}), "n": (d.nvalues, {}),
                            "format": (d.formats, {})}[kind]
            if lhs in exact:
                del exact[lhs]
                found = True
            for i, r in enumerate(rules):
                if r.lhs == lhs:
                    del rules[i]
                    if type(rules) is RuleList:
                        rules.dispatch = None
                    found = True
                    break
        self.changed(sym)
        return found

    def clear(self, sym, everything=False):
        d = self.table.get(sym)
        if d is None:
            return
        d.own = None
        d.down = RuleList()
        d.down_exact = {}
        d.up = RuleList()
        d.up_exact = {}
        d.sub = RuleList()
        d.nvalues = RuleList()
        d.formats = []
        d.defaults = {}
        if everything:
            if d.builtin is not None:
                d.attributes = d.builtin.attributes
                d.options = None
                d.messages = dict(d.builtin.messages)
            else:
                d.attributes = 0
                d.options = {}
                d.messages = {}
        self.changed(sym)

    def all_symbols(self):
        names = set(self.builtins)
        names.update(s.name for s, d in self.table.items())
        return names

    def user_symbols(self):
        return sorted(s.name for s, d in self.table.items()
                      if d.builtin is None and (d.has_values or d.attributes))

    def new_symbol_name(self, base):
        n = self.module_counter
        self.module_counter += 1
        return "%s$%d" % (base, n)

    def message_template(self, sym_name, tag):
        """The template text of ``sym::tag`` (falls back on General::tag), or None."""
        d = self.table.get(Symbol(sym_name))
        if d is not None and tag in d.messages:
            t = d.messages[tag]
            return t.value if hasattr(t, "value") else t
        spec = self.builtins.get(sym_name)
        if spec is not None and tag in spec.messages:
            return spec.messages[tag]
        from mathilda.core.messages import GENERAL, SPECIFIC
        t = SPECIFIC.get((sym_name, tag))
        if t is None:
            gd = self.table.get(S.General)
            if gd is not None and tag in gd.messages:
                t = gd.messages[tag]
                t = t.value if hasattr(t, "value") else t
            else:
                t = GENERAL.get(tag)
        return t

    def usage(self, sym_name):
        """The usage message of the symbol ``sym_name`` ("" if it has none)."""
        t = self.message_template(sym_name, "usage")
        if t:
            return t
        spec = self.builtins.get(sym_name)
        return spec.usage if spec is not None else ""

    def is_off(self, sym_name, tag):
        return (sym_name, tag) in self.off or ("General", tag) in self.off and \
            (sym_name, tag) not in getattr(self, "on_explicit", set())
