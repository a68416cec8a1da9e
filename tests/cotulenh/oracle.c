/* The naive Cờ tư lệnh oracle: see oracle.h.  Written straight from
 * shared/cotulenh/RULES.md (T-numbers cited); readability over speed. */
#include "oracle.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---------------------------------------------------------------- pieces */

/* Piece types, in the T17 print order (carriers first: N F T E H, then the
 * passengers).  Every valid stack (T17) sorted by this order starts with its
 * carrier and lists the passengers as T17 prints them. */
enum { N_, F_, T_, E_, H_, C_, I_, M_, A_, G_, S_, NTYPES };
static const char LETTERS[] = "NFTEHCIMAGS";
/* T52 points. */
static const int VALUE[NTYPES] = {80, 40, 20, 10, 0, 100, 10, 10, 30, 10, 20};
/* T7 standard set (19 pieces). */
static const int STANDARD[NTYPES] = {2, 2, 2, 2, 2, 1, 2, 1, 2, 2, 1};
/* T7/T9 reduced set: no engineers (17 pieces). */
static const int REDUCED[NTYPES] = {2, 2, 2, 0, 2, 1, 2, 1, 2, 2, 1};

enum { RED = 0, BLUE = 1 };

#define BIT(t) (1u << (t))

typedef struct {
    int type, color, heroic;
} Piece;

typedef struct {
    int n;          /* 0 = empty square */
    Piece p[4];     /* T17 order: p[0] is the carrier */
} Stack;

typedef struct {
    Stack sq[132];  /* T1: index y * 11 + x */
    int side;
    long halfmove, fullmove;
    int in_session; /* T21 */
    int origin;
    unsigned may;   /* types on the origin that may still step (T47 letters) */
    int scap;       /* a capture was made in this session (T47 ":x") */
} Pos;

typedef struct {
    int from, to;
    int deploy;     /* T20 deploy step */
    int type;       /* moving piece (deploy) or carrier (whole stack) */
    char kind;      /* 'm' move, 'x', '_', '@', '&' */
} Move;

#define MAXMOVES 2048
typedef struct {
    int n;
    int overflow; /* more than MAXMOVES moves (absurd FENs only): an error */
    Move m[MAXMOVES];
} MoveList;

static void seterr(char *err, size_t size, const char *fmt, ...)
{
    if (!err || size == 0)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, size, fmt, ap);
    va_end(ap);
}

/* T17: the maximal valid stacks; every subset of one is valid. */
static const unsigned MAXIMAL[] = {
    BIT(F_) | BIT(T_) | BIT(C_), BIT(F_) | BIT(T_) | BIT(I_), BIT(F_) | BIT(T_) | BIT(M_),
    BIT(N_) | BIT(F_) | BIT(C_), BIT(N_) | BIT(F_) | BIT(I_), BIT(N_) | BIT(F_) | BIT(M_),
    BIT(N_) | BIT(F_) | BIT(T_), BIT(E_) | BIT(A_), BIT(E_) | BIT(G_), BIT(E_) | BIT(S_),
    BIT(H_) | BIT(C_),
};

static int valid_set(unsigned mask)
{
    if (!mask)
        return 0;
    for (size_t i = 0; i < sizeof MAXIMAL / sizeof MAXIMAL[0]; i++)
        if ((mask & ~MAXIMAL[i]) == 0)
            return 1;
    return 0;
}

static unsigned stack_mask(const Stack *s)
{
    unsigned m = 0;
    for (int i = 0; i < s->n; i++)
        m |= BIT(s->p[i].type);
    return m;
}

/* Carrier of a valid set: the first type in T17 order. */
static int carrier_of(unsigned mask)
{
    for (int t = 0; t < NTYPES; t++)
        if (mask & BIT(t))
            return t;
    return -1;
}

static void sort_stack(Stack *s)
{
    for (int i = 1; i < s->n; i++)
        for (int j = i; j > 0 && s->p[j].type < s->p[j - 1].type; j--) {
            Piece t = s->p[j];
            s->p[j] = s->p[j - 1];
            s->p[j - 1] = t;
        }
}

/* --------------------------------------------------------------- terrain */

static int sqx(int sq) { return sq % 11; }
static int sqy(int sq) { return sq / 11; }

/* T4 */
static int is_water(int x) { return x <= 1; }
static int is_mixed(int x, int y)
{
    return x == 2 || ((x == 3 || x == 4) && (y == 5 || y == 6));
}
static int navy_square(int sq) { return is_water(sqx(sq)) || is_mixed(sqx(sq), sqy(sq)); }
static int land_square(int sq) { return !is_water(sqx(sq)); }

/* T5 "stands on": navies on navy squares, every other piece on land. */
static int can_stand(int type, int sq)
{
    return type == N_ ? navy_square(sq) : land_square(sq);
}

/* T3: 0 = Red's half (ranks 1-6), 1 = Blue's half. */
static int half(int y) { return y >= 6; }

/* T12.3: the river-mouth diagonals c5-d6 and d7-c8 (either way). */
static int river_mouth(int px, int py, int x, int y)
{
    int c5 = 4 * 11 + 2, d6 = 5 * 11 + 3, d7 = 6 * 11 + 3, c8 = 7 * 11 + 2;
    int a = py * 11 + px, b = y * 11 + x;
    return (a == c5 && b == d6) || (a == d6 && b == c5) || (a == d7 && b == c8) ||
           (a == c8 && b == d7);
}

/* ---------------------------------------------------------------- ranges */

/* T5/T6/T24/T29-T31: move range mr, capture range cr, capture range against
 * a navy-carried target crn, for this piece in this direction.  Returns 0
 * when the piece has no move or capture in that direction at all. */
static int ranges(int type, int heroic, int diag, int *mr, int *cr, int *crn)
{
    int h = heroic ? 1 : 0;
    switch (type) {
    case C_: /* T15, T29-T31: unlimited orthogonal moves, never diagonal */
        if (diag)
            return 0;
        *mr = 12;
        *cr = *crn = 1 + h;
        return 1;
    case I_:
    case E_:
    case G_: /* diagonal only when heroic */
        if (diag && !h)
            return 0;
        *mr = *cr = *crn = 1 + h;
        return 1;
    case M_:
        *mr = *cr = *crn = 1 + h;
        return 1;
    case T_:
        if (diag && !h)
            return 0;
        *mr = *cr = *crn = 2 + h;
        return 1;
    case A_:
        *mr = *cr = *crn = 3 + h;
        return 1;
    case S_: /* orthogonal 2, diagonal 1 (heroic 3 / 2) */
        *mr = *cr = *crn = (diag ? 1 : 2) + h;
        return 1;
    case F_:
        *mr = *cr = *crn = 4 + h;
        return 1;
    case N_: /* T24: moves 4, captures 4 vs a navy, 3 vs others */
        *mr = 4 + h;
        *cr = 3 + h;
        *crn = 4 + h;
        return 1;
    case H_: /* T16, D17: only a heroic HQ moves: 1 in 8 directions */
        if (!h)
            return 0;
        *mr = *cr = *crn = 1;
        return 1;
    }
    return 0;
}

/* ----------------------------------------------------------- generation */

static void push(MoveList *l, int from, int to, int deploy, int type, char kind)
{
    if (l->n < MAXMOVES) {
        Move *m = &l->m[l->n++];
        m->from = from;
        m->to = to;
        m->deploy = deploy;
        m->type = type;
        m->kind = kind;
    } else {
        l->overflow = 1;
    }
}

/* T26: the air-defence level of the stack s (its carrier or single piece:
 * G 1, S 2, N 1, heroic +1), 0 if it is no source. */
static int source_level(const Stack *s)
{
    if (s->n == 0)
        return 0;
    const Piece *c = &s->p[0]; /* a G or S carried by an engineer gives no cover */
    int level = c->type == G_ ? 1 : c->type == S_ ? 2 : c->type == N_ ? 1 : 0;
    if (level && c->heroic)
        level++;
    return level;
}

enum { SAFE, KAMIKAZE, DESTROYED };

static const int DIRS[8][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1},
                               {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

/* The T11 procedure for one mover: the whole stack on from (deploy == 0)
 * or its piece of type ptype making a deploy step (T20).  If target >= 0,
 * only the direction towards target is examined (used for attacks, T35:
 * rays are straight, so no other direction can reach it). */
static void gen_mover(const Pos *p, int from, int deploy, int ptype, int target, MoveList *out)
{
    const Stack *st = &p->sq[from];
    const Piece *mp = &st->p[0];
    if (deploy)
        for (int i = 0; i < st->n; i++)
            if (st->p[i].type == ptype)
                mp = &st->p[i];
    int type = mp->type, her = mp->heroic, col = mp->color;
    unsigned movmask = deploy ? BIT(type) : stack_mask(st);
    int air = type == F_, navy = type == N_;
    int heavy = type == A_ || type == G_ || type == S_; /* T12.2: by itself */
    int fx = sqx(from), fy = sqy(from);

    /* T26/T27: the enemy air-defence sources, for a non-heroic air force. */
    int src[132], srclevel[132], nsrc = 0;
    if (air && !her)
        for (int s = 0; s < 132; s++) {
            int L = source_level(&p->sq[s]);
            if (L && p->sq[s].p[0].color != col) {
                src[nsrc] = s;
                srclevel[nsrc++] = L;
            }
        }

    for (int d = 0; d < 8; d++) {
        int dx = DIRS[d][0], dy = DIRS[d][1], diag = dx && dy;
        int mr, cr, crn;
        if (!ranges(type, her, diag, &mr, &cr, &crn))
            continue;
        if (target >= 0) {
            int tx = sqx(target) - fx, ty = sqy(target) - fy;
            if (!(tx == 0 || ty == 0 || abs(tx) == abs(ty)))
                continue;
            if ((tx > 0) - (tx < 0) != dx || (ty > 0) - (ty < 0) != dy)
                continue;
        }
        int maxk = mr > cr ? mr : cr;
        if (crn > maxk)
            maxk = crn;
        int tb = 0, pb = 0, left = 0, nD = 0;
        unsigned char inD[132]; /* D: the sources met on this ray */
        memset(inD, 0, (size_t)nsrc);
        int px = fx, py = fy;
        for (int k = 1; k <= maxk; k++) {
            int x = fx + k * dx, y = fy + k * dy;
            if (x < 0 || x > 10 || y < 0 || y > 11)
                break;
            int s = y * 11 + x;
            int state = SAFE;
            if (air && !her) { /* T27 */
                int covered = 0;
                for (int j = 0; j < nsrc; j++) {
                    int ddx = x - sqx(src[j]), ddy = y - sqy(src[j]);
                    if (ddx * ddx + ddy * ddy <= srclevel[j] * srclevel[j]) {
                        covered = 1;
                        if (!inD[j]) {
                            inD[j] = 1;
                            nD++;
                        }
                    }
                }
                if (!covered && nD > 0)
                    left = 1;
                state = nD == 0 ? SAFE : (nD == 1 && !left) ? KAMIKAZE : DESTROYED;
                if (state == DESTROYED)
                    break;
            }
            if (!tb) { /* T12, sticky */
                if (!air && !can_stand(type, s))
                    tb = 1;
                else if (heavy && half(y) != half(fy) && !(dx == 0 && (fx == 5 || fx == 7)))
                    tb = 1;
                else if (navy && river_mouth(px, py, x, y))
                    tb = 1;
            }
            const Stack *t = &p->sq[s];
            if (t->n == 0) {
                if (k <= mr && !tb && !pb && can_stand(type, s) && state == SAFE)
                    push(out, from, s, deploy, type, 'm');
            } else {
                if (t->p[0].color != col) {
                    int rng = t->p[0].type == N_ ? crn : cr;
                    if (k <= rng) { /* T23 kinds */
                        if (state == KAMIKAZE) {
                            push(out, from, s, deploy, type, '@');
                        } else if (!can_stand(type, s)) {
                            push(out, from, s, deploy, type, '_');
                        } else if (air && !deploy && t->p[0].type != F_) {
                            push(out, from, s, deploy, type, 'x');
                            push(out, from, s, deploy, type, '_');
                        } else {
                            push(out, from, s, deploy, type, 'x');
                        }
                    }
                } else if (k <= mr && !tb && !pb && state == SAFE) { /* T18 */
                    unsigned u = stack_mask(t) | movmask;
                    if (!(stack_mask(t) & movmask) && valid_set(u) && can_stand(carrier_of(u), s))
                        push(out, from, s, deploy, type, '&');
                }
                /* T11/T13: nothing blocks an air force; only a navy-carried
                 * stack blocks a navy; a navy-carried stack blocks no other. */
                int blocks = !air && ((t->p[0].type == N_) == navy);
                if (blocks) {
                    pb = 1;
                    if (!(type == A_ || type == S_ || type == F_ || type == N_))
                        break;
                }
            }
            if (s == target)
                break;
            px = x;
            py = y;
        }
    }
}

/* T38 pseudo-legal moves / steps of the side to move. */
static void gen_pseudo(const Pos *p, MoveList *out)
{
    out->n = 0;
    out->overflow = 0;
    if (p->in_session) { /* T21: only unstepped pieces on the origin */
        const Stack *o = &p->sq[p->origin];
        for (int i = 0; i < o->n; i++)
            if (p->may & BIT(o->p[i].type))
                gen_mover(p, p->origin, 1, o->p[i].type, -1, out);
        return;
    }
    for (int s = 0; s < 132; s++) {
        const Stack *st = &p->sq[s];
        if (st->n == 0 || st->p[0].color != p->side)
            continue;
        gen_mover(p, s, 0, st->p[0].type, -1, out);
        if (st->n >= 2) /* T20: a single piece never deploys */
            for (int i = 0; i < st->n; i++)
                gen_mover(p, s, 1, st->p[i].type, -1, out);
    }
}

/* T35: does the piece of type ptype in the stack on sq attack target?
 * (a carrier or single piece by a whole-stack capture, a passenger by a
 * deploy-step capture; any capture kind counts). */
static int piece_attacks(const Pos *p, int sq, int ptype, int target)
{
    int dx = sqx(target) - sqx(sq), dy = sqy(target) - sqy(sq);
    if (!(dx == 0 || dy == 0 || abs(dx) == abs(dy)))
        return 0; /* not on any ray from sq (T11: no knight-like moves) */
    MoveList l;
    l.n = 0;
    l.overflow = 0;
    int deploy = p->sq[sq].p[0].type != ptype;
    gen_mover(p, sq, deploy, ptype, target, &l);
    for (int i = 0; i < l.n; i++)
        if (l.m[i].to == target && l.m[i].kind != 'm' && l.m[i].kind != '&')
            return 1;
    return 0;
}

static int attacked_by(const Pos *p, int target, int by)
{
    for (int s = 0; s < 132; s++) {
        const Stack *st = &p->sq[s];
        if (st->n == 0 || st->p[0].color != by)
            continue;
        for (int i = 0; i < st->n; i++)
            if (piece_attacks(p, s, st->p[i].type, target))
                return 1;
    }
    return 0;
}

static int find_commander(const Pos *p, int color)
{
    for (int s = 0; s < 132; s++)
        for (int i = 0; i < p->sq[s].n; i++)
            if (p->sq[s].p[i].type == C_ && p->sq[s].p[i].color == color)
                return s;
    return -1;
}

/* T33 facing: both commanders uncarried, same file or rank, nothing between. */
static int facing(const Pos *p)
{
    int a = find_commander(p, RED), b = find_commander(p, BLUE);
    if (a < 0 || b < 0 || p->sq[a].n != 1 || p->sq[b].n != 1)
        return 0;
    int ax = sqx(a), ay = sqy(a), bx = sqx(b), by = sqy(b);
    if (ax != bx && ay != by)
        return 0;
    int dx = (bx > ax) - (bx < ax), dy = (by > ay) - (by < ay);
    for (int x = ax + dx, y = ay + dy; x != bx || y != by; x += dx, y += dy)
        if (p->sq[y * 11 + x].n)
            return 0;
    return 1;
}

/* T35 check. */
static int in_check(const Pos *p, int color)
{
    int c = find_commander(p, color);
    return c >= 0 && attacked_by(p, c, !color);
}

/* T39 then T40 (D10), after a move or step by side x. */
static void promote(Pos *p, int x)
{
    int c = find_commander(p, !x);
    if (c >= 0) {
        int mark[132][4];
        memset(mark, 0, sizeof mark);
        for (int s = 0; s < 132; s++) {
            const Stack *st = &p->sq[s];
            if (st->n == 0 || st->p[0].color != x)
                continue;
            for (int i = 0; i < st->n; i++)
                mark[s][i] = piece_attacks(p, s, st->p[i].type, c);
        }
        for (int s = 0; s < 132; s++)
            for (int i = 0; i < p->sq[s].n; i++)
                if (mark[s][i])
                    p->sq[s].p[i].heroic = 1;
    }
    for (int side = RED; side <= BLUE; side++) { /* T40 last guard */
        int count = 0, where = -1;
        for (int s = 0; s < 132; s++)
            for (int i = 0; i < p->sq[s].n; i++) {
                const Piece *q = &p->sq[s].p[i];
                if (q->color == side && q->type != C_ && q->type != H_) {
                    count++;
                    where = s;
                }
            }
        if (count == 1 && p->sq[where].n == 1)
            p->sq[where].p[0].heroic = 1;
    }
}

static void end_turn(Pos *p, int captured)
{
    p->halfmove = captured ? 0 : p->halfmove + 1; /* T43 */
    if (p->side == BLUE)                           /* T44 */
        p->fullmove++;
    p->side = !p->side;
    p->in_session = 0;
    p->may = 0;
    p->scap = 0;
}

static int stack_points(const Stack *s)
{
    int v = 0;
    for (int i = 0; i < s->n; i++)
        v += VALUE[s->p[i].type] + (s->p[i].heroic ? 10 : 0);
    return v;
}

/* Make the move on p (board, session bookkeeping, T39/T40).  A non-deploy
 * move ends the turn; a deploy step leaves the session open (the caller
 * decides when it ends).  score (may be NULL) receives T52 points. */
static void apply(Pos *p, const Move *m, int *score)
{
    int x = p->side;
    Stack *o = &p->sq[m->from], *t = &p->sq[m->to];
    Stack mov, rest;
    unsigned before = stack_mask(o);
    if (m->deploy) {
        mov.n = 0;
        rest.n = 0;
        for (int i = 0; i < o->n; i++) {
            if (o->p[i].type == m->type)
                mov.p[mov.n++] = o->p[i];
            else
                rest.p[rest.n++] = o->p[i];
        }
    } else {
        mov = *o;
        rest.n = 0;
    }
    int cap = m->kind == 'x' || m->kind == '_' || m->kind == '@';
    if (cap && score)
        score[x] += stack_points(t);
    switch (m->kind) {
    case 'm':
        *t = mov;
        *o = rest;
        break;
    case 'x':
        *t = mov;
        *o = rest;
        break;
    case '_': /* T23.2: the mover stays (a deploying piece stays on the origin) */
        t->n = 0;
        break;
    case '@': /* T23.1: both destroyed */
        if (score)
            score[!x] += stack_points(&mov);
        t->n = 0;
        *o = rest;
        break;
    case '&':
        for (int i = 0; i < mov.n; i++)
            t->p[t->n++] = mov.p[i];
        sort_stack(t);
        *o = rest;
        break;
    }
    if (m->deploy) {
        if (!p->in_session) {
            p->in_session = 1;
            p->origin = m->from;
            p->may = before;
            p->scap = 0;
        }
        p->may &= ~BIT(m->type);
        p->scap |= cap;
        promote(p, x);
    } else {
        promote(p, x);
        end_turn(p, cap);
    }
}

/* ------------------------------------------------------------- legality */

/* T36 for side x after its turn; had = x had a commander before. */
static int legal_for(const Pos *p, int x, int had)
{
    if (!had)
        return 1;
    int c = find_commander(p, x);
    if (c < 0)
        return 0; /* destroyed its own commander (an '@') */
    return !attacked_by(p, c, !x) && !facing(p);
}

/* T21/D18: the pieces left on the origin may stand there as one stack. */
static int origin_ok(const Pos *p)
{
    const Stack *o = &p->sq[p->origin];
    return o->n == 0 || can_stand(o->p[0].type, p->origin);
}

/* T21: ending the open session now is allowed and legal (T36). */
static int can_end(const Pos *p, int had)
{
    return p->in_session && origin_ok(p) && legal_for(p, p->side, had);
}

/* T37: a legal completion exists for the session open on q. */
static int completion(const Pos *q, int had)
{
    if (can_end(q, had))
        return 1;
    if (q->may == 0)
        return 0;
    MoveList *l = malloc(sizeof *l);
    if (!l)
        abort();
    gen_pseudo(q, l);
    int ok = 0;
    for (int i = 0; i < l->n && !ok; i++) {
        Pos r = *q;
        apply(&r, &l->m[i], NULL);
        ok = completion(&r, had);
    }
    free(l);
    return ok;
}

static void gen_legal(const Pos *p, MoveList *out)
{
    MoveList *ps = malloc(sizeof *ps);
    if (!ps)
        abort();
    gen_pseudo(p, ps);
    int had = find_commander(p, p->side) >= 0;
    out->n = 0;
    out->overflow = ps->overflow;
    for (int i = 0; i < ps->n; i++) {
        Pos q = *p;
        apply(&q, &ps->m[i], NULL);
        int ok = ps->m[i].deploy ? completion(&q, had) : legal_for(&q, p->side, had);
        if (ok)
            out->m[out->n++] = ps->m[i];
    }
    free(ps);
}

/* O1: end a session that may not continue (T21 automatic end).  If legal
 * is not NULL it receives the legal moves of the settled position.
 * Returns 1 if the session is stuck (no legal step and it may not end),
 * else 0. */
static int settle(Pos *p, MoveList *legal)
{
    MoveList *l = legal ? legal : malloc(sizeof *l);
    if (!l)
        abort();
    int filled = 0, stuck = 0;
    if (p->in_session) {
        int had = find_commander(p, p->side) >= 0;
        if (p->may == 0) {
            if (can_end(p, had))
                end_turn(p, p->scap);
            else
                stuck = 1;
        } else {
            gen_legal(p, l);
            filled = 1;
            if (l->n == 0 && can_end(p, had)) {
                end_turn(p, p->scap);
                filled = 0;
            } else if (l->n == 0) {
                stuck = 1;
            }
        }
    }
    if (legal && !filled)
        gen_legal(p, l);
    if (!legal)
        free(l);
    return stuck;
}

/* ------------------------------------------------------------------ text */

static int parse_square(const char *s, int *sq, int *len)
{
    if (s[0] < 'a' || s[0] > 'k' || s[1] < '1' || s[1] > '9')
        return 0;
    int x = s[0] - 'a', y = s[1] - '0', n = 2;
    if (s[1] == '1' && s[2] >= '0' && s[2] <= '2') {
        y = 10 + (s[2] - '0');
        n = 3;
    }
    *sq = (y - 1) * 11 + x;
    *len = n;
    return 1;
}

static int letter_type(char c)
{
    const char *q = strchr(LETTERS, c >= 'a' && c <= 'z' ? c - 32 : c);
    return c && q ? (int)(q - LETTERS) : -1;
}

/* Parse digits [s, s+n) as a non-negative number; at most 9 digits, no
 * leading zeros (O3). */
static int parse_number(const char *s, size_t n, long *v)
{
    if (n == 0 || n > 9 || (n > 1 && s[0] == '0'))
        return 0;
    long r = 0;
    for (size_t i = 0; i < n; i++) {
        if (s[i] < '0' || s[i] > '9')
            return 0;
        r = r * 10 + (s[i] - '0');
    }
    *v = r;
    return 1;
}

/* T45/T46/T47 */
static int parse_fen(const char *fen, Pos *p, char *err, size_t es)
{
    memset(p, 0, sizeof *p);
    if (!fen) {
        seterr(err, es, "NULL FEN");
        return -1;
    }
    const char *f[8];
    size_t fl[8];
    int nf = 0;
    const char *s = fen;
    for (;;) {
        const char *e = strchr(s, ' ');
        size_t len = e ? (size_t)(e - s) : strlen(s);
        if (nf == 8) {
            seterr(err, es, "too many fields");
            return -1;
        }
        f[nf] = s;
        fl[nf++] = len;
        if (len == 0) {
            seterr(err, es, "empty field %d", nf);
            return -1;
        }
        if (!e)
            break;
        s = e + 1;
    }
    if (nf != 6 && nf != 7) {
        seterr(err, es, "%d fields (want 6 or 7)", nf);
        return -1;
    }
    /* placement */
    const char *c = f[0], *end = f[0] + fl[0];
    int commanders[2] = {0, 0};
    for (int rank = 11; rank >= 0; rank--) {
        int x = 0, last_number = 0;
        while (c < end && *c != '/') {
            if (*c >= '0' && *c <= '9') {
                const char *d = c;
                while (d < end && *d >= '0' && *d <= '9')
                    d++;
                long v;
                if (last_number || !parse_number(c, (size_t)(d - c), &v) || v < 1 || v > 11) {
                    seterr(err, es, "bad empty count in rank %d", rank + 1);
                    return -1;
                }
                x += (int)v;
                last_number = 1;
                c = d;
                if (x > 11) {
                    seterr(err, es, "rank %d longer than 11 squares", rank + 1);
                    return -1;
                }
                continue;
            }
            last_number = 0;
            if (x >= 11) {
                seterr(err, es, "rank %d longer than 11 squares", rank + 1);
                return -1;
            }
            Stack st;
            st.n = 0;
            int paren = *c == '(';
            if (paren)
                c++;
            do {
                int heroic = 0;
                if (c < end && *c == '+') {
                    heroic = 1;
                    c++;
                }
                int t = c < end ? letter_type(*c) : -1;
                if (t < 0) {
                    seterr(err, es, "bad piece in rank %d", rank + 1);
                    return -1;
                }
                if (st.n == 4) {
                    seterr(err, es, "stack too large in rank %d", rank + 1);
                    return -1;
                }
                st.p[st.n].type = t;
                st.p[st.n].color = (*c >= 'a' && *c <= 'z') ? BLUE : RED;
                st.p[st.n].heroic = heroic;
                st.n++;
                c++;
            } while (paren && c < end && *c != ')');
            if (paren) {
                if (c >= end || *c != ')' || st.n < 2) {
                    seterr(err, es, "bad stack in rank %d", rank + 1);
                    return -1;
                }
                c++;
            }
            unsigned mask = 0;
            for (int i = 0; i < st.n; i++) {
                if ((mask & BIT(st.p[i].type)) || st.p[i].color != st.p[0].color) {
                    seterr(err, es, "invalid stack in rank %d", rank + 1);
                    return -1;
                }
                mask |= BIT(st.p[i].type);
                if (st.p[i].type == C_)
                    commanders[st.p[i].color]++;
            }
            if (!valid_set(mask)) {
                seterr(err, es, "invalid stack (T17) in rank %d", rank + 1);
                return -1;
            }
            sort_stack(&st);
            p->sq[rank * 11 + x] = st;
            x++;
        }
        if (x != 11) {
            seterr(err, es, "rank %d has %d squares", rank + 1, x);
            return -1;
        }
        if (rank > 0) {
            if (c >= end || *c != '/') {
                seterr(err, es, "want 12 ranks");
                return -1;
            }
            c++;
        }
    }
    if (c != end) {
        seterr(err, es, "want 12 ranks");
        return -1;
    }
    if (commanders[RED] > 1 || commanders[BLUE] > 1) {
        seterr(err, es, "more than one commander of a colour");
        return -1;
    }
    if (fl[1] != 1 || (f[1][0] != 'r' && f[1][0] != 'b')) {
        seterr(err, es, "bad side");
        return -1;
    }
    p->side = f[1][0] == 'b' ? BLUE : RED;
    if (fl[2] != 1 || f[2][0] != '-' || fl[3] != 1 || f[3][0] != '-') {
        seterr(err, es, "fields 3 and 4 must be '-'");
        return -1;
    }
    if (!parse_number(f[4], fl[4], &p->halfmove) || !parse_number(f[5], fl[5], &p->fullmove) ||
        p->fullmove < 1) {
        seterr(err, es, "bad halfmove or fullmove");
        return -1;
    }
    if (nf == 7) { /* T47 */
        const char *q = f[6], *qe = f[6] + fl[6];
        int len;
        char sqbuf[4] = {0};
        memcpy(sqbuf, q, fl[6] < 3 ? fl[6] : 3);
        if (!parse_square(sqbuf, &p->origin, &len) || q + len >= qe || q[len] != ':') {
            seterr(err, es, "bad session field");
            return -1;
        }
        q += len + 1;
        const Stack *o = &p->sq[p->origin];
        unsigned on = stack_mask(o);
        p->may = 0;
        while (q < qe && *q != ':') {
            int t = (*q >= 'A' && *q <= 'Z') ? letter_type(*q) : -1;
            if (t < 0 || (p->may & BIT(t)) || !(on & BIT(t)) || o->p[0].color != p->side) {
                seterr(err, es, "bad session letters");
                return -1;
            }
            p->may |= BIT(t);
            q++;
        }
        if (q < qe) {
            if (qe - q != 2 || q[1] != 'x') {
                seterr(err, es, "bad session field");
                return -1;
            }
            p->scap = 1;
        }
        p->in_session = 1;
    }
    for (int sq = 0; sq < 132; sq++) { /* T46 terrain, T47 origin exempt */
        const Stack *st = &p->sq[sq];
        if (st->n && !can_stand(st->p[0].type, sq) && !(p->in_session && sq == p->origin)) {
            seterr(err, es, "carrier on terrain it may not stand on (T5)");
            return -1;
        }
    }
    return 0;
}

/* A growing string with a size limit. */
typedef struct {
    char *buf;
    size_t size, len;
    int overflow;
} Out;

static void out_str(Out *o, const char *s)
{
    size_t n = strlen(s);
    if (o->len + n + 1 > o->size) {
        o->overflow = 1;
        return;
    }
    memcpy(o->buf + o->len, s, n + 1);
    o->len += n;
}

/* b needs 4 bytes. */
static void square_name(int sq, char *b)
{
    int rank = sqy(sq) + 1, i = 0;
    b[i++] = (char)('a' + sqx(sq));
    if (rank >= 10)
        b[i++] = '1';
    b[i++] = (char)('0' + rank % 10);
    b[i] = '\0';
}

static void piece_text(const Piece *q, int uppercase, char *b)
{
    int i = 0;
    if (q->heroic)
        b[i++] = '+';
    char l = LETTERS[q->type];
    b[i++] = (char)(uppercase || q->color == RED ? l : l + 32);
    b[i] = '\0';
}

/* An empty run 1..11 as text (b needs 3 bytes). */
static void square_count(int n, char *b)
{
    int i = 0;
    if (n >= 10)
        b[i++] = '1';
    b[i++] = (char)('0' + n % 10);
    b[i] = '\0';
}

static void placement_text(const Pos *p, Out *o)
{
    char b[8];
    for (int rank = 11; rank >= 0; rank--) {
        int empty = 0;
        for (int x = 0; x < 11; x++) {
            const Stack *st = &p->sq[rank * 11 + x];
            if (st->n == 0) {
                empty++;
                continue;
            }
            if (empty) {
                square_count(empty, b);
                out_str(o, b);
                empty = 0;
            }
            if (st->n > 1)
                out_str(o, "(");
            for (int i = 0; i < st->n; i++) {
                piece_text(&st->p[i], 0, b);
                out_str(o, b);
            }
            if (st->n > 1)
                out_str(o, ")");
        }
        if (empty) {
            square_count(empty, b);
            out_str(o, b);
        }
        if (rank)
            out_str(o, "/");
    }
}

static void fen_text(const Pos *p, Out *o)
{
    char b[64];
    placement_text(p, o);
    snprintf(b, sizeof b, " %c - - %ld %ld", p->side == RED ? 'r' : 'b', p->halfmove, p->fullmove);
    out_str(o, b);
    if (p->in_session) {
        char sq[4];
        square_name(p->origin, sq);
        out_str(o, " ");
        out_str(o, sq);
        out_str(o, ":");
        for (int t = 0; t < NTYPES; t++)
            if (p->may & BIT(t)) {
                b[0] = LETTERS[t];
                b[1] = '\0';
                out_str(o, b);
            }
        if (p->scap)
            out_str(o, ":x");
    }
}

/* The text of a move in position p (before the move): T48 LAN and its
 * parts, and T49 SAN (filled by legal_texts). */
typedef struct {
    char piece[16], sep[3], from[4], to[4];
    char lan[40], san[40];
    int index; /* in the legal move list */
} Text;

static void move_text(const Pos *p, const Move *m, Text *t)
{
    Out o = {t->piece, sizeof t->piece, 0, 0};
    char b[8];
    const Stack *st = &p->sq[m->from];
    t->piece[0] = '\0';
    if (m->deploy || st->n == 1) {
        for (int i = 0; i < st->n; i++)
            if (st->p[i].type == m->type)
                piece_text(&st->p[i], 1, b);
        out_str(&o, b);
    } else {
        out_str(&o, "(");
        for (int i = 0; i < st->n; i++) {
            piece_text(&st->p[i], 1, b);
            out_str(&o, b);
        }
        out_str(&o, ")");
    }
    int n = 0;
    if (m->deploy)
        t->sep[n++] = '>';
    if (m->kind != 'm')
        t->sep[n++] = m->kind;
    t->sep[n] = '\0';
    square_name(m->from, t->from);
    square_name(m->to, t->to);
    snprintf(t->lan, sizeof t->lan, "%s%s%s%s", t->piece, t->from, t->sep, t->to);
}

static int text_cmp(const void *a, const void *b)
{
    return strcmp(((const Text *)a)->lan, ((const Text *)b)->lan);
}

/* T49: the disambiguator of texts[i] among the moves with the same piece
 * text, separator and target. */
static void san_text(Text *texts, int n, int i)
{
    Text *t = &texts[i];
    int same = 0, file = 0, rank = 0;
    for (int j = 0; j < n; j++) {
        const Text *u = &texts[j];
        if (strcmp(u->piece, t->piece) || strcmp(u->sep, t->sep) || strcmp(u->to, t->to))
            continue;
        same++;
        file += u->from[0] == t->from[0];
        rank += !strcmp(u->from + 1, t->from + 1);
    }
    const char *d = same == 1 ? "" : file == 1 ? (char[2]){t->from[0], '\0'}
                                   : rank == 1 ? t->from + 1 : t->from;
    snprintf(t->san, sizeof t->san, "%s%s%s%s", t->piece, d, t->sep, t->to);
}

/* The legal moves of p with their texts, sorted by LAN; *texts is malloc'd
 * (the caller frees it) and l receives the moves.  -1 on overflow. */
static int legal_texts(const Pos *p, MoveList *l, Text **texts, char *err, size_t es)
{
    gen_legal(p, l);
    if (l->overflow) {
        seterr(err, es, "more than %d moves", MAXMOVES);
        *texts = NULL;
        return -1;
    }
    Text *t = malloc(sizeof(Text) * (size_t)(l->n ? l->n : 1));
    if (!t)
        abort();
    for (int i = 0; i < l->n; i++) {
        move_text(p, &l->m[i], &t[i]);
        t[i].index = i;
    }
    for (int i = 0; i < l->n; i++)
        san_text(t, l->n, i);
    qsort(t, (size_t)l->n, sizeof(Text), text_cmp);
    *texts = t;
    return l->n;
}

/* Load a FEN and settle it (O1; a stuck session is refused). */
static int load(const char *fen, Pos *p, char *err, size_t es)
{
    if (parse_fen(fen, p, err, es) < 0)
        return -1;
    if (settle(p, NULL)) {
        seterr(err, es, "the deploy session can neither go on nor end (O1)");
        return -1;
    }
    return 0;
}

/* ------------------------------------------------------------ interface */

/* The LAN (san == 0) or SAN list of the legal moves, in LAN order. */
static int move_list(const char *fen, int san, char *out, size_t size, char *err, size_t es)
{
    Pos p;
    if (!out || size == 0) {
        seterr(err, es, "no output buffer");
        return -1;
    }
    if (load(fen, &p, err, es) < 0)
        return -1;
    MoveList *l = malloc(sizeof *l);
    if (!l)
        abort();
    Text *t;
    int n = legal_texts(&p, l, &t, err, es);
    free(l);
    if (n < 0)
        return -1;
    Out o = {out, size, 0, 0};
    out[0] = '\0';
    for (int i = 0; i < n; i++) {
        if (i)
            out_str(&o, " ");
        out_str(&o, san ? t[i].san : t[i].lan);
    }
    free(t);
    if (o.overflow) {
        seterr(err, es, "output buffer too small");
        return -1;
    }
    return n;
}

int tlo_legal_moves(const char *fen, char *out, size_t size, char *err, size_t errsize)
{
    return move_list(fen, 0, out, size, err, errsize);
}

int tlo_san_moves(const char *fen, char *out, size_t size, char *err, size_t errsize)
{
    return move_list(fen, 1, out, size, err, errsize);
}

/* Play a move (LAN or SAN) or "|" on p (already loaded and settled).
 * score may be NULL. */
static int play_pos(Pos *p, const char *lan, int *score, char *err, size_t es)
{
    if (!lan) {
        seterr(err, es, "NULL move");
        return -1;
    }
    if (!strcmp(lan, "|")) {
        int had = find_commander(p, p->side) >= 0;
        if (!can_end(p, had)) {
            seterr(err, es, p->in_session ? "the session may not end now" : "no open session");
            return -1;
        }
        end_turn(p, p->scap);
        return 0;
    }
    MoveList *l = malloc(sizeof *l);
    if (!l)
        abort();
    Text *t;
    int n = legal_texts(p, l, &t, err, es);
    if (n < 0) {
        free(l);
        return -1;
    }
    int found = -1;
    for (int i = 0; i < n && found < 0; i++)
        if (!strcmp(t[i].lan, lan) || !strcmp(t[i].san, lan))
            found = t[i].index;
    free(t);
    if (found < 0) {
        free(l);
        seterr(err, es, "illegal or malformed move '%s'", lan);
        return -1;
    }
    apply(p, &l->m[found], score);
    free(l);
    settle(p, NULL);
    return 0;
}

/* The canonical FEN of p into out (size > 0). */
static int write_fen(const Pos *p, char *out, size_t size, char *err, size_t es)
{
    Out o = {out, size, 0, 0};
    out[0] = '\0';
    fen_text(p, &o);
    if (o.overflow) {
        seterr(err, es, "output buffer too small");
        return -1;
    }
    return 0;
}

int tlo_play(const char *fen, const char *lan_or_bar, char *fen_out, size_t size, char *err,
             size_t errsize)
{
    Pos p;
    if (!fen_out || size == 0) {
        seterr(err, errsize, "no output buffer");
        return -1;
    }
    if (load(fen, &p, err, errsize) < 0 || play_pos(&p, lan_or_bar, NULL, err, errsize) < 0)
        return -1;
    return write_fen(&p, fen_out, size, err, errsize);
}

int tlo_canonical_fen(const char *fen, char *out, size_t size, char *err, size_t errsize)
{
    Pos p;
    if (!out || size == 0) {
        seterr(err, errsize, "no output buffer");
        return -1;
    }
    if (parse_fen(fen, &p, err, errsize) < 0)
        return -1;
    return write_fen(&p, out, size, err, errsize);
}

static long long perft(Pos *p, int depth)
{
    if (depth == 0)
        return 1;
    MoveList *l = malloc(sizeof *l);
    if (!l)
        abort();
    settle(p, l); /* T21 automatic end (O1) */
    long long n = 0;
    if (l->overflow) {
        n = -1;
    } else if (depth == 1) {
        n = l->n;
    } else {
        for (int i = 0; i < l->n; i++) {
            Pos q = *p;
            apply(&q, &l->m[i], NULL);
            long long sub = perft(&q, depth - 1);
            if (sub < 0) {
                n = -1;
                break;
            }
            n += sub;
        }
    }
    free(l);
    return n;
}

long long tlo_perft(const char *fen, int depth)
{
    Pos p;
    if (depth < 0 || load(fen, &p, NULL, 0) < 0)
        return -1;
    return perft(&p, depth);
}

int tlo_can_end_session(const char *fen)
{
    Pos p;
    if (load(fen, &p, NULL, 0) < 0)
        return -1;
    return can_end(&p, find_commander(&p, p.side) >= 0);
}

int tlo_in_check(const char *fen)
{
    Pos p;
    if (load(fen, &p, NULL, 0) < 0)
        return -1;
    return in_check(&p, p.side);
}

/* ------------------------------------------------------------ game end */

static int count_type(const Pos *p, int color, int type)
{
    int n = 0;
    for (int s = 0; s < 132; s++)
        for (int i = 0; i < p->sq[s].n; i++)
            if (p->sq[s].p[i].color == color && p->sq[s].p[i].type == type)
                n++;
    return n;
}

/* T54: the battles side `color` has lost, as "naval battle+air battle...". */
static int lost_battles(const Pos *p, int color, char *b, size_t size)
{
    Out o = {b, size, 0, 0};
    b[0] = '\0';
    int n = 0;
    const char *names[3] = {"naval battle", "air battle", "land battle"};
    int lost[3] = {count_type(p, color, N_) == 0, count_type(p, color, F_) == 0,
                   count_type(p, color, I_) + count_type(p, color, T_) +
                           count_type(p, color, A_) == 0};
    for (int i = 0; i < 3; i++)
        if (lost[i]) {
            if (n++)
                out_str(&o, "+");
            out_str(&o, names[i]);
        }
    return n;
}

/* The T53.5 repetition key (D15): placement and side. */
static void position_key(const Pos *p, char *b, size_t size)
{
    Out o = {b, size, 0, 0};
    b[0] = '\0';
    placement_text(p, &o);
    out_str(&o, p->side == RED ? " r" : " b");
}

static void set_result(tlo_result *r, int winner, const char *reason)
{
    snprintf(r->result, sizeof r->result, "%s",
             winner == RED ? "1-0" : winner == BLUE ? "0-1" : "1/2-1/2");
    Out o = {r->reason, sizeof r->reason, 0, 0};
    r->reason[0] = '\0';
    out_str(&o, reason);
    if (winner == RED || winner == BLUE)
        r->points[winner] += 100; /* T53: a win adds 100 */
}

#define KEYSIZE 1280 /* > the longest placement: 132 stacks "(+N+F+T)" */

/* The turn-boundary positions of a game so far (T53.5). */
typedef struct {
    char (*keys)[KEYSIZE];
    int n, cap;
} History;

static void history_add(History *h, const Pos *p)
{
    if (h->n == h->cap) {
        h->cap = h->cap ? 2 * h->cap : 64;
        h->keys = realloc(h->keys, sizeof(*h->keys) * (size_t)h->cap);
        if (!h->keys)
            abort();
    }
    position_key(p, h->keys[h->n++], KEYSIZE);
}

/* The outcome at a turn boundary (T53, T54); h holds the positions so far.
 * Returns 1 if the game has ended (bonuses added to r->points). */
static int outcome(const Pos *p, int battles, const History *h, tlo_result *r)
{
    const char *side_name[2] = {"red", "blue"};
    char lost[2][80], b[200];
    if (battles) { /* T54, checked first */
        int a = lost_battles(p, RED, lost[RED], sizeof lost[RED]);
        int c = lost_battles(p, BLUE, lost[BLUE], sizeof lost[BLUE]);
        if (a && c) {
            snprintf(b, sizeof b, "both sides lost a battle: red %s, blue %s", lost[RED],
                     lost[BLUE]);
            set_result(r, 2, b);
            return 1;
        }
        if (a || c) {
            int loser = a ? RED : BLUE;
            snprintf(b, sizeof b, "%s lost the %s", side_name[loser], lost[loser]);
            set_result(r, !loser, b);
            return 1;
        }
    }
    int cr = find_commander(p, RED) >= 0, cb = find_commander(p, BLUE) >= 0;
    if (!cr && !cb) { /* T53.1 */
        set_result(r, 2, "raid: both commanders destroyed");
        return 1;
    }
    if (!cr || !cb) {
        set_result(r, cr ? RED : BLUE, "raid: commander destroyed");
        return 1;
    }
    MoveList *l = malloc(sizeof *l);
    if (!l)
        abort();
    gen_legal(p, l);
    int n = l->n;
    free(l);
    if (n == 0) {
        if (in_check(p, p->side)) { /* T53.2, O4 */
            r->points[!p->side] += VALUE[C_];
            set_result(r, !p->side, "checkmate");
        } else {
            set_result(r, 2, "stalemate"); /* T53.3 */
        }
        return 1;
    }
    if (p->halfmove >= 100) { /* T53.4 */
        set_result(r, 2, "halfmove clock 100");
        return 1;
    }
    char key[KEYSIZE];
    position_key(p, key, sizeof key);
    int seen = 0;
    for (int i = 0; i < h->n; i++)
        seen += !strcmp(h->keys[i], key);
    if (seen >= 3) { /* T53.5 */
        set_result(r, 2, "threefold repetition");
        return 1;
    }
    return 0;
}

int tlo_game(const char *fen, const char *moves, int flags, tlo_result *res, char *err,
             size_t errsize)
{
    int battles = (flags & TLO_BATTLES) != 0;
    const int *set = flags & TLO_REDUCED ? REDUCED : STANDARD;
    Pos p;
    if (!res || !moves) {
        seterr(err, errsize, "NULL argument");
        return -1;
    }
    memset(res, 0, sizeof *res);
    if (load(fen, &p, err, errsize) < 0)
        return -1;
    /* T52/D20: each side starts with the enemy pieces missing from T7. */
    for (int c = RED; c <= BLUE; c++)
        for (int t = 0; t < NTYPES; t++) {
            int missing = set[t] - count_type(&p, !c, t);
            if (missing > 0)
                res->points[c] += missing * VALUE[t];
        }
    History h = {NULL, 0, 0};
    int over = 0;
    if (!p.in_session) {
        history_add(&h, &p);
        over = outcome(&p, battles, &h, res);
    }
    const char *s = moves;
    int rc = 0;
    while (*s) {
        while (*s == ' ')
            s++;
        if (!*s)
            break;
        char tok[64];
        size_t n = strcspn(s, " ");
        if (n >= sizeof tok) {
            seterr(err, errsize, "move too long");
            rc = -1;
            break;
        }
        memcpy(tok, s, n);
        tok[n] = '\0';
        s += n;
        if (!strcmp(tok, "-"))
            continue;
        if (over) {
            seterr(err, errsize, "'%s': the game is over (%s)", tok, res->reason);
            rc = -1;
            break;
        }
        if (play_pos(&p, tok, res->points, err, errsize) < 0) {
            rc = -1;
            break;
        }
        if (!p.in_session) {
            history_add(&h, &p);
            over = outcome(&p, battles, &h, res);
        }
    }
    if (rc == 0) {
        if (!over) {
            snprintf(res->result, sizeof res->result, "*");
            snprintf(res->reason, sizeof res->reason, "in progress");
        }
        int a = res->points[RED], b = res->points[BLUE]; /* T55 */
        snprintf(res->adjudication, sizeof res->adjudication, "%s",
                 a > b ? "1-0" : a < b ? "0-1" : "1/2-1/2");
        Out o = {res->fen, sizeof res->fen, 0, 0};
        res->fen[0] = '\0';
        fen_text(&p, &o);
    }
    free(h.keys);
    return rc;
}
