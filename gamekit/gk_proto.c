/* The protocol loop of the engine programs (gk_proto.h). */
#define _POSIX_C_SOURCE 200809L
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
#include "gk_proto.h"

#include "gk_level.h"
#include "gk_search.h"

/* Lines read ahead while a command waits for the running job. */
#define QUEUE_MAX_LINES 256
#define QUEUE_MAX_BYTES (8u * 1024 * 1024)
/* Limits of "go". */
#define MOVETIME_MAX 2000000000u
#define NODES_MAX 1000000000000000ull
#define CLOCK_MAX 1000000000000ull

/* The search's stop flag is read with an atomic load (both engine.h): an
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

struct gk_proto {
    const gk_proto_ops *ops;
    gk_proto_app *app;      /* the program's state, passed to its callbacks */
    int32_t level;          /* the options the loop keeps */
    uint64_t seed;
    pthread_mutex_t out_lock;
    /* The running job (a search or a perft) in the worker thread. */
    pthread_t thread;
    int running;            /* a job runs (main thread only) */
    int job;                /* JOB_SEARCH or JOB_PERFT */
    int infinite;
    gk_proto_job *job_game; /* the job's copy of the game */
    gk_go go;               /* the search job's limits */
    int perft_depth;
    _Atomic int32_t job_stop; /* the job's stop flag */
    uint64_t seq;           /* the line the main thread runs */
    _Atomic uint64_t stop_seq; /* the last stop or quit the reader read */
    int stop_requested;     /* guarded by wait_lock */
    pthread_mutex_t wait_lock;
    pthread_cond_t wait_cond;
    /* The input queue, filled by the reader thread. */
    pthread_t reader;
    pthread_mutex_t queue_lock;
    pthread_cond_t queue_cond;
    queued_line *head, *tail;
    size_t queued_lines, queued_bytes;
    int input_done;         /* the reader has stopped (quit or end of input) */
};

void gk_proto_out(gk_proto *p, const char *fmt, ...)
{
    va_list ap;
    pthread_mutex_lock(&p->out_lock);
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
    fflush(stdout);
    pthread_mutex_unlock(&p->out_lock);
}

/* Every text that comes from the input (or quotes it) is escaped before
 * it is echoed: control characters and invalid UTF-8 become \xNN. */
void gk_proto_error(gk_proto *p, const char *what, const char *detail)
{
    char esc[256] = "";
    if (detail)
        gk_escape(esc, sizeof esc, detail, strlen(detail));
    gk_proto_out(p, "info string error: %s%s%s\n", what, *esc ? ": " : "", esc);
}

/* Report an error and return (-1, or nothing). */
#define ERRRET(...) do { gk_proto_error(__VA_ARGS__); return -1; } while (0)
#define ERRVOID(...) do { gk_proto_error(__VA_ARGS__); return; } while (0)

size_t gk_proto_info(char *buf, size_t size, const gk_info *in)
{
    static const char *const kind[] = {"cp", "win", "loss"};
    return (size_t)snprintf(buf, size,
                            "info depth %d seldepth %d score %s %d nodes %llu nps %llu "
                            "time %u pv",
                            in->depth, in->seldepth, kind[(unsigned)in->score_type % 3],
                            in->score, (unsigned long long)in->nodes,
                            (unsigned long long)in->nps,
                            (unsigned)in->time_ms);
}

const volatile int32_t *gk_proto_stop_flag(gk_proto *p)
{
    return (const volatile int32_t *)&p->job_stop;
}

void gk_proto_await_stop(gk_proto *p)
{
    if (!p->infinite)
        return;
    pthread_mutex_lock(&p->wait_lock);
    while (!p->stop_requested)
        pthread_cond_wait(&p->wait_cond, &p->wait_lock);
    pthread_mutex_unlock(&p->wait_lock);
}

/* Perft of depth `depth`, walked here down to leaf_depth so that the stop
 * flag is seen between two subtrees, every few milliseconds (a perft no
 * deeper than leaf_depth always completes).  Returns 0 (the count in
 * *count), 1 stopped, 2 the count does not fit in 64 bits, 3 out of
 * memory, 4 a callback failed otherwise. */
static int walk_rc(int cb)
{
    return cb == GK_PROTO_WALK_NO_MEMORY ? 3 : 4;
}

static int perft_walk(gk_proto *p, int depth, uint64_t *count)
{
    const gk_proto_ops *g = p->ops;
    uint64_t total = 0;
    int rc = 0, cb;
    if (depth <= g->perft_leaf_depth)
        return (cb = g->perft_count(p->job_game, depth, count)) == 0 ? 0 : walk_rc(cb);
    uint32_t *moves = malloc((size_t)g->perft_max_moves * sizeof *moves);
    if (!moves)
        return 3;
    int n = g->perft_moves(p->job_game, moves, g->perft_max_moves);
    if (n < 0)
        rc = walk_rc(n);
    else if (n > g->perft_max_moves)
        rc = 4;
    for (int i = 0; !rc && i < n; i++) {
        uint64_t c = 0;
        if (atomic_load_explicit(&p->job_stop, memory_order_relaxed)) {
            rc = 1;
            break;
        }
        if ((cb = g->perft_play(p->job_game, moves[i])) != 0) {
            rc = walk_rc(cb);
            break;
        }
        rc = perft_walk(p, depth - 1, &c);
        g->perft_undo(p->job_game);
        if (!rc && total + c < total)
            rc = 2;
        total += c;
    }
    free(moves);
    if (!rc)
        *count = total;
    return rc;
}

static void run_perft(gk_proto *p)
{
    static const char *const why[] = {"the count exceeds 2^64 - 1", "out of memory",
                                      "the game refused a step of the walk"};
    uint64_t count = 0;
    int d = p->perft_depth;
    int rc = perft_walk(p, d, &count);
    if (rc == 0)
        gk_proto_out(p, "perft %d %llu\n", d, (unsigned long long)count);
    else if (rc == 1)
        gk_proto_out(p, "info string perft %d stopped\n", d);
    else
        gk_proto_error(p, "perft", why[rc - 2]);
}

static void *worker_thread(void *arg)
{
    gk_proto *p = arg;
    if (p->job == JOB_PERFT)
        run_perft(p);
    else
        p->ops->search(p, p->job_game, &p->go);
    return NULL;
}

/* Stop the running job, if any (from the main or the reader thread).  The
 * flag belongs to this one job (it is cleared when the next one starts),
 * so a stop that comes too late is harmless. */
static void request_stop(gk_proto *p)
{
    atomic_store(&p->job_stop, 1);
    pthread_mutex_lock(&p->wait_lock);
    p->stop_requested = 1;
    pthread_cond_signal(&p->wait_cond);
    pthread_mutex_unlock(&p->wait_lock);
}

/* Free the job's game (and what the program added to it). */
static void end_job(gk_proto *p)
{
    p->ops->job_free(p->job_game);
    p->job_game = NULL;
}

/* Wait for the running job (stopping it first if asked to). */
static void finish_job(gk_proto *p, int stop)
{
    if (!p->running)
        return;
    if (stop)
        request_stop(p);
    pthread_join(p->thread, NULL);
    p->running = 0;
    end_job(p);
}

/* Start a job.  A stop or quit already read after this command stops the
 * job at once: the reader stores stop_seq before it stops the job, so
 * this check and the reader's request_stop() cannot both miss it. */
static int start_job(gk_proto *p, int job, int infinite)
{
    p->job = job;
    p->infinite = infinite;
    atomic_store(&p->job_stop, 0);
    pthread_mutex_lock(&p->wait_lock);
    p->stop_requested = 0;
    pthread_mutex_unlock(&p->wait_lock);
    if (atomic_load(&p->stop_seq) > p->seq)
        request_stop(p);
    if (pthread_create(&p->thread, NULL, worker_thread, p) != 0) {
        end_job(p);
        p->infinite = 0;
        ERRRET(p, job == JOB_PERFT ? "perft" : "go", "cannot start the worker thread");
    }
    p->running = 1;
    return 0;
}

int gk_proto_u64(const char *text, uint64_t max, uint64_t *out)
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
 * error (doc/cotoan/engine.md, "Limits"), and a go without a limit that bounds
 * the search (depth, movetime, nodes or a clock) searches one second. */
static int parse_go(gk_proto *p, char **tok, int n, gk_go *go)
{
    const int max_depth = p->ops->max_depth;
    uint64_t wtime = 0, btime = 0, winc = 0, binc = 0;
    int have_clock = 0, bounded = 0;
    char depth_msg[64];
    snprintf(depth_msg, sizeof depth_msg, "go: depth must be 1 to %d", max_depth);
    memset(go, 0, sizeof *go);
    for (int i = 1; i < n; i++) {
        uint64_t v;
        const char *key = tok[i];
        if (!strcmp(key, "infinite")) {
            go->infinite = 1;
            continue;
        }
        /* key, smallest and largest value, and what it is */
        const struct {
            const char *key, *alias, *what;
            uint64_t min, max;
        } keys[] = {
            {"depth", NULL, depth_msg, 1, (uint64_t)max_depth},
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
            ERRRET(p, "go: unknown parameter", key);
        if (i + 1 >= n)
            ERRRET(p, "go: missing value after", key);
        if (!gk_proto_u64(tok[i + 1], keys[k].max, &v) || v < keys[k].min)
            ERRRET(p, keys[k].what, tok[i + 1]);
        i++;
        switch (k) {
        case 0: go->depth = (int32_t)v, bounded = 1; break;
        case 1: go->movetime_ms = (int32_t)v, bounded = 1; break;
        case 2: go->nodes = v, bounded = 1; break;
        case 3: wtime = v, have_clock = 1; break;
        case 4: btime = v, have_clock = 1; break;
        case 5: winc = v; break;
        case 6: binc = v; break;
        default: break; /* movestogo: accepted and ignored */
        }
    }
    if (have_clock && !go->movetime_ms) {
        const int p1 = p->ops->p1_to_move(p->app);
        go->movetime_ms = (int32_t)gk_clock_budget_ms(p1 ? wtime : btime, p1 ? winc : binc,
                                                      MOVETIME_MAX);
        bounded = 1;
    }
    if (!bounded && !go->infinite)
        go->movetime_ms = 1000; /* a bare "go": one second */
    return 0;
}

/* The longest position text of "position fen". */
#define POSITION_TEXT_MAX 512

/* position startpos|fen TEXT [moves W...]: a new game replaces the
 * current one only when every word was right (the program's position()). */
static void cmd_position(gk_proto *p, char **tok, int n)
{
    const gk_proto_ops *ops = p->ops;
    char text[POSITION_TEXT_MAX] = "", what[64], why[512] = "";
    const char *fen = NULL;
    int i = 1;
    if (i < n && !strcmp(tok[i], "startpos")) {
        i++;
    } else if (i < n && !strcmp(tok[i], "fen")) {
        size_t len = 0;
        for (i++; i < n && strcmp(tok[i], "moves"); i++)
            len += (size_t)snprintf(text + len, len < sizeof text ? sizeof text - len : 0,
                                    "%s%s", len ? " " : "", tok[i]);
        snprintf(what, sizeof what, "position: bad %s", ops->fen_name);
        if (len >= sizeof text)
            ERRVOID(p, what, "too long");
        fen = text;
    } else {
        ERRVOID(p, "position: expected startpos or fen", i < n ? tok[i] : "");
    }
    if (i < n && strcmp(tok[i], "moves"))
        ERRVOID(p, "position: expected moves", tok[i]);
    if (i < n)
        i++;
    switch (ops->position(p->app, fen, tok + i, n - i, why, sizeof why)) {
    case GK_PROTO_POS_OK: break;
    case GK_PROTO_POS_NO_MEMORY: gk_proto_error(p, "position", "out of memory"); break;
    case GK_PROTO_POS_BAD_TEXT: gk_proto_error(p, what, why); break;
    default: gk_proto_error(p, "position", why); break;
    }
}

/* The job's copy of the game into p->job_game; -1 after the error. */
static int clone_game(gk_proto *p, const char *cmd)
{
    p->job_game = p->ops->job_new(p->app);
    if (!p->job_game)
        ERRRET(p, cmd, "out of memory");
    return 0;
}

static void cmd_go(gk_proto *p, char **tok, int n)
{
    gk_go go;
    if (parse_go(p, tok, n, &go) == 0 && clone_game(p, "go") == 0) {
        go.level = p->level;
        go.seed = p->seed;
        p->go = go;
        start_job(p, JOB_SEARCH, go.infinite);
    }
}

static void print_options(gk_proto *p)
{
    const gk_proto_ops *ops = p->ops;
    ops->options(p, p->app);
    gk_proto_out(p, "option name Level type spin default %d min %d max %d\n"
                    "option name Hash type spin default %u min 1 max %u\n"
                    "option name Seed type spin default 0 min 0 max 4294967295\n",
                 GK_LEVEL_FULL, GK_LEVEL_FULL, ops->level_max, (unsigned)ops->hash_default,
                 (unsigned)ops->hash_max);
}

/* setoption name NAME value VALUE (names are one word here). */
static void cmd_setoption(gk_proto *p, char **tok, int n)
{
    const gk_proto_ops *ops = p->ops;
    uint64_t v;
    if (n < 5 || strcmp(tok[1], "name") || strcmp(tok[3], "value")) {
        gk_proto_error(p, "setoption: expected 'setoption name NAME value VALUE'", NULL);
        return;
    }
    const char *name = tok[2], *val = tok[4];
    if (!strcasecmp(name, "Level")) {
        char what[64];
        snprintf(what, sizeof what, "setoption Level: expected %d (the full engine) to %d",
                 GK_LEVEL_FULL, ops->level_max);
        if (!gk_proto_u64(val, (uint64_t)ops->level_max, &v))
            gk_proto_error(p, what, val);
        else
            p->level = (int32_t)v;
    } else if (!strcasecmp(name, "Hash")) {
        char what[64];
        snprintf(what, sizeof what, "setoption Hash: expected 1 to %u (MiB)",
                 (unsigned)ops->hash_max);
        if (!gk_proto_u64(val, ops->hash_max, &v) || v < 1)
            gk_proto_error(p, what, val);
        else if (ops->set_hash(p->app, (uint32_t)v) != 0)
            gk_proto_error(p, "setoption Hash", "out of memory");
    } else if (!strcasecmp(name, "Seed")) {
        if (!gk_proto_u64(val, UINT32_MAX, &v))
            gk_proto_error(p, "setoption Seed: expected 0 to 4294967295", val);
        else
            p->seed = v;
    } else if (!ops->setoption(p, p->app, name, val)) {
        gk_proto_error(p, "setoption: unknown option", name);
    }
}

static void cmd_query(gk_proto *p, char **tok, int n)
{
    const gk_proto_ops *ops = p->ops;
    static const char *const result[] = {"none", "p1win", "p2win", "draw"};
    if (n < 2) {
        gk_proto_error(p, "query: expected gameover, p1turn or result", NULL);
    } else if (!strcmp(tok[1], "gameover")) {
        gk_proto_out(p, "response %s\n", ops->result(p->app) ? "true" : "false");
    } else if (!strcmp(tok[1], "p1turn")) {
        gk_proto_out(p, "response %s\n", ops->p1_to_move(p->app) ? "true" : "false");
    } else if (!strcmp(tok[1], "result")) {
        int r = ops->result(p->app);
        gk_proto_out(p, "response %s\n", result[r >= 0 && r <= 3 ? r : 0]);
    } else {
        gk_proto_error(p, "query: expected gameover, p1turn or result", tok[1]);
    }
}

/* perft N: in the worker thread, like a search; stop or quit end it. */
static void cmd_perft(gk_proto *p, char **tok, int n)
{
    uint64_t depth;
    if (n < 2 || !gk_proto_u64(tok[1], GK_PROTO_PERFT_MAX_DEPTH, &depth)) {
        gk_proto_error(p, "perft: expected a depth 0 to 64", n < 2 ? NULL : tok[1]);
    } else if (n > 2) {
        gk_proto_error(p, "perft: unexpected text after the depth", tok[2]);
    } else if (clone_game(p, "perft") == 0) {
        p->perft_depth = (int)depth;
        start_job(p, JOB_PERFT, 0);
    }
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
static int handle(gk_proto *p, char *line, size_t len)
{
    const gk_proto_ops *ops = p->ops;
    /* every word of the line (at most one per two bytes, plus one) */
    char **tok = malloc((len / 2 + 2) * sizeof *tok);
    int n = 0;
    if (!tok) {
        gk_proto_error(p, "out of memory", NULL);
        return 1;
    }
    char *save = NULL;
    for (char *s = strtok_r(line, " \t\r", &save); s; s = strtok_r(NULL, " \t\r", &save))
        tok[n++] = s;
    int go_on = 1;
    const char *c = n ? tok[0] : "";
    if (n == 0) {
        /* an empty line */
    } else if (!strcmp(c, "quit")) {
        finish_job(p, 1);
        go_on = 0;
    } else if (!strcmp(c, "stop")) {
        finish_job(p, 1);
    } else if (!strcmp(c, "isready")) {
        gk_proto_out(p, "readyok\n");
    } else {
        /* Every other command waits for a running job to end (it is
         * stopped first if it is an infinite search). */
        finish_job(p, p->infinite);
        if ((!strcmp(c, "ugi") && n > 1 && !strcmp(tok[1], "newgame"))
            || !strcmp(c, "ucinewgame")) {
            char why[512];
            ops->clear(p->app);
            if (ops->position(p->app, NULL, NULL, 0, why, sizeof why) != GK_PROTO_POS_OK)
                gk_proto_error(p, "newgame", "out of memory");
        } else if (!strcmp(c, "ugi") || !strcmp(c, "uci")) {
            gk_proto_out(p, "id name %s %s\nid author %s\n", ops->name, ops->version(),
                         ops->author);
            print_options(p);
            gk_proto_out(p, "%s\n", !strcmp(c, "uci") ? "uciok" : "ugiok");
        } else if (!strcmp(c, "position")) {
            cmd_position(p, tok, n);
        } else if (!strcmp(c, "go")) {
            cmd_go(p, tok, n);
        } else if (!strcmp(c, "setoption")) {
            cmd_setoption(p, tok, n);
        } else if (!strcmp(c, "query")) {
            cmd_query(p, tok, n);
        } else if (!strcmp(c, "d")) {
            ops->display(p, p->app);
        } else if (!strcmp(c, "perft")) {
            cmd_perft(p, tok, n);
        } else {
            gk_proto_error(p, "unknown command", c);
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
    gk_proto *p = arg;
    char *buf = malloc(GK_PROTO_LINE_MAX + 1);
    int done = !buf;
    uint64_t seq = 0;
    while (!done) {
        size_t len;
        int status = gk_read_line(stdin, buf, GK_PROTO_LINE_MAX + 1, &len);
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
            atomic_store(&p->stop_seq, seq);
            request_stop(p);
        }
        pthread_mutex_lock(&p->queue_lock);
        while (p->queued_lines >= QUEUE_MAX_LINES
               || (p->queued_lines && p->queued_bytes + keep > QUEUE_MAX_BYTES))
            pthread_cond_wait(&p->queue_cond, &p->queue_lock);
        if (p->tail)
            p->tail->next = q;
        else
            p->head = q;
        p->tail = q;
        p->queued_lines++;
        p->queued_bytes += keep;
        pthread_cond_broadcast(&p->queue_cond);
        pthread_mutex_unlock(&p->queue_lock);
    }
    free(buf);
    pthread_mutex_lock(&p->queue_lock);
    p->input_done = 1;
    pthread_cond_broadcast(&p->queue_cond);
    pthread_mutex_unlock(&p->queue_lock);
    return NULL;
}

/* The next queued line (NULL once the reader is done and the queue empty). */
static queued_line *next_line(gk_proto *p)
{
    queued_line *q;
    pthread_mutex_lock(&p->queue_lock);
    while (!p->head && !p->input_done)
        pthread_cond_wait(&p->queue_cond, &p->queue_lock);
    q = p->head;
    if (q) {
        p->head = q->next;
        if (!p->head)
            p->tail = NULL;
        p->queued_lines--;
        p->queued_bytes -= q->status == GK_LINE_OK ? q->len : 0;
        pthread_cond_broadcast(&p->queue_cond);
    }
    pthread_mutex_unlock(&p->queue_lock);
    return q;
}

int gk_proto_run(const gk_proto_ops *ops, gk_proto_app *app)
{
    gk_proto *p = calloc(1, sizeof *p);
    queued_line *q;
    int go_on = 1;
    if (!p) {
        fprintf(stderr, "%s: out of memory\n", ops->name);
        return 1;
    }
    p->ops = ops;
    p->app = app;
    p->level = GK_LEVEL_FULL;
    pthread_mutex_init(&p->out_lock, NULL);
    pthread_mutex_init(&p->wait_lock, NULL);
    pthread_cond_init(&p->wait_cond, NULL);
    pthread_mutex_init(&p->queue_lock, NULL);
    pthread_cond_init(&p->queue_cond, NULL);
    atomic_init(&p->job_stop, 0);
    atomic_init(&p->stop_seq, 0);
    if (pthread_create(&p->reader, NULL, reader_thread, p) != 0) {
        fprintf(stderr, "%s: cannot start the reader thread\n", ops->name);
        free(p);
        return 1;
    }
    while (go_on && (q = next_line(p)) != NULL) {
        p->seq = q->seq;
        if (q->status == GK_LINE_TOO_LONG) {
            char n[64];
            snprintf(n, sizeof n, "%zu bytes, at most %d; the line was ignored",
                     q->len, GK_PROTO_LINE_MAX);
            gk_proto_error(p, "line too long", n);
        } else if (q->status == GK_LINE_NUL) {
            gk_proto_error(p, "line holds a NUL byte", "the line was ignored");
        } else if (q->status == GK_LINE_OK) {
            go_on = handle(p, q->text, q->len);
        }
        free(q);
    }
    finish_job(p, p->infinite);
    /* The reader has stopped: after "quit" and at the end of the input. */
    pthread_join(p->reader, NULL);
    while ((q = next_line(p)) != NULL)
        free(q);
    pthread_mutex_destroy(&p->out_lock);
    pthread_mutex_destroy(&p->wait_lock);
    pthread_cond_destroy(&p->wait_cond);
    pthread_mutex_destroy(&p->queue_lock);
    pthread_cond_destroy(&p->queue_cond);
    free(p);
    return 0;
}
