"""The Jupyter kernel, started as Jupyter starts it: the kernelspec installed by
``mathilda --install-kernel --prefix`` into a temporary Jupyter path, the kernel launched by
jupyter_client's KernelManager, and the messages checked on the shell and IOPub channels.
One kernel serves the module (the tests run in order and share its session)."""

import json
import os
import time

import pytest

pytest.importorskip("ipykernel")
pytest.importorskip("jupyter_client")

from jupyter_support import Kernel, jupyter_path, merged_streams, shown  # noqa: E402

LENGTH_MESSAGE = "Length::argx: Length called with 2 arguments; 1 argument is expected.\n"


@pytest.fixture(scope="module")
def spec_dir(tmp_path_factory):
    with jupyter_path(tmp_path_factory.mktemp("jupyter")) as d:
        yield d


@pytest.fixture(scope="module")
def kernel(spec_dir):
    k = Kernel()
    yield k
    k.close()


def run(kernel, code, **kw):
    """(status, execution count, compact outputs) of one cell."""
    reply, out = kernel.execute(code, **kw)
    return reply["status"], reply.get("execution_count"), merged_streams(shown(out))


# --- the kernelspec and kernel_info ---------------------------------------------------------

def test_kernelspec_as_installed(spec_dir):
    import sys
    with open(os.path.join(spec_dir, "kernel.json")) as f:
        spec = json.load(f)
    assert spec["argv"] == [sys.executable, "-m", "mathilda.kernel", "-f",
                            "{connection_file}"]
    assert (spec["display_name"], spec["language"], spec["interrupt_mode"]) == \
        ("Mathilda", "mathilda", "signal")
    from jupyter_client.kernelspec import KernelSpecManager
    assert KernelSpecManager().find_kernel_specs()["mathilda"] == spec_dir


def test_kernel_info(kernel):
    from mathilda import __version__
    info = kernel.request("kernel_info")
    assert info["status"] == "ok"
    assert info["implementation"] == "mathilda"
    assert info["implementation_version"] == __version__
    assert info["language_info"] == {
        "name": "mathilda", "version": __version__, "mimetype": "text/x-mathematica",
        "file_extension": ".m", "pygments_lexer": "mathematica",
        "codemirror_mode": "mathematica"}
    assert info["supported_features"] == []      # no debugger, no subshells
    assert info["banner"].startswith("Mathilda %s" % __version__)


# --- execute ----------------------------------------------------------------------------

def test_result(kernel):
    status, n, out = run(kernel, "1 + 1")
    assert (status, out) == ("ok", [("result", n, {"text/plain": "2"})])


def test_result_has_its_tex_form(kernel):
    reply, out = kernel.execute("x^2 + Sqrt[y]/3")
    [(kind, content)] = out
    assert kind == "execute_result"
    assert content["data"] == {"text/plain": "x^2 + Sqrt[y]/3",
                               "text/latex": "$x^2+\\frac{\\sqrt{y}}{3}$"}


def test_plot_gives_a_png_that_decodes(kernel):
    import base64
    import io
    reply, out = kernel.execute("Plot[Sin[x], {x, 0, 1}]")
    [(kind, content)] = out
    assert (reply["status"], kind) == ("ok", "execute_result")
    data = content["data"]
    assert data["text/plain"] == "-Graphics-"
    assert data["image/svg+xml"].lstrip().startswith(("<?xml", "<svg"))
    png = base64.b64decode(data["image/png"])
    import matplotlib.image
    pixels = matplotlib.image.imread(io.BytesIO(png), format="png")
    height, width = pixels.shape[:2]
    assert width > 300 and height > 150
    # not blank: the curve and the axes leave pixels darker than the white background
    assert (pixels[..., :3].min(axis=2) < 0.8).sum() > 500


def test_print_of_a_picture_shows_the_picture(kernel):
    import base64
    reply, out = kernel.execute('Print["before ", 1 + 1]; Print["p: ", Plot[x, {x, 0, 1}], '
                                '" end"]; Print["after"]')
    rows = merged_streams(shown(out))
    assert reply["status"] == "ok"
    assert [r[0] for r in rows] == ["stdout", "display_data", "stdout"]
    assert rows[0][1] == "before 2\np: \n"
    assert rows[2][1] == " end\nafter\n"
    data = rows[1][1]["data"]
    assert data["text/plain"] == "-Graphics-"
    assert base64.b64decode(data["image/png"]).startswith(b"\x89PNG")
    # without a notebook (the Session alone) a picture prints as its text
    from mathilda.session import Session
    s = Session()
    s.evaluate('Print["p: ", Graphics[Point[{0, 0}]]]')
    assert s.printed == ["p: -Graphics-"]


def test_print_then_result(kernel):
    status, n, out = run(kernel, 'Print["a"]; 3')
    assert (status, out) == ("ok", [("stdout", "a\n"), ("result", n, {"text/plain": "3"})])


def test_message_on_stderr(kernel):
    status, n, out = run(kernel, "Length[1, 2]")
    assert (status, out) == ("ok", [("stderr", LENGTH_MESSAGE),
                                    ("result", n, {"text/plain": "Length[1, 2]"})])


def test_several_expressions_the_last_is_shown(kernel):
    status, n, out = run(kernel, 'Print[1]\nLength[1, 2];\nPrint[2]\n{x, y} /. x -> 7')
    assert (status, out) == ("ok", [("stdout", "1\n"), ("stderr", LENGTH_MESSAGE),
                                    ("stdout", "2\n"),
                                    ("result", n, {"text/plain": "{7, y}"})])


def test_semicolon_shows_nothing(kernel):
    assert run(kernel, "kv = 5;")[::2] == ("ok", [])
    assert run(kernel, "Null")[::2] == ("ok", [])


def test_history_follows_the_execution_count(kernel):
    _, n, out = run(kernel, "6 * 7")
    assert out == [("result", n, {"text/plain": "42"})]
    _, m, out = run(kernel, "% + 1")
    assert m == n + 1 and out == [("result", m, {"text/plain": "43"})]
    _, k, out = run(kernel, "{Out[%d], %%%d, $Line}" % (n, m))
    assert out == [("result", k, {"text/plain": "{42, 43, %d}" % k})]
    # In[n] is the cell (several expressions: their CompoundExpression)
    _, c, _ = run(kernel, "hx = 1\nhx = hx + 10")
    assert run(kernel, "In[%d]; hx" % c)[2][0][2] == {"text/plain": "11"}   # not 21


def test_silent_execution_sends_nothing_and_keeps_the_count(kernel):
    _, n, _ = run(kernel, "1")
    status, m, out = run(kernel, 'Print["hidden"]; silentVar = 3', silent=True)
    assert (status, out) == ("ok", [])
    _, k, out = run(kernel, "silentVar")
    assert k == n + 1 and out == [("result", k, {"text/plain": "3"})]


def test_syntax_error(kernel):
    status, _, out = run(kernel, "1 +* 2")
    assert status == "error"
    assert out[0][0] == "stderr" and out[0][1].startswith("Syntax::sntxf: ")
    reply, _ = kernel.execute("f[1,")
    assert (reply["status"], reply["ename"]) == ("error", "Syntax::sntxi")


def test_info_request(kernel):
    status, _, out = run(kernel, "?ArrayPad")
    assert status == "ok" and out[0][0] == "stdout"
    assert out[0][1].startswith("ArrayPad[array, m] pads array with m elements of 0 ")


def test_user_expressions(kernel):
    reply, _ = kernel.execute("ue = 4;", user_expressions={"a": "ue^2", "b": "Length[1, 2]"})
    ue = reply["user_expressions"]
    assert ue["a"] == {"status": "ok", "data": {"text/plain": "16"}, "metadata": {}}
    assert ue["b"]["data"] == {"text/plain": "Length[1, 2]"}


def test_quit_gives_a_fresh_session(kernel):
    run(kernel, "beforeQuit = 1;")
    reply, out = kernel.execute("Quit[]")
    assert reply["status"] == "ok" and out == []
    assert reply["payload"] == [{"source": "ask_exit", "keepkernel": False}]
    assert run(kernel, "beforeQuit")[2][0][2] == {"text/plain": "beforeQuit"}


# --- complete, inspect, is_complete, history ----------------------------------------------

def test_complete(kernel):
    r = kernel.request("complete", "ArrayP", 6)
    assert (r["status"], r["cursor_start"], r["cursor_end"]) == ("ok", 0, 6)
    assert "ArrayPad" in r["matches"] and all(m.startswith("ArrayP") for m in r["matches"])
    run(kernel, "myVariable = 1; myVector = 2;")
    r = kernel.request("complete", "x + myVe + 1", 8)
    assert (r["matches"], r["cursor_start"], r["cursor_end"]) == (["myVector"], 4, 8)
    r = kernel.request("complete", "1 + ", 4)
    assert r["matches"] == []


def test_inspect(kernel):
    r = kernel.request("inspect", "ArrayPad", 3)
    assert r["status"] == "ok" and r["found"]
    assert r["data"]["text/plain"].startswith("ArrayPad[array, m] pads array with m ")
    # inside the arguments of a call: the function called
    r = kernel.request("inspect", "ArrayPad[{1, 2}, ", 16)
    assert r["found"] and r["data"]["text/plain"].startswith("ArrayPad[array, m]")
    r = kernel.request("inspect", "Length", 6, detail_level=1)
    assert "Attributes[Length] = {Protected}" in r["data"]["text/plain"]
    run(kernel, "sq[x_] := x^2")
    r = kernel.request("inspect", "sq[3]", 1, detail_level=1)
    assert r["found"] and "sq[x_] := x^2" in r["data"]["text/plain"]
    assert not kernel.request("inspect", "noSuchSymbolHere", 4)["found"]
    assert not kernel.request("inspect", "1 + 2", 2)["found"]


@pytest.mark.parametrize("code, status", [
    ("f[1,", "incomplete"), ("{1, 2", "incomplete"), ('"abc', "incomplete"),
    ("(* note", "incomplete"), ("f[1]", "complete"), ("f[1]]", "invalid"),
    ("?Length", "complete")])
def test_is_complete(kernel, code, status):
    assert kernel.request("is_complete", code)["status"] == status


def test_history(kernel):
    _, n, _ = run(kernel, "histMarker = 99")
    r = kernel.request("history", hist_access_type="tail", n=1, output=True, raw=True)
    assert r["history"] == [[0, n, ["histMarker = 99", "99"]]]


# --- interrupts and errors ------------------------------------------------------------------

def test_sigint_while_idle_is_harmless(kernel):
    for _ in range(3):
        kernel.km.interrupt_kernel()
        time.sleep(0.1)
    time.sleep(0.2)
    assert kernel.km.is_alive()
    assert run(kernel, "1 + 1")[2][0][2] == {"text/plain": "2"}


@pytest.mark.parametrize("code", ["While[True]", 'Do[Print["tick"]; Pause[0.05], {10^6}]'])
def test_interrupt(kernel, code):
    msg_id = kernel.kc.execute(code)
    time.sleep(0.8)
    kernel.km.interrupt_kernel()
    out = merged_streams(shown(kernel.outputs(msg_id, timeout=20)))
    reply = kernel.reply(msg_id)["content"]
    n = reply["execution_count"]
    assert out[-1] == ("result", n, {"text/plain": "$Aborted"})
    assert (reply["status"], reply["ename"]) == ("error", "$Aborted")
    if "Print" in code:      # printed as it happened, not at the end
        assert out[0][0] == "stdout" and out[0][1].startswith("tick\ntick\n")
    status, m, out = run(kernel, "1 + 1")
    assert (status, m, out) == ("ok", n + 1, [("result", n + 1, {"text/plain": "2"})])


def test_print_streams_as_it_happens(kernel):
    """The first Print of a cell reaches the client before the cell ends."""
    msg_id = kernel.kc.execute('Print["early"]; Pause[1.5]; 1')
    t0 = time.monotonic()
    while True:
        m = kernel.kc.get_iopub_msg(timeout=20)
        if m["parent_header"].get("msg_id") == msg_id and m["msg_type"] == "stream":
            break
    early = time.monotonic() - t0
    assert m["content"] == {"name": "stdout", "text": "early\n"}
    assert early < 1.2, early
    kernel.outputs(msg_id)
    kernel.reply(msg_id)


# --- restart and shutdown (last: they end the module's kernel) --------------------------

def test_restart_gives_a_fresh_session(kernel):
    run(kernel, "beforeRestart = 1;")
    kernel.km.restart_kernel(now=False)
    kernel.kc.wait_for_ready(timeout=60)
    status, n, out = run(kernel, "beforeRestart")
    assert (status, n, out) == ("ok", 1, [("result", 1, {"text/plain": "beforeRestart"})])


def test_shutdown(kernel):
    msg_id = kernel.kc.shutdown(restart=False)
    while True:
        m = kernel.kc.control_channel.get_msg(timeout=30)
        if m["parent_header"].get("msg_id") == msg_id:
            break
    assert m["content"] == {"status": "ok", "restart": False}
    deadline = time.monotonic() + 60      # a loaded machine can be slow to end a process
    while kernel.km.is_alive() and time.monotonic() < deadline:
        time.sleep(0.1)
    if kernel.km.is_alive():
        # still there: SIGABRT makes faulthandler (PYTHONFAULTHANDLER, set by jupyter_path)
        # print every thread's stack on the kernel's stderr, captured with this failure
        import signal
        os.kill(kernel.km.provisioner.process.pid, signal.SIGABRT)
        time.sleep(3)
        pytest.fail("the kernel did not end after its shutdown_reply")
