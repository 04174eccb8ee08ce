import Foundation
import Testing
import ViewEngine
import TestSupport

/// A segmented control's segments and the space a stack keeps from it (Rules R22;
/// Measures §5 "Segmented picker"). Measured on iOS 17, issue 85: Critical Maps'
/// appearance settings (390 × 844) — a three-segment picker, `.frame(height: 50)`, 16
/// points in from either side, over a bold title padded 24 on top — raise the chosen
/// segment x 18–132 (114 wide; the engine drew 118) with the titles centred on 75, 195 and
/// 315, and put the title's line 8 points below the picker's frame (its ink at y 216; the
/// engine, taking the hidden label's text spacing at the form's title2 font, 13.42).
@MainActor
@Suite("Pickers: a segmented control's segments are 6 points apart, a stack 8 from it")
struct SegmentedPickerGeometryTests {
    /// The appearance settings' Theme picker over the App Icon title.
    struct Theme: View {
        var body: some View {
            VStack(alignment: .leading) {
                Picker("", selection: .constant("System")) {
                    ForEach(["System", "Dark", "Light"], id: \.self) { Text($0) }
                }
                .pickerStyle(.segmented)
                .frame(height: 50)
                .padding(.horizontal, 16)
                .accessibilityIdentifier("picker")
                VStack(alignment: .leading) {
                    Text("App Icon").font(.title.bold()).padding(.top, 24).accessibilityIdentifier("title")
                }
            }
            .font(Font.title2.weight(.medium))
        }
    }

    private func host() -> ViewHost<Theme> {
        let host = ViewHost(testing: Theme())
        host.size = CGSize(width: 390, height: 844)
        return host
    }

    /// The chosen segment 114 wide from 2 points inside the track; the titles centred on
    /// their segments; the one divider (between the two not chosen) in the middle of the
    /// 6-point gap between them.
    @Test func theChosenSegmentIs114WideOfA358PointControl() throws {
        let lines = host().snapshot().split(separator: "\n")
        let thumb = try #require(lines.first { $0.contains(#"data-view="SelectedSegment""#) })
        #expect(thumb.contains(#"x="18" "#) && thumb.contains(#"width="114""#), "\(thumb)")
        let centres = lines.filter { $0.contains(#"data-view="Segment""#) }.compactMap { line -> Double? in
            guard let range = line.range(of: #" x=""#) else { return nil }
            return Double(line[range.upperBound...].prefix { $0 != "\"" })
        }
        #expect(centres == [75, 195, 315])
        #expect(lines.contains { $0.contains(#"<rect x="254.5""#) && $0.contains(#"width="1" height="12""#) })
    }

    /// Narrower: 354 points (18 from either side of 390) make segments 112.67 wide — the
    /// "112–113" the issue measured, where the engine drew 116.67.
    @Test func aNarrowerControlSharesTheGapsFirst() throws {
        let host = ViewHost(testing: Picker("", selection: .constant(1)) {
            Text("A").tag(1); Text("B").tag(2); Text("C").tag(3)
        }.pickerStyle(.segmented).padding(.horizontal, 18))
        host.size = CGSize(width: 390, height: 844)
        let thumb = try #require(host.snapshot().split(separator: "\n").first { $0.contains(#"data-view="SelectedSegment""#) })
        #expect(thumb.contains(#"x="20" "#) && thumb.contains(#"width="112.67""#), "\(thumb)")
    }

    /// The title's line starts the standard 8 points below the picker's frame: the picker
    /// shows no label whose text spacing would hold it further.
    @Test func aStackKeepsTheStandardSpacingBelowIt() throws {
        let host = host()
        let picker = try host.frame(of: "picker"), title = try host.frame(of: "title")
        #expect(abs(title.minY - picker.maxY - 8) < 0.01, "\(picker) \(title)")
    }
}
