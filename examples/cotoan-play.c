/* cotoan-play: play Cờ toán against the libcotoan engine in a terminal.
 *
 *   cotoan-play [--side red|blue] [--level 1-10] [--movetime MS]
 *               [--mover front|back] [--target N] [--limit N]
 *               [--seed N] [--no-color] [--demo | --interactive]
 *
 * Type moves in either notation ("c1c4" or "7c4", "8xe6"); every capture is
 * explained with its arithmetic.  Commands: undo, hint, resign, draw,
 * level N, board, help, quit.  When stdin is not a terminal, or with
 * --demo, the engine plays both sides and the program prints every move
 * and the result, then exits; --interactive plays against the human even
 * when stdin is not a terminal (scripts, tests).  An input line longer
 * than GK_PLAY_LINE_MAX bytes (or holding a NUL byte) is ignored whole.
 * The input loop and the command words are gamekit's (gk_play.h), shared
 * with cotulenh-play. */
#define _POSIX_C_SOURCE 200809L
#include <cotoan/cotoan.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "gk_play.h"

typedef struct play {
    ct_game *game;
    ct_engine *engine;
    int human;       /* the human's side */
    int level;
    int movetime;
    uint64_t seed;
    int color;       /* ANSI colours on stdout */
} play;

static const char help_text[] =
    "Moves: coordinate notation (from-square then to-square, \"c1c4\") or\n"
    "short notation (value, x for a capture, to-square: \"7c4\", \"8xe6\").\n"
    "A pair of adjacent pieces captures the first enemy piece along its line\n"
    "at a distance given by the two values: sum or product (units digit),\n"
    "difference, quotient or remainder.  Capture the enemy 0 or reach the\n"
    "target score to win.\n"
    "Commands:\n"
    "  undo      take back your last move (and the engine's reply)\n"
    "  hint      ask the engine for a move\n"
    "  resign    give up the game\n"
    "  draw      offer a draw (the engine accepts when it is not ahead)\n"
    "  level N   engine strength 1 (beginner) to 10 (full strength)\n"
    "  moves     list your legal moves\n"
    "  board     draw the board again\n"
    "  help      this text\n"
    "  quit      leave\n";

static const char *side_name(int side)
{
    return side == CT_RED ? "Red" : "Blue";
}

static void show_board(void *user)
{
    const play *p = user;
    char buf[4096];
    uint32_t flags = p->color ? CT_RENDER_COLOR : CT_RENDER_PLAIN;
    if (p->human == CT_BLUE)
        flags |= CT_RENDER_FLIP;
    ct_game_render_text(p->game, flags, buf, sizeof buf);
    printf("\n%s\n", buf);
}

/* Play a legal move and print what it did; returns 1 for a capture. */
static int play_move(play *p, ct_move m, const char *who)
{
    char explain[CT_EXPLAIN_MAX], text[16];
    int side = ct_game_turn(p->game);
    ct_move_info mi;
    mi.size = sizeof mi;
    int capture = ct_game_move_info(p->game, m, &mi) == CT_OK && mi.is_capture;
    ct_game_move_text(p->game, m, CT_NOTATION_SHORT, text, sizeof text);
    ct_game_explain(p->game, m, explain, sizeof explain);
    ct_game_play(p->game, m);
    printf("%4d. %-4s %-6s %s%s%s\n", (int)ct_game_ply(p->game),
           side_name(side), text, explain, who ? "  " : "", who ? who : "");
    return capture;
}

static int search(play *p, int level, ct_search_result *res)
{
    ct_search_limits lim;
    ct_search_limits_init(&lim);
    lim.level = level;
    lim.movetime_ms = p->movetime;
    lim.seed = p->seed + (uint64_t)ct_game_ply(p->game);
    res->size = sizeof *res;
    return ct_search(p->engine, p->game, &lim, res) == CT_OK
        && res->best != CT_MOVE_NONE;
}

/* The engine moves; returns 1 if it captured. */
static int engine_move(play *p, int level)
{
    ct_search_result res;
    char info[96];
    if (!search(p, level, &res))
        return 0;
    gk_play_engine_note((int)res.depth, res.score_type, res.score, 100, 2, info, sizeof info);
    return play_move(p, res.best, info);
}

/* Print the result if the game is over; returns 1 if it is. */
static int game_over(void *user)
{
    const play *p = user;
    int32_t term;
    int res = ct_game_outcome(p->game, &term);
    if (res == CT_ONGOING)
        return 0;
    gk_play_game_over(res, ct_termination_string(term), "Score",
                      ct_game_score(p->game, CT_RED), ct_game_score(p->game, CT_BLUE),
                      ct_result_string(res));
    return 1;
}

static int demo(play *p)
{
    printf("Cờ toán demo: the engine (level %d, %d ms a move) plays both "
           "sides.\n", p->level, p->movetime);
    p->human = CT_RED;
    show_board(p);
    while (!game_over(p)) {
        /* The board again after every capture. */
        if (engine_move(p, p->level) && ct_game_outcome(p->game, NULL) == CT_ONGOING)
            show_board(p);
    }
    show_board(p);
    return 0;
}

static void list_moves(void *user)
{
    play *p = user;
    ct_move list[CT_MAX_MOVES];
    char text[CT_MAX_MOVES][16];
    const char *words[CT_MAX_MOVES];
    int n = ct_game_legal_moves(p->game, list, CT_MAX_MOVES);
    for (int i = 0; i < n; i++) {
        ct_game_move_text(p->game, list[i], CT_NOTATION_SHORT, text[i], sizeof text[i]);
        words[i] = text[i];
    }
    gk_play_columns(words, n, 12);
}

/* undo (gk_play_undo) on a ct_game: back to the human's turn, taking
 * back the human's last move and the engine's reply. */
static int turn(const void *g)
{
    return ct_game_turn(g);
}

static int take_back(void *g)
{
    return ct_game_undo(g) == CT_OK ? 0 : -1;
}

static int history(const void *g)
{
    return ct_game_history(g, NULL, 0);
}

static void *copy(const void *g)
{
    ct_game *c;
    return ct_game_clone(g, &c) == CT_OK ? c : NULL;
}

static void free_game(void *g)
{
    ct_game_free(g);
}

/* The callbacks of gk_play_input(). */
static int ended(void *user)
{
    return ct_game_outcome(((play *)user)->game, NULL) != CT_ONGOING;
}

static int hint(void *user, char *text, size_t size, int *kind, int *value)
{
    play *p = user;
    ct_search_result res;
    if (!search(p, CT_LEVEL_MAX, &res))
        return 0;
    ct_game_move_text(p->game, res.best, CT_NOTATION_SHORT, text, size);
    *kind = res.score_type;
    *value = res.score;
    return 1;
}

static void resign(void *user)
{
    play *p = user;
    ct_game_resign(p->game, p->human);
}

static void agree_draw(void *user)
{
    ct_game_agree_draw(((play *)user)->game);
}

/* A move of the human, then the engine's reply. */
static void human_move(void *user, const char *s)
{
    play *p = user;
    ct_move m;
    if (ct_game_parse_move(p->game, s, &m) != CT_OK) {
        gk_play_reject(s, ct_game_error(p->game));
        return;
    }
    play_move(p, m, NULL);
    if (!game_over(p)) {
        engine_move(p, p->level);
        show_board(p);
    }
}

static void prompt(void *user, char *buf, size_t size)
{
    const play *p = user;
    snprintf(buf, size, "%s> ", side_name(ct_game_turn(p->game)));
}

static int interactive(play *p)
{
    const gk_play_game g = {
        .user = p, .help = help_text, .level = &p->level, .level_max = CT_LEVEL_MAX,
        .score_scale = 100, .score_decimals = 2, .ended = ended, .over = game_over,
        .prompt = prompt, .board = show_board, .moves = list_moves, .game = p->game,
        .human = p->human, .unit = "ply", .units = "plies", .turn = turn,
        .take_back = take_back, .history = history, .copy = copy, .free_game = free_game,
        .mid_turn = NULL, .search = hint, .resign = resign, .agree_draw = agree_draw,
        .command = NULL, .move = human_move,
    };
    printf("Cờ toán against the libcotoan engine (level %d). You play %s.\n"
           "Type a move such as 7c4 or c1c4, or help.\n",
           p->level, side_name(p->human));
    if (ct_game_turn(p->game) != p->human)
        engine_move(p, p->level);
    show_board(p);
    gk_play_loop(&g);
    return 0;
}

static int usage(void)
{
    fprintf(stderr,
            "usage: cotoan-play [--side red|blue] [--level 1-10] [--movetime MS]\n"
            "                   [--mover front|back] [--target N] [--limit N]\n"
            "                   [--seed N] [--no-color] [--demo | --interactive]\n"
            "Play Co toan against the engine; --demo (or stdin not a terminal)\n"
            "plays an engine-vs-engine game (default 40 ms a move) and exits;\n"
            "--interactive reads moves from stdin even when it is not a terminal.\n");
    return 2;
}

int main(int argc, char **argv)
{
    play p = {0};
    ct_rules rules;
    int demo_mode = !isatty(0), movetime = -1, rc;
    ct_rules_init(&rules);
    p.human = CT_RED;
    p.level = CT_LEVEL_MAX;
    p.color = isatty(1);
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "--demo")) {
            demo_mode = 1;
        } else if (!strcmp(a, "--interactive")) {
            demo_mode = 0;
        } else if (!strcmp(a, "--no-color")) {
            p.color = 0;
        } else if (!v) {
            return usage();
        } else {
            i++;
            if (!strcmp(a, "--side") && (!strcmp(v, "red") || !strcmp(v, "blue")))
                p.human = !strcmp(v, "blue") ? CT_BLUE : CT_RED;
            else if (!strcmp(a, "--level"))
                p.level = atoi(v);
            else if (!strcmp(a, "--movetime"))
                movetime = atoi(v);
            else if (!strcmp(a, "--mover") && (!strcmp(v, "front") || !strcmp(v, "back")))
                rules.mover = !strcmp(v, "back") ? CT_MOVER_BACK : CT_MOVER_FRONT;
            else if (!strcmp(a, "--target"))
                rules.target = atoi(v);
            else if (!strcmp(a, "--limit"))
                rules.limit = atoi(v);
            else if (!strcmp(a, "--seed"))
                p.seed = strtoull(v, NULL, 10);
            else
                return usage();
        }
    }
    if (p.level < CT_LEVEL_MIN || p.level > CT_LEVEL_MAX)
        return usage();
    p.movetime = movetime > 0 ? movetime : demo_mode ? 40 : 1000;
    if ((rc = ct_game_new(&rules, &p.game)) != CT_OK) {
        fprintf(stderr, "cotoan-play: bad rule options: %s\n", ct_strerror(rc));
        return 2;
    }
    if (ct_engine_new(NULL, &p.engine) != CT_OK) {
        fprintf(stderr, "cotoan-play: out of memory\n");
        return 1;
    }
    rc = demo_mode ? demo(&p) : interactive(&p);
    ct_engine_free(p.engine);
    ct_game_free(p.game);
    return rc;
}
