/* Fuzz harness: random sequences of API calls on one game.
 *
 * The input is a program: the first byte picks the rules, then each byte is
 * an operation (with its operands read from the following bytes): play a
 * legal or a raw move, play move text, undo, set a position (from a list or
 * raw text), clone (and continue with the clone), reset, change the rules,
 * resign, agree a draw, perft, search with tiny limits (or invalid ones),
 * explain, render, and "make the Nth next allocation fail".  The game uses a counting allocator.  A shadow model
 * (the stack of positions the history went through) predicts what undo,
 * reset and set-position must give, and after every operation
 * fz_check_game() checks every invariant: the position string round-trips,
 * the hash equals the hash recomputed from scratch, every listed move is
 * legal.  A failing call must leave the game unchanged; a failed allocation
 * must give CT_ERR_NO_MEMORY.  At the end no allocated byte may be left. */
#include <string.h>

#include "fuzz_heap.h"
#include "fuzz_search.h"

#define MAX_OPS 48
#define MAX_SHADOW 2048

typedef struct state {
    ct_game *g;
    ct_engine *engine;              /* made at the first search */
    fz_heap *heap;
    char (*stack)[CT_POSITION_MAX]; /* positions before each played move */
    int depth;                      /* moves in the history */
    int forced;                     /* resigned or draw agreed */
} state;

static void snapshot(const state *s, char *pos, uint64_t *hash)
{
    FZ_ASSERT(ct_game_position(s->g, pos, CT_POSITION_MAX) > 0);
    *hash = ct_game_hash(s->g);
}

static void unchanged(const state *s, const char *pos, uint64_t hash)
{
    char now[CT_POSITION_MAX];
    FZ_ASSERT(ct_game_position(s->g, now, sizeof now) > 0);
    FZ_ASSERT(strcmp(now, pos) == 0);
    FZ_ASSERT(ct_game_hash(s->g) == hash);
    FZ_ASSERT(ct_game_history(s->g, NULL, 0) == s->depth);
}

static void check(state *s)
{
    long saved = s->heap->fail_in;
    s->heap->fail_in = 0;
    fz_check_game(s->g, 0);
    FZ_ASSERT(ct_game_history(s->g, NULL, 0) == s->depth);
    int32_t term = 0;
    int res = ct_game_outcome(s->g, &term);
    if (s->forced)
        FZ_ASSERT(res != CT_ONGOING && (term == CT_TERM_RESIGNATION
                                        || term == CT_TERM_AGREEMENT));
    s->heap->fail_in = saved;
}

/* Play m (legal or not); keep the shadow in step. */
static void play(state *s, ct_move m)
{
    char before[CT_POSITION_MAX];
    uint64_t hash;
    snapshot(s, before, &hash);
    int legal = ct_game_is_legal(s->g, m);
    int rc = ct_game_play(s->g, m);
    if (rc == CT_OK) {
        FZ_ASSERT(legal == 1 && s->depth < MAX_SHADOW);
        memcpy(s->stack[s->depth++], before, CT_POSITION_MAX);
        return;
    }
    FZ_ASSERT(rc == CT_ERR_ILLEGAL_MOVE || rc == CT_ERR_GAME_OVER
              || rc == CT_ERR_INVALID_ARGUMENT || rc == CT_ERR_NO_MEMORY);
    FZ_ASSERT(rc != CT_ERR_INVALID_ARGUMENT || legal == CT_ERR_INVALID_ARGUMENT);
    FZ_ASSERT(rc != CT_ERR_ILLEGAL_MOVE || legal == 0);
    FZ_ASSERT(rc != CT_ERR_NO_MEMORY || legal == 1);
    fz_check_message(ct_game_error(s->g));
    unchanged(s, before, hash);
}

static void undo(state *s);

static void play_legal(state *s, unsigned pick)
{
    ct_move moves[CT_MAX_MOVES];
    if (s->depth >= MAX_SHADOW - 1) {
        undo(s); /* keep the shadow stack bounded */
        return;
    }
    int n = ct_game_legal_moves(s->g, moves, CT_MAX_MOVES);
    FZ_ASSERT(n >= 0);
    if (n == 0) {
        play(s, CT_MOVE(CT_SQUARE(2, 0), CT_SQUARE(2, 3))); /* must fail */
        return;
    }
    play(s, moves[pick % (unsigned)n]);
}

static void undo(state *s)
{
    char before[CT_POSITION_MAX];
    uint64_t hash;
    snapshot(s, before, &hash);
    int rc = ct_game_undo(s->g);
    if (s->forced) {
        FZ_ASSERT(rc == CT_OK);
        s->forced = 0;
        unchanged(s, before, hash);
    } else if (s->depth == 0) {
        FZ_ASSERT(rc == CT_ERR_NO_HISTORY);
        unchanged(s, before, hash);
    } else {
        FZ_ASSERT(rc == CT_OK);
        s->depth--;
        char now[CT_POSITION_MAX];
        FZ_ASSERT(ct_game_position(s->g, now, sizeof now) > 0);
        FZ_ASSERT(strcmp(now, s->stack[s->depth]) == 0);
    }
}

static void set_position(state *s, const char *text)
{
    char before[CT_POSITION_MAX];
    uint64_t hash;
    snapshot(s, before, &hash);
    int rc = ct_game_set_position(s->g, text);
    if (rc == CT_OK) {
        s->depth = 0;
        s->forced = 0;
        if (fz_skip_known() && fz_score_overflow_risk(s->g))
            FZ_ASSERT(ct_game_reset(s->g) == CT_OK);
        return;
    }
    FZ_ASSERT(rc == CT_ERR_PARSE || rc == CT_ERR_INVALID_POSITION);
    unchanged(s, before, hash);
}

static void clone(state *s)
{
    ct_game *c = (ct_game *)0x1;
    char a[CT_POSITION_MAX], b[CT_POSITION_MAX];
    int rc = ct_game_clone(s->g, &c);
    if (rc == CT_ERR_NO_MEMORY) {
        FZ_ASSERT(c == NULL);
        return;
    }
    FZ_ASSERT(rc == CT_OK && c != NULL);
    FZ_ASSERT(ct_game_position(s->g, a, sizeof a) > 0);
    FZ_ASSERT(ct_game_position(c, b, sizeof b) > 0);
    FZ_ASSERT(strcmp(a, b) == 0 && ct_game_hash(c) == ct_game_hash(s->g));
    FZ_ASSERT(ct_game_initial_position(s->g, a, sizeof a) > 0);
    FZ_ASSERT(ct_game_initial_position(c, b, sizeof b) > 0);
    FZ_ASSERT(strcmp(a, b) == 0);
    int n = ct_game_history(s->g, NULL, 0);
    FZ_ASSERT(ct_game_history(c, NULL, 0) == n);
    if (n > 0) {
        ct_move *h1 = malloc((size_t)n * sizeof *h1);
        ct_move *h2 = malloc((size_t)n * sizeof *h2);
        FZ_ASSERT(h1 && h2);
        FZ_ASSERT(ct_game_history(s->g, h1, (size_t)n) == n);
        FZ_ASSERT(ct_game_history(c, h2, (size_t)n) == n);
        FZ_ASSERT(memcmp(h1, h2, (size_t)n * sizeof *h1) == 0);
        free(h1);
        free(h2);
    }
    int32_t t1 = 0, t2 = 0;
    FZ_ASSERT(ct_game_outcome(s->g, &t1) == ct_game_outcome(c, &t2) && t1 == t2);
    /* Go on with the clone: the original must have owned nothing the
     * clone needs. */
    ct_game_free(s->g);
    s->g = c;
}

static void set_rules(state *s, uint8_t b)
{
    ct_rules rules;
    char before[CT_POSITION_MAX];
    uint64_t hash;
    snapshot(s, before, &hash);
    fz_rules(b, &rules);
    if (b & 0x80) { /* something out of range or a bad size */
        switch (b & 3) {
        case 0: rules.mover = 2 + (b >> 2); break;
        case 1: rules.target = -1 - (b >> 2); break;
        case 2: rules.limit = 1000001 + b; break;
        default: rules.size = b & 0x0C; break;
        }
        int rc = ct_game_set_rules(s->g, &rules);
        FZ_ASSERT(rc == ((b & 3) == 3 ? CT_ERR_STRUCT_SIZE : CT_ERR_INVALID_ARGUMENT));
    } else {
        /* Rules that the history does not fit (a move after the new limit
         * or target, a move the other mover could not play) are refused. */
        ct_rules old;
        ct_rules_init(&old);
        FZ_ASSERT(ct_game_get_rules(s->g, &old) == CT_OK);
        int rc = ct_game_set_rules(s->g, &rules);
        if (rc != CT_OK) {
            FZ_ASSERT(rc == CT_ERR_INVALID_ARGUMENT);
            FZ_ASSERT(ct_game_history(s->g, NULL, 0) > 0
                      || ct_game_outcome(s->g, NULL) != CT_ONGOING);
            rules = old;
        }
        ct_rules got;
        ct_rules_init(&got);
        FZ_ASSERT(ct_game_get_rules(s->g, &got) == CT_OK);
        FZ_ASSERT(got.mover == rules.mover && got.target == rules.target
                  && got.limit == rules.limit);
    }
    unchanged(s, before, hash);
}

static void resign_or_draw(state *s, uint8_t b)
{
    char before[CT_POSITION_MAX];
    uint64_t hash;
    snapshot(s, before, &hash);
    int ongoing = ct_game_outcome(s->g, NULL) == CT_ONGOING;
    int32_t side = (b & 3) == 3 ? (int32_t)(b >> 2) - 32 : (b & 1);
    int rc = (b & 3) == 2 ? ct_game_agree_draw(s->g) : ct_game_resign(s->g, side);
    if ((b & 3) == 3 && side != 0 && side != 1)
        FZ_ASSERT(rc == CT_ERR_INVALID_ARGUMENT);
    else if (!ongoing)
        FZ_ASSERT(rc == CT_ERR_GAME_OVER);
    else {
        FZ_ASSERT(rc == CT_OK);
        s->forced = 1;
        int32_t term = 0;
        int res = ct_game_outcome(s->g, &term);
        if ((b & 3) == 2)
            FZ_ASSERT(res == CT_DRAW && term == CT_TERM_AGREEMENT);
        else
            FZ_ASSERT(res == (side == CT_RED ? CT_BLUE_WINS : CT_RED_WINS)
                      && term == CT_TERM_RESIGNATION);
        FZ_ASSERT(ct_game_legal_moves(s->g, NULL, 0) == 0);
    }
    unchanged(s, before, hash);
}

/* perft(2) equals the sum of perft(1) over the legal moves. */
static void perft2(state *s)
{
    ct_move moves[CT_MAX_MOVES];
    uint64_t total = 0, sum = 0, one = 0;
    FZ_ASSERT(ct_game_perft(s->g, 2, &total) == CT_OK);
    int n = ct_game_legal_moves(s->g, moves, CT_MAX_MOVES);
    ct_game *c = NULL;
    if (ct_game_clone(s->g, &c) != CT_OK)
        return; /* an injected allocation failure */
    long saved = s->heap->fail_in;
    s->heap->fail_in = 0;
    for (int i = 0; i < n; i++) {
        FZ_ASSERT(ct_game_play(c, moves[i]) == CT_OK);
        FZ_ASSERT(ct_game_perft(c, 1, &one) == CT_OK);
        sum += one;
        FZ_ASSERT(ct_game_undo(c) == CT_OK);
    }
    s->heap->fail_in = saved;
    ct_game_free(c);
    FZ_ASSERT(sum == total);
}

static void probe_move(state *s, ct_move m, uint8_t what)
{
    char before[CT_POSITION_MAX], buf[256];
    uint64_t hash;
    snapshot(s, before, &hash);
    int legal = ct_game_is_legal(s->g, m);
    int rc;
    if (what & 1) {
        ct_move_info info;
        memset(&info, 0, sizeof info);
        info.size = (what & 2) ? sizeof info : (uint32_t)(what >> 2);
        rc = ct_game_move_info(s->g, m, &info);
        if (rc == CT_OK)
            FZ_ASSERT(legal == 1 && info.move == m);
    } else {
        size_t size = (what & 2) ? sizeof buf : (size_t)(what >> 2);
        int notation = (what & 4) ? CT_NOTATION_SHORT : CT_NOTATION_COORD;
        if (what & 8)
            rc = ct_game_explain(s->g, m, buf, size);
        else
            rc = ct_game_move_text(s->g, m, (what & 16) ? 7 : notation, buf, size);
        if (rc >= 0 && size > 0)
            FZ_ASSERT(strlen(buf) == ((size_t)rc < size ? (size_t)rc : size - 1));
    }
    if ((what & 3) == 1)
        FZ_ASSERT(rc == CT_ERR_STRUCT_SIZE); /* info.size too small */
    else if (legal == CT_ERR_INVALID_ARGUMENT)
        FZ_ASSERT(rc == CT_ERR_INVALID_ARGUMENT);
    else if (rc < 0)
        FZ_ASSERT(rc == CT_ERR_ILLEGAL_MOVE || rc == CT_ERR_INVALID_ARGUMENT
                  || rc == CT_ERR_STRUCT_SIZE);
    unchanged(s, before, hash);
}

static void render(state *s, uint8_t flags)
{
    char buf[2048];
    uint32_t f = (flags & 0x80) ? flags : (flags & 7u);
    size_t size = (flags & 0x40) ? 17 : sizeof buf;
    int rc = ct_game_render_text(s->g, f, buf, size);
    if (f & ~7u)
        FZ_ASSERT(rc == CT_ERR_INVALID_ARGUMENT);
    else
        FZ_ASSERT(rc > 0 && strlen(buf) == ((size_t)rc < size ? (size_t)rc : size - 1));
}

/* A search with tiny limits (or bad ones): the game is unchanged, the
 * best move and the principal variation are legal, a finished game gives
 * no move. */
static void search(state *s, fz_reader *r)
{
    char before[CT_POSITION_MAX];
    uint64_t hash;
    uint8_t a = fz_byte(r), b = fz_byte(r);
    if (s->forced && fz_skip_known())
        return; /* bug 2: a search after a resignation or agreed draw */
    if (!s->engine) {
        ct_engine_options o;
        ct_engine_options_init(&o);
        o.hash_mb = 1;
        o.alloc = fz_heap_alloc;
        o.ud = s->heap;
        ct_engine *e = (ct_engine *)0x1;
        int rc = ct_engine_new(&o, &e);
        if (rc != CT_OK) {
            FZ_ASSERT(rc == CT_ERR_NO_MEMORY && e == NULL);
            return;
        }
        s->engine = e;
    }
    snapshot(s, before, &hash);
    ct_search_limits lim;
    ct_search_result res;
    ct_search_limits_init(&lim);
    memset(&res, 0, sizeof res);
    const fz_search_plan plan = fz_search_plan_make(a, b, sizeof res);
    FZ_SEARCH_LIMITS(lim, res, plan);
    int rc = ct_search(s->engine, s->g, &lim, &res);
    unchanged(s, before, hash);
    if (plan.bad) {
        FZ_ASSERT(rc == (plan.bad == 4 ? CT_ERR_STRUCT_SIZE : CT_ERR_INVALID_ARGUMENT));
        return;
    }
    FZ_ASSERT(rc == CT_OK);
    int32_t eval = 0;
    FZ_ASSERT(ct_evaluate(s->g, &eval) == CT_OK);
    if (ct_game_outcome(s->g, NULL) != CT_ONGOING) {
        FZ_ASSERT(res.best == CT_MOVE_NONE && res.depth == 0);
        return;
    }
    FZ_ASSERT(ct_game_is_legal(s->g, res.best) == 1);
    /* depth 0: a limit ended the first iteration (ct_search_result::depth;
     * the node budget holds from depth 1): the best root move so far, or
     * any legal move, with score 0 */
    FZ_ASSERT(res.depth >= 0 && res.depth <= lim.depth);
    FZ_ASSERT(res.depth > 0 || res.score == 0);
    FZ_ASSERT(res.pv_length >= 1 && res.pv_length <= CT_PV_MAX);
    FZ_ASSERT(res.pv[0] == res.best);
    FZ_ASSERT(res.score_type >= CT_SCORE_CP && res.score_type <= CT_SCORE_LOSS);
    /* The principal variation is a legal line. */
    ct_game *c = NULL;
    long saved = s->heap->fail_in;
    s->heap->fail_in = 0;
    FZ_ASSERT(ct_game_clone(s->g, &c) == CT_OK);
    for (int32_t i = 0; i < res.pv_length; i++)
        FZ_ASSERT(ct_game_play(c, res.pv[i]) == CT_OK);
    ct_game_free(c);
    s->heap->fail_in = saved;
}

/* One operation of the program (an fz_step_fn). */
static void step(void *state_, uint8_t op, fz_reader *r)
{
    state *s = state_;
    char text[160];
    switch (op % 16) {
    case 0: case 1: case 2:
        play_legal(s, fz_byte(r));
        break;
    case 3: {
        ct_move m = (op & 0x80) ? fz_u32(r)
                                : (ct_move)fz_u16(r);
        if (s->depth >= MAX_SHADOW - 1)
            break;
        play(s, m);
        break;
    }
    case 4: {
        char before[CT_POSITION_MAX];
        uint64_t hash;
        fz_text(r, text, sizeof text);
        if (s->depth >= MAX_SHADOW - 1)
            break;
        snapshot(s, before, &hash);
        int was_legal = 0;
        ct_move m;
        if (ct_game_parse_move(s->g, text, &m) == CT_OK)
            was_legal = 1;
        int rc = ct_game_play_text(s->g, text);
        if (rc == CT_OK) {
            FZ_ASSERT(was_legal);
            memcpy(s->stack[s->depth++], before, CT_POSITION_MAX);
        } else {
            FZ_ASSERT(rc == CT_ERR_PARSE || rc == CT_ERR_ILLEGAL_MOVE
                      || rc == CT_ERR_GAME_OVER || rc == CT_ERR_NO_MEMORY);
            unchanged(s, before, hash);
        }
        break;
    }
    case 5: case 6:
        undo(s);
        break;
    case 7:
        set_position(s, fz_position(fz_byte(r)));
        break;
    case 8:
        fz_text(r, text, sizeof text);
        set_position(s, text);
        break;
    case 9:
        clone(s);
        break;
    case 10:
        FZ_ASSERT(ct_game_reset(s->g) == CT_OK);
        s->depth = 0;
        s->forced = 0;
        break;
    case 11:
        set_rules(s, fz_byte(r));
        break;
    case 12:
        resign_or_draw(s, fz_byte(r));
        break;
    case 13:
        if (op & 0x10)
            perft2(s);
        else if (op & 0x20)
            search(s, r);
        else
            render(s, fz_byte(r));
        break;
    case 14: {
        uint8_t what = fz_byte(r);
        ct_move m = (what & 0x80) ? fz_u32(r)
                                  : (ct_move)fz_u16(r);
        probe_move(s, m, what);
        break;
    }
    default: {
        /* a walk of legal moves, then maybe an allocation failure */
        uint8_t b = fz_byte(r);
        unsigned seed = b;
        for (int i = 0; i < (b & 0x1F) + 1; i++) {
            seed = seed * 1103515245u + 12345u;
            play_legal(s, seed >> 16);
        }
        if (op & 0x80)
            s->heap->fail_in = 1 + (op >> 4 & 3);
        break;
    }
    }
    check(s);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fz_reader r = {data, size, 0};
    fz_heap h = {0, 0, 0};
    ct_rules rules;
    state s;
    memset(&s, 0, sizeof s);
    s.heap = &h;

    uint8_t first = fz_byte(&r);
    fz_rules(first, &rules);
    if (first == 0xFF) {
        /* creation itself fails */
        ct_game *g = (ct_game *)0x1;
        h.fail_in = 1;
        FZ_ASSERT(ct_game_new_with_alloc(&rules, fz_heap_alloc, &h, &g)
                  == CT_ERR_NO_MEMORY);
        FZ_ASSERT(g == NULL && h.live == 0);
        return 0;
    }
    FZ_ASSERT(ct_game_new_with_alloc(&rules, fz_heap_alloc, &h, &s.g) == CT_OK);
    s.stack = malloc(MAX_SHADOW * sizeof *s.stack);
    FZ_ASSERT(s.stack != NULL);
    check(&s);
    fz_run_program(step, &s, &r, MAX_OPS, &h);
    fz_check_game(s.g, 1);
    ct_engine_free(s.engine);
    ct_game_free(s.g);
    free(s.stack);
    FZ_ASSERT(h.live == 0);
    return 0;
}
