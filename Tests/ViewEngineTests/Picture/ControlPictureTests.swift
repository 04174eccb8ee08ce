import Foundation
import Testing
import ViewEngine
import TestSupport

/// Controls drawn as iOS 17 draws them, at the sizes their layouts give them
/// (ViewEngine.docc/Pictures.md, Measures §5): the picture's parts are where
/// `frame(of:)` says the control is.
@MainActor
@Suite("Picture: controls at their iOS sizes")
struct ControlPictureTests {

    /// Measures §5 "Stepper": the 94 × 32 −/+ pill at the trailing edge of the stepper's
    /// row, vertically centred, radius 8, with a hairline between its halves.
    @Test func aStepperIsItsLabelAndThePillAtTheTrailingEdge() throws {
        let host = ViewHost(testing: VStack { Stepper("Alone", value: .constant(2), in: 0...5) }.padding())
        let frame = try host.frame(of: "Alone")
        #expect(frame.height == 32)
        let svg = host.snapshot()
        #expect(svg.contains(#"<rect data-view="StepperPill" x="\#(svgNumber(frame.maxX - 94))" y="\#(svgNumber(frame.minY))" width="94" height="32" rx="8""#))
        #expect(svg.contains(#">Alone</text>"#))
    }

    /// Measures §5 "Toggle switch": a switch with its labels hidden takes 49 × 31 points of
    /// its row (iOS 17 snapshots of rows as wide as iOS sized them leave it no more), and
    /// its 51-point track is drawn from its leading edge, 2 points past its trailing edge.
    @Test func aSwitchWithItsLabelsHiddenIsLaidOut49WideAndDrawn51() throws {
        let host = ViewHost(testing: HStack(spacing: 12) {
            Text("Title")
            Toggle("Wi-Fi", isOn: .constant(false)).labelsHidden()
        }.fixedSize())
        let toggle = try host.frame(of: "Wi-Fi")
        let title = try host.frame(of: "Title")
        #expect(toggle.width == 49 && toggle.height == 31)
        #expect(abs(toggle.minX - (title.maxX + 12)) < 0.01)
        let svg = host.snapshot()
        #expect(svg.contains(#"<rect x="\#(svgNumber(toggle.minX))" y="\#(svgNumber(toggle.minY))" width="51" height="31" rx="15.5""#))
    }

    /// Measures §5 "Bordered button": the regular size's bezel is the label padded 7 × 12,
    /// with continuous corners of radius 8 (its straight top edge starts 8 × 1.5287 points
    /// in) — the bezel is the button's frame, not its text's.
    @Test func aBorderedButtonsBezelIsItsPaddedFrame() throws {
        let host = ViewHost(testing: Button("Bordered") {}.buttonStyle(.bordered))
        let frame = try host.frame(of: "Bordered")
        let text = Text("Bordered")
        let textWidth = try ViewHost(testing: text).frame(of: "Bordered").width
        #expect(abs(frame.width - (textWidth + 24)) < 0.01)
        #expect(abs(frame.height - (20.33 + 14)) < 0.01)
        let svg = host.snapshot()
        #expect(svg.contains(##"<path data-view="Bezel" d="M\##(svgNumber(frame.minX + 8 * 1.5287)) \##(svgNumber(frame.minY)) L\##(svgNumber(frame.maxX - 8 * 1.5287)) \##(svgNumber(frame.minY)) "##))
        #expect(svg.contains(##"L\##(svgNumber(frame.maxX)) \##(svgNumber(frame.maxY - 8 * 1.5287)) "##))
        #expect(svg.contains(##"fill="#007AFF" fill-opacity="0.15"/>"##))
        #expect(svg.contains(#"<text data-view="Text" x="\#(svgNumber(frame.minX + 12))""#))
    }

    /// `foregroundStyle(_:)`: "Sets a view's foreground elements to use a given style" — a
    /// button's label in a form is red with `.foregroundStyle(.red)`, not in the tint.
    @Test func aButtonsForegroundStyleColoursItsLabelInAForm() throws {
        let host = ViewHost(testing: Form {
            Button("Red") {}.foregroundStyle(.red)
            Button {} label: { Text("Label red").foregroundStyle(.red) }
            Button("Blue") {}
        })
        let svg = host.snapshot()
        let texts = svg.split(separator: "\n").filter { $0.contains("<text") }
        #expect(texts.first { $0.contains(">Red</text>") }?.contains(##"fill="#FF3B30""##) == true)
        #expect(texts.first { $0.contains(">Label red</text>") }?.contains(##"fill="#FF3B30""##) == true)
        #expect(texts.first { $0.contains(">Blue</text>") }?.contains(##"fill="#007AFF""##) == true)
    }

    struct NameRow: View {
        @State var name = ""
        var body: some View {
            HStack { Text("Name:"); TextField("Name", text: $name) }.padding()
        }
    }

    /// A text field is flexible in width (Measures §5 "Text field height"): beside a label
    /// in an `HStack` it takes what the label leaves, empty or not.
    @Test func aTextFieldKeepsItsFlexibleWidthOnceItHasContent() throws {
        let host = ViewHost(testing: NameRow())
        let empty = try host.frame(of: "Name")
        let label = try host.frame(of: "Name:")
        #expect(empty.minX == label.maxX + 8)
        #expect(abs(empty.maxX - (393 - 16)) < 0.01)
        try host.type("Sencha", into: "Name")
        #expect(try host.frame(of: "Name") == empty)
    }

    /// Measures §5 "Slider": a 4-point track as wide as the slider, the fill to the value in
    /// the tint, and the 28-point thumb whose centre runs a radius inside either end.
    @Test func aSliderIsItsTrackFillAndThumb() throws {
        let host = ViewHost(testing: VStack { Slider(value: .constant(0.7)) }.padding())
        let svg = host.snapshot()
        let run = CGFloat(361 - 28)
        let x = 16 + 14 + run * 0.7
        #expect(svg.contains(#"<rect data-view="SliderTrack" x="16""#) && svg.contains(#"width="361" height="4" rx="2""#))
        #expect(svg.contains(#"<circle data-view="SliderThumb" cx="\#(svgNumber(x))""#) && svg.contains(#"r="14""#))
        #expect(svg.contains(#"<rect data-view="SliderFill" x="16""#) && svg.contains(#"width="\#(svgNumber(x - 16))""#))
    }

    /// Dark mode: the segmented picker's chosen segment is the elevated gray, not white
    /// (Measures §5 "Segmented picker").
    @Test func aSegmentedPickersChosenSegmentIsRaisedInEitherScheme() throws {
        let host = ViewHost(testing: Picker("Size", selection: .constant("S")) {
            Text("S").tag("S"); Text("M").tag("M")
        }.pickerStyle(.segmented).padding())
        #expect(host.snapshot().contains(##"data-view="SelectedSegment""##) && host.snapshot().contains(##"fill="#FFFFFF""##))
        host.colorScheme = .dark
        #expect(host.snapshot().contains(##"fill="#636366""##))
    }
}
