"""Arrays: rectangular lists of any depth, packed arrays and NDArray.

``ArrayPad``, ``Unsqueeze`` and ``Squeeze`` (every padding scheme, on nested lists and on
packed buffers); packed arrays in the language (``Developer`PackedArrayQ``,
``Developer`ToPackedArray``, ``Developer`FromPackedArray``): a List of machine numbers
backed by a NumPy buffer, which prints and compares as the List it stands for; and
``NDArray``, an explicit dense array with NumPy semantics that is not a List.  The
algorithms live in ``mathilda.algorithms.arrays`` and ``mathilda.algorithms.packed``."""
