/* Helpers shared by the record writer (record.c) and reader
 * (record_read.c). */
#ifndef CT_RECORD_IMPL_H
#define CT_RECORD_IMPL_H

#include <stddef.h>
#include <stdint.h>

#include "cotoan/record.h"

/* The most tags a record holds (their count must fit ct_record_tag_at()'s
 * int32_t index with room to spare). */
#define CT_RECORD_TAGS_MAX (1 << 24)

/* Whether name[0..len) is a valid tag name (doc/cotoan/records.md). */
int ct_tag_name_ok(const char *name, size_t len);
/* Whether byte c may stand in a tag value (comment = 0) or a comment (1):
 * anything but a control character; tab, and in comments CR and LF, are
 * allowed. */
int ct_record_char_ok(int c, int comment);
/* Whether v is a valid Date value: YYYY.MM.DD, digits or '?'. */
int ct_record_date_ok(const char *v);
/* Append text[0..len) to comment `ply` (joined to an existing one with a
 * space), in amortized constant time per byte: the reader's way of keeping
 * "two comments in the same place".  Checks as ct_record_set_comment(),
 * also the length of the joined comment; the message goes to
 * ct_record_error(). */
int ct_record_add_comment(ct_record *rec, int32_t ply, const char *text, size_t len);
/* The Termination tag value of a ct_termination ("unterminated" for
 * CT_TERM_NONE), and back (-1 when unknown). */
const char *ct_record_termination_name(int term);
int ct_record_termination_parse(const char *text);
/* The ct_result of a result token text[0..len), or -1. */
int ct_record_result_parse(const char *text, size_t len);

#endif
