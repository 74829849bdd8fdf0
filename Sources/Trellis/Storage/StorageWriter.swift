import Foundation

/// Saves a storage file's values to disk, off the main actor, coalescing
/// changes: however many values change in one turn of the main queue, the
/// file is written once.
///
/// The ``StorageFile`` records its values after every change
/// (``recordLatest(_:)``, O(1): the dictionary is shared, not copied) and
/// stages the last of them at the end of the turn (``stageLatest()``). The first snapshot after a save schedules the next
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

    /// Guards `pending`, `latest` and `isSaveScheduled`, held briefly.
    private let stateLock = NSLock()
    private var pending: [String: StoredValue]?
    /// The owner's values after its last change, when they are newer than
    /// what was staged: what the exit handler saves if the process ends
    /// before the turn does.
    private var latest: [String: StoredValue]?
    private var isSaveScheduled = false

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

    /// Records the owner's values after a change (O(1): the dictionary is
    /// shared). They are not what the file must hold until
    /// ``stageLatest()``: at the end of the owner's turn, at a flush, or at
    /// exit, where a save of half a turn is better than losing the turn.
    func recordLatest(_ values: [String: StoredValue]) {
        stateLock.withLock { latest = values }
    }

    /// Makes the values recorded last what the file must hold and, when
    /// `schedulesSave` and saving automatically and no save is scheduled,
    /// schedules one on the writer queue (a caller that saves at once
    /// passes `false`). Does nothing when nothing was recorded since.
    func stageLatest(schedulesSave: Bool = true) {
        let schedules = stateLock.withLock {
            guard let latest else { return false }
            pending = latest
            self.latest = nil
            guard schedulesSave, savesAutomatically, !isSaveScheduled else { return false }
            isSaveScheduled = true
            return true
        }
        if schedules {
            Self.queue.async { self.save() }
        }
    }

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
    /// before ending the process another way. Each writer first stages its
    /// owner's latest values: the process is ending, and a turn it ends in
    /// the middle of will not go on, whichever thread called `exit`.
    static func saveAll() {
        for writer in registry.writers {
            writer.stageLatest(schedulesSave: false)
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
