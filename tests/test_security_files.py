"""Files the package reads or writes implicitly must never be a way in for another user.

The grammar used to be analysed once by Lark and cached as a pickle in a predictable
directory of the shared temporary folder: anyone could plant a file there that ran code in
every Mathilda process of the next user.  The parser now builds what it needs from the
grammar text alone and reads no cache."""

import os
import pickle
import subprocess
import sys
import tempfile

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


class _Plant:
    """A pickle that creates a marker directory when it is loaded."""

    def __init__(self, marker):
        self.marker = marker

    def __reduce__(self):
        return (os.makedirs, (self.marker,))


def _run(code, env):
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env=env, cwd=ROOT, timeout=120)


@pytest.mark.skipif(not hasattr(os, "getuid"), reason="POSIX user ids")
def test_planted_grammar_cache_is_never_loaded(tmp_path):
    tmp = tmp_path / "tmp"
    tmp.mkdir()
    marker = str(tmp_path / "PWNED")
    # the old cache location, and every name Lark's own cache scheme could pick there
    old = tmp / ("mathilda-%d" % os.getuid())
    old.mkdir()
    # Lark's cache format: a line (the grammar's hash), then a pickle it loads before it
    # compares the hash, so any first line will do
    planted = b"0" * 64 + b"\n" + pickle.dumps(_Plant(marker))
    (old / "grammar.lark.cache").write_bytes(planted)
    env = dict(os.environ, TMPDIR=str(tmp), TMP=str(tmp), TEMP=str(tmp))
    code = ("from mathilda import Session\nfrom mathilda.syntax.parser import parse_all\n"
            "from mathilda.syntax.parser import get_parser\n"
            "print(Session().evaluate('1 + 1'))\n"
            "print(len(parse_all('a + b', engine='lalr')))\n")
    p = _run(code, env)
    assert p.returncode == 0, p.stderr
    assert p.stdout.split() == ["2", "1"]
    assert not os.path.exists(marker)


def test_parsing_writes_no_file(tmp_path):
    tmp = tmp_path / "tmp"
    tmp.mkdir()
    home = tmp_path / "home"
    home.mkdir()
    env = dict(os.environ, TMPDIR=str(tmp), HOME=str(home), XDG_CACHE_HOME=str(home / ".c"))
    code = ("from mathilda import Session\nfrom mathilda.syntax.parser import parse_all\n"
            "s = Session(); print(s.evaluate('Expand[(x + 1)^2]'))\n"
            "print(len(parse_all('f[x] := x^2; g', engine='lalr')))\n")
    p = _run(code, env)
    assert p.returncode == 0, p.stderr
    assert p.stdout.split("\n")[0] == "1 + 2 x + x^2"
    assert list(tmp.iterdir()) == []
    assert list(home.iterdir()) == []


def test_parser_module_has_no_pickle_cache():
    src = open(os.path.join(ROOT, "mathilda", "syntax", "parser.py"), encoding="utf-8").read()
    assert "gettempdir" not in src
    assert "cache=False" in src
