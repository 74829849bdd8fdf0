import Foundation
import SwiftUIExamples
import Trellis

// Runs one of the SwiftUI examples full screen: swift run swiftui-examples todo
let names = Examples.all.map(\.name)
guard CommandLine.arguments.count == 2, let example = Examples.all.first(where: { $0.name == CommandLine.arguments[1] })
else {
    FileHandle.standardError.write(Data("usage: swiftui-examples <\(names.joined(separator: "|"))>\n".utf8))
    exit(2)
}
let make = example.make
try Terminal.runBlocking { make() }
