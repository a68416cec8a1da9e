/* The English-Vietnamese catalogue (gk_lang.h).  Terms from the rules
 * texts: quân, ăn quân, tư lệnh, hải quân, không quân, phòng không. */
#include <string.h>

#include "gk_lang.h"

/* Whose words the catalogue holds: GK_LANG_GAME 0 (the default) both
 * games', 1 Cờ toán's only, 2 Cờ tư lệnh's only.  Each WebAssembly module
 * carries only its own game's (gamekit/meson.build: the web-size limits);
 * the native libraries, programs and tests have both. */
#ifndef GK_LANG_GAME
#  define GK_LANG_GAME 0
#endif
#define GK_WORDS_COTOAN (GK_LANG_GAME != 2)
#define GK_WORDS_COTULENH (GK_LANG_GAME != 1)
/* The record reader's words: not in Cờ tư lệnh's WebAssembly module (its
 * size limit), whose reader then speaks English only (gk_reader_set_lang()). */
#define GK_WORDS_READER (GK_LANG_GAME != 2)

static const char *const catalogue[][2] = {
    /* sides */
    {"Red", "Đỏ"},
    {"Blue", "Xanh"},
    /* outcomes both games name alike */
    {"none", "chưa kết thúc"},
    {"resignation", "xin thua"},
    {"agreement", "thỏa thuận hòa"},
    {"unknown", "không rõ"},
    /* the status codes of both libraries (ct_status_text(), tl_status_text()) */
    {"success", "thành công"},
    {"invalid argument", "đối số không hợp lệ"},
    {"out of memory", "hết bộ nhớ"},
    {"buffer too small", "bộ đệm quá nhỏ"},
    {"parse error", "sai cú pháp"},
    {"invalid position", "thế cờ không hợp lệ"},
    {"illegal move", "nước đi không hợp lệ"},
    {"game over", "ván cờ đã kết thúc"},
    {"no move to undo", "không có nước nào để đi lại"},
    {"unsupported struct size", "kích thước cấu trúc không được hỗ trợ"},
    {"invalid setup", "thế bày quân không hợp lệ"},
    {"no deploy session", "không có lượt tách quân"},
    {"the deploy session cannot end now", "lượt tách quân chưa thể kết thúc lúc này"},
    {"unknown error", "lỗi không xác định"},
#if GK_WORDS_READER
    /* the record readers (ct_reader_error(), tl_reader_error()) */
    {"line %ld, column %ld: ", "dòng %ld, cột %ld: "},
    {"invalid UTF-8 (byte 0x%02X)", "UTF-8 không hợp lệ (byte 0x%02X)"},
    {"a NUL byte in the text", "văn bản có byte NUL"},
    {"Rules tag: \"%s\" is not %s", "thẻ Rules: \"%s\" không phải là %s"},
    {" or ", " hoặc "},
    {"Rules tag: %s is given twice", "thẻ Rules: %s được ghi hai lần"},
    {"Result must be 1-0, 0-1, 1/2-1/2 or *, not \"%s\"",
     "Result phải là 1-0, 0-1, 1/2-1/2 hoặc *, không phải \"%s\""},
    {"Termination \"%s\" is unknown (%s)", "không có Termination \"%s\" (%s)"},
    {"Date \"%s\" is not YYYY.MM.DD (digits or '?')",
     "Date \"%s\" không có dạng YYYY.MM.DD (chữ số hoặc '?')"},
    {"expected a tag name after '['", "cần tên thẻ sau '['"},
    {"\"%s\" is not a tag name (a letter, then at most 63 letters, digits or '_')",
     "\"%s\" không phải tên thẻ (một chữ cái, rồi tối đa 63 chữ cái, chữ số hoặc '_')"},
    {"expected '\"' to open the value of tag %s", "cần '\"' để mở giá trị của thẻ %s"},
    {"the value of tag %s is not closed on its line",
     "giá trị của thẻ %s không được đóng trên dòng của nó"},
    {"unknown escape in the value of tag %s (only \\\" and \\\\)",
     "ký tự thoát không hợp lệ trong giá trị của thẻ %s (chỉ có \\\" và \\\\)"},
    {"control character 0x%02X in the value of tag %s",
     "ký tự điều khiển 0x%02X trong giá trị của thẻ %s"},
    {"expected ']' to close tag %s", "cần ']' để đóng thẻ %s"},
    {"tag %s appears twice", "thẻ %s xuất hiện hai lần"},
    {"the comment is not closed ('{' without '}')", "lời bình chưa được đóng ('{' thiếu '}')"},
    {"control character 0x%02X in a comment", "ký tự điều khiển 0x%02X trong lời bình"},
    {"a comment after %s %zu: a record keeps comments up to %s %ld (%s)",
     "lời bình sau %s %zu: biên bản chỉ giữ lời bình đến %s %ld (%s)"},
    {"two move numbers in a row", "hai số nước liền nhau"},
    {"a move number ends with '.' (Red) or '...' (Blue), not %d dots",
     "số nước kết thúc bằng '.' (Đỏ) hoặc '...' (Xanh), không phải %d dấu chấm"},
    {"move number %ld%s is for %s, but %s is to move (write %ld%s)",
     "số nước %ld%s dành cho %s, nhưng đến lượt %s (hãy viết %ld%s)"},
    {"move number %ld%s should be %ld%s", "số nước %ld%s phải là %ld%s"},
    {"a move number that no move follows", "số nước không có nước đi theo sau"},
    {"the result %s disagrees with the Result tag %s (line %ld)",
     "kết quả %s không khớp với thẻ Result %s (dòng %ld)"},
    {"the result %s contradicts the game, which ended %s (%s)",
     "kết quả %s mâu thuẫn với ván cờ, ván cờ đã kết thúc %s (%s)"},
    {"Termination \"%s\" contradicts the game: %s %s",
     "Termination \"%s\" mâu thuẫn với ván cờ: %s %s"},
    {"is unterminated", "là chưa kết thúc"},
    {"without an ending on the board is an agreed draw",
     "khi ván cờ chưa kết thúc trên bàn cờ là thỏa thuận hòa"},
    {"without an ending on the board is a resignation",
     "khi ván cờ chưa kết thúc trên bàn cờ là xin thua"},
    {"the game has no result token (1-0, 0-1, 1/2-1/2 or *) at its end",
     "cuối ván cờ không có kết quả (1-0, 0-1, 1/2-1/2 hoặc *)"},
    {"a tag pair inside the movetext (the game before it needs a result token)",
     "cặp thẻ nằm giữa các nước đi (ván cờ trước nó cần có kết quả)"},
    {"'%c' without its opening '%c'", "'%c' thiếu '%c' mở đầu"},
    {"cannot create the game: %s", "không tạo được ván cờ: %s"},
    /* the store of a record's tags and comments (ct_record_error(),
     * tl_record_error()): a reader's records speak its language */
    {"the value of tag %s", "giá trị của thẻ %s"},
    {"the comment after %s %ld", "lời bình sau %s %ld"},
    {"%s would be %zu bytes long, more than %s_RECORD_TEXT_MAX (%d)",
     "%s sẽ dài %zu byte, quá %s_RECORD_TEXT_MAX (%d)"},
    {"%s is not UTF-8: byte 0x%02X at offset %zu",
     "%s không phải UTF-8: byte 0x%02X ở vị trí %zu"},
    {"%s holds control character 0x%02X at offset %zu (%s)",
     "%s có ký tự điều khiển 0x%02X ở vị trí %zu (%s)"},
    {"only tab, CR and LF are allowed", "chỉ được có tab, CR và LF"},
    {"only tab is allowed; a tag value is one line",
     "chỉ được có tab; giá trị của thẻ nằm trên một dòng"},
    {"%s holds '}' at offset %zu (it would end the comment)",
     "%s có '}' ở vị trí %zu (nó sẽ kết thúc lời bình)"},
    {"Date \"%s\" is not YYYY.MM.DD (digits or '?', a month 01-12 and a day 01-31 when given)",
     "Date \"%s\" không có dạng YYYY.MM.DD (chữ số hoặc '?', tháng từ 01 đến 12 và ngày "
     "từ 01 đến 31 nếu có)"},
    {"the record already holds %s_RECORD_TAGS_MAX (%d) tags",
     "biên bản đã có %s_RECORD_TAGS_MAX (%d) thẻ"},
    {"out of memory growing the tags", "hết bộ nhớ khi thêm thẻ"},
    {"out of memory growing the tag index", "hết bộ nhớ khi mở rộng chỉ mục thẻ"},
    {"out of memory copying the value of tag %s", "hết bộ nhớ khi chép giá trị của thẻ %s"},
    {"out of memory copying the tag name %s", "hết bộ nhớ khi chép tên thẻ %s"},
    {"out of memory growing the comments", "hết bộ nhớ khi thêm lời bình"},
    {"out of memory copying the comment", "hết bộ nhớ khi chép lời bình"},
    {"out of memory joining comments", "hết bộ nhớ khi nối các lời bình"},
#endif
#if GK_WORDS_COTOAN
    /* Cờ toán outcomes (ct_termination_text()) */
    {"zero captured", "bắt quân 0"},
    {"score target", "đủ điểm"},
    {"move limit", "hết số nước"},
    {"no legal move", "hết nước đi"},
    {"time forfeit", "hết giờ"},
    /* Cờ toán explanations (R6-R12) */
    {"%s %d slides %s\u2013%s", "%s %d đi %s\u2013%s"},
    {": the %d %s\u2013%s captures %s %d", ": quân %d %s\u2013%s ăn quân %s %d"},
    {" and wins (R12)", " và thắng (R12)"},
    {"; the game ends (%s, %s)", "; ván cờ kết thúc (%s, %s)"},
    /* Cờ toán: why a move or a position is refused (R5-R19) */
    {"the game is over (%s, %s)", "ván cờ đã kết thúc (%s, %s)"},
    {"%s: the game is over (%s, %s)", "%s: ván cờ đã kết thúc (%s, %s)"},
    {"%s%s: the game is over (%s, %s)", "%s%s: ván cờ đã kết thúc (%s, %s)"},
    {"%d%s%s: the game is over (%s, %s)", "%d%s%s: ván cờ đã kết thúc (%s, %s)"},
    {"%s%s: %s is empty", "%s%s: ô %s trống"},
    {"%s%s: %s holds %s %d, but %s is to move", "%s%s: ô %s có quân %s %d, nhưng đến lượt %s"},
    {"%s%s: %s's 0 never moves (R5)", "%s%s: quân 0 của %s không bao giờ đi (R5)"},
    {"%s's 0 never moves (R5)", "quân 0 của %s không bao giờ đi (R5)"},
    {"%s%s: a move must change square", "%s%s: nước đi phải rời ô đang đứng"},
    {"%s%s: %s holds %s's own %d", "%s%s: ô %s đã có quân của %s (quân %d)"},
    {"%s%s: %s and %s are not on one line", "%s%s: %s và %s không cùng một đường thẳng"},
    {"%s%s: no pair with %s %d on %s reaches %s %d on %s (R7-R9)",
     "%s%s: không cặp quân nào có %s %d ở %s bắt được %s %d ở %s (R7-R9)"},
    {"%s%s: the way is blocked at %s (R6)", "%s%s: đường đi bị chặn ở %s (R6)"},
    {"%s%s: %s %d moves at most %d squares, not %d (R6)",
     "%s%s: %s %d đi tối đa %d ô, không phải %d ô (R6)"},
    {"%s%s: not a legal move", "%s%s: không phải nước đi hợp lệ"},
    {"\"%s\" is not a move (expected \"c1c4\", \"7c4\" or \"8xe6\")",
     "\"%s\" không phải nước đi (viết như \"c1c4\", \"7c4\" hoặc \"8xe6\")"},
    {"%s has no %d on the board", "%s không còn quân %d trên bàn cờ"},
    {"%d%s: %s holds an enemy piece, write %dx%s for a capture",
     "%d%s: ô %s có quân đối phương, nước ăn quân viết là %dx%s"},
    {"%d%s: %s is empty, a slide is written without 'x' (%d%s)",
     "%d%s: ô %s trống, nước đi không ăn quân viết không có 'x' (%d%s)"},
    {"%s has %d %ds", "%s có %d quân %d"},
    {"neither side has its 0 (at most one side may lack it)",
     "không bên nào có quân 0 (chỉ một bên được thiếu quân 0)"},
    {"%s's score %d and %s's %d on the board are more than %d (R19)",
     "%s có %d điểm, cộng quân của %s trên bàn cờ (%d) là quá %d (R19)"},
    /* Cờ toán: the syntax of a position string (ct_game_set_position()) */
    {"the position string is empty", "chuỗi thế cờ trống"},
    {"rank %d: '%c' must be followed by a value 0-9",
     "hàng %d: sau '%c' phải là một giá trị từ 0 đến 9"},
    {"rank %d: '0' is not a count of empty squares", "hàng %d: '0' không phải là số ô trống"},
    {"rank %d: unexpected character '%s'", "hàng %d: ký tự '%s' không hợp lệ"},
    {"rank %d has more than %d squares", "hàng %d có hơn %d ô"},
    {"rank %d has %d squares, not %d", "hàng %d có %d ô, không phải %d ô"},
    {"the board has %d ranks, not %d", "bàn cờ có %d hàng, không phải %d hàng"},
    {"the board has more than %d ranks", "bàn cờ có hơn %d hàng"},
    {"expected one space before the %s", "cần đúng một dấu cách trước %s"},
    {"the %s is missing", "thiếu %s"},
    {"the fields must be separated by one space each",
     "các trường phải cách nhau đúng một dấu cách"},
    {"the side to move must be 'r' or 'b'", "bên đi phải là 'r' hoặc 'b'"},
    {"the %s is not a plain decimal number", "%s không phải là một số thập phân"},
    {"the %s is above %ld", "%s lớn hơn %ld"},
    {"unexpected text after the ply count: \"%s\"", "có chữ thừa sau số nước: \"%s\""},
    {"side to move", "bên đi"},
    {"score of Red", "điểm của Đỏ"},
    {"score of Blue", "điểm của Xanh"},
    {"ply count", "số nước"},
    /* Cờ toán: the record reader */
    {"ply", "nước"},
    {"Rules tag: mover must be front or back, not \"%s\"",
     "thẻ Rules: mover phải là front hoặc back, không phải \"%s\""},
    {"Rules tag: %s must be a number from 0 to %ld, not \"%s\"",
     "thẻ Rules: %s phải là số từ 0 đến %ld, không phải \"%s\""},
    {"\"%s\" is not a move, a move number or a result "
     "(expected e.g. 7c4, 8xe6, c1c4, 12., 12..., 1-0, *)",
     "\"%s\" không phải nước đi, số nước hay kết quả "
     "(ví dụ 7c4, 8xe6, c1c4, 12., 12..., 1-0, *)"},
    {"move %ld%s %s is illegal: %s", "nước %ld%s %s không hợp lệ: %s"},
    {"move %ld%s %s: %s", "nước %ld%s %s: %s"},
#endif
#if GK_WORDS_COTULENH
    /* Cờ tư lệnh pieces (T5) */
    {"navy", "hải quân"},
    {"air force", "không quân"},
    {"tank", "xe tăng"},
    {"engineer", "công binh"},
    {"headquarters", "sở chỉ huy"},
    {"commander", "tư lệnh"},
    {"infantry", "bộ binh"},
    {"militia", "dân quân"},
    {"artillery", "pháo binh"},
    {"anti-air", "cao xạ"},
    {"missile", "tên lửa phòng không"},
    /* Cờ tư lệnh explanations (T23-T27) */
    {" moves to %s", " đi đến %s"},
    {" captures ", " ăn quân "},
    {" and takes its square", " và thế chỗ"},
    {" fires on ", " bắn "},
    {" and stays on %s", " và đứng tại chỗ ở %s"},
    {" dives into the ring of ", " lao vào vòng lửa của "},
    {" onto ", " xuống "},
    {": both destroyed", ": cả hai bị tiêu diệt"},
    {" joins ", " nhập vào "},
    {" on %s", " ở %s"},
    {"; check", "; chiếu tư lệnh"},
    {"%s ends the deploy session on %s", "%s kết thúc lượt tách quân ở %s"},
    {"; the deploy session on %s stays open", "; lượt tách quân ở %s còn tiếp"},
    {"stack", "tổ hợp quân"},
    {"heroic", "anh hùng"},
    {" steps out of ", " tách khỏi "},
    {" and", " và"},
    {" becomes heroic", " được phong anh hùng"},
    /* Cờ tư lệnh setups (T7, T10) */
    {"a setup has no deploy session (T10)", "thế bày quân không có lượt tách quân (T10)"},
    {"in a setup Red moves first (T10)", "khi bày quân, Đỏ đi trước (T10)"},
    {"a setup has halfmove 0 and fullmove 1, not %d and %d (T10)",
     "thế bày quân có số nửa nước 0 và số nước 1, không phải %d và %d (T10)"},
    {"%s has %d %s, the %s set has %d (T7, T10)", "%s có %d %s, bộ quân %s có %d (T7, T10)"},
    {"reduced", "rút gọn"},
    {"standard", "tiêu chuẩn"},
    {"the stack on %s has a heroic piece (T10)", "quân ở %s có quân anh hùng (T10)"},
    {"%s %s on %s is in %s's half (T10)", "%s %s ở %s nằm trong nửa bàn cờ của bên %s (T10)"},
    {"the commanders face each other (T10, T33)",
     "hai tư lệnh mặt đối mặt với nhau (T10, T33)"},
    {"the %s commander is attacked (T10, T35)", "tư lệnh %s bị chiếu (T10, T35)"},
    /* Cờ tư lệnh outcomes (tl_termination_string(), T53-T55) */
    {"checkmate", "chiếu hết"},
    {"stalemate", "hết nước đi mà không bị chiếu"},
    {"halfmove clock", "100 nửa nước không ăn quân"},
    {"repetition", "lặp lại thế cờ lần thứ ba"},
    {"naval battle", "trận hải chiến"},
    {"air battle", "trận không chiến"},
    {"land battle", "trận chiến trên bộ"},
    {"both sides lost a battle", "cả hai bên cùng thua một trận"},
    {"commander lost", "mất tư lệnh"},
    {"adjudication", "phân xử theo điểm"},
    /* Cờ tư lệnh rule-cited errors of moves and turns (T21, T36, T48, T49) */
    {"the game is over", "ván cờ đã kết thúc"},
    {" (the game is over)", " (ván cờ đã kết thúc)"},
    {"no deploy session is open", "không có lượt tách quân nào đang mở"},
    {"no deploy session is open on that square", "không có lượt tách quân nào đang mở ở ô đó"},
    {"the %s left on %s cannot stand there (T21)", "%s còn lại ở %s không được đứng ở đó (T21)"},
    {"ending now leaves the %s commander attacked or facing (T21, T36)",
     "kết thúc lúc này thì tư lệnh %s bị chiếu hoặc mặt đối mặt với tư lệnh đối phương (T21, T36)"},
    {"move 0x%08x has a square off the board", "nước đi 0x%08x có ô nằm ngoài bàn cờ"},
    {"a deploy session is open on %s: only its steps (T21)",
     "lượt tách quân ở %s đang mở: chỉ được đi các bước của nó (T21)"},
    {"%s is empty", "ô %s trống"},
    {"the stack on %s is not %s's", "quân ở %s không phải của bên %s"},
    {"%s to %s (0x%08x) is not a legal move here",
     "%s đến %s (0x%08x) không phải nước đi hợp lệ ở đây"},
    {"move 0x%08x is not legal here", "nước đi 0x%08x không hợp lệ ở đây"},
    {"'%s' is not a move (T48, T49)", "'%s' không phải một nước đi (T48, T49)"},
    {"'%s' is ambiguous here (T49)", "'%s' chưa rõ là nước đi nào ở đây (T49)"},
    {"'|': no deploy session is open", "'|': không có lượt tách quân nào đang mở"},
    {"'|': the deploy session may not end now (T21)",
     "'|': lượt tách quân chưa được kết thúc lúc này (T21)"},
    {"'%s' is not a legal move here%s", "'%s' không phải nước đi hợp lệ ở đây%s"},
    {"'%s': the turn ended after '%s'; ',' joins the steps of one turn (T49)",
     "'%s': lượt đi đã kết thúc sau '%s'; ',' chỉ nối các bước của cùng một lượt (T49)"},
    /* Cờ tư lệnh: the syntax and rules of a FEN (T45-T47, tl_game_set_fen()) */
    {"two spaces in a row: fields are separated by one space",
     "hai dấu cách liền nhau: các trường cách nhau đúng một dấu cách"},
    {"more than %d fields", "hơn %d trường"},
    {"a space at the end", "thừa dấu cách ở cuối"},
    {"%d fields, not %d (or %d with a deploy session)",
     "%d trường, không phải %d (hoặc %d khi có lượt tách quân)"},
    {"rank %d ends inside a piece", "hàng %d kết thúc giữa chừng một quân"},
    {"rank %d: '%s' is not a piece letter", "hàng %d: '%s' không phải chữ của quân nào"},
    {"rank %d: a stack in parentheses needs two or more pieces",
     "hàng %d: tổ hợp quân trong ngoặc phải có từ hai quân trở lên"},
    {"rank %d covers more than %d squares", "hàng %d vượt quá %d ô"},
    {"rank %d covers %d squares, not %d", "hàng %d có %d ô, không phải %d ô"},
    {"more than %d ranks", "hơn %d hàng"},
    {"rank %d: two numbers in a row", "hàng %d: hai số liền nhau"},
    {"rank %d: 0 is not a number of empty squares", "hàng %d: 0 không phải là số ô trống"},
    {"%d ranks, not %d", "%d hàng, không phải %d hàng"},
    {"the stack on %s mixes Red and Blue pieces (T46)",
     "tổ hợp quân ở %s lẫn cả quân Đỏ và quân Xanh (T46)"},
    {"the stack on %s is not a valid stack (T17)",
     "quân ở %s không phải là tổ hợp quân hợp lệ (T17)"},
    {"the side to move must be 'r' or 'b', not '%s'", "bên đi phải là 'r' hoặc 'b', không phải '%s'"},
    {"fields 3 and 4 must be '-'", "trường 3 và 4 phải là '-'"},
    {"the halfmove clock '%s' is not a number from 0 to %d",
     "số nửa nước '%s' không phải là một số từ 0 đến %d"},
    {"the fullmove number '%s' is not a number from 1 to %d",
     "số nước '%s' không phải là một số từ 1 đến %d"},
    {"the session field is too long", "trường lượt tách quân quá dài"},
    {"the session field '%s' must be origin:letters[:x]",
     "trường lượt tách quân '%s' phải có dạng ô:chữ[:x]"},
    {"session field: '%s' is not an uppercase piece letter",
     "trường lượt tách quân: '%s' không phải chữ hoa của một quân"},
    {"session field: '%s' twice", "trường lượt tách quân: '%s' hai lần"},
    {"the session field '%s' must end in ':x' or nothing",
     "trường lượt tách quân '%s' phải kết thúc bằng ':x' hoặc không có gì"},
    {"the session origin %s holds the other side's stack",
     "ô gốc %s của lượt tách quân có quân của bên kia"},
    {"session field: a piece that may still step is not on %s",
     "trường lượt tách quân: một quân còn được tách không có ở %s"},
    {"%s %s on %s cannot stand on %s (T5)", "bên %s: %s ở %s không được đứng trên %s (T5)"},
    {"land", "đất liền"},
    {"water", "mặt nước"},
    {"%s has more than one commander (T46)", "%s có hơn một tư lệnh (T46)"},
    {"%s has %d pieces, more than the %d of the standard set (T7)",
     "%s có %d quân, nhiều hơn %d quân của bộ quân tiêu chuẩn (T7)"},
#if GK_WORDS_READER
    /* Cờ tư lệnh: the record reader */
    {"turn", "lượt"},
    {"Rules tag: %s must be %s or %s, not \"%s\"",
     "thẻ Rules: %s phải là %s hoặc %s, không phải \"%s\""},
    {"the turn before \"%s\" leaves its deploy session open: the "
     "steps of one turn are joined by ',' (T49)",
     "lượt trước \"%s\" để lượt tách quân còn mở: các bước của một lượt "
     "được nối bằng ',' (T49)"},
    {"\"%s\" is not a turn, a move number or a result "
     "(expected e.g. Ae3, I&c4, Tc4>c6,Fc4>d6,|, 12., 12..., 1-0, *)%s%s",
     "\"%s\" không phải lượt đi, số nước hay kết quả "
     "(ví dụ Ae3, I&c4, Tc4>c6,Fc4>d6,|, 12., 12..., 1-0, *)%s%s"},
    {"turn %ld%s %s is illegal: %s", "lượt %ld%s %s không hợp lệ: %s"},
    {"turn %ld%s %s: %s", "lượt %ld%s %s: %s"},
    {"the result %s contradicts the adjudication by points (T55): "
     "Red %ld, Blue %ld give %s",
     "kết quả %s mâu thuẫn với phân xử theo điểm (T55): Đỏ %ld, Xanh %ld cho %s"},
#endif
#endif
};

const char *gk_tr(int lang, const char *english)
{
    if (lang != GK_LANG_VI || !english)
        return english;
    for (size_t i = 0; i < sizeof catalogue / sizeof catalogue[0]; i++)
        if (!strcmp(catalogue[i][0], english))
            return catalogue[i][1];
    return english;
}

int gk_lang_valid(int lang)
{
    return lang == GK_LANG_EN || lang == GK_LANG_VI;
}

int gk_lang_entry(size_t i, const char **english, const char **vietnamese)
{
    if (i >= sizeof catalogue / sizeof catalogue[0])
        return 0;
    *english = catalogue[i][0];
    *vietnamese = catalogue[i][1];
    return 1;
}
