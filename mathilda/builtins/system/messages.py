"""Messages, printing, forms, history and timing: Print, Message, MessageName, Off, On,
Quiet, Check, Names, FullForm, InputForm, OutputForm, ToString, ToExpression, In, Out,
$Line, Timing, AbsoluteTiming."""

import fnmatch
import time

from mathilda.core.expr import Expression, Integer, Real, String, Symbol, S
from mathilda.core.registry import builtin, symbol_spec


def _text(expr):
    """OutputForm text of an expression (strings without quotes)."""
    from mathilda.printing import output_form
    return output_form(expr)


_OUTPUT = Symbol("$Output")


@builtin("Print", attributes=("Protected",),
         usage="Print[expr1, expr2, ...] prints the expressions, concatenated, on one line.",
         examples=[("Print[\"a\", 1 + 1]; 3", "3")])
def print_(ev, expr):
    if ev.defs.table.get(_OUTPUT) is not None:
        from mathilda.builtins.system.streams import redirected_output, write_bytes
        targets = redirected_output(ev)
        if targets is not None:       # Block[{$Output = {stream}}, ...]
            text = ("".join(_text(a) for a in expr.args) + "\n").encode("utf-8")
            for s in targets:
                write_bytes(ev, s, text)
            return S.Null
    show = ev.display
    if show is not None:
        if any(a.is_graphics() for a in expr.args):
            # a notebook shows the pictures themselves, in order with the text around them
            run = []
            for a in expr.args:
                if a.is_graphics():
                    if run:
                        ev.print_line("".join(run))
                        run = []
                    show(a)
                else:
                    run.append(_text(a))
            if run:
                ev.print_line("".join(run))
            return S.Null
    texts = [_text(a) for a in expr.args]
    if len(texts) > 1 and any("\n" in t for t in texts):
        # Print[Subscript[x, 1], " + 1"]: blocks side by side, baselines aligned
        from mathilda.printing.layout import hjoin
        ev.print_line(hjoin(texts))
        return S.Null
    ev.print_line("".join(texts))
    return S.Null


def _message_name_parts(m):
    if isinstance(m, Expression) and m.head is S.MessageName and len(m.args) == 2 \
            and type(m.args[0]) is Symbol and type(m.args[1]) is String:
        return m.args[0].name, m.args[1].value
    return None


@builtin("MessageName", nargs=2, attributes=("HoldFirst", "Protected"),
         usage="symbol::tag is the name of a message; its value is the message text.",
         examples=[("f9::oops = \"It went wrong: `1`.\"; f9::oops", "It went wrong: `1`.")])
def message_name(ev, expr):
    parts = _message_name_parts(expr)
    if parts is None:
        return None
    t = ev.defs.message_template(*parts)
    return String(t) if t is not None else None


@builtin("Message", nargs=(1, None), attributes=("HoldFirst", "Protected"),
         usage="Message[symbol::tag, e1, e2, ...] prints the message symbol::tag with the "
               "ei in its `1`, `2`, ... slots.",
         examples=[("f10::bad = \"Bad argument `1`.\"; Message[f10::bad, 7]", "",
                    ["f10::bad: Bad argument 7."])])
def message(ev, expr):
    parts = _message_name_parts(expr.args[0])
    if parts is None:
        return None
    ev.message(parts[0], parts[1], *expr.args[1:])
    return S.Null


def _message_keys(ev, args, name):
    keys = []
    for a in args:
        p = _message_name_parts(a)
        if p is not None:
            keys.append(p)
        elif type(a) is Symbol:
            d = ev.defs.lookup(a)
            tags = set(d.messages) if d is not None else set()
            keys.extend((a.name, t) for t in tags)
        elif isinstance(a, Expression) and a.head is S.List:
            keys.extend(_message_keys(ev, a.args, name))
    return keys


@builtin("Off", attributes=("HoldAll", "Protected"),
         usage="Off[symbol::tag] switches off the message; Off[] all messages of General.",
         examples=[("Off[Power::infy]; 1/0", "ComplexInfinity")])
def off(ev, expr):
    for k in _message_keys(ev, expr.args, "Off"):
        ev.defs.off.add(k)
        if k[0] == "General":
            ev.defs.__dict__.setdefault("on", set())
    return S.Null


@builtin("On", attributes=("HoldAll", "Protected"),
         usage="On[symbol::tag] switches the message back on.",
         examples=[("Off[Power::infy]; On[Power::infy]; 1/0", "ComplexInfinity",
                    ["Power::infy: Infinite expression 1/0 encountered."])])
def on(ev, expr):
    for k in _message_keys(ev, expr.args, "On"):
        ev.defs.off.discard(k)
    return S.Null


@builtin("Quiet", nargs=(1, 3), attributes=("HoldAll", "Protected"),
         usage="Quiet[expr] evaluates expr without printing messages; Quiet[expr, "
               "{s::t, ...}] silences only the listed messages.",
         examples=[("Quiet[1/0]", "ComplexInfinity")])
def quiet(ev, expr):
    args = expr.args
    if len(args) == 1 or args[1] is S.All:
        q = None
    elif args[1] is Symbol("None"):
        q = set()
    else:
        q = set(_message_keys(ev, [args[1]], "Quiet"))
    ev.quiet.append(q)
    try:
        return ev.evaluate(args[0])
    finally:
        ev.quiet.pop()


@builtin("Check", nargs=(2, 3), attributes=("HoldAll", "Protected"),
         usage="Check[expr, failexpr] evaluates expr and returns its result unless messages "
               "were generated, in which case it returns failexpr.",
         examples=[("Check[1/0, oops]", "oops",
                    ["Power::infy: Infinite expression 1/0 encountered."]),
                   ("Check[1 + 1, oops]", "2")])
def check(ev, expr):
    args = expr.args
    frame = []
    ev.check_stack.append(frame)
    try:
        r = ev.evaluate(args[0])
    finally:
        ev.check_stack.pop()
    if len(args) == 3:
        wanted = set(_message_keys(ev, [args[2]], "Check"))
        frame = [m for m in frame if (m.symbol, m.tag) in wanted or
                 ("General", m.tag) in wanted]
    if frame:
        return ev.evaluate(args[1])
    return r


@builtin("Names", nargs=(0, 1),
         usage="Names[\"pattern\"] gives the names of symbols matching the string pattern "
               "(* matches any characters).",
         examples=[("Names[\"ArrayPa*\"]", "{ArrayPad}"),
                   ("Length[Names[\"System`*\"]] > 7000", "True"),
                   ("Names[\"System`AASTri*\"]", "{AASTriangle}"),
                   ("x = 1; Foo`y = 2; {Names[\"Global`*\"], Names[\"Foo`*\"]}",
                    "{{x}, {Foo`y}}")])
def names(ev, expr):
    pat = "*"
    if expr.args:
        a = expr.args[0]
        if type(a) is not String:
            ev.message("Names", "string", expr, Integer(1))
            return None
        pat = a.value.replace("@", "*")
    from mathilda.core.system_symbols import system_names
    if pat.startswith("System`"):
        # the System` context: the table of system symbols and every registered builtin
        pat = pat[len("System`"):]
        pool = set(system_names())
        pool.update(ev.defs.builtins)
        out = sorted(n for n in pool if "`" not in n and fnmatch.fnmatchcase(n, pat))
    elif "`" in pat:
        # another context (Global`*, `*, *`*): the session's symbols
        from mathilda.algorithms.language.names import matching_names
        pool = set(ev.defs.all_symbols())
        system = system_names()

        def is_system(n):
            return n in ev.defs.builtins or n in system
        if pat.startswith("*`"):
            pool.update(system)
        out = sorted(matching_names(pat, pool, is_system))     # names as they print
    else:
        pool = ev.defs.all_symbols()
        pool.update(system_names())     # System` is on the context path
        out = sorted(n for n in pool if "`" not in n and fnmatch.fnmatchcase(n, pat))
    return Expression(S.List, tuple(String(n) for n in out))


for _form, _doc, _ex in (
        ("FullForm", "FullForm[expr] prints as the full form of expr, with no special "
                     "syntax.", ("FullForm[a + b^2]", "Plus[a, Power[b, 2]]")),
        ("InputForm", "InputForm[expr] prints as a version of expr suitable for input.",
         ("InputForm[\"s\" <> \"t\"]", "\"st\"")),
        ("OutputForm", "OutputForm[expr] prints as the standard one-line output form.",
         ("OutputForm[a/b]", "a/b")),
        ("StandardForm", "StandardForm[expr] prints expr in standard form (here the "
                         "one-line output form).", ("StandardForm[x^2]", "x^2"))):
    symbol_spec(_form, usage=_doc, examples=[_ex])

_FORMS = {"FullForm", "InputForm", "OutputForm", "StandardForm", "TraditionalForm"}


def to_string(expr, form=None):
    from mathilda.printing import TEXT_FORMS, full_form, input_form, output_form
    if form is S.InputForm:
        return input_form(expr)
    if form is S.FullForm:
        return full_form(expr)
    if type(form) is Symbol and form.name in TEXT_FORMS:
        return TEXT_FORMS[form.name](expr)
    return output_form(expr)


@builtin("ToString", nargs=(1, 2),
         usage="ToString[expr] gives the OutputForm text of expr as a string; "
               "ToString[expr, form] uses the given form.",
         examples=[("ToString[x^2]", "x^2"), ("StringLength[ToString[12345]]", "5"),
                   ("ToString[\"a\", InputForm]", "\"a\"")])
def to_string_(ev, expr):
    args = expr.args
    x = args[0]
    if type(x) is String and len(args) == 1:
        return x
    return String(to_string(x, args[1] if len(args) > 1 else None))


@builtin("ToExpression", nargs=(1, 3),
         messages={"sntxf": "`1`", "sntxb": "`1`",
                   "sntxi": "Incomplete expression; more input is needed ."},
         usage="ToExpression[\"text\"] parses and evaluates text; ToExpression[\"text\", "
               "form, h] wraps the parsed expression in h before evaluation. Text that does "
               "not parse gives a syntax message and $Failed.",
         examples=[("ToExpression[\"1 + 2\"]", "3"),
                   ("ToExpression[\"1 + 1\", InputForm, Hold]", "Hold[1 + 1]"),
                   ("ToExpression[\"1 + )\"]", "$Failed",
                    ["ToExpression::sntxf: \"1 +\" cannot be followed by \")\"."]),
                   ("ToExpression[\"f[x\"]", "$Failed",
                    ["ToExpression::sntxi: Incomplete expression; more input is needed ."])])
def to_expression(ev, expr):
    args = expr.args
    x = args[0]
    if type(x) is not String:
        return x if x.is_atom else None
    from mathilda.syntax.errors import MathildaSyntaxError
    from mathilda.syntax.parser import parse_all
    try:
        exprs = parse_all(x.value)
    except MathildaSyntaxError as e:
        tag = getattr(e, "tag", "sntxf")
        if tag not in ("sntxf", "sntxb", "sntxi"):
            tag = "sntxf"
        ev.message("ToExpression", tag, getattr(e, "message", str(e)))
        return S["$Failed"]
    if not exprs:
        return S.Null
    if len(args) == 3:
        parsed = exprs[-1] if len(exprs) == 1 else Expression(S.CompoundExpression,
                                                              tuple(exprs))
        return Expression(args[2], (parsed,))
    r = S.Null
    for e in exprs:
        r = ev.evaluate(e)
    return r


def _history_index(ev, expr, name):
    s = ev.session
    if not expr.args:
        return s.line - 1
    a = expr.args[0]
    if type(a) is not Integer:
        return None
    n = a.value
    return s.line + n if n < 0 else n


@builtin("Out", nargs=(0, 1), attributes=("Listable", "NHoldFirst", "Protected"),
         usage="%n or Out[n] is the result of the n-th input line; % the last, %% the "
               "one before.",
         examples=[("1 + 1\n%^2", "4")])
def out(ev, expr):
    n = _history_index(ev, expr, "Out")
    if n is None:
        return None
    hist = ev.session.out_history
    if n in hist:
        return hist[n]
    return None


@builtin("In", nargs=(0, 1), attributes=("Listable", "NHoldFirst", "Protected"),
         usage="In[n] is the n-th input line, re-evaluated when used.",
         examples=[("Head[In]", "Symbol")])
def in_(ev, expr):
    n = _history_index(ev, expr, "In")
    if n is None:
        return None
    hist = ev.session.in_history
    if n in hist:
        return hist[n]
    return None


def _line(ev):
    return Integer(ev.session.line)


@builtin("$Line", attributes=(), value=_line,
         usage="$Line is the number of the current input line.",
         examples=[("IntegerQ[$Line]", "True")])
def _line_builtin(ev, expr):
    return None


def _seconds(t):
    return Real(float(t))


@builtin("Timing", nargs=1, attributes=("HoldAll", "Protected"),
         usage="Timing[expr] evaluates expr and gives {CPU seconds used, result}.",
         examples=[("Last[Timing[1 + 1]]", "2")])
def timing(ev, expr):
    t0 = time.process_time()
    r = ev.evaluate(expr.args[0])
    return Expression(S.List, (_seconds(time.process_time() - t0), r))


@builtin("AbsoluteTiming", nargs=1, attributes=("HoldAll", "Protected"),
         usage="AbsoluteTiming[expr] evaluates expr and gives {wall-clock seconds, result}.",
         examples=[("Last[AbsoluteTiming[2 + 2]]", "4")])
def absolute_timing(ev, expr):
    t0 = time.perf_counter()
    r = ev.evaluate(expr.args[0])
    return Expression(S.List, (_seconds(time.perf_counter() - t0), r))


@builtin("RepeatedTiming", nargs=(1, 2), attributes=("HoldAll", "Protected"),
         messages={"tmin": "Time `1` should be a non-negative number."},
         usage="RepeatedTiming[expr] evaluates expr repeatedly for at least a second and "
               "gives {seconds per evaluation, result}: the mean of the wall-clock times "
               "between the lower and upper quartiles. RepeatedTiming[expr, t] repeats "
               "for at least t seconds.",
         examples=[("Last[RepeatedTiming[2 + 2, 0.01]]", "4"),
                   ("First[RepeatedTiming[1 + 1, 0.01]] >= 0", "True"),
                   ("n = 0; RepeatedTiming[n++, 0.01]; n > 1", "True"),
                   ("RepeatedTiming[1, -1]", "RepeatedTiming[1, -1]",
                    ["RepeatedTiming::tmin: Time -1 should be a non-negative number."])])
def repeated_timing(ev, expr):
    limit = 1.0
    if len(expr.args) == 2:
        t = ev.evaluate(expr.args[1])
        v = t.value if type(t) in (Integer, Real) else None
        if v is None or float(v) < 0:
            ev.message("RepeatedTiming", "tmin", t)
            return None
        limit = float(v)
    times = []
    start = time.perf_counter()
    while True:
        ev.check_interrupt()
        t0 = time.perf_counter()
        r = ev.evaluate(expr.args[0])
        t1 = time.perf_counter()
        times.append(t1 - t0)
        if t1 - start >= limit and len(times) >= 4 or t1 - start >= 60 * max(limit, 1):
            break
    times.sort()
    q = len(times) // 4
    middle = times[q:len(times) - q] or times
    return Expression(S.List, (_seconds(sum(middle) / len(middle)), r))


symbol_spec("$Failed", usage="$Failed is returned by a computation that failed.",
            examples=[("Head[$Failed]", "Symbol")])
symbol_spec("$Aborted", usage="$Aborted is returned by an evaluation that was aborted.",
            examples=[("CheckAbort[Abort[], $Aborted]", "$Aborted")])
symbol_spec("General", usage="General is the symbol to which general messages are "
                             "attached.",
            examples=[("General::argx", "`1` called with `2` arguments; 1 argument is "
                                        "expected.")])
