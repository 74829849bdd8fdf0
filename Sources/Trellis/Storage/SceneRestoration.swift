import Foundation

/// The values a scene's `@SceneStorage` properties keep, restored from a
/// file when the scene is created and written back at the scene's save
/// points.
///
/// ```swift
/// let restoration = SceneRestoration(applicationName: "notes")  // reads the file
/// // mount the scene's views with .environment(\.sceneRestoration, restoration)
/// restoration.save()   // the host: when the scene goes to the background, and on quit
/// ```
///
/// The host owns one per scene, places it in the scene's environment
/// (``EnvironmentValues/sceneRestoration``) and calls ``save()`` when the
/// scene's phase becomes background and when the application quits
/// (including a quit by a signal the host handles). Nothing is saved
/// between save points, so restoration costs no disk writes while the user
/// works; a crash loses what changed since the last save point. The file is
/// a ``StorageFile`` (same format, atomic replacement, corrupt files moved
/// aside), at `$XDG_STATE_HOME/<app>/scene-storage.json`, or
/// `~/.local/state/<app>/scene-storage.json` when `XDG_STATE_HOME` is unset
/// or relative: the XDG place for "state that should persist between
/// restarts", which is what restoration is.
@MainActor
final class SceneRestoration {
    /// The scene's values; saved only by ``save()``.
    let file: StorageFile

    /// Restores the scene saved at `url` (none yet is fine), reporting
    /// problems to `diagnose`.
    init(url: URL, diagnose: @escaping @Sendable (String) -> Void = StorageFile.reportToStandardError) {
        file = StorageFile(url: url, savesAutomatically: false, diagnose: diagnose)
    }

    /// Restores the scene of application `applicationName` from its default place.
    convenience init(applicationName: String = ProcessInfo.processInfo.processName) {
        self.init(url: Self.defaultURL(applicationName: applicationName))
    }

    /// Writes the scene's values now, atomically, and returns when they are
    /// on disk. Cost: nothing when nothing changed since the last save;
    /// otherwise encoding the values and two `fsync`s, on the calling thread.
    func save() {
        file.flush()
    }

    /// `$XDG_STATE_HOME/<applicationName>/scene-storage.json`, or under
    /// `~/.local/state` when the variable is unset or relative.
    nonisolated static func defaultURL(
        applicationName: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL {
        StorageFile.baseDirectory("XDG_STATE_HOME", fallback: ".local/state", environment: environment)
            .appending(path: StorageFile.directoryName(for: applicationName), directoryHint: .isDirectory)
            .appending(path: "scene-storage.json", directoryHint: .notDirectory)
    }
}
