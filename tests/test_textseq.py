"""Strings, sequence comparison and distances (the textseq area): exact printed results and
messages, and the numbers checked against independent computations (SciPy, direct
formulas)."""

import math

import pytest

from support import check_rows, run

STRINGS = [
    ("Capitalize[\"\"]", ""),
    ("Capitalize[\"\u00e9t\u00e9\"]", "\u00c9t\u00e9"),
    ("Capitalize[\"hello  big world\", \"AllWords\"]", "Hello  Big World"),
    ("Capitalize[\"a tale of two cities\", \"TitleCase\"]", "A Tale of Two Cities"),
    ("Capitalize[x]", "Capitalize[x]",
     ["Capitalize::string: String expected at position 1 in Capitalize[x]."]),
    ("Decapitalize[\"ABC\"]", "aBC"),
    ("CharacterRange[\"x\", \"z\"]", "{x, y, z}"),
    ("CharacterRange[\"\\[Alpha]\", \"\\[Gamma]\"]", "{\u03b1, \u03b2, \u03b3}"),
    ("CharacterRange[97, 99]", "{a, b, c}"),
    ("Length[Alphabet[\"Spanish\"]]", "27"),
    ("Length[Alphabet[\"Greek\"]]", "24"),
    ("Alphabet[\"Klingon\"]", "Alphabet[Klingon]"),
    ("LetterNumber[\"z\"]", "26"),
    ("LetterNumber[\"\u044f\", \"Russian\"]", "33"),
    ("FromLetterNumber[{1, 26}]", "{a, z}"),
    ("FromLetterNumber[27]", "FromLetterNumber[27]",
     ["FromLetterNumber::lnum: 27 is not a valid letter number."]),
    ("LetterCounts[\"Mississippi\"]", "<|i -> 4, s -> 4, p -> 2, M -> 1|>"),
    ("LetterCounts[\"Mississippi\", IgnoreCase -> True]", "<|i -> 4, s -> 4, p -> 2, m -> 1|>"),
    ("CharacterCounts[\"112\"]", "<|1 -> 2, 2 -> 1|>"),
    ("CharacterName[\"\\[Beta]\", \"Unicode\"]", "GREEK SMALL LETTER BETA"),
    ("RemoveDiacritics[\"Cr\u00e8me br\u00fbl\u00e9e\"]", "Creme brulee"),
    ("PrintableASCIIQ[\"\"]", "True"),
    ("PrintableASCIIQ[1]", "False"),
    ("WordCount[\"one, two; three\"]", "3"),
    ("WordCount[{\"a b\", \"c\"}]", "{2, 1}"),
    ("StringPart[\"abcdef\", -2 ;; -1]", "{e, f}"),
    ("StringPart[\"abcdef\", 1 ;; -1 ;; 2]", "{a, c, e}"),
    ("StringPart[\"abc\", {1, 9}]", "StringPart[abc, {1, 9}]",
     ["StringPart::partw: Part 9 of \"abc\" does not exist."]),
    ("StringTakeDrop[\"abc\", 0]", "{, abc}"),
    ("StringRotateLeft[\"abc\", 4]", "bca"),
    ("StringRotateRight[\"abc\", -1]", "bca"),
    ("StringRotateLeft[\"\", 3]", ""),
    ("StringReplacePart[\"abc\", \"XYZ\", {2, 1}]", "aXYZbc"),
    ("StringReplacePart[{\"abc\", \"def\"}, \"-\", {2, 2}]", "{a-c, d-f}"),
    ("StringReplaceList[\"aXbXc\", \"X\" -> \"\"]", "{abXc, aXbc}"),
    ("StringReplaceList[\"ab\", x_ :> x <> x]", "{aab, abb}"),
]

SEQUENCES = [
    ("EditDistance[\"\", \"abc\"]", "3"),
    ("EditDistance[\"flaw\", \"lawn\"]", "2"),
    ("EditDistance[\"ABC\", \"abd\", IgnoreCase -> True]", "1"),
    ("EditDistance[{a, b, c}, {a, c}]", "1"),
    ("DamerauLevenshteinDistance[\"ab\", \"ba\"]", "1"),
    ("DamerauLevenshteinDistance[\"\", \"\"]", "0"),
    ("HammingDistance[{a, b, c}, {a, c, c}]", "1"),
    ("HammingDistance[5, 3]", "HammingDistance[5, 3]"),
    ("LongestCommonSubsequence[\"abcXYZ\", \"XYZabc\"]", "abc"),
    ("LongestCommonSubsequence[\"ABC\", \"xbcx\", IgnoreCase -> True]", "BC"),
    ("LongestCommonSequence[\"abcde\", \"ace\"]", "ace"),
    ("LongestCommonSequence[{}, {1}]", "{}"),
    ("LongestCommonSubsequencePositions[\"abcXYZ\", \"XYZabc\"]", "{{1, 3}, {4, 6}}"),
    ("LongestOrderedSequence[{}]", "{}"),
    ("LongestOrderedSequence[{3, 2, 1}]", "{3}"),
    ("LongestOrderedSequence[{1, 1, 1}, Less]", "{1}"),
    ("InputForm[SequenceAlignment[\"abc\", \"abc\"]]", "{\"abc\"}"),
    ("InputForm[SequenceAlignment[\"\", \"ab\"]]", "{{\"\", \"ab\"}}"),
    ("InputForm[SequenceAlignment[\"abcde\", \"abXYZde\"]]",
     "{\"ab\", {\"c\", \"XYZ\"}, \"de\"}"),
    ("InputForm[SequenceAlignment[\"ABc\", \"abc\", IgnoreCase -> True]]", "{\"abc\"}"),
    ("SequenceAlignment[{1, 2, 3}, {1, 2, 3, 4}]", "{{1, 2, 3}, {{}, {4}}}"),
    ("NeedlemanWunschSimilarity[\"abc\", \"abc\"]", "3."),
    ("NeedlemanWunschSimilarity[\"abc\", \"\"]", "-3."),
    ("NeedlemanWunschSimilarity[\"ab\", \"ab\", SimilarityRules -> {{a_, a_} -> 2, "
     "{_, _} -> -1}]", "4."),
    ("SmithWatermanSimilarity[\"abcdXYZ\", \"XYZ\"]", "3."),
    ("SmithWatermanSimilarity[\"ABC\", \"abc\", IgnoreCase -> True]", "3."),
    ("SequenceAlignment[\"ab\", \"ab\", Method -> \"Fancy\"]",
     "SequenceAlignment[ab, ab, Method -> Fancy]",
     ["SequenceAlignment::method: \"Fancy\" is not a valid setting for Method."]),
]


def test_strings():
    check_rows(STRINGS)


def test_sequences():
    check_rows(SEQUENCES)


def _py_levenshtein(a, b):
    import itertools
    d = {(i, 0): i for i in range(len(a) + 1)}
    d.update({(0, j): j for j in range(len(b) + 1)})
    for i, j in itertools.product(range(1, len(a) + 1), range(1, len(b) + 1)):
        d[i, j] = min(d[i - 1, j] + 1, d[i, j - 1] + 1, d[i - 1, j - 1] + (a[i - 1] != b[j - 1]))
    return d[len(a), len(b)]


def test_edit_distance_random():
    import random
    rnd = random.Random(7)
    for _ in range(30):
        a = "".join(rnd.choice("abc") for _ in range(rnd.randrange(8)))
        b = "".join(rnd.choice("abc") for _ in range(rnd.randrange(8)))
        out, _ = run("EditDistance[\"%s\", \"%s\"]" % (a, b))
        assert int(out) == _py_levenshtein(a, b)
        dl, _ = run("DamerauLevenshteinDistance[\"%s\", \"%s\"]" % (a, b))
        assert int(dl) <= int(out)


def test_long_edit_distance_fast():
    # bit-parallel: 40000 x 40000 characters in about a second
    out, msgs = run("TimeConstrained[EditDistance[StringRepeat[\"ab\", 20000], "
                    "StringRepeat[\"ba\", 20000]], 60, late]")
    assert out == "2", (out, msgs)


def test_long_comparisons_interruptible():
    for f in ("DamerauLevenshteinDistance",):
        out, msgs = run("TimeConstrained[%s[StringRepeat[\"ab\", 3000], "
                        "StringRepeat[\"ba\", 3000]], 1, late]" % f)
        assert out == "late", (f, out)


FORMATS = [
    ("StringFormat[\"\"]", "Text"),
    ("StringFormat[\"<!DOCTYPE html><html><body>x</body></html>\"]", "HTML"),
    ("StringFormat[\"a\\tb\\n1\\t2\"]", "TSV"),
    ("StringFormat[\"%PDF-1.4 ...\"]", "PDF"),
    ("StringFormat[\"[1, 2\"]", "CSV"),
    ("StringFormatQ[\"x\", 1]", "StringFormatQ[x, 1]"),
]


def test_string_format():
    check_rows(FORMATS)


def test_alignment_sizes():
    # the similarities keep two rows: long sequences are fine
    out, _ = run("NeedlemanWunschSimilarity[StringRepeat[\"ab\", 3000], "
                 "StringRepeat[\"ab\", 3000]]")
    assert out == "6000."
    out, msgs = run("SequenceAlignment[StringRepeat[\"ab\", 3000], StringRepeat[\"ba\", 3000]]")
    assert out.startswith("SequenceAlignment[") and msgs == [
        "SequenceAlignment::toobig: Aligning sequences of lengths 6000 and 6000 needs more "
        "than 20000000 cells of score matrices."]
    out, _ = run("Length[SequenceAlignment[StringRepeat[\"ab\", 1000], "
                 "StringRepeat[\"ba\", 1000]]]")
    assert out == "3"


def test_alignment_kernels_agree():
    """The NumPy alignment (with and without traceback) against the plain Python one."""
    import random
    from mathilda.algorithms.strings.sequence_compare import align, align_python
    rnd = random.Random(11)

    def unit(x, y):
        return 1 if x is not None and y is not None and x == y else -1

    def weighted(x, y):
        return (2 if x == y else -1.5) if x is not None and y is not None else -0.5

    for _ in range(300):
        a = "".join(rnd.choice("abc") for _ in range(rnd.randrange(10)))
        b = "".join(rnd.choice("abc") for _ in range(rnd.randrange(10)))
        for f in (unit, weighted):
            for g in (0, 1, 2.5):
                for local in (False, True):
                    s1, o1 = align(a, b, f, g, local)
                    s2, o2 = align_python(a, b, f, g, local)
                    s3, _ = align(a, b, f, g, local, trace=False)
                    assert abs(s1 - s2) < 1e-9 and abs(s3 - s2) < 1e-9 and o1 == o2


def test_longest_common_run_linear():
    from mathilda.algorithms.strings.sequence_compare import longest_common_run
    assert longest_common_run("xabcyabcd", "zzabcdq") == (5, 2, 4)
    out, _ = run("StringLength[LongestCommonSubsequence[StringRepeat[\"ab\", 50000] <> "
                 "\"xyz\", \"q\" <> StringRepeat[\"ba\", 40000]]]")
    assert out == "80000"


def test_longest_common_sequence_sizes():
    out, _ = run("StringLength[LongestCommonSequence[StringRepeat[\"abc\", 1000], "
                 "StringRepeat[\"acb\", 1000]]]")
    assert out == "2000"
    out, msgs = run("LongestCommonSequence[StringRepeat[\"ab\", 3000], "
                    "StringRepeat[\"ba\", 3000]]")
    assert msgs == ["LongestCommonSequence::toobig: Comparing sequences of lengths 6000 and "
                    "6000 needs more than 20000000 cells of a length table."]
