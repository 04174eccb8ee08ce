/// A view that decides, when its parent offers a new value, whether the offer replaces
/// the kept one — instead of Rules R12's comparison — and is told about the offers it
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
