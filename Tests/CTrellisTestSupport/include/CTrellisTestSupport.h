// CTrellisTestSupport: C functions the tests need that Swift's Glibc module
// does not show (glibc declares them only under _XOPEN_SOURCE or
// _GNU_SOURCE).

#ifndef CTRELLIS_TEST_SUPPORT_H
#define CTRELLIS_TEST_SUPPORT_H

#include <stddef.h>

/// Opens a new pseudo-terminal: posix_openpt, grantpt, unlockpt, ptsname,
/// then opens the slave. Both ends are close-on-exec and neither becomes the
/// caller's controlling terminal. Writes the master and slave descriptors
/// and the slave's path (NUL-terminated, at most capacity bytes). Returns 0,
/// or -1 with errno set and nothing left open.
int trellis_test_open_pseudo_terminal(int *master, int *slave, char *path, size_t capacity);

#endif
