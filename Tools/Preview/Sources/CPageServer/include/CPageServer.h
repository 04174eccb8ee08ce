// What Swift's Glibc module does not declare (glibc declares it for _GNU_SOURCE only):
// an accepted connection and a pipe that are closed on exec from the moment they exist,
// so no child process started on another thread meanwhile (a build, the previews' agent)
// inherits the server's sockets.
#ifndef CPAGESERVER_H
#define CPAGESERVER_H

/// A connection accepted on `listener`, closed on exec (accept4 with SOCK_CLOEXEC where
/// there is one). Returns its descriptor, or -1 and errno.
int page_server_accept(int listener);

/// A pipe whose two ends are closed on exec (pipe2 with O_CLOEXEC where there is one).
/// Returns 0, or -1 and errno.
int page_server_pipe(int ends[2]);

#endif
