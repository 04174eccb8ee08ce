import Foundation
import ViewEngine
#if canImport(Darwin)
import EngineCoreLocation
#else
import CoreLocation
#endif

/// SwiftUI's map: a camera position (bound, or initial) and content above the ground.
///
/// ```swift
/// @State private var position: MapCameraPosition = .automatic
///
/// Map(position: $position) {
///     ForEach(trucks) { truck in Marker(truck.name, coordinate: truck.coordinate) }
///     UserAnnotation()
/// }
/// .mapStyle(.standard)
/// ```
///
/// There are no tiles: a picture shows a neutral map as large as the space offered (as a
/// `Color`), its ground the style's colour with a faint grid every 40 points, and the
/// content at its coordinates. The region shown is the position's: a region as given; a
/// camera's `distance` metres north to south and west to east; an item 1,000 m around it;
/// the person's location (the host's device, when the app is authorized) with the
/// fallback's span, else the fallback; `.automatic` fits the content (its bounding box and
/// a fifth more, at least 0.01°) or shows the whole world. The region is stretched to the
/// view (no aspect correction) and coordinates are placed linearly in latitude and
/// longitude inside it (equirectangular): the west edge is x = 0, the north edge y = 0.
///
/// A marker is a red (or tinted) balloon 28 points across whose bottom is at its
/// coordinate, with its title below; an annotation's content has its anchor at its
/// coordinate. The test moves the map as the person would (`host.map.pan(to:)`): a bound
/// position becomes the new region, marked `positionedByUser`, and
/// ``View/onMapCameraChange(frequency:_:)``'s action runs.
public struct Map: View {
    private let position: Binding<MapCameraPosition>?
    private let initialPosition: MapCameraPosition
    private let elements: [MapElement]
    private let interactionModes: MapInteractionModes
    @State private var ownPosition: MapCameraPosition?
    @State private var token = MapToken()
    @State private var deviceChanges = 0
    @Environment(\.mapStyleValue) private var style
    @Environment(\.mapCameraChangeAction) private var cameraAction

    /// A map whose camera is `position`, kept up to date as the person moves it (iOS 17).
    public init(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
                interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil,
                @MapContentBuilder content: () -> MapContentList) {
        self.position = position
        initialPosition = position.wrappedValue
        elements = content().mapElements
        self.interactionModes = interactionModes
    }

    /// A map that starts at `initialPosition` and keeps its own position (iOS 17).
    public init(initialPosition: MapCameraPosition, bounds: MapCameraBounds? = nil,
                interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil,
                @MapContentBuilder content: () -> MapContentList) {
        position = nil
        self.initialPosition = initialPosition
        elements = content().mapElements
        self.interactionModes = interactionModes
    }

    /// A map whose camera is `position`, with no content (iOS 17).
    public init(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
                interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil) {
        self.init(position: position, bounds: bounds, interactionModes: interactionModes, scope: scope) {}
    }

    /// A map that starts at `initialPosition`, with no content (iOS 17).
    public init(initialPosition: MapCameraPosition, bounds: MapCameraBounds? = nil,
                interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil) {
        self.init(initialPosition: initialPosition, bounds: bounds, interactionModes: interactionModes, scope: scope) {}
    }

    /// A map that frames its content (iOS 17).
    public init(bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil,
                @MapContentBuilder content: () -> MapContentList) {
        self.init(initialPosition: .automatic, bounds: bounds, interactionModes: interactionModes, scope: scope, content: content)
    }

    /// A map of the whole world, framing nothing (iOS 17).
    public init(bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil) {
        self.init(initialPosition: .automatic, bounds: bounds, interactionModes: interactionModes, scope: scope) {}
    }

    /// The older map: `coordinateRegion` shown and kept up to date as the person moves it,
    /// with the person's location when `showsUserLocation`.
    public init(coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
                showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil) {
        self.init(coordinateRegion: coordinateRegion, interactionModes: interactionModes, showsUserLocation: showsUserLocation,
                  userTrackingMode: userTrackingMode, annotationItems: [IdentifiedCoordinate]()) { _ in
            MapMarker(coordinate: CLLocationCoordinate2D())
        }
    }

    /// The older map with an annotation for each of `annotationItems`.
    public init<Items: RandomAccessCollection, Item: MapAnnotationProtocol>(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
        showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil,
        annotationItems: Items, annotationContent: @escaping (Items.Element) -> Item
    ) where Items.Element: Identifiable {
        position = Binding(get: { .region(coordinateRegion.wrappedValue) },
                           set: { if let region = $0.region { coordinateRegion.wrappedValue = region } })
        initialPosition = .region(coordinateRegion.wrappedValue)
        var gathered = annotationItems.flatMap { item in
            (annotationContent(item) as? any MapElementsProvider)?.mapElements ?? []
        }
        if showsUserLocation { gathered += UserAnnotation().mapElements }
        elements = gathered
        self.interactionModes = interactionModes
    }

    /// The ground, the grid and the content, in the region the position shows.
    public var body: some View {
        let binding = position ?? Binding(get: { [ownPosition, initialPosition] in ownPosition ?? initialPosition },
                                          set: { [$ownPosition] in $ownPosition.wrappedValue = $0 })
        // The person's location is where the host's device is now, when the app may know it.
        let shown = elements.compactMap { element in
            element.isUser ? CLLocation.hostDeviceCoordinate.map { MapElement(kind: .user, coordinate: $0) } : element
        }
        let region = binding.wrappedValue.resolvedRegion(content: shown.map(\.coordinate))
        let state = MapState.current
        state.register(token, position: binding, region: region, style: style, action: cameraAction,
                       titles: shown.compactMap(\.title))
        let followsDevice = binding.wrappedValue.followsUserLocation || elements.contains { $0.isUser }
        return MapCanvas(region: region, elements: shown, style: style, deviceChanges: deviceChanges) { size in
            state.update(token, size: size)
        }
        .task(id: followsDevice) {
            guard followsDevice else { return }
            let changes = CLLocation.hostChanges()
            deviceChanges += 1   // what changed before the map listened
            for await _ in changes { deviceChanges += 1 }
        }
    }

    /// Where `coordinate` is drawn in a map `size` large showing `region` (equirectangular
    /// inside the region: the west edge is x = 0, the north edge y = 0).
    static func project(_ coordinate: CLLocationCoordinate2D, in region: MKCoordinateRegion, size: CGSize) -> CGPoint {
        let west = region.center.longitude - region.span.longitudeDelta / 2
        let north = region.center.latitude + region.span.latitudeDelta / 2
        let x = region.span.longitudeDelta > 0 ? (coordinate.longitude - west) / region.span.longitudeDelta : 0.5
        let y = region.span.latitudeDelta > 0 ? (north - coordinate.latitude) / region.span.latitudeDelta : 0.5
        return CGPoint(x: x * size.width, y: y * size.height)
    }
}

/// An `Identifiable` stand-in for the older map without annotation items.
struct IdentifiedCoordinate: Identifiable {
    let id: Int
}

extension MapElement {
    /// Whether this is the person's location.
    var isUser: Bool { if case .user = kind { true } else { false } }

    /// A marker's or annotation's title, for the driver.
    var title: String? {
        switch kind {
        case .marker(let title, _, _): title
        case .annotation(let title, _, _): title
        default: nil
        }
    }
}

/// The drawing of a ``Map``: ground, grid, content.
struct MapCanvas: View {
    let region: MKCoordinateRegion
    let elements: [MapElement]
    let style: MapStyle
    /// How often the device moved: a change draws the person's location anew.
    let deviceChanges: Int
    let sized: (CGSize) -> Void

    var body: some View {
        GeometryReader { proxy in
            let size = proxy.size
            let _ = sized(size)
            ZStack(alignment: .topLeading) {
                style.ground
                MapGrid().stroke(Color.gray.opacity(0.25), lineWidth: 0.5)
                ForEach(0..<elements.count, id: \.self) { index in
                    MapElementView(element: elements[index], region: region, size: size)
                }
            }
        }
    }
}

/// Lines every 40 points across and down.
struct MapGrid: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        var x: CGFloat = 40
        while x < rect.width {
            path.move(to: CGPoint(x: rect.minX + x, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.minX + x, y: rect.maxY))
            x += 40
        }
        var y: CGFloat = 40
        while y < rect.height {
            path.move(to: CGPoint(x: rect.minX, y: rect.minY + y))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY + y))
            y += 40
        }
        return path
    }
}

/// A line through points given in the map's own coordinates.
struct MapLine: Shape {
    let points: [CGPoint]

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addLines(points.map { CGPoint(x: rect.minX + $0.x, y: rect.minY + $0.y) })
        return path
    }
}

/// One element of a map's content at its projected point.
struct MapElementView: View {
    let element: MapElement
    let region: MKCoordinateRegion
    let size: CGSize

    var body: some View {
        let point = Map.project(element.coordinate, in: region, size: size)
        switch element.kind {
        case .marker(let title, let tint, _):
            ZStack(alignment: .topLeading) {
                Circle().fill(tint)
                    .frame(width: 28, height: 28)
                    .overlay(Circle().fill(Color.white).frame(width: 8, height: 8))
                    .position(x: point.x, y: point.y - 14)
                if !title.isEmpty {
                    Text(title).font(.caption).fixedSize().position(x: point.x, y: point.y + 10)
                }
            }
        case .annotation(let title, let anchor, let content):
            ZStack(alignment: .topLeading) {
                content.fixedSize()
                    .frame(width: 0, height: 0, alignment: Self.alignment(anchor))
                    .position(x: point.x, y: point.y)
                if let title, !title.isEmpty {
                    Text(title).font(.caption).fixedSize().position(x: point.x, y: point.y + 10)
                }
            }
        case .user:
            Circle().fill(Color.blue).frame(width: 16, height: 16)
                .overlay(Circle().stroke(Color.white, lineWidth: 3))
                .position(x: point.x, y: point.y)
        case .polyline(let coordinates, let color, let width):
            MapLine(points: coordinates.map { Map.project($0, in: region, size: size) })
                .stroke(color, lineWidth: width)
        case .circle(let radius, let color):
            let metresPerDegree = CLLocation.earthRadius * .pi / 180
            let height = region.span.latitudeDelta > 0 ? 2 * radius / metresPerDegree / region.span.latitudeDelta * size.height : 0
            let cosine = max(cos(element.coordinate.latitude * .pi / 180), 1e-9)
            let width = region.span.longitudeDelta > 0
                ? 2 * radius / (metresPerDegree * cosine) / region.span.longitudeDelta * size.width : 0
            Ellipse().fill(color).frame(width: width, height: height).position(x: point.x, y: point.y)
        }
    }

    /// The alignment that puts a view's `anchor` at a zero-sized frame's point.
    static func alignment(_ anchor: UnitPoint) -> Alignment {
        let horizontal: HorizontalAlignment = anchor.x < 0.25 ? .leading : anchor.x > 0.75 ? .trailing : .center
        let vertical: VerticalAlignment = anchor.y < 0.25 ? .top : anchor.y > 0.75 ? .bottom : .center
        return Alignment(horizontal: horizontal, vertical: vertical)
    }
}

/// A map's identity across its body's runs (kept in its state).
final class MapToken: Sendable {}
