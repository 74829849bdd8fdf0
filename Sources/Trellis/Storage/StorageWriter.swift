import Foundation

/// Saves a storage file's values to disk, off the main actor, coalescing
/// changes: however many values change in one turn of the main queue, the
/// file is written once.
///
/// The ``StorageFile`` hands over a snapshot of its values at the end of
/// each turn that changed them (``stage(_:)``, O(1): the dictionary is
/// shared, not copied). The first snapshot after a save schedules the next
/// save:
///
/// ```
/// main turn 1:  width = 80 → queue "stage"        height = 24
/// main turn 2:  (the queued block) stage {width, height} → schedule a save
/// writer queue: encode {width, height}, AtomicFile.write      one write
/// ```
///
/// Snapshots are taken only between turns: a save that runs while turn 3
/// is half-way through setting four keys writes turn 2's values, never a mix
/// of the two.
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

    /// The most bytes a save may write; larger contents are not saved.
    let sizeLimit: Int

    /// Receives the one-line report of a failed save, from any thread.
    let diagnose: @Sendable (String) -> Void

    /// Guards `pending`, `isSaveScheduled` and `ownerStage`, held briefly.
    private let stateLock = NSLock()
    private var pending: [String: StoredValue]?
    private var isSaveScheduled = false
    private var ownerStage: (@MainActor () -> Void)?

    /// Held for a whole save, so saves never overlap and land in order;
    /// guards `isFailing` and `completedSaves`.
    private let writeLock = NSLock()
    private var isFailing = false
    private var completedSaves = 0

    /// The queue scheduled saves run on.
    static let queue = DispatchQueue(label: "Trellis.StorageWriter", qos: .utility)

    init(
        file: AtomicFile, savesAutomatically: Bool, sizeLimit: Int, diagnose: @escaping @Sendable (String) -> Void
    ) {
        self.file = file
        self.savesAutomatically = savesAutomatically
        self.sizeLimit = sizeLimit
        self.diagnose = diagnose
        if savesAutomatically {
            Self.registry.add(self)
        }
    }

    /// Records `values` as what the file must hold and, when saving
    /// automatically and no save is scheduled, schedules one on the writer
    /// queue.
    func stage(_ values: [String: StoredValue]) {
        let schedules = stateLock.withLock {
            pending = values
            guard savesAutomatically, !isSaveScheduled else { return false }
            isSaveScheduled = true
            return true
        }
        if schedules {
            Self.queue.async { self.save() }
        }
    }

    /// Hands the owner's unstaged changes over (``StorageFile/stageChanges()``);
    /// ``saveAll()`` calls it when the process exits on the main queue, where
    /// the owner's values can be read. Set once, by the owner.
    var stageAtExit: (@MainActor () -> Void)? {
        get { stateLock.withLock { ownerStage } }
        set { stateLock.withLock { ownerStage = newValue } }
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
                let data = try StorageContents(values: values).encoded()
                guard data.count <= sizeLimit else {
                    throw AtomicFile.Failure(
                        operation: "write", path: file.path,
                        reason: "the values take \(data.count) bytes, more than the limit of \(sizeLimit)")
                }
                try file.write(data)
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
    /// before ending the process another way. On the main queue it first
    /// stages each owner's latest values (the process is ending in the
    /// middle of a turn, and that turn will not go on); on another thread
    /// only the snapshots of finished turns are saved.
    static func saveAll() {
        let writers = registry.writers
        if DispatchQueue.getSpecific(key: mainQueueMark) == true {
            MainActor.assumeIsolated {
                for writer in writers {
                    writer.stageAtExit?()
                }
            }
        }
        for writer in writers {
            writer.save()
        }
    }

    private static let registry = Registry()

    /// Marks the main queue, so ``saveAll()`` can tell it runs there (the
    /// main actor's queue, which a test harness may drain from a thread
    /// other than the main thread).
    private static let mainQueueMark = DispatchSpecificKey<Bool>()

    /// The automatically saving writers still alive, held weakly; creating it
    /// marks the main queue and installs the `atexit` handler.
    private final class Registry: @unchecked Sendable {
        private struct Entry {
            weak var writer: StorageWriter?
        }

        private let lock = NSLock()
        private var entries: [Entry] = []

        init() {
            DispatchQueue.main.setSpecific(key: StorageWriter.mainQueueMark, value: true)
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
