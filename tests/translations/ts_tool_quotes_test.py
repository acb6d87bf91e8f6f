#!/usr/bin/env python3
"""The quote rule of translations/ts_tool.py check: straight quotes around prose in a German or
Portuguese translation are flagged; code keeps them and is never flagged (a JSON snippet, a field
path, a JSON key, an example of what a user types, a file name, an option's value, a colour)."""
import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "translations"))
import ts_tool  # noqa: E402


def flagged(lang, source, translation):
    return ts_tool.quote_problems(lang, source, translation)


class QuoteRule(unittest.TestCase):
    def test_prose_quotes_are_flagged_in_both_languages(self):
        self.assertEqual(len(flagged("de", 'inside region "%1": %2', 'in Region "%1": %2')), 1)
        self.assertEqual(len(flagged("pt_BR", 'unknown kind "%1" (known: %2)', 'tipo desconhecido "%1" (conhecidos: %2)')), 1)
        self.assertEqual(len(flagged("de", 'see "Limits" in docs/robustness.md', 'siehe "Limits" in docs/robustness.md')), 1)
        self.assertEqual(len(flagged("pt_BR", 'expected "odd" or "even", found "%1"', 'era esperado "odd" ou "even", encontrado "%1"')), 3)
        self.assertIn("„…“", flagged("de", 'a "b"', 'ein "b"')[0])
        self.assertIn("“…”", flagged("pt_BR", 'a "b"', 'um "b"')[0])

    def test_the_languages_own_quotes_pass(self):
        self.assertEqual(flagged("de", 'inside region "%1": %2', "in Region „%1“: %2"), [])
        self.assertEqual(flagged("pt_BR", 'inside region "%1": %2', "dentro da região “%1”: %2"), [])

    def test_code_keeps_straight_quotes(self):
        legitimate = [
            ('field "%1": %2', 'Feld "%1": %2'),  # a field path, as the CLI names it
            ('field "%1" (its default "%2"): %3', 'campo "%1" (seu padrão “%2”): %3'),
            ('give it "tokens" and a kind with "token": true', "geben Sie ihm „tokens“ und eine Art mit \"token\": true"),  # a JSON key
            ('expected {"attributes": {...}, "fixed": true}', 'esperado {"attributes": {...}, "fixed": true}'),
            ('expected ["node id", "node id"]', 'era esperado ["id do nó", "id do nó"]'),
            ('Short name ("my-game")', 'Kurzname ("mein-spiel")'),  # an example of what a user types
            ('expected a colour such as "#3f7fd9", found "%1"', 'era esperada uma cor como "#3f7fd9", encontrado “%1”'),
            ('needs a pair such as "harbour-wood:wood"', 'precisa de pelo menos um par como "harbour-wood:wood"'),
            ('open "maps/catan.json" with --rules "x"', 'abra "maps/catan.json" com --rules "x"'),
        ]
        for source, translation in legitimate:
            for lang in ("de", "pt_BR"):
                self.assertEqual(flagged(lang, source, translation), [], translation)

    def test_a_source_without_prose_quotes_is_not_judged(self):
        self.assertEqual(flagged("de", "Tiled", 'ein "x"'), [])
        self.assertEqual(flagged("en", 'a "b"', 'a "b"'), [])

    def test_the_catalogues_pass(self):
        import xml.etree.ElementTree as ET
        for lang in ts_tool.LANGUAGES:
            tree = ET.parse(ts_tool.ts_path(lang))
            for _, message in ts_tool.messages(tree):
                source = message.findtext("source") or ""
                for form in ts_tool.forms_of(message):
                    self.assertEqual(flagged(lang, source, form), [], form)


if __name__ == "__main__":
    unittest.main()
