// The linker defines symbols at the bounds of a section; Swift has no spelling for them.
// Each `#Preview` places one record in the section (its expansion's `@section`), so the
// records of every file linked into this image lie between the bounds. Weak, so that a
// program without previews (no section) links and reads NULL.
#include "PreviewRecords.h"

#if defined(__APPLE__)
// Mach-O names the bounds after the segment and section (this branch is not run in CI,
// which builds on Linux).
extern const char previewRecordsStart __asm("section$start$__DATA_CONST$__vepreviews") __attribute__((weak_import));
extern const char previewRecordsEnd __asm("section$end$__DATA_CONST$__vepreviews") __attribute__((weak_import));
__attribute__((swiftcall)) const void *viewengine_preview_records_start(void) { return &previewRecordsStart; }
__attribute__((swiftcall)) const void *viewengine_preview_records_end(void) { return &previewRecordsEnd; }
#else
// ELF: __start_ and __stop_ followed by the section's name.
extern const char __start_vepreviews[] __attribute__((weak));
extern const char __stop_vepreviews[] __attribute__((weak));
__attribute__((swiftcall)) const void *viewengine_preview_records_start(void) { return __start_vepreviews; }
__attribute__((swiftcall)) const void *viewengine_preview_records_end(void) { return __stop_vepreviews; }
#endif
