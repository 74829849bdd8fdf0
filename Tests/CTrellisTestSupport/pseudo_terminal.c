#if defined(__linux__)
#define _GNU_SOURCE
#endif

#include "CTrellisTestSupport.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
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
