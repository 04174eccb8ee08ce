import Testing
import ViewEngine
import TestSupport
import ViewEngineTesting

/// `ViewHost.drag(from:to:)`, XCUITest's drag between two coordinates: what is topmost
/// under the start and moves with a drag — a slider, a row with swipe actions, a view with
/// a drag gesture — moves as a finger moves it; a point outside the window, negative or
/// not finite, or a start with nothing that a drag moves, is a `HostError` (Rules: Host, "A
/// click drives the control under it"; the swipe model is Measures §5 "Swipe actions").
@MainActor
@Suite("Host: drag(from:to:) moves what is under the start")
struct DragAtPointTests {
    struct Inbox: View {
        let log: Log
        var allowsFullSwipe = true
        var body: some View {
            List {
                ForEach(["Lunch?", "Invoice"], id: \.self) { subject in
                    Text(subject)
                        .swipeActions(allowsFullSwipe: allowsFullSwipe) {
                            Button("Delete", role: .destructive) { log("delete \(subject)") }
                            Button("Flag") { log("flag \(subject)") }
                        }
                        .swipeActions(edge: .leading) {
                            Button("Unread") { log("unread \(subject)") }
                        }
                }
            }
        }
    }

    private func row(_ host: TestHost<Inbox>, _ subject: String) throws -> CGRect {
        let rows = host.host.pointerTargets.filter { $0.kind == "Swipe row" && $0.title == subject }
        return try #require(rows.first, "\(host.host.pointerTargets.map(\.description))").frame
    }

    /// `swipeActions(edge:allowsFullSwipe:content:)`: "allowsFullSwipe: A Boolean value
    /// that indicates whether a full swipe automatically performs the first action" — a
    /// drag from the trailing end of a row to its leading end runs the first trailing
    /// action, once, and leaves the row closed.
    @Test func aFullSwipeRunsTheFirstActionOfThatEdge() throws {
        let log = Log()
        let host = TestHost(Inbox(log: log))
        let lunch = try row(host, "Lunch?")
        host.drag(from: CGPoint(x: lunch.maxX - 5, y: lunch.midY), to: CGPoint(x: lunch.minX + 5, y: lunch.midY))
        #expect(log.take() == ["delete Lunch?"])
        #expect(!host.render().contains("open"))
        // The other way, the leading actions: the first one runs.
        host.drag(from: CGPoint(x: lunch.minX + 5, y: lunch.midY), to: CGPoint(x: lunch.maxX - 5, y: lunch.midY))
        #expect(log.take() == ["unread Lunch?"])
    }

    /// "Use swipe actions to give people quick access to actions on a row": a swipe that
    /// stops short opens the row — its content slides aside and its actions are drawn at its
    /// trailing edge, the first outermost, each the row's height — and a tap on one runs it
    /// and closes the row.
    @Test func aShortSwipeOpensTheRowAndATapOnAnActionRunsIt() throws {
        let log = Log()
        let host = TestHost(Inbox(log: log))
        let lunch = try row(host, "Lunch?")
        host.drag(from: CGPoint(x: lunch.maxX - 10, y: lunch.midY), to: CGPoint(x: lunch.maxX - 130, y: lunch.midY))
        #expect(log.take() == [])
        #expect(host.render().contains("swipeActions, open"))
        let actions = host.host.pointerTargets.filter { $0.kind == "Swipe action" }
        #expect(actions.map(\.title) == ["Delete", "Flag"])
        #expect(actions[0].frame.maxX == lunch.maxX && actions[1].frame.maxX == actions[0].frame.minX)
        #expect(actions.map(\.frame.height) == [lunch.height, lunch.height])
        #expect(actions.map(\.frame.minY) == [lunch.minY, lunch.minY])
        #expect(actions.map { $0.frame.width >= 74 } == [true, true])
        let picture = host.snapshot()
        #expect(picture.contains(#"data-view="SwipeAction" data-title="Delete""#), "\(picture)")
        // The row's content slid toward the leading edge by the actions' width.
        let shown = actions[0].frame.width + actions[1].frame.width
        let slid = picture.components(separatedBy: #"<g transform="translate("#).dropFirst().first?.components(separatedBy: " ").first
        #expect(slid.flatMap(Double.init).map { abs($0 + Double(shown)) < 0.01 } == true, "\(String(describing: slid)) for \(shown)")
        host.tap(at: CGPoint(x: actions[1].frame.midX, y: actions[1].frame.midY))
        #expect(log.take() == ["flag Lunch?"])
        #expect(!host.render().contains("open"))
        #expect(!host.snapshot().contains(#"data-view="SwipeAction""#))
    }

    /// An open row closes on a tap anywhere else, and that tap does nothing more (as on
    /// iOS, where the first tap only puts the row back).
    @Test func aTapElsewhereOnlyClosesTheOpenRow() throws {
        let log = Log()
        let host = TestHost(Inbox(log: log))
        let lunch = try row(host, "Lunch?")
        let invoice = try row(host, "Invoice")
        host.drag(from: CGPoint(x: lunch.maxX - 10, y: lunch.midY), to: CGPoint(x: lunch.maxX - 130, y: lunch.midY))
        host.tap(at: CGPoint(x: invoice.midX, y: invoice.midY))
        #expect(log.take() == [])
        #expect(!host.render().contains("open"))
    }

    /// "allowsFullSwipe" false: a drag across the whole row opens it, and runs nothing.
    @Test func withoutFullSwipeALongDragOnlyOpensTheRow() throws {
        let log = Log()
        let host = TestHost(Inbox(log: log, allowsFullSwipe: false))
        let lunch = try row(host, "Lunch?")
        host.drag(from: CGPoint(x: lunch.maxX - 5, y: lunch.midY), to: CGPoint(x: lunch.minX + 5, y: lunch.midY))
        #expect(log.take() == [])
        #expect(host.render().contains("swipeActions, open"))
    }

    /// A drag shorter than half the actions' width springs back: no frame runs, nothing
    /// opens.
    @Test func aShortDragSpringsBack() throws {
        let log = Log()
        let host = TestHost(Inbox(log: log))
        let lunch = try row(host, "Lunch?")
        let before = host.render()
        let did = try host.host.dragAt(from: CGPoint(x: lunch.midX, y: lunch.midY), to: CGPoint(x: lunch.midX - 10, y: lunch.midY))
        #expect(did == #"swipe "Lunch?": springs back"#)
        #expect(host.render() == before)
        #expect(log.take() == [])
    }

    struct Volume: View {
        let log: Log
        @State var volume = 4.0
        var enabled = true
        var body: some View {
            Slider(value: $volume, in: 0...10, step: 1) { Text("Volume") }
                .disabled(!enabled)
                .onChange(of: volume) { [volume] newValue in log("volume \(volume) -> \(newValue)") }
        }
    }

    /// Slider: "As the user drags the slider's thumb, the value changes" — a drag that starts
    /// on the slider sets the value under its end, snapped to the step, as `slide(_:to:)`
    /// does; past the track's end it stops at the bound.
    @Test func aSliderFollowsTheDragToItsEnd() throws {
        let log = Log()
        let host = TestHost(Volume(log: log))
        let track = try #require(host.host.pointerTargets.first { $0.kind == "Slider" }).frame
        let thumb = CGPoint(x: track.minX + 14 + (track.width - 28) * 0.4, y: track.midY)
        host.drag(from: thumb, to: CGPoint(x: track.minX + 14 + (track.width - 28) * 0.78, y: track.midY + 30))
        #expect(log.take() == ["volume 4.0 -> 8.0"])
        host.drag(from: CGPoint(x: track.midX, y: track.midY), to: CGPoint(x: 0, y: track.midY))
        #expect(log.take() == ["volume 8.0 -> 0.0"])
    }

    fileprivate static func point(_ point: CGPoint) -> String { "(\(point.x), \(point.y))" }
    fileprivate static func size(_ size: CGSize) -> String { "(\(size.width), \(size.height))" }

    struct Card: View {
        let log: Log
        var body: some View {
            Color.blue
                .frame(width: 100, height: 100)
                .gesture(
                    DragGesture()
                        .onChanged { log("changed from \(DragAtPointTests.point($0.startLocation)) by \(DragAtPointTests.size($0.translation))") }
                        .onEnded { log("ended at \(DragAtPointTests.point($0.location))") }
                )
        }
    }

    /// DragGesture: "A dragging motion that invokes an action as the drag-event sequence
    /// changes" — a drag from a point of the view performs it in four steps and its end,
    /// with `startLocation` where the finger went down, in the view's coordinates.
    @Test func aDragGestureIsPerformedFromTheStartPoint() throws {
        let log = Log()
        let host = TestHost(Card(log: log))
        let card = try #require(host.host.pointerTargets.first { $0.kind == "DragGesture" }).frame
        #expect(card.size == CGSize(width: 100, height: 100))
        host.drag(from: CGPoint(x: card.minX + 10, y: card.minY + 20), to: CGPoint(x: card.minX + 50, y: card.minY + 20))
        #expect(log.take() == [
            "changed from (10.0, 20.0) by (10.0, 0.0)",
            "changed from (10.0, 20.0) by (20.0, 0.0)",
            "changed from (10.0, 20.0) by (30.0, 0.0)",
            "changed from (10.0, 20.0) by (40.0, 0.0)",
            "ended at (50.0, 20.0)",
        ])
    }

    /// Bad input (Rules: Host, "A point with no control under it"): a drag that leaves the
    /// window, a coordinate that is not finite, a start on nothing a drag moves and a
    /// disabled slider are each a `HostError` that says so, and nothing runs.
    @Test func badDragsAreRefusedNamingWhy() throws {
        let log = Log()
        let host = ViewHost(Volume(log: log))
        let track = try #require(host.pointerTargets.first { $0.kind == "Slider" }).frame
        let on = CGPoint(x: track.midX, y: track.midY)
        #expect { try host.drag(from: on, to: CGPoint(x: track.midX, y: host.size.height + 50)) } throws: { error in
            (error as? HostError)?.description.contains("is outside the window") == true
        }
        #expect { try host.drag(from: CGPoint(x: CGFloat.nan, y: 10), to: on) } throws: { error in
            (error as? HostError)?.description.contains("is not a point of the window") == true
        }
        #expect { try host.drag(from: CGPoint(x: 2, y: 2), to: on) } throws: { error in
            let text = (error as? HostError)?.description ?? ""
            return text.contains("moves with a drag") && text.contains(#"Slider "Volume""#)
        }
        let disabled = ViewHost(Volume(log: log, enabled: false))
        #expect { try disabled.drag(from: on, to: CGPoint(x: track.maxX, y: track.midY)) } throws: { error in
            (error as? HostError)?.description.contains("disabled") == true
        }
        #expect(log.take() == [])
    }
}
