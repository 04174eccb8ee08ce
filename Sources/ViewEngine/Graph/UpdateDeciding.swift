/// A view that decides, when its parent offers a new value, whether the offer replaces
/// the kept one — instead of SPEC R12's comparison — and is told about the offers it
/// refuses (`Updaters.UpdatingView` is one).
///
/// The engine keeps the kept value while the view refuses, so a re-evaluation caused by
/// the view's own state sees whatever ``refuse(_:)`` recorded in it. `package` access:
/// it is the engine's hook for this package's modules, not API.
package protocol UpdateDeciding: View {
    /// Whether `offer`, the value the parent produced now, replaces this kept value.
    func shouldUpdate(to offer: Self) -> Bool

    /// Called on the kept value with an offer ``shouldUpdate(to:)`` refused.
    mutating func refuse(_ offer: Self)
}

/// Decides an offer for a type known only at run time: returns whether the kept value at
/// the first address stays (the offer at the second was refused and recorded in it).
/// Views are main-actor isolated, so the decision runs on the main actor.
typealias OfferDecision = @MainActor (UnsafeMutableRawPointer, UnsafeRawPointer) -> Bool

extension FieldComparison {
    /// The decision of an ``UpdateDeciding`` type.
    @MainActor static func offerDecision(_ type: any UpdateDeciding.Type) -> OfferDecision {
        func make<D: UpdateDeciding>(_: D.Type) -> OfferDecision {
            { kept, offer in
                let kept = kept.assumingMemoryBound(to: D.self)
                let offer = offer.assumingMemoryBound(to: D.self).pointee
                guard !kept.pointee.shouldUpdate(to: offer) else { return false }
                kept.pointee.refuse(offer)
                return true
            }
        }
        return make(type)
    }
}
