import Testing
import ViewEngine
import TestSupport

/// Styling and layout modifiers: one attribute modifier, written at the end of the
/// modified view's first line when a reader would notice it (ViewEngine.docc/Surface.md).
@MainActor
@Suite("Styling: attributes in render, identity kept")
struct StylingTests {
    struct Styled: View {
        var body: some View {
            VStack(spacing: 8) {
                Text("Title").font(.title).foregroundColor(.red).padding().frame(maxWidth: .infinity, alignment: .leading)
                Text("Sub").bold().font(.caption).opacity(0)
                Text("Dim").opacity(0.5).opacity(1)
                Text("Plain").lineLimit(2).multilineTextAlignment(.center).accessibilityLabel("plain text")
                    .keyboardType(.numberPad).animation(.easeInOut, value: 1).transition(.slide)
            }
            .hidden()
        }
    }

    @Test func shownAttributesFollowTheFirstLineInTheOrderApplied() {
        let host = ViewHost(testing: Styled())
        #expect(host.render() == """
            VStack [hidden]
              Text "Title" [font: title, foregroundColor: red]
              Text "Sub" [bold, font: caption, opacity: 0]
              Text "Dim" [opacity: 0.5]
              Text "Plain"
            """)
    }

    struct Empties: View {
        var body: some View {
            VStack {
                EmptyView().foregroundColor(.red)
                Text("after").navigationTitle("Screen").font(.headline)
            }
        }
    }

    /// A modified view that writes no line drops its attributes; a navigation title's line
    /// is not the view's own, so the attribute waits for the view's line.
    @Test func attributesNeverLeakToAnotherView() {
        let host = ViewHost(testing: Empties())
        #expect(host.render() == """
            VStack
              navigationTitle "Screen"
              Text "after" [font: headline]
            """)
    }

    struct Counter: View {
        let log: Log
        @State var count = 0
        var body: some View {
            Button("count \(count)") { count += 1 }
                .onAppear { log("appear") }
                .onDisappear { log("disappear") }
        }
    }

    struct Fading: View {
        let log: Log
        @State var isVisible = true
        var body: some View {
            VStack {
                Counter(log: log)
                    .opacity(isVisible ? 1 : 0)
                    .font(isVisible ? .body : .caption)
                Button("fade") { isVisible.toggle() }
            }
        }
    }

    /// A new attribute value updates the content in place: state kept, no remount.
    @Test func aNewValueKeepsTheContentsIdentity() throws {
        let log = Log()
        let host = ViewHost(testing: Fading(log: log))
        try host.tap("count 0")
        try host.tap("fade")
        #expect(host.render() == """
            VStack
              Button "count 1" [opacity: 0, font: caption]
              Button "fade"
            """)
        try host.tap("fade")
        try host.tap("count 1")
        #expect(host.render() == """
            VStack
              Button "count 2" [font: body]
              Button "fade"
            """)
        #expect(log.take() == ["appear"])
    }

    /// Rules R19: a styling modifier on a Group applies to each member.
    @Test func aGroupsModifierStylesEachMember() {
        struct Grouped: View {
            var body: some View {
                VStack {
                    Group {
                        Text("a")
                        Text("b")
                    }
                    .foregroundStyle(.secondary)
                }
            }
        }
        #expect(ViewHost(testing: Grouped()).render() == """
            VStack
              Text "a" [foregroundStyle: secondary]
              Text "b" [foregroundStyle: secondary]
            """)
    }

    @Test func valuesPrintAsTheyWereWritten() {
        #expect(Font.system(size: 17, weight: .semibold).description == "system(size: 17, weight: semibold)")
        #expect(Font.system(.body, design: .serif).description == "system(body, design: serif)")
        #expect(Font.custom("Avenir", size: 12.5).description == "custom(\"Avenir\", size: 12.5)")
        #expect(Font.headline.bold().italic().description == "headline.bold().italic()")
        #expect(Color(red: 1, green: 0.5, blue: 0).description == "#FF8000")
        #expect(Color(white: 0, opacity: 0.25).description == "#000000.opacity(0.25)")
        #expect(Color.blue.opacity(0.2).description == "blue.opacity(0.2)")
        #expect(Animation.easeInOut(duration: 0.3).delay(1).description == "easeInOut(duration: 0.3).delay(1)")
        #expect(AnyTransition.move(edge: .top).combined(with: .opacity).description == "move(edge: top).combined(with: opacity)")
        #expect(Alignment.topLeading.description == "topLeading")
        #expect(Edge.Set([.top, .bottom]).description == "vertical")
    }

    struct Card: View {
        let log: Log
        var body: some View {
            Image("photo")
                .resizable()
                .overlay(alignment: .topTrailing) {
                    Button("Remove") { log("remove") }
                }
                .background(Color.gray)
                .background { Capsule().fill(.blue) }
        }
    }

    /// A view given to overlay or background is mounted: its controls can be driven.
    @Test func decorationsAreMountedAndRendered() throws {
        let log = Log()
        let host = ViewHost(testing: Card(log: log))
        try host.tap("Remove")
        #expect(log.take() == ["remove"])
        #expect(host.render() == """
            Image "photo" [background: gray]
              overlay
                Button "Remove"
              background
                Capsule [fill: blue]
            """)
    }
}
