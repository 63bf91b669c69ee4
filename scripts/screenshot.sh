#!/usr/bin/env bash
# Renders example scripts with `kbreplay render`, opens the pages in headless Chromium and writes
# PNGs to OUT (default .build/screenshots): Examples/login-form.json at step 0 and at the step
# after its first keyboardWillShow, an anchoring step of Examples/chat-history.json (its first
# prepend), the caret step of example 15 (Examples/avoidance-15-tall-text-view-in-cell.json),
# the chat before and after v1.3 when the keyboard shows (Examples/chat-history-before-v13.json
# shifts the whole screen; Examples/chat-history.json's composer rides the keyboard), and example
# 5's page made with --explain as it opens (on its first step with effects, with no #step= in the
# address).
# Fails if a PNG is missing or blank, if the two login pictures are the same, if the id of a
# field or scroll container of the script's screen is missing from a shot step's picture text,
# or if the explained page does not open on its first step with effects.
# With --docs, also copies the anchoring, caret, chat and explained pictures into the DocC
# catalog's
# Resources, where the articles that explain those rules show them.
# Installs Debian's chromium package when no chromium is on the PATH.
set -euo pipefail
cd "$(dirname "$0")/.."
docs=false
if [ "${1:-}" = "--docs" ]; then
  docs=true
  shift
fi
out=${1:-.build/screenshots}
mkdir -p "$out"

if ! command -v chromium > /dev/null 2>&1; then
  echo "screenshot: installing chromium (Debian package)"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq > /dev/null
  apt-get install -y -qq chromium > /dev/null
fi

swift build --product kbreplay > /dev/null
out=$(cd "$out" && pwd)

# render SCRIPT PAGE [OPTION...]: the page of a script; fails when kbreplay cannot render it.
render() {
  local status=0
  local script=$1 page=$2
  shift 2
  swift run --skip-build kbreplay render "$@" "$script" -o "$page" || status=$?
  if [ "$status" -gt 1 ] || [ ! -s "$page" ]; then
    echo "error: kbreplay render failed on $script" >&2
    exit 1
  fi
}

# step SCRIPT KIND: the index of the first event of a kind: show (the first keyboardWillShow),
# prepend (the first insert at index 0) or caret (the first caret event).
step() {
  python3 - "$1" "$2" <<'PYTHON'
import json, sys
events = json.load(open(sys.argv[1]))["events"]
kind = sys.argv[2]
matches = {
    "show": lambda e: e["type"] == "keyboardWillShow",
    "prepend": lambda e: e["type"] == "insert" and e.get("at") == 0,
    "caret": lambda e: e["type"] == "caret",
}[kind]
print(next(i for i, e in enumerate(events) if matches(e)))
PYTHON
}

# shoot PAGE STEP PNG: a picture of one step of a page; with STEP empty, the page as it opens.
shoot() {
  local address="file://$1"
  if [ -n "$2" ]; then address="$address#step=$2"; fi
  timeout 120 chromium --headless --no-sandbox --disable-gpu --hide-scrollbars \
    --window-size=1100,780 --screenshot="$3" "$address" > /dev/null 2>&1 || true
}

# opening PAGE STEP: the page, as the browser runs its script, shows step STEP when it opens.
opening() {
  local dom
  dom=$(mktemp)
  timeout 120 chromium --headless --no-sandbox --disable-gpu --dump-dom "file://$1" \
    > "$dom" 2> /dev/null || true
  if ! grep -q "<section class=\"step current\" id=\"step-$2\"" "$dom"; then
    echo "error: $1 does not open on step $2" >&2
    rm -f "$dom"
    exit 1
  fi
  rm -f "$dom"
  echo "screenshot: $1 opens on step $2"
}

# check_ids SCRIPT PAGE STEP: every field and scroll container of the script's screen is named in
# the text of that step's picture, as the browser reads the page.
check_ids() {
  local dom
  dom=$(mktemp)
  timeout 120 chromium --headless --no-sandbox --disable-gpu --dump-dom "file://$2" \
    > "$dom" 2> /dev/null || true
  python3 - "$1" "$dom" "$3" <<'PYTHON'
import html, json, re, sys
script, dom, step = sys.argv[1], open(sys.argv[2], encoding="utf-8").read(), sys.argv[3]
named = {"scroll", "table", "collection", "textView", "textField"}
ids = []
def visit(view):
    if view.get("kind", "view") in named:
        ids.append(view["id"])
    for child in view.get("children", []):
        visit(child)
visit(json.load(open(script))["root"])
# The step the page opens on is also "current" once its script has run.
section = re.split(f'<section class="step(?: current)?" id="step-{step}"', dom, maxsplit=1)
if len(section) < 2:
    sys.exit(f"error: {script}: the page has no step {step}")
picture = re.search(r"<svg.*?</svg>", section[1], re.S)
if not picture:
    sys.exit(f"error: {script}: step {step} has no picture")
texts = {html.unescape(t) for t in re.findall(r"<text[^>]*>([^<]*)</text>", picture.group(0))}
missing = [i for i in ids if i not in texts]
if missing:
    sys.exit(f"error: {script} step {step}: no label for {', '.join(missing)} in the picture")
print(f"screenshot: {script} step {step} names {len(ids)} fields and containers")
PYTHON
  rm -f "$dom"
}

login=Examples/login-form.json
chat=Examples/chat-history.json
tall=Examples/avoidance-15-tall-text-view-in-cell.json
small=Examples/avoidance-05-container-too-small.json
before=Examples/chat-history-before-v13.json
render "$login" "$out/login-form.html"
render "$chat" "$out/chat-history.html"
render "$tall" "$out/avoidance-15.html"
render "$small" "$out/avoidance-05-explained.html" --explain
render "$before" "$out/chat-history-before-v13.html"
shown=$(step "$login" show)
prepend=$(step "$chat" prepend)
caret=$(step "$tall" caret)
shoot "$out/login-form.html" 0 "$out/step-0.png"
shoot "$out/login-form.html" "$shown" "$out/step-$shown.png"
shoot "$out/chat-history.html" "$prepend" "$out/chat-history-anchor.png"
shoot "$out/avoidance-15.html" "$caret" "$out/avoidance-15-caret.png"
shoot "$out/avoidance-05-explained.html" "" "$out/avoidance-05-explained.png"
chatShown=$(step "$chat" show)
beforeShown=$(step "$before" show)
shoot "$out/chat-history-before-v13.html" "$beforeShown" "$out/chat-history-before-v13.png"
shoot "$out/chat-history.html" "$chatShown" "$out/chat-history-v13.png"
check_ids "$before" "$out/chat-history-before-v13.html" "$beforeShown"
check_ids "$chat" "$out/chat-history.html" "$chatShown"
check_ids "$login" "$out/login-form.html" "$shown"
check_ids "$chat" "$out/chat-history.html" "$prepend"
check_ids "$tall" "$out/avoidance-15.html" "$caret"
# Example 5's first step with effects is its keyboardWillShow.
check_ids "$small" "$out/avoidance-05-explained.html" "$(step "$small" show)"
opening "$out/avoidance-05-explained.html" "$(step "$small" show)"

python3 - "$out/step-0.png" "$out/step-$shown.png" "$out/chat-history-anchor.png" \
  "$out/avoidance-15-caret.png" "$out/avoidance-05-explained.png" \
  "$out/chat-history-before-v13.png" "$out/chat-history-v13.png" <<'PYTHON'
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
    sys.exit("error: the two login screenshots are identical")
if images[5] == images[6]:
    sys.exit("error: the chat before and after v1.3 look the same")
print("screenshot: " + ", ".join(sys.argv[1:]))
PYTHON

if $docs; then
  resources=Sources/KeyboardAvoidance/KeyboardAvoidance.docc/Resources
  cp "$out/chat-history-anchor.png" "$resources/chat-history-anchor.png"
  cp "$out/avoidance-15-caret.png" "$resources/avoidance-15-caret.png"
  cp "$out/avoidance-05-explained.png" "$resources/avoidance-05-explained.png"
  cp "$out/chat-history-before-v13.png" "$resources/chat-history-before-v13.png"
  cp "$out/chat-history-v13.png" "$resources/chat-history-v13.png"
  echo "screenshot: copied the anchoring, caret, chat and explained pictures to $resources"
fi
