"""Rules: options, validation, use by games."""

import unittest

from . import support  # noqa: F401
import cotoan


class RulesTest(unittest.TestCase):
    def test_defaults(self):
        r = cotoan.Rules()
        self.assertEqual((r.mover, r.target, r.limit), ("front", 15, 240))
        self.assertEqual(r, cotoan.Rules.standard())
        self.assertEqual(cotoan.Rules.classic().mover, "back")
        self.assertEqual(repr(r), "Rules(mover='front', target=15, limit=240)")
        self.assertEqual(hash(r), hash(cotoan.Rules("front", 15, 240)))

    def test_replace_and_immutable(self):
        r = cotoan.Rules().replace(target=10)
        self.assertEqual(r.target, 10)
        with self.assertRaises(AttributeError):
            r.target = 3
        with self.assertRaises(TypeError):
            r.replace(colour="red")

    def test_validation(self):
        for kw in (
            {"mover": "middle"},
            {"target": -1},
            {"target": 1001},
            {"limit": -5},
            {"limit": 1000001},
            {"target": "15"},
            {"limit": 2.5},
        ):
            with self.assertRaises(ValueError, msg=kw):
                cotoan.Rules(**kw)
        cotoan.Rules(target=0, limit=0)
        cotoan.Rules(target=1000, limit=1000000)

    def test_game_rules_roundtrip(self):
        r = cotoan.Rules("back", 20, 100)
        g = cotoan.Game(rules=r)
        self.assertEqual(g.rules, r)
        g.rules = cotoan.Rules()
        self.assertEqual(g.rules, cotoan.Rules())
        with self.assertRaises(TypeError):
            g.rules = {"mover": "back"}
        with self.assertRaises(TypeError):
            cotoan.Game(rules="classic")

    def test_rules_change_outcome(self):
        # Red has 14 points; with target 14 the loaded position is won.
        pos = "8b1/4b04/9/9/9/1b4r7r52b22/9/9/9/4r04/9 r 14 0 30"
        g = cotoan.Game(pos)
        self.assertIsNone(g.outcome())
        g.rules = cotoan.Rules(target=14)
        self.assertEqual(g.outcome().winner, "red")
        self.assertEqual(g.legal_moves, [])


if __name__ == "__main__":
    unittest.main()
