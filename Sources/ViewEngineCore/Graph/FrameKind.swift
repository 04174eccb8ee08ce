/// What started a frame; it decides how many times one onChange may fire in it (Rules R7).
@usableFromInline package enum FrameKind {
    /// A tap, typing, a toggle, a tab switch, or a new root value.
    case userEvent
    /// The first mount of the tree: its onAppear actions run in this frame.
    case appearance
    /// A write from a task, a timer or a received element.
    case asynchronous
}
