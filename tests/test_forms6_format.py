"""Format values (Format[f[x_]] := ...): where they apply (the prompt, Print, ToString, the
notebook), in which forms, how Definition, FormatValues, Clear and Unset see them."""

import subprocess
import sys

import pytest

from mathilda import Session
from mathilda.kernel.display import mime_bundle


def shown(code, form="OutputForm"):
    """What the front ends print for the last result of ``code`` (Session.format)."""
    s = Session()
    r = s.evaluate(code)
    assert [str(m) for m in s.messages] == []
    return s.format(r, form)


CASES = [
    # at the prompt
    ("Format[f[x_]] := g[x]; f[1]", "g[1]"),
    ("Format[f[x_]] := g[x]; {f[1], f[a] + 1}", "{g[1], 1 + g[a]}"),
    ("Format[f[x_]] := Row[{\"<\", x, \">\"}]; f[f[2]]", "<<2>>"),
    ("Format[cons[a_, b_]] := Row[{a, \":\", b}]; cons[1, cons[2, nil]]", "1:2:nil"),
    ("Format[kappa] = \"k\"; kappa^2 + kappa", "k + k^2"),
    ("Format[f[x_]] := g[x]; HoldForm[f[a]]", "g[a]"),
    # the right side is evaluated when printing
    ("Format[s[x_]] := \"s\" <> ToString[x + 1]; s[1]", "s2"),
    ("Format[t[x_]] := Subscript[t, x]; {t[1], y}", "{t , y}\n  1"),
    # a format for one form only
    ("Format[f[x_], OutputForm] := og[x]; Format[f[x_]] := dg[x]; f[1]", "og[1]"),
    ("Format[f[x_], TeXForm] := tg[x]; f[1]", "f[1]"),
    ("Format[f[x_], TeXForm] := Subscript[f, x]; TeXForm[f[1]]", "f_1"),
    ("Format[f[x_]] := Subscript[f, x]; TeXForm[f[1]]", "f_1"),
    ("Format[f[x_]] := g[x]; InputForm[f[1]]", "f[1]"),
    ("Format[f[x_], InputForm] := ig[x]; InputForm[f[1]]", "ig[1]"),
    ("Format[f[x_]] := g[x]; FullForm[f[1]]", "f[1]"),
    ("Format[f[x_]] := g[x]; TraditionalForm[f[1]]", "g[1]"),
    # conditions, several definitions (the most specific first)
    ("Format[f[x_] /; x > 0] := pos[x]; {f[1], f[-1]}", "{pos[1], f[-1]}"),
    ("Format[f[x_]] := one[x]; Format[f[x_, y_]] := two[x, y]; {f[1], f[1, 2], f[]}",
     "{one[1], two[1, 2], f[]}"),
    ("Format[f[x_Integer]] := int[x]; Format[f[x_]] := any[x]; {f[1], f[a]}",
     "{int[1], any[a]}"),
    # Infix, Prefix, Postfix as format values (the common use)
    ("Format[op[a_, b_]] := Infix[op[a, b], \" (+) \"]; op[x, op[y, z]]",
     "x (+) y (+) z"),
    ("Format[fac[n_]] := Postfix[fac[n], \"!\"]; fac[5]", "5!"),
    # a format value that leads back to itself ends
    ("Format[r[x_]] := r[x + 1]; r[1]", "r[65]"),
    # kept with a tag (TagSetDelayed)
    ("f /: Format[f[x_]] := g[x]; f[1]", "g[1]"),
    ("f /: Format[h[f[x_]]] := hf[x]; {h[f[1]], h[2], f[3]}", "{hf[1], h[2], f[3]}"),
    # a right side that contains the expression again, inside a block: 64 levels, made
    # once each (it took exponential time)
    ("Format[f[x_]] := Subscript[f[x], 1]; StringLength[ToString[f[1]]]", "2404"),
    # values removed
    ("Format[f[x_]] := g[x]; Clear[f]; f[1]", "f[1]"),
    ("Format[f[x_]] := g[x]; ClearAll[f]; f[1]", "f[1]"),
    ("Format[f[x_]] := g[x]; Format[f[x_]] =.; f[1]", "f[1]"),
]


@pytest.mark.parametrize("code,text", CASES)
def test_format_values_at_the_prompt(code, text):
    assert shown(code) == text


def test_print_toString_and_echo_use_format_values():
    s = Session()
    s.evaluate("Format[f[x_]] := g[x]")
    s.evaluate("Print[f[1], \" and \", {f[2]}]")
    assert s.printed == ["g[1] and {g[2]}"]
    assert str(s.evaluate("ToString[f[3]]")) == "g[3]"
    assert str(s.evaluate("ToString[f[3], InputForm]")) == "f[3]"
    assert str(s.evaluate("StringLength[ToString[f[100]]]")) == "6"
    s.evaluate("Echo[f[4]]")
    assert s.printed == [">> g[4]"]


def test_print_lays_blocks_side_by_side():
    s = Session()
    s.evaluate("Print[Superscript[x, 2], \"+1\"]; Print[\"a\", 1]")
    assert s.printed == [" 2\nx +1", "a1"]


def test_sandboxed_session_applies_format_values():
    s = Session(sandbox=True)
    assert s.format(s.evaluate("Format[f[x_]] := g[x]; f[1]")) == "g[1]"


def test_the_value_is_untouched():
    s = Session()
    r = s.evaluate("Format[f[x_]] := g[x]; f[1]")
    assert r.input_form() == "f[1]"            # the result itself is f[1]
    assert str(r) == "f[1]"                    # str() outside a session call: as it is
    assert s.format(r) == "g[1]"
    assert str(s.evaluate("%")) == "f[1]"
    assert str(s.evaluate("Head[%]")) == "f"


def test_sessions_do_not_share_format_values():
    a, b = Session(), Session()
    a.evaluate("Format[f[x_]] := g[x]")
    assert a.format(a.evaluate("f[1]")) == "g[1]"
    assert b.format(b.evaluate("f[1]")) == "f[1]"


def test_definition_formatvalues():
    s = Session()
    s.evaluate("f[x_] := x^2; Format[f[x_]] := g[x]; Format[f[x_], TeXForm] := t[x]")
    assert str(s.evaluate("Definition[f]")) == \
        "f[x_] := x^2\n\nFormat[f[x_]] := g[x]\n\nFormat[f[x_], TeXForm] := t[x]"
    assert s.evaluate("FormatValues[f]").input_form() == \
        "{HoldPattern[Format[f[x_]]] :> g[x], HoldPattern[Format[f[x_], TeXForm]] :> t[x]}"
    assert s.evaluate("DownValues[f]").input_form() == "{HoldPattern[f[x_]] :> x^2}"
    s.evaluate("Format[f[x_]] =.")
    assert s.evaluate("FormatValues[f]").input_form() == \
        "{HoldPattern[Format[f[x_], TeXForm]] :> t[x]}"


def test_information_shows_format_values():
    s = Session()
    s.evaluate("Format[f[x_]] := g[x]; Information[f]")
    assert s.printed == ["Global`f\n\nFormat[f[x_]] := g[x]"]


def test_format_of_a_protected_symbol_is_refused():
    s = Session()
    s.evaluate("Format[Sin[x_]] := sine[x]")
    assert [str(m) for m in s.messages] == ["SetDelayed::wrsym: Symbol Sin is Protected."]
    assert s.format(s.evaluate("Sin[y]")) == "Sin[y]"


def test_a_failing_right_side_prints_the_expression():
    s = Session()
    s.evaluate("Format[f[x_]] := 1/0")
    text = s.format(s.evaluate("f[1]"))
    assert text in ("ComplexInfinity", "f[1]")


def test_notebook_shows_format_values():
    s = Session()
    r = s.evaluate("Format[f[x_]] := Subscript[f, x]; f[1]")
    data, _, errors = mime_bundle(s.displayed(r))
    assert errors == []
    assert data == {"text/plain": "f\n 1", "text/latex": "$f_1$"}
    # nothing defined: the result itself
    t = Session()
    r = t.evaluate("f[1]")
    assert t.displayed(r) is r


def test_command_line_applies_format_values():
    out = subprocess.run([sys.executable, "-m", "mathilda", "-c",
                          "Format[f[x_]] := g[x]; Print[f[0]]; f[1]"],
                         capture_output=True, text=True, timeout=60)
    assert (out.stdout, out.stderr) == ("g[0]\ng[1]\n", "")


def test_no_format_values_costs_nothing():
    from mathilda.printing.formatvalues import apply_format_values
    s = Session()
    r = s.evaluate("Range[10]")
    assert apply_format_values(r, "OutputForm", s.ev) is r


def test_jupyter_kernel_shows_format_values(tmp_path):
    pytest.importorskip("ipykernel")
    pytest.importorskip("jupyter_client")
    sys.path.insert(0, __import__("os").path.dirname(__file__))
    from jupyter_support import Kernel, jupyter_path
    with jupyter_path(tmp_path):
        k = Kernel()
        try:
            reply, out = k.execute("Format[f[x_]] := Subscript[f, x]; {f[1], y}")
        finally:
            k.close()
    [(kind, content)] = out
    assert (reply["status"], kind) == ("ok", "execute_result")
    assert content["data"] == {"text/plain": "{f , y}\n  1", "text/latex": "$\\{f_1,y\\}$"}
