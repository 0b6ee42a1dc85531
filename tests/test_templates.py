"""String templates: StringTemplate, TemplateApply, TemplateSlot, TemplateExpression,
TemplateIf (exact OutputForm, messages for bad input)."""

from support import check_rows

ROWS = [
    ('StringTemplate["first `a` then `b`"][<|"a" -> 1234, "b" -> 5678|>]',
     "first 1234 then 5678"),
    ('StringTemplate["a is ``, b is ``"][5555, 6666]', "a is 5555, b is 6666"),
    ('StringTemplate["a is `2`, b is `1`"][5555, 6666]', "a is 6666, b is 5555"),
    ('StringTemplate["2 + 2 = <* 2 + 2 *>"][]', "2 + 2 = 4"),
    ('StringTemplate["<* Map[#^2 &, Range[#n]] *>"][<|"n" -> 3|>]', "{1, 4, 9}"),
    ('StringTemplate["f = `f`"][<|"f" -> x^2 + 1|>]', "f = 1 + x^2"),
    ('StringTemplate["`a` and `b`"][<|"a" -> 1|>]', "1 and "),
    ('StringTemplate["`a`!", InsertionFunction -> ToUpperCase][<|"a" -> "hi"|>]', "HI!"),
    ('StringTemplate["``+``", CombinerFunction -> (ToExpression[StringJoin[#]] &)][2, 3]',
     "5"),
    ('StringTemplate["x: `1`", {7}][8]', "x: 7"),
    ('InputForm[StringTemplate["a `1` b"]]',
     'TemplateObject[{"a ", TemplateSlot[1], " b"}, CombinerFunction -> StringJoin, '
     'InsertionFunction -> TextString]'),
    ('InputForm[StringTemplate["no slots"]]',
     'TemplateObject[{"no slots"}, CombinerFunction -> StringJoin, '
     'InsertionFunction -> TextString]'),
    ('InputForm[StringTemplate["a \\\\` b"][]]', '"a ` b"'),
    ('InputForm[StringTemplate["a ` b"][]]', '"a ` b"'),
    ('TemplateApply["`a`", <|"a" :> 1 + 1|>]', "2"),
    ('TemplateApply["`1`-`2`", {x, y}]', "x-y"),
    ('TemplateApply["`1`", 5]', "5"),
    ('TemplateApply[TemplateSlot[1], <|"age" -> 32|>]', "<|age -> 32|>"),
    ('TemplateApply[Mean[{1, 2, 3, TemplateSlot["data"], 5}], <|"data" -> 4|>]', "3"),
    ('TemplateApply[f[TemplateSlot[1], TemplateSlot[2]], {a, b}]', "f[a, b]"),
    ('TemplateApply[TemplateExpression[Length[TemplateSlot[1]]], {{a, b, c}}]', "3"),
    ('TemplateApply[TemplateIf[TemplateSlot[1] > 0, "pos", "neg"], {5}]', "pos"),
    ('TemplateApply[TemplateIf[TemplateSlot[1] > 0, "pos"], {-5}]', ""),
    ('TemplateApply[TemplateSlot["k", "DefaultValue" -> 0], <||>]', "0"),
    ('StringTemplate[3]', "StringTemplate[3]",
     ["StringTemplate::strs: The template 3 should be a string."]),
    ('StringTemplate["<* 1 + *>"]', "StringTemplate[<* 1 + *>]",
     ['StringTemplate::tsyn: The template expression " 1 + " could not be parsed.']),
    ('TemplateApply[]', "TemplateApply[]",
     ["TemplateApply::argt: TemplateApply called with 0 arguments; 1 or 2 arguments are "
      "expected."]),
]


def test_templates():
    check_rows(ROWS)
