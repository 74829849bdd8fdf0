/// What ``Terminal``'s run functions drive: a host that mounts a view tree,
/// runs it until it finishes, and reports how it ended. ``TerminalHost``
/// draws on a terminal; ``HeadlessHost`` runs the same views where there is
/// none.
@MainActor
protocol RunHost: AnyObject, Sendable {
    /// Mounts `content` and runs it; `completion` is called once, when the
    /// run ends, with the value passed to `finish` (`nil` after a dismiss)
    /// or the error that ended it.
    func start<Content: View>(_ content: Content, completion: @escaping (Result<Any?, Error>) -> Void)

    /// Ends the run with `value` (the first call wins).
    func finish(with value: Any?)

    /// Prints `text` (one or more lines) above the live region, or where
    /// the host prints lines (``StandardOutput``).
    func printAbove(_ text: String)

    /// Handles `press` as a key from the terminal, and draws what it changed.
    func press(_ press: KeyPress)
}
