/// The node of an environment-writing modifier.
///
/// Owns one link of the environment (``ModifierEnvironmentEntry``) that its
/// content is mounted with. Later values are written into that link (so
/// descendants keep their lists) and invalidate only their readers. Reads the
/// modifier makes while computing (a transform reading the inherited value)
/// make this node depend on them.
@MainActor
final class EnvironmentWriterNode<Content: View, Modifier: EnvironmentModifier>: ModifierNode<Content, Modifier> {
    /// Looked up once per node rather than per evaluation.
    private let profile = ObservationProfile.shared(by: EnvironmentWriterNode.self)

    override var observationProfile: Unmanaged<ObservationProfile> { .passUnretained(profile) }

    private var link: ModifierEnvironmentEntry?

    override var environmentForChildren: EnvironmentValues { EnvironmentValues(head: link) }

    override func mountContent() {
        link = ModifierEnvironmentEntry(entries: computeValues(), next: environment.head)
        super.mountContent()
    }

    override func modifierDidUpdate(from old: Modifier) {
        link?.replaceValues(with: computeValues(), in: graph)
    }

    override func readsDidChange() {
        link?.replaceValues(with: computeValues(), in: graph)
    }

    /// The values the modifier sets on the inherited environment, one per key.
    private func computeValues() -> [any EnvironmentValueEntry] {
        Evaluation.run(for: self) {
            var values = environment
            modifier.apply(to: &values)
            return values.entries(above: environment)
        }
    }

    override var modifierName: String { Modifier.modifierName }
}
