// CTrellisTerminal: the part of Trellis's terminal layer that must run inside
// signal handlers, where Swift code may not (it may allocate, take locks or
// initialise globals lazily).
//
// Three groups of functions, each backed by fixed static storage filled in
// before any handler can run:
//
// - trellis_terminal_*: the restore path. Arming copies the saved termios and
//   the restore bytes (leave the alternate screen, show the cursor, ...) and
//   installs handlers for the crash signals and SIGQUIT. The handlers, the
//   exit hook and the host's own exit path all call trellis_terminal_restore(),
//   which writes the bytes and resets the termios once per arming.
// - trellis_output_capture_*: the descriptors an output capture redirected
//   (standard output and error pointed at unlinked files, or at a pipe a live
//   capture reads); releasing puts them back and replays what they received
//   and nobody was shown. The crash handlers and the
//   exit hook release them too, so a crash report is never lost in a file.
// - trellis_signals_*: the self-pipe that turns SIGWINCH, SIGTSTP, SIGCONT,
//   SIGINT, SIGTERM and SIGHUP into bytes a Dispatch read source on the main
//   queue can read, and the stop routine behind suspending the process.
//
// Every function that a handler calls is async-signal-safe: it uses only
// functions POSIX lists as such (write, read, lseek, dup2, close, poll,
// tcsetattr, tcflush, sigaction, pthread_sigmask, raise) and lock-free
// atomics, never allocates and never initialises anything lazily.

#ifndef CTRELLIS_TERMINAL_H
#define CTRELLIS_TERMINAL_H

#include <stddef.h>
#include <termios.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The most restore bytes trellis_terminal_arm() keeps.
#define TRELLIS_TERMINAL_RESTORE_CAPACITY 512

/// How many descriptors an output capture may hold at once (standard output
/// and standard error).
#define TRELLIS_OUTPUT_CAPTURE_CAPACITY 2

/// How many signals trellis_signals_observe() may watch at once.
#define TRELLIS_SIGNALS_CAPACITY 8

// The results of the functions below that can fail (macros, so Swift sees
// them as Int32 like the functions' results).

/// Done.
#define TRELLIS_TERMINAL_OK 0
/// More bytes (or signals) than the fixed storage holds; nothing changed.
#define TRELLIS_TERMINAL_TOO_LARGE 1
/// The storage is in use (a capture slot, an observer); nothing changed.
#define TRELLIS_TERMINAL_BUSY 2
/// A system call failed; errno says why. What was done is undone.
#define TRELLIS_TERMINAL_SYSTEM_ERROR 3

/// Prepares the restore path for the terminal behind fd: copies *saved (the
/// termios to put back) and count restore bytes into static storage, then
/// installs handlers for SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE and
/// SIGQUIT (a signal ignored at arming time is left ignored). Each handler
/// restores the terminal, calls the handler that was there before (Swift's
/// backtracer, say) and, if that returns, ends the process with the
/// signal's default action: a crash signal never leaves the program running.
///
/// Arming again while armed replaces the terminal, termios and bytes and
/// keeps the handlers. Returns TRELLIS_TERMINAL_TOO_LARGE (and changes
/// nothing) when count exceeds TRELLIS_TERMINAL_RESTORE_CAPACITY (or saved
/// is NULL), and
/// TRELLIS_TERMINAL_SYSTEM_ERROR when a handler cannot be installed (those
/// already installed are removed again). The calling thread is given an
/// alternate signal stack if it has none and none was given before, so a
/// stack overflow on that thread still restores the terminal. Not
/// async-signal-safe; call it from one thread at a time.
int trellis_terminal_arm(int fd, const struct termios *saved,
                         const unsigned char *restore_bytes, size_t count);

/// Removes the handlers trellis_terminal_arm() installed (a handler someone
/// else installed since is left in place) and forgets the terminal: later
/// calls to trellis_terminal_restore() do nothing. Idempotent.
void trellis_terminal_disarm(void);

/// Writes the restore bytes to the armed terminal, then sets its termios
/// back (TCSANOW) and discards unread input (leftover mouse or focus
/// reports would otherwise reach the shell). Does this at most once per
/// arming, even when called from several threads or a handler at once.
/// Returns 1 when it restored, 0 when there was nothing to do (not armed,
/// or already restored). Async-signal-safe; preserves errno.
int trellis_terminal_restore(void);

/// Whether the crash handler of trellis_terminal_arm() is installed for
/// signal right now (1) or not (0).
int trellis_terminal_is_handling(int signal);

/// Registers, once per process, an atexit hook that flushes stdio, restores
/// the terminal and releases the output capture, so exit() anywhere in the
/// program leaves the terminal usable. Returns 0, or -1 when atexit fails.
int trellis_terminal_register_exit_hook(void);

/// Records that target now writes to the unlinked file capture (or, for a
/// live capture, to a pipe whose read end is source, copied into capture as
/// it is read) and that original is a duplicate of what target wrote to
/// before. capture and source may be -1 (nothing to replay). The slot owns
/// original, capture and source from now on. Returns TRELLIS_TERMINAL_BUSY
/// when every slot is taken or target is already held. Not
/// async-signal-safe; call it from one thread at a time.
int trellis_output_capture_hold(int target, int original, int capture, int source);

/// Records that the first shown bytes of target's capture file have been
/// shown (a live capture printed them): a release replays only what
/// follows. Returns 1 when target is held, 0 otherwise. Async-signal-safe.
int trellis_output_capture_mark_shown(int target, long shown);

/// Puts every held target back (dup2 of its original), replays the bytes its
/// capture file received after those shown, then what its pipe still holds,
/// to it, and closes the original, the capture and the pipe.
/// Each slot is released once, even from several threads or a handler at
/// once. Returns how many were released. Async-signal-safe (stdio buffers
/// are not flushed: call fflush(NULL) first when not in a handler);
/// preserves errno.
int trellis_output_capture_release(void);

/// Releases, as trellis_output_capture_release() does, only the slot that
/// holds target. Returns 1 when it released one, 0 otherwise.
/// Async-signal-safe; preserves errno.
int trellis_output_capture_release_target(int target);

/// Sets the buffering of stdio's standard output stream: line buffering
/// (line_buffered nonzero) while it goes into a capture file, so a crash
/// loses no finished line; full buffering otherwise. Flushes it first.
/// Not for signal handlers (stdio is not async-signal-safe).
void trellis_output_set_line_buffered(int line_buffered);

/// Installs a handler for each of the count signals that writes the signal's
/// number, as one byte, to pipe_fd (the write end of a non-blocking pipe),
/// saving the previous dispositions. Returns TRELLIS_TERMINAL_BUSY while
/// another observation is active, TRELLIS_TERMINAL_TOO_LARGE for more than
/// TRELLIS_SIGNALS_CAPACITY signals, TRELLIS_TERMINAL_SYSTEM_ERROR (after
/// undoing) when sigaction fails.
int trellis_signals_observe(const int *signals, size_t count, int pipe_fd);

/// Puts back the dispositions trellis_signals_observe() saved and ends the
/// observation. The pipe is the caller's to close. Idempotent.
void trellis_signals_stop_observing(void);

/// Stops the process as a terminal's Ctrl-Z would and returns once it is
/// continued: sets SIGTSTP to its default action, unblocks it in the calling
/// thread, raises it (the process stops inside raise), then puts the
/// disposition and the mask back. In an orphaned process group the kernel
/// discards SIGTSTP and this returns at once.
void trellis_signals_suspend(void);

/// Ends the process as `signal`'s default action would, so that the shell
/// sees it killed by the signal (status 128 + signal, and a script that ran
/// it stops too): sets the signal to its default action, unblocks it in the
/// calling thread and raises it. If the process survives (the signal is one
/// whose default is not to terminate), it exits with 128 + signal, without
/// running exit handlers.
_Noreturn void trellis_signals_end_process(int signal);

#ifdef __cplusplus
}
#endif

#endif
