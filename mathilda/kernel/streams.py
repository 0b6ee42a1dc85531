"""Print output and messages as ``stream`` messages on IOPub, as they happen.

The evaluation runs on its own thread while the kernel's main thread waits, so text is sent
from that thread (ipykernel's IOPub socket is safe to use from any thread).  The first text
after a quiet spell goes out at once; text that follows within ``interval`` seconds is
gathered and sent by a timer, so a loop that prints ten thousand lines sends a few dozen
messages, not ten thousand.  Consecutive text of the same stream is merged; a change of
stream (stdout to stderr) sends what is pending first, so the order is kept.
"""

import threading
import time

__all__ = ["StreamSender"]


class StreamSender:
    """``write(name, text)`` for the streams "stdout" and "stderr"; ``flush()`` sends
    everything pending.  ``send(name, text)`` delivers one message."""

    def __init__(self, send, interval=0.05):
        self.send = send
        self.interval = interval
        self.lock = threading.Lock()
        self.pending_name = None
        self.pending = []
        self.last = 0.0              # time of the last send
        self.timer = None

    def write(self, name, text):
        with self.lock:
            if self.pending and self.pending_name != name:
                self._flush_locked()
            self.pending_name = name
            self.pending.append(text)
            if time.monotonic() - self.last >= self.interval:
                self._flush_locked()
            elif self.timer is None:
                self.timer = threading.Timer(self.interval, self.flush)
                self.timer.daemon = True
                self.timer.start()

    def flush(self):
        with self.lock:
            self._flush_locked()

    def _flush_locked(self):
        if self.timer is not None and self.timer is not threading.current_thread():
            self.timer.cancel()
        self.timer = None
        if not self.pending:
            return
        name, text = self.pending_name, "".join(self.pending)
        self.pending = []
        self.last = time.monotonic()
        self.send(name, text)
