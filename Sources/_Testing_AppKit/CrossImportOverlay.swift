// Swift Testing declares a cross-import overlay for AppKit: a file that imports both
// `Testing` and `AppKit` also loads a module `_Testing_AppKit` (on a Mac, it makes AppKit's
// images attachable). The toolchain on Linux ships the declaration but not the module, so
// with our `AppKit` module a test file that imports both would fail with "no such module
// '_Testing_AppKit'". This empty module is that overlay; it is part of the `AppKit`
// product, so a test target that uses the product finds it.
