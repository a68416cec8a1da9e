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
#include <stdlib.h>
#include <string.h>

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
            char *end;
            long v = strtol(argv[++i], &end, 10);
            if (*end || v < 16 || v > 512) {
                fprintf(stderr, "cotulenh-svg: --size takes 16 ... 512\n");
                return 2;
            }
            o.square = (int32_t)v;
        } else {
            return usage();
        }
    }
    tl_game *g = NULL;
    if (tl_game_new(&rules, &g) != TL_OK) {
        fprintf(stderr, "cotulenh-svg: out of memory\n");
        return 2;
    }
    int status = 0;
    if (i < argc && tl_game_set_fen(g, argv[i++]) != TL_OK) {
        fprintf(stderr, "cotulenh-svg: bad FEN: %s\n", tl_game_error(g));
        status = 2;
    }
    for (; !status && i < argc; i++)
        if (tl_game_play_text(g, argv[i]) != TL_OK) {
            fprintf(stderr, "cotulenh-svg: %s\n", tl_game_error(g));
            status = 2;
        }
    if (!status) {
        int n = tl_game_render_svg(g, &o, NULL, 0);
        char *svg = n > 0 ? malloc((size_t)n + 1) : NULL;
        if (!svg || tl_game_render_svg(g, &o, svg, (size_t)n + 1) != n) {
            fprintf(stderr, "cotulenh-svg: cannot draw the board (%s)\n", tl_strerror(n));
            status = 2;
        } else {
            fwrite(svg, 1, (size_t)n, stdout);
        }
        free(svg);
    }
    tl_game_free(g);
    return status;
}
