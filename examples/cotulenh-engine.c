/* cotulenh-engine: the libcotulenh engine behind the UCI-style text
 * protocol of cotoan-engine (UGI, the game-neutral form of UCI) on
 * stdin/stdout.  cotulenh-engine(1) and doc/cotulenh/programs.md describe
 * every command; in short:
 *
 *   ugi | uci                 identify, list the options, ugiok | uciok
 *   isready                   readyok
 *   ugi newgame | ucinewgame  start position, forget the hash table
 *   position startpos [moves M...] | position fen FEN [moves M...]
 *                             each M is a step in LAN or SAN (T48, T49), a
 *                             whole turn record ("Tc4>_b4,Nc4>b4",
 *                             "Ej9>i9,|") or "|" (end the open session)
 *   go [depth N] [movetime MS] [nodes N] [wtime MS btime MS winc MS binc MS]
 *      | go infinite          searches in a thread; info lines, then
 *                             "bestmove TURN": the whole turn as one token,
 *                             the turn record of T49 in LAN
 *   stop                      end the search now
 *   setoption name NAME value VALUE   Mode, Start, Level, Hash, Seed
 *   query gameover | p1turn | result  response true|false|p1win|p2win|draw|none
 *   d                         the board and "fen FEN"
 *   perft N                   "perft N COUNT" (step perft, T50; in the
 *                             worker thread too)
 *   quit
 *
 * A malformed command or an illegal move gets "info string error: ..." and
 * the engine keeps running.  The protocol loop (reader and worker threads,
 * line checks, limits, option syntax, echo escaping) is gamekit's
 * (gk_proto.h), shared with cotoan-engine; this file holds what knows Cờ tư
 * lệnh. */
#define _POSIX_C_SOURCE 200809L
#include <cotulenh/cotulenh.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "gk_proto.h"

/* Perft: tl_game_perft() counts subtrees this deep; above them the tree is
 * walked by gk_proto, looking at the stop flag between two subtrees (a
 * subtree of 2 plies is about 13,000 leaves). */
#define PERFT_LEAF_DEPTH 2
/* Room for one turn record (TL_TURN_MAX steps of LAN) or one pv line. */
#define TURN_TEXT_MAX 256
#define INFO_LINE_MAX 4096

/* The perft walk's games.  Step perft ignores how the game ends (T50,
 * T56), but tl_game_play() refuses a step once the game has ended (a
 * commander lost, a third repetition, the halfmove clock, a battle): the
 * walk then goes on in a new game of the position the step leads to
 * (tl_game_fen_after()), one per such step, freed when the step is taken
 * back. */
typedef struct perft_walk {
    tl_game *games[GK_PROTO_PERFT_MAX_DEPTH + 2]; /* games[0] is the job's copy */
    int ngames;
    uint8_t fresh[GK_PROTO_PERFT_MAX_DEPTH + 2];  /* step i went into a new game */
    int ply;
    int start;                                    /* the rules' start set */
} perft_walk;

/* The program's state (gk_proto_app): the current game, the engine, the
 * rules of a new game. */
struct gk_proto_app {
    tl_game *game;
    tl_engine *engine;
    tl_rules rules;
};

/* A job's copy of the game (gk_proto_job): walk.games[0], with the games
 * a perft walk adds above it. */
struct gk_proto_job {
    tl_engine *engine;
    perft_walk walk;
};

/* Report an error and leave the calling command. */
#define ERRRET(...) do { gk_proto_error(__VA_ARGS__); return 1; } while (0)

/* The pv as its steps in LAN ("|" for an early end), replayed on a copy of
 * the searched game: every word is a valid "position ... moves" token. */
static size_t format_pv(const tl_game *g, const tl_search_result *r, char *line,
                        size_t len, size_t size)
{
    tl_game *copy;
    if (tl_game_clone(g, &copy) != TL_OK)
        return len;
    for (int i = 0; i < r->pv_length && i < TL_PV_MAX && len + 32 < size; i++) {
        char mv[64];
        tl_move m = r->pv[i];
        if (TL_MOVE_KIND(m) == TL_KIND_END) {
            if (tl_game_end_deploy(copy) != TL_OK)
                break;
            strcpy(mv, "|");
        } else if (tl_game_move_text(copy, m, TL_NOTATION_LAN, mv, sizeof mv) < 0
                   || tl_game_play(copy, m) != TL_OK) {
            break;
        }
        len += (size_t)snprintf(line + len, size - len, " %s", mv);
    }
    tl_game_free(copy);
    return len;
}

typedef struct info_ctx {
    gk_proto *p;
    const tl_game *game;
} info_ctx;

static void info_callback(void *user, const tl_search_result *r)
{
    info_ctx *ic = user;
    char line[INFO_LINE_MAX];
    size_t len = gk_proto_info(line, sizeof line, &GK_INFO_OF(r));
    format_pv(ic->game, r, line, len, sizeof line);
    gk_proto_out(ic->p, "%s\n", line);
}

/* In the worker thread, on the job's copy of the game. */
static void run_search(gk_proto *p, gk_proto_job *job, const gk_go *go)
{
    tl_game *game = job->walk.games[0];
    tl_search_result res;
    char turn[TURN_TEXT_MAX] = "0000";
    info_ctx ic = {p, game};
    tl_search_limits lim;
    tl_search_limits_init(&lim);
    GK_GO_LIMITS(lim, go);
    lim.info = info_callback;
    lim.info_user = &ic;
    lim.stop = gk_proto_stop_flag(p);
    memset(&res, 0, sizeof res);
    res.size = sizeof res;
    int rc = tl_search(job->engine, game, &lim, &res);
    gk_proto_await_stop(p); /* "go infinite" answers only after "stop" */
    if (rc != TL_OK) {
        gk_proto_error(p, "go", tl_strerror(rc));
    } else if (res.turn_length > 0 || res.turn_ends_early) {
        if (tl_turn_text(game, res.turn, res.turn_length, res.turn_ends_early,
                         TL_NOTATION_LAN, turn, sizeof turn) < 0
            || strlen(turn) + 1 >= sizeof turn) {
            gk_proto_error(p, "go", "the engine's turn cannot be written");
            strcpy(turn, "0000");
        }
    }
    gk_proto_out(p, "bestmove %s\n", turn);
}

/* position startpos|fen FEN [moves W...]: each word a move, a step, "|"
 * or a whole turn record; the new game replaces the current one only if
 * all of it is right. */
static int position(gk_proto_app *st, const char *text, char *const *moves, int nmoves,
                    char *why, size_t size)
{
    tl_game *g;
    int rc = GK_PROTO_POS_OK;
    if (tl_game_new(&st->rules, &g) != TL_OK)
        return GK_PROTO_POS_NO_MEMORY;
    if (text && tl_game_set_fen(g, text) != TL_OK)
        rc = GK_PROTO_POS_BAD_TEXT;
    for (int i = 0; rc == GK_PROTO_POS_OK && i < nmoves; i++)
        if (tl_game_play_text(g, moves[i]) != TL_OK)
            rc = GK_PROTO_POS_BAD_MOVE;
    if (rc != GK_PROTO_POS_OK) {
        snprintf(why, size, "%s", tl_game_error(g));
        tl_game_free(g);
        return rc;
    }
    tl_game_free(st->game);
    st->game = g;
    return rc;
}

static gk_proto_job *job_new(gk_proto_app *st)
{
    gk_proto_job *job = calloc(1, sizeof *job);
    if (job && tl_game_clone(st->game, &job->walk.games[0]) != TL_OK) {
        free(job);
        return NULL;
    }
    if (job) {
        job->engine = st->engine;
        job->walk.ngames = 1;
        job->walk.start = st->rules.start;
    }
    return job;
}

/* The job's game and what a stopped perft walk left above it. */
static void job_free(gk_proto_job *job)
{
    if (!job)
        return;
    for (int i = 0; i < job->walk.ngames; i++)
        tl_game_free(job->walk.games[i]);
    free(job);
}

static void print_options(gk_proto *p, gk_proto_app *st)
{
    gk_proto_out(p, "option name Mode type combo default %s var total var battles\n"
                    "option name Start type combo default %s var standard var reduced\n",
                 st->rules.mode == TL_MODE_BATTLES ? "battles" : "total",
                 st->rules.start == TL_START_REDUCED ? "reduced" : "standard");
}

/* The game's options (Level, Hash and Seed are the loop's). */
static int setoption(gk_proto *p, gk_proto_app *st, const char *name, const char *val)
{
    tl_rules r = st->rules;
    if (!strcasecmp(name, "Mode")) {
        if (!strcasecmp(val, "total"))
            r.mode = TL_MODE_TOTAL;
        else if (!strcasecmp(val, "battles"))
            r.mode = TL_MODE_BATTLES;
        else
            ERRRET(p, "setoption Mode: expected total or battles", val);
    } else if (!strcasecmp(name, "Start")) {
        if (!strcasecmp(val, "standard"))
            r.start = TL_START_STANDARD;
        else if (!strcasecmp(val, "reduced"))
            r.start = TL_START_REDUCED;
        else
            ERRRET(p, "setoption Start: expected standard or reduced", val);
    } else {
        return 0;
    }
    /* The current game keeps its position under the new rules; "position
     * startpos" then starts from the chosen start. */
    if (tl_game_set_rules(st->game, &r) != TL_OK)
        ERRRET(p, "setoption", tl_game_error(st->game));
    st->rules = r;
    return 1;
}

static int set_hash(gk_proto_app *st, uint32_t mb)
{
    return tl_engine_set_hash(st->engine, mb) == TL_OK ? 0 : -1;
}

static int p1_to_move(gk_proto_app *st)
{
    return tl_game_turn(st->game) == TL_RED;
}

static int result(gk_proto_app *st)
{
    return tl_game_outcome(st->game, NULL); /* 0 … 3 */
}

static void display(gk_proto *p, gk_proto_app *st)
{
    char fen[TL_FEN_MAX];
    int len = tl_game_render_text(st->game, TL_RENDER_TERRAIN, NULL, 0);
    char *board = len >= 0 ? malloc((size_t)len + 1) : NULL;
    if (!board) {
        gk_proto_error(p, "d", "out of memory");
        return;
    }
    tl_game_render_text(st->game, TL_RENDER_TERRAIN, board, (size_t)len + 1);
    tl_game_fen(st->game, fen, sizeof fen);
    gk_proto_out(p, "%s%sfen %s\n", board, len && board[len - 1] != '\n' ? "\n" : "", fen);
    free(board);
}

/* The walk's codes (gk_proto_perft) of a library status. */
static int walk_status(int rc)
{
    return rc == TL_OK ? 0 : rc == TL_ERR_NO_MEMORY ? GK_PROTO_WALK_NO_MEMORY : GK_PROTO_WALK_ERROR;
}

/* The perft walk's view of a tl_game (step perft, T50). */
static tl_game *walk_top(perft_walk *w)
{
    return w->games[w->ngames - 1];
}

static int perft_moves(gk_proto_job *job, uint32_t *buf, int cap)
{
    const int n = tl_game_legal_moves(walk_top(&job->walk), buf, (size_t)cap);
    return n < 0 ? walk_status(n) : n;
}

/* A new game of the position move m leads to from the top game; NULL
 * with *rc set if that fails. */
static tl_game *walk_fresh(perft_walk *w, uint32_t m, int *rc)
{
    char fen[TL_FEN_MAX];
    tl_rules r;
    tl_game *g = NULL;
    *rc = tl_game_fen_after(walk_top(w), m, fen, sizeof fen);
    if (*rc < 0)
        return NULL;
    tl_rules_init(&r);
    r.start = w->start;
    *rc = tl_game_new(&r, &g);
    if (*rc == TL_OK && (*rc = tl_game_set_fen(g, fen)) != TL_OK) {
        tl_game_free(g);
        g = NULL;
    }
    return g;
}

static int perft_play(gk_proto_job *job, uint32_t m)
{
    perft_walk *w = &job->walk;
    int rc = tl_game_play(walk_top(w), m);
    w->fresh[w->ply] = 0;
    if (rc == TL_ERR_GAME_OVER && w->ngames < (int)(sizeof w->games / sizeof w->games[0])) {
        tl_game *g = walk_fresh(w, m, &rc);
        if (!g)
            return walk_status(rc);
        w->games[w->ngames++] = g;
        w->fresh[w->ply] = 1;
        rc = TL_OK;
    }
    if (rc != TL_OK)
        return walk_status(rc);
    w->ply++;
    return 0;
}

static void perft_undo(gk_proto_job *job)
{
    perft_walk *w = &job->walk;
    if (w->ply == 0)
        return;
    w->ply--;
    if (w->fresh[w->ply])
        tl_game_free(w->games[--w->ngames]);
    else
        tl_game_undo(walk_top(w));
}

static int perft_count(gk_proto_job *job, int depth, uint64_t *count)
{
    return walk_status(tl_game_perft(walk_top(&job->walk), depth, count));
}

static void clear(gk_proto_app *st)
{
    tl_engine_clear(st->engine);
}

static const gk_proto_ops ops = {
    .name = "cotulenh-engine",
    .version = tl_version_string,
    .author = "the libcotulenh authors",
    .fen_name = "FEN",
    .max_depth = TL_MAX_DEPTH,
    .level_max = TL_LEVEL_MAX,
    .hash_default = TL_ENGINE_DEFAULT_HASH_MB,
    .hash_max = TL_ENGINE_MAX_HASH_MB,
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
    .perft_max_moves = TL_MAX_MOVES,
    .perft_leaf_depth = PERFT_LEAF_DEPTH,
    .perft_moves = perft_moves,
    .perft_play = perft_play,
    .perft_undo = perft_undo,
    .perft_count = perft_count,
};

int main(void)
{
    gk_proto_app st = {0};
    tl_rules_init(&st.rules);
    if (tl_engine_new(NULL, &st.engine) != TL_OK
        || tl_game_new(&st.rules, &st.game) != TL_OK) {
        fprintf(stderr, "cotulenh-engine: out of memory\n");
        return 1;
    }
    int rc = gk_proto_run(&ops, &st);
    tl_game_free(st.game);
    tl_engine_free(st.engine);
    return rc;
}
