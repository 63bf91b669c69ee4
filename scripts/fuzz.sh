#!/usr/bin/env bash
# Fuzzes script decoding and replay (Sources/FuzzTarget) with libFuzzer for SECONDS seconds.
#
#   scripts/fuzz.sh [SECONDS] [extra libFuzzer flags...]
#
# Builds what it needs into .build/fuzz, seeds the corpus .build/fuzz/corpus from Examples/ and
# the invalid-input fixtures, and writes crashes and hangs to .build/fuzz/artifacts/. Exits 0
# when nothing was found, non-zero otherwise (libFuzzer's status).
set -euo pipefail

seconds="${1:-60}"
shift || true
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

scratch=.build/fuzz
corpus="$scratch/corpus"
artifacts="$scratch/artifacts"
mkdir -p "$corpus" "$artifacts"

swift build -c debug --sanitize=fuzzer --sanitize=address --product FuzzTarget \
  --scratch-path "$scratch" >&2
binary="$(swift build -c debug --sanitize=fuzzer --sanitize=address --product FuzzTarget \
  --scratch-path "$scratch" --show-bin-path)/FuzzTarget"

# The seed corpus: every example script and every malformed fixture.
for seed in Examples/*.json Tests/KeyboardScriptTests/Fixtures/invalid/*.json; do
  [ -f "$seed" ] && cp "$seed" "$corpus/seed-$(basename "$seed")"
done

# SWIFT_BACKTRACE=enable=no: Swift's backtracer can hang while libFuzzer replays a crash.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"
exec "$binary" "$corpus" \
  -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -max_len=65536 \
  -artifact_prefix="$artifacts/" -print_final_stats=1 "$@"
