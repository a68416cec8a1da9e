/* The search: iterative deepening negamax with alpha-beta in its principal
 * variation form (PVS), a transposition table, null-move pruning, late move
 * reductions, and a quiescence search over captures (doc/cotoan/engine.md).
 *
 * Threats to end the game (the enemy can capture our 0, R12, or reach the
 * target with one capture, R13) are treated like check in chess: the node
 * is extended by a ply, is never pruned, and in the quiescence search every
 * move is tried, not only captures.
 *
 * Move ordering: the transposition table's move, captures of the 0 and
 * captures that reach the target, other captures by the value they take,
 * two killer moves per ply, then the history of quiet moves that caused
 * cut-offs, produced in stages (movepick.c).  Everything the search needs
 * lives in the engine's search state, allocated once: nothing is allocated
 * while searching. */
#include "search_impl.h"

#include <string.h>

#include "eval_lines.h"
#include "movepick.h"

/* How many nodes between two looks at the clock and the stop flags. */
#define CHECK_EVERY 2048
/* Quiescence plies in which threatened positions get a full-width reply. */
#define QS_EVASION_PLIES 4

/* One search: the engine's state and table, and the evaluation's line
 * terms, kept up to date move by move (eval_lines.h). */
typedef struct search_ctx {
    ct_search_state *s;
    gk_tt *tt;
    ct_lines lines;
} search_ctx;

/* What make_move() changes besides the position. */
typedef struct move_undo {
    ct_undo u;
    ct_lines_undo l;
} move_undo;

/* A decided position: the score of the side to move `ply` plies from the
 * root, given the winner (0 red, 1 blue, -1 draw). */
static int decided(const ct_pos *p, int winner, int ply)
{
    if (winner < 0)
        return 0;
    return winner == p->side ? CT_MATE - ply : -(CT_MATE - ply);
}

static int winner_by_score(const ct_pos *p)
{
    return p->score[0] > p->score[1] ? 0 : p->score[1] > p->score[0] ? 1 : -1;
}

/* The score of a position ended by R12-R14 (term from ct_pos_ended). */
static int ended_score(const ct_pos *p, const ct_ruleset *r, int term, int ply)
{
    switch (term) {
    case 1:
        return decided(p, p->where[0][0] < 0 ? 1 : 0, ply);
    case 2: {
        int last = p->side ^ 1;
        return decided(p, p->score[last] >= r->target ? last : p->side, ply);
    }
    default:
        return decided(p, winner_by_score(p), ply);
    }
}

/* A node is counted for every move made (and every null move), so a
 * position whose value is known at once (the side to move wins with one
 * capture, say) counts like any other and a re-search does not count
 * again.  The root is not counted. */
static inline void count_node(ct_search_state *s, int ply)
{
    gk_run_node(&s->run, ply, CHECK_EVERY);
}

/* Play move m at `ply`, entering a node at ply + 1. */
static inline void make_move(search_ctx *c, uint32_t m, move_undo *mu, int ply)
{
    ct_pos_make(&c->s->pos, m, &mu->u);
    ct_lines_move(&c->lines, &c->s->pos, MV_FROM(m), MV_TO(m),
                  mu->u.captured, &mu->l);
    count_node(c->s, ply + 1);
}

static inline void unmake_move(search_ctx *c, uint32_t m, const move_undo *mu)
{
    ct_pos_unmake(&c->s->pos, m, &mu->u);
    ct_lines_unmove(&c->lines, &mu->l);
}

/* The evaluation (with the level's noise) and its flags, through a cache
 * whose entries hold the high bits of the hash, the flags (bits 16-17) and
 * the evaluation + 32768 (bits 0-15). */
static int evaluate(search_ctx *c, int *flags)
{
    ct_search_state *s = c->s;
    const uint64_t h = s->pos.hash;
    uint64_t *slot = &s->ecache[h & (CT_EVAL_CACHE - 1)];
    int e;
    if (*slot && ((*slot ^ h) >> 18) == 0) {
        e = (int)(*slot & 0xFFFF) - 32768;
        *flags = (int)(*slot >> 16) & 3;
    } else {
        e = ct_eval_lines(&s->pos, &s->rules, &c->lines, flags);
        *slot = (h >> 18 << 18) | (uint64_t)*flags << 16
              | (uint64_t)(e + 32768);
    }
    if (s->noise) {
        uint64_t x = (h ^ s->seed) * 0x9E3779B97F4A7C15u;
        x ^= x >> 29;
        e += (int)((x >> 20) % (uint64_t)(2 * s->noise + 1)) - s->noise;
    }
    return e;
}

static int need_of(const ct_search_state *s, int side)
{
    return s->rules.target ? s->rules.target - s->pos.score[side] : 100;
}

static void update_pv(ct_search_state *s, int ply, uint32_t m)
{
    gk_pv_update(s->pv[ply], s->pv[ply + 1], &s->pvlen[ply], s->pvlen[ply + 1], ply, m);
}

static void reward_quiet(ct_search_state *s, int ply, uint32_t m, int depth)
{
    gk_reward_quiet(s->killers[ply], m, &s->history[s->pos.side][MV_FROM(m)][MV_TO(m)],
                    depth, &s->history[0][0][0],
                    sizeof s->history / sizeof s->history[0][0][0]);
}

/* The side to move can end the game now (CT_EV_WINS_NOW): record the
 * winning capture as the principal variation of this ply and return the
 * score of a win in one. */
static int win_now(search_ctx *c, int ply)
{
    ct_search_state *s = c->s;
    const ct_pos *p = &s->pos;
    uint32_t *mv = s->moves[ply];
    const int need = need_of(s, p->side);
    int n = ct_lines_captures(&c->lines, p, p->side, s->rules.mover, mv);
    for (int i = 0; i < n; i++) {
        int cv = CT_PC_VALUE(p->sq[MV_TO(mv[i])]);
        if (cv == 0 || cv >= need) {
            s->pv[ply][ply] = mv[i];
            s->pvlen[ply] = ply + 1;
            break;
        }
    }
    return CT_MATE - ply - 1;
}

/* Whether the enemy could end the game with its next move: capture our 0
 * or reach the target with one capture. */
static int enemy_threatens(const search_ctx *c)
{
    const int them = c->s->pos.side ^ 1;
    return ct_lines_threat(c->lines.tot[them], need_of(c->s, them));
}

/* Quiescence search.  An unthreatened side whose score terms alone are
 * beyond beta by CT_LAZY_MARGIN stands pat without the full evaluation.
 * Otherwise a capture that ends the game wins at once; a threatened side
 * gets every move (for QS_EVASION_PLIES plies); the others may stand pat
 * and try their captures.  The line terms tell whether either side can end
 * the game and whether the side to move has a capture at all, so most
 * nodes generate nothing. */
static int qsearch(search_ctx *c, int alpha, int beta, int ply, int qply)
{
    ct_search_state *s = c->s;
    ct_pos *p = &s->pos;
    s->pvlen[ply] = ply;
    if (s->run.stopped)
        return 0;
    int term = ct_pos_ended(p, &s->rules);
    if (term)
        return ended_score(p, &s->rules, term, ply);
    /* R15, before standing pat; so evasions below always have a move. */
    if (!ct_lines_can_move(c->lines.tot[p->side]))
        return decided(p, winner_by_score(p), ply);

    /* Unthreatened and far above beta on the score terms alone: a cut-off
     * without generating anything (a win now would only be better). */
    const int threatened = enemy_threatens(c);
    if (!threatened) {
        const int lazy = ct_eval_material(p, &s->rules) - CT_LAZY_MARGIN;
        if (lazy >= beta)
            return lazy;
    }

    const int us = p->side, need = need_of(s, us);
    if (ct_lines_threat(c->lines.tot[us], need))
        return win_now(c, ply);
    int flags, best;
    if (ply >= CT_MAXPLY - 1)
        return evaluate(c, &flags);

    ct_move_picker pk;
    const int evasion = threatened && qply < QS_EVASION_PLIES;
    if (evasion) {
        best = -CT_INF;
    } else {
        best = evaluate(c, &flags);
        if (best >= beta)
            return best;
        if (best > alpha)
            alpha = best;
    }
    /* Every move when evading, else the captures (from the lines that
     * have one, often none). */
    ct_picker_init(&pk, 0, !evasion);
    uint32_t m;
    while ((m = ct_picker_next(&pk, s, &c->lines, ply)) != 0) {
        move_undo u;
        make_move(c, m, &u, ply);
        int v = -qsearch(c, -beta, -alpha, ply + 1, qply + 1);
        unmake_move(c, m, &u);
        if (s->run.stopped)
            return 0;
        if (v > best) {
            best = v;
            if (v > alpha) {
                alpha = v;
                update_pv(s, ply, m);
                if (v >= beta)
                    break;
            }
        }
    }
    return best;
}

static int search(search_ctx *c, int alpha, int beta, int depth, int ply,
                  int null_ok)
{
    ct_search_state *s = c->s;
    ct_pos *p = &s->pos;
    const int pvnode = beta - alpha > 1;
    s->pvlen[ply] = ply;

    if (ply > 0) {
        int term = ct_pos_ended(p, &s->rules);
        if (term)
            return ended_score(p, &s->rules, term, ply);
        /* Mate distance pruning. */
        if (alpha < -(CT_MATE - ply))
            alpha = -(CT_MATE - ply);
        if (beta > CT_MATE - ply - 1)
            beta = CT_MATE - ply - 1;
        if (alpha >= beta)
            return alpha;
    }
    if (depth <= 0 || ply >= CT_MAXPLY - 1)
        return qsearch(c, alpha, beta, ply, 0);
    /* R15, before any pruning; so the move loop below always has a move. */
    if (!ct_lines_can_move(c->lines.tot[p->side]))
        return decided(p, winner_by_score(p), ply);
    int flags;
    const int ev = evaluate(c, &flags);
    if (ply > 0 && (flags & CT_EV_WINS_NOW))
        return win_now(c, ply);
    const int danger = flags & CT_EV_THREATENED;
    if (danger && ply < 2 * s->root_depth + 8)
        depth++;
    if (s->run.stopped)
        return 0;

    /* Transposition table. */
    uint32_t ttmove = 0;
    const gk_tt_entry *te = gk_tt_probe(c->tt, p->hash);
    if (te) {
        ttmove = te->move;
        if (!pvnode && ply > 0 && te->depth >= depth) {
            int v = gk_score_from_tt(te->score, ply, CT_MATE_BOUND);
            if (gk_tt_cutoff(te->bound & 3, v, alpha, beta))
                return v;
        }
    }

    /* Pruning of quiet, unthreatened non-PV nodes. */
    if (!pvnode && !danger && ply > 0 && beta < CT_MATE_BOUND
        && beta > -CT_MATE_BOUND) {
        if (depth <= 3 && ev - 120 * depth >= beta)
            return ev; /* reverse futility */
        if (null_ok && depth >= 3 && ev >= beta) {
            int r = 2 + depth / 4;
            p->side ^= 1;
            p->hash ^= ct_zobrist_side;
            count_node(s, ply + 1);
            int v = -search(c, -beta, -beta + 1, depth - 1 - r, ply + 1, 0);
            p->side ^= 1;
            p->hash ^= ct_zobrist_side;
            if (s->run.stopped)
                return 0;
            if (v >= beta)
                return v >= CT_MATE_BOUND ? beta : v;
        }
    }

    ct_move_picker pk;
    ct_picker_init(&pk, ttmove, 0);
    const int alpha0 = alpha;
    int best = -CT_INF;
    uint32_t bestmove = 0;
    uint32_t m;
    int i = 0;
    for (; (m = ct_picker_next(&pk, s, &c->lines, ply)) != 0; i++) {
        const int quiet = !(m & MV_CAPTURE);
        const int killer = pk.killer;
        move_undo u;
        int v;
        make_move(c, m, &u, ply);
        if (i == 0) {
            v = -search(c, -beta, -alpha, depth - 1, ply + 1, 1);
        } else {
            int r = 0;
            if (depth >= 3 && i >= 3 && quiet && !killer && !danger) {
                r = 1 + (i >= 10) + (depth >= 7);
                if (pvnode && r > 1)
                    r--;
                if (r > depth - 2)
                    r = depth - 2;
            }
            v = -search(c, -alpha - 1, -alpha, depth - 1 - r, ply + 1, 1);
            if (v > alpha && r)
                v = -search(c, -alpha - 1, -alpha, depth - 1, ply + 1, 1);
            if (v > alpha && v < beta && pvnode)
                v = -search(c, -beta, -alpha, depth - 1, ply + 1, 1);
        }
        unmake_move(c, m, &u);
        if (s->run.stopped)
            return 0;
        if (v > best) {
            best = v;
            bestmove = m;
            if (v > alpha) {
                alpha = v;
                update_pv(s, ply, m);
                if (v >= beta) {
                    if (quiet)
                        reward_quiet(s, ply, m, depth);
                    break;
                }
            }
        }
    }
    gk_tt_store_node(c->tt, p->hash, bestmove, best, alpha0, beta, ply, depth, CT_MATE_BOUND);
    return best;
}

static void fill_result(const ct_search_state *s, int score, int depth,
                        const uint32_t *pv, int pvlen, ct_search_result *res)
{
    res->size = sizeof *res;
    res->best = pvlen > 0 ? MV_BARE(pv[0]) : CT_MOVE_NONE;
    gk_score_public(score, CT_MATE, CT_MATE_BOUND, &res->score,
                    &res->score_type);
    res->depth = depth;
    res->seldepth = s->run.seldepth;
    res->nodes = s->run.nodes;
    gk_elapsed(s->run.start_ns, s->run.nodes, &res->time_ms, &res->nps);
    res->pv_length = pvlen;
    for (int i = 0; i < pvlen; i++)
        res->pv[i] = MV_BARE(pv[i]);
}

/* Is the principal variation still a legal line?  (A TT collision could in
 * theory leave garbage beyond the first move; the PV is cut there.) */
static int check_pv(ct_search_state *s, const uint32_t *pv, int len)
{
    ct_pos copy = s->pos;
    int n = 0;
    for (; n < len && n < CT_PV_MAX; n++) {
        uint32_t m = ct_find_move(&copy, &s->rules, pv[n]);
        if (!m)
            break;
        ct_undo u;
        ct_pos_make(&copy, m, &u);
    }
    return n;
}

/* The root of the iterative deepening (gk_root_iterate()): gamekit's
 * part first, then what this game's callbacks need.  Every limit holds
 * at every depth, depth 1 included: a search stopped before its first
 * iteration completes still returns a move (the best root move searched
 * so far, or any legal move: ct_search_run()). */
typedef struct id_ctx {
    gk_root r;
    search_ctx c;
    const ct_search_limits *lim;
} id_ctx;

static int root_search(void *game, int alpha, int beta, int depth)
{
    return search(&((id_ctx *)game)->c, alpha, beta, depth, 0, 0);
}

static int root_check_pv(void *game, const uint32_t *pv, int len)
{
    return check_pv(((id_ctx *)game)->c.s, pv, len);
}

static void root_info(void *game, int depth, int score, const uint32_t *pv, int len)
{
    id_ctx *x = game;
    if (x->lim->info) {
        ct_search_result info;
        fill_result(x->c.s, score, depth, pv, len, &info);
        x->lim->info(x->lim->info_user, &info);
    }
}

_Static_assert(CT_PV_MAX == GK_PV_MAX, "gk_root keeps GK_PV_MAX moves");
static const gk_root_ops root_ops = {root_search, root_check_pv, root_info};

int ct_search_run(ct_engine *e, ct_search_state *s, int max_depth,
                  const ct_search_limits *lim, ct_search_result *res)
{
    id_ctx x;
    gk_root_init(&x.r, &x, &root_ops, &s->run, &s->root_depth, s->pv[0], &s->pvlen[0]);
    x.c.s = s;
    x.c.tt = &e->g.tt;
    x.lim = lim;
    ct_lines_init(&x.c.lines, &s->pos);
    int best_score;
    static const gk_scores scores = {CT_INF, CT_MATE, CT_MATE_BOUND};
    const int done_depth = gk_root_iterate(&x.r, max_depth, &scores, &best_score);
    uint32_t *best_pv = x.r.best_pv;
    int best_len = x.r.best_len;
    if (done_depth == 0) {
        /* Stopped during depth 1 (or before it): the best root move whose
         * search completed, else the first legal move (the game is not
         * over, so there is one). */
        if (s->pvlen[0] > 0) {
            best_pv[0] = s->pv[0][0];
        } else {
            uint32_t *mv = s->moves[0];
            int n = ct_gen_moves(&s->pos, s->pos.side, s->rules.mover, mv);
            best_pv[0] = n > 0 ? mv[0] : 0;
        }
        best_len = best_pv[0] ? 1 : 0;
        best_score = 0;
    }
    fill_result(s, best_score, done_depth, best_pv, best_len, res);
    return best_score;
}
