import ViewEngineCore
import Foundation

/// The continuous gesture drivers: a drag, a magnification, a rotation performed on the
/// view that shows a text. Each performance is four steps, one frame each, then a frame
/// for its end; see ``drag(_:by:)``.
extension ViewHost {
    /// How many steps a continuous gesture is performed in.
    ///
    /// Four: enough that `onChanged` runs several times with growing values (a test sees
    /// the view follow the finger, and the last change equal the end), few enough that a
    /// transcript stays short. Each step is a frame of its own, as each move of a finger is
    /// an event of its own on a device: the views re-evaluate, and their `onChange`s run,
    /// between steps.
    public static var gestureSteps: Int { 4 }

    /// Drags the view that shows `title` by `translation`: the `DragGesture`s that receive
    /// the touch get four steps (a quarter, half, three quarters and all of the
    /// translation), each in a frame of its own (`onChanged`, `updating`), then the end in
    /// a frame of its own (`onEnded`, then their `@GestureState`s reset).
    ///
    /// ```swift
    /// Text("Card")
    ///     .offset(offset)
    ///     .gesture(DragGesture().onChanged { offset = $0.translation }.onEnded { _ in offset = .zero })
    /// try host.drag("Card", by: CGSize(width: 100, height: 0))
    /// // onChanged: 25, 50, 75, 100; onEnded: 100
    /// ```
    ///
    /// The view is the innermost one with a drag gesture that shows `title` (its text, the
    /// string of one `Text` or the title of one control inside it). The touch reaches the
    /// gestures of that view and of the views around it, as SwiftUI's precedence decides:
    /// the innermost `gesture(_:)`, unless a `highPriorityGesture(_:)` around it takes
    /// precedence, and every `simultaneousGesture(_:)`. The drag starts at the view's top
    /// leading corner (`startLocation` is `.zero` in the view's coordinate space), takes no
    /// virtual time and has no velocity. A step shorter than a
    /// gesture's `minimumDistance` does not reach it, as the gesture has not begun.
    ///
    /// - Throws: ``HostError`` if no view with a drag gesture shows `title`, several do,
    ///   or its gestures are disabled (`.disabled(true)`, a `GestureMask`).
    public func drag(_ title: String, by translation: CGSize) throws {
        let receivers = try gestureReceivers(title, recognizing: .drag, kind: .dragGesture)
        let time = clock.date(at: clock.now)
        let steps = Self.stepFractions.map { fraction in
            GestureEvent.drag(DragGesture.Value(translation: CGSize(width: translation.width * fraction,
                                                                     height: translation.height * fraction), time: time))
        }
        perform(steps, on: receivers, cause: "drag \"\(title)\" by (\(translation.width), \(translation.height))")
    }

    /// Pinches the view that shows `title` to `scale`: its `MagnifyGesture`s and
    /// `MagnificationGesture`s get four steps from 1 to `scale`, then the end, as
    /// ``drag(_:by:)`` does.
    ///
    /// ```swift
    /// Image("photo").gesture(MagnifyGesture().onChanged { zoom = $0.magnification })
    /// try host.magnify("photo", by: 2)     // 1.25, 1.5, 1.75, 2
    /// ```
    ///
    /// - Throws: ``HostError`` if no view with a magnify gesture shows `title`, several
    ///   do, or its gestures are disabled.
    public func magnify(_ title: String, by scale: CGFloat) throws {
        let receivers = try gestureReceivers(title, recognizing: .magnify, kind: .magnifyGesture)
        let steps = Self.stepFractions.map { GestureEvent.magnify(1 + (scale - 1) * $0) }
        perform(steps, on: receivers, cause: "magnify \"\(title)\" by \(scale)")
    }

    /// Rotates the view that shows `title` by `angle`: its `RotateGesture`s and
    /// `RotationGesture`s get four steps from zero to `angle`, then the end, as
    /// ``drag(_:by:)`` does.
    ///
    /// ```swift
    /// Rectangle().gesture(RotateGesture().onChanged { angle = $0.rotation })
    /// try host.rotate("Rectangle", by: .degrees(90))     // 22.5°, 45°, 67.5°, 90°
    /// ```
    ///
    /// - Throws: ``HostError`` if no view with a rotate gesture shows `title`, several do,
    ///   or its gestures are disabled.
    public func rotate(_ title: String, by angle: Angle) throws {
        let receivers = try gestureReceivers(title, recognizing: .rotate, kind: .rotateGesture)
        let steps = Self.stepFractions.map { GestureEvent.rotate(Angle(radians: angle.radians * Double($0))) }
        perform(steps, on: receivers, cause: "rotate \"\(title)\" by \(angle.degrees)°")
    }

    /// The fraction of the whole gesture at each step: 1/4, 2/4, 3/4, 1.
    static var stepFractions: [CGFloat] {
        (1...gestureSteps).map { CGFloat($0) / CGFloat(gestureSteps) }
    }

    /// The gestures that receive a touch on the view that shows `title`, innermost first.
    private func gestureReceivers(_ title: String, recognizing event: GestureEventKind,
                                  kind: ControlKind<any AttachedGesture>) throws -> [any AttachedGesture] {
        try beginDriverCall(kind.name, title)
        let showing = (graph.controls.visible(kind) + graph.controls.visible(.gesture).map { $0 as any AttachedGesture })
            .filter { $0.recognizes(event) && $0.shows(title) }
        // The touch lands on the innermost view with such a gesture.
        let target = try control(kind, title, or: [ControlKind<any AttachedGesture & Gesturing>.gesture.erased], anyTitle: true) { candidate in
            showing.contains { $0 === candidate } && !showing.contains { $0 !== candidate && $0.isInside(candidate) }
        }
        let receivers = GesturePrecedence.receivers(of: GesturePrecedence.chain(from: target, recognizing: event))
        guard !receivers.isEmpty else {
            let listed = graph.controls.titles(of: [kind.erased, ControlKind<any AttachedGesture & Gesturing>.gesture.erased], upTo: HostError.listedTitlesLimit)
            throw HostError(control: kind.name, title: title, reason: .disabled, availableTitles: listed.titles,
                            availableCount: listed.count, scopes: scopes)
        }
        return receivers
    }

    /// Performs `steps` on `receivers`: a frame per step, then a frame for the end.
    func perform(_ steps: [GestureEvent], on receivers: [any AttachedGesture], cause: String) {
        guard let last = steps.last else { return }
        let session = GestureSession(time: clock.date(at: clock.now))
        for (index, step) in steps.enumerated() {
            graph.runFrame(.userEvent, cause: "\(cause): step \(index + 1) of \(steps.count)") {
                for receiver in receivers where receiver.isMounted { receiver.deliver(step, phase: .changed, in: session) }
            }
        }
        graph.runFrame(.userEvent, cause: "\(cause): end") {
            for receiver in receivers where receiver.isMounted { receiver.deliver(last, phase: .ended, in: session) }
            for receiver in receivers where receiver.isMounted { receiver.end(session) }
        }
    }
}
