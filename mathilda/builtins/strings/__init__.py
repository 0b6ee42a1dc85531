"""Strings: text as an atom.

String operations (``StringJoin`` (``<>``), ``StringLength``, ``StringTake``, ``StringDrop``,
``StringInsert``, ``StringSplit``, ``StringTrim``, ``StringPadLeft``, ``ToCharacterCode``,
``IntegerString``, ``TextString``) and string patterns (``StringExpression`` (``~~``),
``RegularExpression``, ``StringMatchQ``, ``StringContainsQ``, ``StringReplace``,
``StringCases``, ``StringPosition``, ``StringCount``), which compile to Python regular
expressions.  Letters and
characters (letters.py: ``Capitalize``, ``Alphabet``, ``LetterNumber``, ``LetterCounts``,
``CharacterName``, ``RemoveDiacritics``, ...), parts of strings (string_parts.py:
``StringPart``, ``StringRotateLeft``, ``StringReplacePart``, ``StringReplaceList``, ...),
comparing sequences (sequence_compare.py: ``EditDistance``, ``LongestCommonSequence``,
``SequenceAlignment``, ...) and ``StringFormat`` (formats.py)."""
