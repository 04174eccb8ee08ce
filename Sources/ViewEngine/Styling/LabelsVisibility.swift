// Whether the controls inside a view show their labels: `labelsVisibility(_:)` (iOS 18)
// sets ``EnvironmentValues/labelsVisibility``, which a custom view reads and which a
// toggle follows (a switch alone when hidden); `labelsHidden()` sets it to `.hidden`.
// Either way the controls' titles still find them.

import ViewEngineCore

private struct LabelsVisibilityKey: EnvironmentKey {
    static var defaultValue: Visibility { .automatic }
}

extension EnvironmentValues {
    /// The visibility of the labels of the controls in this environment: `automatic`
    /// unless set; `labelsVisibility(_:)` and `labelsHidden()` set it.
    ///
    /// ```swift
    /// @Environment(\.labelsVisibility) private var labelsVisibility
    ///
    /// var body: some View {
    ///     VStack {
    ///         QuizCard()
    ///         if labelsVisibility != .hidden { Text("Quiz Card") }
    ///     }
    /// }
    /// ```
    public var labelsVisibility: Visibility {
        get { self[LabelsVisibilityKey.self] }
        set { self[LabelsVisibilityKey.self] = newValue }
    }
}

extension View {
    /// SwiftUI's `labelsVisibility(_:)` (iOS 18): whether the controls inside show their
    /// labels (``EnvironmentValues/labelsVisibility``); a toggle whose labels are hidden
    /// is drawn as its switch alone. Recorded.
    ///
    /// ```swift
    /// Toggle(isOn: $isOn) { Text("Toggle 1") }.labelsVisibility(.hidden)
    /// ```
    public func labelsVisibility(_ visibility: Visibility) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("labelsVisibility", writing: { $0.labelsVisibility = visibility }, ("", visibility))
    }
}
