"""Dynamic interfaces without a front end: printed forms, attributes, scoping, Export GIF."""

import pytest

from mathilda import Session

CASES = [
    ("Manipulate[x^2, {x, 0, 1}]", "Manipulate[x^2, {x, 0, 1}]"),
    ("x = 3; Manipulate[x^2, {x, 0, 1}]", "Manipulate[x^2, {x, 0, 1}]"),
    ("Manipulate[n!, {n, {1, 2, 3}}] // InputForm", "Manipulate[n!, {n, {1, 2, 3}}]"),
    ("Animate[Sin[x t], {t, 0, 1}]", "Animate[Sin[x t], {t, 0, 1}]"),
    ("ListAnimate[Table[i^2, {i, 3}]]", "ListAnimate[{1, 4, 9}]"),
    ("y = 5; Dynamic[y]", "5"),
    ("y = 5; InputForm[Dynamic[y]]", "Dynamic[y]"),
    ("y = 5; ToString[Dynamic[y + 1]]", "6"),
    ("y = 2; Dynamic[y^2 + 1, None]", "5"),
    ("Dynamic[Refresh[2^10, None]]", "1024"),
    ("Refresh[1 + 1, None]", "Refresh[1 + 1, None]"),
    ("Slider[0.5]", "Slider[0.5]"),
    ("Slider[1 + 1, {0, 4}]", "Slider[2, {0, 4}]"),
    ("Checkbox[True]", "Checkbox[True]"),
    ("Button[\"Go\", Print[1]]", "Button[Go, Print[1]]"),
    ("SetterBar[a, {a, b, c}]", "SetterBar[a, {a, b, c}]"),
    ("PopupMenu[b, {a, b}]", "PopupMenu[b, {a, b}]"),
    ("Pane[a + b]", "a + b"),
    ("Deploy[x^2]", "x^2"),
    ("Panel[x]", "x"),
    ("ControlActive[10, 100]", "100"),
    ("ControlActive[]", "False"),
    ("$ControlActiveSetting", "False"),
    ("Block[{$ControlActiveSetting = True}, ControlActive[fast, slow]]", "fast"),
    ("Clock[]", "0"), ("Clock[{5, 7}, 2]", "5"), ("Clock[{1, 10, 1}]", "1"),
    ("Clock[x]", "Clock[x]"),
]


@pytest.mark.parametrize("code,out", CASES)
def test_printed(code, out):
    s = Session()
    assert s.format(s.evaluate(code)) == out       # printed as the REPL prints it
    assert s.messages == []


ATTRIBUTES = [
    ("Manipulate", "{HoldAll, Protected, ReadProtected}"),
    ("Animate", "{HoldAll, Protected, ReadProtected}"),
    ("ListAnimate", "{Protected, ReadProtected}"),
    ("Dynamic", "{HoldFirst, Protected, ReadProtected}"),
    ("DynamicModule", "{HoldAll, Protected, ReadProtected}"),
    ("Refresh", "{HoldFirst, Protected}"),
    ("Button", "{HoldRest, Protected, ReadProtected}"),
    ("ActionMenu", "{HoldRest, Protected, ReadProtected}"),
    ("Slider", "{Protected, ReadProtected}"),
    ("ControlActive", "{HoldAll, Protected}"),
]


@pytest.mark.parametrize("name,attrs", ATTRIBUTES)
def test_attributes(name, attrs):
    assert str(Session().evaluate("Attributes[%s]" % name)) == attrs


def test_button_action_never_runs():
    s = Session()
    s.evaluate('b = Button["Go", Print["pressed"]; x11 = 1]')
    assert s.printed == [] and str(s.evaluate("ValueQ[x11]")) == "False"
    s.evaluate("ActionMenu[\"m\", {\"a\" :> Print[2]}]")
    assert s.printed == []


def test_dynamic_module_scoping():
    s = Session()
    r = s.evaluate("t = 1; d = DynamicModule[{t = 5, u}, u = t + 1; t^2]")
    assert str(s.evaluate("t")) == "1"
    assert str(s.evaluate("d[[2]]")) == "25"
    assert str(s.evaluate("d[[3]]")) == "DynamicModuleValues :> {}"
    text = str(r)
    assert text.startswith("DynamicModule[{t$$") and ", u$$" in text and "= 6}" in text
    # evaluated once: evaluating the result again changes nothing
    assert str(s.evaluate("d === d")) == "True"
    assert s.evaluate("d") == s.evaluate("d")
    two = str(s.evaluate("{DynamicModule[{v}, v], DynamicModule[{v}, v]}"))
    a, b = two.split("DynamicModule[{")[1:]
    assert a.split("}")[0] != b.split("}")[0]       # each module has its own variable


MESSAGES = [
    ("Manipulate[x, {x}]", "Manipulate[x, {x}]",
     "Manipulate::vsform: Manipulate argument {x} does not have the correct form for a "
     "variable specification."),
    ("Animate[x, 1]", "Animate[x, 1]",
     "Animate::vsform: Animate argument 1 does not have the correct form for a variable "
     "specification."),
    ("ListAnimate[x]", "ListAnimate[x]",
     "ListAnimate::list: List expected at position 1 in ListAnimate[x]."),
    ("ControlActive[1]", "ControlActive[1]",
     "ControlActive::argtu: ControlActive called with 1 argument; 0 or 2 arguments are "
     "expected."),
    ("DynamicModule[x, x]", "DynamicModule[x, x]",
     "DynamicModule::lvlist: Local variable specification x is not a List."),
    ("Button[]", "Button[]",
     "Button::argm: Button called with 0 arguments; 1 or more arguments are expected."),
]


@pytest.mark.parametrize("code,out,msg", MESSAGES)
def test_messages(code, out, msg):
    s = Session()
    assert str(s.evaluate(code)) == out
    assert [str(m) for m in s.messages] == [msg]


def _gif(path):
    from PIL import Image
    with Image.open(path) as im:
        frames = []
        for i in range(im.n_frames):
            im.seek(i)
            frames.append(im.convert("RGB"))
        return im.n_frames, im.size, frames


def test_export_gif_of_an_animate(tmp_path):
    s = Session()
    f = str(tmp_path / "a.gif")
    r = s.evaluate('Export["%s", Animate[Plot[Sin[x + t], {x, 0, 6}], {t, 0, 6}], '
                   'ImageSize -> 200]' % f)
    assert str(r) == f and s.messages == []
    n, size, frames = _gif(f)
    assert n == 24 and size[0] == 200
    # the first frame is a drawn curve: dark pixels on white
    px = frames[0].getcolors(1 << 16)
    assert max(px)[1] == (255, 255, 255) and len(px) > 10


def test_export_gif_of_a_list_and_a_manipulate(tmp_path):
    s = Session()
    f = str(tmp_path / "l.gif")
    s.evaluate('Export["%s", Table[Graphics[Disk[{x, 0}], PlotRange -> {{-1, 5}, {-1, 1}}], '
               '{x, 0, 4}]]' % f)
    n, size, _ = _gif(f)
    assert n == 5 and size[0] == 360 and size[1] < size[0]
    g = str(tmp_path / "m.gif")
    s.evaluate('Export["%s", Manipulate[Graphics[Circle[{0, 0}, r], PlotRange -> 2], '
               '{r, 1, 2, 1/4}]]' % g)
    assert _gif(g)[0] == 5
    h = str(tmp_path / "la.gif")
    s.evaluate('Export["%s", ListAnimate[{Graphics[Disk[]], Graphics[Circle[]]}, 2]]' % h)
    from PIL import Image
    with Image.open(h) as im:
        assert im.n_frames == 2 and im.info["duration"] == 500


def test_dynamic_is_evaluated_once_per_printing():
    s = Session()
    assert str(s.evaluate("i = 0; p = ToString[Dynamic[i++]]; {p, i}")) == "{0, 1}"
    assert str(s.evaluate("i = 0; d = Dynamic[i]; p = ToString[d]; i = 4; {p, ToString[d]}")) \
        == "{0, 4}"
    assert str(Session().evaluate("j = 1; Dynamic[j]")) == "Dynamic[j]"   # outside printing
