/*
 * Connection setup through a CONNECT proxy, timed by a client that is not Node (bench/gateway.ts
 * compiles and runs it when a C compiler is installed). For each of N rounds, sequentially:
 *   direct: connect() to the target and close;
 *   proxy:  connect() to the proxy, send CONNECT (with Basic credentials when given), read the
 *           answer's head, check it is a 200, close.
 * It prints one line of JSON: p50 and p99 in milliseconds of direct, proxy and proxy − direct (each
 * round's own difference), and the number of answers that were not 200.
 *
 *   cc -O2 -o setup-latency bench/setup-latency.c
 *   ./setup-latency <proxy port> <target port> <rounds> [base64 user:password]
 */
#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static int connect_loopback(int port) {
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  if (fd < 0) return -1;
  int one = 1;
  setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
  struct sockaddr_in address = {0};
  address.sin_family = AF_INET;
  address.sin_port = htons((unsigned short)port);
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (connect(fd, (struct sockaddr *)&address, sizeof address) != 0) {
    close(fd);
    return -1;
  }
  return fd;
}

/* Reads until the end of the answer's head; 1 when it is a 200, 0 otherwise. */
static int read_head_is_200(int fd) {
  char head[4096];
  size_t length = 0;
  while (length < sizeof head - 1) {
    ssize_t got = read(fd, head + length, sizeof head - 1 - length);
    if (got <= 0) return 0;
    length += (size_t)got;
    head[length] = 0;
    if (strstr(head, "\r\n\r\n")) break;
  }
  return strncmp(head, "HTTP/1.1 200", 12) == 0 || strncmp(head, "HTTP/1.0 200", 12) == 0;
}

static int by_value(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

static double percentile(double *values, int count, double p) {
  qsort(values, (size_t)count, sizeof *values, by_value);
  int index = (int)(p / 100.0 * count);
  if (index >= count) index = count - 1;
  return values[index];
}

int main(int argc, char **argv) {
  if (argc < 4) {
    fprintf(stderr, "usage: %s <proxy port> <target port> <rounds> [base64 user:password]\n", argv[0]);
    return 2;
  }
  int proxy_port = atoi(argv[1]), target_port = atoi(argv[2]), rounds = atoi(argv[3]);
  char request[1024];
  if (argc > 4)
    snprintf(request, sizeof request,
             "CONNECT 127.0.0.1:%d HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nProxy-Authorization: Basic %s\r\n\r\n",
             target_port, target_port, argv[4]);
  else
    snprintf(request, sizeof request, "CONNECT 127.0.0.1:%d HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n\r\n", target_port,
             target_port);
  size_t request_length = strlen(request);

  double *direct = calloc((size_t)rounds, sizeof(double));
  double *proxy = calloc((size_t)rounds, sizeof(double));
  double *added = calloc((size_t)rounds, sizeof(double));
  int refused = 0;
  for (int i = 0; i < rounds; i++) {
    double started = now_ms();
    int fd = connect_loopback(target_port);
    direct[i] = now_ms() - started;
    if (fd >= 0) close(fd);

    started = now_ms();
    fd = connect_loopback(proxy_port);
    int ok = fd >= 0 && write(fd, request, request_length) == (ssize_t)request_length && read_head_is_200(fd);
    proxy[i] = now_ms() - started;
    if (fd >= 0) close(fd);
    if (!ok) refused++;
    added[i] = proxy[i] - direct[i];
  }
  printf("{\"direct\":[%.4f,%.4f],", percentile(direct, rounds, 50), percentile(direct, rounds, 99));
  printf("\"proxy\":[%.4f,%.4f],", percentile(proxy, rounds, 50), percentile(proxy, rounds, 99));
  printf("\"added\":[%.4f,%.4f],\"refused\":%d}\n", percentile(added, rounds, 50), percentile(added, rounds, 99),
         refused);
  return 0;
}
