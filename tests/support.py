"""Shared helpers for the test suite."""

import os
import tempfile

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
