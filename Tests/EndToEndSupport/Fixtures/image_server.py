"""A loopback image server for the ImageLoader / AsyncImage tests.

Serves on 127.0.0.1 at a port the OS chooses, prints that port on the first line of
stdout, and exits when its stdin closes or after five minutes, whichever comes first,
so it never outlives the test that started it.

Paths (every one but /count is counted):
  /png/<W>x<H>/<name>.png        200, an uncompressed W x H PNG of noise seeded by <name>
  /slow/<S>/<W>x<H>/<name>.png   the same after S seconds
  /corrupt.png                   200, bytes that are not an image
  /truncated.png                 200, the first half of a valid PNG
  /count?path=P                  how many requests P received (P omitted: all of them)
  anything else                  404
"""

import random
import re
import struct
import threading
import time
import zlib
from collections import Counter
from urllib.parse import parse_qs, urlparse

from loopback import QuietHandler, serve

COUNTS = Counter()
LOCK = threading.Lock()
PNG_PATH = re.compile(r"^/(?:slow/(\d+(?:\.\d+)?)/)?png/(\d+)x(\d+)/([\w-]+)\.png$")


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))


def png(width, height, name):
    rng = random.Random(name)
    rows = b"".join(b"\x00" + rng.randbytes(width * 4) for _ in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(rows, 0)) + chunk(b"IEND", b""))


class Handler(QuietHandler):
    def send_bytes(self, status, data, content_type="image/png"):
        super().send_bytes(status, data, content_type)

    def do_GET(self):
        url = urlparse(self.path)
        try:
            if url.path == "/count":
                wanted = parse_qs(url.query).get("path", [None])[0]
                with LOCK:
                    count = COUNTS[wanted] if wanted else sum(COUNTS.values())
                self.send_bytes(200, str(count).encode(), "text/plain")
                return
            with LOCK:
                COUNTS[url.path] += 1
            match = PNG_PATH.match(url.path)
            if match:
                delay, width, height, name = match.groups()
                if delay:
                    time.sleep(float(delay))
                self.send_bytes(200, png(int(width), int(height), name))
            elif url.path == "/corrupt.png":
                self.send_bytes(200, b"these bytes are not a picture")
            elif url.path == "/truncated.png":
                data = png(16, 16, "truncated")
                self.send_bytes(200, data[: len(data) // 2])
            else:
                self.send_bytes(404, b"not found", "text/plain")
        except (BrokenPipeError, ConnectionResetError):
            pass  # The client gave up (a cancelled load): nothing to do.


if __name__ == "__main__":
    serve(Handler)
