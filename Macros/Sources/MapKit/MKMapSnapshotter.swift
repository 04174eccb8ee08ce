import Foundation
import ViewEngine
#if canImport(Darwin)
import EngineCoreLocation
#else
import CoreLocation
#endif

/// Makes a still picture of a map — MapKit's `MKMapSnapshotter`.
///
/// ```swift
/// let options = MKMapSnapshotter.Options()
/// options.region = MKCoordinateRegion(center: park, latitudinalMeters: 1000, longitudinalMeters: 1000)
/// options.size = CGSize(width: 300, height: 200)
/// let snapshot = try await MKMapSnapshotter(options: options).start()
/// snapshot.point(for: park)   // (150, 100): the centre
/// ```
///
/// Headless, there are no map tiles: the snapshot's image has the options' size at the
/// screen's scale and no picture, and its projection is computed — Web Mercator, the
/// region fitted to the image's shape about its centre, as MapKit keeps a snapshot's
/// aspect — so ``Snapshot/point(for:)`` places a coordinate where MapKit would.
open class MKMapSnapshotter: NSObject {
    private let options: Options
    /// Whether the snapshotter is making a snapshot: never, headless, as a snapshot is made
    /// at once.
    open private(set) var isLoading = false

    /// A snapshotter for `options`, copied as they are now.
    ///
    /// ```swift
    /// MKMapSnapshotter(options: options)
    /// ```
    public init(options: Options) {
        self.options = options.copy()
    }

    /// Makes the snapshot.
    ///
    /// ```swift
    /// let snapshot = try await snapshotter.start()
    /// ```
    ///
    /// - Throws: ``MKError`` `.unknown` when there is nothing to draw: an invalid centre, a
    ///   span or a size that is not positive.
    open func start() async throws -> Snapshot { try snapshot() }

    /// Makes the snapshot and calls `completionHandler` with it, or with the error.
    ///
    /// ```swift
    /// snapshotter.start { snapshot, error in ... }
    /// ```
    open func start(completionHandler: @escaping @Sendable (Snapshot?, (any Error)?) -> Void) {
        do { completionHandler(try snapshot(), nil) } catch { completionHandler(nil, error) }
    }

    /// Cancels a snapshot being made: none is, headless.
    open func cancel() {}

    private func snapshot() throws -> Snapshot {
        let region = options.region
        guard CLLocationCoordinate2DIsValid(region.center), region.span.latitudeDelta > 0, region.span.longitudeDelta > 0,
              options.size.width > 0, options.size.height > 0 else {
            throw MKError(.unknown)
        }
        return Snapshot(region: region, size: options.size)
    }

    /// What a snapshot shows and how — MapKit's `MKMapSnapshotter.Options`.
    ///
    /// ```swift
    /// let options = MKMapSnapshotter.Options()
    /// options.size = CGSize(width: 300, height: 200)
    /// options.pointOfInterestFilter = .excludingAll
    /// ```
    open class Options: NSObject {
        /// The map region the snapshot shows; the whole world by default.
        open var region = MKCoordinateRegion(center: CLLocationCoordinate2D(), span: MKCoordinateSpan(latitudeDelta: 170, longitudeDelta: 360))
        /// The snapshot's size in points: 256 × 256 by default.
        open var size = CGSize(width: 256, height: 256)
        /// The kind of map drawn.
        open var mapType: MKMapType = .standard
        /// The points of interest drawn.
        open var pointOfInterestFilter: MKPointOfInterestFilter?
        /// Whether buildings are drawn.
        open var showsBuildings = true

        /// Options for a 256 × 256 snapshot of the world.
        public override init() {}

        func copy() -> Options {
            let copy = Options()
            (copy.region, copy.size, copy.mapType) = (region, size, mapType)
            (copy.pointOfInterestFilter, copy.showsBuildings) = (pointOfInterestFilter, showsBuildings)
            return copy
        }
    }

    /// A snapshot of a map — MapKit's `MKMapSnapshotter.Snapshot`.
    ///
    /// ```swift
    /// let pin = snapshot.point(for: park)
    /// ```
    open class Snapshot: NSObject {
        /// The map's picture: the options' size at the screen's scale (no tiles, headless).
        public let image: UIImage
        private let center: CGPoint
        private let pointsPerUnit: CGFloat
        private let size: CGSize

        init(region: MKCoordinateRegion, size: CGSize) {
            self.size = size
            image = UIGraphicsImageRenderer(size: size).image { _ in }
            center = Self.mercator(region.center)
            let south = Self.mercator(CLLocationCoordinate2D(latitude: region.center.latitude - region.span.latitudeDelta / 2, longitude: 0))
            let north = Self.mercator(CLLocationCoordinate2D(latitude: region.center.latitude + region.span.latitudeDelta / 2, longitude: 0))
            let width = CGFloat(region.span.longitudeDelta / 360)
            let height = abs(south.y - north.y)
            // The region fitted inside the image: the larger of its two scales.
            pointsPerUnit = min(size.width / max(width, 1e-12), size.height / max(height, 1e-12))
        }

        /// Where `coordinate` is in the image, in points from its top-left corner.
        ///
        /// ```swift
        /// snapshot.point(for: region.center)   // the image's centre
        /// ```
        open func point(for coordinate: CLLocationCoordinate2D) -> CGPoint {
            let point = Self.mercator(coordinate)
            var dx = point.x - center.x
            if dx > 0.5 { dx -= 1 } else if dx < -0.5 { dx += 1 }
            return CGPoint(x: size.width / 2 + dx * pointsPerUnit, y: size.height / 2 + (point.y - center.y) * pointsPerUnit)
        }

        /// A coordinate in Web Mercator's unit square: x from the antimeridian eastward, y
        /// from the north edge (85.05° N) southward.
        static func mercator(_ coordinate: CLLocationCoordinate2D) -> CGPoint {
            let latitude = min(max(coordinate.latitude, -85.051_128_78), 85.051_128_78) * .pi / 180
            let x = (coordinate.longitude + 180) / 360
            let y = 0.5 - log(tan(.pi / 4 + latitude / 2)) / (2 * .pi)
            return CGPoint(x: CGFloat(x), y: CGFloat(y))
        }
    }
}
