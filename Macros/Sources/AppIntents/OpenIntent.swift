/// An intent that opens the app on an entity: the system brings the app to the
/// foreground, and `perform()` shows `target`.
///
/// ```swift
/// struct OpenBackyardIntent: OpenIntent {
///     static let title: LocalizedStringResource = "Open Backyard"
///     @Parameter(title: "Backyard") var target: BackyardEntity
/// }
/// ```
public protocol OpenIntent: AppIntent {
    /// The type of the entity opened.
    associatedtype Value
    /// The entity the app opens on.
    var target: Value { get set }
}

extension OpenIntent {
    /// An open intent brings the app to the foreground.
    public static var openAppWhenRun: Bool { true }
}
