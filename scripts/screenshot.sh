#!/usr/bin/env bash
# Renders Examples/login-form.json with `kbreplay render`, opens the page in headless Chromium
# and writes PNGs of step 0 and of the step after the first keyboardWillShow to OUT (default
# .build/screenshots). Fails if a PNG is missing, blank, or both are the same picture.
# Installs Debian's chromium package when no chromium is on the PATH.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-.build/screenshots}
mkdir -p "$out"
script=Examples/login-form.json

if ! command -v chromium > /dev/null 2>&1; then
  echo "screenshot: installing chromium (Debian package)"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq > /dev/null
  apt-get install -y -qq chromium > /dev/null
fi

swift build --product kbreplay > /dev/null
out=$(cd "$out" && pwd)
page="$out/login-form.html"
status=0
swift run --skip-build kbreplay render "$script" -o "$page" || status=$?
if [ "$status" -gt 1 ] || [ ! -s "$page" ]; then
  echo "error: kbreplay render failed on $script" >&2
  exit 1
fi

# The step after the first keyboardWillShow: that event's index among the script's events.
shown=$(python3 -c '
import json, sys
events = json.load(open(sys.argv[1]))["events"]
print(next(i for i, e in enumerate(events) if e["type"] == "keyboardWillShow"))
' "$script")

shoot() {
  timeout 120 chromium --headless --no-sandbox --disable-gpu --hide-scrollbars \
    --window-size=1100,640 --screenshot="$2" "file://$page#step=$1" > /dev/null 2>&1 || true
}
shoot 0 "$out/step-0.png"
shoot "$shown" "$out/step-$shown.png"

python3 - "$out/step-0.png" "$out/step-$shown.png" <<'PYTHON'
import sys, zlib, struct

def pixels(path):
    """The decompressed image data of a PNG, or None when it is missing or unreadable."""
    try:
        data = open(path, "rb").read()
    except OSError:
        return None
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        return None
    position, chunks = 8, b""
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        if kind == b"IDAT":
            chunks += data[position + 8:position + 8 + length]
        position += 12 + length
    return zlib.decompress(chunks) if chunks else None

images = [pixels(path) for path in sys.argv[1:]]
for path, image in zip(sys.argv[1:], images):
    if image is None:
        sys.exit(f"error: {path} is missing or not a PNG")
    # A blank picture compresses to a handful of distinct byte values.
    if len(set(image)) < 16:
        sys.exit(f"error: {path} is blank")
if images[0] == images[1]:
    sys.exit("error: the two screenshots are identical")
print("screenshot: " + ", ".join(sys.argv[1:]))
PYTHON
