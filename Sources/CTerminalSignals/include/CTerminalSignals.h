// The terminal's signal handling and raw output, in C so that no Swift runs in a signal
// handler: fatal signals restore the terminal and die, quit signals and SIGCONT are
// remembered for the main loop, and the screen's bytes are written with write(2).
#ifndef CTERMINALSIGNALS_H
#define CTERMINALSIGNALS_H

#include <stddef.h>

/// Where the screen's bytes go (standard output, or the controlling terminal when standard
/// output is redirected).
void cnc_set_output_fd(int fd);

/// Saves the terminal's settings and the bytes that restore it, and installs the handlers.
/// Call before initscr/newterm, so ncurses keeps ours for SIGINT/SIGTERM.
void cnc_install_signal_handlers(const char *reset, size_t length);

/// The quit signal (SIGINT, SIGTERM, SIGHUP) received since the last call (0 when none).
int cnc_take_pending_signal(void);

/// Whether the process was continued (after Ctrl-Z) since the last call.
int cnc_take_continued(void);

/// Blocks the quit signals while a frame is written (an escape cut in half can garble the
/// terminal); `block` 0 unblocks them again.
void cnc_block_quit_signals(int block);

/// Waits for input on stdin: 1 readable, 0 timed out, -1 interrupted by a signal,
/// -2 end of input (hang-up or error). A negative timeout waits for ever.
int cnc_wait_for_input(int timeout_ms);

/// Waits for input on stdin or for `other_fd` to become readable (negative: stdin alone), as
/// cnc_wait_for_input does; 2 when `other_fd` is readable and stdin is not.
int cnc_wait_for_input_or(int timeout_ms, int other_fd);

/// Writes bytes straight to the terminal (every cell of the screen goes this way), retrying
/// short writes; 0, or -1 on an error.
int cnc_write_all(const unsigned char *bytes, size_t length);

#endif
