"""Hash codes and base encodings over bytes (Hash, BaseEncode, BaseDecode).

``digest(data, type)`` gives the digest bytes of ``data`` for a Wolfram hash type name
("MD5", "SHA256", "CRC32", ...) or None for an unknown or unavailable type;
``format_digest(d, fmt)`` the value in one of the formats "Integer", "DecimalString",
"HexString", "Base36String", "Base64Encoding" (or None: "ByteArray" is the caller's).
"""

import hashlib
import zlib

__all__ = ["digest", "format_digest", "HASH_TYPES", "encode", "decode", "ENCODINGS"]


def _hashlib(name):
    def f(data):
        try:
            return hashlib.new(name, data).digest()
        except (ValueError, TypeError):
            return None
    return f


def _double(a, b):
    def f(data):
        return hashlib.new(b, hashlib.new(a, data).digest()).digest()
    return f


HASH_TYPES = {
    "Adler32": lambda d: zlib.adler32(d).to_bytes(4, "big"),
    "CRC32": lambda d: zlib.crc32(d).to_bytes(4, "big"),
    "MD4": _hashlib("md4"), "MD5": _hashlib("md5"),
    "SHA": _hashlib("sha1"), "SHA1": _hashlib("sha1"), "SHA224": _hashlib("sha224"),
    "SHA256": _hashlib("sha256"), "SHA384": _hashlib("sha384"),
    "SHA512": _hashlib("sha512"), "SHA3-224": _hashlib("sha3_224"),
    "SHA3-256": _hashlib("sha3_256"), "SHA3-384": _hashlib("sha3_384"),
    "SHA3-512": _hashlib("sha3_512"), "RIPEMD160": _hashlib("ripemd160"),
    "SHA256SHA256": _double("sha256", "sha256"),
    "RIPEMD160SHA256": _double("sha256", "ripemd160"),
    "BLAKE2b-512": _hashlib("blake2b"), "BLAKE2s-256": _hashlib("blake2s"),
}


def digest(data, type_name):
    f = HASH_TYPES.get(type_name)
    if f is None:
        return None
    try:
        return f(data)
    except ValueError:
        return None


_DIGITS36 = "0123456789abcdefghijklmnopqrstuvwxyz"


def format_digest(d, fmt):
    import base64
    n = int.from_bytes(d, "big")
    if fmt == "Integer":
        return n
    if fmt == "DecimalString":
        return str(n)
    if fmt == "HexString":
        return d.hex()
    if fmt == "Base36String":
        if n == 0:
            return "0"
        out = []
        while n:
            n, r = divmod(n, 36)
            out.append(_DIGITS36[r])
        return "".join(reversed(out))
    if fmt == "Base64Encoding":
        return base64.b64encode(d).decode("ascii")
    return None


ENCODINGS = ("Base64", "Base64URL", "Base32", "Base16")


def encode(data, fmt):
    """The text of the bytes ``data`` in the base encoding ``fmt`` (None: unknown)."""
    import base64
    f = {"Base64": base64.b64encode, "Base64URL": base64.urlsafe_b64encode,
         "Base32": base64.b32encode, "Base16": base64.b16encode}.get(fmt)
    return None if f is None else f(data).decode("ascii")


def decode(text, fmt):
    """The bytes of ``text`` in the base encoding ``fmt``; None when it is not valid."""
    import base64
    import binascii
    try:
        if fmt == "Base64":
            return base64.b64decode(text, validate=True)
        if fmt == "Base64URL":
            return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
        if fmt == "Base32":
            return base64.b32decode(text)
        if fmt == "Base16":
            return base64.b16decode(text, casefold=True)
    except (binascii.Error, ValueError):
        return None
    return None
