/* Fuzz harness: move text in coordinate (R20) and short (R21) notation.
 *
 * Input: one byte picks a starting position (fz_position()), one byte the
 * rules (fz_rules()), one byte a number of random legal moves to play
 * first; the rest is the move text.  The text goes through
 * ct_move_parse_coord(), ct_square_parse(), ct_game_parse_move() and
 * ct_game_play_text():
 *  - a parsed move is legal, its text in both notations parses back to it,
 *    and playing the text equals playing the move;
 *  - a rejected text gives CT_ERR_PARSE or CT_ERR_ILLEGAL_MOVE with a
 *    message (ct_game_play_text: CT_ERR_GAME_OVER once the game is over),
 *    and leaves the game unchanged. */
#include <string.h>

#include "fuzz_util.h"

#define MAX_TEXT 64

static void same_game(ct_game *g, const char *pos, uint64_t hash, int hist)
{
    char now[CT_POSITION_MAX];
    FZ_ASSERT(ct_game_position(g, now, sizeof now) > 0);
    FZ_ASSERT(strcmp(now, pos) == 0);
    FZ_ASSERT(ct_game_hash(g) == hash);
    FZ_ASSERT(ct_game_history(g, NULL, 0) == hist);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fz_reader r = {data, size, 0};
    ct_rules rules;
    ct_game *g = NULL;
    ct_move moves[CT_MAX_MOVES];
    char text[MAX_TEXT + 1], pos[CT_POSITION_MAX], buf[16];

    uint8_t which = fz_byte(&r);
    fz_rules(fz_byte(&r), &rules);
    uint8_t walk = fz_byte(&r) & 15;
    FZ_ASSERT(ct_game_new(&rules, &g) == CT_OK);
    FZ_ASSERT(ct_game_set_position(g, fz_position(which)) == CT_OK);
    for (uint8_t i = 0; i < walk; i++) {
        int n = ct_game_legal_moves(g, moves, CT_MAX_MOVES);
        if (n <= 0)
            break;
        FZ_ASSERT(ct_game_play(g, moves[(size_t)(i * 37 + which) % (size_t)n]) == CT_OK);
    }

    size_t len = size - r.pos;
    if (len > MAX_TEXT)
        len = MAX_TEXT;
    memcpy(text, data + r.pos, len);
    text[len] = '\0';

    /* Game-free parsers. */
    ct_move cm = 0xFFFFFFFFu;
    int rc = ct_move_parse_coord(text, &cm);
    FZ_ASSERT(rc == CT_OK || rc == CT_ERR_PARSE);
    if (rc == CT_OK) {
        ct_move again = 0;
        FZ_ASSERT(ct_move_to_text(cm, buf, sizeof buf) >= 4);
        FZ_ASSERT(ct_move_parse_coord(buf, &again) == CT_OK && again == cm);
    }
    int32_t sq = -1;
    rc = ct_square_parse(text, &sq);
    FZ_ASSERT(rc == CT_OK || rc == CT_ERR_PARSE);
    if (rc == CT_OK) {
        FZ_ASSERT(sq >= 0 && sq < CT_SQUARES);
        FZ_ASSERT(ct_square_name(sq, buf, sizeof buf) >= 2);
    }

    FZ_ASSERT(ct_game_position(g, pos, sizeof pos) > 0);
    uint64_t hash = ct_game_hash(g);
    int hist = ct_game_history(g, NULL, 0);

    ct_move m = CT_MOVE_NONE;
    rc = ct_game_parse_move(g, text, &m);
    if (rc == CT_OK) {
        same_game(g, pos, hash, hist);
        FZ_ASSERT(ct_game_is_legal(g, m) == 1);
        ct_move back = CT_MOVE_NONE;
        FZ_ASSERT(ct_game_move_text(g, m, CT_NOTATION_COORD, buf, sizeof buf) > 0);
        FZ_ASSERT(ct_game_parse_move(g, buf, &back) == CT_OK && back == m);
        FZ_ASSERT(ct_game_move_text(g, m, CT_NOTATION_SHORT, buf, sizeof buf) > 0);
        FZ_ASSERT(ct_game_parse_move(g, buf, &back) == CT_OK && back == m);
        if (rc == CT_OK && cm != 0xFFFFFFFFu)
            FZ_ASSERT(cm == m); /* coordinate text: the same move */

        ct_game *twin = NULL;
        char a[CT_POSITION_MAX], b[CT_POSITION_MAX];
        FZ_ASSERT(ct_game_clone(g, &twin) == CT_OK);
        FZ_ASSERT(ct_game_play_text(g, text) == CT_OK);
        FZ_ASSERT(ct_game_play(twin, m) == CT_OK);
        FZ_ASSERT(ct_game_position(g, a, sizeof a) > 0);
        FZ_ASSERT(ct_game_position(twin, b, sizeof b) > 0);
        FZ_ASSERT(strcmp(a, b) == 0 && ct_game_hash(g) == ct_game_hash(twin));
        ct_game_free(twin);
        fz_check_game(g, 0);
    } else {
        FZ_ASSERT(rc == CT_ERR_PARSE || rc == CT_ERR_ILLEGAL_MOVE);
        fz_check_message(ct_game_error(g));
        same_game(g, pos, hash, hist);
        int rc2 = ct_game_play_text(g, text);
        /* play_text refuses every text once the game is over, as play. */
        if (ct_game_outcome(g, NULL) != CT_ONGOING)
            FZ_ASSERT(rc2 == CT_ERR_GAME_OVER);
        else
            FZ_ASSERT(rc2 == rc);
        same_game(g, pos, hash, hist);
        if (cm != 0xFFFFFFFFu) {
            /* well-formed coordinates that are not legal here */
            FZ_ASSERT(rc == CT_ERR_ILLEGAL_MOVE);
            FZ_ASSERT(ct_game_is_legal(g, cm) == 0);
            rc2 = ct_game_play(g, cm);
            FZ_ASSERT(rc2 == CT_ERR_ILLEGAL_MOVE || rc2 == CT_ERR_GAME_OVER);
            same_game(g, pos, hash, hist);
        }
    }
    ct_game_free(g);
    return 0;
}
