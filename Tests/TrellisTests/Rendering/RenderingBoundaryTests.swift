import Foundation
import Testing

/// `Rendering/` is the output side on its own: buffers, the diff, the
/// writer and the renderer, which take areas, scrolls and a drawing
/// function and give bytes. It names nothing of the graph or the hosts.
@Suite("Rendering boundary")
struct RenderingBoundaryTests {
    /// The folders whose types `Rendering/` must not use.
    static let clients = ["Graph", "Host", "Inspector", "Presentation", "Focus", "Lifecycle", "State"]

    /// The types declared in `folder` of the library's sources.
    static func declaredTypes(in folder: URL) throws -> Set<String> {
        var names: Set<String> = []
        let pattern = try NSRegularExpression(
            pattern: #"^(?:@\w+\s+)*(?:public |open |final |private |fileprivate |internal )*(?:class|struct|enum|protocol|actor) (\w+)"#,
            options: .anchorsMatchLines)
        for file in try swiftFiles(in: folder) {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let range = Range(match.range(at: 1), in: text) {
                    names.insert(String(text[range]))
                }
            }
        }
        return names
    }

    static func swiftFiles(in folder: URL) throws -> [URL] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        return (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
    }

    @Test("No code in Rendering/ names a type of the graph, the hosts, the inspector, presentations, focus, lifecycle or state")
    func renderingNamesNoGraphType() throws {
        let sources = Tmux.packageRoot.appendingPathComponent("Sources/Trellis")
        var forbidden: Set<String> = []
        for folder in Self.clients {
            forbidden.formUnion(try Self.declaredTypes(in: sources.appendingPathComponent(folder)))
        }
        #expect(forbidden.contains("ViewNode") && forbidden.contains("Graph") && forbidden.contains("FrameLoop"))
        var uses: [String] = []
        for file in try Self.swiftFiles(in: sources.appendingPathComponent("Rendering")) {
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
            for (number, line) in lines.enumerated() where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                let words = line.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
                for word in words where forbidden.contains(word) {
                    uses.append("\(file.lastPathComponent):\(number + 1): \(word)")
                }
            }
        }
        #expect(uses == [])
    }
}
