/// A view that adapts to the available space by providing the first child view that fits.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     HStack { Text("Delete all"); Image(systemName: "trash") }
///     Image(systemName: "trash")
/// }
/// ```
///
/// The children are candidates, in order of preference; only the chosen one is on screen
/// (its `onAppear` runs, its controls can be driven). Without layout every candidate fits,
/// so the first is chosen.
public struct ViewThatFits<Content: View>: View {
    /// The axes along which a candidate must fit.
    private let axes: Axis.Set
    /// The candidates, in order.
    private let candidates: [AnyView]

    /// Chooses among the children of `content`, checking that each fits along `axes`.
    ///
    /// ```swift
    /// ViewThatFits { WideLayout(); NarrowLayout() }
    /// ```
    public init<each Candidate: View>(in axes: Axis.Set = [.horizontal, .vertical],
                                       @ViewBuilder content: () -> TupleView<repeat each Candidate>)
    where Content == TupleView<repeat each Candidate> {
        self.axes = axes
        var candidates: [AnyView] = []
        for candidate in repeat each content().value { candidates.append(AnyView(candidate)) }
        self.candidates = candidates
    }

    /// Chooses `content`, the one candidate.
    ///
    /// ```swift
    /// ViewThatFits { Text("Only") }
    /// ```
    ///
    /// (Disfavored: content of several children takes the form that chooses among them.)
    @_disfavoredOverload
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        candidates = [AnyView(content())]
    }

    /// The chosen candidate: the first.
    public var body: some View { candidates.first }
}
