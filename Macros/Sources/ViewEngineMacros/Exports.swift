// Importing ViewEngineMacros imports the engine, as importing SwiftUI brings its macros
// with its views.
@_exported import ViewEngine
