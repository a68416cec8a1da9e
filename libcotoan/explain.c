/* Capture resolution: which pair and which arithmetic justify a move (R7-
 * R10), and its explanation in the game's language. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cotoan/cotoan.h"
#include "game_impl.h"
#include "gk_lang.h"
#include "gk_struct.h"

/* The size of the first published ct_move_info. */
#define INFO_SIZE_V1 (offsetof(ct_move_info, wins) + sizeof(int32_t))

/* The ct_op bits of a pair of values a >= b >= 1 that give distance r. */
static uint32_t ops_for(int a, int b, int r)
{
    uint32_t ops = 0;
    if ((a + b) % 10 == r) ops |= CT_OP_ADD;
    if (a - b == r) ops |= CT_OP_SUB;
    if ((a * b) % 10 == r) ops |= CT_OP_MUL;
    if (a / b == r) ops |= CT_OP_QUOTIENT;
    if (a % b == r) ops |= CT_OP_REMAINDER;
    return ops;
}

static int sign(int x)
{
    return (x > 0) - (x < 0);
}

/* Fill a complete ct_move_info for a generated legal move. */
static void describe(const ct_game *g, uint32_t full, ct_move_info *o)
{
    const ct_pos *p = &g->pos;
    int from = MV_FROM(full), to = MV_TO(full);
    int df = sign(CT_SQ_FILE(to) - CT_SQ_FILE(from)), dr = sign(CT_SQ_RANK(to) - CT_SQ_RANK(from));
    int step = dr * CT_NFILES + df;

    memset(o, 0, sizeof *o);
    o->size = sizeof *o;
    o->move = MV_BARE(full);
    o->side = p->side;
    o->from = from;
    o->to = to;
    o->value = CT_PC_VALUE(p->sq[from]);
    o->partner_square = o->partner_value = -1;
    o->front_square = o->back_square = -1;
    o->a = o->b = -1;
    o->captured_value = -1;
    int dist = abs(CT_SQ_FILE(to) - CT_SQ_FILE(from));
    if (abs(CT_SQ_RANK(to) - CT_SQ_RANK(from)) > dist)
        dist = abs(CT_SQ_RANK(to) - CT_SQ_RANK(from));
    if (!(full & MV_CAPTURE)) {
        o->distance = dist;
    } else {
        o->is_capture = 1;
        /* front: F = from, B = F - step; back: B = from, F = B + step. */
        int front = g->rules.mover ? from + step : from;
        int back = g->rules.mover ? from : from - step;
        o->front_square = front;
        o->back_square = back;
        o->partner_square = g->rules.mover ? front : back;
        o->partner_value = CT_PC_VALUE(p->sq[o->partner_square]);
        int x = CT_PC_VALUE(p->sq[front]), y = CT_PC_VALUE(p->sq[back]);
        o->a = x > y ? x : y;
        o->b = x > y ? y : x;
        o->distance = g->rules.mover ? dist - 1 : dist;
        o->ops = ops_for(o->a, o->b, o->distance);
        o->captured_value = CT_PC_VALUE(p->sq[to]);
    }
    /* Does it end the game? */
    ct_pos after = *p;
    ct_undo u;
    ct_pos_make(&after, full, &u);
    o->wins = ct_pos_outcome(&after, &g->rules, NULL) != CT_ONGOING;
}

CT_API int ct_game_move_info(ct_game *g, ct_move m, ct_move_info *info)
{
    if (!g)
        return CT_ERR_INVALID_ARGUMENT;
    if (!info)
        return ct_fail(g, CT_ERR_INVALID_ARGUMENT, "info is NULL");
    if (info->size < INFO_SIZE_V1)
        return ct_fail(g, CT_ERR_STRUCT_SIZE,
                       "ct_move_info.size is %u; set it to sizeof(ct_move_info)",
                       (unsigned)info->size);
    if (!ct_move_valid(m))
        return ct_fail_not_a_move(g, m);
    int legal = ct_game_is_legal(g, m);
    if (!legal) {
        ct_describe_illegal(g, m, g->err, sizeof g->err);
        return CT_ERR_ILLEGAL_MOVE;
    }
    ct_move_info full;
    describe(g, ct_find_move(&g->pos, &g->rules, m), &full);
    /* only the members this library knows; a larger struct keeps the rest */
    gk_struct_write(info, &full, sizeof full, INFO_SIZE_V1);
    return CT_OK;
}

static void format_ops(gk_sbuf *b, const ct_move_info *o)
{
    const char *sep = "";
    int a = o->a, bb = o->b;
    if (o->ops & CT_OP_ADD) {
        gk_sbuf_printf(b, "%s%d + %d = %d", sep, a, bb, a + bb);
        if (a + bb >= 10)
            gk_sbuf_printf(b, " \u2192 %d", (a + bb) % 10);
        sep = ", ";
    }
    if (o->ops & CT_OP_SUB) {
        gk_sbuf_printf(b, "%s%d \u2212 %d = %d", sep, a, bb, a - bb);
        sep = ", ";
    }
    if (o->ops & CT_OP_MUL) {
        gk_sbuf_printf(b, "%s%d \u00d7 %d = %d", sep, a, bb, a * bb);
        if (a * bb >= 10)
            gk_sbuf_printf(b, " \u2192 %d", (a * bb) % 10);
        sep = ", ";
    }
    /* Division gives two candidates (R8); one line shows both. */
    if (o->ops & (CT_OP_QUOTIENT | CT_OP_REMAINDER)) {
        gk_sbuf_printf(b, "%s%d \u00f7 %d = %d", sep, a, bb, a / bb);
        if (a % bb)
            gk_sbuf_printf(b, " r %d", a % bb);
    }
}

CT_API int ct_game_explain(ct_game *g, ct_move m, char *buf, size_t size)
{
    ct_move_info o;
    char from[4], to[4];
    if (!g)
        return CT_ERR_INVALID_ARGUMENT;
    if (!buf && size)
        return ct_fail(g, CT_ERR_INVALID_ARGUMENT, "buf is NULL but size is %zu", size);
    o.size = sizeof o;
    int rc = ct_game_move_info(g, m, &o);
    if (rc)
        return rc;
    ct_sq_name(o.from, from);
    ct_sq_name(o.to, to);
    gk_sbuf b = {buf, size, 0};
    const char *side = gk_tr(g->lang, ct_side_name(o.side));
    if (!o.is_capture) {
        gk_sbuf_printf(&b, gk_tr(g->lang, "%s %d slides %s\u2013%s"), side, o.value, from, to);
    } else {
        gk_sbuf_printf(&b, "%s ", side);
        format_ops(&b, &o);
        gk_sbuf_printf(&b, gk_tr(g->lang, ": the %d %s\u2013%s captures %s %d"), o.value, from,
                       to, gk_tr(g->lang, ct_side_name(o.side ^ 1)), o.captured_value);
        if (o.captured_value == 0)
            gk_sbuf_printf(&b, "%s", gk_tr(g->lang, " and wins (R12)"));
    }
    if (o.wins && !(o.is_capture && o.captured_value == 0)) {
        ct_pos after = g->pos;
        ct_undo u;
        int32_t term;
        ct_pos_make(&after, ct_find_move(&g->pos, &g->rules, m), &u);
        int res = ct_pos_outcome(&after, &g->rules, &term);
        gk_sbuf_printf(&b, gk_tr(g->lang, "; the game ends (%s, %s)"), ct_result_string(res),
                       gk_tr(g->lang, ct_termination_string(term)));
    }
    return CT_SBUF_RESULT(&b);
}

CT_API int ct_game_set_language(ct_game *g, int32_t language)
{
    if (!g)
        return CT_ERR_INVALID_ARGUMENT;
    if (!gk_lang_valid(language))
        return ct_fail(g, CT_ERR_INVALID_ARGUMENT,
                       "language %ld is neither CT_LANG_EN (0) nor CT_LANG_VI (1)",
                       (long)language);
    g->lang = language;
    return CT_OK;
}

CT_API int32_t ct_game_language(const ct_game *g)
{
    return g ? g->lang : CT_LANG_EN;
}
