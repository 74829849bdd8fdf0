#if defined(__linux__)
#define _GNU_SOURCE
#endif

#include "CTrellisTestSupport.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

int trellis_test_open_pseudo_terminal(int *master_out, int *slave_out, char *path, size_t capacity) {
    int master = posix_openpt(O_RDWR | O_NOCTTY);
    if (master < 0) {
        return -1;
    }
    (void)fcntl(master, F_SETFD, FD_CLOEXEC);
    if (grantpt(master) != 0 || unlockpt(master) != 0) {
        goto failure;
    }
#if defined(__linux__)
    if (ptsname_r(master, path, capacity) != 0) {
        goto failure;
    }
#else
    const char *name = ptsname(master);
    if (name == NULL || strlen(name) >= capacity) {
        goto failure;
    }
    strcpy(path, name);
#endif
    int slave = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC);
    if (slave < 0) {
        goto failure;
    }
    *master_out = master;
    *slave_out = slave;
    return 0;

failure:;
    int saved_errno = errno;
    (void)close(master);
    errno = saved_errno;
    return -1;
}

int trellis_test_spawn_in_pseudo_terminal(const char *path, char *const arguments[], char *const environment[],
                                          unsigned short columns, unsigned short rows, int *master_out,
                                          pid_t *pid_out) {
    int master, slave;
    char name[128];
    if (trellis_test_open_pseudo_terminal(&master, &slave, name, sizeof name) != 0) {
        return -1;
    }
    struct winsize size = {.ws_row = rows, .ws_col = columns};
    if (ioctl(master, TIOCSWINSZ, &size) != 0) {
        goto failure;
    }
    pid_t pid = fork();
    if (pid < 0) {
        goto failure;
    }
    if (pid == 0) {
        // The child: only async-signal-safe calls until exec.
        if (setsid() < 0 || ioctl(slave, TIOCSCTTY, 0) != 0) {
            _exit(126);
        }
        if (dup2(slave, 0) < 0 || dup2(slave, 1) < 0 || dup2(slave, 2) < 0) {
            _exit(126);
        }
        execve(path, arguments, environment);
        _exit(127);
    }
    (void)close(slave);
    *master_out = master;
    *pid_out = pid;
    return 0;

failure:;
    int saved_errno = errno;
    (void)close(master);
    (void)close(slave);
    errno = saved_errno;
    return -1;
}
