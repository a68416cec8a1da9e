/* The record reader's scanner and its game-independent grammar: tag pairs,
 * comments, move numbers, result tokens, the Result, Date and Termination
 * tags (gk_record.h).  The moves and the rest of the tags are the
 * library's, through gk_record_game. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "gk_lang.h"
#include "gk_record.h"
#include "gk_status.h"
#include "gk_text.h"

/* ---- the handle ---------------------------------------------------------- */

int gk_reader_init(gk_reader *r, const char *text, size_t len, gk_alloc_fn alloc, void *ud,
                   const gk_record_names *names)
{
    memset(r, 0, sizeof *r);
    r->alloc = alloc;
    r->ud = ud;
    r->names = names;
    r->text = gk_mem_alloc(alloc, ud, len + 1);
    if (!r->text)
        return GK_ERR_NO_MEMORY;
    if (len)
        memcpy(r->text, text, len);
    r->text[len] = '\0';
    r->len = len;
    r->line = r->col = 1;
    if (len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0)
        r->at = 3;
    return GK_OK;
}

void gk_reader_release(gk_reader *r)
{
    gk_mem_free(r->alloc, r->ud, r->text, r->len + 1);
    r->text = NULL;
}

void gk_reader_location(const gk_reader *r, int32_t *line, int32_t *column)
{
    if (line)
        *line = r->status ? r->eline : r->line;
    if (column)
        *column = r->status ? r->ecol : r->col;
}

int gk_reader_set_lang(gk_reader *r, int32_t lang)
{
    if (!gk_lang_valid(lang))
        return GK_ERR_INVALID_ARGUMENT;
    r->lang = (int)lang;
    return GK_OK;
}

/* ---- scanning ------------------------------------------------------------ */

int gk_reader_fail(gk_reader *r, int code, gk_loc l, const char *fmt, ...)
{
    int n = snprintf(r->err, sizeof r->err, gk_tr(r->lang, "line %ld, column %ld: "),
                     (long)l.line, (long)l.col);
    if (n > 0 && (size_t)n < sizeof r->err) {
        va_list ap;
        va_start(ap, fmt);
        gk_vmessage(r->err + n, sizeof r->err - (size_t)n, gk_tr(r->lang, fmt), ap);
        va_end(ap);
    }
    r->status = code;
    r->eline = l.line;
    r->ecol = l.col;
    return code;
}

#define fail_at gk_reader_fail

static gk_loc here(const gk_reader *r)
{
    gk_loc l = {r->line, r->col};
    return l;
}

static int peek(const gk_reader *r)
{
    return r->at < r->len ? (unsigned char)r->text[r->at] : -1;
}

static void advance(gk_reader *r)
{
    unsigned char c = (unsigned char)r->text[r->at++];
    if (c == '\n') {
        r->line++;
        r->col = 1;
    } else if ((c & 0xC0) != 0x80) {
        r->col++;
    }
}

static int is_space(int c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

static void skip_space(gk_reader *r)
{
    while (is_space(peek(r)))
        advance(r);
}

/* The whole text must be UTF-8 without NUL bytes. */
static int check_text(gk_reader *r)
{
    gk_reader probe = *r;
    const unsigned char *s = (const unsigned char *)r->text;
    while (probe.at < probe.len) {
        size_t n = gk_utf8_len(s + probe.at, probe.len - probe.at);
        if (n == 0)
            return fail_at(r, GK_ERR_PARSE, here(&probe),
                           "invalid UTF-8 (byte 0x%02X)", s[probe.at]);
        if (s[probe.at] == 0)
            return fail_at(r, GK_ERR_PARSE, here(&probe), "a NUL byte in the text");
        while (n--)
            advance(&probe);
    }
    return GK_OK;
}

/* ---- tag pairs ----------------------------------------------------------- */

/* The tags that the reader interprets, and where they were found. */
typedef struct tag_info {
    int result;        /* a result, or -1 when there is no Result tag */
    int termination;   /* a termination, or -1 when absent */
    gk_loc result_at, termination_at;
} tag_info;

static const char *term_name(const gk_record_game *ops, int term)
{
    return term == 0 ? "unterminated" : ops->term_string(term);
}

int gk_record_keys(gk_reader *r, const char *v, gk_loc l, const char *const *keys, int nkeys,
                   int (*value)(void *ctx, gk_reader *r, int key, const char *val, size_t vlen,
                                gk_loc l),
                   void *ctx)
{
    char q[GK_QUOTE_SIZE], list[160];
    unsigned seen = 0;
    const char *s = v;
    for (;;) {
        while (*s == ' ' || *s == '\t')
            s++;
        if (!*s)
            return GK_OK;
        size_t wlen = strcspn(s, " \t");
        const char *eq = memchr(s, '=', wlen);
        int k = -1;
        for (int i = 0; eq && i < nkeys; i++)
            if ((size_t)(eq - s) == strlen(keys[i]) && memcmp(s, keys[i], (size_t)(eq - s)) == 0)
                k = i;
        if (k < 0) {
            gk_sbuf b = {list, sizeof list, 0};
            for (int i = 0; i < nkeys; i++)
                gk_sbuf_printf(&b, "%s%s=…", i == 0 ? "" : i == nkeys - 1 ? gk_tr(r->lang, " or ") : ", ",
                               keys[i]);
            return fail_at(r, GK_ERR_PARSE, l, "Rules tag: \"%s\" is not %s",
                           gk_quote(q, s, wlen, 40), list);
        }
        if (seen & (1u << k))
            return fail_at(r, GK_ERR_PARSE, l, "Rules tag: %s is given twice", keys[k]);
        seen |= 1u << k;
        const char *val = eq + 1;
        int rc = value(ctx, r, k, val, wlen - (size_t)(val - s), l);
        if (rc)
            return rc;
        s += wlen;
    }
}

/* Check a tag that the reader interprets, as soon as it is read. */
static int check_tag(gk_reader *r, const gk_record_game *ops, void *ctx, const char *name,
                     const char *v, gk_loc l, tag_info *t)
{
    char q[GK_QUOTE_SIZE];
    if (strcmp(name, "Result") == 0) {
        t->result = gk_record_result_parse(v, strlen(v));
        t->result_at = l;
        if (t->result < 0)
            return fail_at(r, GK_ERR_PARSE, l,
                           "Result must be 1-0, 0-1, 1/2-1/2 or *, not \"%s\"",
                           gk_quote(q, v, strlen(v), 20));
    } else if (strcmp(name, "Termination") == 0) {
        t->termination = -1;
        for (int k = 0; k <= ops->term_last; k++)
            if (strcmp(v, term_name(ops, k)) == 0)
                t->termination = k;
        t->termination_at = l;
        if (t->termination < 0) {
            char list[320];
            gk_sbuf b = {list, sizeof list, 0};
            for (int k = 1; k <= ops->term_last; k++)
                gk_sbuf_printf(&b, "%s, ", ops->term_string(k));
            gk_sbuf_printf(&b, "%s", term_name(ops, 0));
            return fail_at(r, GK_ERR_PARSE, l, "Termination \"%s\" is unknown (%s)",
                           gk_quote(q, v, strlen(v), 30), list);
        }
    } else if (strcmp(name, "Date") == 0) {
        if (!gk_record_date_ok(v))
            return fail_at(r, GK_ERR_PARSE, l, "Date \"%s\" is not YYYY.MM.DD (digits or '?')",
                           gk_quote(q, v, strlen(v), 20));
    } else {
        return ops->tag(ctx, r, name, v, l);
    }
    return GK_OK;
}

static int is_blank(int c)
{
    return c == ' ' || c == '\t';
}

static int is_name_char(int c)
{
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')
        || c == '_';
}

/* Read one tag pair [Name "value"] (the '[' is next) into rec. */
static int read_tag(gk_reader *r, gk_record *rec, const gk_record_game *ops, void *ctx,
                    tag_info *t)
{
    char name[72], q[GK_QUOTE_SIZE];
    size_t n = 0;
    advance(r);
    while (is_blank(peek(r)))
        advance(r);
    gk_loc nl = here(r);
    while (is_name_char(peek(r))) {
        if (n < sizeof name - 1)
            name[n] = (char)peek(r);
        n++;
        advance(r);
    }
    if (n == 0)
        return fail_at(r, GK_ERR_PARSE, nl, "expected a tag name after '['");
    if (n >= sizeof name || !gk_record_tag_name_ok(name, n))
        return fail_at(r, GK_ERR_PARSE, nl,
                       "\"%s\" is not a tag name (a letter, then at most 63 letters, "
                       "digits or '_')", gk_quote(q, name, n < sizeof name ? n : sizeof name - 1, 20));
    name[n] = '\0';
    while (is_blank(peek(r)))
        advance(r);
    if (peek(r) != '"')
        return fail_at(r, GK_ERR_PARSE, here(r),
                       "expected '\"' to open the value of tag %s", name);
    gk_loc ql = here(r);
    advance(r);
    gk_loc vl = here(r);
    char *value = r->text + r->at, *w = value;
    for (;;) {
        int c = peek(r);
        if (c < 0 || c == '\n' || c == '\r')
            return fail_at(r, GK_ERR_PARSE, ql,
                           "the value of tag %s is not closed on its line", name);
        if (c == '"')
            break;
        if (c == '\\') {
            gk_loc el = here(r);
            advance(r);
            c = peek(r);
            if (c != '"' && c != '\\')
                return fail_at(r, GK_ERR_PARSE, el,
                               "unknown escape in the value of tag %s (only \\\" and \\\\)",
                               name);
        } else if (!gk_record_char_ok(c, 0)) {
            return fail_at(r, GK_ERR_PARSE, here(r),
                           "control character 0x%02X in the value of tag %s", c, name);
        }
        *w++ = (char)c;
        advance(r);
    }
    advance(r); /* the closing quote, which w may now overwrite */
    *w = '\0';
    while (is_blank(peek(r)))
        advance(r);
    if (peek(r) != ']')
        return fail_at(r, GK_ERR_PARSE, here(r), "expected ']' to close tag %s", name);
    advance(r);
    if (gk_record_tag(rec, name))
        return fail_at(r, GK_ERR_PARSE, nl, "tag %s appears twice", name);
    int rc = check_tag(r, ops, ctx, name, value, vl, t);
    if (rc)
        return rc;
    rc = gk_record_set_tag(rec, name, value);
    if (rc)
        return fail_at(r, rc == GK_ERR_NO_MEMORY ? rc : GK_ERR_PARSE, vl, "%s", rec->err);
    return GK_OK;
}

/* ---- comments ------------------------------------------------------------ */

/* Read a {comment} (the '{' is next) and add it to comment `at` of rec. */
static int read_comment(gk_reader *r, gk_record *rec, size_t at)
{
    gk_loc open = here(r);
    advance(r);
    char *start = r->text + r->at;
    for (;;) {
        int c = peek(r);
        if (c < 0)
            return fail_at(r, GK_ERR_PARSE, open, "the comment is not closed ('{' without '}')");
        if (c == '}')
            break;
        /* The same test as gk_record_set_comment()'s: a form feed or
         * vertical tab is an error here, at its place, not later. */
        if (!gk_record_char_ok(c, 1))
            return fail_at(r, GK_ERR_PARSE, here(r), "control character 0x%02X in a comment", c);
        advance(r);
    }
    char *end = r->text + r->at;
    advance(r);
    while (start < end && is_space((unsigned char)*start))
        start++;
    while (end > start && is_space((unsigned char)end[-1]))
        end--;
    const gk_record_names *nm = r->names;
    if (at > (size_t)nm->max)
        return fail_at(r, GK_ERR_PARSE, open,
                       "a comment after %s %zu: a record keeps comments up to %s %ld (%s)",
                       gk_tr(r->lang, nm->unit), at, gk_tr(r->lang, nm->unit), nm->max,
                       nm->max_name);
    /* Two comments in a row are kept as one, separated by a space. */
    int rc = gk_record_add_comment(rec, (int32_t)at, start, (size_t)(end - start));
    if (rc)
        return fail_at(r, rc == GK_ERR_NO_MEMORY ? rc : GK_ERR_PARSE, open, "%s", rec->err);
    return GK_OK;
}

/* ---- movetext ------------------------------------------------------------ */

static int is_word_char(int c)
{
    return c >= 0 && !is_space(c) && c != '{' && c != '}' && c != '[' && c != ']';
}

static const char *side_name(const gk_reader *r, int side)
{
    return gk_tr(r->lang, side ? "Blue" : "Red");
}

/* The game's state while reading its movetext. */
typedef struct movetext {
    const gk_record_game *ops;
    void *ctx;
    gk_record *rec;
    long number;   /* number of the next move */
    int pending;   /* a move number was read; its move must follow */
    gk_loc pending_at;
} movetext;

/* Check a move number "N." or "N..." (dots = 1 or 3). */
static int check_number(gk_reader *r, movetext *mt, long n, int dots, gk_loc l)
{
    int side = mt->ops->side(mt->ctx);
    if (mt->pending)
        return fail_at(r, GK_ERR_PARSE, l, "two move numbers in a row");
    if (dots != 1 && dots != 3)
        return fail_at(r, GK_ERR_PARSE, l,
                       "a move number ends with '.' (Red) or '...' (Blue), not %d dots", dots);
    if ((dots == 1) != (side == 0))
        return fail_at(r, GK_ERR_PARSE, l,
                       "move number %ld%s is for %s, but %s is to move (write %ld%s)", n,
                       dots == 1 ? "." : "...", side_name(r, dots != 1),
                       side_name(r, side), mt->number, side == 0 ? "." : "...");
    if (n != mt->number)
        return fail_at(r, GK_ERR_PARSE, l, "move number %ld%s should be %ld%s", n,
                       dots == 1 ? "." : "...", mt->number, dots == 1 ? "." : "...");
    mt->pending = 1;
    mt->pending_at = l;
    return GK_OK;
}

/* A result token ends the game: it must agree with the Result and
 * Termination tags and with the board. */
static int finish(gk_reader *r, movetext *mt, const tag_info *t, int res, gk_loc l)
{
    const gk_record_game *ops = mt->ops;
    int32_t term;
    const char *tok = gk_record_result_string(res);
    if (mt->pending)
        return fail_at(r, GK_ERR_PARSE, mt->pending_at,
                       "a move number that no move follows");
    if (t->result >= 0 && t->result != res)
        return fail_at(r, GK_ERR_PARSE, l,
                       "the result %s disagrees with the Result tag %s (line %ld)", tok,
                       gk_record_result_string(t->result), (long)t->result_at.line);
    int board = ops->outcome(mt->ctx, &term);
    if (board != 0) {
        if (res != board)
            return fail_at(r, GK_ERR_PARSE, l,
                           "the result %s contradicts the game, which ended %s (%s)", tok,
                           gk_record_result_string(board),
                           gk_tr(r->lang, ops->term_string(term)));
    } else if (res != 0) {
        /* No ending on the board: a resignation, an agreed draw … */
        int rc = ops->force(mt->ctx, r, res, t->termination, l);
        if (rc < 0)
            return rc;
        term = rc;
    }
    if (t->termination >= 0 && t->termination != term)
        return fail_at(r, GK_ERR_PARSE, t->termination_at,
                       "Termination \"%s\" contradicts the game: %s %s",
                       term_name(ops, t->termination), tok,
                       gk_tr(r->lang, board != 0 ? ops->term_string(term)
                                      : res == 0 ? "is unterminated"
                                      : term == ops->term_agreement
                                          ? "without an ending on the board is an agreed draw"
                                      : term == ops->term_resignation
                                          ? "without an ending on the board is a resignation"
                                          : ops->term_string(term)));
    return GK_OK;
}

/* Read words and comments up to and including the result token. */
static int read_movetext(gk_reader *r, movetext *mt, const tag_info *t)
{
    for (;;) {
        skip_space(r);
        int c = peek(r);
        gk_loc l = here(r);
        if (c < 0)
            return fail_at(r, GK_ERR_PARSE, l,
                           "the game has no result token (1-0, 0-1, 1/2-1/2 or *) at its end");
        if (c == '{') {
            int rc = read_comment(r, mt->rec, (size_t)mt->ops->index(mt->ctx));
            if (rc)
                return rc;
            continue;
        }
        if (c == '[')
            return fail_at(r, GK_ERR_PARSE, l,
                           "a tag pair inside the movetext (the game before it needs a result token)");
        if (c == '}' || c == ']')
            return fail_at(r, GK_ERR_PARSE, l, "'%c' without its opening '%c'", c,
                           c == '}' ? '{' : '[');
        const char *word = r->text + r->at;
        size_t len = 0;
        while (is_word_char(peek(r))) {
            advance(r);
            len++;
        }
        int res = gk_record_result_parse(word, len);
        if (res >= 0)
            return finish(r, mt, t, res, l);
        /* A move number, perhaps glued to its move ("1.7c4"). */
        size_t digits = 0;
        while (digits < len && word[digits] >= '0' && word[digits] <= '9')
            digits++;
        if (digits && digits < len && word[digits] == '.') {
            long n = 0;
            for (size_t i = 0; i < digits; i++)
                n = n > 100000000 ? n : n * 10 + (word[i] - '0');
            size_t dots = 0;
            while (digits + dots < len && word[digits + dots] == '.')
                dots++;
            int rc = check_number(r, mt, n, (int)dots, l);
            if (rc)
                return rc;
            size_t used = digits + dots;
            if (used == len)
                continue;
            gk_loc ml = l;
            ml.col += (int32_t)used;
            word += used;
            len -= used;
            l = ml;
        }
        int side = mt->ops->side(mt->ctx);
        int rc = mt->ops->play(mt->ctx, r, word, len, mt->number, l);
        if (rc)
            return rc;
        if (side == 1 && mt->ops->side(mt->ctx) == 0)
            mt->number++;
        mt->pending = 0;
    }
}

/* ---- games --------------------------------------------------------------- */

static int read_game(gk_reader *r, gk_record *rec, const gk_record_game *ops, void *ctx)
{
    tag_info t = {-1, -1, {0, 0}, {0, 0}};
    int rc;

    /* Tag pairs, with comments before and between them kept as comment 0. */
    for (;;) {
        skip_space(r);
        if (peek(r) == '{')
            rc = read_comment(r, rec, 0);
        else if (peek(r) == '[')
            rc = read_tag(r, rec, ops, ctx, &t);
        else
            break;
        if (rc)
            return rc;
    }
    movetext mt = {ops, ctx, rec, 1, 0, {0, 0}};
    rc = ops->begin(ctx, r, rec, here(r), &mt.number);
    if (rc)
        return rc;
    return read_movetext(r, &mt, &t);
}

int gk_reader_next(gk_reader *r, gk_record *rec, const gk_record_game *ops, void *ctx)
{
    if (r->status)
        return r->status;
    rec->lang = r->lang; /* the store's own messages (its limits) */
    if (!r->checked) {
        r->checked = 1;
        int rc = check_text(r);
        if (rc)
            return rc;
    }
    /* Comments before the game are its comment 0; if only white space and
     * comments are left, this is the end. */
    for (;;) {
        skip_space(r);
        if (peek(r) != '{')
            break;
        int rc = read_comment(r, rec, 0);
        if (rc)
            return rc;
    }
    if (peek(r) < 0)
        return 0;
    int rc = read_game(r, rec, ops, ctx);
    return rc ? rc : 1;
}
