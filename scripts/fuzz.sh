#!/usr/bin/env bash
# Fuzzes script decoding and replay, and `kbreplay import` (Sources/FuzzTarget), with libFuzzer for
# SECONDS seconds.
#
#   scripts/fuzz.sh [SECONDS] [extra libFuzzer flags...]
#
# Builds what it needs into .build/fuzz, seeds the corpus .build/fuzz/corpus from Examples/, the
# seed scripts of the preservation keys and events, the invalid-input fixtures and the importer's
# printouts (Fixtures/import), and writes
# crashes and hangs to .build/fuzz/artifacts/. Exits 0
# when nothing was found, non-zero otherwise (libFuzzer's status). Reproduce a finding with
#   SWIFT_BACKTRACE=enable=no .build/fuzz/x86_64-unknown-linux-gnu/debug/FuzzTarget FILE
set -euo pipefail

seconds="${1:-60}"
shift || true
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

scratch=.build/fuzz
corpus="$scratch/corpus"
artifacts="$scratch/artifacts"
mkdir -p "$corpus" "$artifacts"

# `--product` is required: without it the fuzzer links Swift's empty `main`. On this toolchain
# `--sanitize=fuzzer` links libFuzzer but does not instrument the code, so the coverage flags
# are passed explicitly (without them libFuzzer sees no coverage and mutates blindly).
build=(swift build -c debug --sanitize=fuzzer --sanitize=address --product FuzzTarget
  --scratch-path "$scratch" -Xswiftc -sanitize-coverage=edge,trace-cmp,pc-table,inline-8bit-counters)
# The sanitized link prints one harmless ld.gold warning per ASan helper; drop those.
status=0
"${build[@]}" >"$scratch/build.log" 2>&1 || status=$?
grep -v "Cannot export local symbol" "$scratch/build.log" >&2 || true
[ "$status" -eq 0 ] || { echo "fuzz.sh: the build failed" >&2; exit 2; }
binary="$("${build[@]}" --show-bin-path)/FuzzTarget"

# The seed corpus: every example script, every seed script (the keys and events the examples do
# not use), every malformed fixture and the recordings (whole, torn, with blank lines, with a bad
# middle line); every input is also replayed as a recording.
for seed in Examples/*.json Tests/KeyboardScriptTests/Fixtures/seeds/*.json \
  Tests/KeyboardScriptTests/Fixtures/invalid/*.json \
  Tests/KeyboardScriptTests/Fixtures/recordings/*.jsonl; do
  if [ -f "$seed" ]; then cp "$seed" "$corpus/seed-$(basename "$seed")"; fi
done
# The importer's seeds, every printout of Fixtures/import named as ImportGoldenTests names
# them: a hierarchy printout alone; a keyboard printout (keyboard-*.txt) after the login form's
# hierarchy and a form feed (the fuzz target splits an input there); a hierarchy's own keyboard
# printout (NAME.keyboard.txt) after NAME.txt. The golden warnings (*.warnings.txt) are no input.
imports=Tests/KeyboardScriptTests/Fixtures/import
for seed in "$imports"/*.txt; do
  [ -f "$seed" ] || continue
  name="$(basename "$seed")"
  case "$name" in
    *.warnings.txt) ;;
    *.keyboard.txt)
      { cat "${seed%.keyboard.txt}.txt"; printf '\f'; cat "$seed"; } > "$corpus/seed-import-$name" ;;
    keyboard-*)
      { cat "$imports/ios18-login-form.txt"; printf '\f'; cat "$seed"; } > "$corpus/seed-import-$name" ;;
    *) cp "$seed" "$corpus/seed-import-$name" ;;
  esac
done

# A dictionary of the format's words helps the mutator past the strict decoder. The words come
# from the declaration the decoder uses (ScriptVocabulary), which the fuzz target prints.
dictionary="$scratch/script.dict"
{
  SWIFT_BACKTRACE=enable=no "$binary" --print-dictionary
  printf '"%s"\n' "[0, 0, 390, 844]" "[0, 508, 390, 336]" "1e7" "-0.5" "true" "null"
  # The printouts' words, for the importer.
  printf '"%s"\n' "; frame = (" "contentOffset: {" "contentSize: {" "adjustedContentInset: {" \
    "baseClass = " " (layer)" "   | " "XX (" " - (null)" "text = '" "(lldb) po " "cy# " \
    "UIKeyboardFrameEndUserInfoKey = " "NSRect: {{" "AnyHashable(" "NSConcreteNotification " \
    "name = UIKeyboardWillShowNotification" "userInfo = {" "_TtC5MyApp" "inf" "nan" \
    "NSNotificationName(_rawValue: " ", userInfo: [" "next(" " -> Event " " -> subscribed" \
    "// " " * " "/*" "*/" "> " "\`\`\`" " clientRequestedContentView effect=none"
} >"$dictionary"
if ! grep -q '"\\"keyboardWillShow\\""' "$dictionary"; then
  echo "fuzz.sh: the fuzz target printed no dictionary" >&2
  exit 2
fi

# SWIFT_BACKTRACE=enable=no: Swift's backtracer can hang while libFuzzer replays a crash.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"
exec "$binary" "$corpus" -dict="$dictionary" \
  -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -max_len=65536 \
  -artifact_prefix="$artifacts/" -print_final_stats=1 "$@"
