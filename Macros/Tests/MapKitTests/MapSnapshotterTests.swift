import CoreLocation
import Foundation
import MapKit
import Testing
import ViewEngine

/// A map's snapshot as WorkoutApp's `MapSnapshotView` makes one: a region, a size, no
/// points of interest; then a marker drawn where the park is. Headless there are no tiles:
/// the image has the size asked for, and the projection is Web Mercator, the region
/// fitted to the image about its centre.
@Suite("MapKit: a map snapshot's size and where it puts a coordinate")
struct MapSnapshotterTests {
    let equator = CLLocationCoordinate2D(latitude: 0, longitude: 10)

    private func snapshot(region: MKCoordinateRegion, size: CGSize) async throws -> MKMapSnapshotter.Snapshot {
        let options = MKMapSnapshotter.Options()
        options.region = region
        options.size = size
        options.pointOfInterestFilter = .excludingAll
        return try await MKMapSnapshotter(options: options).start()
    }

    /// `Options.size`: "The size of the map image to create", 256 × 256 points by default;
    /// the image is that size at the screen's scale.
    @Test func theImageHasTheOptionsSize() async throws {
        #expect(MKMapSnapshotter.Options().size == CGSize(width: 256, height: 256))
        let shot = try await snapshot(region: MKCoordinateRegion(center: equator, latitudinalMeters: 1000, longitudinalMeters: 1000),
                                      size: CGSize(width: 300, height: 200))
        #expect(shot.image.size == CGSize(width: 300, height: 200) && shot.image.scale == 3)
    }

    /// `point(for:)`: "Returns the point on the snapshot image that corresponds to the
    /// specified map coordinate." The region's centre is the image's; a region two
    /// degrees square in an image twice as wide as tall fills the image's height (100
    /// points for two degrees), so a degree east of the centre is 50 points right of it.
    @Test func aCoordinateIsWhereTheProjectionPutsIt() async throws {
        let region = MKCoordinateRegion(center: equator, span: MKCoordinateSpan(latitudeDelta: 2, longitudeDelta: 2))
        let shot = try await snapshot(region: region, size: CGSize(width: 200, height: 100))
        #expect(shot.point(for: equator) == CGPoint(x: 100, y: 50))
        // (Mercator makes the two degrees of latitude 0.005 % taller than the two of
        // longitude are wide: the height, which fills the image, sets the scale.)
        let east = shot.point(for: CLLocationCoordinate2D(latitude: 0, longitude: 11))
        #expect(abs(east.x - 150) < 0.01 && abs(east.y - 50) < 1e-9)
        // North is up, and the region's north edge is the image's top (within Mercator's
        // stretch of a degree at the equator: 0.005 %).
        let north = shot.point(for: CLLocationCoordinate2D(latitude: 1, longitude: 10))
        #expect(abs(north.x - 100) < 1e-6 && abs(north.y) < 0.01)
        // Across the antimeridian, the short way round.
        let dateline = try await snapshot(region: MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 0, longitude: 179.5),
                                                                    span: MKCoordinateSpan(latitudeDelta: 2, longitudeDelta: 2)),
                                          size: CGSize(width: 100, height: 100))
        #expect(abs(dateline.point(for: CLLocationCoordinate2D(latitude: 0, longitude: -179.5)).x - 100) < 0.01)
    }

    /// Web Mercator keeps shapes: a degree of latitude at 60° N is twice as tall on the
    /// image as at the equator (1 / cos 60°), measured near each.
    @Test func mercatorStretchesLatitudesTowardThePoles() async throws {
        let span = MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 1)
        let atEquator = try await snapshot(region: MKCoordinateRegion(center: equator, span: span), size: CGSize(width: 100, height: 100))
        let north = CLLocationCoordinate2D(latitude: 60, longitude: 10)
        let atSixty = try await snapshot(region: MKCoordinateRegion(center: north, span: MKCoordinateSpan(latitudeDelta: 0.5, longitudeDelta: 1)),
                                         size: CGSize(width: 100, height: 100))
        let equatorStep = atEquator.point(for: equator).y - atEquator.point(for: CLLocationCoordinate2D(latitude: 0.01, longitude: 10)).y
        let sixtyStep = atSixty.point(for: north).y - atSixty.point(for: CLLocationCoordinate2D(latitude: 60.01, longitude: 10)).y
        #expect(abs(sixtyStep / equatorStep - 2) < 0.01)
    }

    /// A region that is not one (an invalid centre, no span) has no snapshot: an error,
    /// through the completion handler too, never a trap.
    @Test func anInvalidRegionIsAnError() async {
        await #expect(throws: MKError.self) {
            _ = try await snapshot(region: MKCoordinateRegion(center: kCLLocationCoordinate2DInvalid, span: MKCoordinateSpan()),
                                   size: CGSize(width: 10, height: 10))
        }
        let options = MKMapSnapshotter.Options()
        options.size = .zero
        let failed = await withCheckedContinuation { continuation in
            MKMapSnapshotter(options: options).start { snapshot, error in continuation.resume(returning: snapshot == nil && error is MKError) }
        }
        #expect(failed)
    }

    /// `MKPointOfInterestFilter.excludingAll`: "A filter that excludes all point-of-interest
    /// categories"; `includingAll` includes them all; a filter by category lets in only its
    /// own, or all but its own.
    @Test func pointOfInterestFilters() {
        #expect(!MKPointOfInterestFilter.excludingAll.includes(.park) && MKPointOfInterestFilter.includingAll.includes(.park))
        #expect(MKPointOfInterestFilter(including: [.park]).includes(.park) && !MKPointOfInterestFilter(including: [.park]).includes(.cafe))
        #expect(MKPointOfInterestFilter(excluding: [.store]).excludes(.store) && MKPointOfInterestFilter(excluding: [.store]).includes(.cafe))
        #expect(MKMapType.hybrid.rawValue == 2 && MKMapType.mutedStandard.rawValue == 5)
    }

    /// A marker drawn into the snapshot's image, as MapSnapshotView draws one: the view's
    /// bounds, content mode and the hierarchy drawn, with nothing kept.
    @MainActor
    @Test func aMarkerIsDrawnIntoTheImage() async throws {
        let shot = try await snapshot(region: MKCoordinateRegion(center: equator, latitudinalMeters: 1000, longitudinalMeters: 1000),
                                      size: CGSize(width: 120, height: 80))
        let image = UIGraphicsImageRenderer(size: CGSize(width: 120, height: 80)).image { _ in
            shot.image.draw(at: .zero)
            let point = shot.point(for: equator)
            let marker = MKMarkerAnnotationView(annotation: nil, reuseIdentifier: nil)
            marker.contentMode = .scaleAspectFit
            marker.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
            _ = marker.drawHierarchy(in: CGRect(x: point.x - 20, y: point.y - 40, width: 40, height: 40), afterScreenUpdates: true)
        }
        #expect(image.size == CGSize(width: 120, height: 80))
        #expect(MKMarkerAnnotationView(annotation: nil, reuseIdentifier: "pin").reuseIdentifier == "pin")
        #expect(UIView.ContentMode.scaleAspectFit.rawValue == 1)
    }
}
