/* The shared transposition table (gk_tt.h). */
#include "gk_tt.h"

#include <string.h>

int gk_tt_alloc(gk_tt *tt, gk_alloc_fn alloc, void *ud, uint32_t mb)
{
    size_t bytes = (size_t)mb << 20;
    size_t n = 1;
    while (n * 2 * 2 * sizeof(gk_tt_entry) <= bytes)
        n *= 2;
    /* A bucket (32 bytes) must not straddle two cache lines: align the
     * entries to 64 bytes inside a slightly larger block. */
    void *raw = gk_mem_alloc(alloc, ud, n * 2 * sizeof(gk_tt_entry) + 63);
    if (!raw)
        return -1;
    tt->raw = raw;
    tt->e = (gk_tt_entry *)(void *)((char *)raw + ((64 - (uintptr_t)raw % 64) % 64));
    tt->nbuckets = n;
    gk_tt_clear(tt);
    return 0;
}

void gk_tt_free(gk_tt *tt, gk_alloc_fn alloc, void *ud)
{
    if (tt->raw)
        gk_mem_free(alloc, ud, tt->raw, tt->nbuckets * 2 * sizeof *tt->e + 63);
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
