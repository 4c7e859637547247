"""A loopback news feed for the corpus's Headlines sample.

Paths:
  /headlines.json   200, three articles as JSON
  /broken.json      200, an HTML page where JSON was expected
  anything else     404
"""

import json

from loopback import QuietHandler, serve

ARTICLES = [
    {"id": 1, "title": "Rain returns to the valley", "section": "Weather"},
    {"id": 2, "title": "Library opens late on Fridays", "section": "Town"},
    {"id": 3, "title": "Valley orchard wins a prize", "section": "Town"},
]


class Handler(QuietHandler):
    def do_GET(self):
        if self.path == "/headlines.json":
            self.send_bytes(200, json.dumps(ARTICLES).encode(), "application/json")
        elif self.path == "/broken.json":
            self.send_bytes(200, b"<html>not json</html>", "text/html")
        else:
            self.send_bytes(404, b"not found", "text/plain")


if __name__ == "__main__":
    serve(Handler)
