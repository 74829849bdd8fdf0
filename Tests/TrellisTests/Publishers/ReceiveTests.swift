import Foundation
import Testing
@testable import Trellis

/// `onReceive` with the publishers SwiftUI apps use: a timer, subjects,
/// a `@Published` property and `objectWillChange`.
@MainActor
@Suite("onReceive")
struct ReceiveTests {
    struct Countdown: View {
        let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
        @State private var remaining = 3

        var body: some View {
            Text(remaining > 0 ? "\(remaining) s left" : "Done")
                .onReceive(timer) { _ in
                    if remaining > 0 { remaining -= 1 }
                }
        }
    }

    @Test("An autoconnected timer ticks once per interval on the host's clock")
    func autoconnectedTimer() {
        let host = TestHost(columns: 12, rows: 1) { Countdown() }
        #expect(host.screen == "3 s left")
        host.advance(by: .milliseconds(999))
        #expect(host.screen == "3 s left")
        host.advance(by: .milliseconds(1))
        #expect(host.screen == "2 s left")
        host.advance(by: .seconds(2))
        #expect(host.screen == "Done")
    }

    final class Stopwatch {
        let timer = Timer.publish(every: 0.5, on: .main, in: .common)
        var connection: (any Cancellable)?
    }

    struct StopwatchView: View {
        let stopwatch: Stopwatch
        @State private var ticks = 0

        var body: some View {
            Text("ticks \(ticks)").onReceive(stopwatch.timer) { _ in ticks += 1 }
        }
    }

    @Test("A timer connected by hand ticks from the connection until it is cancelled")
    func connectedTimer() {
        let stopwatch = Stopwatch()
        let host = TestHost(columns: 12, rows: 1) { StopwatchView(stopwatch: stopwatch) }
        host.advance(by: .seconds(2))
        #expect(host.screen == "ticks 0")
        stopwatch.connection = stopwatch.timer.connect()
        host.advance(by: .seconds(1))
        #expect(host.screen == "ticks 2")
        stopwatch.connection?.cancel()
        host.advance(by: .seconds(3))
        #expect(host.screen == "ticks 2")
    }

    @Test("A timer's upstream connection cancelled stops an autoconnected timer")
    func upstreamCancel() {
        struct Clock: View {
            let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
            @State private var ticks = 0
            var body: some View {
                VStack {
                    Text("ticks \(ticks)").onReceive(timer) { _ in ticks += 1 }
                    Button("Stop") { timer.upstream.connect().cancel() }
                }
            }
        }
        let host = TestHost(columns: 12, rows: 2) { Clock() }
        host.advance(by: .seconds(2))
        #expect(host.screen.hasPrefix("ticks 2"))
        host.click(column: 1, row: 1)
        host.advance(by: .seconds(2))
        #expect(host.screen.hasPrefix("ticks 2"))
    }

    struct Log: View {
        let events: PassthroughSubject<String, Never>
        @State private var lines: [String] = []

        var body: some View {
            Text(lines.isEmpty ? "-" : lines.joined(separator: ","))
                .onReceive(events) { lines.append($0) }
        }
    }

    @Test("A passthrough subject delivers each value sent while the view is shown")
    func passthroughSubject() {
        let events = PassthroughSubject<String, Never>()
        events.send("before")
        let host = TestHost(columns: 20, rows: 1) { Log(events: events) }
        #expect(host.screen == "-")
        events.send("a")
        events.send("b")
        host.update()
        #expect(host.screen == "a,b")
    }

    @Test("A current-value subject delivers its value as the view appears, then each new one")
    func currentValueSubject() {
        struct Volume: View {
            let level: CurrentValueSubject<Int, Never>
            @State private var shown = 0
            var body: some View {
                Text("volume \(shown)").onReceive(level) { shown = $0 }
            }
        }
        let level = CurrentValueSubject<Int, Never>(5)
        let host = TestHost(columns: 12, rows: 1) { Volume(level: level) }
        #expect(host.screen == "volume 5")
        level.value = 7
        host.update()
        #expect(host.screen == "volume 7")
        #expect(level.value == 7)
    }

    final class Player: ObservableObject {
        @Published var track = "Intro"
    }

    struct NowPlaying: View {
        @ObservedObject var player: Player
        @State private var history: [String] = []
        @State private var changes = 0

        var body: some View {
            VStack(alignment: .leading) {
                Text(history.joined(separator: " → "))
                Text("changes \(changes)")
            }
            .onReceive(player.$track) { history.append($0) }
            .onReceive(player.objectWillChange) { changes += 1 }
        }
    }

    @Test("A @Published property's publisher delivers the current value, then each new one; objectWillChange each change")
    func publishedProperty() {
        let player = Player()
        let host = TestHost(columns: 30, rows: 2) { NowPlaying(player: player) }
        #expect(host.screen == """
            Intro
            changes 0
            """)
        player.track = "Verse"
        host.update()
        player.track = "Chorus"
        host.update()
        #expect(host.screen == """
            Intro → Verse → Chorus
            changes 2
            """)
    }

    @Test("A view that is not shown receives nothing, and subscribes again when it comes back")
    func hiddenViewsDoNotReceive() {
        struct Toggled: View {
            let events: PassthroughSubject<String, Never>
            @State private var shows = true
            var body: some View {
                VStack {
                    Button(shows ? "Hide" : "Show") { shows.toggle() }
                    if shows { Log(events: events) }
                }
            }
        }
        let events = PassthroughSubject<String, Never>()
        let host = TestHost(columns: 20, rows: 2) { Toggled(events: events) }
        events.send("a")
        host.update()
        #expect(host.screen == "[ Hide ]\n   a")
        host.click(column: 2, row: 0)
        events.send("lost")
        host.update()
        host.click(column: 2, row: 0)
        events.send("b")
        host.update()
        #expect(host.screen == "[ Hide ]\n   b")
    }

    @Test("A value sent from another thread reaches the view on the main queue")
    func sendFromAnotherThread() async {
        let events = PassthroughSubject<String, Never>()
        let host = TestHost(columns: 20, rows: 1) { Log(events: events) }
        await Task.detached { events.send("background") }.value
        for _ in 0..<100 where host.screen != "background" {
            await Task.yield()
            host.update()
        }
        #expect(host.screen == "background")
    }
}
