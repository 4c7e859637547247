#!/usr/bin/env python3
"""Writes LandmarksKit/Resources/landmarkData.json: our own sample landmarks.

Twelve real public places, four per category, with approximate coordinates and our own
one-line descriptions. Three are featured (one per category) and four are favourites.
Run from the repository root: python3 Apps/Landmarks/Scripts/make_landmarks.py
"""
import json
import os

PLACES = [
    # id, name, park, state, city, category, lat, lon, featured, favourite, description
    (1001, "Crater Lake", "Crater Lake National Park", "Oregon", "Klamath Falls", "Lakes",
     42.94, -122.10, True, True,
     "A deep blue lake filling the caldera of a collapsed volcano, ringed by cliffs."),
    (1002, "Jenny Lake", "Grand Teton National Park", "Wyoming", "Jackson", "Lakes",
     43.75, -110.73, False, False,
     "A glacial lake at the foot of the Tetons, with a boat shuttle to the canyon trails."),
    (1003, "Lake Crescent", "Olympic National Park", "Washington", "Port Angeles", "Lakes",
     48.06, -123.79, False, True,
     "A long, clear lake in a forested valley, still and cold even in summer."),
    (1004, "Lake Tahoe", "Lake Tahoe Basin", "California", "South Lake Tahoe", "Lakes",
     39.10, -120.03, False, False,
     "A large alpine lake on the state line, with granite shores and sandy coves."),
    (1005, "Horseshoe Bend", "Glen Canyon National Recreation Area", "Arizona", "Page",
     "Rivers", 36.88, -111.51, True, False,
     "The Colorado River loops around a sandstone spur a thousand feet below the rim."),
    (1006, "Merced River", "Yosemite National Park", "California", "El Portal", "Rivers",
     37.72, -119.65, False, True,
     "A river that winds through the valley floor between meadows and granite walls."),
    (1007, "New River Gorge", "New River Gorge National Park", "West Virginia", "Fayetteville",
     "Rivers", 38.07, -81.08, False, False,
     "An old river in a steep gorge, known for its long arch bridge and whitewater."),
    (1008, "Buffalo National River", "Buffalo National River", "Arkansas", "Harrison",
     "Rivers", 36.07, -92.91, False, False,
     "A free-flowing river beneath tall bluffs, good for a slow day in a canoe."),
    (1009, "Half Dome", "Yosemite National Park", "California", "Yosemite Valley", "Mountains",
     37.75, -119.53, False, True,
     "A granite dome sheared on one side, climbed by cables on its rounded back."),
    (1010, "Denali", "Denali National Park", "Alaska", "Healy", "Mountains",
     63.07, -151.01, True, False,
     "The highest peak in North America, often hidden in its own weather."),
    (1011, "Mount Rainier", "Mount Rainier National Park", "Washington", "Ashford",
     "Mountains", 46.85, -121.76, False, False,
     "A glaciated volcano above wildflower meadows, visible from far across the state."),
    (1012, "Longs Peak", "Rocky Mountain National Park", "Colorado", "Estes Park", "Mountains",
     40.25, -105.62, False, False,
     "A fourteen-thousand-foot summit with a flat top and a long day's climb."),
]


def main():
    rows = []
    for (ident, name, park, state, city, category, lat, lon, featured, favourite,
         description) in PLACES:
        rows.append({
            "id": ident, "name": name, "park": park, "state": state, "city": city,
            "description": description, "isFavorite": favourite, "isFeatured": featured,
            "category": category,
            "imageName": name.lower().replace(" ", "-"),
            "coordinates": {"latitude": lat, "longitude": lon},
        })
    here = os.path.dirname(os.path.abspath(__file__))
    path = os.path.join(here, "..", "LandmarksKit", "Resources", "landmarkData.json")
    with open(path, "w") as out:
        json.dump(rows, out, indent=2, ensure_ascii=False)
        out.write("\n")


if __name__ == "__main__":
    main()
