/* match: play the engine against baseline players or against itself.
 *
 *   match [--games N] [--movetime MS] [--level L] [--opponent WHO]
 *         [--opening PLIES] [--mover front|back] [--quiet]
 *   match --ladder FROM-TO [--openings K] [--time MS]
 *         [--opening PLIES] [--mover front|back] [--quiet]
 *
 * --ladder calibrates the levels (gamekit/gk_level.c): for each level L
 * from FROM to TO, level L plays level L - 1 from K random openings
 * (--opening plies each, default 4; K default 100), each opening twice
 * with the colours swapped.  Every level searches its node budget for a
 * move time of --time ms (default 1000, the programs' and pages' default)
 * with no deadline, so the games are the same on any machine and under
 * any load.
 * Prints each pairing's score with its 95 % interval (1.96 standard
 * errors of the mean score of an opening's two games) and a table.
 *
 * WHO is "random" (a uniformly random legal move), "greedy" (the most
 * valuable capture available, the 0 counting highest, else a random move),
 * "careful" (one reply ahead: a move that wins at once, else the largest
 * capture minus the opponent's best capture in reply; a stand-in for a
 * child who knows the rules) or "level:K" (the engine at level K, same
 * move time).  Without
 * --opponent, three short matches are played: against random, greedy and
 * level 5.  Games come in pairs from the same random opening (--opening
 * plies, default 2) with the colours swapped.  A win counts 1, a draw 1/2.
 * Prints every game and the running score.  A benchmark, never a test:
 * the targets (doc/cotoan/engine.md) are 100 % against random and >= 95 % against
 * greedy over 100 games at the default level with <= 100 ms a move, and
 * >= 70 % for the full engine against level 5.  L is the engine's level:
 * 0 (the default), the full engine, or 1 to 10.
 *
 * After each match it prints the wall time of every engine move (both
 * engines when the opponent is one): median, 99th percentile and maximum,
 * and how many moves took longer than the move time + 20 ms (the target:
 * none, doc/cotoan/engine.md). */
#define _POSIX_C_SOURCE 200809L
#include <cotoan/cotoan.h>

#include "gk_level.h"
#include "match_stats.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* Wall and CPU times of the engine moves of one match, in microseconds
 * (on a busy machine the wall time also counts the time the thread waited
 * for a core; the CPU time does not). */
typedef struct move_times {
    int64_t *wall, *cpu;
    size_t n, cap;
} move_times;

static int64_t now_us(clockid_t clock)
{
    struct timespec ts;
    clock_gettime(clock, &ts);
    return (int64_t)ts.tv_sec * 1000000 + ts.tv_nsec / 1000;
}

static void add_time(move_times *t, int64_t wall, int64_t cpu)
{
    if (t->n == t->cap) {
        size_t cap = t->cap ? 2 * t->cap : 1024;
        int64_t *w = realloc(t->wall, cap * sizeof *w);
        if (w)
            t->wall = w;
        int64_t *c = realloc(t->cpu, cap * sizeof *c);
        if (!w || !c)
            exit(1);
        t->cpu = c;
        t->cap = cap;
    }
    t->wall[t->n] = wall;
    t->cpu[t->n++] = cpu;
}

static int cmp_i64(const void *a, const void *b)
{
    int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
    return x < y ? -1 : x > y;
}

static void print_dist(const char *what, int64_t *us, size_t n, int movetime)
{
    qsort(us, n, sizeof *us, cmp_i64);
    size_t over = 0;
    for (size_t i = 0; i < n; i++)
        over += us[i] > (int64_t)(movetime + 20) * 1000;
    size_t p99 = (n * 99 + 99) / 100 - 1; /* nearest rank */
    printf("time per move (%s): %zu engine moves at %d ms: median %.1f ms, "
           "99th percentile %.1f ms, max %.1f ms; %zu over %d ms\n", what, n,
           movetime, us[(n - 1) / 2] / 1000.0, us[p99] / 1000.0,
           us[n - 1] / 1000.0, over, movetime + 20);
}

static void print_times(move_times *t, int movetime)
{
    if (!t->n)
        return;
    print_dist("wall", t->wall, t->n, movetime);
    print_dist("cpu", t->cpu, t->n, movetime);
    printf("\n");
}

typedef struct player {
    int kind; /* 0 engine, 1 random, 2 greedy, 3 careful */
    int level;
    uint64_t nodes; /* > 0: this node budget and no deadline (--ladder) */
    ct_engine *engine;
    char name[32];
} player;

typedef struct config {
    int games, movetime, level, opening, mover, quiet;
} config;

static uint64_t next_random(uint64_t *state)
{
    uint64_t z = (*state += 0x9E3779B97F4A7C15u);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
    return z ^ (z >> 31);
}

static ct_move random_move(ct_game *g, uint64_t *rng)
{
    ct_move list[CT_MAX_MOVES];
    int n = ct_game_legal_moves(g, list, CT_MAX_MOVES);
    return n > 0 ? list[next_random(rng) % (uint64_t)n] : CT_MOVE_NONE;
}

/* The value of a move's capture for the greedy and careful players (the 0
 * highest), 0 for a slide. */
static int capture_value(ct_game *g, ct_move m)
{
    ct_move_info mi;
    mi.size = sizeof mi;
    if (ct_game_move_info(g, m, &mi) != CT_OK || !mi.is_capture)
        return 0;
    return mi.captured_value == 0 ? 10 : mi.captured_value;
}

static ct_move greedy_move(ct_game *g, uint64_t *rng)
{
    ct_move list[CT_MAX_MOVES], best = CT_MOVE_NONE;
    int n = ct_game_legal_moves(g, list, CT_MAX_MOVES), best_value = 0;
    for (int i = 0; i < n; i++) {
        const int v = capture_value(g, list[i]); /* >= 1 for a capture */
        if (v > best_value) {
            best_value = v;
            best = list[i];
        }
    }
    return best != CT_MOVE_NONE ? best : random_move(g, rng);
}

/* A player who looks one reply ahead, as a child who has learnt the
 * rules might: a move that wins at once, else the move whose capture
 * minus the opponent's best capture in reply is the largest (a random one
 * among equals). */
static ct_move careful_move(ct_game *g, uint64_t *rng)
{
    ct_move list[CT_MAX_MOVES], reply[CT_MAX_MOVES], best = CT_MOVE_NONE;
    const int n = ct_game_legal_moves(g, list, CT_MAX_MOVES), side = ct_game_turn(g);
    int best_value = -1000, ties = 0;
    for (int i = 0; i < n; i++) {
        int v = capture_value(g, list[i]);
        if (ct_game_play(g, list[i]) != CT_OK)
            continue;
        const int res = ct_game_outcome(g, NULL);
        if (res != CT_ONGOING) {
            v = res == (side == CT_RED ? CT_RED_WINS : CT_BLUE_WINS) ? 1000 : res == CT_DRAW ? 0 : -1000;
        } else {
            int worst = 0;
            const int k = ct_game_legal_moves(g, reply, CT_MAX_MOVES);
            for (int j = 0; j < k; j++) {
                const int r = capture_value(g, reply[j]);
                worst = r > worst ? r : worst;
            }
            v -= worst;
        }
        ct_game_undo(g);
        if (v > best_value) {
            best_value = v;
            best = list[i];
            ties = 1;
        } else if (v == best_value && next_random(rng) % (uint64_t)++ties == 0) {
            best = list[i];
        }
    }
    return best;
}

static ct_move choose(player *p, ct_game *g, const config *c, uint64_t *rng,
                      uint64_t seed, move_times *times)
{
    if (p->kind == 1)
        return random_move(g, rng);
    if (p->kind == 2)
        return greedy_move(g, rng);
    if (p->kind == 3)
        return careful_move(g, rng);
    ct_search_limits lim;
    ct_search_result res;
    ct_search_limits_init(&lim);
    lim.movetime_ms = p->nodes ? 0 : c->movetime;
    lim.nodes = p->nodes;
    lim.level = p->level;
    lim.seed = seed;
    res.size = sizeof res;
    int64_t w0 = now_us(CLOCK_MONOTONIC), c0 = now_us(CLOCK_THREAD_CPUTIME_ID);
    int rc = ct_search(p->engine, g, &lim, &res);
    add_time(times, now_us(CLOCK_MONOTONIC) - w0,
             now_us(CLOCK_THREAD_CPUTIME_ID) - c0);
    return rc == CT_OK ? res.best : CT_MOVE_NONE;
}

/* One game; returns the result (ct_result). */
static int play_game(player *red, player *blue, const config *c, uint64_t seed,
                     int32_t *term, int *plies, move_times *times)
{
    ct_rules rules;
    ct_game *g;
    uint64_t rng = seed;
    ct_rules_init(&rules);
    rules.mover = c->mover;
    if (ct_game_new(&rules, &g) != CT_OK)
        exit(1);
    for (int i = 0; i < c->opening && ct_game_outcome(g, NULL) == CT_ONGOING; i++)
        ct_game_play(g, random_move(g, &rng));
    if (red->engine)
        ct_engine_clear(red->engine);
    if (blue->engine)
        ct_engine_clear(blue->engine);
    while (ct_game_outcome(g, NULL) == CT_ONGOING) {
        player *p = ct_game_turn(g) == CT_RED ? red : blue;
        ct_move m = choose(p, g, c, &rng, seed + (uint64_t)ct_game_ply(g), times);
        if (ct_game_play(g, m) != CT_OK) {
            fprintf(stderr, "match: %s played an illegal move\n", p->name);
            exit(1);
        }
    }
    int res = ct_game_outcome(g, term);
    *plies = ct_game_ply(g);
    ct_game_free(g);
    return res;
}

static int make_player(player *p, const char *who, int level)
{
    memset(p, 0, sizeof *p);
    if (!strcmp(who, "random")) {
        p->kind = 1;
    } else if (!strcmp(who, "greedy")) {
        p->kind = 2;
    } else if (!strcmp(who, "careful")) {
        p->kind = 3;
    } else {
        if (!strncmp(who, "level:", 6))
            level = atoi(who + 6);
        else if (strcmp(who, "engine"))
            return 0;
        if (level < CT_LEVEL_FULL || level > CT_LEVEL_MAX)
            return 0;
        p->level = level;
        if (ct_engine_new(NULL, &p->engine) != CT_OK)
            return 0;
        if (level == CT_LEVEL_FULL)
            snprintf(p->name, sizeof p->name, "full engine");
        else
            snprintf(p->name, sizeof p->name, "level %d", level);
        return 1;
    }
    snprintf(p->name, sizeof p->name, "%s", who);
    return 1;
}

/* A match of c->games games; returns the engine's percentage. */
static double run_match(const config *c, const char *opponent)
{
    player eng, opp;
    if (!make_player(&eng, "engine", c->level) || !make_player(&opp, opponent, c->level)) {
        fprintf(stderr, "match: bad opponent '%s'\n", opponent);
        exit(2);
    }
    double points = 0;
    int wins = 0, draws = 0, losses = 0;
    move_times times = {0};
    printf("match: %s vs %s, %d games, %d ms a move, mover %s\n", eng.name,
           opp.name, c->games, c->movetime, c->mover ? "back" : "front");
    for (int i = 0; i < c->games; i++) {
        int eng_red = i % 2 == 0;
        int32_t term;
        int plies;
        uint64_t seed = 0x5eed0000u + (uint64_t)(i / 2);
        int res = play_game(eng_red ? &eng : &opp, eng_red ? &opp : &eng, c,
                            seed, &term, &plies, &times);
        int won = res == (eng_red ? CT_RED_WINS : CT_BLUE_WINS);
        if (res == CT_DRAW) {
            points += 0.5;
            draws++;
        } else if (won) {
            points += 1;
            wins++;
        } else {
            losses++;
        }
        if (!c->quiet)
            printf("  game %3d/%d  %s as %-4s  %-7s  %-16s %3d plies   "
                   "score %.1f/%d\n", i + 1, c->games, eng.name,
                   eng_red ? "Red" : "Blue", ct_result_string(res),
                   ct_termination_string(term), plies, points, i + 1);
        fflush(stdout);
    }
    double pct = c->games ? 100.0 * points / c->games : 0;
    printf("result: %s vs %s: +%d =%d -%d, %.1f/%d = %.1f %%\n", eng.name,
           opp.name, wins, draws, losses, points, c->games, pct);
    print_times(&times, c->movetime);
    free(times.wall);
    free(times.cpu);
    ct_engine_free(eng.engine);
    ct_engine_free(opp.engine);
    return pct;
}

/* --ladder: one pairing, level `level` against level - 1, from k openings
 * played twice; fills *t. */
static void ladder_pair(config *c, int level, int k, int time_ms, ladder_tally *t)
{
    player pl[2];
    for (int i = 0; i < 2; i++) {
        const int lv = level - i;
        if (!make_player(&pl[i], "engine", lv))
            exit(1);
        pl[i].nodes = ladder_nodes(gk_levels_cotoan, lv, time_ms);
    }
    move_times times = {0};
    long total_plies = 0;
    *t = (ladder_tally){0};
    const double c0 = ladder_cpu_s();
    for (int o = 0; o < k; o++) {
        const uint64_t seed = 0x1adde0000u + (uint64_t)o;
        double pair = 0;
        for (int swap = 0; swap < 2; swap++) {
            int32_t term;
            int n;
            player *red = swap ? &pl[1] : &pl[0], *blue = swap ? &pl[0] : &pl[1];
            const int res = play_game(red, blue, c, seed, &term, &n, &times);
            const int upper_red = !swap;
            double pts = res == CT_DRAW ? 0.5
                       : res == (upper_red ? CT_RED_WINS : CT_BLUE_WINS) ? 1 : 0;
            ladder_game(t, pts);
            pair += pts;
            total_plies += n;
            if (!c->quiet)
                printf("  opening %3d  level %d as %-4s  %-7s  %-16s %3d plies\n", o + 1,
                       level, upper_red ? "Red" : "Blue", ct_result_string(res),
                       ct_termination_string(term), n);
        }
        ladder_opening(t, pair);
        fflush(stdout);
    }
    ladder_end(t);
    ladder_print(level, t, (double)total_plies / (2.0 * k), "plies", ladder_cpu_s() - c0);
    free(times.wall);
    free(times.cpu);
    ct_engine_free(pl[0].engine);
    ct_engine_free(pl[1].engine);
}

static int ladder(config *c, int from, int to, int k, int time_ms)
{
    if (from < CT_LEVEL_MIN + 1 || to > CT_LEVEL_MAX || from > to || k < 1 || time_ms < 1)
        return 2;
    ladder_tally t[CT_LEVEL_MAX + 1];
    for (int l = from; l <= to; l++)
        ladder_pair(c, l, k, time_ms, &t[l]);
    ladder_table(gk_levels_cotoan, from, to, time_ms, t);
    return 0;
}

int main(int argc, char **argv)
{
    config c = {4, 50, CT_LEVEL_FULL, 2, CT_MOVER_FRONT, 0};
    const char *opponent = NULL;
    int lad_from = 0, lad_to = 0, openings = 100, time_ms = GK_LEVEL_REF_MS, opening_set = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "--quiet")) {
            c.quiet = 1;
            continue;
        }
        if (!v)
            goto usage;
        i++;
        if (!strcmp(a, "--games"))
            c.games = atoi(v);
        else if (!strcmp(a, "--movetime"))
            c.movetime = atoi(v);
        else if (!strcmp(a, "--level"))
            c.level = atoi(v);
        else if (!strcmp(a, "--opening"))
            c.opening = atoi(v), opening_set = 1;
        else if (!strcmp(a, "--ladder")) {
            if (sscanf(v, "%d-%d", &lad_from, &lad_to) != 2)
                goto usage;
        } else if (!strcmp(a, "--openings"))
            openings = atoi(v);
        else if (!strcmp(a, "--time"))
            time_ms = atoi(v);
        else if (!strcmp(a, "--opponent"))
            opponent = v;
        else if (!strcmp(a, "--mover") && (!strcmp(v, "front") || !strcmp(v, "back")))
            c.mover = !strcmp(v, "back");
        else
            goto usage;
    }
    if (c.games < 1 || c.movetime < 1 || c.opening < 0 || c.level < CT_LEVEL_FULL || c.level > CT_LEVEL_MAX)
        goto usage;
    if (lad_from) {
        if (!opening_set)
            c.opening = 4;
        if (ladder(&c, lad_from, lad_to, openings, time_ms))
            goto usage;
    } else if (opponent) {
        run_match(&c, opponent);
    } else {
        run_match(&c, "random");
        run_match(&c, "greedy");
        run_match(&c, "level:5");
    }
    return 0;
usage:
    fprintf(stderr,
            "usage: match [--games N] [--movetime MS] [--level L]\n"
            "             [--opponent random|greedy|careful|level:K] [--opening PLIES]\n"
            "             [--mover front|back] [--quiet]\n"
            "       match --ladder FROM-TO [--openings K] [--time MS]\n"
            "             [--opening PLIES] [--mover front|back] [--quiet]\n"
            "Defaults: 4 games against each of random, greedy and level:5,\n"
            "50 ms a move, the full engine (level 0), 2 random opening plies, mover front.\n"
            "For the documented figures: --games 100 --movetime 100\n");
    return 2;
}
