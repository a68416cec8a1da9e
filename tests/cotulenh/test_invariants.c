/* Invariants of libcotulenh over seeded random playouts (thousands of
 * steps), cross-checked against the naive oracle (oracle.h, written
 * separately from RULES.md):
 *  - the legal-move list (sorted LAN) equals the oracle's at every position;
 *  - play then undo restores the FEN and the hash;
 *  - the FEN round-trips (sessions included) with the same hash;
 *  - the incremental hash equals the hash computed from scratch;
 *  - every listed deploy step leaves a session that can be completed (T37);
 *  - the FEN after each step equals the oracle's (counters, session field);
 *  - bulk perft equals play/undo perft, and the oracle's perft(2).
 * Also from random sparse positions (random_fen), where the oracle's perft(2)
 * must equal ours.  The vector directory is argv[1] (start positions for the
 * playouts). */
#define _POSIX_C_SOURCE 200809L
#include "randgame.h"
#include "oracle.h"
#include "vector_file.h"
#include "tables.h"

static const char *dir;

static char ours[65536], theirs[65536], err[256];

/* One position: every invariant that does not move on. */
static void check_position(tl_game *g, int with_oracle, long *oracle_checks)
{
    char fen[TL_FEN_MAX], fen2[TL_FEN_MAX];
    tl_game_fen(g, fen, sizeof fen);
    CHECK(tl_pos_hash_full(&g->pos) == g->pos.hash, "%s: incremental hash differs", fen);
    /* FEN round trip */
    tl_game *c = NULL;
    CHECK(tl_game_new(NULL, &c) == TL_OK, "new");
    CHECK(tl_game_set_fen(c, fen) == TL_OK, "%s does not load again: %s", fen, tl_game_error(c));
    tl_game_fen(c, fen2, sizeof fen2);
    CHECK(!strcmp(fen, fen2), "FEN round trip: %s -> %s", fen, fen2);
    CHECK(tl_game_hash(c) == tl_game_hash(g), "%s: hash differs after reloading", fen);
    tl_game_free(c);
    if (with_oracle) {
        tl_moves_text(g, ours, sizeof ours);
        const int n = tlo_legal_moves(fen, theirs, sizeof theirs, err, sizeof err);
        CHECK(n >= 0, "oracle: %s: %s", fen, err);
        CHECK(!strcmp(ours, theirs), "%s:\n ours   %s\n oracle %s", fen, ours, theirs);
        (*oracle_checks)++;
    }
}

/* Every legal move: play, check the session can go on or end, undo. */
static void check_moves(tl_game *g)
{
    static tl_move list[TL_MAX_MOVES];
    char fen[TL_FEN_MAX], fen2[TL_FEN_MAX];
    const uint64_t h = tl_game_hash(g);
    tl_game_fen(g, fen, sizeof fen);
    const int n = tl_game_legal_moves(g, list, TL_MAX_MOVES);
    for (int i = 0; i < n; i++) {
        CHECK(tl_game_is_legal(g, list[i]) == 1, "%s: listed move not legal", fen);
        CHECK(tl_game_play(g, list[i]) == TL_OK, "%s: play: %s", fen, tl_game_error(g));
        tl_session s = {sizeof s, 0, 0, 0, 0};
        if (tl_game_session(g, &s) == 1 && g->result == TL_ONGOING) { /* T37 */
            const int more = tl_game_legal_moves(g, NULL, 0);
            CHECK(more > 0 || s.may_end, "%s: step %08x leaves a stuck session", fen,
                  (unsigned)list[i]);
        }
        CHECK(tl_pos_hash_full(&g->pos) == g->pos.hash, "%s: hash after %08x", fen,
              (unsigned)list[i]);
        CHECK(tl_game_undo(g) == TL_OK, "undo");
        tl_game_fen(g, fen2, sizeof fen2);
        CHECK(!strcmp(fen, fen2) && tl_game_hash(g) == h, "%s: undo of %08x gives %s", fen,
              (unsigned)list[i], fen2);
    }
}

static void playout(const char *start, uint64_t seed, int steps, int oracle_every,
                    long *positions, long *oracle_checks)
{
    tl_game *g = tl_load(start);
    static tl_move list[TL_MAX_MOVES];
    char fen[TL_FEN_MAX], lan[32], ofen[TL_FEN_MAX], nfen[TL_FEN_MAX];
    for (int step = 0; step < steps; step++) {
        if (tl_game_outcome(g, NULL) != TL_ONGOING)
            break;
        check_position(g, oracle_every && step % oracle_every == 0, oracle_checks);
        if (step % 4 == 0)
            check_moves(g);
        (*positions)++;
        tl_game_fen(g, fen, sizeof fen);
        tl_session s = {sizeof s, 0, 0, 0, 0};
        const int open = tl_game_session(g, &s);
        if (open == 1 && s.may_end && rng(&seed) % 3 == 0) {
            CHECK(tl_game_end_deploy(g) == TL_OK, "%s: end: %s", fen, tl_game_error(g));
            strcpy(lan, "|");
        } else {
            const int n = tl_game_legal_moves(g, list, TL_MAX_MOVES);
            CHECK(n > 0, "%s: no move but ongoing", fen);
            /* prefer captures and deploy steps now and then */
            int pick = (int)(rng(&seed) % (uint64_t)n);
            for (int tries = 0; tries < 3; tries++) {
                const int q = (int)(rng(&seed) % (uint64_t)n);
                if (TL_MOVE_KIND(list[q]) != TL_KIND_MOVE || TL_MOVE_IS_DEPLOY(list[q])) {
                    pick = q;
                    break;
                }
            }
            tl_game_move_text(g, list[pick], TL_NOTATION_LAN, lan, sizeof lan);
            CHECK(tl_game_play(g, list[pick]) == TL_OK, "%s: %s: %s", fen, lan, tl_game_error(g));
        }
        /* the oracle plays the same step */
        if (oracle_every && step % oracle_every == 0) {
            CHECK(tlo_play(fen, lan, ofen, sizeof ofen, err, sizeof err) >= 0, "oracle %s %s: %s",
                  fen, lan, err);
            tl_game_fen(g, nfen, sizeof nfen);
            CHECK(!strcmp(ofen, nfen), "%s after %s:\n ours   %s\n oracle %s", fen, lan, nfen, ofen);
        }
    }
    /* undo everything back to the start */
    char first[TL_FEN_MAX], now[TL_FEN_MAX];
    tl_game_initial_fen(g, first, sizeof first);
    while (tl_game_undo(g) == TL_OK)
        ;
    tl_game_fen(g, now, sizeof now);
    CHECK(!strcmp(first, now), "undo to the start: %s, not %s", now, first);
    tl_game_free(g);
}

START_TEST(random_playouts_against_oracle)
{
    long positions = 0, oracle_checks = 0;
    const long games = test_work(12);
    for (uint64_t seed = 1; seed <= (uint64_t)games; seed++)
        playout(seed % 3 ? TL_START_FEN : TL_REDUCED_FEN, seed * 0x9E3779B97F4A7C15ull, 300, 3,
                &positions, &oracle_checks);
    ck_assert_int_ge(positions, 2000 * games / 12);
    ck_assert_int_ge(oracle_checks, 600 * games / 12);
}
END_TEST

/* Playouts from every vector position (short), oracle at every step. */
START_TEST(vector_playouts)
{
    static char line[65536];
    char *f[6];
    long positions = 0, oracle_checks = 0;
    uint64_t seed = 20261201;
    const long steps = test_work(30);
    FILE *fp = open_vector_in(dir, "vectors.txt");
    while (next_fields(fp, line, sizeof line, f, 6) >= 0) {
        playout(f[0], rng(&seed) | 1, (int)steps, 1, &positions, &oracle_checks);
    }
    fclose(fp);
    ck_assert_int_ge(positions, 1000 * steps / 30);
}
END_TEST

/* Bulk perft equals play/undo perft and the oracle's perft (T50). */
START_TEST(bulk_equals_full_perft)
{
    static char line[65536];
    char *f[6];
    int n = 0;
    FILE *fp = open_vector_in(dir, "vectors.txt");
    while (next_fields(fp, line, sizeof line, f, 6) >= 0) {
        tl_game *g = tl_load(f[0]);
        tl_pos p = g->pos;
        const uint64_t bulk = tl_perft(&p, 2), full = tl_perft_full(&p, 2);
        CHECK(bulk == full, "%s: bulk %llu, full %llu", f[0], (unsigned long long)bulk,
              (unsigned long long)full);
        if (n % 8 == 0) {
            const long long o = tlo_perft(f[0], 2);
            CHECK(o == (long long)bulk, "%s: perft 2 %llu, oracle %lld", f[0],
                  (unsigned long long)bulk, o);
        }
        tl_game_free(g);
        n++;
    }
    fclose(fp);
    ck_assert_int_ge(n, 73);
}
END_TEST

/* A random sparse position: both commanders (sometimes carried) and up to
 * ten more pieces or stacks of either side, some heroic, on terrain they
 * may stand on; either side to move.  Such positions reach what playouts
 * from the start rarely do: a lone last piece not yet promoted (T40), air
 * forces near rings, heroic pieces everywhere. */
static void random_fen(uint64_t *seed, char *out, size_t size)
{
    static const char *const stacks[] = {
        "T", "I", "E", "G", "M", "A", "S", "F", "N", "H", "TI", "TM", "FT", "FI", "NT",
        "NF", "NFT", "EA", "EG", "ES", "NI", "FTM"};
    static const char *const cstacks[] = {"C", "C", "C", "TC", "FC", "NC", "HC", "NFC", "FTC"};
    char cell[132][16];
    memset(cell, 0, sizeof cell);
    const int extra = (int)(rng(seed) % 11);
    int pieces[2] = {0, 0};
    for (int i = 0; i < 2 + extra; i++) {
        const int side = i < 2 ? i : (int)(rng(seed) % 2);
        const char *st = i < 2 ? cstacks[rng(seed) % 9] : stacks[rng(seed) % 22];
        if (pieces[side] + (int)strlen(st) > 19) /* at most the 19 of T7 */
            continue;
        pieces[side] += (int)strlen(st);
        for (int tries = 0; tries < 50; tries++) {
            const int sq = (int)(rng(seed) % 132), x = sq % 11, y = sq / 11;
            if (cell[sq][0])
                continue;
            const int water = x <= 1, mixed = x == 2 || ((x == 3 || x == 4) && (y == 5 || y == 6));
            if (st[0] == 'N' ? !(water || mixed) : water)
                continue;
            char *c = cell[sq];
            size_t n = 0;
            if (st[1])
                c[n++] = '(';
            for (const char *p = st; *p; p++) {
                if (rng(seed) % 5 == 0 && *p != 'H')
                    c[n++] = '+';
                c[n++] = (char)(side ? *p + ('a' - 'A') : *p);
            }
            if (st[1])
                c[n++] = ')';
            c[n] = 0;
            break;
        }
    }
    size_t len = 0;
    for (int y = 11; y >= 0; y--) {
        int empty = 0;
        for (int x = 0; x < 11; x++) {
            const char *c = cell[y * 11 + x];
            if (!c[0]) {
                empty++;
                continue;
            }
            if (empty)
                len += (size_t)snprintf(out + len, size - len, "%d", empty);
            empty = 0;
            len += (size_t)snprintf(out + len, size - len, "%s", c);
        }
        if (empty)
            len += (size_t)snprintf(out + len, size - len, "%d", empty);
        if (y)
            out[len++] = '/';
    }
    snprintf(out + len, size - len, " %c - - 0 1", rng(seed) % 2 ? 'b' : 'r');
}

START_TEST(random_positions_against_oracle)
{
    uint64_t seed = 0x5EED5EED1234ull;
    char fen[TL_FEN_MAX];
    long positions = 0, oracle_checks = 0, loaded = 0;
    const long count = test_work(240);
    for (int i = 0; i < count; i++) {
        random_fen(&seed, fen, sizeof fen);
        tl_game *g = NULL;
        ck_assert_int_eq(tl_game_new(NULL, &g), TL_OK);
        const int rc = tl_game_set_fen(g, fen);
        CHECK(rc == TL_OK, "%s: %s", fen, tl_game_error(g));
        tl_game_free(g);
        loaded++;
        if (i % 8 == 0) { /* perft 2 against the oracle's */
            g = tl_load(fen);
            const long long o = tlo_perft(fen, 2);
            const uint64_t ours2 = tl_perft_of(g, 2);
            CHECK(o == (long long)ours2, "%s: perft 2 %llu, oracle %lld", fen,
                  (unsigned long long)ours2, o);
            tl_game_free(g);
        }
        playout(fen, rng(&seed) | 1, 8, 1, &positions, &oracle_checks);
    }
    ck_assert_int_eq(loaded, count);
    ck_assert_int_ge(oracle_checks, count);
}
END_TEST

/* The Zobrist key tables, computed by the first position cleared
 * (tl_zobrist_init() in tables.c), hold what tools/gentables_tl.py
 * computed for them, and the hashes are those of the keys as they were
 * stored in tables.c. */
START_TEST(zobrist_keys_as_generated)
{
    tl_game *g = tl_load(NULL);
    ck_assert_uint_eq(tl_zpiece[0][0], tl_zfirst);
    ck_assert_uint_eq(tl_zmask[10], tl_zlast);
    ck_assert_uint_eq(tl_zpiece[0][0], 0x072f5a150f27a457ull);
    ck_assert_uint_eq(tl_zpiece[TL_NSQ - 1][TL_PIECE_KEYS - 1], 0xd56ee93c097b8a3dull);
    ck_assert_uint_eq(tl_zorigin[0], 0xfb0456a4d7ec0855ull);
    ck_assert_uint_eq(tl_zmask[10], 0xf4b5a6b2954e93faull);
    ck_assert_uint_eq(tl_game_hash(g), 0x60055e1a31f596e1ull);
    tl_play_ok(g, "Ic5c6");
    ck_assert_uint_eq(tl_game_hash(g), 0x7bdccf265cfd66a0ull);
    tl_game_free(g);
}
END_TEST

int main(int argc, char **argv)
{
    dir = argc > 1 ? argv[1] : "tests/cotulenh/vectors";
    return run_tests("cotulenh-invariants", "invariants", 900, TESTS(
        random_playouts_against_oracle, vector_playouts, bulk_equals_full_perft,
        random_positions_against_oracle, zobrist_keys_as_generated));
}
