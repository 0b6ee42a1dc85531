"""Shared helpers for the test suite."""

import os
import tempfile

import pytest

from mathilda.session import Session

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def environment():
    """The environment of a subprocess: this checkout first on the path; bytecode cached
    outside the source tree (with PYTHONDONTWRITEBYTECODE every subprocess would compile
    every module again)."""
    env = dict(os.environ)
    env["PYTHONPATH"] = ROOT + os.pathsep + env.get("PYTHONPATH", "")
    env.pop("NO_COLOR", None)
    if env.pop("PYTHONDONTWRITEBYTECODE", None):
        env["PYTHONPYCACHEPREFIX"] = os.path.join(tempfile.gettempdir(),
                                                  "mathilda-pycache")
    return env


def run(text, session=None):
    """Evaluate text in a (fresh) Session: (OutputForm of the result, [message strings])."""
    s = session or Session()
    r = s.evaluate(text)
    out = "" if r is s.ev.defs and False else str(r)
    from mathilda.core.expr import NULL
    if r is NULL:
        out = ""
    return out, [str(m) for m in s.messages]


def check_rows(rows):
    """Assert every (input, expected[, messages]) row; collect all failures."""
    failures = []
    for row in rows:
        text, expected = row[0], row[1]
        msgs = row[2] if len(row) > 2 else None
        out, got_msgs = run(text)
        if out != expected or (msgs is not None and got_msgs != msgs):
            failures.append("%s\n   expected %r %r\n   got      %r %r"
                            % (text, expected, msgs, out, got_msgs))
    assert not failures, "\n".join(failures)


def evaluated(text):
    """Evaluate text in a fresh Session: (str of the result, [message strings]); unlike run,
    a Null result prints as Null."""
    s = Session()
    r = s.evaluate(text)
    return str(r), [str(m) for m in s.messages]


def check_row(row):
    """Assert an (input, expected[, messages]) row in a fresh Session: the printed result and
    exactly the messages (none when the row gives none)."""
    assert evaluated(row[0]) == (row[1], list(row[2]) if len(row) > 2 else [])


def registered_examples(names):
    """[(name, example), ...] of the builtins' registered examples, and their test ids."""
    from mathilda.core.registry import load_all
    specs = load_all()
    rows = [(n, ex) for n in names for ex in specs[n].examples]
    return rows, ["%s-%d" % (n, i) for i, (n, _) in enumerate(rows)]


def check_example(ex):
    """Assert a registered example (input, output[, messages]) in a fresh Session."""
    out, msgs = evaluated(ex[0])
    assert out == ex[1]
    assert msgs == list(ex[2] if len(ex) > 2 else [])


def formatted(s, src):
    """What the session prints for src (Session.format of its result)."""
    return s.format(s.evaluate(src))


@pytest.fixture(scope="module")
def s():
    """One Session for a test module (import it: `from support import s`)."""
    return Session()
