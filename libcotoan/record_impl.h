/* The ct_record handle, shared by the record writer (record.c) and reader
 * (record_read.c): gamekit's record store with libcotoan's words. */
#ifndef CT_RECORD_IMPL_H
#define CT_RECORD_IMPL_H

#include "cotoan/record.h"
#include "gk_record.h"

/* The store of a record (the handle is defined in record.c alone, so that
 * the handle stays opaque to the other files). */
gk_record *ct_record_store(ct_record *rec);

/* What the records of libcotoan call things in their messages. */
extern const gk_record_names ct_record_names;

#endif
