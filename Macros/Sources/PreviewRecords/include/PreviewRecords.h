#ifndef VIEWENGINE_PREVIEW_RECORDS_H
#define VIEWENGINE_PREVIEW_RECORDS_H

/// The start of the section that holds the record of each `#Preview` linked into the
/// program, or NULL when the program has none.
const void *_Nullable viewengine_preview_records_start(void);

/// The end of that section, or NULL when the program has none.
const void *_Nullable viewengine_preview_records_end(void);

#endif
