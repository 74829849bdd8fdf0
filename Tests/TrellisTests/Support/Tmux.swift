import Foundation

/// A tmux server of a test's own, with one window running a shell: the
/// end-to-end tests type into it and read its screen as a user would.
///
/// ```swift
/// let tmux = try Tmux(columns: 100, rows: 30)
/// defer { tmux.close() }
/// try tmux.run(".build/debug/trellis-demo")
/// try tmux.waitForScreen { $0.contains("Trellis") }
/// try tmux.press("Tab", "Enter")
/// ```
///
/// Each server has its own socket (`tmux -L`), so tests never touch a
/// user's sessions. Waiting polls the screen every 50 ms until a condition
/// holds or thirty seconds pass (then the test fails with the last screen;
/// the whole suite runs in parallel on two cores, so a debug build may take
/// seconds to start): tests wait for what the program shows, never for a
/// fixed time.
final class Tmux: @unchecked Sendable {
    /// Whether tmux is installed (`.ci/run` installs it when missing).
    static var isAvailable: Bool {
        (try? Self.execute(["-V"], socket: nil)) != nil
    }

    private let socket: String
    private static let session = "trellis"

    /// Starts a server with a window of `columns` × `rows` running a plain
    /// shell in the package's root, with the prompt `$ `.
    init(columns: Int, rows: Int) throws {
        socket = "trellis-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let root = Self.packageRoot.path
        try Self.execute(
            ["new-session", "-d", "-s", Self.session, "-x", "\(columns)", "-y", "\(rows)",
             "env", "PS1=$ ", "TERM=xterm-256color", "bash", "--norc", "--noprofile"],
            socket: socket)
        try run("cd '\(root)'")
        try waitForScreen { $0.hasSuffix("$") }
    }

    /// Stops the server and everything running in it.
    func close() {
        _ = try? Self.execute(["kill-server"], socket: socket)
    }

    /// Types `command` into the shell and presses Enter.
    func run(_ command: String) throws {
        try Self.execute(["send-keys", "-t", Self.session, "-l", command], socket: socket)
        try press("Enter")
    }

    /// Types `text` literally.
    func type(_ text: String) throws {
        try Self.execute(["send-keys", "-t", Self.session, "-l", text], socket: socket)
    }

    /// Presses keys by tmux's names (`Tab`, `BTab`, `Enter`, `C-c`, `Up`).
    func press(_ keys: String...) throws {
        try Self.execute(["send-keys", "-t", Self.session] + keys, socket: socket)
    }

    /// Sends `bytes` to the program as the terminal would send them (a
    /// report tmux itself sends only to attached clients, such as focus in
    /// `ESC [ I` and out `ESC [ O`).
    func send(bytes: [UInt8]) throws {
        try Self.execute(["send-keys", "-t", Self.session, "-H"] + bytes.map { String($0, radix: 16) }, socket: socket)
    }

    /// Resizes the window (the program in it gets `SIGWINCH`).
    func resizeWindow(columns: Int, rows: Int) throws {
        try Self.execute(["resize-window", "-t", Self.session, "-x", "\(columns)", "-y", "\(rows)"], socket: socket)
    }

    /// The visible screen, trailing spaces and empty trailing lines removed.
    func screen() throws -> String {
        let text = try Self.execute(["capture-pane", "-p", "-t", Self.session], socket: socket)
        return Self.trimmed(text)
    }

    /// The visible screen with its styles as SGR sequences (`capture-pane
    /// -e`), trailing spaces and empty trailing lines removed.
    func styledScreen() throws -> String {
        let text = try Self.execute(["capture-pane", "-p", "-e", "-t", Self.session], socket: socket)
        return Self.trimmed(text)
    }

    /// The scrollback and the screen together.
    func history() throws -> String {
        let text = try Self.execute(["capture-pane", "-p", "-S", "-", "-t", Self.session], socket: socket)
        return Self.trimmed(text)
    }

    /// A tmux format variable of the pane (`alternate_on`, `cursor_x`).
    func paneValue(_ name: String) throws -> String {
        try Self.execute(["display-message", "-p", "-t", Self.session, "#{\(name)}"], socket: socket)
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Waits until `condition` holds for the screen; throws with the last
    /// screen after thirty seconds.
    @discardableResult
    func waitForScreen(_ condition: (String) -> Bool) throws -> String {
        try poll("the screen", read: screen, until: condition)
    }

    /// Waits until a line starts with `prefix` and the shell's next prompt
    /// (`$`) stands on the last line, so what a command printed before it
    /// is all on screen.
    @discardableResult
    func waitForScreen(untilPromptAfterLineStartingWith prefix: String) throws -> String {
        try waitForScreen { screen in
            let lines = screen.split(separator: "\n")
            return lines.contains { $0.hasPrefix(prefix) } && lines.last == "$"
        }
    }

    /// Waits until the pane's format variable `name` reads `value` (the
    /// cursor hidden: `cursor_flag`, `0`); throws after thirty seconds.
    func waitForPane(_ name: String, toBe value: String) throws {
        _ = try poll(name, read: { try paneValue(name) }, until: { $0 == value })
    }

    /// Waits until the cursor stands at the first column of a line that
    /// starts with `prefix`. An inline region parks the cursor at its first
    /// cell after each frame, so once it is there the frame has reached the
    /// pane whole: a resize from then on cannot land between the frame's
    /// rows and its last cursor move, which a terminal would apply to the
    /// re-wrapped rows.
    func waitForCursor(atLineStartingWith prefix: String) throws {
        _ = try poll("the cursor", read: {
            "\(try paneValue("cursor_x")) \(try paneValue("cursor_y"))\n\(try screen())"
        }, until: { reading in
            let lines = reading.split(separator: "\n", omittingEmptySubsequences: false)
            let position = lines[0].split(separator: " ").compactMap { Int($0) }
            guard position.count == 2, position[0] == 0, position[1] + 1 < lines.count else { return false }
            return lines[position[1] + 1].hasPrefix(prefix)
        })
    }

    private func poll(_ what: String, read: () throws -> String, until condition: (String) -> Bool) throws -> String {
        var last = ""
        for _ in 0..<600 {
            last = try read()
            if condition(last) { return last }
            usleep(50_000)
        }
        throw Failure(message: "\(what) never matched; last:\n\(last)")
    }

    struct Failure: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    /// The package's root: where `swift test` runs.
    static var packageRoot: URL {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/", !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            url.deleteLastPathComponent()
        }
        return url
    }

    /// Where `swift build` put the products this test run uses (next to the test binary).
    static var productsDirectory: URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
    }

    private static func trimmed(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in String(line.reversed().drop { $0 == " " }.reversed()) }
        return lines.reversed().drop { $0.isEmpty }.reversed().joined(separator: "\n")
    }

    /// Runs `tmux` with `arguments` and returns what it printed.
    ///
    /// Spawned with `posix_spawn` and waited for with `waitpid`, its output
    /// into a file: the server that `new-session` starts keeps every
    /// descriptor it inherited, so neither a pipe's end nor Foundation's
    /// `Process`, which waits on such descriptors, would ever return.
    @discardableResult
    private static func execute(_ arguments: [String], socket: String?) throws -> String {
        let path = NSTemporaryDirectory() + "trellis-tmux-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { unlink(path) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ["tmux"] + (socket.map { ["-L", $0] } ?? []) + arguments
        var cArguments = argv.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        // Swift Testing's threads block asynchronous signals, and a spawned
        // process inherits the mask: the server and the programs in its
        // panes would never get SIGHUP, SIGTERM or SIGWINCH. Unblock them
        // all and give every signal its default action.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        var all = sigset_t()
        sigfillset(&all)
        sigdelset(&all, SIGKILL)
        sigdelset(&all, SIGSTOP)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, "tmux", &actions, &attributes, &cArguments, environ)
        guard spawned == 0 else {
            throw Failure(message: "could not run tmux: error \(spawned)")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        let data = FileManager.default.contents(atPath: path) ?? Data()
        guard status == 0 else {
            throw Failure(message: "tmux \(arguments.joined(separator: " ")) failed with status \(status)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
