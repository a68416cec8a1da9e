/* Run one Check suite and turn its result into the exit status meson
 * expects (shared by every Check test program). */
#ifndef CT_CHECK_RUN_H
#define CT_CHECK_RUN_H

#include <check.h>
#include <stdlib.h>

static inline int run_suite(Suite *s)
{
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}

#endif
