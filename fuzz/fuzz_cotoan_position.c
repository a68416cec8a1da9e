/* Fuzz harness: position strings (R19).
 *
 * The input is the text given to ct_game_set_position(), under two rule
 * sets (the defaults, and no score target / no ply limit so that loaded
 * "finished" positions can go on).  Any string must either load, after
 * which every invariant of fz_check_game() holds (deep checks included), or
 * fail with CT_ERR_PARSE / CT_ERR_INVALID_POSITION, a message, and the game
 * exactly as before. */
#include <string.h>

#include "fuzz_util.h"

#define MAX_TEXT 512

static void try_rules(const char *text, const ct_rules *rules)
{
    ct_game *g = NULL;
    char before[CT_POSITION_MAX], after[CT_POSITION_MAX];
    FZ_ASSERT(ct_game_new(rules, &g) == CT_OK);
    /* Start from a position that has a history, so "unchanged" is a real
     * check. */
    FZ_ASSERT(ct_game_play_text(g, "c1c4") == CT_OK);
    FZ_ASSERT(ct_game_position(g, before, sizeof before) > 0);
    uint64_t hash = ct_game_hash(g);

    int rc = ct_game_set_position(g, text);
    if (rc == CT_OK && fz_skip_known() && fz_score_overflow_risk(g)) {
        ct_game_free(g);
        return;
    }
    if (rc == CT_OK) {
        FZ_ASSERT(ct_game_history(g, NULL, 0) == 0);
        FZ_ASSERT(ct_game_undo(g) == CT_ERR_NO_HISTORY);
        fz_check_game(g, 1);
        /* The canonical string loads to itself. */
        FZ_ASSERT(ct_game_position(g, after, sizeof after) > 0);
        FZ_ASSERT(ct_game_initial_position(g, before, sizeof before) > 0);
        FZ_ASSERT(strcmp(before, after) == 0);
    } else {
        FZ_ASSERT(rc == CT_ERR_PARSE || rc == CT_ERR_INVALID_POSITION);
        fz_check_message(ct_game_error(g));
        FZ_ASSERT(ct_game_position(g, after, sizeof after) > 0);
        FZ_ASSERT(strcmp(before, after) == 0);
        FZ_ASSERT(ct_game_hash(g) == hash);
        FZ_ASSERT(ct_game_history(g, NULL, 0) == 1);
        fz_check_game(g, 0);
    }
    ct_game_free(g);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char text[MAX_TEXT + 1];
    ct_rules rules;
    if (size > MAX_TEXT)
        size = MAX_TEXT;
    memcpy(text, data, size);
    text[size] = '\0';
    try_rules(text, NULL);
    ct_rules_init(&rules);
    rules.target = 0;
    rules.limit = 0;
    rules.mover = CT_MOVER_BACK;
    try_rules(text, &rules);
    return 0;
}
