import Foundation
import Testing
import ViewEngine
import TestSupport

/// `preferredColorScheme(_:)` (Rules R21): the preference of the nearest enclosing
/// presentation, which every view in it reads as its `colorScheme` and the picture draws.
/// Each test names the sentence of Apple's documentation of `preferredColorScheme(_:)` it
/// encodes.
@MainActor
@Suite("R21 Preferences: the preferred color scheme")
struct PreferredColorSchemeTests {
    /// Says which scheme its environment has.
    struct SchemeReader: View {
        let name: String
        @Environment(\.colorScheme) private var colorScheme
        var body: some View { Text("\(name): \(colorScheme)") }
    }

    struct Screen: View {
        @State var preferred: ColorScheme? = .dark
        var body: some View {
            VStack {
                SchemeReader(name: "above")
                SchemeReader(name: "inside").preferredColorScheme(preferred)
                Button("Light") { preferred = .light }
                Button("No preference") { preferred = nil }
            }
        }
    }

    /// "The value that you set overrides the user's Dark Mode selection for that
    /// presentation" and "propagates up through the view hierarchy to the enclosing
    /// presentation … The value you set also flows down to all child views of the
    /// enclosing presentation": a sibling above the modifier reads it too, from the first
    /// frame; the device's scheme (the host's) is unchanged.
    @Test func thePreferenceIsTheWindowsSchemeAboveAndBelowTheModifier() throws {
        let host = ViewHost(testing: Screen())
        #expect(host.render().contains("above: dark"))
        #expect(host.render().contains("inside: dark"))
        #expect(host.colorScheme == .light)
        #expect(host.windowColorScheme == .dark)
        try host.tap("Light")
        #expect(host.render().contains("above: light"))
        #expect(host.windowColorScheme == .light)
    }

    /// "The value that you set overrides the user's Dark Mode selection": the device going
    /// dark leaves a window that prefers light light; with "`nil` to indicate no
    /// preference" the window follows the device again.
    @Test func thePreferenceOverridesTheDeviceAndNilGivesItBack() throws {
        let host = ViewHost(testing: Screen())
        try host.tap("Light")
        host.colorScheme = .dark
        #expect(host.render().contains("above: light"))
        try host.tap("No preference")
        #expect(host.render().contains("above: dark"))
        #expect(host.windowColorScheme == .dark)
        host.colorScheme = .light
        #expect(host.render().contains("inside: light"))
    }

    /// "… propagates up … to the enclosing presentation, or until another color scheme
    /// modifier higher in the view hierarchy overrides it": the outer modifier wins; an
    /// outer `nil` overrides nothing.
    @Test func aModifierHigherUpOverridesOneBelow() {
        let outerWins = ViewHost(testing: VStack {
            SchemeReader(name: "reader").preferredColorScheme(.dark)
        }.preferredColorScheme(.light))
        #expect(outerWins.windowColorScheme == .light)
        let outerNil = ViewHost(testing: VStack {
            SchemeReader(name: "reader").preferredColorScheme(.dark)
        }.preferredColorScheme(nil))
        #expect(outerNil.windowColorScheme == .dark)
        #expect(outerNil.render().contains("reader: dark"))
    }

    /// Apple's example: "the Toggle controls an isDarkMode state variable, which in turn
    /// controls the color scheme of the sheet that contains the toggle." The sheet is a
    /// presentation of its own: the window keeps the device's scheme.
    struct SheetExample: View {
        @State private var isPresented = false
        @State private var isDarkMode = true
        var body: some View {
            VStack {
                SchemeReader(name: "window")
                Button("Show Sheet") { isPresented = true }
            }
            .sheet(isPresented: $isPresented) {
                List {
                    Toggle("Dark Mode", isOn: $isDarkMode)
                    SchemeReader(name: "sheet")
                }
                .preferredColorScheme(isDarkMode ? .dark : .light)
            }
        }
    }

    @Test func aSheetsPreferenceIsTheSheetsScheme() throws {
        let host = ViewHost(testing: SheetExample())
        try host.tap("Show Sheet")
        #expect(host.render().contains("sheet: dark"))
        #expect(host.render().contains("window: light"))
        #expect(host.windowColorScheme == .light)
        try host.toggle("Dark Mode")
        #expect(host.render().contains("sheet: light"))
    }

    /// The picture draws the window in the scheme it prefers: its background, its text and
    /// the status bar's white over a dark screen.
    @Test func thePictureDrawsTheWindowInItsPreferredScheme() {
        let svg = ViewHost(testing: Text("Night").preferredColorScheme(.dark)).snapshot()
        #expect(svg.contains(#"data-color-scheme="dark""#))
        #expect(svg.contains(#"data-view="Window""#))
        let window = svg.components(separatedBy: "\n").first { $0.contains(#"data-view="Window""#) } ?? ""
        #expect(window.contains(##"fill="#000000""##))
        #expect(svg.components(separatedBy: "\n").contains { $0.contains(">Night</text>") && $0.contains(##"fill="#FFFFFF""##) })
    }

    /// `colorScheme(_:)`: "Use colorScheme(_:) to set the color scheme for the view to which
    /// you apply it and any subviews": that part of the picture is drawn dark, the rest
    /// light.
    @Test func aSubtreesSchemeIsDrawnInIt() {
        let svg = ViewHost(testing: VStack {
            Text("Day")
            Text("Night").colorScheme(.dark)
        }).snapshot()
        let lines = svg.components(separatedBy: "\n")
        #expect(lines.contains { $0.contains(">Day</text>") && $0.contains(##"fill="#000000""##) })
        #expect(lines.contains { $0.contains(">Night</text>") && $0.contains(##"fill="#FFFFFF""##) })
    }
}
