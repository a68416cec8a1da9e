"""Every line of tests/cotulenh/vectors: vectors.txt (perft 1–3 and the
sorted legal-move lists), perft_start.txt (perft 1–3 from T8 and T9, the
divides of depth 2 and 3) and game_end.txt (result, termination, points,
adjudication of every game-end case)."""

import unittest

from . import support
import cotulenh
from cotulenh import Rules, Termination


class VectorsTest(unittest.TestCase):
    def test_every_vector_line(self):
        n = 0
        for fields, no, comment in support.vector_lines("vectors.txt"):
            fen, p1, p2, p3, moves = fields
            with self.subTest(line=no, comment=comment):
                g = cotulenh.Game(fen)
                self.assertEqual(g.fen, fen)  # FEN round trip, sessions included
                lans = sorted((str(m) for m in g.legal_moves), key=lambda s: s.encode())
                self.assertEqual(lans, moves.split())
                self.assertEqual(g.perft(1), int(p1))
                self.assertEqual(g.perft(2), int(p2))
                if p3 != "-":
                    self.assertEqual(g.perft(3), int(p3))
                self.assertEqual(g.fen, fen)  # perft does not change the game
            n += 1
        self.assertEqual(n, 73)

    def test_every_listed_move_plays_and_undoes(self):
        for fields, no, comment in support.vector_lines("vectors.txt"):
            fen = fields[0]
            with self.subTest(line=no, comment=comment):
                g = cotulenh.Game(fen)
                h = g.hash()
                for m in g.legal_moves:
                    self.assertTrue(g.is_legal(m))
                    self.assertTrue(g.is_legal(str(m)))
                    played = g.push(str(m))  # the LAN parses back to the same move
                    self.assertEqual(played, m)
                    self.assertEqual(str(played), str(m))
                    self.assertEqual(g.pop(), m)
                    self.assertEqual(g.fen, fen)
                    self.assertEqual(g.hash(), h)

    def test_san_round_trip(self):
        # The SAN the library writes (T49) reads back as the same move,
        # also where a heroic and a plain piece of one kind reach the same
        # target ("F&f4" beside "+F&f4": the piece texts differ, T49).
        for fields, no, comment in support.vector_lines("vectors.txt"):
            with self.subTest(line=no, comment=comment):
                g = cotulenh.Game(fields[0])
                unread = []
                for m in g.legal_moves:
                    san = g.san(m)
                    try:
                        self.assertEqual(g.parse_move(san), m, san)
                    except cotulenh.IllegalMoveError as e:
                        unread.append("{} written {!r}: {}".format(m, san, e))
                self.assertEqual(unread, [], "SAN written by tl_game_move_text() that "
                                 "tl_game_parse_move() does not read back")

    def test_lan_is_the_library_text(self):
        # The package writes the LAN of listed moves itself (from the
        # stacks, T48); it is exactly tl_game_move_text()'s, at every
        # vector position and one step deeper.
        n = 0
        for fields, no, comment in support.vector_lines("vectors.txt"):
            with self.subTest(line=no, comment=comment):
                g = cotulenh.Game(fields[0])
                for m in g.legal_moves:
                    self.assertEqual(str(m), g.lan(m))
                    n += 1
                    g.push(m)
                    for reply in g.legal_moves:
                        self.assertEqual(str(reply), g.lan(reply))
                        n += 1
                    self.assertEqual(str(g.peek()), str(m))
                    g.pop()
        self.assertGreater(n, 10000)
        # Heroic pieces in stacks, deploying and moving as a whole.
        for fen in ("4c6/11/11/11/11/11/11/11/4(+T+I)6/11/11/6C4 r - - 0 1",
                    "4c6/11/11/11/11/11/11/11/2(N+F+T)8/11/11/6C4 r - - 0 1",
                    "4c6/11/11/11/11/11/11/11/4(T+I)6/11/11/6C4 r - - 0 1"):
            g = cotulenh.Game(fen)
            lans = [str(m) for m in g.legal_moves]
            self.assertEqual(lans, [g.lan(m) for m in g.legal_moves])
            self.assertTrue(any(t.startswith("+") and ">" in t for t in lans), lans)
            self.assertTrue(any(t.startswith("(") for t in lans), lans)


class ResolutionAgreesWithPlayTest(unittest.TestCase):
    """explain() of every legal move of every vector position says what
    push() then does: the points scored, the pieces made heroic, the
    pieces destroyed gone from their squares, the session left open, the
    check given."""

    def test_every_vector_move(self):
        seen = {"promoted": 0, "destroyed": 0, "kamikaze": 0, "session": 0}
        for fields, no, comment in support.vector_lines("vectors.txt"):
            g = cotulenh.Game(fields[0])
            for m in g.legal_moves:
                with self.subTest(line=no, move=str(m)):
                    r = g.explain(m)
                    self.assertEqual(r.move, m)
                    self.assertEqual(str(r.move), str(m))
                    self.assertEqual((r.kind, r.is_deploy, r.from_square, r.to_square, r.piece),
                                     (m.kind, m.is_deploy, m.from_square, m.to_square, m.piece))
                    self.assertEqual(r.side, g.turn)
                    before = g.points
                    g.push(m)
                    if not g.is_over():  # no T53 bonus in the points
                        self.assertEqual(g.points, (before[0] + r.points[0],
                                                    before[1] + r.points[1]))
                    for p in r.promoted:
                        st = g.stack_at(p.square)
                        self.assertIn(p.piece, st, p)
                        self.assertTrue(p.piece.heroic)
                    for p in r.destroyed:
                        st = g.stack_at(p.square) or ()
                        self.assertFalse(any(q.side == p.piece.side and q.type == p.piece.type
                                             for q in st), p)
                    self.assertEqual(r.session_open, g.session is not None)
                    other = "blue" if r.side == "red" else "red"
                    self.assertEqual(r.check, g.in_check(other))
                    g.pop()
                    seen["promoted"] += bool(r.promoted)
                    seen["destroyed"] += bool(r.destroyed)
                    seen["kamikaze"] += r.air == "kamikaze"
                    seen["session"] += r.session_open
        for k, n in seen.items():
            self.assertGreater(n, 0, k)


class PerftStartTest(unittest.TestCase):
    def lines(self):
        return list(support.vector_lines("perft_start.txt"))

    def test_start_positions(self):
        starts = [f for f, _, _ in self.lines() if len(f) == 4]
        self.assertEqual(len(starts), 2)
        for (fen, p1, p2, p3), rules in zip(starts, (Rules(), Rules(start="reduced"))):
            with self.subTest(fen=fen):
                g = cotulenh.Game(rules=rules)
                self.assertEqual(g.fen, fen)
                self.assertEqual(cotulenh.Game(fen).fen, fen)
                self.assertEqual(g.perft(0), 1)
                self.assertEqual(g.perft(1), int(p1))
                self.assertEqual(g.perft(2), int(p2))
                self.assertEqual(g.perft(3), int(p3))

    def test_divides(self):
        # "divide 2" lines then "divide 3" lines, each "LAN count".
        divide = {}
        depth = None
        for fields, no, comment in self.lines():
            if len(fields) == 4:
                continue
            if comment.startswith("divide 2"):
                depth = 2
            elif comment.startswith("divide 3"):
                depth = 3
            lan, count = fields[0].split()
            divide.setdefault(depth, {})[lan] = int(count)
        self.assertEqual(sorted(divide), [2, 3])
        g = cotulenh.Game()
        for d, want in sorted(divide.items()):
            self.assertEqual(sum(want.values()), {2: 13460, 3: 1578767}[d])
            got = {}
            for m in g.legal_moves:
                g.push(m)
                got[str(m)] = g.perft(d - 1)
                g.pop()
            self.assertEqual(got, want, "divide {}".format(d))
        self.assertEqual(g.fen, support.START)


_REASONS = {
    "checkmate": Termination.CHECKMATE,
    "halfmove clock 100": Termination.HALFMOVE_CLOCK,
    "blue lost the naval battle": Termination.NAVAL_BATTLE,
    "red lost the air battle": Termination.AIR_BATTLE,
    "blue lost the land battle": Termination.LAND_BATTLE,
    "raid: commander destroyed": Termination.COMMANDER_LOST,
}
_WINNER = {"1-0": "red", "0-1": "blue", "1/2-1/2": None}
_BATTLE = {"naval battle": "naval", "air battle": "air", "land battle": "land"}


def _battles(text):
    """{"red": {...}, "blue": {...}} from "red naval battle+air battle, blue
    naval battle"."""
    out = {"red": set(), "blue": set()}
    for part in text.split(","):
        side, rest = part.strip().split(" ", 1)
        out[side] = {_BATTLE[b.strip()] for b in rest.split("+")}
    return out


class GameEndTest(unittest.TestCase):
    def test_every_game_end_case(self):
        n = 0
        for fields, no, comment in support.vector_lines("game_end.txt"):
            fen, mode, moves, result, reason, points = fields
            with self.subTest(line=no, comment=comment):
                g = cotulenh.Game(fen, rules=Rules(mode=mode))
                for tok in ([] if moves == "-" else moves.split()):
                    g.push(tok)
                pts, adj = points.split()
                want_points = tuple(int(x) for x in pts.split(","))
                self.assertEqual(g.points, want_points)
                self.assertTrue(adj.startswith("adj="))
                adjudication = g.adjudication()
                self.assertEqual(adjudication.result(), adj[4:])
                self.assertEqual(adjudication.termination, Termination.ADJUDICATION)
                self.assertEqual(g.result(), result)
                o = g.outcome()
                if result == "*":
                    self.assertEqual(reason, "in progress")
                    self.assertIsNone(o)
                    self.assertFalse(g.is_over())
                    # adjudicate() ends it now: same result, no bonus
                    out = g.adjudicate()
                    self.assertEqual(out, adjudication)
                    self.assertEqual(g.outcome(), adjudication)
                    self.assertEqual(g.points, want_points)
                    self.assertIsNone(g.undo())
                    self.assertIsNone(g.outcome())
                else:
                    self.assertIsNotNone(o, reason)
                    self.assertTrue(g.is_over())
                    self.assertEqual(o.winner, _WINNER[result])
                    self.assertEqual(o.result(), result)
                    if reason.startswith("both sides lost a battle: "):
                        self.assertEqual(o.termination, Termination.BATTLES_BOTH)
                        lost = _battles(reason.split(": ", 1)[1])
                        for side in ("red", "blue"):
                            self.assertEqual(g.battles_lost(side), lost[side], side)
                    else:
                        self.assertEqual(o.termination, _REASONS[reason])
                    with self.assertRaises(cotulenh.GameOverError):
                        g.adjudicate()
                    with self.assertRaises(cotulenh.GameOverError):
                        g.resign()
                    self.assertEqual(g.points, want_points)
            n += 1
        self.assertEqual(n, 13)


if __name__ == "__main__":
    unittest.main()
