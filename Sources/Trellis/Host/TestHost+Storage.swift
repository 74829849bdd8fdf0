extension TestHost {
    /// Mounts the view `content` builds as a scene whose `@SceneStorage`
    /// values are restored from `scene`, on a screen of `columns` × `rows` cells.
    ///
    /// ```swift
    /// let scene = SceneRestoration(url: directory.appending(path: "scene.json"))
    /// let host = TestHost(scene: scene) { Editor() }
    /// // … change values, then send the scene to the background, which saves them:
    /// host.setScenePhase(.background)
    /// // a "restart": a new SceneRestoration on the same file, a new host
    /// ```
    ///
    /// The scene's restoration is set in the environment the whole tree
    /// inherits, as the terminal host does for each scene.
    convenience init<Content: View>(
        columns: Int = 80, rows: Int = 24, scene: SceneRestoration, @ViewBuilder content: () -> Content
    ) {
        self.init(columns: columns, rows: rows, restoration: scene, content: content)
    }
}
