import Foundation

/// Saves a storage file's values to disk, off the main actor, coalescing
/// changes: however many values change in one turn of the main queue, the
/// file is written once.
///
/// The ``StorageFile`` hands over a snapshot of its values after every
/// change (``stage(_:)``, O(1): the dictionary is shared, not copied). The
/// first snapshot after a save schedules the next save:
///
/// ```
/// main turn 1:  width = 80  → stage, schedule     height = 24 → stage
/// main turn 2:  (the scheduled block) → save on the writer queue
/// writer queue: encode {width, height}, AtomicFile.write      one write
/// ```
///
/// A save writes the newest snapshot only; saves run one at a time, in order.
/// A writer that saves automatically is also saved when the process exits
/// normally (`exit`, or returning from `main`), through an `atexit` handler
/// that calls ``saveAll()``: that costs one synchronous write per file with
/// unsaved changes at exit. A process killed by a signal loses the changes
/// made since its last completed save (usually those of its last turn); the
/// file on disk stays whole (``AtomicFile``).
///
/// A failed save is reported once through `diagnose`, then not again until a
/// save succeeds; the values stay in memory and the next change tries again.
///
/// Sendable by assertion: every mutable field is guarded by one of the two
/// locks, as noted on each.
final class StorageWriter: @unchecked Sendable {
    /// The file written.
    let file: AtomicFile

    /// Whether changes are saved on the next turn and at exit, rather than
    /// only when ``save()`` is called.
    let savesAutomatically: Bool

    /// Receives the one-line report of a failed save, from any thread.
    let diagnose: @Sendable (String) -> Void

    /// Guards `pending` and `isSaveScheduled`, held briefly.
    private let stateLock = NSLock()
    private var pending: [String: StoredValue]?
    private var isSaveScheduled = false

    /// Held for a whole save, so saves never overlap and land in order;
    /// guards `isFailing` and `completedSaves`.
    private let writeLock = NSLock()
    private var isFailing = false
    private var completedSaves = 0

    /// The queue scheduled saves run on.
    static let queue = DispatchQueue(label: "Trellis.StorageWriter", qos: .utility)

    init(file: AtomicFile, savesAutomatically: Bool, diagnose: @escaping @Sendable (String) -> Void) {
        self.file = file
        self.savesAutomatically = savesAutomatically
        self.diagnose = diagnose
        if savesAutomatically {
            Self.registry.add(self)
        }
    }

    /// Records `values` as what the file must hold and, when saving
    /// automatically and no save is scheduled, schedules one after the
    /// current turn of the main queue.
    func stage(_ values: [String: StoredValue]) {
        let schedules = stateLock.withLock {
            pending = values
            guard savesAutomatically, !isSaveScheduled else { return false }
            isSaveScheduled = true
            return true
        }
        if schedules {
            DispatchQueue.main.async {
                Self.queue.async { self.save() }
            }
        }
    }

    /// Whether values were staged and not saved yet.
    var hasUnsavedChanges: Bool { stateLock.withLock { pending != nil } }

    /// How many saves reached the disk.
    var savesCompleted: Int { writeLock.withLock { completedSaves } }

    /// Writes the staged values now, if any, and returns when they are on
    /// disk or the write failed. Safe from any thread.
    func save() {
        writeLock.withLock {
            let values: [String: StoredValue]? = stateLock.withLock {
                defer {
                    pending = nil
                    isSaveScheduled = false
                }
                return pending
            }
            guard let values else { return }
            do {
                try file.write(try StorageContents(values: values).encoded())
                completedSaves += 1
                isFailing = false
            } catch {
                guard !isFailing else { return }
                isFailing = true
                diagnose(
                    "cannot save \(file.path): \(error). Changes stay in memory; "
                        + "further failures are not reported until a save succeeds.")
            }
        }
    }

    // MARK: Saving at exit

    /// Saves every automatically saving writer with unsaved changes, one
    /// after another. Runs at normal process exit; a host may call it
    /// before ending the process another way.
    static func saveAll() {
        for writer in registry.writers {
            writer.save()
        }
    }

    private static let registry = Registry()

    /// The automatically saving writers still alive, held weakly; creating it
    /// installs the `atexit` handler.
    private final class Registry: @unchecked Sendable {
        private struct Entry {
            weak var writer: StorageWriter?
        }

        private let lock = NSLock()
        private var entries: [Entry] = []

        init() {
            atexit { StorageWriter.saveAll() }
        }

        func add(_ writer: StorageWriter) {
            lock.withLock {
                entries.removeAll { $0.writer == nil }
                entries.append(Entry(writer: writer))
            }
        }

        var writers: [StorageWriter] {
            lock.withLock { entries.compactMap(\.writer) }
        }
    }
}
