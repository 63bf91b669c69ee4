#!/usr/bin/env bash
# Fuzzes script decoding and replay, and `kbreplay import` (Sources/FuzzTarget), with libFuzzer for
# SECONDS seconds.
#
#   scripts/fuzz.sh [SECONDS] [extra libFuzzer flags...]
#
# Builds what it needs into .build/fuzz, seeds the corpus .build/fuzz/corpus from Examples/, the
# seed scripts (the preservation keys and events, v1.3's followers and navigation, v1.4's drags of
# the keyboard, `keyboardTrack`), the invalid-input fixtures and the importer's
# printouts (Fixtures/import), and writes crashes and hangs to .build/fuzz/artifacts/. Exits 0
# when nothing was found, non-zero otherwise (libFuzzer's status). Reproduce a finding with
#   SWIFT_BACKTRACE=enable=no .build/fuzz/x86_64-unknown-linux-gnu/release/FuzzTarget FILE
# (with ASAN_OPTIONS=detect_leaks=0 for where ASan's memory was allocated and freed).
#
# Ends with the rate: "fuzz.sh: N inputs in S s: R inputs/s (load average …)". The rate falls
# as the corpus fills with larger inputs, and with the machine's load. The target imports each
# input as printouts two or three times (every line read, every unreadable line reported) and
# decodes it as a recording and as a script, which stop at the first error and otherwise replay
# what it holds (ScriptLimits bounds its events and views). No input is cut short or skipped:
# measured for issue 29 §4 (inputs up to 100 KB of views, garbage lines or events), the work
# grew linearly with the input's size, and the import is most of it.
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
# are passed explicitly (without them libFuzzer sees no coverage and mutates blindly). The
# build is optimized (`-c release`, about six times the inputs per second of a debug build):
# `precondition` still traps there, and the sources use no `assert`.
#
# `-asan-instrumentation-with-call-threshold=0` (an LLVM option of the address sanitizer) checks
# every memory access by a call into the sanitizer's runtime (`__asan_load8`, …) instead of an
# inline check. The checks are the same; but Swift runs the coverage pass after the sanitizer's,
# so an inline check's shadow-byte comparisons were traced as the program's comparisons (a hook
# call at nearly every load and store: 49,946 of the binary's 72,413 comparison hooks) and its
# branches counted as edges (118,313 counters; 56,606 without them). The package's own
# comparisons are traced as before, and the same functions are covered by the seeds. On a fixed
# corpus (1,997 inputs from a minute of fuzzing) it took 16 % off the CPU time.
#
# The Swift driver keeps only the last `-sanitize=` option, and SwiftPM passes its two in no fixed
# order: a build whose last was `-sanitize=fuzzer` had no address sanitizer at all (one of the
# four builds made for issue 29 §4). `-sanitize=fuzzer,address`, passed last, names both, and
# the package's object files are checked for the sanitizer's calls.
build=(swift build -c release --sanitize=fuzzer --sanitize=address --product FuzzTarget
  --scratch-path "$scratch" -Xswiftc -sanitize-coverage=edge,trace-cmp,pc-table,inline-8bit-counters
  -Xswiftc -Xllvm -Xswiftc -asan-instrumentation-with-call-threshold=0
  -Xswiftc -sanitize=fuzzer,address)
# The Swift driver does not recompile for a changed `-Xllvm` option: a build made with other
# flags is removed first (the corpus and the artifacts are kept).
stamp="$scratch/build-command"
if [ "$(cat "$stamp" 2>/dev/null)" != "${build[*]}" ]; then
  rm -rf "$("${build[@]}" --show-bin-path)"
  printf '%s\n' "${build[*]}" >"$stamp"
fi
# The sanitized link prints one harmless ld.gold warning per ASan helper; drop those.
status=0
"${build[@]}" >"$scratch/build.log" 2>&1 || status=$?
grep -v "Cannot export local symbol" "$scratch/build.log" >&2 || true
[ "$status" -eq 0 ] || { echo "fuzz.sh: the build failed" >&2; exit 2; }
products="$("${build[@]}" --show-bin-path)"
binary="$products/FuzzTarget"
checked="$(nm -u "$products"/KeyboardScriptTools.build/*.o | grep -c "__asan_load" || true)"
if [ "$checked" -eq 0 ]; then
  echo "fuzz.sh: the package's code was built without the address sanitizer" >&2
  exit 2
fi

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
imports=Tests/KeyboardScriptToolsTests/Fixtures/import
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
# ASan's defaults cost the fuzzer most of its time in the allocator: a stack trace recorded at
# every malloc and free, and a 256 MB quarantine of freed memory, so that nearly every
# allocation touches memory out of the cache. Without them a report still names the bad access
# and its stack (not where the memory was allocated and freed: run the finding again with
# ASAN_OPTIONS=detect_leaks=0 for those). A caller's ASAN_OPTIONS replace these.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0:malloc_context_size=0:quarantine_size_mb=0}"
log="$scratch/fuzz.log"
start="$(date +%s.%N)"
status=0
"$binary" "$corpus" -dict="$dictionary" \
  -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -max_len=65536 \
  -artifact_prefix="$artifacts/" -print_final_stats=1 "$@" 2>&1 | tee "$log" >&2 ||
  status="${PIPESTATUS[0]}"
end="$(date +%s.%N)"

# The rate: the inputs libFuzzer ran (its final stats) over the seconds the run took, and the
# load the machine was under (other work slows the fuzzer as much as the target does).
units="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)"
if [ -n "$units" ]; then
  load="$(cut -d' ' -f1-3 /proc/loadavg)"
  awk -v units="$units" -v start="$start" -v end="$end" -v load="$load" 'BEGIN {
    s = end - start
    printf "fuzz.sh: %d inputs in %.1f s: %.0f inputs/s", units, s, units / s
    printf " (load average %s)\n", load
  }' >&2
fi
exit "$status"
