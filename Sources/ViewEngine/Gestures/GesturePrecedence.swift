/// Which of the gestures under a touch receive it, as SwiftUI decides.
///
/// The gestures are those attached to the touched view and to every view around it, up
/// to the presentation it is in, innermost first. Of the gestures attached with
/// `gesture(_:)` the innermost receives the touch ("a lower precedence than gestures
/// defined by the view"), unless a `highPriorityGesture(_:)` around it does (the
/// outermost one: "a higher precedence than gestures defined by the view"); every
/// `simultaneousGesture(_:)` receives it as well ("to process simultaneously with
/// gestures defined by the view"). A `GestureMask` without `.gesture` leaves out its own
/// gesture; one without `.subviews` leaves out the gestures inside it.
import ViewEngineCore

@MainActor
enum GesturePrecedence {
    /// The gestures of `chain` (innermost first) that receive the touch, innermost first.
    static func receivers(of chain: [any AttachedGesture]) -> [any AttachedGesture] {
        var enabled = [Bool](repeating: true, count: chain.count)
        for (index, gesture) in chain.enumerated() {
            if !gesture.mask.contains(.gesture) { enabled[index] = false }
            if !gesture.mask.contains(.subviews) {
                for inner in 0..<index { enabled[inner] = false }
            }
        }
        var exclusive: Int?
        var simultaneous: [Int] = []
        for (index, gesture) in chain.enumerated() where enabled[index] {
            switch gesture.priority {
            case .simultaneous: simultaneous.append(index)
            case .normal: if exclusive == nil { exclusive = index }
            case .high: exclusive = index
            }
        }
        return chain.indices.filter { $0 == exclusive || simultaneous.contains($0) }.map { chain[$0] }
    }

    /// The gestures around `target` (itself included, innermost first) that recognize
    /// events of `kind`, up to the presentation it is in.
    static func chain(from target: any AttachedGesture, recognizing kind: GestureEventKind) -> [any AttachedGesture] {
        var chain: [any AttachedGesture] = [target]
        var child: Node = target
        var ancestor = target.parent
        while let each = ancestor {
            if let boundary = each as? any PresentationBoundary, boundary.isPresentedContent(child) { break }
            if let gesture = each as? any AttachedGesture, gesture.isVisible, gesture.recognizes(kind) { chain.append(gesture) }
            child = each
            ancestor = each.parent
        }
        return chain
    }
}
