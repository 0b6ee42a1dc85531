"""The messages of an evaluation (``ev.message``, ``ev.relay``, the argument-count
messages and ``ev.print_line``): the part of ``core.evaluation.Evaluation`` that emits
``Name::tag`` messages, honouring Off, Check, Quiet and the three-per-evaluation limit."""

from mathilda.core.expr import Expr, Expression, Integer, S, String, Symbol
from mathilda.core.messages import Message, format_template


_MESSAGE_LIST = Symbol("$MessageList")


class EvaluationMessages:
    """Mixed into Evaluation: uses its ``defs``, ``quiet``, ``check_stack``,
    ``message_counts``, ``messages``, ``message_sink`` and ``output``."""

    def argcount_message(self, name, n, lo, hi):
        """Emit the General::arg* message for ``name`` called with ``n`` arguments when
        ``lo``..``hi`` (hi None: unbounded) are expected."""
        return self._argcount_message(name, n, lo, hi)

    def _argcount_message(self, name, n, lo, hi):
        sym = Symbol(name)
        if lo == hi:
            if lo == 1:
                self.message(name, "argx", sym, Integer(n))
            elif lo == 0:
                if n == 1:
                    self.message(name, "argsu", sym)
                else:
                    self.message(name, "args", sym, Integer(n))
            elif n == 1:
                self.message(name, "argr", sym, Integer(lo))
            else:
                self.message(name, "argrx", sym, Integer(n), Integer(lo))
        elif hi is None:
            if n == 1:
                self.message(name, "argmu", sym, Integer(lo))
            else:
                self.message(name, "argm", sym, Integer(n), Integer(lo))
        elif hi == lo + 1:
            if n == 1:
                self.message(name, "argtu", sym, Integer(lo), Integer(hi))
            else:
                self.message(name, "argt", sym, Integer(n), Integer(lo), Integer(hi))
        elif n == 1:
            self.message(name, "argbu", sym, Integer(lo), Integer(hi))
        else:
            self.message(name, "argb", sym, Integer(n), Integer(lo), Integer(hi))

    # --- messages ---------------------------------------------------------------------
    def message(self, sym, tag, *args):
        """Emit ``sym::tag`` with its template filled from ``args`` (Exprs or str)."""
        if isinstance(sym, Symbol):
            sym = sym.name
        if self._is_off(sym, tag):
            return
        template = self.defs.message_template(sym, tag)
        if template is None:
            template = "-- Message text not found --" + "".join(
                " (`%d`)" % (i + 1) for i in range(len(args)))
        text = format_template(template, [_msg_arg(a) for a in args])
        self.relay(Message(sym, tag, text))

    def relay(self, msg):
        """Emit an already formatted Message (also one relayed from a parallel kernel),
        honouring Off, Check, Quiet and the three-per-evaluation limit as message() does."""
        sym, tag = msg.symbol, msg.tag
        if self._is_off(sym, tag):
            return
        for frame in self.check_stack:
            frame.append(msg)
        for q in self.quiet:
            if q is None or (sym, tag) in q or ("General", tag) in q:
                return
        key = (sym, tag)
        count = self.message_counts.get(key, 0) + 1
        self.message_counts[key] = count
        if count > 3:
            if count == 4:
                stop = Message("General", "stop", "Further output of %s::%s will be "
                               "suppressed during this calculation." % key)
                self._emit(stop)
            return
        self._emit(msg)

    def _is_off(self, sym, tag):
        defs = self.defs
        return (sym, tag) in defs.off or (("General", tag) in defs.off
                                          and (sym, tag) not in getattr(defs, "on", ()))

    def _emit(self, msg):
        self.messages.append(msg)
        d = self.defs.table.get(_MESSAGE_LIST)
        if d is not None and d.own is not None:
            self._append_message_list(msg)
        if self.message_sink is not None:
            self.message_sink(msg)

    def _append_message_list(self, msg):
        """$MessageList given a value (Block[{$MessageList = {}}, ...]): the message is
        appended to it, as the Wolfram kernel does."""
        cur = self.defs.table[_MESSAGE_LIST].own.rhs
        if type(cur) is Expression and cur.head is S.List:
            name = Expression(S.MessageName, (Symbol(msg.symbol), String(msg.tag)))
            self.defs.set_own(_MESSAGE_LIST, Expression(
                S.List, cur.args + (Expression(S.HoldForm, (name,)),)))

    def print_line(self, text):
        if self.output is not None:
            self.output(text)
        else:
            print(text)


_MSG_ARG_MAX = 200


def _msg_arg(a):
    """A message argument as text; long expressions are elided in the middle, as
    Short does (``f[f[f[ <<5960>> ]]]``)."""
    if isinstance(a, str):
        return a
    if isinstance(a, Expr):
        from mathilda.printing import short_form
        try:
            text = short_form(a)
        except RecursionError:
            from mathilda.runtime.deep import run_deep
            text = run_deep(short_form, a)
        if len(text) > _MSG_ARG_MAX:
            keep = _MSG_ARG_MAX // 2 - 10
            text = "%s <<%d>> %s" % (text[:keep], len(text) - 2 * keep, text[-keep:])
        return text
    return str(a)
