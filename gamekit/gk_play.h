/* The terminal games of both libraries (cotoan-play, cotulenh-play): the
 * input loop, the command words and the undo they share.  For the programs only
 * (the static library gamekit_cli), never linked into a game library. */
#ifndef GK_PLAY_H
#define GK_PLAY_H

#include <stddef.h>

/* The longest input line of a play program, in bytes: a longer line (or
 * one holding a NUL byte) is ignored whole. */
#define GK_PLAY_LINE_MAX 255

/* The commands both games know (gk_play_command). */
typedef enum gk_play_cmd {
    GK_PLAY_MOVE = 0,   /* none of these: a move (or an unknown word) */
    GK_PLAY_QUIT,       /* quit, exit */
    GK_PLAY_HELP,       /* help, ? */
    GK_PLAY_BOARD,      /* board */
    GK_PLAY_MOVES,      /* moves */
    GK_PLAY_UNDO,       /* undo */
    GK_PLAY_HINT,       /* hint */
    GK_PLAY_RESIGN,     /* resign */
    GK_PLAY_DRAW,       /* draw */
    GK_PLAY_LEVEL       /* level [N] */
} gk_play_cmd;

/* Which command the (trimmed) line is. */
gk_play_cmd gk_play_command(const char *line);
/* 1 for the commands that need a game in progress (hint, resign, draw). */
int gk_play_needs_game(gk_play_cmd cmd);
/* "level N": N within lo..hi into *level and 0, else -1 (the caller
 * says what is allowed). */
int gk_play_level(const char *line, int lo, int hi, int *level);
/* Prints "INPUT: WHY (type help for help)", both escaped (gk_escape). */
void gk_play_reject(const char *input, const char *why);
/* Prints the words n to a line, separated by spaces. */
void gk_play_columns(const char *const *words, int count, int n);

/* "+1.25", "wins in 3", "loses in 4": a search score from the side to
 * move (kind 0 an evaluation, value/scale with `decimals` decimals; 1 a
 * win, 2 a loss in value plies). */
void gk_play_score_text(int kind, int value, int scale, int decimals, char *buf, size_t size);
/* "[depth D, engine SCORE]", the note after an engine's move (SCORE as
 * gk_play_score_text). */
void gk_play_engine_note(int depth, int kind, int value, int scale, int decimals, char *buf,
                         size_t size);
/* The end of a game: "\nGame over: Red wins|Blue wins|draw (TERMINATION).
 * WHAT: Red R, Blue B.\nResult: RESULT\n" (result 1 Red wins, 2 Blue
 * wins, else a draw; WHAT "Score" or "Points"). */
void gk_play_game_over(int result, const char *termination, const char *what, int red,
                       int blue, const char *result_text);

/* The commands of both games, dispatched by gk_play_input(). */
typedef struct gk_play_game {
    void *user;
    const char *help;          /* the help text */
    int *level;                /* the engine level, 1 .. level_max */
    int level_max;
    int score_scale, score_decimals; /* for gk_play_score_text() */
    int (*ended)(void *user);  /* 1 if the game has ended */
    int (*over)(void *user);   /* gk_play_loop: prints the result; 1 if over */
    void (*prompt)(void *user, char *buf, size_t size); /* e.g. "Red> " */
    void (*board)(void *user);
    void (*moves)(void *user);
    /* undo (gk_play_undo): the game handle, the human's side and the
     * operations undo needs on a handle. */
    void *game;
    int human;
    const char *unit, *units;                 /* "ply", "plies" */
    int (*turn)(const void *game);            /* the side to move */
    int (*take_back)(void *game);             /* 0 on success */
    int (*history)(const void *game);         /* history entries */
    void *(*copy)(const void *game);          /* NULL: out of memory */
    void (*free_game)(void *game);
    int (*mid_turn)(const void *game);        /* 1 inside a turn (NULL: never) */
    /* A full-strength search for the side to move (the human): 0 if it
     * found nothing, else its score (kind and value as for
     * gk_play_score_text) and the move text in text[size]. */
    int (*search)(void *user, char *text, size_t size, int *kind, int *value);
    void (*resign)(void *user);
    void (*agree_draw)(void *user);
    /* The game's own words: 1 if line is one (handled), else 0. */
    int (*command)(void *user, const char *line, int ended);
    /* Anything else: a move. */
    void (*move)(void *user, const char *line);
} gk_play_game;

/* undo: back to the start of a turn of the human, taking back the
 * human's last turn (and the engine's reply), or the part of a turn the
 * human has typed; the engine's turns before the human's first one stay
 * ("Nothing to undo" then).  Prints "Took back N UNIT(S)." and the board. */
void gk_play_undo(const gk_play_game *g);

/* One trimmed, nonempty line of the human (not quit): help, board,
 * moves, undo; hint, resign, draw ("the game is over" once it has ended;
 * the engine accepts a draw unless its search says it is ahead); level N;
 * the game's commands; else a move. */
void gk_play_input(const gk_play_game *g, const char *line);

/* The interactive loop: each round prints "Type undo to take back, or
 * quit." when over() says the game is over, then the prompt, and reads a
 * line from stdin (an over-long line or one with a NUL byte is reported
 * and ignored); an empty line is skipped, "quit"/"exit" and the end of
 * the input end the loop, every other line goes to gk_play_input()
 * (trimmed). */
void gk_play_loop(const gk_play_game *g);

#endif
