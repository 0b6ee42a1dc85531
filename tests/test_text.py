"""StringPartition, StringExtract, TextWords, TextSentences, DMSString, FromDMS and
MathMLForm: exact printed results and messages."""

from support import check_rows

M = "<math xmlns='http://www.w3.org/1998/Math/MathML'>\n%s\n</math>"

ROWS = [
    ('StringPartition["abcdefg", 3]', "{abc, def}"),
    ('StringPartition["abcdefg", UpTo[3]]', "{abc, def, g}"),
    ('StringPartition["abcde", 3, 1]', "{abc, bcd, cde}"),
    ('StringPartition["abcdef", 2, 3]', "{ab, de}"),
    ('StringPartition[{"abcd", "xyz"}, 2]', "{{ab, cd}, {xy}}"),
    ('StringPartition["", 2]', "{}"),
    ('StringPartition["abc", 0]', "StringPartition[abc, 0]",
     ['StringPartition::ilsmp: Single or list of non-negative machine-sized integers '
      'expected at position 2 of StringPartition["abc", 0].']),
    ('StringExtract["a b c d", 2]', "b"),
    ('StringExtract["a b c d", -1]', "d"),
    ('StringExtract["a b c d", {1, 3}]', "{a, c}"),
    ('StringExtract["a b c d", 2 ;; 3]', "{b, c}"),
    ('StringExtract["a:b:c", ":" -> 2]', "b"),
    ('StringExtract["x=1;y=2", ";" -> All, "=" -> 2]', "{1, 2}"),
    ('StringExtract[{"a b", "c d"}, 2]', "{b, d}"),
    ('TextWords["The quick brown fox."]', "{The, quick, brown, fox}"),
    ("TextWords[\"It's a well-known fact: pi is 3.14!\"]",
     "{It's, a, well-known, fact, pi, is, 3.14}"),
    ('TextWords["one two three", 2]', "{one, two}"),
    ('TextWords["  "]', "{}"),
    ('Length[TextWords["To be, or not to be: that is the question."]]', "10"),
    ('TextSentences["Hello there. How are you? Fine!"]',
     "{Hello there., How are you?, Fine!}"),
    ('TextSentences["It costs 3.50 dollars. Cheap."]', "{It costs 3.50 dollars., Cheap.}"),
    ('TextSentences["One. Two. Three.", 2]', "{One., Two.}"),
    ('TextSentences["no end"]', "{no end}"),
    ('TextSentences["He said \\"Stop!\\" Then left."]', '{He said "Stop!", Then left.}'),
    ("DMSString[45.5]", "45\u00b030'0.000\""),
    ("DMSString[35.43]", "35\u00b025'48.000\""),
    ("DMSString[{35, 42, 17.6}]", "35\u00b042'17.600\""),
    ("DMSString[-10.25]", "-10\u00b015'0.000\""),
    ("DMSString[30]", "30\u00b00'0\""),
    ("DMSString[61/2]", "30\u00b030'0\""),
    ("FromDMS[{35, 25, 48}]", "3543/100"),
    ("FromDMS[{10, 30}]", "21/2"),
    ("FromDMS[{35, 25, 48.}]", "35.43"),
    ("FromDMS[\"35\u00b025'48\\\"\"]", "3543/100"),
    ("FromDMS[\"10\u00b030' S\"]", "-21/2"),
    ("FromDMS[DMSString[{12, 30, 0}]]", "25/2"),
    ('FromDMS["12 degrees"]', "FromDMS[12 degrees]",
     ['FromDMS::str: "12 degrees" is not a degrees-minutes-seconds string.']),
    ("MathMLForm[x^2]", M % " <msup>\n  <mi>x</mi>\n  <mn>2</mn>\n </msup>"),
    ("MathMLForm[1/2]", M % " <mfrac>\n  <mn>1</mn>\n  <mn>2</mn>\n </mfrac>"),
    ("MathMLForm[Sqrt[x]]", M % " <msqrt>\n  <mi>x</mi>\n </msqrt>"),
    ("MathMLForm[x^(1/3)]", M % " <mroot>\n  <mi>x</mi>\n  <mn>3</mn>\n </mroot>"),
    ("MathMLForm[a + b]", M % " <mrow>\n  <mi>a</mi>\n  <mo>+</mo>\n  <mi>b</mi>\n </mrow>"),
    ("MathMLForm[\\[Alpha]]", M % " <mi>&#945;</mi>"),
    ("MathMLForm[Sin[x]]",
     M % " <mrow>\n  <mi>sin</mi>\n  <mo>&#8289;</mo>\n  <mo>(</mo>\n  <mi>x</mi>\n"
         "  <mo>)</mo>\n </mrow>"),
    ("ToString[x == 1, MathMLForm]",
     M % " <mrow>\n  <mi>x</mi>\n  <mo>=</mo>\n  <mn>1</mn>\n </mrow>"),
]


def test_text():
    check_rows(ROWS)
