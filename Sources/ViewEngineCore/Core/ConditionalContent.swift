/// View content that shows one of two possible children.
///
/// ``ViewBuilder`` produces it for `if`/`else` and `switch`. Each branch is a
/// different structural identity: switching branches unmounts one subtree and
/// mounts the other, with fresh state.
public struct _ConditionalContent<TrueContent: View, FalseContent: View> {
    /// Which branch is shown, with its view.
    public enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    /// The branch shown.
    public let storage: Storage

    @inlinable package init(storage: Storage) { self.storage = storage }
}
