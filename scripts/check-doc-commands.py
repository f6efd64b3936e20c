#!/usr/bin/env python3
"""Checks the `morris ...` command lines that README.md and docs/*.md show against the CLI.

    python3 scripts/check-doc-commands.py MORRIS_BINARY

Every command line shown (in code blocks, and in inline code that starts with `morris `) is
checked: its subcommand (and sub-subcommand, as in `morris tablebase build`) exists, every
`--flag` it uses is one that subcommand's `--help` lists, and, unless the line is a fragment
(it contains `...`) or a bare mention (`morris evaluate`, no flags), the options that
`--help`'s usage line marks as required are there.
`scripts/run.sh ARGS` is checked as `morris train ARGS` (run.sh hands its arguments on), and
`target/release/morris ...` as `morris ...`.
docs/cli.md, the synopsis, must also name every subcommand and every flag `--help` lists,
so that it cannot fall behind the CLI. Each problem is printed as FILE:LINE: ...; the exit
status is 1 if there is any. Only the standard library; scripts/test.sh runs it.
"""

import re
import shlex
import subprocess
import sys
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
    lines = text.splitlines()
    blocked = {n for n, _ in code_block_lines(text)}
    prose = "\n".join("" if i + 1 in blocked or lines[i].lstrip().startswith("```") else l
                      for i, l in enumerate(lines))
    found = []
    for match in re.finditer(r"(`+)(.+?)\1", prose, re.S):
        span = " ".join(match.group(2).split())
        if span.startswith("$ "):
            span = span[2:]
        if COMMAND_START.match(span):
            found.append((prose.count("\n", 0, match.start()) + 1, span))
    return found


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
        print(f"check-doc-commands: cannot run {sys.argv[1]} --help", file=sys.stderr)
        return 2
    files = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
    problems, checked, synopsis_used = [], 0, {}
    for file in files:
        text = file.read_text(encoding="utf-8")
        name = file.relative_to(ROOT).as_posix()
        used = synopsis_used if name == SYNOPSIS else {}
        for number, command in commands_in_blocks(text) + commands_in_inline_code(text):
            check(cli, f"{name}:{number}", command, problems, used)
            checked += 1
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
    print(f"check-doc-commands: {checked} command lines in {len(files)} files, "
          f"{len(problems)} problems", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
