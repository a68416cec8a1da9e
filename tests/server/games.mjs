// Legal games for the server's tests and the load generator, written out
// by the Python packages (random quiet moves from the standard start):
// Cờ toán moves in coordinate notation, Cờ tư lệnh whole turns in T49's
// long notation, one string a turn.

/** A Cờ toán game with the rules {target: 0, limit: 0}: 200 plies, no capture. */
export const COTOAN_QUIET = (
  'g1h2 b11i4 h2g1 g11d8 b1d3 i4f4 i1i9 f4g4 h1i2 c11c10 c1a3 c10a10 g1i1 g4h3 e1c3 a10b10 '
  + 'c3d2 h3h4 d2c1 h4e4 d3c2 b10b9 c1f4 h11i10 f4g5 e4f5 c2b1 a11b10 i9b2 i10h9 d1c2 b10a9 '
  + 'g5c1 a9g3 c1f4 f5c5 f1d1 c5g5 c2c3 d8f10 d1d7 f10f7 b2c2 b9b10 i2i7 b10b8 d7g10 h9i10 '
  + 'c2d2 g5i3 f4d6 b8b9 d6h10 i3h2 a3d6 h2h9 d6d8 d11d10 b1d3 h9h3 i1f1 b9g9 c3c1 g9b4 '
  + 'g10g5 f7e6 g5e5 e11g9 d3f3 f11f10 i7i5 i10i9 e5h5 b4e7 f3f2 e6b3 h10h11 g3f3 d8g8 e7b7 '
  + 'c1c4 g9b9 h5h9 f10f11 h11d7 h3e6 h9h5 e6g4 d2c2 f3e3 d7f9 g4i4 g8i8 b7g2 c2f5 b9b5 '
  + 'f5c8 g2g3 c8c9 b3b4 f9f4 i9g9 h5b11 d10c11 b11b8 b4d6 f4f6 d6d9 f6f9 b5a6 b8b9 c11b10 '
  + 'i8i6 e3e4 f9f8 g3i3 c9e11 e4b7 i6h6 g9g10 f8b8 i3f3 f1g1 b10c9 b8e8 a6a4 e8b5 c9e7 '
  + 'h6i7 g10g9 b5b6 a4e8 i7f7 e7e5 b9a10 e8g10 g1d1 e5i9 f7d5 i4f1 b6b4 f3g3 d5c6 g3g1 '
  + 'b4b2 d9d7 b2c2 d7d4 i5c5 b7b11 c6d6 g1g4 f2e1 g9f10 c5c9 f10d8 c4e6 b11b10 c2c3 g10f9 '
  + 'e6f5 f11g11 d6e7 g4f4 a10a5 d8f8 a5e9 b10b4 f5h7 d4c4 c3b2 b4b3 b2c3 b3b9 c3b4 f9f10 '
  + 'b4b6 f1h1 h7h4 g11g7 c9b8 c4b5 h4h7 f4d6 a1b1 b5d3 h7i6 g7i7 e7h4 b9e6 b8d10 d6c7 '
  + 'h4f2 f10f11 d10a10 h1h6 e9a9 f8f7 i6h5 i7i8').split(' ');


/** The Cờ toán rules of the quiet game. */
export const COTOAN_QUIET_RULES = { mover: 'front', target: 0, limit: 0 };

/** A Cờ tư lệnh game of 100 turns without a capture from the standard
 *  start, deploy turns and combinations included; after the 100th turn the
 *  game is over (T53, 100 turns without a capture). */
export const COTULENH_QUIET = (
  'Fe2h5 Nb11a12 Nc4a6 Ik8k9 Fh5&k5 Fe11f10 Ik5>k6,Fk5>k8 Aj10&j8 Cg1h1 Cg12d12 Na6c4 '
  + 'Ad10e11 Fi2j1 Ff10h8 Nb2c1 Fh8k11 Ej5j4 Sg10f10 Th4h5 Cd12c12 Tf4h4 Ae11e12 Aj3k2 '
  + 'Fk11g11 Fj1&h1 Nc9&c12 Ch1>j1,Fh1>g2 Fi11i7 Sg3g4 Nc12>c10,Cc12>c11 Mg5f5 Na12a9 '
  + 'Cj1k1 Ed8d7 Fk8k10 Ae12h12 Ej4k4 Fi7i10 Ad3d2 Cc11d11 Nc1a1 Fg11g9 Fg2e2 Cd11d9 '
  + 'Ek4j4 Sf10g10 Th5h7 Fi10h10 Nc4c7 Sg10e10 Th7f7 Th9h7 Sg4f4 Aj8>k7,Ej8>k8 Ck1f1 '
  + 'Th7h9 Ad2d3 Th9h8 Fe2h5 Na9b9 Ik6k5 Fg9&d9 Nc7b6 Nc10c6 Fk10i12 Th8&g8 Ej4&i4 '
  + '(FC)d9g9 Tf7e7 Gi9i10 Fh5i5 Fg9>f10,Cg9>&f9 Fi5&f5 (TM)g8h8 Ff5>h5,Mf5>g4 Ah12i11 '
  + 'Na1a5 Fh10g9 Sf4g3 Ai11h10 Fh5h1 Fg9j12 Nb6b8 Ak7i7 Ik5j5 Fj12j11 Sg3h3 Fj11f7 '
  + 'Na5a7 Ah10g11 Ij5j4 Nb9b12 Fh1e1 Ff10g10 Na7&e7 Ff7h9 Ne7>a7,Te7>g7 (TM)h8f8 Ad3c3 '
  + 'Ed7d6').split(' ');

/** COTOAN_QUIET in Cờ toán's short notation (R6), as the server stores turns. */
export const COTOAN_QUIET_SHORT = (
  '7h2 8i4 7g1 3d8 2d3 8f4 9i9 8g4 8i2 7c10 3a3 7a10 7i1 8h3 5c3 7b10 5d2 8h4 5c1 8e4 '
  + '2c2 7b9 5f4 2i10 5g5 8f5 2b1 9b10 9b2 2h9 4c2 9a9 5c1 9g3 5f4 8c5 6d1 8g5 4c3 3f10 '
  + '6d7 3f7 9c2 7b10 8i7 7b8 6g10 2i10 9d2 8i3 5d6 7b9 5h10 8h2 3d6 8h9 3d8 6d10 2d3 8h3 '
  + '7f1 7g9 4c1 7b4 6g5 3e6 6e5 5g9 2f3 4f10 8i5 2i9 6h5 7e7 2f2 3b3 5h11 9f3 3g8 7b7 4c4 '
  + '5b9 6h9 4f11 5d7 8e6 6h5 8g4 9c2 9e3 5f9 8i4 3i8 7g2 9f5 5b5 9c8 7g3 9c9 3b4 5f4 2g9 '
  + '6b11 6c11 6b8 3d6 5f6 3d9 5f9 5a6 6b9 6b10 3i6 9e4 5f8 7i3 9e11 9b7 3h6 2g10 5b8 7f3 '
  + '7g1 6c9 5e8 5a4 5b5 6e7 3i7 2g9 5b6 5e8 3f7 6e5 6a10 5g10 7d1 6i9 3d5 8f1 5b4 7g3 3c6 '
  + '7g1 5b2 3d7 5c2 3d4 8c5 9b11 3d6 7g4 2e1 2f10 8c9 2d8 4e6 9b10 5c3 5f9 4f5 4g11 3e7 '
  + '7f4 6a5 2f8 6e9 9b4 4h7 3c4 5b2 9b3 5c3 9b9 5b4 5f10 5b6 8h1 4h4 4g7 8b8 3b5 4h7 7d6 '
  + '1b1 3d3 4i6 4i7 3h4 9e6 8d10 7c7 3f2 5f11 8a10 8h6 6a9 2f7 4h5 4i8').split(' ');

/** COTULENH_QUIET in T49's short notation, as the server stores turns. */
export const COTULENH_QUIET_SAN = (
  'Fh5 Na12 Na6 Ik9 F&k5 Ff10 I>k6,F>k8 A&j8 Ch1 Cd12 Nc4 Ae11 Fj1 Fh8 Nbc1 Fhk11 Ej4 '
  + 'Sf10 Th5 Cc12 Tfh4 Ae12 Ak2 Fkg11 F&h1 Nc&c12 C>j1,F>g2 Fi7 Sg4 N>c10,C>c11 Mf5 Na9 '
  + 'Ck1 Ed7 Fk10 Ah12 Ek4 Fi10 Ad2 Cd11 Na1 Fg9 Fe2 Cd9 Ej4 Sg10 Th7 Fih10 Nc7 Se10 Tf7 '
  + 'Th7 Sf4 A>k7,E>k8 Cf1 Th9 Ad3 Th8 Fh5 Nab9 Ik5 F&d9 Nb6 Nc6 Fi12 T&g8 E&i4 (FC)g9 Te7 '
  + 'Gi10 Fi5 F>f10,C>&f9 F&f5 (TM)h8 F>h5,M>g4 Ai11 Naa5 Fhg9 Sg3 Aih10 Fh1 Fj12 Nb8 Ai7 '
  + 'Ij5 Fj11 Sh3 Fjf7 Naa7 Ag11 Ij4 Nb12 Fe1 Fg10 N&e7 Ffh9 N>a7,T>g7 (TM)f8 Ac3 Ed6').split(' ');
