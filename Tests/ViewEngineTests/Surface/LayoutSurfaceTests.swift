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
    /// delivers the reader's size, the host's `geometrySize` (390 × 844); an anchor
    /// resolves in a reader's proxy as if the view filled it.
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
                Text "width 400"
                Text "bounds 390 × 844"
                Text "center 195, 422"
            """)
    }
}
