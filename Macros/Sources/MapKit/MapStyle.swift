import Foundation
import ViewEngine

/// How a map looks: standard, satellite imagery, or imagery with roads and names.
public struct MapStyle: Equatable, Sendable, CustomStringConvertible {
    let name: String

    /// Roads and names on a drawn map (drawn as a light ground).
    public static let standard = MapStyle(name: "standard")
    /// Satellite imagery (drawn as a dark green ground).
    public static let imagery = MapStyle(name: "imagery")
    /// Imagery with roads and names (drawn as imagery's ground).
    public static let hybrid = MapStyle(name: "hybrid")

    /// The standard style with its options (recorded: the drawing is the same).
    public static func standard(elevation: Elevation = .automatic, showsTraffic: Bool = false) -> MapStyle {
        MapStyle(name: "standard")
    }

    /// The imagery style with its options (recorded: the drawing is the same).
    public static func imagery(elevation: Elevation = .automatic) -> MapStyle { MapStyle(name: "imagery") }

    /// The hybrid style with its options (recorded: the drawing is the same).
    public static func hybrid(elevation: Elevation = .automatic, showsTraffic: Bool = false) -> MapStyle {
        MapStyle(name: "hybrid")
    }

    /// Whether the ground is flat or shows relief.
    public enum Elevation: Sendable {
        /// The system decides.
        case automatic
        /// Flat.
        case flat
        /// With relief.
        case realistic
    }

    /// `standard`, `imagery`, `hybrid`.
    public var description: String { name }

    /// The colour of the ground.
    var ground: Color {
        name == "standard" ? Color(red: 0.95, green: 0.94, blue: 0.91) : Color(red: 0.25, green: 0.32, blue: 0.24)
    }
}

struct MapStyleKey: EnvironmentKey {
    static var defaultValue: MapStyle { .standard }
}

struct MapCameraChangeKey: EnvironmentKey {
    static var defaultValue: MapCameraChangeAction? { nil }
}

/// An action ``View/onMapCameraChange(frequency:_:)`` registers.
struct MapCameraChangeAction {
    let action: (MapCameraUpdateContext) -> Void
}

extension EnvironmentValues {
    var mapStyleValue: MapStyle {
        get { self[MapStyleKey.self] }
        set { self[MapStyleKey.self] = newValue }
    }

    var mapCameraChangeAction: MapCameraChangeAction? {
        get { self[MapCameraChangeKey.self] }
        set { self[MapCameraChangeKey.self] = newValue }
    }
}

extension View {
    /// Draws the maps inside in `style` (`host.map.style` reads it).
    public func mapStyle(_ style: MapStyle) -> some View {
        environment(\.mapStyleValue, style)
    }

    /// The controls the maps inside show (accepted; a headless map draws none).
    public func mapControls<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        self
    }

    /// Runs `action` with the new camera and region when the map inside moves (the
    /// innermost action, when several are given). A pan here ends at once, so both
    /// frequencies run once a pan.
    public func onMapCameraChange(frequency: MapCameraUpdateFrequency = .onEnd,
                                  _ action: @escaping (MapCameraUpdateContext) -> Void) -> some View {
        environment(\.mapCameraChangeAction, MapCameraChangeAction(action: action))
    }

    /// Runs `action` when the map inside moves.
    public func onMapCameraChange(frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping () -> Void) -> some View {
        onMapCameraChange(frequency: frequency) { (_: MapCameraUpdateContext) in action() }
    }
}

/// A button that moves the map to the person's location (drawn as nothing).
public struct MapUserLocationButton: View {
    /// The button.
    public init(scope: Namespace.ID? = nil) {}
    /// Nothing.
    public var body: EmptyView { EmptyView() }
}

/// A compass that shows the map's heading (drawn as nothing).
public struct MapCompass: View {
    /// The compass.
    public init(scope: Namespace.ID? = nil) {}
    /// Nothing.
    public var body: EmptyView { EmptyView() }
}

/// A scale of distances on the map (drawn as nothing).
public struct MapScaleView: View {
    /// The scale.
    public init(anchorEdge: HorizontalEdge = .leading, scope: Namespace.ID? = nil) {}
    /// Nothing.
    public var body: EmptyView { EmptyView() }
}

/// A button that tilts the map (drawn as nothing).
public struct MapPitchToggle: View {
    /// The toggle.
    public init(scope: Namespace.ID? = nil) {}
    /// Nothing.
    public var body: EmptyView { EmptyView() }
}
