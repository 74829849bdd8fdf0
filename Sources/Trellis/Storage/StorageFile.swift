import Foundation

/// A file of small values that `@AppStorage` properties read and write:
/// Trellis's counterpart of `UserDefaults`.
///
/// ```swift
/// struct Settings: View {
///     @AppStorage("showsHidden") private var showsHidden = false
///     var body: some View { Text(showsHidden ? "all files" : "visible files") }
/// }
///
/// // Every view uses StorageFile.standard unless told otherwise:
/// Settings().defaultAppStorage(StorageFile(applicationName: "notes"))
/// ```
///
/// **Where.** ``standard`` is `$XDG_CONFIG_HOME/<app>/app-storage.json`, or
/// `~/.config/<app>/app-storage.json` when `XDG_CONFIG_HOME` is unset or not
/// an absolute path, where `<app>` is the process name
/// (`ProcessInfo.processInfo.processName`). ``init(applicationName:)`` names
/// the directory explicitly; ``init(url:)`` takes any path; ``init()`` keeps
/// values in memory only. Missing directories are created (mode 0700) at
/// the first save.
///
/// **Format.** JSON with a type tag on every value, so `Bool`, `Int`,
/// `Double`, `String`, `URL` and `Data` read back exactly as written
/// (`{"format": 1, "values": {"width": {"int": 80}}}`).
///
/// **Reading** happens once, when the object is created. A file that cannot
/// be read or decoded (or is not a regular file, or is larger than
/// ``maximumFileSize``) is renamed to `app-storage.json.corrupt-<UTC time>`,
/// a one-line warning goes to standard error, and every property reads its
/// default. **Writing** a value updates memory at once, re-evaluates exactly
/// the views that read that key (writing the value already stored
/// re-evaluates nothing), and saves the whole file after the current turn of
/// the main queue, off the main thread: changes made in one turn cost one
/// write, and a save holds whole turns only (the snapshot it writes is taken
/// between two turns, never while a handler is still setting keys). Each save replaces the file atomically (a temporary file,
/// `fsync`, `rename`, `fsync` of the directory), so a crash leaves the old
/// file or the new one, never a torn one. Unsaved changes are also saved
/// when the process exits normally (an `atexit` handler: one synchronous
/// write per file with changes). A file that cannot be written is reported
/// once on standard error, not per write; the values stay in memory.
///
/// Create one object per file and keep it (a `static let`): two objects on
/// one file do not see each other's changes, and the last save wins. Other
/// processes' changes to the file are not picked up.
@MainActor
public final class StorageFile {
    /// The file's location, or `nil` for values kept in memory only.
    public nonisolated let url: URL?

    private var values: [String: StoredValue]

    /// The nodes whose latest evaluation read each key.
    private var readers: [String: Dependents] = [:]

    /// Saves `values`; `nil` when kept in memory.
    let writer: StorageWriter?

    /// The largest storage file read or written: 8 MiB.
    ///
    /// ```swift
    /// StorageFile.maximumFileSize   // 8_388_608
    /// ```
    ///
    /// A larger file (or anything that is not a regular file: a FIFO, a
    /// device, a directory) is not read: it is moved aside with a warning and
    /// the defaults are used, so start-up never blocks and never reads more
    /// than this. Values whose file would be larger are kept in memory and
    /// not saved, with a warning. Storage is for settings, not documents.
    public nonisolated static let maximumFileSize = 8 * 1_024 * 1_024

    /// Whether a block that stages the changes at the end of this turn is
    /// queued.
    private var isStageScheduled = false

    /// The store `@AppStorage` uses when neither the property nor an
    /// ancestor's `.defaultAppStorage(_:)` names one:
    /// `$XDG_CONFIG_HOME/<process name>/app-storage.json`.
    ///
    /// ```swift
    /// @AppStorage("width", store: .standard) var width = 80   // as if `store:` were left out
    /// ```
    ///
    /// Created, and its file read, on first use.
    public nonisolated static let standard = StorageFile(
        applicationName: ProcessInfo.processInfo.processName)

    /// Creates the store of application `applicationName`:
    /// `$XDG_CONFIG_HOME/<applicationName>/app-storage.json` (or under
    /// `~/.config`), and reads it.
    ///
    /// ```swift
    /// let settings = StorageFile(applicationName: "notes")   // ~/.config/notes/app-storage.json
    /// ```
    public nonisolated convenience init(applicationName: String) {
        self.init(url: Self.defaultURL(applicationName: applicationName))
    }

    /// Creates a store saved at `url`, and reads it.
    ///
    /// ```swift
    /// let store = StorageFile(url: URL(fileURLWithPath: "/tmp/demo/settings.json"))
    /// ```
    ///
    /// Cost: reading and decoding the file, here and now.
    public nonisolated convenience init(url: URL) {
        self.init(url: url, savesAutomatically: true, diagnose: StorageFile.reportToStandardError)
    }

    /// Creates a store that keeps its values in memory only, for previews
    /// and tests.
    ///
    /// ```swift
    /// ContentView().defaultAppStorage(StorageFile())
    /// ```
    public nonisolated init() {
        url = nil
        values = [:]
        writer = nil
    }

    /// Creates a store saved at `url`, automatically or only on ``flush()``,
    /// reporting problems to `diagnose`, and reads it.
    nonisolated init(url: URL, savesAutomatically: Bool, diagnose: @escaping @Sendable (String) -> Void) {
        let file = AtomicFile(url: url)
        file.removeAbandonedTemporaryFiles()
        self.url = url
        values = Self.load(file, diagnose: diagnose)
        writer = StorageWriter(
            file: file, savesAutomatically: savesAutomatically, sizeLimit: Self.maximumFileSize, diagnose: diagnose)
    }

    /// Writes one line to standard error, prefixed `Trellis:`.
    nonisolated static let reportToStandardError: @Sendable (String) -> Void = { message in
        Diagnostics.write(message)
    }

    /// Saves the changes not saved yet, now, and returns when they are on
    /// disk (or the save failed and was reported).
    ///
    /// ```swift
    /// settings.flush()   // before handing the file to another program
    /// ```
    ///
    /// You rarely need it: changes are saved after the turn that made them
    /// and at normal exit. Cost: nothing when everything is saved; otherwise
    /// encoding the whole file and an atomic write (two `fsync`s), on the
    /// calling thread.
    public func flush() {
        writer?.stageLatest(schedulesSave: false)
        writer?.save()
    }

    /// Saves the unsaved changes of every store that saves automatically,
    /// and returns when they are on disk: the exit handler does this at
    /// normal exit; a host that ends the process another way (`_exit`,
    /// `exec`) calls it first. Scene storage is not included: it is saved
    /// by its own save points.
    nonisolated static func flushAll() {
        StorageWriter.saveAll()
    }

    // MARK: Values

    /// The value stored under `key`; reading it during an evaluation makes
    /// the evaluating view depend on that key.
    func value(forKey key: String) -> StoredValue? {
        if Evaluation.current != nil {
            readers[key, default: Dependents()].recordRead()
        }
        return values[key]
    }

    /// The value stored under `key`, without recording a dependency.
    func untrackedValue(forKey key: String) -> StoredValue? {
        values[key]
    }

    /// The keys that start with `prefix`, in no particular order. Cost:
    /// O(keys), for save points rather than frames.
    func keys(withPrefix prefix: String) -> [String] {
        values.keys.filter { $0.hasPrefix(prefix) }
    }

    /// Stores `value` under `key` (`nil` removes the key). A different value
    /// invalidates the views that read the key and stages a save; the same
    /// value does nothing.
    func setValue(_ value: StoredValue?, forKey key: String) {
        guard values[key] != value else { return }
        values[key] = value
        if var dependents = readers.removeValue(forKey: key) {
            dependents.invalidate()
        }
        guard let writer else { return }
        writer.recordLatest(values)
        guard writer.savesAutomatically, !isStageScheduled else { return }
        // The values are staged at the end of the turn (a block queued on
        // the main queue behind it) and from flush(): never in the middle of
        // a handler still writing several keys, so a save never splits a
        // turn. Only the exit handler stages an unfinished turn's values,
        // since that turn will not finish.
        isStageScheduled = true
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                self.isStageScheduled = false
                writer.stageLatest()
            }
        }
    }

    // MARK: Loading

    /// The values in `file`; empty when there is no file, and when it is
    /// unreadable or corrupt, after moving it aside and reporting it.
    private nonisolated static func load(
        _ file: AtomicFile, diagnose: @Sendable (String) -> Void
    ) -> [String: StoredValue] {
        let problem: String
        do {
            guard let data = try file.read(limit: maximumFileSize) else { return [:] }
            do {
                return try StorageContents.decode(data).values
            } catch {
                problem = "is corrupt (\(error))"
            }
        } catch {
            problem = "is unreadable (\(error))"
        }
        do {
            let aside = try file.moveAside()
            diagnose("storage file \(file.path) \(problem); moved it to \(aside.lastPathComponent) and using defaults.")
        } catch {
            diagnose(
                "storage file \(file.path) \(problem) and \(error); using defaults, the next save replaces it.")
        }
        return [:]
    }
}
