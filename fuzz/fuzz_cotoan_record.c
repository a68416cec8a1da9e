/* Fuzz harness: game records (doc/cotoan/records.md).
 *
 * The first byte picks the default rules, the rest is a record text given
 * to ct_reader_new().  Every game read must satisfy fz_check_game(); its
 * canonical form (ct_record_write(), both notations) must read back as one
 * game with the same initial position, moves and outcome, and writing that
 * again must give the same text.  A read error must be CT_ERR_PARSE,
 * CT_ERR_ILLEGAL_MOVE or CT_ERR_INVALID_POSITION, with a "line L, column
 * C: " message, and every later ct_reader_next() must fail the same way.
 * Each game is also drawn as SVG (the documented bound holds). */
#include <string.h>

#include "fuzz_util.h"

#define MAX_GAMES 8
#define TEXT_MAX (1 << 16)

static void same_game(const ct_game *a, const ct_game *b)
{
    char x[CT_POSITION_MAX], y[CT_POSITION_MAX];
    FZ_ASSERT(ct_game_initial_position(a, x, sizeof x) > 0);
    FZ_ASSERT(ct_game_initial_position(b, y, sizeof y) > 0);
    FZ_ASSERT(strcmp(x, y) == 0);
    FZ_ASSERT(ct_game_position(a, x, sizeof x) > 0);
    FZ_ASSERT(ct_game_position(b, y, sizeof y) > 0);
    FZ_ASSERT(strcmp(x, y) == 0);
    int n = ct_game_history(a, NULL, 0);
    FZ_ASSERT(n >= 0 && ct_game_history(b, NULL, 0) == n);
    if (n > 0) {
        ct_move *ha = malloc((size_t)n * sizeof *ha);
        ct_move *hb = malloc((size_t)n * sizeof *hb);
        FZ_ASSERT(ha && hb);
        ct_game_history(a, ha, (size_t)n);
        ct_game_history(b, hb, (size_t)n);
        FZ_ASSERT(memcmp(ha, hb, (size_t)n * sizeof *ha) == 0);
        free(ha);
        free(hb);
    }
    int32_t ta = -1, tb = -1;
    FZ_ASSERT(ct_game_outcome(a, &ta) == ct_game_outcome(b, &tb) && ta == tb);
    ct_rules ra, rb;
    ct_rules_init(&ra);
    ct_rules_init(&rb);
    ct_game_get_rules(a, &ra);
    ct_game_get_rules(b, &rb);
    FZ_ASSERT(ra.mover == rb.mover && ra.target == rb.target && ra.limit == rb.limit);
}

/* Write the game, read it back, write again: a fixed point. */
static void round_trip(const ct_game *g, const ct_record *rec, uint32_t flags,
                       char *text, char *again)
{
    int n = ct_record_write(g, rec, flags, text, TEXT_MAX);
    FZ_ASSERT(n > 0);
    if (n >= TEXT_MAX)
        return; /* a very long game: not checked further */
    FZ_ASSERT(ct_record_write(g, rec, flags, NULL, 0) == n);

    ct_reader *rd = NULL;
    ct_game *g2 = NULL;
    ct_record *rec2 = NULL;
    FZ_ASSERT(ct_reader_new(text, (size_t)n, NULL, &rd) == CT_OK);
    int rc = ct_reader_next(rd, &g2, &rec2);
    if (rc != 1)
        fprintf(stderr, "written record does not read back: %s\n%s\n",
                ct_reader_error(rd), text);
    FZ_ASSERT(rc == 1);
    same_game(g, g2);
    int m = ct_record_write(g2, rec2, flags, again, TEXT_MAX);
    FZ_ASSERT(m == n && memcmp(text, again, (size_t)n) == 0);
    ct_record_free(rec2);
    ct_game_free(g2);
    ct_reader_free(rd);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    ct_rules rules;
    ct_reader *rd = NULL;
    if (size < 1)
        return 0;
    fz_rules(data[0], &rules);
    if (ct_reader_new((const char *)data + 1, size - 1, &rules, &rd) != CT_OK)
        abort();
    char *text = malloc(TEXT_MAX), *again = malloc(TEXT_MAX);
    char *svg = malloc(32768);
    FZ_ASSERT(text && again && svg);

    for (int games = 0; games < MAX_GAMES; games++) {
        ct_game *g = (ct_game *)0x1;
        ct_record *rec = (ct_record *)0x1;
        int rc = ct_reader_next(rd, &g, &rec);
        if (rc == 0) {
            FZ_ASSERT(g == NULL);
            break;
        }
        if (rc < 0) {
            FZ_ASSERT(rc == CT_ERR_PARSE || rc == CT_ERR_ILLEGAL_MOVE
                      || rc == CT_ERR_INVALID_POSITION);
            FZ_ASSERT(g == NULL);
            const char *msg = ct_reader_error(rd);
            FZ_ASSERT(strncmp(msg, "line ", 5) == 0);
            fz_check_message(msg);
            int32_t line = 0, col = 0;
            FZ_ASSERT(ct_reader_location(rd, &line, &col) == CT_OK);
            FZ_ASSERT(line >= 1 && col >= 1);
            FZ_ASSERT(ct_reader_next(rd, &g, &rec) == rc);
            break;
        }
        FZ_ASSERT(rc == 1 && g != NULL && rec != NULL);
        if (fz_skip_known() && fz_score_overflow_risk(g)) {
            ct_record_free(rec);
            ct_game_free(g);
            continue;
        }
        fz_check_game(g, 0);
        int tags = ct_record_tag_count(rec);
        FZ_ASSERT(tags >= 0);
        for (int32_t i = 0; i < tags; i++) {
            const char *name = NULL, *value = NULL;
            FZ_ASSERT(ct_record_tag_at(rec, i, &name, &value) == CT_OK);
            FZ_ASSERT(name && value && ct_record_tag(rec, name) != NULL);
        }
        FZ_ASSERT(ct_record_tag_at(rec, tags, NULL, NULL) == CT_ERR_INVALID_ARGUMENT);
        round_trip(g, rec, CT_RECORD_SHORT, text, again);
        round_trip(g, rec, CT_RECORD_COORD, text, again);
        int n = ct_game_render_svg(g, NULL, svg, 32768);
        FZ_ASSERT(n > 0 && n < 32768 && (size_t)n == strlen(svg));
        ct_record_free(rec);
        ct_game_free(g);
    }
    free(svg);
    free(again);
    free(text);
    ct_reader_free(rd);
    return 0;
}
