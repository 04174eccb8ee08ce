import Foundation
import ViewEngine
import VirtualTime

/// The maps one host shows, as their bodies last ran: their positions (to pan them), the
/// regions and sizes they are drawn at, their styles and camera actions. Kept by the
/// host's clock (`VirtualClock.service(_:)`); main-actor isolated, as views are.
@MainActor
final class MapState: Sendable {
    struct Entry {
        weak var token: MapToken?
        var position: Binding<MapCameraPosition>
        var region: MKCoordinateRegion
        var size = CGSize.zero
        var style: MapStyle
        var action: MapCameraChangeAction?
        var titles: [String]
    }

    private var entries: [Entry] = []
    var log: [String] = []

    nonisolated init() {}

    private static let processWide = MapState()

    /// The current host's, or the process's outside any host.
    static var current: MapState { of(VirtualClock.current) }

    /// The state of the host whose clock is `clock`, or the process's for `nil`.
    static func of(_ clock: VirtualClock?) -> MapState {
        clock?.service { _ in MapState() } ?? processWide
    }

    /// The maps still shown, in the order they were first drawn.
    var live: [Entry] {
        entries.removeAll { $0.token == nil }
        return entries
    }

    /// Records a map's body: its position, region, style, action and titles.
    func register(_ token: MapToken, position: Binding<MapCameraPosition>, region: MKCoordinateRegion,
                  style: MapStyle, action: MapCameraChangeAction?, titles: [String]) {
        if let index = entries.firstIndex(where: { $0.token === token }) {
            entries[index].position = position
            entries[index].region = region
            entries[index].style = style
            entries[index].action = action
            entries[index].titles = titles
        } else {
            entries.append(Entry(token: token, position: position, region: region, style: style, action: action, titles: titles))
        }
    }

    /// Records the size a map is drawn at.
    func update(_ token: MapToken, size: CGSize) {
        if let index = entries.firstIndex(where: { $0.token === token }) { entries[index].size = size }
    }
}
