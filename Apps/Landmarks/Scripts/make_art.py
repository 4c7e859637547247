#!/usr/bin/env python3
"""Paints our own landscape pictures for the landmarks, as PNG files.

For every landmark in LandmarksKit/Resources/landmarkData.json this writes
`<imageName>.png` (square) and, for featured ones, `<imageName>_feature.png` (3:2) into
LandmarksKit/Resources/. Nothing is traced or copied: each picture is a procedural scene
(a sky gradient with a sun or a moon, layered ridges, water with reflections or a winding
river, a few pines) whose choices come from a random generator seeded with the
landmark's id, so the same data always gives the same pictures, and the square and the
wide picture of one landmark show the same scene.

Python 3 standard library only. Run from anywhere: python3 Apps/Landmarks/Scripts/make_art.py
"""
import json
import math
import os
import random
import struct
import zlib

SQUARE = (96, 96)
FEATURE = (192, 128)
SEED = 7919

HERE = os.path.dirname(os.path.abspath(__file__))
RESOURCES = os.path.join(HERE, "..", "LandmarksKit", "Resources")


# Colour helpers. Colours are (r, g, b) tuples of floats in 0...255.

def mix(a, b, t):
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t)


def scale(c, k):
    return (c[0] * k, c[1] * k, c[2] * k)


def clamp(v, lo=0.0, hi=1.0):
    return lo if v < lo else hi if v > hi else v


def smoothstep(e0, e1, x):
    t = clamp((x - e0) / (e1 - e0))
    return t * t * (3 - 2 * t)


def hexcolour(text):
    return (int(text[0:2], 16), int(text[2:4], 16), int(text[4:6], 16))


# Skies: zenith, horizon, light (sun or moon), and whether it is night.
SKIES = {
    "day": (hexcolour("2f6fc0"), hexcolour("bfe0f4"), hexcolour("fff6d8"), False),
    "morning": (hexcolour("5a8fd0"), hexcolour("f6d7b0"), hexcolour("fff1c4"), False),
    "golden": (hexcolour("3b4f8f"), hexcolour("f7a95c"), hexcolour("ffe2a0"), False),
    "dusk": (hexcolour("2a2358"), hexcolour("e8837a"), hexcolour("ffd0a0"), False),
    "night": (hexcolour("0b1230"), hexcolour("2d3f6e"), hexcolour("eef0ff"), True),
}


# PNG encoding.

def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def filtered(row, prev, kind, bpp=3):
    out = bytearray(len(row))
    for i, value in enumerate(row):
        left = row[i - bpp] if i >= bpp else 0
        up = prev[i]
        if kind == 0:
            pred = 0
        elif kind == 1:
            pred = left
        elif kind == 2:
            pred = up
        elif kind == 3:
            pred = (left + up) // 2
        else:
            pred = paeth(left, up, prev[i - bpp] if i >= bpp else 0)
        out[i] = (value - pred) & 0xFF
    return out


def encode_png(width, height, rows):
    """An 8-bit RGB PNG; each row uses the filter with the smallest residuals."""
    raw = bytearray()
    prev = bytes(width * 3)
    for row in rows:
        best = None
        for kind in range(5):
            candidate = filtered(row, prev, kind)
            cost = sum(v if v < 128 else 256 - v for v in candidate)
            if best is None or cost < best[0]:
                best = (cost, kind, candidate)
        raw.append(best[1])
        raw += best[2]
        prev = row

    def chunk(tag, data):
        body = tag + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + chunk(b"IEND", b""))


# Scenes. World coordinates: Y runs 0 (top) to 1 (bottom); X is 0 at the centre and
# measured in the same unit, so a wider picture shows more of the same scene.

class Ridge:
    """A silhouette: pointed peaks (or a dome) plus gentle waves, and how to colour it."""

    def __init__(self, rng, base, peaks, height, colour, snow, kind="peaks"):
        self.base = base
        self.colour = colour
        self.snow = snow
        self.kind = kind
        self.peaks = []
        for _ in range(peaks):
            self.peaks.append((rng.uniform(-0.8, 0.8), height * rng.uniform(0.5, 1.0),
                               rng.uniform(0.55, 1.3)))
        self.waves = [(rng.uniform(6, 22), rng.uniform(0, math.tau), rng.uniform(0.004, 0.012))
                      for _ in range(3)]

    def top(self, x):
        """The world Y of the silhouette at `x` (smaller is higher)."""
        lift = 0.0
        for (px, ph, slope) in self.peaks:
            d = abs(x - px)
            if self.kind == "dome":
                # A rounded back on the left, a sheer face on the right.
                shape = 0.7 * ph - 4.0 * slope * d * d if x < px else 0.7 * ph - d * slope * 5.0
            elif self.kind == "hills":
                shape = ph * math.exp(-((d * slope * 4.0) ** 2))
            elif self.kind == "cone":
                shape = ph - d * slope * (0.8 + 0.6 * smoothstep(0.0, 0.1, d))
            else:
                shape = ph - d * slope
            lift = max(lift, shape)
        for (freq, phase, amp) in self.waves:
            lift += amp * math.sin(freq * x + phase)
        return self.base - lift


def make_scene(landmark):
    rng = random.Random(SEED * 1000 + landmark["id"])
    category = landmark["category"]
    sky = rng.choice(["day", "day", "morning", "golden", "dusk", "night"])
    zenith, horizon, light, night = SKIES[sky]
    scene = {
        "category": category,
        "zenith": zenith, "horizon": horizon, "light": light, "night": night,
        "sun": (rng.uniform(-0.35, 0.35), rng.uniform(0.12, 0.3),
                rng.uniform(0.045, 0.07) if not night else rng.uniform(0.035, 0.05)),
        "sunside": rng.choice([-1, 1]),
        "stars": [(rng.uniform(-0.8, 0.8), rng.uniform(0.0, 0.5), rng.uniform(0.4, 1.0))
                  for _ in range(60 if night else 0)],
        "clouds": [(rng.uniform(-0.8, 0.8), rng.uniform(0.08, 0.32), rng.uniform(0.08, 0.18),
                    rng.uniform(0.015, 0.03)) for _ in range(0 if night else rng.randint(1, 4))],
        "ridges": [],
        "trees": [],
    }
    # Distant colours fade towards the horizon colour: far ridges look bluish and pale.
    rock = rng.choice([hexcolour("5d6b7e"), hexcolour("6b6470"), hexcolour("55687a")])
    green = rng.choice([hexcolour("3f6b3a"), hexcolour("4c7a3c"), hexcolour("35603f")])
    dark = rng.choice([hexcolour("1f3b2a"), hexcolour("243a24"), hexcolour("1b3326")])
    haze = mix(horizon, hexcolour("8090b0"), 0.4)
    if night:
        rock, green, dark = scale(rock, 0.45), scale(green, 0.4), scale(dark, 0.5)
        haze = scale(haze, 0.6)

    if category == "Mountains":
        kind = rng.choice(["peaks", "peaks", "peaks", "cone", "dome"])
        scene["ridges"] = [
            Ridge(rng, 0.62, 3, 0.18, mix(rock, haze, 0.6), False),
            Ridge(rng, 0.72, 2, 0.42, mix(rock, haze, 0.15), True, kind),
            Ridge(rng, 0.88, 3, 0.14, mix(green, haze, 0.2), False, "hills"),
            Ridge(rng, 1.02, 3, 0.12, dark, False, "hills"),
        ]
        scene["snowline"] = 0.44 + rng.uniform(-0.04, 0.06)
        scene["horizonY"] = 0.7
    elif category == "Lakes":
        waterline = rng.uniform(0.56, 0.64)
        scene["waterline"] = waterline
        scene["water"] = scale(mix(hexcolour("1d5a8a"), zenith, 0.3), 0.55 if night else 1.0)
        scene["ridges"] = [
            Ridge(rng, waterline - 0.06, 3, 0.2, mix(rock, haze, 0.5), True),
            Ridge(rng, waterline + 0.005, 3, 0.09, mix(green, haze, 0.25), False, "hills"),
        ]
        scene["snowline"] = waterline - 0.2
        scene["horizonY"] = waterline
        scene["bank"] = (rng.choice([-1, 1]), rng.uniform(0.86, 0.93), dark)
    else:
        canyon = rng.random() < 0.4
        scene["canyon"] = canyon
        ground = hexcolour("b0643c") if canyon else green
        if night:
            ground = scale(ground, 0.45) if canyon else ground
        far = mix(hexcolour("c07a50") if canyon else rock, haze, 0.55)
        scene["ridges"] = [
            Ridge(rng, 0.52, 3, 0.2, far, False),
            Ridge(rng, 0.59, 3, 0.1, mix(ground, haze, 0.3), False, "hills"),
        ]
        scene["ground"] = ground
        scene["groundFar"] = mix(ground, haze, 0.35)
        scene["horizonY"] = 0.56
        scene["snowline"] = -1.0
        scene["river"] = (rng.uniform(5.0, 8.0), rng.uniform(0, math.tau),
                          rng.uniform(0.14, 0.24), rng.uniform(-0.1, 0.1))
        scene["water"] = scale(mix(hexcolour("2f78a8"), horizon, 0.35), 0.5 if night else 1.0)
    # A few pines on the nearest ground.
    for _ in range(rng.randint(3, 7) if category != "Rivers" or not scene["canyon"] else 0):
        scene["trees"].append((rng.uniform(-0.8, 0.8), rng.uniform(0.9, 1.02),
                               rng.uniform(0.08, 0.16), dark))
    return scene


def render(scene, width, height):
    h = float(height)
    xs = [(x + 0.5 - width / 2) / h for x in range(width)]
    ys = [(y + 0.5) / h for y in range(height)]
    zenith, horizon, light = scene["zenith"], scene["horizon"], scene["light"]
    horizon_y = scene["horizonY"]

    def sky_at(y):
        return mix(zenith, horizon, smoothstep(0.0, horizon_y, y) ** 0.8)

    img = [[sky_at(y) for _ in xs] for y in ys]

    # Stars, then the glow and the disc of the sun or moon, then clouds.
    for (sx, sy, bright) in scene["stars"]:
        px, py = int(sx * h + width / 2), int(sy * h)
        if 0 <= px < width and 0 <= py < height:
            img[py][px] = mix(img[py][px], (255, 255, 240), bright)
    sx, sy, radius = scene["sun"]
    for j, y in enumerate(ys):
        for i, x in enumerate(xs):
            d = math.hypot(x - sx, y - sy)
            glow = 0.55 * math.exp(-((d / (radius * 3.2)) ** 2))
            disc = clamp((radius - d) * h + 0.5)
            c = mix(img[j][i], light, glow)
            if scene["night"] and disc > 0:
                # A crescent: a second disc in sky colour bites the moon.
                bite = clamp((radius * 0.85 - math.hypot(x - sx - radius * 0.45,
                                                           y - sy + radius * 0.15)) * h + 0.5)
                disc *= 1 - bite
            img[j][i] = mix(c, light, disc)
    for (cx, cy, cw, ch) in scene["clouds"]:
        for j, y in enumerate(ys):
            for i, x in enumerate(xs):
                d = ((x - cx) / cw) ** 2 + ((y - cy) / ch) ** 2
                puff = ((x - cx - cw * 0.3) / (cw * 0.5)) ** 2 + ((y - cy + ch * 0.7) / ch) ** 2
                a = max(smoothstep(1.0, 0.5, d), smoothstep(1.0, 0.4, puff)) * 0.75
                if a > 0:
                    img[j][i] = mix(img[j][i], mix(horizon, (255, 255, 255), 0.7), a)

    # Ridges, far to near, each shaded by the sun's side, with snow on high slopes.
    side = scene["sunside"]
    snowline = scene["snowline"]
    snow = mix((245, 248, 255), light, 0.2)
    if scene["night"]:
        snow = scale(snow, 0.6)
    for ridge in scene["ridges"]:
        for i, x in enumerate(xs):
            top = ridge.top(x)
            slope = (ridge.top(x + 0.004) - top) / 0.004
            lit = 1.0 + clamp(-slope * side * 0.25, -0.25, 0.25)
            jagged = snowline + 0.025 * math.sin(x * 37.0) + 0.015 * math.sin(x * 91.0)
            for j, y in enumerate(ys):
                cover = clamp((y + 0.5 / h - top) * h)
                if cover <= 0:
                    continue
                depth = y - top
                c = scale(ridge.colour, lit * (1.0 - 0.25 * smoothstep(0.0, 0.35, depth)))
                if ridge.snow and y < jagged and depth < 0.14:
                    c = scale(snow, lit)
                img[j][i] = mix(img[j][i], c, cover)

    if scene["category"] == "Lakes":
        paint_lake(scene, img, xs, ys, h)
    elif scene["category"] == "Rivers":
        paint_river(scene, img, xs, ys, h)

    for (tx, base, th, colour) in scene["trees"]:
        for j, y in enumerate(ys):
            if y < base - th or y > base + 0.02:
                continue
            for i, x in enumerate(xs):
                t = (y - (base - th)) / th
                half = th * 0.28 * min(t, 1.0) * (0.75 + 0.25 * math.sin(t * 20.0) ** 2)
                a = clamp((half - abs(x - tx)) * h + 0.5)
                trunk = clamp((0.006 - abs(x - tx)) * h + 0.5) if y > base - 0.01 else 0
                a = max(a if y <= base else 0.0, trunk)
                if a > 0:
                    img[j][i] = mix(img[j][i], colour, a)

    return [bytes(int(clamp(v / 255.0) * 255 + 0.5) for c in row for v in c) for row in img]


def paint_lake(scene, img, xs, ys, h):
    """Below the waterline: the scene above, mirrored, rippled and tinted by the water."""
    waterline = scene["waterline"]
    water = scene["water"]
    above = [list(row) for row in img]
    height, width = len(ys), len(xs)
    line = waterline * h
    for j, y in enumerate(ys):
        if y < waterline:
            continue
        depth = (y - waterline) / (1 - waterline)
        ripple = int(round(math.sin(j * 1.7) * (0.5 + depth * 2.0)))
        src = int(2 * line - j - 1)
        src = max(0, min(height - 1, src))
        for i in range(width):
            si = max(0, min(width - 1, i + ripple))
            reflected = scale(above[src][si], 0.85)
            c = mix(reflected, water, 0.3 + 0.45 * depth)
            if math.sin(j * 2.3 + i * 0.05) > 0.93 - depth * 0.08:
                c = mix(c, (255, 255, 255), 0.12)
            img[j][i] = c
    # The edge of the water, then a bank in the near corner.
    edge = int(line)
    if 0 <= edge < height:
        img[edge] = [mix(c, scene["horizon"], 0.35) for c in img[edge]]
    side, top, colour = scene["bank"]
    for j, y in enumerate(ys):
        for i, x in enumerate(xs):
            reach = side * x
            bank_top = top - 0.18 * smoothstep(0.0, 0.7, reach) + 0.01 * math.sin(x * 40)
            a = clamp((y + 0.5 / h - bank_top) * h)
            if a > 0:
                img[j][i] = mix(img[j][i], colour, a)


def paint_river(scene, img, xs, ys, h):
    """Ground from the horizon down and a river winding towards the viewer, widening."""
    top = scene["horizonY"]
    freq, phase, width0, drift = scene["river"]
    water = scene["water"]
    canyon = scene["canyon"]
    for j, y in enumerate(ys):
        if y < top:
            continue
        t = (y - top) / (1 - top)
        ground = mix(scene["groundFar"], scene["ground"], t ** 0.7)
        if canyon:
            ground = scale(ground, 0.9 + 0.1 * math.sin(y * 140.0))
        centre = drift + 0.28 * math.sin(freq * t ** 0.8 + phase) * (0.25 + t)
        half = 0.01 + width0 * t ** 1.6
        for i, x in enumerate(xs):
            land = mix(img[j][i], ground, clamp((y - top) * h * 1.5))
            d = abs(x - centre)
            inside = clamp((half - d) * h + 0.5)
            bank = clamp((half + 0.012 + 0.02 * t - d) * h + 0.5) - inside
            shimmer = 0.12 if math.sin(j * 1.9 + x * 30.0) > 0.85 else 0.0
            river = mix(water, (255, 255, 255), shimmer)
            bank_colour = scale(ground, 0.7) if not canyon else scale(ground, 0.6)
            c = mix(land, bank_colour, clamp(bank))
            img[j][i] = mix(c, river, inside)


def main():
    with open(os.path.join(RESOURCES, "landmarkData.json")) as src:
        landmarks = json.load(src)
    for landmark in landmarks:
        scene = make_scene(landmark)
        outputs = [(landmark["imageName"], SQUARE)]
        if landmark["isFeatured"]:
            outputs.append((landmark["imageName"] + "_feature", FEATURE))
        for (name, (width, height)) in outputs:
            data = encode_png(width, height, render(scene, width, height))
            with open(os.path.join(RESOURCES, name + ".png"), "wb") as out:
                out.write(data)
            print(f"{name}.png {width}x{height} {len(data)} bytes")


if __name__ == "__main__":
    main()
