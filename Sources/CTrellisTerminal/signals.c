// The self-pipe behind TerminalSignals and the stop routine behind
// suspending: see CTrellisTerminal.h.
//
// Why a pipe and not Dispatch signal sources: on Linux, libdispatch watches
// a signal through a signalfd and installs its own handler the first time a
// source for that signal is made, and never again. Putting back the previous
// disposition when the sources are cancelled therefore breaks every later
// source for that signal (its signals are discarded). A handler that writes
// one byte to a pipe, read by a Dispatch read source on the main queue, can
// be installed and removed any number of times, and behaves the same on
// Linux and Darwin.
//
// The handler is async-signal-safe: one write(2) to a descriptor stored
// before installation, errno preserved.

#include "CTrellisTerminal.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <unistd.h>

/// The write end of the observer's pipe, -1 when no one observes.
static atomic_int pipe_fd = -1;
static int observed_signals[TRELLIS_SIGNALS_CAPACITY];
static struct sigaction previous_actions[TRELLIS_SIGNALS_CAPACITY];
static size_t observed_count;

/// Writes the signal's number to the pipe. The pipe is non-blocking: when it
/// is full the reader already has bytes to wake up for, and dropping this
/// one loses only a repeat.
static void observed_handler(int signal) {
    int saved_errno = errno;
    int fd = atomic_load(&pipe_fd);
    if (fd >= 0) {
        unsigned char byte = (unsigned char)signal;
        ssize_t ignored = write(fd, &byte, 1);
        (void)ignored;
    }
    errno = saved_errno;
}

/// Puts back the first count saved dispositions.
static void restore_previous(size_t count) {
    for (size_t index = 0; index < count; index++) {
        (void)sigaction(observed_signals[index], &previous_actions[index], NULL);
    }
}

int trellis_signals_observe(const int *signals, size_t count, int fd) {
    if (count > TRELLIS_SIGNALS_CAPACITY) {
        return TRELLIS_TERMINAL_TOO_LARGE;
    }
    int none = -1;
    if (!atomic_compare_exchange_strong(&pipe_fd, &none, fd)) {
        return TRELLIS_TERMINAL_BUSY;
    }
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = observed_handler;
    // SA_RESTART: a signal must not make the program's other reads and
    // writes fail with EINTR.
    action.sa_flags = SA_RESTART;
    sigemptyset(&action.sa_mask);
    for (size_t index = 0; index < count; index++) {
        observed_signals[index] = signals[index];
        if (sigaction(signals[index], &action, &previous_actions[index]) != 0) {
            int saved_errno = errno;
            restore_previous(index);
            atomic_store(&pipe_fd, -1);
            errno = saved_errno;
            return TRELLIS_TERMINAL_SYSTEM_ERROR;
        }
    }
    observed_count = count;
    return TRELLIS_TERMINAL_OK;
}

void trellis_signals_stop_observing(void) {
    if (atomic_load(&pipe_fd) < 0) {
        return;
    }
    restore_previous(observed_count);
    observed_count = 0;
    atomic_store(&pipe_fd, -1);
}

void trellis_signals_suspend(void) {
    struct sigaction stop, previous;
    memset(&stop, 0, sizeof stop);
    stop.sa_handler = SIG_DFL;
    sigemptyset(&stop.sa_mask);
    if (sigaction(SIGTSTP, &stop, &previous) != 0) {
        return;
    }
    sigset_t tstp, previous_mask;
    sigemptyset(&tstp);
    sigaddset(&tstp, SIGTSTP);
    (void)pthread_sigmask(SIG_UNBLOCK, &tstp, &previous_mask);
    // Unblocked in this thread, a raised signal is delivered before raise()
    // returns: the process stops here and continues on SIGCONT.
    (void)raise(SIGTSTP);
    (void)pthread_sigmask(SIG_SETMASK, &previous_mask, NULL);
    (void)sigaction(SIGTSTP, &previous, NULL);
}

_Noreturn void trellis_signals_end_process(int signal) {
    struct sigaction fallback;
    memset(&fallback, 0, sizeof fallback);
    fallback.sa_handler = SIG_DFL;
    sigemptyset(&fallback.sa_mask);
    (void)sigaction(signal, &fallback, NULL);
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, signal);
    (void)pthread_sigmask(SIG_UNBLOCK, &set, NULL);
    (void)raise(signal);
    _exit(128 + signal);
}
