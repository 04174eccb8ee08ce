import Foundation
import Testing
import ViewEngine
import TestSupport

/// Where the search field of `searchable(text:)` sits (Rules R22, Measures §3 "Search
/// drawer"): in a navigation stack's bar, below its title, 16 points from either side and
/// 34.33 high, the content below it; without a navigation stack, at the top of the
/// searchable view, the content below it. The window is 393 × 852, its safe area from
/// y 59; the bar starts at y 53.67, an inline bar ends at 97.67 and a large title's part
/// at 149.67 (Measures §3); the field's drawer adds 52 points, the field 1 point below
/// its top.
@MainActor
@Suite("Search: the search field sits below the navigation bar's title")
struct SearchFieldPlacementTests {
    /// `rect`'s origin and size to two decimals, as the picture writes them.
    static func rounded(_ rect: CGRect) -> [Double] {
        [rect.minX, rect.minY, rect.width, rect.height].map { (Double($0) * 100).rounded() / 100 }
    }

    /// `value` to two decimals.
    static func rounded(_ value: CGFloat) -> Double { (Double(value) * 100).rounded() / 100 }

    /// A list of teas in a navigation stack, titled, searchable as `placement` says (none:
    /// not searchable), with the title inline when `inline`.
    struct Teas: View {
        var placement: SearchFieldPlacement? = .automatic
        var inline = false
        var outside = false
        @State var query = ""
        var body: some View {
            if outside {
                NavigationStack { list }.searchable(text: $query)
            } else {
                NavigationStack {
                    if let placement { list.searchable(text: $query, placement: placement) } else { list }
                }
            }
        }

        private var list: some View {
            List {
                Text("Assam")
                Text("Darjeeling")
            }
            .navigationTitle("Teas")
            .navigationBarTitleDisplayMode(inline ? .inline : .automatic)
        }
    }

    /// `SearchFieldPlacement.automatic`: "In iOS, iPadOS, and macOS, the search field
    /// appears in the toolbar"; `navigationBarDrawer`: "The field appears below any
    /// navigation bar title." Under a large title (its part ends at y 149.67) the field
    /// is 1 point lower, 16 points from either side (x 16, 361 wide) and 34.33 high — as iOS
    /// draws it at the medium and the large text sizes (Measures §5 "Search field").
    @Test func theFieldIsInTheBarBelowTheLargeTitle() throws {
        let host = ViewHost(testing: Teas())
        #expect(Self.rounded(try host.frame(of: "Search")) == [16, 150.67, 361, 34.33])
    }

    /// `searchable(text:placement:prompt:)`: "Marks this view as searchable, which
    /// configures the display of a search field." The field's drawer is part of the bar:
    /// the list starts 52 points lower than it does without the search field, below the
    /// field, and the large title stays where it was.
    @Test func theListStartsBelowTheField() throws {
        let searchable = ViewHost(testing: Teas())
        let plain = ViewHost(testing: Teas(placement: nil))
        let field = try searchable.frame(of: "Search")
        let row = try searchable.frame(of: "Assam"), plainRow = try plain.frame(of: "Assam")
        #expect(Self.rounded(row.minY) == Self.rounded(plainRow.minY + 52))
        #expect(row.minY > field.maxY)
        #expect(Self.rounded(row.minX) == Self.rounded(plainRow.minX))
        let title = #"<text data-view="NavigationTitle" x="16" y="133.67""#
        #expect(searchable.snapshot().contains(title))
        #expect(plain.snapshot().contains(title))
    }

    /// `navigationBarDrawer`: "The field appears below any navigation bar title" — below
    /// an inline bar (y 97.67) as well, 1 point lower. The list's first card is then right
    /// below the drawer, with no top margin, as under a large title (Measures §6 "First
    /// section top"): 52 points lower than it is without the field, less the 35-point margin.
    @Test func theFieldIsBelowAnInlineBar() throws {
        let host = ViewHost(testing: Teas(inline: true))
        #expect(Self.rounded(try host.frame(of: "Search")) == [16, 98.67, 361, 34.33])
        let plain = ViewHost(testing: Teas(placement: nil, inline: true))
        #expect(Self.rounded(try host.frame(of: "Assam").minY) == Self.rounded(try plain.frame(of: "Assam").minY + 52 - 35))
    }

    /// `NavigationBarDrawerDisplayMode.always`: "Always display the search field
    /// regardless of the scroll activity" — at rest, where the automatic placement puts
    /// it; `toolbar` ("In iOS and watchOS, the search field appears below the navigation
    /// bar") too.
    @Test func theDrawerPlacementsPutTheFieldInTheSamePlace() throws {
        let automatic = try ViewHost(testing: Teas()).frame(of: "Search")
        #expect(Self.rounded(automatic) == [16, 150.67, 361, 34.33])
        for placement in [SearchFieldPlacement.navigationBarDrawer(displayMode: .always), .navigationBarDrawer, .toolbar] {
            #expect(try ViewHost(testing: Teas(placement: placement)).frame(of: "Search") == automatic)
        }
    }

    /// `SearchFieldPlacement`'s own example applies `searchable` to the navigation view
    /// ("NavigationView { ... }.searchable(text: $text, placement: .sidebar)"): the field
    /// is in the bar of the stack it modifies, as when the stack's content is searchable.
    @Test func aSearchableStackShowsTheFieldInItsBar() throws {
        let inside = ViewHost(testing: Teas())
        let outside = ViewHost(testing: Teas(outside: true))
        #expect(Self.rounded(try outside.frame(of: "Search")) == [16, 150.67, 361, 34.33])
        #expect(try outside.frame(of: "Search") == inside.frame(of: "Search"))
        #expect(try outside.frame(of: "Assam") == inside.frame(of: "Assam"))
    }

    /// The lines of the picture's search field group, from its opening line to its
    /// closing one.
    static func fieldGroup(in svg: String) -> [Substring] {
        let lines = svg.split(separator: "\n")
        guard let start = lines.firstIndex(where: { $0.contains(#"<g data-view="SearchField""#) }) else { return [] }
        let closing = String(lines[start].prefix { $0 == " " }) + "</g>"
        guard let end = lines[start...].firstIndex(where: { String($0) == closing }) else { return [] }
        return Array(lines[start...end])
    }

    /// `searchable(text:placement:prompt:)`: "Marks this view as searchable, which
    /// configures the display of a search field." The picture draws the field in its
    /// frame: a box rounded by 10 in the tertiary system fill (#767680 at 12 %), a
    /// magnifying glass, and the prompt ("Search" by default) 30 points in, in the
    /// secondary label color (#3C3C43 at 60 %), its baseline on the field's middle,
    /// 150.67 + 34.33 / 2 = 167.83: 167.83 − 20.29 / 2 + 16.19 = 173.88 (Measures §4 "Line height", "Ascender").
    @Test func thePictureDrawsThePromptInTheField() throws {
        let group = Self.fieldGroup(in: ViewHost(testing: Teas()).snapshot())
        try #require(group.count > 3)
        #expect(group[0].hasSuffix(#"<g data-view="SearchField" data-title="Search">"#))
        #expect(group[1].hasSuffix(##"<rect x="16" y="150.67" width="361" height="34.33" rx="10" fill="#767680" fill-opacity="0.12"/>"##))
        #expect(group[2].hasSuffix(#"<g data-view="Image" data-title="magnifyingglass">"#))
        let prompt = ##"<text data-view="Prompt" x="46" y="173.88" font-size="17" fill="#3C3C43" fill-opacity="0.6" "##
            + #"textLength="53.48" lengthAdjust="spacingAndGlyphs">Search</text>"#
        #expect(group.contains { $0.hasSuffix(prompt) })
    }

    /// `searchable(text:placement:prompt:)`'s `text`: "The text to display and edit in the
    /// search field" — once typed, the field shows the text, in the foreground, where the
    /// prompt was, and no longer the prompt.
    @Test func typedTextReplacesThePrompt() throws {
        let host = ViewHost(testing: Teas())
        try host.search("tea")
        let group = Self.fieldGroup(in: host.snapshot())
        let text = ##"<text data-view="Text" x="46" y="173.88" font-size="17" fill="#000000" textLength="23.75" lengthAdjust="spacingAndGlyphs">tea</text>"##
        #expect(group.contains { $0.hasSuffix(text) })
        #expect(!group.contains { $0.contains(">Search</text>") })
        #expect(!group.isEmpty)
    }

    /// `isSearching`: "Get the value to find out when the user interacts with a search
    /// field" — a tap in the bar's drawer, where the field is drawn, focuses it (its caret
    /// in the tint) and starts the search.
    @Test func aTapOnTheDrawnFieldStartsTheSearch() throws {
        struct Watched: View {
            @State var query = ""
            var body: some View {
                NavigationStack { Searching().navigationTitle("Teas").searchable(text: $query) }
            }
        }
        struct Searching: View {
            @Environment(\.isSearching) var isSearching
            var body: some View { Text(isSearching ? "searching" : "idle") }
        }
        let host = ViewHost(testing: Watched())
        // Inside the field: 150.67 + 18.
        try host.tap(at: CGPoint(x: 196.5, y: 168.67))
        #expect(host.render().contains(#"Text "searching""#))
        #expect(Self.fieldGroup(in: host.snapshot()).contains { $0.contains(##"fill="#007AFF""##) })
    }

    /// `searchable(text:placement:prompt:)`: "Marks this view as searchable" — this view,
    /// not the views pushed over it. A pushed view's bar has no drawer: its content is
    /// centred below the large title's part alone, (149.67 + (668.33 − 20.33) / 2) =
    /// 473.67, and no search field is drawn.
    @Test func aViewPushedOverASearchableRootHasNoDrawer() throws {
        struct Pushed: View {
            @State var path: [String] = []
            @State var query = ""
            var body: some View {
                NavigationStack(path: $path) {
                    Text("Root")
                        .navigationTitle("Teas")
                        .searchable(text: $query)
                        .navigationDestination(for: String.self) { Text($0).navigationTitle("Detail") }
                    Button("Open") { path = ["Leaf"] }
                }
            }
        }
        let host = ViewHost(testing: Pushed())
        #expect(Self.rounded(try host.frame(of: "Search")) == [16, 150.67, 361, 34.33])
        try host.tap("Open")
        #expect(Self.rounded(try host.frame(of: "Leaf").minY) == 473.67)
        #expect(Self.fieldGroup(in: host.snapshot()).isEmpty)
    }

    /// Without a navigation stack, the field is at the top of the searchable view, 16
    /// points from either side, and the content starts below its 52-point drawer.
    @Test func withoutANavigationStackTheFieldTopsTheView() throws {
        struct Notes: View {
            @State var query = ""
            var body: some View {
                VStack {
                    Text("Body")
                    Spacer()
                }
                .searchable(text: $query, prompt: "Notes")
            }
        }
        let host = ViewHost(testing: Notes())
        #expect(Self.rounded(try host.frame(of: "Notes")) == [16, 60, 361, 34.33])
        #expect(Self.rounded(try host.frame(of: "Body").minY) == 111)
    }
}
