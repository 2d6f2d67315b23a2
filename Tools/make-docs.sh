#!/usr/bin/env bash
# Remakes every picture the README and the pages in docs/ show, from the scripts beside
# them in Assets/Docs: each tab's screenshot, an animated WebP of each exercise's signature
# motion, the controls gallery, a curve plot, the studio's, and the Snowman tab's own
# image. Same inputs, same bytes: a picture that changes in git changed for a reason. A
# test (DocsTests) checks that every picture the README or docs/ shows is made here.
# The command-line reference, docs/cli.md, has its own generator: Tools/make-cli-doc.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build
m=.build/debug/motionlab
d=Assets/Docs

# Stills.
$m screenshot --tab circles --seed 3 --script $d/circles.json --out $d/circles.png
$m screenshot --tab magic-8-ball --offline --seed 2 --at 2.5 --script $d/magic-8-ball.json --out $d/magic-8-ball.png
$m screenshot --gallery --size 800x720 --out $d/gallery.png
$m screenshot --gallery --page containers --script $d/containers.json --out $d/containers.png
$m plot --curve 'spring(mass=1,stiffness=170,damping=15)' --size 480x300 --out $d/spring.png
$m screenshot --tab snowman --script $d/inspector.json --at 3 --out $d/inspector.png

# Motion: one animated WebP per exercise, and the snowman as a filmstrip.
$m record --tab circles --seed 3 --script $d/circles.json --size 960x600 --fps 20 --loop --quality 80 --out $d/circles.webp
$m record --tab black-hole --seed 2 --script $d/black-hole.json --to 3.5 --fps 20 --loop --quality 80 --out $d/black-hole.webp
$m record --tab color-timer --script $d/color-timer.json --to 4 --fps 20 --loop --quality 80 --out $d/color-timer.webp
$m record --tab magic-8-ball --offline --seed 2 --script $d/magic-8-ball-shake.json --to 2.8 --fps 20 --loop --quality 80 --out $d/magic-8-ball.webp
$m record --tab snowman --script $d/snowman.json --to 4.6 --fps 20 --loop --quality 80 --out $d/snowman.webp
$m record --tab snowman --script $d/snowman.json --scale 0.5 --from 0.3 --to 2.3 --fps 4 --columns 5 --out $d/snowman-strip.png

# A capture made in the window, replayed headless (its header decides the tab and size).
$m record --script Tests/Captures/circles-lift-drag.json --scale 0.75 --from 2.3 --to 7 --fps 20 --loop --quality 80 --out $d/capture-circles.webp

# The same capture opened as a session to travel through, mid-drag.
$m open Tests/Captures/circles-lift-drag.json --at 4.9 --out $d/time-travel.png

# The Snowman tab's image.
$m asset snowman --out Assets/Images/snowman.png
echo "make-docs: done; review the changes with git status $d Assets/Images"
