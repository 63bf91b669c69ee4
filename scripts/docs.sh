#!/usr/bin/env bash
# Builds the DocC catalog of every library with the toolchain's docc, warnings as errors, and
# checks that every public symbol has a doc comment. Symbol graphs come from the compiler
# (`-emit-symbol-graph`), one module's graph per catalog. Output: .build/docs/<Module>.
set -euo pipefail
cd "$(dirname "$0")/.."
modules=(
  KeyboardAvoidance KeyboardRecording KeyboardScript KeyboardScriptTools KeyboardAvoidanceTesting
  KeyboardAvoidanceUIKit KeyboardAvoidanceSwiftUI
)
root=.build/docs
mkdir -p "$root"
# One fresh compile of the libraries that import the others (their own scratch folder), so that
# the compiler writes every module's symbol graph.
all="$root/symbols"
rm -rf .build/docs-build "$all"
mkdir -p "$all"
for target in KeyboardAvoidanceTesting KeyboardScriptTools KeyboardAvoidanceUIKit \
  KeyboardAvoidanceSwiftUI; do
  swift build --target "$target" --scratch-path .build/docs-build \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$(pwd)/$all" \
    > "$root/build.log" 2>&1 || { cat "$root/build.log"; exit 1; }
done
for module in "${modules[@]}"; do
  graphs="$root/$module-symbols"
  rm -rf "$graphs"
  mkdir -p "$graphs"
  # Only this module's own graphs, not those of the modules it imports.
  cp "$all/$module.symbols.json" "$graphs/"
  cp "$all/$module"@*.symbols.json "$graphs/" 2> /dev/null || true
  python3 - "$module" "$graphs" <<'PYTHON'
import json, pathlib, sys
module, folder = sys.argv[1], pathlib.Path(sys.argv[2])
missing = []
for path in sorted(folder.glob("*.symbols.json")):
    for symbol in json.loads(path.read_text())["symbols"]:
        # Compiler-synthesized declarations (Codable's init(from:), a raw-value enum's
        # init(rawValue:)) have no source location and nothing to document.
        if (symbol.get("accessLevel") != "public"
                or "::SYNTHESIZED::" in symbol["identifier"]["precise"]
                or "location" not in symbol):
            continue
        if not symbol.get("docComment", {}).get("lines"):
            location = symbol.get("location", {})
            where = location.get("uri", "?").split("/Sources/")[-1]
            line = location.get("position", {}).get("line", 0) + 1
            missing.append(f"Sources/{where}:{line}: {'.'.join(symbol['pathComponents'])}")
if missing:
    print(f"error: {len(missing)} public symbols of {module} have no doc comment:", file=sys.stderr)
    print("\n".join(missing), file=sys.stderr)
    sys.exit(1)
PYTHON
  docc convert "Sources/$module/$module.docc" --additional-symbol-graph-dir "$graphs" \
    --output-path "$root/$module" --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.keyboardavoidance.$module" --warnings-as-errors \
    > "$root/$module-docc.log" 2>&1 || { cat "$root/$module-docc.log"; exit 1; }
  echo "docs: $module built with no warnings; every public symbol documented"
done
