import ViewEngine

/// A tip that shows a phrase to say to Siri to run an intent: "Say “Food Truck Trends”".
/// The engine shows the intent's title; closing it sets `isVisible` to `false`.
///
/// ```swift
/// SiriTipView(intent: ShowTopDonutsIntent(timeframe: .week), isVisible: $showsTip)
/// ```
public struct SiriTipView: View {
    private let title: String
    private let isVisible: Binding<Bool>

    /// A tip for `intent`, shown while `isVisible` is `true`.
    ///
    /// ```swift
    /// SiriTipView(intent: ShowTopDonutsIntent())
    /// ```
    public init<Intent: AppIntent>(intent: Intent, isVisible: Binding<Bool> = .constant(true)) {
        title = String(localized: Intent.title)
        self.isVisible = isVisible
    }

    /// The tip: the intent's title, and a button that closes it.
    public var body: some View {
        if isVisible.wrappedValue {
            HStack {
                Text("Siri: \(title)")
                Button("Close Siri tip") { isVisible.wrappedValue = false }
            }
        }
    }
}

/// How a ``SiriTipView`` looks.
///
/// ```swift
/// .siriTipViewStyle(.dark)
/// ```
public enum SiriTipViewStyle: Hashable, Sendable {
    /// The system's choice.
    case automatic
    /// Light.
    case light
    /// Dark.
    case dark
}

extension View {
    /// Sets the style of the ``SiriTipView``s inside (a look the engine does not draw).
    ///
    /// ```swift
    /// SiriTipView(intent: ShowTopDonutsIntent()).siriTipViewStyle(.dark)
    /// ```
    public func siriTipViewStyle(_ style: SiriTipViewStyle) -> some View { self }
}
