import Foundation
import Testing
@testable import Trellis

/// SwiftUI's first alert API (`Alert`, `ActionSheet`) and the alerts about
/// a `LocalizedError`, all drawn as `.alert` and `.confirmationDialog` are.
@MainActor
@Suite("Alert, ActionSheet and error alerts")
struct LegacyAlertTests {
    struct Asking: View {
        let log: EventLog
        let isPresented: Binding<Bool>

        var body: some View {
            Text("presenter")
                .alert(isPresented: isPresented) {
                    Alert(
                        title: Text("Delete?"), message: Text("No undo."),
                        primaryButton: .destructive(Text("Delete")) { log("delete") },
                        secondaryButton: .cancel { log("cancel") })
                }
        }
    }

    @Test("Alert(primaryButton:secondaryButton:) draws as an alert; a button runs, Esc cancels, both write false",
        arguments: BindingSource.allCases)
    func twoButtons(source: BindingSource) {
        let log = EventLog()
        let mounted = source.mount(initial: false, columns: 40, rows: 8) { Asking(log: log, isPresented: $0) }
        let host = mounted.host
        mounted.write(true)
        host.update()
        #expect(host.lines == [
            "presenter",
            "       ╭───────────────────────╮",
            "       │ Delete?               │",
            "       │ No undo.              │",
            "       │ [ Delete ] [ Cancel ] │",
            "       ╰───────────────────────╯",
        ])
        host.press(.tab)
        host.press(.return)
        #expect(log.take() == ["delete"])
        #expect(mounted.read() == false)
        #expect(host.lines == ["presenter"])
        mounted.write(true)
        host.update()
        host.press(.escape)
        #expect(log.take() == ["cancel"])
        #expect(mounted.read() == false)
        #expect(host.checkInvariants() == [])
    }

    @Test("Alert(title:) without a dismiss button has OK")
    func okButton() {
        let host = TestHost(columns: 30, rows: 6) {
            Text("presenter").alert(isPresented: .constant(true)) { Alert(title: Text("Saved")) }
        }
        #expect(host.lines == [
            "presenter",
            "          ╭────────╮",
            "          │ Saved  │",
            "          │ [ OK ] │",
            "          ╰────────╯",
        ])
    }

    struct Failure: Identifiable {
        let id: Int
    }

    struct ItemAsking: View {
        let item: Binding<Failure?>

        var body: some View {
            Text("presenter")
                .alert(item: item) { failure in
                    Alert(title: Text("Failure \(failure.id)"), dismissButton: .default(Text("OK")))
                }
        }
    }

    @Test("alert(item:) shows the item's alert; OK writes nil", arguments: BindingSource.allCases)
    func item(source: BindingSource) {
        let mounted = source.mount(initial: Failure?.none, columns: 30, rows: 6) { ItemAsking(item: $0) }
        let host = mounted.host
        #expect(host.lines == ["presenter"])
        mounted.write(Failure(id: 7))
        host.update()
        #expect(host.lines == [
            "presenter",
            "        ╭───────────╮",
            "        │ Failure 7 │",
            "        │ [ OK ]    │",
            "        ╰───────────╯",
        ])
        host.press(.tab)
        host.press(.return)
        #expect(mounted.read() == nil)
        #expect(host.lines == ["presenter"])
    }

    @Test("actionSheet(isPresented:) is a dialog with its title and one button per row", arguments: BindingSource.allCases)
    func actionSheet(source: BindingSource) {
        let log = EventLog()
        let mounted = source.mount(initial: false, columns: 30, rows: 8) { isPresented in
            Text("presenter").actionSheet(isPresented: isPresented) {
                ActionSheet(title: Text("Share"), buttons: [.default(Text("Copy")) { log("copy") }, .cancel()])
            }
        }
        let host = mounted.host
        mounted.write(true)
        host.update()
        #expect(host.lines == [
            "presenter",
            "        ╭────────────╮",
            "        │ Share      │",
            "        │ [ Copy ]   │",
            "        │ [ Cancel ] │",
            "        ╰────────────╯",
        ])
        host.click(column: 12, row: 3)
        #expect(log.take() == ["copy"])
        #expect(mounted.read() == false)
    }

    struct Sheeted: Identifiable {
        let id: String
    }

    @Test("actionSheet(item:) titles the sheet from the item; Esc writes nil", arguments: BindingSource.allCases)
    func actionSheetItem(source: BindingSource) {
        let mounted = source.mount(initial: Sheeted?.none, columns: 30, rows: 8) { item in
            Text("presenter").actionSheet(item: item) { sheeted in ActionSheet(title: Text(sheeted.id)) }
        }
        let host = mounted.host
        mounted.write(Sheeted(id: "photo"))
        host.update()
        #expect(host.lines == [
            "presenter",
            "",
            "        ╭────────────╮",
            "        │ photo      │",
            "        │ [ Cancel ] │",
            "        ╰────────────╯",
        ])
        host.press(.escape)
        #expect(mounted.read() == nil)
        #expect(host.lines == ["presenter"])
    }

    struct UploadError: LocalizedError {
        var errorDescription: String? { "Upload failed" }
        var failureReason: String? { "No network." }
        var recoverySuggestion: String? { "Try later." }
    }

    @Test("alert(isPresented:error:actions:) titles with errorDescription, the reason and suggestion below",
        arguments: BindingSource.allCases)
    func errorAlert(source: BindingSource) {
        let mounted = source.mount(initial: false, columns: 30, rows: 8) { isPresented in
            Text("presenter").alert(isPresented: isPresented, error: UploadError()) {
                Button("OK") {}
            }
        }
        let host = mounted.host
        mounted.write(true)
        host.update()
        #expect(host.lines == [
            "presenter",
            "      ╭───────────────╮",
            "      │ Upload failed │",
            "      │ No network.   │",
            "      │ Try later.    │",
            "      │ [ OK ]        │",
            "      ╰───────────────╯",
        ])
        host.press(.escape)
        #expect(mounted.read() == false)
    }

    @Test("alert(isPresented:error:actions:message:) builds both from the error; a nil error shows nothing")
    func errorAlertWithMessage() {
        let host = TestHost(columns: 30, rows: 7) {
            Text("presenter").alert(isPresented: .constant(true), error: UploadError()) { _ in
                Button("Retry") {}
            } message: { error in
                Text(error.recoverySuggestion ?? "")
            }
        }
        let withoutError = TestHost(columns: 30, rows: 6) {
            Text("presenter").alert(isPresented: .constant(true), error: UploadError?.none) { _ in
                Button("never") {}
            } message: { _ in
                EmptyView()
            }
        }
        #expect(withoutError.lines == ["presenter"])
        #expect(host.lines == [
            "presenter",
            "      ╭───────────────╮",
            "      │ Upload failed │",
            "      │ Try later.    │",
            "      │ [ Retry ]     │",
            "      ╰───────────────╯",
        ])
    }
}
