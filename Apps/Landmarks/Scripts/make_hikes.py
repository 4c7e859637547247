#!/usr/bin/env python3
"""Writes LandmarksKit/Resources/hikeData.json: four fictional hikes of our own.

Each hike has twelve observations evenly spaced from the start to the end of the trail.
Elevation (metres) follows a seeded random walk shaped by the hike's profile; pace
(minutes per kilometre) and heart rate (beats per minute) follow the gradient, so a climb
is slower and harder work. Every measurement is a range, written as `[lower, upper]`,
which is how Swift's `Range<Double>` is encoded; lower is always strictly below upper.

The seed is fixed, so running the script again writes the same file.
Run from anywhere: python3 Apps/Landmarks/Scripts/make_hikes.py
"""
import json
import os
import random

SEED = 20240611
OBSERVATIONS = 12

HIKES = [
    # id, name, distance (km), difficulty (1-5), start elevation (m), climb per km (m)
    (1, "Lonetree Switchbacks", 6.4, 3, 1180.0, 55.0),
    (2, "Heron Marsh Boardwalk", 3.2, 1, 42.0, 2.0),
    (3, "Cinder Ridge Loop", 11.8, 4, 1620.0, 30.0),
    (4, "Quarry Notch Traverse", 8.5, 2, 640.0, 12.0),
]


def measured(rng, value, spread, digits=1):
    """A `[lower, upper]` pair around `value`, never empty."""
    below = spread * rng.uniform(0.4, 1.0)
    above = spread * rng.uniform(0.4, 1.0)
    lower = round(value - below, digits)
    upper = round(value + above, digits)
    if upper <= lower:
        upper = round(lower + 10 ** -digits, digits)
    return [lower, upper]


def hike(rng, ident, name, distance, difficulty, start, climb):
    step = distance / (OBSERVATIONS - 1)
    elevation = start
    rows = []
    for index in range(OBSERVATIONS):
        # Climb for the first two thirds, descend after, with noise on every step; loops
        # and flat trails still wander.
        if index == 0:
            gain = 0.0
        else:
            trend = climb if index <= OBSERVATIONS * 2 // 3 else -1.4 * climb
            gain = (trend + rng.gauss(0.0, 6.0 + climb * 0.5)) * step
        elevation = max(1.0, elevation + gain)
        gradient = gain / max(step, 0.1)  # metres per kilometre
        pace = 11.0 + difficulty * 0.8 + max(gradient, 0.0) * 0.05 + rng.uniform(-0.8, 0.8)
        pace = max(pace, 8.0)
        heart = 96.0 + difficulty * 9.0 + max(gradient, -20.0) * 0.35 + rng.uniform(-6.0, 6.0)
        heart = min(max(heart, 80.0), 182.0)
        rows.append({
            "distanceFromStart": round(index * step, 2),
            "elevation": measured(rng, elevation, 2.0 + climb * 0.15),
            "pace": measured(rng, pace, 0.6, digits=2),
            "heartRate": measured(rng, heart, 5.0),
        })
    return {
        "id": ident, "name": name, "distance": distance, "difficulty": difficulty,
        "observations": rows,
    }


def main():
    rng = random.Random(SEED)
    hikes = [hike(rng, *row) for row in HIKES]
    here = os.path.dirname(os.path.abspath(__file__))
    path = os.path.join(here, "..", "LandmarksKit", "Resources", "hikeData.json")
    with open(path, "w") as out:
        json.dump(hikes, out, indent=2)
        out.write("\n")


if __name__ == "__main__":
    main()
