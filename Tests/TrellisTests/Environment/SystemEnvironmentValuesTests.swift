import Foundation
import Testing
@testable import Trellis

/// The system's environment values a terminal answers for: locale,
/// calendar, time zone, layout direction, dynamic type size, the
/// accessibility settings, the display scale and `openURL`.
@MainActor
@Suite("System environment values")
struct SystemEnvironmentValuesTests {
    struct Reader: View {
        @Environment(\.locale) private var locale
        @Environment(\.calendar) private var calendar
        @Environment(\.timeZone) private var timeZone
        @Environment(\.layoutDirection) private var layoutDirection
        @Environment(\.dynamicTypeSize) private var dynamicTypeSize
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        @Environment(\.accessibilityReduceTransparency) private var reduceTransparency
        @Environment(\.displayScale) private var displayScale

        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text(verbatim: "locale \(locale.identifier)")
                Text(verbatim: "calendar \(calendar.identifier == .gregorian ? "gregorian" : "other")")
                Text(verbatim: "zone \(timeZone.identifier)")
                Text(verbatim: "direction \(layoutDirection == .leftToRight ? "ltr" : "rtl")")
                Text(verbatim: "size \(dynamicTypeSize) \(dynamicTypeSize.isAccessibilitySize)")
                Text(verbatim: "motion \(reduceMotion) transparency \(reduceTransparency)")
                Text(verbatim: "scale \(Int(displayScale))")
            }
        }
    }

    @Test("Defaults: the process's locale, calendar and zone, left to right, .large, no reductions, a scale of 1")
    func defaults() {
        let host = TestHost(columns: 40, rows: 7) { Reader() }
        #expect(host.screen == """
            locale \(Locale.current.identifier)
            calendar \(Calendar.current.identifier == .gregorian ? "gregorian" : "other")
            zone \(TimeZone.current.identifier)
            direction ltr
            size large false
            motion false transparency false
            scale 1
            """)
    }

    @Test("Each value is settable with .environment for the views below")
    func settable() {
        var calendar = Calendar(identifier: .buddhist)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let host = TestHost(columns: 40, rows: 7) {
            Reader()
                .environment(\.locale, Locale(identifier: "fr_FR"))
                .environment(\.calendar, calendar)
                .environment(\.timeZone, TimeZone(identifier: "Asia/Tokyo")!)
                .environment(\.layoutDirection, .rightToLeft)
                .environment(\.accessibilityReduceMotion, true)
                .environment(\.accessibilityReduceTransparency, true)
                .environment(\.displayScale, 2)
                .dynamicTypeSize(.accessibility3)
        }
        #expect(host.screen == """
            locale fr_FR
            calendar other
            zone Asia/Tokyo
            direction rtl
            size accessibility3 true
            motion true transparency true
            scale 2
            """)
    }

    @Test("Dynamic type sizes are ordered; a range clamps the size set above it to its nearest bound and leaves one inside alone")
    func dynamicTypeSizeRanges() {
        #expect(DynamicTypeSize.xSmall < .large && DynamicTypeSize.xxxLarge < .accessibility1)
        #expect(DynamicTypeSize.allCases.count == 12)
        struct Size: View {
            @Environment(\.dynamicTypeSize) private var size
            var body: some View { Text(verbatim: "\(size)") }
        }
        let host = TestHost(columns: 20, rows: 4) {
            VStack(alignment: .leading, spacing: 0) {
                Size().dynamicTypeSize(...DynamicTypeSize.medium)
                Size().dynamicTypeSize(DynamicTypeSize.xxLarge...)
                Size().dynamicTypeSize(.small ... .xxxLarge)
                Size().dynamicTypeSize(.xSmall ..< .small).dynamicTypeSize(.accessibility5)
            }
        }
        #expect(host.screen == "medium\nxxLarge\nlarge\nxSmall")
    }

    @Test("openURL does nothing by default and reports the URL not opened; a handler set with .environment runs")
    func openURL() {
        final class Opened {
            var urls: [String] = []
            var results: [Bool] = []
        }
        let opened = Opened()
        struct Opener: View {
            let opened: Opened
            @Environment(\.openURL) private var openURL
            var body: some View {
                Button("Open") {
                    openURL(URL(string: "https://example.com")!) { opened.results.append($0) }
                }
            }
        }
        let host = TestHost(columns: 12, rows: 2) {
            VStack(spacing: 0) {
                Opener(opened: opened)
                Opener(opened: opened)
                    .environment(
                        \.openURL,
                        OpenURLAction { url in
                            opened.urls.append(url.absoluteString)
                            return .handled
                        })
            }
        }
        host.press(.tab)
        host.press(.return)
        host.press(.tab)
        host.press(.return)
        #expect(opened.urls == ["https://example.com"])
        #expect(opened.results == [false, true])
        #expect(host.screen.contains("Open"))
    }
}
