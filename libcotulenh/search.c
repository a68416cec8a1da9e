/* The search: iterative deepening negamax with alpha-beta in its principal
 * variation form (PVS), a transposition table, null-move pruning, late move
 * reductions, check extensions and a quiescence search over captures
 * (doc/cotulenh/engine.md).
 *
 * Deploy sessions are searched as what they are: every step is a ply made
 * by the same side, so a child whose side to move is ours is searched
 * with our own window (no negation); the early end of a session (and its
 * automatic end, when no piece can step any more) is one more move of the
 * list, TL_MOVE_END on the origin.  The transposition key is the
 * position's hash, which includes the session (board.h).
 *
 * Everything the search needs lives in the engine's search state,
 * allocated once: nothing is allocated while searching. */
#include "search_impl.h"

#include <string.h>

#include "movepick.h"

/* How many nodes between two looks at the clock and the stop flags. */
#define CHECK_EVERY 1024
/* Quiescence plies in which a side in check gets every legal reply. */
#define QS_EVASION_PLIES 4
/* What a draw by the halfmove clock or by repetition costs the side that
 * searches (tenths of a point). */
#define TL_CONTEMPT 30

typedef struct search_ctx {
    tl_search_state *s;
    gk_tt *tt;
} search_ctx;

/* What make_move() changes besides the position. */
typedef struct move_undo {
    tl_undo u;
    int pushed; /* a turn-boundary key was pushed on rep[] */
} move_undo;

/* A node is counted for every move made (every step, early end or null
 * move); the root is not counted. */
static inline void count_node(tl_search_state *s, int ply)
{
    gk_run_node(&s->run, ply, CHECK_EVERY);
}

/* Play a legal move (or the session end) m at ply; returns whether the
 * new side to move is in check (in_check()) when tl_make_check() knows
 * it, else -1. */
static int make_move(tl_search_state *s, uint32_t m, move_undo *mu, int ply)
{
    tl_pos *p = &s->pos;
    int known = -1;
    if (MV_KIND(m) == K_END) {
        tl_undo_begin(p, &mu->u);
        tl_close_session(p);
    } else {
        known = tl_make_check(p, m, &mu->u, NULL, NULL);
        if (MV_DEPLOY(m))
            tl_close_if_done(p);
    }
    if (!p->origin) /* after a legal turn no enemy piece attacks our commander */
        p->t39ok = 1;
    mu->pushed = 0;
    if (!p->origin && s->nrep < TL_REP_MAX) {
        s->rep[s->nrep++] = tl_pos_key(p);
        mu->pushed = 1;
    }
    count_node(s, ply + 1);
    return known;
}

static void unmake_move(tl_search_state *s, const move_undo *mu)
{
    tl_undo_apply(&s->pos, &mu->u);
    s->nrep -= mu->pushed;
}

/* The commander of the side to move is attacked (a turn boundary). */
static int in_check(const tl_pos *p)
{
    const int k = p->cmd[p->side];
    return !p->origin && k >= 0 && tl_attackers(p, k, !p->side, NULL);
}

/* A decided position: the score of the side to move `ply` plies from the
 * root, given the winner (0 Red, 1 Blue, -1 draw). */
static int decided(const tl_pos *p, int winner, int ply)
{
    if (winner < 0)
        return 0;
    return winner == p->side ? TL_MATE - ply : -(TL_MATE - ply);
}

/* The ends of the game at a turn boundary (tl_pos_outcome(): T54, T53.1,
 * T53.4; checkmate and stalemate are found by the move loops): 1 and
 * *score if the game is over.  A repetition of a position of the game or
 * of the path counts as a draw at once, the search's reading of T53.5 (a
 * repeating line cannot be better than one that does not). */
static int boundary_end(const tl_search_state *s, int ply, int *score)
{
    const tl_pos *p = &s->pos;
    int32_t term;
    const int result = tl_pos_outcome(p, s->mode, -1, &term);
    /* The draws a side may avoid (T53.4, T53.5) are worth a little less
     * than nothing to the side that searches (contempt). */
    const int draw = p->side == s->root_side ? -TL_CONTEMPT : TL_CONTEMPT;
    if (term == TL_TERM_HALFMOVE_CLOCK) {
        *score = draw;
        return 1;
    }
    if (result != TL_ONGOING) {
        *score = decided(p, result == TL_DRAW ? -1 : result == TL_RED_WINS ? 0 : 1, ply);
        return 1;
    }
    /* rep[nrep - 1] is this position's key (pushed by make_move); the
     * clock is below TL_HALFMOVE_DRAW here, so the window cannot overflow */
    const uint64_t key = s->rep[s->nrep - 1];
    const int lo = s->nrep - 1 - 2 * (p->halfmove + 1);
    for (int i = s->nrep - 3; i >= 0 && i >= lo; i--)
        if (s->rep[i] == key) {
            *score = draw;
            return 1;
        }
    return 0;
}

/* The evaluation with the level's noise, through a cache whose entries
 * hold the high bits of the hash and the evaluation + 32768 (bits 0-15). */
static int evaluate(tl_search_state *s)
{
    /* the mode changes the evaluation, not the hash */
    const uint64_t h = s->pos.hash ^ (s->mode ? 0x6A09E667F3BCC909u : 0);
    uint64_t *slot = &s->ecache[h & (TL_EVAL_CACHE - 1)];
    int e;
    if (*slot && ((*slot ^ h) >> 16) == 0) {
        e = (int)(*slot & 0xFFFF) - 32768;
    } else {
        e = tl_eval(&s->pos, s->mode);
        *slot = (h >> 16 << 16) | (uint64_t)(e + 32768);
    }
    /* towards a draw as the halfmove clock (T53.4) runs: the side ahead
     * prefers the captures that reset it (a clock past 200, read from a
     * FEN inside a session, counts as 200) */
    e = e * (200 - (s->pos.halfmove < 200 ? s->pos.halfmove : 200)) / 200;
    if (s->noise) {
        uint64_t x = (s->pos.hash ^ s->seed) * 0x9E3779B97F4A7C15u;
        x ^= x >> 29;
        e += (int)((x >> 20) % (uint64_t)(2 * s->noise + 1)) - s->noise;
    }
    return e;
}

static void update_pv(tl_search_state *s, int ply, uint32_t m)
{
    gk_pv_update(s->pv[ply], s->pv[ply + 1], &s->pvlen[ply], s->pvlen[ply + 1], ply, m);
}

static void reward_quiet(tl_search_state *s, int ply, uint32_t m, int depth)
{
    gk_reward_quiet(s->killers[ply], m, &s->history[s->pos.side][MV_FROM(m)][MV_TO(m)], depth,
                    &s->history[0][0][0], sizeof s->history / sizeof s->history[0][0][0]);
}

/* The value from our side of a child searched with our window [a, b]:
 * a step that keeps the session open leaves the same side to move. */
static int search(search_ctx *c, int alpha, int beta, int depth, int ply,
                  int null_ok, int known);
static int qsearch(search_ctx *c, int alpha, int beta, int ply, int qply, int known);

static inline int child(search_ctx *c, int us, int a, int b, int depth,
                        int ply, int null_ok, int known)
{
    if (c->s->pos.side == us)
        return search(c, a, b, depth, ply + 1, null_ok, known);
    return -search(c, -b, -a, depth, ply + 1, null_ok, known);
}

static inline int qchild(search_ctx *c, int us, int a, int b, int ply, int qply, int known)
{
    if (c->s->pos.side == us)
        return qsearch(c, a, b, ply + 1, qply + 1, known);
    return -qsearch(c, -b, -a, ply + 1, qply + 1, known);
}

/* Quiescence search: stand pat (unless in check) and try the captures;
 * a side in check gets every legal reply for QS_EVASION_PLIES plies (and
 * is mated if it has none). */
static int qsearch(search_ctx *c, int alpha, int beta, int ply, int qply, int known)
{
    tl_search_state *s = c->s;
    tl_pos *p = &s->pos;
    s->pvlen[ply] = ply;
    if (s->run.stopped)
        return 0;
    int end;
    if (!p->origin && boundary_end(s, ply, &end))
        return end;
    if (ply >= TL_MAXPLY - 1)
        return evaluate(s);
    const int us = p->side;
    const int check = qply < QS_EVASION_PLIES && (known >= 0 ? known : in_check(p));
    uint32_t *mv = s->moves[ply];
    int32_t *sc = s->mscore[ply];
    int n, best;
    tl_legal_ctx lx;
    if (check) {
        /* every legal reply, tested as it comes up (tl_pick_legal) */
        n = tl_gen(p, mv);
        tl_legal_init(p, &lx, 1);
        best = -TL_INF;
        tl_score_moves(s, ply, mv, sc, n, 0);
    } else {
        /* far above beta on material alone: a cut-off without the full
         * evaluation or any generation */
        if (s->mode != TL_MODE_BATTLES) {
            const int lazy = tl_eval_material(p) - TL_LAZY_MARGIN;
            if (lazy >= beta)
                return lazy;
        }
        best = evaluate(s);
        if (best >= beta)
            return best;
        if (best > alpha)
            alpha = best;
        n = tl_gen_captures(p, mv);
        tl_score_moves(s, ply, mv, sc, n, 0);
    }
    for (int i = 0;; i++) {
        uint32_t m;
        if (check) {
            if (!tl_pick_legal(p, &lx, mv, sc, &n, i, &m, -1)) {
                if (i == 0)
                    return -(TL_MATE - ply); /* no legal reply */
                break;
            }
        } else {
            if (i >= n)
                break;
            m = tl_pick(mv, sc, n, i);
        }
        move_undo u;
        int ck = -1; /* the child's check, when known */
        if (check) {
            ck = make_move(s, m, &u, ply);
        } else {
            /* delta pruning: even the whole target would not reach alpha */
            if (best + tl_victim_value(p, m) + 300 < alpha)
                continue;
            if (!tl_make_if_legal(p, m, &u.u, &ck))
                continue;
            u.pushed = 0;
            if (!p->origin && s->nrep < TL_REP_MAX) {
                s->rep[s->nrep++] = tl_pos_key(p);
                u.pushed = 1;
            }
            count_node(s, ply + 1);
        }
        int v = qchild(c, us, alpha, beta, ply, qply, ck);
        unmake_move(s, &u);
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

/* Does the side to move have pieces beyond its commander, headquarters
 * and a few infantry (null move is unsafe otherwise)? */
static int has_material(const tl_pos *p)
{
    const uint8_t *k = p->cnt[p->side];
    return k[PN] + k[PF] + k[PT] + k[PA] + k[PS] >= 2;
}

/* known: in_check() of the position if the caller knows it, else -1. */
static int search(search_ctx *c, int alpha, int beta, int depth, int ply,
                  int null_ok, int known)
{
    tl_search_state *s = c->s;
    tl_pos *p = &s->pos;
    const int pvnode = beta - alpha > 1;
    s->pvlen[ply] = ply;

    if (ply > 0) {
        int end;
        if (!p->origin && boundary_end(s, ply, &end))
            return end;
        /* Mate distance pruning. */
        if (alpha < -(TL_MATE - ply))
            alpha = -(TL_MATE - ply);
        if (beta > TL_MATE - ply - 1)
            beta = TL_MATE - ply - 1;
        if (alpha >= beta)
            return alpha;
    }
    if (s->run.stopped)
        return 0;
    const int check = known >= 0 ? known : in_check(p);
    if (check && ply < 2 * s->root_depth + 8)
        depth++;
    if (depth <= 0 || ply >= TL_MAXPLY - 1)
        return qsearch(c, alpha, beta, ply, 0, check);

    /* Transposition table. */
    uint32_t ttmove = 0;
    const gk_tt_entry *te = gk_tt_probe(c->tt, p->hash);
    if (te) {
        ttmove = te->move;
        if (!pvnode && ply > 0 && te->depth >= depth) {
            int v = gk_score_from_tt(te->score, ply, TL_MATE_BOUND);
            if (gk_tt_cutoff(te->bound & 3, v, alpha, beta))
                return v;
        }
    }

    /* Pruning of quiet non-PV nodes at turn boundaries, not in check. */
    if (!pvnode && !check && ply > 0 && !p->origin && beta < TL_MATE_BOUND
        && beta > -TL_MATE_BOUND) {
        const int ev = evaluate(s);
        if (depth <= 3 && ev - 150 * depth >= beta)
            return ev; /* reverse futility */
        if (null_ok && depth >= 3 && ev >= beta && has_material(p)) {
            int r = 2 + depth / 4;
            const uint8_t t39ok = p->t39ok;
            p->t39ok = 1; /* not in check: no enemy piece attacks our commander */
            p->side ^= 1;
            p->hash ^= tl_zside;
            count_node(s, ply + 1);
            int v = -search(c, -beta, -beta + 1, depth - 1 - r, ply + 1, 0, -1);
            p->side ^= 1;
            p->hash ^= tl_zside;
            p->t39ok = t39ok;
            if (s->run.stopped)
                return 0;
            if (v >= beta)
                return v >= TL_MATE_BOUND ? beta : v;
        }
    }

    uint32_t *mv = s->moves[ply];
    int32_t *sc = s->mscore[ply];
    /* the pseudo-legal moves, each tested as it comes up (tl_pick_legal):
     * after a cut-off the rest are never tested */
    int n = tl_gen(p, mv);
    tl_legal_ctx lx;
    tl_legal_init(p, &lx, p->origin ? -1 : check);
    if (p->origin && tl_may_end(p))
        mv[n++] = tl_end_move(p);
    const int tt = tl_score_moves(s, ply, mv, sc, n, ttmove);

    const int us = p->side;
    const int alpha0 = alpha;
    int best = -TL_INF;
    uint32_t bestmove = 0;
    for (int i = 0;; i++) {
        uint32_t m;
        if (!tl_pick_legal(p, &lx, mv, sc, &n, i, &m, i == 0 ? tt : -1)) {
            if (i > 0)
                break;
            if (p->origin) /* a stuck session (only from a FEN) */
                return evaluate(s);
            return check ? -(TL_MATE - ply) : 0; /* checkmate, stalemate */
        }
        const int quiet = tl_is_quiet(m);
        const int killer = m == s->killers[ply][0] || m == s->killers[ply][1];
        move_undo u;
        int v;
        const int ck = make_move(s, m, &u, ply);
        if (i == 0) {
            v = child(c, us, alpha, beta, depth - 1, ply, 1, ck);
        } else {
            int r = 0;
            if (depth >= 3 && i >= 3 && quiet && !killer && !check
                && !(ck >= 0 ? ck : in_check(p))) {
                r = 1 + (i >= 12) + (depth >= 7);
                if (pvnode && r > 1)
                    r--;
                if (r > depth - 2)
                    r = depth - 2;
            }
            v = child(c, us, alpha, alpha + 1, depth - 1 - r, ply, 1, ck);
            if (v > alpha && r)
                v = child(c, us, alpha, alpha + 1, depth - 1, ply, 1, ck);
            if (v > alpha && v < beta && pvnode)
                v = child(c, us, alpha, beta, depth - 1, ply, 1, ck);
        }
        unmake_move(s, &u);
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
    gk_tt_store_node(c->tt, p->hash, bestmove, best, alpha0, beta, ply, depth, TL_MATE_BOUND);
    return best;
}

/* Fills the turn of res from the internal steps pv[0..len) of the root
 * position: the steps of the first turn, completed (when the line stops
 * inside the session) by an early end if one is allowed, else by the
 * first legal step, until the turn passes. */
static void fill_turn(const tl_pos *root, const uint32_t *pv, int len,
                      tl_search_result *res)
{
    tl_pos p = *root;
    uint32_t list[TL_GEN_MAX];
    int i = 0;
    res->turn_length = 0;
    res->turn_ends_early = 0;
    for (;;) {
        uint32_t m;
        if (i < len) {
            m = pv[i++];
        } else if (p.origin && tl_may_end(&p)) {
            m = tl_end_move(&p);
        } else {
            int n = tl_gen_legal(&p, list);
            if (n == 0)
                return;
            m = list[0];
        }
        if (MV_KIND(m) == K_END) {
            res->turn_ends_early = 1;
            return;
        }
        res->turn[res->turn_length++] = tl_mv_public(m);
        tl_advance(&p, m);
        if (!p.origin || res->turn_length == TL_TURN_MAX)
            return;
    }
}

/* The length of the legal prefix of a principal variation.  (A table
 * collision could in theory leave garbage in it; the line is cut there.)
 * An early end that the position does not allow is cut too. */
static int check_pv(const tl_pos *root, const uint32_t *pv, int len)
{
    tl_pos p = *root;
    uint32_t list[TL_GEN_MAX];
    int n = 0;
    for (; n < len && n < TL_PV_MAX; n++) {
        const uint32_t m = pv[n];
        tl_undo u;
        if (MV_KIND(m) == K_END) {
            if (!p.origin || m != tl_end_move(&p) || !tl_may_end(&p))
                break;
            tl_undo_begin(&p, &u);
            tl_close_session(&p);
            continue;
        }
        const int k = tl_gen_legal(&p, list);
        int found = 0;
        for (int j = 0; j < k && !found; j++)
            found = list[j] == m;
        if (!found)
            break;
        tl_make(&p, m, &u, NULL, NULL);
        if (MV_DEPLOY(m))
            tl_close_if_done(&p);
    }
    return n;
}

/* The principal variation as the game plays it, into out: the search
 * ends a session whose pieces may still step, though none legally, with
 * an early end (its only move), where the game ends it by itself after
 * the step (T21, tl_advance()): that early end is left out.  Returns the
 * length written. */
static int public_pv(const tl_pos *root, const uint32_t *pv, int len, tl_move *out)
{
    tl_pos p = *root;
    int k = 0;
    for (int i = 0; i < len; i++) {
        const uint32_t m = pv[i];
        if (MV_KIND(m) == K_END && !p.origin)
            continue; /* the game closed the session after the step */
        tl_advance(&p, m);
        out[k++] = tl_mv_public(m);
    }
    return k;
}

static void fill_result(const tl_search_state *s, int score, int depth,
                        const uint32_t *pv, int pvlen, tl_search_result *res)
{
    memset(res, 0, sizeof *res);
    res->size = sizeof *res;
    gk_score_public(score, TL_MATE, TL_MATE_BOUND, &res->score,
                    &res->score_type);
    res->depth = depth;
    res->seldepth = s->run.seldepth;
    res->nodes = s->run.nodes;
    gk_elapsed(s->run.start_ns, s->run.nodes, &res->time_ms, &res->nps);
    fill_turn(&s->pos, pv, pvlen, res);
    res->pv_length = public_pv(&s->pos, pv, pvlen, res->pv);
    /* a line cut inside the turn: the PV starts with the completed turn */
    if (res->pv_length == 0 || res->turn_length + res->turn_ends_early > res->pv_length) {
        int k = 0;
        for (; k < res->turn_length; k++)
            res->pv[k] = res->turn[k];
        if (res->turn_ends_early)
            res->pv[k++] = tl_mv_public(tl_end_move(&s->pos));
        res->pv_length = k;
    }
    res->best = res->pv_length ? res->pv[0] : TL_MOVE_NONE;
    if (res->turn_length == 0 && res->turn_ends_early)
        res->best = tl_mv_public(tl_end_move(&s->pos));
}

/* The root of the iterative deepening (gk_root_iterate()): gamekit's
 * part first, then what this game's callbacks need. */
typedef struct id_ctx {
    gk_root r;
    search_ctx c;
    const tl_search_limits *lim;
    const tl_pos *root;
} id_ctx;

static int root_search(void *game, int alpha, int beta, int depth)
{
    return search(&((id_ctx *)game)->c, alpha, beta, depth, 0, 0, -1);
}

static int root_check_pv(void *game, const uint32_t *pv, int len)
{
    return check_pv(((id_ctx *)game)->root, pv, len);
}

static void root_info(void *game, int depth, int score, const uint32_t *pv, int len)
{
    id_ctx *x = game;
    if (x->lim->info) {
        tl_search_result info;
        fill_result(x->c.s, score, depth, pv, len, &info);
        x->lim->info(x->lim->info_user, &info);
    }
}

_Static_assert(TL_PV_MAX == GK_PV_MAX, "gk_root keeps GK_PV_MAX moves");
static const gk_root_ops root_ops = {root_search, root_check_pv, root_info};

void tl_search_run(tl_engine *e, tl_search_state *s, int max_depth,
                   const tl_search_limits *lim, tl_search_result *res)
{
    const tl_pos root = s->pos;
    id_ctx x;
    gk_root_init(&x.r, &x, &root_ops, &s->run, &s->root_depth, s->pv[0], &s->pvlen[0]);
    x.c.s = s;
    x.c.tt = &e->g.tt;
    x.lim = lim;
    x.root = &root;
    int best_score;
    static const gk_scores scores = {TL_INF, TL_MATE, TL_MATE_BOUND};
    const int done_depth = gk_root_iterate(&x.r, max_depth, &scores, &best_score);
    int best_len = x.r.best_len;
    if (done_depth == 0) {
        /* Stopped during depth 1 (or before it): the best root move whose
         * search completed, else (fill_turn) the first legal one. */
        best_len = 0;
        if (s->pvlen[0] > 0) {
            x.r.best_pv[0] = s->pv[0][0];
            best_len = check_pv(&root, x.r.best_pv, 1);
        }
        best_score = 0;
    }
    fill_result(s, best_score, done_depth, x.r.best_pv, best_len, res);
}
