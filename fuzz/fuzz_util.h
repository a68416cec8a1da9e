/* Shared by the libFuzzer harnesses and the corpus replay driver: the
 * invariants checked after every call, and a small byte reader. */
#ifndef CT_FUZZ_UTIL_H
#define CT_FUZZ_UTIL_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "cotoan/cotoan.h"

/* A failed invariant: print where and why, then abort (libFuzzer and the
 * replay test both report the abort as a failure). */
#define FZ_ASSERT(cond)                                                  \
    do {                                                                 \
        if (!(cond)) {                                                   \
            fprintf(stderr, "%s:%d: invariant failed: %s\n", __FILE__,   \
                    __LINE__, #cond);                                    \
            abort();                                                     \
        }                                                                \
    } while (0)

/* An error message of either library (doc/errors.md): not empty, valid
 * UTF-8 (checked here byte by byte, not with the libraries' own code),
 * no control character or DEL (quoted input has them as \xNN). */
static inline void fz_check_message(const char *msg)
{
    const unsigned char *p = (const unsigned char *)msg;
    FZ_ASSERT(p != NULL && p[0] != '\0');
    while (*p) {
        const unsigned c = *p;
        unsigned n = 9; /* continuation bytes; 9: not a first byte */
        if (c < 0x80)
            n = 0;
        else if (c >= 0xC2 && c < 0xE0)
            n = 1;
        else if (c >= 0xE0 && c < 0xF0)
            n = 2;
        else if (c >= 0xF0 && c < 0xF5)
            n = 3;
        if (n == 9 || (n == 0 && (c < 0x20 || c == 0x7F)))
            fprintf(stderr, "message \"%s\": byte 0x%02X at %d\n", msg, c,
                    (int)(p - (const unsigned char *)msg));
        FZ_ASSERT(n != 9 && (n > 0 || (c >= 0x20 && c != 0x7F)));
        uint32_t cp = n == 0 ? c : c & (0x3Fu >> n);
        for (unsigned i = 1; i <= n; i++) {
            FZ_ASSERT((p[i] & 0xC0) == 0x80);
            cp = cp << 6 | (p[i] & 0x3Fu);
        }
        /* no overlong form, surrogate or code point above U+10FFFF */
        FZ_ASSERT(n < 2 || cp >= (n == 2 ? 0x800u : 0x10000u));
        FZ_ASSERT(!(cp >= 0xD800 && cp < 0xE000) && cp <= 0x10FFFF);
        p += 1 + n;
    }
}

/* The libFuzzer entry point every harness defines. */
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Reads the fuzz input byte by byte; past the end it yields zeros. */
typedef struct fz_reader {
    const uint8_t *data;
    size_t size, pos;
} fz_reader;

static inline int fz_more(const fz_reader *r)
{
    return r->pos < r->size;
}

static inline uint8_t fz_byte(fz_reader *r)
{
    return r->pos < r->size ? r->data[r->pos++] : 0;
}

static inline uint32_t fz_u16(fz_reader *r)
{
    uint32_t lo = fz_byte(r);
    return lo | (uint32_t)fz_byte(r) << 8;
}

static inline uint32_t fz_u32(fz_reader *r)
{
    uint32_t v = 0;
    for (int i = 0; i < 4; i++)
        v = v << 8 | fz_byte(r);
    return v;
}

/* Copy up to max-1 bytes (a length byte first) into buf as a C string. */
size_t fz_text(fz_reader *r, char *buf, size_t max);

/* Rule options chosen by one byte: mover, target, limit (including the
 * extremes 0 = disabled and large values). */
void fz_rules(uint8_t b, ct_rules *rules);

/* Positions to start from: the start position and the reference vectors'
 * positions (some finished).  fz_position(i) wraps around. */
const char *fz_position(unsigned i);

/* Check every invariant of a game that must hold after any call:
 *  - the position string is < CT_POSITION_MAX, truncates correctly, and
 *    loads into a fresh game giving the same string and the same hash (the
 *    hash recomputed from scratch);
 *  - the board, piece locations, scores and turn agree with each other;
 *  - the legal moves are sorted, unique, each a piece of the side to move
 *    (a spread of them checked with ct_game_is_legal()), and there are none
 *    exactly when the game is over; perft(1) equals their count;
 *  - the history length and ply agree.
 * With deep != 0 also: every listed move is ct_game_is_legal(); every
 *  capture and a spread of the other moves round-trip through both
 *  notations, ct_game_move_info() agrees, the position after the move
 *  loads back with the same hash, and undoing it restores the position and
 *  hash; for one piece
 *  of the side to move, the (from, to) pairs that are legal are exactly the
 *  listed ones, and a square without such a piece has no legal move. */
void fz_check_game(ct_game *g, int deep);

/* Known bugs (doc/reliability.md) that a long fuzzing campaign steps
 * around when the environment has FZ_SKIP_KNOWN_BUGS=1, so that it can
 * look for new ones; the replay test never skips them. */
int fz_skip_known(void);
/* Bug 1: a side's score plus the values of the enemy pieces still on the
 * board is above 45, so a capture pushes the score past R19's range. */
int fz_score_overflow_risk(const ct_game *g);

#endif
