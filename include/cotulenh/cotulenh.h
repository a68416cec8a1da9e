/**
 * @file cotulenh/cotulenh.h
 * @brief The whole public API of libcotulenh: include this one header.
 *
 * libcotulenh implements Cờ tư lệnh (Commander Chess) as defined by the
 * rules T1–T60 of doc/cotulenh/rules.md: positions with terrain and stacks,
 * legal moves and deploy sessions, capture resolution, air defence,
 * heroic promotion, notation, outcome and scoring, perft and board
 * pictures; a search engine (engine.h); game records (record.h).
 */
#ifndef COTULENH_COTULENH_H
#define COTULENH_COTULENH_H

#include "common.h"
#include "game.h"
#include "engine.h"
#include "record.h"

#endif /* COTULENH_COTULENH_H */
