"""One self-contained HTML output for a Plan (``frames.py``): the frames as PNG data URIs
(or text), a range slider per slider variable, a button per value of a setter variable,
a play button for an animation, and a few lines of inline JavaScript that switch frames.
No widget extension is needed: any notebook that runs the scripts of its outputs (Jupyter
does for the outputs it has just made) shows it; without scripts the first frame shows.

The frames, control sizes, value labels and initial positions are one JSON document in a
``<script type="application/json">`` element, so a test or another tool can read them.
"""

import base64
import html
import itertools
import json

__all__ = ["plan_html"]

_counter = itertools.count(1)

_SCRIPT = """(function () {
  var root = document.getElementById("%s");
  var data = JSON.parse(root.querySelector("script.mathilda-frames").textContent);
  var state = data.initial.slice(), img = root.querySelector("img.mathilda-frame"),
      pre = root.querySelector("pre.mathilda-frame"), timer = null;
  function each(sel, f) { Array.prototype.forEach.call(root.querySelectorAll(sel), f); }
  function show() {
    var k = 0;
    for (var j = 0; j < state.length; j++) k = k * data.sizes[j] + state[j];
    var f = data.frames[k];
    if (f.png) { img.src = f.png; img.style.display = ""; pre.style.display = "none"; }
    else { pre.textContent = f.text; pre.style.display = ""; img.style.display = "none"; }
    each("input.mathilda-slider", function (r) { r.value = state[+r.dataset.var]; });
    each("span.mathilda-value", function (s) {
      s.textContent = data.labels[+s.dataset.var][state[+s.dataset.var]]; });
    each("button.mathilda-setter", function (b) {
      b.style.fontWeight = state[+b.dataset.var] == +b.dataset.index ? "bold" : "normal"; });
  }
  each("input.mathilda-slider", function (r) { r.addEventListener("input", function () {
    state[+r.dataset.var] = +r.value; show(); }); });
  each("button.mathilda-setter", function (b) { b.addEventListener("click", function () {
    state[+b.dataset.var] = +b.dataset.index; show(); }); });
  each("button.mathilda-play", function (p) { p.addEventListener("click", function () {
    if (timer) { clearInterval(timer); timer = null; p.textContent = "\\u25B6"; return; }
    p.textContent = "\\u275A\\u275A";
    timer = setInterval(function () {
      for (var j = state.length - 1; j >= 0; j--) {
        if (++state[j] < data.sizes[j]) break;
        state[j] = 0;
      }
      show();
    }, data.interval); }); });
  show();
})();"""


def _uri(png):
    return "data:image/png;base64," + base64.b64encode(png).decode("ascii")


def plan_html(plan, items, labels):
    """The HTML of ``plan`` with its frame ``items`` (``frames.frame_items``) and the
    text of each control's values (``labels[j][i]``)."""
    uid = "mathilda-dynamic-%d-%d" % (id(plan) & 0xFFFFFF, next(_counter))
    frames = [{"png": _uri(v)} if kind == "png" else {"text": v} for kind, v in items]
    data = {"frames": frames, "sizes": plan.sizes, "initial": plan.initial,
            "labels": labels, "interval": plan.interval}
    rows = []
    for j, c in enumerate(plan.controls):
        name = html.escape(c.label)
        if c.kind == "slider":
            rows.append('<div><label>%s</label> <input type="range" class="mathilda-slider" '
                        'data-var="%d" min="0" max="%d" step="1" value="%d"> '
                        '<span class="mathilda-value" data-var="%d">%s</span></div>'
                        % (name, j, len(c.values) - 1, c.initial, j,
                           html.escape(labels[j][c.initial])))
        elif c.kind == "buttons":
            buttons = " ".join('<button class="mathilda-setter" data-var="%d" '
                               'data-index="%d">%s</button>' % (j, i, html.escape(t))
                               for i, t in enumerate(labels[j]))
            rows.append("<div><label>%s</label> %s</div>" % (name, buttons))
        else:
            rows.append("<div><label>%s</label> = %s</div>"
                        % (name, html.escape(labels[j][c.initial])))
    if plan.animated:
        rows.append('<div><button class="mathilda-play" title="play">\u25B6</button></div>')
    first = frames[_flat(plan.initial, plan.sizes)] if frames else {"text": ""}
    img = '<img class="mathilda-frame" %s>' % (
        'src="%s"' % first["png"] if "png" in first else 'style="display:none"')
    pre = '<pre class="mathilda-frame"%s>%s</pre>' % (
        "" if "text" in first else ' style="display:none"', html.escape(first.get("text", "")))
    notes = "".join('<div style="color:#777;font-size:smaller">%s</div>' % html.escape(n)
                    for n in plan.notes)
    payload = json.dumps(data).replace("</", "<\\/")
    return ('<div id="%s" class="mathilda-dynamic" style="font-family:sans-serif">\n%s\n'
            '<div>%s%s</div>\n%s\n<script type="application/json" class="mathilda-frames">'
            '%s</script>\n<script>\n%s\n</script>\n</div>'
            % (uid, "\n".join(rows), img, pre, notes, payload, _SCRIPT % uid))


def _flat(index, sizes):
    k = 0
    for i, n in zip(index, sizes):
        k = k * n + i
    return k
