/* cotoan-engine: the libcotoan engine behind a UCI-style text protocol
 * (UGI, the game-neutral form of UCI) on stdin/stdout.  doc/engine.md
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

typedef struct engine_state {
    ct_game *game;
    ct_engine *engine;
    ct_rules rules;
    int32_t level;
    uint64_t seed;
    ct_game *job_game;      /* the running job's copy of the game */
    ct_search_limits limits;
} engine_state;

/* Report an error and leave the calling command. */
#define ERRRET(...) do { gk_proto_error(__VA_ARGS__); return 1; } while (0)

static void format_score(const ct_search_result *r, char *buf, size_t size)
{
    static const char *const kind[] = {"cp", "win", "loss"};
    snprintf(buf, size, "%s %d", kind[r->score_type % 3], (int)r->score);
}

static void info_callback(void *user, const ct_search_result *r)
{
    gk_proto *p = user;
    char line[2048], score[32], mv[8];
    size_t len;
    format_score(r, score, sizeof score);
    len = (size_t)snprintf(line, sizeof line,
                           "info depth %d seldepth %d score %s nodes %llu nps %llu "
                           "time %u pv",
                           (int)r->depth, (int)r->seldepth, score,
                           (unsigned long long)r->nodes,
                           (unsigned long long)r->nps, (unsigned)r->time_ms);
    for (int i = 0; i < r->pv_length && len < sizeof line - 8; i++) {
        ct_move_to_text(r->pv[i], mv, sizeof mv);
        len += (size_t)snprintf(line + len, sizeof line - len, " %s", mv);
    }
    gk_proto_out(p, "%s\n", line);
}

/* In the worker thread. */
static void run_search(gk_proto *p, void *user)
{
    engine_state *st = user;
    ct_search_result res;
    char mv[8] = "0000";
    ct_search_limits lim = st->limits;
    lim.info_user = p;
    res.size = sizeof res;
    if (ct_search(st->engine, st->job_game, &lim, &res) != CT_OK)
        res.best = CT_MOVE_NONE;
    gk_proto_await_stop(p); /* "go infinite" answers only after "stop" */
    if (res.best != CT_MOVE_NONE)
        ct_move_to_text(res.best, mv, sizeof mv);
    gk_proto_out(p, "bestmove %s\n", mv);
}

static void job_done(gk_proto *p, void *user)
{
    engine_state *st = user;
    (void)p;
    ct_game_free(st->job_game);
    st->job_game = NULL;
}

static int cmd_go(gk_proto *p, engine_state *st, char **tok, int n)
{
    ct_search_limits lim;
    gk_go go;
    if (gk_proto_parse_go(p, tok, n, CT_MAX_DEPTH, ct_game_turn(st->game) == CT_RED, &go))
        return 1;
    ct_search_limits_init(&lim);
    lim.level = st->level;
    lim.seed = st->seed;
    lim.depth = go.depth;
    lim.movetime_ms = go.movetime_ms;
    lim.nodes = go.nodes;
    if (ct_game_clone(st->game, &st->job_game) != CT_OK)
        ERRRET(p, "go", "out of memory");
    lim.info = info_callback;
    lim.stop = gk_proto_stop_flag(p);
    st->limits = lim;
    gk_proto_start_search(p, go.infinite);
    return 1;
}

static int cmd_position(gk_proto *p, engine_state *st, char **tok, int n)
{
    ct_game *g;
    int i = 1;
    if (ct_game_new(&st->rules, &g) != CT_OK)
        ERRRET(p, "position", "out of memory");
    if (i < n && !strcmp(tok[i], "startpos")) {
        i++;
    } else if (i < n && !strcmp(tok[i], "fen")) {
        char text[512] = "";
        size_t len = 0;
        for (i++; i < n && strcmp(tok[i], "moves"); i++)
            len += (size_t)snprintf(text + len, len < sizeof text ? sizeof text - len : 0,
                                    "%s%s", len ? " " : "", tok[i]);
        if (len >= sizeof text || ct_game_set_position(g, text) != CT_OK) {
            gk_proto_error(p, "position: bad position string",
                           len >= sizeof text ? "too long" : ct_game_error(g));
            ct_game_free(g);
            return 1;
        }
    } else {
        gk_proto_error(p, "position: expected startpos or fen", i < n ? tok[i] : "");
        ct_game_free(g);
        return 1;
    }
    if (i < n) {
        if (strcmp(tok[i], "moves")) {
            gk_proto_error(p, "position: expected moves", tok[i]);
            ct_game_free(g);
            return 1;
        }
        for (i++; i < n; i++) {
            if (ct_game_play_text(g, tok[i]) != CT_OK) {
                gk_proto_error(p, "position", ct_game_error(g));
                ct_game_free(g);
                return 1;
            }
        }
    }
    ct_game_free(st->game);
    st->game = g;
    return 1;
}

static void print_options(gk_proto *p, void *user)
{
    engine_state *st = user;
    gk_proto_out(p, "option name Mover type combo default %s var front var back\n"
                    "option name Target type spin default %d min 0 max 1000\n"
                    "option name Limit type spin default %d min 0 max 1000000\n"
                    "option name Level type spin default %d min %d max %d\n"
                    "option name Hash type spin default %d min 1 max %d\n"
                    "option name Seed type spin default 0 min 0 max 4294967295\n",
                 st->rules.mover ? "back" : "front", CT_DEFAULT_TARGET, CT_DEFAULT_LIMIT,
                 CT_LEVEL_MAX, CT_LEVEL_MIN, CT_LEVEL_MAX, CT_ENGINE_DEFAULT_HASH_MB,
                 CT_ENGINE_MAX_HASH_MB);
}

static int cmd_setoption(gk_proto *p, engine_state *st, char **tok, int n)
{
    const char *name, *val;
    uint64_t v = 0;
    ct_rules r = st->rules;
    if (gk_proto_parse_setoption(p, tok, n, &name, &val))
        return 1;
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
    } else if (!strcasecmp(name, "Level")) {
        if (!gk_proto_u64(val, CT_LEVEL_MAX, &v) || v < CT_LEVEL_MIN)
            ERRRET(p, "setoption Level: expected 1 to 10", val);
        st->level = (int32_t)v;
        return 1;
    } else if (!strcasecmp(name, "Hash")) {
        if (!gk_proto_u64(val, CT_ENGINE_MAX_HASH_MB, &v) || v < 1)
            ERRRET(p, "setoption Hash: expected 1 to 4096 (MiB)", val);
        if (ct_engine_set_hash(st->engine, (uint32_t)v) != CT_OK)
            gk_proto_error(p, "setoption Hash", "out of memory");
        return 1;
    } else if (!strcasecmp(name, "Seed")) {
        if (!gk_proto_u64(val, UINT32_MAX, &v))
            ERRRET(p, "setoption Seed: expected 0 to 4294967295", val);
        st->seed = v;
        return 1;
    } else {
        ERRRET(p, "setoption: unknown option", name);
    }
    if (ct_game_set_rules(st->game, &r) != CT_OK)
        ERRRET(p, "setoption", ct_game_error(st->game));
    st->rules = r;
    return 1;
}

static int cmd_query(gk_proto *p, engine_state *st, char **tok, int n)
{
    int res = ct_game_outcome(st->game, NULL);
    if (n < 2)
        ERRRET(p, "query: expected gameover, p1turn or result", NULL);
    if (!strcmp(tok[1], "gameover"))
        gk_proto_out(p, "response %s\n", res != CT_ONGOING ? "true" : "false");
    else if (!strcmp(tok[1], "p1turn"))
        gk_proto_out(p, "response %s\n", ct_game_turn(st->game) == CT_RED ? "true" : "false");
    else if (!strcmp(tok[1], "result"))
        gk_proto_out(p, "response %s\n", res == CT_RED_WINS ? "p1win"
                                         : res == CT_BLUE_WINS ? "p2win"
                                         : res == CT_DRAW ? "draw" : "none");
    else
        gk_proto_error(p, "query: expected gameover, p1turn or result", tok[1]);
    return 1;
}

static void cmd_display(gk_proto *p, engine_state *st)
{
    char board[2048], pos[CT_POSITION_MAX];
    ct_game_render_text(st->game, CT_RENDER_PLAIN, board, sizeof board);
    ct_game_position(st->game, pos, sizeof pos);
    gk_proto_out(p, "%sposition %s\n", board, pos);
}

/* The perft walk's view of a ct_game. */
static int perft_moves(void *g, uint32_t *buf, int cap)
{
    return ct_game_legal_moves(g, buf, (size_t)cap);
}

static int perft_play(void *g, uint32_t m)
{
    return ct_game_play(g, m) == CT_OK ? 0 : -1;
}

static void perft_undo(void *g)
{
    ct_game_undo(g);
}

static int perft_count(void *g, int depth, uint64_t *count)
{
    return ct_game_perft(g, depth, count) == CT_OK ? 0 : -1;
}

/* perft N: in the worker thread, like a search; stop or quit end it. */
static int cmd_perft(gk_proto *p, engine_state *st, char **tok, int n)
{
    int depth = gk_proto_parse_perft(p, tok, n);
    if (depth < 0)
        return 1;
    if (ct_game_clone(st->game, &st->job_game) != CT_OK)
        ERRRET(p, "perft", "out of memory");
    gk_proto_perft walk = {st->job_game, CT_MAX_MOVES, PERFT_LEAF_DEPTH, perft_moves,
                           perft_play, perft_undo, perft_count};
    gk_proto_start_perft(p, &walk, depth);
    return 1;
}

static void new_game(gk_proto *p, void *user)
{
    engine_state *st = user;
    ct_game *g;
    ct_engine_clear(st->engine);
    if (ct_game_new(&st->rules, &g) != CT_OK) {
        gk_proto_error(p, "newgame", "out of memory");
        return;
    }
    ct_game_free(st->game);
    st->game = g;
}

/* Every command but those of the loop; 0 if unknown. */
static int command(gk_proto *p, void *user, char **tok, int n)
{
    engine_state *st = user;
    const char *c = tok[0];
    if (!strcmp(c, "position"))
        return cmd_position(p, st, tok, n);
    if (!strcmp(c, "go"))
        return cmd_go(p, st, tok, n);
    if (!strcmp(c, "setoption"))
        return cmd_setoption(p, st, tok, n);
    if (!strcmp(c, "query"))
        return cmd_query(p, st, tok, n);
    if (!strcmp(c, "perft"))
        return cmd_perft(p, st, tok, n);
    if (!strcmp(c, "d")) {
        cmd_display(p, st);
        return 1;
    }
    return 0;
}

int main(void)
{
    engine_state st = {0};
    ct_rules_init(&st.rules);
    st.level = CT_LEVEL_MAX;
    if (ct_engine_new(NULL, &st.engine) != CT_OK
        || ct_game_new(&st.rules, &st.game) != CT_OK) {
        fprintf(stderr, "cotoan-engine: out of memory\n");
        return 1;
    }
    const gk_proto_ops ops = {
        "cotoan-engine", ct_version_string(), "the libcotoan authors", &st,
        print_options, new_game, command, run_search, job_done,
    };
    int rc = gk_proto_run(&ops);
    ct_game_free(st.game);
    ct_engine_free(st.engine);
    return rc;
}
