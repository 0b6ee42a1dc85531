"""The interactive REPL (prompt_toolkit).  No evaluation logic lives here: inputs are handed
to ``mathilda.cli.Console``, which owns the Session and the printing of results.

    In[1]:= f[x_] := x^2

    In[2]:= f[3]

    Out[2]= 9

    In[3]:=

Enter submits the input when it is complete; while a bracket, brace, parenthesis, string or
comment is open it starts a new line instead (Escape Enter always starts a new line).  Tab
completes builtin and user symbols.  Up/Down walk the history, which is kept in
``~/.mathilda_history`` (or ``$MATHILDA_HISTORY``) and appended to after each input, so
several REPLs can share it.  Ctrl+C clears the line at the prompt and aborts a running
evaluation (the result is ``$Aborted`` and the session goes on; pressing it three times
during one unresponsive evaluation quits); Ctrl+D, ``Exit[]`` and ``Quit[]`` leave.
"""

import os
import sys

from prompt_toolkit import PromptSession
from prompt_toolkit.auto_suggest import AutoSuggestFromHistory
from prompt_toolkit.completion import Completer, Completion
from prompt_toolkit.history import FileHistory
from prompt_toolkit.key_binding import KeyBindings
from prompt_toolkit.layout.processors import HighlightMatchingBracketProcessor
from prompt_toolkit.lexers import PygmentsLexer
from prompt_toolkit.styles import Style

__all__ = ["run_repl", "history_path", "SymbolCompleter", "make_key_bindings"]

STYLE = Style.from_dict({
    "prompt": "ansibrightblue bold",
    "matching-bracket.other": "bg:ansibrightblack",
    "matching-bracket.cursor": "bg:ansibrightblack",
})


def history_path():
    """Where the history is kept: $MATHILDA_HISTORY, else ~/.mathilda_history."""
    p = os.environ.get("MATHILDA_HISTORY")
    if p:
        return os.path.expanduser(p)
    return os.path.join(os.path.expanduser("~"), ".mathilda_history")


class SafeFileHistory(FileHistory):
    """FileHistory (which appends each entry to the file as it is entered) that carries on
    in memory when the file cannot be read or written.  A new history file is made readable
    by its owner only (inputs can hold secrets; issue 27's audit of implicit files)."""

    def __init__(self, filename):
        try:
            if not os.path.exists(filename):
                os.close(os.open(filename, os.O_CREAT | os.O_WRONLY | os.O_APPEND, 0o600))
        except OSError:
            pass
        super().__init__(filename)

    def load_history_strings(self):
        try:
            return list(super().load_history_strings())
        except (OSError, UnicodeDecodeError):
            return []

    def store_string(self, string):
        try:
            super().store_string(string)
        except OSError:
            pass


class SymbolCompleter(Completer):
    """Completes the symbol before the cursor from the session's builtin and user names."""

    def __init__(self, console):
        self.console = console

    def get_completions(self, document, complete_event):
        from mathilda.frontend import complete, summary
        session = self.console.session
        text, pos = document.text, document.cursor_position
        start, end, names = complete(session, text, pos)
        for name in names:
            yield Completion(name, start_position=start - end,
                             display_meta=summary(session, name))


def make_key_bindings(console):
    kb = KeyBindings()

    @kb.add("enter")
    def _enter(event):
        buf = event.current_buffer
        state = buf.complete_state
        if state is not None and state.current_completion is not None:
            buf.apply_completion(state.current_completion)
            return
        if console.classify(buf.text)[0] == "incomplete":
            buf.insert_text("\n")
        else:
            buf.validate_and_handle()

    @kb.add("escape", "enter")
    def _newline(event):
        event.current_buffer.insert_text("\n")

    return kb


def _banner():
    from mathilda import __version__
    return ("Mathilda %s (Python %d.%d) -- ?Name for help, Tab completes, Ctrl+D quits\n"
            % ((__version__,) + sys.version_info[:2]))


def run_repl(console, history=None):
    """Read-evaluate-print until Ctrl+D, Exit[] or Quit[]; returns the exit code."""
    from mathilda.highlight import MathildaLexer
    session = console.session
    console.hard_exit_after = 3
    console.blank_before_out = True
    if history is None:
        history = SafeFileHistory(history_path())
    lexer = PygmentsLexer(MathildaLexer)
    prompt = PromptSession(
        message=lambda: [("class:prompt", "In[%d]:= " % session.line)],
        prompt_continuation=lambda width, line_number, soft_wrap: " " * width,
        multiline=True,
        key_bindings=make_key_bindings(console),
        lexer=lexer,
        completer=SymbolCompleter(console),
        complete_while_typing=False,
        auto_suggest=AutoSuggestFromHistory(),
        history=history,
        style=STYLE,
        input_processors=[HighlightMatchingBracketProcessor()],
        enable_history_search=False,
    )
    sys.stdout.write(_banner() + "\n")
    sys.stdout.flush()
    while True:
        try:
            text = prompt.prompt()
        except KeyboardInterrupt:
            continue
        except EOFError:
            sys.stdout.write("\n")
            return 0
        if not text.strip():
            continue
        console.interrupted = 0
        try:
            going_on = console.run_input(text)
        except KeyboardInterrupt:
            going_on = True
        if not going_on:
            return session.exit_code or 0
        console._write(sys.stdout, "\n")
