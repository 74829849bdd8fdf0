/// State restoration: which controllers are saved, under which path, and
/// when their state is written and read.
///
/// ```
/// root "main" ─ child "editor"        path "ViewController/main/editor"
/// root "main" ─ child (no identifier) ─ grandchild "x"    not saved: the chain is broken
/// background or quit → encode every restorable controller on screen → the scene's file is saved
/// first appearance   → viewDidLoad · decodeRestorableState(with:) · viewWillAppear
/// ```
///
/// As in UIKit, a controller is preserved only when it and every ancestor
/// (parent or presenter) have a ``ViewController/restorationIdentifier``.
extension ViewController {
    /// The key prefix of the controller's state, or `nil` when it is not
    /// restorable.
    var restorationPath: String? {
        var identifiers: [String] = []
        var controller: ViewController? = self
        while let current = controller {
            guard let identifier = current.restorationIdentifier else { return nil }
            identifiers.append(identifier)
            controller = current.parent ?? current.presenter
        }
        return "ViewController/" + identifiers.reversed().joined(separator: "/")
    }

    /// The coder for this controller in the scene's restoration file, or
    /// `nil` when it is not restorable or the scene keeps no state.
    private var restorationCoder: RestorationCoder? {
        guard let path = restorationPath, let restoration = hostingGraph?.hostValues.sceneRestoration else { return nil }
        return RestorationCoder(file: restoration.file, path: path)
    }

    /// Reads the controller's saved state once, before it first appears.
    func decodeRestorableStateIfNeeded() {
        guard !hasDecodedRestorableState, let coder = restorationCoder else { return }
        hasDecodedRestorableState = true
        if !coder.isEmpty {
            decodeRestorableState(with: coder)
        }
    }

    /// Writes the state of every restorable controller in this hierarchy
    /// into the scene's file (parents first), replacing what each wrote
    /// last time. The host saves the file afterwards.
    func encodeRestorableStateTree() {
        if let coder = restorationCoder {
            coder.removeAll()
            encodeRestorableState(with: coder)
        }
        for child in children {
            child.encodeRestorableStateTree()
        }
        presentedController?.encodeRestorableStateTree()
    }
}
