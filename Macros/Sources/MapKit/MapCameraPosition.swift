import Foundation
import ViewEngine
#if canImport(Darwin)
import EngineCoreLocation
#else
import CoreLocation
#endif

/// Where a ``Map``'s camera is: chosen by the map, a region, a camera, an item, or the
/// person's location.
///
/// ```swift
/// @State private var position: MapCameraPosition = .region(MKCoordinateRegion(
///     center: CLLocationCoordinate2D(latitude: 51.5, longitude: -0.12),
///     span: MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.1)))
/// ```
public struct MapCameraPosition: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case automatic
        case region(MKCoordinateRegion)
        case camera(MapCamera)
        case item(CLLocationCoordinate2D, String?)
        case userLocation(fallback: Fallback)

        /// Equal kinds with the same values (coordinates and regions compared field by
        /// field: as in Apple's SDK they are not `Equatable`).
        static func == (lhs: Kind, rhs: Kind) -> Bool {
            func same(_ a: CLLocationCoordinate2D, _ b: CLLocationCoordinate2D) -> Bool { a.latitude == b.latitude && a.longitude == b.longitude }
            switch (lhs, rhs) {
            case (.automatic, .automatic): return true
            case (.region(let a), .region(let b)):
                return same(a.center, b.center) && a.span.latitudeDelta == b.span.latitudeDelta && a.span.longitudeDelta == b.span.longitudeDelta
            case (.camera(let a), .camera(let b)): return a == b
            case (.item(let a, let x), .item(let b, let y)): return same(a, b) && x == y
            case (.userLocation(let a), .userLocation(let b)): return a == b
            default: return false
            }
        }
    }

    /// The position a user-location one falls back to (no recursion in a stored enum).
    indirect enum Fallback: Equatable, Sendable {
        case position(Kind)
    }

    let kind: Kind
    /// Whether the person (the test's `host.map.pan`) moved the map to this position.
    public private(set) var positionedByUser = false

    init(_ kind: Kind, byUser: Bool = false) {
        self.kind = kind
        positionedByUser = byUser
    }

    /// The map frames its content: every marker and annotation, else the whole world.
    public static var automatic: MapCameraPosition { MapCameraPosition(.automatic) }

    /// The map shows `region`.
    public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition { MapCameraPosition(.region(region)) }

    /// The map shows what `camera` sees.
    public static func camera(_ camera: MapCamera) -> MapCameraPosition { MapCameraPosition(.camera(camera)) }

    /// The map shows `item`, 1,000 m around it.
    public static func item(_ item: MKMapItem, allowsExtraItems: Bool = false) -> MapCameraPosition {
        MapCameraPosition(.item(item.placemark.coordinate, item.name))
    }

    /// The map follows the person's location, or shows `fallback` while it is not known
    /// (or the app may not have it).
    public static func userLocation(followsHeading: Bool = false, fallback: MapCameraPosition) -> MapCameraPosition {
        MapCameraPosition(.userLocation(fallback: .position(fallback.kind)))
    }

    /// The region, when the position was made with one.
    public var region: MKCoordinateRegion? { if case .region(let region) = kind { region } else { nil } }
    /// The camera, when the position was made with one.
    public var camera: MapCamera? { if case .camera(let camera) = kind { camera } else { nil } }
    /// Whether the map follows the person's location.
    public var followsUserLocation: Bool { if case .userLocation = kind { true } else { false } }
    /// The position a user-location one falls back to.
    public var fallbackPosition: MapCameraPosition? {
        if case .userLocation(.position(let fallback)) = kind { MapCameraPosition(fallback) } else { nil }
    }
    /// Whether the map chooses its own position.
    public var isAutomatic: Bool { kind == .automatic }

    /// The region the map shows for this position, with `content`'s coordinates (for
    /// `.automatic`): see ``Map`` for the rules.
    func resolvedRegion(content: [CLLocationCoordinate2D]) -> MKCoordinateRegion {
        switch kind {
        case .automatic:
            return Self.fitting(content)
        case .region(let region):
            return region
        case .camera(let camera):
            return camera.region
        case .item(let coordinate, _):
            return MKCoordinateRegion(center: coordinate, latitudinalMeters: 1000, longitudinalMeters: 1000)
        case .userLocation(.position(let fallback)):
            if let user = CLLocation.hostDeviceCoordinate {
                let span = MapCameraPosition(fallback).resolvedRegion(content: content).span
                let around = MKCoordinateRegion(center: user, latitudinalMeters: 1000, longitudinalMeters: 1000)
                return MKCoordinateRegion(center: user, span: fallback == .automatic ? around.span : span)
            }
            return MapCameraPosition(fallback).resolvedRegion(content: content)
        }
    }

    /// The region around `coordinates`: their bounding box with a fifth more on each
    /// axis (at least 0.01°), or the whole world (180° by 360° at 0, 0) without any.
    static func fitting(_ coordinates: [CLLocationCoordinate2D]) -> MKCoordinateRegion {
        guard let first = coordinates.first else {
            return MKCoordinateRegion(center: CLLocationCoordinate2D(), span: MKCoordinateSpan(latitudeDelta: 180, longitudeDelta: 360))
        }
        var (south, north, west, east) = (first.latitude, first.latitude, first.longitude, first.longitude)
        for coordinate in coordinates.dropFirst() {
            south = min(south, coordinate.latitude); north = max(north, coordinate.latitude)
            west = min(west, coordinate.longitude); east = max(east, coordinate.longitude)
        }
        return MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: (south + north) / 2, longitude: (west + east) / 2),
                                  span: MKCoordinateSpan(latitudeDelta: max((north - south) * 1.2, 0.01),
                                                         longitudeDelta: max((east - west) * 1.2, 0.01)))
    }
}

/// Where a map's camera may go: a region its centre stays in, and distances.
public struct MapCameraBounds: Sendable {
    /// The region the camera's centre stays in.
    public var centerCoordinateBounds: MKCoordinateRegion?
    /// The closest the camera comes, in metres.
    public var minimumDistance: Double?
    /// The farthest the camera goes, in metres.
    public var maximumDistance: Double?

    /// Bounds with a region for the centre and distances.
    public init(centerCoordinateBounds: MKCoordinateRegion, minimumDistance: Double? = nil, maximumDistance: Double? = nil) {
        self.centerCoordinateBounds = centerCoordinateBounds
        self.minimumDistance = minimumDistance
        self.maximumDistance = maximumDistance
    }

    /// Bounds with distances only.
    public init(minimumDistance: Double? = nil, maximumDistance: Double? = nil) {
        self.minimumDistance = minimumDistance
        self.maximumDistance = maximumDistance
    }
}

/// How the person may move a map.
public struct MapInteractionModes: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Modes from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Panning.
    public static let pan = MapInteractionModes(rawValue: 1)
    /// Zooming.
    public static let zoom = MapInteractionModes(rawValue: 2)
    /// Rotating (iOS 17).
    public static let rotate = MapInteractionModes(rawValue: 4)
    /// Tilting (iOS 17).
    public static let pitch = MapInteractionModes(rawValue: 8)
    /// Every mode.
    public static let all: MapInteractionModes = [.pan, .zoom, .rotate, .pitch]
}

/// Whether an older map follows the person's location.
public enum MapUserTrackingMode: Sendable {
    /// The map does not follow.
    case none
    /// The map follows the person's location.
    case follow
}

/// What ``View/onMapCameraChange(frequency:_:)`` is told: the camera and region shown.
public struct MapCameraUpdateContext: Sendable {
    /// The camera: above the region's centre.
    public let camera: MapCamera
    /// The region shown.
    public let region: MKCoordinateRegion
}

/// How often ``View/onMapCameraChange(frequency:_:)`` runs: each pan here ends at once, so
/// both run once a pan.
public enum MapCameraUpdateFrequency: Sendable {
    /// While the camera moves.
    case continuous
    /// When the camera stops.
    case onEnd
}
