import Foundation
import Testing
import ViewEngine
import TestSupport

/// `Gesture`s attached with `gesture(_:)`, `highPriorityGesture(_:)` and
/// `simultaneousGesture(_:)`, performed by the host (Rules: Host): a drag, a
/// magnification or a rotation is four steps of a frame each (Rules R1), then its end;
/// the gesture state of `updating` resets when it ends.
@MainActor
@Suite("Host: performing gestures")
struct GestureDriverTests {
    struct Card: View {
        let log: Log
        let minimumDistance: CGFloat
        @State var offset = CGSize.zero
        var body: some View {
            Text("Card")
                .offset(offset)
                .gesture(
                    DragGesture(minimumDistance: minimumDistance)
                        .onChanged { value in
                            log("changed \(value.translation.width) at \(value.location.x)")
                            offset = value.translation
                        }
                        .onEnded { value in
                            log("ended \(value.translation.width)")
                            offset = .zero
                        }
                )
                .onChange(of: offset.width) { log("offset \($0)") }
        }
    }

    // "A dragging motion that invokes an action as the drag-event sequence changes."
    // (DragGesture); "Adds an action to perform when the gesture's value changes." and
    // "...when the gesture ends." (Gesture.onChanged(_:), onEnded(_:))
    @Test func aDragIsFourStepsOfAFrameEachThenItsEnd() throws {
        let log = Log()
        let host = ViewHost(testing: Card(log: log, minimumDistance: 10))
        var frames = 0
        host.frameDidEnd = { _ in frames += 1 }
        try host.drag("Card", by: CGSize(width: 100, height: 0))
        #expect(frames == ViewHost<Card>.gestureSteps + 1)
        #expect(log.take() == [
            "changed 25.0 at 25.0", "offset 25.0",
            "changed 50.0 at 50.0", "offset 50.0",
            "changed 75.0 at 75.0", "offset 75.0",
            "changed 100.0 at 100.0", "offset 100.0",
            "ended 100.0", "offset 0.0",
        ])
    }

    // "The minimum dragging distance before the gesture succeeds." (DragGesture.minimumDistance)
    @Test func stepsShorterThanTheMinimumDistanceDoNotReachTheGesture() throws {
        let log = Log()
        let host = ViewHost(testing: Card(log: log, minimumDistance: 10))
        try host.drag("Card", by: CGSize(width: 20, height: 0))
        #expect(log.take() == ["changed 10.0 at 10.0", "offset 10.0", "changed 15.0 at 15.0", "offset 15.0",
                               "changed 20.0 at 20.0", "offset 20.0", "ended 20.0", "offset 0.0"])
        try host.drag("Card", by: CGSize(width: 8, height: 0))
        #expect(log.take() == [])
    }

    struct Pressable: View {
        let log: Log
        @GestureState var isDetectingLongPress = false
        @State var completedLongPress = false
        var body: some View {
            Circle()
                .gesture(
                    LongPressGesture(minimumDuration: 3)
                        .updating($isDetectingLongPress) { currentState, gestureState, _ in
                            gestureState = currentState
                        }
                        .onEnded { finished in
                            log("ended \(finished)")
                            completedLongPress = finished
                        }
                )
                .accessibilityLabel("Hold")
                .onChange(of: isDetectingLongPress) { log("pressing \($0)") }
                .onChange(of: completedLongPress) { log("completed \($0)") }
        }
    }

    // "A property wrapper type that updates a property while the user performs a gesture
    // and resets the property back to its initial state when the gesture ends."
    // (GestureState) — Apple's own example.
    @Test func gestureStateFollowsTheGestureAndResetsWhenItEnds() throws {
        let log = Log()
        let host = ViewHost(testing: Pressable(log: log))
        try host.longPress("Hold")     // a view without text is named by its accessibility label
        // One frame: the press begins (updating sets true), succeeds (onEnded), ends
        // (the state resets): the view sees only the end of it.
        #expect(log.take() == ["ended true", "completed true"])
    }

    struct Dragged: View {
        let log: Log
        @GestureState var dragOffset = CGSize.zero
        var body: some View {
            Text("Dragged \(Int(dragOffset.width))")
                .gesture(DragGesture().updating($dragOffset) { value, state, _ in state = value.translation })
                .onChange(of: dragOffset.width) { log("dragOffset \($0)") }
        }
    }

    @Test func updatingWritesTheGestureStateAtEachStepAndTheEndResetsIt() throws {
        let log = Log()
        let host = ViewHost(testing: Dragged(log: log))
        try host.drag("Dragged 0", by: CGSize(width: 40, height: 0))
        #expect(log.take() == ["dragOffset 10.0", "dragOffset 20.0", "dragOffset 30.0", "dragOffset 40.0", "dragOffset 0.0"])
        #expect(host.render() == #"Text "Dragged 0""#)
    }

    struct Nested: View {
        let log: Log
        let outer: String
        var body: some View {
            let inner = DragGesture().onEnded { _ in log("inner") }
            let outerGesture = DragGesture().onEnded { _ in log("outer") }
            let row = VStack { Text("Row").gesture(inner) }
            switch outer {
            case "high": AnyView(row.highPriorityGesture(outerGesture))
            case "simultaneous": AnyView(row.simultaneousGesture(outerGesture))
            case "subviews": AnyView(row.gesture(outerGesture, including: .gesture))
            default: AnyView(row.gesture(outerGesture))
            }
        }
    }

    // "Attaches a gesture to the view with a lower precedence than gestures defined by the
    // view." (gesture(_:including:)); "...with a higher precedence than gestures defined
    // by the view." (highPriorityGesture(_:including:)); "...to process simultaneously
    // with gestures defined by the view." (simultaneousGesture(_:including:))
    @Test func theTouchReachesTheGesturesThatSwiftUIsPrecedenceChooses() throws {
        let expected = ["normal": ["inner"], "high": ["outer"], "simultaneous": ["inner", "outer"], "subviews": ["outer"]]
        for (outer, receivers) in expected {
            let log = Log()
            let host = ViewHost(testing: Nested(log: log, outer: outer))
            try host.drag("Row", by: CGSize(width: 0, height: 50))
            #expect(log.take() == receivers, "\(outer)")
        }
    }

    struct Photo: View {
        let log: Log
        var body: some View {
            VStack {
                Image("photo")
                    .gesture(MagnifyGesture().onChanged { log("scale \($0.magnification)") }.onEnded { log("end \($0.magnification)") })
                Text("Dial")
                    .gesture(RotationGesture().onChanged { log("angle \($0.degrees)") })
                Text("Like")
                    .gesture(TapGesture(count: 2).onEnded { log("double") }.exclusively(before: TapGesture().onEnded { log("single") }))
            }
        }
    }

    // "A gesture that recognizes a magnification motion and tracks the amount of
    // magnification." (MagnifyGesture); "...a rotation motion and tracks the angle of the
    // rotation." (RotationGesture); "A gesture that consists of two gestures where only
    // one of them can succeed." (ExclusiveGesture)
    @Test func magnifyRotateAndTapsThroughGestureAreDriven() throws {
        let log = Log()
        let host = ViewHost(testing: Photo(log: log))
        try host.magnify("photo", by: 2)
        #expect(log.take() == ["scale 1.25", "scale 1.5", "scale 1.75", "scale 2.0", "end 2.0"])
        try host.rotate("Dial", by: .degrees(90))
        #expect(log.take() == ["angle 22.5", "angle 45.0", "angle 67.5", "angle 90.0"])
        try host.tapGesture("Like", count: 2)
        try host.tapGesture("Like")
        #expect(log.take() == ["double", "single"])
        let error = try #require(throws: HostError.self) { try host.tapGesture("Like", count: 3) }
        #expect("\(error)" == #"HostError: no TapGesture titled "Like". TapGestures on screen: "Like"."#)
    }

    struct Reorder: View {
        let log: Log
        var body: some View {
            Text("Tile")
                .gesture(
                    LongPressGesture()
                        .sequenced(before: DragGesture(minimumDistance: 0))
                        .onChanged { value in
                            switch value {
                            case .first(let pressing): log("first \(pressing)")
                            case .second(let pressed, let drag): log("second \(pressed) \(drag?.translation.height ?? -1)")
                            }
                        }
                        .onEnded { _ in log("ended") }
                )
        }
    }

    // "A gesture that's a sequence of two gestures." (SequenceGesture): a drag on a long
    // press sequenced before a drag presses first.
    @Test func aSequenceIsPerformedInOrder() throws {
        let log = Log()
        let host = ViewHost(testing: Reorder(log: log))
        try host.drag("Tile", by: CGSize(width: 0, height: 8))
        #expect(log.take() == ["second true 2.0", "second true 4.0", "second true 6.0", "second true 8.0", "ended"])
        try host.longPress("Tile")
        #expect(log.take() == ["first true", "ended"])
    }

    /// A gesture of your own, made of the engine's.
    struct Swipe: Gesture {
        let log: Log
        var body: some Gesture {
            DragGesture(minimumDistance: 0)
                .map { $0.translation.width > 0 ? "right" : "left" }
                .onEnded { log("swiped \($0)") }
        }
    }

    struct Swiping: View {
        let log: Log
        var body: some View {
            Text("Page").gesture(Swipe(log: log))
        }
    }

    // "An instance that matches a sequence of events to a gesture, and returns a stream of
    // values for each of its states." (Gesture): a gesture of your own is performed as its
    // body is.
    @Test func aGestureOfYourOwnIsPerformedAsItsBody() throws {
        let log = Log()
        let host = ViewHost(testing: Swiping(log: log))
        try host.drag("Page", by: CGSize(width: -30, height: 0))
        #expect(log.take() == ["swiped left"])
    }

    struct Errors: View {
        let log: Log
        var body: some View {
            VStack {
                Text("A").gesture(DragGesture().onEnded { _ in log("A") })
                Text("A").gesture(DragGesture().onEnded { _ in log("A again") })
                Text("Locked").gesture(DragGesture().onEnded { _ in log("locked") }).disabled(true)
                Text("Masked").gesture(DragGesture().onEnded { _ in log("masked") }, including: .subviews)
            }
        }
    }

    @Test func aMissingAmbiguousOrDisabledGestureIsAHostError() throws {
        let log = Log()
        let host = ViewHost(testing: Errors(log: log))
        let missing = try #require(throws: HostError.self) { try host.drag("B", by: CGSize(width: 20, height: 0)) }
        #expect("\(missing)" == #"HostError: no DragGesture titled "B". DragGestures on screen: "A", "A", "Locked", "Masked"."#)
        let ambiguous = try #require(throws: HostError.self) { try host.drag("A", by: CGSize(width: 20, height: 0)) }
        #expect(ambiguous.reason == .ambiguous(count: 2))
        let locked = try #require(throws: HostError.self) { try host.drag("Locked", by: CGSize(width: 20, height: 0)) }
        #expect(locked.reason == .disabled)
        let masked = try #require(throws: HostError.self) { try host.drag("Masked", by: CGSize(width: 20, height: 0)) }
        #expect("\(masked)" == #"HostError: the DragGesture titled "Masked" is disabled. DragGestures on screen: "A", "A", "Locked", "Masked"."#)
        #expect(throws: HostError.self) { try host.magnify("A", by: 2) }
        #expect(log.take() == [])
    }
}
