/* Game records: the ct_record handle (tag pairs and comments, gamekit's
 * gk_record) and the writer of the canonical record form
 * (doc/cotoan/records.md). */
#include <stdio.h>
#include <string.h>

#include "cotoan/cotoan.h"
#include "game_impl.h"
#include "notation.h"
#include "record_impl.h"

_Static_assert(CT_ONGOING == 0 && CT_RED_WINS == 1 && CT_BLUE_WINS == 2 && CT_DRAW == 3,
               "ct_result numbers the result tokens as gk_record does");
_Static_assert(CT_RECORD_TEXT_MAX == GK_RECORD_TEXT_MAX, "the bound of gk_record");

const gk_record_names ct_record_names = {
    "CT", "ply", "plies", "CT_RECORD_PLY_MAX", CT_RECORD_PLY_MAX,
};

struct ct_record {
    gk_record gk;
};

gk_record *ct_record_store(ct_record *rec)
{
    return &rec->gk;
}

/* ---- the handle ---------------------------------------------------------- */

CT_API int ct_record_new_with_alloc(ct_alloc_fn alloc, void *ud,
                                    ct_record **out)
{
    if (!out)
        return CT_ERR_INVALID_ARGUMENT;
    *out = gk_mem_alloc(alloc, ud, sizeof **out);
    if (!*out)
        return CT_ERR_NO_MEMORY;
    gk_record_init(&(*out)->gk, alloc, ud, &ct_record_names);
    return CT_OK;
}

CT_API int ct_record_new(ct_record **out)
{
    return ct_record_new_with_alloc(NULL, NULL, out);
}

CT_API void ct_record_free(ct_record *r)
{
    if (!r)
        return;
    gk_record_release(&r->gk);
    gk_mem_free(r->gk.alloc, r->gk.ud, r, sizeof *r);
}

CT_API const char *ct_record_error(const ct_record *r)
{
    return r ? r->gk.err : "the record handle is NULL";
}

CT_API int ct_record_set_language(ct_record *r, int32_t language)
{
    return r ? gk_record_set_lang(&r->gk, language) : CT_ERR_INVALID_ARGUMENT;
}

CT_API int32_t ct_record_language(const ct_record *r)
{
    return r ? r->gk.lang : CT_LANG_EN;
}

CT_API int ct_record_set_tag(ct_record *r, const char *name, const char *value)
{
    return r ? gk_record_set_tag(&r->gk, name, value) : CT_ERR_INVALID_ARGUMENT;
}

CT_API const char *ct_record_tag(const ct_record *r, const char *name)
{
    return r ? gk_record_tag(&r->gk, name) : NULL;
}

CT_API int ct_record_tag_count(const ct_record *r)
{
    return r ? (int)r->gk.ntags : CT_ERR_INVALID_ARGUMENT;
}

CT_API int ct_record_tag_at(const ct_record *r, int32_t index,
                            const char **name, const char **value)
{
    return r ? gk_record_tag_at(&r->gk, index, name, value) : CT_ERR_INVALID_ARGUMENT;
}

CT_API int ct_record_set_comment(ct_record *r, int32_t ply, const char *text)
{
    return r ? gk_record_set_comment(&r->gk, ply, text) : CT_ERR_INVALID_ARGUMENT;
}

CT_API const char *ct_record_comment(const ct_record *r, int32_t ply)
{
    return r ? gk_record_comment(&r->gk, ply) : NULL;
}

/* ---- the writer ---------------------------------------------------------- */

CT_API int ct_record_write(const ct_game *g, const ct_record *rec,
                           uint32_t flags, char *buf, size_t size)
{
    if (!g || (!buf && size) || (flags & ~(uint32_t)CT_RECORD_COORD))
        return CT_ERR_INVALID_ARGUMENT;
    gk_sbuf b = {buf, size, 0};
    const gk_record *gr = rec ? &rec->gk : NULL;
    char rules[96], pos[CT_POSITION_MAX];

    int32_t term;
    int res = ct_game_outcome(g, &term);
    snprintf(rules, sizeof rules, "mover=%s target=%d limit=%d",
             g->rules.mover == CT_MOVER_BACK ? "back" : "front",
             g->rules.target, g->rules.limit);
    ct_pos_write(&g->initial, pos, sizeof pos);
    gk_record_write_tags(&b, gr, res,
                         term == CT_TERM_NONE ? "unterminated" : ct_termination_string(term),
                         rules, strcmp(pos, CT_START_POSITION) != 0 ? pos : NULL);

    gk_wrap w;
    gk_wrap_begin(&w, &b, gr);
    ct_pos p = g->initial;
    long number = p.ply / 2 + 1;
    for (size_t i = 0; i < g->nhist; i++) {
        uint32_t m = g->hist[i].move;
        char tok[CT_MOVE_TEXT_MAX];
        int side = p.side;
        gk_sbuf t = {tok, sizeof tok, 0};
        ct_move_write(&t, &p, m, (flags & CT_RECORD_COORD) ? CT_NOTATION_COORD
                                                            : CT_NOTATION_SHORT);
        ct_undo u;
        ct_pos_make(&p, m, &u);
        gk_wrap_move(&w, number, side == CT_RED ? 0 : 1, tok, (int32_t)(i + 1));
        if (side == CT_BLUE)
            number++;
    }
    gk_wrap_end(&w, res);
    return CT_SBUF_RESULT(&b);
}
