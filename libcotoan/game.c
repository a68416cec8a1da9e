/* The game handle: rules options, play and undo, history, resignation and
 * agreement, why a move is illegal, perft. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cotoan/cotoan.h"
#include "game_impl.h"
#include "gk_struct.h"

/* The internal board (tables.h) is the public one (game.h). */
_Static_assert(CT_NFILES == CT_FILES && CT_NRANKS == CT_RANKS && CT_NSQ == CT_SQUARES,
               "the board of tables.h and of cotoan/game.h differ");

/* The deepest perft ct_game_perft() accepts. */
#define PERFT_DEPTH_MAX 64
/* History entries allocated first (the history then doubles). */
#define HIST_CAP_FIRST 64

/* The size of the first published ct_rules (all four fields). */
#define RULES_SIZE_V1 (offsetof(ct_rules, limit) + sizeof(int32_t))

CT_API int ct_rules_init(ct_rules *rules)
{
    if (!rules)
        return CT_ERR_INVALID_ARGUMENT;
    memset(rules, 0, sizeof *rules);
    rules->size = sizeof *rules;
    rules->mover = CT_MOVER_FRONT;
    rules->target = CT_DEFAULT_TARGET;
    rules->limit = CT_DEFAULT_LIMIT;
    return CT_OK;
}

/* Validate public rules into the internal form; message into err. */
static int rules_import(const ct_rules *in, ct_ruleset *out, char *err,
                        size_t errsize)
{
    if (!in) {
        out->mover = CT_MOVER_FRONT;
        out->target = CT_DEFAULT_TARGET;
        out->limit = CT_DEFAULT_LIMIT;
        return CT_OK;
    }
    /* The size rule (doc/abi.md): the known members of a larger struct. */
    ct_rules known;
    ct_rules_init(&known);
    if (!gk_struct_copy(&known, sizeof known, in, RULES_SIZE_V1)) {
        snprintf(err, errsize, "ct_rules.size is %u; call ct_rules_init() first",
                 (unsigned)in->size);
        return CT_ERR_STRUCT_SIZE;
    }
    in = &known;
    if (in->mover != CT_MOVER_FRONT && in->mover != CT_MOVER_BACK) {
        snprintf(err, errsize, "mover %d is neither CT_MOVER_FRONT nor CT_MOVER_BACK",
                 (int)in->mover);
        return CT_ERR_INVALID_ARGUMENT;
    }
    if (in->target < 0 || in->target > CT_TARGET_MAX) {
        snprintf(err, errsize, "score target %d is outside 0..%d",
                 (int)in->target, CT_TARGET_MAX);
        return CT_ERR_INVALID_ARGUMENT;
    }
    if (in->limit < 0 || in->limit > CT_LIMIT_MAX) {
        snprintf(err, errsize, "ply limit %d is outside 0..%d",
                 (int)in->limit, CT_LIMIT_MAX);
        return CT_ERR_INVALID_ARGUMENT;
    }
    out->mover = in->mover;
    out->target = in->target;
    out->limit = in->limit;
    return CT_OK;
}

CT_API int ct_game_new_with_alloc(const ct_rules *rules, ct_alloc_fn alloc,
                                  void *ud, ct_game **out)
{
    char err[CT_MESSAGE_SIZE];
    ct_ruleset rs;
    if (!out)
        return CT_ERR_INVALID_ARGUMENT;
    *out = NULL;
    int rc = rules_import(rules, &rs, err, sizeof err);
    if (rc)
        return rc;
    ct_game *g = gk_mem_alloc_zeroed(alloc, ud, sizeof *g);
    if (!g)
        return CT_ERR_NO_MEMORY;
    g->alloc = alloc;
    g->ud = ud;
    g->rules = rs;
    ct_pos_start(&g->pos);
    g->initial = g->pos;
    *out = g;
    return CT_OK;
}

CT_API int ct_game_new(const ct_rules *rules, ct_game **out)
{
    return ct_game_new_with_alloc(rules, NULL, NULL, out);
}

CT_API void ct_game_free(ct_game *g)
{
    if (!g)
        return;
    gk_mem_free(g->alloc, g->ud, g->hist, g->caphist * sizeof *g->hist);
    gk_mem_free(g->alloc, g->ud, g, sizeof *g);
}

CT_API int ct_game_clone(const ct_game *g, ct_game **out)
{
    if (!out)
        return CT_ERR_INVALID_ARGUMENT;
    *out = NULL;
    if (!g)
        return CT_ERR_INVALID_ARGUMENT;
    ct_game *c = gk_mem_alloc(g->alloc, g->ud, sizeof *c);
    if (!c)
        return CT_ERR_NO_MEMORY;
    *c = *g;
    c->hist = NULL;
    c->caphist = 0;
    if (g->nhist) {
        c->hist = gk_mem_alloc(g->alloc, g->ud, g->nhist * sizeof *c->hist);
        if (!c->hist) {
            gk_mem_free(g->alloc, g->ud, c, sizeof *c);
            return CT_ERR_NO_MEMORY;
        }
        memcpy(c->hist, g->hist, g->nhist * sizeof *c->hist);
        c->caphist = g->nhist;
    }
    *out = c;
    return CT_OK;
}

CT_API const char *ct_game_error(const ct_game *g)
{
    return g ? g->err : "the game handle is NULL";
}

/* Whether the game's history is still a game under rules rs: no move after
 * an ending (a ply limit or score target reached earlier), every move legal
 * (the mover), and no ending on the board under a resignation or agreed
 * draw.  Otherwise a message and CT_ERR_INVALID_ARGUMENT: a record of such
 * a game could not be read back. */
static int history_fits(ct_game *g, const ct_ruleset *rs)
{
    ct_pos p = g->initial;
    int32_t term;
    for (size_t i = 0; i < g->nhist; i++) {
        uint32_t m = g->hist[i].move;
        int res = ct_pos_outcome(&p, rs, &term);
        if (res != CT_ONGOING)
            return ct_fail(g, CT_ERR_INVALID_ARGUMENT,
                           "under these rules the game ends at ply %ld (%s, %s), before "
                           "move %zu of its %zu: undo to there first", (long)p.ply,
                           ct_result_string(res), ct_termination_string(term), i + 1,
                           g->nhist);
        if (!ct_find_move(&p, rs, MV_BARE(m)))
            return ct_fail(g, CT_ERR_INVALID_ARGUMENT,
                           "under these rules move %zu of the history is illegal (the "
                           "mover decides which piece of a pair moves, R10)", i + 1);
        ct_undo u;
        ct_pos_make(&p, m, &u);
    }
    if (g->forced && ct_pos_outcome(&p, rs, &term) != CT_ONGOING)
        return ct_fail(g, CT_ERR_INVALID_ARGUMENT,
                       "under these rules the game ends on the board (%s), which contradicts "
                       "its %s", ct_termination_string(term),
                       g->forced == CT_TERM_RESIGNATION ? "resignation"
                       : g->forced == CT_TERM_TIME     ? "time forfeit"
                                                       : "agreed draw");
    return CT_OK;
}

CT_API int ct_game_set_rules(ct_game *g, const ct_rules *rules)
{
    if (!g)
        return CT_ERR_INVALID_ARGUMENT;
    if (!rules)
        return ct_fail(g, CT_ERR_INVALID_ARGUMENT, "rules is NULL");
    ct_ruleset rs;
    int rc = rules_import(rules, &rs, g->err, sizeof g->err);
    if (rc == CT_OK)
        rc = history_fits(g, &rs);
    if (rc)
        return rc;
    g->rules = rs;
    return CT_OK;
}

CT_API int ct_game_get_rules(const ct_game *g, ct_rules *rules)
{
    if (!g || !rules)
        return CT_ERR_INVALID_ARGUMENT;
    if (rules->size < RULES_SIZE_V1)
        return CT_ERR_STRUCT_SIZE;
    rules->mover = g->rules.mover;
    rules->target = g->rules.target;
    rules->limit = g->rules.limit;
    return CT_OK;
}

static void clear_history(ct_game *g)
{
    g->nhist = 0;
    g->forced = 0;
    g->forced_result = 0;
}

CT_API int ct_game_reset(ct_game *g)
{
    if (!g)
        return CT_ERR_INVALID_ARGUMENT;
    ct_pos_start(&g->pos);
    g->initial = g->pos;
    clear_history(g);
    return CT_OK;
}

CT_API int ct_game_set_position(ct_game *g, const char *text)
{
    if (!g)
        return CT_ERR_INVALID_ARGUMENT;
    if (!text)
        return ct_fail(g, CT_ERR_INVALID_ARGUMENT, "the position string is NULL");
    ct_pos p;
    int rc = ct_pos_read(&p, text, g->lang, g->err, sizeof g->err);
    if (rc)
        return rc;
    g->pos = p;
    g->initial = p;
    clear_history(g);
    return CT_OK;
}

CT_API int ct_game_position(const ct_game *g, char *buf, size_t size)
{
    if (!g || (!buf && size))
        return CT_ERR_INVALID_ARGUMENT;
    return ct_pos_write(&g->pos, buf, size);
}

CT_API int ct_game_initial_position(const ct_game *g, char *buf, size_t size)
{
    if (!g || (!buf && size))
        return CT_ERR_INVALID_ARGUMENT;
    return ct_pos_write(&g->initial, buf, size);
}

/* ---- queries ---------------------------------------------------------- */

CT_API int ct_game_piece_at(const ct_game *g, int32_t square, int32_t *side,
                            int32_t *value)
{
    if (!g || square < 0 || square >= CT_SQUARES)
        return CT_ERR_INVALID_ARGUMENT;
    uint8_t pc = g->pos.sq[square];
    if (!pc)
        return 0;
    if (side)
        *side = CT_PC_SIDE(pc);
    if (value)
        *value = CT_PC_VALUE(pc);
    return 1;
}

CT_API int ct_game_square_of(const ct_game *g, int32_t side, int32_t value,
                             int32_t *square)
{
    if (!g || side < 0 || side > 1 || value < 0 || value > 9)
        return CT_ERR_INVALID_ARGUMENT;
    int s = g->pos.where[side][value];
    if (s < 0)
        return 0;
    if (square)
        *square = s;
    return 1;
}

CT_API int ct_game_turn(const ct_game *g)
{
    return g ? g->pos.side : CT_ERR_INVALID_ARGUMENT;
}

CT_API int ct_game_score(const ct_game *g, int32_t side)
{
    if (!g || side < 0 || side > 1)
        return CT_ERR_INVALID_ARGUMENT;
    return g->pos.score[side];
}

CT_API int32_t ct_game_ply(const ct_game *g)
{
    return g ? g->pos.ply : CT_ERR_INVALID_ARGUMENT;
}

CT_API uint64_t ct_game_hash(const ct_game *g)
{
    return g ? g->pos.hash : 0;
}

/* ---- outcome ------------------------------------------------------------ */

CT_API int ct_game_outcome(const ct_game *g, int32_t *termination)
{
    if (!g)
        return CT_ERR_INVALID_ARGUMENT;
    if (g->forced) {
        if (termination)
            *termination = g->forced;
        return g->forced_result;
    }
    return ct_pos_outcome(&g->pos, &g->rules, termination);
}

int ct_game_check_ongoing(ct_game *g)
{
    int32_t term;
    int res = ct_game_outcome(g, &term);
    if (res != CT_ONGOING)
        return ct_fail(g, CT_ERR_GAME_OVER, gk_tr(g->lang, "the game is over (%s, %s)"),
                       ct_result_string(res), gk_tr(g->lang, ct_termination_string(term)));
    return CT_OK;
}

/* Ends the game by term (not on the board): side loses. */
static int force_loss(ct_game *g, int32_t side, int32_t term)
{
    if (!g)
        return CT_ERR_INVALID_ARGUMENT;
    if (side != CT_RED && side != CT_BLUE)
        return ct_fail(g, CT_ERR_INVALID_ARGUMENT,
                       "side %d is neither CT_RED (0) nor CT_BLUE (1)", (int)side);
    int rc = ct_game_check_ongoing(g);
    if (rc)
        return rc;
    g->forced = term;
    g->forced_result = side == CT_RED ? CT_BLUE_WINS : CT_RED_WINS;
    return CT_OK;
}

CT_API int ct_game_resign(ct_game *g, int32_t side)
{
    return force_loss(g, side, CT_TERM_RESIGNATION);
}

/* Decision (doc/cotoan/rules.md): R1-R22 have no clock; the side whose
 * time runs out loses, whatever the position and the scores. */
CT_API int ct_game_time_out(ct_game *g, int32_t side)
{
    return force_loss(g, side, CT_TERM_TIME);
}

CT_API int ct_game_agree_draw(ct_game *g)
{
    if (!g)
        return CT_ERR_INVALID_ARGUMENT;
    int rc = ct_game_check_ongoing(g);
    if (rc)
        return rc;
    g->forced = CT_TERM_AGREEMENT;
    g->forced_result = CT_DRAW;
    return CT_OK;
}

CT_API const char *ct_result_string(int result)
{
    switch (result) {
    case CT_RED_WINS: return "1-0";
    case CT_BLUE_WINS: return "0-1";
    case CT_DRAW: return "1/2-1/2";
    default: return "*";
    }
}

CT_API const char *ct_termination_string(int t)
{
    switch (t) {
    case CT_TERM_NONE: return "none";
    case CT_TERM_ZERO_CAPTURED: return "zero captured";
    case CT_TERM_SCORE_TARGET: return "score target";
    case CT_TERM_MOVE_LIMIT: return "move limit";
    case CT_TERM_NO_MOVES: return "no legal move";
    case CT_TERM_RESIGNATION: return "resignation";
    case CT_TERM_AGREEMENT: return "agreement";
    case CT_TERM_TIME: return "time forfeit";
    default: return "unknown";
    }
}

CT_API const char *ct_termination_text(int t, int32_t language)
{
    return gk_tr(language, ct_termination_string(t));
}

/* ---- moves -------------------------------------------------------------- */

int ct_game_gen(const ct_game *g, uint32_t *out)
{
    if (g->forced || ct_pos_ended(&g->pos, &g->rules))
        return 0;
    return ct_gen_moves(&g->pos, g->pos.side, g->rules.mover, out);
}

/* By from-square, then to-square. */
static int cmp_move(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    uint32_t kx = (uint32_t)MV_FROM(x) << 8 | (uint32_t)MV_TO(x);
    uint32_t ky = (uint32_t)MV_FROM(y) << 8 | (uint32_t)MV_TO(y);
    return (kx > ky) - (kx < ky);
}

CT_API int ct_game_legal_moves(const ct_game *g, ct_move *buf, size_t cap)
{
    uint32_t list[CT_GEN_MAX];
    if (!g || (!buf && cap))
        return CT_ERR_INVALID_ARGUMENT;
    int n = ct_game_gen(g, list);
    for (int i = 0; i < n; i++)
        list[i] = MV_BARE(list[i]);
    qsort(list, (size_t)n, sizeof list[0], cmp_move);
    for (int i = 0; i < n && (size_t)i < cap; i++)
        buf[i] = list[i];
    return n;
}

int ct_fail_not_a_move(ct_game *g, ct_move m)
{
    return ct_fail(g, CT_ERR_INVALID_ARGUMENT, "0x%08x is not a move (squares must be 0..%d)",
                   (unsigned)m, CT_SQUARES - 1);
}

/* The generated form (with flags) of a legal move, or 0. */
static uint32_t find_legal(const ct_game *g, ct_move m)
{
    if (g->forced)
        return 0;
    return ct_find_move(&g->pos, &g->rules, m);
}

CT_API int ct_game_is_legal(const ct_game *g, ct_move m)
{
    if (!g || !ct_move_valid(m))
        return CT_ERR_INVALID_ARGUMENT;
    return find_legal(g, m) != 0;
}

/* ---- why a move is illegal --------------------------------------------- */

void ct_describe_illegal(const ct_game *g, uint32_t m, char *buf, size_t size)
{
    const ct_pos *p = &g->pos;
    int from = MV_FROM(m), to = MV_TO(m);
    char f[4], t[4];
    ct_sq_name(from, f);
    ct_sq_name(to, t);
    uint8_t pc = p->sq[from], tp = p->sq[to];
    const int lang = g->lang;
    const char *side = ct_side_word(lang, p->side);
    int32_t term;
    int res = ct_game_outcome(g, &term);

    if (res != CT_ONGOING) {
        snprintf(buf, size, gk_tr(lang, "%s%s: the game is over (%s, %s)"), f, t,
                 ct_result_string(res), gk_tr(lang, ct_termination_string(term)));
    } else if (!pc) {
        snprintf(buf, size, gk_tr(lang, "%s%s: %s is empty"), f, t, f);
    } else if (CT_PC_SIDE(pc) != p->side) {
        snprintf(buf, size, gk_tr(lang, "%s%s: %s holds %s %d, but %s is to move"), f, t, f,
                 ct_side_word(lang, CT_PC_SIDE(pc)), CT_PC_VALUE(pc), side);
    } else if (CT_PC_VALUE(pc) == 0) {
        snprintf(buf, size, gk_tr(lang, "%s%s: %s's 0 never moves (R5)"), f, t, side);
    } else if (from == to) {
        snprintf(buf, size, gk_tr(lang, "%s%s: a move must change square"), f, t);
    } else if (tp && CT_PC_SIDE(tp) == p->side) {
        snprintf(buf, size, gk_tr(lang, "%s%s: %s holds %s's own %d"), f, t, t, side,
                 CT_PC_VALUE(tp));
    } else {
        int df = CT_SQ_FILE(to) - CT_SQ_FILE(from);
        int dr = CT_SQ_RANK(to) - CT_SQ_RANK(from);
        int adf = abs(df), adr = abs(dr);
        int v = CT_PC_VALUE(pc);
        if (df && dr && adf != adr) {
            snprintf(buf, size, gk_tr(lang, "%s%s: %s and %s are not on one line"), f, t, f, t);
        } else if (tp) {
            snprintf(buf, size,
                     gk_tr(lang, "%s%s: no pair with %s %d on %s reaches %s %d on %s (R7-R9)"),
                     f, t, side, v, f, ct_side_word(lang, CT_PC_SIDE(tp)),
                     CT_PC_VALUE(tp), t);
        } else {
            int dist = adf > adr ? adf : adr;
            int step = (dr > 0) - (dr < 0);
            step = step * CT_NFILES + (df > 0) - (df < 0);
            int block = -1;
            for (int s = from + step; s != to; s += step)
                if (p->sq[s]) {
                    block = s;
                    break;
                }
            if (block >= 0) {
                char bn[4];
                ct_sq_name(block, bn);
                snprintf(buf, size, gk_tr(lang, "%s%s: the way is blocked at %s (R6)"), f, t, bn);
            } else if (dist > v) {
                snprintf(buf, size,
                         gk_tr(lang, "%s%s: %s %d moves at most %d squares, not %d (R6)"), f, t,
                         side, v, v, dist);
            } else {
                snprintf(buf, size, gk_tr(lang, "%s%s: not a legal move"), f, t);
            }
        }
    }
}

/* Check a move given to a non-const function: range, game over, legality;
 * on success *full is the generated move. */
static int check_move(ct_game *g, ct_move m, uint32_t *full)
{
    if (!ct_move_valid(m))
        return ct_fail_not_a_move(g, m);
    int rc = ct_game_check_ongoing(g);
    if (rc)
        return rc;
    *full = find_legal(g, m);
    if (!*full) {
        ct_describe_illegal(g, m, g->err, sizeof g->err);
        return CT_ERR_ILLEGAL_MOVE;
    }
    return CT_OK;
}

CT_API int ct_game_play(ct_game *g, ct_move m)
{
    uint32_t full = 0;
    if (!g)
        return CT_ERR_INVALID_ARGUMENT;
    int rc = check_move(g, m, &full);
    if (rc)
        return rc;
    if (g->nhist == g->caphist) {
        ct_hist *h = gk_mem_grow(g->alloc, g->ud, g->hist, &g->caphist, sizeof *h,
                                 HIST_CAP_FIRST);
        if (!h)
            return ct_fail(g, CT_ERR_NO_MEMORY, "out of memory growing the history");
        g->hist = h;
    }
    ct_hist *e = &g->hist[g->nhist++];
    e->move = full;
    ct_pos_make(&g->pos, full, &e->undo);
    return CT_OK;
}

CT_API int ct_game_undo(ct_game *g)
{
    if (!g)
        return CT_ERR_INVALID_ARGUMENT;
    if (g->forced) {
        g->forced = 0;
        g->forced_result = 0;
        return CT_OK;
    }
    if (!g->nhist)
        return ct_fail(g, CT_ERR_NO_HISTORY,
                       "nothing to undo: the game is at its initial position");
    ct_hist *e = &g->hist[--g->nhist];
    ct_pos_unmake(&g->pos, e->move, &e->undo);
    return CT_OK;
}

CT_API int ct_game_history(const ct_game *g, ct_move *buf, size_t cap)
{
    if (!g || (!buf && cap))
        return CT_ERR_INVALID_ARGUMENT;
    for (size_t i = 0; i < g->nhist && i < cap; i++)
        buf[i] = MV_BARE(g->hist[i].move);
    return g->nhist > (size_t)INT_MAX ? INT_MAX : (int)g->nhist;
}

CT_API int ct_game_perft(const ct_game *g, int32_t depth, uint64_t *count)
{
    if (!g || !count || depth < 0 || depth > PERFT_DEPTH_MAX)
        return CT_ERR_INVALID_ARGUMENT;
    ct_pos p = g->pos;
    if (g->forced)
        *count = depth == 0 ? 1 : 0;
    else
        *count = ct_perft(&p, &g->rules, depth);
    return CT_OK;
}
