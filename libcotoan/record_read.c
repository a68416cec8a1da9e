/* The record reader (doc/cotoan/records.md): gamekit's scanner and grammar
 * (gk_reader_next()), with the moves, the Rules and Position tags and the
 * endings of Cờ toán. */
#include <stdio.h>
#include <string.h>

#include "cotoan/cotoan.h"
#include "game_impl.h"
#include "record_impl.h"
#include "gk_lang.h"
#include "gk_text.h"

#define TOKEN_MAX 32

struct ct_reader {
    gk_reader gk;
    ct_rules rules;
};

/* ---- the handle ---------------------------------------------------------- */

CT_API int ct_reader_new_with_alloc(const char *text, size_t len,
                                    const ct_rules *rules, ct_alloc_fn alloc,
                                    void *ud, ct_reader **out)
{
    if (!out)
        return CT_ERR_INVALID_ARGUMENT;
    *out = NULL;
    if (!text && len)
        return CT_ERR_INVALID_ARGUMENT;
    /* Validate the rules the way a game does. */
    ct_game *probe;
    int rc = ct_game_new_with_alloc(rules, alloc, ud, &probe);
    if (rc)
        return rc;
    ct_reader *r = gk_mem_alloc(alloc, ud, sizeof *r);
    if (!r) {
        ct_game_free(probe);
        return CT_ERR_NO_MEMORY;
    }
    ct_rules_init(&r->rules);
    ct_game_get_rules(probe, &r->rules);
    ct_game_free(probe);
    if (gk_reader_init(&r->gk, text, len, alloc, ud, &ct_record_names)) {
        gk_mem_free(alloc, ud, r, sizeof *r);
        return CT_ERR_NO_MEMORY;
    }
    *out = r;
    return CT_OK;
}

CT_API int ct_reader_new(const char *text, size_t len, const ct_rules *rules,
                         ct_reader **out)
{
    return ct_reader_new_with_alloc(text, len, rules, NULL, NULL, out);
}

CT_API void ct_reader_free(ct_reader *r)
{
    if (!r)
        return;
    gk_reader_release(&r->gk);
    gk_mem_free(r->gk.alloc, r->gk.ud, r, sizeof *r);
}

CT_API const char *ct_reader_error(const ct_reader *r)
{
    return r ? r->gk.err : "the reader handle is NULL";
}

CT_API int ct_reader_set_language(ct_reader *r, int32_t language)
{
    return r ? gk_reader_set_lang(&r->gk, language) : CT_ERR_INVALID_ARGUMENT;
}

CT_API int ct_reader_location(const ct_reader *r, int32_t *line, int32_t *column)
{
    if (!r)
        return CT_ERR_INVALID_ARGUMENT;
    gk_reader_location(&r->gk, line, column);
    return CT_OK;
}

/* ---- the game of one record ---------------------------------------------- */

/* What the callbacks of gk_reader_next() work on. */
typedef struct reading {
    ct_reader *reader;
    ct_rules rules;    /* the reader's, changed by a Rules tag */
    gk_loc position_at;
    ct_game *game;     /* made by begin() */
} reading;

static const char *const rules_keys[3] = {"mover", "target", "limit"};

static int rules_value(void *ctx, gk_reader *r, int k, const char *val, size_t vlen, gk_loc l)
{
    ct_rules *rules = &((reading *)ctx)->rules;
    char q[GK_QUOTE_SIZE];
    if (k == 0) {
        if (vlen == 5 && memcmp(val, "front", 5) == 0)
            rules->mover = CT_MOVER_FRONT;
        else if (vlen == 4 && memcmp(val, "back", 4) == 0)
            rules->mover = CT_MOVER_BACK;
        else
            return gk_reader_fail(r, CT_ERR_PARSE, l,
                                  "Rules tag: mover must be front or back, not \"%s\"",
                                  gk_quote(q, val, vlen, CT_QUOTE_BYTES));
        return CT_OK;
    }
    long max = k == 1 ? CT_TARGET_MAX : CT_LIMIT_MAX, n = 0;
    int ok = vlen > 0 && vlen <= 7 && !(vlen > 1 && val[0] == '0');
    for (size_t i = 0; ok && i < vlen; i++) {
        if (val[i] < '0' || val[i] > '9')
            ok = 0;
        else
            n = n * 10 + (val[i] - '0');
    }
    if (!ok || n > max)
        return gk_reader_fail(r, CT_ERR_PARSE, l,
                              "Rules tag: %s must be a number from 0 to %ld, not \"%s\"",
                              rules_keys[k], max, gk_quote(q, val, vlen, CT_QUOTE_BYTES));
    if (k == 1)
        rules->target = (int32_t)n;
    else
        rules->limit = (int32_t)n;
    return CT_OK;
}

static int on_tag(void *ctx, gk_reader *r, const char *name, const char *v, gk_loc l)
{
    if (strcmp(name, "Rules") == 0)
        return gk_record_keys(r, v, l, rules_keys, 3, rules_value, ctx);
    if (strcmp(name, "Position") == 0)
        ((reading *)ctx)->position_at = l;
    return CT_OK;
}

static int on_begin(void *ctx, gk_reader *r, const gk_record *rec, gk_loc l, long *number)
{
    reading *rd = ctx;
    int rc = ct_game_new_with_alloc(&rd->rules, r->alloc, r->ud, &rd->game);
    if (rc)
        return gk_reader_fail(r, rc, l, "cannot create the game: %s",
                              gk_tr(r->lang, ct_strerror(rc)));
    ct_game_set_language(rd->game, r->lang); /* its errors are the reader's */
    const char *pos = gk_record_tag(rec, "Position");
    if (pos && (rc = ct_game_set_position(rd->game, pos)) != CT_OK)
        return gk_reader_fail(r, rc, rd->position_at, "Position: %s", ct_game_error(rd->game));
    *number = (long)(ct_game_ply(rd->game) / 2 + 1);
    return CT_OK;
}

static int32_t on_index(void *ctx)
{
    return (int32_t)ct_game_history(((reading *)ctx)->game, NULL, 0);
}

static int on_side(void *ctx)
{
    return ct_game_turn(((reading *)ctx)->game) == CT_RED ? 0 : 1;
}

static int on_play(void *ctx, gk_reader *r, const char *word, size_t len, long number, gk_loc l)
{
    ct_game *g = ((reading *)ctx)->game;
    char tok[TOKEN_MAX + 1], q[GK_QUOTE_SIZE];
    ct_move m;
    int side = ct_game_turn(g);
    int rc = CT_ERR_PARSE;
    if (len <= TOKEN_MAX) {
        memcpy(tok, word, len);
        tok[len] = '\0';
        rc = ct_game_parse_move(g, tok, &m);
    }
    if (rc == CT_ERR_PARSE)
        return gk_reader_fail(r, CT_ERR_PARSE, l,
                              "\"%s\" is not a move, a move number or a result "
                              "(expected e.g. 7c4, 8xe6, c1c4, 12., 12..., 1-0, *)",
                              gk_quote(q, word, len, CT_QUOTE_BYTES));
    if (rc == CT_OK)
        rc = ct_game_play(g, m);
    if (rc == CT_ERR_ILLEGAL_MOVE || rc == CT_ERR_GAME_OVER)
        return gk_reader_fail(r, CT_ERR_ILLEGAL_MOVE, l, "move %ld%s %s is illegal: %s", number,
                              side == CT_RED ? "." : "...", tok, ct_game_error(g));
    if (rc)
        return gk_reader_fail(r, rc, l, "move %ld%s %s: %s", number,
                              side == CT_RED ? "." : "...", tok, ct_game_error(g));
    return CT_OK;
}

static int on_outcome(void *ctx, int32_t *term)
{
    return ct_game_outcome(((reading *)ctx)->game, term);
}

/* No ending on the board: a decisive result is the loser's resignation, or
 * its time running out under Termination "time forfeit"; 1/2-1/2 an agreed
 * draw. */
static int on_force(void *ctx, gk_reader *r, int res, int wanted, gk_loc l)
{
    ct_game *g = ((reading *)ctx)->game;
    (void)r, (void)l;
    if (res == CT_DRAW) {
        ct_game_agree_draw(g);
        return CT_TERM_AGREEMENT;
    }
    int loser = res == CT_RED_WINS ? CT_BLUE : CT_RED;
    if (wanted == CT_TERM_TIME) {
        ct_game_time_out(g, loser);
        return CT_TERM_TIME;
    }
    ct_game_resign(g, loser);
    return CT_TERM_RESIGNATION;
}

static const gk_record_game ct_record_game = {
    ct_termination_string, CT_TERM_TIME, CT_TERM_RESIGNATION, CT_TERM_AGREEMENT,
    on_tag, on_begin, on_index, on_side, on_play, on_outcome, on_force,
};

CT_API int ct_reader_next(ct_reader *r, ct_game **game, ct_record **rec)
{
    if (game)
        *game = NULL;
    if (rec)
        *rec = NULL;
    if (!r || !game)
        return CT_ERR_INVALID_ARGUMENT;
    if (r->gk.status)
        return r->gk.status;
    ct_record *tmp;
    if (ct_record_new_with_alloc(r->gk.alloc, r->gk.ud, &tmp)) {
        gk_loc l = {r->gk.line, r->gk.col};
        return gk_reader_fail(&r->gk, CT_ERR_NO_MEMORY, l, "out of memory");
    }
    reading rd = {r, r->rules, {0, 0}, NULL};
    int rc = gk_reader_next(&r->gk, ct_record_store(tmp), &ct_record_game, &rd);
    if (rc != 1) {
        ct_game_free(rd.game);
        ct_record_free(tmp);
        return rc;
    }
    *game = rd.game;
    if (rec)
        *rec = tmp;
    else
        ct_record_free(tmp);
    return 1;
}
