// What Swift cannot reach by itself to start a child: its working directory, and a pipe
// that is closed on exec from the moment it exists.
#ifndef CSPAWN_H
#define CSPAWN_H

#include <spawn.h>

/// Adds "change to `path`" to `actions`, run in the child before it executes (glibc's and
/// Darwin's posix_spawn_file_actions_addchdir_np). Returns 0 or an errno value.
int cspawn_add_chdir(posix_spawn_file_actions_t *actions, const char *path);

/// A pipe whose two ends are closed on exec (pipe2 with O_CLOEXEC where there is one, so no
/// child started on another thread meanwhile inherits them). Returns 0, or -1 and errno.
int cspawn_pipe(int ends[2]);

#endif
