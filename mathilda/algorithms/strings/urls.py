"""URLs as text: percent encoding, query strings and the parts of a URL, on Python strings.

    encode(text)            percent-encode every byte of the UTF-8 text but the unreserved
                            characters of RFC 3986 (letters, digits, - _ . ~)
    decode(text)            the inverse; a + is a space (as in query strings)
    query_encode(pairs)     "k1=v1&k2=v2" from (key, value) text pairs
    query_decode(text)      the (key, value) pairs of a query string
    parse(url)              the parts of a URL: scheme, user, domain, port, path segments,
                            query pairs, fragment (None for a part that is absent)
    build(parts)            the URL text of such parts
"""

from urllib.parse import quote, unquote

_SAFE = "-_.~"


def encode(text):
    return quote(text, safe=_SAFE, encoding="utf-8", errors="surrogatepass")


def decode(text):
    return unquote(text.replace("+", " "), encoding="utf-8", errors="replace")


def query_encode(pairs):
    return "&".join(encode(k) + "=" + encode(v) for k, v in pairs)


def query_decode(text):
    out = []
    for piece in text.split("&"):
        if not piece:
            continue
        k, eq, v = piece.partition("=")
        out.append((decode(k), decode(v)))
    return out


def parse(url):
    """A dict of the parts of url (absent parts None; "Path" a list of the segments, with a
    leading "" for an absolute path; "Query" a list of pairs)."""
    rest = url
    scheme = None
    i = rest.find(":")
    if i > 0 and rest[0].isalpha() and all(c.isalnum() or c in "+-." for c in rest[:i]):
        scheme, rest = rest[:i].lower(), rest[i + 1:]
    fragment = None
    if "#" in rest:
        rest, fragment = rest.split("#", 1)
    query = None
    if "?" in rest:
        rest, query = rest.split("?", 1)
    user = domain = port = None
    if rest.startswith("//"):
        authority, slash, path = rest[2:].partition("/")
        path = slash + path
        if "@" in authority:
            user, authority = authority.rsplit("@", 1)
        host, colon, p = authority.rpartition(":") if not authority.endswith("]") \
            else (authority, "", "")
        if colon and p.isdigit():
            domain, port = host, int(p)
        else:
            domain = authority
        domain = domain or None
    else:
        path = rest
    segments = [decode(s) for s in path.split("/")] if path else []
    return {"Scheme": scheme, "User": user, "Domain": domain, "Port": port,
            "Path": segments, "Query": query_decode(query) if query is not None else [],
            "Fragment": decode(fragment) if fragment is not None else None,
            "QueryString": query, "PathString": path}


def build(parts):
    """The URL of a dict like parse's (missing keys: absent parts)."""
    out = []
    scheme = parts.get("Scheme")
    if scheme:
        out.append(scheme + ":")
    domain = parts.get("Domain")
    if domain is not None or scheme in ("http", "https", "ftp", "file"):
        out.append("//")
        user = parts.get("User")
        if user:
            out.append(user + "@")
        out.append(domain or "")
        port = parts.get("Port")
        if port is not None:
            out.append(":%d" % port)
    path = parts.get("Path") or []
    text = "/".join(encode(s) if s else "" for s in path)
    if path and domain is not None and path[0] != "":
        text = "/" + text
    out.append(text)
    query = parts.get("Query") or []
    if query:
        out.append("?" + query_encode(query))
    fragment = parts.get("Fragment")
    if fragment is not None:
        out.append("#" + encode(fragment))
    return "".join(out)
