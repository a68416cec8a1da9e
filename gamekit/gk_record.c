/* The store of a game record's tag pairs and comments, and the writer's
 * pieces of the canonical form (gk_record.h). */
#include "gk_record.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "gk_lang.h"
#include "gk_status.h"
#include "gk_text.h"

#define TAG_NAME_MAX 64
#define WRAP 79

/* ---- the handle ---------------------------------------------------------- */

void gk_record_init(gk_record *r, gk_alloc_fn alloc, void *ud, const gk_record_names *names)
{
    memset(r, 0, sizeof *r);
    r->alloc = alloc;
    r->ud = ud;
    r->names = names;
}

static char *dup_text(const gk_record *r, const char *s, size_t n)
{
    char *d = gk_mem_alloc(r->alloc, r->ud, n + 1);
    if (d) {
        memcpy(d, s, n);
        d[n] = '\0';
    }
    return d;
}

static void free_text(const gk_record *r, char *s)
{
    if (s)
        gk_mem_free(r->alloc, r->ud, s, strlen(s) + 1);
}

void gk_record_release(gk_record *r)
{
    for (size_t i = 0; i < r->nids; i++) { /* a free entry's texts are NULL */
        free_text(r, r->tags[i].name);
        free_text(r, r->tags[i].value);
    }
    gk_mem_free(r->alloc, r->ud, r->tags, r->captags * sizeof *r->tags);
    gk_mem_free(r->alloc, r->ud, r->order, r->caporder * sizeof *r->order);
    gk_mem_free(r->alloc, r->ud, r->slots, r->nslots * sizeof *r->slots);
    for (size_t i = 0; i < r->ncomments; i++)
        gk_mem_free(r->alloc, r->ud, r->comments[i].text, r->comments[i].cap);
    gk_mem_free(r->alloc, r->ud, r->comments, r->ncomments * sizeof *r->comments);
}

int gk_record_set_lang(gk_record *r, int32_t lang)
{
    if (!gk_lang_valid(lang))
        return GK_ERR_INVALID_ARGUMENT;
    r->lang = (int)lang;
    return GK_OK;
}

static int fail(gk_record *r, int code, const char *fmt, ...) GK_PRINTF(3, 4);

/* The message fmt, in r->lang (through gk_tr()), into r->err; returns
 * code.  A programmer's error (a NULL name, a comment index out of range)
 * is written with gk_message() instead and stays English. */
static int fail(gk_record *r, int code, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    gk_vmessage(r->err, sizeof r->err, gk_tr(r->lang, fmt), ap);
    va_end(ap);
    return code;
}

/* ---- what a record may hold ---------------------------------------------- */

int gk_record_tag_name_ok(const char *name, size_t len)
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

int gk_record_date_ok(const char *v)
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

int gk_record_char_ok(int c, int comment)
{
    return c != 0x7f && (c >= 0x20 || c == '\t' || (comment && (c == '\n' || c == '\r')));
}

/* Check text that a tag value (comment = 0) or a comment (1) would hold:
 * at most GK_RECORD_TEXT_MAX bytes (`already` of them held before), valid
 * UTF-8, no control character but tab (and CR, LF in comments), no '}' in
 * a comment.  `what` names the place for the message. */
static int check_text(gk_record *r, const char *s, size_t len, size_t already,
                      int comment, const char *what)
{
    if (already > GK_RECORD_TEXT_MAX || len > GK_RECORD_TEXT_MAX - already)
        return fail(r, GK_ERR_INVALID_ARGUMENT,
                    "%s would be %zu bytes long, more than %s_RECORD_TEXT_MAX (%d)", what,
                    already + len, r->names->pfx, GK_RECORD_TEXT_MAX);
    size_t bad = gk_utf8_check(s, len);
    if (bad < len)
        return fail(r, GK_ERR_INVALID_ARGUMENT,
                    "%s is not UTF-8: byte 0x%02X at offset %zu", what,
                    (unsigned char)s[bad], bad);
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)s[i];
        if (!gk_record_char_ok(c, comment))
            return fail(r, GK_ERR_INVALID_ARGUMENT,
                        "%s holds control character 0x%02X at offset %zu (%s)", what, c, i,
                        gk_tr(r->lang, comment ? "only tab, CR and LF are allowed"
                                               : "only tab is allowed; a tag value is one line"));
        if (comment && c == '}')
            return fail(r, GK_ERR_INVALID_ARGUMENT,
                        "%s holds '}' at offset %zu (it would end the comment)", what, i);
    }
    return GK_OK;
}

/* ---- tags ---------------------------------------------------------------- */

/* The tags the writer writes itself: the roster (its values from the
 * record), and the tags of the game. */
static const char *const roster[] = {
    "Event", "Site", "Date", "Round", "Red", "Blue",
};

static const char *const derived[] = {
    "Result", "Termination", "Rules", "Position",
};

/* Whether name is one of the tags the writer writes itself. */
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

static size_t hash_name(const char *name)
{
    uint32_t h = 2166136261u;
    for (; *name; name++)
        h = (h ^ (unsigned char)*name) * 16777619u;
    return h;
}

/* The slot of name: the one holding it, or the empty one where it would
 * go.  nslots must be nonzero. */
static size_t find_slot(const gk_record *r, const char *name)
{
    size_t mask = r->nslots - 1, i = hash_name(name) & mask;
    while (r->slots[i] && strcmp(r->tags[r->slots[i] - 1].name, name) != 0)
        i = (i + 1) & mask;
    return i;
}

static void rehash(gk_record *r)
{
    memset(r->slots, 0, r->nslots * sizeof *r->slots);
    for (size_t t = 0; t < r->ntags; t++) {
        uint32_t id = r->order[t];
        r->slots[find_slot(r, r->tags[id].name)] = id + 1;
    }
}

/* Empty slot i (which holds a tag) by backward-shift deletion: each later
 * entry of its probe run that may stand at the hole (its home slot is not
 * between the hole and itself, cyclically) moves there, and the hole moves
 * on; the run ends at an empty slot.  No tombstones: every lookup stays a
 * probe from the home slot to the name or an empty slot. */
static void unlink_slot(gk_record *r, size_t i)
{
    size_t mask = r->nslots - 1;
    for (size_t j = (i + 1) & mask; r->slots[j]; j = (j + 1) & mask) {
        size_t home = hash_name(r->tags[r->slots[j] - 1].name) & mask;
        if (((j - home) & mask) >= ((j - i) & mask)) {
            r->slots[i] = r->slots[j];
            i = j;
        }
    }
    r->slots[i] = 0;
}

/* The slot holding name, or (size_t)-1. */
static size_t tag_slot(const gk_record *r, const char *name)
{
    if (!r->nslots)
        return (size_t)-1;
    size_t i = find_slot(r, name);
    return r->slots[i] ? i : (size_t)-1;
}

static gk_tag *find_tag(const gk_record *r, const char *name)
{
    size_t i = tag_slot(r, name);
    return i != (size_t)-1 ? &r->tags[r->slots[i] - 1] : NULL;
}

/* Remove the tag in slot i: its texts freed, its id taken out of the order
 * (the later ones move up, keeping the order) and put first among the free
 * ids, where the next new tag takes it. */
static void remove_tag(gk_record *r, size_t i)
{
    uint32_t id = r->slots[i] - 1;
    unlink_slot(r, i);
    r->nwriter -= (size_t)is_known_tag(r->tags[id].name);
    free_text(r, r->tags[id].name);
    free_text(r, r->tags[id].value);
    r->tags[id].name = r->tags[id].value = NULL;
    size_t at = 0;
    while (r->order[at] != id)
        at++;
    memmove(r->order + at, r->order + at + 1, (r->ntags - at - 1) * sizeof *r->order);
    r->ntags--;
    r->order[r->ntags] = id;
}

/* Room for one more tag, called `name` (an entry, its id in the order and
 * in the index).  The limit counts the tags other than the writer's own,
 * so that a record of GK_RECORD_TAGS_MAX others, which the writer writes
 * with its ten, reads back. */
static int reserve_tag(gk_record *r, const char *name)
{
    if (r->ntags - r->nwriter >= GK_RECORD_TAGS_MAX && !is_known_tag(name))
        return fail(r, GK_ERR_INVALID_ARGUMENT,
                    "the record already holds %d tags, the most a record can hold",
                    GK_RECORD_TAGS_MAX);
    /* Without a free id, a new entry.  Each array grows on its own, so that
     * after a failure both still match their capacities. */
    if (r->ntags == r->nids && r->nids == r->captags) {
        gk_tag *nt = gk_mem_grow(r->alloc, r->ud, r->tags, &r->captags, sizeof *nt, 16);
        if (!nt)
            return fail(r, GK_ERR_NO_MEMORY, "out of memory growing the tags");
        r->tags = nt;
    }
    if (r->ntags == r->nids && r->nids == r->caporder) {
        uint32_t *no = gk_mem_grow(r->alloc, r->ud, r->order, &r->caporder, sizeof *no, 16);
        if (!no)
            return fail(r, GK_ERR_NO_MEMORY, "out of memory growing the tags");
        r->order = no;
    }
    if (2 * (r->ntags + 1) > r->nslots) {
        size_t n = r->nslots ? r->nslots * 2 : 32;
        uint32_t *ns = gk_mem_alloc(r->alloc, r->ud, n * sizeof *ns);
        if (!ns)
            return fail(r, GK_ERR_NO_MEMORY, "out of memory growing the tag index");
        gk_mem_free(r->alloc, r->ud, r->slots, r->nslots * sizeof *r->slots);
        r->slots = ns;
        r->nslots = n;
        rehash(r);
    }
    return GK_OK;
}

int gk_record_set_tag(gk_record *r, const char *name, const char *value)
{
    char q[GK_QUOTE_SIZE], what[96];
    if (!name) {
        gk_message(r->err, sizeof r->err, "the tag name is NULL");
        return GK_ERR_INVALID_ARGUMENT;
    }
    size_t nlen = strlen(name);
    if (!gk_record_tag_name_ok(name, nlen))
        return fail(r, GK_ERR_INVALID_ARGUMENT,
                    "\"%s\" is not a tag name (a letter, then at most 63 letters, digits "
                    "or '_')", gk_quote(q, name, nlen, 24));
    if (!value) {
        size_t i = tag_slot(r, name);
        if (i != (size_t)-1)
            remove_tag(r, i);
        return GK_OK;
    }
    gk_tag *t = find_tag(r, name);
    size_t vlen = strlen(value);
    snprintf(what, sizeof what, gk_tr(r->lang, "the value of tag %s"), name);
    int rc = check_text(r, value, vlen, 0, 0, what);
    if (rc)
        return rc;
    if (strcmp(name, "Date") == 0 && !gk_record_date_ok(value))
        return fail(r, GK_ERR_INVALID_ARGUMENT,
                    "Date \"%s\" is not YYYY.MM.DD (digits or '?', a month 01-12 and a day "
                    "01-31 when given)", gk_quote(q, value, vlen, 20));
    if (!t && (rc = reserve_tag(r, name)) != GK_OK)
        return rc;
    char *v = dup_text(r, value, vlen);
    if (!v)
        return fail(r, GK_ERR_NO_MEMORY, "out of memory copying the value of tag %s", name);
    if (t) {
        free_text(r, t->value);
        t->value = v;
        return GK_OK;
    }
    char *n = dup_text(r, name, nlen);
    if (!n) {
        free_text(r, v);
        return fail(r, GK_ERR_NO_MEMORY, "out of memory copying the tag name %s", name);
    }
    /* the first free id (order[ntags]), or a new entry */
    uint32_t id = r->ntags < r->nids ? r->order[r->ntags] : (uint32_t)r->nids++;
    r->order[r->ntags++] = id;
    r->tags[id].name = n;
    r->tags[id].value = v;
    r->slots[find_slot(r, n)] = id + 1;
    r->nwriter += (size_t)is_known_tag(n);
    return GK_OK;
}

const char *gk_record_tag(const gk_record *r, const char *name)
{
    if (!name)
        return NULL;
    const gk_tag *t = find_tag(r, name);
    return t ? t->value : NULL;
}

int gk_record_tag_at(const gk_record *r, int32_t index, const char **name, const char **value)
{
    if (index < 0 || (size_t)index >= r->ntags)
        return GK_ERR_INVALID_ARGUMENT;
    const gk_tag *t = &r->tags[r->order[index]];
    if (name)
        *name = t->name;
    if (value)
        *value = t->value;
    return GK_OK;
}

/* ---- comments ------------------------------------------------------------ */

/* Make comment i exist in the array (not the text). */
static int reserve_comment(gk_record *r, size_t i)
{
    if (i < r->ncomments)
        return GK_OK;
    size_t ncap = r->ncomments ? r->ncomments : 16;
    while (ncap <= i)
        ncap *= 2;
    if (ncap > (size_t)r->names->max + 1)
        ncap = (size_t)r->names->max + 1;
    gk_comment *nc = gk_mem_realloc(r->alloc, r->ud, r->comments,
                                    r->ncomments * sizeof *nc, ncap * sizeof *nc);
    if (!nc)
        return fail(r, GK_ERR_NO_MEMORY, "out of memory growing the comments");
    memset(nc + r->ncomments, 0, (ncap - r->ncomments) * sizeof *nc);
    r->comments = nc;
    r->ncomments = ncap;
    return GK_OK;
}

static int check_index(gk_record *r, int32_t at)
{
    const gk_record_names *n = r->names;
    if (at < 0 || at > n->max) {
        gk_message(r->err, sizeof r->err,
                   "%s %ld is outside 0..%ld: a record keeps comments before the first "
                   "move and after each of the first %ld %s", n->unit, (long)at, n->max,
                   n->max, n->units);
        return GK_ERR_INVALID_ARGUMENT;
    }
    return GK_OK;
}

int gk_record_set_comment(gk_record *r, int32_t at, const char *text)
{
    char what[64];
    int rc = check_index(r, at);
    if (rc)
        return rc;
    size_t i = (size_t)at;
    if (!text) {
        if (i < r->ncomments) {
            gk_comment *c = &r->comments[i];
            gk_mem_free(r->alloc, r->ud, c->text, c->cap);
            memset(c, 0, sizeof *c);
        }
        return GK_OK;
    }
    size_t len = strlen(text);
    snprintf(what, sizeof what, gk_tr(r->lang, "the comment after %s %ld"),
             gk_tr(r->lang, r->names->unit), (long)at);
    if ((rc = check_text(r, text, len, 0, 1, what)) != GK_OK
        || (rc = reserve_comment(r, i)) != GK_OK)
        return rc;
    char *d = dup_text(r, text, len);
    if (!d)
        return fail(r, GK_ERR_NO_MEMORY, "out of memory copying the comment");
    gk_comment *c = &r->comments[i];
    gk_mem_free(r->alloc, r->ud, c->text, c->cap);
    c->text = d;
    c->len = len;
    c->cap = len + 1;
    return GK_OK;
}

int gk_record_add_comment(gk_record *r, int32_t at, const char *text, size_t len)
{
    char what[64];
    int rc = check_index(r, at);
    if (rc)
        return rc;
    size_t i = (size_t)at;
    const gk_comment *old = i < r->ncomments && r->comments[i].text ? &r->comments[i] : NULL;
    /* joined with a space when neither part is empty */
    size_t sep = old && old->len && len ? 1 : 0, have = (old ? old->len : 0) + sep;
    snprintf(what, sizeof what, gk_tr(r->lang, "the comment after %s %ld"),
             gk_tr(r->lang, r->names->unit), (long)at);
    if ((rc = check_text(r, text, len, have, 1, what)) != GK_OK
        || (rc = reserve_comment(r, i)) != GK_OK)
        return rc;
    gk_comment *c = &r->comments[i];
    size_t need = have + len + 1;
    if (need > c->cap) {
        size_t ncap = c->cap * 2 > need ? c->cap * 2 : need;
        char *nt = gk_mem_realloc(r->alloc, r->ud, c->text, c->cap, ncap);
        if (!nt)
            return fail(r, GK_ERR_NO_MEMORY, "out of memory joining comments");
        c->text = nt;
        c->cap = ncap;
    }
    if (sep)
        c->text[c->len++] = ' ';
    memcpy(c->text + c->len, text, len);
    c->len += len;
    c->text[c->len] = '\0';
    return GK_OK;
}

const char *gk_record_comment(const gk_record *r, int32_t at)
{
    if (at < 0 || (size_t)at >= r->ncomments)
        return NULL;
    return r->comments[at].text;
}

/* ---- result tokens ------------------------------------------------------- */

static const char *const results[4] = {"*", "1-0", "0-1", "1/2-1/2"};

const char *gk_record_result_string(int res)
{
    return res >= 0 && res < 4 ? results[res] : "*";
}

int gk_record_result_parse(const char *text, size_t len)
{
    for (int res = 0; res < 4; res++)
        if (strlen(results[res]) == len && memcmp(results[res], text, len) == 0)
            return res;
    return -1;
}

/* ---- the writer ---------------------------------------------------------- */

static void write_tag(gk_sbuf *b, const char *name, const char *value)
{
    gk_sbuf_printf(b, "[%s \"", name);
    for (const char *s = value; *s; s++) {
        size_t n = strcspn(s, "\"\\");
        gk_sbuf_putn(b, s, n);
        s += n;
        if (!*s)
            break;
        gk_sbuf_printf(b, "\\%c", *s);
    }
    gk_sbuf_printf(b, "\"]\n");
}

void gk_record_write_tags(gk_sbuf *b, const gk_record *rec, int res, const char *term_name,
                          const char *rules, const char *position)
{
    for (size_t i = 0; i < sizeof roster / sizeof *roster; i++) {
        const char *v = rec ? gk_record_tag(rec, roster[i]) : NULL;
        if (!v)
            v = strcmp(roster[i], "Date") == 0 ? "????.??.??" : "?";
        write_tag(b, roster[i], v);
    }
    write_tag(b, "Result", gk_record_result_string(res));
    write_tag(b, "Termination", term_name);
    write_tag(b, "Rules", rules);
    if (position)
        write_tag(b, "Position", position);
    for (size_t i = 0; rec && i < rec->ntags; i++) {
        const gk_tag *t = &rec->tags[rec->order[i]];
        if (!is_known_tag(t->name))
            write_tag(b, t->name, t->value);
    }
    gk_sbuf_printf(b, "\n");
}

/* Start a token of len bytes: a space, or a new line if it would not fit. */
static void space_for(gk_wrap *w, size_t len)
{
    if (w->col && w->col + 1 + len > WRAP) {
        gk_sbuf_putn(w->b, "\n", 1);
        w->col = 0;
    } else if (w->col) {
        gk_sbuf_putn(w->b, " ", 1);
        w->col++;
    }
}

static void emit(gk_wrap *w, const char *tok)
{
    size_t len = strlen(tok);
    space_for(w, len);
    gk_sbuf_putn(w->b, tok, len);
    w->col += len;
}

/* Comment `at` of the record, if any: trimmed, in braces; 1 if written. */
static int emit_comment(gk_wrap *w, int32_t at)
{
    const char *c = w->rec ? gk_record_comment(w->rec, at) : NULL;
    if (!c)
        return 0;
    size_t lead = strspn(c, " \t\r\n");
    size_t n = strlen(c + lead);
    while (n && strchr(" \t\r\n", c[lead + n - 1]))
        n--;
    size_t len = n + 2;
    space_for(w, len);
    gk_sbuf_printf(w->b, "{%.*s}", (int)n, c + lead);
    const char *nl = NULL;
    for (size_t i = 0; i < n; i++)
        if (c[lead + i] == '\n')
            nl = c + lead + i;
    w->col = nl ? (size_t)(c + lead + n - nl - 1) + 1 : w->col + len;
    return 1;
}

void gk_wrap_begin(gk_wrap *w, gk_sbuf *b, const gk_record *rec)
{
    w->b = b;
    w->rec = rec;
    w->col = 0;
    w->need_number = 1;
    emit_comment(w, 0);
}

void gk_wrap_move(gk_wrap *w, long number, int side, const char *text, int32_t index)
{
    char tok[320];
    /* a move number stays on the line of its move */
    if (side == 0 || w->need_number)
        snprintf(tok, sizeof tok, "%ld.%s %s", number, side == 0 ? "" : "..", text);
    else
        snprintf(tok, sizeof tok, "%s", text);
    emit(w, tok);
    w->need_number = emit_comment(w, index);
}

void gk_wrap_end(gk_wrap *w, int res)
{
    emit(w, gk_record_result_string(res));
    gk_sbuf_putn(w->b, "\n", 1);
}
