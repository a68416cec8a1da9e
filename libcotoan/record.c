/* Game records: the ct_record handle (tag pairs and comments) and the
 * writer of the canonical record form (doc/records.md). */
#include <stdio.h>
#include <string.h>

#include "cotoan/cotoan.h"
#include "game_impl.h"
#include "record_impl.h"

#define TAG_NAME_MAX 64
#define COMMENT_PLY_MAX 1000000
#define WRAP 79

typedef struct ct_tag {
    char *name;
    char *value;
} ct_tag;

struct ct_record {
    ct_alloc_fn alloc;
    void *ud;
    ct_tag *tags;
    size_t ntags, captags;
    char **comments;   /* indexed by ply; NULL where there is none */
    size_t ncomments;  /* allocated entries */
};

/* ---- the handle ---------------------------------------------------------- */

CT_API int ct_record_new_with_alloc(ct_alloc_fn alloc, void *ud,
                                    ct_record **out)
{
    if (!out)
        return CT_ERR_INVALID_ARGUMENT;
    *out = ct_mem_alloc(alloc, ud, sizeof **out);
    if (!*out)
        return CT_ERR_NO_MEMORY;
    memset(*out, 0, sizeof **out);
    (*out)->alloc = alloc;
    (*out)->ud = ud;
    return CT_OK;
}

CT_API int ct_record_new(ct_record **out)
{
    return ct_record_new_with_alloc(NULL, NULL, out);
}

static char *dup_text(const ct_record *r, const char *s)
{
    size_t n = strlen(s) + 1;
    char *d = ct_mem_alloc(r->alloc, r->ud, n);
    if (d)
        memcpy(d, s, n);
    return d;
}

static void free_text(const ct_record *r, char *s)
{
    if (s)
        ct_mem_free(r->alloc, r->ud, s, strlen(s) + 1);
}

CT_API void ct_record_free(ct_record *r)
{
    if (!r)
        return;
    for (size_t i = 0; i < r->ntags; i++) {
        free_text(r, r->tags[i].name);
        free_text(r, r->tags[i].value);
    }
    ct_mem_free(r->alloc, r->ud, r->tags, r->captags * sizeof *r->tags);
    for (size_t i = 0; i < r->ncomments; i++)
        free_text(r, r->comments[i]);
    ct_mem_free(r->alloc, r->ud, r->comments, r->ncomments * sizeof *r->comments);
    ct_mem_free(r->alloc, r->ud, r, sizeof *r);
}

int ct_tag_name_ok(const char *name, size_t len)
{
    if (len == 0 || len > TAG_NAME_MAX)
        return 0;
    if (!((name[0] >= 'A' && name[0] <= 'Z') || (name[0] >= 'a' && name[0] <= 'z')))
        return 0;
    for (size_t i = 1; i < len; i++) {
        char c = name[i];
        if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z')
              || (c >= '0' && c <= '9') || c == '_'))
            return 0;
    }
    return 1;
}

/* Text allowed in a tag value or comment: no control characters (tab and,
 * in comments, newlines excepted) and no `forbid` character. */
static int text_ok(const char *s, int newlines, char forbid)
{
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == 0x7f || (c < 0x20 && c != '\t' && !(newlines && (c == '\n' || c == '\r'))))
            return 0;
        if (forbid && c == (unsigned char)forbid)
            return 0;
    }
    return 1;
}

static ct_tag *find_tag(const ct_record *r, const char *name)
{
    for (size_t i = 0; i < r->ntags; i++)
        if (strcmp(r->tags[i].name, name) == 0)
            return &r->tags[i];
    return NULL;
}

CT_API int ct_record_set_tag(ct_record *r, const char *name, const char *value)
{
    if (!r || !name || !ct_tag_name_ok(name, strlen(name)))
        return CT_ERR_INVALID_ARGUMENT;
    ct_tag *t = find_tag(r, name);
    if (!value) {
        if (t) {
            free_text(r, t->name);
            free_text(r, t->value);
            size_t i = (size_t)(t - r->tags);
            memmove(t, t + 1, (r->ntags - i - 1) * sizeof *t);
            r->ntags--;
        }
        return CT_OK;
    }
    if (!text_ok(value, 0, 0))
        return CT_ERR_INVALID_ARGUMENT;
    char *v = dup_text(r, value);
    if (!v)
        return CT_ERR_NO_MEMORY;
    if (t) {
        free_text(r, t->value);
        t->value = v;
        return CT_OK;
    }
    if (r->ntags == r->captags) {
        size_t ncap = r->captags ? r->captags * 2 : 16;
        ct_tag *nt = ct_mem_realloc(r->alloc, r->ud, r->tags,
                                    r->captags * sizeof *nt, ncap * sizeof *nt);
        if (!nt) {
            free_text(r, v);
            return CT_ERR_NO_MEMORY;
        }
        r->tags = nt;
        r->captags = ncap;
    }
    char *n = dup_text(r, name);
    if (!n) {
        free_text(r, v);
        return CT_ERR_NO_MEMORY;
    }
    r->tags[r->ntags].name = n;
    r->tags[r->ntags].value = v;
    r->ntags++;
    return CT_OK;
}

CT_API const char *ct_record_tag(const ct_record *r, const char *name)
{
    if (!r || !name)
        return NULL;
    const ct_tag *t = find_tag(r, name);
    return t ? t->value : NULL;
}

CT_API int ct_record_tag_count(const ct_record *r)
{
    return r ? (int)r->ntags : CT_ERR_INVALID_ARGUMENT;
}

CT_API int ct_record_tag_at(const ct_record *r, int32_t index,
                            const char **name, const char **value)
{
    if (!r || index < 0 || (size_t)index >= r->ntags)
        return CT_ERR_INVALID_ARGUMENT;
    if (name)
        *name = r->tags[index].name;
    if (value)
        *value = r->tags[index].value;
    return CT_OK;
}

CT_API int ct_record_set_comment(ct_record *r, int32_t ply, const char *text)
{
    if (!r || ply < 0 || ply > COMMENT_PLY_MAX)
        return CT_ERR_INVALID_ARGUMENT;
    size_t i = (size_t)ply;
    if (!text) {
        if (i < r->ncomments) {
            free_text(r, r->comments[i]);
            r->comments[i] = NULL;
        }
        return CT_OK;
    }
    if (!text_ok(text, 1, '}'))
        return CT_ERR_INVALID_ARGUMENT;
    if (i >= r->ncomments) {
        size_t ncap = r->ncomments ? r->ncomments : 16;
        while (ncap <= i)
            ncap *= 2;
        char **nc = ct_mem_realloc(r->alloc, r->ud, r->comments,
                                   r->ncomments * sizeof *nc, ncap * sizeof *nc);
        if (!nc)
            return CT_ERR_NO_MEMORY;
        memset(nc + r->ncomments, 0, (ncap - r->ncomments) * sizeof *nc);
        r->comments = nc;
        r->ncomments = ncap;
    }
    char *c = dup_text(r, text);
    if (!c)
        return CT_ERR_NO_MEMORY;
    free_text(r, r->comments[i]);
    r->comments[i] = c;
    return CT_OK;
}

CT_API const char *ct_record_comment(const ct_record *r, int32_t ply)
{
    if (!r || ply < 0 || (size_t)ply >= r->ncomments)
        return NULL;
    return r->comments[ply];
}

/* ---- shared names -------------------------------------------------------- */

const char *ct_record_termination_name(int term)
{
    return term == CT_TERM_NONE ? "unterminated" : ct_termination_string(term);
}

int ct_record_termination_parse(const char *text)
{
    for (int t = CT_TERM_NONE; t <= CT_TERM_AGREEMENT; t++)
        if (strcmp(text, ct_record_termination_name(t)) == 0)
            return t;
    return -1;
}

int ct_record_result_parse(const char *text, size_t len)
{
    for (int res = CT_ONGOING; res <= CT_DRAW; res++) {
        const char *s = ct_result_string(res);
        if (strlen(s) == len && memcmp(s, text, len) == 0)
            return res;
    }
    return -1;
}

/* ---- the writer ---------------------------------------------------------- */

static const char *const roster[] = {
    "Event", "Site", "Date", "Round", "Red", "Blue",
};

static const char *const derived[] = {
    "Result", "Termination", "Rules", "Position",
};

static int is_known_tag(const char *name)
{
    for (size_t i = 0; i < sizeof roster / sizeof *roster; i++)
        if (strcmp(name, roster[i]) == 0)
            return 1;
    for (size_t i = 0; i < sizeof derived / sizeof *derived; i++)
        if (strcmp(name, derived[i]) == 0)
            return 1;
    return 0;
}

static void write_tag(ct_sbuf *b, const char *name, const char *value)
{
    ct_sbuf_printf(b, "[%s \"", name);
    for (const char *s = value; *s; s++) {
        size_t n = strcspn(s, "\"\\");
        ct_sbuf_printf(b, "%.*s", (int)n, s);
        s += n;
        if (!*s)
            break;
        ct_sbuf_printf(b, "\\%c", *s);
    }
    ct_sbuf_printf(b, "\"]\n");
}

/* Movetext tokens, wrapped so that no line exceeds WRAP bytes (a single
 * longer token gets a line of its own). */
typedef struct wrapper {
    ct_sbuf *b;
    size_t col;
} wrapper;

/* Start a token of len bytes: a space, or a new line if it would not fit. */
static void space_for(wrapper *w, size_t len)
{
    if (w->col && w->col + 1 + len > WRAP) {
        ct_sbuf_printf(w->b, "\n");
        w->col = 0;
    } else if (w->col) {
        ct_sbuf_printf(w->b, " ");
        w->col++;
    }
}

static void emit(wrapper *w, const char *tok)
{
    size_t len = strlen(tok);
    space_for(w, len);
    ct_sbuf_printf(w->b, "%s", tok);
    w->col += len;
}

static void emit_comment(wrapper *w, const ct_record *rec, size_t ply)
{
    const char *c = rec ? ct_record_comment(rec, (int32_t)ply) : NULL;
    if (!c)
        return;
    size_t lead = strspn(c, " \t\r\n");
    size_t n = strlen(c + lead);
    while (n && strchr(" \t\r\n", c[lead + n - 1]))
        n--;
    size_t len = n + 2;
    space_for(w, len);
    ct_sbuf_printf(w->b, "{%.*s}", (int)n, c + lead);
    const char *nl = NULL;
    for (size_t i = 0; i < n; i++)
        if (c[lead + i] == '\n')
            nl = c + lead + i;
    w->col = nl ? (size_t)(c + lead + n - nl - 1) + 1 : w->col + len;
}

CT_API int ct_record_write(const ct_game *g, const ct_record *rec,
                           uint32_t flags, char *buf, size_t size)
{
    if (!g || (!buf && size) || (flags & ~(uint32_t)CT_RECORD_COORD))
        return CT_ERR_INVALID_ARGUMENT;
    ct_sbuf b = {buf, size, 0};
    char text[CT_POSITION_MAX];

    for (size_t i = 0; i < sizeof roster / sizeof *roster; i++) {
        const char *v = rec ? ct_record_tag(rec, roster[i]) : NULL;
        if (!v)
            v = strcmp(roster[i], "Date") == 0 ? "????.??.??" : "?";
        write_tag(&b, roster[i], v);
    }
    int32_t term;
    int res = ct_game_outcome(g, &term);
    write_tag(&b, "Result", ct_result_string(res));
    write_tag(&b, "Termination", ct_record_termination_name(term));
    snprintf(text, sizeof text, "mover=%s target=%d limit=%d",
             g->rules.mover == CT_MOVER_BACK ? "back" : "front",
             g->rules.target, g->rules.limit);
    write_tag(&b, "Rules", text);
    ct_pos_format(&g->initial, text, sizeof text);
    if (strcmp(text, CT_START_POSITION) != 0)
        write_tag(&b, "Position", text);
    for (int i = 0; rec && i < ct_record_tag_count(rec); i++) {
        const char *name, *value;
        ct_record_tag_at(rec, i, &name, &value);
        if (!is_known_tag(name))
            write_tag(&b, name, value);
    }
    ct_sbuf_printf(&b, "\n");

    wrapper w = {&b, 0};
    ct_pos p = g->initial;
    long number = p.ply / 2 + 1;
    int need_number = 1;
    emit_comment(&w, rec, 0);
    for (size_t i = 0; i < g->nhist; i++) {
        uint32_t m = g->hist[i].move;
        char tok[48], from[4], to[4];
        int side = p.stm, n = 0;
        /* a move number stays on the line of its move */
        if (side == CT_RED || need_number)
            n = snprintf(tok, sizeof tok, "%ld.%s ", number, side == CT_RED ? "" : "..");
        ct_sq_name(CT_MV_FROM(m), from);
        ct_sq_name(CT_MV_TO(m), to);
        if (flags & CT_RECORD_COORD)
            snprintf(tok + n, sizeof tok - (size_t)n, "%s%s", from, to);
        else
            snprintf(tok + n, sizeof tok - (size_t)n, "%d%s%s",
                     CT_PC_VALUE(p.sq[CT_MV_FROM(m)]), (m & CT_MV_CAPTURE) ? "x" : "", to);
        emit(&w, tok);
        ct_undo u;
        ct_pos_make(&p, m, &u);
        if (side == CT_BLUE)
            number++;
        need_number = rec && ct_record_comment(rec, (int32_t)(i + 1)) != NULL;
        emit_comment(&w, rec, i + 1);
    }
    emit(&w, ct_result_string(res));
    ct_sbuf_printf(&b, "\n");
    return ct_sbuf_result(&b);
}
