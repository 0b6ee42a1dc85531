"""Formatting wrappers and echoing: NumberForm, ScientificForm, EngineeringForm, PaddedForm,
BaseForm, StringForm, Style, Framed, Short, Shallow, Skeleton, Echo, EchoFunction, EchoLabel.

The wrappers evaluate their arguments and stay as they are (``Style[x, Red]`` is an
expression); OutputForm lays them out with the functions of mathilda/printing/forms.py.  The
number forms check their specification when they are evaluated and say what is wrong with a
Wolfram-style message; a malformed wrapper prints as an ordinary expression.
"""

from mathilda.core.expr import Expression, Integer, S
from mathilda.core.registry import builtin, symbol_spec

_NUMBER_OPTIONS = {"DigitBlock": "Infinity", "NumberPadding": '{"", ""}',
                   "NumberPoint": '"."', "NumberSeparator": '{",", " "}',
                   "NumberSigns": '{"-", ""}', "SignPadding": "False",
                   "ExponentFunction": "Automatic", "NumberFormat": "Automatic",
                   "ExponentStep": "1", "ScientificNotationThreshold": "{-5, 6}"}
_IPRF = ("Formatting specification `1` should be a positive integer or a pair of a positive "
         "integer and a non-negative integer.")
_OPTIONS_NOTE = (" The options DigitBlock, NumberSeparator, NumberPoint, NumberSigns, "
                 "NumberPadding and SignPadding change the layout of the digits; "
                 "ExponentFunction -> f (f[e] gives the exponent to use, Null none), "
                 "ExponentStep, ScientificNotationThreshold -> {lo, hi} and NumberFormat -> "
                 "f (f[mantissa, base, exponent] is what prints) that of the exponent.")


def _check_number_form(ev, expr):
    """Messages for a malformed number specification; the wrapper always stays as it is."""
    name = expr.head.name
    pos = [a for a in expr.args
           if not (isinstance(a, Expression) and a.head in (S.Rule, S.RuleDelayed))]
    if len(pos) >= 2:
        d = pos[1]
        ok = (type(d) is Integer and d.value > 0) or (
            isinstance(d, Expression) and d.head is S.List and len(d.args) == 2 and
            type(d.args[0]) is Integer and d.args[0].value > 0 and
            type(d.args[1]) is Integer and d.args[1].value >= 0)
        if not ok:
            ev.message(name, "iprf", d)
        else:
            # the digits and padding the printer would write (issue 27: PaddedForm[1, 10^8]
            # printed 100 MB): beyond $MaxResultSize the form is dropped after a message
            n = d.value if type(d) is Integer else d.args[0].value + d.args[1].value
            if n > 10000 and not ev.check_size(n, name):
                return pos[0]
    return None


@builtin("NumberForm", nargs=(1, 2), options=_NUMBER_OPTIONS, messages={"iprf": _IPRF},
         usage="NumberForm[expr, n] prints with approximate real numbers in expr given to "
               "n-digit precision. NumberForm[expr, {n, f}] prints them with n digits, f of "
               "them to the right of the decimal point. Exact numbers are left as they are; "
               "exponents are written *^e." + _OPTIONS_NOTE,
         examples=[("NumberForm[N[Pi], 10]", "3.141592654"),
                   ("NumberForm[{1.23456, 2.5, x}, 3]", "{1.23, 2.5, x}"),
                   ("NumberForm[12.5, {4, 2}]", "12.50"),
                   ("NumberForm[1234567, DigitBlock -> 3]", "1,234,567"),
                   ("NumberForm[1234567.8, 3]", "1.23*^6"),
                   ("ToString[NumberForm[1.5*^10, ExponentFunction -> (Null &)]]",
                    "15000000000."),
                   ("ToString[NumberForm[123456789., ExponentFunction -> "
                    "(3 Quotient[#, 3] &)]]", "123.457*^6"),
                   ("ToString[NumberForm[1.23*^8, NumberFormat -> (Row[{#1, \"e\", #3}] &)]]",
                    "1.23e8"),
                   ("NumberForm[12345.6, ScientificNotationThreshold -> {-3, 3}]",
                    "1.23456*^4"),
                   ("NumberForm[1.5, -1]", "NumberForm[1.5, -1]",
                    ["NumberForm::iprf: Formatting specification -1 should be a positive "
                     "integer or a pair of a positive integer and a non-negative integer."])])
def number_form(ev, expr):
    return _check_number_form(ev, expr)


@builtin("ScientificForm", nargs=(1, 2), options=_NUMBER_OPTIONS, messages={"iprf": _IPRF},
         usage="ScientificForm[expr] prints with approximate real numbers in expr in "
               "scientific notation: one digit before the point, then *^ and the exponent "
               "(none when it is 0). ScientificForm[expr, n] uses n digits, "
               "ScientificForm[expr, {n, f}] f of them after the point." + _OPTIONS_NOTE,
         examples=[("ScientificForm[12345.]", "1.2345*^4"),
                   ("ScientificForm[0.00123]", "1.23*^-3"),
                   ("ScientificForm[{1234.5, 1.5}, 2]", "{1.2*^3, 1.5}"),
                   ("ScientificForm[12345]", "12345")])
def scientific_form(ev, expr):
    return _check_number_form(ev, expr)


@builtin("PercentForm", nargs=(1, 2), messages={"iprf": _IPRF},
         options=dict(_NUMBER_OPTIONS, DefaultPrintPrecision="4", NumberPoint="Automatic"),
         usage="PercentForm[expr] prints with the integers and approximate reals in expr "
               "given as percentages (times 100, followed by %), machine reals to 4 digits, "
               "never with an exponent; rationals and complex numbers are left as they are. "
               "PercentForm[expr, n] uses n digits, PercentForm[expr, {n, f}] f after the "
               "point." + _OPTIONS_NOTE,
         examples=[("PercentForm[0.5]", "50%"),
                   ("PercentForm[{0.123456, 2, -0.25, 1/3}]", "{12.35%, 200%, -25%, 1/3}"),
                   ("PercentForm[0.123456, 2]", "12%"),
                   ("PercentForm[0.5, {3, 1}]", "50.0%")])
def percent_form(ev, expr):
    return _check_number_form(ev, expr)


@builtin("DecimalForm", nargs=(1, 2), messages={"iprf": _IPRF},
         options=dict(_NUMBER_OPTIONS, NumberPoint="Automatic"),
         usage="DecimalForm[expr] prints with approximate real numbers in expr always "
               "given in decimal form, without scientific notation (a point only when "
               "digits follow it). DecimalForm[expr, n] gives n digits, "
               "DecimalForm[expr, {n, f}] f of them after the point." + _OPTIONS_NOTE,
         examples=[("DecimalForm[10.^20]", "100000000000000000000"),
                   ("DecimalForm[{1.0, 1.1, 1.23456789*^-8}]", "{1, 1.1, 0.0000000123457}"),
                   ("DecimalForm[N[Pi], 10]", "3.141592654"),
                   ("DecimalForm[2.5, {4, 2}]", "2.50")])
def decimal_form(ev, expr):
    return _check_number_form(ev, expr)


@builtin("AccountingForm", nargs=(1, 2), options=_NUMBER_OPTIONS, messages={"iprf": _IPRF},
         usage="AccountingForm[expr] prints with all numbers in expr given in standard "
               "accounting notation: negative numbers in parentheses, never an exponent. "
               "AccountingForm[expr, n] gives approximate reals to n digits." + _OPTIONS_NOTE,
         examples=[("AccountingForm[{1.5, -2.25, 3}]", "{1.5, (2.25), 3}"),
                   ("AccountingForm[-5]", "(5)"),
                   ("AccountingForm[1.*^10]", "10000000000."),
                   ("AccountingForm[-1234.5, DigitBlock -> 3]", "(1,234.5)"),
                   ("AccountingForm[0.00001]", "0.00001")])
def accounting_form(ev, expr):
    return _check_number_form(ev, expr)


@builtin("EngineeringForm", nargs=(1, 2), options=_NUMBER_OPTIONS, messages={"iprf": _IPRF},
         usage="EngineeringForm[expr] prints with approximate real numbers in expr in "
               "engineering notation: exponents are multiples of 3 (written *^e). "
               "EngineeringForm[expr, n] uses n digits." + _OPTIONS_NOTE,
         examples=[("EngineeringForm[12345.]", "12.345*^3"),
                   ("EngineeringForm[0.5]", "500.*^-3"),
                   ("EngineeringForm[123.4]", "123.4")])
def engineering_form(ev, expr):
    return _check_number_form(ev, expr)


@builtin("PaddedForm", nargs=(1, 2),
         options=dict(_NUMBER_OPTIONS, NumberPadding='{" ", "0"}'), messages={"iprf": _IPRF},
         usage="PaddedForm[expr, n] prints with all numbers in expr padded on the left to "
               "leave room for n digits and a sign. PaddedForm[expr, {n, f}] prints "
               "approximate reals with exactly f digits to the right of the point, padded "
               "with zeros on the right." + _OPTIONS_NOTE,
         examples=[("PaddedForm[123, 5]", "   123"),
                   ("PaddedForm[{1, 10, 100}, 4]", "{    1,    10,   100}"),
                   ("PaddedForm[-3.5, {4, 1}]", "  -3.5"),
                   ("PaddedForm[3.14159, {6, 2}]", "    3.14"),
                   ("PaddedForm[5, 3, NumberPadding -> {\"0\", \"0\"}]", "0005")])
def padded_form(ev, expr):
    return _check_number_form(ev, expr)


@builtin("BaseForm", nargs=2,
         messages={"basf": "Requested base `1` should be an integer between 2 and 36."},
         usage="BaseForm[expr, b] prints with the numbers in expr given in base b (2 to 36, "
               "digits beyond 9 as letters a-z), as Wolfram's OutputForm does: the digits, "
               "and the base as a subscript on the line below.",
         examples=[("BaseForm[10, 2]", "1010\n    2"),
                   ("BaseForm[255, 16]", "ff\n  16"),
                   ("BaseForm[{10, 11}, 2]", "{1010 , 1011 }\n     2      2"),
                   ("BaseForm[10, 1]", "BaseForm[10, 1]",
                    ["BaseForm::basf: Requested base 1 should be an integer between 2 and "
                     "36."])])
def base_form(ev, expr):
    b = expr.args[1]
    if type(b) is not Integer or not 2 <= b.value <= 36:
        ev.message("BaseForm", "basf", b)
    return None


symbol_spec(
    "StringForm",
    usage="StringForm[\"controlstring\", expr1, ...] prints as the text of the control "
          "string with `n` replaced by the OutputForm of the nth expri and `` by the next "
          "one.",
    examples=[("StringForm[\"`1` and `2`\", a, b]", "a and b"),
              ("StringForm[\"x = ``, y = ``\", 1, 1 + 1]", "x = 1, y = 2"),
              ("StringForm[\"`2` before `1`\", \"one\", \"two\"]", "two before one"),
              ("StringForm[\"`3`\", a]", "StringForm[`3`, a]")])

symbol_spec(
    "Style",
    usage="Style[expr, options] displays with expr formatted using the specified options "
          "(colors, font weights, sizes); one-line OutputForm prints expr alone.",
    examples=[("Style[x + y, Red]", "x + y"), ("Style[x + y, Bold] z", "z (x + y)"),
              ("Head[Style[1, Red]]", "Style")])

symbol_spec(
    "Framed",
    usage="Framed[expr] displays a framed version of expr; one-line OutputForm draws no "
          "frame and prints expr alone.",
    examples=[("Framed[a + b]", "a + b"), ("Length[Framed[x]]", "1")])

symbol_spec(
    "Short",
    usage="Short[expr] prints as a form of expr at most about one line (78 characters) "
          "long, long sequences elided as <<k>> (k elements left out); Short[expr, n] "
          "allows about n lines.",
    examples=[("Short[Range[100]]", "{1, 2, 3, 4, 5, 6, 7, 8, 9, <<82>>, 92, 93, 94, 95, 96, "
                                    "97, 98, 99, 100}"),
              ("Short[{a, b}]", "{a, b}"),
              ("Short[Range[30], 0.5]", "{1, 2, 3, 4, <<22>>, 27, 28, 29, 30}")])

symbol_spec(
    "Shallow",
    usage="Shallow[expr] prints expr with the parts below depth 4 and the elements past "
          "the tenth of each sequence left out as <<k>>. Shallow[expr, depth] and "
          "Shallow[expr, {depth, length}] set the limits.",
    examples=[("Shallow[Range[20]]", "{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, <<10>>}"),
              ("Shallow[Nest[f, x, 10]]", "f[f[f[f[<<1>>]]]]"),
              ("Shallow[Range[20], {1, 5}]", "{1, 2, 3, 4, 5, <<15>>}")])

symbol_spec(
    "Skeleton",
    usage="Skeleton[k] stands for a sequence of k elements left out of an expression "
          "(Short, Shallow); it prints as <<k>>.",
    examples=[("Skeleton[5]", "<<5>>"), ("{a, Skeleton[3], b}", "{a, <<3>>, b}")])


def _text(x):
    from mathilda.printing import output_form
    return output_form(x)


def _echo_line(label, text):
    if label is None:
        return ">> " + text
    lt = _text(label)
    return ">> " + (lt + " " if lt else "") + text


@builtin("Echo", nargs=(1, 3),
         usage="Echo[expr] prints expr (after >> ) and returns it. Echo[expr, label] prints "
               "label before expr; Echo[expr, label, f] prints f[expr] and returns expr.",
         examples=[("Echo[1 + 1] + 1", "3"), ("Echo[x, \"x =\", f]", "x")])
def echo(ev, expr):
    args = expr.args
    x = args[0]
    label = args[1] if len(args) > 1 else None
    shown = ev.call(args[2], x) if len(args) > 2 else x
    ev.print_line(_echo_line(label, _text(shown)))
    return x


@builtin("EchoFunction", sub=True,
         usage="EchoFunction[f][expr] prints f[expr] (after >> ) and returns expr. "
               "EchoFunction[label, f][expr] prints label first; EchoFunction[][expr] is "
               "Echo[expr].",
         examples=[("EchoFunction[Length][{a, b, c}]", "{a, b, c}"),
                   ("EchoFunction[\"n:\", #^2 &][3] + 1", "4"),
                   ("EchoFunction[f]", "EchoFunction[f]")])
def echo_function(ev, expr):
    head = expr.head
    if len(expr.args) != 1 or len(head.args) > 2:
        return None
    x = expr.args[0]
    hargs = head.args
    if not hargs:
        ev.print_line(_echo_line(None, _text(x)))
        return x
    f = hargs[-1]
    label = hargs[0] if len(hargs) == 2 else None
    ev.print_line(_echo_line(label, _text(ev.call(f, x))))
    return x



@builtin("EchoLabel", sub=True,
         usage="EchoLabel[label][expr] prints expr after >> and label, and returns expr "
               "(Echo[expr, label] as an operator).",
         examples=[("EchoLabel[\"x:\"][1 + 1] + 1", "3"),
                   ("EchoLabel[\"n\"] /@ {1, 2}", "{1, 2}"),
                   ("EchoLabel[a]", "EchoLabel[a]")])
def echo_label(ev, expr):
    head = expr.head
    if len(expr.args) != 1 or len(head.args) != 1:
        return None
    x = expr.args[0]
    ev.print_line(_echo_line(head.args[0], _text(x)))
    return x
