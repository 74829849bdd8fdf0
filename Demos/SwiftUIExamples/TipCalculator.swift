import Foundation
import Trellis

/// A tip calculator as SwiftUI tutorials write it: a `Form` of sections,
/// an amount typed through a currency format, a segmented picker of tip
/// percentages over `ForEach` without `.tag`, a `Stepper`, the text-input
/// traits SwiftUI apps set, and a preview.
public struct TipCalculator: View {
    @State private var checkAmount = 0.0
    @State private var numberOfPeople = 2
    @State private var tipPercentage = 20
    @FocusState private var amountIsFocused: Bool

    let tipPercentages = [10, 15, 20, 25, 0]

    public init() {}

    var totalPerPerson: Double {
        let grandTotal = checkAmount + checkAmount * Double(tipPercentage) / 100
        return grandTotal / Double(numberOfPeople)
    }

    public var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Amount", value: $checkAmount, format: .currency(code: "USD"))
                        .keyboardType(.decimalPad)
                        .textFieldStyle(.roundedBorder)
                        .submitLabel(.done)
                        .autocorrectionDisabled()
                        .textInputAutocapitalization(.never)
                        .focused($amountIsFocused)
                    Stepper("\(numberOfPeople) people", value: $numberOfPeople, in: 1...20)
                } header: {
                    Text("Bill")
                } footer: {
                    Text("Tax included")
                }
                Section("How much tip do you want to leave?") {
                    Picker("Tip percentage", selection: $tipPercentage) {
                        ForEach(tipPercentages, id: \.self) {
                            Text($0, format: .percent)
                        }
                    }
                    .pickerStyle(.segmented)
                }
                Section("Amount per person") {
                    Text(totalPerPerson, format: .currency(code: "USD"))
                        .font(.headline)
                }
            }
            .navigationTitle("WeSplit")
            .toolbar {
                if amountIsFocused {
                    Button("Done") { amountIsFocused = false }
                }
            }
        }
        .preferredColorScheme(.dark)
    }
}

struct TipCalculator_Previews: PreviewProvider {
    static var previews: some View {
        TipCalculator()
    }
}
