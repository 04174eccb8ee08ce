#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// C functions of the running process looked up by name, in one place: for a function
/// the platform's module does not declare (glibc declares `pthread_getattr_np` only for
/// `_GNU_SOURCE`, which the Glibc module is not built with).
enum CFunctions {
    /// The function named `name` in the process, as `Function`, or `nil` when there is none.
    ///
    /// precondition: `Function` is the `@convention(c)` type of the function's C
    /// declaration (a symbol's address has no type to check it against; debug builds assert
    /// that `Function` is the size of a function pointer).
    static package func function<Function>(named name: String, as _: Function.Type) -> Function? {
        assert(MemoryLayout<Function>.size == MemoryLayout<UnsafeRawPointer>.size,
               "\(Function.self) is not a C function pointer type")
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
        return unsafeBitCast(symbol, to: Function.self)
    }
}
