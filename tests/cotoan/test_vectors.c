/* The reference vectors (tests/cotoan/vectors/perft.txt and moves.txt, copied from
 * the independent implementation of RULES.md): every line, both movers.
 * The directory is passed by meson as argv[1] (or CT_VECTORS_DIR). */
#include "testutil.h"
#include "vector_file.h"

static const char *vectors_dir;

static FILE *open_vector(const char *name)
{
    return open_vector_in(vectors_dir, name);
}

static ct_game *load(const char *position, const char *mover)
{
    ct_rules r;
    ct_game *g = NULL;
    ct_rules_init(&r);
    ck_assert_msg(!strcmp(mover, "front") || !strcmp(mover, "back"), "mover %s", mover);
    r.mover = strcmp(mover, "back") ? CT_MOVER_FRONT : CT_MOVER_BACK;
    ck_assert_int_eq(ct_game_new(&r, &g), CT_OK);
    int rc = ct_game_set_position(g, position);
    ck_assert_msg(rc == CT_OK, "%s: %s", position, ct_game_error(g));
    return g;
}

START_TEST(perft_vectors)
{
    char line[4096];
    char *f[8];
    int lines = 0, checks = 0, movers[2] = {0, 0};
    FILE *fp = open_vector("perft.txt");
    int n;
    while ((n = next_fields(fp, line, sizeof line, f, 8)) >= 0) {
        ck_assert_int_ge(n, 3);
        ct_game *g = load(f[0], f[1]);
        movers[strcmp(f[1], "back") == 0]++;
        for (int i = 2; i < n; i++) {
            int depth;
            unsigned long long want;
            ck_assert_msg(sscanf(f[i], "D%d %llu", &depth, &want) == 2, "field %s", f[i]);
            if (depth > 4)
                continue;
            uint64_t got = 0;
            ck_assert_int_eq(ct_game_perft(g, depth, &got), CT_OK);
            ck_assert_msg(got == want, "%s ; %s ; D%d: got %llu, want %llu", f[0], f[1],
                          depth, (unsigned long long)got, want);
            checks++;
        }
        ct_game_free(g);
        lines++;
    }
    fclose(fp);
    ck_assert_int_ge(lines, 80);
    ck_assert_int_gt(movers[0], 0);
    ck_assert_int_gt(movers[1], 0);
    ck_assert_int_ge(checks, 3 * lines);
}
END_TEST

START_TEST(move_vectors)
{
    static char line[16384], got[16384];
    char *f[4];
    int lines = 0;
    FILE *fp = open_vector("moves.txt");
    int n;
    while ((n = next_fields(fp, line, sizeof line, f, 4)) >= 0) {
        ck_assert_int_ge(n, 2);
        const char *want = n > 2 ? f[2] : "";
        ct_game *g = load(f[0], f[1]);
        legal_text(g, got, sizeof got);
        ck_assert_msg(!strcmp(got, want), "%s ; %s\n got:  %s\n want: %s", f[0], f[1], got,
                      want);
        /* Every listed move is accepted by is_legal and described. */
        ct_move list[CT_MAX_MOVES];
        int k = ct_game_legal_moves(g, list, CT_MAX_MOVES);
        for (int i = 0; i < k; i++) {
            ct_move_info info;
            info.size = sizeof info;
            ck_assert_int_eq(ct_game_is_legal(g, list[i]), 1);
            ck_assert_int_eq(ct_game_move_info(g, list[i], &info), CT_OK);
            if (info.is_capture)
                ck_assert_uint_ne(info.ops, 0);
        }
        ct_game_free(g);
        lines++;
    }
    fclose(fp);
    ck_assert_int_ge(lines, 80);
}
END_TEST

int main(int argc, char **argv)
{
    vectors_dir = argc > 1 ? argv[1] : getenv("CT_VECTORS_DIR");
    if (!vectors_dir) {
        fprintf(stderr, "usage: test_vectors VECTORS_DIR\n");
        return 2;
    }
    return run_tests("vectors", "reference", 120, TESTS(perft_vectors, move_vectors));
}
