"""The builtin registry.

A builtin is one Python function registered with ``@builtin``::

    @builtin("Length", nargs=1,
             usage="Length[expr] gives the number of elements in expr.",
             examples=[("Length[{a, b, c}]", "3")])
    def length(ev, expr):
        ...
        return Integer(n)      # or None: no change, the call stays unevaluated

The function receives the evaluation context ``ev`` (see core.evaluation.Evaluation) and the
whole expression, whose arguments are already evaluated (unless the symbol holds them),
flattened, sorted and threaded according to its attributes.  Returning ``None`` means "does
not apply": the expression is left as it is.

``nargs`` is checked before the call (an int, or ``(min, max)`` with ``max=None`` meaning
unbounded); a mismatch emits ``General::argx`` / ``argr`` / ``argrx`` / ``argt`` / ``argb`` with
the builtin's name and leaves the call unevaluated.  With ``options``, trailing option rules
are not counted.

``sub=True`` registers the function for compound heads too: it is called for
``name[...][...]`` (SubValues-style builtins such as ``Derivative[1][f]``).

Fast paths are declared in the registration itself, so a builtin's whole behaviour is
read in one place (and ``docs/builtins.md`` lists which builtins have one):

``vector`` (Listable builtins): ``vector(ev, expr) -> Expr | None`` is tried before the
arguments are threaded element by element, so packed (numpy) operands can be handled as
whole arrays.

``packed``: ``packed(ev, expr) -> Expr | None`` is tried first whenever one of the arguments
is a PackedArray or an NDArray (anything with an ``array`` attribute); None means "not
here", and the general implementation runs.

``around``: ``around(ev, expr, general) -> Expr | None`` becomes the implementation, with
``general`` the decorated function: for builtins whose results are packed (Range, Table, N,
...: ``around`` computes on a NumPy buffer or packs what ``general`` gives) and for
NDArray arguments handled through their element List.

``pair`` (Flat builtins): ``pair(ev, a, b) -> Expr | None`` is tried for a call of exactly
two evaluated arguments before they are flattened and sorted, when the head has no
DownValues and neither argument carries UpValues; a result is the call's value (the whole
rest of the evaluation sequence, the builtin included, skipped), so it must be what that
sequence would give, and must itself test the UpValues of any part it takes out of a
nested argument.  For sums grown one term at a time (``Plus`` of a sum and a term).

The hooks ``packed_path(name)``, ``wrap_builtin(name)`` and ``after_load(fn)`` extend a
builtin registered elsewhere, by name.  Nothing in ``mathilda/`` uses them (a test checks
this): they are for code outside the package (a user's extension module).

``value`` registers an OwnValue-style function for a symbol used on its own
(``$RecursionLimit``, ``$MachinePrecision``): ``value(ev) -> Expr | None``.

The registry is module-level but immutable after import: all mutable state (definitions,
attribute changes, options set by the user) lives in a Session.

**Loading on first use.**  Importing the ~300 builtin modules takes about 0.3 s, so a session
does not import them at start-up.  The index ``mathilda/data/builtin_index.txt`` (generated
by ``python -m mathilda.builtin_index``; a test checks that it is current) lists every
builtin with its attributes and its *group*: the modules that register anything for it,
joined with the other builtins those modules register.  Each name starts as a
``PendingSpec`` holding only its name and attributes, which is all that evaluating its
arguments needs; reading any other field (``func``, ``options``, ``messages``, ...) imports
the whole group, whose registrations fill that same object in place.  ``load_all()``
imports every group.  With ``MATHILDA_EAGER_BUILTINS=1`` in the environment (the index
generator's mode), every module is imported at once, in sorted order, as before.
"""

import importlib
import os
import pkgutil
import sys
import threading

from mathilda.core import attributes as A
from mathilda.core.expr import Expression, S
from mathilda.core.packed import PackedArray, has_buffer, lazy_pack

__all__ = ["builtin", "BuiltinSpec", "BUILTINS", "load_all", "registry", "rule_specs", "symbol_spec", "packed_path",
           "wrap_builtin", "after_load"]


class BuiltinSpec:
    __slots__ = ("name", "func", "sub", "value", "attributes", "nargs", "usage", "examples",
                 "messages", "options", "rules", "module", "vector", "packed", "around",
                 "file", "line", "derivatives", "pair")

    def __init__(self, name):
        self.name = name
        self.func = None
        self.sub = None
        self.value = None
        self.attributes = A.PROTECTED
        self.nargs = None
        self.usage = ""
        self.examples = []
        self.messages = {}
        self.options = {}
        self.rules = []
        self.module = None
        self.vector = None
        self.packed = None         # fast path for packed/NDArray arguments (declared)
        self.around = None         # fn(ev, expr, general) around the implementation
        self.file = None           # where the builtin is registered (the module's file
        self.line = None           # and the line of its @builtin / symbol_spec)
        self.derivatives = {}      # number of arguments -> bodies of the partial derivatives
        self.pair = None           # fast path for two arguments of a Flat head (declared)

    @property
    def fast_path(self):
        """The fast paths declared with the registration, as text ("" if none)."""
        return ", ".join(k for k, v in (("vector", self.vector), ("packed", self.packed),
                                         ("around", self.around), ("pair", self.pair)) if v is not None)


BUILTINS = {}

TOUCHED = {}
"""name -> the modules whose top-level code registered something for it (read by the
index generator)."""


def _caller_location():
    """(file, line) of the module-level statement that is registering a builtin: the
    ``@builtin`` line, or the call of a module's helper that registers one."""
    f = sys._getframe(2)
    while f is not None and f.f_code.co_name != "<module>":
        f = f.f_back
    if f is None:
        return None, None
    return f.f_code.co_filename, f.f_lineno


def _spec_for(name):
    """The spec ``name`` is registered into (made if new; a pending one is activated), and
    the module registering it recorded in TOUCHED."""
    f = sys._getframe(2)
    while f is not None and f.f_code.co_name != "<module>":
        f = f.f_back
    if f is not None:
        TOUCHED.setdefault(name, set()).add(f.f_globals.get("__name__"))
    spec = BUILTINS.get(name)
    if spec is None:
        spec = BUILTINS[name] = BuiltinSpec(name)
    elif type(spec) is PendingSpec:
        _activate(_GROUP_OF[name])
    return spec


def _locate(spec, where, force=False):
    if where[0] is not None and (force or spec.file is None):
        spec.file, spec.line = where


def symbol_spec(name, *, attributes=("Protected",), usage="", messages=None, options=None,
                rules=(), examples=()):
    """Register a symbol that has no Python function (a constant such as ``Pi``, a head
    such as ``Rule``, or a function defined only by ``rules`` in the language)."""
    spec = _spec_for(name)
    _locate(spec, _caller_location())
    spec.attributes = A.from_names(attributes)
    if usage:
        spec.usage = usage
    if messages:
        spec.messages.update(messages)
    if options:
        spec.options.update(options)
    spec.rules.extend(rules)
    spec.examples.extend(examples)
    BUILTINS[name] = spec
    return spec


def builtin(name, *, nargs=None, attributes=("Protected",), usage="", examples=(),
            messages=None, options=None, rules=(), sub=False, value=None, vector=None,
            packed=None, around=None, derivatives=None, pair=None):
    """Decorator registering ``func(ev, expr)`` as the builtin ``name``.

    ``options`` maps option names to their default values written in the language
    (``{"InterpolationOrder": "1"}``).  ``rules`` are definitions in the language loaded
    into each session (``["Subtract[a_, b_] := a + (-1) b"]``).
    ``examples`` are ``(input, expected OutputForm)`` pairs, or triples whose third item
    is the list of expected messages as printed (``"Sym::tag: text"``); the test suite
    runs them all.  ``vector``, ``packed``, ``around`` and ``pair`` declare fast paths (see the module
    docstring).
    """
    where = _caller_location()

    def deco(func):
        spec = _spec_for(name)
        if spec.func is not None and spec.func is not func and not sub:
            raise ValueError("builtin %s defined twice (%s and %s)"
                             % (name, spec.func.__module__, func.__module__))
        if sub:
            spec.sub = func
            _locate(spec, where)
            if spec.func is not None:       # an operator form added to an existing
                spec.examples.extend(examples)   # builtin keeps its registration
                if usage and not spec.usage:
                    spec.usage = usage
                return func
        else:
            spec.func = _with_fast_paths(name, func, packed, around)
            spec.packed = packed
            spec.around = around
            _locate(spec, where, force=True)
        spec.attributes = A.from_names(attributes)
        spec.nargs = nargs
        if usage:
            spec.usage = usage
        spec.examples.extend(examples)
        if messages:
            spec.messages.update(messages)
        if options:
            spec.options.update(options)
        spec.rules.extend(rules)
        spec.module = func.__module__
        if value is not None:
            spec.value = value
        if vector is not None:
            spec.vector = vector
        if pair is not None:
            spec.pair = pair
        if derivatives:
            spec.derivatives.update(derivatives)
        return func

    return deco


def _with_fast_paths(name, general, packed, around):
    """The implementation the evaluator calls: ``general`` behind the declared fast paths."""
    func = general
    if around is not None:
        def func(ev, expr, _around=around, _general=general):
            return _around(ev, expr, _general)
    if packed is not None:
        inner = func

        def func(ev, expr, _packed=packed, _inner=inner):
            short = False
            for a in expr.args:
                if has_buffer(a):
                    r = _packed(ev, expr)
                    if r is not None:
                        return r
                    break
                if type(a) is PackedArray:
                    short = True
            r = _inner(ev, expr)
            if short and type(r) is Expression and r.head is S.List:
                # a short packed array took the general path: the array it gives is packed
                # too (Transpose, Reverse, Take, ... of a packed array stay packed)
                p = lazy_pack(r)
                if p is not None:
                    return p
            return r
    if func is not general:
        func.__name__ = general.__name__
        func.__module__ = general.__module__
        func.__doc__ = general.__doc__
        func.general = general
    return func


def _target(name, hook):
    """The spec a hook attaches to: a registered builtin with an implementation (a hook
    that would attach to nothing, after a rename say, is an error at once)."""
    spec = BUILTINS.get(name)
    if spec is None or spec.func is None:
        raise ValueError("%s(%r) attaches to nothing: no builtin %s is registered (import "
                         "the module that registers it first)" % (hook, name, name))
    return spec


def packed_path(name):
    """Decorator: add a fast path to the existing builtin ``name`` for packed operands.

    ``fn(ev, expr) -> Expr | None`` is tried first whenever one of the arguments is a
    PackedArray or NDArray (anything with an ``array`` attribute); when it returns None
    the general implementation runs.  The module defining ``fn`` must import the module
    that registers ``name`` first.  For Listable builtins, also consider ``vector``."""

    def deco(fn):
        spec = _target(name, "packed_path")
        general = spec.func

        def dispatch(ev, expr, _fn=fn, _general=general):
            for a in expr.args:
                if has_buffer(a):
                    r = _fn(ev, expr)
                    if r is not None:
                        return r
                    break
            return _general(ev, expr) if _general is not None else None

        dispatch.__name__ = getattr(general, "__name__", name)
        dispatch.__module__ = getattr(general, "__module__", fn.__module__)
        dispatch.packed = fn
        spec.func = dispatch
        return fn

    return deco


def wrap_builtin(name):
    """Decorator: ``fn(ev, expr, general) -> Expr | None`` becomes the implementation of the
    existing builtin ``name``; ``general`` is the implementation it replaces (call it for the
    ordinary result).  Used for packed-array sources (a Range of machine integers is built
    on a NumPy buffer; a Table of machine numbers is packed).  Costs nothing for the other
    builtins: the evaluator still makes one call to ``spec.func``."""

    def deco(fn):
        spec = _target(name, "wrap_builtin")
        general = spec.func

        def wrapped(ev, expr, _fn=fn, _general=general):
            return _fn(ev, expr, _general)

        wrapped.__name__ = getattr(general, "__name__", name)
        wrapped.__module__ = getattr(general, "__module__", fn.__module__)
        wrapped.wrapper = fn
        wrapped.general = general
        spec.func = wrapped
        return fn

    return deco


_after_load = []


def after_load(fn):
    """Register ``fn()`` to run once, when ``load_all`` has imported every builtin module (so
    that hooks such as ``packed_path`` can reach builtins of modules imported later)."""
    _after_load.append(fn)
    return fn


class PendingSpec(BuiltinSpec):
    """A builtin of the index whose group is not imported yet: it holds its name and
    attributes; reading any other field imports the group (which makes this object an
    ordinary BuiltinSpec, filled in place by the registrations)."""
    __slots__ = ()

    def __getattr__(self, attr):
        group = _GROUP_OF.get(self.name)
        if group is None or group in _done:     # cannot happen with a current index
            raise AttributeError(attr)
        load_group(group)
        return object.__getattribute__(self, attr)


class LoadingSpec(BuiltinSpec):
    """A builtin whose group is being imported: the thread importing it fills it in place;
    any other thread reading it waits for the import to finish (two sessions in two threads
    would otherwise see a half-registered builtin, and return calls of it unevaluated)."""
    __slots__ = ()

    def __getattribute__(self, attr):
        group = _GROUP_OF.get(object.__getattribute__(self, "name"))
        if group is not None and group not in _complete \
                and _owner.get(group) != threading.get_ident():
            load_group(group)       # waits for the lock, or finishes a plain import's group
        return object.__getattribute__(self, attr)


_GROUP_OF = {}          # name -> group number (from the index)
_GROUPS = []            # group number -> (module names, builtin names)
_RULE_NAMES = []        # the builtins with rules in the language (loaded by each session)
FORM_HEADS = []         # the heads whose printed form a builtin module registers
_indexed = False        # whether the index was installed (else every module is imported)
_done = set()           # the groups imported
_activated = set()      # the groups whose specs were reset for their registrations
_complete = set()       # the groups whose modules have all been imported
_owner = {}             # group -> the thread that activated it
_deferred = []          # activated groups whose modules are still to be imported
_lock = threading.RLock()
_depth = [0]


def _activate(group):
    """Make the pending specs of ``group`` empty BuiltinSpecs, ready for registration (its
    modules are imported by load_group; one imported on its own defers the rest)."""
    if group in _activated:
        return
    _activated.add(group)
    _owner[group] = threading.get_ident()
    for name in _GROUPS[group][1]:
        spec = BUILTINS.get(name)
        if type(spec) is PendingSpec:
            BuiltinSpec.__init__(spec, name)
            spec.__class__ = LoadingSpec
    if group not in _done:
        _deferred.append(group)


def load_group(group):
    """Import the modules of ``group`` (and of the groups their imports activated)."""
    with _lock:
        if group in _done:
            return
        _depth[0] += 1
        try:
            _activate(group)
            _done.add(group)
            for module in _GROUPS[group][0]:
                importlib.import_module(module)
            _complete.add(group)
            for name in _GROUPS[group][1]:
                spec = BUILTINS.get(name)
                if type(spec) is LoadingSpec:
                    spec.__class__ = BuiltinSpec
        finally:
            _depth[0] -= 1
        if _depth[0] == 0:
            _drain()


def _drain():
    while _deferred:
        g = _deferred.pop()
        if g not in _done:
            load_group(g)


def _read_index():
    """Install the index: a PendingSpec for each name, or nothing when there is none (or
    the environment asks for eager loading)."""
    global _indexed
    if os.environ.get("MATHILDA_EAGER_BUILTINS"):
        return
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    try:
        with open(os.path.join(here, "data", "builtin_index.txt"), encoding="utf-8") as f:
            lines = f.read().splitlines()
    except OSError:
        return
    new = PendingSpec.__new__
    for line in lines:
        if not line or line[0] == "#":
            continue
        parts = line.split()
        if parts[0] == "group":
            _GROUPS.append((parts[1:], []))
        elif parts[0] == "rules":
            _RULE_NAMES.extend(parts[1:])
        elif parts[0] == "forms":
            FORM_HEADS.extend(parts[1:])
        else:
            name, bits, group = parts
            spec = new(PendingSpec)
            spec.name = name
            spec.attributes = int(bits)
            BUILTINS[name] = spec
            g = int(group)
            _GROUP_OF[name] = g
            _GROUPS[g][1].append(name)
    _indexed = True


def load_name(name):
    """Import the modules of the builtin ``name`` if they are not imported yet (for code that
    needs what they register besides the builtin itself: a printed form, the renderer)."""
    spec = BUILTINS.get(name)
    if type(spec) is PendingSpec:
        load_group(_GROUP_OF[name])


def registry():
    """The registry a session uses: BUILTINS, every module imported on its own finished."""
    if _deferred:
        with _lock:
            _drain()
    if not _indexed:
        return load_all()
    return BUILTINS


def rule_specs():
    """The specs with rules in the language, which each session loads."""
    if not _indexed:
        return [s for s in load_all().values() if s.rules]
    return [BUILTINS[n] for n in _RULE_NAMES]


_loaded = False


def _builtin_modules(path, prefix):
    """The modules of the builtins package and of its area packages (``builtins/<area>/``),
    sorted by name; names starting with ``_`` are skipped."""
    out = []
    for info in pkgutil.iter_modules(path):
        if info.name.startswith("_"):
            continue
        out.append(prefix + info.name)
        if info.ispkg:
            import os
            sub = [os.path.join(p, info.name) for p in path]
            out.extend(_builtin_modules(sub, prefix + info.name + "."))
    return sorted(out)


def load_all():
    """Import every module of ``mathilda.builtins`` (each registers its builtins), then run
    the ``after_load`` hooks."""
    global _loaded
    if _loaded:
        return BUILTINS
    with _lock:
        for g in range(len(_GROUPS)):
            load_group(g)
        import mathilda.builtins as pkg
        for name in _builtin_modules(pkg.__path__, "mathilda.builtins."):
            importlib.import_module(name)       # modules the index does not know yet
        _drain()
    _loaded = True
    for fn in _after_load:
        fn()
    return BUILTINS


_read_index()
