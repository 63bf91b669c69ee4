#!/usr/bin/env bash
# Lints the sources as CI does: the toolchain's formatter in strict mode (config in .swift-format),
# and the 100-column limit on doc comments too, which the formatter leaves to the author. Exits
# non-zero, naming each line, when either finds something.
set -euo pipefail
cd "$(dirname "$0")/.."

swift format lint --strict -r Sources Tests

python3 - <<'PYTHON'
import subprocess, sys
files = subprocess.run(
    ["git", "ls-files", "Sources/*.swift", "Tests/*.swift", "Playgrounds/*.swift"],
    capture_output=True, text=True, check=True).stdout.split()
long = []
for path in files:
    for number, line in enumerate(open(path, encoding="utf-8").read().split("\n"), 1):
        if line.lstrip().startswith("///") and len(line) > 100:
            long.append(f"{path}:{number}: doc comment of {len(line)} columns (limit 100)")
for entry in long:
    print(entry, file=sys.stderr)
sys.exit(1 if long else 0)
PYTHON
echo "lint: clean"
