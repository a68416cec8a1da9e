/* The ct_record handle, shared by the record writer (record.c) and reader
 * (record_read.c): gamekit's record store with libcotoan's words. */
#ifndef CT_RECORD_IMPL_H
#define CT_RECORD_IMPL_H

#include "cotoan/record.h"
#include "gk_record.h"

struct ct_record {
    gk_record gk;
};

/* What the records of libcotoan call things in their messages. */
extern const gk_record_names ct_record_names;

#endif
