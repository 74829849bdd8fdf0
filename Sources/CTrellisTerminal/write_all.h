// A write loop shared by the restore path and the output capture replay.

#ifndef CTRELLIS_TERMINAL_WRITE_ALL_H
#define CTRELLIS_TERMINAL_WRITE_ALL_H

#include <stddef.h>

/// Writes count bytes to fd, continuing after partial writes and EINTR and
/// waiting (poll, up to about five seconds in all) while a non-blocking fd
/// answers EAGAIN. Gives up silently on any other error: in a crash handler
/// or an exit hook there is no one left to report it to. Async-signal-safe:
/// write and poll only; errno is clobbered (callers save it).
void trellis_write_all(int fd, const unsigned char *bytes, size_t count);

#endif
