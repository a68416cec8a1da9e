/* match_stats: the ladder statistics of the match benchmarks
 * (match_stats.h). */
#define _POSIX_C_SOURCE 200809L
#include "match_stats.h"

#include "gk_lang.h"

#include <math.h>
#include <stdio.h>
#include <time.h>

void ladder_game(ladder_tally *t, double pts)
{
    t->wdl[pts == 1 ? 0 : pts == 0.5 ? 1 : 2]++;
}

void ladder_opening(ladder_tally *t, double pair)
{
    t->sum += pair / 2;
    t->sum2 += pair / 2 * (pair / 2);
    t->openings++;
}

void ladder_end(ladder_tally *t)
{
    const int k = t->openings;
    const double mean = k ? t->sum / k : 0,
                 var = k > 1 ? (t->sum2 - k * mean * mean) / (k - 1) : 0;
    t->score = mean;
    t->half = k ? 1.96 * sqrt(var > 0 ? var : 0) / sqrt((double)k) : 0;
}

uint64_t ladder_nodes(const gk_level *table, int level, int time_ms)
{
    return gk_level_nodes(table, level, time_ms, 0);
}

double ladder_cpu_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

void ladder_print(int level, const ladder_tally *t, double per_game, const char *unit,
                  double cpu)
{
    printf("ladder: level %d (%s) vs level %d (%s): +%d =%d -%d, %.1f %% +- %.1f (95 %%), "
           "%d games, %.0f %s a game, %.0f s cpu\n", level, gk_level_name(level, GK_LANG_EN),
           level - 1, gk_level_name(level - 1, GK_LANG_EN), t->wdl[0], t->wdl[1], t->wdl[2],
           100 * t->score, 100 * t->half, 2 * t->openings, per_game, unit, cpu);
    fflush(stdout);
}

void ladder_table(const gk_level *table, int from, int to, int time_ms,
                  const ladder_tally *t)
{
    printf("\n| level | budget (nodes at %d ms) | against | games | +/=/- | score | 95 %% interval |\n"
           "|---|---|---|---|---|---|---|\n", time_ms);
    for (int l = from; l <= to; l++) {
        const ladder_tally *p = &t[l];
        printf("| %d %s | %llu | %d | %d | %d/%d/%d | %.1f %% | %.1f – %.1f %% |\n", l,
               gk_level_name(l, GK_LANG_EN),
               (unsigned long long)ladder_nodes(table, l, time_ms), l - 1, 2 * p->openings,
               p->wdl[0],
               p->wdl[1], p->wdl[2], 100 * p->score, 100 * fmax(p->score - p->half, 0),
               100 * fmin(p->score + p->half, 1));
    }
}
