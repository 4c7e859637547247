"""A stand-in for a SheetDB-style endpoint, for the GiftExchangeKit client tests.

Serves on 127.0.0.1 at a port the OS chooses, prints that port on the first line of
stdout, and exits when its stdin closes (so it never outlives the test that started it).

Paths:
  /rows       200, a JSON array of rows (timestamp, name, email)
  /messy      200, rows with extra fields, padded names, blank and missing names
  /malformed  200, a JSON object instead of an array
  /notjson    200, a body that is not JSON at all
  /quota      429
  /error      500
  /slow       200 with rows, after waiting ?seconds=N (default 5)
  anything else: 404
"""

import json
import time
from urllib.parse import parse_qs, urlparse

from loopback import QuietHandler, serve

ROWS = [
    {"timestamp": "12/1/2025 9:00:00", "name": "Alder Finch", "email": "alder@example.com"},
    {"timestamp": "12/1/2025 9:05:00", "name": "Bryony Vale", "email": "bryony@example.com"},
    {"timestamp": "12/1/2025 9:10:00", "name": "Caspian Reed", "email": "caspian@example.com"},
    {"timestamp": "12/1/2025 9:15:00", "name": "Dagny Storm", "email": "dagny@example.com"},
    {"timestamp": "12/1/2025 9:20:00", "name": "Elowen Marsh", "email": "elowen@example.com"},
]

MESSY = [
    {"timestamp": "1", "name": "  Fenwick Hale ", "email": "f@example.com", "shirt": "L"},
    {"timestamp": "2", "name": "", "email": "blank@example.com"},
    {"timestamp": "3", "email": "noname@example.com"},
    {"timestamp": "4", "name": "   ", "email": "spaces@example.com"},
    {"timestamp": "5", "name": "Greer Ashby", "email": "g@example.com", "note": "veggie"},
    {"timestamp": "6", "name": 42, "email": "number@example.com"},
    "not a row",
    {"timestamp": "7", "name": "\tHollis Penn\n", "email": "h@example.com"},
]


class Handler(QuietHandler):
    def send_body(self, status, body, content_type="application/json"):
        self.send_bytes(status, body.encode("utf-8"), content_type)

    def do_GET(self):
        url = urlparse(self.path)
        try:
            if url.path == "/rows":
                self.send_body(200, json.dumps(ROWS))
            elif url.path == "/messy":
                self.send_body(200, json.dumps(MESSY))
            elif url.path == "/malformed":
                self.send_body(200, json.dumps({"error": "API ID not found"}))
            elif url.path == "/notjson":
                self.send_body(200, "<html>Service unavailable</html>", "text/html")
            elif url.path == "/quota":
                self.send_body(429, json.dumps({"error": "Too many requests"}))
            elif url.path == "/error":
                self.send_body(500, json.dumps({"error": "Internal error"}))
            elif url.path == "/slow":
                seconds = float(parse_qs(url.query).get("seconds", ["5"])[0])
                time.sleep(seconds)
                self.send_body(200, json.dumps(ROWS))
            else:
                self.send_body(404, json.dumps({"error": "Not found"}))
        except (BrokenPipeError, ConnectionResetError):
            pass  # The client gave up (the slow path): nothing to do.


if __name__ == "__main__":
    serve(Handler)
