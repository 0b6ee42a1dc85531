"""Tests over the builtin registry itself: every builtin documents itself, and every
example in its registration runs and gives exactly the documented output."""

import pytest

from mathilda.core.registry import load_all
from mathilda.session import Session

SPECS = load_all()
NAMES = sorted(SPECS)
EXAMPLES = [(name, i, ex) for name in NAMES for i, ex in enumerate(SPECS[name].examples)]


def test_registry_is_populated():
    assert len(NAMES) > 100


@pytest.mark.parametrize("name", NAMES)
def test_usage_and_examples_present(name):
    spec = SPECS[name]
    assert spec.usage.strip(), "%s has no usage text" % name
    assert spec.examples, "%s has no example" % name


@pytest.mark.parametrize("name,i,example", EXAMPLES,
                         ids=["%s-%d" % (n, i) for n, i, _ in EXAMPLES])
def test_example(name, i, example):
    s = Session()
    r = s.evaluate(example[0])
    out = "" if r.full_form() == "Null" else str(r)
    assert out == example[1], "%s example %d: %s" % (name, i, example[0])
    msgs = [str(m) for m in s.messages]
    if len(example) > 2:
        assert msgs == list(example[2])
    else:
        assert msgs == [], "unexpected messages: %s" % msgs


def test_every_fast_path_attaches_to_something():
    """A declared fast path the evaluator would never call is an error: ``vector=`` runs
    only for a Listable builtin, ``packed=``/``around=`` wrap an implementation."""
    from mathilda.core import attributes as A
    bad = []
    for name in NAMES:
        spec = SPECS[name]
        if spec.vector is not None and not spec.attributes & A.LISTABLE:
            bad.append("%s: vector= but not Listable" % name)
        if (spec.packed is not None or spec.around is not None) and spec.func is None:
            bad.append("%s: packed=/around= without an implementation" % name)
        if spec.packed is not None and getattr(spec.func, "general", None) is None:
            bad.append("%s: packed= declared but not dispatched" % name)
    assert bad == [], "\n".join(bad)


@pytest.mark.parametrize("hook", ["packed_path", "wrap_builtin"])
def test_a_hook_that_attaches_to_nothing_fails_at_once(hook):
    from mathilda.core import registry
    with pytest.raises(ValueError, match="attaches to nothing"):
        getattr(registry, hook)("NoSuchBuiltinAnywhere")(lambda *a: None)
    with pytest.raises(ValueError, match="attaches to nothing"):
        getattr(registry, hook)("Pi")(lambda *a: None)     # a symbol, no implementation
    assert "NoSuchBuiltinAnywhere" not in registry.BUILTINS
