// The crash and exit path of the terminal: see CTrellisTerminal.h.
//
// Why each step is safe inside a signal handler:
//
// - Everything the handler reads was copied into the static storage below by
//   trellis_terminal_arm() before the handlers were installed; nothing is
//   allocated or initialised on first use.
// - Flags shared with handlers (and with other threads that may crash at the
//   same moment) are C11 atomics, which are lock-free here (checked at
//   compile time) and therefore async-signal-safe. atomic_exchange makes the
//   restore happen once even when two threads fault together.
// - The system calls used (write, poll, tcsetattr, tcflush, sigaction,
//   raise) are on POSIX's list of async-signal-safe functions.
// - The handler never returns to a running program: whatever the handler
//   it chains to does, the signal's default action ends the process.

#include "CTrellisTerminal.h"
#include "write_all.h"

#include <errno.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

_Static_assert(ATOMIC_INT_LOCK_FREE == 2, "the restore path needs lock-free atomics");

/// The signals whose default action kills the process without giving Swift
/// code a chance to run: the crash signals and SIGQUIT (Ctrl-\ outside raw
/// mode, `kill -QUIT`).
static const int crash_signals[] = { SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGQUIT };
#define CRASH_SIGNAL_COUNT (sizeof crash_signals / sizeof crash_signals[0])

/// What the restore path writes and sets, copied at arming time.
static int terminal_fd = -1;
static struct termios saved_termios;
static unsigned char restore_bytes[TRELLIS_TERMINAL_RESTORE_CAPACITY];
static size_t restore_count;

/// The dispositions found at arming time, put back by disarming and by a
/// handler before it chains to them.
static struct sigaction previous_actions[CRASH_SIGNAL_COUNT];
/// Which of crash_signals have our handler (a signal ignored at arming time
/// is left alone).
static int installed[CRASH_SIGNAL_COUNT];

/// 1 while the handlers are installed.
static atomic_int is_armed;
/// 1 from arming until the first restore: the "once per arming" flag.
static atomic_int restore_pending;

/// The alternate signal stack given to the first thread that arms without
/// one. 64 KiB: enough for the handler and for the runtime's handler it
/// chains to, independent of SIGSTKSZ (not a constant on recent glibc).
static unsigned char alternate_stack[64 * 1024];
static int alternate_stack_given;

static void crash_handler(int signal, siginfo_t *info, void *context);

/// The index of signal in crash_signals, or CRASH_SIGNAL_COUNT.
static size_t crash_signal_index(int signal) {
    for (size_t index = 0; index < CRASH_SIGNAL_COUNT; index++) {
        if (crash_signals[index] == signal) {
            return index;
        }
    }
    return CRASH_SIGNAL_COUNT;
}

/// Whether the kernel sent signal because the interrupted instruction
/// faulted. Returning from the handler then runs the instruction again,
/// which faults again and delivers the same signal, with the original
/// siginfo (the faulting address), to whatever disposition is installed.
/// SIGTRAP is never treated so: on x86 a breakpoint trap resumes after the
/// instruction. Sender codes: Linux SI_USER is 0 and the other sender codes
/// are negative; Darwin numbers them from 0x10001.
static int is_repeating_fault(int signal, const siginfo_t *info) {
    if (info == NULL) {
        return 0;
    }
    if (signal != SIGSEGV && signal != SIGBUS && signal != SIGILL && signal != SIGFPE) {
        return 0;
    }
#if defined(__APPLE__)
    return info->si_code > 0 && info->si_code < SI_USER;
#else
    return info->si_code > 0;
#endif
}

/// Gives the calling thread the static alternate stack if it has none and
/// the stack has not been given to another thread.
static void give_alternate_stack(void) {
    if (alternate_stack_given) {
        return;
    }
    stack_t current;
    if (sigaltstack(NULL, &current) != 0 || !(current.ss_flags & SS_DISABLE)) {
        return;
    }
    stack_t stack = { .ss_sp = alternate_stack, .ss_size = sizeof alternate_stack, .ss_flags = 0 };
    if (sigaltstack(&stack, NULL) == 0) {
        alternate_stack_given = 1;
    }
}

/// Removes our handler from every signal that still has it.
static void uninstall_handlers(void) {
    for (size_t index = 0; index < CRASH_SIGNAL_COUNT; index++) {
        if (!installed[index]) {
            continue;
        }
        if (trellis_terminal_is_handling(crash_signals[index])) {
            (void)sigaction(crash_signals[index], &previous_actions[index], NULL);
        }
        installed[index] = 0;
    }
}

int trellis_terminal_arm(int fd, const struct termios *saved,
                         const unsigned char *bytes, size_t count) {
    if (count > TRELLIS_TERMINAL_RESTORE_CAPACITY || saved == NULL || (count > 0 && bytes == NULL)) {
        return TRELLIS_TERMINAL_TOO_LARGE;
    }
    // A handler that runs while the storage is being replaced finds no
    // restore pending and leaves the terminal alone rather than writing a
    // half-copied sequence.
    atomic_store(&restore_pending, 0);
    terminal_fd = fd;
    saved_termios = *saved;
    if (count > 0) {
        memcpy(restore_bytes, bytes, count);
    }
    restore_count = count;
    atomic_store(&restore_pending, 1);

    if (atomic_load(&is_armed)) {
        return TRELLIS_TERMINAL_OK;
    }
    give_alternate_stack();
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = crash_handler;
    action.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&action.sa_mask);
    for (size_t index = 0; index < CRASH_SIGNAL_COUNT; index++) {
        struct sigaction previous;
        if (sigaction(crash_signals[index], NULL, &previous) != 0) {
            goto failure;
        }
        // sa_handler and sa_sigaction share storage: an ignored signal reads
        // SIG_IGN there even when SA_SIGINFO was set with it.
        if (previous.sa_handler == SIG_IGN) {
            continue;
        }
        previous_actions[index] = previous;
        if (sigaction(crash_signals[index], &action, NULL) != 0) {
            goto failure;
        }
        installed[index] = 1;
    }
    atomic_store(&is_armed, 1);
    return TRELLIS_TERMINAL_OK;

failure:;
    int saved_errno = errno;
    uninstall_handlers();
    atomic_store(&restore_pending, 0);
    errno = saved_errno;
    return TRELLIS_TERMINAL_SYSTEM_ERROR;
}

void trellis_terminal_disarm(void) {
    atomic_store(&restore_pending, 0);
    if (atomic_exchange(&is_armed, 0)) {
        uninstall_handlers();
    }
}

int trellis_terminal_restore(void) {
    if (atomic_exchange(&restore_pending, 0) == 0) {
        return 0;
    }
    int saved_errno = errno;
    trellis_write_all(terminal_fd, restore_bytes, restore_count);
    // TCSANOW, not TCSAFLUSH: waiting for the output to drain could hang a
    // crashing process on a terminal that stopped reading. The bytes above
    // are already in the terminal's queue, processed under the raw settings.
    (void)tcsetattr(terminal_fd, TCSANOW, &saved_termios);
    (void)tcflush(terminal_fd, TCIFLUSH);
    errno = saved_errno;
    return 1;
}

int trellis_terminal_is_handling(int signal) {
    struct sigaction current;
    if (sigaction(signal, NULL, &current) != 0) {
        return 0;
    }
    return (current.sa_flags & SA_SIGINFO) && current.sa_sigaction == crash_handler;
}

/// Calls the disposition a crash handler found at arming time as the kernel
/// would have: an SA_SIGINFO handler with the signal's information and
/// context, a plain handler with the signal. The default action (and an
/// ignored signal) calls nothing. A handler that does not return (it ends
/// the process, or jumps out with siglongjmp) never comes back here.
static void call_previous(const struct sigaction *previous, int signal, siginfo_t *info, void *context) {
    // The two handler fields share storage, and SIG_DFL and SIG_IGN may come
    // with SA_SIGINFO set: check for them whatever the flags say.
    if (previous->sa_handler == SIG_DFL || previous->sa_handler == SIG_IGN) {
        return;
    }
    if (previous->sa_flags & SA_SIGINFO) {
        previous->sa_sigaction(signal, info, context);
    } else {
        previous->sa_handler(signal);
    }
}

/// Restores the terminal and the output, hands the signal to the disposition
/// found at arming time, and makes sure the process ends:
///
/// 1. trellis_terminal_restore(): restore bytes, then termios (once).
/// 2. trellis_output_capture_release(): standard output and error point at
///    the terminal again and get what was captured, so the runtime's
///    "Fatal error: ..." line (already written to the captured stderr) and
///    the backtrace that follows are seen.
/// 3. sigaction(previous): our handler is gone for this signal.
/// 4. Chain: call the previous handler directly, with the original siginfo
///    and context (Swift's backtracer sees the real faulting address).
/// 5. If it returns, the signal's default action ends the process. A
///    handler that returns from a signal sent with kill (Swift's backtracer
///    prints its report and returns) would otherwise leave the program
///    running on a restored, cooked terminal, drawing over the shell. For a
///    repeating fault (see is_repeating_fault) returning runs the faulting
///    instruction again, which now meets the default action and dumps core
///    with the faulting state. Anything else (abort(), kill, raise, SIGQUIT,
///    SIGTRAP) is raised again: the signal is blocked while this handler
///    runs (no SA_NODEFER), so it stays pending and kills the process the
///    moment this handler returns.
///
/// The previous handler runs nested in this one, with this handler's mask
/// (the signal blocked) rather than its own `sa_mask`. A handler that repairs
/// a fault and returns (a guard page it maps) still ends the process: the
/// fault then meets the default action. Trellis arms only while a run draws
/// on the terminal, where a crash signal means the run is over.
///
/// Worked example: `kill -QUIT` on an app under Swift's backtracer. The
/// handler restores the terminal, puts the backtracer's handler back and
/// calls it; the backtracer prints its report to the now-released stderr
/// and returns; SIGQUIT is set to its default and raised; the handler
/// returns and the process dies of SIGQUIT (status 131 in a shell).
static void crash_handler(int signal, siginfo_t *info, void *context) {
    int saved_errno = errno;
    (void)trellis_terminal_restore();
    (void)trellis_output_capture_release();
    size_t index = crash_signal_index(signal);
    if (index < CRASH_SIGNAL_COUNT) {
        struct sigaction previous = previous_actions[index];
        (void)sigaction(signal, &previous, NULL);
        errno = saved_errno;
        call_previous(&previous, signal, info, context);
    }
    struct sigaction fallback;
    memset(&fallback, 0, sizeof fallback);
    fallback.sa_handler = SIG_DFL;
    sigemptyset(&fallback.sa_mask);
    (void)sigaction(signal, &fallback, NULL);
    errno = saved_errno;
    if (is_repeating_fault(signal, info)) {
        return;
    }
    (void)raise(signal);
}

/// The atexit hook: flush stdio first (safe here: exit() runs hooks in
/// normal context), so the last buffered print is replayed too.
static void exit_hook(void) {
    (void)fflush(NULL);
    (void)trellis_terminal_restore();
    (void)trellis_output_capture_release();
}

int trellis_terminal_register_exit_hook(void) {
    static atomic_int registered;
    if (atomic_exchange(&registered, 1)) {
        return 0;
    }
    if (atexit(exit_hook) != 0) {
        atomic_store(&registered, 0);
        return -1;
    }
    return 0;
}
