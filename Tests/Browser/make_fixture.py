#!/usr/bin/env python3
"""Writes fixtures/suite.json: a SuiteReport (format motionlab-test-report, version 1) as
`motionlab test --reporter json=FILE` writes one, with three passed captures, one failed
(its mark 2 with real PNGs: expected, actual, difference) and one error. The browser tests
turn it into HTML with `motionlab merge-reports`. Deterministic: run it again and the file
is the same. Python's standard library only (the PNGs are made with zlib and struct)."""
import base64
import json
import os
import struct
import zlib

W, H = 240, 160
BACKGROUND = (246, 247, 249)
TAB_BAR = (228, 231, 236)


def png(pixels):
    """PNG bytes of rows of (r, g, b) tuples."""
    raw = b"".join(b"\x00" + bytes(c for px in row for c in px) for row in pixels)

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", W, H, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def scene(circles):
    """The Circles tab, small: a tab bar and discs of colour."""
    rows = []
    for y in range(H):
        row = []
        for x in range(W):
            px = TAB_BAR if y >= H - 22 else BACKGROUND
            for cx, cy, r, colour in circles:
                d = ((x - cx) ** 2 + (y - cy) ** 2) ** 0.5
                if d <= r - 0.5:
                    px = colour
                elif d <= r + 0.5:  # a pixel of antialiasing at the edge
                    a = r + 0.5 - d
                    px = tuple(int(p * (1 - a) + c * a) for p, c in zip(px, colour))
            row.append(px)
        rows.append(row)
    return rows


def difference(expected, actual):
    """The expected picture faded, with the pixels that differ in magenta."""
    rows = []
    for e_row, a_row in zip(expected, actual):
        row = []
        for e, a in zip(e_row, a_row):
            if max(abs(p - q) for p, q in zip(e, a)) > 4:
                row.append((255, 0, 255))
            else:
                row.append(tuple(int(255 - (255 - c) * 0.25) for c in e))
        rows.append(row)
    return rows


def b64(data):
    return base64.b64encode(data).decode("ascii")


ORANGE, BLUE, GREEN = (255, 149, 0), (10, 132, 255), (52, 199, 89)
expected = scene([(60, 60, 34, ORANGE), (175, 80, 30, GREEN)])
actual = scene([(120, 60, 34, ORANGE), (175, 80, 30, GREEN)])
diff = difference(expected, actual)

PLATFORM = "x86_64 · SDL 2.26.5 · Chipmunk 7.0.3"


def mark(number, time, status="passed", **extra):
    m = {"number": number, "time": time, "status": status, "differences": [], "pictureSummary": "the pictures agree"}
    m.update(extra)
    return m


captures = [
    {
        "path": "Tests/Captures/black-hole-fling.json", "status": "passed", "duration": 0.912,
        "summary": "Black Hole · 800×600 · seed 7 · three squares from squares.json",
        "recordedOn": PLATFORM,
        "actions": ["0.000 s  launched on Black Hole", "1.204 s  dragged a square from (200, 300) to (520, 180)",
                    "1.380 s  flung it at 1840 pt/s"],
        "marks": [mark(1, 0.8), mark(2, 3.25)],
    },
    {
        "path": "Tests/Captures/circles-lift-drag.json", "status": "failed", "duration": 1.437,
        "summary": "Circles · 800×600 · seed 3 · launched with <no settings> & defaults",
        "recordedOn": PLATFORM,
        "actions": ["0.000 s  launched on Circles", "0.412 s  double-tapped at (150, 150): a circle appeared",
                    "1.980 s  long-pressed the circle at (200, 200) and lifted it",
                    "2.640 s  dragged it to (350, 200)", "3.104 s  released it"],
        "marks": [
            mark(1, 1.0),
            mark(2, 10.171, "failed",
                 message="window/content/circles/canvas/circle[1]: frame [150, 150, 100, 100] in the capture, "
                         "[300, 150, 100, 100] in the replay",
                 differences=["window/content/circles/canvas/circle[1]: frame [150, 150, 100, 100] in the capture, "
                              "[300, 150, 100, 100] in the replay",
                              "window/content/circles/canvas/circle[1]: position [200, 200] in the capture, [350, 200] in the replay"],
                 pictureSummary="2 712 pixels (7.1 %) differ beyond antialiasing",
                 expected=b64(png(expected)), actual=b64(png(actual)), difference=b64(png(diff))),
            mark(3, 12.5),
        ],
    },
    {
        "path": "Tests/Captures/color-timer-restart.json", "status": "passed", "duration": 0.655,
        "summary": "Color Timer · 800×600 · seed 1 · 10 s countdown",
        "recordedOn": PLATFORM,
        "actions": ["0.000 s  launched on Color Timer", "2.500 s  tapped Restart"],
        "marks": [mark(1, 2.0), mark(2, 4.0), mark(3, 6.0)],
    },
    {
        "path": "Tests/Captures/broken/truncated.json", "status": "error", "duration": 0.004,
        "error": "Tests/Captures/broken/truncated.json: not a capture: the file ends inside event 12 at byte 2048; "
                 "record it again or remove it from the suite",
        "summary": "", "actions": [], "marks": [],
    },
    {
        "path": "Tests/Captures/snowman-play-pause.json", "status": "passed", "duration": 1.02,
        "summary": "Snowman · 800×600 · seed 2 · settings from snowman.json",
        "actions": ["0.000 s  launched on Snowman", "1.000 s  tapped Play", "3.000 s  tapped Pause"],
        "marks": [mark(1, 3.5)],
    },
]

report = {
    "format": "motionlab-test-report", "version": 1,
    "startedAt": "2026-11-27T09:30:00Z", "duration": 4.2, "platform": PLATFORM,
    "captures": sorted(captures, key=lambda c: c["path"]),
}

out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fixtures", "suite.json")
with open(out, "w", encoding="utf-8") as f:
    json.dump(report, f, indent=2, sort_keys=True, ensure_ascii=False)
    f.write("\n")
print(out)
