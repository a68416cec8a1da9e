/* Fuzz harness: move text for libcotulenh (T48, T49: LAN, SAN, turn
 * records with "," and ",|", "|").
 *
 * The first byte picks the position (tz_position()) and the rules; then
 * each line of the input is a move text.  For each line:
 *  - tl_game_parse_move() either fails with TL_ERR_PARSE or
 *    TL_ERR_ILLEGAL_MOVE and a message, or gives a move that
 *    tl_game_is_legal() accepts and whose LAN parses back to it;
 *  - tl_game_play_text() is all or nothing: on error the game is exactly
 *    as before; on success, undoing the entries it added restores FEN,
 *    hash and history, and the text is played again to go on.
 * tz_check_game() runs after every line, deeply at the end. */
#include <string.h>

#include "fuzz_cotulenh_util.h"

#define MAX_LINES 24

static void try_line(tl_game *g, const char *text)
{
    tz_snap before;
    tl_move m = TL_MOVE_NONE;
    char lan[64];
    tz_snapshot(g, &before);
    int rc = tl_game_parse_move(g, text, &m);
    if (rc == TL_OK) {
        int legal = tl_game_is_legal(g, m);
        if (legal != 1)
            fprintf(stderr, "\"%s\" parses as %08x, which is not legal\n", text, (unsigned)m);
        FZ_ASSERT(legal == 1);
        if (TL_MOVE_KIND(m) != TL_KIND_END) {
            tl_move back = TL_MOVE_NONE;
            FZ_ASSERT(tl_game_move_text(g, m, TL_NOTATION_LAN, lan, sizeof lan) > 0);
            FZ_ASSERT(tl_game_parse_move(g, lan, &back) == TL_OK && back == m);
        }
    } else {
        FZ_ASSERT(rc == TL_ERR_PARSE || rc == TL_ERR_ILLEGAL_MOVE);
        fz_check_message(tl_game_error(g));
    }
    tz_unchanged(g, &before);

    rc = tl_game_play_text(g, text);
    if (rc != TL_OK) {
        FZ_ASSERT(rc == TL_ERR_PARSE || rc == TL_ERR_ILLEGAL_MOVE || rc == TL_ERR_GAME_OVER
                  || rc == TL_ERR_NO_SESSION || rc == TL_ERR_CANNOT_END);
        fz_check_message(tl_game_error(g));
        tz_unchanged(g, &before);
        return;
    }
    int added = tl_game_history(g, NULL, 0) - before.hist;
    FZ_ASSERT(added >= 1);
    for (int i = 0; i < added; i++)
        FZ_ASSERT(tl_game_undo(g) == TL_OK);
    tz_unchanged(g, &before);
    FZ_ASSERT(tl_game_play_text(g, text) == TL_OK);
    FZ_ASSERT(tl_game_history(g, NULL, 0) == before.hist + added);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fz_reader r = {data, size, 0};
    char text[TZ_TEXT_MAX];
    tl_rules rules;
    tl_game *g = NULL;
    uint8_t b = fz_byte(&r);
    tz_rules((uint8_t)(b >> 6), &rules);
    FZ_ASSERT(tl_game_new(&rules, &g) == TL_OK);
    FZ_ASSERT(tl_game_set_fen(g, tz_position(b & 0x3F)) == TL_OK);
    for (int i = 0; i < MAX_LINES && fz_more(&r); i++) {
        tz_line(&r, text, sizeof text);
        try_line(g, text);
        tz_check_game(g, 0);
    }
    tz_check_game(g, 1);
    tl_game_free(g);
    return 0;
}
