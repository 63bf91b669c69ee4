#!/usr/bin/env bash
# Draws the pictures of the "How avoidance decides" article with `kbreplay render`: for each
# worked example below, the window just after its first keyboardWillShow, as an SVG file in the
# catalog's Resources folder. Run it again when the drawing or an example changes; check that
# the result is the committed files with `git diff --exit-code`.
set -euo pipefail
cd "$(dirname "$0")/.."
resources=Sources/KeyboardAvoidance/KeyboardAvoidance.docc/Resources
mkdir -p "$resources"
swift build --product kbreplay > /dev/null
for example in avoidance-04-one-scroll-view avoidance-05-container-too-small \
  avoidance-07-table-row avoidance-14-text-view-fits avoidance-15-tall-text-view-in-cell \
  avoidance-16-chat-composer avoidance-18-button-bar; do
  page=$(mktemp)
  swift run --skip-build kbreplay render "Examples/$example.json" -o "$page" || true
  python3 - "$page" "Examples/$example.json" "$resources/$example.svg" <<'PYTHON'
import json, re, sys
page, script, target = sys.argv[1:]
events = json.load(open(script))["events"]
step = next(i for i, e in enumerate(events) if e["type"] == "keyboardWillShow")
html = open(page, encoding="utf-8").read()
section = html.split(f'<section class="step" id="step-{step}">', 1)[1]
svg = re.search(r"<svg .*?</svg>\n", section, re.S).group(0)
open(target, "w", encoding="utf-8").write(svg)
PYTHON
  rm -f "$page"
done
echo "diagrams: $(ls "$resources"/*.svg | wc -l) pictures in $resources"
