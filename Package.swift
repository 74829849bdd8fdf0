// swift-tools-version: 6.2
//
// Trellis: a declarative UI engine for the terminal.
// No package dependencies: only what the Swift toolchain ships.

import PackageDescription

let package = Package(
    name: "Trellis",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Trellis", targets: ["Trellis"]),
        .executable(name: "trellis-demo", targets: ["trellis-demo"]),
        .executable(name: "inline-picker", targets: ["inline-picker"]),
        .executable(name: "quick-start", targets: ["quick-start"]),
        .executable(name: "identity-demo", targets: ["identity-demo"]),
        .executable(name: "lifecycle-demo", targets: ["lifecycle-demo"]),
        .executable(name: "rows-demo", targets: ["rows-demo"]),
        .executable(name: "scene-demo", targets: ["scene-demo"]),
        .executable(name: "controllers-demo", targets: ["controllers-demo"]),
        .executable(name: "swiftui-examples", targets: ["swiftui-examples"]),
        .executable(name: "trellis-benchmarks", targets: ["trellis-benchmarks"]),
        .executable(name: "trellis-fuzz", targets: ["trellis-fuzz"]),
    ],
    dependencies: [],
    targets: [
        // MARK: Engine
        .target(
            name: "Trellis",
            dependencies: ["CTrellisTerminal"],
            path: "Sources/Trellis",
            exclude: ["Rendering/Unicode/generate_display_widths.py"]
        ),
        // The async-signal-safe part of the terminal layer (crash and exit
        // restore, output capture release, signal self-pipe), in C because
        // signal handlers may not run Swift code. A target of this package,
        // not a dependency.
        .target(
            name: "CTrellisTerminal",
            path: "Sources/CTrellisTerminal"
        ),

        // MARK: Demos
        // What the demos share: the event log, its panel, the demo screen
        // and the demos' content, so the gallery and each demo's own
        // executable show the same thing.
        .target(
            name: "DemoKit",
            dependencies: ["Trellis"],
            path: "Demos/DemoKit"
        ),
        .executableTarget(
            name: "identity-demo",
            dependencies: ["Trellis", "DemoKit"],
            path: "Demos/identity-demo"
        ),
        .executableTarget(
            name: "lifecycle-demo",
            dependencies: ["Trellis", "DemoKit"],
            path: "Demos/lifecycle-demo"
        ),
        .executableTarget(
            name: "rows-demo",
            dependencies: ["Trellis", "DemoKit"],
            path: "Demos/rows-demo"
        ),
        .executableTarget(
            name: "scene-demo",
            dependencies: ["Trellis", "DemoKit"],
            path: "Demos/scene-demo"
        ),
        .executableTarget(
            name: "controllers-demo",
            dependencies: ["Trellis", "DemoKit"],
            path: "Demos/controllers-demo"
        ),
        .executableTarget(
            name: "trellis-demo",
            dependencies: ["Trellis", "DemoKit"],
            path: "Demos/trellis-demo"
        ),
        // The README's quick start, exactly as printed (a test checks).
        .executableTarget(
            name: "quick-start",
            dependencies: ["Trellis"],
            path: "Demos/quick-start"
        ),
        .executableTarget(
            name: "inline-picker",
            dependencies: ["Trellis", "DemoKit"],
            path: "Demos/inline-picker"
        ),

        // Small apps written as SwiftUI tutorials and Apple's samples write
        // them, with only the import changed; the tests drive each one.
        .target(
            name: "SwiftUIExamples",
            dependencies: ["Trellis"],
            path: "Demos/SwiftUIExamples"
        ),
        .executableTarget(
            name: "swiftui-examples",
            dependencies: ["Trellis", "SwiftUIExamples"],
            path: "Demos/swiftui-examples"
        ),

        // MARK: Benchmarks
        .executableTarget(
            name: "trellis-benchmarks",
            dependencies: ["Trellis", "CTrellisTestSupport"],
            path: "Benchmarks/trellis-benchmarks"
        ),
        // Random and structured input through real apps, checking the
        // output for foreign control bytes (run by .ci/run).
        .executableTarget(
            name: "trellis-fuzz",
            dependencies: ["Trellis", "DemoKit", "SwiftUIExamples"],
            path: "Benchmarks/trellis-fuzz"
        ),

        // MARK: Tests
        // Pseudo-terminals for the terminal device tests and the startup
        // benchmark (glibc shows posix_openpt and ptsname_r to C only, and
        // a child's controlling terminal is set between fork and exec).
        .target(
            name: "CTrellisTestSupport",
            path: "Tests/CTrellisTestSupport"
        ),
        // A full-screen program the end-to-end tests crash, kill and quit.
        .executableTarget(
            name: "trellis-terminal-probe",
            dependencies: ["Trellis"],
            path: "Tests/TerminalProbe"
        ),
        .testTarget(
            name: "TrellisTests",
            dependencies: [
                "Trellis", "CTrellisTerminal", "CTrellisTestSupport", "DemoKit", "trellis-demo", "inline-picker",
                "identity-demo", "lifecycle-demo", "rows-demo", "scene-demo", "controllers-demo", "quick-start",
                "trellis-terminal-probe", "SwiftUIExamples",
            ],
            path: "Tests/TrellisTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)
