/* ww_runstat: runs a command and writes its peak resident set size and wall time to a
 * file.
 *
 *   ww_runstat REPORT COMMAND [ARGS...]
 *
 * tools/wwbench reports the peak RSS of every run. A process's ru_maxrss counts the
 * memory it had before exec as well, so a command started straight from Python is
 * charged with the Python process's own RSS (about 14 MB here): a wwvm Hello World of
 * 5.6 MB read as 19 MB. Forked from this small program instead, the command starts
 * from a few hundred kilobytes. The wall time, from just before the fork to the
 * command's exit, leaves out Python's own spawning and waiting, which add 1 to 2.5 ms
 * to a run: up to as much as a wwvm Hello World takes.
 *
 * REPORT receives two lines, "maxrss_kb <n>" and "wall_ns <n>"; the exit status is
 * the command's, and a command killed by a signal kills this program with the same
 * signal, so the caller sees how the command ended. */
#define _GNU_SOURCE
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: ww_runstat REPORT COMMAND [ARGS...]\n");
        return 125;
    }
    struct timespec start, end;
    clock_gettime(CLOCK_MONOTONIC, &start);
    pid_t pid = fork();
    if (pid < 0) {
        fprintf(stderr, "ww_runstat: fork: %s\n", strerror(errno));
        return 125;
    }
    if (pid == 0) {
        execvp(argv[2], argv + 2);
        fprintf(stderr, "ww_runstat: cannot run %s: %s\n", argv[2], strerror(errno));
        _exit(127);
    }
    int status;
    struct rusage usage;
    while (wait4(pid, &status, 0, &usage) < 0) {
        if (errno != EINTR) {
            fprintf(stderr, "ww_runstat: wait4: %s\n", strerror(errno));
            return 125;
        }
    }
    clock_gettime(CLOCK_MONOTONIC, &end);
    long long wall_ns = (long long)(end.tv_sec - start.tv_sec) * 1000000000LL + (end.tv_nsec - start.tv_nsec);
    FILE *report = fopen(argv[1], "w");
    if (report == NULL || fprintf(report, "maxrss_kb %ld\nwall_ns %lld\n", usage.ru_maxrss, wall_ns) < 0 ||
        fclose(report) != 0) {
        fprintf(stderr, "ww_runstat: cannot write %s\n", argv[1]);
        return 125;
    }
    if (WIFSIGNALED(status)) {
        int sig = WTERMSIG(status);
        signal(sig, SIG_DFL);
        kill(getpid(), sig);
        return 128 + sig; /* a signal that does not end a process */
    }
    return WIFEXITED(status) ? WEXITSTATUS(status) : 125;
}
