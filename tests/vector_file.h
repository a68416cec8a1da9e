/* Reading the "a ; b ; c" vector files (header-only, static; shared by the
 * Cờ toán and Cờ tư lệnh vector tests). */
#ifndef VECTOR_FILE_H
#define VECTOR_FILE_H

#include <check.h>
#include <stdio.h>
#include <string.h>

/* Split "a ; b ; c" in place into at most max trimmed fields. */
static inline int split_fields(char *line, char **fields, int max)
{
    int n = 0;
    char *s = line;
    while (n < max) {
        char *semi = strchr(s, ';');
        if (semi)
            *semi = '\0';
        while (*s == ' ')
            s++;
        char *end = s + strlen(s);
        while (end > s && (end[-1] == ' ' || end[-1] == '\n' || end[-1] == '\r'))
            *--end = '\0';
        fields[n++] = s;
        if (!semi)
            break;
        s = semi + 1;
    }
    return n;
}

/* Open dir/name for reading (fails the current test if it cannot). */
static inline FILE *open_vector_in(const char *dir, const char *name)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "r");
    ck_assert_msg(f != NULL, "cannot open %s", path);
    return f;
}

#endif
