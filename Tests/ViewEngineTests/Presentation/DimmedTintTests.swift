import Foundation
import Testing
import ViewEngine
import TestSupport

/// The window's tint behind an alert (Rules R22; Measures §7 "Dimmed tint"). UIKit dims
/// the tint of the views behind a modal alert (`tintAdjustmentMode` `.dimmed`: "the tint
/// color … is desaturated"). Measured on iOS 17, issue 85: behind the TCA SyncUps delete
/// alert the back button, the Edit item, the rows' symbols and "Start Meeting", blue
/// before, are grey; the red "Delete" stays red. The engine kept them blue.
@MainActor
@Suite("Presentation: behind an alert the window's tint is dimmed")
struct DimmedTintTests {
    struct Screen: View {
        @State var shown = true
        var body: some View {
            VStack {
                Button("Start Meeting") {}
                Button {} label: { Label("Length", systemImage: "clock").foregroundColor(.accentColor) }
                Button("Delete", role: .destructive) {}
            }
            .alert("Delete?", isPresented: $shown) {
                Button("Nevermind", role: .cancel) {}
            }
        }
    }

    /// The fill the picture writes the text `title` in.
    private func fill(of title: String, in svg: String) -> Substring? {
        guard let line = svg.split(separator: "\n").first(where: { $0.hasSuffix(">\(title)</text>") }),
              let range = line.range(of: #" fill=""#) else { return nil }
        return line[range.upperBound...].prefix { $0 != "\"" }
    }

    @Test func theWindowsTintIsGreyWhileTheAlertShows() throws {
        let host = ViewHost(testing: Screen())
        let svg = host.snapshot()
        #expect(fill(of: "Start Meeting", in: svg) == "#808080", "\(svg)")
        #expect(svg.contains(##"fill="#808080" fill-opacity="0.45""##))
        // `Color.accentColor` is the tint, dimmed too.
        #expect(fill(of: "Length", in: svg) == "#808080", "\(svg)")
        // A destructive button's red stays; the alert's own button keeps the tint.
        #expect(fill(of: "Delete", in: svg) == "#FF3B30")
        #expect(fill(of: "Nevermind", in: svg) == "#007AFF")
        try host.tap("Nevermind")
        #expect(fill(of: "Start Meeting", in: host.snapshot()) == "#007AFF")
    }
}
