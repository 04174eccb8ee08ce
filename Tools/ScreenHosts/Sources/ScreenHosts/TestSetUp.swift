/// What a test did before drawing its view — process-wide settings such as UIKit's
/// appearance proxies, which an app-hosted test inherits from the app's launch — and how
/// to undo it, so that the next screen starts from the defaults.
public struct TestSetUp: Sendable {
    /// Applies the settings.
    let apply: @MainActor @Sendable () -> Void
    /// Puts the defaults back.
    let undo: @MainActor @Sendable () -> Void

    /// A set-up of `apply`, undone by `undo`.
    public init(apply: @escaping @MainActor @Sendable () -> Void, undo: @escaping @MainActor @Sendable () -> Void) {
        self.apply = apply
        self.undo = undo
    }
}
