"""The kernel's parts, in this process: the MIME bundle of a result (pictures and TeX from
whatever a result offers), the stream sender, the shared input handling of the front ends
(symbol at the cursor, completion) and the kernelspec installer."""

import base64
import json
import os
import sys
import threading
import time

import pytest

from mathilda.kernel import display
from mathilda.kernel.display import mime_bundle
from mathilda.kernel.streams import StreamSender
from mathilda.session import Session

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PNG = b"\x89PNG\r\n\x1a\n" + b"\0" * 8


class Picture:
    """A result that renders itself, as graphics results do."""

    def __init__(self, png=PNG, svg="<svg/>", meta=None):
        self.png, self.svg, self.meta = png, svg, meta

    def __str__(self):
        return "-Graphics-"

    def _repr_png_(self):
        return (self.png, self.meta) if self.meta else self.png

    def _repr_svg_(self):
        return self.svg


class Broken(Picture):
    def _repr_png_(self):
        raise ValueError("no renderer")


class Formula:
    def __str__(self):
        return "x^2"

    def _repr_latex_(self):
        return "$x^{2}$"


# --- the MIME bundle -------------------------------------------------------------------------

def test_plain_result_is_text_only_without_a_tex_printer(monkeypatch):
    monkeypatch.setattr(display, "tex_printer", lambda: None)
    s = Session()
    data, meta, errors = mime_bundle(s.evaluate("{1, x^2}"))
    assert (data, meta, errors) == ({"text/plain": "{1, x^2}"}, {}, [])


def test_picture_gets_png_and_svg():
    data, meta, errors = mime_bundle(Picture())
    assert data == {"text/plain": "-Graphics-",
                    "image/png": base64.b64encode(PNG).decode("ascii"),
                    "image/svg+xml": "<svg/>"}
    assert (meta, errors) == ({}, [])
    data, meta, _ = mime_bundle(Picture(svg=b"<svg>\xc3\xa9</svg>",
                                        meta={"width": 360, "height": 222}))
    assert data["image/svg+xml"] == "<svg>\u00e9</svg>"
    assert meta == {"image/png": {"width": 360, "height": 222}}


def test_picture_methods_returning_none_offer_nothing():
    data, _, _ = mime_bundle(Picture(png=None, svg=None))
    assert set(data) <= {"text/plain", "text/latex"}


def test_a_failing_renderer_costs_its_entry_only():
    data, _, errors = mime_bundle(Broken())
    assert data == {"text/plain": "-Graphics-", "image/svg+xml": "<svg/>"}
    assert [(m, str(e)) for m, e in errors] == [("_repr_png_", "no renderer")]


def test_latex_from_the_result_or_the_tex_printer(monkeypatch):
    assert mime_bundle(Formula())[0] == {"text/plain": "x^2", "text/latex": "$x^{2}$"}
    monkeypatch.setattr(display, "tex_printer", lambda: lambda e: "\\frac{1}{2}")
    s = Session()
    assert mime_bundle(s.evaluate("1/2"))[0] == {"text/plain": "1/2",
                                                 "text/latex": "$\\frac{1}{2}$"}
    # pictures get no TeX; a failed printer ("<<...>>") and long results neither
    assert "text/latex" not in mime_bundle(Picture())[0]
    monkeypatch.setattr(display, "tex_printer", lambda: lambda e: "<<KeyError: 1>>")
    assert "text/latex" not in mime_bundle(s.evaluate("1/2"))[0]
    monkeypatch.setattr(display, "tex_printer", lambda: lambda e: "t")
    assert "text/latex" not in mime_bundle(s.evaluate("Range[2000]"))[0]
    assert "text/latex" not in mime_bundle(s.evaluate("1/2"), latex=False)[0]


def test_tex_printer_probe():
    from mathilda import printing
    fn = display.tex_printer()
    assert fn is getattr(printing, "tex_form", None)
    if fn is not None:      # once TeXForm exists: the kernel shows it
        s = Session()
        assert mime_bundle(s.evaluate("x^2/2"))[0]["text/latex"] == \
            "$%s$" % fn(s.evaluate("x^2/2"))


# --- the stream sender -----------------------------------------------------------------

def test_streams_send_at_once_then_gather_and_keep_the_order():
    sent = []
    done = threading.Event()

    def send(name, text):
        sent.append((name, text))
        if "last" in text:
            done.set()

    st = StreamSender(send, interval=0.2)
    st.write("stdout", "a\n")               # after a quiet spell: at once
    assert sent == [("stdout", "a\n")]
    for i in range(100):
        st.write("stdout", "%d\n" % i)      # gathered
    st.write("stderr", "msg\n")             # a change of stream sends what is pending
    assert sent[1] == ("stdout", "".join("%d\n" % i for i in range(100)))
    st.write("stderr", "last\n")
    assert done.wait(5)                     # the timer sends the rest
    assert sent[2:] == [("stderr", "msg\nlast\n")]
    st.flush()
    assert len(sent) == 3


def test_streams_flush_sends_pending_text_now():
    sent = []
    st = StreamSender(lambda n, t: sent.append((n, t)), interval=10)
    st.write("stdout", "1\n")
    st.write("stdout", "2\n")
    st.flush()
    assert sent == [("stdout", "1\n"), ("stdout", "2\n")]
    assert st.timer is None


# --- the input handling the front ends share ------------------------------------------------

@pytest.mark.parametrize("text, pos, expected", [
    ("ArrayPad", 3, (0, 8, "ArrayPad")),
    ("ArrayPad", 8, (0, 8, "ArrayPad")),
    ("x + Length[y]", 6, (4, 10, "Length")),
    ("ArrayPad[{1, 2}, ", 17, (0, 8, "ArrayPad")),
    ("f[g[1], ", 8, (0, 1, "f")),
    ("f[\"]\", ", 7, (0, 1, "f")),
    ("x_Integer", 4, (2, 9, "Integer")),
    ("m[[1, ", 6, None),
    ("1 + 2", 2, None),
    ("2x", 2, None),
    ("#name", 3, None),
    ("$Line", 1, (0, 5, "$Line")),
    ("System`Plus", 4, (0, 11, "System`Plus")),
])
def test_symbol_at(text, pos, expected):
    from mathilda.frontend import symbol_at
    assert symbol_at(text, pos) == expected


def test_complete_offers_builtins_and_user_symbols():
    from mathilda.frontend import complete
    s = Session()
    s.evaluate("myVar = 1; myTemp$12 = 2; myTest = 3")
    assert complete(s, "ArrayPa", 7) == (0, 7, ["ArrayPad"])
    assert complete(s, "{1, myV}", 7) == (4, 7, ["myVar"])
    assert complete(s, "myT", 3) == (0, 3, ["myTest"])     # no Module temporaries
    start, end, names = complete(s, "x_IntegerQ", 10)      # a pattern's head
    assert (start, end, names) == (2, 10, ["IntegerQ"])
    assert complete(s, "1 + ", 4) == (4, 4, [])


# --- the kernelspec ------------------------------------------------------------------------

def test_shipped_kernelspec_is_the_generated_one():
    from mathilda.kernel.spec import kernel_json
    with open(os.path.join(ROOT, "mathilda", "kernel", "kernelspec", "kernel.json")) as f:
        assert json.load(f) == kernel_json("python")


@pytest.mark.parametrize("argv, expected", [
    ([], {}),
    (["--user"], {"user": True}),
    (["--sys-prefix"], {"prefix": sys.prefix}),
    (["--prefix", "/opt/j"], {"prefix": "/opt/j"}),
    (["--prefix=/opt/j"], {"prefix": "/opt/j"}),
])
def test_install_arguments(argv, expected):
    from mathilda.kernel.spec import parse_install_args
    assert parse_install_args(argv) == expected


@pytest.mark.parametrize("argv", [["--prefix"], ["--user", "--prefix", "/x"], ["--bogus"]])
def test_install_arguments_refused(argv):
    from mathilda.kernel.spec import parse_install_args
    with pytest.raises(ValueError):
        parse_install_args(argv)


def test_install_for_the_user(tmp_path, monkeypatch, capsys):
    pytest.importorskip("jupyter_client")
    from mathilda.cli import main
    monkeypatch.setenv("JUPYTER_DATA_DIR", str(tmp_path))
    assert main(["--install-kernel", "--user"]) == 0
    where = tmp_path / "kernels" / "mathilda"
    assert capsys.readouterr().out == \
        "Installed the Jupyter kernel 'mathilda' (Mathilda) in %s\n" % where
    spec = json.loads((where / "kernel.json").read_text())
    assert spec["argv"][0] == sys.executable
    assert main(["--install-kernel", "--user", "--prefix", "x"]) == 2
    assert "cannot be combined" in capsys.readouterr().err


def test_kernel_module_imports_nothing_heavy():
    """``import mathilda.kernel`` (what ``mathilda --install-kernel`` does) does not import
    ipykernel; the kernel itself imports it when it starts."""
    import subprocess
    from support import environment
    code = ("import sys, mathilda.kernel, mathilda.kernel.spec; "
            "print([m for m in ('ipykernel', 'IPython', 'zmq') if m in sys.modules])")
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                       env=environment(), timeout=60)
    assert p.stdout == "[]\n", p.stderr


# --- the kernel in this process (its messages captured instead of sent) --------------------

@pytest.fixture
def inproc():
    pytest.importorskip("ipykernel")
    import asyncio
    from jupyter_client.session import Session as Protocol
    from mathilda.kernel.kernel import MathildaKernel

    class Socket:
        def send_multipart(self, *args, **kw):
            pass

    sent = []
    protocol = Protocol()
    protocol.send = lambda stream, msg_type, content=None, parent=None, ident=None, **kw: \
        sent.append((msg_type, content))
    k = MathildaKernel(session=protocol, iopub_socket=Socket())
    k.sent = sent
    k.run = lambda code: asyncio.run(k.do_execute(code, False))
    return k


def test_inproc_picture_result(inproc):
    inproc.interpreter.evaluate = lambda e, history=True: Picture()
    reply = inproc.run("anything")
    assert reply["status"] == "ok"
    assert inproc.sent == [("execute_result", {
        "execution_count": 0, "metadata": {},
        "data": {"text/plain": "-Graphics-", "image/svg+xml": "<svg/>",
                 "image/png": base64.b64encode(PNG).decode("ascii")}})]


def test_inproc_failing_display_is_reported(inproc):
    inproc.interpreter.evaluate = lambda e, history=True: Broken(svg=None)
    assert inproc.run("anything")["status"] == "ok"
    assert inproc.sent == [
        ("stream", {"name": "stderr", "text": "General::interr: Internal error: _repr_png_: "
                                              "ValueError: no renderer.\n"}),
        ("execute_result", {"execution_count": 0, "metadata": {},
                            "data": {"text/plain": "-Graphics-"}})]


def test_inproc_kernel_failure_is_an_internal_error(inproc):
    def boom(e, history=True):
        raise RuntimeError("boom")
    inproc.interpreter.evaluate = boom
    reply = inproc.run("1 + 1")
    assert (reply["status"], reply["ename"]) == ("error", "General::interr")
    assert inproc.sent == [("stream", {"name": "stderr", "text": "General::interr: Internal "
                                                                "error: RuntimeError: boom.\n"})]
    del inproc.interpreter.evaluate          # the kernel goes on
    inproc.sent.clear()
    assert inproc.run("1 + 1")["status"] == "ok"
    assert inproc.sent[-1][1]["data"] == {"text/plain": "2", "text/latex": "$2$"}


def test_inproc_sigint_by_phase(inproc):
    calls = []
    inproc.interpreter.interrupt = lambda: calls.append("interrupt")
    inproc._on_sigint(2, None)                   # idle: ignored
    assert calls == [] and not inproc._interrupted
    inproc._phase = "evaluate"
    inproc._on_sigint(2, None)
    assert calls == ["interrupt"] and inproc._interrupted
    inproc._phase = "render"
    with pytest.raises(KeyboardInterrupt):
        inproc._on_sigint(2, None)


def test_session_usage_for_front_ends():
    s = Session()
    assert s.usage("Length") == "Length[expr] gives the number of elements in expr (0 for " \
                                "an atom)."
    s.evaluate('myF::usage = "myF[x] does nothing."')
    assert s.usage("myF") == "myF[x] does nothing."
    assert s.usage("noSuchThing") == ""
    from mathilda.frontend import summary
    assert summary(s, "Length") == "Length[expr] gives the number of elements in expr (0 for an "
    assert summary(s, "myF") == "myF[x] does nothing."


def test_oversized_svg_is_left_out():
    data, _, _ = mime_bundle(Picture(svg="<svg>" + " " * display.SVG_LIMIT + "</svg>"))
    assert set(data) == {"text/plain", "image/png"}


class Bundled:
    """A result that gives its whole bundle (IPython's _repr_mimebundle_)."""

    def __str__(self):
        return "-Graphics-"

    def _repr_mimebundle_(self, include=None, exclude=None):
        return {"image/png": PNG, "image/svg+xml": b"<svg/>"}, {"image/png": {"width": 9}}

    def _repr_png_(self):        # not called when the bundle is there
        raise AssertionError


def test_mimebundle_method_gives_the_whole_bundle():
    data, meta, errors = mime_bundle(Bundled())
    assert data == {"text/plain": "-Graphics-", "image/svg+xml": "<svg/>",
                    "image/png": base64.b64encode(PNG).decode("ascii")}
    assert (meta, errors) == ({"image/png": {"width": 9}}, [])


class Interrupted(Picture):
    def _repr_svg_(self):
        raise KeyboardInterrupt


def test_interrupted_drawing_keeps_what_is_drawn():
    data, _, errors = mime_bundle(Interrupted())
    assert set(data) == {"text/plain", "image/png"} and errors == []
