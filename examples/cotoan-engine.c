/* cotoan-engine: the libcotoan engine behind a UCI-style text protocol
 * (UGI, the game-neutral form of UCI) on stdin/stdout.  doc/cotoan/engine.md
 * describes every command; in short:
 *
 *   ugi | uci                 identify, list the options, ugiok | uciok
 *   isready                   readyok
 *   ugi newgame | ucinewgame  start position, forget the hash table
 *   position startpos [moves M...] | position fen POS [moves M...]
 *   go [depth N] [movetime MS] [nodes N] [wtime MS btime MS winc MS binc MS]
 *      | go infinite          searches in a thread; info lines, bestmove
 *   stop                      end the search now
 *   setoption name NAME value VALUE   Mover, Target, Limit, Level, Hash, Seed
 *   query gameover | p1turn | result  response true|false|p1win|p2win|draw|none
 *   d                         the board and the position string
 *   perft N                   "perft N COUNT" (in the worker thread too)
 *   quit
 *
 * Moves are read in either notation (R20, R21) and written in coordinate
 * notation.  A malformed command or an illegal move gets
 * "info string error: ..." and the engine keeps running.
 *
 * The protocol loop is gamekit's (gk_proto.h), shared with cotulenh-engine:
 * a reader thread answers "stop" and "quit" at once, a worker thread runs
 * the one long job (a search or a perft), every job ends at stop or quit,
 * so every command returns control; over-long lines and lines holding a
 * NUL byte are rejected whole.  This file holds what knows Cờ toán. */
#include <cotoan/cotoan.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "gk_proto.h"

/* Perft: ct_game_perft() counts subtrees this deep; above them the tree
 * is walked by gk_proto, looking at the stop flag between two subtrees. */
#define PERFT_LEAF_DEPTH 3

/* The program's state (gk_proto_app): the current game, the engine, the
 * rules of a new game. */
struct gk_proto_app {
    ct_game *game;
    ct_engine *engine;
    ct_rules rules;
};

/* A job's copy of the game (gk_proto_job). */
struct gk_proto_job {
    ct_game *game;
    ct_engine *engine;
};

/* Report an error and leave the calling command. */
#define ERRRET(...) do { gk_proto_error(__VA_ARGS__); return 1; } while (0)

static void info_callback(void *user, const ct_search_result *r)
{
    gk_proto *p = user;
    char line[2048], mv[8];
    size_t len = gk_proto_info(line, sizeof line, &GK_INFO_OF(r));
    for (int i = 0; i < r->pv_length && len < sizeof line - 8; i++) {
        ct_move_to_text(r->pv[i], mv, sizeof mv);
        len += (size_t)snprintf(line + len, sizeof line - len, " %s", mv);
    }
    gk_proto_out(p, "%s\n", line);
}

/* In the worker thread, on the job's copy of the game. */
static void run_search(gk_proto *p, gk_proto_job *job, const gk_go *go)
{
    ct_search_result res;
    char mv[8] = "0000";
    ct_search_limits lim;
    ct_search_limits_init(&lim);
    GK_GO_LIMITS(lim, go);
    lim.info = info_callback;
    lim.info_user = p;
    lim.stop = gk_proto_stop_flag(p);
    res.size = sizeof res;
    if (ct_search(job->engine, job->game, &lim, &res) != CT_OK)
        res.best = CT_MOVE_NONE;
    gk_proto_await_stop(p); /* "go infinite" answers only after "stop" */
    if (res.best != CT_MOVE_NONE)
        ct_move_to_text(res.best, mv, sizeof mv);
    gk_proto_out(p, "bestmove %s\n", mv);
}

/* position startpos|fen TEXT [moves W...]: a move in either notation;
 * the new game replaces the current one only if all of it is right. */
static int position(gk_proto_app *st, const char *text, char *const *moves, int nmoves,
                    char *why, size_t size)
{
    ct_game *g;
    int rc = GK_PROTO_POS_OK;
    if (ct_game_new(&st->rules, &g) != CT_OK)
        return GK_PROTO_POS_NO_MEMORY;
    if (text && ct_game_set_position(g, text) != CT_OK)
        rc = GK_PROTO_POS_BAD_TEXT;
    for (int i = 0; rc == GK_PROTO_POS_OK && i < nmoves; i++)
        if (ct_game_play_text(g, moves[i]) != CT_OK)
            rc = GK_PROTO_POS_BAD_MOVE;
    if (rc != GK_PROTO_POS_OK) {
        snprintf(why, size, "%s", ct_game_error(g));
        ct_game_free(g);
        return rc;
    }
    ct_game_free(st->game);
    st->game = g;
    return rc;
}

static gk_proto_job *job_new(gk_proto_app *st)
{
    gk_proto_job *job = malloc(sizeof *job);
    if (job && ct_game_clone(st->game, &job->game) != CT_OK) {
        free(job);
        return NULL;
    }
    if (job)
        job->engine = st->engine;
    return job;
}

static void job_free(gk_proto_job *job)
{
    if (job)
        ct_game_free(job->game);
    free(job);
}

static void print_options(gk_proto *p, gk_proto_app *st)
{
    gk_proto_out(p, "option name Mover type combo default %s var front var back\n"
                    "option name Target type spin default %d min 0 max 1000\n"
                    "option name Limit type spin default %d min 0 max 1000000\n",
                 st->rules.mover ? "back" : "front", CT_DEFAULT_TARGET, CT_DEFAULT_LIMIT);
}

/* The game's options (Level, Hash and Seed are the loop's). */
static int setoption(gk_proto *p, gk_proto_app *st, const char *name, const char *val)
{
    uint64_t v = 0;
    ct_rules r = st->rules;
    if (!strcasecmp(name, "Mover")) {
        if (!strcasecmp(val, "front"))
            r.mover = CT_MOVER_FRONT;
        else if (!strcasecmp(val, "back"))
            r.mover = CT_MOVER_BACK;
        else
            ERRRET(p, "setoption Mover: expected front or back", val);
    } else if (!strcasecmp(name, "Target") || !strcasecmp(name, "Limit")) {
        int target = !strcasecmp(name, "Target");
        if (!gk_proto_u64(val, target ? 1000 : 1000000, &v))
            ERRRET(p, "setoption: value out of range", val);
        if (target)
            r.target = (int32_t)v;
        else
            r.limit = (int32_t)v;
    } else {
        return 0;
    }
    if (ct_game_set_rules(st->game, &r) != CT_OK)
        ERRRET(p, "setoption", ct_game_error(st->game));
    st->rules = r;
    return 1;
}

static int set_hash(gk_proto_app *st, uint32_t mb)
{
    return ct_engine_set_hash(st->engine, mb) == CT_OK ? 0 : -1;
}

static int p1_to_move(gk_proto_app *st)
{
    return ct_game_turn(st->game) == CT_RED;
}

static int result(gk_proto_app *st)
{
    return ct_game_outcome(st->game, NULL); /* 0 … 3 */
}

static void display(gk_proto *p, gk_proto_app *st)
{
    char board[2048], pos[CT_POSITION_MAX];
    ct_game_render_text(st->game, CT_RENDER_PLAIN, board, sizeof board);
    ct_game_position(st->game, pos, sizeof pos);
    gk_proto_out(p, "%sposition %s\n", board, pos);
}

/* The perft walk's view of a ct_game; its codes (gk_proto_perft) of a
 * library status. */
static int walk_status(int rc)
{
    return rc == CT_OK ? 0 : rc == CT_ERR_NO_MEMORY ? GK_PROTO_WALK_NO_MEMORY : GK_PROTO_WALK_ERROR;
}

static int perft_moves(gk_proto_job *job, uint32_t *buf, int cap)
{
    const int n = ct_game_legal_moves(job->game, buf, (size_t)cap);
    return n < 0 ? walk_status(n) : n;
}

static int perft_play(gk_proto_job *job, uint32_t m)
{
    return walk_status(ct_game_play(job->game, m));
}

static void perft_undo(gk_proto_job *job)
{
    ct_game_undo(job->game);
}

static int perft_count(gk_proto_job *job, int depth, uint64_t *count)
{
    return walk_status(ct_game_perft(job->game, depth, count));
}

static void clear(gk_proto_app *st)
{
    ct_engine_clear(st->engine);
}

static const gk_proto_ops ops = {
    .name = "cotoan-engine",
    .version = ct_version_string,
    .author = "the libcotoan authors",
    .fen_name = "position string",
    .max_depth = CT_MAX_DEPTH,
    .level_max = CT_LEVEL_MAX,
    .hash_default = CT_ENGINE_DEFAULT_HASH_MB,
    .hash_max = CT_ENGINE_MAX_HASH_MB,
    .options = print_options,
    .setoption = setoption,
    .set_hash = set_hash,
    .clear = clear,
    .position = position,
    .display = display,
    .p1_to_move = p1_to_move,
    .result = result,
    .job_new = job_new,
    .job_free = job_free,
    .search = run_search,
    .perft_max_moves = CT_MAX_MOVES,
    .perft_leaf_depth = PERFT_LEAF_DEPTH,
    .perft_moves = perft_moves,
    .perft_play = perft_play,
    .perft_undo = perft_undo,
    .perft_count = perft_count,
};

int main(void)
{
    gk_proto_app st = {0};
    ct_rules_init(&st.rules);
    if (ct_engine_new(NULL, &st.engine) != CT_OK
        || ct_game_new(&st.rules, &st.game) != CT_OK) {
        fprintf(stderr, "cotoan-engine: out of memory\n");
        return 1;
    }
    int rc = gk_proto_run(&ops, &st);
    ct_game_free(st.game);
    ct_engine_free(st.engine);
    return rc;
}
