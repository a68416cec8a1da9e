/* The terminal games of both libraries (cotoan-play, cotulenh-play): the
 * input loop (line editing and history with libedit on a terminal), the
 * command words, undo, the clocks and the words the programs print in
 * English and Vietnamese.  For the programs only (the static library
 * gamekit_cli), never linked into a game library. */
#ifndef GK_PLAY_H
#define GK_PLAY_H

#include <stddef.h>
#include <stdint.h>

#include "gk_lang.h"
#include "gk_sbuf.h" /* GK_PRINTF */

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

/* --- Language ---------------------------------------------------------- */

/* The text of english in lang: the programs' catalogue (gk_play.c: the
 * play and record programs), then the libraries' (gk_tr()); english
 * itself when neither has it. */
const char *gk_play_tr(int lang, const char *english) GK_FORMAT_ARG(2);
/* Entry i of the programs' catalogue, 0 past the end (tests). */
int gk_play_lang_entry(size_t i, const char **english, const char **vietnamese);
/* The language of the environment: the first set of LANGUAGE, LC_ALL,
 * LC_MESSAGES and LANG beginning with "vi" gives GK_LANG_VI, anything
 * else GK_LANG_EN (only the first one set, not empty, counts). */
int gk_play_lang_from_env(void);
/* "vi" or "en" (--lang) into *lang and 0, else -1. */
int gk_play_lang_parse(const char *text, int *lang);

/* --- Clocks -------------------------------------------------------------- */

/* Each side's time left, in nanoseconds (many fast moves each cost
 * their time); inc_ns is added after each turn completed in time.  on 0:
 * no clocks. */
typedef struct gk_play_clock {
    int on;
    int64_t left_ns[2];  /* side 0 (Red) and 1 (Blue) */
    int64_t inc_ns;
} gk_play_clock;

/* --clock TEXT: a preset named after the seeds' game lengths ("quick10",
 * "quick15": quick games of 10 and 15 minutes; "total30": total war, 30
 * minutes; no increment) or MIN[+INC]: MIN minutes (a decimal number,
 * more than 0 and at most 600) and INC seconds (an integer 0 to 600).
 * 0 on success, else -1. */
int gk_play_clock_parse(const char *text, int64_t *base_ms, int64_t *inc_ms);
/* Both clocks at base_ms, the increment inc_ms, on. */
void gk_play_clock_set(gk_play_clock *c, int64_t base_ms, int64_t inc_ms);
/* The engine's time for a turn of side from its clock (gk_clock_budget_ms()). */
int32_t gk_play_clock_budget(const gk_play_clock *c, int side);
/* "9:58.3" (minutes, seconds, tenths; rounded down) of a time in ns. */
void gk_play_clock_text(int64_t ns, char *buf, size_t size);

/* --- The game ------------------------------------------------------------ */

/* The program's own state: each program defines struct gk_play_app (its
 * game, its engine, ... and a gk_play), so the callbacks take its type. */
typedef struct gk_play_app gk_play_app;

/* The commands of both games, dispatched by gk_play_input(): one constant
 * table for each program. */
typedef struct gk_play_ops {
    const char *help[2];       /* the help text in English and Vietnamese */
    int level_max;             /* level 1 .. level_max */
    int score_scale;           /* a search score of score_scale is one point */
    const char *unit, *units;  /* undo's unit, in English: "ply", "plies" */
    int (*ended)(gk_play_app *app);  /* 1 if the game has ended */
    int (*over)(gk_play_app *app);   /* gk_play_loop: prints the result; 1 if over */
    /* The prompt's words, e.g. "Red" or "Red (deploying)" (the loop adds
     * the clock and "> "). */
    void (*prompt)(gk_play_app *app, char *buf, size_t size);
    void (*board)(gk_play_app *app);
    void (*moves)(gk_play_app *app);
    /* undo (gk_play_undo) on the app's game: the side to move, take back
     * the last entry (0 on success), the history's length, 1 inside a turn
     * (NULL: never); and a copy of the app with its own game (NULL: out of
     * memory), freed by free_copy, to look back without changing it. */
    int (*turn)(gk_play_app *app);
    int (*take_back)(gk_play_app *app);
    int (*history)(gk_play_app *app);
    int (*mid_turn)(gk_play_app *app);
    gk_play_app *(*copy)(gk_play_app *app);
    void (*free_copy)(gk_play_app *copy);
    /* The game's end by an action that undo takes back alone (a
     * resignation, a draw agreement, an adjudication): its termination in
     * the loop's language, as the library names it ("resignation", "xin
     * thua": *_termination_text()), else NULL. */
    const char *(*forced_end)(gk_play_app *app);
    /* A full-strength search for the side to move (the human): 0 if it
     * found nothing, else its score (kind and value as for
     * gk_play_score_text) and the move text in text[size]. */
    int (*search)(gk_play_app *app, char *text, size_t size, int *kind, int *value);
    void (*resign)(gk_play_app *app);
    void (*agree_draw)(gk_play_app *app);
    /* The flag of side fell (gk_play_charge()): the game's rule for it. */
    void (*time_out)(gk_play_app *app, int side);
    /* The game's own words: 1 if line is one (handled), else 0 (NULL:
     * none). */
    int (*command)(gk_play_app *app, const char *line, int ended);
    /* Anything else: a move. */
    void (*move)(gk_play_app *app, const char *line);
} gk_play_ops;

/* The status line redrawn while the engine thinks (gk_play_think()). */
typedef struct gk_play_ticker gk_play_ticker;

/* The loop's state, a member of the program's struct gk_play_app. */
typedef struct gk_play {
    const gk_play_ops *ops;
    gk_play_app *app;
    int lang;              /* GK_LANG_EN or GK_LANG_VI */
    int human;             /* the human's side */
    int level;             /* the engine level, 1 .. ops->level_max */
    gk_play_clock clock;
    int done;              /* set by the program: the loop ends */
    /* gamekit's own (zero at the start): */
    int turn_open;         /* the human's timed turn has no increment yet */
    int think_side;        /* the side of the engine's search (gk_play_think) */
    int64_t think_start;   /* when it began (gk_now_ns()) */
    gk_play_ticker *ticker; /* its status line, NULL when none */
} gk_play;

/* The words of english in the loop's language (gk_play_tr()). */
#define GK_TR(play, english) gk_play_tr((play)->lang, english)

/* Prints the printf format english, in the loop's language, and a
 * newline (the Vietnamese takes the same arguments, test_gamekit). */
void gk_play_say(const gk_play *g, const char *english, ...) GK_PRINTF(2, 3);

/* "+3 points", "-1 point", "0 points", "wins in 3", "loses in 4": a search score
 * from the side to move in the game's own unit (kind 0 an evaluation,
 * value/scale points rounded to the nearest; 1 a win, 2 a loss in value
 * plies). */
void gk_play_score_text(const gk_play *g, int kind, int value, char *buf, size_t size);
/* "[depth D, engine SCORE]", the note after an engine's move. */
void gk_play_engine_note(const gk_play *g, int depth, int kind, int value, char *buf,
                         size_t size);
/* Prints "INPUT: WHY (type help for help)", both escaped (gk_escape). */
void gk_play_reject(const gk_play *g, const char *input, const char *why);
/* Prints the words n to a line, separated by spaces. */
void gk_play_columns(const char *const *words, int count, int n);
/* The end of a game: "\nGame over: Red wins|Blue wins|draw (TERMINATION).
 * WHAT: Red R, Blue B.\nResult: RESULT\n" (result 1 Red wins, 2 Blue
 * wins, else a draw; WHAT "Score" or "Points"; words in the loop's
 * language, TERMINATION already in it: the library's *_termination_text()). */
void gk_play_game_over(const gk_play *g, int result, const char *termination,
                       const char *what, int red, int blue, const char *result_text);

/* The time side used since start_ns (gk_now_ns()) off its clock, plus the
 * increment when turn_done: 1 if its flag fell (the clocks stop and
 * ops->time_out runs), else 0; nothing without clocks. */
int gk_play_charge(gk_play *g, int side, int64_t start_ns, int turn_done);
/* The engine's movetime for a turn of side: from the clock when it runs,
 * else movetime_ms. */
int32_t gk_play_movetime(const gk_play *g, int side, int32_t movetime_ms);

/* "Red 9:58.3 | Blue 10:00.0": both clocks (side's running since
 * start_ns, 0: neither runs), in the loop's language. */
void gk_play_clocks_text(const gk_play *g, int side, int64_t start_ns, char *buf, size_t size);
/* Prints "Clocks: Red 9:58.3 | Blue 10:00.0" when clocks run (after each
 * move of the engine, and after the human's before the engine thinks). */
void gk_play_show_clocks(const gk_play *g);

/* The engine's search for a turn of side begins: returns its movetime
 * (gk_play_movetime()).  With clocks, the human's turn just completed gets
 * its increment and both clocks are shown (gk_play_show_clocks()); and
 * when stdout is a terminal a status line ("The engine is thinking… Red
 * 9:58 | Blue 10:00", the engine's clock counting down) is redrawn about
 * every second, from a thread of its own, until gk_play_thought() (no
 * output may come between the two).  Nothing is drawn into a pipe. */
int32_t gk_play_think(gk_play *g, int side, int32_t movetime_ms);
/* The search of gk_play_think() has returned (found: 1 if it gave a
 * move): the status line is erased and, if found, the time is charged to
 * the engine's clock with the increment (gk_play_charge()).  1 if the
 * move is to be played, 0 if none was found or the engine's flag fell. */
int gk_play_thought(gk_play *g, int found);

/* undo: after a game ended by an action (ops->forced_end), takes back
 * that action alone ("Took back the resignation: the game goes on.");
 * else back to the start of a turn of the human, taking back the human's
 * last turn (and the engine's reply), or the part of a turn the human has
 * typed; the engine's turns before the human's first one stay ("Nothing
 * to undo" then).  Prints what it took back and the board. */
void gk_play_undo(gk_play *g);

/* One trimmed, nonempty line of the human (not quit): help, board,
 * moves, undo; hint, resign, draw ("the game is over" once it has ended;
 * the engine accepts a draw unless its search says it is ahead); level N;
 * the game's commands; else a move. */
void gk_play_input(gk_play *g, const char *line);

/* The interactive loop: each round prints "Type undo to take back, or
 * quit." when over() says the game is over, then the prompt (with the
 * human's clock when clocks run), and reads a line: with libedit (line
 * editing and history) when the program was built with it and stdin and
 * stdout are terminals, else from stdin (gk_read_line(): an over-long
 * line or one with a NUL byte is reported and ignored).  An empty line is
 * skipped, "quit"/"exit" and the end of the input end the loop, as does
 * g->done; every other line goes to gk_play_input() (trimmed).  The time
 * the human takes on the human's turn is charged to the human's clock
 * (the flag falls before the line is used), and so is the time of a
 * command that plays nothing (a hint's search); a turn completed gets the
 * increment. */
void gk_play_loop(gk_play *g);

#endif
