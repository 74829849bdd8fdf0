// CTrellisTestSupport: C functions the tests and the benchmarks need that
// Swift's Glibc module does not show (glibc declares them only under
// _XOPEN_SOURCE or _GNU_SOURCE, or in <malloc.h>), or that must run between
// fork and exec.

#ifndef CTRELLIS_TEST_SUPPORT_H
#define CTRELLIS_TEST_SUPPORT_H

#include <signal.h>
#include <stddef.h>
#include <sys/types.h>

/// Opens a new pseudo-terminal: posix_openpt, grantpt, unlockpt, ptsname,
/// then opens the slave. Both ends are close-on-exec and neither becomes the
/// caller's controlling terminal. Writes the master and slave descriptors
/// and the slave's path (NUL-terminated, at most capacity bytes). Returns 0,
/// or -1 with errno set and nothing left open.
int trellis_test_open_pseudo_terminal(int *master, int *slave, char *path, size_t capacity);

/// Runs the program at `path` with `arguments` and `environment` (both
/// NULL-terminated) in a new session whose controlling terminal is a new
/// pseudo-terminal of `columns` × `rows`, as a terminal emulator starts a
/// shell. Writes the master's descriptor (close-on-exec; read it to see what
/// the program draws) and the child's pid. Returns 0, or -1 with errno set
/// and nothing left open.
int trellis_test_spawn_in_pseudo_terminal(const char *path, char *const arguments[], char *const environment[],
                                          unsigned short columns, unsigned short rows, int *master, pid_t *pid);

/// Installs, for signal, an SA_SIGINFO handler that counts its calls,
/// records the si_signo it was given and, during
/// trellis_test_raise_escaping(), jumps back out of it with siglongjmp
/// instead of returning. Resets the count. Writes the replaced disposition to
/// *previous. Returns sigaction's result.
int trellis_test_install_escaping_handler(int signal, struct sigaction *previous);

/// Raises signal in the calling thread with it unblocked there. Returns 1
/// when the escaping handler was reached (directly or through handlers that
/// chain to it) and jumped back here, 0 when raise returned normally. The
/// calling thread's signal mask is as before either way.
int trellis_test_raise_escaping(int signal);

/// How many times the escaping handler ran since it was installed.
int trellis_test_escaping_handler_calls(void);

/// The si_signo the escaping handler was last given (minus the signal
/// number when it was given no information), 0 before any call.
int trellis_test_escaping_handler_signal(void);

/// The bytes the process's allocator has handed out and not yet taken back:
/// mallinfo2's uordblks plus hblkhd (chunks in use, and chunks mapped on
/// their own) with glibc, the default zone's size_in_use on Apple systems.
/// Exact, unlike the resident set, which counts pages touched.
size_t trellis_test_allocated_bytes(void);

#endif
