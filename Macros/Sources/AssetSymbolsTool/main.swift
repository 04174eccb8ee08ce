// Writes the file the AssetSymbols plugin adds to a target: the asset symbols Xcode
// generates from the target's asset catalogs (`ColorResource.brand`, `ImageResource.logo`,
// and with --extensions `Color.brand`), so that the app's files compile unchanged. What
// cannot be generated (two assets with one symbol) is printed as a warning, as Xcode does.
// The target's Swift files after --declarations: a static member they declare gets no
// extension member (the target's own declaration stands).
//
//   AssetSymbolsTool OUTPUT-FILE [--extensions] CATALOG... [--declarations SWIFT-FILE...]
import AssetSymbolGeneration
import Foundation

var arguments = Array(CommandLine.arguments.dropFirst())
let extensions = arguments.contains("--extensions")
arguments.removeAll { $0 == "--extensions" }
var swiftFiles: [String] = []
if let marker = arguments.firstIndex(of: "--declarations") {
    swiftFiles = Array(arguments[(marker + 1)...])
    arguments.removeSubrange(marker...)
}
guard let output = arguments.first else {
    FileHandle.standardError.write(Data("usage: AssetSymbolsTool OUTPUT-FILE [--extensions] CATALOG... [--declarations SWIFT-FILE...]\n".utf8))
    exit(64)
}

do {
    let catalogs = try arguments.dropFirst().map { try AssetCatalogContents(catalog: URL(fileURLWithPath: $0)) }
    let declared = try swiftFiles.reduce(into: Set<String>()) { names, file in
        names.formUnion(AssetSymbolsSource.staticMembers(declaredIn: try String(contentsOfFile: file, encoding: .utf8)))
    }
    let source = AssetSymbolsSource(catalogs: catalogs, options: .init(extensions: extensions, declaredMembers: declared))
    for warning in source.warnings { print("warning: \(warning)") }
    let url = URL(fileURLWithPath: output)
    // Unchanged contents are not written again, so that the target is not recompiled.
    if (try? String(contentsOf: url, encoding: .utf8)) != source.text {
        try source.text.write(to: url, atomically: true, encoding: .utf8)
    }
} catch {
    FileHandle.standardError.write(Data("AssetSymbolsTool: \(error)\n".utf8))
    exit(1)
}
