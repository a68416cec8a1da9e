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
 * Threads: a reader thread reads stdin line by line into a queue and
 * answers "stop" and "quit" at once (it stops the running job as soon as
 * it reads them, even while the main thread waits for that job); the main
 * thread runs the commands in order; a worker thread runs the one long
 * job (a search or a perft).  Every job ends at stop or quit, so every
 * command returns control. */
#define _POSIX_C_SOURCE 200809L
#include <cotoan/cotoan.h>

#include <ctype.h>
#include <errno.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "gk_line.h"

/* The longest input line (bytes, without the newline): longer lines are
 * rejected whole.  About 170,000 moves of "position ... moves ...". */
#define LINE_MAX_BYTES (1024 * 1024 - 1)
/* Lines read ahead while a command waits for the running job. */
#define QUEUE_MAX_LINES 256
#define QUEUE_MAX_BYTES (8u * 1024 * 1024)
/* Perft: ct_game_perft() counts subtrees this deep; above them the tree
 * is walked here, looking at the stop flag between two subtrees. */
#define PERFT_LEAF_DEPTH 3
#define PERFT_MAX_DEPTH 64
/* Limits of "go". */
#define MOVETIME_MAX 2000000000u
#define NODES_MAX 1000000000000000ull
#define CLOCK_MAX 1000000000000ull

/* The search's stop flag is read with an atomic load (engine.h): an
 * _Atomic int32_t has the layout of an int32_t. */
_Static_assert(sizeof(_Atomic int32_t) == sizeof(int32_t),
               "atomic int32_t differs from int32_t");

/* One line read by the reader thread (or what went wrong with it). */
typedef struct queued_line {
    struct queued_line *next;
    uint64_t seq;        /* 1, 2, ... in the order read */
    int status;          /* GK_LINE_* */
    size_t len;          /* of text, or of the discarded line */
    char text[];
} queued_line;

enum { JOB_SEARCH = 1, JOB_PERFT = 2 };

typedef struct engine_state {
    ct_game *game;
    ct_engine *engine;
    ct_rules rules;
    int32_t level;
    uint64_t seed;
    pthread_mutex_t out_lock;
    /* The running job (a search or a perft) in the worker thread. */
    pthread_t thread;
    int searching;          /* a job runs (main thread only) */
    int job;                /* JOB_SEARCH or JOB_PERFT */
    int infinite;
    int perft_depth;
    _Atomic int32_t job_stop; /* the job's stop flag (lim.stop for searches) */
    uint64_t seq;           /* the line the main thread runs */
    _Atomic uint64_t stop_seq; /* the last stop or quit the reader read */
    int stop_requested;     /* guarded by wait_lock */
    pthread_mutex_t wait_lock;
    pthread_cond_t wait_cond;
    ct_game *search_game;
    ct_search_limits limits;
    /* The input queue, filled by the reader thread. */
    pthread_t reader;
    pthread_mutex_t queue_lock;
    pthread_cond_t queue_cond;
    queued_line *head, *tail;
    size_t queued_lines, queued_bytes;
    int input_done;         /* the reader has stopped (quit or end of input) */
} engine_state;

static void out(engine_state *st, const char *fmt, ...)
#if defined(__GNUC__) || defined(__clang__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

static void out(engine_state *st, const char *fmt, ...)
{
    va_list ap;
    pthread_mutex_lock(&st->out_lock);
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
    fflush(stdout);
    pthread_mutex_unlock(&st->out_lock);
}

/* Every text that comes from the input (or quotes it) is escaped before
 * it is echoed: control characters and invalid UTF-8 become \xNN. */
static void error(engine_state *st, const char *what, const char *detail)
{
    char esc[256] = "";
    if (detail)
        gk_escape(esc, sizeof esc, detail, strlen(detail));
    out(st, "info string error: %s%s%s\n", what, *esc ? ": " : "", esc);
}

/* Report an error and leave the calling command. */
#define ERRRET(...) do { error(__VA_ARGS__); return; } while (0)

static void format_score(const ct_search_result *r, char *buf, size_t size)
{
    static const char *const kind[] = {"cp", "win", "loss"};
    snprintf(buf, size, "%s %d", kind[r->score_type % 3], (int)r->score);
}

static void info_callback(void *user, const ct_search_result *r)
{
    engine_state *st = user;
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
    out(st, "%s\n", line);
}

/* Perft of depth `depth` on g, walked here down to PERFT_LEAF_DEPTH so
 * that the stop flag is seen between two subtrees, every few milliseconds
 * (a perft no deeper than PERFT_LEAF_DEPTH always completes).  Returns 0
 * (the count in *count), 1 stopped, 2 the count does not fit in 64 bits,
 * 3 out of memory. */
static int perft_walk(ct_game *g, int depth, _Atomic int32_t *stop, uint64_t *count)
{
    ct_move moves[CT_MAX_MOVES];
    uint64_t total = 0;
    if (depth <= PERFT_LEAF_DEPTH)
        return ct_game_perft(g, depth, count) == CT_OK ? 0 : 3;
    int n = ct_game_legal_moves(g, moves, CT_MAX_MOVES);
    if (n < 0 || n > CT_MAX_MOVES)
        return 3; /* cannot happen: CT_MAX_MOVES is enough */
    for (int i = 0; i < n; i++) {
        uint64_t c = 0;
        if (atomic_load_explicit(stop, memory_order_relaxed))
            return 1;
        if (ct_game_play(g, moves[i]) != CT_OK)
            return 3;
        int rc = perft_walk(g, depth - 1, stop, &c);
        ct_game_undo(g);
        if (rc)
            return rc;
        if (total + c < total)
            return 2;
        total += c;
    }
    *count = total;
    return 0;
}

static void run_perft(engine_state *st)
{
    uint64_t count = 0;
    int d = st->perft_depth;
    int rc = perft_walk(st->search_game, d, &st->job_stop, &count);
    if (rc == 0)
        out(st, "perft %d %llu\n", d, (unsigned long long)count);
    else if (rc == 1)
        out(st, "info string perft %d stopped\n", d);
    else
        error(st, "perft", rc == 2 ? "the count exceeds 2^64 - 1" : "out of memory");
}

static void run_search(engine_state *st)
{
    ct_search_result res;
    char mv[8] = "0000";
    res.size = sizeof res;
    if (ct_search(st->engine, st->search_game, &st->limits, &res) != CT_OK)
        res.best = CT_MOVE_NONE;
    if (st->infinite) {
        /* "go infinite" answers only after "stop". */
        pthread_mutex_lock(&st->wait_lock);
        while (!st->stop_requested)
            pthread_cond_wait(&st->wait_cond, &st->wait_lock);
        pthread_mutex_unlock(&st->wait_lock);
    }
    if (res.best != CT_MOVE_NONE)
        ct_move_to_text(res.best, mv, sizeof mv);
    out(st, "bestmove %s\n", mv);
}

static void *worker_thread(void *arg)
{
    engine_state *st = arg;
    if (st->job == JOB_PERFT)
        run_perft(st);
    else
        run_search(st);
    return NULL;
}

/* Stop the running job, if any (from the main or the reader thread).  The
 * flag belongs to this one job (it is cleared when the next one starts),
 * so a stop that comes too late is harmless. */
static void request_stop(engine_state *st)
{
    atomic_store(&st->job_stop, 1);
    pthread_mutex_lock(&st->wait_lock);
    st->stop_requested = 1;
    pthread_cond_signal(&st->wait_cond);
    pthread_mutex_unlock(&st->wait_lock);
}

/* Wait for the running job (stopping it first if asked to). */
static void finish_search(engine_state *st, int stop)
{
    if (!st->searching)
        return;
    if (stop)
        request_stop(st);
    pthread_join(st->thread, NULL);
    st->searching = 0;
    ct_game_free(st->search_game);
    st->search_game = NULL;
}

/* Start a job on a copy of the game (it is st->search_game).  A stop or
 * quit already read after this command stops the job at once: the reader
 * stores stop_seq before it stops the job, so this check and the
 * reader's request_stop() cannot both miss it. */
static void start_job(engine_state *st, int job)
{
    st->job = job;
    atomic_store(&st->job_stop, 0);
    pthread_mutex_lock(&st->wait_lock);
    st->stop_requested = 0;
    pthread_mutex_unlock(&st->wait_lock);
    if (atomic_load(&st->stop_seq) > st->seq)
        request_stop(st);
    if (pthread_create(&st->thread, NULL, worker_thread, st) != 0) {
        ct_game_free(st->search_game);
        st->search_game = NULL;
        error(st, job == JOB_PERFT ? "perft" : "go", "cannot start the worker thread");
        return;
    }
    st->searching = 1;
}

/* A nonnegative decimal number that fits in *out. */
static int parse_u64(const char *text, uint64_t max, uint64_t *out)
{
    char *end;
    if (!text || !isdigit((unsigned char)text[0]))
        return 0;
    errno = 0;
    unsigned long long v = strtoull(text, &end, 10);
    if (errno || *end || v > max)
        return 0;
    *out = v;
    return 1;
}

/* go: every limit is checked; a limit of 0 or beyond the range is an
 * error (doc/engine.md, "Limits"), and a go without a limit that bounds
 * the search (depth, movetime, nodes or a clock) searches one second. */
static void cmd_go(engine_state *st, char **tok, int n)
{
    ct_search_limits lim;
    uint64_t wtime = 0, btime = 0, winc = 0, binc = 0;
    int have_clock = 0, infinite = 0, bounded = 0;
    ct_search_limits_init(&lim);
    lim.level = st->level;
    lim.seed = st->seed;
    for (int i = 1; i < n; i++) {
        uint64_t v;
        const char *key = tok[i];
        if (!strcmp(key, "infinite")) {
            infinite = 1;
            continue;
        }
        /* key, smallest and largest value, and what it is */
        static const struct {
            const char *key, *alias, *what;
            uint64_t min, max;
        } keys[] = {
            {"depth", NULL, "go: depth must be 1 to 64", 1, CT_MAX_DEPTH},
            {"movetime", NULL, "go: movetime must be 1 to 2000000000 (ms; "
             "go infinite searches until stop)", 1, MOVETIME_MAX},
            {"nodes", NULL, "go: nodes must be 1 to 10^15 (go infinite "
             "searches until stop)", 1, NODES_MAX},
            {"wtime", "p1time", "go: a clock must be 0 to 10^12 ms", 0, CLOCK_MAX},
            {"btime", "p2time", "go: a clock must be 0 to 10^12 ms", 0, CLOCK_MAX},
            {"winc", "p1inc", "go: an increment must be 0 to 10^12 ms", 0, CLOCK_MAX},
            {"binc", "p2inc", "go: an increment must be 0 to 10^12 ms", 0, CLOCK_MAX},
            {"movestogo", NULL, "go: movestogo must be 1 to 10^12", 1, CLOCK_MAX},
        };
        int k = 0, nkeys = (int)(sizeof keys / sizeof keys[0]);
        while (k < nkeys && strcmp(key, keys[k].key)
               && !(keys[k].alias && !strcmp(key, keys[k].alias)))
            k++;
        if (k == nkeys)
            ERRRET(st, "go: unknown parameter", key);
        if (i + 1 >= n)
            ERRRET(st, "go: missing value after", key);
        if (!parse_u64(tok[i + 1], keys[k].max, &v) || v < keys[k].min)
            ERRRET(st, keys[k].what, tok[i + 1]);
        i++;
        switch (k) {
        case 0: lim.depth = (int32_t)v, bounded = 1; break;
        case 1: lim.movetime_ms = (int32_t)v, bounded = 1; break;
        case 2: lim.nodes = v, bounded = 1; break;
        case 3: wtime = v, have_clock = 1; break;
        case 4: btime = v, have_clock = 1; break;
        case 5: winc = v; break;
        case 6: binc = v; break;
        default: break; /* movestogo: accepted and ignored */
        }
    }
    if (have_clock && !lim.movetime_ms) {
        /* a thirtieth of the clock plus 3/4 of the increment, at most
         * half the clock, at least 1 ms */
        int red = ct_game_turn(st->game) == CT_RED;
        uint64_t left = red ? wtime : btime, inc = red ? winc : binc;
        uint64_t t = left / 30 + inc * 3 / 4;
        if (t > left / 2)
            t = left / 2;
        lim.movetime_ms = (int32_t)(t < 1 ? 1 : t > MOVETIME_MAX ? MOVETIME_MAX : t);
        bounded = 1;
    }
    if (!bounded && !infinite)
        lim.movetime_ms = 1000; /* a bare "go": one second */
    if (ct_game_clone(st->game, &st->search_game) != CT_OK)
        ERRRET(st, "go", "out of memory");
    lim.info = info_callback;
    lim.info_user = st;
    lim.stop = (const volatile int32_t *)&st->job_stop;
    st->limits = lim;
    st->infinite = infinite;
    start_job(st, JOB_SEARCH);
}

static void cmd_position(engine_state *st, char **tok, int n)
{
    ct_game *g;
    int i = 1;
    if (ct_game_new(&st->rules, &g) != CT_OK) {
        error(st, "position", "out of memory");
        return;
    }
    if (i < n && !strcmp(tok[i], "startpos")) {
        i++;
    } else if (i < n && !strcmp(tok[i], "fen")) {
        char text[512] = "";
        size_t len = 0;
        for (i++; i < n && strcmp(tok[i], "moves"); i++)
            len += (size_t)snprintf(text + len, len < sizeof text ? sizeof text - len : 0,
                                    "%s%s", len ? " " : "", tok[i]);
        if (len >= sizeof text || ct_game_set_position(g, text) != CT_OK) {
            error(st, "position: bad position string",
                  len >= sizeof text ? "too long" : ct_game_error(g));
            ct_game_free(g);
            return;
        }
    } else {
        error(st, "position: expected startpos or fen", i < n ? tok[i] : "");
        ct_game_free(g);
        return;
    }
    if (i < n) {
        if (strcmp(tok[i], "moves")) {
            error(st, "position: expected moves", tok[i]);
            ct_game_free(g);
            return;
        }
        for (i++; i < n; i++) {
            if (ct_game_play_text(g, tok[i]) != CT_OK) {
                error(st, "position", ct_game_error(g));
                ct_game_free(g);
                return;
            }
        }
    }
    ct_game_free(st->game);
    st->game = g;
}

static void print_options(engine_state *st)
{
    out(st, "option name Mover type combo default %s var front var back\n"
            "option name Target type spin default %d min 0 max 1000\n"
            "option name Limit type spin default %d min 0 max 1000000\n"
            "option name Level type spin default %d min %d max %d\n"
            "option name Hash type spin default %d min 1 max %d\n"
            "option name Seed type spin default 0 min 0 max 4294967295\n",
        st->rules.mover ? "back" : "front", CT_DEFAULT_TARGET, CT_DEFAULT_LIMIT,
        CT_LEVEL_MAX, CT_LEVEL_MIN, CT_LEVEL_MAX, CT_ENGINE_DEFAULT_HASH_MB,
        CT_ENGINE_MAX_HASH_MB);
}

static void cmd_setoption(engine_state *st, char **tok, int n)
{
    /* setoption name NAME value VALUE (names are one word here). */
    if (n < 5 || strcmp(tok[1], "name") || strcmp(tok[3], "value")) {
        error(st, "setoption: expected 'setoption name NAME value VALUE'", NULL);
        return;
    }
    const char *name = tok[2], *val = tok[4];
    uint64_t v = 0;
    ct_rules r = st->rules;
    if (!strcasecmp(name, "Mover")) {
        if (!strcasecmp(val, "front"))
            r.mover = CT_MOVER_FRONT;
        else if (!strcasecmp(val, "back"))
            r.mover = CT_MOVER_BACK;
        else
            ERRRET(st, "setoption Mover: expected front or back", val);
    } else if (!strcasecmp(name, "Target") || !strcasecmp(name, "Limit")) {
        int target = !strcasecmp(name, "Target");
        if (!parse_u64(val, target ? 1000 : 1000000, &v))
            ERRRET(st, "setoption: value out of range", val);
        if (target)
            r.target = (int32_t)v;
        else
            r.limit = (int32_t)v;
    } else if (!strcasecmp(name, "Level")) {
        if (!parse_u64(val, CT_LEVEL_MAX, &v) || v < CT_LEVEL_MIN)
            ERRRET(st, "setoption Level: expected 1 to 10", val);
        st->level = (int32_t)v;
        return;
    } else if (!strcasecmp(name, "Hash")) {
        if (!parse_u64(val, CT_ENGINE_MAX_HASH_MB, &v) || v < 1)
            ERRRET(st, "setoption Hash: expected 1 to 4096 (MiB)", val);
        if (ct_engine_set_hash(st->engine, (uint32_t)v) != CT_OK)
            error(st, "setoption Hash", "out of memory");
        return;
    } else if (!strcasecmp(name, "Seed")) {
        if (!parse_u64(val, UINT32_MAX, &v))
            ERRRET(st, "setoption Seed: expected 0 to 4294967295", val);
        st->seed = v;
        return;
    } else {
        ERRRET(st, "setoption: unknown option", name);
    }
    if (ct_game_set_rules(st->game, &r) != CT_OK)
        ERRRET(st, "setoption", ct_game_error(st->game));
    st->rules = r;
}

static void cmd_query(engine_state *st, char **tok, int n)
{
    int res = ct_game_outcome(st->game, NULL);
    if (n < 2)
        ERRRET(st, "query: expected gameover, p1turn or result", NULL);
    if (!strcmp(tok[1], "gameover"))
        out(st, "response %s\n", res != CT_ONGOING ? "true" : "false");
    else if (!strcmp(tok[1], "p1turn"))
        out(st, "response %s\n", ct_game_turn(st->game) == CT_RED ? "true" : "false");
    else if (!strcmp(tok[1], "result"))
        out(st, "response %s\n", res == CT_RED_WINS ? "p1win"
                                 : res == CT_BLUE_WINS ? "p2win"
                                 : res == CT_DRAW ? "draw" : "none");
    else
        error(st, "query: expected gameover, p1turn or result", tok[1]);
}

static void cmd_display(engine_state *st)
{
    char board[2048], pos[CT_POSITION_MAX];
    ct_game_render_text(st->game, CT_RENDER_PLAIN, board, sizeof board);
    ct_game_position(st->game, pos, sizeof pos);
    out(st, "%sposition %s\n", board, pos);
}

/* perft N: in the worker thread, like a search; stop or quit end it. */
static void cmd_perft(engine_state *st, char **tok, int n)
{
    uint64_t depth;
    if (n < 2 || !parse_u64(tok[1], PERFT_MAX_DEPTH, &depth))
        ERRRET(st, "perft: expected a depth 0 to 64", n < 2 ? NULL : tok[1]);
    if (n > 2)
        ERRRET(st, "perft: unexpected text after the depth", tok[2]);
    if (ct_game_clone(st->game, &st->search_game) != CT_OK)
        ERRRET(st, "perft", "out of memory");
    st->perft_depth = (int)depth;
    st->infinite = 0;
    start_job(st, JOB_PERFT);
}

static void new_game(engine_state *st)
{
    ct_game *g;
    ct_engine_clear(st->engine);
    if (ct_game_new(&st->rules, &g) != CT_OK)
        ERRRET(st, "newgame", "out of memory");
    ct_game_free(st->game);
    st->game = g;
}

/* The first word of a line (for the reader thread). */
static int first_word_is(const char *line, const char *word)
{
    size_t n = strlen(word);
    while (*line == ' ' || *line == '\t' || *line == '\r')
        line++;
    return !strncmp(line, word, n)
        && (line[n] == '\0' || line[n] == ' ' || line[n] == '\t' || line[n] == '\r');
}

/* Handle one line; returns 0 on quit. */
static int handle(engine_state *st, char *line, size_t len)
{
    /* every word of the line (at most one per two bytes, plus one) */
    char **tok = malloc((len / 2 + 2) * sizeof *tok);
    int n = 0;
    if (!tok) {
        error(st, "out of memory", NULL);
        return 1;
    }
    for (char *s = strtok(line, " \t\r"); s; s = strtok(NULL, " \t\r"))
        tok[n++] = s;
    int go_on = 1;
    const char *c = n ? tok[0] : "";
    if (n == 0) {
        /* an empty line */
    } else if (!strcmp(c, "quit")) {
        finish_search(st, 1);
        go_on = 0;
    } else if (!strcmp(c, "stop")) {
        finish_search(st, 1);
    } else if (!strcmp(c, "isready")) {
        out(st, "readyok\n");
    } else {
        /* Every other command waits for a running job to end (it is
         * stopped first if it is an infinite search). */
        finish_search(st, st->infinite);
        if ((!strcmp(c, "ugi") && n > 1 && !strcmp(tok[1], "newgame"))
            || !strcmp(c, "ucinewgame")) {
            new_game(st);
        } else if (!strcmp(c, "ugi") || !strcmp(c, "uci")) {
            out(st, "id name cotoan-engine %s\nid author the libcotoan authors\n",
                ct_version_string());
            print_options(st);
            out(st, "%s\n", !strcmp(c, "uci") ? "uciok" : "ugiok");
        } else if (!strcmp(c, "position")) {
            cmd_position(st, tok, n);
        } else if (!strcmp(c, "go")) {
            cmd_go(st, tok, n);
        } else if (!strcmp(c, "setoption")) {
            cmd_setoption(st, tok, n);
        } else if (!strcmp(c, "query")) {
            cmd_query(st, tok, n);
        } else if (!strcmp(c, "d")) {
            cmd_display(st);
        } else if (!strcmp(c, "perft")) {
            cmd_perft(st, tok, n);
        } else {
            error(st, "unknown command", c);
        }
    }
    free(tok);
    return go_on;
}

/* The reader thread: every line of stdin into the queue.  "stop" and
 * "quit" also stop the running job at once; after "quit" (or at the end
 * of the input) it reads no more. */
static void *reader_thread(void *arg)
{
    engine_state *st = arg;
    char *buf = malloc(LINE_MAX_BYTES + 1);
    int done = !buf;
    uint64_t seq = 0;
    while (!done) {
        size_t len;
        int status = gk_read_line(stdin, buf, LINE_MAX_BYTES + 1, &len);
        size_t keep = status == GK_LINE_OK ? len : 0;
        queued_line *q = malloc(sizeof *q + keep + 1);
        if (!q)
            break;
        q->next = NULL;
        q->seq = ++seq;
        q->status = status;
        q->len = len;
        memcpy(q->text, buf, keep);
        q->text[keep] = '\0';
        if (status == GK_LINE_EOF)
            done = 1;
        else if (status == GK_LINE_OK && (first_word_is(buf, "quit")
                                          || first_word_is(buf, "stop"))) {
            done = first_word_is(buf, "quit");
            atomic_store(&st->stop_seq, seq);
            request_stop(st);
        }
        pthread_mutex_lock(&st->queue_lock);
        while (st->queued_lines >= QUEUE_MAX_LINES
               || (st->queued_lines && st->queued_bytes + keep > QUEUE_MAX_BYTES))
            pthread_cond_wait(&st->queue_cond, &st->queue_lock);
        if (st->tail)
            st->tail->next = q;
        else
            st->head = q;
        st->tail = q;
        st->queued_lines++;
        st->queued_bytes += keep;
        pthread_cond_broadcast(&st->queue_cond);
        pthread_mutex_unlock(&st->queue_lock);
    }
    free(buf);
    pthread_mutex_lock(&st->queue_lock);
    st->input_done = 1;
    pthread_cond_broadcast(&st->queue_cond);
    pthread_mutex_unlock(&st->queue_lock);
    return NULL;
}

/* The next queued line (NULL once the reader is done and the queue empty). */
static queued_line *next_line(engine_state *st)
{
    queued_line *q;
    pthread_mutex_lock(&st->queue_lock);
    while (!st->head && !st->input_done)
        pthread_cond_wait(&st->queue_cond, &st->queue_lock);
    q = st->head;
    if (q) {
        st->head = q->next;
        if (!st->head)
            st->tail = NULL;
        st->queued_lines--;
        st->queued_bytes -= q->status == GK_LINE_OK ? q->len : 0;
        pthread_cond_broadcast(&st->queue_cond);
    }
    pthread_mutex_unlock(&st->queue_lock);
    return q;
}

int main(void)
{
    static engine_state st;
    queued_line *q;
    int go_on = 1;
    ct_rules_init(&st.rules);
    st.level = CT_LEVEL_MAX;
    pthread_mutex_init(&st.out_lock, NULL);
    pthread_mutex_init(&st.wait_lock, NULL);
    pthread_cond_init(&st.wait_cond, NULL);
    pthread_mutex_init(&st.queue_lock, NULL);
    pthread_cond_init(&st.queue_cond, NULL);
    atomic_init(&st.job_stop, 0);
    atomic_init(&st.stop_seq, 0);
    if (ct_engine_new(NULL, &st.engine) != CT_OK
        || ct_game_new(&st.rules, &st.game) != CT_OK) {
        fprintf(stderr, "cotoan-engine: out of memory\n");
        return 1;
    }
    if (pthread_create(&st.reader, NULL, reader_thread, &st) != 0) {
        fprintf(stderr, "cotoan-engine: cannot start the reader thread\n");
        return 1;
    }
    while (go_on && (q = next_line(&st)) != NULL) {
        st.seq = q->seq;
        if (q->status == GK_LINE_TOO_LONG) {
            char n[64];
            snprintf(n, sizeof n, "%zu bytes, at most %d; the line was ignored",
                     q->len, LINE_MAX_BYTES);
            error(&st, "line too long", n);
        } else if (q->status == GK_LINE_NUL) {
            error(&st, "line holds a NUL byte", "the line was ignored");
        } else if (q->status == GK_LINE_OK) {
            go_on = handle(&st, q->text, q->len);
        }
        free(q);
    }
    finish_search(&st, st.infinite);
    /* The reader has stopped: after "quit" and at the end of the input. */
    pthread_join(st.reader, NULL);
    while ((q = next_line(&st)) != NULL)
        free(q);
    ct_game_free(st.game);
    ct_engine_free(st.engine);
    return 0;
}
