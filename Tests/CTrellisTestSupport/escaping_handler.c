// A signal handler that leaves by siglongjmp, for the restore path's tests:
// the crash handler chains to the handler found at arming time and ends the
// process if it returns, so a test can only watch the chain from inside the
// test process through a handler that never returns.

#include "CTrellisTestSupport.h"

#include <pthread.h>
#include <setjmp.h>
#include <signal.h>
#include <string.h>

static sigjmp_buf escape;
static volatile sig_atomic_t escape_ready;
static volatile sig_atomic_t calls;
static volatile sig_atomic_t last_signal;

static void escaping_handler(int signal, siginfo_t *info, void *context) {
    (void)context;
    calls += 1;
    last_signal = info != NULL ? info->si_signo : -signal;
    if (escape_ready) {
        escape_ready = 0;
        siglongjmp(escape, 1);
    }
}

int trellis_test_install_escaping_handler(int signal, struct sigaction *previous) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = escaping_handler;
    action.sa_flags = SA_SIGINFO;
    sigemptyset(&action.sa_mask);
    calls = 0;
    last_signal = 0;
    return sigaction(signal, &action, previous);
}

int trellis_test_raise_escaping(int signal) {
    if (sigsetjmp(escape, 1) != 0) {
        return 1;
    }
    escape_ready = 1;
    sigset_t set, previous_mask;
    sigemptyset(&set);
    sigaddset(&set, signal);
    (void)pthread_sigmask(SIG_UNBLOCK, &set, &previous_mask);
    (void)raise(signal);
    escape_ready = 0;
    (void)pthread_sigmask(SIG_SETMASK, &previous_mask, NULL);
    return 0;
}

int trellis_test_escaping_handler_calls(void) {
    return calls;
}

int trellis_test_escaping_handler_signal(void) {
    return last_signal;
}
