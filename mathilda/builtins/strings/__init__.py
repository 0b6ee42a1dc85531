"""Strings: text as an atom.

String operations (``StringJoin`` (``<>``), ``StringLength``, ``StringTake``, ``StringDrop``,
``StringInsert``, ``StringSplit``, ``StringTrim``, ``StringPadLeft``, ``ToCharacterCode``,
``IntegerString``, ``TextString``) and string patterns (``StringExpression`` (``~~``),
``RegularExpression``, ``StringMatchQ``, ``StringContainsQ``, ``StringReplace``,
``StringCases``, ``StringPosition``, ``StringCount``), which compile to Python regular
expressions."""
