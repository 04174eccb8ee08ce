// The system's SQLite (Debian's libsqlite3-dev; the SDK's on Apple platforms), which
// SwiftData's on-disk store is written to, as Apple's own store is an SQLite file.
#include <sqlite3.h>

// SQLITE_TRANSIENT is a macro over a cast, which Swift cannot import: the store binds
// every text and blob with this destructor, so SQLite copies them before the call returns.
static inline sqlite3_destructor_type csqlite_transient(void) {
    return SQLITE_TRANSIENT;
}
