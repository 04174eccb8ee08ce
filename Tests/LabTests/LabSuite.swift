import Testing

/// The lab's tests run one at a time: some article examples share global state
/// (NonStateDemo's `Store.share`, as in the article), so two runs at once would interfere.
@Suite(.serialized)
@MainActor
enum LabSuite {}
