import Foundation
import Trellis

/// An expense.
public struct Expense: Identifiable {
    public let id = UUID()
    public var name: String
    public var type: String
    public var amount: Double
    public var date = Date(timeIntervalSince1970: 1_790_000_000)
}

/// Expenses, an `ObservableObject` shared through the environment.
public final class Expenses: ObservableObject {
    @Published public var items = [
        Expense(name: "Lunch", type: "Personal", amount: 12.5), Expense(name: "Train", type: "Business", amount: 40),
    ]

    public init() {}
}

/// An expense tracker in the style of the "iExpense" tutorial: an
/// `@EnvironmentObject`, sections of a `List`, row backgrounds for large
/// amounts, swipe actions, and a sheet with a form to add an expense.
public struct ExpenseTracker: View {
    @StateObject private var expenses = Expenses()

    public init() {}

    public var body: some View {
        ExpenseList().environmentObject(expenses)
    }
}

struct ExpenseList: View {
    @EnvironmentObject var expenses: Expenses
    @State private var showingAddExpense = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(["Personal", "Business"], id: \.self) { type in
                    Section(type) {
                        ForEach(expenses.items.filter { $0.type == type }) { item in
                            HStack {
                                Text(item.name)
                                Spacer()
                                Text(item.amount, format: .currency(code: "USD"))
                            }
                            .listRowBackground(item.amount > 30 ? Color.red.opacity(0.3) : nil)
                            .listRowInsets(EdgeInsets())
                            .swipeActions {
                                Button("Delete", role: .destructive) {
                                    expenses.items.removeAll { $0.id == item.id }
                                }
                            }
                        }
                    }
                }
            }
            .scrollContentBackground(.hidden)
            .navigationTitle("iExpense")
            .toolbar {
                Button("Add Expense", systemImage: "plus") { showingAddExpense = true }
                    .help("Add an expense")
            }
            .sheet(isPresented: $showingAddExpense) {
                AddExpense()
            }
        }
    }
}

struct AddExpense: View {
    @EnvironmentObject var expenses: Expenses
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    @State private var type = "Personal"
    @State private var amount = 0.0

    var body: some View {
        Form {
            TextField("Name", text: $name)
            Picker("Type", selection: $type) {
                ForEach(["Personal", "Business"], id: \.self) { Text($0) }
            }
            TextField("Amount", value: $amount, format: .number)
            LabeledContent("Date") { Text(Date(timeIntervalSince1970: 1_790_000_000), style: .date) }
            Button("Save") {
                expenses.items.append(Expense(name: name, type: type, amount: amount))
                dismiss()
            }
        }
    }
}
