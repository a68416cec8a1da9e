/* The position: setting squares with every incremental structure kept up
 * to date (hash, air-defence coverage T26, occupancy, counts), sessions,
 * taking changes back. */
#include "board.h"

const int tl_dir[8] = {TL_PW, -TL_PW, 1, -1, TL_PW + 1, TL_PW - 1, -TL_PW + 1, -TL_PW - 1};
const char tl_letters[NKIND + 1] = "NFTEHCIMAGS";

/* T5 values. */
static const int8_t kind_value[NKIND] = {80, 40, 20, 10, 0, 100, 10, 10, 30, 10, 20};

int tl_kind_points(int k, int heroic)
{
    return kind_value[k] + (heroic ? 10 : 0);
}

int tl_stack_points(uint32_t code)
{
    int s = 0;
    for (uint32_t k = sc_kinds(code); k; k &= k - 1) {
        int t = __builtin_ctz(k);
        s += tl_kind_points(t, sc_is_hero(code, t));
    }
    return s;
}

int tl_kind_of_letter(int ch)
{
    if (ch >= 'a' && ch <= 'z')
        ch -= 'a' - 'A';
    for (int k = 0; k < NKIND; k++)
        if (tl_letters[k] == ch)
            return k;
    return -1;
}

void tl_pos_clear(tl_pos *pos)
{
    memset(pos, 0, sizeof *pos);
    for (int p = 0; p < TL_NP; p++)
        pos->b[p] = (tl_terrain[p] & TT_ON) ? 0 : SC_OFF;
    pos->cmd[0] = pos->cmd[1] = -1;
    pos->fullmove = 1;
}

/* The half widths of the disc of radius L (0-3): the largest |dx| with
 * dx^2 + dy^2 <= L^2 for each |dy|, -1 for none. */
static const int8_t disc_w[4][4] = {{0, -1, -1, -1}, {1, 0, -1, -1}, {2, 1, 0, -1}, {3, 2, 2, 0}};

/* Adds (d = +1) or removes (d = -1) the coverage of a source on p (T26):
 * every square within distance L (x^2 + y^2 <= L^2), its own included;
 * one run of squares a rank, cut at the board's edges. */
static void cover(tl_pos *pos, int side, int p, int level, int d)
{
    const int x0 = PX(p), y0 = PY(p);
    uint8_t *const cv = pos->cover[side];
    uint16_t *const cs = pos->csum[side];
    for (int dy = -level; dy <= level; dy++) {
        const int y = y0 + dy;
        if (y < 0 || y > 11)
            continue;
        const int w = disc_w[level][dy < 0 ? -dy : dy];
        const int lo = x0 - w < 0 ? 0 : x0 - w, hi = x0 + w > 10 ? 10 : x0 + w;
        for (int q = PAD(lo, y), e = PAD(hi, y); q <= e; q++) {
            cv[q] = (uint8_t)(cv[q] + d);
            cs[q] = (uint16_t)(cs[q] + d * p);
        }
    }
}

static uint64_t stack_hash(int sq, uint32_t c)
{
    uint64_t h = 0;
    int side = sc_side(c);
    for (uint32_t k = sc_kinds(c); k; k &= k - 1) {
        int t = __builtin_ctz(k);
        h ^= tl_zpiece[sq][(side * NKIND + t) * 2 + sc_is_hero(c, t)];
    }
    return h;
}

static void account(tl_pos *pos, int p, uint32_t c, int d)
{
    int side = sc_side(c);
    pos->hash ^= stack_hash(tl_p2s[p], c);
    int l = ad_level(c);
    if (l)
        cover(pos, side, p, l, d);
    for (uint32_t k = sc_kinds(c); k; k &= k - 1) {
        int t = __builtin_ctz(k);
        pos->cnt[side][t] = (uint8_t)(pos->cnt[side][t] + d);
        if (t != PC && t != PH)
            pos->others[side] = (uint8_t)(pos->others[side] + d);
    }
    if (c & (1u << PC)) {
        if (d > 0)
            pos->cmd[side] = (int16_t)p;
        else if (pos->cmd[side] == p)
            pos->cmd[side] = -1;
    }
    pos->occ[side][p >> 6] ^= 1ull << (p & 63);
}

void tl_pos_set(tl_pos *pos, int p, uint32_t code)
{
    uint32_t old = pos->b[p];
    if (old == code)
        return;
    if (old)
        account(pos, p, old, -1);
    pos->b[p] = code;
    if (code)
        account(pos, p, code, +1);
}

static uint64_t session_hash(int origin, unsigned may_step, int cap)
{
    if (!origin)
        return 0;
    uint64_t h = tl_zorigin[tl_p2s[origin]];
    for (int k = 0; k < NKIND; k++)
        if (may_step >> k & 1)
            h ^= tl_zmask[k];
    return cap ? h ^ tl_zcap : h;
}

void tl_pos_session(tl_pos *pos, int origin, unsigned may_step, int cap)
{
    pos->hash ^= session_hash(pos->origin, pos->may_step, pos->cap);
    pos->origin = (uint8_t)origin;
    pos->may_step = (uint16_t)(origin ? may_step : 0);
    pos->cap = (uint8_t)(origin ? cap : 0);
    pos->hash ^= session_hash(pos->origin, pos->may_step, pos->cap);
}

uint64_t tl_pos_hash_full(const tl_pos *pos)
{
    uint64_t h = pos->side ? tl_zside : 0;
    for (int s = 0; s < 132; s++) {
        uint32_t c = pos->b[tl_s2p[s]];
        if (c)
            h ^= stack_hash(s, c);
    }
    return h ^ session_hash(pos->origin, pos->may_step, pos->cap);
}

void tl_undo_apply(tl_pos *pos, const tl_undo *u)
{
    for (int i = u->n - 1; i >= 0; i--)
        tl_pos_set(pos, u->ch[i].p, u->ch[i].old);
    tl_pos_session(pos, u->origin, u->may_step, u->cap);
    if (pos->side != u->side)
        pos->hash ^= tl_zside;
    pos->side = u->side;
    pos->points[0] = u->points[0];
    pos->points[1] = u->points[1];
    pos->halfmove = u->halfmove;
    pos->fullmove = u->fullmove;
    pos->t39ok = u->t39ok;
}
