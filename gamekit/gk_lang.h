/* The words a player reads, in English and Vietnamese: one catalogue for
 * both libraries and their programs.  A text is looked up by its English
 * form (a printf format or a plain word); the Vietnamese form takes the
 * same conversions in the same order. */
#ifndef GK_LANG_H
#define GK_LANG_H

#include <stddef.h>

#define GK_LANG_EN 0
#define GK_LANG_VI 1

#if defined(__GNUC__) || defined(__clang__)
#  define GK_FORMAT_ARG(n) __attribute__((format_arg(n)))
#else
#  define GK_FORMAT_ARG(n)
#endif

/* The text of english in lang: english itself for GK_LANG_EN or when the
 * catalogue has no entry for it. */
const char *gk_tr(int lang, const char *english) GK_FORMAT_ARG(2);

/* Nonzero if lang is GK_LANG_EN or GK_LANG_VI. */
int gk_lang_valid(int lang);

/* Entry i of the catalogue (english and vietnamese set), 0 past the end. */
int gk_lang_entry(size_t i, const char **english, const char **vietnamese);

#endif
