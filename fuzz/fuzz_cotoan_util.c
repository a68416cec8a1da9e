/* Invariants of a game handle, checked by every harness after every call. */
#include "fuzz_util.h"

#include <stdlib.h>
#include <string.h>

static const char *const positions[] = {
    CT_START_POSITION,
    "b98/4b04/9/4b34/9/9/4r84/4r54/9/r08/4b24 r 0 0 10",
    "9/4b04/9/4b34/9/4r14/3r4r8b7b62/3r3r54/2r66/4r04/9 r 0 0 12",
    "b97b1/4b04/9/9/4r94/4r64/9/9/9/4r04/9 r 0 0 20",
    "8b1/4b04/9/9/9/1b4r7r52b22/9/9/9/4r04/9 r 14 0 30",
    "3b6b54/4b04/9/9/9/3r6r34/9/9/9/4r04/9 b 0 0 239",
    "8r9/4b02r41/6b52/5b83/9/9/4r14/3r35/9/1b22r04/b78 b 0 0 41",
    "9/4b04/9/9/9/2r7r52b22/9/9/9/4r04/9 r 15 0 50",
    "9/4b04/9/9/9/9/9/9/9/b4b52r04/r1b67 r 0 0 60",
    "3b6b5b41b21/4b04/6b12/3b35/9/b72b82r92/9/9/1r63r83/b93r03r7/r1r2r3r4r54 b 0 0 25",
    "9/9/9/9/4b04/9/4r94/4r64/9/4r04/9 r 0 0 0",
    "9/4b04/9/9/9/9/9/9/9/4r04/9 r 0 0 0",
};

const char *fz_position(unsigned i)
{
    return positions[i % (sizeof positions / sizeof positions[0])];
}

size_t fz_text(fz_reader *r, char *buf, size_t max)
{
    size_t n = fz_byte(r);
    if (n > max - 1)
        n = max - 1;
    if (n > r->size - r->pos)
        n = r->size - r->pos;
    memcpy(buf, r->data + r->pos, n);
    r->pos += n;
    buf[n] = '\0';
    return n;
}

void fz_rules(uint8_t b, ct_rules *rules)
{
    static const int32_t targets[] = {15, 0, 10, 20, 45, 1000, 1, 30};
    static const int32_t limits[] = {240, 0, 1, 2, 5, 40, 1000000, 13, 11,
                                     100, 3, 7, 240, 240, 0, 0};
    ct_rules_init(rules);
    rules->mover = b & 1;
    rules->target = targets[(b >> 1) & 7];
    rules->limit = limits[(b >> 4) & 15];
}

/* The ply written at the end of a position string. */
static long ply_of(const char *pos)
{
    const char *sp = strrchr(pos, ' ');
    FZ_ASSERT(sp != NULL);
    return strtol(sp + 1, NULL, 10);
}

static void check_text(ct_game *g, char *pos)
{
    char small[8], again[CT_POSITION_MAX];
    int n = ct_game_position(g, pos, CT_POSITION_MAX);
    FZ_ASSERT(n > 0 && n < CT_POSITION_MAX);
    FZ_ASSERT((size_t)n == strlen(pos));
    FZ_ASSERT(ct_game_position(g, NULL, 0) == n);
    memset(small, 'Z', sizeof small);
    FZ_ASSERT(ct_game_position(g, small, sizeof small) == n);
    FZ_ASSERT(small[7] == '\0' && memcmp(small, pos, 7) == 0);

    /* Round trip through a fresh game with the same rules: same text, and
     * the same hash computed from scratch. */
    ct_rules rules;
    ct_game *fresh = NULL;
    ct_rules_init(&rules);
    FZ_ASSERT(ct_game_get_rules(g, &rules) == CT_OK);
    FZ_ASSERT(ct_game_new(&rules, &fresh) == CT_OK);
    int rc = ct_game_set_position(fresh, pos);
    if (rc != CT_OK)
        fprintf(stderr, "position \"%s\" does not load back: %s\n", pos,
                ct_game_error(fresh));
    FZ_ASSERT(rc == CT_OK);
    FZ_ASSERT(ct_game_position(fresh, again, sizeof again) == n);
    FZ_ASSERT(strcmp(again, pos) == 0);
    FZ_ASSERT(ct_game_hash(fresh) == ct_game_hash(g));
    ct_game_free(fresh);

    /* The initial position is a valid position string too. */
    n = ct_game_initial_position(g, again, sizeof again);
    FZ_ASSERT(n > 0 && n < CT_POSITION_MAX && (size_t)n == strlen(again));
    long hist = ct_game_history(g, NULL, 0);
    FZ_ASSERT(hist >= 0);
    FZ_ASSERT(ply_of(pos) == ply_of(again) + hist);
    FZ_ASSERT(ct_game_ply(g) == ply_of(pos));
}

static void check_board(const ct_game *g)
{
    int pieces = 0, seen = 0;
    int turn = ct_game_turn(g);
    FZ_ASSERT(turn == CT_RED || turn == CT_BLUE);
    for (int32_t side = 0; side < 2; side++) {
        int sc = ct_game_score(g, side);
        FZ_ASSERT(sc >= 0 && sc <= 45);
    }
    for (int32_t sq = 0; sq < CT_SQUARES; sq++) {
        int32_t side = -1, value = -1, at = -1;
        int rc = ct_game_piece_at(g, sq, &side, &value);
        FZ_ASSERT(rc == 0 || rc == 1);
        if (!rc)
            continue;
        pieces++;
        FZ_ASSERT(side == 0 || side == 1);
        FZ_ASSERT(value >= 0 && value <= 9);
        FZ_ASSERT(ct_game_square_of(g, side, value, &at) == 1 && at == sq);
    }
    for (int32_t side = 0; side < 2; side++)
        for (int32_t value = 0; value < 10; value++) {
            int32_t at = -1;
            int rc = ct_game_square_of(g, side, value, &at);
            FZ_ASSERT(rc == 0 || rc == 1);
            seen += rc;
        }
    FZ_ASSERT(pieces == seen);
    /* R19: at most one side lacks its 0. */
    FZ_ASSERT(ct_game_square_of(g, CT_RED, 0, NULL) == 1
              || ct_game_square_of(g, CT_BLUE, 0, NULL) == 1);
}

#define SAMPLE 2
#define DEEP_MOVES 16

static int move_key(ct_move m)
{
    return CT_MOVE_FROM(m) << 8 | CT_MOVE_TO(m);
}

/* Play m and take it back: everything as before. */
static void check_play_undo(ct_game *g, ct_move m, const char *pos)
{
    char after[CT_POSITION_MAX];
    uint64_t hash = ct_game_hash(g);
    int32_t ply = ct_game_ply(g);
    int hist = ct_game_history(g, NULL, 0);
    int rc = ct_game_play(g, m);
    if (rc == CT_ERR_NO_MEMORY)
        return; /* a failing allocator: nothing changed (checked below) */
    FZ_ASSERT(rc == CT_OK);
    FZ_ASSERT(ct_game_ply(g) == ply + 1);
    FZ_ASSERT(ct_game_history(g, NULL, 0) == hist + 1);
    FZ_ASSERT(ct_game_turn(g) >= 0);
    /* The position after the move is a valid position string too (the
     * hash equals the one from scratch) -- unless a score went past 45,
     * which only a loaded position whose score exceeds the values missing
     * from the board allows (the reference vectors hold such positions;
     * see ct_game_score()): then the score is still exact, at most 90. */
    ct_game *fresh = NULL;
    FZ_ASSERT(ct_game_position(g, after, sizeof after) > 0);
    int red = ct_game_score(g, CT_RED), blue = ct_game_score(g, CT_BLUE);
    FZ_ASSERT(red >= 0 && red <= 90 && blue >= 0 && blue <= 90);
    if (red <= 45 && blue <= 45) {
        FZ_ASSERT(ct_game_new(NULL, &fresh) == CT_OK);
        rc = ct_game_set_position(fresh, after);
        if (rc != CT_OK)
            fprintf(stderr, "after %04x from \"%s\": \"%s\" does not load: %s\n",
                    (unsigned)m, pos, after, ct_game_error(fresh));
        FZ_ASSERT(rc == CT_OK);
        FZ_ASSERT(ct_game_hash(fresh) == ct_game_hash(g));
        ct_game_free(fresh);
    }
    FZ_ASSERT(ct_game_undo(g) == CT_OK);
    FZ_ASSERT(ct_game_position(g, after, sizeof after) > 0);
    FZ_ASSERT(strcmp(after, pos) == 0);
    FZ_ASSERT(ct_game_hash(g) == hash);
    FZ_ASSERT(ct_game_history(g, NULL, 0) == hist);
}

static void check_move_deep(ct_game *g, ct_move m, const char *pos)
{
    char text[16];
    ct_move back = CT_MOVE_NONE;
    int32_t side = -1, value = -1, tside = -1, tvalue = -1;
    int n = ct_game_move_text(g, m, CT_NOTATION_COORD, text, sizeof text);
    FZ_ASSERT(n >= 4 && n <= 6 && (size_t)n == strlen(text));
    FZ_ASSERT(ct_game_parse_move(g, text, &back) == CT_OK && back == m);
    n = ct_game_move_text(g, m, CT_NOTATION_SHORT, text, sizeof text);
    FZ_ASSERT(n >= 3 && n <= 5 && (size_t)n == strlen(text));
    back = CT_MOVE_NONE;
    FZ_ASSERT(ct_game_parse_move(g, text, &back) == CT_OK && back == m);

    ct_move_info info;
    memset(&info, 0, sizeof info);
    info.size = sizeof info;
    FZ_ASSERT(ct_game_move_info(g, m, &info) == CT_OK);
    FZ_ASSERT(info.move == m && info.from == CT_MOVE_FROM(m)
              && info.to == CT_MOVE_TO(m));
    FZ_ASSERT(ct_game_piece_at(g, info.from, &side, &value) == 1);
    FZ_ASSERT(info.side == side && info.value == value);
    int occupied = ct_game_piece_at(g, info.to, &tside, &tvalue);
    FZ_ASSERT(info.is_capture == occupied);
    if (occupied) {
        FZ_ASSERT(tside != side && info.captured_value == tvalue);
        FZ_ASSERT(info.ops != 0 && info.a >= info.b && info.b >= 1);
    }
    char line[256];
    n = ct_game_explain(g, m, line, sizeof line);
    FZ_ASSERT(n > 0 && n < (int)sizeof line);
    check_play_undo(g, m, pos);
}

void fz_check_game(ct_game *g, int deep)
{
    char pos[CT_POSITION_MAX];
    ct_move moves[CT_MAX_MOVES];
    int32_t term = -1;

    FZ_ASSERT(g != NULL);
    check_text(g, pos);
    check_board(g);

    int n = ct_game_legal_moves(g, moves, CT_MAX_MOVES);
    FZ_ASSERT(n >= 0 && n <= CT_MAX_MOVES);
    int res = ct_game_outcome(g, &term);
    FZ_ASSERT(res >= CT_ONGOING && res <= CT_DRAW);
    FZ_ASSERT((res == CT_ONGOING) == (term == CT_TERM_NONE));
    FZ_ASSERT((res == CT_ONGOING) == (n > 0));
    uint64_t count = 0;
    FZ_ASSERT(ct_game_perft(g, 1, &count) == CT_OK && count == (uint64_t)n);
    FZ_ASSERT(ct_game_legal_moves(g, NULL, 0) == n);

    int turn = ct_game_turn(g);
    /* ct_game_is_legal() costs a move generation: every move when deep,
     * else a spread of SAMPLE moves. */
    int every = deep || n <= SAMPLE ? 1 : n / SAMPLE;
    for (int i = 0; i < n; i++) {
        ct_move m = moves[i];
        int32_t side = -1, value = -1;
        FZ_ASSERT((m & ~0xFFFFu) == 0);
        FZ_ASSERT(CT_MOVE_FROM(m) < CT_SQUARES && CT_MOVE_TO(m) < CT_SQUARES);
        FZ_ASSERT(CT_MOVE_FROM(m) != CT_MOVE_TO(m));
        FZ_ASSERT(i == 0 || move_key(moves[i - 1]) < move_key(m));
        if (i % every == 0 || i == n - 1)
            FZ_ASSERT(ct_game_is_legal(g, m) == 1);
        FZ_ASSERT(ct_game_piece_at(g, CT_MOVE_FROM(m), &side, &value) == 1);
        FZ_ASSERT(side == turn && value != 0);
        if (ct_game_piece_at(g, CT_MOVE_TO(m), &side, NULL) == 1)
            FZ_ASSERT(side != turn);
    }
    if (!deep)
        return;
    /* Round trips, explanation and play/undo for every capture and a
     * spread of DEEP_MOVES other moves (all of them when there are few). */
    int step = n <= DEEP_MOVES ? 1 : n / DEEP_MOVES;
    for (int i = 0; i < n; i++)
        if (i % step == 0 || ct_game_piece_at(g, CT_MOVE_TO(moves[i]), NULL, NULL) == 1)
            check_move_deep(g, moves[i], pos); /* and every capture */
    /* For one piece of the side to move (chosen by the hash), exactly the
     * listed moves from its square are legal; and a square without a piece
     * of the side to move has none. */
    uint64_t h = ct_game_hash(g);
    int32_t from = -1, empty_from = (int32_t)(h % CT_SQUARES);
    int32_t value = (int32_t)(1 + (h >> 8) % 9);
    for (int k = 0; k < 9 && ct_game_square_of(g, turn, value, &from) != 1; k++)
        value = value % 9 + 1;
    int32_t side = -1;
    if (ct_game_piece_at(g, empty_from, &side, NULL) == 1 && side == turn)
        empty_from = -1;
    for (int pass = 0; pass < 2; pass++) {
        int32_t sq = pass ? empty_from : from;
        if (sq < 0)
            continue;
        int legal = 0, listed = 0;
        for (int i = 0; i < n; i++)
            listed += CT_MOVE_FROM(moves[i]) == sq;
        for (int32_t to = 0; to < CT_SQUARES; to++) {
            int rc = ct_game_is_legal(g, CT_MOVE(sq, to));
            FZ_ASSERT(rc == 0 || rc == 1);
            legal += rc;
        }
        FZ_ASSERT(legal == listed);
        FZ_ASSERT(pass == 0 || legal == 0);
    }
}

int fz_skip_known(void)
{
    const char *e = getenv("FZ_SKIP_KNOWN_BUGS");
    return e && e[0] == '1';
}

int fz_score_overflow_risk(const ct_game *g)
{
    for (int32_t side = 0; side < 2; side++) {
        int total = ct_game_score(g, side);
        for (int32_t v = 1; v <= 9; v++)
            if (ct_game_square_of(g, side ^ 1, v, NULL) == 1)
                total += v;
        if (total > 45)
            return 1;
    }
    return 0;
}
