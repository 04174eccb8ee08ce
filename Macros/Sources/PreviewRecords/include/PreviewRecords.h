#ifndef VIEWENGINE_PREVIEW_RECORDS_H
#define VIEWENGINE_PREVIEW_RECORDS_H

// ViewEngineMacros calls these through `@_silgen_name`, not through an import of this
// module: a module that ViewEngineMacros imports must be found by every file that
// imports ViewEngineMacros, and a C module's map is not where a type-check of such files
// looks. Swift's calling convention (swiftcall) makes the declarations match.

/// The start of the section that holds the record of each `#Preview` linked into the
/// program, or NULL when the program has none.
__attribute__((swiftcall)) const void *_Nullable viewengine_preview_records_start(void);

/// The end of that section, or NULL when the program has none.
__attribute__((swiftcall)) const void *_Nullable viewengine_preview_records_end(void);

#endif
