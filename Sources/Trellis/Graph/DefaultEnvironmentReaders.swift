/// The views whose latest evaluation read one environment key's default
/// value (no ancestor set the key), so that a modifier that starts setting
/// the key can invalidate them. Texts reading the default text style are
/// listed apart (``DefaultTextStyleReaders``).
///
/// A ``Dependents`` list in a box: the graph keeps the box of the key read
/// last at hand, and the rows of a long stack whose bodies read the same
/// default one after the other record their reads without a dictionary
/// look-up.
///
/// ```
/// ForEach(0..<1000) { Row(index: $0) }, Row reading @Environment(\.isEnabled), no value set
/// row 0 reads the default    the graph's dictionary: a box for the key, kept at hand
/// rows 1–999 read it         the box at hand: one comparison of keys each
/// ```
@MainActor
final class DefaultEnvironmentReaders {
    /// The key whose default value the readers read.
    let key: ObjectIdentifier

    /// The readers.
    @exclusivity(unchecked) var dependents = Dependents()

    init(key: ObjectIdentifier) {
        self.key = key
    }
}
