#include "write_all.h"

#include <errno.h>
#include <poll.h>
#include <unistd.h>

void trellis_write_all(int fd, const unsigned char *bytes, size_t count) {
    int waits = 0;
    while (count > 0) {
        ssize_t written = write(fd, bytes, count);
        if (written > 0) {
            bytes += written;
            count -= (size_t)written;
        } else if (written < 0 && errno == EINTR) {
            continue;
        } else if (written < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) && waits < 50) {
            // A terminal that stopped reading (XOFF, a stuck emulator) must
            // not hang a crashing process forever: wait at most 50 × 100 ms.
            struct pollfd writable = { .fd = fd, .events = POLLOUT, .revents = 0 };
            (void)poll(&writable, 1, 100);
            waits += 1;
        } else {
            return;
        }
    }
}
