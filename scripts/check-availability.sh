#!/usr/bin/env bash
# Fails, naming file:line:column, on any use in the sources of a standard-library or Foundation
# API that Apple platforms only have above the package's floors, outside an availability check.
#
#   scripts/check-availability.sh [SOURCES_DIR]     # default: Sources/ of this package
#
# Runs on Linux; the work is done by scripts/availability.py (Python 3, standard library only).
#
# Floors: read from the `platforms:` of Package.swift (iOS 16, macOS 13, tvOS 16, watchOS 9,
#   visionOS 1; Mac Catalyst follows iOS and is not checked separately).
# Symbols: from the toolchain, not a word list. `swift symbolgraph-extract` (target
#   <arch>-unknown-linux-gnu) of Swift, _Concurrency, Synchronization, _StringProcessing and every
#   module the sources import (Foundation brings FoundationEssentials and
#   FoundationInternationalization; C modules such as Glibc are skipped) gives each public
#   declaration's `introduced` version per Apple platform, even on Linux. A name needs a newer
#   system when every declaration of it does, on some platform, above the floor. Declarations
#   marked unavailable or obsoleted on a platform are ignored there; back-deployed ones (Span,
#   RawSpan) carry their back-deployed versions in the graph and pass. Extracting takes about
#   6 s; the boiled-down tables are cached in .build/check-availability/<key>/ (key: `swift
#   --version` and availability.py; KB_AVAILABILITY_CACHE moves it), so later runs take ~0.3 s.
# Matching: comments and string literals are blanked (interpolations stay code), then every
#   identifier is looked up: type and free-function names (`InlineArray`, `Int128`, `Mutex`,
#   `withDiscardingTaskGroup`) anywhere; member names only after a dot and only compound ones
#   (`.utf8Span`, `.withLockIfAvailable`; a single word such as `.element` is as likely a tuple
#   label or an enum case). Names the scanned sources declare themselves are skipped. Two
#   language features of the InlineArray runtime are matched by shape: integer generic
#   parameters (`<let n: Int>`) and `[N of T]`.
# Availability checks understood: `@available(macOS 15, iOS 18, *)` and
#   `@available(iOS, introduced: 18)` / `@available(iOS, unavailable)` cover the declaration
#   they precede up to the end of its first braced body; `if #available(...) { ... }` and
#   `while #available` cover their braces (not the else branch); `guard #available(...) else
#   { ... }` covers the rest of the enclosing block. A use is allowed when, for every platform
#   on which it needs more than the floor, an enclosing check names that platform with at least
#   the needed version (or unavailable); `*` covers nothing, and visionOS must be named itself.
#   Not understood: `#if` (code for other systems is checked too), `#unavailable`.
#
# Exit status: 0 when nothing is found, 1 when something is (one line per use on standard
# output), 2 for unusable input.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if [ $# -eq 0 ]; then
  cd "$root"
  set -- Sources
fi
exec python3 "$root/scripts/availability.py" "$@"
