/* The tl_record handle, shared by the record writer (record.c) and reader
 * (record_read.c): gamekit's record store with libcotulenh's words. */
#ifndef TL_RECORD_IMPL_H
#define TL_RECORD_IMPL_H

#include "cotulenh/record.h"
#include "gk_record.h"

/* The store of a record (the handle is defined in record.c alone, so that
 * the handle stays opaque to the other files). */
gk_record *tl_record_store(tl_record *rec);

/* What the records of libcotulenh call things in their messages. */
extern const gk_record_names tl_record_names;

/* The Rules tag value of a game's options: "start=standard mode=total". */
void tl_record_rules_text(int32_t start, int32_t mode, char *buf, size_t size);

#endif
