import Foundation
import Testing
import ViewEngine
import TestSupport

/// `host.snapshot()`: an SVG picture of the window (Rules R22, the "Pictures of the window"
/// article). Each view is drawn at the frame the layout gave it; the numbers come from the
/// text model (LayoutModel.md): one line of body text is 20.287 points high (1.193359375 ×
/// 17, Measures §4 "Line height"), its frame rounded up to 20.33, its baseline 16.19 below
/// its top (the ascender, 1950/2048 × 17, Measures §4 "Ascender"); "Hello" is 40.84 wide
/// ((0.897 + 0.62 + 2 × 0.312 + 0.655) × 0.85929 × 17, Measures §4 "Advance unit"), its
/// frame 41. The window is 393 × 852 with its safe area from y 59 to 818 (Measures §1
/// "Safe rectangle, portrait"): one line alone is at y 59 + (759 − 20.33) / 2 = 428.33, its
/// baseline at 444.52.
@MainActor
@Suite("Pictures of the window")
struct SnapshotTests {
    /// The picture of a 393 × 852 window in light mode, with `body` drawn over its
    /// background and the status bar over all, its glyphs in `statusBar` (black in light
    /// mode, white in dark mode; `nil` for none).
    static func picture(_ body: String, scheme: String = "light", background: String = "#FFFFFF",
                        statusBar: String? = nil) -> String {
        let ink = statusBar ?? (scheme == "dark" ? "#FFFFFF" : "#000000")
        return """
        <svg xmlns="http://www.w3.org/2000/svg" width="393" height="852" viewBox="0 0 393 852" \
        font-family="-apple-system, SF Pro Text, Helvetica Neue, Helvetica, Arial, sans-serif" data-color-scheme="\(scheme)">
          <rect data-view="Window" x="0" y="0" width="393" height="852" fill="\(background)"/>

        """ + body + (statusBar == "" ? "" : Self.statusBar(ink: ink)) + "</svg>\n"
    }

    /// The status bar of a 393-point phone in portrait (Measures §3 "Status bar"): "9:41"
    /// centred in the left ear, the signal's four bars, the Wi-Fi's three arcs and the
    /// battery in the right one, in `ink`.
    static func statusBar(ink: String) -> String {
        """
          <g data-view="StatusBar">
            <text x="66.75" y="36" font-size="17" font-weight="600" fill="\(ink)" text-anchor="middle" textLength="33.9" lengthAdjust="spacingAndGlyphs">9:41</text>
            <rect x="289.5" y="31.5" width="3" height="4.5" rx="1" fill="\(ink)"/>
            <rect x="294.83" y="29" width="3" height="7" rx="1" fill="\(ink)"/>
            <rect x="300.16" y="26.5" width="3" height="9.5" rx="1" fill="\(ink)"/>
            <rect x="305.49" y="24" width="3" height="12" rx="1" fill="\(ink)"/>
            <path d="M314.22 28.22 A11 11 0 0 1 329.78 28.22" fill="none" stroke="\(ink)" stroke-width="2" stroke-linecap="round"/>
            <path d="M317.05 31.05 A7 7 0 0 1 326.95 31.05" fill="none" stroke="\(ink)" stroke-width="2" stroke-linecap="round"/>
            <path d="M319.88 33.88 A3 3 0 0 1 324.12 33.88" fill="none" stroke="\(ink)" stroke-width="3" stroke-linecap="round"/>
            <rect x="335.5" y="24" width="25" height="12" rx="4" fill="none" stroke="\(ink)" stroke-opacity="0.35" stroke-width="1"/>
            <rect x="337.5" y="26" width="21" height="8" rx="2.5" fill="\(ink)"/>
            <rect x="361.5" y="28" width="1.5" height="4" rx="0.75" fill="\(ink)" fill-opacity="0.4"/>
          </g>

        """
    }

    /// Text: "A view that displays one or more lines of read-only text." One line, at its
    /// baseline, in the body style's 17 points and the primary label color (black in
    /// light mode), as wide as the model measured it.
    @Test func aTextIsItsLineAtItsBaselineInTheSystemFont() {
        let host = ViewHost(testing: Text("Hello"))
        #expect(host.snapshot() == Self.picture("""
              <text data-view="Text" x="177.17" y="444.52" font-size="17" fill="#000000" textLength="38.34" lengthAdjust="spacingAndGlyphs">Hello</text>

            """))
    }

    /// `Color.accentColor`: "A color that reflects the accent color of the system or app."
    /// "The accent color is a broad theme color applied to views and controls": a button
    /// in its default style is its label in the accent color, the system blue (0, 122, 255)
    /// for an app without an asset catalog. The stack puts the button's label below the
    /// text as a paragraph's next line, a line gap (2.33) apart (Measures §2 "Spacing next
    /// to text"): the stack is 43 high, from y 417; "Save" is 36.99 wide, centred.
    @Test func aButtonIsItsLabelInTheAccentColor() {
        let host = ViewHost(testing: VStack { Text("Hello"); Button("Save") { } })
        #expect(host.snapshot() == Self.picture("""
              <text data-view="Text" x="177.17" y="433.19" font-size="17" fill="#000000" textLength="38.34" lengthAdjust="spacingAndGlyphs">Hello</text>
              <g data-view="Button" data-title="Save">
                <text data-view="Text" x="178" y="455.85" font-size="17" fill="#007AFF" textLength="36.99" lengthAdjust="spacingAndGlyphs">Save</text>
              </g>

            """))
    }

    /// `ToggleStyle.switch`, the default on iOS: "A toggle style that displays a leading
    /// label and a trailing switch." The switch is UISwitch's 51 × 31 capsule (Measures §5
    /// "Toggle switch") from 49 points inside the trailing edge of the toggle's frame, green (52, 199, 89) with
    /// the thumb at its trailing end when on, the secondary system fill with the thumb at
    /// its leading end when off; the group says which.
    @Test func aToggleIsALabelAndASwitchThatIsGreenWhenOn() throws {
        struct Screen: View {
            @State var isOn = true
            var body: some View { Toggle("Wi-Fi", isOn: $isOn) }
        }
        let host = ViewHost(testing: Screen())
        let on = host.snapshot()
        try host.toggle("Wi-Fi")
        let off = host.snapshot()
        let frame = try host.frame(of: "Wi-Fi")
        let track = "x=\"\(svgNumber(frame.maxX - 49))\" y=\"\(svgNumber(frame.midY - 15.5))\" width=\"51\" height=\"31\" rx=\"15.5\""
        let label = """
                <text data-view="Text" x="\(svgNumber(frame.minX))" y="444.52" font-size="17" fill="#000000" textLength="38.31" lengthAdjust="spacingAndGlyphs">Wi-Fi</text>
            """
        #expect(on == Self.picture("""
              <g data-view="Toggle" data-title="Wi-Fi" data-value="on">
            \(label)
                <rect \(track) fill="#34C759"/>
                <circle cx="\(svgNumber(frame.maxX + 2 - 15.5))" cy="\(svgNumber(frame.midY))" r="14" fill="#FFFFFF" stroke="#000000" stroke-opacity="0.06" stroke-width="0.5"/>
              </g>

            """))
        #expect(off == Self.picture("""
              <g data-view="Toggle" data-title="Wi-Fi" data-value="off">
            \(label)
                <rect \(track) fill="#787880" fill-opacity="0.16"/>
                <circle cx="\(svgNumber(frame.maxX - 49 + 15.5))" cy="\(svgNumber(frame.midY))" r="14" fill="#FFFFFF" stroke="#000000" stroke-opacity="0.06" stroke-width="0.5"/>
              </g>

            """))
    }

    /// A picture is XML: what a text shows is escaped.
    @Test func textIsEscapedForXML() {
        let host = ViewHost(testing: Text("a < b & \"c\""))
        let picture = host.snapshot()
        #expect(picture.contains(">a &lt; b &amp; &quot;c&quot;</text>"))
        #expect(!picture.contains("a < b"))
    }

    /// A view the layout did not place is not drawn, and nothing traps: with layout off
    /// the picture is the window alone; a view of zero size draws nothing.
    @Test func aViewWithoutAFrameIsNotDrawn() {
        var configuration = HostConfiguration()
        configuration.performsLayout = false
        let unlaid = ViewHost(testing: VStack { Text("Hello"); Color.red }, configuration: configuration)
        #expect(unlaid.snapshot() == Self.picture(""))

        let empty = ViewHost(testing: Color.red.frame(width: 0, height: 10))
        #expect(empty.snapshot() == Self.picture(""))
    }

    /// The same screen gives the same text; a change shows, and changing it back gives the
    /// first picture again.
    @Test func theSameScreenGivesTheSamePicture() throws {
        struct Screen: View {
            @State var count = 0
            var body: some View { Button("Count: \(count)") { count = count == 0 ? 1 : 0 } }
        }
        let host = ViewHost(testing: Screen())
        let first = host.snapshot()
        #expect(host.snapshot() == first)
        try host.tap("Count: 0")
        let second = host.snapshot()
        #expect(second != first)
        #expect(second.contains(">Count: 1</text>"))
        try host.tap("Count: 1")
        #expect(host.snapshot() == first)
    }

    /// `colorScheme`: in dark mode the window is black and the primary label white, and
    /// the system colors take their dark values (blue 10, 132, 255).
    @Test func darkModeDrawsTheDarkPalette() {
        let host = ViewHost(testing: VStack { Text("Hello"); Button("Save") { } })
        host.colorScheme = .dark
        #expect(host.snapshot() == Self.picture("""
              <text data-view="Text" x="177.17" y="433.19" font-size="17" fill="#FFFFFF" textLength="38.34" lengthAdjust="spacingAndGlyphs">Hello</text>
              <g data-view="Button" data-title="Save">
                <text data-view="Text" x="178" y="455.85" font-size="17" fill="#0A84FF" textLength="36.99" lengthAdjust="spacingAndGlyphs">Save</text>
              </g>

            """, scheme: "dark", background: "#000000"))
    }

    /// A number as the picture writes it.
}
