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
 *   perft N                   "perft N COUNT"
 *   quit
 *
 * Moves are read in either notation (R20, R21) and written in coordinate
 * notation.  A malformed command or an illegal move gets
 * "info string error: ..." and the engine keeps running. */
#define _POSIX_C_SOURCE 200809L
#include <cotoan/cotoan.h>

#include <ctype.h>
#include <errno.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#define MAX_TOKENS 1200

typedef struct engine_state {
    ct_game *game;
    ct_engine *engine;
    ct_rules rules;
    int32_t level;
    uint64_t seed;
    pthread_mutex_t out_lock;
    /* The running search. */
    pthread_t thread;
    int searching;
    int infinite;
    int stop_requested;     /* guarded by wait_lock */
    pthread_mutex_t wait_lock;
    pthread_cond_t wait_cond;
    ct_game *search_game;
    ct_search_limits limits;
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

static void error(engine_state *st, const char *what, const char *detail)
{
    out(st, "info string error: %s%s%s\n", what, detail && *detail ? ": " : "",
        detail ? detail : "");
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

static void *search_thread(void *arg)
{
    engine_state *st = arg;
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
    return NULL;
}

/* Stop the running search (if any) and wait for its bestmove. */
static void finish_search(engine_state *st, int stop)
{
    if (!st->searching)
        return;
    if (stop) {
        ct_engine_stop(st->engine);
        pthread_mutex_lock(&st->wait_lock);
        st->stop_requested = 1;
        pthread_cond_signal(&st->wait_cond);
        pthread_mutex_unlock(&st->wait_lock);
    }
    pthread_join(st->thread, NULL);
    st->searching = 0;
    ct_game_free(st->search_game);
    st->search_game = NULL;
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

static void cmd_go(engine_state *st, char **tok, int n)
{
    ct_search_limits lim;
    uint64_t wtime = 0, btime = 0, winc = 0, binc = 0;
    int have_clock = 0, infinite = 0, any = 0;
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
        if (i + 1 >= n) {
            error(st, "go: missing value after", key);
            return;
        }
        if (!parse_u64(tok[i + 1], 1000000000000ull, &v)) {
            error(st, "go: not a number", tok[i + 1]);
            return;
        }
        i++;
        if (!strcmp(key, "depth")) {
            if (v < 1 || v > CT_MAX_DEPTH) {
                error(st, "go: depth must be 1 to 64", tok[i]);
                return;
            }
            lim.depth = (int32_t)v;
        } else if (!strcmp(key, "movetime")) {
            lim.movetime_ms = (int32_t)(v > 2000000000 ? 2000000000 : v);
        } else if (!strcmp(key, "nodes")) {
            lim.nodes = v;
        } else if (!strcmp(key, "wtime") || !strcmp(key, "p1time")) {
            wtime = v, have_clock = 1;
        } else if (!strcmp(key, "btime") || !strcmp(key, "p2time")) {
            btime = v, have_clock = 1;
        } else if (!strcmp(key, "winc") || !strcmp(key, "p1inc")) {
            winc = v;
        } else if (!strcmp(key, "binc") || !strcmp(key, "p2inc")) {
            binc = v;
        } else if (!strcmp(key, "movestogo")) {
            /* accepted and ignored */
        } else {
            error(st, "go: unknown parameter", key);
            return;
        }
        any = 1;
    }
    if (have_clock && !lim.movetime_ms) {
        int red = ct_game_turn(st->game) == CT_RED;
        uint64_t left = red ? wtime : btime, inc = red ? winc : binc;
        uint64_t t = left / 30 + inc * 3 / 4;
        if (t > left / 2)
            t = left / 2;
        lim.movetime_ms = (int32_t)(t < 1 ? 1 : t > 2000000000 ? 2000000000 : t);
    }
    if (!any && !infinite)
        lim.movetime_ms = 1000; /* a bare "go": one second */
    if (ct_game_clone(st->game, &st->search_game) != CT_OK) {
        error(st, "go", "out of memory");
        return;
    }
    lim.info = info_callback;
    lim.info_user = st;
    st->limits = lim;
    st->infinite = infinite;
    st->stop_requested = 0;
    if (pthread_create(&st->thread, NULL, search_thread, st) != 0) {
        ct_game_free(st->search_game);
        st->search_game = NULL;
        error(st, "go", "cannot start the search thread");
        return;
    }
    st->searching = 1;
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

static void cmd_perft(engine_state *st, char **tok, int n)
{
    uint64_t depth, count;
    if (n < 2 || !parse_u64(tok[1], 64, &depth))
        ERRRET(st, "perft: expected a depth 0 to 64", n < 2 ? NULL : tok[1]);
    ct_game_perft(st->game, (int32_t)depth, &count);
    out(st, "perft %d %llu\n", (int)depth, (unsigned long long)count);
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

/* Handle one line; returns 0 on quit. */
static int handle(engine_state *st, char *line)
{
    char *tok[MAX_TOKENS];
    int n = 0;
    for (char *s = strtok(line, " \t\r\n"); s && n < MAX_TOKENS;
         s = strtok(NULL, " \t\r\n"))
        tok[n++] = s;
    if (n == 0)
        return 1;
    const char *c = tok[0];
    if (!strcmp(c, "quit")) {
        finish_search(st, 1);
        return 0;
    }
    if (!strcmp(c, "stop")) {
        finish_search(st, 1);
        return 1;
    }
    if (!strcmp(c, "isready")) {
        out(st, "readyok\n");
        return 1;
    }
    /* Every other command waits for a running search to end (it is stopped
     * first if it is infinite). */
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
    return 1;
}

int main(void)
{
    static engine_state st;
    char line[16384];
    ct_rules_init(&st.rules);
    st.level = CT_LEVEL_MAX;
    pthread_mutex_init(&st.out_lock, NULL);
    pthread_mutex_init(&st.wait_lock, NULL);
    pthread_cond_init(&st.wait_cond, NULL);
    if (ct_engine_new(NULL, &st.engine) != CT_OK
        || ct_game_new(&st.rules, &st.game) != CT_OK) {
        fprintf(stderr, "cotoan-engine: out of memory\n");
        return 1;
    }
    while (fgets(line, sizeof line, stdin)) {
        size_t len = strlen(line);
        if (len == sizeof line - 1 && line[len - 1] != '\n') {
            int ch;
            while ((ch = getchar()) != EOF && ch != '\n')
                ;
            error(&st, "line too long", NULL);
            continue;
        }
        if (!handle(&st, line))
            break;
    }
    finish_search(&st, st.infinite);
    ct_game_free(st.game);
    ct_engine_free(st.engine);
    return 0;
}
