// swift-tools-version: 6.0
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
        .executable(name: "trellis-benchmarks", targets: ["trellis-benchmarks"]),
    ],
    dependencies: [],
    targets: [
        // MARK: Engine
        .target(
            name: "Trellis",
            path: "Sources/Trellis",
            exclude: ["Rendering/Unicode/generate_display_widths.py"]
        ),

        // MARK: Demos
        .executableTarget(
            name: "trellis-demo",
            dependencies: ["Trellis"],
            path: "Demos/trellis-demo"
        ),

        // MARK: Benchmarks
        .executableTarget(
            name: "trellis-benchmarks",
            dependencies: ["Trellis"],
            path: "Benchmarks/trellis-benchmarks"
        ),

        // MARK: Tests
        .testTarget(
            name: "TrellisTests",
            dependencies: ["Trellis"],
            path: "Tests/TrellisTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)
