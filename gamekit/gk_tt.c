/* The shared transposition table (gk_tt.h). */
#include "gk_tt.h"

#include <string.h>

/* A bucket (32 bytes) must not straddle two cache lines: the entries are
 * aligned to 64 bytes inside a block this much larger. */
#define ALIGN_SLACK 63u

uint64_t gk_tt_buckets(uint32_t mb, uint64_t size_max)
{
    const uint64_t bucket = 2 * sizeof(gk_tt_entry);
    const uint64_t bytes = (uint64_t)mb << 20; /* at most 2^52 */
    uint64_t n = 1;
    while (n * 2 * bucket <= bytes)
        n *= 2;
    if (size_max < ALIGN_SLACK || n > (size_max - ALIGN_SLACK) / bucket)
        return 0;
    return n;
}

int gk_tt_alloc(gk_tt *tt, gk_alloc_fn alloc, void *ud, uint32_t mb)
{
    const uint64_t buckets = gk_tt_buckets(mb, SIZE_MAX);
    if (buckets == 0)
        return -1;
    const size_t n = (size_t)buckets;
    /* Zeroed (an empty table) without touching the pages of a fresh
     * block: a program that starts an engine does not pay for the whole
     * table before its first search. */
    void *raw = gk_mem_alloc_zeroed(alloc, ud, n * 2 * sizeof(gk_tt_entry) + ALIGN_SLACK);
    if (!raw)
        return -1;
    tt->raw = raw;
    tt->e = (gk_tt_entry *)(void *)((char *)raw + ((64 - (uintptr_t)raw % 64) % 64));
    tt->nbuckets = n;
    return 0;
}

void gk_tt_free(gk_tt *tt, gk_alloc_fn alloc, void *ud)
{
    if (tt->raw)
        gk_mem_free(alloc, ud, tt->raw, tt->nbuckets * 2 * sizeof *tt->e + ALIGN_SLACK);
    tt->raw = NULL;
    tt->e = NULL;
    tt->nbuckets = 0;
}

void gk_tt_clear(gk_tt *tt)
{
    if (tt->e)
        memset(tt->e, 0, tt->nbuckets * 2 * sizeof *tt->e);
}

const gk_tt_entry *gk_tt_probe(const gk_tt *tt, uint64_t key)
{
    const gk_tt_entry *b = &tt->e[(key & (tt->nbuckets - 1)) * 2];
    if (b[0].key == key && (b[0].bound & 3))
        return &b[0];
    if (b[1].key == key && (b[1].bound & 3))
        return &b[1];
    return NULL;
}

void gk_tt_store(gk_tt *tt, uint64_t key, uint32_t move, int score, int depth,
                 int bound)
{
    gk_tt_entry *b = &tt->e[(key & (tt->nbuckets - 1)) * 2];
    gk_tt_entry *t;
    if (b[0].key == key || depth >= b[0].depth
        || (b[0].bound >> 2) != tt->age)
        t = &b[0];
    else
        t = &b[1];
    /* Keep the old move when the new result has none. */
    if (!move && t->key == key)
        move = t->move;
    t->key = key;
    t->move = move;
    t->score = (int16_t)score;
    t->depth = (int8_t)depth;
    t->bound = (uint8_t)(bound | tt->age << 2);
}
