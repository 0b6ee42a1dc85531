"""The system: the session and the world outside it.

Messages and printing (``Print``, ``Message``, ``MessageName``, ``Off``, ``On``, ``Quiet``,
``Check``), the session's history (``In``, ``Out``, ``$Line``), ``Names``, ``ToString``,
``ToExpression``, timing (``Timing``, ``AbsoluteTiming``), files (``Get`` (``<<``),
``Put`` (``>>``), ``ReadString``, ``ReadList``, file names and directories, ``Exit``),
``Import`` and ``Export`` (text, lines, CSV, TSV, JSON, ...), dates and times
(``AbsoluteTime``, ``DateList``, ``DateString``, ``DateObject``, ``Now``) and
``Information`` (what ``?Name`` and ``??Name`` show)."""
