"""Loading builtins on first use (issue 24): the index is current, a session starts without
importing the builtin modules, and a builtin loaded on demand, in any order, is registered
exactly as when every module is imported up front."""

import json
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

FINGERPRINT = r"""
import json, sys
from mathilda.core import registry
order = sys.argv[1]
if order == "reversed":
    for g in reversed(range(len(registry._GROUPS))):
        registry.load_group(g)
specs = registry.load_all()
def name(f):
    return None if f is None else getattr(f, "__module__", "") + "." + getattr(f, "__qualname__", "")
out = {}
for n, s in specs.items():
    out[n] = [type(s).__name__, s.attributes, repr(s.nargs), s.usage, repr(s.examples),
              sorted(s.messages.items()), sorted(s.options.items()), list(s.rules), s.module,
              name(s.func), name(s.sub), name(s.value), name(s.vector), name(s.packed),
              name(s.around), os.path.basename(s.file or ""), s.line, sorted(map(str, s.derivatives))]
json.dump(out, sys.stdout, default=repr)
"""


def _run(code, *args, eager=False):
    env = dict(os.environ, PYTHONPATH=ROOT)
    env.pop("MATHILDA_EAGER_BUILTINS", None)
    if eager:
        env["MATHILDA_EAGER_BUILTINS"] = "1"
    r = subprocess.run([sys.executable, "-c", code, *args], env=env, capture_output=True,
                       text=True, timeout=300)
    assert r.returncode == 0, r.stderr[-3000:]
    return r.stdout


def test_the_index_is_current():
    from mathilda.builtin_index import main
    assert main(["--check"]) == 0, "run: python -m mathilda.builtin_index"


@pytest.mark.parametrize("order", ["groups", "reversed"])
def test_loading_on_demand_registers_what_eager_loading_does(order):
    code = "import os\n" + FINGERPRINT
    eager = json.loads(_run(code, "groups", eager=True))
    lazy = json.loads(_run(code, order))
    assert sorted(eager) == sorted(lazy)
    diff = [n for n in eager if eager[n] != lazy[n]]
    assert diff == [], "registered differently on demand: %s" % diff[:10]


SESSION = r"""
import sys
from mathilda.session import Session
s = Session()
def text(src):
    return s.format(s.evaluate(src))
first = len([m for m in sys.modules if m.startswith("mathilda.builtins.")])
print(first)
print(text("Attributes[Plot]"))
print("mathilda.builtins.graphics.plot" in sys.modules)
print(text('ArrayPad[{a, b, c}, 3, "Extrapolated"]'))
print(text("Options[ArrayPad]"))
print(text("StringJoin[\"a\", ToString[Length[Names[\"Array*\"]] > 5]]"))
print(text("Hold[Unsqueeze[{1, 2}, {0}]] // ReleaseHold"))
"""


def test_a_session_imports_builtin_modules_only_when_used():
    out = _run(SESSION).splitlines()
    assert int(out[0]) < 40, "a new session imported %s builtin modules" % out[0]
    assert out[1:] == [
        "{HoldAll, Protected, ReadProtected}",
        "False",
        "{4 a - 3 b, 3 a - 2 b, 2 a - b, a, b, c, -b + 2 c, -2 b + 3 c, -3 b + 4 c}",
        "{InterpolationOrder -> 1}",
        "aTrue",
        "{{1, 2}}",
    ]


def test_a_plain_evaluation_imports_no_heavy_library():
    code = ("import sys\nfrom mathilda.session import Session\ns = Session()\n"
            "s.evaluate('f[x_] := x^2; f[3] + Length[{1, 2}]')\n"
            "print(sorted(m for m in ('lark', 'numpy', 'sympy', 'scipy', 'matplotlib', "
            "'networkx', 'mpmath') if m in sys.modules))")
    assert _run(code).strip() == "[]"
