/* The engines' levels, one table for both games: each level's names
 * (Vietnamese and English), the default level, and what a level limits
 * (doc/cotoan/engine.md and doc/cotulenh/engine.md, "Levels"; the match
 * table that calibrates them: doc/cotoan/performance.md,
 * doc/cotulenh/performance.md).
 *
 * A level (GK_LEVEL_MIN .. GK_LEVEL_MAX) is a node budget per second of
 * the search's move time and an evaluation noise: with a move time of t ms
 * the search looks at nodes_per_s * t / 1000 nodes at most
 * (GK_LEVEL_REF_MS, one second, when no move time is given), so the budget
 * is the same on every machine and the move time matters at every level.
 * The move time stays a deadline too: on a machine too slow for the
 * budget, the deadline ends the search first.  GK_LEVEL_FULL is no level:
 * the full engine, no budget, no noise, only the caller's limits (the
 * default of the search limits, for analysis). */
#ifndef GK_LEVEL_H
#define GK_LEVEL_H

#include <stdint.h>

/* No level: the full engine (entry 0 of the tables: no budget, no noise). */
#define GK_LEVEL_FULL 0
#define GK_LEVEL_MIN 1
#define GK_LEVEL_MAX 10
/* The level every program, page and binding starts at. */
#define GK_LEVEL_DEFAULT 4
/* The move time a budget is counted for when the search has none. */
#define GK_LEVEL_REF_MS 1000

typedef struct gk_level {
    uint32_t nodes_per_s; /* the node budget per second of move time (0: none) */
    int16_t noise;        /* evaluation noise, +- this, in the game's eval unit */
} gk_level;

/* The tables of both games, indexed by level (entry GK_LEVEL_FULL: no
 * budget, no noise). */
extern const gk_level gk_levels_cotoan[GK_LEVEL_MAX + 1];
extern const gk_level gk_levels_cotulenh[GK_LEVEL_MAX + 1];

/* The name of a level (GK_LEVEL_MIN .. GK_LEVEL_MAX, or GK_LEVEL_FULL:
 * "Toàn lực", "Full strength") in lang (GK_LANG_VI or GK_LANG_EN,
 * gk_lang.h), "" for any other level. */
const char *gk_level_name(int level, int lang);

/* The node limit of a search at level (GK_LEVEL_FULL or in range) of
 * table with the caller's move time (0: none) and node limit (0: none):
 * the smaller of the caller's limit and the level's budget, 0 when
 * neither limits. */
uint64_t gk_level_nodes(const gk_level *table, int level, int32_t movetime_ms, uint64_t nodes);

#endif
