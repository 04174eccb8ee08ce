// `import OSLog`: `os`'s Logger and os_log, re-exported, and the reading side of the log:
// `OSLogStore` and its entries, and a host's own log (`host.log`).
#if canImport(Darwin)
@_exported import EngineOS
#else
@_exported import os
#endif
