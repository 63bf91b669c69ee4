#!/usr/bin/env bash
# Mutation testing: applies each one-line mutation of scripts/mutations.txt to a scratch copy of
# the package (its own .build, so the working copy is never touched), builds, replays every
# example and shared conformance scenario, runs the fast test subset, and prints killed/total and
# the survivors. A mutation is killed when a replay's output changes or a test fails; one that no longer
# applies (its text is not found exactly once) is reported as stale and not counted; one that
# does not compile is reported apart and not counted either.
#
#   scripts/mutate.sh                 every mutation of the list
#   scripts/mutate.sh 3 17            only those (1-based, in list order)
#
# Environment: KB_MUTATE_DIR (scratch folder, default /tmp/kb-mutate), KB_MUTATE_FILTER (the
# `swift test --filter` of the fast subset). A full run takes about a minute per mutation on two
# cores. Survivors and what was done with each are in scripts/mutants.md.
# The fast subset must not take in MutationListTests, which fails whenever a line's original text is
# not in its file exactly once, as it is not in a mutated copy: it would kill every mutant.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
list=$root/scripts/mutations.txt
scratch=${KB_MUTATE_DIR:-/tmp/kb-mutate}
filter=${KB_MUTATE_FILTER:-'KeyboardAvoidanceTests\.|KeyboardAvoidanceTestingTests\.|GoldenTrace|ExplainedTrace|ConformanceReplay|ArticleScript|ScriptRunner|PropertyTests|EffectCompleteness|Import|ScriptDecodingTests|ScriptErrorTests|ScriptKeyTests|ScriptEncoderTests|PreservationDecodingTests|RecordingTests|ScriptRecorderTests|RecordedSessionTests|InvalidFixtureTests|KeyboardAvoidanceUIKitTests\.'}
package=$scratch/package

# A scratch copy without .build and .git, refreshed on every run; its .build is kept between
# runs so that only what a mutation changes is rebuilt.
mkdir -p "$package"
find "$package" -mindepth 1 -maxdepth 1 ! -name .build -exec rm -rf {} +
(cd "$root" && tar --exclude=./.build --exclude=./.git -cf - .) | (cd "$package" && tar -xf -)
if [ -d "$root/../shared" ] && [ ! -e "$scratch/shared" ]; then
  ln -s "$(cd "$root/../shared" && pwd)" "$scratch/shared"
fi
cd "$package"

# The replays' output on the unmutated package is the reference: a mutant is killed when a replay
# of the examples or of a conformance area prints anything else (a scenario that fails on the
# unmutated package, such as one of a spec version not yet implemented, counts only if its
# failure changes), or when a fast test fails.
replays() {
  swift run --skip-build kbreplay --quiet Examples/*.json 2>&1 || true
  for area in avoidance avoidance-v13 avoidance-v14 anchoring pending selection; do
    if ls ../shared/conformance/$area/*.json > /dev/null 2>&1; then
      swift run --skip-build kbreplay --quiet ../shared/conformance/$area/*.json 2>&1 || true
    fi
  done
}
check() {
  replays > "$scratch/replays.txt"
  cmp -s "$scratch/replays.txt" "$scratch/reference.txt" || return 1
  swift test --skip-build --filter "$filter" > "$scratch/test.log" 2>&1 || return 1
}

echo "building the scratch copy in $package"
swift build --build-tests > "$scratch/build.log" 2>&1 || { cat "$scratch/build.log"; exit 2; }
replays > "$scratch/reference.txt"
if ! check; then
  echo "error: the unmutated package does not pass the fast checks" >&2
  exit 2
fi

killed=0
total=0
survivors=()
stale=()
invalid=()
number=0
while IFS= read -r line; do
  [[ -z "$line" || "$line" == \#* ]] && continue
  number=$((number + 1))
  if [ $# -gt 0 ] && [[ " $* " != *" $number "* ]]; then continue; fi
  file=$(awk -F ' @@ ' '{print $1}' <<< "$line")
  label=$(awk -F ' @@ ' '{print $4}' <<< "$line")
  if [ ! -f "$package/$file" ]; then
    stale+=("$number $label ($file)")
    echo "#$number stale: $label"
    continue
  fi
  cp "$package/$file" "$scratch/unmutated"
  if ! python3 - "$package/$file" "$line" <<'PY'
import sys
path, line = sys.argv[1], sys.argv[2]
_, original, replacement, _ = line.split(" @@ ")
text = open(path).read()
if text.count(original) != 1:
    sys.exit(1)
open(path, "w").write(text.replace(original, replacement))
PY
  then
    stale+=("$number $label ($file)")
    echo "#$number stale: $label"
    continue
  fi
  if ! swift build --build-tests > "$scratch/build.log" 2>&1; then
    invalid+=("$number $label ($file)")
    echo "#$number does not compile: $label"
    cp "$scratch/unmutated" "$package/$file"
    continue
  fi
  total=$((total + 1))
  if check; then
    survivors+=("$number $label ($file)")
    echo "#$number SURVIVED: $label"
  else
    killed=$((killed + 1))
    echo "#$number killed: $label"
  fi
  cp "$scratch/unmutated" "$package/$file"
done < "$list"

# Leave the scratch build matching the sources again.
swift build --build-tests > "$scratch/build.log" 2>&1 || true
echo
echo "killed $killed/$total"
for survivor in "${survivors[@]+"${survivors[@]}"}"; do echo "survivor: $survivor"; done
for mutation in "${stale[@]+"${stale[@]}"}"; do echo "stale: $mutation"; done
for mutation in "${invalid[@]+"${invalid[@]}"}"; do echo "does not compile: $mutation"; done
