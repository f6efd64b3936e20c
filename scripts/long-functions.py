#!/usr/bin/env python3
"""List Rust functions longer than a threshold.

Usage: scripts/long-functions.py DIR [THRESHOLD]   (THRESHOLD defaults to 80)

Prints `lines path:line name` for every `fn` whose body spans more than THRESHOLD lines
(from the `fn` line to its closing brace, both counted), longest first. Skips files named
tests.rs and `#[cfg(test)] mod ... { }` blocks (`mod tests` and the like). A function ends at
the first later line that is a `}` at the `fn` line's indentation (rustfmt's layout).
"""

import os
import re
import sys

FN = re.compile(r"^(\s*)(?:pub(?:\([^)]*\))?\s+)?(?:(?:const|async|unsafe|extern\s+\"[^\"]*\")\s+)*fn\s+(\w+)")
TEST_MOD = re.compile(r"^(\s*)(?:pub(?:\([^)]*\))?\s+)?mod\s+\w+\s*\{")


def closing(lines, start, indent):
    """Index of the line that closes the item opened at `start` (indent `indent`)."""
    for j in range(start, len(lines)):
        text = lines[j].split("//")[0].rstrip()
        if j == start and text.endswith("}") and text.count("{") == text.count("}"):
            return j  # a one-line item
        if text.endswith(";") and not any("{" in l for l in lines[start:j + 1]):
            return j  # a declaration without a body (a trait's method)
        if j > start and lines[j].startswith(indent + "}") and not lines[j].startswith(indent + "} else"):
            return j
    return len(lines) - 1


def scan(path, threshold, out):
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    i = 0
    while i < len(lines):
        line = lines[i]
        m = TEST_MOD.match(line)
        if m and i > 0 and "#[cfg(test)]" in lines[i - 1]:
            i = closing(lines, i, m.group(1)) + 1
            continue
        m = FN.match(line)
        if m:
            end = closing(lines, i, m.group(1))
            n = end - i + 1
            if n > threshold:
                out.append((n, f"{path}:{i + 1}", m.group(2)))
        i += 1


def main():
    if len(sys.argv) < 2 or sys.argv[1] in ("-h", "--help"):
        print(__doc__.strip())
        sys.exit(0 if len(sys.argv) >= 2 else 2)
    root = sys.argv[1]
    threshold = int(sys.argv[2]) if len(sys.argv) > 2 else 80
    out = []
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames.sort()
        for name in sorted(filenames):
            if name.endswith(".rs") and name != "tests.rs":
                scan(os.path.join(dirpath, name), threshold, out)
    out.sort(key=lambda r: (-r[0], r[1]))
    for n, where, name in out:
        print(f"{n} {where} {name}")


if __name__ == "__main__":
    main()
