/* The transposition table both engines share: buckets of two 16-byte
 * entries indexed by the low bits of a 64-bit position key.  Entry 0 of a
 * bucket keeps the deepest result, entry 1 the most recent one; an entry's
 * bound byte also holds the age (the search it comes from, modulo 64):
 * entries of older searches give way in entry 0 whatever their depth.
 *
 * The entry layout is the same for both games: the caller's move is any
 * nonzero 32-bit code (0 = none), its score any 16-bit value (the caller
 * makes mate scores relative to the node, and stays within int16). */
#ifndef GK_TT_H
#define GK_TT_H

#include <stddef.h>
#include <stdint.h>

#include "gk_mem.h"

enum { GK_BOUND_UPPER = 1, GK_BOUND_LOWER = 2, GK_BOUND_EXACT = 3 };

/* The bound of a node's result best, searched with the window
 * (alpha0, beta). */
static inline int gk_tt_bound(int best, int alpha0, int beta)
{
    return best >= beta ? GK_BOUND_LOWER : best > alpha0 ? GK_BOUND_EXACT : GK_BOUND_UPPER;
}

/* Whether a stored score v with bound b (GK_BOUND_*) settles a node with
 * the window (alpha, beta). */
static inline int gk_tt_cutoff(int b, int v, int alpha, int beta)
{
    return b == GK_BOUND_EXACT || (b == GK_BOUND_LOWER && v >= beta)
           || (b == GK_BOUND_UPPER && v <= alpha);
}

typedef struct gk_tt_entry {
    uint64_t key;
    uint32_t move;    /* the caller's move code, 0 for none */
    int16_t score;    /* mate scores relative to this node */
    int8_t depth;
    uint8_t bound;    /* GK_BOUND_* | age << 2 */
} gk_tt_entry;

typedef struct gk_tt {
    gk_tt_entry *e;   /* aligned to 64 bytes inside raw */
    void *raw;        /* the block from the allocator */
    size_t nbuckets;  /* a power of two; 2 entries each */
    unsigned age;     /* 0..63, advanced by each search */
} gk_tt;

/* The number of buckets of a table of at most mb MiB: the largest power
 * of two that fits (at least 1), or 0 when that table's block (with the
 * slack of its alignment) would be larger than size_max bytes, the
 * largest size_t of the target (SIZE_MAX; a parameter so that a test can
 * ask for a 32-bit target on any host).  The arithmetic is in 64 bits:
 * any uint32_t mb is counted exactly. */
uint64_t gk_tt_buckets(uint32_t mb, uint64_t size_max);
/* Allocates a table of at most mb MiB (gk_tt_buckets()) and clears it;
 * 0, or -1 when the table does not fit in size_t or the allocator has no
 * memory for it (tt is then unchanged). */
int gk_tt_alloc(gk_tt *tt, gk_alloc_fn alloc, void *ud, uint32_t mb);
void gk_tt_free(gk_tt *tt, gk_alloc_fn alloc, void *ud);
void gk_tt_clear(gk_tt *tt);
/* A new search: the age advances (older entries give way). */
static inline void gk_tt_new_search(gk_tt *tt)
{
    tt->age = (tt->age + 1) & 63;
}
/* The entry for key, or NULL. */
const gk_tt_entry *gk_tt_probe(const gk_tt *tt, uint64_t key);
void gk_tt_store(gk_tt *tt, uint64_t key, uint32_t move, int score, int depth,
                 int bound);

#endif
