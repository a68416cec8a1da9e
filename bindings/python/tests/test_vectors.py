"""The reference vectors of tests/cotoan/vectors/ through Python: legal moves
(moves.txt) and perft counts to depth 3 (perft.txt), both capture movers."""

import unittest

from . import support
import cotoan


@unittest.skipUnless(support.vectors_dir(), "tests/cotoan/vectors not found (set COTOAN_VECTORS)")
class VectorsTest(unittest.TestCase):
    def test_moves(self):
        lines = 0
        for (pos, mover, moves), no in support.vector_lines("moves.txt"):
            with self.subTest(line=no):
                g = cotoan.Game(pos, cotoan.Rules(mover=mover))
                got = g.legal_moves
                self.assertEqual(sorted(str(m) for m in got), moves.split(), pos)
                self.assertEqual(len(got), len(set(got)))  # R11: each (from, to) once
                for m in got:
                    # a capture lands on an enemy piece, a slide on an empty square
                    target = g.piece_at(m.to_square)
                    self.assertEqual(m.is_capture, target is not None)
                    if target is not None:
                        self.assertNotEqual(target.side, g.turn)
                    self.assertEqual(g.piece_at(m.from_square), (g.turn, m.value))
                    self.assertEqual(g.short(m), m.short())
                    self.assertEqual(g.explain(m).is_capture, m.is_capture)
                self.assertEqual(g.is_over(), not got)
                lines += 1
        self.assertGreater(lines, 50)

    def test_moves_push_pop_roundtrip(self):
        for (pos, mover, _), no in support.vector_lines("moves.txt"):
            g = cotoan.Game(pos, cotoan.Rules(mover=mover))
            h = g.hash()
            for m in g.legal_moves:
                played = g.push(m)
                self.assertEqual((played.is_capture, played.value), (m.is_capture, m.value))
                popped = g.pop()
                self.assertEqual(popped, m)
                self.assertEqual((popped.is_capture, popped.value), (m.is_capture, m.value))
            self.assertEqual(g.position, pos, no)
            self.assertEqual(g.hash(), h, no)

    def test_perft(self):
        lines = 0
        for fields, no in support.vector_lines("perft.txt"):
            pos, mover, counts = fields[0], fields[1], fields[2:]
            g = cotoan.Game(pos, cotoan.Rules(mover=mover))
            for item in counts:
                name, n = item.split()
                depth = int(name[1:])
                if depth > 3:  # D4 is a benchmark, not a unit test
                    continue
                with self.subTest(line=no, depth=depth):
                    self.assertEqual(g.perft(depth), int(n))
            lines += 1
        self.assertGreater(lines, 50)


if __name__ == "__main__":
    unittest.main()
