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

/* Reads the next data line of f into line[size] (comment lines, starting
 * with '#', and blank lines skipped): 1, or 0 at the end of the file. */
static inline int next_data_line(FILE *f, char *line, size_t size)
{
    while (fgets(line, (int)size, f))
        if (line[0] != '#' && line[0] != '\n')
            return 1;
    return 0;
}

/* The next data line of f split into at most max fields (split_fields()):
 * the number of fields, or -1 at the end of the file. */
static inline int next_fields(FILE *f, char *line, size_t size, char **fields, int max)
{
    return next_data_line(f, line, size) ? split_fields(line, fields, max) : -1;
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
