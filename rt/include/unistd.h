/* unistd.h — POSIX system interface for aex guest programs (rt): the system calls rt wraps. */
#ifndef RT_UNISTD_H
#define RT_UNISTD_H

#include <sys/types.h>

#define STDIN_FILENO 0
#define STDOUT_FILENO 1
#define STDERR_FILENO 2

#define SEEK_SET 0
#define SEEK_CUR 1
#define SEEK_END 2

extern char **environ;

ssize_t read(int fd, void *buf, size_t n);
ssize_t write(int fd, const void *buf, size_t n);
int close(int fd);
off_t lseek(int fd, off_t off, int whence);
int unlink(const char *path);
int rmdir(const char *path);
int dup2(int oldfd, int newfd);
int pipe(int fds[2]);
int pipe2(int fds[2], int flags);
pid_t fork(void);
pid_t getpid(void);
unsigned int alarm(unsigned int seconds);
int brk(void *addr);
void *sbrk(long incr);
int isatty(int fd);
void _exit(int status) __attribute__((noreturn));
/* Under --fixed-clock, sleeping moves rt's virtual time on instead (docs/rt.md). */
unsigned int sleep(unsigned int seconds);
int usleep(unsigned int usec);

/* Command-line options (rt/src/getopt.c): glibc's getopt, short options only — argv
 * permuted so that the options come first, unless optstring begins with '+' (or
 * POSIXLY_CORRECT is set: stop at the first operand) or '-' (operands returned as option
 * 1); a ':' after those: no messages, ':' for a missing argument. optind = 0 starts over. */
extern char *optarg;
extern int optind, opterr, optopt;
int getopt(int argc, char *const argv[], const char *optstring);

#endif
