"""ByteArrayExpr: the expression class of ``ByteArray[...]``, an array of bytes (the builtins
are in mathilda/builtins/strings/bytes.py).

A ``ByteArrayExpr`` holds its bytes (``data``); its ``args`` are the bytes as Integers, made
lazily, so Length, Part, First, Last, Take and Total see the bytes; the printers write
``printed_args``, the Base64 text, as the Wolfram Language writes a byte array in InputForm
and FullForm (``ByteArray["AQID"]``).  Like an association it is atomic to the evaluator.
"""

from mathilda.core.expr import Expression, Integer, String, Symbol

__all__ = ["ByteArrayExpr", "BYTEARRAY"]

BYTEARRAY = Symbol("ByteArray")


class ByteArrayExpr(Expression):
    """``ByteArray[...]`` over the Python bytes ``data``."""

    __slots__ = ("data", "_args")

    def __init__(self, data):
        self.head = BYTEARRAY
        self.data = bytes(data)
        self._args = None
        self._hash = None
        self._ev = True

    def __reduce__(self):
        return (ByteArrayExpr, (self.data,))

    @property
    def args(self):
        a = self._args
        if a is None:
            a = self._args = tuple(Integer(b) for b in self.data)
        return a

    @property
    def printed_args(self):
        import base64
        return (String(base64.b64encode(self.data).decode("ascii")),)

    def __hash__(self):
        h = self._hash
        if h is None:
            h = self._hash = hash((BYTEARRAY, self.data))
        return h

    def __eq__(self, other):
        if isinstance(other, ByteArrayExpr):
            return self.data == other.data
        return Expression.__eq__(self, other)


    def __len__(self):
        return len(self.data)
