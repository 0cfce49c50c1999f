// ncursesw for Swift: the wide API and the macros Swift cannot import. The signal handling
// lives in the CTerminalSignals target (a .c file).
#ifndef CNCURSESW_SHIM_H
#define CNCURSESW_SHIM_H

#define NCURSES_WIDECHAR 1
#include <locale.h>
#include <langinfo.h>
#include <stdio.h>
#include <stdlib.h>
#include <wchar.h>
#include <signal.h>
#include <string.h>
#include <errno.h>
#include <poll.h>
#include <unistd.h>
#include <termios.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>

static const attr_t cnc_A_NORMAL = A_NORMAL;
static const attr_t cnc_A_BOLD = A_BOLD;
static const attr_t cnc_A_REVERSE = A_REVERSE;
static const attr_t cnc_A_DIM = A_DIM;
static const attr_t cnc_A_UNDERLINE = A_UNDERLINE;
static const mmask_t cnc_BUTTON1_PRESSED = BUTTON1_PRESSED;
static const mmask_t cnc_BUTTON1_RELEASED = BUTTON1_RELEASED;
static const mmask_t cnc_BUTTON1_CLICKED = BUTTON1_CLICKED;
static const mmask_t cnc_REPORT_MOUSE_POSITION = REPORT_MOUSE_POSITION;
static const mmask_t cnc_BUTTON4_PRESSED = BUTTON4_PRESSED;
static const mmask_t cnc_BUTTON5_PRESSED = BUTTON5_PRESSED;
static const mmask_t cnc_BUTTON_CTRL = BUTTON_CTRL;

static inline WINDOW *cnc_stdscr(void) { return stdscr; }
static inline int cnc_lines(void) { return LINES; }
static inline int cnc_cols(void) { return COLS; }
static inline int cnc_colors(void) { return COLORS; }
static inline int cnc_color_pairs(void) { return COLOR_PAIRS; }
static inline int cnc_key_f(int n) { return KEY_F(n); }
static inline WINDOW *cnc_curscr(void) { return curscr; }
static inline FILE *cnc_stdout(void) { return stdout; }

/// The controlling terminal opened for writing (the screen goes there when standard output is
/// redirected), or NULL.
static inline FILE *cnc_open_tty(void) { return fopen("/dev/tty", "w"); }
static inline FILE *cnc_stdin(void) { return stdin; }

/// Draws one character cell with attributes and an extended colour pair.
static inline int cnc_put(WINDOW *win, int y, int x, wchar_t ch, attr_t attrs, int pair) {
    cchar_t cell;
    wchar_t text[2] = { ch, 0 };
    if (setcchar(&cell, text, attrs, 0, &pair) != OK) return ERR;
    return mvwadd_wch(win, y, x, &cell);
}

/// Whether the terminfo entry has the boolean capability `name` (e.g. "RGB").
static inline int cnc_has_flag(const char *name) {
    return tigetflag((char *)name) > 0;
}

#endif
