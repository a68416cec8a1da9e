/* Fuzz harness: random sequences of libcotulenh API calls on one game.
 *
 * The input is a program: the first byte picks the rules, then each byte is
 * an operation (its operands in the following bytes): play a legal move
 * (deploy steps included) or a raw 32-bit move, end a deploy session,
 * undo, load a FEN (from a list or raw text), play move text, clone (and
 * go on with the clone), reset, change the rules (or give bad ones),
 * resign / agree a draw / adjudicate, perft(2) against play/undo, probe a
 * move (info, explanation, text, with too-small buffers and bad sizes),
 * render, query attacks, validate a setup, search with tiny limits (or
 * bad ones), and "make the Nth next allocation fail".  The game uses a counting allocator.  A shadow model
 * (the FEN before each history entry) predicts what undo must give, and
 * after every operation tz_check_game() checks every invariant.  A failing
 * call must leave the game unchanged; a failed allocation must give
 * TL_ERR_NO_MEMORY.  At the end no allocated byte may be left. */
#include <string.h>

#include "fuzz_cotulenh_util.h"
#include "fuzz_heap.h"
#include "fuzz_search.h"

#define MAX_OPS 32
#define MAX_SHADOW 1024

typedef struct state {
    tl_game *g;
    tl_engine *engine;          /* made at the first search */
    fz_heap *heap;
    char (*shadow)[TL_FEN_MAX]; /* FEN before each history entry ("" unknown) */
    int depth;                  /* history entries */
    int forced;                 /* resigned, draw agreed or adjudicated */
} state;

static void check(state *s)
{
    long saved = s->heap->fail_in;
    s->heap->fail_in = 0;
    tz_check_game(s->g, 0);
    FZ_ASSERT(tl_game_history(s->g, NULL, 0) == s->depth);
    int32_t term = 0;
    int res = tl_game_outcome(s->g, &term);
    if (s->forced)
        FZ_ASSERT(res != TL_ONGOING
                  && (term == TL_TERM_RESIGNATION || term == TL_TERM_AGREEMENT
                      || term == TL_TERM_ADJUDICATION));
    s->heap->fail_in = saved;
}

/* The game after a failed call: as before, with a message. */
static void failed(const state *s, const tz_snap *before)
{
    fz_check_message(tl_game_error(s->g));
    tz_unchanged(s->g, before);
}

static void pushed(state *s, const tz_snap *before, int added)
{
    for (int i = 0; i < added; i++) {
        FZ_ASSERT(s->depth < MAX_SHADOW);
        if (i == 0)
            memcpy(s->shadow[s->depth], before->fen, TL_FEN_MAX);
        else
            s->shadow[s->depth][0] = '\0';
        s->depth++;
    }
}

/* Play m (legal or not); keep the shadow in step. */
static void play(state *s, tl_move m)
{
    tz_snap before;
    tz_snapshot(s->g, &before);
    int legal = tl_game_is_legal(s->g, m);
    FZ_ASSERT(legal == 0 || legal == 1);
    int rc = tl_game_play(s->g, m);
    if (rc == TL_OK) {
        FZ_ASSERT(legal == 1);
        pushed(s, &before, 1);
        return;
    }
    FZ_ASSERT(rc == TL_ERR_ILLEGAL_MOVE || rc == TL_ERR_GAME_OVER || rc == TL_ERR_NO_MEMORY
              || rc == TL_ERR_NO_SESSION || rc == TL_ERR_CANNOT_END);
    FZ_ASSERT(rc != TL_ERR_ILLEGAL_MOVE || legal == 0);
    FZ_ASSERT(rc != TL_ERR_NO_MEMORY || legal == 1);
    failed(s, &before);
}

static void undo(state *s)
{
    tz_snap before;
    tz_snapshot(s->g, &before);
    int rc = tl_game_undo(s->g);
    if (s->forced) {
        FZ_ASSERT(rc == TL_OK);
        s->forced = 0;
        tz_unchanged(s->g, &before);
        FZ_ASSERT(tl_game_outcome(s->g, NULL) >= 0);
    } else if (s->depth == 0) {
        FZ_ASSERT(rc == TL_ERR_NO_HISTORY);
        failed(s, &before);
    } else {
        FZ_ASSERT(rc == TL_OK);
        s->depth--;
        char now[TL_FEN_MAX];
        FZ_ASSERT(tl_game_fen(s->g, now, sizeof now) > 0);
        if (s->shadow[s->depth][0])
            FZ_ASSERT(strcmp(now, s->shadow[s->depth]) == 0);
    }
}

static void play_legal(state *s, unsigned pick)
{
    static tl_move moves[TL_MAX_MOVES];
    if (s->depth >= MAX_SHADOW - 16) {
        undo(s); /* keep the shadow bounded */
        return;
    }
    int n = tl_game_legal_moves(s->g, moves, TL_MAX_MOVES);
    FZ_ASSERT(n >= 0);
    if (n == 0) {
        play(s, TL_MOVE(TL_SQUARE(2, 3), TL_SQUARE(2, 4), TL_KIND_MOVE, 0, TL_NAVY));
        return;
    }
    play(s, moves[pick % (unsigned)n]);
}

static void end_deploy(state *s)
{
    tz_snap before;
    tz_snapshot(s->g, &before);
    tl_session ses;
    memset(&ses, 0, sizeof ses);
    ses.size = sizeof ses;
    int open = tl_game_session(s->g, &ses);
    int rc = tl_game_end_deploy(s->g);
    if (rc == TL_OK) {
        FZ_ASSERT(open == 1 && ses.may_end == 1);
        pushed(s, &before, 1);
        return;
    }
    FZ_ASSERT(rc == TL_ERR_NO_SESSION || rc == TL_ERR_CANNOT_END || rc == TL_ERR_GAME_OVER
              || rc == TL_ERR_NO_MEMORY);
    FZ_ASSERT(rc != TL_ERR_NO_SESSION || open == 0);
    FZ_ASSERT(open == 1 || rc == TL_ERR_NO_SESSION || rc == TL_ERR_GAME_OVER);
    failed(s, &before);
}

static void set_fen(state *s, const char *text)
{
    tz_snap before;
    tz_snapshot(s->g, &before);
    int rc = tl_game_set_fen(s->g, text);
    if (rc == TL_OK) {
        s->depth = 0;
        s->forced = 0;
        return;
    }
    FZ_ASSERT(rc == TL_ERR_PARSE || rc == TL_ERR_INVALID_POSITION || rc == TL_ERR_NO_MEMORY);
    failed(s, &before);
}

static void play_text(state *s, const char *text)
{
    tz_snap before;
    tz_snapshot(s->g, &before);
    if (s->depth >= MAX_SHADOW - 16)
        return;
    int rc = tl_game_play_text(s->g, text);
    if (rc == TL_OK) {
        int added = tl_game_history(s->g, NULL, 0) - before.hist;
        FZ_ASSERT(added >= 1 && added <= 8);
        pushed(s, &before, added);
        return;
    }
    FZ_ASSERT(rc == TL_ERR_PARSE || rc == TL_ERR_ILLEGAL_MOVE || rc == TL_ERR_GAME_OVER
              || rc == TL_ERR_NO_SESSION || rc == TL_ERR_CANNOT_END || rc == TL_ERR_NO_MEMORY);
    failed(s, &before);
}

static void clone(state *s)
{
    tl_game *c = (tl_game *)0x1;
    char a[TL_FEN_MAX], b[TL_FEN_MAX];
    int rc = tl_game_clone(s->g, &c);
    if (rc == TL_ERR_NO_MEMORY) {
        FZ_ASSERT(c == NULL);
        return;
    }
    FZ_ASSERT(rc == TL_OK && c != NULL);
    FZ_ASSERT(tl_game_fen(s->g, a, sizeof a) > 0 && tl_game_fen(c, b, sizeof b) > 0);
    FZ_ASSERT(strcmp(a, b) == 0 && tl_game_hash(c) == tl_game_hash(s->g));
    FZ_ASSERT(tl_game_initial_fen(s->g, a, sizeof a) > 0);
    FZ_ASSERT(tl_game_initial_fen(c, b, sizeof b) > 0 && strcmp(a, b) == 0);
    int n = tl_game_history(s->g, NULL, 0);
    FZ_ASSERT(tl_game_history(c, NULL, 0) == n);
    if (n > 0) {
        tl_move *h1 = malloc((size_t)n * sizeof *h1), *h2 = malloc((size_t)n * sizeof *h2);
        FZ_ASSERT(h1 && h2);
        FZ_ASSERT(tl_game_history(s->g, h1, (size_t)n) == n);
        FZ_ASSERT(tl_game_history(c, h2, (size_t)n) == n);
        FZ_ASSERT(memcmp(h1, h2, (size_t)n * sizeof *h1) == 0);
        free(h1);
        free(h2);
    }
    int32_t t1 = 0, t2 = 0;
    FZ_ASSERT(tl_game_outcome(s->g, &t1) == tl_game_outcome(c, &t2) && t1 == t2);
    for (int32_t side = 0; side < 2; side++)
        FZ_ASSERT(tl_game_points(s->g, side) == tl_game_points(c, side));
    /* Go on with the clone: the original owned nothing the clone needs. */
    tl_game_free(s->g);
    s->g = c;
}

static void reset(state *s)
{
    FZ_ASSERT(tl_game_reset(s->g) == TL_OK);
    s->depth = 0;
    s->forced = 0;
    FZ_ASSERT(tl_game_history(s->g, NULL, 0) == 0);
}

static void set_rules(state *s, uint8_t b)
{
    tl_rules rules;
    tz_snap before;
    tz_snapshot(s->g, &before);
    tz_rules(b, &rules);
    if (b & 0x80) { /* something out of range or a bad size */
        switch ((b >> 2) & 3) {
        case 0: rules.start = 2 + (b >> 4); break;
        case 1: rules.mode = -1 - (b >> 4); break;
        case 2: rules.start = -1; break;
        default: rules.size = (b >> 4) & 7; break;
        }
        int rc = tl_game_set_rules(s->g, &rules);
        FZ_ASSERT(rc == (((b >> 2) & 3) == 3 ? TL_ERR_STRUCT_SIZE : TL_ERR_INVALID_ARGUMENT));
        failed(s, &before);
        return;
    }
    FZ_ASSERT(tl_game_set_rules(s->g, &rules) == TL_OK);
    tl_rules got;
    tl_rules_init(&got);
    FZ_ASSERT(tl_game_get_rules(s->g, &got) == TL_OK);
    FZ_ASSERT(got.start == rules.start && got.mode == rules.mode);
    tz_unchanged(s->g, &before);
}

static void finish(state *s, uint8_t b)
{
    tz_snap before;
    tz_snapshot(s->g, &before);
    int ongoing = tl_game_outcome(s->g, NULL) == TL_ONGOING;
    int what = b & 3;
    int32_t side = (b & 4) ? (int32_t)(b >> 3) - 16 : (b >> 3) & 1;
    int adj = tl_game_adjudication(s->g);
    FZ_ASSERT(adj == TL_RED_WINS || adj == TL_BLUE_WINS || adj == TL_DRAW);
    int rc;
    if (what == 0)
        rc = tl_game_resign(s->g, side);
    else if (what == 1)
        rc = tl_game_agree_draw(s->g);
    else
        rc = tl_game_adjudicate(s->g);
    if (what == 0 && side != TL_RED && side != TL_BLUE) {
        FZ_ASSERT(rc == TL_ERR_INVALID_ARGUMENT);
        failed(s, &before);
        return;
    }
    if (!ongoing) {
        FZ_ASSERT(rc == TL_ERR_GAME_OVER);
        failed(s, &before);
        return;
    }
    FZ_ASSERT(rc >= 0);
    s->forced = 1;
    int32_t term = 0;
    int res = tl_game_outcome(s->g, &term);
    if (what == 0)
        FZ_ASSERT(res == (side == TL_RED ? TL_BLUE_WINS : TL_RED_WINS)
                  && term == TL_TERM_RESIGNATION);
    else if (what == 1)
        FZ_ASSERT(res == TL_DRAW && term == TL_TERM_AGREEMENT);
    else
        FZ_ASSERT(res == adj && rc == adj && term == TL_TERM_ADJUDICATION);
    /* The list may go on (T56), but nothing is legal or playable now. */
    tl_move first = TL_MOVE_NONE;
    if (tl_game_legal_moves(s->g, &first, 1) > 0) {
        FZ_ASSERT(tl_game_is_legal(s->g, first) == 0);
        FZ_ASSERT(tl_game_play(s->g, first) == TL_ERR_GAME_OVER);
    }
    tz_unchanged(s->g, &before);
}

/* perft(2) equals the sum of perft(1) over the legal moves, played and
 * taken back on a clone (in positions of at most PERFT2_MOVES moves, to
 * keep the executions fast). */
#define PERFT2_MOVES 48
static void perft2(state *s)
{
    static tl_move moves[TL_MAX_MOVES];
    uint64_t total = 0, sum = 0, one = 0;
    int n = tl_game_legal_moves(s->g, moves, TL_MAX_MOVES);
    if (n > PERFT2_MOVES)
        return;
    FZ_ASSERT(tl_game_perft(s->g, 2, &total) == TL_OK);
    if (tl_game_outcome(s->g, NULL) != TL_ONGOING)
        return; /* perft goes on (T50, T56), play does not */
    tl_game *c = NULL;
    if (tl_game_clone(s->g, &c) != TL_OK)
        return; /* an injected allocation failure */
    long saved = s->heap->fail_in;
    s->heap->fail_in = 0;
    for (int i = 0; i < n; i++) {
        FZ_ASSERT(tl_game_play(c, moves[i]) == TL_OK);
        FZ_ASSERT(tl_game_perft(c, 1, &one) == TL_OK);
        sum += one;
        FZ_ASSERT(tl_game_undo(c) == TL_OK);
    }
    s->heap->fail_in = saved;
    tl_game_free(c);
    FZ_ASSERT(sum == total);
}

/* A move that is not legal but is still described (a text, an
 * explanation, a resolution) must be a listed move of a finished game:
 * after the end (T56) the list goes on, though nothing may be played. */
static void check_listed_after_end(state *s, tl_move m)
{
    tl_move list[TL_MAX_MOVES];
    const int n = tl_game_legal_moves(s->g, list, TL_MAX_MOVES);
    int listed = 0;
    for (int i = 0; i < n; i++)
        listed |= list[i] == m;
    FZ_ASSERT(tl_game_outcome(s->g, NULL) != TL_ONGOING && listed);
}

static void probe_move(state *s, tl_move m, uint8_t what)
{
    char buf[600];
    tz_snap before;
    tz_snapshot(s->g, &before);
    int legal = tl_game_is_legal(s->g, m);
    int rc;
    if (what & 1) {
        tl_move_info info;
        memset(&info, 0, sizeof info);
        info.size = (what & 2) ? sizeof info : (uint32_t)(what >> 3);
        rc = tl_game_move_info(s->g, m, &info);
        if (rc == TL_OK)
            FZ_ASSERT(info.move == m);
        if (rc == TL_OK && legal != 1)
            check_listed_after_end(s, m);
        if (!(what & 2))
            FZ_ASSERT(rc == TL_ERR_STRUCT_SIZE || rc == TL_ERR_ILLEGAL_MOVE);
    } else {
        size_t size = (what & 2) ? sizeof buf : (size_t)(what >> 3);
        if (what & 4)
            rc = tl_game_explain(s->g, m, buf, size);
        else
            rc = tl_game_move_text(s->g, m, (what & 8) ? 5 : (what >> 4) & 1, buf, size);
        if (rc >= 0 && size > 0)
            FZ_ASSERT(strlen(buf) == ((size_t)rc < size ? (size_t)rc : size - 1));
        if (rc >= 0 && legal != 1 && TL_MOVE_KIND(m) != TL_KIND_END)
            check_listed_after_end(s, m);
        if (rc < 0)
            FZ_ASSERT(rc == TL_ERR_ILLEGAL_MOVE || rc == TL_ERR_INVALID_ARGUMENT);
    }
    tz_unchanged(s->g, &before);
}

static void render(state *s, uint8_t a, uint8_t b)
{
    static char buf[1 << 16];
    size_t size = (a & 0x40) ? 33 : sizeof buf;
    if (a & 1) {
        uint32_t f = (a & 0x80) ? b : (b & 7u);
        int rc = tl_game_render_text(s->g, f, buf, size);
        if (f & ~7u)
            FZ_ASSERT(rc == TL_ERR_INVALID_ARGUMENT);
        else
            FZ_ASSERT(rc > 0 && strlen(buf) == ((size_t)rc < size ? (size_t)rc : size - 1));
        return;
    }
    tl_svg_options o;
    tl_svg_options_init(&o);
    o.flip = b & 1;
    o.coordinates = (b >> 1) & 1;
    o.last_move = (b >> 2) & 1;
    o.air_defence = (b >> 3) & 3;
    o.square = 16 + (b >> 5) * 60;
    int bad = 0;
    if (a & 0x80) {
        bad = 1 + ((a >> 1) & 3);
        switch (bad) {
        case 1: o.square = (b & 1) ? 15 : 513; break;
        case 2: o.flip = 2 + b; break;
        case 3: o.air_defence = 4 + b; break;
        default: o.size = b & 7; break;
        }
    }
    int rc = tl_game_render_svg(s->g, &o, buf, size);
    if (bad == 4)
        FZ_ASSERT(rc == TL_ERR_STRUCT_SIZE);
    else if (bad)
        FZ_ASSERT(rc == TL_ERR_INVALID_ARGUMENT);
    else
        FZ_ASSERT(rc > 0 && strlen(buf) == ((size_t)rc < size ? (size_t)rc : size - 1));
}

static void queries(state *s, uint8_t a, uint8_t b)
{
    uint8_t map[TL_SQUARES];
    int32_t sq = a < 160 ? a % TL_SQUARES : (int32_t)a - 300;
    int32_t piece = b < 240 ? b % TL_PIECE_KINDS : (int32_t)b - 250;
    tl_stack st;
    memset(&st, 0, sizeof st);
    st.size = sizeof st;
    int n = tl_game_stack(s->g, sq, &st);
    int rc = tl_game_attacks(s->g, sq, piece, map, sizeof map);
    if (sq < 0 || sq >= TL_SQUARES || piece < 0 || piece >= TL_PIECE_KINDS || n <= 0
        || !(st.pieces & TL_PIECE_BIT(piece))) {
        FZ_ASSERT(rc == TL_ERR_INVALID_ARGUMENT);
    } else {
        int count = 0;
        for (int i = 0; i < TL_SQUARES; i++)
            count += map[i] == 1;
        FZ_ASSERT(rc == count && tl_game_attacks(s->g, sq, piece, NULL, 0) == rc);
    }
    if (sq >= 0 && sq < TL_SQUARES) {
        tl_session ses;
        memset(&ses, 0, sizeof ses);
        ses.size = sizeof ses;
        int open = tl_game_session(s->g, &ses);
        int legal = tl_game_is_legal(s->g, TL_MOVE_END(sq));
        FZ_ASSERT(legal == 0 || (open == 1 && sq == ses.origin && legal == ses.may_end));
    }
}

static void validate(state *s, const char *text)
{
    tz_snap before;
    tz_snapshot(s->g, &before);
    int rc = tl_game_validate_setup(s->g, text);
    FZ_ASSERT(rc == TL_OK || rc == TL_ERR_PARSE || rc == TL_ERR_INVALID_POSITION
              || rc == TL_ERR_INVALID_SETUP || rc == TL_ERR_NO_MEMORY);
    tz_unchanged(s->g, &before);
}

/* Play a search's turn (and its early end) on a copy of the game: every
 * step is legal where it is played and the turn is then over; its T49
 * record (tl_turn_text()) plays to the same position.  Returns the copy. */
static tl_game *play_turn(const tl_game *g, const tl_search_result *res)
{
    tl_game *c = NULL, *t = NULL;
    char text[160], a[TL_FEN_MAX], b[TL_FEN_MAX];
    const int32_t turn = tl_game_turn(g);
    FZ_ASSERT(tl_game_clone(g, &c) == TL_OK);
    for (int32_t i = 0; i < res->turn_length; i++) {
        int rc = tl_game_play(c, res->turn[i]);
        if (rc != TL_OK)
            fprintf(stderr, "step %d of the turn (%08x) does not play: %s\n", (int)i,
                    (unsigned)res->turn[i], tl_game_error(c));
        FZ_ASSERT(rc == TL_OK);
    }
    if (res->turn_ends_early)
        FZ_ASSERT(tl_game_end_deploy(c) == TL_OK);
    tl_session ses;
    memset(&ses, 0, sizeof ses);
    ses.size = sizeof ses;
    FZ_ASSERT(tl_game_session(c, &ses) == 0 && tl_game_turn(c) == (turn ^ 1));
    for (int32_t notation = TL_NOTATION_LAN; notation <= TL_NOTATION_SAN; notation++) {
        int n = tl_turn_text(g, res->turn, res->turn_length, res->turn_ends_early, notation,
                             text, sizeof text);
        FZ_ASSERT(n > 0 && (size_t)n < sizeof text && (size_t)n == strlen(text));
        FZ_ASSERT(tl_game_clone(g, &t) == TL_OK);
        int rc = tl_game_play_text(t, text);
        if (rc != TL_OK)
            fprintf(stderr, "the turn \"%s\" does not play: %s\n", text, tl_game_error(t));
        FZ_ASSERT(rc == TL_OK);
        FZ_ASSERT(tl_game_fen(c, a, sizeof a) > 0 && tl_game_fen(t, b, sizeof b) > 0);
        FZ_ASSERT(strcmp(a, b) == 0);
        tl_game_free(t);
    }
    return c;
}

/* A search with tiny limits (or bad ones): it allocates nothing, the game
 * is unchanged; a finished game gives no move and the score of its end; otherwise the
 * turn and the principal variation are legal, and the same search on the
 * cleared engine gives the same result (tl_engine_clear()); a stop asked
 * before the search still gives a legal turn. */
static void search(state *s, uint8_t a, uint8_t b)
{
    if (!s->engine) {
        tl_engine_options o;
        tl_engine_options_init(&o);
        o.hash_mb = 1;
        o.alloc = fz_heap_alloc;
        o.ud = s->heap;
        tl_engine *e = (tl_engine *)0x1;
        int rc = tl_engine_new(&o, &e);
        if (rc != TL_OK) {
            FZ_ASSERT(rc == TL_ERR_NO_MEMORY && e == NULL);
            return;
        }
        s->engine = e;
    }
    const long saved = s->heap->fail_in;
    const size_t live = s->heap->live;
    tz_snap before;
    tz_snapshot(s->g, &before);
    tl_search_limits lim;
    tl_search_result res, again;
    tl_search_limits_init(&lim);
    memset(&res, 0, sizeof res);
    const fz_search_plan plan = fz_search_plan_make(a, b, sizeof res);
    FZ_SEARCH_LIMITS(lim, res, plan);
    const int bad = plan.bad, stop = (a & 0xC0) == 0x80;
    if (stop)
        tl_engine_stop(s->engine);
    int rc = tl_search(s->engine, s->g, &lim, &res);
    /* searching allocates nothing (an allocation would have used up the
     * pending failure) */
    FZ_ASSERT(s->heap->fail_in == saved && s->heap->live == live);
    s->heap->fail_in = 0;
    tz_unchanged(s->g, &before);
    if (bad) {
        FZ_ASSERT(rc == (bad == 4 ? TL_ERR_STRUCT_SIZE : TL_ERR_INVALID_ARGUMENT));
        s->heap->fail_in = saved;
        return;
    }
    FZ_ASSERT(rc == TL_OK);
    int32_t eval = 0;
    FZ_ASSERT(tl_evaluate(s->g, &eval) == TL_OK);
    const int res_game = tl_game_outcome(s->g, NULL);
    if (res_game != TL_ONGOING) {
        FZ_ASSERT(res.best == TL_MOVE_NONE && res.depth == 0 && res.turn_length == 0);
        FZ_ASSERT(res.turn_ends_early == 0 && res.score == 0);
        const int won = res_game == (tl_game_turn(s->g) == TL_RED ? TL_RED_WINS : TL_BLUE_WINS);
        FZ_ASSERT(res.score_type == (res_game == TL_DRAW ? TL_SCORE_CP
                                     : won ? TL_SCORE_WIN : TL_SCORE_LOSS));
        FZ_ASSERT(eval == (res_game == TL_DRAW ? 0 : won ? 30000 : -30000));
        s->heap->fail_in = saved;
        return;
    }
    /* (seldepth may be below depth: a proved line or the transposition
     * table can cut every line short) */
    FZ_ASSERT(res.depth >= 0 && res.depth <= lim.depth);
    FZ_ASSERT(res.seldepth >= (res.depth > 0) && res.seldepth <= 2 * TL_MAX_DEPTH + 64);
    FZ_ASSERT(!stop || res.depth == 0);
    FZ_ASSERT(res.score_type >= TL_SCORE_CP && res.score_type <= TL_SCORE_LOSS);
    FZ_ASSERT(res.turn_length >= 0 && res.turn_length <= TL_TURN_MAX);
    FZ_ASSERT(res.turn_ends_early == 0 || res.turn_ends_early == 1);
    FZ_ASSERT(res.turn_length + res.turn_ends_early > 0);
    if (res.turn_length > 0)
        FZ_ASSERT(res.best == res.turn[0]);
    else
        FZ_ASSERT(TL_MOVE_KIND(res.best) == TL_KIND_END);
    FZ_ASSERT(tl_game_is_legal(s->g, res.best) == 1);
    FZ_ASSERT(res.pv_length >= 1 && res.pv_length <= TL_PV_MAX && res.pv[0] == res.best);
    tl_game_free(play_turn(s->g, &res));
    /* The principal variation is a legal line (it may end the game). */
    tl_game *c = NULL;
    FZ_ASSERT(tl_game_clone(s->g, &c) == TL_OK);
    for (int32_t i = 0; i < res.pv_length; i++) {
        tl_move m = res.pv[i];
        FZ_ASSERT(tl_game_outcome(c, NULL) == TL_ONGOING);
        rc = TL_MOVE_KIND(m) == TL_KIND_END ? tl_game_end_deploy(c) : tl_game_play(c, m);
        if (rc != TL_OK)
            fprintf(stderr, "pv[%d] = %08x does not play: %s\n", (int)i, (unsigned)m,
                    tl_game_error(c));
        FZ_ASSERT(rc == TL_OK);
    }
    tl_game_free(c);
    /* Reproducible on a cleared engine (no time limit). */
    if (!stop && (b & 0x10)) {
        FZ_ASSERT(tl_engine_clear(s->engine) == TL_OK);
        rc = tl_search(s->engine, s->g, &lim, &res);
        FZ_ASSERT(rc == TL_OK);
        FZ_ASSERT(tl_engine_clear(s->engine) == TL_OK);
        memset(&again, 0, sizeof again);
        again.size = sizeof again;
        FZ_ASSERT(tl_search(s->engine, s->g, &lim, &again) == TL_OK);
        FZ_ASSERT(again.best == res.best && again.score == res.score
                  && again.score_type == res.score_type && again.depth == res.depth
                  && again.nodes == res.nodes && again.turn_length == res.turn_length
                  && again.turn_ends_early == res.turn_ends_early
                  && again.pv_length == res.pv_length);
        FZ_ASSERT(memcmp(again.turn, res.turn, sizeof res.turn) == 0);
        FZ_ASSERT(memcmp(again.pv, res.pv, (size_t)res.pv_length * sizeof res.pv[0]) == 0);
    }
    tz_unchanged(s->g, &before);
    s->heap->fail_in = saved;
}

/* One operation of the program (an fz_step_fn). */
static void step(void *state_, uint8_t op, fz_reader *r)
{
    state *s = state_;
    char text[TZ_TEXT_MAX];
    switch (op % 18) {
    case 0: case 1: case 2: play_legal(s, fz_u16(r)); break;
    case 3: play(s, fz_u32(r)); break;
    case 4: undo(s); break;
    case 5: end_deploy(s); break;
    case 6: set_fen(s, tz_position(fz_byte(r))); break;
    case 7: tz_line(r, text, sizeof text); set_fen(s, text); break;
    case 8: tz_line(r, text, sizeof text); play_text(s, text); break;
    case 9: clone(s); break;
    case 10: reset(s); break;
    case 11: set_rules(s, fz_byte(r)); break;
    case 12: finish(s, fz_byte(r)); break;
    case 13: perft2(s); break;
    case 14: {
        static tl_move moves[TL_MAX_MOVES];
        uint8_t what = fz_byte(r);
        uint32_t pick = fz_u16(r);
        int n = tl_game_legal_moves(s->g, moves, TL_MAX_MOVES);
        probe_move(s, (n > 0 && !(what & 0x80)) ? moves[pick % (unsigned)n] : fz_u32(r), what);
        break;
    }
    case 15: {
        uint8_t a = fz_byte(r);
        render(s, a, fz_byte(r));
        break;
    }
    case 16: {
        uint8_t a = fz_byte(r);
        queries(s, a, fz_byte(r));
        break;
    }
    default:
        if (op >= 0xC0) {
            uint8_t a = fz_byte(r);
            search(s, a, fz_byte(r));
        } else if (op & 0x80) {
            s->heap->fail_in = 1 + fz_byte(r) % 8;
        } else {
            tz_line(r, text, sizeof text);
            validate(s, text);
        }
        break;
    }
    check(s);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fz_reader r = {data, size, 0};
    fz_heap h = {0, 0, 0};
    tl_rules rules;
    state s;
    memset(&s, 0, sizeof s);
    s.heap = &h;
    s.shadow = malloc(MAX_SHADOW * sizeof *s.shadow);
    FZ_ASSERT(s.shadow != NULL);
    tz_rules(fz_byte(&r), &rules);
    FZ_ASSERT(tl_game_new_with_alloc(&rules, fz_heap_alloc, &h, &s.g) == TL_OK);
    fz_run_program(step, &s, &r, MAX_OPS, &h);
    tz_check_game(s.g, 1);
    tl_game_free(s.g);
    tl_engine_free(s.engine);
    free(s.shadow);
    FZ_ASSERT(h.live == 0);
    return 0;
}
