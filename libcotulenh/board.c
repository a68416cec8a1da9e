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
    tl_zobrist_init(); /* the keys tl_pos_set() uses */
    memset(pos, 0, sizeof *pos);
    for (int p = 0; p < TL_NP; p++)
        pos->b[p] = (tl_terrain[p] & TT_ON) ? 0 : SC_OFF;
    pos->cmd[0] = pos->cmd[1] = -1;
    pos->fullmove = 1;
}

/* Adds (d = +1) or removes (d = -1) the coverage of a source on p (T26):
 * every square within distance L (x^2 + y^2 <= L^2), its own included. */
static void cover(tl_pos *pos, int side, int p, int level, int d)
{
    int x0 = p % TL_PW - 1, y0 = p / TL_PW - 1; /* (PX, PY: here the arithmetic costs less) */
    for (int dy = -level; dy <= level; dy++) {
        int y = y0 + dy;
        if (y < 0 || y > 11)
            continue;
        for (int dx = -level; dx <= level; dx++) {
            int x = x0 + dx;
            if (x < 0 || x > 10 || dx * dx + dy * dy > level * level)
                continue;
            int q = PAD(x, y);
            pos->cover[side][q] = (uint8_t)(pos->cover[side][q] + d);
            pos->csum[side][q] = (uint16_t)(pos->csum[side][q] + d * p);
        }
    }
}

/* The Zobrist key of the piece of kind t of stack c on the square of
 * keys z (tl_zpiece[T1 index]). */
static inline uint64_t piece_key(const uint64_t *z, uint32_t c, int t)
{
    return z[(sc_side(c) * NKIND + t) * 2 + sc_is_hero(c, t)];
}

static uint64_t stack_hash(int sq, uint32_t c)
{
    uint64_t h = 0;
    for (uint32_t k = sc_kinds(c); k; k &= k - 1)
        h ^= piece_key(tl_zpiece[sq], c, __builtin_ctz(k));
    return h;
}

static void account(tl_pos *pos, int p, uint32_t c, int d)
{
    const int side = sc_side(c);
    const int l = ad_level(c);
    if (l)
        cover(pos, side, p, l, d);
    /* the hash keys (stack_hash()), the counts: one pass over the kinds */
    const uint64_t *const z = tl_zpiece[tl_p2s[p]];
    uint8_t *const cnt = pos->cnt[side];
    uint64_t h = 0;
    int others = 0;
    for (uint32_t k = sc_kinds(c); k; k &= k - 1) {
        const int t = __builtin_ctz(k);
        h ^= piece_key(z, c, t);
        cnt[t] = (uint8_t)(cnt[t] + d);
        others += t != PC && t != PH;
    }
    pos->hash ^= h;
    pos->others[side] = (uint8_t)(pos->others[side] + d * others);
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
    for (int s = 0; s < TL_SQUARES; s++) {
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
