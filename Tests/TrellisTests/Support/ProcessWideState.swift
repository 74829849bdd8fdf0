import Testing

/// The parent of every suite that changes state the whole process shares:
/// signal dispositions, the C target's static storage (the armed terminal,
/// the held output capture, the signal observer). `.serialized` reaches the
/// nested suites, so none of them runs beside another.
@Suite("Process-wide terminal state", .serialized)
enum ProcessWideState {}
