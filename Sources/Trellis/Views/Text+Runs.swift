extension Text {
    /// The runs of a text, in order: the first kept inline, the others in
    /// an array, which is empty (and allocates nothing) for the one run of
    /// most texts (a label, a row's `Text("row \(index)")`). A text's node
    /// holds the text, so it holds that run's string and style too.
    ///
    /// ```
    /// Text("row 12")                   → head "row 12", tail []          no allocation
    /// Text("a ") + Text("b").bold()    → head "a ", tail ["b"(bold)]     one array
    /// ```
    ///
    /// A text always has a run (an empty text's is an empty string), so
    /// there is always a head. Runs index, change and compare as an array
    /// of them would.
    struct Runs: RandomAccessCollection, MutableCollection, Equatable, Sendable {
        /// The first run.
        private(set) var head: Run
        /// The runs after the first.
        private(set) var tail: [Run] = []

        /// `run` alone.
        init(_ run: Run) {
            head = run
        }

        /// `runs`, which are not empty.
        init(_ runs: [Run]) {
            precondition(!runs.isEmpty, "A text has at least one run")
            head = runs[0]
            if runs.count > 1 {
                tail = Array(runs[1...])
            }
        }

        var startIndex: Int { 0 }

        var endIndex: Int { tail.count + 1 }

        subscript(index: Int) -> Run {
            get { index == 0 ? head : tail[index - 1] }
            set {
                if index == 0 {
                    head = newValue
                } else {
                    tail[index - 1] = newValue
                }
            }
        }
    }
}
