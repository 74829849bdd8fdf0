extension TestHost {
    /// Mounts the view `content` builds as a scene whose `@SceneStorage`
    /// values are restored from `scene`, on a screen of `columns` × `rows` cells.
    ///
    /// ```swift
    /// let scene = SceneRestoration(url: directory.appending(path: "scene.json"))
    /// let host = TestHost(scene: scene) { Editor() }
    /// // … change values, then simulate the scene going to the background:
    /// scene.save()
    /// // a "restart": a new SceneRestoration on the same file, a new host
    /// ```
    ///
    /// The content is wrapped in an environment modifier that sets
    /// ``EnvironmentValues/sceneRestoration``, as the terminal host does for
    /// each scene; it adds one modifier node and no body evaluation.
    convenience init<Content: View>(
        columns: Int = 80, rows: Int = 24, scene: SceneRestoration, @ViewBuilder content: () -> Content
    ) {
        self.init(columns: columns, rows: rows) {
            content().environment(\.sceneRestoration, scene)
        }
    }
}
