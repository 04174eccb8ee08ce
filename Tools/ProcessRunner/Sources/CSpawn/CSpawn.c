// glibc declares posix_spawn_file_actions_addchdir_np and pipe2 only for _GNU_SOURCE, which
// Swift's Glibc module is not built with.
#define _GNU_SOURCE
#include "CSpawn.h"
#include <fcntl.h>
#include <unistd.h>

int cspawn_add_chdir(posix_spawn_file_actions_t *actions, const char *path) {
    return posix_spawn_file_actions_addchdir_np(actions, path);
}

int cspawn_pipe(int ends[2]) {
#if defined(__linux__)
    return pipe2(ends, O_CLOEXEC);
#else
    if (pipe(ends) != 0) return -1;
    fcntl(ends[0], F_SETFD, FD_CLOEXEC);
    fcntl(ends[1], F_SETFD, FD_CLOEXEC);
    return 0;
#endif
}
