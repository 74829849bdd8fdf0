import Testing
@testable import Trellis

/// An ordered record of lifecycle events, written by the views under test.
///
/// Notation as in the contract in `Lifecycle.md`: `X+` appear, `X-` disappear, `X.t▶` task
/// started, `X.t✕` task cancelled, `chg(o,n)` change.
@MainActor
final class EventLog {
    private(set) var events: [String] = []

    func callAsFunction(_ event: String) {
        events.append(event)
    }

    /// Returns the events recorded since the last call and forgets them.
    func take() -> [String] {
        defer { events = [] }
        return events
    }
}

/// A handle a test keeps on a piece of view state: the view registers its
/// binding during `body`, the test reads and writes through it.
@MainActor
final class StateHandle<Value> {
    private var binding: Binding<Value>?

    /// Called from a body: `let _ = handle.bind($count)`.
    func bind(_ binding: Binding<Value>) {
        self.binding = binding
    }

    var value: Value {
        get { binding!.wrappedValue }
        set { binding!.wrappedValue = newValue }
    }
}

/// A switchboard the tests flip to drive structural changes: an `@Observable`
/// model read by the views under test.
@MainActor
@Observable
final class Switches {
    var flag = true
    var number = 0
    var text = "a"
}

extension TestHost {
    /// The screen as an array of lines.
    var lines: [String] { screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
}
