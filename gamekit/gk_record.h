/* Game records of both libraries (doc/cotoan/records.md, doc/cotulenh/records.md):
 * the store of tag pairs and comments, the writer's tag pairs, line
 * wrapping and move numbers, and the reader's scanner (line and column,
 * the UTF-8 check, tag pairs, comments, move numbers, result tokens and the
 * Result, Date and Termination tags).  What a move is, the Rules and
 * Position tags and how a game ends stay in each library, which gives them
 * through gk_record_game. */
#ifndef GK_RECORD_H
#define GK_RECORD_H

#include <stddef.h>
#include <stdint.h>

#include "gk_mem.h"
#include "gk_sbuf.h"

/* The longest tag value or comment, in bytes (CT_RECORD_TEXT_MAX,
 * TL_RECORD_TEXT_MAX). */
#define GK_RECORD_TEXT_MAX 16777216
/* The most tags a record holds besides the ten the writer writes itself
 * (Event, Site, Date, Round, Red, Blue, Result, Termination, Rules,
 * Position), so that a full record written reads back (their count must
 * fit an int32_t index with room to spare).  Only gk_record.c uses it: the tests of the limit
 * (test_record_limits.c of each game) compile their own copy of
 * gk_record.c with a small one (-DGK_RECORD_TAGS_MAX=100), which reaches
 * it in a moment. */
#ifndef GK_RECORD_TAGS_MAX
#  define GK_RECORD_TAGS_MAX (1 << 24)
#endif

/* What a library calls things in its messages. */
typedef struct gk_record_names {
    const char *pfx;   /* "CT" or "TL": CT_RECORD_TEXT_MAX … in messages */
    const char *unit;  /* what comments follow: "ply" or "turn" */
    const char *units; /* its plural: "plies" or "turns" */
    const char *max_name; /* "CT_RECORD_PLY_MAX" … */
    long max;          /* the last index a comment may follow */
} gk_record_names;

typedef struct gk_tag {
    char *name;
    char *value;
} gk_tag;

/* A comment keeps its capacity, so that the reader can append the comments
 * that follow one another in amortized linear time. */
typedef struct gk_comment {
    char *text;   /* NULL where there is none */
    size_t len;   /* strlen(text) */
    size_t cap;   /* bytes allocated for text */
} gk_comment;

/* The tag pairs and comments of a recorded game: the body of ct_record and
 * tl_record.  Comment 0 stands before the first move (or turn), comment n
 * after the n-th.
 *
 * A tag lives in an entry of `tags` that stays put while the tag exists
 * (its id); `order` lists the ids in the order of the record, and the
 * index `slots` maps names to ids.  Removing a tag is then O(1) on the
 * index (backward-shift deletion; no slot refers to a place in `order`,
 * so none changes when later tags move up) and, in `order`, a scan for
 * its id and one memmove of the 4-byte ids after it. */
typedef struct gk_record {
    gk_alloc_fn alloc;
    void *ud;
    const gk_record_names *names;
    gk_tag *tags;         /* the entries by id; a free one has name NULL */
    size_t captags;       /* entries allocated */
    uint32_t *order;      /* [0, ntags): the ids of the tags in the record's
                           * order; [ntags, nids): the free ids */
    size_t ntags;         /* tags held */
    size_t nwriter;       /* of them, the writer's own (Event … Position) */
    size_t nids;          /* entries ever used (tags and free ones) */
    size_t caporder;      /* ids allocated in order */
    uint32_t *slots;      /* hash index, linear probing: 1 + id, 0 = empty */
    size_t nslots;        /* 0 or a power of two >= 2 * ntags */
    gk_comment *comments; /* indexed by ply or turn */
    size_t ncomments;     /* allocated entries */
    int lang;             /* of err: GK_LANG_EN at first, gk_record_set_lang()'s,
                           * or the reader's (gk_reader_next()) */
    char err[256];
} gk_record;

/* An empty record taking memory from alloc. */
void gk_record_init(gk_record *r, gk_alloc_fn alloc, void *ud, const gk_record_names *names);
/* Frees what r owns (not r itself). */
void gk_record_release(gk_record *r);
/* The language of r's messages (ct_record_set_language(),
 * tl_record_set_language()): GK_OK, or GK_ERR_INVALID_ARGUMENT (r and its
 * message unchanged) for a value that is not GK_LANG_EN or GK_LANG_VI. */
int gk_record_set_lang(gk_record *r, int32_t lang);

/* As ct_record_set_tag(), ct_record_tag(), ct_record_tag_count(),
 * ct_record_tag_at(), ct_record_set_comment() and ct_record_comment(); r is
 * not NULL. */
int gk_record_set_tag(gk_record *r, const char *name, const char *value);
const char *gk_record_tag(const gk_record *r, const char *name);
int gk_record_tag_at(const gk_record *r, int32_t index, const char **name, const char **value);
int gk_record_set_comment(gk_record *r, int32_t at, const char *text);
const char *gk_record_comment(const gk_record *r, int32_t at);
/* Append text[0..len) to comment `at` (joined to an existing one with a
 * space), in amortized constant time per byte: the reader's way of keeping
 * "two comments in the same place".  Checks as gk_record_set_comment(),
 * also the length of the joined comment; the message goes to r->err. */
int gk_record_add_comment(gk_record *r, int32_t at, const char *text, size_t len);

/* Whether name[0..len) is a valid tag name: a letter, then at most 63
 * letters, digits or '_'. */
int gk_record_tag_name_ok(const char *name, size_t len);
/* Whether byte c may stand in a tag value (comment = 0) or a comment (1):
 * anything but a control character; tab, and in comments CR and LF, are
 * allowed. */
int gk_record_char_ok(int c, int comment);
/* Whether v is a valid Date value: YYYY.MM.DD, digits or '?', a month
 * 01-12 and a day 01-31 when given. */
int gk_record_date_ok(const char *v);

/* The result tokens, numbered as ct_result and tl_result (0 "*", 1 "1-0",
 * 2 "0-1", 3 "1/2-1/2"); "*" for unknown values. */
const char *gk_record_result_string(int res);
/* The result of the token text[0..len), or -1. */
int gk_record_result_parse(const char *text, size_t len);

/* ---- the writer ---------------------------------------------------------- */

/* The tags of the canonical form up to the blank line: the six roster tags
 * of rec ("?" or "????.??.??" when absent), Result (of res), Termination
 * (term_name), Rules, Position when not NULL, then rec's other tags in
 * their order.  rec may be NULL. */
void gk_record_write_tags(gk_sbuf *b, const gk_record *rec, int res, const char *term_name,
                          const char *rules, const char *position);

/* Movetext tokens, wrapped so that no line exceeds 79 bytes (a single
 * longer token gets a line of its own). */
typedef struct gk_wrap {
    gk_sbuf *b;
    const gk_record *rec;   /* its comments, or NULL */
    size_t col;
    int need_number;        /* the next move writes its number (after a comment) */
} gk_wrap;

/* Starts the movetext: comment 0. */
void gk_wrap_begin(gk_wrap *w, gk_sbuf *b, const gk_record *rec);
/* One move (or turn) `text` of side (0 Red, 1 Blue) with move number
 * `number` (written for Red, and for Blue as "N..." first and after a
 * comment), then comment `index` (the moves written so far). */
void gk_wrap_move(gk_wrap *w, long number, int side, const char *text, int32_t index);
/* The result token and the final newline. */
void gk_wrap_end(gk_wrap *w, int res);

/* ---- the reader ---------------------------------------------------------- */

/* A place in the text. */
typedef struct gk_loc {
    int32_t line, col;
} gk_loc;

typedef struct gk_reader {
    gk_alloc_fn alloc;
    void *ud;
    const gk_record_names *names;
    char *text;        /* a copy, NUL-terminated */
    size_t len;
    size_t at;         /* next byte */
    int32_t line, col; /* of the next byte */
    int checked;       /* the UTF-8 check has run */
    int status;        /* sticky error, or 0 */
    int32_t eline, ecol;
    int lang;          /* GK_LANG_EN or GK_LANG_VI: of the messages */
    char err[400];
} gk_reader;

/* Copies text[0..len) (a leading byte order mark is skipped).  GK_OK or
 * GK_ERR_NO_MEMORY. */
int gk_reader_init(gk_reader *r, const char *text, size_t len, gk_alloc_fn alloc, void *ud,
                   const gk_record_names *names);
void gk_reader_release(gk_reader *r);
/* ct_reader_location(): the error's place, or where reading stands. */
void gk_reader_location(const gk_reader *r, int32_t *line, int32_t *column);
/* The language of r's messages: GK_OK, or GK_ERR_INVALID_ARGUMENT (r
 * unchanged) for a value that is not GK_LANG_EN or GK_LANG_VI. */
int gk_reader_set_lang(gk_reader *r, int32_t lang);
/* Records an error "line L, column C: …" at l, in r->lang (fmt and the
 * prefix through gk_tr()); every later read fails the same way.  Returns
 * code. */
int gk_reader_fail(gk_reader *r, int code, gk_loc l, const char *fmt, ...) GK_PRINTF(4, 5);

/* Reads "key=value key=value" (the Rules tag): calls value() for each key
 * (its index in keys[nkeys]) once; a word that is not one of them, or a key
 * given twice, is an error at l. */
int gk_record_keys(gk_reader *r, const char *v, gk_loc l, const char *const *keys, int nkeys,
                   int (*value)(void *ctx, gk_reader *r, int key, const char *val, size_t vlen,
                                gk_loc l),
                   void *ctx);

/* What a library tells the reader about its game.  Every callback reports
 * its errors with gk_reader_fail() and returns the code. */
typedef struct gk_record_game {
    const char *(*term_string)(int term); /* ct_termination_string() */
    int term_last;                        /* the last termination value */
    int term_resignation, term_agreement; /* their values */
    /* A tag other than Result and Date, as soon as it is read (Rules,
     * Position); v is valid until the game is made. */
    int (*tag)(void *ctx, gk_reader *r, const char *name, const char *v, gk_loc l);
    /* After the tags: make the game (from rec's tags), give the number of
     * its first move. */
    int (*begin)(void *ctx, gk_reader *r, const gk_record *rec, gk_loc l, long *number);
    /* The comment index now (moves or turns played). */
    int32_t (*index)(void *ctx);
    /* The side to move (0 Red, 1 Blue). */
    int (*side)(void *ctx);
    /* Play word[0..len), the move (or turn) `number` (move number text "N."
     * or "N..." by the side to move). */
    int (*play)(void *ctx, gk_reader *r, const char *word, size_t len, long number, gk_loc l);
    /* The outcome on the board (a result; *term its termination). */
    int (*outcome)(void *ctx, int32_t *term);
    /* A result res with no ending on the board, under Termination `wanted`
     * (-1 without the tag): end the game so (a resignation, an agreed draw
     * …) and return the termination now, or an error. */
    int (*force)(void *ctx, gk_reader *r, int res, int wanted, gk_loc l);
} gk_record_game;

/* The next game of the text: tags into rec (whose messages take r's
 * language from then on), the game through the callbacks on ctx.  1 when a game was read, 0 at the end of the text, or an error
 * (then r's message says what and where). */
int gk_reader_next(gk_reader *r, gk_record *rec, const gk_record_game *ops, void *ctx);

#endif
