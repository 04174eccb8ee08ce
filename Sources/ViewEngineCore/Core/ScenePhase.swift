/// An indication of a scene's operational state.
///
/// ```swift
/// @Environment(\.scenePhase) var scenePhase
/// ...
/// .onChange(of: scenePhase) { phase in if phase == .background { save() } }
///
/// host.scenePhase = .background
/// ```
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// The scene isn't currently visible in the UI.
    case background
    /// The scene is in the foreground but should pause its work.
    case inactive
    /// The scene is in the foreground and interactive.
    case active
}
