"""Shared checks of the session-6 algebra tests (tests/test_algebra6_*.py): a builtin's
registered examples, and a bad input's message and unevaluated result."""

from mathilda.core.registry import load_all
from mathilda.session import Session


def check_examples(name):
    spec = load_all()[name]
    assert spec.usage and spec.examples
    for ex in spec.examples:
        s = Session()
        r = s.evaluate(ex[0])
        assert ("" if r.full_form() == "Null" else str(r)) == ex[1], ex[0]
        assert [str(m) for m in s.messages] == list(ex[2] if len(ex) > 2 else []), ex[0]


def check_message(src, expected, message):
    s = Session()
    assert s.format(s.evaluate(src)) == expected
    assert [str(m) for m in s.messages] == [message]
