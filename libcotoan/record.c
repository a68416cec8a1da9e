/* Game records: the ct_record handle (tag pairs and comments) and the
 * writer of the canonical record form (doc/cotoan/records.md). */
#include <stdio.h>
#include <string.h>

#include "cotoan/cotoan.h"
#include "game_impl.h"
#include "record_impl.h"
#include "gk_text.h"

#define TAG_NAME_MAX 64
#define WRAP 79

typedef struct ct_tag {
    char *name;
    char *value;
} ct_tag;

/* A comment keeps its capacity, so that the reader can append the comments
 * that follow one another in amortized linear time. */
typedef struct ct_comment {
    char *text;   /* NULL where there is none */
    size_t len;   /* strlen(text) */
    size_t cap;   /* bytes allocated for text */
} ct_comment;

struct ct_record {
    ct_alloc_fn alloc;
    void *ud;
    ct_tag *tags;         /* in the order of the record */
    size_t ntags, captags;
    uint32_t *slots;      /* hash index: 1 + index into tags, 0 = empty */
    size_t nslots;        /* 0 or a power of two >= 2 * ntags */
    ct_comment *comments; /* indexed by ply */
    size_t ncomments;     /* allocated entries */
    char err[256];
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

static char *dup_text(const ct_record *r, const char *s, size_t n)
{
    char *d = ct_mem_alloc(r->alloc, r->ud, n + 1);
    if (d) {
        memcpy(d, s, n);
        d[n] = '\0';
    }
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
    ct_mem_free(r->alloc, r->ud, r->slots, r->nslots * sizeof *r->slots);
    for (size_t i = 0; i < r->ncomments; i++)
        ct_mem_free(r->alloc, r->ud, r->comments[i].text, r->comments[i].cap);
    ct_mem_free(r->alloc, r->ud, r->comments, r->ncomments * sizeof *r->comments);
    ct_mem_free(r->alloc, r->ud, r, sizeof *r);
}

CT_API const char *ct_record_error(const ct_record *r)
{
    return r ? r->err : "the record handle is NULL";
}

static int fail(ct_record *r, int code, const char *fmt, ...)
#if defined(__GNUC__) || defined(__clang__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

static int fail(ct_record *r, int code, const char *fmt, ...)
{
    if (r) {
        va_list ap;
        va_start(ap, fmt);
        gk_vmessage(r->err, sizeof r->err, fmt, ap);
        va_end(ap);
    }
    return code;
}

/* ---- what a record may hold ---------------------------------------------- */

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

int ct_record_date_ok(const char *v)
{
    if (strlen(v) != 10 || v[4] != '.' || v[7] != '.')
        return 0;
    for (int i = 0; i < 10; i++)
        if (i != 4 && i != 7 && !(v[i] == '?' || (v[i] >= '0' && v[i] <= '9')))
            return 0;
    if (v[5] != '?' && v[6] != '?') {
        int m = (v[5] - '0') * 10 + (v[6] - '0');
        if (m < 1 || m > 12)
            return 0;
    }
    if (v[8] != '?' && v[9] != '?') {
        int d = (v[8] - '0') * 10 + (v[9] - '0');
        if (d < 1 || d > 31)
            return 0;
    }
    return 1;
}

int ct_record_char_ok(int c, int comment)
{
    return c != 0x7f && (c >= 0x20 || c == '\t' || (comment && (c == '\n' || c == '\r')));
}

/* Check text that a tag value (comment = 0) or a comment (1) would hold:
 * at most CT_RECORD_TEXT_MAX bytes (`already` of them held before), valid
 * UTF-8, no control character but tab (and CR, LF in comments), no '}' in
 * a comment.  `what` names the place for the message. */
static int check_text(ct_record *r, const char *s, size_t len, size_t already,
                      int comment, const char *what)
{
    if (already > CT_RECORD_TEXT_MAX || len > CT_RECORD_TEXT_MAX - already)
        return fail(r, CT_ERR_INVALID_ARGUMENT,
                    "%s would be %zu bytes long, more than CT_RECORD_TEXT_MAX (%d)", what,
                    already + len, CT_RECORD_TEXT_MAX);
    size_t bad = gk_utf8_check(s, len);
    if (bad < len)
        return fail(r, CT_ERR_INVALID_ARGUMENT,
                    "%s is not UTF-8: byte 0x%02X at offset %zu", what,
                    (unsigned char)s[bad], bad);
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)s[i];
        if (!ct_record_char_ok(c, comment))
            return fail(r, CT_ERR_INVALID_ARGUMENT,
                        "%s holds control character 0x%02X at offset %zu (%s)", what, c, i,
                        comment ? "only tab, CR and LF are allowed"
                                : "only tab is allowed; a tag value is one line");
        if (comment && c == '}')
            return fail(r, CT_ERR_INVALID_ARGUMENT,
                        "%s holds '}' at offset %zu (it would end the comment)", what, i);
    }
    return CT_OK;
}

/* ---- tags ---------------------------------------------------------------- */

static size_t hash_name(const char *name)
{
    uint32_t h = 2166136261u;
    for (; *name; name++)
        h = (h ^ (unsigned char)*name) * 16777619u;
    return h;
}

/* The slot of name: the one holding it, or the empty one where it would
 * go.  nslots must be nonzero. */
static size_t find_slot(const ct_record *r, const char *name)
{
    size_t mask = r->nslots - 1, i = hash_name(name) & mask;
    while (r->slots[i] && strcmp(r->tags[r->slots[i] - 1].name, name) != 0)
        i = (i + 1) & mask;
    return i;
}

static void rehash(ct_record *r)
{
    memset(r->slots, 0, r->nslots * sizeof *r->slots);
    for (size_t t = 0; t < r->ntags; t++)
        r->slots[find_slot(r, r->tags[t].name)] = (uint32_t)(t + 1);
}

static ct_tag *find_tag(const ct_record *r, const char *name)
{
    if (!r->nslots)
        return NULL;
    uint32_t s = r->slots[find_slot(r, name)];
    return s ? &r->tags[s - 1] : NULL;
}

/* Room for one more tag (in the array and in the index). */
static int reserve_tag(ct_record *r)
{
    if (r->ntags >= CT_RECORD_TAGS_MAX)
        return fail(r, CT_ERR_INVALID_ARGUMENT,
                    "the record already holds CT_RECORD_TAGS_MAX (%d) tags",
                    CT_RECORD_TAGS_MAX);
    if (r->ntags == r->captags) {
        size_t ncap = r->captags ? r->captags * 2 : 16;
        ct_tag *nt = ct_mem_realloc(r->alloc, r->ud, r->tags,
                                    r->captags * sizeof *nt, ncap * sizeof *nt);
        if (!nt)
            return fail(r, CT_ERR_NO_MEMORY, "out of memory growing the tags");
        r->tags = nt;
        r->captags = ncap;
    }
    if (2 * (r->ntags + 1) > r->nslots) {
        size_t n = r->nslots ? r->nslots * 2 : 32;
        uint32_t *ns = ct_mem_alloc(r->alloc, r->ud, n * sizeof *ns);
        if (!ns)
            return fail(r, CT_ERR_NO_MEMORY, "out of memory growing the tag index");
        ct_mem_free(r->alloc, r->ud, r->slots, r->nslots * sizeof *r->slots);
        r->slots = ns;
        r->nslots = n;
        rehash(r);
    }
    return CT_OK;
}

CT_API int ct_record_set_tag(ct_record *r, const char *name, const char *value)
{
    char q[GK_QUOTE_SIZE], what[96];
    if (!r)
        return CT_ERR_INVALID_ARGUMENT;
    if (!name)
        return fail(r, CT_ERR_INVALID_ARGUMENT, "the tag name is NULL");
    size_t nlen = strlen(name);
    if (!ct_tag_name_ok(name, nlen))
        return fail(r, CT_ERR_INVALID_ARGUMENT,
                    "\"%s\" is not a tag name (a letter, then at most 63 letters, digits "
                    "or '_')", gk_quote(q, name, nlen, 24));
    ct_tag *t = find_tag(r, name);
    if (!value) {
        if (t) {
            free_text(r, t->name);
            free_text(r, t->value);
            size_t i = (size_t)(t - r->tags);
            memmove(t, t + 1, (r->ntags - i - 1) * sizeof *t);
            r->ntags--;
            rehash(r);
        }
        return CT_OK;
    }
    size_t vlen = strlen(value);
    snprintf(what, sizeof what, "the value of tag %s", name);
    int rc = check_text(r, value, vlen, 0, 0, what);
    if (rc)
        return rc;
    if (strcmp(name, "Date") == 0 && !ct_record_date_ok(value))
        return fail(r, CT_ERR_INVALID_ARGUMENT,
                    "Date \"%s\" is not YYYY.MM.DD (digits or '?', a month 01-12 and a day "
                    "01-31 when given)", gk_quote(q, value, vlen, 20));
    if (!t && (rc = reserve_tag(r)) != CT_OK)
        return rc;
    char *v = dup_text(r, value, vlen);
    if (!v)
        return fail(r, CT_ERR_NO_MEMORY, "out of memory copying the value of tag %s", name);
    if (t) {
        free_text(r, t->value);
        t->value = v;
        return CT_OK;
    }
    char *n = dup_text(r, name, nlen);
    if (!n) {
        free_text(r, v);
        return fail(r, CT_ERR_NO_MEMORY, "out of memory copying the tag name %s", name);
    }
    r->tags[r->ntags].name = n;
    r->tags[r->ntags].value = v;
    r->ntags++;
    r->slots[find_slot(r, n)] = (uint32_t)r->ntags;
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

/* ---- comments ------------------------------------------------------------ */

/* Make comment `ply` exist in the array (not the text). */
static int reserve_comment(ct_record *r, size_t i)
{
    if (i < r->ncomments)
        return CT_OK;
    size_t ncap = r->ncomments ? r->ncomments : 16;
    while (ncap <= i)
        ncap *= 2;
    if (ncap > CT_RECORD_PLY_MAX + 1)
        ncap = CT_RECORD_PLY_MAX + 1;
    ct_comment *nc = ct_mem_realloc(r->alloc, r->ud, r->comments,
                                    r->ncomments * sizeof *nc, ncap * sizeof *nc);
    if (!nc)
        return fail(r, CT_ERR_NO_MEMORY, "out of memory growing the comments");
    memset(nc + r->ncomments, 0, (ncap - r->ncomments) * sizeof *nc);
    r->comments = nc;
    r->ncomments = ncap;
    return CT_OK;
}

static int check_ply(ct_record *r, int32_t ply)
{
    if (ply < 0 || ply > CT_RECORD_PLY_MAX)
        return fail(r, CT_ERR_INVALID_ARGUMENT,
                    "ply %ld is outside 0..%d: a record keeps comments before the first "
                    "move and after each of the first %d plies", (long)ply,
                    CT_RECORD_PLY_MAX, CT_RECORD_PLY_MAX);
    return CT_OK;
}

CT_API int ct_record_set_comment(ct_record *r, int32_t ply, const char *text)
{
    char what[64];
    if (!r)
        return CT_ERR_INVALID_ARGUMENT;
    int rc = check_ply(r, ply);
    if (rc)
        return rc;
    size_t i = (size_t)ply;
    if (!text) {
        if (i < r->ncomments) {
            ct_comment *c = &r->comments[i];
            ct_mem_free(r->alloc, r->ud, c->text, c->cap);
            memset(c, 0, sizeof *c);
        }
        return CT_OK;
    }
    size_t len = strlen(text);
    snprintf(what, sizeof what, "the comment after ply %ld", (long)ply);
    if ((rc = check_text(r, text, len, 0, 1, what)) != CT_OK
        || (rc = reserve_comment(r, i)) != CT_OK)
        return rc;
    char *d = dup_text(r, text, len);
    if (!d)
        return fail(r, CT_ERR_NO_MEMORY, "out of memory copying the comment");
    ct_comment *c = &r->comments[i];
    ct_mem_free(r->alloc, r->ud, c->text, c->cap);
    c->text = d;
    c->len = len;
    c->cap = len + 1;
    return CT_OK;
}

int ct_record_add_comment(ct_record *r, int32_t ply, const char *text, size_t len)
{
    char what[64];
    int rc = check_ply(r, ply);
    if (rc)
        return rc;
    size_t i = (size_t)ply;
    const ct_comment *old = i < r->ncomments && r->comments[i].text ? &r->comments[i] : NULL;
    /* joined with a space when neither part is empty */
    size_t sep = old && old->len && len ? 1 : 0, have = (old ? old->len : 0) + sep;
    snprintf(what, sizeof what, "the comment after ply %ld", (long)ply);
    if ((rc = check_text(r, text, len, have, 1, what)) != CT_OK
        || (rc = reserve_comment(r, i)) != CT_OK)
        return rc;
    ct_comment *c = &r->comments[i];
    size_t need = have + len + 1;
    if (need > c->cap) {
        size_t ncap = c->cap * 2 > need ? c->cap * 2 : need;
        char *nt = ct_mem_realloc(r->alloc, r->ud, c->text, c->cap, ncap);
        if (!nt)
            return fail(r, CT_ERR_NO_MEMORY, "out of memory joining comments");
        c->text = nt;
        c->cap = ncap;
    }
    if (sep)
        c->text[c->len++] = ' ';
    memcpy(c->text + c->len, text, len);
    c->len += len;
    c->text[c->len] = '\0';
    return CT_OK;
}

CT_API const char *ct_record_comment(const ct_record *r, int32_t ply)
{
    if (!r || ply < 0 || (size_t)ply >= r->ncomments)
        return NULL;
    return r->comments[ply].text;
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
