#!/usr/bin/env python3
"""Draws Assets/Images/icon.png, MotionLab's window icon: a blue rounded square with a
white ball and its motion trail. Pure Python (zlib only), so it runs anywhere.
Run from the repository root: python3 Tools/make-icon.py"""
import math, struct, zlib

N, SS = 128, 4  # output size, supersampling per axis

def coverage(px, py, inside):
    hits = 0
    for sy in range(SS):
        for sx in range(SS):
            if inside(px + (sx + 0.5) / SS, py + (sy + 0.5) / SS):
                hits += 1
    return hits / (SS * SS)

def rounded_square(x, y, r=28, m=4):
    cx = min(max(x, m + r), N - m - r)
    cy = min(max(y, m + r), N - m - r)
    return (x - cx) ** 2 + (y - cy) ** 2 <= r * r and m <= x <= N - m and m <= y <= N - m

def disc(cx, cy, r):
    return lambda x, y: (x - cx) ** 2 + (y - cy) ** 2 <= r * r

balls = [(38, 86, 9, 0.35), (54, 70, 12, 0.6), (76, 52, 18, 1.0)]
rows = []
for y in range(N):
    row = bytearray([0])
    for x in range(N):
        a = coverage(x, y, rounded_square)
        top, bottom = (0x3B, 0x8E, 0xFF), (0x00, 0x5A, 0xD6)
        t = y / N
        r, g, b = [int(top[i] * (1 - t) + bottom[i] * t) for i in range(3)]
        for (cx, cy, rad, alpha) in balls:
            c = coverage(x, y, disc(cx, cy, rad)) * alpha
            r, g, b = [int(v * (1 - c) + 255 * c) for v in (r, g, b)]
        row += bytes([r, g, b, int(a * 255)])
    rows.append(bytes(row))

def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", N, N, 8, 6, 0, 0, 0))
png += chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) + chunk(b"IEND", b"")
open("Assets/Images/icon.png", "wb").write(png)
