// Swift Testing declares a cross-import overlay for UIKit: a file that imports both
// `Testing` and `UIKit` also loads a module `_Testing_UIKit` (on Apple's platforms, it
// makes UIKit's images attachable). The toolchain on Linux ships the declaration but not
// the module, so with our `UIKit` module a test file that imports both would fail with
// "no such module '_Testing_UIKit'". This empty module is that overlay; it is part of the
// `UIKit` product, so a test target that uses the product finds it.
