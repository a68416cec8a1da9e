/* Game records: the tl_record handle (tag pairs and comments, gamekit's
 * gk_record) and the writer of the canonical record form
 * (doc/cotulenh/records.md). */
#include <stdio.h>
#include <string.h>

#include "cotulenh/cotulenh.h"
#include "game_impl.h"
#include "record_impl.h"

_Static_assert(TL_ONGOING == 0 && TL_RED_WINS == 1 && TL_BLUE_WINS == 2 && TL_DRAW == 3,
               "tl_result numbers the result tokens as gk_record does");
_Static_assert(TL_RECORD_TEXT_MAX == GK_RECORD_TEXT_MAX, "the bound of gk_record");

const gk_record_names tl_record_names = {
    "TL", "turn", "turns", "TL_RECORD_TURN_MAX", TL_RECORD_TURN_MAX,
};

struct tl_record {
    gk_record gk;
};

gk_record *tl_record_store(tl_record *rec)
{
    return &rec->gk;
}

/* ---- the handle ---------------------------------------------------------- */

TL_API int tl_record_new_with_alloc(tl_alloc_fn alloc, void *ud, tl_record **out)
{
    if (!out)
        return TL_ERR_INVALID_ARGUMENT;
    *out = gk_mem_alloc(alloc, ud, sizeof **out);
    if (!*out)
        return TL_ERR_NO_MEMORY;
    gk_record_init(&(*out)->gk, alloc, ud, &tl_record_names);
    return TL_OK;
}

TL_API int tl_record_new(tl_record **out)
{
    return tl_record_new_with_alloc(NULL, NULL, out);
}

TL_API void tl_record_free(tl_record *r)
{
    if (!r)
        return;
    gk_record_release(&r->gk);
    gk_mem_free(r->gk.alloc, r->gk.ud, r, sizeof *r);
}

TL_API const char *tl_record_error(const tl_record *r)
{
    return r ? r->gk.err : "the record handle is NULL";
}

TL_API int tl_record_set_language(tl_record *r, int32_t language)
{
    return r ? gk_record_set_lang(&r->gk, language) : TL_ERR_INVALID_ARGUMENT;
}

TL_API int32_t tl_record_language(const tl_record *r)
{
    return r ? r->gk.lang : TL_LANG_EN;
}

TL_API int tl_record_set_tag(tl_record *r, const char *name, const char *value)
{
    return r ? gk_record_set_tag(&r->gk, name, value) : TL_ERR_INVALID_ARGUMENT;
}

TL_API const char *tl_record_tag(const tl_record *r, const char *name)
{
    return r ? gk_record_tag(&r->gk, name) : NULL;
}

TL_API int tl_record_tag_count(const tl_record *r)
{
    return r ? (int)r->gk.ntags : TL_ERR_INVALID_ARGUMENT;
}

TL_API int tl_record_tag_at(const tl_record *r, int32_t index, const char **name,
                            const char **value)
{
    return r ? gk_record_tag_at(&r->gk, index, name, value) : TL_ERR_INVALID_ARGUMENT;
}

TL_API int tl_record_set_comment(tl_record *r, int32_t turn, const char *text)
{
    return r ? gk_record_set_comment(&r->gk, turn, text) : TL_ERR_INVALID_ARGUMENT;
}

TL_API const char *tl_record_comment(const tl_record *r, int32_t turn)
{
    return r ? gk_record_comment(&r->gk, turn) : NULL;
}

/* ---- the writer ---------------------------------------------------------- */

void tl_record_rules_text(int32_t start, int32_t mode, char *buf, size_t size)
{
    snprintf(buf, size, "start=%s mode=%s", start == TL_START_REDUCED ? "reduced" : "standard",
             mode == TL_MODE_BATTLES ? "battles" : "total");
}

TL_API int tl_record_write(const tl_game *g, const tl_record *rec, uint32_t flags, char *buf,
                           size_t size)
{
    if (!g || (!buf && size) || (flags & ~(uint32_t)TL_RECORD_LAN))
        return TL_ERR_INVALID_ARGUMENT;
    gk_sbuf b = {buf, size, 0};
    const gk_record *gr = rec ? &rec->gk : NULL;
    char rules[48], fen[TL_FEN_MAX];

    int32_t term;
    const int res = tl_game_outcome(g, &term);
    tl_record_rules_text(g->start, g->mode, rules, sizeof rules);
    tl_pos_format(&g->initial, fen, sizeof fen);
    const char *start = g->start == TL_START_REDUCED ? TL_REDUCED_FEN : TL_START_FEN;
    gk_record_write_tags(&b, gr, res,
                         term == TL_TERM_NONE ? "unterminated" : tl_termination_string(term),
                         rules, strcmp(fen, start) != 0 ? fen : NULL);

    gk_wrap w;
    gk_wrap_begin(&w, &b, gr);
    const int32_t notation = (flags & TL_RECORD_LAN) ? TL_NOTATION_LAN : TL_NOTATION_SAN;
    tl_pos p = g->initial;
    int32_t turns = 0;
    for (size_t i = 0; i < g->nhist;) {
        char tok[256];
        gk_sbuf t = {tok, sizeof tok, 0};
        const int side = p.side;
        const long number = p.fullmove;
        i = tl_history_turn(g, &p, i, notation, &t);
        gk_sbuf_result(&t, TL_ERR_BUFFER_TOO_SMALL);
        gk_wrap_move(&w, number, side, tok, ++turns);
    }
    gk_wrap_end(&w, res);
    return TL_SBUF_RESULT(&b);
}
