import Foundation
import Testing
import ViewEngine
import TestSupport

/// Preferences, custom layouts and the rest of SwiftUI's layout vocabulary compile in the
/// forms SwiftUI code writes them (the behaviour of preferences is `R21PreferencesTests`').
@MainActor
@Suite("Surface: preferences and layout")
struct LayoutSurfaceTests {
    struct BoundsKey: PreferenceKey {
        static let defaultValue: Anchor<CGRect>? = nil
        static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
    }

    struct CenterKey: PreferenceKey {
        static let defaultValue: [Anchor<CGPoint>] = []
        static func reduce(value: inout [Anchor<CGPoint>], nextValue: () -> [Anchor<CGPoint>]) { value += nextValue() }
    }

    struct WidthKey: PreferenceKey {
        static var defaultValue: CGFloat { 0 }
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
    }

    struct Measured: View {
        @State var width: CGFloat = 0
        @State var bounds: Anchor<CGRect>?
        @State var centers: [Anchor<CGPoint>] = []
        var body: some View {
            GeometryReader { proxy in
                VStack {
                    Text("Tab")
                        .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
                    Text("Dot")
                        .anchorPreference(key: CenterKey.self, value: .unitPoint(.center)) { [$0] }
                    Text("wide")
                        .background(GeometryReader { inner in
                            Color.clear.preference(key: WidthKey.self, value: inner.size.width)
                        })
                        .transformPreference(WidthKey.self) { $0 += 10 }
                    Text("width \(Int(width))")
                    if let bounds { Text("bounds \(Int(proxy[bounds].width)) × \(Int(proxy[bounds].height))") }
                    ForEach(centers.indices, id: \.self) { index in Text("center \(Int(proxy[centers[index]].x)), \(Int(proxy[centers[index]].y))") }
                }
                .onPreferenceChange(WidthKey.self) { width = $0 }
                .onPreferenceChange(BoundsKey.self) { bounds = $0 }
                .onPreferenceChange(CenterKey.self) { centers = $0 }
            }
        }
    }

    /// A measuring pattern SwiftUI code writes (a reader in a background sets a preference)
    /// delivers the reader's size: the "wide" text's 35.33 points (Rules R22), plus the 10
    /// its transform adds; an anchor resolves in a reader's proxy to its view's geometry:
    /// "Tab" is 28.33 × 20.33 (its T kerned to the a, Measures §4 "Kerning"), "Dot"'s center 60 points in and 32.83 down, a line gap (2.33) below "Tab"'s line (the reader places
    /// its content at its top leading corner).
    @Test func measuringWithPreferencesAndAnchors() {
        let host = ViewHost(testing: Measured())
        #expect(host.render() == """
            GeometryReader
              VStack
                Text "Tab"
                Text "Dot"
                Text "wide"
                  background
                    GeometryReader
                      Color clear
                Text "width 45"
                Text "bounds 28 × 20"
                Text "center 60, 32"
            """)
    }

    /// `overlayPreferenceValue(_:_:)` and `backgroundPreferenceValue(_:_:)` make a view
    /// from the value the content produces (R21PreferenceValueDecorationTests).
    @Test func preferenceValuesMakeOverlaysAndBackgrounds() {
        let host = ViewHost(testing: Text("w").preference(key: WidthKey.self, value: 7)
            .overlayPreferenceValue(WidthKey.self) { Text("over \(Int($0))") }
            .backgroundPreferenceValue(WidthKey.self, alignment: .leading) { Text("under \(Int($0))") })
        let render = host.render()
        #expect(render.contains("Text \"over 7\""))
        #expect(render.contains("Text \"under 7\""))
    }

    /// A rank read by the layout below, as apps declare one.
    struct Rank: LayoutValueKey {
        static let defaultValue = 0
    }

    /// A radial layout in the shape apps write: a `Subviews` parameter, a `Void` cache,
    /// explicit alignment, spacing and layout properties of its own.
    struct RadialLayout: Layout {
        static var layoutProperties: LayoutProperties {
            var properties = LayoutProperties()
            properties.stackOrientation = nil
            return properties
        }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            let ranked = subviews.sorted { $0[Rank.self] < $1[Rank.self] }
            for (index, subview) in ranked.enumerated() {
                let dimensions: ViewDimensions = subview.dimensions(in: .unspecified)
                subview.place(at: CGPoint(x: bounds.midX + CGFloat(index) * dimensions.width, y: bounds.midY),
                              anchor: .center, proposal: ProposedViewSize(width: dimensions.width, height: dimensions.height))
            }
        }

        func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                               subviews: Subviews, cache: inout ()) -> CGFloat? {
            guide == .firstTextBaseline ? bounds.minY : nil
        }

        func spacing(subviews: LayoutSubviews, cache: inout ()) -> ViewSpacing { ViewSpacing.zero.union(ViewSpacing(), edges: .horizontal) }
    }

    /// The layout vocabulary compiles as apps write it; `layoutValue` is recorded with its
    /// key and value; a subview without a layout value has the key's default.
    @Test func layoutVocabulary() {
        let ranked = Text("First").layoutValue(key: Rank.self, value: 1)
        #expect(ranked.modifier.recorded == "layoutValue: key: Rank, value: 1")
        let view = VStack {
            RadialLayout {
                Text("a").layoutValue(key: Rank.self, value: 2)
                Text("b")
            }
            AnyLayout(ZStackLayout(alignment: .topLeading)) { Text("z") }
            HStackLayout(alignment: .top, spacing: 2) { Text("h") }
            VStackLayout(alignment: .leading) { Text("v") }
        }
        #expect(ViewHost(testing: view).render() == """
            VStack
              RadialLayout
                Text "a"
                Text "b"
              ZStackLayout
                Text "z"
              HStackLayout
                Text "h"
              VStackLayout
                Text "v"
            """)
        let subviews: LayoutSubviews = .testing([CGSize(width: 4, height: 4)])
        let subview: LayoutSubview = subviews[0]
        #expect(subview[Rank.self] == 0 && subviews.layoutDirection == .leftToRight)
        var cache: Void = ()
        #expect(RadialLayout().explicitAlignment(of: .firstTextBaseline, in: CGRect(x: 0, y: 3, width: 1, height: 1),
                                                 proposal: .unspecified, subviews: subviews, cache: &cache) == 3)
    }

    struct Person: Identifiable {
        let id: Int
        let name: String
        let joined: Int
    }

    /// Columns and rows of the app's own, as a macOS-style table writes them.
    @TableColumnBuilder<Person, Never>
    static var columns: _TableColumnList<Person, Never> {
        TableColumn("Name", value: \.name)
    }

    /// Tables compile in the forms apps write them (their behaviour is `TableTests`').
    @Test func tableVocabulary() {
        @State var selection: Set<Person.ID> = []
        @State var one: Person.ID?
        @State var order = [KeyPathComparator(\Person.joined)]
        let people = [Person(id: 1, name: "Ana", joined: 2020)]
        let rows: some TableRowContent<Person> = TableRow(people[0])
        let column: some TableColumnContent<Person, Never> = TableColumn(Text("Joined")) { Text("\($0.joined)") }
        let forEach: TableForEachContent<[Person]>? = nil
        _ = (rows, column, forEach)
        let view = VStack {
            Table(people, selection: $selection) { TableColumn(String("Name")) { Text($0.name) } }
            Table(people, selection: $one, sortOrder: $order) {
                TableColumn("Joined", value: \.joined) { Text("\($0.joined)") }
                TableColumn(String("Name"), value: \.name)
                TableColumn(Text("Name"), value: \.name)
                TableColumn("Name", value: \.name, comparator: String.StandardComparator.lexical)
                TableColumn(String("J"), value: \.joined) { Text("\($0.joined)") }
                TableColumn("By joined", sortUsing: KeyPathComparator(\Person.joined)) { Text("\($0.joined)") }
                TableColumn(String("By"), sortUsing: KeyPathComparator(\Person.joined)) { Text("\($0.joined)") }
                TableColumn("Name", value: \.name, comparator: KeyPathComparator(\String.self)) { Text($0.name) }
            }
            Table(people, sortOrder: $order) { TableColumn("Name", value: \.name) }
            Table(people, selection: $selection, sortOrder: $order) { TableColumn("Name", value: \.name) }
            Table(of: Person.self, columns: { Self.columns }, rows: { ForEach(people) { TableRow($0) } })
                .tableStyle(.inset)
            Table(of: Person.self, selection: $one) { Self.columns } rows: { TableRow(people[0]) }
            Table(of: Person.self, sortOrder: $order) { TableColumn("Name", value: \.name) } rows: { TableRow(people[0]) }
            Table(of: Person.self, selection: $one, sortOrder: $order) {
                TableColumn("Name", value: \.name)
            } rows: {
                if people.isEmpty { TableRow(people[0]) } else { ForEach(people) { TableRow($0) } }
            }
            .tableStyle(AutomaticTableStyle())
        }
        let rendered = ViewHost(testing: view).render()
        #expect(rendered.contains("Table (Joined, Name, Name, Name, J, By joined, By, Name) [selection: none]"))
        #expect(rendered.components(separatedBy: "\n    Row").count == 9)
        #expect(Text("a").tableStyle(.inset).modifier.recorded == "tableStyle: inset")
        #expect(Text("a").tableStyle(InsetTableStyle()).modifier.recorded == "tableStyle: inset")
        let styles: [any TableStyle] = [AutomaticTableStyle(), InsetTableStyle()]
        let built = TableRowBuilder<Person>.buildBlock(TableRowBuilder<Person>.buildExpression(TableRow(people[0])))
        #expect(styles.count == 2 && built._tableRowValues().map(\.id) == [1])
    }
}
