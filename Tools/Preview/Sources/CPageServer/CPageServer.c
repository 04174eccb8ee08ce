// accept4 and pipe2 with their close-on-exec flags (see CPageServer.h).
#define _GNU_SOURCE
#include "CPageServer.h"
#include <fcntl.h>
#include <stddef.h>
#include <sys/socket.h>
#include <unistd.h>

int page_server_accept(int listener) {
#if defined(__linux__)
    return accept4(listener, NULL, NULL, SOCK_CLOEXEC);
#else
    int descriptor = accept(listener, NULL, NULL);
    if (descriptor >= 0) fcntl(descriptor, F_SETFD, FD_CLOEXEC);
    return descriptor;
#endif
}

int page_server_pipe(int ends[2]) {
#if defined(__linux__)
    return pipe2(ends, O_CLOEXEC);
#else
    if (pipe(ends) != 0) return -1;
    fcntl(ends[0], F_SETFD, FD_CLOEXEC);
    fcntl(ends[1], F_SETFD, FD_CLOEXEC);
    return 0;
#endif
}
