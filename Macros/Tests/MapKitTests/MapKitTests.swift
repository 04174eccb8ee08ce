import Foundation
import MapKit
import Testing
import ViewEngine

/// A food truck's position as an app keeps it.
struct Truck: Identifiable {
    let id: Int
    let name: String
    let coordinate: CLLocationCoordinate2D
}

/// A map bound to the app's position, with a camera-change action (iOS 17's `Map`).
struct TruckMap: View {
    @State var position: MapCameraPosition = .region(MapKitTests.region)
    @State var changes = 0
    let trucks: [Truck]

    var body: some View {
        VStack {
            Map(position: $position) {
                ForEach(trucks) { truck in
                    Marker(truck.name, coordinate: truck.coordinate)
                }
                if trucks.count > 1 {
                    UserAnnotation()
                }
            }
            .onMapCameraChange { context in changes += Int(context.region.span.latitudeDelta) }
            .frame(width: 400, height: 300)
            Text("changes \(changes)")
            Text(position.positionedByUser ? "moved by the person" : "as the app set it")
            Text("north \(position.region.map { $0.center.latitude + $0.span.latitudeDelta / 2 } ?? -1)")
        }
    }
}

/// The map before iOS 17, as the sample apps still write it.
struct OlderMap: View {
    @State var region = MapKitTests.region
    let trucks: [Truck]

    var body: some View {
        VStack {
            Map(coordinateRegion: $region, annotationItems: trucks) { truck in
                MapMarker(coordinate: truck.coordinate, tint: .orange)
            }
            .frame(width: 400, height: 300)
            Text("centre \(region.center.latitude), \(region.center.longitude)")
        }
    }
}

/// SwiftUI's Map on a host: each test named after the sentence of Apple's documentation
/// (MapKit for SwiftUI: "Map", "MapCameraPosition", "Marker", "Annotation",
/// "onMapCameraChange(frequency:_:)", "mapStyle(_:)", "MKCoordinateRegion") it encodes.
/// Positions are the picture's: a 400 × 300 map at (-3.5, 288.5) in the host's window.
@MainActor
@Suite("MapKit: SwiftUI's Map, headless")
struct MapKitTests {
    /// 10° of latitude by 20° of longitude around 0, 0: 30 points a degree north to south,
    /// 20 points a degree west to east in a 400 × 300 map.
    static let region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 0, longitude: 0),
                                           span: MKCoordinateSpan(latitudeDelta: 10, longitudeDelta: 20))
    static let trucks = [
        Truck(id: 1, name: "Origin", coordinate: CLLocationCoordinate2D(latitude: 0, longitude: 0)),
        Truck(id: 2, name: "North-east", coordinate: CLLocationCoordinate2D(latitude: 2.5, longitude: 5)),
    ]

    /// "Marker: A balloon-shaped annotation that marks a map location" and "Annotation: A
    /// customizable annotation that marks a map location" (anchor: "bottom" by default) —
    /// each drawn at its coordinate projected into the region (equirectangular): a marker's
    /// balloon bottom at the point, an annotation's anchor at the point; the map fills its
    /// frame with a light ground and a faint grid.
    @Test func markersAndAnnotationsAreDrawnAtTheirCoordinates() async {
        let host = ViewHost(Map(initialPosition: .region(Self.region)) {
            Marker("Origin", coordinate: CLLocationCoordinate2D(latitude: 0, longitude: 0))
            Marker("North-east", coordinate: CLLocationCoordinate2D(latitude: 2.5, longitude: 5)).tint(.blue)
            Annotation("Corner", coordinate: CLLocationCoordinate2D(latitude: 5, longitude: -10)) {
                Color.orange.frame(width: 20, height: 10)
            }
        }.frame(width: 400, height: 300))
        await host.settle()
        #expect(host.map.point(of: CLLocationCoordinate2D(latitude: 0, longitude: 0)) == CGPoint(x: 200, y: 150))
        #expect(host.map.point(of: CLLocationCoordinate2D(latitude: 2.5, longitude: 5)) == CGPoint(x: 300, y: 75))
        let svg = host.snapshot()
        #expect(svg.contains(##"<rect data-view="Color" data-title="#F2F0E8" x="-3.5" y="288.5" width="400" height="300" fill="#F2F0E8"/>"##))
        #expect(svg.contains(#"d="M36.5 288.5 L36.5 588.5 M76.5 288.5"#))
        // (-3.5 + 200, 288.5 + 150 - 14) and (-3.5 + 300, 288.5 + 75 - 14).
        #expect(svg.contains(##"<circle data-view="Circle" cx="196.5" cy="424.5" r="14" fill="#FF3B30"/>"##))
        #expect(svg.contains(##"<circle data-view="Circle" cx="296.5" cy="349.5" r="14" fill="#007AFF"/>"##))
        // The annotation's bottom centre at the north-west corner: 20 × 10 above (-3.5, 288.5).
        #expect(svg.contains(#"x="-13.5" y="278.5" width="20" height="10""#))
        #expect(host.render().contains(#"Text "North-east""#))
        #expect(host.map.titles() == ["Origin", "North-east", "Corner"])
    }

    /// "Map(position:bounds:interactionModes:scope:content:)": "position: The camera
    /// position binding" and "positionedByUser: ... whether the camera position was set by
    /// user interaction"; "onMapCameraChange(frequency:_:): Performs an action when the
    /// map camera changes" — the person's pan writes the binding and runs the action, and
    /// the markers are drawn in the new region.
    @Test func aPanWritesTheBoundPositionAndRunsTheCameraAction() async {
        let host = ViewHost(TruckMap(trucks: Self.trucks))
        await host.settle()
        #expect(host.render().contains(#"Text "as the app set it""#) && host.render().contains(#"Text "north 5.000000""#))
        let moved = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 2.5, longitude: 5),
                                       span: MKCoordinateSpan(latitudeDelta: 4, longitudeDelta: 8))
        host.map.pan(to: moved)
        await host.settle()
        let rendered = host.render()
        #expect(rendered.contains(#"Text "changes 4""#) && rendered.contains(#"Text "moved by the person""#))
        #expect(rendered.contains(#"Text "north 4.500000""#))
        #expect(host.map.position()?.region == moved && host.map.position()?.positionedByUser == true)
        #expect(host.map.point(of: CLLocationCoordinate2D(latitude: 2.5, longitude: 5)) == CGPoint(x: 200, y: 150))
        #expect(host.map.point(of: CLLocationCoordinate2D(latitude: 0, longitude: 0)) == CGPoint(x: -50, y: 337.5))
        host.map.pan(to: CLLocationCoordinate2D(latitude: 1, longitude: 1))
        await host.settle()
        #expect(host.render().contains(#"Text "changes 8""#) && host.render().contains(#"Text "north 3.000000""#))
        #expect(host.map.events == ["pan to (2.5, 5.0) span 4.0 × 8.0", "pan to (1.0, 1.0) span 4.0 × 8.0"])
    }

    /// The older "Map(coordinateRegion:interactionModes:showsUserLocation:userTrackingMode:
    /// annotationItems:annotationContent:)" — "coordinateRegion: The coordinate region to
    /// display": the person's pan writes it; MapMarker is drawn tinted at its coordinate.
    @Test func theOlderMapWritesItsRegionBinding() async {
        let host = ViewHost(OlderMap(trucks: Self.trucks))
        await host.settle()
        // In the VStack the map's top is at y = 275.12 (the text below it 6.43 points away,
        // Measures §2 "Spacing next to text"): (−3.5 + 300, 275.12 + 75 − 14).
        #expect(host.snapshot().contains(##"<circle data-view="Circle" cx="296.5" cy="336.12" r="14" fill="#FF9500"/>"##))
        host.map.pan(to: CLLocationCoordinate2D(latitude: -3, longitude: 7))
        await host.settle()
        #expect(host.render().contains(#"Text "centre -3.000000, 7.000000""#))
    }

    /// "automatic: ... frames the map's content" — the bounding box of the markers with a
    /// fifth more on each axis; with nothing to frame, the whole world.
    @Test func anAutomaticPositionFramesTheContent() async {
        let host = ViewHost(Map {
            Marker("A", coordinate: CLLocationCoordinate2D(latitude: 10, longitude: 10))
            Marker("B", coordinate: CLLocationCoordinate2D(latitude: 20, longitude: 30))
        })
        await host.settle()
        #expect(host.map.region == MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 15, longitude: 20),
                                                      span: MKCoordinateSpan(latitudeDelta: 12, longitudeDelta: 24)))
        let empty = ViewHost(Map())
        await empty.settle()
        #expect(empty.map.region?.span == MKCoordinateSpan(latitudeDelta: 180, longitudeDelta: 360))
    }

    /// "MapCamera(centerCoordinate:distance:heading:pitch:)" and
    /// "MKCoordinateRegion(center:latitudinalMeters:longitudinalMeters:)" — a camera 1,000 m
    /// away shows 1,000 m north to south: the region's edges are 1,000 m apart as
    /// `CLLocation.distance(from:)` measures them.
    @Test func aCameraShowsItsDistance() async throws {
        let centre = CLLocationCoordinate2D(latitude: 51.5007, longitude: -0.1246)
        let host = ViewHost(Map(initialPosition: .camera(MapCamera(centerCoordinate: centre, distance: 1000))))
        await host.settle()
        let region = try #require(host.map.region)
        let north = CLLocation(latitude: centre.latitude + region.span.latitudeDelta / 2, longitude: centre.longitude)
        let south = CLLocation(latitude: centre.latitude - region.span.latitudeDelta / 2, longitude: centre.longitude)
        #expect(north.distance(from: south).rounded() == 1000)
        let west = CLLocation(latitude: centre.latitude, longitude: centre.longitude - region.span.longitudeDelta / 2)
        let east = CLLocation(latitude: centre.latitude, longitude: centre.longitude + region.span.longitudeDelta / 2)
        #expect((east.distance(from: west) / 10).rounded() == 100)   // a parallel's arc, a few millimetres longer than the great circle
        #expect(MapCameraPosition.camera(MapCamera(centerCoordinate: centre, distance: 1000)).camera?.distance == 1000)
        #expect(MapCameraPosition.camera(MapCamera(centerCoordinate: centre, distance: 1000)).region == nil)
    }

    /// "userLocation(followsHeading:fallback:)": "fallback: The camera position to use if
    /// the user location is not available" and "UserAnnotation: ... the user's current
    /// location" — the host's device, once the app is authorized.
    @Test func theUserLocationNeedsAuthorization() async {
        let host = ViewHost(Map(initialPosition: .userLocation(fallback: .region(Self.region))) { UserAnnotation() }
            .frame(width: 400, height: 300))
        let bigBen = CLLocationCoordinate2D(latitude: 51.5007, longitude: -0.1246)
        host.location.move(to: bigBen)
        await host.settle()
        #expect(host.map.region == Self.region)
        host.location.authorizationStatus = .authorizedWhenInUse
        let shown = ViewHost(Map(initialPosition: .userLocation(fallback: .region(Self.region))) { UserAnnotation() }
            .frame(width: 400, height: 300))
        shown.location.authorizationStatus = .authorizedWhenInUse
        shown.location.move(to: bigBen)
        await shown.settle()
        #expect(shown.map.region == MKCoordinateRegion(center: bigBen, span: Self.region.span))
        // The blue dot, 16 points across, at the map's centre.
        #expect(shown.snapshot().contains(##"<circle data-view="Circle" cx="196.5" cy="438.5" r="8" fill="#007AFF"/>"##))
    }

    /// "mapStyle(_:): Specifies the map style to display" (standard, imagery, hybrid) —
    /// recorded, and the ground drawn dark for imagery.
    @Test func theStyleIsRecordedAndDrawn() async {
        let host = ViewHost(Map().mapStyle(.imagery).mapControls { MapUserLocationButton(); MapCompass() })
        await host.settle()
        #expect(host.map.style() == .imagery && host.map.style()?.description == "imagery")
        #expect(host.render().contains("Color #40523D"))
    }

    /// "MapCircle: A circle ... with a center coordinate and a radius" in metres — a radius
    /// of one degree of latitude (111,195 m on the sphere) is 60 points tall in a region
    /// 10° high and 300 points tall, and 40 points wide at the equator.
    @Test func aCircleIsAsLargeAsItsRadius() async {
        let oneDegree = CLLocation.earthRadius * .pi / 180
        let host = ViewHost(Map(initialPosition: .region(Self.region)) {
            MapCircle(center: CLLocationCoordinate2D(latitude: 0, longitude: 0), radius: oneDegree)
            MapPolyline(coordinates: [CLLocationCoordinate2D(latitude: 5, longitude: -10),
                                      CLLocationCoordinate2D(latitude: 0, longitude: 0)])
        }.frame(width: 400, height: 300))
        await host.settle()
        #expect(host.render(frames: true).contains("Ellipse [fill: blue.opacity(0.3)] @ (176.5, 408.5) 40 × 60"))
        #expect(host.snapshot().contains(#"d="M-3.5 288.5 L196.5 438.5""#))
    }

    /// Bad input: a pan to a region that is not one (a centre that is not a valid
    /// coordinate, a span not finite and positive) is refused, logged, and moves nothing.
    @Test func aPanToNoRegionIsRefused() async {
        let host = ViewHost(TruckMap(trucks: Self.trucks))
        await host.settle()
        host.map.pan(to: MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: .nan, longitude: 0), span: Self.region.span))
        host.map.pan(to: MKCoordinateRegion(center: CLLocationCoordinate2D(), span: MKCoordinateSpan(latitudeDelta: -1, longitudeDelta: 1)))
        host.map.pan(to: CLLocationCoordinate2D(latitude: 1, longitude: 1), in: 3)
        await host.settle()
        #expect(host.render().contains(#"Text "changes 0""#) && host.map.position()?.region == Self.region)
        #expect(host.map.events == ["pan to (nan, 0.0) span 10.0 × 20.0: refused, not a valid region",
                                    "pan to (0.0, 0.0) span -1.0 × 1.0: refused, not a valid region",
                                    "pan: no map 3"])
    }
}
