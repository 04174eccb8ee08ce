import Testing
import ViewEngine
import TestSupport
import ViewEngineTesting

/// A view presented from a stack's top view (a sheet) is in a window of its own on iOS: what
/// its content asks of a bar — a title, toolbar items, a hidden bar — is not the presenting
/// stack's bar's (Rules R22, "Pictures of the window").
@MainActor
@Suite("Navigation: a sheet's title and items are not its presenter's bar's")
struct PresentedBarTests {
    /// A stack's root with no title of its own, presenting a sheet whose content (no
    /// stack of its own) sets a title, a toolbar item and a hidden bar.
    struct Presenter: View {
        var body: some View {
            NavigationStack {
                Text("Home").frame(maxHeight: .infinity, alignment: .top)
                    .navigationTitle("Home title").navigationBarTitleDisplayMode(.inline)
                    .sheet(isPresented: .constant(true)) {
                    Text("Sheet")
                        .navigationTitle("Sheet title")
                        .toolbar { Button("Done") {} }
                        .toolbar(.hidden, for: .navigationBar)
                }
            }
        }
    }

    /// `sheet(isPresented:onDismiss:content:)`: "Presents a sheet when a binding to a
    /// Boolean value that you provide is true." The presenting stack's bar has its own
    /// title, not the sheet's, no "Done" item, and is not hidden: its content starts below
    /// the bar (at 97.67, the bar's bottom), where a hidden bar would put it at the safe
    /// area's top.
    @Test func theSheetsBarRequestsStayInTheSheet() throws {
        let host = TestHost(Presenter())
        let svg = host.host.snapshot()
        #expect(svg.contains(">Home title</text>"))
        #expect(!svg.contains(">Sheet title</text>"))
        #expect(!svg.contains(#"data-title="Done""#))
        #expect(abs(try host.host.frame(of: "Home").minY - 97.67) < 0.01)
    }
}
