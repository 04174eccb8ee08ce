import Foundation
import ViewEngine
#if canImport(Darwin)
import EngineCoreLocation
#else
import CoreLocation
#endif

extension ViewHost {
    /// The maps the host shows, as a test sees and moves them: the region each shows, the
    /// point a coordinate is drawn at, and the person's pans.
    ///
    /// ```swift
    /// host.map.region                           // the region the first map shows
    /// host.map.pan(to: MKCoordinateRegion(center: paris, span: span))
    /// await host.settle()                       // the bound position is the new region
    /// ```
    public var map: HostMap { HostMap(state: .of(clock)) }
}

/// A host's maps seen from a test (``ViewHost/map``); `index` picks a map by the order the
/// maps were first drawn (the first by default).
@MainActor
public struct HostMap {
    let state: MapState

    /// How many maps the host shows.
    public var count: Int { state.live.count }

    /// The region map `index` shows, or `nil` without such a map.
    public func region(_ index: Int = 0) -> MKCoordinateRegion? { entry(index)?.region }

    /// The region the first map shows.
    public var region: MKCoordinateRegion? { region(0) }

    /// The camera position of map `index` (its binding's value).
    public func position(_ index: Int = 0) -> MapCameraPosition? { entry(index)?.position.wrappedValue }

    /// The style map `index` is drawn in.
    public func style(_ index: Int = 0) -> MapStyle? { entry(index)?.style }

    /// The titles of map `index`'s markers and annotations, in order.
    public func titles(_ index: Int = 0) -> [String] { entry(index)?.titles ?? [] }

    /// Where `coordinate` is drawn in map `index`, in the map's own points (its top-leading
    /// corner is 0, 0), or `nil` without such a map.
    public func point(of coordinate: CLLocationCoordinate2D, in index: Int = 0) -> CGPoint? {
        entry(index).map { Map.project(coordinate, in: $0.region, size: $0.size) }
    }

    /// What the person did: `pan to (48.85, 2.35) span 0.1 × 0.1`; a refused pan says why.
    public var events: [String] { state.log }

    /// The person moves map `index` to show `region`: its position becomes `.region(region)`,
    /// marked `positionedByUser`, and its ``View/onMapCameraChange(frequency:_:)`` action runs.
    /// A region whose centre is not a valid coordinate, or whose span is not finite and
    /// positive, is refused (logged) and the map does not move.
    public func pan(to region: MKCoordinateRegion, in index: Int = 0) {
        let span = region.span
        guard CLLocationCoordinate2DIsValid(region.center), span.latitudeDelta.isFinite, span.longitudeDelta.isFinite,
              span.latitudeDelta > 0, span.longitudeDelta > 0 else {
            state.log.append("pan to \(region.center) span \(span.latitudeDelta) × \(span.longitudeDelta): refused, not a valid region")
            return
        }
        guard let entry = entry(index) else {
            state.log.append("pan: no map \(index)")
            return
        }
        state.log.append("pan to \(region.center) span \(span.latitudeDelta) × \(span.longitudeDelta)")
        entry.position.wrappedValue = MapCameraPosition(.region(region), byUser: true)
        let metresPerDegree = CLLocation.earthRadius * .pi / 180
        let camera = MapCamera(centerCoordinate: region.center, distance: span.latitudeDelta * metresPerDegree)
        entry.action?.action(MapCameraUpdateContext(camera: camera, region: region))
    }

    /// The person moves map `index` so that `coordinate` is its centre, keeping its span.
    public func pan(to coordinate: CLLocationCoordinate2D, in index: Int = 0) {
        guard let current = entry(index)?.region else {
            state.log.append("pan: no map \(index)")
            return
        }
        pan(to: MKCoordinateRegion(center: coordinate, span: current.span), in: index)
    }

    private func entry(_ index: Int) -> MapState.Entry? {
        let live = state.live
        return live.indices.contains(index) ? live[index] : nil
    }
}
