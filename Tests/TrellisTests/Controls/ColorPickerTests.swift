import Foundation
import Testing
@testable import Trellis

@MainActor
@Suite("ColorPicker, ShareLink, AsyncImage and EllipticalGradient")
struct ColorPickerTests {
    @Test("A colour picker is a menu over the named colours; a choice writes the source, a write from outside shows", arguments: BindingSource.allCases)
    func choosesFromThePalette(source: BindingSource) {
        let mounted = source.mount(initial: Color.blue, columns: 30, rows: 20) { color in
            ColorPicker("Accent", selection: color)
        }
        let host = mounted.host
        #expect(host.screen == "Accent [ ██ blue   ▾ ]")
        #expect(host.cell(column: 9, row: 0).foreground == .blue)

        host.press(.tab)
        host.press(.return)
        #expect(host.lines[8] == "  ✓ ██ blue")
        host.press(.downArrow)
        host.press(.return)
        #expect(host.screen == "Accent [ ██ indigo ▾ ]")
        #expect(mounted.read() == .indigo)

        mounted.write(.red)
        host.update()
        #expect(host.screen == "Accent [ ██ red    ▾ ]")
        #expect(host.cell(column: 9, row: 0).foreground == .red)
    }

    @Test("A colour that is none of the named ones is listed first as custom and stays chosen")
    func customColour() {
        let mounted = BindingSource.bindable.mount(initial: Color(red: 0.2, green: 0.4, blue: 0.6), columns: 30, rows: 20) { color in
            ColorPicker(selection: color) { Text("Brand") }
        }
        let host = mounted.host
        #expect(host.screen == "Brand [ ██ custom ▾ ]")
        host.press(.tab)
        host.press(.return)
        #expect(host.lines[1] == "  ✓ ██ custom")
        #expect(host.lines[2] == "    ██ red")
    }

    @Test("A share link is a button labelled Share with the share symbol, or with a title of its own")
    func shareLink() throws {
        let url = try #require(URL(string: "https://example.com/post/1"))
        let host = TestHost(columns: 30, rows: 3) {
            VStack(alignment: .leading) {
                ShareLink(item: url)
                ShareLink("Send invite", item: "CODE-42", subject: Text("Join"))
                ShareLink(item: url) { Text("↗ link") }
            }
        }
        #expect(host.screen == "[ ⇪ Share ]\n[ ⇪ Send invite ]\n[ ↗ link ]")
    }

    @Test("An async image is drawn through the app's closures: the loaded phase as the picture placeholder, no URL as the placeholder")
    func asyncImage() throws {
        let url = try #require(URL(string: "https://example.com/avatar.png"))
        let host = TestHost(columns: 30, rows: 4) {
            VStack(alignment: .leading) {
                AsyncImage(url: url) { image in
                    HStack { image.resizable(); Text("loaded") }
                } placeholder: {
                    Text("loading…")
                }
                AsyncImage(url: nil) { image in image } placeholder: { Text("no picture") }
                AsyncImage(url: url) { phase in
                    if let image = phase.image { image } else if phase.error != nil { Text("failed") } else { Text("empty") }
                }
                AsyncImage(url: nil)
            }
        }
        #expect(host.screen == "▣ loaded\nno picture\n▣\n▣")
    }

    @Test("An elliptical gradient runs from its centre to the frame's edge along an ellipse that fits the frame")
    func ellipticalGradient() {
        let host = TestHost(columns: 8, rows: 4) {
            Rectangle().fill(EllipticalGradient(colors: [.white, .black], center: .center, endRadiusFraction: 0.5))
        }
        let centre = host.cell(column: 3, row: 1).background
        let corner = host.cell(column: 0, row: 0).background
        let edge = host.cell(column: 0, row: 1).background
        #expect(centre == EllipticalGradient(colors: [.white, .black]).color(column: 3, row: 1, width: 8, height: 4))
        #expect(corner == .black)
        #expect(edge != corner && edge != centre)
    }
}
