import Foundation
import Testing
@testable import Trellis

/// Runs in both builds: by default `storedFields(of:)` reads field records;
/// with `TRELLIS_PUBLIC_API_ONLY` it reads `Mirror` and the field offset
/// vector (`.ci/run` runs the suite both ways).
@MainActor
@Suite("Type reflection")
struct TypeReflectionTests {
    protocol Shape {}
    struct Square: Shape { var side: UInt8 }
    final class Model {}

    /// Wrappers are declared as plain fields here, so that the test can name
    /// their offsets (a wrapper's `_name` storage is private).
    ///
    /// Every kind of field that could shift a naive layout: an existential
    /// wider than the value it holds, a weak reference, a closure, generics.
    struct Card<Payload>: View {
        var flag: UInt8
        var shape: any Shape
        var payload: Payload
        weak var model: Model?
        var action: () -> Void
        var isOpen = State(initialValue: false)
        var body: some View { Text("card") }
    }

    struct Clock: DynamicProperty {
        var tick = 0
        var start = State(initialValue: 1)
    }

    struct Dial: View {
        var label: String
        var clock = Clock()
        var isEnabled = Environment(\.isEnabled)
        var body: some View { Text(label) }
    }

    @Test("Stored fields come in declaration order, at the offsets the compiler uses")
    func fieldsAndOffsets() {
        let card = Card(flag: 1, shape: Square(side: 2), payload: "text", model: nil, action: {})
        let fields = storedFields(of: card)
        #expect(fields.map(\.name) == ["flag", "shape", "payload", "model", "action", "isOpen"])
        // A weak property and a closure have no key path offset: each lies
        // right after the field before it.
        let offsets = fields.map(\.offset)
        #expect(offsets[0] == MemoryLayout<Card<String>>.offset(of: \.flag))
        #expect(offsets[1] == MemoryLayout<Card<String>>.offset(of: \.shape))
        #expect(offsets[2] == MemoryLayout<Card<String>>.offset(of: \.payload))
        #expect(offsets[3] == offsets[2] + MemoryLayout<String>.size)
        #expect(offsets[4] == offsets[3] + MemoryLayout<Model?>.size)
        #expect(offsets[5] == offsets[4] + MemoryLayout<() -> Void>.size)
        #expect(offsets[5] == MemoryLayout<Card<String>>.offset(of: \.isOpen))
        #expect(ObjectIdentifier(fields[2].type) == ObjectIdentifier(String.self))
        #expect(ObjectIdentifier(fields[5].type) == ObjectIdentifier(State<Bool>.self))
    }

    @Test("Values that are not structs have no stored fields")
    func nonStructs() {
        #expect(storedFields(of: Model()).isEmpty)
        let optional: Int? = 3
        let fields = storedFields(of: optional as Any)
        #expect(fields.isEmpty)
        #expect(storedFields(of: (1, 2)).isEmpty)
    }

    @Test("A view's dynamic properties are found inside its DynamicProperty structs, innermost first")
    func propertyLayout() {
        let layout = PropertyLayout(of: Dial(label: "volume"))
        #expect(layout.links.map(\.name) == ["clock.start", "isEnabled"])
        let clock = MemoryLayout<Dial>.offset(of: \.clock)!
        #expect(layout.links.map(\.offset) == [
            clock + MemoryLayout<Clock>.offset(of: \.start)!,
            MemoryLayout<Dial>.offset(of: \.isEnabled)!,
        ])
        #expect(layout.updates.map(\.offset) == [clock])
    }

    @Test("A stored value is read back from its offset")
    func storedValues() {
        let dial = Dial(label: "volume", clock: Clock(tick: 7))
        let clock = storedValue(ofType: Clock.self, at: MemoryLayout<Dial>.offset(of: \.clock)!, in: dial)
        #expect((clock as? Clock)?.tick == 7)
    }
}

/// The public-interface build (`TRELLIS_PUBLIC_API_ONLY`) compiles no
/// `@_spi` import: every file that has one is excluded from it whole.
@Suite("Private interfaces")
struct PrivateInterfaceTests {
    @Test("Only files compiled outside the public-interface build import a private interface")
    func privateImportsAreExcluded() throws {
        let sources = Tmux.packageRoot.appendingPathComponent("Sources")
        var importers: [String] = []
        var unguarded: [String] = []
        for file in try RenderingBoundaryTests.swiftFiles(in: sources) {
            let text = try String(contentsOf: file, encoding: .utf8)
            guard text.contains("@_spi(") else { continue }
            importers.append(file.lastPathComponent)
            let lines = text.split(separator: "\n")
            if lines.first != "#if !TRELLIS_PUBLIC_API_ONLY" || lines.last != "#endif" {
                unguarded.append(file.lastPathComponent)
            }
        }
        #expect(importers == ["TypeReflection+Runtime.swift"])
        #expect(unguarded == [])
    }
}
