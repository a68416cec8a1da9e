/* Invariants of a libcotulenh game handle, checked by every harness after
 * every call (see fuzz_cotulenh_util.h). */
#include "fuzz_cotulenh_util.h"

#include <stdlib.h>
#include <string.h>

#include "game_impl.h"
#include "movepick.h"

static const char *const positions[] = {
    TL_START_FEN,
    TL_REDUCED_FEN,
    /* T28: air defence, kamikaze */
    "8c2/11/11/10i/2s1gg4i/4i6/11/11/4F5I/10I/11/6C4 r - - 0 1",
    "8c2/11/11/10i/4s5i/11/4i6/11/4+F5I/10I/11/6C4 r - - 0 1",
    /* T40a: last guard */
    "10c/11/11/11/11/11/11/11/11/6i1i2/11/6+C4 r - - 0 1",
    /* T58, T59: deploy, facing, a carried commander */
    "4c6/11/11/10i/10i/11/11/11/1n(NT)8/10I/11/6C4 r - - 0 1",
    "4c6/11/11/10i/10i/11/11/11/10I/10I/11/3C7 r - - 0 1",
    "4c6/11/11/10i/10i/11/11/11/10I/10I/11/2(TC)8 r - - 0 1",
    /* open sessions (T47) */
    "4c6/11/11/10i/10i/11/11/11/2(NT)8/10I/11/6C4 r - - 0 1 c4:N:x",
    "4c6/11/11/10i/10i/11/6F4/11/10I/10I/2(NT)8/6C4 r - - 0 1 c2:NT",
    /* a mate and an almost-finished game */
    "8T1c/11/9TI/11/11/11/11/11/11/11/11/2C8 b - - 0 1",
    "9Hc/11/9TI/11/11/11/11/11/11/11/11/2C8 b - - 0 1",
    /* stacks of three, engineers carrying heavy pieces, HQ with commander */
    "8c2/11/11/10i/10i/11/4i6/11/10I/1(NFT)8I/11/6C4 r - - 0 1",
    "8c2/11/11/10i/4i5i/11/11/4(EA)6/10I/10I/11/6C4 r - - 0 1",
    "8c2/11/11/10i/10i/11/11/11/10I/10I/5(HC)1+H3/11 r - - 0 1",
    /* middle games from random play */
    "10c/4fh1ha2/6s4/4at2g2/2i4(ft)1ei/3C7/2+n8/3IE1M1T1I/2N1GT1G1A1/6S4/N4H1HF2/11 r - - 18 15",
    "11/1n2fh4a/6a1g2/2ng1t(ftc)4/2ie6i/11/11/2IE3(TM)1EI/2N1GT2G2/6S4/4AH1HF2/2N1C6 b - - 11 17",
    "8f2/1n1cfh1h3/3a1s5/3eg(tm)1tg2/2i6ei/6a4/2I8/3E5EI/4GSTTG2/9A1/1(NF)2AH1H3/2C6F1 b - - 3 10",
    /* the halfmove clock at 99 */
    "6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/11/11/2IE2M2EI/2N1GT1TG2/3A2S2A1/1N2FH1HF2/6C4 r - - 99 50",
};

const char *tz_position(unsigned i)
{
    return positions[i % (sizeof positions / sizeof positions[0])];
}

void tz_rules(uint8_t b, tl_rules *rules)
{
    tl_rules_init(rules);
    rules->start = b & 1;
    rules->mode = (b >> 1) & 1;
}

size_t tz_line(fz_reader *r, char *buf, size_t max)
{
    size_t n = 0;
    while (r->pos < r->size && r->data[r->pos] != '\n') {
        if (n < max - 1)
            buf[n++] = (char)r->data[r->pos];
        r->pos++;
    }
    if (r->pos < r->size)
        r->pos++; /* the '\n' */
    buf[n] = '\0';
    return n;
}

int tz_skip_known(void)
{
    const char *e = getenv("FZ_SKIP_KNOWN_BUGS");
    return e && e[0] == '1';
}

void tz_snapshot(const tl_game *g, tz_snap *s)
{
    int n = tl_game_fen(g, s->fen, sizeof s->fen);
    FZ_ASSERT(n > 0 && n < TL_FEN_MAX);
    s->hash = tl_game_hash(g);
    s->hist = tl_game_history(g, NULL, 0);
    FZ_ASSERT(s->hist >= 0);
}

void tz_unchanged(const tl_game *g, const tz_snap *s)
{
    tz_snap now;
    tz_snapshot(g, &now);
    if (strcmp(now.fen, s->fen) != 0)
        fprintf(stderr, "changed: \"%s\" -> \"%s\"\n", s->fen, now.fen);
    FZ_ASSERT(strcmp(now.fen, s->fen) == 0);
    FZ_ASSERT(now.hash == s->hash);
    FZ_ASSERT(now.hist == s->hist);
}

/* A text function's output: the length without a buffer equals the full
 * length, a small buffer gets a NUL-terminated prefix. */
static void check_snprintf(int n, const char *full, int measured, const char *small,
                           size_t small_size)
{
    FZ_ASSERT(n >= 0 && (size_t)n == strlen(full));
    FZ_ASSERT(measured == n);
    size_t keep = (size_t)n < small_size ? (size_t)n : small_size - 1;
    FZ_ASSERT(strlen(small) == keep && memcmp(small, full, keep) == 0);
}

/* A FEN loads into a fresh game with the same rules, giving the same FEN
 * and the same hash (computed there from scratch). */
static void check_reload(const tl_game *g, const char *fen, int same_hash)
{
    tl_rules rules;
    tl_game *fresh = NULL;
    char again[TL_FEN_MAX];
    tl_rules_init(&rules);
    FZ_ASSERT(tl_game_get_rules(g, &rules) == TL_OK);
    FZ_ASSERT(tl_game_new(&rules, &fresh) == TL_OK && fresh != NULL);
    int rc = tl_game_set_fen(fresh, fen);
    if (rc != TL_OK)
        fprintf(stderr, "\"%s\" does not load back: %s\n", fen, tl_game_error(fresh));
    FZ_ASSERT(rc == TL_OK);
    FZ_ASSERT(tl_game_fen(fresh, again, sizeof again) > 0);
    if (strcmp(again, fen) != 0)
        fprintf(stderr, "\"%s\" loads as \"%s\"\n", fen, again);
    FZ_ASSERT(strcmp(again, fen) == 0);
    if (same_hash)
        FZ_ASSERT(tl_game_hash(fresh) == tl_game_hash(g));
    tl_game_free(fresh);
}

static void check_text(tl_game *g, char *fen)
{
    char small[9], init[TL_FEN_MAX];
    int n = tl_game_fen(g, fen, TL_FEN_MAX);
    FZ_ASSERT(n > 0 && n < TL_FEN_MAX);
    memset(small, 'Z', sizeof small);
    int m = tl_game_fen(g, small, sizeof small);
    check_snprintf(n, fen, tl_game_fen(g, NULL, 0), small, sizeof small);
    FZ_ASSERT(m == n);
    check_reload(g, fen, 1);
    n = tl_game_initial_fen(g, init, sizeof init);
    FZ_ASSERT(n > 0 && n < TL_FEN_MAX && (size_t)n == strlen(init));
    check_reload(g, init, 0);
    /* the session field is there exactly when a session is open (T47) */
    tl_session ses;
    memset(&ses, 0, sizeof ses);
    ses.size = sizeof ses;
    int open = tl_game_session(g, &ses);
    FZ_ASSERT(open == 0 || open == 1);
    int fields = 1;
    for (const char *p = fen; *p; p++)
        fields += *p == ' ';
    FZ_ASSERT(fields == (open ? 7 : 6));
    if (!open)
        FZ_ASSERT(ses.origin == -1 && ses.may_step == 0 && ses.may_end == 0);
}

/* The stacks on the board agree with each other and with the counters. */
static void check_board(const tl_game *g)
{
    int turn = tl_game_turn(g);
    FZ_ASSERT(turn == TL_RED || turn == TL_BLUE);
    FZ_ASSERT(tl_game_halfmove(g) >= 0 && tl_game_fullmove(g) >= 1);
    int commanders[2] = {0, 0};
    for (int32_t sq = 0; sq < TL_SQUARES; sq++) {
        tl_stack s;
        memset(&s, 0x55, sizeof s);
        s.size = sizeof s;
        int n = tl_game_stack(g, sq, &s);
        FZ_ASSERT(n >= 0 && n <= TL_STACK_MAX && n == s.count);
        if (n == 0) {
            FZ_ASSERT(s.side == -1 && s.carrier == -1 && s.pieces == 0 && s.heroic == 0);
            continue;
        }
        FZ_ASSERT(s.side == TL_RED || s.side == TL_BLUE);
        FZ_ASSERT(__builtin_popcount(s.pieces) == n && (s.heroic & ~s.pieces) == 0);
        FZ_ASSERT(s.pieces < (1u << TL_PIECE_KINDS));
        FZ_ASSERT(s.carrier == s.piece[0]);
        for (int i = 0; i < TL_STACK_MAX; i++) {
            if (i >= n) {
                FZ_ASSERT(s.piece[i] == -1);
                continue;
            }
            FZ_ASSERT(s.piece[i] >= 0 && s.piece[i] < TL_PIECE_KINDS);
            FZ_ASSERT(s.pieces & TL_PIECE_BIT(s.piece[i]));
            FZ_ASSERT(i == 0 || s.piece[i - 1] < s.piece[i]);
        }
        commanders[s.side] += (s.pieces & TL_PIECE_BIT(TL_COMMANDER)) != 0;
    }
    for (int32_t side = 0; side < 2; side++) {
        FZ_ASSERT(commanders[side] <= 1);
        FZ_ASSERT(tl_game_points(g, side) >= 0);
        int c = tl_game_in_check(g, side);
        FZ_ASSERT(c == 0 || c == 1);
        FZ_ASSERT(commanders[side] || c == 0);
        int lost = tl_game_battles_lost(g, side);
        FZ_ASSERT(lost >= 0 && lost <= 7);
        uint8_t cover[TL_SQUARES];
        int nc = tl_game_air_defence(g, side, cover, sizeof cover);
        int count = 0;
        for (int sq = 0; sq < TL_SQUARES; sq++)
            count += cover[sq] != 0;
        FZ_ASSERT(nc == count && tl_game_air_defence(g, side, NULL, 0) == nc);
    }
}

static void check_pictures(const tl_game *g)
{
    static char big[1 << 16];
    char small[17];
    for (uint32_t f = 0; f < 8; f++) {
        int n = tl_game_render_text(g, f, big, sizeof big);
        FZ_ASSERT(n > 0 && (size_t)n < sizeof big);
        memset(small, 'Z', sizeof small);
        FZ_ASSERT(tl_game_render_text(g, f, small, sizeof small) == n);
        check_snprintf(n, big, tl_game_render_text(g, f, NULL, 0), small, sizeof small);
    }
    tl_svg_options o;
    FZ_ASSERT(tl_svg_options_init(&o) == TL_OK);
    o.air_defence = 3;
    o.flip = (int32_t)(tl_game_hash(g) & 1);
    int n = tl_game_render_svg(g, &o, big, sizeof big);
    FZ_ASSERT(n > 0 && (size_t)n < sizeof big);
    memset(small, 'Z', sizeof small);
    FZ_ASSERT(tl_game_render_svg(g, &o, small, sizeof small) == n);
    check_snprintf(n, big, tl_game_render_svg(g, &o, NULL, 0), small, sizeof small);
    FZ_ASSERT(strstr(big, "</svg>") != NULL);
}

#define SAMPLE 2
#define DEEP_MOVES 12

static int cmp_moves(const void *a, const void *b)
{
    tl_move x = *(const tl_move *)a, y = *(const tl_move *)b;
    return x < y ? -1 : x > y;
}

/* Play m and take it back: everything as before. */
static void check_play_undo(tl_game *g, tl_move m, const tl_move_info *info)
{
    tz_snap before;
    int32_t points[2] = {tl_game_points(g, TL_RED), tl_game_points(g, TL_BLUE)};
    tz_snapshot(g, &before);
    int rc = tl_game_play(g, m);
    if (rc == TL_ERR_NO_MEMORY) {
        tz_unchanged(g, &before);
        return;
    }
    if (rc != TL_OK)
        fprintf(stderr, "listed move %08x does not play in \"%s\": %s\n", (unsigned)m,
                before.fen, tl_game_error(g));
    FZ_ASSERT(rc == TL_OK);
    FZ_ASSERT(tl_game_history(g, NULL, 0) == before.hist + 1);
    char after[TL_FEN_MAX];
    FZ_ASSERT(tl_game_fen(g, after, sizeof after) > 0);
    check_reload(g, after, 1);
    tl_session ses;
    memset(&ses, 0, sizeof ses);
    ses.size = sizeof ses;
    int open = tl_game_session(g, &ses);
    FZ_ASSERT(open == info->session_open);
    if (open) {
        FZ_ASSERT(tl_game_turn(g) == info->side);
        FZ_ASSERT(ses.origin == info->from);
        /* T21, T37: an open session is never stuck */
        FZ_ASSERT(tl_game_legal_moves(g, NULL, 0) > 0 || ses.may_end);
    } else {
        FZ_ASSERT(tl_game_turn(g) == (info->side ^ 1));
    }
    if (tl_game_outcome(g, NULL) == TL_ONGOING) {
        FZ_ASSERT(tl_game_points(g, TL_RED) == points[0] + info->points[0]);
        FZ_ASSERT(tl_game_points(g, TL_BLUE) == points[1] + info->points[1]);
        FZ_ASSERT(tl_game_in_check(g, info->side ^ 1) == info->check);
    }
    FZ_ASSERT(tl_game_undo(g) == TL_OK);
    tz_unchanged(g, &before);
    FZ_ASSERT(tl_game_points(g, TL_RED) == points[0]);
    FZ_ASSERT(tl_game_points(g, TL_BLUE) == points[1]);
}

static void check_move_deep(tl_game *g, tl_move m)
{
    char text[64], line[600];
    tl_move back = TL_MOVE_NONE;
    for (int32_t notation = TL_NOTATION_LAN; notation <= TL_NOTATION_SAN; notation++) {
        int n = tl_game_move_text(g, m, notation, text, sizeof text);
        if (!(n >= 3 && n < 32 && (size_t)n == strlen(text)))
            fprintf(stderr, "move %08x, notation %d: %d \"%s\"\n", (unsigned)m, (int)notation, n, n >= 0 ? text : "");
        FZ_ASSERT(n >= 3 && n < 32 && (size_t)n == strlen(text));
        back = TL_MOVE_NONE;
        int rc = tl_game_parse_move(g, text, &back);
        if (rc == TL_ERR_ILLEGAL_MOVE && notation == TL_NOTATION_SAN && tz_skip_known()
            && strstr(tl_game_error(g), "ambiguous"))
            continue; /* known bug 1 (fuzz_cotulenh_util.h) */
        if (rc != TL_OK || back != m)
            fprintf(stderr, "\"%s\" (%08x) parses as %08x: %s\n", text, (unsigned)m,
                    (unsigned)back, rc ? tl_game_error(g) : "");
        FZ_ASSERT(rc == TL_OK && back == m);
    }
    tl_move_info info;
    memset(&info, 0, sizeof info);
    info.size = sizeof info;
    FZ_ASSERT(tl_game_move_info(g, m, &info) == TL_OK);
    FZ_ASSERT(info.move == m && info.from == TL_MOVE_FROM(m) && info.to == TL_MOVE_TO(m));
    FZ_ASSERT(info.kind == TL_MOVE_KIND(m) && info.deploy == TL_MOVE_IS_DEPLOY(m));
    FZ_ASSERT(info.piece == TL_MOVE_PIECE(m) && info.side == tl_game_turn(g));
    FZ_ASSERT(info.movers & TL_PIECE_BIT(info.piece));
    FZ_ASSERT((info.movers_heroic & ~info.movers) == 0);
    FZ_ASSERT(info.air >= TL_AIR_NONE && info.air <= TL_AIR_KAMIKAZE);
    FZ_ASSERT((info.air == TL_AIR_KAMIKAZE) == (info.air_source >= 0));
    FZ_ASSERT(info.air_source < TL_SQUARES);
    FZ_ASSERT(info.ndestroyed >= 0 && info.ndestroyed <= TL_DESTROYED_MAX);
    FZ_ASSERT(info.npromoted >= 0 && info.npromoted <= TL_PROMOTED_MAX);
    FZ_ASSERT(info.points[0] >= 0 && info.points[1] >= 0);
    int capture = info.kind == TL_KIND_CAPTURE || info.kind == TL_KIND_STAY
                  || info.kind == TL_KIND_SUICIDE;
    FZ_ASSERT(capture == (info.ndestroyed > 0));
    tl_stack from, to;
    memset(&from, 0, sizeof from);
    from.size = sizeof from;
    memset(&to, 0, sizeof to);
    to.size = sizeof to;
    FZ_ASSERT(tl_game_stack(g, info.from, &from) > 0 && from.side == info.side);
    FZ_ASSERT((info.movers & ~from.pieces) == 0);
    FZ_ASSERT(info.movers_heroic == (info.movers & from.heroic));
    if (info.deploy)
        FZ_ASSERT(info.movers == TL_PIECE_BIT(info.piece));
    else
        FZ_ASSERT(info.movers == from.pieces && info.piece == from.carrier);
    int tn = tl_game_stack(g, info.to, &to);
    if (capture)
        FZ_ASSERT(tn > 0 && to.side != info.side);
    else if (info.kind == TL_KIND_COMBINE)
        FZ_ASSERT(tn > 0 && to.side == info.side);
    else
        FZ_ASSERT(tn == 0);
    for (int i = 0; i < info.ndestroyed; i++) {
        const tl_piece_at *d = &info.destroyed[i];
        FZ_ASSERT(d->square == info.to || d->square == info.from);
        FZ_ASSERT(d->piece >= 0 && d->piece < TL_PIECE_KINDS && (d->heroic & ~1) == 0);
    }
    int n = tl_game_explain(g, m, line, sizeof line);
    FZ_ASSERT(n > 0 && n < 512 && (size_t)n == strlen(line));
    check_play_undo(g, m, &info);
}

/* The library's shortcuts against their slow definitions, on a copy of
 * the game's position (the search relies on each):
 *  - tl_gen_captures() gives the captures of tl_gen(), in its order;
 *  - tl_gen_legal() (which decides many moves without making them, and
 *    drops evasions that touch no line of the commander) gives exactly
 *    the moves of tl_gen() that tl_is_legal() accepts, in order;
 *  - tl_make_if_legal() accepts what tl_is_legal() accepts and restores
 *    a refused move's position;
 *  - when no piece of the side to move that is not heroic attacks the
 *    enemy commander (what pos->t39ok promises), tl_make() with the T39
 *    scan along the lines of the move gives the position of the full
 *    scan, promotions included. */
static int is_capture_kind(uint32_t m)
{
    return MV_KIND(m) == K_X || MV_KIND(m) == K_STAY || MV_KIND(m) == K_SUICIDE;
}

static int t39_clean(const tl_pos *pos)
{
    const int ek = pos->cmd[!pos->side];
    uint16_t att[64];
    const int n = ek < 0 ? 0 : tl_attackers(pos, ek, pos->side, att);
    for (int i = 0; i < n; i++)
        if (!sc_is_hero(pos->b[att[i] >> 4], att[i] & 15))
            return 0;
    return 1;
}

static void check_internal(const tl_game *g)
{
    static uint32_t all[TL_GEN_MAX], caps[TL_GEN_MAX], legal[TL_GEN_MAX];
    static tl_pos pos, before, lines, full;
    pos = g->pos;
    pos.t39ok = 0;
    before = pos;
    const int n = tl_gen(&pos, all);
    FZ_ASSERT(n >= 0 && n <= TL_GEN_MAX);
    const int nc = tl_gen_captures(&pos, caps);
    int c = 0;
    for (int i = 0; i < n; i++)
        if (is_capture_kind(all[i])) {
            FZ_ASSERT(c < nc && caps[c] == all[i]);
            c++;
        }
    FZ_ASSERT(c == nc);
    const int nl = tl_gen_legal(&pos, legal);
    FZ_ASSERT(memcmp(&pos, &before, sizeof pos) == 0);
    const int clean = t39_clean(&pos);
    int l = 0;
    for (int i = 0; i < n; i++) {
        const uint32_t m = all[i];
        const int ok = tl_is_legal(&pos, m);
        FZ_ASSERT(memcmp(&pos, &before, sizeof pos) == 0);
        if (ok) {
            if (!(l < nl && legal[l] == m))
                fprintf(stderr, "legal move %08x (internal) is not in tl_gen_legal's list\n",
                        (unsigned)m);
            FZ_ASSERT(l < nl && legal[l] == m);
            l++;
        } else if (l < nl && legal[l] == m) {
            fprintf(stderr, "illegal move %08x (internal) is in tl_gen_legal's list\n",
                    (unsigned)m);
            FZ_ASSERT(0);
        }
        tl_undo u;
        int check = -2;
        FZ_ASSERT(tl_make_if_legal(&pos, m, &u, &check) == ok);
        FZ_ASSERT(!ok || (check >= -1 && check <= 1));
        if (ok)
            tl_undo_apply(&pos, &u);
        FZ_ASSERT(memcmp(&pos, &before, sizeof pos) == 0);
        if (!clean)
            continue;
        tl_undo u1, u2;
        uint16_t p1[64], p2[64];
        int n1 = 0, n2 = 0;
        lines = before;
        lines.t39ok = 1;
        full = before;
        tl_make(&lines, m, &u1, p1, &n1);
        tl_make(&full, m, &u2, p2, &n2);
        if (memcmp(lines.b, full.b, sizeof full.b) != 0)
            fprintf(stderr, "move %08x (internal): another position with the T39 scan along "
                    "its lines\n", (unsigned)m);
        FZ_ASSERT(n1 == n2 && memcmp(p1, p2, (size_t)n1 * sizeof p1[0]) == 0);
        FZ_ASSERT(memcmp(lines.b, full.b, sizeof full.b) == 0 && lines.hash == full.hash);
        FZ_ASSERT(memcmp(lines.cover, full.cover, sizeof full.cover) == 0);
    }
    FZ_ASSERT(l == nl);
}

void tz_check_game(tl_game *g, int deep)
{
    static tl_move moves[TL_MAX_MOVES], sorted[TL_MAX_MOVES];
    char fen[TL_FEN_MAX];
    int32_t term = -1;

    FZ_ASSERT(g != NULL);
    check_text(g, fen);
    check_board(g);
    check_internal(g);
    if (deep)
        check_pictures(g);

    int n = tl_game_legal_moves(g, moves, TL_MAX_MOVES);
    FZ_ASSERT(n >= 0 && n <= TL_MAX_MOVES);
    FZ_ASSERT(tl_game_legal_moves(g, NULL, 0) == n);
    int res = tl_game_outcome(g, &term);
    FZ_ASSERT(res >= TL_ONGOING && res <= TL_DRAW);
    FZ_ASSERT((res == TL_ONGOING) == (term == TL_TERM_NONE));
    FZ_ASSERT(term >= TL_TERM_NONE && term <= TL_TERM_ADJUDICATION);
    if (n == 0)
        FZ_ASSERT(res != TL_ONGOING);
    uint64_t count = 0;
    FZ_ASSERT(tl_game_perft(g, 1, &count) == TL_OK && count == (uint64_t)n);
    FZ_ASSERT(tl_game_perft(g, 0, &count) == TL_OK && count == 1);

    tl_session ses;
    memset(&ses, 0, sizeof ses);
    ses.size = sizeof ses;
    int open = tl_game_session(g, &ses);
    if (open && res == TL_ONGOING)
        FZ_ASSERT(n > 0 || ses.may_end);
    int turn = tl_game_turn(g);
    memcpy(sorted, moves, (size_t)n * sizeof *moves);
    qsort(sorted, (size_t)n, sizeof *sorted, cmp_moves);
    int every = deep || n <= SAMPLE ? 1 : n / SAMPLE;
    for (int i = 0; i < n; i++) {
        tl_move m = moves[i];
        FZ_ASSERT(i == 0 || sorted[i - 1] != sorted[i]);
        FZ_ASSERT((m >> 24) == 0);
        FZ_ASSERT(TL_MOVE_FROM(m) < TL_SQUARES && TL_MOVE_TO(m) < TL_SQUARES);
        FZ_ASSERT(TL_MOVE_FROM(m) != TL_MOVE_TO(m));
        FZ_ASSERT(TL_MOVE_KIND(m) <= TL_KIND_COMBINE);
        FZ_ASSERT(TL_MOVE_PIECE(m) < TL_PIECE_KINDS);
        FZ_ASSERT(i == 0 || TL_MOVE_FROM(moves[i - 1]) <= TL_MOVE_FROM(m));
        tl_stack s;
        memset(&s, 0, sizeof s);
        s.size = sizeof s;
        FZ_ASSERT(tl_game_stack(g, TL_MOVE_FROM(m), &s) > 0 && s.side == turn);
        FZ_ASSERT(s.pieces & TL_PIECE_BIT(TL_MOVE_PIECE(m)));
        if (!TL_MOVE_IS_DEPLOY(m))
            FZ_ASSERT(TL_MOVE_PIECE(m) == s.carrier);
        else if (!open)
            FZ_ASSERT(s.count > 1); /* (a session's last piece steps alone) */
        if (open) {
            FZ_ASSERT(TL_MOVE_IS_DEPLOY(m) && TL_MOVE_FROM(m) == ses.origin);
            FZ_ASSERT(ses.may_step & TL_PIECE_BIT(TL_MOVE_PIECE(m)));
        }
        if (res == TL_ONGOING && (i % every == 0 || i == n - 1))
            FZ_ASSERT(tl_game_is_legal(g, m) == 1);
    }
    /* A finished game (T56) still lists moves, but none is legal any more
     * (tl_game_is_legal()), so none can be written, explained or played. */
    if (!deep || res != TL_ONGOING)
        return;
    int step = n <= DEEP_MOVES ? 1 : n / DEEP_MOVES;
    for (int i = 0; i < n; i++) {
        int kind = TL_MOVE_KIND(moves[i]);
        if (i % step == 0 || kind == TL_KIND_CAPTURE || kind == TL_KIND_STAY
            || kind == TL_KIND_SUICIDE)
            check_move_deep(g, moves[i]);
    }
    /* Ending the session early succeeds exactly when the session says so,
     * and is taken back by undo. */
    if (open) {
        tz_snap before;
        tz_snapshot(g, &before);
        FZ_ASSERT(tl_game_is_legal(g, TL_MOVE_END(ses.origin)) == ses.may_end);
        int rc = tl_game_end_deploy(g);
        FZ_ASSERT((rc == TL_OK) == (ses.may_end == 1));
        if (rc == TL_OK) {
            FZ_ASSERT(tl_game_session(g, &ses) == 0 && tl_game_turn(g) == (turn ^ 1));
            FZ_ASSERT(tl_game_undo(g) == TL_OK);
        } else {
            FZ_ASSERT(rc == TL_ERR_CANNOT_END);
            fz_check_message(tl_game_error(g));
        }
        tz_unchanged(g, &before);
    }
}
