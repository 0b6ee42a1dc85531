"""The system's pure parts: streams and their readers, binary types, serialization.

    streams.py    the session's table of open streams, and reading typed items from bytes
    binary.py     the binary types of BinaryRead / BinaryWrite ("Integer32", "Real64", ...)
    wxf.py        the Wolfram Exchange Format (BinarySerialize, Compress), and ByteCount's model
"""
