// Natives of java.net (java.net.NetIo): non-blocking sockets over the OS's
// descriptors, name lookup, and the wait that lets a green thread block on a
// descriptor while the others run (docs/network.md). Each native does one
// system call and never blocks; "would block" is the value -2, and the Java
// side then calls await0 and retries. Every byte that crosses a socket here
// goes to the running thread's NETWORK account (Counters::netSent/netReceived).
#include <arpa/inet.h>
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cerrno>
#include <climits>
#include <cstring>
#include <string>

#include "vm/alloc.h"
#include "vm/exceptions.h"
#include "vm/natives.h"
#include "vm/scheduler.h"
#include "vm/strings.h"
#include "vm/vm.h"

namespace ww::classlib {

using namespace ww::vm;

namespace {

constexpr int32_t kWouldBlock = -2;

// Makes a system call again while a signal interrupts it.
template <class Call>
auto retryInterrupted(Call call) {
  decltype(call()) rc;
  do {
    rc = call();
  } while (rc < 0 && errno == EINTR);
  return rc;
}

// The failed call on a non-blocking descriptor would have had to wait.
bool wouldBlock() { return errno == EAGAIN || errno == EWOULDBLOCK; }

// A send's outcome: n >= 0 bytes, added to the thread's NETWORK account, or
// would block (-2). False for a failure (errno says which) the caller throws.
bool sendResult(Thread* t, ssize_t n, Slot* result) {
  if (n >= 0) {
    t->counters.netSent += uint64_t(n);
    result->i = int32_t(n);
  } else if (wouldBlock()) {
    result->i = kWouldBlock;
  } else {
    return false;
  }
  return true;
}

// The exception the JDK raises for a socket call's errno: refused and timed-out
// connections are ConnectException, an unreachable host NoRouteToHostException,
// a failed bind BindException, everything else SocketException; the message is
// the system's.
void throwSocketError(Thread* t, int err) {
  const char* cls = "java/net/SocketException";
  if (err == ECONNREFUSED || err == ETIMEDOUT) cls = "java/net/ConnectException";
  else if (err == EHOSTUNREACH) cls = "java/net/NoRouteToHostException";
  else if (err == EADDRINUSE || err == EADDRNOTAVAIL || err == EACCES) cls = "java/net/BindException";
  throwNew(t, cls, std::strerror(err));
}

bool checkBounds(Thread* t, Array* b, int32_t off, int32_t len) {
  if (!b) {
    throwNullPointer(t);
    return false;
  }
  if (off < 0 || len < 0 || int64_t(off) + len > b->length) {
    throwNewNoMessage(t, "java/lang/IndexOutOfBoundsException");
    return false;
  }
  return true;
}

int familyOf(int fd) {
  int family = AF_INET;
  socklen_t n = sizeof family;
  getsockopt(fd, SOL_SOCKET, SO_DOMAIN, &family, &n);
  return family;
}

// A Java address (4 or 16 bytes, or null for the wildcard) and port as a
// sockaddr for `fd`'s family: an IPv4 address on an IPv6 socket is mapped
// (::ffff:a.b.c.d). False with SocketException pending when it cannot be.
bool toSockaddr(Thread* t, int fd, Array* addr, int32_t port, sockaddr_storage& sa, socklen_t& len) {
  std::memset(&sa, 0, sizeof sa);
  int family = familyOf(fd);
  const uint8_t* bytes = addr ? arrayData<uint8_t>(addr) : nullptr;
  int n = addr ? addr->length : 0;
  if (family == AF_INET6) {
    auto* s6 = reinterpret_cast<sockaddr_in6*>(&sa);
    s6->sin6_family = AF_INET6;
    s6->sin6_port = htons(uint16_t(port));
    if (n == 16) std::memcpy(&s6->sin6_addr, bytes, 16);
    else if (n == 4) {
      s6->sin6_addr.s6_addr[10] = s6->sin6_addr.s6_addr[11] = 0xff;
      std::memcpy(&s6->sin6_addr.s6_addr[12], bytes, 4);
    }
    len = sizeof(sockaddr_in6);
    return true;
  }
  if (n == 16) {
    throwNew(t, "java/net/SocketException", "Protocol family unavailable");
    return false;
  }
  auto* s4 = reinterpret_cast<sockaddr_in*>(&sa);
  s4->sin_family = AF_INET;
  s4->sin_port = htons(uint16_t(port));
  if (n == 4) std::memcpy(&s4->sin_addr, bytes, 4);
  len = sizeof(sockaddr_in);
  return true;
}

// The address bytes of a sockaddr, an IPv4-mapped IPv6 address unmapped.
std::string addressBytes(const sockaddr_storage& sa) {
  if (sa.ss_family == AF_INET) {
    auto* s4 = reinterpret_cast<const sockaddr_in*>(&sa);
    return std::string(reinterpret_cast<const char*>(&s4->sin_addr), 4);
  }
  auto* s6 = reinterpret_cast<const sockaddr_in6*>(&sa);
  if (IN6_IS_ADDR_V4MAPPED(&s6->sin6_addr)) return std::string(reinterpret_cast<const char*>(&s6->sin6_addr) + 12, 4);
  return std::string(reinterpret_cast<const char*>(&s6->sin6_addr), 16);
}

int portOf(const sockaddr_storage& sa) {
  if (sa.ss_family == AF_INET) return ntohs(reinterpret_cast<const sockaddr_in*>(&sa)->sin_port);
  return ntohs(reinterpret_cast<const sockaddr_in6*>(&sa)->sin6_port);
}

Array* newBytes(Thread* t, const std::string& bytes) {
  Array* a = newPrimitiveArray(t, BasicType::Byte, int32_t(bytes.size()));
  if (a) std::memcpy(arrayData<char>(a), bytes.data(), bytes.size());
  return a;
}

// socket0(family, stream): family 4 or 6, or 0 for a dual-stack IPv6 socket
// (IPv4 as well) where the system has IPv6, else IPv4. Non-blocking always.
WW_NATIVE(NetIo_socket0) {
  int want = args[0].i;
  int type = (args[1].i ? SOCK_STREAM : SOCK_DGRAM) | SOCK_NONBLOCK | SOCK_CLOEXEC;
  int fd = ::socket(want == 4 ? AF_INET : AF_INET6, type, 0);
  if (fd < 0 && want == 0 && errno == EAFNOSUPPORT) fd = ::socket(AF_INET, type, 0);
  if (fd < 0) {
    throwSocketError(t, errno);
    return;
  }
  if (familyOf(fd) == AF_INET6) {
    int off = 0;
    setsockopt(fd, IPPROTO_IPV6, IPV6_V6ONLY, &off, sizeof off);
  }
  result->i = fd;
}

// connect0(fd, addr, port): true when connected at once, false when the
// connection is under way (await writable, then finishConnect0).
WW_NATIVE(NetIo_connect0) {
  int fd = args[0].i;
  sockaddr_storage sa;
  socklen_t len;
  if (!toSockaddr(t, fd, static_cast<Array*>(args[1].l), args[2].i, sa, len)) return;
  int rc = retryInterrupted([&] { return ::connect(fd, reinterpret_cast<sockaddr*>(&sa), len); });
  if (rc == 0) result->i = 1;
  else if (errno == EINPROGRESS) result->i = 0;
  else throwSocketError(t, errno);
}

// finishConnect0(fd): false while the connection is still under way, true
// once it is made; the connection's error when it failed.
WW_NATIVE(NetIo_finishConnect0) {
  pollfd p{args[0].i, POLLOUT, 0};
  if (::poll(&p, 1, 0) <= 0) {
    result->i = 0;
    return;
  }
  result->i = 1;
  int err = 0;
  socklen_t n = sizeof err;
  if (getsockopt(args[0].i, SOL_SOCKET, SO_ERROR, &err, &n) < 0) err = errno;
  if (err != 0) throwSocketError(t, err);
}

// bind0(fd, addr or null for the wildcard, port)
WW_NATIVE(NetIo_bind0) {
  int fd = args[0].i;
  sockaddr_storage sa;
  socklen_t len;
  if (!toSockaddr(t, fd, static_cast<Array*>(args[1].l), args[2].i, sa, len)) return;
  if (::bind(fd, reinterpret_cast<sockaddr*>(&sa), len) < 0) throwSocketError(t, errno);
}

WW_NATIVE(NetIo_listen0) {
  if (::listen(args[0].i, args[1].i < 1 ? 50 : args[1].i) < 0) throwSocketError(t, errno);
}

// accept0(fd): the connected descriptor (non-blocking), or -2.
WW_NATIVE(NetIo_accept0) {
  int fd;
  do {
    fd = ::accept4(args[0].i, nullptr, nullptr, SOCK_NONBLOCK | SOCK_CLOEXEC);
  } while (fd < 0 && (errno == EINTR || errno == ECONNABORTED));
  if (fd >= 0) result->i = fd;
  else if (wouldBlock()) result->i = kWouldBlock;
  else throwSocketError(t, errno);
}

// recv0(fd, b, off, len): bytes read, -1 at the end of the stream, or -2.
WW_NATIVE(NetIo_recv0) {
  Array* b = static_cast<Array*>(args[1].l);
  int32_t off = args[2].i, len = args[3].i;
  if (!checkBounds(t, b, off, len)) return;
  ssize_t n = retryInterrupted([&] { return ::recv(args[0].i, arrayData<char>(b) + off, size_t(len), 0); });
  if (n > 0) {
    t->counters.netReceived += uint64_t(n);
    result->i = int32_t(n);
  } else if (n == 0) {
    result->i = len == 0 ? 0 : -1;
  } else if (wouldBlock()) {
    result->i = kWouldBlock;
  } else if (errno == ECONNRESET) {
    throwNew(t, "java/net/SocketException", "Connection reset");
  } else {
    throwSocketError(t, errno);
  }
}

// send0(fd, b, off, len): bytes sent (maybe fewer than len), or -2.
// MSG_NOSIGNAL: a peer that has gone gives EPIPE, never SIGPIPE.
WW_NATIVE(NetIo_send0) {
  Array* b = static_cast<Array*>(args[1].l);
  int32_t off = args[2].i, len = args[3].i;
  if (!checkBounds(t, b, off, len)) return;
  ssize_t n = retryInterrupted([&] { return ::send(args[0].i, arrayData<char>(b) + off, size_t(len), MSG_NOSIGNAL); });
  if (!sendResult(t, n, result)) throwSocketError(t, errno);
}

// recvFrom0(fd, b, off, len, from, fromInfo): one datagram into b (cut to
// len), its sender's address bytes into `from` (16 bytes) with fromInfo[0] =
// port and fromInfo[1] = address length; the datagram's length, or -2.
WW_NATIVE(NetIo_recvFrom0) {
  Array* b = static_cast<Array*>(args[1].l);
  int32_t off = args[2].i, len = args[3].i;
  Array* from = static_cast<Array*>(args[4].l);
  Array* info = static_cast<Array*>(args[5].l);
  if (!checkBounds(t, b, off, len) || !checkBounds(t, from, 0, 16) || !checkBounds(t, info, 0, 2)) return;
  sockaddr_storage sa;
  socklen_t salen = sizeof sa;
  ssize_t n = retryInterrupted([&] {
    return ::recvfrom(args[0].i, arrayData<char>(b) + off, size_t(len), 0, reinterpret_cast<sockaddr*>(&sa), &salen);
  });
  if (n < 0) {
    if (wouldBlock()) result->i = kWouldBlock;
    else if (errno == ECONNREFUSED) throwNew(t, "java/net/PortUnreachableException", "ICMP Port Unreachable");
    else throwSocketError(t, errno);
    return;
  }
  t->counters.netReceived += uint64_t(n);
  std::string a = addressBytes(sa);
  std::memcpy(arrayData<char>(from), a.data(), a.size());
  arrayData<int32_t>(info)[0] = portOf(sa);
  arrayData<int32_t>(info)[1] = int32_t(a.size());
  result->i = int32_t(n);
}

// sendTo0(fd, b, off, len, addr, port): one datagram; its length, or -2.
WW_NATIVE(NetIo_sendTo0) {
  int fd = args[0].i;
  Array* b = static_cast<Array*>(args[1].l);
  int32_t off = args[2].i, len = args[3].i;
  if (!checkBounds(t, b, off, len)) return;
  sockaddr_storage sa;
  socklen_t salen;
  if (!toSockaddr(t, fd, static_cast<Array*>(args[4].l), args[5].i, sa, salen)) return;
  ssize_t n = retryInterrupted([&] {
    return ::sendto(fd, arrayData<char>(b) + off, size_t(len), MSG_NOSIGNAL, reinterpret_cast<sockaddr*>(&sa), salen);
  });
  if (sendResult(t, n, result)) return;
  if (errno == ECONNREFUSED) throwNew(t, "java/net/PortUnreachableException", "ICMP Port Unreachable");
  else throwSocketError(t, errno);
}

// await0(fd, events, deadline): blocks this green thread until fd is readable
// (events bit 1) or writable (bit 2), another thread closes it, or the VM
// clock passes `deadline` (nanoTime units; Long.MAX_VALUE for none). False
// when the deadline passed.
WW_NATIVE(NetIo_await0) {
  short events = short(((args[1].i & 1) ? POLLIN : 0) | ((args[1].i & 2) ? POLLOUT : 0));
  t->vm->sched.awaitDescriptor(t, args[0].i, events, args[2].j);
  result->i = t->woke != WakeReason::TimedOut;
}

// close0(fd): wakes the threads blocked on fd first (they find the socket closed).
WW_NATIVE(NetIo_close0) {
  int fd = args[0].i;
  t->vm->sched.wakeDescriptorWaiters(fd);
  ::close(fd);
}

// shutdown0(fd, how): 0 input, 1 output. A socket never connected is not an error here.
WW_NATIVE(NetIo_shutdown0) {
  if (::shutdown(args[0].i, args[1].i == 0 ? SHUT_RD : SHUT_WR) < 0 && errno != ENOTCONN)
    throwSocketError(t, errno);
}

// The options NetIo.java numbers: 1 TCP_NODELAY, 2 SO_REUSEADDR, 3 SO_KEEPALIVE,
// 4 SO_RCVBUF, 5 SO_SNDBUF, 6 SO_LINGER (seconds, -1 off), 7 SO_BROADCAST.
bool optionOf(int which, int& level, int& name) {
  static const int table[][2] = {{IPPROTO_TCP, TCP_NODELAY}, {SOL_SOCKET, SO_REUSEADDR}, {SOL_SOCKET, SO_KEEPALIVE},
                                 {SOL_SOCKET, SO_RCVBUF},    {SOL_SOCKET, SO_SNDBUF},     {SOL_SOCKET, SO_LINGER},
                                 {SOL_SOCKET, SO_BROADCAST}};
  if (which < 1 || which > 7) return false;
  level = table[which - 1][0];
  name = table[which - 1][1];
  return true;
}

WW_NATIVE(NetIo_setOption0) {
  int level, name;
  if (!optionOf(args[1].i, level, name)) return;
  int rc;
  if (name == SO_LINGER) {
    struct linger l{args[2].i >= 0 ? 1 : 0, args[2].i >= 0 ? args[2].i : 0};
    rc = setsockopt(args[0].i, level, name, &l, sizeof l);
  } else {
    int v = args[2].i;
    rc = setsockopt(args[0].i, level, name, &v, sizeof v);
  }
  if (rc < 0) throwSocketError(t, errno);
}

WW_NATIVE(NetIo_getOption0) {
  int level, name;
  if (!optionOf(args[1].i, level, name)) return;
  if (name == SO_LINGER) {
    struct linger l{};
    socklen_t n = sizeof l;
    if (getsockopt(args[0].i, level, name, &l, &n) < 0) return throwSocketError(t, errno);
    result->i = l.l_onoff ? l.l_linger : -1;
    return;
  }
  int v = 0;
  socklen_t n = sizeof v;
  if (getsockopt(args[0].i, level, name, &v, &n) < 0) return throwSocketError(t, errno);
  result->i = v;
}

WW_NATIVE(NetIo_available0) {
  int queued = 0;
  result->i = ioctl(args[0].i, FIONREAD, &queued) == 0 && queued > 0 ? queued : 0;
}

bool nameOf(int fd, bool peer, sockaddr_storage& sa) {
  socklen_t n = sizeof sa;
  return (peer ? getpeername(fd, reinterpret_cast<sockaddr*>(&sa), &n)
               : getsockname(fd, reinterpret_cast<sockaddr*>(&sa), &n)) == 0;
}

// address0(fd, peer): the local (or the peer's) address bytes; null when unknown.
// A wildcard IPv6 address is given as IPv4's 0.0.0.0, as the JDK shows a
// wildcard bind.
WW_NATIVE(NetIo_address0) {
  sockaddr_storage sa;
  if (!nameOf(args[0].i, args[1].i != 0, sa)) {
    result->l = nullptr;
    return;
  }
  std::string a = addressBytes(sa);
  if (a == std::string(16, '\0')) a = std::string(4, '\0');
  result->l = newBytes(t, a);
}

WW_NATIVE(NetIo_port0) {
  sockaddr_storage sa;
  result->i = nameOf(args[0].i, args[1].i != 0, sa) ? portOf(sa) : 0;
}

// lookup0(host): the host's addresses through the OS resolver (this blocks the
// one OS thread, so every green thread), IPv4 ones first, each as a length
// byte then its bytes. UnknownHostException "host: reason" when none.
WW_NATIVE(NetIo_lookup0) {
  if (!args[0].l) return throwNullPointer(t);
  std::string host = stringUtf8(t, args[0].l);
  addrinfo hints{};
  hints.ai_family = AF_UNSPEC;
  hints.ai_socktype = SOCK_STREAM;
  addrinfo* list = nullptr;
  int rc = getaddrinfo(host.c_str(), nullptr, &hints, &list);
  if (rc != 0) {
    throwNew(t, "java/net/UnknownHostException", host + ": " + gai_strerror(rc));
    return;
  }
  std::string v4, v6;
  for (addrinfo* ai = list; ai; ai = ai->ai_next) {
    sockaddr_storage sa{};
    std::memcpy(&sa, ai->ai_addr, std::min<size_t>(ai->ai_addrlen, sizeof sa));
    std::string a = addressBytes(sa);
    std::string entry = std::string(1, char(a.size())) + a;
    std::string& out = a.size() == 4 ? v4 : v6;
    if (out.find(entry) == std::string::npos) out += entry;  // one per address, not per socket type
  }
  freeaddrinfo(list);
  result->l = newBytes(t, v4 + v6);
}

// reverse0(addr): the host name the OS resolver gives the address, or null.
WW_NATIVE(NetIo_reverse0) {
  Array* addr = static_cast<Array*>(args[0].l);
  if (!addr) return throwNullPointer(t);
  sockaddr_storage sa{};
  socklen_t len;
  if (addr->length == 4) {
    auto* s4 = reinterpret_cast<sockaddr_in*>(&sa);
    s4->sin_family = AF_INET;
    std::memcpy(&s4->sin_addr, arrayData<char>(addr), 4);
    len = sizeof(sockaddr_in);
  } else {
    auto* s6 = reinterpret_cast<sockaddr_in6*>(&sa);
    s6->sin6_family = AF_INET6;
    std::memcpy(&s6->sin6_addr, arrayData<char>(addr), std::min<size_t>(16, size_t(addr->length)));
    len = sizeof(sockaddr_in6);
  }
  char host[NI_MAXHOST];
  if (getnameinfo(reinterpret_cast<sockaddr*>(&sa), len, host, sizeof host, nullptr, 0, NI_NAMEREQD) != 0) {
    result->l = nullptr;
    return;
  }
  result->l = newStringUtf8(t, host);
}

WW_NATIVE(NetIo_hostName0) {
  char name[HOST_NAME_MAX + 1] = {};
  if (gethostname(name, sizeof name - 1) != 0) std::strcpy(name, "localhost");
  result->l = newStringUtf8(t, name);
}

constexpr const char* kNetIo = "java/net/NetIo";

constexpr NativeBinding kBindings[] = {
    {kNetIo, "socket0", "(IZ)I", NetIo_socket0},
    {kNetIo, "connect0", "(I[BI)Z", NetIo_connect0},
    {kNetIo, "finishConnect0", "(I)Z", NetIo_finishConnect0},
    {kNetIo, "bind0", "(I[BI)V", NetIo_bind0},
    {kNetIo, "listen0", "(II)V", NetIo_listen0},
    {kNetIo, "accept0", "(I)I", NetIo_accept0},
    {kNetIo, "recv0", "(I[BII)I", NetIo_recv0},
    {kNetIo, "send0", "(I[BII)I", NetIo_send0},
    {kNetIo, "recvFrom0", "(I[BII[B[I)I", NetIo_recvFrom0},
    {kNetIo, "sendTo0", "(I[BII[BI)I", NetIo_sendTo0},
    {kNetIo, "await0", "(IIJ)Z", NetIo_await0},
    {kNetIo, "close0", "(I)V", NetIo_close0},
    {kNetIo, "shutdown0", "(II)V", NetIo_shutdown0},
    {kNetIo, "setOption0", "(III)V", NetIo_setOption0},
    {kNetIo, "getOption0", "(II)I", NetIo_getOption0},
    {kNetIo, "available0", "(I)I", NetIo_available0},
    {kNetIo, "address0", "(IZ)[B", NetIo_address0},
    {kNetIo, "port0", "(IZ)I", NetIo_port0},
    {kNetIo, "lookup0", "(Ljava/lang/String;)[B", NetIo_lookup0},
    {kNetIo, "reverse0", "([B)Ljava/lang/String;", NetIo_reverse0},
    {kNetIo, "hostName0", "()Ljava/lang/String;", NetIo_hostName0},
};

}  // namespace

extern const std::span<const NativeBinding> kNetNatives{kBindings};

}  // namespace ww::classlib
