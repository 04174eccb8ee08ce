import Foundation
import Testing
@testable import PreviewServer

/// A page that connects while the first build runs is told that the package is building,
/// and no list of previews: an empty list would say "No #Preview or PreviewProvider".
@Suite("The page while the first build runs")
struct SessionStartTests {
    @Test func beforeTheFirstBuildThePageIsToldItIsBuildingAndNoList() async throws {
        let package = URL(fileURLWithPath: "/home/dev/App")
        let session = PreviewSession(options: ServerOptions(packagePath: package.path),
                                     builder: PreviewBuilder(package: package, product: nil, swift: URL(fileURLWithPath: "/usr/bin/swift")))
        let (id, stream) = await session.connect()
        await session.disconnect(id)   // ends the stream after what was sent
        var types: [String] = []
        var phases: [String] = []
        for await text in stream {
            let event = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            types.append(event["type"] as? String ?? "?")
            if let phase = event["phase"] as? String { phases.append(phase) }
        }
        #expect(types == ["hello", "build"])
        #expect(phases == ["building"])
    }
}
