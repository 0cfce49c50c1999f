// ncursesw for Swift: the wide API, the macros Swift cannot import, and the signal
// handling that must stay async-signal-safe (written in C, so no Swift runs in a handler).
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

// MARK: - Signals

/// Handler state. Kept in a function-local static: Swift emits the functions of this header
/// but not its file-scope variables.
struct cnc_signal_state {
    char reset_bytes[256];
    size_t reset_length;
    struct termios saved_termios;
    int have_termios;
    int output_fd;
    volatile sig_atomic_t pending_signal;
    volatile sig_atomic_t continued;
    char alternate_stack[65536];
};

static inline struct cnc_signal_state *cnc_state(void) {
    static struct cnc_signal_state state = { .output_fd = STDOUT_FILENO };
    return &state;
}

/// Where the screen's bytes go (standard output, or the controlling terminal when standard
/// output is redirected).
static inline void cnc_set_output_fd(int fd) { cnc_state()->output_fd = fd; }

/// Fatal signals: put the terminal back (precomputed bytes, saved termios), then die of the
/// same signal with the default action (the handler was installed with SA_RESETHAND).
static void cnc_fatal_handler(int sig) {
    struct cnc_signal_state *state = cnc_state();
    ssize_t ignored = write(state->output_fd, state->reset_bytes, state->reset_length);
    (void)ignored;
    if (state->have_termios) tcsetattr(STDIN_FILENO, TCSAFLUSH, &state->saved_termios);
    raise(sig);
}

/// SIGINT, SIGTERM, SIGHUP: remembered for the main loop, which exits cleanly.
static void cnc_quit_handler(int sig) { cnc_state()->pending_signal = sig; }

/// SIGCONT: remembered so playback does not jump over the time spent suspended.
static void cnc_continue_handler(int sig) { (void)sig; cnc_state()->continued = 1; }

/// Saves the terminal's settings and the bytes that restore it, and installs the handlers.
/// Call before initscr/newterm, so ncurses keeps ours for SIGINT/SIGTERM.
static inline void cnc_install_signal_handlers(const char *reset, size_t length) {
    struct cnc_signal_state *state = cnc_state();
    if (length > sizeof state->reset_bytes) length = sizeof state->reset_bytes;
    memcpy(state->reset_bytes, reset, length);
    state->reset_length = length;
    state->have_termios = tcgetattr(STDIN_FILENO, &state->saved_termios) == 0;

    stack_t stack;
    stack.ss_sp = state->alternate_stack;
    stack.ss_size = sizeof state->alternate_stack;
    stack.ss_flags = 0;
    sigaltstack(&stack, NULL);

    struct sigaction fatal;
    memset(&fatal, 0, sizeof fatal);
    fatal.sa_handler = cnc_fatal_handler;
    fatal.sa_flags = SA_RESETHAND | SA_ONSTACK | SA_NODEFER;
    sigemptyset(&fatal.sa_mask);
    int fatal_signals[] = { SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE };
    for (unsigned i = 0; i < sizeof fatal_signals / sizeof fatal_signals[0]; i++) sigaction(fatal_signals[i], &fatal, NULL);

    struct sigaction quit;
    memset(&quit, 0, sizeof quit);
    quit.sa_handler = cnc_quit_handler;
    sigemptyset(&quit.sa_mask);
    int quit_signals[] = { SIGINT, SIGTERM, SIGHUP };
    for (unsigned i = 0; i < sizeof quit_signals / sizeof quit_signals[0]; i++) sigaction(quit_signals[i], &quit, NULL);

    struct sigaction resume;
    memset(&resume, 0, sizeof resume);
    resume.sa_handler = cnc_continue_handler;
    resume.sa_flags = SA_RESTART;
    sigemptyset(&resume.sa_mask);
    sigaction(SIGCONT, &resume, NULL);
}

/// The quit signal received since the last call (0 when none).
static inline int cnc_take_pending_signal(void) {
    int sig = cnc_state()->pending_signal;
    cnc_state()->pending_signal = 0;
    return sig;
}

/// Whether the process was continued (after Ctrl-Z) since the last call.
static inline int cnc_take_continued(void) {
    int value = cnc_state()->continued;
    cnc_state()->continued = 0;
    return value;
}

/// Blocks the quit signals while a frame is written (an escape cut in half can garble the
/// terminal); `block` 0 unblocks them again.
static inline void cnc_block_quit_signals(int block) {
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGINT);
    sigaddset(&set, SIGTERM);
    sigaddset(&set, SIGHUP);
    sigprocmask(block ? SIG_BLOCK : SIG_UNBLOCK, &set, NULL);
}

/// Waits for input on stdin: 1 readable, 0 timed out, -1 interrupted by a signal,
/// -2 end of input (hang-up or error). A negative timeout waits for ever.
static inline int cnc_wait_for_input(int timeout_ms) {
    struct pollfd fd = { STDIN_FILENO, POLLIN, 0 };
    int result = poll(&fd, 1, timeout_ms);
    if (result < 0) return errno == EINTR ? -1 : -2;
    if (result == 0) return 0;
    if (fd.revents & POLLIN) return 1;
    return -2;
}

/// Writes bytes straight to the terminal (every cell of the screen goes this way), retrying short writes.
static inline int cnc_write_all(const unsigned char *bytes, size_t length) {
    while (length > 0) {
        ssize_t written = write(cnc_state()->output_fd, bytes, length);
        if (written < 0) {
            if (errno == EINTR) continue;
            return -1;
        }
        bytes += written;
        length -= (size_t)written;
    }
    return 0;
}

#endif
