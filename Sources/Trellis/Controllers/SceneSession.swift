/// The record of a scene that outlives one connection (UIKit's
/// `UISceneSession`): in a terminal, the one scene of the program.
///
/// ```swift
/// func scene(_ scene: WindowScene, willConnectTo session: SceneSession, options connectionOptions: WindowScene.ConnectionOptions) {
///     print(session.persistentIdentifier)   // "main"
/// }
/// ```
@MainActor
public final class SceneSession {
    /// A name for the session that stays the same across launches: `"main"`.
    ///
    /// ```swift
    /// let name = scene.session.persistentIdentifier
    /// ```
    public let persistentIdentifier: String

    init(persistentIdentifier: String = "main") {
        self.persistentIdentifier = persistentIdentifier
    }
}
