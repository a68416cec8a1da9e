/* cotulenh-play: play Cờ tư lệnh (Commander Chess) against the libcotulenh
 * engine in a terminal.
 *
 *   cotulenh-play [--side red|blue] [--level 1-10] [--movetime MS]
 *                 [--mode total|battles] [--reduced] [--seed N]
 *                 [--fen FEN] [--color | --no-color] [--demo | --interactive]
 *
 * Type a move or a deploy step in SAN or LAN ("Ie4e5", "T>c3", "Tc4>_b4"),
 * a whole deploy turn at once ("T>c3,F>d5", ending ",|" to stop early), or
 * "end" (or "|") to end an open deploy session early.  Every step is
 * explained by the library's sentence (captures, kamikaze, heroic
 * promotions); points, check and, in battles mode, the forces left are
 * shown.  Commands: undo, hint, resign, draw, level N, moves, board, save
 * FILE, load FILE (game records, doc/cotulenh/records.md), help, quit.  When stdin is not a terminal, or with --demo, the engine plays
 * both sides and the program prints every turn and the result, then exits;
 * --interactive plays against the human even when stdin is not a terminal
 * (scripts, tests).  The board is drawn with coordinates; on a terminal
 * (and without --no-color; or with --color) the sea, the coast, the river
 * and its fords are in colour.  The input loop and the command words are gamekit's
 * (gk_play.h), shared with cotoan-play. */
#define _POSIX_C_SOURCE 200809L
#include <cotulenh/cotulenh.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "gk_cli.h"
#include "gk_play.h"
#include "gk_sbuf.h"

/* ANSI attributes of the board (colour mode only). */
#define A_OFF "\x1b[0m"
#define A_RED "\x1b[1;31m"
#define A_BLUE "\x1b[1;34m"
#define A_HEROIC "\x1b[4m"       /* underlined on top of the side colour */
#define A_WATER "\x1b[46m"       /* sea: cyan background */
#define A_MIXED "\x1b[47m"       /* coast and river mouth: light background */
#define A_RIVER "\x1b[34m"
#define A_FORD "\x1b[1;33m"
#define A_DIM "\x1b[2m"
#define A_CHECK "\x1b[1;31m"

/* Room for one turn record (TL_TURN_MAX steps) in text. */
#define TURN_TEXT_MAX 256

typedef struct play {
    tl_game *game;
    tl_engine *engine;
    int human;       /* the human's side */
    int level;
    int movetime;
    uint64_t seed;
    int color;       /* ANSI colours on stdout */
} play;

static const char help_text[] =
    "Moves: SAN or LAN (T48, T49): piece letter (uppercase for both sides),\n"
    "optional origin, separator, target: \"Ie5\", \"Ic5c6\", \"Axe8\".\n"
    "Separators: none (move), x (capture and replace), _ (stay\n"
    "capture: the target is removed, the piece stays), @ (kamikaze of an air\n"
    "force in one enemy air-defence ring), & (join a friendly stack).  A\n"
    "stack moves whole (\"(NFT)b3b5\") or one of its pieces steps out with\n"
    "\">\" (\"T>c3\", \"Tc4>_b4\"): that opens a deploy session, and the same\n"
    "side steps again with the other pieces of the stack.  Type the steps\n"
    "one by one, or the whole turn at once: \"T>c3,F>d5\" (\",|\" at the end\n"
    "stops early).\n"
    "Commands:\n"
    "  end       end the open deploy session early (also \"|\")\n"
    "  undo      take back your last turn (and the engine's reply), or the\n"
    "            steps of your open session\n"
    "  hint      ask the engine for a turn\n"
    "  resign    give up the game\n"
    "  draw      offer a draw (the engine accepts when it is not ahead)\n"
    "  level N   engine strength 1 (beginner) to 10 (full strength)\n"
    "  moves     list your legal moves and steps\n"
    "  board     draw the board again\n"
    "  save FILE write the game as a record (doc/cotulenh/records.md)\n"
    "  load FILE go on with the first game of a record file\n"
    "  help      this text\n"
    "  quit      leave\n"
    "Win by taking the enemy commander (checkmate); in battles mode also by\n"
    "destroying every enemy navy, every air force, or every infantry, tank\n"
    "and artillery.  The commanders may never face each other on an open\n"
    "file or rank.\n";

static const char *side_name(int side)
{
    return side == TL_RED ? "Red" : "Blue";
}

/* Terrain (T4): 0 land, 1 mixed (coast, river mouth), 2 water. */
static int terrain(int x, int y)
{
    if (x < 2)
        return 2;
    return x == 2 || ((x == 3 || x == 4) && (y == 5 || y == 6));
}

/* A stack as in FEN: "(+T+I)", "+c", "N". */
static void stack_text(const tl_stack *st, char *buf, size_t size)
{
    gk_sbuf b = {buf, size, 0};
    if (st->count > 1)
        gk_sbuf_printf(&b, "(");
    for (int i = 0; i < st->count && i < TL_STACK_MAX; i++) {
        int pc = st->piece[i];
        char letter = tl_piece_letter(pc);
        if (st->side == TL_BLUE)
            letter = (char)(letter - 'A' + 'a');
        gk_sbuf_printf(&b, "%s%c", st->heroic & TL_PIECE_BIT(pc) ? "+" : "", letter);
    }
    if (st->count > 1)
        gk_sbuf_printf(&b, ")");
    gk_sbuf_result(&b, 0);
}

static void files_line(int flip)
{
    printf("    ");
    for (int i = 0; i < TL_FILES; i++)
        printf("   %c  ", flip ? 'k' - i : 'a' + i);
    printf("\n");
}

/* The board: one 6-character cell per point, the river between ranks 6
 * and 7 with its fords on files f and h, then the status lines. */
static void show_board(const play *p)
{
    const int flip = p->human == TL_BLUE, c = p->color;
    printf("\n");
    files_line(flip);
    for (int i = 0; i < TL_RANKS; i++) {
        const int y = flip ? i : TL_RANKS - 1 - i;
        if (i == 6) {
            printf("    ");
            for (int j = 0; j < TL_FILES; j++) {
                const int x = flip ? TL_FILES - 1 - j : j;
                const int ford = x == 5 || x == 7;
                if (ford)
                    printf("%s~~~%c~~%s", c ? A_FORD : "", 'a' + x, c ? A_OFF : "");
                else
                    printf("%s~~~~~~%s", c ? A_RIVER : "", c ? A_OFF : "");
            }
            printf("   river, fords on f and h\n");
        }
        printf("%2d |", y + 1);
        for (int j = 0; j < TL_FILES; j++) {
            const int x = flip ? TL_FILES - 1 - j : j;
            const int t = terrain(x, y);
            tl_stack st;
            char cell[24];
            st.size = sizeof st;
            if (tl_game_stack(p->game, TL_SQUARE(x, y), &st) < 0)
                st.count = 0;
            if (st.count > 0)
                stack_text(&st, cell, sizeof cell);
            else
                snprintf(cell, sizeof cell, "%s", t == 2 ? "~" : t == 1 ? "=" : ".");
            const int len = (int)strlen(cell);
            const int pad = len < 6 ? 6 - len : 0;
            if (c && t)
                printf("%s", t == 2 ? A_WATER : A_MIXED);
            printf("%*s", pad / 2 + (pad & 1), "");
            if (c && st.count > 0)
                printf("%s%s%s%s", st.side == TL_BLUE ? A_BLUE : A_RED,
                       st.heroic ? A_HEROIC : "", cell, A_OFF);
            else if (c)
                printf("%s%s%s", A_DIM, cell, A_OFF);
            else
                printf("%s", cell);
            if (c && t)
                printf("%s", t == 2 ? A_WATER : A_MIXED);
            printf("%*s%s", pad / 2, "", c ? A_OFF : "");
        }
        printf("| %d\n", y + 1);
    }
    files_line(flip);
    if (!c)
        printf("    ~ sea   = coast and river mouth   . land   (..) a stack, carrier "
               "first   + heroic\n");
    else
        printf("    sea, coast and river mouth shaded   (..) a stack, carrier first   "
               "+ heroic (underlined)\n");
}

/* The status under the board: side to move, the open session, points,
 * counters; check; in battles mode the forces T54 counts. */
static void show_status(const play *p)
{
    tl_session s;
    tl_rules r;
    int side = tl_game_turn(p->game);
    s.size = sizeof s;
    r.size = sizeof r;
    tl_game_session(p->game, &s);
    tl_game_get_rules(p->game, &r);
    int32_t term;
    int res = tl_game_outcome(p->game, &term);
    if (res == TL_ONGOING)
        printf("%s to move", side_name(side));
    else
        printf("Game over: %s (%s)", tl_result_string(res), tl_termination_string(term));
    if (s.origin >= 0) {
        char sq[8];
        tl_square_name(s.origin, sq, sizeof sq);
        printf(" | deploying from %s: may still step", sq);
        for (int k = 0; k < TL_PIECE_KINDS; k++)
            if (s.may_step & TL_PIECE_BIT(k))
                printf(" %c", tl_piece_letter(k));
        printf("%s", s.may_end ? "; may end (type end)" : "");
    }
    printf(" | points Red %d, Blue %d | halfmove %d, move %d\n",
           (int)tl_game_points(p->game, TL_RED), (int)tl_game_points(p->game, TL_BLUE),
           (int)tl_game_halfmove(p->game), (int)tl_game_fullmove(p->game));
    if (r.mode == TL_MODE_BATTLES) {
        /* navies, air forces, land forces (I, T, A), carried ones included */
        int n[2][3] = {{0}};
        for (int q = 0; q < TL_SQUARES; q++) {
            tl_stack st;
            st.size = sizeof st;
            if (tl_game_stack(p->game, q, &st) <= 0)
                continue;
            for (int i = 0; i < st.count && i < TL_STACK_MAX; i++) {
                int pc = st.piece[i];
                int k = pc == TL_NAVY ? 0 : pc == TL_AIR_FORCE ? 1
                      : pc == TL_INFANTRY || pc == TL_TANK || pc == TL_ARTILLERY ? 2 : -1;
                if (k >= 0)
                    n[st.side][k]++;
            }
        }
        printf("Battles mode (T54), lose all of one force and you lose: Red navy %d, "
               "air %d, land %d | Blue navy %d, air %d, land %d\n",
               n[0][0], n[0][1], n[0][2], n[1][0], n[1][1], n[1][2]);
    }
    if (tl_game_outcome(p->game, NULL) == TL_ONGOING && tl_game_in_check(p->game, side) == 1)
        printf("%s%s is in check.%s\n", p->color ? A_CHECK : "", side_name(side),
               p->color ? A_OFF : "");
}

static void show(void *user)
{
    const play *p = user;
    show_board(p);
    show_status(p);
}

/* Play one legal step (or the early end of the session) and print what it
 * did; returns 1 for a capture. */
static int play_step(play *p, tl_move m, const char *who)
{
    char text[64];
    int side = tl_game_turn(p->game), capture = 0;
    int fullmove = (int)tl_game_fullmove(p->game);
    if (TL_MOVE_KIND(m) == TL_KIND_END) {
        if (tl_game_end_deploy(p->game) != TL_OK)
            return 0;
        printf("%4d. %-4s %-14s %s ends the deploy session%s%s\n", fullmove,
               side_name(side), "|", side_name(side), who ? "  " : "", who ? who : "");
        return 0;
    }
    tl_move_info mi;
    mi.size = sizeof mi;
    if (tl_game_move_info(p->game, m, &mi) == TL_OK)
        capture = mi.ndestroyed > 0;
    tl_game_move_text(p->game, m, TL_NOTATION_SAN, text, sizeof text);
    /* the explanation at its full length (snprintf() convention) */
    const int len = tl_game_explain(p->game, m, NULL, 0);
    char *explain = len >= 0 ? malloc((size_t)len + 1) : NULL;
    if (explain)
        tl_game_explain(p->game, m, explain, (size_t)len + 1);
    if (tl_game_play(p->game, m) != TL_OK) {
        free(explain);
        return 0;
    }
    printf("%4d. %-4s %-14s %s%s%s\n", fullmove, side_name(side), text,
           explain ? explain : "", who ? "  " : "", who ? who : "");
    free(explain);
    return capture;
}

static int search(play *p, int level, tl_search_result *res)
{
    tl_search_limits lim;
    tl_search_limits_init(&lim);
    lim.level = level;
    lim.movetime_ms = p->movetime;
    lim.seed = p->seed + (uint64_t)tl_game_history(p->game, NULL, 0);
    memset(res, 0, sizeof *res);
    res->size = sizeof *res;
    return tl_search(p->engine, p->game, &lim, res) == TL_OK
        && (res->turn_length > 0 || res->turn_ends_early);
}

/* The engine plays its whole turn; returns 1 if it captured. */
static int engine_turn(play *p, int level)
{
    tl_search_result res;
    char info[96];
    int captured = 0;
    if (!search(p, level, &res))
        return 0;
    gk_play_engine_note((int)res.depth, res.score_type, res.score, 10, 1, info, sizeof info);
    for (int i = 0; i < res.turn_length && i < TL_TURN_MAX; i++)
        captured |= play_step(p, res.turn[i],
                              i + 1 == res.turn_length && !res.turn_ends_early ? info : NULL);
    if (res.turn_ends_early) {
        tl_session s;
        s.size = sizeof s;
        tl_game_session(p->game, &s);
        play_step(p, TL_MOVE_END(s.origin), info);
    }
    return captured;
}

/* Print the result if the game is over; returns 1 if it is. */
static int game_over(void *user)
{
    const play *p = user;
    int32_t term;
    int res = tl_game_outcome(p->game, &term);
    if (res == TL_ONGOING)
        return 0;
    gk_play_game_over(res, tl_termination_string(term), "Points",
                      (int)tl_game_points(p->game, TL_RED),
                      (int)tl_game_points(p->game, TL_BLUE), tl_result_string(res));
    return 1;
}

/* 1 if a deploy session is open in the game. */
static int in_session(const void *g)
{
    tl_session s;
    s.size = sizeof s;
    return tl_game_session(g, &s) == 1;
}


static int demo(play *p)
{
    tl_rules r;
    r.size = sizeof r;
    tl_game_get_rules(p->game, &r);
    printf("Cờ tư lệnh demo: the engine (level %d, %d ms a turn) plays both sides%s%s.\n",
           p->level, p->movetime, r.mode == TL_MODE_BATTLES ? ", battles mode" : "",
           r.start == TL_START_REDUCED ? ", reduced start" : "");
    p->human = TL_RED;
    show(p);
    while (!game_over(p)) {
        int side = tl_game_turn(p->game);
        /* The board again after every capture. */
        int captured = engine_turn(p, p->level);
        if (tl_game_turn(p->game) == side && tl_game_outcome(p->game, NULL) == TL_ONGOING) {
            printf("The engine found no turn.\n");
            break;
        }
        if (captured && tl_game_outcome(p->game, NULL) == TL_ONGOING)
            show(p);
        else if (tl_game_outcome(p->game, NULL) == TL_ONGOING
                 && tl_game_in_check(p->game, tl_game_turn(p->game)) == 1)
            printf("      %s is in check.\n", side_name(tl_game_turn(p->game)));
    }
    show(p);
    return 0;
}

static void list_moves(void *user)
{
    play *p = user;
    tl_move list[TL_MAX_MOVES];
    char (*text)[48] = malloc(sizeof(*text) * (TL_MAX_MOVES + 1));
    const char **words = malloc(sizeof *words * (TL_MAX_MOVES + 1));
    tl_session s;
    int n = tl_game_legal_moves(p->game, list, TL_MAX_MOVES), k = 0;
    s.size = sizeof s;
    if (!text || !words || n < 0) {
        free(text);
        free(words);
        printf("moves: out of memory\n");
        return;
    }
    for (int i = 0; i < n && i < TL_MAX_MOVES; i++) {
        tl_game_move_text(p->game, list[i], TL_NOTATION_SAN, text[k], sizeof text[k]);
        words[k] = text[k];
        k++;
    }
    if (tl_game_session(p->game, &s) == 1 && s.may_end)
        words[k++] = "end";
    printf("%d legal:\n", k);
    gk_play_columns(words, k, 10);
    free(text);
    free(words);
}

/* undo (gk_play_undo) on a tl_game: back to the start of a turn of the
 * human (not inside a deploy session), taking back the human's last turn
 * and the engine's reply, or the steps of the human's open session. */
static int turn(const void *g)
{
    return tl_game_turn(g);
}

static int take_back(void *g)
{
    return tl_game_undo(g) == TL_OK ? 0 : -1;
}

static int history(const void *g)
{
    return tl_game_history(g, NULL, 0);
}

static void *copy(const void *g)
{
    tl_game *c;
    return tl_game_clone(g, &c) == TL_OK ? c : NULL;
}

static void free_game(void *g)
{
    tl_game_free(g);
}

/* The human's turn (or the part of it typed) is played: the engine
 * answers unless the session is still open or the game is over. */
static void after_human(play *p)
{
    if (game_over(p))
        return;
    if (in_session(p->game) && tl_game_turn(p->game) == p->human) {
        show_status(p);
        printf("Your deploy session is open: type the next step, or end.\n");
        return;
    }
    engine_turn(p, p->level);
    show(p);
}

/* A move, a step, "|", or a turn record "T>c3,F>d5[,|]": checked whole
 * on a copy first (all or nothing), then played step by step with the
 * explanations. */
static void human_move(play *p, const char *s, const char *typed)
{
    tl_game *copy;
    if (tl_game_clone(p->game, &copy) != TL_OK) {
        printf("out of memory\n");
        return;
    }
    if (tl_game_play_text(copy, s) != TL_OK) {
        gk_play_reject(typed, tl_game_error(copy));
        tl_game_free(copy);
        return;
    }
    tl_game_free(copy);
    char buf[GK_PLAY_LINE_MAX + 1];
    snprintf(buf, sizeof buf, "%s", s);
    char *save = NULL;
    for (char *step = strtok_r(buf, ",", &save); step; step = strtok_r(NULL, ",", &save)) {
        tl_move m;
        if (tl_game_parse_move(p->game, step, &m) != TL_OK)
            break; /* cannot happen: the copy played it */
        play_step(p, m, NULL);
    }
    after_human(p);
}

/* The callbacks of gk_play_input(). */
static int ended(void *user)
{
    return tl_game_outcome(((play *)user)->game, NULL) != TL_ONGOING;
}

/* The engine's turn for the human, as a turn record in SAN. */
static int hint(void *user, char *text, size_t size, int *kind, int *value)
{
    play *p = user;
    tl_search_result res;
    if (!search(p, TL_LEVEL_MAX, &res)
        || tl_turn_text(p->game, res.turn, res.turn_length, res.turn_ends_early,
                        TL_NOTATION_SAN, text, size) < 0)
        return 0;
    *kind = res.score_type;
    *value = res.score;
    return 1;
}

static void resign(void *user)
{
    play *p = user;
    tl_game_resign(p->game, p->human);
}

static void agree_draw(void *user)
{
    tl_game_agree_draw(((play *)user)->game);
}

/* "save FILE": the game as a record (tl_record_write()). */
static void save(const play *p, const char *path)
{
    char engine[48];
    tl_record *rec;
    snprintf(engine, sizeof engine, "libcotulenh level %d", p->level);
    if (tl_record_new(&rec) != TL_OK) {
        printf("save: out of memory\n");
        return;
    }
    tl_record_set_tag(rec, "Event", "cotulenh-play");
    tl_record_set_tag(rec, "Red", p->human == TL_RED ? "You" : engine);
    tl_record_set_tag(rec, "Blue", p->human == TL_BLUE ? "You" : engine);
    const int n = tl_record_write(p->game, rec, TL_RECORD_SAN, NULL, 0);
    char *text = n >= 0 ? malloc((size_t)n + 1) : NULL;
    FILE *f = text ? fopen(path, "wb") : NULL;
    if (f) {
        tl_record_write(p->game, rec, TL_RECORD_SAN, text, (size_t)n + 1);
        const int ok = fwrite(text, 1, (size_t)n, f) == (size_t)n;
        if (fclose(f) == 0 && ok)
            printf("Saved the game to %s.\n", path);
        else
            printf("save: cannot write %s\n", path);
    } else {
        printf("save: cannot write %s\n", text ? path : "the record (out of memory)");
    }
    free(text);
    tl_record_free(rec);
}

/* Make p->game (the handle the input loop holds) the game g: its rules,
 * initial position, history and forced end. */
static int adopt(play *p, const tl_game *g)
{
    tl_rules rules;
    char fen[TL_FEN_MAX];
    int32_t term;
    tl_rules_init(&rules);
    tl_game_get_rules(g, &rules);
    tl_game_initial_fen(g, fen, sizeof fen);
    if (tl_game_set_rules(p->game, &rules) || tl_game_set_fen(p->game, fen))
        return -1;
    const int n = tl_game_history(g, NULL, 0);
    tl_move *moves = malloc(((size_t)n + 1) * sizeof *moves);
    if (!moves)
        return -1;
    tl_game_history(g, moves, (size_t)n);
    for (int i = 0; i < n; i++)
        if (TL_MOVE_KIND(moves[i]) == TL_KIND_END ? tl_game_end_deploy(p->game)
                                                  : tl_game_play(p->game, moves[i]))
            break;
    free(moves);
    const int res = tl_game_outcome(g, &term);
    if (term == TL_TERM_RESIGNATION)
        tl_game_resign(p->game, res == TL_RED_WINS ? TL_BLUE : TL_RED);
    else if (term == TL_TERM_AGREEMENT)
        tl_game_agree_draw(p->game);
    else if (term == TL_TERM_ADJUDICATION)
        tl_game_adjudicate(p->game);
    return 0;
}

/* "load FILE": go on with the first game of a record file. */
static void load(play *p, const char *path)
{
    size_t len;
    char *text = gk_cli_read_file(path, &len);
    tl_reader *r;
    tl_game *g = NULL;
    if (!text) {
        printf("load: cannot read %s\n", path);
        return;
    }
    const int rc = tl_reader_new(text, len, NULL, &r);
    free(text);
    if (rc) {
        printf("load: %s\n", tl_strerror(rc));
        return;
    }
    const int got = tl_reader_next(r, &g, NULL);
    if (got < 0)
        printf("load: %s: %s\n", path, tl_reader_error(r));
    else if (got == 0)
        printf("load: %s holds no game\n", path);
    else if (adopt(p, g))
        printf("load: out of memory\n");
    tl_reader_free(r);
    if (got != 1)
        return;
    tl_game_free(g);
    printf("Loaded %s (%d moves and steps).\n", path, tl_game_history(p->game, NULL, 0));
    show(p);
    if (!game_over(p) && tl_game_turn(p->game) != p->human) {
        engine_turn(p, p->level);
        show(p);
    }
}

/* "end": the early end of the open session; "save FILE", "load FILE". */
static int command(void *user, const char *s, int is_over)
{
    if (!strncmp(s, "save", 4) || !strncmp(s, "load", 4)) {
        if (s[4] && s[4] != ' ')
            return 0;
        const char *path = s + 4;
        while (*path == ' ')
            path++;
        if (!*path)
            printf("%.4s: give a file name\n", s);
        else if (s[0] == 's')
            save(user, path);
        else
            load(user, path);
        return 1;
    }
    if (strcmp(s, "end"))
        return 0;
    if (is_over)
        printf("%s: the game is over (type undo to take back, or quit).\n", s);
    else
        human_move(user, "|", s);
    return 1;
}

static void move(void *user, const char *s)
{
    human_move(user, s, s);
}

static void prompt(void *user, char *buf, size_t size)
{
    const play *p = user;
    snprintf(buf, size, "%s%s> ", side_name(tl_game_turn(p->game)),
             in_session(p->game) ? " (deploying)" : "");
}

static int interactive(play *p)
{
    const gk_play_game g = {
        .user = p, .help = help_text, .level = &p->level, .level_max = TL_LEVEL_MAX,
        .score_scale = 10, .score_decimals = 1, .ended = ended, .over = game_over,
        .prompt = prompt, .board = show, .moves = list_moves, .game = p->game,
        .human = p->human, .unit = "step", .units = "steps", .turn = turn,
        .take_back = take_back, .history = history, .copy = copy, .free_game = free_game,
        .mid_turn = in_session, .search = hint, .resign = resign,
        .agree_draw = agree_draw, .command = command, .move = move,
    };
    printf("Cờ tư lệnh against the libcotulenh engine (level %d). You play %s.\n"
           "Type a move such as Ie5 or Ic5c6, a deploy step T>c3, or help.\n",
           p->level, side_name(p->human));
    if (tl_game_turn(p->game) != p->human)
        engine_turn(p, p->level);
    show(p);
    gk_play_loop(&g);
    return 0;
}

static int usage(void)
{
    fprintf(stderr,
            "usage: cotulenh-play [--side red|blue] [--level 1-10] [--movetime MS]\n"
            "                     [--mode total|battles] [--reduced] [--seed N]\n"
            "                     [--fen FEN] [--color | --no-color]\n"
            "                     [--demo | --interactive]\n"
            "Play Co tu lenh against the engine; --demo (or stdin not a terminal)\n"
            "plays an engine-vs-engine game (default 40 ms a turn) and exits;\n"
            "--interactive reads moves from stdin even when it is not a terminal;\n"
            "--fen starts from a position (T45, one argument).\n");
    return 2;
}

int main(int argc, char **argv)
{
    static const char prog[] = "cotulenh-play";
    play p = {0};
    tl_rules rules;
    int demo_mode = !isatty(0), rc;
    long movetime = -1, v;
    const char *fen = NULL;
    tl_rules_init(&rules);
    p.human = TL_RED;
    p.level = TL_LEVEL_MAX;
    p.color = isatty(1);
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *val = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            usage();
            return 0;
        } else if (!strcmp(a, "--demo")) {
            demo_mode = 1;
        } else if (!strcmp(a, "--interactive")) {
            demo_mode = 0;
        } else if (!strcmp(a, "--no-color")) {
            p.color = 0;
        } else if (!strcmp(a, "--color")) {
            p.color = 1;
        } else if (!strcmp(a, "--reduced")) {
            rules.start = TL_START_REDUCED;
        } else if (!val) {
            return usage();
        } else {
            i++;
            if (!strcmp(a, "--side") && (!strcmp(val, "red") || !strcmp(val, "blue")))
                p.human = !strcmp(val, "blue") ? TL_BLUE : TL_RED;
            else if (!strcmp(a, "--level") && !gk_cli_int(val, TL_LEVEL_MIN, TL_LEVEL_MAX, &v))
                p.level = (int)v;
            else if (!strcmp(a, "--movetime") && !gk_cli_int(val, 1, 3600000, &v))
                movetime = v;
            else if (!strcmp(a, "--mode") && (!strcmp(val, "total") || !strcmp(val, "battles")))
                rules.mode = !strcmp(val, "battles") ? TL_MODE_BATTLES : TL_MODE_TOTAL;
            else if (!strcmp(a, "--fen"))
                fen = val;
            else if (!strcmp(a, "--seed") && !gk_cli_int(val, 0, 2147483647, &v))
                p.seed = (uint64_t)v;
            else
                return usage();
        }
    }
    p.movetime = movetime > 0 ? (int)movetime : demo_mode ? 40 : 1000;
    if ((rc = tl_game_new(&rules, &p.game)) != TL_OK)
        return gk_cli_fail(prog, "bad rule options: %s", tl_strerror(rc));
    if (fen && tl_game_set_fen(p.game, fen) != TL_OK) {
        rc = gk_cli_fail(prog, "invalid position: %s", tl_game_error(p.game));
        tl_game_free(p.game);
        return rc;
    }
    if (tl_engine_new(NULL, &p.engine) != TL_OK) {
        tl_game_free(p.game);
        fprintf(stderr, "%s: out of memory\n", prog);
        return 1;
    }
    rc = demo_mode ? demo(&p) : interactive(&p);
    tl_engine_free(p.engine);
    tl_game_free(p.game);
    return rc;
}
