"""Packed arrays in the language: Developer`PackedArrayQ, Developer`ToPackedArray,
Developer`FromPackedArray.

A packed array is a List of machine numbers held in one NumPy buffer
(``mathilda/core/packed.py``).  The builtins whose results are packed declare it in their own
registration (``around=`` a packing source of ``mathilda/algorithms/packed/sources.py``):

* Range of machine numbers, RandomReal, RandomInteger, ConstantArray of a machine number, and
  N of a packed array are packed at any length, as in the Wolfram Language;
* Table packs a result of machine numbers of one type from ``PACK_MIN`` (250) elements on,
  the Wolfram Language's default "TableCompileLength".

A result is packed only when that does not change it (``{1, 2.5}``, mixed types, stays an
ordinary List).  Below PACK_MIN elements a source's packed array is made without NumPy: it
holds its atoms and builds its buffer when a vectorised operation first needs it, so a
script that only builds, prints and takes parts of small lists never imports NumPy.
Arithmetic on packed operands gives packed results of any length, and
Developer`ToPackedArray packs any length.
"""

from mathilda.core.expr import Integer, Symbol, S, TRUE, FALSE
from mathilda.core.packed import PackedArray, pack, unpack
from mathilda.core.registry import builtin

LIST = S.List
_TYPES = {"Integer": "i", "Real": "f", "Complex": "c"}


def _type_kind(x):
    return _TYPES.get(x.name) if type(x) is Symbol else None


@builtin("Developer`PackedArrayQ", nargs=(1, 3),
         usage="Developer`PackedArrayQ[expr] gives True if expr is a packed array (a List "
               "of machine numbers held in one dense buffer); PackedArrayQ[expr, type] also "
               "requires elements of type Integer, Real or Complex; PackedArrayQ[expr, type, "
               "rank] also requires the given rank.",
         examples=[("Developer`PackedArrayQ[Range[1000]]", "True"),
                   ("Developer`PackedArrayQ /@ {Range[10], N[Range[10]], "
                    "RandomReal[1, {3, 3}], RandomInteger[9, 5], ConstantArray[0., 3]}",
                    "{True, True, True, True, True}"),
                   ("Developer`PackedArrayQ /@ {Table[i, {i, 10}], Table[i, {i, 250}]}",
                    "{False, True}"),
                   ("Developer`PackedArrayQ[{1, 2, 3}]", "False"),
                   ("Developer`PackedArrayQ[Range[1000], Real]", "False"),
                   ("Developer`PackedArrayQ[N[Range[1000]], Real, 1]", "True")])
def packed_array_q(ev, expr):
    x = expr.args[0]
    if type(x) is not PackedArray:
        return FALSE
    if len(expr.args) >= 2:
        k = _type_kind(expr.args[1])
        if k != x.kind:
            return FALSE
    if len(expr.args) == 3:
        r = expr.args[2]
        if type(r) is not Integer or r.value != len(x.shape):
            return FALSE
    return TRUE


@builtin("Developer`ToPackedArray", nargs=(1, 2),
         usage="Developer`ToPackedArray[expr] gives expr as a packed array when it is a "
               "rectangular List of machine numbers (integers are converted to reals, and "
               "reals to complexes, when they are mixed); otherwise expr unchanged. "
               "ToPackedArray[expr, type] packs with elements of type Integer, Real or "
               "Complex.",
         examples=[("Developer`PackedArrayQ[Developer`ToPackedArray[{1, 2, 3}]]", "True"),
                   ("Developer`ToPackedArray[{1, 2.5}]", "{1., 2.5}"),
                   ("Developer`ToPackedArray[{1, 2}, Real]", "{1., 2.}"),
                   ("Developer`ToPackedArray[{a, 1}]", "{a, 1}")])
def to_packed_array(ev, expr):
    x = expr.args[0]
    kind = None
    if len(expr.args) == 2:
        kind = _type_kind(expr.args[1])
        if kind is None:
            return None
    p = pack(x, coerce=True, kind=kind)
    return p if p is not None else x


@builtin("Developer`FromPackedArray", nargs=1,
         usage="Developer`FromPackedArray[expr] gives expr with every packed array in it "
               "stored as ordinary Lists (the value is unchanged).",
         examples=[("Developer`PackedArrayQ[Developer`FromPackedArray[Range[3]]]", "False"),
                   ("Developer`FromPackedArray[Range[3]]", "{1, 2, 3}")])
def from_packed_array(ev, expr):
    return unpack(expr.args[0])


# --- packing sources --------------------------------------------------------------------------


