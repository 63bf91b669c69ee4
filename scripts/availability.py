#!/usr/bin/env python3
"""Finds uses of standard-library and Foundation API newer than the package's platform floors.

Run through scripts/check-availability.sh, which documents the rules; this file does the work:

1. Floors: the `platforms:` of Package.swift (`.iOS(.v16)`, `.macOS("13.0")`, ...).
2. Symbols: `swift symbolgraph-extract` of Swift, _Concurrency, Synchronization,
   _StringProcessing and every other module the scanned sources import, boiled down per module
   to "name -> the earliest version on each Apple platform at which some declaration of that
   name exists" and cached (the cache key is the toolchain's `swift --version` and this file).
3. Sources: every .swift file under the sources directory, with comments and string literals
   blanked (interpolations stay code), cut into identifier tokens.

Standard library only (json, re, pathlib, ...).
"""

import hashlib
import json
import os
import platform
import re
import subprocess
import sys
import tempfile
from pathlib import Path

PLATFORMS = ["macOS", "iOS", "tvOS", "watchOS", "visionOS"]
ALIASES = {"OSX": "macOS", "macOS": "macOS", "iOS": "iOS", "tvOS": "tvOS", "watchOS": "watchOS",
           "visionOS": "visionOS", "xrOS": "visionOS"}
BASE_MODULES = ["Swift", "_Concurrency", "Synchronization", "_StringProcessing"]
# What `import Foundation` brings in with swift-foundation.
FOUNDATION = {"Foundation": ["Foundation", "FoundationEssentials", "FoundationInternationalization"]}
# C libraries and platform overlays: no Apple availability worth checking, and large.
# UIKit and SwiftUI have no symbol graph on Linux: the UIKit and SwiftUI layers' calls into them
# are checked against stubs of their declared interfaces, availability included, by
# scripts/uikit-typecheck.sh and scripts/swiftui-typecheck.sh.
SKIPPED_MODULES = {"Glibc", "Musl", "Darwin", "WinSDK", "ucrt", "Android", "Bionic", "WASILibc",
                   "CoreFoundation", "Dispatch", "SwiftGlibc", "UIKit", "SwiftUI"}
IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
COMPOUND = re.compile(r"[a-z0-9][A-Z0-9_]|[A-Z][A-Z][a-z]")
SKIPPED_KINDS = {"swift.init", "swift.deinit", "swift.subscript", "swift.type.subscript",
                 "swift.func.op", "swift.method.op", "swift.type.method.op"}
UNAVAILABLE = "unavailable"


def fail(message):
    """Unusable input or toolchain: exit status 2."""
    print(message, file=sys.stderr)
    sys.exit(2)


def version(text_or_dict):
    """(major, minor, patch) from "13", "13.0.1" or a symbol graph's {"major": ...}."""
    if isinstance(text_or_dict, dict):
        return (text_or_dict.get("major", 0), text_or_dict.get("minor", 0),
                text_or_dict.get("patch", 0))
    parts = [int(p) for p in text_or_dict.split(".") if p.isdigit()] + [0, 0, 0]
    return tuple(parts[:3])


def show(v):
    major, minor, patch = v
    return f"{major}.{minor}.{patch}" if patch else f"{major}.{minor}"


# --- floors -----------------------------------------------------------------------------------

def floors_from_manifest(manifest):
    text = manifest.read_text()
    found = {}
    pattern = r"\.(iOS|macOS|tvOS|watchOS|visionOS)\(\s*(?:\.v(\d+)(?:_(\d+))?(?:_(\d+))?|\"([\d.]+)\")"
    for name, major, minor, patch, literal in re.findall(pattern, text):
        found[name] = version(literal) if literal else (int(major), int(minor or 0), int(patch or 0))
    missing = [p for p in PLATFORMS if p not in found]
    if missing:
        fail(f"{manifest}: error: platforms: declares no floor for {', '.join(missing)}; "
                 "SwiftPM would use its own oldest default there")
    return found


# --- symbol tables ------------------------------------------------------------------------------

def symbol_availability(symbol):
    """{platform: version or UNAVAILABLE} for the five platforms; None if unusable everywhere."""
    result = {}
    for entry in symbol.get("availability") or []:
        domain = entry.get("domain")
        unusable = entry.get("isUnconditionallyUnavailable") or "obsoleted" in entry
        if domain == "*" and unusable:
            return None
        if domain in PLATFORMS:
            if unusable:
                result[domain] = UNAVAILABLE
            elif "introduced" in entry:
                result[domain] = version(entry["introduced"])
    return result


def merge(table, name, availability):
    """Keeps, per platform, the earliest version at which some declaration of `name` exists."""
    current = table.get(name)
    merged = {}
    for p in PLATFORMS:
        new = availability.get(p, (0, 0, 0))
        if current is None:
            merged[p] = new
            continue
        old = current[p]
        if old == UNAVAILABLE:
            merged[p] = new
        elif new == UNAVAILABLE:
            merged[p] = old
        else:
            merged[p] = min(old, new)
    table[name] = merged


def table_for_graphs(paths):
    """{"top": {name: avail}, "any": {name: avail}} from symbol graph files."""
    top, every = {}, {}
    for path in paths:
        graph = json.loads(Path(path).read_text())
        for symbol in graph.get("symbols", []):
            if symbol["kind"]["identifier"] in SKIPPED_KINDS:
                continue
            components = symbol.get("pathComponents") or []
            if not components:
                continue
            name = components[-1].split("(")[0]
            if not IDENTIFIER.fullmatch(name) or name.startswith("_"):
                continue
            availability = symbol_availability(symbol)
            if availability is None:
                continue
            merge(every, name, availability)
            if len(components) == 1:
                merge(top, name, availability)

    def compact(table):
        # Every name stays, even those available everywhere: another module's declaration of
        # the same name may need a newer system, and then this one is the earlier.
        return {name: {p: (v if v == UNAVAILABLE else list(v)) for p, v in avail.items()}
                for name, avail in table.items()}

    return {"top": compact(top), "any": compact(every)}


def toolchain_key():
    out = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout
    digest = hashlib.sha256()
    digest.update(out.encode())
    digest.update(Path(__file__).read_bytes())
    return digest.hexdigest()[:16]


def module_table(module, cache, target):
    cached = cache / f"{module}.json"
    if cached.exists():
        return json.loads(cached.read_text())
    with tempfile.TemporaryDirectory() as scratch:
        command = ["swift", "symbolgraph-extract", "-module-name", module, "-target", target,
                   "-output-dir", scratch]
        result = subprocess.run(command, capture_output=True, text=True)
        graphs = sorted(Path(scratch).glob(f"{module}*.symbols.json"))
        if result.returncode != 0 or not graphs:
            fail(f"error: cannot extract the symbol graph of {module}: {' '.join(command)}\n"
                     f"{result.stderr.strip()}")
        table = table_for_graphs(graphs)
    cache.mkdir(parents=True, exist_ok=True)
    partial = cache / f".{module}.{os.getpid()}.json"
    partial.write_text(json.dumps(table))
    os.replace(partial, cached)  # atomic: parallel runs never read half a table
    return table


def load(t):
    return {name: {p: (v if v == UNAVAILABLE else tuple(v)) for p, v in avail.items()}
            for name, avail in t.items()}


# --- sources ------------------------------------------------------------------------------------

def blank(out, start, end):
    for k in range(start, end):
        if out[k] != "\n":
            out[k] = " "


STRING_START = re.compile(r'(#*)("""|")')


def scan_code(s, out, i, in_interpolation):
    """Blanks comments and strings from `i`; returns after the `)` closing an interpolation."""
    depth, n = 0, len(s)
    while i < n:
        if s.startswith("//", i):
            j = s.find("\n", i)
            j = n if j < 0 else j
            blank(out, i, j)
            i = j
            continue
        if s.startswith("/*", i):
            j, nesting = i + 2, 1
            while j < n and nesting:
                if s.startswith("/*", j):
                    nesting, j = nesting + 1, j + 2
                elif s.startswith("*/", j):
                    nesting, j = nesting - 1, j + 2
                else:
                    j += 1
            blank(out, i, j)
            i = j
            continue
        c = s[i]
        if c in "#\"":
            m = STRING_START.match(s, i)
            if m:
                i = scan_string(s, out, i, len(m.group(1)), m.group(2) == '"""', m.end())
                continue
        if in_interpolation:
            if c == "(":
                depth += 1
            elif c == ")":
                if depth == 0:
                    return i + 1
                depth -= 1
        i += 1
    return i


def scan_string(s, out, start, hashes, multiline, i):
    close = ('"""' if multiline else '"') + "#" * hashes
    escape = "\\" + "#" * hashes
    n, segment = len(s), start
    while i < n:
        if s.startswith(close, i):
            blank(out, segment, i + len(close))
            return i + len(close)
        if s.startswith(escape, i):
            k = i + len(escape)
            if k < n and s[k] == "(":
                blank(out, segment, k + 1)
                i = segment = scan_code(s, out, k + 1, True)
                continue
            i = k + 1
            continue
        if not multiline and s[i] == "\n":
            break
        i += 1
    blank(out, segment, i)
    return i


def code_of(source):
    out = list(source)
    scan_code(source, out, 0, False)
    return "".join(out)


def matching_brace(code, open_index):
    depth = 0
    for k in range(open_index, len(code)):
        if code[k] == "{":
            depth += 1
        elif code[k] == "}":
            depth -= 1
            if depth == 0:
                return k
    return len(code)


def closing_paren(code, open_index):
    depth = 0
    for k in range(open_index, len(code)):
        if code[k] == "(":
            depth += 1
        elif code[k] == ")":
            depth -= 1
            if depth == 0:
                return k
    return len(code)


def parse_versions(arguments):
    """{platform: version or UNAVAILABLE} from the inside of @available(...) / #available(...)."""
    items = [item.strip() for item in arguments.split(",") if item.strip()]
    result = {}
    if not items:
        return result
    head = items[0].split()
    if len(head) == 1 and head[0] != "*":
        # Long form: @available(iOS, introduced: 18), @available(iOS, unavailable).
        name = ALIASES.get(head[0])
        for item in items[1:]:
            if name and item == "unavailable":
                result[name] = UNAVAILABLE
            elif name and item.startswith("introduced:"):
                result[name] = version(item.split(":", 1)[1].strip())
        return result
    for item in items:  # Short form: macOS 15, iOS 18.0, *
        words = item.split()
        if len(words) == 2 and words[0] in ALIASES:
            result[ALIASES[words[0]]] = version(words[1])
    return result


AVAILABLE_ATTRIBUTE = re.compile(r"@available\s*\(")
AVAILABLE_CONDITION = re.compile(r"\b(if|guard|while)\b[^{};]*?#available\s*\(")
OWN_DECLARATION = re.compile(
    r"\b(?:struct|class|enum|protocol|actor|typealias|associatedtype|func|var|let|case)\s+"
    r"`?([A-Za-z_]\w*)")
INTEGER_GENERIC = re.compile(r"<\s*let\s+[A-Za-z_]\w*\s*:|,\s*let\s+[A-Za-z_]\w*\s*:\s*Int\s*>")
INLINE_ARRAY_SUGAR = re.compile(r"\[\s*(?:\d+|[A-Za-z_]\w*)\s+of\s+[A-Za-z_\[(]")


def regions_of(code):
    """(start, end, versions): stretches of code an availability check covers, and the checked
    argument lists themselves (versions None: not code to scan)."""
    regions = []
    for m in AVAILABLE_ATTRIBUTE.finditer(code):
        close = closing_paren(code, m.end() - 1)
        versions = parse_versions(code[m.end():close])
        regions.append((m.start(), close + 1, None))
        brace = code.find("{", close)
        end = matching_brace(code, brace) if brace >= 0 else len(code)
        regions.append((close + 1, end, versions))
    for m in AVAILABLE_CONDITION.finditer(code):
        open_paren = m.end() - 1
        close = closing_paren(code, open_paren)
        versions = parse_versions(code[open_paren + 1:close])
        regions.append((open_paren, close + 1, None))
        brace = code.find("{", close)
        if brace < 0:
            continue
        body_end = matching_brace(code, brace)
        if m.group(1) == "guard":
            # Covered: the rest of the enclosing block, after the else block.
            depth, k = 0, body_end + 1
            while k < len(code):
                if code[k] == "{":
                    depth += 1
                elif code[k] == "}":
                    if depth == 0:
                        break
                    depth -= 1
                k += 1
            regions.append((body_end + 1, k, versions))
        else:
            regions.append((brace, body_end, versions))
    return regions


def declared_names(code):
    names = set(OWN_DECLARATION.findall(code))
    for m in re.finditer(r"\bcase\s+([^\n:=]*)", code):  # case a, b, c
        names.update(n for n in re.findall(r"(?:^|,)\s*([A-Za-z_]\w*)", m.group(1)))
    return names


def imports_of(code):
    return set(re.findall(
        r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*import\s+(?:(?:struct|class|enum|protocol|typealias|"
        r"func|let|var)\s+)?([A-Za-z_]\w*)", code, re.M))


def line_and_column(code, offset):
    line = code.count("\n", 0, offset) + 1
    return line, offset - (code.rfind("\n", 0, offset) + 1) + 1


def main():
    root = Path(__file__).resolve().parent.parent
    sources = Path(sys.argv[1]) if len(sys.argv) > 1 else root / "Sources"
    if len(sys.argv) > 2 or not sources.is_dir():
        print(f"usage: check-availability.sh [SOURCES_DIR]; {sources} is not a directory",
              file=sys.stderr)
        sys.exit(2)
    floors = floors_from_manifest(root / "Package.swift")
    floor_text = ", ".join(f"{p} {show(floors[p])}" for p in PLATFORMS)

    files = sorted(sources.rglob("*.swift"))
    codes = {path: code_of(path.read_text(errors="replace")) for path in files}
    own_modules = {path.name for path in sources.iterdir() if path.is_dir()}
    own_names = set()
    modules = list(BASE_MODULES)
    for code in codes.values():
        own_names |= declared_names(code)
        for module in sorted(imports_of(code)):
            for m in FOUNDATION.get(module, [module]):
                if m not in modules and m not in own_modules and m not in SKIPPED_MODULES:
                    modules.append(m)

    cache_root = os.environ.get("KB_AVAILABILITY_CACHE") or root / ".build" / "check-availability"
    cache = Path(cache_root) / toolchain_key()
    target = os.environ.get("KB_AVAILABILITY_TARGET") or f"{platform.machine()}-unknown-linux-gnu"
    top, every = {}, {}
    for module in modules:
        table = module_table(module, cache, target)
        for name, avail in load(table["top"]).items():
            merge(top, name, avail)
        for name, avail in load(table["any"]).items():
            merge(every, name, avail)

    def above_floor(avail):
        return {p: v for p, v in avail.items() if v != UNAVAILABLE and v > floors[p]}

    newer_top = {n: a for n, a in ((n, above_floor(a)) for n, a in top.items()) if a}
    # After a dot only compound names count (`utf8Span`, `withLockIfAvailable`): a single word
    # such as `.element`, `.key` or `.Output` is as likely a tuple label, an enum case or another
    # framework's member as the newer declaration that happens to be the only one extracted.
    newer_members = {n: a for n, a in ((n, above_floor(a)) for n, a in every.items())
                     if a and COMPOUND.search(n)}
    # The value-generic runtime came with InlineArray; the toolchain says when.
    value_generics = newer_top.get("InlineArray")

    problems = []
    for path, code in codes.items():
        regions = regions_of(code)

        def uncovered(offset, needs):
            covered = {}
            for start, end, versions in regions:
                if start <= offset < end:
                    if versions is None:
                        return {}
                    for p, v in versions.items():
                        if v == UNAVAILABLE or covered.get(p, (0, 0, 0)) == UNAVAILABLE:
                            covered[p] = UNAVAILABLE
                        else:
                            covered[p] = max(covered.get(p, (0, 0, 0)), v)
            return {p: v for p, v in needs.items()
                    if covered.get(p) != UNAVAILABLE and covered.get(p, (0, 0, 0)) < v}

        def report(offset, what, needs):
            missing = uncovered(offset, needs)
            if not missing:
                return
            line, column = line_and_column(code, offset)
            needed = ", ".join(f"{p} {show(missing[p])}" for p in PLATFORMS if p in missing)
            problems.append((str(path), line, column,
                f"{path}:{line}:{column}: error: {what} needs {needed}; the package's floor is "
                f"{floor_text} (wrap the use in `if #available` or an `@available` declaration)"))

        for m in IDENTIFIER.finditer(code):
            name = m.group(0)
            if name in own_names:
                continue
            k = m.start() - 1
            while k >= 0 and code[k] in " \t\r\n":
                k -= 1
            if k >= 0 and code[k] == ".":
                needs = newer_members.get(name)
            else:
                needs = newer_top.get(name)
            if needs:
                report(m.start(), f"'{name}'", needs)
        if value_generics:
            for m in INTEGER_GENERIC.finditer(code):
                report(m.start(), "an integer generic parameter (`let N: Int`, the runtime of "
                       "'InlineArray')", value_generics)
            for m in INLINE_ARRAY_SUGAR.finditer(code):
                report(m.start(), "'[N of T]' ('InlineArray')", value_generics)

    for *_, problem in sorted(problems):
        print(problem)
    if problems:
        print(f"check-availability: {len(problems)} use(s) above the floors in {sources}",
              file=sys.stderr)
        sys.exit(1)
    print(f"check-availability: {len(files)} files in {sources}: nothing above the floors "
          f"({floor_text}); {len(newer_top)} type/function names and {len(newer_members)} member "
          f"names from {', '.join(modules)} checked")


if __name__ == "__main__":
    main()
