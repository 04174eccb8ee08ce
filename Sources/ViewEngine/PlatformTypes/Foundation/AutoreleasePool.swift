#if !canImport(Darwin)
// The Objective-C runtime's `autoreleasepool(invoking:)`, which Foundation re-exports on
// Apple's platforms: apps wrap loops that make many images or strings in one to free them
// early. Linux's Foundation has no autorelease pool (Swift frees objects when their last
// reference goes), so the body simply runs.

/// Runs `body` and returns what it returns, or rethrows what it throws. On Apple's
/// platforms the objects autoreleased inside are released when it returns; here no
/// object is autoreleased, so there is nothing to drain.
///
/// ```swift
/// let thumbnail = autoreleasepool { image.preparingThumbnail(of: size) }
/// ```
public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result {
    try body()
}
#endif
