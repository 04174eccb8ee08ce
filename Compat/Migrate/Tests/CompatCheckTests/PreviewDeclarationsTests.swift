import Testing
@testable import CompatCheck

@Suite("A file's previews are named as sample-previews counts them")
struct PreviewDeclarationsTests {
    /// `#Preview(_:traits:body:)`: "Creates a preview of a SwiftUI view" — named by its
    /// name when it has one, else by its line; a `PreviewProvider` by its type; a
    /// commented-out preview is not one.
    @Test("Named and unnamed #Preview, PreviewProvider types, comments left out")
    func namesEachPreview() {
        let source = """
            import SwiftUI
            struct Row: View { var body: some View { Text("r") } }
            #Preview("Dark") { Row().preferredColorScheme(.dark) }
            #Preview { Row() }
            // #Preview("Old") { Row() }
            struct Row_Previews: PreviewProvider {
                static var previews: some View { Row() }
            }
            final class Legacy : NSObject, PreviewProvider { }
            struct Model: Codable { }
            """
        #expect(PreviewDeclarations.names(in: source) == [#"#Preview "Dark""#, "#Preview line 4", "Row_Previews", "Legacy"])
    }

    @Test("A file without previews has none")
    func noPreviews() {
        #expect(PreviewDeclarations.names(in: "struct A: View { var body: some View { EmptyView() } }").isEmpty)
    }
}
