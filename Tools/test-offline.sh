#!/usr/bin/env bash
# Runs the tests where nothing but loopback exists, to prove that no test reaches a server
# it did not start: a new network namespace holding only 127.0.0.1, in which the 8-Ball's
# public host resolves to 127.0.0.1 and a listener on ports 80 and 443 counts every
# connection made to it. Fails if the tests fail or if anything connected.
# Needs unshare (util-linux), ip (iproute2) and python3. Extra arguments go to swift test.
# It runs as root mapped into a user namespace: tests that must drop root to another user
# say they are skipped, and why.
set -euo pipefail
cd "$(dirname "$0")/.."
Tools/install-deps.sh
swift build --build-tests
export SDL_VIDEODRIVER=offscreen
exec unshare --map-root-user --net --mount bash -s -- "$@" <<'INNER'
set -euo pipefail
ip link set lo up
hosts=$(mktemp)
cat /etc/hosts > "$hosts"
echo "127.0.0.1 8ball.delegator.com" >> "$hosts"
mount --bind "$hosts" /etc/hosts
count=$(mktemp)
python3 - "$count" <<'PY' &
import selectors, socket, sys
path = sys.argv[1]
sel = selectors.DefaultSelector()
for port in (80, 443):
    s = socket.socket(); s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    s.bind(("127.0.0.1", port)); s.listen(64); sel.register(s, selectors.EVENT_READ)
n = 0
open(path, "w").write("0")
while True:
    for key, _ in sel.select():
        c, _ = key.fileobj.accept(); c.close(); n += 1
        open(path, "w").write(str(n))
PY
listener=$!
sleep 0.5
status=0
swift test --skip-build "$@" || status=$?
kill "$listener"
echo "test-offline: $(cat "$count") connections reached the 8-Ball's public host"
[ "$(cat "$count")" = 0 ] || status=1
exit $status
INNER
