/* tlo: the naive test oracle for Cờ tư lệnh (shared/cotulenh/RULES.md).
 *
 * A deliberately simple, separately written move generator used by the
 * libcotulenh test suite to cross-check the fast library.  It shares no code
 * with the library and was written straight from RULES.md: a plain 11 x 12
 * array of stacks, everything recomputed from scratch, the T11 ray procedure
 * transcribed literally (oracle.c cites the rule of every step).  It is slow
 * on purpose; do not use it outside tests.
 *
 * The interface is string-level only (FEN in, LAN / FEN out), so that it can
 * be compared with the library at any position, open deploy sessions (T47)
 * included.  Every function is reentrant (no global mutable state).
 * Meson: link `tlo_oracle_dep` (tests/cotulenh/meson.build).
 *
 * Conventions
 * - Every function returning int returns < 0 on error (bad FEN, bad or
 *   illegal move, too-small buffer) and writes a NUL-terminated message to
 *   err (if err != NULL and errsize > 0).
 * - FEN output ("canonical FEN"): stacks in T17 order, each piece with its own
 *   '+', runs of empty squares as one number, fields 3 and 4 '-', and the 7th
 *   field (T47) "origin:letters[:x]" exactly when a deploy session is open,
 *   letters in T17 order.  Input FENs may list passengers - and the carrier -
 *   in any order (T45: "(NTF)" and "(TNF)" both read as "(NFT)").
 *   "Same position" = the same canonical FEN string (all 6 or 7 fields:
 *   placement with heroic flags, side, halfmove, fullmove, session).  Callers
 *   that want to ignore the counters compare the placement and side fields
 *   only (that is the T53.5 repetition key, D15).
 * - Move input must be exactly one of the strings tlo_legal_moves() (LAN,
 *   T48) or tlo_san_moves() (SAN, T49) lists (canonical spelling, heroic '+'
 *   included); "|" ends an open session early (T21).
 *
 * Readings of RULES.md made here where it is silent (see also oracle.c):
 * - O1 An open session in which no piece may still step, or in which no
 *   remaining piece has a legal step, ends automatically (T21) as soon as the
 *   position is reached: tlo_play() never returns such a session; a FEN that
 *   holds one is settled on loading when ending is allowed (origin stack may
 *   stand there and T36 holds), by every function but tlo_canonical_fen(),
 *   so tlo_legal_moves() then lists the next side's moves; a FEN whose
 *   session may neither go on nor end (stuck: play never reaches one, T37)
 *   is refused like an invalid one.
 * - O2 The session letters (T47) must be pieces of the side to move standing
 *   on the origin (empty letters are accepted and settled by O1).
 * - O3 FEN numbers: "1".."11", no leading zeros, no two numbers in a row;
 *   halfmove and fullmove at most 9 digits; single spaces between fields.
 * - O4 Checkmate (T53.2) scores a flat 100 for the commander (D8 "the
 *   commander's 100"), plus the win's 100; no heroic bonus for it.
 * - O5 tlo_game() evaluates T53/T54 at every turn boundary, the starting
 *   position included; the first end found is the result, and playing on
 *   after it is an error (T56 "callers stop").  Repetition counts the
 *   starting position as the first occurrence.
 * - O6 The T11 procedure is followed literally where T18's words alone would
 *   allow more: a combination needs a square that is not terrain-blocked, so
 *   a land piece cannot board a friendly navy on a water square (the square
 *   breaks T12.1 for it); only an air force can (e.g. Fe2&b2).  The shared
 *   vectors agree (changing this fails vectors.txt).
 */
#ifndef TLO_ORACLE_H
#define TLO_ORACLE_H

#include <stddef.h>

/* Legal moves / deploy steps (T37) of the position, as LAN (T48), sorted by
 * byte value, separated by single spaces (empty string when none).  Returns
 * the number of moves. */
int tlo_legal_moves(const char *fen, char *out, size_t size, char *err, size_t errsize);

/* The same moves as tlo_legal_moves(), in the same (LAN-sorted) order, as
 * SAN (T49: the origin replaced by the shortest disambiguator among the
 * legal moves with the same piece text, separator and target). */
int tlo_san_moves(const char *fen, char *out, size_t size, char *err, size_t errsize);

/* Play one legal move or deploy step (LAN or SAN), or "|" (end the open session
 * early, T21), and write the canonical FEN after it (counters and side per
 * T43/T44 when the turn ends; 7th field while the session stays open). */
int tlo_play(const char *fen, const char *lan_or_bar, char *fen_out, size_t size,
             char *err, size_t errsize);

/* The canonical FEN of a position (see above). */
int tlo_canonical_fen(const char *fen, char *out, size_t size, char *err, size_t errsize);

/* Step perft (T50); -1 on a bad FEN, depth < 0, or a position with more
 * moves than the oracle's fixed list holds (2048; absurd FENs only). */
long long tlo_perft(const char *fen, int depth);

/* 1 if "|" is legal now (an open session that may end early, T21), 0 if not,
 * -1 on a bad FEN. */
int tlo_can_end_session(const char *fen);

/* 1 if the side to move is in check (T35; its commander's square attacked),
 * 0 if not (or it has no commander), -1 on a bad FEN. */
int tlo_in_check(const char *fen);

/* Result of tlo_game(). */
typedef struct {
    char result[8];        /* "1-0", "0-1", "1/2-1/2" or "*" */
    char reason[160];      /* e.g. "checkmate", "in progress" (see oracle.c) */
    int points[2];         /* T52 running scores + T53 bonuses: red, blue */
    char adjudication[8];  /* T55 adjudicate(points): "1-0", "0-1", "1/2-1/2" */
    char fen[1400];        /* canonical FEN after the moves */
} tlo_result;

/* tlo_game() flags. */
#define TLO_BATTLES 1 /* battles mode (T54) instead of total war only */
#define TLO_REDUCED 2 /* starting points count from the reduced set (T9) */

/* Play moves (LAN or "|", separated by spaces; "" or "-" = none) from fen and
 * report the game state (T52-T55) after them.  The outcome is evaluated at
 * every turn boundary, the starting position included (O5); once the game
 * has ended, a further move is an error.  Points start from the enemy pieces
 * missing from the standard set (T7, T52, D20; TLO_REDUCED: from T9).
 * Reasons: "in progress", "checkmate", "stalemate", "halfmove clock 100",
 * "threefold repetition", "raid: commander destroyed", "raid: both
 * commanders destroyed", "<side> lost the <battles>", "both sides lost a
 * battle: red <battles>, blue <battles>" (battles joined by '+': "naval
 * battle", "air battle", "land battle"). */
int tlo_game(const char *fen, const char *moves, int flags, tlo_result *res,
             char *err, size_t errsize);

#endif
