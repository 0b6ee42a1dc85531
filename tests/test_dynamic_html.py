"""The HTML a notebook shows for Manipulate, Animate and ListAnimate: parsed, its frames
decoded, and the kernel's output of one."""

import base64
import io
import json
import re
from html.parser import HTMLParser

import pytest

from mathilda import Session
from mathilda.kernel.display import mime_bundle


class _Tags(HTMLParser):
    def __init__(self):
        super().__init__()
        self.tags = []

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))


def _shown(code):
    s = Session()
    r = s.evaluate(code)
    data, _, errors = mime_bundle(s.displayed(r), text=s.format(r))
    assert errors == []
    return s, data


def _parts(html):
    p = _Tags()
    p.feed(html)
    m = re.search(r'<script type="application/json" class="mathilda-frames">(.*?)</script>',
                  html, re.S)
    return p.tags, json.loads(m.group(1))


def _png(uri):
    assert uri.startswith("data:image/png;base64,")
    data = base64.b64decode(uri.split(",", 1)[1])
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return data


def test_manipulate_of_a_plot():
    s, data = _shown("Manipulate[Plot[Sin[a x], {x, 0, 6}], {a, 1, 5}]")
    assert data["text/plain"] == "Manipulate[Plot[Sin[a x], {x, 0, 6}], {a, 1, 5}]"
    tags, j = _parts(data["text/html"])
    sliders = [a for t, a in tags if t == "input" and a.get("type") == "range"]
    assert sliders == [{"type": "range", "class": "mathilda-slider", "data-var": "0",
                        "min": "0", "max": "23", "step": "1", "value": "0"}]
    assert len(j["frames"]) == 24 and j["sizes"] == [24] and j["initial"] == [0]
    assert j["labels"][0][0] == "1." and j["labels"][0][-1] == "5."
    pngs = [_png(f["png"]) for f in j["frames"]]
    assert len(set(pngs)) == 24                      # every frame differs
    img = [a for t, a in tags if t == "img"][0]
    assert img["src"] == j["frames"][0]["png"]       # the first frame shows without script
    assert not any(t == "button" and "mathilda-play" in a.get("class", "") for t, a in tags)
    from PIL import Image
    with Image.open(io.BytesIO(pngs[0])) as im:
        assert im.size[0] == 360


def test_two_controls_text_frames_and_buttons():
    s, data = _shown("Manipulate[{n, m}, {n, {a, b, c}}, {{m, 2, \"em\"}, 0, 4, 1}]")
    tags, j = _parts(data["text/html"])
    assert j["sizes"] == [3, 5] and j["initial"] == [0, 2]
    assert [f["text"] for f in j["frames"][:6]] == ["{a, 0}", "{a, 1}", "{a, 2}", "{a, 3}",
                                                     "{a, 4}", "{b, 0}"]
    setters = [a for t, a in tags if t == "button" and a.get("class") == "mathilda-setter"]
    assert [(b["data-var"], b["data-index"]) for b in setters] == [("0", "0"), ("0", "1"),
                                                                   ("0", "2")]
    assert "<label>em</label>" in data["text/html"]
    assert '<pre class="mathilda-frame">{a, 2}</pre>' in data["text/html"]


def test_frame_cap_with_three_variables():
    s, data = _shown("Manipulate[a + b + c, {a, 0, 1}, {b, 0, 1}, {c, 0, 1}]")
    _, j = _parts(data["text/html"])
    assert j["sizes"] == [4, 4, 3] and len(j["frames"]) == 48
    assert "c: 3 of" not in data["text/html"]        # continuous ranges are sampled, not cut
    s, data = _shown("Manipulate[k, {k, 1, 100, 1}]")
    _, j = _parts(data["text/html"])
    assert len(j["frames"]) == 48 and j["labels"][0][0] == "1" and j["labels"][0][-1] == "100"
    assert "k: 48 of its 100 values" in data["text/html"]


def test_animate_and_list_animate_have_a_play_button():
    for code, n in [("Animate[Graphics[Disk[{t, 0}], PlotRange -> 3], {t, 0, 2}]", 24),
                    ("ListAnimate[Table[Graphics[Circle[{0, 0}, r], PlotRange -> 3], "
                     "{r, 3}], 4]", 3)]:
        s, data = _shown(code)
        tags, j = _parts(data["text/html"])
        assert any(t == "button" and a.get("class") == "mathilda-play" for t, a in tags)
        assert len(j["frames"]) == n
        for f in j["frames"]:
            _png(f["png"])
    assert j["interval"] == 250


def test_the_frame_is_evaluated_with_local_values_and_a_time_limit():
    s, data = _shown("a = 100; Manipulate[a + 1, {a, {1, 2}}]")
    _, j = _parts(data["text/html"])
    assert [f["text"] for f in j["frames"]] == ["2", "3"]
    assert str(s.evaluate("a")) == "100"


def test_no_html_for_other_results_or_bad_specs():
    s, data = _shown("Manipulate[x, {x}]")
    assert "text/html" not in data
    s, data = _shown("1 + 1")
    assert data == {"text/plain": "2", "text/latex": "$2$"}


def test_the_kernel_shows_the_html(tmp_path):
    pytest.importorskip("ipykernel")
    pytest.importorskip("jupyter_client")
    from jupyter_support import Kernel, jupyter_path
    with jupyter_path(tmp_path) as _:
        k = Kernel()
        try:
            _, out = k.execute("Manipulate[Graphics[Disk[{0, 0}, r]], {r, {1, 2}}]")
            results = [c for t, c in out if t == "execute_result"]
            assert len(results) == 1
            d = results[0]["data"]
            assert d["text/plain"] == "Manipulate[-Graphics-, {r, {1, 2}}]"
            _, j = _parts(d["text/html"])
            assert len(j["frames"]) == 2
            _, out = k.execute("y = 7; Dynamic[y]")
            results = [c for t, c in out if t == "execute_result"]
            assert results[0]["data"]["text/plain"] == "7"
        finally:
            k.close()
