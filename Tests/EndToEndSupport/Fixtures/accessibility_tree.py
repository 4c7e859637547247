"""Prints the accessibility tree (AT-SPI) of the first application that shows a window.

Run on the same session bus and display as the app (under `dbus-run-session`). Waits,
for at most the seconds given as the first argument, until an application has a window
whose tree stopped changing (the app drew its first frames), then prints one line per
object, depth-first, tab-separated: depth, role, name. The first line is the
application itself. Needs Debian's python3 with `gi` and gir1.2-atspi-2.0.
"""

import sys
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi  # noqa: E402


def walk(node, depth, rows):
    try:
        role, name = node.get_role_name(), node.get_name() or ""
        count = node.get_child_count()
    except Exception:  # an object that went away while being read
        return
    rows.append((depth, role, name))
    for index in range(count):
        child = node.get_child_at_index(index)
        if child is not None:
            walk(child, depth + 1, rows)


def tree():
    try:
        desktop = Atspi.get_desktop(0)
        for index in range(desktop.get_child_count()):
            app = desktop.get_child_at_index(index)
            if app is not None and app.get_child_count() > 0:
                rows = []
                walk(app, 0, rows)
                return rows
    except Exception as error:  # the bus or the app still starting: look again
        print(f"not read yet: {error}", file=sys.stderr)
    return None


def main():
    deadline = time.time() + float(sys.argv[1] if len(sys.argv) > 1 else 30)
    last = None
    while time.time() < deadline:
        rows = tree()
        # Settled: the same tree twice, half a second apart, beyond an empty window.
        if rows is not None and len(rows) > 3 and rows == last:
            break
        last = rows
        time.sleep(0.5)
    if not last:
        sys.exit("no application showed a window")
    if rows != last:
        print("the tree never settled; the last one read follows", file=sys.stderr)
    for depth, role, name in last:
        print(f"{depth}\t{role}\t{name.replace(chr(10), ' ')}")


main()
