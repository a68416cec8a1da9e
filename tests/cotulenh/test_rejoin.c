/* Rejoining inside a deploy session (RULES.md T60 #10, a Decision, and
 * D12): a deploying piece that steps onto a square its session already
 * used makes an ordinary move or combination (T18) with its own range and
 * path; unlike the peer, it never jumps back onto such a square past its
 * range or through a blocker, and a square emptied by the session's own
 * `@` is an ordinary empty square (the burnt air force is gone). */
#include "testutil.h"

/* The legal moves, for messages. */
static const char *moves(tl_game *g)
{
    static char buf[65536];
    tl_moves_text(g, buf, sizeof buf);
    return buf;
}

static void expect(tl_game *g, const char *lan, int want)
{
    ck_assert_msg(tl_has_move(g, lan) == want, "%s is %s; the moves: %s", lan,
                  want ? "missing" : "listed", moves(g));
}

/* N+F+T on c2; after Fc2>g6 the tank (range 2) may not rejoin the air
 * force 4 squares away, as the peer's rule would let it. */
START_TEST(rejoin_out_of_range)
{
    tl_game *g = tl_load("4c6/11/11/10i/10i/11/11/11/10I/10I/2(NFT)8/6C4 r - - 0 1");
    tl_play_ok(g, "Fc2>g6");
    expect(g, "Tc2>&g6", 0);
    expect(g, "Tc2>g6", 0);
    expect(g, "Tc2>e2", 1); /* its own range still applies elsewhere */
    tl_game_free(g);
}
END_TEST

/* The air force flies over d2 to e2; the tank's path c2-d2-e2 is blocked
 * by the infantry on d2, so it may not rejoin e2 (the peer checks no
 * path), while without the blocker it may. */
START_TEST(rejoin_blocked_path)
{
    tl_game *g = tl_load("4c6/11/11/10i/10i/11/11/11/10I/10I/2(NFT)I7/6C4 r - - 0 1");
    tl_play_ok(g, "Fc2>e2");
    expect(g, "Tc2>&e2", 0);
    tl_game_free(g);
    g = tl_load("4c6/11/11/10i/10i/11/11/11/10I/10I/2(NFT)8/6C4 r - - 0 1");
    tl_play_ok(g, "Fc2>e2");
    expect(g, "Tc2>&e2", 1);
    tl_play_ok(g, "Tc2>&e2");
    tl_stack st = {.size = sizeof st};
    ck_assert_int_eq(tl_game_stack(g, TL_SQUARE(4, 1), &st), 2); /* F+T on e2 */
    ck_assert_int_eq(st.carrier, TL_AIR_FORCE);
    tl_game_free(g);
}
END_TEST

/* After the air force burns in its own `@` on c4 (Blue's anti-air on c5
 * covers c4 alone), c4 is empty: the tank moves there as onto any empty
 * square and stands there (the peer: the burnt air force still blocks,
 * and a piece moving onto it burns too). */
START_TEST(burnt_square_is_empty)
{
    tl_game *g = tl_load("4c6/11/11/10i/10i/11/11/2g8/2i8/11/2(NFT)8/6C4 r - - 0 1");
    tl_play_ok(g, "Fc2>@c4");
    tl_stack st = {.size = sizeof st};
    ck_assert_int_eq(tl_game_stack(g, TL_SQUARE(2, 3), &st), 0);
    expect(g, "Tc2>c4", 1);
    tl_play_ok(g, "Tc2>c4");
    ck_assert_int_eq(tl_game_stack(g, TL_SQUARE(2, 3), &st), 1);
    ck_assert_int_eq(st.carrier, TL_TANK);
    ck_assert_int_eq(st.side, TL_RED);
    tl_game_free(g);
}
END_TEST

int main(void)
{
    return run_tests("cotulenh-rejoin", "rejoin", 60,
                     TESTS(rejoin_out_of_range, rejoin_blocked_path, burnt_square_is_empty));
}
