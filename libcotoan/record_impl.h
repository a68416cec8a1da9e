/* Helpers shared by the record writer (record.c) and reader
 * (record_read.c). */
#ifndef CT_RECORD_IMPL_H
#define CT_RECORD_IMPL_H

#include <stddef.h>

/* Whether name[0..len) is a valid tag name (doc/records.md). */
int ct_tag_name_ok(const char *name, size_t len);
/* The Termination tag value of a ct_termination ("unterminated" for
 * CT_TERM_NONE), and back (-1 when unknown). */
const char *ct_record_termination_name(int term);
int ct_record_termination_parse(const char *text);
/* The ct_result of a result token text[0..len), or -1. */
int ct_record_result_parse(const char *text, size_t len);

#endif
