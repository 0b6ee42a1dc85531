"""URLs: URLEncode, URLDecode, URLQueryEncode, URLQueryDecode, URLParse, URLBuild;
StringByteCount.  Text only: nothing here opens a connection (the percent encoding and the
parsing are algorithms/strings/urls.py)."""

from mathilda.algorithms.strings import urls
from mathilda.core.association import as_association, make_association
from mathilda.core.expr import Expression, Integer, Rational, Real, String, Symbol, S, TRUE, FALSE
from mathilda.core.registry import builtin

_NONE = S["None"]
_PARTS = ("Scheme", "User", "Domain", "Port", "Path", "Query", "Fragment")
_COMPONENTS = _PARTS + ("PathString", "QueryString")


def _value_text(x):
    """The text a value stands for in a URL, or None if it stands for none."""
    t = type(x)
    if t is String:
        return x.value
    if t in (Integer, Rational, Real):
        from mathilda.printing import input_form
        return input_form(x)
    if x is _NONE or x is S.Null:
        return ""
    if x is TRUE:
        return "true"
    if x is FALSE:
        return "false"
    if t is Expression and x.head is S.Missing:
        return ""
    if t is Expression and x.head in (Symbol("URL"), Symbol("CloudObject")) and \
            len(x.args) == 1 and type(x.args[0]) is String:
        return x.args[0].value
    return None


def _threaded(ev, expr, fn, name, strings_only=False):
    x = expr.args[0]

    def go(v):
        if type(v) is Expression and v.head is S.List:
            out = [go(a) for a in v.args]
            return None if any(o is None for o in out) else Expression(S.List, tuple(out))
        text = (v.value if type(v) is String else None) if strings_only else _value_text(v)
        return None if text is None else String(fn(text))
    r = go(x)
    if r is None:
        ev.message(name, "string", expr, Integer(1))
    return r


@builtin("URLEncode", nargs=1,
         usage="URLEncode[\"string\"] converts the string into a URL-style percent-encoded "
               "ASCII string: every character but letters, digits and - _ . ~ becomes the "
               "%XX codes of its UTF-8 bytes. Numbers, True, False, None and URL[\"url\"] "
               "are encoded as the text they stand for; URLEncode threads over lists.",
         examples=[("URLEncode[\"Hello World!\"]", "Hello%20World%21"),
                   ("URLEncode[\"a/b?c=d&e\"]", "a%2Fb%3Fc%3Dd%26e"),
                   ("URLEncode[\"caf\\[EAcute]\"]", "caf%C3%A9"),
                   ("URLEncode[{\"a b\", 12, True, None}]", "{a%20b, 12, true, }"),
                   ("URLEncode[\"x-y_z.w~\"]", "x-y_z.w~"),
                   ("URLEncode[f[x]]", "URLEncode[f[x]]",
                    ["URLEncode::string: String expected at position 1 in "
                     "URLEncode[f[x]]."])])
def url_encode(ev, expr):
    return _threaded(ev, expr, urls.encode, "URLEncode")


@builtin("URLDecode", nargs=1,
         usage="URLDecode[\"string\"] decodes a URL-style percent-encoded string (%XX codes "
               "of UTF-8 bytes; + stands for a space); URLDecode threads over lists.",
         examples=[("URLDecode[\"Hello%20World%21\"]", "Hello World!"),
                   ("URLDecode[\"caf%C3%A9\"] == \"caf\\[EAcute]\"", "True"),
                   ("URLDecode[\"a+b\"]", "a b"),
                   ("URLDecode[{\"%41\", \"%62c\"}]", "{A, bc}"),
                   ("URLDecode[URLEncode[\"x = 1 & y\"]]", "x = 1 & y")])
def url_decode(ev, expr):
    return _threaded(ev, expr, urls.decode, "URLDecode", strings_only=True)


def _pairs(ev, x):
    """(key, value) texts of a list of rules or an association, or None."""
    a = as_association(x)
    rules = a.args if a is not None else x.args if type(x) is Expression and \
        x.head is S.List else None
    if rules is None:
        return None
    out = []
    for r in rules:
        if type(r) is not Expression or r.head not in (S.Rule, S.RuleDelayed) or \
                len(r.args) != 2:
            return None
        k = _value_text(r.args[0])
        vals = r.args[1].args if type(r.args[1]) is Expression and \
            r.args[1].head is S.List else (r.args[1],)
        for v in vals:
            t = _value_text(v)
            if k is None or t is None:
                return None
            out.append((k, t))
    return out


def _query_rules(pairs):
    return Expression(S.List, tuple(Expression(S.Rule, (String(k), String(v)))
                                    for k, v in pairs))


@builtin("URLQueryEncode", nargs=1,
         messages={"rules": "`1` is not a list of rules or an association of keys and "
                            "values."},
         usage="URLQueryEncode[<|\"k1\" -> v1, ...|>] or URLQueryEncode[{\"k1\" -> v1, ...}] "
               "gives the URL query string \"k1=v1&...\", keys and values percent-encoded; "
               "a list of values gives the key once for each.",
         examples=[("URLQueryEncode[{\"a\" -> 1, \"b\" -> \"x y\"}]", "a=1&b=x%20y"),
                   ("URLQueryEncode[<|\"q\" -> \"a&b\", \"n\" -> {1, 2}|>]",
                    "q=a%26b&n=1&n=2"),
                   ("URLQueryEncode[{}]", ""),
                   ("URLQueryEncode[x]", "URLQueryEncode[x]",
                    ["URLQueryEncode::rules: x is not a list of rules or an association of "
                     "keys and values."])])
def url_query_encode(ev, expr):
    pairs = _pairs(ev, expr.args[0])
    if pairs is None:
        ev.message("URLQueryEncode", "rules", expr.args[0])
        return None
    return String(urls.query_encode(pairs))


@builtin("URLQueryDecode", nargs=1,
         usage="URLQueryDecode[\"string\"] gives the list of the key -> value rules of a URL "
               "query string, decoded.",
         examples=[("URLQueryDecode[\"a=1&b=x%20y\"]", "{a -> 1, b -> x y}"),
                   ("InputForm[URLQueryDecode[\"k=v&flag\"]]", "{\"k\" -> \"v\", \"flag\" -> \"\"}"),
                   ("URLQueryDecode[\"\"]", "{}"),
                   ("URLQueryDecode[1]", "URLQueryDecode[1]",
                    ["URLQueryDecode::string: String expected at position 1 in "
                     "URLQueryDecode[1]."])])
def url_query_decode(ev, expr):
    x = expr.args[0]
    if type(x) is not String:
        ev.message("URLQueryDecode", "string", expr, Integer(1))
        return None
    return _query_rules(urls.query_decode(x.value))


def _part_expr(name, parts):
    v = parts[name]
    if v is None:
        return _NONE
    if name == "Port":
        return Integer(v)
    if name == "Path":
        return Expression(S.List, tuple(String(s) for s in v))
    if name == "Query":
        return _query_rules(v)
    return String(v)


def _url_text(x):
    if type(x) is String:
        return x.value
    if type(x) is Expression and x.head is Symbol("URL") and len(x.args) == 1 and \
            type(x.args[0]) is String:
        return x.args[0].value
    return None


@builtin("URLParse", nargs=(1, 2),
         messages={"comp": "`1` is not a known URL component: \"Scheme\", \"User\", "
                           "\"Domain\", \"Port\", \"Path\", \"Query\", \"Fragment\", "
                           "\"PathString\" or \"QueryString\"."},
         usage="URLParse[\"url\"] gives an association of the parts of the URL: \"Scheme\", "
               "\"User\", \"Domain\", \"Port\", \"Path\" (the list of its segments), \"Query\" "
               "(a list of rules) and \"Fragment\", None for the parts that are absent; "
               "URLParse[\"url\", \"component\"] gives one part (also \"PathString\" or "
               "\"QueryString\"), URLParse[\"url\", {c1, c2, ...}] several, URLParse[\"url\", "
               "All] all.",
         examples=[("URLParse[\"https://user@www.example.com:8080/a/b.html?q=x%20y#top\"]",
                    "<|Scheme -> https, User -> user, Domain -> www.example.com, Port -> "
                    "8080, Path -> {, a, b.html}, Query -> {q -> x y}, Fragment -> top|>"),
                   ("URLParse[\"http://example.com\", \"Domain\"]", "example.com"),
                   ("URLParse[\"http://example.com/x?a=1\", {\"Path\", \"Query\", \"Port\"}]",
                    "{{, x}, {a -> 1}, None}"),
                   ("URLParse[\"mailto:someone@example.org\", \"Path\"]",
                    "{someone@example.org}"),
                   ("URLParse[\"http://a.com/x?a=1&b=2\", \"QueryString\"]", "a=1&b=2"),
                   ("URLParse[\"http://a.com\", \"Color\"]", "URLParse[http://a.com, Color]",
                    ["URLParse::comp: \"Color\" is not a known URL component: \"Scheme\", "
                     "\"User\", \"Domain\", \"Port\", \"Path\", \"Query\", \"Fragment\", "
                     "\"PathString\" or \"QueryString\"."])])
def url_parse(ev, expr):
    text = _url_text(expr.args[0])
    if text is None:
        ev.message("URLParse", "string", expr, Integer(1))
        return None
    parts = urls.parse(text)
    which = expr.args[1] if len(expr.args) == 2 else S.All
    if which is S.All:
        return make_association([Expression(S.Rule, (String(n), _part_expr(n, parts)))
                                 for n in _PARTS])
    names = which.args if type(which) is Expression and which.head is S.List else (which,)
    out = []
    for c in names:
        if type(c) is not String or c.value not in _COMPONENTS:
            ev.message("URLParse", "comp", c)
            return None
        out.append(_part_expr(c.value, parts))
    return out[0] if which is names[0] else Expression(S.List, tuple(out))


def _parts_of(x):
    """The parts dict of an association of URL components, or None."""
    a = as_association(x)
    if a is None:
        return None
    parts = {}
    for r in a.args:
        k = r.args[0]
        if type(k) is not String or k.value not in _PARTS:
            return None
        v = r.args[1]
        name = k.value
        if v is _NONE:
            parts[name] = None
        elif name == "Port":
            if type(v) is not Integer:
                return None
            parts[name] = v.value
        elif name == "Path":
            if type(v) is String:
                parts[name] = v.value.split("/")
            elif type(v) is Expression and v.head is S.List:
                segs = [_value_text(s) for s in v.args]
                if None in segs:
                    return None
                parts[name] = segs
            else:
                return None
        elif name == "Query":
            q = _pairs(None, v)
            if q is None:
                return None
            parts[name] = q
        else:
            t = _value_text(v)
            if t is None:
                return None
            parts[name] = t
    return parts


@builtin("URLBuild", nargs=(1, 2),
         messages={"spec": "`1` is not a URL, a list of path elements or an association of "
                           "URL components."},
         usage="URLBuild[{\"base\", \"path1\", ...}] joins the path elements with / (each "
               "percent-encoded after the first); URLBuild[path, {\"k\" -> v, ...}] adds a "
               "query string; URLBuild[<|\"Scheme\" -> ..., \"Domain\" -> ..., \"Path\" -> "
               "..., \"Query\" -> ...|>] assembles a URL from its components (as URLParse "
               "gives them).",
         examples=[("URLBuild[{\"http://example.com\", \"a b\", \"c\"}]",
                    "http://example.com/a%20b/c"),
                   ("URLBuild[\"http://example.com/search\", {\"q\" -> \"x y\", \"n\" -> 5}]",
                    "http://example.com/search?q=x%20y&n=5"),
                   ("URLBuild[<|\"Scheme\" -> \"https\", \"Domain\" -> \"example.com\", "
                    "\"Path\" -> {\"\", \"p\"}, \"Query\" -> {\"k\" -> \"v\"}|>]",
                    "https://example.com/p?k=v"),
                   ("u = \"http://a.org:81/x/y?k=1#f\"; URLBuild[URLParse[u]] == u", "True"),
                   ("URLBuild[1]", "URLBuild[1]",
                    ["URLBuild::spec: 1 is not a URL, a list of path elements or an "
                     "association of URL components."])])
def url_build(ev, expr):
    x = expr.args[0]
    parts = _parts_of(x) if isinstance(x, Expression) and x.head is S.Association else None
    if parts is not None:
        text = urls.build(parts)
    elif _url_text(x) is not None:
        text = _url_text(x)
    elif type(x) is Expression and x.head is S.List:
        segs = [_url_text(a) if i == 0 else _value_text(a) for i, a in enumerate(x.args)]
        if None in segs:
            ev.message("URLBuild", "spec", x)
            return None
        text = "/".join([segs[0].rstrip("/")] + [urls.encode(s) for s in segs[1:]]) \
            if segs else ""
    else:
        ev.message("URLBuild", "spec", x)
        return None
    if len(expr.args) == 2:
        q = _pairs(ev, expr.args[1])
        if q is None:
            ev.message("URLBuild", "spec", expr.args[1])
            return None
        if q:
            text += ("&" if "?" in text else "?") + urls.query_encode(q)
    return String(text)


@builtin("StringByteCount", nargs=1,
         usage="StringByteCount[\"string\"] gives the number of bytes the string takes in "
               "the UTF-8 encoding; it threads over lists.",
         examples=[("StringByteCount[\"abc\"]", "3"),
                   ("StringByteCount[\"\\[Alpha]\\[Beta]\"]", "4"),
                   ("StringByteCount[{\"a\", \"\\[Euro]\"}]", "{1, 3}"),
                   ("StringByteCount[x]", "StringByteCount[x]",
                    ["StringByteCount::string: String expected at position 1 in "
                     "StringByteCount[x]."])])
def string_byte_count(ev, expr):
    x = expr.args[0]

    def go(v):
        if type(v) is String:
            return Integer(len(v.value.encode("utf-8", "surrogatepass")))
        if type(v) is Expression and v.head is S.List:
            out = [go(a) for a in v.args]
            return None if None in out else Expression(S.List, tuple(out))
        return None
    r = go(x)
    if r is None:
        ev.message("StringByteCount", "string", expr, Integer(1))
    return r
