"""The shape of the API (doc/cotulenh/python.md) and the behaviour the header documents:
positions, queries, moves and deploy sessions, notation, resolution,
outcome, pictures."""

import unittest
import xml.dom.minidom

from . import support
import cotulenh
from cotulenh import Game, Kind, Move, Piece, PieceType, Rules, Termination


class ShapeTest(unittest.TestCase):
    """An example of the whole API, line by line."""

    def test_issue_example(self):
        g = cotulenh.Game()
        self.assertEqual(g.fen, cotulenh.START_FEN)
        self.assertEqual(g.rules, Rules(mode="total", start="standard"))
        g = cotulenh.Game(support.REDUCED, rules=cotulenh.Rules(mode="battles", start="reduced"))
        self.assertEqual(g.rules.mode, "battles")
        self.assertEqual(g.rules.start, "reduced")
        g = cotulenh.Game()
        lans = [str(m) for m in g.legal_moves]
        self.assertEqual(len(lans), 116)
        for m in ("Fe2e3", "Nc4c7", "Ic5&c4", "Tf4f6"):  # T57
            self.assertIn(m, lans)
        played = g.push("Ic5&c4")
        self.assertIsInstance(played, Move)
        self.assertEqual(str(played), "Ic5&c4")
        self.assertEqual(played.kind, Kind.COMBINE)
        g.pop()
        self.assertEqual(str(g.push("I&c4")), "Ic5&c4")  # SAN (T49)
        g.pop()
        g.push(g.legal_moves[0])
        g.pop()
        self.assertEqual(g.fen, cotulenh.START_FEN)
        self.assertEqual(g.turn, "red")
        self.assertEqual(g.points, (0, 0))
        self.assertIsNone(g.outcome())
        self.assertEqual(g.adjudication(), cotulenh.Outcome(None, Termination.ADJUDICATION))
        self.assertEqual(g.perft(1), 116)
        self.assertEqual(g.perft(2), 13460)

    def test_t57_reply_count(self):
        g = Game()
        g.push("Ic5c6")
        self.assertEqual(g.turn, "blue")
        self.assertEqual(len(g.legal_moves), 117)

    def test_start_rules(self):
        self.assertEqual(Game(rules=Rules(start="reduced")).fen, cotulenh.REDUCED_FEN)
        self.assertEqual(len(Game(rules=Rules(start="reduced")).legal_moves), 114)

    def test_exports(self):
        for name in cotulenh.__all__:
            self.assertTrue(hasattr(cotulenh, name), name)
        self.assertRegex(cotulenh.version(), r"^1\.\d+\.\d+$")
        self.assertEqual(cotulenh.version_info()[0], 1)
        self.assertTrue(cotulenh.LIBRARY)


class RulesTest(unittest.TestCase):
    def test_values(self):
        r = Rules()
        self.assertEqual((r.mode, r.start), ("total", "standard"))
        self.assertEqual(r.replace(mode="battles"), Rules("battles"))
        self.assertEqual(hash(Rules("battles", "reduced")), hash(Rules("battles", "reduced")))
        self.assertEqual(repr(r), "Rules(mode='total', start='standard')")
        with self.assertRaises(AttributeError):
            r.mode = "battles"
        with self.assertRaises(ValueError):
            Rules(mode="war")
        with self.assertRaises(ValueError):
            Rules(start="tiny")
        with self.assertRaises(TypeError):
            Rules(mode=1)
        with self.assertRaises(TypeError):
            r.replace(speed=2)

    def test_set_rules_keeps_position(self):
        g = Game()
        g.push("Ic5c6")
        fen = g.fen
        g.rules = Rules(mode="battles")
        self.assertEqual(g.rules.mode, "battles")
        self.assertEqual(g.fen, fen)
        self.assertEqual(len(g.history), 1)


class QueryTest(unittest.TestCase):
    def test_stacks(self):
        g = Game()
        self.assertIsNone(g.stack_at("a1"))
        s = g.stack_at("g1")
        self.assertEqual(str(s), "C")
        self.assertEqual(s.side, "red")
        self.assertEqual(s.carrier, Piece("red", PieceType.COMMANDER))
        self.assertEqual(g.stack_at(6), s)  # index g1 = 6 (T1)
        self.assertEqual(str(g.stack_at("g12")), "c")
        stacks = g.stacks()
        self.assertEqual(sum(len(s) for s in stacks.values()), 38)  # 19 a side (T7)
        g = Game(support.DEPLOY)
        nt = g.stack_at("c4")
        self.assertEqual(str(nt), "(NT)")
        self.assertEqual(nt.types, (PieceType.NAVY, PieceType.TANK))
        self.assertEqual(len(nt), 2)
        self.assertEqual(nt[1].type.letter, "T")
        g = Game("8c2/11/11/11/11/11/11/4+t6/4T6/11/11/6C4 r - - 0 1")
        self.assertEqual(g.stack_at("e5").carrier, Piece("blue", "T", heroic=True))
        self.assertEqual(str(g.stack_at("e5")), "+t")

    def test_counters_hash_check(self):
        g = Game()
        self.assertEqual((g.halfmove, g.fullmove), (0, 1))
        h = g.hash()
        self.assertIsInstance(h, int)
        self.assertTrue(0 <= h < 2 ** 64)
        g.push("Ic5c6")
        self.assertNotEqual(g.hash(), h)
        g.push("Ic8c7")
        self.assertEqual((g.halfmove, g.fullmove), (2, 2))
        g.pop()
        g.pop()
        self.assertEqual(g.hash(), h)
        self.assertEqual(Game().hash(), h)  # the same in every game
        self.assertFalse(g.is_check())
        self.assertFalse(g.in_check("blue"))

    def test_check(self):
        # vectors.txt: the checkmate position of game_end.txt, Blue to move
        g = Game("8T1c/11/9TI/11/11/11/11/11/11/11/11/2C8 b - - 0 1")
        self.assertTrue(g.is_check())
        self.assertTrue(g.in_check("blue"))
        self.assertFalse(g.in_check("red"))
        self.assertEqual(g.legal_moves, [])
        self.assertTrue(g.is_checkmate())
        self.assertFalse(g.is_stalemate())
        self.assertFalse(Game().is_checkmate())
        g = Game("9Hc/11/9TI/11/11/11/11/11/11/11/11/2C8 b - - 0 1")  # vectors.txt: T53 stalemate
        self.assertTrue(g.is_stalemate())
        self.assertFalse(g.is_checkmate())
        self.assertEqual(g.outcome(), cotulenh.Outcome(None, Termination.STALEMATE))

    def test_air_defence_and_attacks(self):
        g = Game()
        red = g.air_defence("red")
        blue = g.air_defence("blue")
        self.assertTrue(red and blue)
        for sq, n in red.items():
            self.assertIn(sq, cotulenh.SQUARE_NAMES)
            self.assertGreaterEqual(n, 1)
        # the anti-air on e4 covers its own square (T26)
        self.assertIn("e4", red)
        self.assertNotIn("e4", blue)
        # T31: the heroic commander on g1 attacks g3 (distance 2), not diagonally
        g = Game("10c/11/11/11/10t/11/11/11/11/6i1i2/11/6+C4 r - - 0 1")
        att = g.attacks("g1", "C")
        self.assertIn("g3", att)
        self.assertIn("g2", att)
        self.assertNotIn("h2", att)
        self.assertEqual(att, g.attacks("g1"))
        with self.assertRaises(ValueError):
            g.attacks("a1")  # empty
        with self.assertRaises(ValueError):
            g.attacks("g1", "T")  # no tank there

    def test_battles_lost(self):
        g = Game()
        self.assertEqual(g.battles_lost("red"), frozenset())
        g = Game("6c4/4fh1hf2/3a2s2a1/4gt1tg2/2ie2m2ei/11/11/2IE2M2EI/2N1GT1TG2/"
                 "3A2S2A1/1N2FH1HF2/6C4 r - - 0 1")
        self.assertEqual(g.battles_lost("blue"), {"naval"})


class DeployTest(unittest.TestCase):
    def test_t58_stay_capture_then_session(self):
        g = Game(support.DEPLOY)
        self.assertIsNone(g.session)
        m = g.push("Tc4>_b4")
        self.assertEqual(m.kind, Kind.STAY)
        self.assertTrue(m.is_deploy)
        self.assertTrue(m.is_capture)
        self.assertEqual(m.piece, PieceType.TANK)
        self.assertEqual((m.from_square, m.to_square), ("c4", "b4"))
        s = g.session
        self.assertEqual(s.origin, "c4")
        self.assertEqual(s.may_step, (PieceType.NAVY,))
        self.assertTrue(s.captured)
        self.assertTrue(s.may_end)
        self.assertEqual(str(s), "c4:N:x")
        self.assertTrue(g.fen.endswith(" c4:N:x"))
        self.assertEqual(g.turn, "red")
        lans = [str(x) for x in g.legal_moves]
        self.assertIn("Nc4>b4", lans)
        self.assertTrue(all(x.startswith("Nc4>") for x in lans))
        self.assertEqual(str(g.stack_at("c4")), "(NT)")
        self.assertIsNone(g.stack_at("b4"))
        self.assertEqual(g.points, (410, 320))  # 330 missing from the FEN + the navy (T52)
        end = g.end_deploy()
        self.assertTrue(end.is_end)
        self.assertEqual(str(end), "|")
        self.assertEqual(end.kind, Kind.END)
        self.assertIsNone(g.session)
        self.assertEqual(g.turn, "blue")
        self.assertEqual([str(x) for x in g.history], ["Tc4>_b4", "|"])
        self.assertEqual(g.history_text(), "T>_b4,|")
        self.assertEqual(g.history_text("lan"), "Tc4>_b4,|")
        self.assertEqual(g.pop(), end)  # undo step by step
        self.assertEqual(g.session, s)
        g.pop()
        self.assertEqual(g.fen, support.DEPLOY)
        with self.assertRaises(cotulenh.NoSessionError):
            g.end_deploy()
        with self.assertRaises(cotulenh.EmptyHistoryError):
            g.pop()

    def test_session_fen_round_trip(self):
        g = Game(support.DEPLOY)
        g.push("Tc4>_b4")
        fen = g.fen
        g2 = Game(fen)
        self.assertEqual(g2.fen, fen)
        self.assertEqual(g2.session, g.session)
        self.assertEqual(g2.hash(), g.hash())
        self.assertEqual(g2.legal_moves, g.legal_moves)

    def test_push_bar_and_play(self):
        g = Game(support.DEPLOY)
        g.push("Tc4>_b4")
        self.assertEqual(str(g.push("|")), "|")
        self.assertEqual(g.turn, "blue")
        g2 = Game(support.DEPLOY)
        played = g2.play("Tc4>_b4,|")
        self.assertEqual([str(m) for m in played], ["Tc4>_b4", "|"])
        self.assertEqual(g2.fen, g.fen)
        # several records, SAN; all or nothing
        g3 = Game()
        fen = g3.fen
        with self.assertRaises(cotulenh.IllegalMoveError):
            g3.play("Ic5c6 Ic8c7 Ic6c9")
        self.assertEqual(g3.fen, fen)
        self.assertEqual(g3.history, [])
        g3.play("Ic5c6 Ic8c7")
        self.assertEqual(g3.history_text("lan"), "Ic5c6 Ic8c7")
        self.assertEqual(len(g3.history), 2)

    def test_end_deploy_agrees_with_may_end(self):
        # vectors.txt: a session open on c2 (N+T) before any step: whether
        # it may end now is what may_end says, and end_deploy() agrees.
        g = Game("4c6/11/11/10i/10i/11/6F4/11/10I/10I/2(NT)8/6C4 r - - 0 1 c2:NT")
        s = g.session
        self.assertEqual(s.origin, "c2")
        self.assertEqual(set(s.may_step), {PieceType.NAVY, PieceType.TANK})
        fen = g.fen
        if s.may_end:
            g.end_deploy()
            self.assertIsNone(g.session)
        else:
            with self.assertRaises(cotulenh.CannotEndDeployError):
                g.end_deploy()
            self.assertEqual(g.fen, fen)

    def test_cannot_end_on_water(self):
        # T47: F+T left on b3 (water) after the navy stepped away: the
        # session may not end until they leave (T21).
        fen = "4c6/11/11/11/11/11/11/11/11/1(FT)9/11/6C4 r - - 0 1 b3:FT"
        g = Game(fen)
        self.assertFalse(g.session.may_end)
        with self.assertRaises(cotulenh.CannotEndDeployError) as cm:
            g.end_deploy()
        self.assertTrue(cm.exception.detail)
        with self.assertRaises(cotulenh.IllegalMoveError):
            g.push("|")
        self.assertEqual(g.fen, fen)
        self.assertEqual(g.history, [])
        self.assertTrue(g.legal_moves)
        self.assertTrue(all(m.is_deploy and m.from_square == "b3" for m in g.legal_moves))

    def test_t59_facing(self):
        g = Game(support.FACING)
        lans = {str(m) for m in g.legal_moves}
        self.assertIn("Cd1f1", lans)
        self.assertNotIn("Cd1e1", lans)
        self.assertNotIn("Cd1d12", lans)
        with self.assertRaises(cotulenh.IllegalMoveError):
            g.push("Cd1e1")
        self.assertFalse(g.is_legal("Cd1e1"))
        self.assertTrue(g.is_legal("Cd1f1"))


class MoveTest(unittest.TestCase):
    def test_parse_and_code(self):
        m = Move.parse("Ic5&c4")
        self.assertEqual((m.from_square, m.to_square, m.kind, m.piece, m.is_deploy),
                         ("c5", "c4", Kind.COMBINE, PieceType.INFANTRY, False))
        self.assertEqual(m.from_index, 2 + 4 * 11)
        self.assertEqual(m.code, m.from_index | m.to_index << 8 | 4 << 16 | 6 << 20)
        self.assertEqual(Move.from_code(m.code), m)
        self.assertIn(m, Game().legal_moves)
        self.assertEqual(Move("I", "c5", "c4", "&"), m)
        self.assertEqual(Move(PieceType.INFANTRY, "c5", "c4", Kind.COMBINE), m)
        self.assertEqual((str(Kind.SUICIDE), Kind.STAY.sign, Kind.END.sign), ("suicide", "_", "|"))
        d = Move.parse("Tc4>_b4")
        self.assertTrue(d.is_deploy)
        self.assertEqual(d.kind, Kind.STAY)
        self.assertEqual(str(d), "Tc4>_b4")
        s = Move.parse("(NFT)b3xe6")
        self.assertEqual(s.piece, PieceType.NAVY)
        self.assertEqual(s.kind, Kind.CAPTURE)
        self.assertEqual(str(Move.from_code(s.code)), "Nb3xe6")  # from the code alone
        self.assertEqual(Move.parse("+Cg1xg3").piece, PieceType.COMMANDER)
        self.assertEqual(Move.end("c4").code, 2 + 3 * 11 | (2 + 3 * 11) << 8 | 7 << 16)
        self.assertEqual(hash(m), m.code)
        self.assertNotEqual(m, d)
        for bad in ("", "Ic5", "Xc5c4", "Ic5&c13", "Il5c4", "(NFT)b3>e6", "Ic5c4c3"):
            with self.assertRaises(cotulenh.InvalidMoveError, msg=bad):
                Move.parse(bad)
        with self.assertRaises(TypeError):
            Move.parse(b"Ic5c4")
        with self.assertRaises(ValueError):
            Move.from_code(0xFF)  # square 255
        with self.assertRaises(AttributeError):
            m.kind = Kind.MOVE

    def test_moves_from_a_game_carry_the_library_text(self):
        g = Game("10c/11/11/11/10t/11/11/11/11/6i1i2/11/6+C4 r - - 0 1")
        lans = [str(m) for m in g.legal_moves]
        self.assertIn("+Cg1xg3", lans)
        m = g.parse_move("+Cg1xg3")
        self.assertEqual(str(m), "+Cg1xg3")
        self.assertEqual(g.parse_move("Cg1xg3"), m)  # heroic sign may be omitted
        self.assertEqual(g.san(m), "+Cxg3")


class ResolutionTest(unittest.TestCase):
    def test_suicide(self):
        # game_end.txt: Red F burns with the Blue infantry
        g = Game("8c2/11/11/10i/4g5i/4i6/11/11/4F5I/10I/11/6C4 r - - 0 1")
        r = g.explain("Fe4@e7")
        self.assertEqual(r.kind, Kind.SUICIDE)
        self.assertEqual(r.side, "red")
        self.assertEqual((r.from_square, r.to_square), ("e4", "e7"))
        self.assertEqual(r.piece, PieceType.AIR_FORCE)
        self.assertEqual(r.movers, (Piece("red", "F"),))
        self.assertEqual(r.air, "kamikaze")
        self.assertEqual(r.air_source, "e8")
        # the target stack first, then the air force (T23.1)
        self.assertEqual([p.piece for p in r.destroyed], [Piece("blue", "I"), Piece("red", "F")])
        self.assertEqual(r.destroyed[0].square, "e7")
        self.assertEqual(r.points, (10, 40))
        self.assertTrue(r.is_capture)
        self.assertFalse(r.session_open)
        self.assertIsInstance(r.text, str)
        self.assertIn("e4", r.text)
        self.assertEqual(str(r), r.text)
        self.assertEqual(r.as_dict()["move"], "Fe4@e7")
        self.assertEqual(g.fen, "8c2/11/11/10i/4g5i/4i6/11/11/4F5I/10I/11/6C4 r - - 0 1")
        g.push("Fe4@e7")
        self.assertEqual(g.points, (410, 410))

    def test_heroic_capture_and_promotion(self):
        g = Game("8c2/11/11/11/11/11/11/4+t6/4T6/11/11/6C4 r - - 0 1")
        r = g.explain("Te4xe5")
        self.assertEqual(r.kind, Kind.CAPTURE)
        self.assertEqual(r.air, "none")
        self.assertIsNone(r.air_source)
        self.assertEqual([(p.square, p.piece) for p in r.destroyed],
                         [("e5", Piece("blue", "T", heroic=True))])
        self.assertEqual(r.points, (30, 0))
        for p in r.promoted:
            self.assertIsInstance(p, cotulenh.PieceAt)
            self.assertTrue(p.piece.heroic)

    def test_deploy_resolution(self):
        g = Game(support.DEPLOY)
        r = g.explain("Tc4>_b4")
        self.assertTrue(r.is_deploy)
        self.assertTrue(r.session_open)
        self.assertEqual(r.kind, Kind.STAY)
        self.assertEqual(r.movers, (Piece("red", "T"),))
        self.assertEqual([(p.square, p.piece) for p in r.destroyed], [("b4", Piece("blue", "N"))])
        self.assertEqual(r.points, (80, 0))

    def test_illegal(self):
        with self.assertRaises(cotulenh.IllegalMoveError):
            Game().explain("Ic5c7")


class OutcomeTest(unittest.TestCase):
    def test_resign_agree_adjudicate_undo(self):
        g = Game()
        g.push("Ic5c6")
        g.resign()  # Blue, to move, resigns
        o = g.outcome()
        self.assertEqual(o, cotulenh.Outcome("red", Termination.RESIGNATION))
        self.assertEqual(g.result(), "1-0")
        self.assertEqual(g.points, (100, 0))  # the win bonus (T53)
        with self.assertRaises(cotulenh.GameOverError):
            g.push("Ic8c7")
        with self.assertRaises(cotulenh.GameOverError):
            g.agree_draw()
        self.assertIsNone(g.undo())  # withdraws the resignation
        self.assertIsNone(g.outcome())
        self.assertEqual(g.points, (0, 0))
        g.resign("red")
        self.assertEqual(g.outcome().winner, "blue")
        self.assertEqual(str(g.pop()), "Ic5c6")  # the move and the resignation
        self.assertIsNone(g.outcome())
        g.agree_draw()
        self.assertEqual(g.outcome(), cotulenh.Outcome(None, Termination.AGREEMENT))
        self.assertEqual(g.result(), "1/2-1/2")
        g.undo()
        self.assertEqual(g.adjudicate(), cotulenh.Outcome(None, Termination.ADJUDICATION))
        self.assertTrue(g.is_over())
        self.assertEqual(str(Termination.CHECKMATE), "checkmate")
        self.assertEqual(repr(g.outcome()),
                         "Outcome(winner=None, termination=Termination.ADJUDICATION)")


class PictureTest(unittest.TestCase):
    def test_text_and_svg(self):
        g = Game(support.DEPLOY)
        text = str(g)
        self.assertIn("(NT)", text)
        self.assertEqual(text, g.render())
        self.assertNotEqual(g.render(flip=True), text)
        self.assertIn("~", g.render(terrain=True))
        self.assertIn("\x1b[", g.render(color=True))
        svg = g._repr_svg_()
        self.assertTrue(svg.lstrip().startswith("<"))
        xml.dom.minidom.parseString(svg.encode("utf-8"))
        g.push("Tc4>_b4")
        rings = g.svg(square=32, flip=True, air_defence=("red", "blue"), last_move=True)
        xml.dom.minidom.parseString(rings.encode("utf-8"))
        self.assertNotEqual(rings, g.svg())
        self.assertEqual(g.svg(air_defence="red"), g.svg(air_defence=["red"]))
        with self.assertRaises(ValueError):
            g.svg(square=8)
        with self.assertRaises(ValueError):
            g.svg(air_defence=["green"])

    def test_repr(self):
        g = Game()
        self.assertEqual(repr(g), "Game({!r})".format(cotulenh.START_FEN))
        g.close()
        self.assertEqual(repr(g), "<cotulenh.Game (closed)>")


class SetupTest(unittest.TestCase):
    def test_validate_setup(self):
        g = Game()
        g.validate_setup(cotulenh.START_FEN)
        self.assertTrue(g.is_valid_setup(cotulenh.START_FEN))
        with self.assertRaises(cotulenh.InvalidSetupError) as cm:
            g.validate_setup(support.DEPLOY)
        self.assertTrue(cm.exception.detail)
        self.assertIsInstance(cm.exception, cotulenh.InvalidPositionError)
        self.assertFalse(g.is_valid_setup("nonsense"))
        self.assertEqual(g.fen, cotulenh.START_FEN)  # not changed
        # the reduced set: the standard start is not a reduced setup
        r = Game(rules=Rules(start="reduced"))
        self.assertFalse(r.is_valid_setup(cotulenh.START_FEN))
        self.assertTrue(r.is_valid_setup(cotulenh.REDUCED_FEN))


if __name__ == "__main__":
    unittest.main()
