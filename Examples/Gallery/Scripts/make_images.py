"""Draws the Gallery's sample pictures (our own, procedural) as small PNGs.

Run from this directory: python3 make_images.py. Writes ../GalleryKit/Resources/Images/.
Only the standard library is used (zlib and struct), so no imaging package is needed.
"""

import math
import os
import struct
import zlib

OUT = os.path.join(os.path.dirname(__file__), "..", "GalleryKit", "Resources", "Images")
WIDTH, HEIGHT = 96, 64


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))


def write_png(name, pixel):
    rows = bytearray()
    for y in range(HEIGHT):
        rows.append(0)
        for x in range(WIDTH):
            rows.extend(bytes(pixel(x / (WIDTH - 1), y / (HEIGHT - 1))) + b"\xff")
    header = struct.pack(">IIBBBBB", WIDTH, HEIGHT, 8, 6, 0, 0, 0)
    data = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(bytes(rows), 9)) + chunk(b"IEND", b""))
    with open(os.path.join(OUT, name + ".png"), "wb") as f:
        f.write(data)


def mix(a, b, t):
    return tuple(int(a[i] + (b[i] - a[i]) * max(0.0, min(1.0, t))) for i in range(3))


def sunrise(x, y):
    sky = mix((250, 170, 90), (70, 90, 170), y * 1.6)
    if math.hypot(x - 0.5, (y - 0.62) * 1.5) < 0.16:
        return (255, 230, 140)
    if y > 0.62 + 0.06 * math.sin(x * 9):
        return mix((40, 90, 60), (20, 50, 35), (y - 0.6) * 2.5)
    return sky


def lake(x, y):
    if y < 0.45:
        peak = 0.45 - 0.35 * max(0.0, 1 - abs(x - 0.4) * 3)
        return (235, 240, 245) if y > peak and y < peak + 0.06 else (
            mix((90, 100, 120), (60, 70, 85), y) if y > peak else mix((150, 200, 240), (200, 225, 250), y * 2))
    return mix((40, 110, 160), (20, 60, 110), (y - 0.45) * 2)


def aurora(x, y):
    wave = 0.35 + 0.12 * math.sin(x * 7 + 1) + 0.05 * math.sin(x * 19)
    glow = max(0.0, 1 - abs(y - wave) * 6)
    base = mix((10, 15, 40), (25, 30, 60), y)
    return mix(base, (80, 230, 160), glow)


if __name__ == "__main__":
    os.makedirs(OUT, exist_ok=True)
    write_png("sunrise", sunrise)
    write_png("lake", lake)
    write_png("aurora", aurora)
