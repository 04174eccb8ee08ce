import Foundation
import ViewEngine
#if canImport(Darwin)
import EngineCoreLocation
#else
import CoreLocation
#endif

/// What a ``Map`` shows above the ground: markers, annotations, the person's location,
/// overlays. Each kind here is also a `View` that draws nothing by itself, so that
/// `ForEach(places) { Marker(...) }` is accepted in a ``MapContentBuilder``; a type of the
/// app's own with a `body` of map content is not supported.
public protocol MapContent {}

/// Map content that knows what it draws.
@MainActor
protocol MapElementsProvider {
    var mapElements: [MapElement] { get }
}

/// One thing a map draws, at a coordinate.
struct MapElement {
    enum Kind {
        case marker(title: String, tint: Color, systemImage: String?)
        case annotation(title: String?, anchor: UnitPoint, content: AnyView)
        case user
        case polyline([CLLocationCoordinate2D], Color, CGFloat)
        case circle(radius: CLLocationDistance, Color)
    }

    let kind: Kind
    let coordinate: CLLocationCoordinate2D
}

/// The content a ``Map`` is given, gathered by ``MapContentBuilder``.
public struct MapContentList: MapContent, MapElementsProvider {
    let mapElements: [MapElement]
}

/// Builds a ``Map``'s content: markers, annotations, `ForEach`, `if`, `for`-free blocks.
@MainActor @resultBuilder
public enum MapContentBuilder {
    /// One piece of content.
    public static func buildExpression<Content: MapContent>(_ content: Content) -> MapContentList {
        MapContentList(mapElements: (content as? any MapElementsProvider)?.mapElements ?? [])
    }

    /// The content of every element of a `ForEach`.
    public static func buildExpression<Data, ID, Content: MapContent & View>(_ forEach: ForEach<Data, ID, Content>) -> MapContentList {
        MapContentList(mapElements: forEach.data.flatMap { buildExpression(forEach.content($0)).mapElements })
    }

    /// The pieces in order.
    public static func buildBlock(_ parts: MapContentList...) -> MapContentList {
        MapContentList(mapElements: parts.flatMap(\.mapElements))
    }

    /// An `if` without `else`.
    public static func buildOptional(_ part: MapContentList?) -> MapContentList { part ?? MapContentList(mapElements: []) }
    /// The first branch of an `if`.
    public static func buildEither(first: MapContentList) -> MapContentList { first }
    /// The second branch of an `if`.
    public static func buildEither(second: MapContentList) -> MapContentList { second }
    /// A `for` loop's pieces.
    public static func buildArray(_ parts: [MapContentList]) -> MapContentList { MapContentList(mapElements: parts.flatMap(\.mapElements)) }
    /// Content behind `if #available`.
    public static func buildLimitedAvailability(_ part: MapContentList) -> MapContentList { part }
}

/// A balloon at a coordinate with a title below it (red unless tinted).
///
/// ```swift
/// Marker("Big Ben", coordinate: bigBen)
/// Marker("Café", systemImage: "cup.and.saucer", coordinate: cafe).tint(.brown)
/// ```
public struct Marker: MapContent, MapElementsProvider, View {
    let title: String
    let coordinate: CLLocationCoordinate2D
    let systemImage: String?
    var tintColor = Color.red

    /// A marker titled `title` at `coordinate`.
    public init(_ title: String, coordinate: CLLocationCoordinate2D) {
        self.title = title
        self.coordinate = coordinate
        systemImage = nil
    }

    /// A marker titled `title` with a symbol in its balloon.
    public init(_ title: String, systemImage: String, coordinate: CLLocationCoordinate2D) {
        self.title = title
        self.coordinate = coordinate
        self.systemImage = systemImage
    }

    /// A marker titled `title` with letters in its balloon (drawn as the balloon alone).
    public init(_ title: String, monogram: Text, coordinate: CLLocationCoordinate2D) {
        self.init(title, coordinate: coordinate)
    }

    /// A marker for `item`, titled with its name.
    public init(item: MKMapItem) {
        self.init(item.name ?? "", coordinate: item.placemark.coordinate)
    }

    /// The marker with its balloon in `tint`.
    public func tint(_ tint: Color) -> Marker {
        var copy = self
        copy.tintColor = tint
        return copy
    }

    /// Draws nothing outside a map.
    public var body: EmptyView { EmptyView() }

    var mapElements: [MapElement] {
        [MapElement(kind: .marker(title: title, tint: tintColor, systemImage: systemImage), coordinate: coordinate)]
    }
}

/// A view of the app's at a coordinate: its `anchor` point (the bottom's centre by
/// default) is placed there.
///
/// ```swift
/// Annotation("Truck", coordinate: truck.location) {
///     Image(systemName: "box.truck").padding(4).background(.orange)
/// }
/// ```
public struct Annotation<Content: View>: MapContent, MapElementsProvider, View {
    let title: String?
    let coordinate: CLLocationCoordinate2D
    let anchor: UnitPoint
    let content: Content

    /// An annotation titled `title` showing `content` at `coordinate`.
    public init(_ title: String, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom,
                @ViewBuilder content: () -> Content) {
        self.title = title
        self.coordinate = coordinate
        self.anchor = anchor
        self.content = content()
    }

    /// An annotation without a title.
    public init(coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom, @ViewBuilder content: () -> Content) {
        title = nil
        self.coordinate = coordinate
        self.anchor = anchor
        self.content = content()
    }

    /// Draws nothing outside a map.
    public var body: EmptyView { EmptyView() }

    var mapElements: [MapElement] {
        [MapElement(kind: .annotation(title: title, anchor: anchor, content: AnyView(content)), coordinate: coordinate)]
    }
}

/// The person's location: a blue dot, where the host's device is (when the app may know it).
public struct UserAnnotation: MapContent, MapElementsProvider, View {
    /// The person's location.
    public init() {}

    /// Draws nothing outside a map.
    public var body: EmptyView { EmptyView() }

    /// Placed where the device is when the map is drawn.
    var mapElements: [MapElement] { [MapElement(kind: .user, coordinate: kCLLocationCoordinate2DInvalid)] }
}

/// A line through coordinates (drawn blue unless stroked otherwise).
public struct MapPolyline: MapContent, MapElementsProvider, View {
    let coordinates: [CLLocationCoordinate2D]
    var color = Color.blue
    var lineWidth: CGFloat = 3

    /// A line through `coordinates`.
    public init(coordinates: [CLLocationCoordinate2D]) { self.coordinates = coordinates }

    /// The line in `color`, `lineWidth` points wide.
    public func stroke(_ color: Color, lineWidth: CGFloat = 3) -> MapPolyline {
        var copy = self
        copy.color = color
        copy.lineWidth = lineWidth
        return copy
    }

    /// Draws nothing outside a map.
    public var body: EmptyView { EmptyView() }

    var mapElements: [MapElement] {
        [MapElement(kind: .polyline(coordinates, color, lineWidth), coordinate: coordinates.first ?? CLLocationCoordinate2D())]
    }
}

/// A circle of a radius in metres around a coordinate (filled translucent blue unless
/// filled otherwise).
public struct MapCircle: MapContent, MapElementsProvider, View {
    let center: CLLocationCoordinate2D
    let radius: CLLocationDistance
    var color = Color.blue.opacity(0.3)

    /// A circle of `radius` metres around `center`.
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) {
        self.center = center
        self.radius = radius
    }

    /// The circle filled with `color`.
    public func foregroundStyle(_ color: Color) -> MapCircle {
        var copy = self
        copy.color = color
        return copy
    }

    /// Draws nothing outside a map.
    public var body: EmptyView { EmptyView() }

    var mapElements: [MapElement] { [MapElement(kind: .circle(radius: radius, color), coordinate: center)] }
}

// The annotations of the older `Map(coordinateRegion:annotationItems:annotationContent:)`.

/// An annotation of the older map (before iOS 17): ``MapMarker``, ``MapPin``,
/// ``MapAnnotation``.
public protocol MapAnnotationProtocol {}

/// A balloon marker of the older map, at a coordinate (red unless tinted).
public struct MapMarker: MapAnnotationProtocol, MapElementsProvider {
    let coordinate: CLLocationCoordinate2D
    let tint: Color?

    /// A marker at `coordinate`.
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
        self.coordinate = coordinate
        self.tint = tint
    }

    var mapElements: [MapElement] {
        [MapElement(kind: .marker(title: "", tint: tint ?? .red, systemImage: nil), coordinate: coordinate)]
    }
}

/// A pin of the older map, drawn as a marker.
public struct MapPin: MapAnnotationProtocol, MapElementsProvider {
    let coordinate: CLLocationCoordinate2D
    let tint: Color?

    /// A pin at `coordinate`.
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
        self.coordinate = coordinate
        self.tint = tint
    }

    var mapElements: [MapElement] {
        [MapElement(kind: .marker(title: "", tint: tint ?? .red, systemImage: nil), coordinate: coordinate)]
    }
}

/// A view of the app's at a coordinate, on the older map: its `anchorPoint` (the centre by
/// default) is placed there.
public struct MapAnnotation<Content: View>: MapAnnotationProtocol, MapElementsProvider {
    let coordinate: CLLocationCoordinate2D
    let anchorPoint: CGPoint
    let content: Content

    /// An annotation showing `content` at `coordinate`.
    public init(coordinate: CLLocationCoordinate2D, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5),
                @ViewBuilder content: () -> Content) {
        self.coordinate = coordinate
        self.anchorPoint = anchorPoint
        self.content = content()
    }

    var mapElements: [MapElement] {
        [MapElement(kind: .annotation(title: nil, anchor: UnitPoint(x: anchorPoint.x, y: anchorPoint.y), content: AnyView(content)),
                    coordinate: coordinate)]
    }
}
