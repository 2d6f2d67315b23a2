#!/usr/bin/env python3
"""Draws MotionLab's icon: a blue rounded square with a white ball and its motion trail.

Each size is drawn from the shapes at that size (supersampled), not scaled from another,
with the square's edges on whole pixels, so every size is sharp:
- Assets/Images/icon.png, 128 px, the window's icon;
- Packaging/icons/motionlab-<N>.png at 48, 64, 128 and 256 px, the launcher's (hicolor);
- Packaging/icons/motionlab.svg, the same shapes as a vector (hicolor's scalable size).
Pure Python (zlib only), so it runs anywhere. Run from the repository root:
python3 Tools/make-icon.py"""
import struct, zlib

DESIGN = 128  # the shapes are given on a 128-unit square
CORNER, MARGIN = 28, 4
TOP, BOTTOM = (0x3B, 0x8E, 0xFF), (0x00, 0x5A, 0xD6)
BALLS = [(38, 86, 9, 0.35), (54, 70, 12, 0.6), (76, 52, 18, 1.0)]  # x, y, radius, opacity
SS = 4  # supersamples per pixel, per axis


def draw(n):
    k = n / DESIGN
    m = max(1, round(MARGIN * k))  # the square's edges fall on whole pixels
    r = CORNER * k

    def in_square(x, y):
        cx = min(max(x, m + r), n - m - r)
        cy = min(max(y, m + r), n - m - r)
        return (x - cx) ** 2 + (y - cy) ** 2 <= r * r and m <= x <= n - m and m <= y <= n - m

    def coverage(px, py, inside):
        hits = sum(inside(px + (sx + 0.5) / SS, py + (sy + 0.5) / SS) for sy in range(SS) for sx in range(SS))
        return hits / (SS * SS)

    balls = [(x * k, y * k, rad * k, a) for (x, y, rad, a) in BALLS]
    rows = []
    for y in range(n):
        row = bytearray([0])
        t = (y + 0.5) / n
        base = [TOP[i] * (1 - t) + BOTTOM[i] * t for i in range(3)]
        for x in range(n):
            a = coverage(x, y, in_square)
            rgb = list(base)
            for (cx, cy, rad, alpha) in balls:
                if abs(x + 0.5 - cx) > rad + 1 or abs(y + 0.5 - cy) > rad + 1:
                    continue
                c = coverage(x, y, lambda u, v: (u - cx) ** 2 + (v - cy) ** 2 <= rad * rad) * alpha
                rgb = [v * (1 - c) + 255 * c for v in rgb]
            row += bytes([int(v) for v in rgb] + [int(a * 255 + 0.5)])
        rows.append(bytes(row))
    return png(n, rows)


def png(n, rows):
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", n, n, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) + chunk(b"IEND", b""))


def svg():
    hexes = ["#%02X%02X%02X" % c for c in (TOP, BOTTOM)]
    side = DESIGN - 2 * MARGIN
    circles = "\n".join(f'  <circle cx="{x}" cy="{y}" r="{r}" fill="#FFFFFF" fill-opacity="{a}"/>' for (x, y, r, a) in BALLS)
    return f'''<svg xmlns="http://www.w3.org/2000/svg" width="{DESIGN}" height="{DESIGN}" viewBox="0 0 {DESIGN} {DESIGN}">
  <title>MotionLab</title>
  <defs>
    <linearGradient id="blue" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="{hexes[0]}"/>
      <stop offset="1" stop-color="{hexes[1]}"/>
    </linearGradient>
  </defs>
  <rect x="{MARGIN}" y="{MARGIN}" width="{side}" height="{side}" rx="{CORNER}" fill="url(#blue)"/>
{circles}
</svg>
'''


def write(path, data):
    with open(path, "wb") as f:
        f.write(data)


write("Assets/Images/icon.png", draw(128))
for n in (48, 64, 128, 256):
    write(f"Packaging/icons/motionlab-{n}.png", draw(n))
write("Packaging/icons/motionlab.svg", svg().encode())
print("make-icon: wrote Assets/Images/icon.png and Packaging/icons/")
