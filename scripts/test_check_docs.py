"""Tests of scripts/check-docs.py: it finds what it exists to find.

    MORRIS_BIN=target/release/morris python3 -m unittest scripts/test_check_docs.py

scripts/test.sh runs it before the check itself. Only the standard library.
"""

import importlib.util
import os
import tempfile
import unittest
from pathlib import Path

HERE = Path(__file__).resolve().parent
SPEC = importlib.util.spec_from_file_location("check_docs", HERE / "check-docs.py")
check_docs = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(check_docs)
MORRIS = os.environ.get("MORRIS_BIN", str(HERE.parent / "target" / "release" / "morris"))


class Links(unittest.TestCase):
    def check(self, text):
        with tempfile.TemporaryDirectory() as tmp:
            root = Path(tmp)
            (root / "docs").mkdir()
            (root / "docs" / "other.md").write_text("# Other page\n\n## A section: (its name)\n")
            (root / "docs" / "image.png").write_bytes(b"")
            page = root / "docs" / "page.md"
            page.write_text(text)
            problems = []
            checked = check_docs.check_links(page, "docs/page.md", text, problems)
            return checked, problems

    def test_links_to_files_and_headings_that_exist_pass(self):
        text = ("# Page\n\n[o](other.md), [s](other.md#a-section-its-name), [p](#page), "
                "![i](image.png), [w](https://example.com/nowhere)\n")
        self.assertEqual(self.check(text), (4, []))

    def test_a_missing_file_or_heading_is_named_with_its_line(self):
        checked, problems = self.check(
            "# Page\n\nfine\n[a](missing.md) and [b](other.md#no-such-heading)\n")
        self.assertEqual(checked, 2)
        self.assertEqual(len(problems), 2)
        self.assertIn("docs/page.md:4: the link to 'missing.md' leads nowhere", problems[0])
        self.assertIn("#no-such-heading", problems[1])

    def test_links_in_code_are_not_links(self):
        text = "# Page\n\n`[a](missing.md)`\n\n    [b](missing.md)\n"
        self.assertEqual(self.check(text), (0, []))

    def test_repeated_headings_get_numbered_anchors(self):
        self.assertEqual(check_docs.anchors("# Runs\n## Runs\n## `cpu`, 2 hours\n"),
                         {"runs", "runs-1", "cpu-2-hours"})


@unittest.skipUnless(Path(MORRIS).is_file(), f"no morris binary at {MORRIS}")
class PresetValues(unittest.TestCase):
    def check(self, text):
        problems = []
        checked = check_docs.check_claims(check_docs.Presets(MORRIS), "x.md", text, problems)
        return checked, problems

    def test_values_that_match_the_presets_pass(self):
        text = ('`gpu: pipeline.workers = 13`, `cpu: eval.best_by = "alphabeta:depth=3"`, '
                "`tiny: rules = \"three\"`, `cpu: mixed_precision = false`")
        self.assertEqual(self.check(text), (4, []))

    def test_a_wrong_value_type_or_key_is_an_error(self):
        checked, problems = self.check(
            "`gpu: pipeline.workers = 12`\n`gpu: pipeline.workers = 13.0`\n"
            "`cpu: search.no_such_key = 1`\n`cpu: net.blocks = four`")
        self.assertEqual(checked, 4)
        self.assertEqual([p.split(": ", 1)[0] for p in problems],
                         ["x.md:1", "x.md:2", "x.md:3", "x.md:4"])
        self.assertIn("the preset says pipeline.workers = 13", problems[0])
        self.assertIn("the preset has no search.no_such_key", problems[2])
        self.assertIn("not TOML", problems[3])

    def test_spans_that_name_no_preset_are_not_claims(self):
        self.assertEqual(self.check("`note: a = 1` and `x = 3`"), (0, []))


if __name__ == "__main__":
    unittest.main()
