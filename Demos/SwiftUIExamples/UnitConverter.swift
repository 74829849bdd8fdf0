import Foundation
import Trellis

/// A length converter in a `NavigationView`: a number typed through a
/// format, units picked with a segmented and a wheel picker, the result
/// computed in `body`.
public struct UnitConverter: View {
    @State private var input = 1.0
    @State private var inputUnit = "km"
    @State private var outputUnit = "mi"

    let units = ["m", "km", "ft", "mi"]
    let metres: [String: Double] = ["m": 1, "km": 1000, "ft": 0.3048, "mi": 1609.344]

    public init() {}

    var result: Double {
        input * (metres[inputUnit] ?? 1) / (metres[outputUnit] ?? 1)
    }

    public var body: some View {
        NavigationView {
            Form {
                Section("Value") {
                    TextField("Value", value: $input, format: .number)
                }
                Section("From") {
                    Picker("From", selection: $inputUnit) {
                        ForEach(units, id: \.self, content: Text.init)
                    }
                    .pickerStyle(.segmented)
                }
                Section("To") {
                    Picker("To", selection: $outputUnit) {
                        ForEach(units, id: \.self) { Text($0) }
                    }
                    .pickerStyle(.wheel)
                    .labelsHidden()
                }
                Section("Result") {
                    Text("\(result.formatted(.number.precision(.fractionLength(2)))) \(outputUnit)")
                        .bold()
                }
            }
            .navigationTitle("Converter")
        }
    }
}
