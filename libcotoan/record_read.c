/* The record reader: tag pairs, movetext, comments and result tokens
 * (doc/cotoan/records.md), every move replayed through the rules. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "cotoan/cotoan.h"
#include "game_impl.h"
#include "record_impl.h"
#include "gk_text.h"

#define TOKEN_MAX 32

struct ct_reader {
    ct_alloc_fn alloc;
    void *ud;
    ct_rules rules;
    char *text;        /* a copy, NUL-terminated */
    size_t len;
    size_t at;         /* next byte */
    int32_t line, col; /* of the next byte */
    int checked;       /* the UTF-8 check has run */
    int status;        /* sticky error, or 0 */
    int32_t eline, ecol;
    char err[400];
};

/* A place in the text. */
typedef struct loc {
    int32_t line, col;
} loc;

/* ---- the handle ---------------------------------------------------------- */

CT_API int ct_reader_new_with_alloc(const char *text, size_t len,
                                    const ct_rules *rules, ct_alloc_fn alloc,
                                    void *ud, ct_reader **out)
{
    if (!out)
        return CT_ERR_INVALID_ARGUMENT;
    *out = NULL;
    if (!text && len)
        return CT_ERR_INVALID_ARGUMENT;
    /* Validate the rules the way a game does. */
    ct_game *probe;
    int rc = ct_game_new_with_alloc(rules, alloc, ud, &probe);
    if (rc)
        return rc;
    ct_reader *r = ct_mem_alloc(alloc, ud, sizeof *r);
    if (!r) {
        ct_game_free(probe);
        return CT_ERR_NO_MEMORY;
    }
    memset(r, 0, sizeof *r);
    ct_rules_init(&r->rules);
    ct_game_get_rules(probe, &r->rules);
    ct_game_free(probe);
    r->alloc = alloc;
    r->ud = ud;
    r->text = ct_mem_alloc(alloc, ud, len + 1);
    if (!r->text) {
        ct_mem_free(alloc, ud, r, sizeof *r);
        return CT_ERR_NO_MEMORY;
    }
    if (len)
        memcpy(r->text, text, len);
    r->text[len] = '\0';
    r->len = len;
    r->line = r->col = 1;
    if (len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0)
        r->at = 3;
    *out = r;
    return CT_OK;
}

CT_API int ct_reader_new(const char *text, size_t len, const ct_rules *rules,
                         ct_reader **out)
{
    return ct_reader_new_with_alloc(text, len, rules, NULL, NULL, out);
}

CT_API void ct_reader_free(ct_reader *r)
{
    if (!r)
        return;
    ct_mem_free(r->alloc, r->ud, r->text, r->len + 1);
    ct_mem_free(r->alloc, r->ud, r, sizeof *r);
}

CT_API const char *ct_reader_error(const ct_reader *r)
{
    return r ? r->err : "the reader handle is NULL";
}

CT_API int ct_reader_location(const ct_reader *r, int32_t *line, int32_t *column)
{
    if (!r)
        return CT_ERR_INVALID_ARGUMENT;
    if (line)
        *line = r->status ? r->eline : r->line;
    if (column)
        *column = r->status ? r->ecol : r->col;
    return CT_OK;
}

/* ---- scanning ------------------------------------------------------------ */

static int fail_at(ct_reader *r, int code, loc l, const char *fmt, ...)
#if defined(__GNUC__) || defined(__clang__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;

static int fail_at(ct_reader *r, int code, loc l, const char *fmt, ...)
{
    int n = snprintf(r->err, sizeof r->err, "line %ld, column %ld: ",
                     (long)l.line, (long)l.col);
    if (n > 0 && (size_t)n < sizeof r->err) {
        va_list ap;
        va_start(ap, fmt);
        gk_vmessage(r->err + n, sizeof r->err - (size_t)n, fmt, ap);
        va_end(ap);
    }
    r->status = code;
    r->eline = l.line;
    r->ecol = l.col;
    return code;
}

static loc here(const ct_reader *r)
{
    loc l = {r->line, r->col};
    return l;
}

static int peek(const ct_reader *r)
{
    return r->at < r->len ? (unsigned char)r->text[r->at] : -1;
}

static void advance(ct_reader *r)
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

static void skip_space(ct_reader *r)
{
    while (is_space(peek(r)))
        advance(r);
}

/* The whole text must be UTF-8 without NUL bytes. */
static int check_text(ct_reader *r)
{
    ct_reader probe = *r;
    const unsigned char *s = (const unsigned char *)r->text;
    while (probe.at < probe.len) {
        size_t n = gk_utf8_len(s + probe.at, probe.len - probe.at);
        if (n == 0)
            return fail_at(r, CT_ERR_PARSE, here(&probe),
                           "invalid UTF-8 (byte 0x%02X)", s[probe.at]);
        if (s[probe.at] == 0)
            return fail_at(r, CT_ERR_PARSE, here(&probe), "a NUL byte in the text");
        while (n--)
            advance(&probe);
    }
    return CT_OK;
}

/* ---- tag pairs ----------------------------------------------------------- */

/* The tags that the reader interprets, and where they were found. */
typedef struct tag_info {
    int result;        /* a ct_result, or -1 when there is no Result tag */
    int termination;   /* a ct_termination, or -1 when absent */
    const char *position;
    loc result_at, termination_at, position_at;
} tag_info;

static int parse_rules_tag(ct_reader *r, const char *v, loc l, ct_rules *rules)
{
    char q[GK_QUOTE_SIZE];
    int seen[3] = {0, 0, 0};
    static const char *const keys[3] = {"mover", "target", "limit"};
    const char *s = v;
    for (;;) {
        while (*s == ' ' || *s == '\t')
            s++;
        if (!*s)
            return CT_OK;
        size_t wlen = strcspn(s, " \t");
        const char *eq = memchr(s, '=', wlen);
        int k = -1;
        for (int i = 0; eq && i < 3; i++)
            if ((size_t)(eq - s) == strlen(keys[i]) && memcmp(s, keys[i], (size_t)(eq - s)) == 0)
                k = i;
        if (k < 0)
            return fail_at(r, CT_ERR_PARSE, l,
                           "Rules tag: \"%s\" is not mover=…, target=… or limit=…",
                           gk_quote(q, s, wlen, 40));
        if (seen[k]++)
            return fail_at(r, CT_ERR_PARSE, l, "Rules tag: %s is given twice", keys[k]);
        const char *val = eq + 1;
        size_t vlen = wlen - (size_t)(val - s);
        if (k == 0) {
            if (vlen == 5 && memcmp(val, "front", 5) == 0)
                rules->mover = CT_MOVER_FRONT;
            else if (vlen == 4 && memcmp(val, "back", 4) == 0)
                rules->mover = CT_MOVER_BACK;
            else
                return fail_at(r, CT_ERR_PARSE, l,
                               "Rules tag: mover must be front or back, not \"%s\"",
                               gk_quote(q, val, vlen, 20));
        } else {
            long max = k == 1 ? 1000 : 1000000, n = 0;
            int ok = vlen > 0 && vlen <= 7 && !(vlen > 1 && val[0] == '0');
            for (size_t i = 0; ok && i < vlen; i++) {
                if (val[i] < '0' || val[i] > '9')
                    ok = 0;
                else
                    n = n * 10 + (val[i] - '0');
            }
            if (!ok || n > max)
                return fail_at(r, CT_ERR_PARSE, l,
                               "Rules tag: %s must be a number from 0 to %ld, not \"%s\"",
                               keys[k], max, gk_quote(q, val, vlen, 20));
            if (k == 1)
                rules->target = (int32_t)n;
            else
                rules->limit = (int32_t)n;
        }
        s += wlen;
    }
}

/* Check a tag that the reader interprets, as soon as it is read. */
static int check_tag(ct_reader *r, const char *name, const char *v, loc l,
                     tag_info *t, ct_rules *rules)
{
    char q[GK_QUOTE_SIZE];
    if (strcmp(name, "Result") == 0) {
        t->result = ct_record_result_parse(v, strlen(v));
        t->result_at = l;
        if (t->result < 0)
            return fail_at(r, CT_ERR_PARSE, l,
                           "Result must be 1-0, 0-1, 1/2-1/2 or *, not \"%s\"",
                           gk_quote(q, v, strlen(v), 20));
    } else if (strcmp(name, "Termination") == 0) {
        t->termination = ct_record_termination_parse(v);
        t->termination_at = l;
        if (t->termination < 0)
            return fail_at(r, CT_ERR_PARSE, l,
                           "Termination \"%s\" is unknown (zero captured, score target, "
                           "move limit, no legal move, resignation, agreement, unterminated)",
                           gk_quote(q, v, strlen(v), 30));
    } else if (strcmp(name, "Rules") == 0) {
        return parse_rules_tag(r, v, l, rules);
    } else if (strcmp(name, "Date") == 0) {
        if (!ct_record_date_ok(v))
            return fail_at(r, CT_ERR_PARSE, l,
                           "Date \"%s\" is not YYYY.MM.DD (digits or '?')",
                           gk_quote(q, v, strlen(v), 20));
    } else if (strcmp(name, "Position") == 0) {
        t->position_at = l;
    }
    return CT_OK;
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
static int read_tag(ct_reader *r, ct_record *rec, tag_info *t, ct_rules *rules)
{
    char name[72], q[GK_QUOTE_SIZE];
    size_t n = 0;
    advance(r);
    while (is_blank(peek(r)))
        advance(r);
    loc nl = here(r);
    while (is_name_char(peek(r))) {
        if (n < sizeof name - 1)
            name[n] = (char)peek(r);
        n++;
        advance(r);
    }
    if (n == 0)
        return fail_at(r, CT_ERR_PARSE, nl, "expected a tag name after '['");
    if (n >= sizeof name || !ct_tag_name_ok(name, n))
        return fail_at(r, CT_ERR_PARSE, nl,
                       "\"%s\" is not a tag name (a letter, then at most 63 letters, "
                       "digits or '_')", gk_quote(q, name, n < sizeof name ? n : sizeof name - 1, 20));
    name[n] = '\0';
    while (is_blank(peek(r)))
        advance(r);
    if (peek(r) != '"')
        return fail_at(r, CT_ERR_PARSE, here(r),
                       "expected '\"' to open the value of tag %s", name);
    loc ql = here(r);
    advance(r);
    loc vl = here(r);
    char *value = r->text + r->at, *w = value;
    for (;;) {
        int c = peek(r);
        if (c < 0 || c == '\n' || c == '\r')
            return fail_at(r, CT_ERR_PARSE, ql,
                           "the value of tag %s is not closed on its line", name);
        if (c == '"')
            break;
        if (c == '\\') {
            loc el = here(r);
            advance(r);
            c = peek(r);
            if (c != '"' && c != '\\')
                return fail_at(r, CT_ERR_PARSE, el,
                               "unknown escape in the value of tag %s (only \\\" and \\\\)",
                               name);
        } else if (!ct_record_char_ok(c, 0)) {
            return fail_at(r, CT_ERR_PARSE, here(r),
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
        return fail_at(r, CT_ERR_PARSE, here(r), "expected ']' to close tag %s", name);
    advance(r);
    if (ct_record_tag(rec, name))
        return fail_at(r, CT_ERR_PARSE, nl, "tag %s appears twice", name);
    int rc = check_tag(r, name, value, vl, t, rules);
    if (rc)
        return rc;
    rc = ct_record_set_tag(rec, name, value);
    if (rc)
        return fail_at(r, rc == CT_ERR_NO_MEMORY ? rc : CT_ERR_PARSE, vl, "%s",
                       ct_record_error(rec));
    return CT_OK;
}

/* ---- comments ------------------------------------------------------------ */

/* Read a {comment} (the '{' is next) and add it to comment `ply` of rec. */
static int read_comment(ct_reader *r, ct_record *rec, size_t ply)
{
    loc open = here(r);
    advance(r);
    char *start = r->text + r->at;
    for (;;) {
        int c = peek(r);
        if (c < 0)
            return fail_at(r, CT_ERR_PARSE, open, "the comment is not closed ('{' without '}')");
        if (c == '}')
            break;
        /* The same test as ct_record_set_comment()'s: a form feed or
         * vertical tab is an error here, at its place, not later. */
        if (!ct_record_char_ok(c, 1))
            return fail_at(r, CT_ERR_PARSE, here(r), "control character 0x%02X in a comment", c);
        advance(r);
    }
    char *end = r->text + r->at;
    advance(r);
    while (start < end && is_space((unsigned char)*start))
        start++;
    while (end > start && is_space((unsigned char)end[-1]))
        end--;
    if (ply > CT_RECORD_PLY_MAX)
        return fail_at(r, CT_ERR_PARSE, open,
                       "a comment after ply %zu: a record keeps comments up to ply %d "
                       "(CT_RECORD_PLY_MAX)", ply, CT_RECORD_PLY_MAX);
    /* Two comments in a row are kept as one, separated by a space. */
    int rc = ct_record_add_comment(rec, (int32_t)ply, start, (size_t)(end - start));
    if (rc)
        return fail_at(r, rc == CT_ERR_NO_MEMORY ? rc : CT_ERR_PARSE, open, "%s",
                       ct_record_error(rec));
    return CT_OK;
}

/* ---- movetext ------------------------------------------------------------ */

static int is_word_char(int c)
{
    return c >= 0 && !is_space(c) && c != '{' && c != '}' && c != '[' && c != ']';
}

/* The game's state while reading its movetext. */
typedef struct movetext {
    ct_game *game;
    ct_record *rec;
    long number;   /* number of the next move */
    int pending;   /* a move number was read; its move must follow */
    loc pending_at;
} movetext;

/* Check a move number "N." or "N..." (dots = 1 or 3). */
static int check_number(ct_reader *r, movetext *mt, long n, int dots, loc l)
{
    int side = ct_game_turn(mt->game);
    if (mt->pending)
        return fail_at(r, CT_ERR_PARSE, l, "two move numbers in a row");
    if (dots != 1 && dots != 3)
        return fail_at(r, CT_ERR_PARSE, l,
                       "a move number ends with '.' (Red) or '...' (Blue), not %d dots", dots);
    if ((dots == 1) != (side == CT_RED))
        return fail_at(r, CT_ERR_PARSE, l,
                       "move number %ld%s is for %s, but %s is to move (write %ld%s)", n,
                       dots == 1 ? "." : "...", dots == 1 ? "Red" : "Blue",
                       ct_side_name(side), mt->number, side == CT_RED ? "." : "...");
    if (n != mt->number)
        return fail_at(r, CT_ERR_PARSE, l, "move number %ld%s should be %ld%s", n,
                       dots == 1 ? "." : "...", mt->number, dots == 1 ? "." : "...");
    mt->pending = 1;
    mt->pending_at = l;
    return CT_OK;
}

static int play_word(ct_reader *r, movetext *mt, const char *word, size_t len, loc l)
{
    char tok[TOKEN_MAX + 1], q[GK_QUOTE_SIZE];
    ct_move m;
    int side = ct_game_turn(mt->game);
    int rc = CT_ERR_PARSE;
    if (len <= TOKEN_MAX) {
        memcpy(tok, word, len);
        tok[len] = '\0';
        rc = ct_game_parse_move(mt->game, tok, &m);
    }
    if (rc == CT_ERR_PARSE)
        return fail_at(r, CT_ERR_PARSE, l,
                       "\"%s\" is not a move, a move number or a result "
                       "(expected e.g. 7c4, 8xe6, c1c4, 12., 12..., 1-0, *)",
                       gk_quote(q, word, len, 24));
    if (rc == CT_OK)
        rc = ct_game_play(mt->game, m);
    if (rc == CT_ERR_ILLEGAL_MOVE || rc == CT_ERR_GAME_OVER)
        return fail_at(r, CT_ERR_ILLEGAL_MOVE, l, "move %ld%s %s is illegal: %s", mt->number,
                       side == CT_RED ? "." : "...", tok, ct_game_error(mt->game));
    if (rc)
        return fail_at(r, rc, l, "move %ld%s %s: %s", mt->number,
                       side == CT_RED ? "." : "...", tok, ct_game_error(mt->game));
    if (side == CT_BLUE)
        mt->number++;
    mt->pending = 0;
    return CT_OK;
}

/* A result token ends the game: it must agree with the Result and
 * Termination tags and with the board. */
static int finish(ct_reader *r, movetext *mt, const tag_info *t, int res, loc l)
{
    int32_t term;
    const char *tok = ct_result_string(res);
    if (mt->pending)
        return fail_at(r, CT_ERR_PARSE, mt->pending_at,
                       "a move number that no move follows");
    if (t->result >= 0 && t->result != res)
        return fail_at(r, CT_ERR_PARSE, l,
                       "the result %s disagrees with the Result tag %s (line %ld)", tok,
                       ct_result_string(t->result), (long)t->result_at.line);
    int board = ct_game_outcome(mt->game, &term);
    if (board != CT_ONGOING) {
        if (res != board)
            return fail_at(r, CT_ERR_PARSE, l,
                           "the result %s contradicts the game, which ended %s (%s)", tok,
                           ct_result_string(board), ct_termination_string(term));
    } else if (res == CT_RED_WINS || res == CT_BLUE_WINS) {
        /* No ending on the board: the loser resigned. */
        term = CT_TERM_RESIGNATION;
        ct_game_resign(mt->game, res == CT_RED_WINS ? CT_BLUE : CT_RED);
    } else if (res == CT_DRAW) {
        term = CT_TERM_AGREEMENT;
        ct_game_agree_draw(mt->game);
    }
    if (t->termination >= 0 && t->termination != term)
        return fail_at(r, CT_ERR_PARSE, t->termination_at,
                       "Termination \"%s\" contradicts the game: %s %s", 
                       ct_record_termination_name(t->termination), tok,
                       board != CT_ONGOING ? ct_termination_string(term)
                       : res == CT_ONGOING ? "is unterminated"
                       : res == CT_DRAW ? "without an ending on the board is an agreed draw"
                                        : "without an ending on the board is a resignation");
    return CT_OK;
}

/* Read words and comments up to and including the result token. */
static int read_movetext(ct_reader *r, movetext *mt, const tag_info *t)
{
    for (;;) {
        skip_space(r);
        int c = peek(r);
        loc l = here(r);
        if (c < 0)
            return fail_at(r, CT_ERR_PARSE, l,
                           "the game has no result token (1-0, 0-1, 1/2-1/2 or *) at its end");
        if (c == '{') {
            int rc = read_comment(r, mt->rec, (size_t)ct_game_history(mt->game, NULL, 0));
            if (rc)
                return rc;
            continue;
        }
        if (c == '[')
            return fail_at(r, CT_ERR_PARSE, l,
                           "a tag pair inside the movetext (the game before it needs a result token)");
        if (c == '}' || c == ']')
            return fail_at(r, CT_ERR_PARSE, l, "'%c' without its opening '%c'", c,
                           c == '}' ? '{' : '[');
        const char *word = r->text + r->at;
        size_t len = 0;
        while (is_word_char(peek(r))) {
            advance(r);
            len++;
        }
        int res = ct_record_result_parse(word, len);
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
            loc ml = l;
            ml.col += (int32_t)used;
            word += used;
            len -= used;
            l = ml;
        }
        int rc = play_word(r, mt, word, len, l);
        if (rc)
            return rc;
    }
}

/* ---- games --------------------------------------------------------------- */

static int read_game(ct_reader *r, ct_game **gout, ct_record *rec)
{
    tag_info t = {-1, -1, NULL, {0, 0}, {0, 0}, {0, 0}};
    ct_rules rules = r->rules;
    int rc;

    /* Tag pairs, with comments before and between them kept as comment 0. */
    for (;;) {
        skip_space(r);
        if (peek(r) == '{')
            rc = read_comment(r, rec, 0);
        else if (peek(r) == '[')
            rc = read_tag(r, rec, &t, &rules);
        else
            break;
        if (rc)
            return rc;
    }
    ct_game *g;
    rc = ct_game_new_with_alloc(&rules, r->alloc, r->ud, &g);
    if (rc)
        return fail_at(r, rc, here(r), "cannot create the game: %s", ct_strerror(rc));
    const char *pos = ct_record_tag(rec, "Position");
    if (pos) {
        rc = ct_game_set_position(g, pos);
        if (rc) {
            fail_at(r, rc, t.position_at, "Position: %s", ct_game_error(g));
            ct_game_free(g);
            return rc;
        }
    }
    movetext mt = {g, rec, (long)(ct_game_ply(g) / 2 + 1), 0, {0, 0}};
    rc = read_movetext(r, &mt, &t);
    if (rc) {
        ct_game_free(g);
        return rc;
    }
    *gout = g;
    return CT_OK;
}

CT_API int ct_reader_next(ct_reader *r, ct_game **game, ct_record **rec)
{
    if (game)
        *game = NULL;
    if (rec)
        *rec = NULL;
    if (!r || !game)
        return CT_ERR_INVALID_ARGUMENT;
    if (r->status)
        return r->status;
    if (!r->checked) {
        r->checked = 1;
        int rc = check_text(r);
        if (rc)
            return rc;
    }
    ct_record *tmp;
    if (ct_record_new_with_alloc(r->alloc, r->ud, &tmp))
        return fail_at(r, CT_ERR_NO_MEMORY, here(r), "out of memory");
    /* Comments before the game are its comment 0; if only white space and
     * comments are left, this is the end. */
    for (;;) {
        skip_space(r);
        if (peek(r) != '{')
            break;
        int rc = read_comment(r, tmp, 0);
        if (rc) {
            ct_record_free(tmp);
            return rc;
        }
    }
    if (peek(r) < 0) {
        ct_record_free(tmp);
        return 0;
    }
    int rc = read_game(r, game, tmp);
    if (rc) {
        ct_record_free(tmp);
        return rc;
    }
    if (rec)
        *rec = tmp;
    else
        ct_record_free(tmp);
    return 1;
}
