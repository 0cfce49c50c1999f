#include "CTerminalSignals.h"

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

/// Handler state.
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

static struct cnc_signal_state signal_state = { .output_fd = STDOUT_FILENO };

static struct cnc_signal_state *cnc_state(void) { return &signal_state; }

void cnc_set_output_fd(int fd) { cnc_state()->output_fd = fd; }

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

void cnc_install_signal_handlers(const char *reset, size_t length) {
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

int cnc_take_pending_signal(void) {
    int sig = cnc_state()->pending_signal;
    cnc_state()->pending_signal = 0;
    return sig;
}

int cnc_take_continued(void) {
    int value = cnc_state()->continued;
    cnc_state()->continued = 0;
    return value;
}

void cnc_block_quit_signals(int block) {
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGINT);
    sigaddset(&set, SIGTERM);
    sigaddset(&set, SIGHUP);
    sigprocmask(block ? SIG_BLOCK : SIG_UNBLOCK, &set, NULL);
}

int cnc_wait_for_input(int timeout_ms) { return cnc_wait_for_input_or(timeout_ms, -1); }

int cnc_wait_for_input_or(int timeout_ms, int other_fd) {
    struct pollfd fds[2] = { { STDIN_FILENO, POLLIN, 0 }, { other_fd, POLLIN, 0 } };
    int result = poll(fds, 2, timeout_ms);
    if (result < 0) return errno == EINTR ? -1 : -2;
    if (result == 0) return 0;
    if (fds[0].revents & POLLIN) return 1;
    if (fds[0].revents) return -2;
    return 2;
}

int cnc_write_all(const unsigned char *bytes, size_t length) {
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
