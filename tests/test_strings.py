"""Strings and string patterns: exact OutputForm (InputForm where quotes or spaces matter) and
the messages of bad input."""

import pytest

from support import run
from mathilda.core.expr import Expression, String, S
from mathilda.builtins.strings.patterns import (StringPatternError,
                                               compile_string_patterns)

STRSE = "String or list of strings expected at position 1 in %s."

ROWS = [
    # StringJoin
    ("\"ab\" <> \"cd\"", "abcd"),
    ("InputForm[\"a\" <> \"\" <> \"b\"]", "\"ab\""),
    ("StringJoin[{\"a\", {\"b\"}}, \"c\"]", "abc"),
    ("InputForm[StringJoin[]]", "\"\""),
    ("StringJoin[\"x\"]", "x"),
    ("\"a\" <> 1", "a <> 1", ["StringJoin::string: String expected at position 2 in "
                            "\"a\" <> 1."]),
    ("StringJoin[{\"a\", b}]", "StringJoin[{a, b}]",
     ["StringJoin::string: String expected at position 1 in StringJoin[{\"a\", b}]."]),
    # StringLength
    ("StringLength[\"hello\"]", "5"),
    ("StringLength[\"\"]", "0"),
    ("StringLength[{\"ab\", \"c\"}]", "{2, 1}"),
    ("StringLength[\"\\[Alpha]b\"]", "2"),
    ("StringLength[x]", "StringLength[x]",
     ["StringLength::string: String expected at position 1 in StringLength[x]."]),
    # StringTake
    ("StringTake[\"abcdefg\", 3]", "abc"),
    ("StringTake[\"abcdefg\", -3]", "efg"),
    ("StringTake[\"abcdefg\", {3}]", "c"),
    ("StringTake[\"abcdefg\", {-2}]", "f"),
    ("StringTake[\"abcdefg\", {2, 4}]", "bcd"),
    ("StringTake[\"abcdefg\", {2, -2}]", "bcdef"),
    ("StringTake[\"abcdefg\", {1, -1, 3}]", "adg"),
    ("StringTake[\"abcdefg\", {-1, 1, -2}]", "geca"),
    ("InputForm[StringTake[\"abc\", 0]]", "\"\""),
    ("InputForm[StringTake[\"abc\", {3, 2}]]", "\"\""),
    ("StringTake[\"abc\", All]", "abc"),
    ("StringTake[\"abcdef\", UpTo[4]]", "abcd"),
    ("StringTake[\"ab\", UpTo[4]]", "ab"),
    ("StringTake[\"abcdef\", {{1, 2}, {4}}]", "{ab, d}"),
    ("StringTake[{\"abc\", \"xyz\"}, 2]", "{ab, xy}"),
    ("StringTake[\"abc\", 5]", "StringTake[abc, 5]",
     ["StringTake::take: Cannot take positions 1 through 5 in \"abc\"."]),
    ("StringTake[\"abc\", -4]", "StringTake[abc, -4]",
     ["StringTake::take: Cannot take positions -4 through -1 in \"abc\"."]),
    ("StringTake[\"abc\", {0}]", "StringTake[abc, {0}]",
     ["StringTake::take: Cannot take positions 0 through 0 in \"abc\"."]),
    ("StringTake[\"abc\", x]", "StringTake[abc, x]",
     ["StringTake::mseqs: Sequence specification (+n, -n, {+n}, {-n}, {m, n}, or {m, n, s}) "
      "or a list of sequence specifications expected at position 2 in "
      "StringTake[\"abc\", x]."]),
    ("StringTake[1, 2]", "StringTake[1, 2]", ["StringTake::strse: " + STRSE % "StringTake[1, 2]"]),
    # StringDrop
    ("StringDrop[\"abcdefg\", 2]", "cdefg"),
    ("StringDrop[\"abcdefg\", -2]", "abcde"),
    ("StringDrop[\"abcdefg\", {2}]", "acdefg"),
    ("StringDrop[\"abcdefg\", {2, 4}]", "aefg"),
    ("StringDrop[\"abcdefg\", {1, -1, 2}]", "bdf"),
    ("StringDrop[\"abc\", 0]", "abc"),
    ("StringDrop[{\"abc\", \"de\"}, 1]", "{bc, e}"),
    ("StringDrop[\"abc\", 4]", "StringDrop[abc, 4]",
     ["StringDrop::drop: Cannot drop positions 1 through 4 in \"abc\"."]),
    ("StringDrop[\"abc\", {1, 2, 3, 4}]", "StringDrop[abc, {1, 2, 3, 4}]",
     ["StringDrop::seqs: Sequence specification (+n, -n, {+n}, {-n}, {m, n}, or {m, n, s}) "
      "expected at position 2 in StringDrop[\"abc\", {1, 2, 3, 4}]."]),
    # StringInsert
    ("StringInsert[\"abcd\", \"X\", 1]", "Xabcd"),
    ("StringInsert[\"abcd\", \"X\", 5]", "abcdX"),
    ("StringInsert[\"abcd\", \"X\", -2]", "abcXd"),
    ("StringInsert[\"abcd\", \"-\", {1, 3, 5}]", "-ab-cd-"),
    ("StringInsert[{\"ab\", \"cd\"}, \".\", 2]", "{a.b, c.d}"),
    ("StringInsert[\"abc\", \"X\", 0]", "StringInsert[abc, X, 0]",
     ["StringInsert::ins: Cannot insert at position 0 in \"abc\"."]),
    ("StringInsert[\"abc\", \"X\", 5]", "StringInsert[abc, X, 5]",
     ["StringInsert::ins: Cannot insert at position 5 in \"abc\"."]),
    # Characters, StringReverse, case
    ("Characters[\"abc\"]", "{a, b, c}"),
    ("Characters[{\"ab\", \"c\"}]", "{{a, b}, {c}}"),
    ("Characters[\"\"]", "{}"),
    ("Characters[x]", "Characters[x]",
     ["Characters::string: String expected at position 1 in Characters[x]."]),
    ("StringReverse[\"hello\"]", "olleh"),
    ("StringReverse[\"\"] === \"\"", "True"),
    ("StringReverse[1]", "StringReverse[1]",
     ["StringReverse::string: String expected at position 1 in StringReverse[1]."]),
    ("ToUpperCase[\"abc Def1\"]", "ABC DEF1"),
    ("ToUpperCase[{\"a\", \"b\"}]", "{A, B}"),
    ("ToLowerCase[\"ABC Def\"]", "abc def"),
    ("ToCharacterCode[ToUpperCase[\"\\[Alpha]\"]]", "{913}"),
    ("ToUpperCase[5]", "ToUpperCase[5]",
     ["ToUpperCase::string: String expected at position 1 in ToUpperCase[5]."]),
    # predicates
    ("StringQ[\"\"]", "True"),
    ("StringQ[abc]", "False"),
    ("LetterQ[\"abc\"]", "True"),
    ("LetterQ[\"a c\"]", "False"),
    ("LetterQ[\"\\[Alpha]\"]", "True"),
    ("LetterQ[x]", "False"),
    ("DigitQ[\"2024\"]", "True"),
    ("DigitQ[\"-1\"]", "False"),
    ("UpperCaseQ[\"ABC\"]", "True"),
    ("UpperCaseQ[\"AB1\"]", "False"),
    ("LowerCaseQ[\"abc\"]", "True"),
    ("LowerCaseQ[\"aBc\"]", "False"),
    # StringRepeat
    ("StringRepeat[\"ab\", 3]", "ababab"),
    ("InputForm[StringRepeat[\"ab\", 0]]", "\"\""),
    ("StringRepeat[\"abc\", 10, 7]", "abcabca"),
    ("StringRepeat[\"-\", 5]", "-----"),
    ("InputForm[StringRepeat[\"\", 10^20]]", "\"\""),
    ("StringRepeat[x, 2]", "StringRepeat[x, 2]",
     ["StringRepeat::string: String expected at position 1 in StringRepeat[x, 2]."]),
    ("StringRepeat[\"a\", -1]", "StringRepeat[a, -1]",
     ["StringRepeat::intnn: Non-negative integer expected at position 2 in "
      "StringRepeat[\"a\", -1]."]),
    ("StringRepeat[\"ab\", 10^12]", "StringRepeat[ab, 1000000000000]",
     ["StringRepeat::rsize: The result would have 2000000000000 elements, more than "
      "$MaxResultSize (1000000000)."]),
    # StringRiffle
    ("StringRiffle[{\"a\", \"b\", \"c\"}]", "a b c"),
    ("StringRiffle[{\"a\", \"b\", \"c\"}, \", \"]", "a, b, c"),
    ("StringRiffle[{1, x^2, 3}, \"+\"]", "1+x^2+3"),
    ("InputForm[StringRiffle[{a, b}, {\"[\", \";\", \"]\"}]]", "\"[a;b]\""),
    ("InputForm[StringRiffle[{{1, 2}, {3, 4}}]]", "\"1 2\\n3 4\""),
    ("InputForm[StringRiffle[{{1, 2}, {3, 4}}, \";\", \",\"]]", "\"1,2;3,4\""),
    ("InputForm[StringRiffle[{}]]", "\"\""),
    ("StringRiffle[x]", "StringRiffle[x]",
     ["StringRiffle::list: List expected at position 1 in StringRiffle[x]."]),
    # padding
    ("InputForm[StringPadLeft[\"ab\", 5]]", "\"   ab\""),
    ("StringPadLeft[\"42\", 5, \"0\"]", "00042"),
    ("StringPadLeft[\"abcdef\", 3]", "def"),
    ("StringPadLeft[\"abc\", 10, \"xyz\"]", "zxyzxyzabc"),
    ("InputForm[StringPadLeft[{\"a\", \"abc\", \"\"}]]", "{\"  a\", \"abc\", \"   \"}"),
    ("InputForm[StringPadRight[\"ab\", 5]]", "\"ab   \""),
    ("StringPadRight[\"abc\", 10, \"xyz\"]", "abcxyzxyzx"),
    ("StringPadRight[\"abcdef\", 2]", "ab"),
    ("InputForm[StringPadRight[{\"a\", \"abc\"}, 4, \".\"]]", "{\"a...\", \"abc.\"}"),
    ("StringPadLeft[1, 3]", "StringPadLeft[1, 3]",
     ["StringPadLeft::strse: " + STRSE % "StringPadLeft[1, 3]"]),
    ("StringPadRight[\"a\", -1]", "StringPadRight[a, -1]",
     ["StringPadRight::intnn: Non-negative integer expected at position 2 in "
      "StringPadRight[\"a\", -1]."]),
    # character codes
    ("ToCharacterCode[\"abc\"]", "{97, 98, 99}"),
    ("ToCharacterCode[\"\"]", "{}"),
    ("ToCharacterCode[{\"a\", \"bc\"}]", "{{97}, {98, 99}}"),
    ("ToCharacterCode[\"\\[Alpha]\"]", "{945}"),
    ("ToCharacterCode[\"\\[Alpha]\", \"UTF8\"]", "{206, 177}"),
    ("ToCharacterCode[x]", "ToCharacterCode[x]",
     ["ToCharacterCode::strse: " + STRSE % "ToCharacterCode[x]"]),
    ("FromCharacterCode[97]", "a"),
    ("FromCharacterCode[{104, 105}]", "hi"),
    ("InputForm[FromCharacterCode[{}]]", "\"\""),
    ("FromCharacterCode[{{97, 98}, {99}}]", "{ab, c}"),
    ("FromCharacterCode[ToCharacterCode[\"round trip\"]]", "round trip"),
    ("FromCharacterCode[1114112]", "FromCharacterCode[1114112]",
     ["FromCharacterCode::notunicode: A character code, which should be a non-negative "
      "integer less than 1114112, is expected at position 1 in 1114112."]),
    ("FromCharacterCode[{97, x}]", "FromCharacterCode[{97, x}]",
     ["FromCharacterCode::notunicode: A character code, which should be a non-negative "
      "integer less than 1114112, is expected at position 2 in {97, x}."]),
    # IntegerString
    ("IntegerString[1234]", "1234"),
    ("IntegerString[-1234]", "1234"),
    ("IntegerString[0]", "0"),
    ("IntegerString[255, 16]", "ff"),
    ("IntegerString[255, 2]", "11111111"),
    ("IntegerString[35, 36]", "z"),
    ("IntegerString[100, 7]", "202"),
    ("IntegerString[7, 2, 5]", "00111"),
    ("IntegerString[123456, 10, 3]", "456"),
    ("IntegerString[{1, 10}, 2]", "{1, 1010}"),
    ("StringLength[IntegerString[10^5000]]", "5001"),
    ("IntegerString[x]", "IntegerString[x]",
     ["IntegerString::int: Integer expected at position 1 in IntegerString[x]."]),
    ("IntegerString[10, 1]", "IntegerString[10, 1]",
     ["IntegerString::ibase: Base 1 is not an integer greater than 1."]),
    # TextString, ToString, ToExpression (builtins/system/messages.py)
    ("TextString[1/2]", "1/2"),
    ("InputForm[TextString[{a, \"b\"}]]", "\"{a, b}\""),
    ("InputForm[ToString[{1, 2}]]", "\"{1, 2}\""),
    ("InputForm[ToString[\"a\", InputForm]]", "\"\\\"a\\\"\""),
    ("InputForm[ToString[x^2 + 1]]", "\"1 + x^2\""),
    ("ToString[123] <> \"!\"", "123!"),
    ("ToExpression[\"1 + 2\"]", "3"),
    ("ToExpression[\"{1, 2}\"][[2]]", "2"),
    ("ToExpression[\"x + x\", InputForm, Hold]", "Hold[x + x]"),
    ("ToExpression[ToString[3/4]]", "3/4"),
    # StringExpression
    ("\"a\" ~~ \"b\" ~~ \"c\"", "abc"),
    ("InputForm[\"a\" ~~ x_ ~~ \"b\"]", "\"a\" ~~ x_ ~~ \"b\""),
    # StringMatchQ
    ("StringMatchQ[\"apple\", \"a*\"]", "True"),
    ("StringMatchQ[\"apple\", \"*p*\"]", "True"),
    ("StringMatchQ[\"apple\", \"b*\"]", "False"),
    ("StringMatchQ[\"a*b\", \"a\\\\*b\"]", "True"),
    ("StringMatchQ[\"axb\", \"a\\\\*b\"]", "False"),
    ("StringMatchQ[\"abc\", \"a@\"]", "True"),
    ("StringMatchQ[\"aBc\", \"a@\"]", "False"),
    ("StringMatchQ[\"123\", DigitCharacter ..]", "True"),
    ("StringMatchQ[\"12a\", DigitCharacter ..]", "False"),
    ("StringMatchQ[\"abc\", __]", "True"),
    ("StringMatchQ[\"\", ___]", "True"),
    ("StringMatchQ[\"\", __]", "False"),
    ("StringMatchQ[\"abab\", x__ ~~ x__]", "True"),
    ("StringMatchQ[\"abac\", x__ ~~ x__]", "False"),
    ("StringMatchQ[\"Hello\", \"hello\", IgnoreCase -> True]", "True"),
    ("StringMatchQ[{\"ab\", \"b\"}, \"a\" ~~ __]", "{True, False}"),
    ("StringMatchQ[\"abc\", RegularExpression[\"a.c\"]]", "True"),
    ("StringMatchQ[\"a-b\", LetterCharacter ~~ \"-\" | \"+\" ~~ LetterCharacter]", "True"),
    ("StringMatchQ[\"x12\", x_ ~~ y__ /; StringLength[y] == 2]", "True"),
    ("StringMatchQ[\"x1\", x_ ~~ y__ /; StringLength[y] == 2]", "False"),
    ("StringMatchQ[\"a1\"][\"a1\"]", "True"),
    ("StringMatchQ[x, \"a\"]", "StringMatchQ[x, a]",
     ["StringMatchQ::strse: " + STRSE % "StringMatchQ[x, \"a\"]"]),
    ("StringMatchQ[\"abc\", 1]", "StringMatchQ[abc, 1]",
     ["StringExpression::invld: Element 1 is not a valid string or pattern element in 1."]),
    # StringContainsQ, StringStartsQ, StringEndsQ, StringFreeQ
    ("StringContainsQ[\"abcd\", \"bc\"]", "True"),
    ("StringContainsQ[\"abcd\", \"BC\", IgnoreCase -> True]", "True"),
    ("StringContainsQ[{\"a1\", \"b\"}, DigitCharacter]", "{True, False}"),
    ("StringContainsQ[\"bc\"][\"abc\"]", "True"),
    ("StringStartsQ[\"abcd\", \"ab\"]", "True"),
    ("StringStartsQ[\"abcd\", \"bc\"]", "False"),
    ("StringStartsQ[\"123abc\", DigitCharacter ..]", "True"),
    ("StringEndsQ[\"abcd\", \"cd\"]", "True"),
    ("StringEndsQ[\"abcd\", \"c\"]", "False"),
    ("StringEndsQ[\"file.m\", \".\" ~~ LetterCharacter]", "True"),
    ("StringFreeQ[\"abcd\", \"e\"]", "True"),
    ("StringFreeQ[\"abcd\", \"a\" | \"e\"]", "False"),
    ("StringContainsQ[1, \"a\"]", "StringContainsQ[1, a]",
     ["StringContainsQ::strse: " + STRSE % "StringContainsQ[1, \"a\"]"]),
    # StringReplace
    ("StringReplace[\"abcabc\", \"b\" -> \"X\"]", "aXcaXc"),
    ("StringReplace[\"abc\", {\"a\" -> \"b\", \"b\" -> \"a\"}]", "bac"),
    ("StringReplace[\"aaa\", \"aa\" -> \"b\"]", "ba"),
    ("StringReplace[\"abc\", {\"ab\" -> \"1\", \"abc\" -> \"2\"}]", "1c"),
    ("StringReplace[\"aaaa\", \"a\" -> \"b\", 3]", "bbba"),
    ("StringReplace[\"a b   c\", Whitespace -> \"_\"]", "a_b_c"),
    ("StringReplace[\"a1b22c333\", DigitCharacter .. -> \"#\"]", "a#b#c#"),
    ("StringReplace[\"x = 10\", n : DigitCharacter .. :> ToString[2 ToExpression[n]]]",
     "x = 20"),
    ("StringReplace[\"hello world\", w : LetterCharacter .. :> StringReverse[w]]",
     "olleh dlrow"),
    ("StringReplace[\"abc\", \"b\" -> x]", "a ~~ x ~~ c"),
    ("InputForm[StringReplace[\"abc\", \"b\" -> 1]]", "\"a\" ~~ 1 ~~ \"c\""),
    ("StringReplace[\"aXbXc\", Shortest[x__ ~~ \"X\"] :> x]", "abc"),
    ("StringReplace[\"2024-01-15\", RegularExpression[\"(\\\\d+)-(\\\\d+)-(\\\\d+)\"] -> "
     "\"$3/$2/$1\"]", "15/01/2024"),
    ("StringReplace[\"Hello\", \"l\" -> \"L\", IgnoreCase -> True]", "HeLLo"),
    ("StringReplace[\"HELLO\", \"l\" -> \"_\", IgnoreCase -> True]", "HE__O"),
    ("StringReplace[{\"ab\", \"ba\"}, \"a\" -> \"\"]", "{b, b}"),
    ("StringReplace[\"abc\", StartOfString ~~ \"a\" -> \"A\"]", "Abc"),
    ("StringReplace[\"aba\", \"a\" ~~ EndOfString -> \"A\"]", "abA"),
    ("StringReplace[\"a1b2\", x_?DigitQ :> \"<\" <> x <> \">\"]", "a<1>b<2>"),
    ("StringReplace[\"aBcD\", x_?UpperCaseQ :> ToLowerCase[x]]", "abcd"),
    ("StringReplace[\"a.b.c\", \".\" -> \"\"]", "abc"),
    ("StringReplace[\"(a)\", {\"(\" -> \"[\", \")\" -> \"]\"}]", "[a]"),
    ("StringReplace[\"The cat\", WordBoundary ~~ \"cat\" ~~ WordBoundary -> \"dog\"]",
     "The dog"),
    ("StringReplace[\"abc\", Except[\"b\"] -> \"x\"]", "xbx"),
    ("StringReplace[\"aaa\", \"b\" -> \"c\"]", "aaa"),
    ("StringReplace[\"abc\", {}]", "abc"),
    ("StringCases[\"abc\", {}]", "{}"),
    ("StringDelete[{}][\"ab\"]", "ab"),
    ("StringReplace[\"a\" -> \"b\"][\"banana\"]", "bbnbnb"),
    ("StringReplace[\"abc\", \"b\"]", "StringReplace[abc, b]",
     ["StringReplace::srep: \"b\" is not a valid string replacement rule."]),
    ("StringReplace[x, \"a\" -> \"b\"]", "StringReplace[x, a -> b]",
     ["StringReplace::strse: " + STRSE % "StringReplace[x, \"a\" -> \"b\"]"]),
    ("StringReplace[\"a\", \"a\" -> \"b\", -1]", "StringReplace[a, a -> b, -1]",
     ["StringReplace::innf: Non-negative integer or Infinity expected at position 3 in "
      "StringReplace[\"a\", \"a\" -> \"b\", -1]."]),
    # StringDelete
    ("StringDelete[\"a1b22c\", DigitCharacter]", "abc"),
    ("StringDelete[\"hello\", \"l\"]", "heo"),
    # StringCases
    ("StringCases[\"a1b22c333\", DigitCharacter ..]", "{1, 22, 333}"),
    ("StringCases[\"a1b22c333\", DigitCharacter .., 2]", "{1, 22}"),
    ("StringCases[\"abc\", \"x\"]", "{}"),
    ("StringCases[\"a=1, b=2\", x_ ~~ \"=\" ~~ y_ :> {x, y}]", "{{a, 1}, {b, 2}}"),
    ("StringCases[\"aXbXc\", __ ~~ \"X\"]", "{aXbX}"),
    ("StringCases[\"aXbXc\", Shortest[__ ~~ \"X\"]]", "{aX, bX}"),
    ("StringCases[\"abcd\", __, Overlaps -> True]", "{abcd, bcd, cd, d}"),
    ("StringCases[\"abc\", _]", "{a, b, c}"),
    ("StringCases[\"The Cat sat\", \"cat\", IgnoreCase -> True]", "{Cat}"),
    ("StringCases[\"a12b345\", d : DigitCharacter .. /; StringLength[d] > 2]", "{345}"),
    ("StringCases[\"x: 1.5, y: -2\", NumberString]", "{1.5, -2}"),
    ("StringCases[\"ab12\", {LetterCharacter, DigitCharacter -> \"d\"}]", "{a, b, d, d}"),
    ("StringCases[\"a1b2\", RegularExpression[\"[a-z](\\\\d)\"] -> \"$1\"]", "{1, 2}"),
    ("StringCases[{\"a1\", \"b22\"}, DigitCharacter ..]", "{{1}, {22}}"),
    ("StringCases[DigitCharacter][\"a1b2\"]", "{1, 2}"),
    ("StringCases[\"aaaa\", \"aa\", Overlaps -> True]", "{aa, aa, aa}"),
    ("StringCases[1, \"a\"]", "StringCases[1, a]",
     ["StringCases::strse: " + STRSE % "StringCases[1, \"a\"]"]),
    # StringPosition, StringCount
    ("StringPosition[\"abcbc\", \"bc\"]", "{{2, 3}, {4, 5}}"),
    ("StringPosition[\"aaa\", \"aa\"]", "{{1, 2}, {2, 3}}"),
    ("StringPosition[\"aaa\", \"aa\", Overlaps -> False]", "{{1, 2}}"),
    ("StringPosition[\"abc\", \"x\"]", "{}"),
    ("StringPosition[\"a1b2c3\", DigitCharacter, 2]", "{{2, 2}, {4, 4}}"),
    ("StringPosition[\"x\", x]", "StringPosition[x, x]",
     ["StringExpression::invld: Element x is not a valid string or pattern element in x."]),
    ("StringCount[\"banana\", \"a\"]", "3"),
    ("StringCount[\"banana\", \"ana\"]", "1"),
    ("StringCount[\"banana\", \"ana\", Overlaps -> True]", "2"),
    ("StringCount[\"a1b22\", DigitCharacter ..]", "2"),
    ("StringCount[{\"ab\", \"bb\"}, \"b\"]", "{1, 2}"),
    ("StringCount[\"Aa\", \"a\", IgnoreCase -> True]", "2"),
    ("StringCount[1, \"a\"]", "StringCount[1, a]",
     ["StringCount::strse: " + STRSE % "StringCount[1, \"a\"]"]),
    # StringSplit
    ("StringSplit[\"  a b  c \"]", "{a, b, c}"),
    ("StringSplit[\"\"]", "{}"),
    ("InputForm[StringSplit[\"a,b,,c,\", \",\"]]", "{\"a\", \"b\", \"\", \"c\"}"),
    ("InputForm[StringSplit[\",a,\", \",\", All]]", "{\"\", \"a\", \"\"}"),
    ("StringSplit[\"a1b22c\", DigitCharacter ..]", "{a, b, c}"),
    ("StringSplit[\"a-b+c\", \"-\" | \"+\"]", "{a, b, c}"),
    ("StringSplit[\"a-b+c\", {\"-\", \"+\"}]", "{a, b, c}"),
    ("StringSplit[\"a-b\", \"-\" -> \"|\"]", "{a, |, b}"),
    ("StringSplit[\"a b c d\", \" \", 3]", "{a, b, c d}"),
    ("StringSplit[\"abc\", \"\"]", "{a, b, c}"),
    ("StringSplit[\"aXbxc\", \"x\", IgnoreCase -> True]", "{a, b, c}"),
    ("StringSplit[{\"a b\", \"c\"}]", "{{a, b}, {c}}"),
    ("StringSplit[\"a\\nb\", \"\\n\"]", "{a, b}"),
    ("StringSplit[7]", "StringSplit[7]", ["StringSplit::strse: " + STRSE % "StringSplit[7]"]),
    # StringTrim
    ("InputForm[StringTrim[\"  a b  \"]]", "\"a b\""),
    ("InputForm[StringTrim[\"\\n\\tx \"]]", "\"x\""),
    ("InputForm[StringTrim[\"xxaxx\", \"x\" ..]]", "\"a\""),
    ("InputForm[StringTrim[\"xax\", \"x\"]]", "\"a\""),
    ("InputForm[StringTrim[\"   \"]]", "\"\""),
    ("InputForm[StringTrim[{\" a\", \"b \"}]]", "{\"a\", \"b\"}"),
    ("StringTrim[1]", "StringTrim[1]", ["StringTrim::strse: " + STRSE % "StringTrim[1]"]),
    # character classes
    ("StringCases[\"a1 B_c\", LetterCharacter]", "{a, B, c}"),
    ("StringCases[\"a1 B_c\", WordCharacter]", "{a, 1, B, c}"),
    ("StringCount[\"a b\\tc\\nd\", WhitespaceCharacter]", "3"),
    ("StringCases[\"0x1F, 0xZZ\", \"0x\" ~~ HexadecimalCharacter ..]", "{0x1F}"),
    ("StringCases[\"hi, there!\", PunctuationCharacter]", "{,, !}"),
    ("StringCount[\"one\\ntwo\\nthree\", StartOfLine ~~ LetterCharacter]", "3"),
    ("StringCases[\"ab\\ncd\", LetterCharacter ~~ EndOfLine]", "{b, d}"),
]


@pytest.mark.parametrize("row", ROWS, ids=[r[0] for r in ROWS])
def test_strings(row):
    out, msgs = run(row[0])
    assert out == row[1]
    assert msgs == (row[2] if len(row) > 2 else [])


# --- the pattern compiler on its own ---------------------------------------------------------

def _p(text):
    from mathilda.syntax.parser import parse
    return parse(text)


@pytest.mark.parametrize("pattern,regex", [
    ("\"a.b\"", r"a\.b"),
    ("\"a\" ~~ _", r"a(?s:.)"),
    ("__", r"(?s:.)+"),
    ("Shortest[___]", r"(?s:.)*?"),
    ("DigitCharacter ..", r"(?:[0-9])+"),
    ("\"a\" | \"b\"", r"(?:a|b)"),
    ("x_ ~~ x_", r"(?P<p0_0>(?s:.))(?P=p0_0)"),
    ("RegularExpression[\"a+\"]", r"(?:a+)"),
    ("_?DigitQ", r"[0-9]"),
])
def test_compiled_regex(pattern, regex):
    m = compile_string_patterns([_p(pattern)])
    assert m.parts[0].regex == regex


def test_invalid_elements_raise():
    for bad in ("1", "x", "f[x]", "RegularExpression[\"(\"]", "{}"):
        with pytest.raises(StringPatternError):
            compile_string_patterns([_p(bad)])


def test_alternatives_keep_rule_order():
    m = compile_string_patterns([String("ab"), String("abc")])
    assert m.combined is not None
    assert [(s, e, i) for s, e, i, _ in m.finditer(None, "abcab")] == [(0, 2, 0), (3, 5, 0)]


def test_conditions_use_the_slow_path():
    from mathilda.session import Session
    s = Session()
    pat = Expression(S.Condition, (_p("x__"), _p("StringLength[x] == 2")))
    m = compile_string_patterns([pat])
    assert m.combined is None and m.has_checks
    assert [(a, b) for a, b, _, _ in m.finditer(s.ev, "abcde")] == [(0, 2), (2, 4)]


def test_long_string_replace():
    # its linear time is measured by bench/scaling.py
    out, msgs = run("StringLength[StringReplace[StringRepeat[\"ab1\", 100000], "
                    "DigitCharacter -> \"xy\"]]")
    assert out == "400000" and msgs == []
