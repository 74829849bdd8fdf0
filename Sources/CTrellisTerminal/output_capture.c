// The descriptors an output capture redirected, kept where the crash
// handlers and the exit hook can put them back: see CTrellisTerminal.h.
//
// Async-signal-safety of the release: a slot's fields are written before its
// atomic `held` flag is set, and a release claims a slot with
// atomic_exchange, so a handler racing the owner (or another crashing
// thread) releases each slot exactly once. dup2, lseek, read, write, poll and
// close are async-signal-safe; the copy buffer lives on the stack.

#include "CTrellisTerminal.h"
#include "write_all.h"

#include <errno.h>
#include <fcntl.h>
#include <stdatomic.h>
#include <stdio.h>
#include <unistd.h>

/// One redirected descriptor.
struct capture_slot {
    /// 1 while the slot holds a redirection; claimed with atomic_exchange.
    atomic_int held;
    /// The descriptor the program writes to (1 or 2), now the capture file.
    int target;
    /// A duplicate of what target was before.
    int original;
    /// The unlinked file receiving target's bytes, or -1.
    int capture;
    /// The read end of a pipe target writes to (a live capture), or -1.
    int source;
    /// How many bytes of capture have been shown already; the replay
    /// starts after them.
    atomic_long shown;
};

static struct capture_slot slots[TRELLIS_OUTPUT_CAPTURE_CAPACITY];

int trellis_output_capture_hold(int target, int original, int capture, int source) {
    struct capture_slot *free_slot = NULL;
    for (size_t index = 0; index < TRELLIS_OUTPUT_CAPTURE_CAPACITY; index++) {
        if (atomic_load(&slots[index].held)) {
            if (slots[index].target == target) {
                free_slot = NULL;
                break;
            }
        } else if (free_slot == NULL) {
            free_slot = &slots[index];
        }
    }
    if (free_slot == NULL) {
        return TRELLIS_TERMINAL_BUSY;
    }
    free_slot->target = target;
    free_slot->original = original;
    free_slot->capture = capture;
    free_slot->source = source;
    atomic_store(&free_slot->shown, 0);
    atomic_store(&free_slot->held, 1);
    return TRELLIS_TERMINAL_OK;
}

/// Copies what from holds now (until the end of a file, or until a pipe
/// is empty) to target.
static void copy_all(int from, int target) {
    unsigned char buffer[4096];
    for (;;) {
        ssize_t count = read(from, buffer, sizeof buffer);
        if (count > 0) {
            trellis_write_all(target, buffer, (size_t)count);
        } else if (count < 0 && errno == EINTR) {
            continue;
        } else {
            return;
        }
    }
}

/// Copies what the slot's capture file received after its shown bytes,
/// then what its pipe still holds, to its target.
static void replay(struct capture_slot *slot) {
    if (slot->capture >= 0) {
        off_t shown = (off_t)atomic_load(&slot->shown);
        if (lseek(slot->capture, shown, SEEK_SET) == shown) {
            copy_all(slot->capture, slot->target);
        }
    }
    if (slot->source >= 0) {
        int flags = fcntl(slot->source, F_GETFL);
        if (flags >= 0 && fcntl(slot->source, F_SETFL, flags | O_NONBLOCK) == 0) {
            copy_all(slot->source, slot->target);
        }
    }
}

/// Releases slot if this call is the one that claims it: target back on
/// its original, the capture replayed, both extra descriptors closed.
static int release_slot(struct capture_slot *slot) {
    if (atomic_exchange(&slot->held, 0) == 0) {
        return 0;
    }
    // Point target back at the original first: what the replay writes (and
    // anything written from now on) goes where it always went.
    while (dup2(slot->original, slot->target) < 0 && errno == EINTR) {
    }
    replay(slot);
    (void)close(slot->original);
    if (slot->capture >= 0) {
        (void)close(slot->capture);
    }
    if (slot->source >= 0) {
        (void)close(slot->source);
    }
    return 1;
}

int trellis_output_capture_release(void) {
    int saved_errno = errno;
    int released = 0;
    for (size_t index = 0; index < TRELLIS_OUTPUT_CAPTURE_CAPACITY; index++) {
        released += release_slot(&slots[index]);
    }
    errno = saved_errno;
    return released;
}

int trellis_output_capture_release_target(int target) {
    int saved_errno = errno;
    int released = 0;
    for (size_t index = 0; index < TRELLIS_OUTPUT_CAPTURE_CAPACITY; index++) {
        if (atomic_load(&slots[index].held) && slots[index].target == target) {
            released += release_slot(&slots[index]);
        }
    }
    errno = saved_errno;
    return released;
}

int trellis_output_capture_mark_shown(int target, long shown) {
    for (size_t index = 0; index < TRELLIS_OUTPUT_CAPTURE_CAPACITY; index++) {
        if (atomic_load(&slots[index].held) && slots[index].target == target) {
            atomic_store(&slots[index].shown, shown);
            return 1;
        }
    }
    return 0;
}

void trellis_output_set_line_buffered(int line_buffered) {
    fflush(stdout);
    setvbuf(stdout, NULL, line_buffered ? _IOLBF : _IOFBF, 0);
}
