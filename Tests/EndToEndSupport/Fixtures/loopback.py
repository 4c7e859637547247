"""What the loopback test servers share: a quiet handler that sends a body, and a
server on 127.0.0.1 at a port the OS chooses that prints the port on the first line of
stdout and exits when its stdin closes or after five minutes, whichever comes first, so
it never outlives the test that started it."""

import os
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


class QuietHandler(BaseHTTPRequestHandler):
    def send_bytes(self, status, data, content_type):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, format, *args):
        pass  # Keep the test output clean.


def exit_when_stdin_closes():
    sys.stdin.read()
    os._exit(0)


def serve(handler):
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    threading.Thread(target=exit_when_stdin_closes, daemon=True).start()
    threading.Timer(300, lambda: os._exit(0)).start()
    print(server.server_address[1], flush=True)
    server.serve_forever()
