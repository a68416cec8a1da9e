/* The input loop and command words of the play programs (gk_play.h). */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gk_line.h"
#include "gk_play.h"

gk_play_cmd gk_play_command(const char *s)
{
    static const struct {
        const char *word;
        gk_play_cmd cmd;
    } words[] = {
        {"quit", GK_PLAY_QUIT},   {"exit", GK_PLAY_QUIT},     {"help", GK_PLAY_HELP},
        {"?", GK_PLAY_HELP},      {"board", GK_PLAY_BOARD},   {"moves", GK_PLAY_MOVES},
        {"undo", GK_PLAY_UNDO},   {"hint", GK_PLAY_HINT},     {"resign", GK_PLAY_RESIGN},
        {"draw", GK_PLAY_DRAW},
    };
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
        if (!strcmp(s, words[i].word))
            return words[i].cmd;
    if (!strncmp(s, "level", 5) && (s[5] == '\0' || isspace((unsigned char)s[5])))
        return GK_PLAY_LEVEL;
    return GK_PLAY_MOVE;
}

int gk_play_needs_game(gk_play_cmd cmd)
{
    return cmd == GK_PLAY_HINT || cmd == GK_PLAY_RESIGN || cmd == GK_PLAY_DRAW;
}

int gk_play_level(const char *line, int lo, int hi, int *level)
{
    char *end;
    const char *s = line + 5; /* after "level" */
    while (isspace((unsigned char)*s))
        s++;
    if (!isdigit((unsigned char)*s))
        return -1;
    long v = strtol(s, &end, 10);
    while (isspace((unsigned char)*end))
        end++;
    if (*end || v < lo || v > hi)
        return -1;
    *level = (int)v;
    return 0;
}

void gk_play_reject(const char *input, const char *why)
{
    char esc[128], wesc[512];
    gk_escape(esc, sizeof esc, input, strlen(input));
    gk_escape(wesc, sizeof wesc, why, strlen(why));
    printf("%s: %s (type help for help)\n", esc, wesc);
}

void gk_play_columns(const char *const *words, int count, int n)
{
    for (int i = 0; i < count; i++)
        printf("%s%s", words[i], (i + 1) % n == 0 || i + 1 == count ? "\n" : " ");
}

/* The line without the white space around it. */
static char *trim(char *s)
{
    while (isspace((unsigned char)*s))
        s++;
    for (char *e = s + strlen(s); e > s && isspace((unsigned char)e[-1]);)
        *--e = '\0';
    return s;
}

void gk_play_loop(const gk_play_loop_ops *ops)
{
    char line[GK_PLAY_LINE_MAX + 1], prompt[64];
    for (;;) {
        if (ops->over(ops->user))
            printf("Type undo to take back, or quit.\n");
        ops->prompt(ops->user, prompt, sizeof prompt);
        fputs(prompt, stdout);
        fflush(stdout);
        size_t len;
        int status = gk_read_line(stdin, line, sizeof line, &len);
        if (status == GK_LINE_EOF)
            break;
        if (status == GK_LINE_TOO_LONG) {
            printf("That line is too long (%zu bytes, at most %d): ignored.\n", len,
                   GK_PLAY_LINE_MAX);
            continue;
        }
        if (status == GK_LINE_NUL) {
            printf("That line holds a NUL byte: ignored.\n");
            continue;
        }
        char *s = trim(line);
        if (!*s)
            continue;
        if (gk_play_command(s) == GK_PLAY_QUIT || !ops->input(ops->user, s))
            break;
    }
    printf("\n");
}
