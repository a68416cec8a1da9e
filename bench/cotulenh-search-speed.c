/* cotulenh-search-speed: nodes per second of the Cờ tư lệnh engine on
 * middlegame positions.
 *
 *   cotulenh-search-speed [POSITIONS [MOVETIME_MS [PLIES]]]
 *                                    (defaults: 8, 500 and 30)
 *   cotulenh-search-speed --depth DEPTH [POSITIONS [PLIES]]
 *
 * The positions are reached from the standard start by playing PLIES
 * turns of level-4 engine moves (20,000 nodes each) with seeds 1, 2, ...;
 * each is then searched for MOVETIME_MS at full strength with a fresh
 * engine (16 MiB table).  Prints the depth, nodes and nodes/s of each
 * search and the total, by the wall clock (what the engine reports) and
 * per CPU second (fair on a loaded machine).  A benchmark, never a test;
 * the target (doc/cotulenh/engine.md) is 1,000,000 nodes/s on one core.
 *
 * With --depth, each position is searched to DEPTH instead (fresh engine)
 * in total war, then in battles mode, then after the first legal deploy
 * step of its list (an open session), and each line shows the nodes, the
 * score and the best turn: a change that must not alter the search (a
 * faster generator, a refactoring) leaves this output identical. */
#include <cotulenh/cotulenh.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static int reach(tl_game *g, tl_engine *eng, uint64_t seed, int turns)
{
    tl_search_limits lim;
    tl_search_result res;
    tl_search_limits_init(&lim);
    lim.level = 4;
    lim.nodes = 20000;
    for (int i = 0; i < turns; i++) {
        res.size = sizeof res;
        lim.seed = seed * 1000 + (uint64_t)i;
        if (tl_search(eng, g, &lim, &res) != TL_OK || res.turn_length + res.turn_ends_early == 0)
            return 0;
        for (int k = 0; k < res.turn_length; k++)
            tl_game_play(g, res.turn[k]);
        if (res.turn_ends_early)
            tl_game_end_deploy(g);
        if (tl_game_outcome(g, NULL) != TL_ONGOING)
            return 0;
    }
    return 1;
}

/* The next position: from the start, PLIES turns of reach() with the
 * next seed (*seed, then advanced) that gets there without the game
 * ending; NULL when the seeds (below 1000) run out or on an error. */
static tl_game *next_position(uint64_t *seed, int turns)
{
    for (; *seed < 1000; (*seed)++) {
        tl_game *g;
        tl_engine *eng;
        if (tl_game_new(NULL, &g) != TL_OK)
            return NULL;
        if (tl_engine_new(NULL, &eng) != TL_OK) {
            tl_game_free(g);
            return NULL;
        }
        const int ok = reach(g, eng, *seed, turns);
        tl_engine_free(eng);
        if (ok) {
            (*seed)++;
            return g;
        }
        tl_game_free(g);
    }
    return NULL;
}

/* One search of g to depth (0: none) or for movetime ms (0: none) with a
 * fresh engine: TL_OK and res, its CPU time added to *cpu. */
static int timed_search(tl_game *g, int depth, int movetime, tl_search_result *res, double *cpu)
{
    tl_engine *eng;
    if (tl_engine_new(NULL, &eng) != TL_OK)
        return TL_ERR_NO_MEMORY;
    tl_search_limits lim;
    tl_search_limits_init(&lim);
    lim.depth = depth;
    lim.movetime_ms = movetime;
    res->size = sizeof *res;
    clock_t c0 = clock();
    const int st = tl_search(eng, g, &lim, res);
    *cpu += (double)(clock() - c0) / CLOCKS_PER_SEC;
    tl_engine_free(eng);
    return st;
}

/* One fixed-depth search of g with a fresh engine: prints tag, FEN,
 * nodes, score and the best turn; adds its nodes and CPU time.  Never
 * inlined, so that callgrind can count these searches alone
 * (--collect-atstart=no --toggle-collect=fixed_depth). */
__attribute__((noinline)) static int fixed_depth(const char *tag, tl_game *g, int depth, uint64_t *nodes, double *cpu)
{
    tl_search_result res;
    char fen[TL_FEN_MAX], turn[512];
    tl_game_fen(g, fen, sizeof fen);
    if (timed_search(g, depth, 0, &res, cpu) != TL_OK)
        return 0;
    if (tl_turn_text(g, res.turn, res.turn_length, res.turn_ends_early, 0, turn, sizeof turn) < 0)
        turn[0] = 0;
    uint32_t pvsum = 0; /* a checksum of the principal variation */
    for (int i = 0; i < res.pv_length; i++)
        pvsum = pvsum * 31u + res.pv[i];
    printf("%-8s %-80s depth %2d nodes %9llu score %d/%d pv %2d/%08x best %s\n", tag, fen,
           res.depth, (unsigned long long)res.nodes, (int)res.score_type, (int)res.score,
           (int)res.pv_length, (unsigned)pvsum, turn);
    fflush(stdout);
    *nodes += res.nodes;
    return 1;
}

static int depth_main(int depth, int npos, int turns)
{
    uint64_t nodes = 0;
    double cpu = 0;
    int done = 0;
    uint64_t seed = 1;
    tl_game *g;
    while (done < npos && (g = next_position(&seed, turns)) != NULL) {
        tl_rules r;
        tl_rules_init(&r);
        if (!fixed_depth("total", g, depth, &nodes, &cpu))
            return 1;
        r.mode = TL_MODE_BATTLES;
        if (tl_game_set_rules(g, &r) != TL_OK || !fixed_depth("battles", g, depth, &nodes, &cpu))
            return 1;
        r.mode = TL_MODE_TOTAL;
        tl_game_set_rules(g, &r);
        tl_move mv[TL_MAX_MOVES];
        const int n = tl_game_legal_moves(g, mv, TL_MAX_MOVES);
        for (int i = 0; i < n; i++)
            if (TL_MOVE_IS_DEPLOY(mv[i])) {
                if (tl_game_play(g, mv[i]) != TL_OK ||
                    !fixed_depth("deploy", g, depth, &nodes, &cpu))
                    return 1;
                break;
            }
        done++;
        tl_game_free(g);
    }
    printf("total: %d positions, %llu nodes, %.0f nodes per CPU second\n", done,
           (unsigned long long)nodes, (double)nodes / (cpu > 0 ? cpu : 1e-9));
    return 0;
}

int main(int argc, char **argv)
{
    if (argc > 2 && !strcmp(argv[1], "--depth")) {
        const int depth = atoi(argv[2]);
        const int npos = argc > 3 ? atoi(argv[3]) : 8;
        const int turns = argc > 4 ? atoi(argv[4]) : 30;
        if (depth < 1 || npos < 1 || turns < 0) {
            fprintf(stderr, "usage: cotulenh-search-speed --depth DEPTH [POSITIONS [PLIES]]\n");
            return 2;
        }
        return depth_main(depth, npos, turns);
    }
    const int npos = argc > 1 ? atoi(argv[1]) : 8;
    const int movetime = argc > 2 ? atoi(argv[2]) : 500;
    const int turns = argc > 3 ? atoi(argv[3]) : 30;
    if (npos < 1 || movetime < 1 || turns < 0) {
        fprintf(stderr, "usage: cotulenh-search-speed [POSITIONS [MOVETIME_MS [PLIES]]]\n");
        return 2;
    }
    uint64_t nodes = 0, ms = 0;
    double cpu_total = 0;
    int done = 0;
    uint64_t seed = 1;
    tl_game *g;
    while (done < npos && (g = next_position(&seed, turns)) != NULL) {
        tl_search_result res;
        char fen[TL_FEN_MAX];
        tl_game_fen(g, fen, sizeof fen);
        double cpu = 0;
        if (timed_search(g, 0, movetime, &res, &cpu) != TL_OK)
            return 1;
        printf("%-80s depth %2d nodes %9llu nps %8llu cpu-nps %8.0f\n", fen, res.depth,
               (unsigned long long)res.nodes, (unsigned long long)res.nps,
               (double)res.nodes / (cpu > 0 ? cpu : 1e-9));
        fflush(stdout);
        nodes += res.nodes;
        ms += res.time_ms;
        cpu_total += cpu;
        done++;
        tl_game_free(g);
    }
    printf("total: %d positions, %llu nodes in %llu ms, %.0f nodes/s (%.0f nodes per CPU "
           "second)\n",
           done, (unsigned long long)nodes, (unsigned long long)ms,
           ms ? (double)nodes * 1000.0 / (double)ms : 0.0,
           (double)nodes / (cpu_total > 0 ? cpu_total : 1e-9));
    return 0;
}
