import PackagePlugin

/// `swift package host-tools`: builds the tools for the host, as SwiftPM builds a macro's
/// compiler plugin, so that their swift-syntax is the one the macros' plugin links (the
/// `-tool` modules). `Scripts/compat-check` builds them so in the repository's
/// `.build-apps`, where the check builds the engine and its macros and an app's test
/// package builds: swift-syntax compiles once for the three. SwiftPM builds a command
/// plugin's tools before it runs it, so the plugin only looks up the tools it is named.
@main
struct HostTools: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        for name in arguments {
            _ = try context.tool(named: name)
        }
    }
}
