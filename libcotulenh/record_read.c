/* The record reader (doc/cotulenh/records.md): gamekit's scanner and
 * grammar (gk_reader_next()), with the turns, the Rules and Position tags
 * and the endings of Cờ tư lệnh. */
#include <stdio.h>
#include <string.h>

#include "cotulenh/cotulenh.h"
#include "game_impl.h"
#include "record_impl.h"

/* The longest turn record read (T49: a session of a few steps). */
#define TURN_MAX 200

struct tl_reader {
    gk_reader gk;
    tl_rules rules;
};

/* ---- the handle ---------------------------------------------------------- */

TL_API int tl_reader_new_with_alloc(const char *text, size_t len, const tl_rules *rules,
                                    tl_alloc_fn alloc, void *ud, tl_reader **out)
{
    if (!out)
        return TL_ERR_INVALID_ARGUMENT;
    *out = NULL;
    if (!text && len)
        return TL_ERR_INVALID_ARGUMENT;
    /* Validate the rules the way a game does. */
    tl_game *probe;
    int rc = tl_game_new_with_alloc(rules, alloc, ud, &probe);
    if (rc)
        return rc;
    tl_reader *r = gk_mem_alloc(alloc, ud, sizeof *r);
    if (!r) {
        tl_game_free(probe);
        return TL_ERR_NO_MEMORY;
    }
    tl_rules_init(&r->rules);
    tl_game_get_rules(probe, &r->rules);
    tl_game_free(probe);
    if (gk_reader_init(&r->gk, text, len, alloc, ud, &tl_record_names)) {
        gk_mem_free(alloc, ud, r, sizeof *r);
        return TL_ERR_NO_MEMORY;
    }
    *out = r;
    return TL_OK;
}

TL_API int tl_reader_new(const char *text, size_t len, const tl_rules *rules, tl_reader **out)
{
    return tl_reader_new_with_alloc(text, len, rules, NULL, NULL, out);
}

TL_API void tl_reader_free(tl_reader *r)
{
    if (!r)
        return;
    gk_reader_release(&r->gk);
    gk_mem_free(r->gk.alloc, r->gk.ud, r, sizeof *r);
}

TL_API const char *tl_reader_error(const tl_reader *r)
{
    return r ? r->gk.err : "the reader handle is NULL";
}

TL_API int tl_reader_set_language(tl_reader *r, int32_t language)
{
    return r ? gk_reader_set_lang(&r->gk, language) : TL_ERR_INVALID_ARGUMENT;
}

TL_API int tl_reader_location(const tl_reader *r, int32_t *line, int32_t *column)
{
    if (!r)
        return TL_ERR_INVALID_ARGUMENT;
    gk_reader_location(&r->gk, line, column);
    return TL_OK;
}

/* ---- the game of one record ---------------------------------------------- */

/* What the callbacks of gk_reader_next() work on. */
typedef struct reading {
    tl_rules rules;    /* the reader's, changed by a Rules tag */
    gk_loc position_at;
    tl_game *game;     /* made by begin() */
    int32_t turns;     /* turn records played */
    int open;          /* the last one left its deploy session open */
    gk_loc open_at;
} reading;

static const char *const rules_keys[2] = {"start", "mode"};

static int rules_value(void *ctx, gk_reader *r, int k, const char *val, size_t vlen, gk_loc l)
{
    static const char *const words[2][2] = {{"standard", "reduced"}, {"total", "battles"}};
    tl_rules *rules = &((reading *)ctx)->rules;
    char q[GK_QUOTE_SIZE];
    for (int i = 0; i < 2; i++)
        if (vlen == strlen(words[k][i]) && memcmp(val, words[k][i], vlen) == 0) {
            if (k == 0)
                rules->start = i ? TL_START_REDUCED : TL_START_STANDARD;
            else
                rules->mode = i ? TL_MODE_BATTLES : TL_MODE_TOTAL;
            return TL_OK;
        }
    return gk_reader_fail(r, TL_ERR_PARSE, l, "Rules tag: %s must be %s or %s, not \"%s\"",
                          rules_keys[k], words[k][0], words[k][1], gk_quote(q, val, vlen, 20));
}

static int on_tag(void *ctx, gk_reader *r, const char *name, const char *v, gk_loc l)
{
    if (strcmp(name, "Rules") == 0)
        return gk_record_keys(r, v, l, rules_keys, 2, rules_value, ctx);
    if (strcmp(name, "Position") == 0)
        ((reading *)ctx)->position_at = l;
    return TL_OK;
}

static int on_begin(void *ctx, gk_reader *r, const gk_record *rec, gk_loc l, long *number)
{
    reading *rd = ctx;
    int rc = tl_game_new_with_alloc(&rd->rules, r->alloc, r->ud, &rd->game);
    if (rc)
        return gk_reader_fail(r, rc, l, "cannot create the game: %s",
                              gk_tr(r->lang, tl_strerror(rc)));
    tl_game_set_language(rd->game, r->lang); /* its errors are the reader's */
    const char *fen = gk_record_tag(rec, "Position");
    if (fen && (rc = tl_game_set_fen(rd->game, fen)) != TL_OK)
        return gk_reader_fail(r, rc == TL_ERR_NO_MEMORY ? rc : TL_ERR_INVALID_POSITION,
                              rd->position_at, "Position: %s", tl_game_error(rd->game));
    *number = (long)tl_game_fullmove(rd->game);
    return TL_OK;
}

static int32_t on_index(void *ctx)
{
    return ((const reading *)ctx)->turns;
}

static int on_side(void *ctx)
{
    return tl_game_turn(((const reading *)ctx)->game) == TL_RED ? 0 : 1;
}

static int on_play(void *ctx, gk_reader *r, const char *word, size_t len, long number, gk_loc l)
{
    reading *rd = ctx;
    tl_game *g = rd->game;
    char tok[TURN_MAX + 1], q[GK_QUOTE_SIZE];
    const char *dots = tl_game_turn(g) == TL_RED ? "." : "...";
    if (rd->open)
        return gk_reader_fail(r, TL_ERR_PARSE, rd->open_at,
                              "the turn before \"%s\" leaves its deploy session open: the "
                              "steps of one turn are joined by ',' (T49)",
                              gk_quote(q, word, len, 24));
    int rc = TL_ERR_PARSE;
    if (len <= TURN_MAX) {
        memcpy(tok, word, len);
        tok[len] = '\0';
        rc = tl_game_play_text(g, tok);
    }
    if (rc == TL_ERR_PARSE)
        return gk_reader_fail(r, TL_ERR_PARSE, l,
                              "\"%s\" is not a turn, a move number or a result "
                              "(expected e.g. Ae3, I&c4, Tc4>c6,Fc4>d6,|, 12., 12..., 1-0, *)%s%s",
                              gk_quote(q, word, len, 24), len <= TURN_MAX ? ": " : "",
                              len <= TURN_MAX ? tl_game_error(g) : "");
    if (rc == TL_ERR_ILLEGAL_MOVE || rc == TL_ERR_GAME_OVER || rc == TL_ERR_NO_SESSION
        || rc == TL_ERR_CANNOT_END)
        return gk_reader_fail(r, TL_ERR_ILLEGAL_MOVE, l, "turn %ld%s %s is illegal: %s", number,
                              dots, tok, tl_game_error(g));
    if (rc)
        return gk_reader_fail(r, rc, l, "turn %ld%s %s: %s", number, dots, tok,
                              tl_game_error(g));
    rd->turns++;
    tl_session s = {sizeof s, 0, 0, 0, 0};
    if (tl_game_session(g, &s) == 1) {
        rd->open = 1;
        rd->open_at = l;
    }
    return TL_OK;
}

static int on_outcome(void *ctx, int32_t *term)
{
    return tl_game_outcome(((reading *)ctx)->game, term);
}

/* No ending on the board: under Termination "adjudication" the
 * adjudication by points (T55), which must give res; otherwise a decisive
 * result is the loser's resignation, 1/2-1/2 an agreed draw. */
static int on_force(void *ctx, gk_reader *r, int res, int wanted, gk_loc l)
{
    tl_game *g = ((reading *)ctx)->game;
    if (wanted == TL_TERM_ADJUDICATION) {
        const int by_points = tl_game_adjudication(g);
        if (by_points != res)
            return gk_reader_fail(r, TL_ERR_PARSE, l,
                                  "the result %s contradicts the adjudication by points (T55): "
                                  "Red %ld, Blue %ld give %s", tl_result_string(res),
                                  (long)tl_game_points(g, TL_RED), (long)tl_game_points(g, TL_BLUE),
                                  tl_result_string(by_points));
        tl_game_adjudicate(g);
        return TL_TERM_ADJUDICATION;
    }
    if (res == TL_DRAW) {
        tl_game_agree_draw(g);
        return TL_TERM_AGREEMENT;
    }
    tl_game_resign(g, res == TL_RED_WINS ? TL_BLUE : TL_RED);
    return TL_TERM_RESIGNATION;
}

static const gk_record_game tl_record_game = {
    tl_termination_string, TL_TERM_ADJUDICATION, TL_TERM_RESIGNATION, TL_TERM_AGREEMENT,
    on_tag, on_begin, on_index, on_side, on_play, on_outcome, on_force,
};

TL_API int tl_reader_next(tl_reader *r, tl_game **game, tl_record **rec)
{
    if (game)
        *game = NULL;
    if (rec)
        *rec = NULL;
    if (!r || !game)
        return TL_ERR_INVALID_ARGUMENT;
    if (r->gk.status)
        return r->gk.status;
    tl_record *tmp;
    if (tl_record_new_with_alloc(r->gk.alloc, r->gk.ud, &tmp)) {
        gk_loc l = {r->gk.line, r->gk.col};
        return gk_reader_fail(&r->gk, TL_ERR_NO_MEMORY, l, "out of memory");
    }
    reading rd = {r->rules, {0, 0}, NULL, 0, 0, {0, 0}};
    int rc = gk_reader_next(&r->gk, tl_record_store(tmp), &tl_record_game, &rd);
    if (rc != 1) {
        tl_game_free(rd.game);
        tl_record_free(tmp);
        return rc;
    }
    *game = rd.game;
    if (rec)
        *rec = tmp;
    else
        tl_record_free(tmp);
    return 1;
}
