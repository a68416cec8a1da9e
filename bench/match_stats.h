/* match_stats: the ladder statistics both match benchmarks share
 * (bench/cotoan-match.c and bench/cotulenh-match.c, --ladder): each
 * pairing's tally of the upper level's games, its mean score with the 95 %
 * interval over opening pairs, the pairing's line and the closing table. */
#ifndef MATCH_STATS_H
#define MATCH_STATS_H

#include "gk_level.h"

#include <stdint.h>

/* One pairing: level L against level L - 1, each opening played twice
 * with the colours swapped. */
typedef struct ladder_tally {
    int wdl[3];        /* the upper level's wins, draws, losses */
    int openings;      /* openings (pairs of games) counted */
    double sum, sum2;  /* sums of each opening's mean score and its square */
    double score;      /* the mean score of the upper level (0 .. 1), after ladder_end */
    double half;       /* its 95 % half-interval, after ladder_end */
} ladder_tally;

/* Counts one game's points (1, 1/2, 0) for the upper level. */
void ladder_game(ladder_tally *t, double pts);
/* Counts one opening: pair is the upper level's points over its two games. */
void ladder_opening(ladder_tally *t, double pair);
/* The score and its interval: 1.96 standard errors of the mean score of
 * an opening's two games (the two games of an opening are not
 * independent). */
void ladder_end(ladder_tally *t);

/* The node budget a level searches in the ladder: its table's budget for
 * time_ms. */
uint64_t ladder_nodes(const gk_level *table, int level, int time_ms);

/* The process's CPU time in seconds. */
double ladder_cpu_s(void);

/* The pairing's line: "ladder: level L (name) vs level L-1 (name): ...",
 * with per_game `unit` ("plies", "turns") a game and cpu seconds. */
void ladder_print(int level, const ladder_tally *t, double per_game, const char *unit,
                  double cpu);

/* The closing table of the pairings from .. to (t indexed by level). */
void ladder_table(const gk_level *table, int from, int to, int time_ms,
                  const ladder_tally *t);

#endif
