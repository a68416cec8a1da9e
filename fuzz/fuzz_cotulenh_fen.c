/* Fuzz harness: FEN text for libcotulenh (T45-T47) and free setups (T10).
 *
 * The first byte picks the rules (start, mode), the rest is the text given
 * to tl_game_set_fen() and tl_game_validate_setup().  Any text must either
 * load, after which every invariant of tz_check_game() holds (deep checks
 * included: every capture and a spread of the moves round-trip through
 * LAN and SAN and play/undo), or fail with TL_ERR_PARSE or
 * TL_ERR_INVALID_POSITION, a message, and the game exactly as before.
 * tl_game_validate_setup() never changes the game, and a valid setup
 * loads. */
#include <string.h>

#include "fuzz_cotulenh_util.h"

static void try_text(const char *text, const tl_rules *rules)
{
    tl_game *g = NULL;
    tl_move first = TL_MOVE_NONE;
    tz_snap before;
    FZ_ASSERT(tl_game_new(rules, &g) == TL_OK && g != NULL);
    /* Start from a game with a history, so "unchanged" is a real check. */
    FZ_ASSERT(tl_game_legal_moves(g, &first, 1) > 0);
    FZ_ASSERT(tl_game_play(g, first) == TL_OK);
    tz_snapshot(g, &before);

    int setup = tl_game_validate_setup(g, text);
    FZ_ASSERT(setup == TL_OK || setup == TL_ERR_PARSE || setup == TL_ERR_INVALID_POSITION
              || setup == TL_ERR_INVALID_SETUP);
    if (setup != TL_OK)
        fz_check_message(tl_game_error(g));
    tz_unchanged(g, &before);

    int rc = tl_game_set_fen(g, text);
    if (rc == TL_OK) {
        char fen[TL_FEN_MAX], init[TL_FEN_MAX];
        FZ_ASSERT(setup == TL_OK || setup == TL_ERR_INVALID_SETUP);
        FZ_ASSERT(tl_game_history(g, NULL, 0) == 0);
        FZ_ASSERT(tl_game_undo(g) == TL_ERR_NO_HISTORY);
        tz_check_game(g, 1);
        FZ_ASSERT(tl_game_fen(g, fen, sizeof fen) > 0);
        FZ_ASSERT(tl_game_initial_fen(g, init, sizeof init) > 0);
        FZ_ASSERT(strcmp(fen, init) == 0);
        /* the canonical FEN is a fixed point */
        FZ_ASSERT(tl_game_set_fen(g, fen) == TL_OK);
        FZ_ASSERT(tl_game_fen(g, init, sizeof init) > 0 && strcmp(fen, init) == 0);
    } else {
        if (setup == TL_OK)
            fprintf(stderr, "valid setup \"%s\" does not load: %s\n", text, tl_game_error(g));
        FZ_ASSERT(setup != TL_OK);
        FZ_ASSERT(rc == TL_ERR_PARSE || rc == TL_ERR_INVALID_POSITION);
        FZ_ASSERT(setup == TL_ERR_INVALID_SETUP || setup == rc);
        fz_check_message(tl_game_error(g));
        tz_unchanged(g, &before);
        tz_check_game(g, 0);
    }
    tl_game_free(g);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char text[TZ_TEXT_MAX + 1];
    tl_rules rules;
    if (size == 0)
        return 0;
    tz_rules(data[0], &rules);
    size--;
    if (size > TZ_TEXT_MAX)
        size = TZ_TEXT_MAX;
    memcpy(text, data + 1, size);
    text[size] = '\0';
    try_text(text, &rules);
    return 0;
}
