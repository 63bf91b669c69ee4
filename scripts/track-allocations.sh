#!/usr/bin/env bash
# Counts the heap allocations of the engine's keyboardTrack decision (AVOIDANCE v1.4 §2b): runs
# `kbbench --track-allocations` under valgrind for two numbers of tracks and divides the
# difference in allocations (valgrind's "total heap usage") by the difference in tracks, on the
# chat and the 100-view form together. Everything else the run does — building the screens, the
# focus, the show, a first drag — is the same in both runs and cancels out. Prints the figure;
# fails unless it is 0.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product kbbench > /dev/null
bench=$(swift build -c release --show-bin-path)/kbbench
allocs() {
  KBBENCH_TRACKS=$1 valgrind --tool=memcheck --leak-check=no "$bench" --track-allocations 2>&1 \
    | sed -n 's/.*total heap usage: \([0-9,]*\) allocs.*/\1/p' | tr -d ,
}
small=1000
large=11000
a=$(allocs $small)
b=$(allocs $large)
# Two screens, so each run makes twice its count of tracks.
tracks=$(( 2 * (large - small) ))
echo "track-allocations: $a allocations for $small tracks a screen, $b for $large: $(( b - a )) over $tracks tracks"
if [ "$b" -ne "$a" ]; then
  echo "error: a keyboard track allocates" >&2
  exit 1
fi
