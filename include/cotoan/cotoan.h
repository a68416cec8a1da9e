/**
 * @file cotoan/cotoan.h
 * @brief The whole public API of libcotoan: include this one header.
 *
 * libcotoan implements Cờ toán Việt Nam (Vietnamese math chess) as defined
 * by the rules R1–R22 of doc/cotoan/rules.md: positions, legal moves, capture
 * arithmetic, outcome, notation, perft, a search engine and game records.
 */
#ifndef COTOAN_COTOAN_H
#define COTOAN_COTOAN_H

#include "common.h"
#include "game.h"
#include "engine.h"
#include "record.h"

#endif /* COTOAN_COTOAN_H */
