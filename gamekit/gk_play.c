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

void gk_play_score_text(int kind, int value, int scale, int decimals, char *buf, size_t size)
{
    if (kind == 1)
        snprintf(buf, size, "wins in %d", value);
    else if (kind == 2)
        snprintf(buf, size, "loses in %d", value);
    else
        snprintf(buf, size, "%+.*f", decimals, (double)value / scale);
}

void gk_play_engine_note(int depth, int kind, int value, int scale, int decimals, char *buf,
                         size_t size)
{
    char score[32];
    gk_play_score_text(kind, value, scale, decimals, score, sizeof score);
    snprintf(buf, size, "[depth %d, engine %s]", depth, score);
}

void gk_play_game_over(int result, const char *termination, const char *what, int red,
                       int blue, const char *result_text)
{
    printf("\nGame over: %s (%s). %s: Red %d, Blue %d.\n",
           result == 1 ? "Red wins" : result == 2 ? "Blue wins" : "draw", termination, what,
           red, blue);
    printf("Result: %s\n", result_text);
}

/* Whether the human has a move in the game's history: taking back moves
 * on a copy until the side to move is the human's (then the move taken
 * back was the human's). */
static int human_has_moved(const gk_play_game *g)
{
    void *copy = g->copy(g->game);
    int found = 0;
    if (!copy)
        return 0;
    while (!found && g->take_back(copy) == 0)
        found = g->turn(copy) == g->human;
    g->free_game(copy);
    return found;
}

void gk_play_undo(const gk_play_game *g)
{
    int n = g->history(g->game), humans = 0;
    if (!human_has_moved(g)) {
        printf("Nothing to undo: you have not moved yet.\n");
        return;
    }
    while (g->take_back(g->game) == 0) {
        const int mine = g->turn(g->game) == g->human;
        humans |= mine;
        if (humans && mine && !(g->mid_turn && g->mid_turn(g->game)))
            break;
    }
    int k = n - g->history(g->game);
    printf("Took back %d %s.\n", k, k == 1 ? g->unit : g->units);
    g->board(g->user);
}

void gk_play_input(const gk_play_game *g, const char *s)
{
    gk_play_cmd cmd = gk_play_command(s);
    int ended = g->ended(g->user);
    char text[256], score[32];
    int kind, value;
    if (cmd == GK_PLAY_HELP) {
        fputs(g->help, stdout);
    } else if (cmd == GK_PLAY_BOARD) {
        g->board(g->user);
    } else if (cmd == GK_PLAY_MOVES) {
        g->moves(g->user);
    } else if (cmd == GK_PLAY_UNDO) {
        gk_play_undo(g);
    } else if (gk_play_needs_game(cmd) && ended) {
        printf("%s: the game is over (type undo to take back, or quit).\n", s);
    } else if (cmd == GK_PLAY_HINT) {
        if (g->search(g->user, text, sizeof text, &kind, &value)) {
            gk_play_score_text(kind, value, g->score_scale, g->score_decimals, score,
                               sizeof score);
            printf("Hint: %s (you %s)\n", text, score);
        }
    } else if (cmd == GK_PLAY_RESIGN) {
        g->resign(g->user);
    } else if (cmd == GK_PLAY_DRAW) {
        /* The engine accepts unless it thinks it is ahead: the search is
         * from the human's side (to move), so a loss or a negative score
         * means the engine is ahead. */
        if (g->search(g->user, text, sizeof text, &kind, &value)
            && (kind == 2 || (kind == 0 && value < 0))) {
            printf("The engine declines the draw: it thinks it is ahead.\n");
        } else {
            printf("The engine accepts the draw.\n");
            g->agree_draw(g->user);
        }
    } else if (cmd == GK_PLAY_LEVEL) {
        int lv;
        if (gk_play_level(s, 1, g->level_max, &lv))
            printf("level: give a number from 1 to %d (now %d)\n", g->level_max, *g->level);
        else
            printf("Engine level %d.\n", *g->level = lv);
    } else if (!g->command || !g->command(g->user, s, ended)) {
        g->move(g->user, s);
    }
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

void gk_play_loop(const gk_play_game *g)
{
    char line[GK_PLAY_LINE_MAX + 1], prompt[64];
    for (;;) {
        if (g->over(g->user))
            printf("Type undo to take back, or quit.\n");
        g->prompt(g->user, prompt, sizeof prompt);
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
        if (gk_play_command(s) == GK_PLAY_QUIT)
            break;
        gk_play_input(g, s);
    }
    printf("\n");
}
