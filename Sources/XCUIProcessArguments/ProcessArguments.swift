// The one place that writes the process's command line (Swift 5 language mode: Swift 6
// makes `CommandLine.arguments` read-only). `XCUIApplication.launch()` gives the app it
// starts in-process the arguments it was launched with, as a simulator gives a new
// process its own: the app reads them through `CommandLine.arguments`,
// `ProcessInfo.processInfo.arguments` and `UserDefaults`' argument domain.

/// Replaces and restores the process's command-line arguments.
public enum ProcessArguments {
    /// Makes `arguments` the process's command line, the program's path first.
    public static func replace(with arguments: [String]) {
        write(ArgumentsSetter.self, arguments)
    }

    private static func write<Setter: ArgumentsSetting>(_ setter: Setter.Type, _ arguments: [String]) {
        setter.set(arguments)
    }
}

/// Writes `CommandLine.arguments`, which the standard library deprecates: the write is
/// a witness of this requirement, so no caller names the deprecated setter.
protocol ArgumentsSetting {
    static func set(_ arguments: [String])
}

enum ArgumentsSetter: ArgumentsSetting {
    @available(*, deprecated, message: "Only ProcessArguments.replace(with:) writes the command line.")
    static func set(_ arguments: [String]) { CommandLine.arguments = arguments }
}
