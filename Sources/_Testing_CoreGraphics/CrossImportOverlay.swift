// Swift Testing declares a cross-import overlay for Core Graphics: a file that imports both
// `Testing` and `CoreGraphics` also loads a module `_Testing_CoreGraphics` (on Apple's
// platforms, it makes CGImages attachable). The toolchain on Linux ships the declaration but
// not the module, so with our `CoreGraphics` module a test file that imports both would fail
// with "no such module '_Testing_CoreGraphics'". This empty module is that overlay; it is
// part of the `CoreGraphics` product, so a test target that uses the product finds it.
