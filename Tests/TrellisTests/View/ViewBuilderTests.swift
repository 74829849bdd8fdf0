import Testing
@testable import Trellis

@MainActor
@Suite("ViewBuilder")
struct ViewBuilderTests {
    struct Twelve: View {
        var body: some View {
            VStack(alignment: .leading) {
                Text("1"); Text("2"); Text("3"); Text("4"); Text("5"); Text("6")
                Text("7"); Text("8"); Text("9"); Text("10"); Text("11"); Text("12")
            }
        }
    }

    @Test("A block holds more than ten views")
    func noTenChildLimit() {
        let host = TestHost { Twelve() }
        #expect(host.lines == (1...12).map(String.init))
        #expect(host.graphDescription.contains("[11] Text \"12\""))
    }

    struct Shapes: View {
        let switches: Switches
        var body: some View {
            VStack(alignment: .leading) {
                if switches.flag {
                    Text("optional")
                }
                if switches.number > 0 {
                    Text("positive")
                } else {
                    Text("not positive")
                }
                if #available(macOS 14, *) {
                    Text("available")
                }
            }
        }
    }

    @Test("if, if/else and if #available build optional, conditional and erased content")
    func statements() {
        let switches = Switches()
        let host = TestHost { Shapes(switches: switches) }
        #expect(host.lines == ["optional", "not positive", "available"])
        switches.flag = false
        switches.number = 1
        host.update()
        #expect(host.lines == ["positive", "available"])
        #expect(host.structureDescription == """
            Shapes
              VStack
                TupleView
                  [0] Optional
                  [1] _ConditionalContent
                    [if] Text "positive"
                  [2] Optional
                    [some] AnyView
                      [Text] Text "available"
            """)
    }

    @Test("An empty block is an EmptyView and shows nothing")
    func emptyBlock() {
        let host = TestHost { Group {} }
        #expect(host.screen == "")
        #expect(host.statistics.liveNodes == 2)
    }

    @Test("AnyView of an AnyView keeps the inner view, and AnyView(_fromValue:) takes only views")
    func anyViewUnwrapping() {
        let inner = AnyView(Text("inner"))
        let outer = AnyView(inner)
        #expect(outer.storage === inner.storage)
        #expect(AnyView(_fromValue: 3) == nil)
        #expect(AnyView(_fromValue: Text("t")) != nil)
    }
}
