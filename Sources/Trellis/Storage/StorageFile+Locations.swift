import Foundation

extension StorageFile {
    /// Where application `applicationName` keeps its app storage:
    /// `<configuration directory>/<applicationName>/app-storage.json`.
    ///
    /// ```
    /// XDG_CONFIG_HOME=/home/ada/.cfg   → /home/ada/.cfg/notes/app-storage.json
    /// XDG_CONFIG_HOME unset, HOME=/home/ada → /home/ada/.config/notes/app-storage.json
    /// ```
    nonisolated static func defaultURL(
        applicationName: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL {
        baseDirectory("XDG_CONFIG_HOME", fallback: ".config", environment: environment)
            .appending(path: directoryName(for: applicationName), directoryHint: .isDirectory)
            .appending(path: "app-storage.json", directoryHint: .notDirectory)
    }

    /// `$<variable>` when it is an absolute path (the XDG Base Directory rule:
    /// a relative one is ignored), otherwise `$HOME/<fallback>`.
    nonisolated static func baseDirectory(
        _ variable: String, fallback: String, environment: [String: String]
    ) -> URL {
        if let value = environment[variable], value.hasPrefix("/") {
            return URL(fileURLWithPath: value, isDirectory: true)
        }
        let home: URL
        if let value = environment["HOME"], value.hasPrefix("/") {
            home = URL(fileURLWithPath: value, isDirectory: true)
        } else {
            home = FileManager.default.homeDirectoryForCurrentUser
        }
        return home.appending(path: fallback, directoryHint: .isDirectory)
    }

    /// `applicationName` as one path component: slashes become `_`; an
    /// empty name, `.` or `..` becomes `trellis`.
    nonisolated static func directoryName(for applicationName: String) -> String {
        let name = applicationName.replacingOccurrences(of: "/", with: "_")
        return name.isEmpty || name == "." || name == ".." ? "trellis" : name
    }
}
