/* cotulenh-svg: draw a Cờ tư lệnh position as SVG (tl_game_render_svg()).
 *
 *   cotulenh-svg [--flip] [--air red|blue|both] [--no-coordinates]
 *                [--no-last-move] [--size N] [--reduced] [FEN [MOVES...]]
 *
 * The position is the FEN (default: the start, T8 or T9 with --reduced)
 * after the moves (LAN, SAN or turn records such as "Tc4>_b4,|"); the
 * picture goes to standard output.  Errors go to standard error with exit
 * status 2.  The pictures in doc/cotulenh/img/ are made with it. */
#include <cotulenh/cotulenh.h>

#include <stdio.h>
#include "gk_cli.h"
#include <stdlib.h>
#include <string.h>

#define PROG "cotulenh-svg"

static int usage(void)
{
    fprintf(stderr, "usage: cotulenh-svg [--flip] [--air red|blue|both] [--no-coordinates]\n"
                    "                    [--no-last-move] [--size N] [--reduced] [FEN [MOVES...]]\n");
    return 2;
}

int main(int argc, char **argv)
{
    tl_svg_options o;
    tl_rules rules;
    tl_svg_options_init(&o);
    tl_rules_init(&rules);
    int i = 1;
    for (; i < argc && strncmp(argv[i], "--", 2) == 0; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--flip") == 0) {
            o.flip = 1;
        } else if (strcmp(a, "--no-coordinates") == 0) {
            o.coordinates = 0;
        } else if (strcmp(a, "--no-last-move") == 0) {
            o.last_move = 0;
        } else if (strcmp(a, "--reduced") == 0) {
            rules.start = TL_START_REDUCED;
        } else if (strcmp(a, "--air") == 0 && i + 1 < argc) {
            const char *v = argv[++i];
            o.air_defence = strcmp(v, "red") == 0    ? 1
                            : strcmp(v, "blue") == 0 ? 2
                            : strcmp(v, "both") == 0 ? 3
                                                     : -1;
            if (o.air_defence < 0)
                return usage();
        } else if (strcmp(a, "--size") == 0 && i + 1 < argc) {
            long v;
            if (gk_cli_int(argv[++i], 16, 512, &v) != 0)
                return gk_cli_fail(PROG, "--size takes 16 ... 512, not '%s'", argv[i]);
            o.square = (int32_t)v;
        } else {
            return usage();
        }
    }
    tl_game *g = NULL;
    if (tl_game_new(&rules, &g) != TL_OK)
        return gk_cli_fail(PROG, "out of memory");
    int status = 0;
    if (i < argc && tl_game_set_fen(g, argv[i++]) != TL_OK)
        status = gk_cli_fail(PROG, "bad FEN: %s", tl_game_error(g));
    for (; !status && i < argc; i++)
        if (tl_game_play_text(g, argv[i]) != TL_OK)
            status = gk_cli_fail(PROG, "%s: %s", argv[i], tl_game_error(g));
    if (!status) {
        int n = tl_game_render_svg(g, &o, NULL, 0);
        char *svg = n > 0 ? malloc((size_t)n + 1) : NULL;
        if (!svg || tl_game_render_svg(g, &o, svg, (size_t)n + 1) != n)
            status = gk_cli_fail(PROG, "cannot draw the board (%s)", tl_strerror(n));
        else
            fwrite(svg, 1, (size_t)n, stdout);
        free(svg);
    }
    tl_game_free(g);
    return status;
}
