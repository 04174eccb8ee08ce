import Foundation
import Testing
import ViewEngine
import TestSupport

/// A `searchable` view's field is 34.33 points high whatever the text size (Measures §5
/// "Search field").
@MainActor
@Suite("Search field: a fixed height at every text size")
struct SearchFieldHeightTests {
    /// A searchable list in a navigation stack at `size`.
    struct Teas: View {
        var size: DynamicTypeSize
        @State var query = ""
        var body: some View {
            NavigationStack {
                List { Text("Assam") }
                    .navigationTitle("Teas")
                    .searchable(text: $query, prompt: "Search ...")
            }
            .dynamicTypeSize(size)
        }
    }

    /// Measured on iOS 18, issue 85: netbob's list, at the medium size, draws its
    /// search field's box 103 pixels (34.33 points) high at 3 pixels a point.
    @Test func theFieldIs34Point33HighAtTheMediumSize() throws {
        let host = ViewHost(testing: Teas(size: .medium))
        #expect((try host.frame(of: "Search ...").height * 3).rounded() == 103)
    }

    /// Measured on iOS 17, issue 85: bitwarden's authenticator list, at the large size,
    /// draws the same 103 pixels, its prompt's ink as high as netbob's.
    @Test func theFieldIs34Point33HighAtTheLargeSize() throws {
        let host = ViewHost(testing: Teas(size: .large))
        #expect((try host.frame(of: "Search ...").height * 3).rounded() == 103)
    }
}
