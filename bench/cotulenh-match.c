/* cotulenh-match: play the Cờ tư lệnh engine against baseline players or
 * against itself.
 *
 *   cotulenh-match [--games N] [--movetime MS] [--level L] [--opponent WHO]
 *            [--mode total|battles|both] [--max-turns T] [--seed S]
 *            [--quiet]
 *
 * WHO is "random" (a uniformly random legal step, or the early end of a
 * session when allowed), "greedy" (the step that destroys the most points,
 * T52, else a random one), "careful" (one reply ahead: a step that wins
 * at once, else the most points minus the opponent's best points in
 * reply; a stand-in for a child who knows the rules) or "level:K" (the
 * engine at level K, same move time).  Without --opponent three matches
 * are played: against random, greedy and level 5.  Colours alternate game
 * by game; with --mode both
 * (the default) the modes alternate too, total war (T53) and battles
 * (T54).  A game not over after --max-turns turns (default 300) is
 * adjudicated by points (T55).  A win counts 1, a draw 1/2.  Prints every
 * game and the running score.  A benchmark, never a test: the targets
 * (doc/cotulenh/engine.md) are 100 % against random, >= 95 % against
 * greedy (100 games each, 100 ms a move) and >= 70 % for the full engine
 * against level 5.  L is the engine's level: 0 (the default), the full
 * engine, or 1 to 10.
 *
 *   cotulenh-match --ladder FROM-TO [--openings K] [--time MS]
 *            [--opening TURNS] [--mode ...] [--max-turns T]
 *            [--quiet]
 *
 * --ladder calibrates the levels (gamekit/gk_level.c): for each level L
 * from FROM to TO, level L plays level L - 1 from K openings (--opening
 * random turns each, default 2; K default 100; with --mode both the
 * openings alternate between the modes), each opening twice with the
 * colours swapped.  Every level searches its node budget for a move time
 * of --time ms (default 1000, the programs' and pages' default) with no
 * deadline, so the games are the same on any machine and under any load.
 * Prints each
 * pairing's score with its 95 % interval (1.96 standard errors of the
 * mean score of an opening's two games) and a table. */
#include <cotulenh/cotulenh.h>

#include "gk_level.h"
#include "match_stats.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef enum { OPP_RANDOM, OPP_GREEDY, OPP_CAREFUL, OPP_ENGINE } opp_kind;

typedef struct player {
    opp_kind kind;
    int level;
    tl_engine *eng;
    uint64_t nodes; /* > 0: this node budget and no deadline (--ladder) */
} player;

static uint64_t rng_next(uint64_t *s)
{
    uint64_t x = *s += 0x9E3779B97F4A7C15u;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9u;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBu;
    return x ^ (x >> 31);
}

/* The points a step scores for side minus those it scores for the other
 * side (T52); 0 for a step that destroys nothing. */
static int step_gain(tl_game *g, tl_move m, int side)
{
    const int k = TL_MOVE_KIND(m);
    if (k != TL_KIND_CAPTURE && k != TL_KIND_STAY && k != TL_KIND_SUICIDE)
        return 0;
    tl_move_info info;
    info.size = sizeof info;
    if (tl_game_move_info(g, m, &info) != TL_OK)
        return 0;
    return info.points[side] - info.points[!side];
}

/* The careful player's step among mv[0 .. n - 1], one reply ahead, as a
 * child who has learnt the rules might play: a step that wins at once,
 * else the one whose points minus the opponent's best points in reply
 * (none while the deploy session goes on) are the most, a random one
 * among equals; `pick` (a random step) when no step can be tried. */
static int careful_pick(tl_game *g, const tl_move *mv, int n, int pick, uint64_t *rng)
{
    const int side = tl_game_turn(g);
    tl_move reply[TL_MAX_MOVES];
    int best_value = -1000000, ties = 0;
    for (int i = 0; i < n; i++) {
        if (TL_MOVE_KIND(mv[i]) == TL_KIND_END)
            continue;
        int v = step_gain(g, mv[i], side);
        if (tl_game_play(g, mv[i]) != TL_OK)
            continue;
        const int res = tl_game_outcome(g, NULL);
        if (res != TL_ONGOING) {
            v = res == TL_DRAW ? 0 : (res == TL_RED_WINS) == (side == TL_RED) ? 100000 : -100000;
        } else if (tl_game_turn(g) != side) {
            int worst = 0;
            const int k = tl_game_legal_moves(g, reply, TL_MAX_MOVES);
            for (int j = 0; j < k; j++) {
                const int r = step_gain(g, reply[j], !side);
                worst = r > worst ? r : worst;
            }
            v -= worst;
        }
        tl_game_undo(g);
        if (v > best_value) {
            best_value = v;
            pick = i;
            ties = 1;
        } else if (v == best_value && rng_next(rng) % (uint64_t)++ties == 0) {
            pick = i;
        }
    }
    return pick;
}

/* One step (or the session's early end) of a baseline player (random,
 * greedy or careful); 0 at the end of the game. */
static int baseline_step(tl_game *g, opp_kind kind, uint64_t *rng)
{
    tl_move mv[TL_MAX_MOVES + 1];
    int n = tl_game_legal_moves(g, mv, TL_MAX_MOVES);
    tl_session s;
    s.size = sizeof s;
    if (tl_game_session(g, &s) == 1 && s.may_end)
        mv[n++] = TL_MOVE_END(s.origin);
    if (n <= 0)
        return 0;
    int pick = (int)(rng_next(rng) % (uint64_t)n);
    if (kind == OPP_CAREFUL) {
        pick = careful_pick(g, mv, n, pick, rng);
    } else if (kind == OPP_GREEDY) {
        int best = 0;
        const int side = tl_game_turn(g);
        for (int i = 0; i < n; i++) {
            const int gain = TL_MOVE_KIND(mv[i]) == TL_KIND_END ? 0 : step_gain(g, mv[i], side);
            if (gain > best) {
                best = gain;
                pick = i;
            }
        }
    }
    if (TL_MOVE_KIND(mv[pick]) == TL_KIND_END)
        return tl_game_end_deploy(g) == TL_OK;
    if (tl_game_is_legal(g, mv[pick]) != 1) {
        fprintf(stderr, "cotulenh-match: an illegal baseline step\n");
        exit(1);
    }
    return tl_game_play(g, mv[pick]) == TL_OK;
}

/* One whole turn of player p; 0 when it cannot move. */
static int play_turn(tl_game *g, player *p, int movetime, uint64_t seed,
                     uint64_t *rng)
{
    const int side = tl_game_turn(g);
    if (p->kind != OPP_ENGINE) {
        do {
            if (!baseline_step(g, p->kind, rng))
                return 0;
        } while (tl_game_outcome(g, NULL) == TL_ONGOING && tl_game_turn(g) == side);
        return 1;
    }
    tl_search_limits lim;
    tl_search_result r;
    tl_search_limits_init(&lim);
    lim.movetime_ms = p->nodes ? 0 : movetime;
    lim.nodes = p->nodes;
    lim.level = p->level;
    lim.seed = seed;
    r.size = sizeof r;
    if (tl_search(p->eng, g, &lim, &r) != TL_OK || r.turn_length + r.turn_ends_early == 0)
        return 0;
    for (int i = 0; i < r.turn_length; i++) {
        if (tl_game_is_legal(g, r.turn[i]) != 1) {
            fprintf(stderr, "cotulenh-match: the engine gave an illegal step\n");
            exit(1);
        }
        tl_game_play(g, r.turn[i]);
    }
    if (r.turn_ends_early && tl_game_end_deploy(g) != TL_OK) {
        fprintf(stderr, "cotulenh-match: the engine's early end is not allowed\n");
        exit(1);
    }
    return 1;
}

/* Plays one game; returns the result and the turns played in *turns. */
static int play_game(player *red, player *blue, int mode, int movetime,
                     int max_turns, uint64_t seed, int *turns, int32_t *term,
                     int opening)
{
    tl_rules rules;
    tl_rules_init(&rules);
    rules.mode = mode;
    tl_game *g;
    if (tl_game_new(&rules, &g) != TL_OK)
        exit(1);
    uint64_t rng = seed;
    player *pl[2] = {red, blue};
    for (int i = 0; i < 2; i++)
        if (pl[i]->eng)
            tl_engine_clear(pl[i]->eng);
    int t = 0;
    /* the opening: random turns */
    for (; t < opening && tl_game_outcome(g, NULL) == TL_ONGOING; t++) {
        player random_player = {OPP_RANDOM, 0, NULL, 0};
        if (!play_turn(g, &random_player, movetime, 0, &rng))
            break;
    }
    while (tl_game_outcome(g, NULL) == TL_ONGOING && t < max_turns) {
        if (!play_turn(g, pl[tl_game_turn(g)], movetime, seed * 1000 + (uint64_t)t, &rng))
            break;
        t++;
    }
    if (tl_game_outcome(g, NULL) == TL_ONGOING)
        tl_game_adjudicate(g);
    *turns = t;
    int r = tl_game_outcome(g, term);
    tl_game_free(g);
    return r;
}

static const char *mode_name(int m)
{
    return m == TL_MODE_BATTLES ? "battles" : "total";
}

static void match(player *eng, player *opp, const char *name, int games,
                  int movetime, int modes, int max_turns, uint64_t seed, int quiet)
{
    double score = 0;
    int wins = 0, draws = 0, losses = 0;
    printf("== level %d%s at %d ms a move against %s, %d games ==\n", eng->level,
           eng->level == TL_LEVEL_FULL ? " (the full engine)" : "", movetime, name, games);
    for (int i = 0; i < games; i++) {
        const int engine_red = i % 2 == 0;
        const int mode = modes == 2 ? (i / 2) % 2 : modes;
        int turns;
        int32_t term;
        const int r = play_game(engine_red ? eng : opp, engine_red ? opp : eng, mode,
                                movetime, max_turns, seed + (uint64_t)i, &turns, &term, 0);
        const int won = (r == TL_RED_WINS) == engine_red;
        if (r == TL_DRAW) {
            draws++;
            score += 0.5;
        } else if (won) {
            wins++;
            score += 1;
        } else {
            losses++;
        }
        if (!quiet)
            printf("game %3d: engine %s, %s, %3d turns, %s (%s); score %.1f/%d (%.0f %%)\n",
                   i + 1, engine_red ? "red " : "blue", mode_name(mode), turns,
                   r == TL_DRAW ? "draw" : won ? "engine wins" : "engine loses",
                   tl_termination_string(term), score, i + 1, 100.0 * score / (i + 1));
        fflush(stdout);
    }
    printf("result against %s: +%d =%d -%d, %.1f/%d = %.1f %%\n\n", name, wins, draws,
           losses, score, games, games ? 100.0 * score / games : 0.0);
}

static void usage(void)
{
    fprintf(stderr, "usage: cotulenh-match [--games N] [--movetime MS] [--level L] "
                    "[--opponent random|greedy|careful|level:K] [--mode total|battles|both] "
                    "[--max-turns T] [--seed S] [--quiet]\n"
                    "       cotulenh-match --ladder FROM-TO [--openings K] [--time MS] "
                    "[--opening TURNS] [--mode total|battles|both] "
                    "[--max-turns T] [--quiet]\n");
    exit(2);
}

/* --ladder: one pairing, level `level` against level - 1, from k openings
 * played twice; fills *t. */
static void ladder_pair(int level, int k, int time_ms, int modes, int max_turns, int opening,
                        int quiet, ladder_tally *t)
{
    player pl[2];
    for (int i = 0; i < 2; i++) {
        const int lv = level - i;
        pl[i] = (player){OPP_ENGINE, lv, NULL, 0};
        if (tl_engine_new(NULL, &pl[i].eng) != TL_OK)
            exit(1);
        pl[i].nodes = ladder_nodes(gk_levels_cotulenh, lv, time_ms);
    }
    long total_turns = 0;
    *t = (ladder_tally){0};
    const double c0 = ladder_cpu_s();
    for (int o = 0; o < k; o++) {
        const uint64_t seed = 0x1add0000u + (uint64_t)o;
        const int mode = modes == 2 ? o % 2 : modes;
        double pair = 0;
        for (int swap = 0; swap < 2; swap++) {
            int32_t term;
            int turns;
            const int r = play_game(swap ? &pl[1] : &pl[0], swap ? &pl[0] : &pl[1], mode, 0,
                                    max_turns, seed, &turns, &term, opening);
            const int upper_red = !swap;
            const double pts = r == TL_DRAW ? 0.5 : (r == TL_RED_WINS) == upper_red ? 1 : 0;
            ladder_game(t, pts);
            pair += pts;
            total_turns += turns;
            if (!quiet)
                printf("  opening %3d  level %d as %s, %s, %3d turns, %s (%s)\n", o + 1, level,
                       upper_red ? "red " : "blue", mode_name(mode), turns,
                       r == TL_DRAW ? "draw" : pts == 1 ? "wins" : "loses",
                       tl_termination_string(term));
        }
        ladder_opening(t, pair);
        fflush(stdout);
    }
    ladder_end(t);
    ladder_print(level, t, (double)total_turns / (2.0 * k), "turns", ladder_cpu_s() - c0);
    tl_engine_free(pl[0].eng);
    tl_engine_free(pl[1].eng);
}

static void ladder(int from, int to, int k, int time_ms, int modes, int max_turns,
                   int opening, int quiet)
{
    if (from < TL_LEVEL_MIN + 1 || to > TL_LEVEL_MAX || from > to || k < 1 || time_ms < 1)
        usage();
    ladder_tally t[TL_LEVEL_MAX + 1];
    for (int l = from; l <= to; l++)
        ladder_pair(l, k, time_ms, modes, max_turns, opening, quiet, &t[l]);
    ladder_table(gk_levels_cotulenh, from, to, time_ms, t);
}

int main(int argc, char **argv)
{
    int games = 100, movetime = 100, level = TL_LEVEL_FULL, modes = 2, max_turns = 300,
        quiet = 0;
    uint64_t seed = 1;
    const char *opponent = NULL;
    int lad_from = 0, lad_to = 0, openings = 100, time_ms = GK_LEVEL_REF_MS, opening = 2;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "--quiet")) {
            quiet = 1;
            continue;
        }
        if (!v)
            usage();
        i++;
        if (!strcmp(a, "--games"))
            games = atoi(v);
        else if (!strcmp(a, "--movetime"))
            movetime = atoi(v);
        else if (!strcmp(a, "--level"))
            level = atoi(v);
        else if (!strcmp(a, "--opponent"))
            opponent = v;
        else if (!strcmp(a, "--max-turns"))
            max_turns = atoi(v);
        else if (!strcmp(a, "--seed"))
            seed = strtoull(v, NULL, 10);
        else if (!strcmp(a, "--ladder")) {
            if (sscanf(v, "%d-%d", &lad_from, &lad_to) != 2)
                usage();
        } else if (!strcmp(a, "--openings"))
            openings = atoi(v);
        else if (!strcmp(a, "--time"))
            time_ms = atoi(v);
        else if (!strcmp(a, "--opening"))
            opening = atoi(v);
        else if (!strcmp(a, "--mode"))
            modes = !strcmp(v, "total") ? 0 : !strcmp(v, "battles") ? 1
                  : !strcmp(v, "both") ? 2 : -1;
        else
            usage();
    }
    if (games < 1 || movetime < 1 || level < TL_LEVEL_FULL || level > TL_LEVEL_MAX || modes < 0 || max_turns < 1)
        usage();
    if (lad_from) {
        if (opening < 0)
            usage();
        ladder(lad_from, lad_to, openings, time_ms, modes, max_turns, opening, quiet);
        return 0;
    }
    player eng = {OPP_ENGINE, level, NULL, 0};
    if (tl_engine_new(NULL, &eng.eng) != TL_OK)
        return 1;
    const char *list[3] = {"random", "greedy", "level:5"};
    int n = 3;
    if (opponent) {
        list[0] = opponent;
        n = 1;
    }
    for (int k = 0; k < n; k++) {
        player opp = {OPP_RANDOM, 0, NULL, 0};
        if (!strcmp(list[k], "greedy")) {
            opp.kind = OPP_GREEDY;
        } else if (!strcmp(list[k], "careful")) {
            opp.kind = OPP_CAREFUL;
        } else if (!strncmp(list[k], "level:", 6)) {
            opp.kind = OPP_ENGINE;
            opp.level = atoi(list[k] + 6);
            if (opp.level < TL_LEVEL_FULL || opp.level > TL_LEVEL_MAX)
                usage();
            if (tl_engine_new(NULL, &opp.eng) != TL_OK)
                return 1;
        } else if (strcmp(list[k], "random")) {
            usage();
        }
        match(&eng, &opp, list[k], games, movetime, modes, max_turns, seed, quiet);
        tl_engine_free(opp.eng);
    }
    tl_engine_free(eng.eng);
    return 0;
}
