#!/usr/bin/env python3
"""Checks README.md and docs/*.md against the binary and the tree: commands, links, presets.

    python3 scripts/check-docs.py MORRIS_BINARY

- Commands: every `morris ...` command line shown (in code blocks, and in inline code that
  starts with `morris `) is checked: its subcommand (and sub-subcommand, as in `morris
  tablebase build`) exists, every `--flag` it uses is one that subcommand's `--help` lists,
  and, unless the line is a fragment (it contains `...`) or a bare mention (`morris
  evaluate`, no flags), the options that `--help`'s usage line marks as required are there.
  `scripts/run.sh ARGS` is checked as `morris train ARGS` (run.sh hands its arguments on),
  and `target/release/morris ...` as `morris ...`. docs/cli.md, the synopsis, must also
  name every subcommand and every flag `--help` lists, so that it cannot fall behind the CLI.
- Links: every Markdown link or image to a path in the tree leads to a file that exists,
  and a `#fragment` to a heading of that file (GitHub's anchors).
- Presets: an inline code span `PRESET: SECTION.KEY = VALUE` (`gpu: pipeline.workers =
  13`, `cpu: mixed_precision = false`) states a training preset's value; it must equal what
  `morris train --config PRESET --print-config` prints (VALUE in TOML).

Each problem is printed as FILE:LINE: ...; the exit status is 1 if there is any. Only the
standard library (Python 3.11 or newer, for tomllib); scripts/test.sh runs it.
"""

import functools
import re
import shlex
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SYNOPSIS = "docs/cli.md"
FLAG = re.compile(r"(?<![\w-])--([a-z][a-z0-9-]*)")
# An option line of clap's help: "  -h, --help", "      --depth <DEPTH>".
HELP_OPTION = re.compile(r"^\s+(?:-\w, )?--([a-z][a-z0-9-]*)")
HELP_COMMAND = re.compile(r"^\s{2}([a-z][a-z0-9-]*)\s{2,}")
ALWAYS = {"help", "version"}
# A command line: `morris ...`, the binary by its path (`target/release/morris ...`), or
# scripts/run.sh, which hands its arguments to `morris train`.
COMMAND_START = re.compile(r"^(?:[\w./-]*/)?morris(?: |$)|^scripts/run\.sh(?: |$)")


class Cli:
    """The subcommands and their flags, read from the binary's `--help`."""

    def __init__(self, binary):
        self.binary = binary
        self.cache = {}

    def help(self, path):
        key = tuple(path)
        if key not in self.cache:
            run = subprocess.run(
                [self.binary, *path, "--help"],
                capture_output=True,
                text=True,
                check=False,
            )
            self.cache[key] = run.stdout if run.returncode == 0 else None
        return self.cache[key]

    def commands(self, path):
        """The subcommands listed under `Commands:` for `path`, or an empty set."""
        text = self.help(path) or ""
        names, inside = set(), False
        for line in text.splitlines():
            if line.startswith("Commands:"):
                inside = True
            elif inside and not line.strip():
                break
            elif inside:
                match = HELP_COMMAND.match(line)
                if match and match.group(1) != "help":
                    names.add(match.group(1))
        return names

    def flags(self, path):
        return {m.group(1) for line in (self.help(path) or "").splitlines()
                if (m := HELP_OPTION.match(line))}

    def required(self, path):
        """The flags in the usage line outside brackets: the required options."""
        usage = next((l for l in (self.help(path) or "").splitlines()
                      if l.startswith("Usage:")), "")
        return set(FLAG.findall(re.sub(r"\[[^\]]*\]", "", usage)))

    def leaves(self, path=()):
        """Every runnable command path: ('train',), ('tablebase', 'build'), ..."""
        subs = self.commands(list(path))
        if not subs:
            return [tuple(path)] if path else []
        out = []
        for sub in sorted(subs):
            out.extend(self.leaves((*path, sub)))
        return out


def code_block_lines(text):
    """(line number, line) of the lines in fenced or indented code blocks."""
    out, fenced, previous_blank = [], False, True
    in_indented = False
    for number, line in enumerate(text.splitlines(), 1):
        if line.lstrip().startswith("```"):
            fenced = not fenced
            continue
        if fenced:
            out.append((number, line))
            continue
        indented = line.startswith("    ") or line.startswith("\t")
        if indented and (previous_blank or in_indented) and line.strip():
            in_indented = True
            out.append((number, line))
        elif line.strip():
            in_indented = False
        previous_blank = not line.strip()
    return out


def commands_in_blocks(text):
    """Command lines in code blocks, with continuation lines (`[--x]`, `--x`, `\\`) joined."""
    found, current = [], None
    for number, line in code_block_lines(text):
        stripped = line.strip()
        body = stripped[2:] if stripped.startswith("$ ") else stripped
        starts = bool(COMMAND_START.match(body))
        continues = current is not None and (
            current[1].endswith("\\") or body.startswith("[--") or body.startswith("--"))
        if starts:
            if current:
                found.append(current)
            current = (number, body)
        elif continues:
            current = (current[0], current[1].rstrip("\\") + " " + body)
        else:
            if current:
                found.append(current)
            current = None
    if current:
        found.append(current)
    return found


def commands_in_inline_code(text):
    """Inline code spans (outside code blocks) that start with `morris ` or scripts/run.sh."""
    prose = prose_of(text)
    found = []
    for match in INLINE_CODE.finditer(prose):
        span = " ".join(match.group(2).split())
        if span.startswith("$ "):
            span = span[2:]
        if COMMAND_START.match(span):
            found.append((line_of(prose, match.start()), span))
    return found


def prose_of(text):
    """The text with code blocks blanked (line numbers kept)."""
    lines = text.splitlines()
    blocked = {n for n, _ in code_block_lines(text)}
    return "\n".join("" if i + 1 in blocked or lines[i].lstrip().startswith("```") else l
                     for i, l in enumerate(lines))


INLINE_CODE = re.compile(r"(`+)(.+?)\1", re.S)
LINK = re.compile(r"!?\[(?:[^\]\[]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
CLAIM = re.compile(r"^([a-z][a-z0-9_-]*): ([a-z_][a-z0-9_]*(?:\.[a-z_][a-z0-9_]*)?) = (.+)$")


def line_of(text, offset):
    return text.count("\n", 0, offset) + 1


def anchors(text):
    """The anchors GitHub gives a Markdown file's headings."""
    seen, out = {}, set()
    for line in prose_of(text).splitlines():
        heading = re.match(r"^#{1,6}\s+(.*?)\s*#*\s*$", line)
        if not heading:
            continue
        title = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", heading.group(1))
        slug = re.sub(r"[^\w\- ]", "", title.lower()).replace(" ", "-")
        count = seen.get(slug, 0)
        seen[slug] = count + 1
        out.add(slug if count == 0 else f"{slug}-{count}")
    return out


@functools.cache
def anchors_of(path):
    """The heading anchors of the Markdown file at `path`, read once."""
    return anchors(path.read_text(encoding="utf-8"))


def check_links(file, name, text, problems):
    """Links and images to paths in the tree: the file exists, the #fragment is a heading."""
    prose = INLINE_CODE.sub(lambda m: re.sub(r"[^\n]", " ", m.group(0)), prose_of(text))
    checked = 0
    for match in LINK.finditer(prose):
        target = match.group(1)
        if re.match(r"^[a-z][a-z0-9+.-]*:", target):
            continue  # https:, mailto: and the like: not in the tree
        checked += 1
        where = f"{name}:{line_of(prose, match.start())}"
        path, _, fragment = target.partition("#")
        linked = (file.parent / path).resolve() if path else file
        if not linked.exists():
            problems.append(f"{where}: the link to '{target}' leads nowhere")
        elif fragment and linked.suffix == ".md" and fragment not in anchors_of(linked):
            problems.append(f"{where}: '{target}': {path or name} has no heading "
                            f"with the anchor #{fragment}")
    return checked


class Presets:
    """The training presets (configs/train/*.toml) as `morris train --print-config` reads them."""

    def __init__(self, binary):
        self.binary = binary
        self.names = {p.stem for p in (ROOT / "configs" / "train").glob("*.toml")}
        self.cache = {}

    def config(self, name):
        if name not in self.cache:
            run = subprocess.run([self.binary, "train", "--config", name, "--print-config"],
                                 capture_output=True, text=True, check=False)
            self.cache[name] = tomllib.loads(run.stdout) if run.returncode == 0 else None
        return self.cache[name]


def check_claims(presets, name, text, problems):
    """Inline spans `PRESET: SECTION.KEY = VALUE` against the preset's printed config."""
    prose = prose_of(text)
    checked = 0
    for match in INLINE_CODE.finditer(prose):
        claim = CLAIM.match(" ".join(match.group(2).split()))
        if not claim or claim.group(1) not in presets.names:
            continue
        checked += 1
        preset, key, stated = claim.groups()
        where = f"{name}:{line_of(prose, match.start())}: `{claim.group(0)}`"
        config = presets.config(preset)
        if config is None:
            problems.append(f"{where}: `morris train --config {preset} --print-config` failed")
            continue
        try:
            value = tomllib.loads(f"v = {stated}")["v"]
        except tomllib.TOMLDecodeError:
            problems.append(f"{where}: the value is not TOML")
            continue
        actual = config
        for part in key.split("."):
            actual = actual.get(part) if isinstance(actual, dict) else None
        if actual is None:
            problems.append(f"{where}: the preset has no {key}")
        elif actual != value or type(actual) is not type(value):
            problems.append(f"{where}: the preset says {key} = {actual!r}")
    return checked


def words(command):
    """The command's words: shell words without comments, or plain words if unbalanced."""
    try:
        return shlex.split(command, comments=True)
    except ValueError:
        return command.split("#")[0].split()


def check(cli, where, command, problems, used):
    ws = words(command)
    if not ws:
        return
    if ws[0] == "scripts/run.sh":
        path, rest = ["train"], ws[1:]
    elif ws[0] == "morris" or ws[0].endswith("/morris"):
        rest = ws[1:]
        path = []
        while rest and rest[0] in cli.commands(path):
            path.append(rest.pop(0))
        if not path:
            if rest and re.fullmatch(r"[a-z][a-z-]*", rest[0]):
                problems.append(f"{where}: `{command}`: no subcommand '{rest[0]}'")
            return
        if cli.commands(path) and rest and re.fullmatch(r"[a-z][a-z-]*", rest[0]):
            problems.append(f"{where}: `{command}`: no subcommand "
                            f"'{' '.join(path)} {rest[0]}'")
            return
    else:
        return
    if cli.commands(path):
        return  # a group named on its own (`morris tablebase`), nothing to check
    known = cli.flags(path)
    given = set()
    depth = 0
    for index, word in enumerate(rest):
        # A pipe (outside a synopsis' brackets), a redirection or a next command ends it.
        if word in (">", ">>", "&&", ";", "2>", "2>&1") or (word == "|" and depth == 0):
            rest = rest[:index]
            break
        depth += word.count("[") - word.count("]")
    for word in rest:
        for flag in FLAG.findall(word) if word.startswith(("--", "[--", "(--", "[")) else []:
            given.add(flag)
    used.setdefault(tuple(path), set()).update(given)
    name = "morris " + " ".join(path)
    for flag in sorted(given - known):
        problems.append(f"{where}: `{command}`: {name} has no --{flag}")
    if given and "..." not in command:
        for flag in sorted(cli.required(path) - given):
            problems.append(f"{where}: `{command}`: {name} needs --{flag}")


def main():
    if len(sys.argv) != 2:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    cli = Cli(sys.argv[1])
    if cli.help([]) is None:
        print(f"check-docs: cannot run {sys.argv[1]} --help", file=sys.stderr)
        return 2
    files = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
    presets = Presets(sys.argv[1])
    problems, checked, links, claims, synopsis_used = [], 0, 0, 0, {}
    for file in files:
        text = file.read_text(encoding="utf-8")
        name = file.relative_to(ROOT).as_posix()
        used = synopsis_used if name == SYNOPSIS else {}
        for number, command in commands_in_blocks(text) + commands_in_inline_code(text):
            check(cli, f"{name}:{number}", command, problems, used)
            checked += 1
        links += check_links(file, name, text, problems)
        claims += check_claims(presets, name, text, problems)
    if (ROOT / SYNOPSIS).exists():
        for path in cli.leaves():
            missing = cli.flags(list(path)) - ALWAYS - synopsis_used.get(path, set())
            if path not in synopsis_used:
                problems.append(f"{SYNOPSIS}: no synopsis of `morris {' '.join(path)}`")
            for flag in sorted(missing if path in synopsis_used else ()):
                problems.append(f"{SYNOPSIS}: the synopsis of `morris {' '.join(path)}` "
                                f"lacks --{flag}")
    else:
        problems.append(f"{SYNOPSIS}: missing")
    for problem in problems:
        print(problem)
    sys.stdout.flush()
    print(f"check-docs: {checked} command lines, {links} links and {claims} preset values "
          f"in {len(files)} files, {len(problems)} problems", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
