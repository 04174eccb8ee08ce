import Foundation
import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// Titles given as `LocalizedStringKey` (what a string literal or an interpolation becomes
/// in SwiftUI's `alert(_:isPresented:actions:)` and `confirmationDialog`), and iOS 26's
/// `confirm` and `close` roles.
@MainActor
@Suite("Presentation: localized titles and roles")
struct LocalizedTitleTests {
    struct Trash: View {
        let log: Log
        let titleKey: LocalizedStringKey
        @State var isAsking = false
        @State var isConfirming = false
        var body: some View {
            VStack {
                Button("Ask") { isAsking = true }
                Button("Confirm") { isConfirming = true }
            }
            .alert(titleKey, isPresented: $isAsking) {
                Button("Empty", role: .confirm) { log("emptied") }
                Button("Close", role: .close) { log("closed") }
            } message: {
                Text("3 items")
            }
            .confirmationDialog(titleKey, isPresented: $isConfirming, titleVisibility: .visible) {
                Button("Empty", role: .destructive) { log("emptied") }
            }
        }
    }

    /// "titleKey: The key for the localized string that describes the title of the alert."
    /// A key made by interpolation shows as `Text` shows it.
    @Test func aKeyTitleShowsAsTextShowsIt() throws {
        let log = Log()
        let count = 3
        let host = TestHost(Trash(log: log, titleKey: "Empty \(count) items?"))
        host.tap("Ask")
        #expect(host.render().contains("""
            Alert "Empty 3 items?"
              Text "3 items"
              Button "Empty" (confirm)
              Button "Close" (close)
            """))
        host.tap("Close")
        #expect(log.take() == ["closed"])
        #expect(!host.render().contains("Alert"))
        host.tap("Confirm")
        #expect(host.render().contains("Empty 3 items?"))
        host.tap("Empty")
        #expect(log.take() == ["emptied"])
    }

    /// `Button(role:action:)`: "Creates a button that displays a default label." Apple's
    /// example "would display a button with a 'x' symbol in the toolbar". Each role's label
    /// is its title with its symbol (Measures §5 "Default button labels"), and the button
    /// keeps its role and its action.
    @Test func aButtonMadeWithARoleAloneHasTheRolesLabel() throws {
        struct Sheet: View {
            let log: Log
            var body: some View {
                NavigationStack {
                    VStack {
                        Button(role: .confirm) { log("confirmed") }
                        Button(role: .destructive, action: { log("deleted") })
                    }
                    .toolbar {
                        Button(role: .cancel) { log("cancelled") }
                        Button(role: .close) { log("closed") }
                    }
                }
            }
        }
        let log = Log()
        let host = TestHost(Sheet(log: log))
        let shown = host.render()
        for line in ["Button \"Done\" (confirm)", "Button \"Delete\" (destructive)", "Button \"Cancel\" (cancel)", "Button \"Close\" (close)"] {
            #expect(shown.contains(line), "\(line) in:\n\(shown)")
        }
        let picture = host.snapshot()
        for symbol in ["xmark", "checkmark", "trash"] {
            #expect(picture.contains("data-title=\"\(symbol)\""), "\(symbol) drawn")
        }
        for title in ["Done", "Delete", "Cancel", "Close"] { host.tap(title) }
        #expect(log.take() == ["confirmed", "deleted", "cancelled", "closed"])
    }

    /// "A string literal picks the localized form": both literal forms compile and show the same title.
    @Test func aLiteralTitleIsAKey() throws {
        struct Literal: View {
            @State var isAsking = true
            var body: some View {
                Text("Body").alert("Saved", isPresented: $isAsking) {}
            }
        }
        let host = TestHost(Literal())
        #expect(host.render().contains("Alert \"Saved\""))
    }
}

/// `Binding.animation(_:)`: "Specifies an animation to perform when the binding value
/// changes." The engine does not animate; the write is a write.
@MainActor
@Suite("Data flow: animated bindings")
struct AnimatedBindingTests {
    struct Details: View {
        let log: Log
        @State var showsDetails = false
        var body: some View {
            VStack {
                Toggle("Details", isOn: $showsDetails.animation(.easeInOut))
                Toggle("Quietly", isOn: $showsDetails.transaction(Transaction(animation: nil)))
                if showsDetails { Text("More") }
            }
            .onChange(of: showsDetails) { new in log("-> \(new)") }
        }
    }

    @Test func aWriteThroughTheAnimatedBindingChangesTheSource() throws {
        let log = Log()
        let host = TestHost(Details(log: log))
        host.toggle("Details")
        #expect(log.take() == ["-> true"])
        #expect(host.render().contains("Text \"More\""))
        host.toggle("Quietly")
        #expect(log.take() == ["-> false"])
        #expect(!host.render().contains("More"))
    }

    /// A color from a bundle's catalog is its name; `background()` without a style uses the
    /// background style, as `background(in:)` does.
    @Test func catalogColorsAndTheDefaultBackgroundCompileAndShow() {
        let host = TestHost(Text("Hi").foregroundStyle(Color("brand", bundle: .main)).background())
        let shown = host.render()
        #expect(shown.contains("brand"))
        #expect(shown.contains("background"))
    }
}
