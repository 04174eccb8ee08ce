import Foundation
import Testing
import ViewEngine
import TestSupport

/// `host.snapshot()` of the system's chrome (Rules R22, the "Pictures of the window"
/// article): a navigation stack's bar, a tab view's bar, a form's and a list's rows, and
/// what is presented over the window — each at the frame the layout gave it. The window is
/// 393 × 852, its safe area from y 59 to 818 (Measures §1 "Safe rectangle, portrait"); one
/// line of body text is 20.33 high with its baseline 16.19 below its top (Measures §4
/// "Line height", "Ascender"); the bar geometry is Measures §3 (the bar starts at y 53.67
/// and is 44 high, content below it at y 97.67, 52 lower under a large title).
@MainActor
@Suite("Pictures of the system's chrome")
struct ChromeSnapshotTests {
    /// `rect`'s origin and size to two decimals, as the picture writes them.
    static func rounded(_ rect: CGRect) -> [Double] {
        [rect.minX, rect.minY, rect.width, rect.height].map { (Double($0) * 100).rounded() / 100 }
    }

    /// `navigationBarTitleDisplayMode(.inline)`: "Display the title within the standard
    /// bounds of the navigation bar." The title is centred in the 44-point bar (y 53.67 to
    /// 97.67) in the headline style, baseline 53.67 + 22 − 10.14 + 16.19 = 81.71; the
    /// toolbar's button ("Populates the toolbar or navigation bar with the specified items")
    /// is at the bar's trailing end, 16 points in: x 393 − 16 − 29.33 = 347.67. The content
    /// is centred in the rest: (97.67 + (720.33 − 20.33) / 2) + 16.19 = 463.85.
    @Test func anInlineTitleIsCentredInTheBarWithTheToolbarAtItsEnd() throws {
        let host = ViewHost(testing: NavigationStack {
            Text("Body").navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline).toolbar { Button("Edit") { } }
        })
        #expect(host.snapshot() == SnapshotTests.picture("""
              <g data-view="NavigationStack" data-title="Inbox">
                <text data-view="Text" x="176.83" y="463.85" font-size="17" fill="#000000" textLength="39.11" lengthAdjust="spacingAndGlyphs">Body</text>
                <g data-view="Button" data-title="Edit">
                  <text data-view="Text" x="347.67" y="81.69" font-size="17" fill="#007AFF" textLength="29.21" lengthAdjust="spacingAndGlyphs">Edit</text>
                </g>
                <text data-view="NavigationTitle" x="196.5" y="81.71" font-size="17" font-weight="600" fill="#000000" text-anchor="middle" textLength="44.4" lengthAdjust="spacingAndGlyphs">Inbox</text>
              </g>

            """))
        #expect(Self.rounded(try host.frame(of: "Edit")) == [347.67, 65.5, 29.33, 20.33])
    }

    /// `Label`: "Some containers might apply a different default label style, such as only
    /// showing icons within toolbars on macOS and iOS." A toolbar's `Button("Add",
    /// systemImage: "plus")` shows its symbol alone, as wide as the glyph, at the bar's
    /// trailing end; `labelStyle(.titleAndIcon)` brings the title back, and the same label
    /// outside the toolbar shows both.
    @Test func aToolbarsLabelShowsItsIconAlone() throws {
        struct Bar: View {
            let style: Bool
            var body: some View {
                NavigationStack {
                    Label("Body", systemImage: "plus")
                        .navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline)
                        .toolbar {
                            if style {
                                Button("Add", systemImage: "plus") { }.labelStyle(.titleAndIcon)
                            } else {
                                Button("Add", systemImage: "plus") { }
                            }
                        }
                }
            }
        }
        let host = ViewHost(testing: Bar(style: false))
        let svg = host.snapshot()
        #expect(!svg.contains(">Add</text>"))
        #expect(svg.contains(">Body</text>"))
        #expect(svg.contains(#"<g data-view="Button" data-title="Add">"#))
        let add = try host.frame(of: "Add")
        // The icon alone: 23 points wide at the bar's large image scale (Measures §3 "Bar item symbols").
        #expect(add.maxX == 393 - 16 && add.width < 24, "\(add)")
        let titled = ViewHost(testing: Bar(style: true))
        #expect(titled.snapshot().contains(">Add</text>"))
        #expect(try titled.frame(of: "Add").width > 40)
    }

    /// `NavigationBarItem.TitleDisplayMode.large`: "Display a large title within an expanded
    /// navigation bar" — what a root view's title does by default. The title is bold in the
    /// large-title style (34 points) 16 points from the leading edge, its baseline 16 points
    /// above the content, which starts 52 points lower than under an inline bar (y 149.67).
    @Test func aLargeTitleIsBelowTheBarAboveTheContent() {
        let host = ViewHost(testing: NavigationStack { Text("Body").navigationTitle("Inbox") })
        #expect(host.snapshot() == SnapshotTests.picture("""
              <g data-view="NavigationStack" data-title="Inbox">
                <text data-view="Text" x="176.83" y="489.85" font-size="17" fill="#000000" textLength="39.11" lengthAdjust="spacingAndGlyphs">Body</text>
                <text data-view="NavigationTitle" x="16" y="133.67" font-size="34" font-weight="700" fill="#000000" textLength="87.8" lengthAdjust="spacingAndGlyphs">Inbox</text>
              </g>

            """))
    }

    /// `NavigationStack`: "A view that displays a root view and enables you to present
    /// additional views over the root view." A pushed view's bar has a back button — a
    /// chevron and the title of the view below, in the tint — at its leading end, as
    /// measured on iOS 17 (Measures §3 "Back button": the chevron's ink x 9.33–20.33 and
    /// 19 high on the bar's middle, the title from x 29).
    @Test func aPushedViewsBarHasABackButtonTitledByTheViewBelow() throws {
        let host = ViewHost(testing: NavigationStack {
            NavigationLink("Next") { Text("Detail").navigationTitle("Detail").navigationBarTitleDisplayMode(.inline) }
                .navigationTitle("Home")
        })
        try host.tap("Next")
        #expect(host.snapshot() == SnapshotTests.picture("""
              <g data-view="NavigationStack" data-title="Detail">
                <text data-view="Text" x="174.83" y="463.85" font-size="17" fill="#000000" textLength="43.24" lengthAdjust="spacingAndGlyphs">Detail</text>
                <g data-view="Back" data-title="Home">
                  <path d="M19.13 67.37 L10.53 75.67 L19.13 83.97" fill="none" stroke="#007AFF" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>
                  <text data-view="Text" x="29" y="81.71" font-size="17" fill="#007AFF" textLength="44.91" lengthAdjust="spacingAndGlyphs">Home</text>
                </g>
                <text data-view="NavigationTitle" x="196.5" y="81.71" font-size="17" font-weight="600" fill="#000000" text-anchor="middle" textLength="45.53" lengthAdjust="spacingAndGlyphs">Detail</text>
              </g>

            """))
    }

    /// `tabItem(_:)`: "Sets the tab bar item associated with this view." The bar is 49
    /// points above the safe area's bottom (y 769, Measures §3 "Tab bar height") and
    /// reaches the window's bottom, in the bar material with a hairline on top; its items
    /// share its width, each the label's symbol (its glyph drawn in a 29.5-point box: the
    /// house's roof, walls and door; the gear's toothed wheel and hub) over its title in
    /// 10-point medium, in the tint when selected and gray otherwise. The selected tab's
    /// content is centred above the bar: 59 + (710 − 20.33) / 2 = 403.83.
    @Test func aTabViewsBarShowsEachTabsSymbolAndTitle() throws {
        let host = ViewHost(testing: TabView {
            Text("Home screen").tabItem { Label("Home", systemImage: "house") }
            Text("Settings screen").tabItem { Label("Settings", systemImage: "gear") }
        })
        let house = [
            "M85.86 786.5 L98.25 775.88 L110.64 786.5",
            "M89.99 783.55 L89.99 795.35 A1.77 1.77 0 0 0 91.76 797.12 L104.74 797.12 A1.77 1.77 0 0 0 106.51 795.35 L106.51 783.55 L98.25 776.47 Z",
            "M95.6 797.12 L95.6 791.22 A1.48 1.48 0 0 1 97.07 789.75 L99.43 789.75 A1.48 1.48 0 0 1 100.91 791.22 L100.91 797.12",
        ]
        let gear = [
            "M293.07 776.32 L293.57 773.87 L295.93 773.87 L296.43 776.32 L298.41 776.85 L300.03 774.97 L302.1 776.15 L301.3 778.51 "
                + "L302.74 779.95 L305.1 779.15 L306.28 781.22 L304.4 782.84 L304.93 784.82 L307.38 785.32 L307.38 787.68 L304.93 788.18 "
                + "L304.4 790.16 L306.28 791.78 L305.1 793.85 L302.74 793.05 L301.3 794.49 L302.1 796.85 L300.03 798.03 L298.41 796.15 "
                + "L296.43 796.68 L295.93 799.13 L293.57 799.13 L293.07 796.68 L291.09 796.15 L289.47 798.03 L287.4 796.85 L288.2 794.49 "
                + "L286.76 793.05 L284.4 793.85 L283.22 791.78 L285.1 790.16 L284.57 788.18 L282.12 787.68 L282.12 785.32 L284.57 784.82 "
                + "L285.1 782.84 L283.22 781.22 L284.4 779.15 L286.76 779.95 L288.2 778.51 L287.4 776.15 L289.47 774.97 L291.09 776.85 Z",
            "M294.75 782.37 A4.13 4.13 0 1 1 294.75 790.63 A4.13 4.13 0 1 1 294.75 782.37 Z",
        ]
        func item(_ title: String, symbol: String, glyph: [String], midX: String, color: String, width: String, selected: Bool) -> String {
            let paths = glyph.map {
                "        <path d=\"\($0)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"2.07\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>\n"
            }.joined()
            return """
                <g data-view="Tab" data-title="\(title)"\(selected ? " data-value=\"selected\"" : "")>
                  <g data-view="Image" data-title="\(symbol)">

            """ + paths + """
                  </g>
                  <text data-view="Text" x="\(midX)" y="814" font-size="10" font-weight="500" fill="\(color)" text-anchor="middle" textLength="\(width)" lengthAdjust="spacingAndGlyphs">\(title)</text>
                </g>

            """
        }
        // The house's fill variant: its walls filled, its door cut out, its roof stroked
        // (Measures §3 "Tab item": a tab bar shows a symbol's fill variant).
        let filledHouse = """
                <g data-view="Tab" data-title="Home" data-value="selected">
                  <g data-view="Image" data-title="house.fill">
                    <path d="\(house[0])" fill="none" stroke="#007AFF" stroke-width="2.07" stroke-linecap="round" stroke-linejoin="round"/>
                    <mask id="mask1" maskUnits="userSpaceOnUse" x="79.37" y="767.62" width="37.76" height="37.76">
                      <rect x="79.37" y="767.62" width="37.76" height="37.76" fill="#FFFFFF"/>
                      <path d="\(house[2])" fill="none" stroke="#000000" stroke-width="2.07" stroke-linecap="round" stroke-linejoin="round"/>
                    </mask>
                    <g mask="url(#mask1)">
                      <path d="\(house[1])" fill="#007AFF" stroke="#007AFF" stroke-width="2.07" stroke-linejoin="round"/>
                    </g>
                  </g>
                  <text data-view="Text" x="98.25" y="814" font-size="10" font-weight="500" fill="#007AFF" text-anchor="middle" textLength="28.6" lengthAdjust="spacingAndGlyphs">Home</text>
                </g>

            """
        // Nothing scrolls under the bar: it is transparent (Measures §3 "Tab bar background").
        let bar = ""
        #expect(host.snapshot() == SnapshotTests.picture("""
              <g data-view="TabView">
                <text data-view="Text" x="145.83" y="420.02" font-size="17" fill="#000000" textLength="101.08" lengthAdjust="spacingAndGlyphs">Home screen</text>

            """ + bar
            + filledHouse
            + item("Settings", symbol: "gear", glyph: gear, midX: "294.75", color: "#8E8E93", width: "40.95", selected: false)
            + "  </g>\n"))
        try host.select(tab: "Settings")
        let settings = host.snapshot()
        #expect(settings.contains("""
                <text data-view="Text" x="136.83" y="420.02" font-size="17" fill="#000000" textLength="119.06" lengthAdjust="spacingAndGlyphs">Settings screen</text>
            """))
        #expect(settings.contains(item("Settings", symbol: "gear", glyph: gear, midX: "294.75", color: "#007AFF", width: "40.95", selected: true)))
        // The unselected house in gray, filled as well.
        #expect(settings.contains(filledHouse.replacingOccurrences(of: "#007AFF", with: "#8E8E93")
            .replacingOccurrences(of: #" data-value="selected""#, with: "")), "\(settings)")
    }

    /// `Form`: "A container for grouping controls used for data entry, such as in settings
    /// or inspectors." In iOS's inset-grouped style the grouped background fills the form
    /// (to the window's edges, as the form reaches the safe area's); a section's rows are on a card 20 points from either side
    /// with corners of 10, a hairline between rows from the rows' text; its header (in
    /// capitals) and footer are in the footnote style and the secondary label color, where
    /// the layout put them (ListLayout: each a row of its own), their text and the
    /// rows' 20 points inside the card (Measures §6 "Row content insets", "Separator inset"),
    /// the header's line 17 points below the form's top (Measures §6 "First section top")
    /// and 6 points above the card (Measures §6 "Section header spacing"): the header's
    /// baseline at y 88.38, the rows 97.67–141.67 and 141.67–185.67, the footer's text 6
    /// points below the card (Measures §6 "Section footer spacing"), its baseline at 204.04.
    @Test func aFormsSectionIsACardBetweenItsHeaderAndFooter() {
        let host = ViewHost(testing: Form { Section { Text("One"); Text("Two") } header: { Text("Header") } footer: { Text("Footer") } })
        #expect(host.snapshot() == SnapshotTests.picture("""
              <g data-view="Form">
                <rect x="0" y="0" width="393" height="852" fill="#F2F2F7"/>
                <rect x="20" y="97.67" width="353" height="88" rx="10" fill="#FFFFFF"/>
                <rect x="40" y="141.33" width="333" height="0.33" fill="#3C3C43" fill-opacity="0.29"/>
                <text data-view="Header" x="40" y="88.38" font-size="13" fill="#3C3C43" fill-opacity="0.6" textLength="51.26" lengthAdjust="spacingAndGlyphs">HEADER</text>
                <text data-view="Text" x="40" y="125.69" font-size="17" fill="#000000" textLength="31.06" lengthAdjust="spacingAndGlyphs">One</text>
                <text data-view="Text" x="40" y="169.69" font-size="17" fill="#000000" textLength="30.63" lengthAdjust="spacingAndGlyphs">Two</text>
                <text data-view="Footer" x="40" y="204.04" font-size="13" fill="#3C3C43" fill-opacity="0.6" textLength="39.24" lengthAdjust="spacingAndGlyphs">Footer</text>
              </g>

            """))
    }

    /// `UINavigationBar.scrollEdgeAppearance`: "When a navigation controller contains a
    /// navigation bar and a scroll view, part of the scroll view’s content appears
    /// underneath the navigation bar", and at the scroll edge the bar has "a transparent
    /// background". A grouped list whose top is the content's top (y 149.67 under a large
    /// title) has its background behind the bar and the status bar up to the window's top,
    /// whatever is around the list — an `overlay` (an empty list's message), a `frame`, a
    /// stack — and over the list's width; a list below a header does not reach the bar,
    /// and the bar shows the window behind it.
    @Test func aGroupedListsBackgroundGoesBehindTheBarWhateverIsAroundIt() {
        struct People: View {
            let layout: Int
            var body: some View {
                NavigationStack {
                    Group {
                        switch layout {
                        case 0: List { Text("Ann") }.overlay { Text("No people") }
                        case 1: List { Text("Ann") }.frame(maxWidth: .infinity)
                        case 2: VStack(spacing: 0) { List { Text("Ann") } }
                        default: VStack(spacing: 0) { Text("Header"); List { Text("Ann") } }
                        }
                    }
                    .navigationTitle("People")
                }
            }
        }
        let behindTheBar = """
              <g data-view="NavigationStack" data-title="People">
                <rect x="0" y="0" width="393" height="149.67" fill="#F2F2F7"/>
                <g data-view="List">
                  <rect x="0" y="149.67" width="393" height="702.33" fill="#F2F2F7"/>
            """
        for layout in 0..<3 {
            #expect(ViewHost(testing: People(layout: layout)).snapshot().contains(behindTheBar), "layout \(layout)")
        }
        let belowAHeader = ViewHost(testing: People(layout: 3)).snapshot()
        #expect(belowAHeader.contains("""
              <g data-view="NavigationStack" data-title="People">
                <text data-view="Text"
            """))
        #expect(!belowAHeader.contains(#"y="0" width="393" height="149.67""#))
    }

    /// `ListStyle.plain`: "The list style that describes the behavior and appearance of a
    /// plain list." No cards: the system background, and a hairline under every row from
    /// the row's content to the list's trailing edge.
    @Test func aPlainListHasAHairlineUnderEachRow() {
        let host = ViewHost(testing: List { Text("One"); Text("Two") }.listStyle(.plain))
        #expect(host.snapshot() == SnapshotTests.picture("""
              <g data-view="List">
                <rect x="0" y="0" width="393" height="852" fill="#FFFFFF"/>
                <rect x="20" y="102.67" width="373" height="0.33" fill="#3C3C43" fill-opacity="0.29"/>
                <rect x="20" y="146.67" width="373" height="0.33" fill="#3C3C43" fill-opacity="0.29"/>
                <text data-view="Text" x="20" y="87.02" font-size="17" fill="#000000" textLength="31.06" lengthAdjust="spacingAndGlyphs">One</text>
                <text data-view="Text" x="20" y="131.02" font-size="17" fill="#000000" textLength="30.63" lengthAdjust="spacingAndGlyphs">Two</text>
              </g>

            """))
    }

    /// `sheet(isPresented:onDismiss:content:)`: "Presents a sheet when a binding to a
    /// Boolean value that you provide is true." The window is dimmed (black at 12 %,
    /// Measures §7 "Sheet dimming": iOS 17 draws the grouped grey behind as 213, 213, 217); the
    /// sheet is a card from 10 points below the safe area's top (y 69) past the window's
    /// bottom, rounded at the top, its content laid out in it above the home indicator:
    /// 69 + (749 − 20.33) / 2 = 433.33, where `frame(of:)` finds it too. The window behind
    /// is pushed back (Measures §7 "Presenter pushed back"): shrunk to 92 % about its top
    /// centre ((393 − 361.56) / 2 = 15.72 in), its top at the safe area's top (59), its
    /// corners rounded and what its views draw kept inside them, over black; the status bar is white over it (Measures §3 "Status bar").
    /// The card's corners are continuous (Measures §9 "Continuous corners"); what the
    /// sheet's content draws is kept inside them.
    @Test func aSheetIsACardOverTheDimmedWindow() throws {
        struct Screen: View {
            @State var shown = true
            var body: some View { Text("Behind").sheet(isPresented: $shown) { Text("Sheet") } }
        }
        let host = ViewHost(testing: Screen())
        #expect(host.snapshot() == """
            <svg xmlns="http://www.w3.org/2000/svg" width="393" height="852" viewBox="0 0 393 852" \
            font-family="-apple-system, SF Pro Text, Helvetica Neue, Helvetica, Arial, sans-serif" data-color-scheme="light">
              <rect x="0" y="0" width="393" height="852" fill="#000000"/>
              <g data-view="Presenter" transform="translate(15.72 59) scale(0.92)">
                <clipPath id="clip1">
                  <path d="M15.29 0 L377.71 0 C390.29 0 393 2.71 393 15.29 L393 836.71 C393 849.29 390.29 852 377.71 852 L15.29 852 C2.71 852 0 849.29 0 836.71 L0 15.29 C0 2.71 2.71 0 15.29 0 Z"/>
                </clipPath>
                <g clip-path="url(#clip1)">
                  <rect data-view="Window" x="0" y="0" width="393" height="852" rx="10" fill="#FFFFFF"/>
                  <text data-view="Text" x="169.83" y="444.52" font-size="17" fill="#000000" textLength="53.08" lengthAdjust="spacingAndGlyphs">Behind</text>
                </g>
              </g>
              <g data-view="Sheet">
                <rect x="0" y="0" width="393" height="852" fill="#000000" fill-opacity="0.12"/>
                <path d="M15.29 69 L377.71 69 C390.29 69 393 71.71 393 84.29 L393 852 C393 864.57 390.29 867.29 377.71 867.29 L15.29 867.29 C2.71 867.29 0 864.57 0 852 L0 84.29 C0 71.71 2.71 69 15.29 69 Z" fill="#FFFFFF"/>
                <clipPath id="clip2">
                  <path d="M15.29 69 L377.71 69 C390.29 69 393 71.71 393 84.29 L393 852 C393 864.57 390.29 867.29 377.71 867.29 L15.29 867.29 C2.71 867.29 0 864.57 0 852 L0 84.29 C0 71.71 2.71 69 15.29 69 Z"/>
                </clipPath>
                <g clip-path="url(#clip2)">
                  <text data-view="Text" x="174.33" y="449.52" font-size="17" fill="#000000" textLength="44.31" lengthAdjust="spacingAndGlyphs">Sheet</text>
                </g>
              </g>

            """ + SnapshotTests.statusBar(ink: "#FFFFFF") + "</svg>\n")
        #expect(Self.rounded(try host.frame(of: "Sheet")) == [174.33, 433.33, 44.33, 20.33])
        // Dismissed, the window is drawn in place again.
        try host.dismiss()
        #expect(host.snapshot() == SnapshotTests.picture("""
              <text data-view="Text" x="169.83" y="444.52" font-size="17" fill="#000000" textLength="53.08" lengthAdjust="spacingAndGlyphs">Behind</text>

            """))
    }

    /// `alert(_:isPresented:actions:)`: "Presents an alert when a given condition is true,
    /// using a string variable as a title." A 270-point box centred in the window dimmed at
    /// 20 %: 19 + 20.29 + 19 points of title, then two buttons side by side, 44 high, the
    /// cancel one semibold, the destructive one red (box height 102.29, from y 374.86).
    @Test func anAlertIsACentredBoxWithItsButtonsSideBySide() {
        struct Screen: View {
            @State var shown = true
            var body: some View {
                Text("Behind").alert("Delete?", isPresented: $shown) {
                    Button("Cancel", role: .cancel) { }
                    Button("Delete", role: .destructive) { }
                }
            }
        }
        let host = ViewHost(testing: Screen())
        #expect(host.snapshot() == SnapshotTests.picture("""
              <text data-view="Text" x="169.83" y="444.52" font-size="17" fill="#000000" textLength="53.08" lengthAdjust="spacingAndGlyphs">Behind</text>
              <g data-view="Alert" data-title="Delete?">
                <rect x="0" y="0" width="393" height="852" fill="#000000" fill-opacity="0.2"/>
                <rect x="61.5" y="374.86" width="270" height="102.29" rx="14" fill="#F2F2F2"/>
                <text data-view="Title" x="196.5" y="410.04" font-size="17" font-weight="600" fill="#000000" text-anchor="middle" textLength="61.08" lengthAdjust="spacingAndGlyphs">Delete?</text>
                <g data-view="Button" data-title="Cancel">
                  <rect x="61.5" y="433.14" width="135" height="0.33" fill="#3C3C43" fill-opacity="0.29"/>
                  <text data-view="Text" x="129" y="461.19" font-size="17" font-weight="600" fill="#007AFF" text-anchor="middle" textLength="54.79" lengthAdjust="spacingAndGlyphs">Cancel</text>
                </g>
                <g data-view="Button" data-title="Delete">
                  <rect x="196.5" y="433.14" width="135" height="0.33" fill="#3C3C43" fill-opacity="0.29"/>
                  <rect x="196.5" y="433.14" width="0.33" height="44" fill="#3C3C43" fill-opacity="0.29"/>
                  <text data-view="Text" x="264" y="461.19" font-size="17" fill="#FF3B30" text-anchor="middle" textLength="49.04" lengthAdjust="spacingAndGlyphs">Delete</text>
                </g>
              </g>

            """))
    }

    /// `NavigationLink`: "A view that controls a navigation presentation." Outside a list
    /// it looks like a button, its label in the tint; in a list's row its label keeps its
    /// colors and a disclosure chevron ends 20 points in from the row's trailing edge, where
    /// a trailing control ends (Measures §6 "Row chevron", "Row content insets"; a plain
    /// list's row is the list's width: x 393 − 20 = 373), centred on the row: its ink 6 × 10,
    /// a 2-point stroke along a 4 × 8 path from x 368 to 372. With no navigation container
    /// around them, as here, both are drawn disabled (Measures §8 "Link outside
    /// navigation"): alone in the tertiary label color, in the row at half the label's
    /// opacity and the chevron's; ScreenGeometryTests draws the same links enabled in a stack.
    @Test func aNavigationLinkIsTintedAloneAndHasAChevronInAList() {
        let alone = ViewHost(testing: NavigationLink("Next") { Text("Detail") })
        #expect(alone.snapshot() == SnapshotTests.picture("""
              <g data-view="NavigationLink" data-title="Next">
                <text data-view="Text" x="178.67" y="444.52" font-size="17" fill="#3C3C43" fill-opacity="0.3" textLength="35.5" lengthAdjust="spacingAndGlyphs">Next</text>
              </g>

            """))
        let list = ViewHost(testing: List { NavigationLink("Next") { Text("Detail") } }.listStyle(.plain))
        #expect(list.snapshot() == SnapshotTests.picture("""
              <g data-view="List">
                <rect x="0" y="0" width="393" height="852" fill="#FFFFFF"/>
                <rect x="20" y="102.67" width="373" height="0.33" fill="#3C3C43" fill-opacity="0.29"/>
                <g data-view="NavigationLink" data-title="Next">
                  <g opacity="0.5">
                    <text data-view="Text" x="20" y="87.02" font-size="17" fill="#000000" textLength="35.5" lengthAdjust="spacingAndGlyphs">Next</text>
                  </g>
                  <path d="M367.03 76.01 L372 81 L367.03 85.99" fill="none" stroke="#3C3C43" stroke-opacity="0.3" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" opacity="0.5"/>
                </g>
              </g>

            """))
    }
}
