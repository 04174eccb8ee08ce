import Foundation
import ViewEngine

/// The engine's drawing of a row's screen: the view hosted in the row's window with the
/// top inset and text size its test gave it, in the row's appearance, with the app's
/// images from the row's fetched asset catalogs and loose PNG files (``ScreenAssets``) and its icon font's
/// glyphs (``ScreenGlyphs``), drawn as SVG by
/// `ViewHost.snapshot()`.
public enum ScreenDrawing {
    /// The top inset a row is hosted with: its own, else the one its view's other rows give
    /// (a control row of the iOS 26 set draws the view its iOS 17/18 row hosted), else the
    /// window's: 59 on a 393 × 852 phone, 47 on a 390 × 844 one, 20 on a smaller one.
    public static func hostTop(of row: ScreenRow, among rows: [ScreenRow]) -> Double {
        if let top = row.hostTop { return top }
        if let sibling = rows.first(where: { $0.screenName == row.screenName && $0.hostTop != nil && $0.width == row.width }),
           let top = sibling.hostTop {
            return top
        }
        switch (row.width, row.height) {
        case (393, 852): return 59
        case (_, 800...): return 47
        default: return 20
        }
    }

    /// The SVG picture of `screen` hosted as `row` says, with `top` as the safe area's top
    /// (the home indicator's 34 points at the bottom on a phone 800 points tall or more).
    @MainActor public static func picture(of screen: HostedScreen, as row: ScreenRow, top: Double) -> String {
        var configuration = HostConfiguration(echoesDiagnosticsToStandardError: false)
        configuration.colorScheme = row.isDark ? .dark : .light
        configuration.setEnvironment(\.dynamicTypeSize, row.textSize == "medium" ? .medium : .large)
        var catalogs = ScreenAssets.catalogs(in: ScreenProse.sources)
        let madeFolder = FileManager.default.temporaryDirectory.appendingPathComponent("screen-catalogs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: madeFolder) }
        if let loose = try? ScreenAssets.looseImageCatalog(in: ScreenProse.sources, into: madeFolder) {
            catalogs.append(loose)
        }
        if !screen.glyphs.isEmpty,
           let glyphs = try? ScreenGlyphs.catalog(for: screen.glyphs, in: ScreenProse.sources, scale: row.scale, into: madeFolder) {
            catalogs.append(glyphs)
        }
        if !catalogs.isEmpty { configuration.assetCatalogs = catalogs }
        screen.setUp?.apply()
        defer { screen.setUp?.undo() }
        let host = ViewHost(screen.makeView(), configuration: configuration)
        host.size = CGSize(width: row.width, height: row.height)
        host.safeAreaInsets = EdgeInsets(top: top, leading: 0, bottom: row.height >= 800 ? 34 : 0, trailing: 0)
        return host.snapshot()
    }
}
