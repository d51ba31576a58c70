// Natives of java.io's file-descriptor streams (standard input, output and
// error for now; files come with the class library issue).
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "vm/exceptions.h"
#include "vm/natives.h"
#include "vm/vm.h"

namespace ww::classlib {

using namespace ww::vm;

namespace {

bool checkBounds(Thread* t, Array* b, int32_t off, int32_t len) {
  if (!b) {
    throwNullPointer(t);
    return false;
  }
  if (off < 0 || len < 0 || int64_t(off) + len > b->length) {
    throwNew(t, "java/lang/IndexOutOfBoundsException",
             "Range [" + std::to_string(off) + ", " + std::to_string(off) + " + " + std::to_string(len) +
                 ") out of bounds for length " + std::to_string(b->length));
    return false;
  }
  return true;
}

WW_NATIVE(FileOutputStream_writeBytes) {
  int fd = args[0].i;
  Array* b = static_cast<Array*>(args[1].l);
  int32_t off = args[2].i, len = args[3].i;
  if (!checkBounds(t, b, off, len)) return;
  const char* p = arrayData<char>(b) + off;
  while (len > 0) {
    ssize_t n = ::write(fd, p, size_t(len));
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) {
      throwNew(t, "java/io/IOException", std::strerror(errno));
      return;
    }
    p += n;
    len -= int32_t(n);
  }
}

WW_NATIVE(FileInputStream_readBytes) {
  int fd = args[0].i;
  Array* b = static_cast<Array*>(args[1].l);
  int32_t off = args[2].i, len = args[3].i;
  if (!checkBounds(t, b, off, len)) return;
  if (len == 0) {
    result->i = 0;
    return;
  }
  for (;;) {
    ssize_t n = ::read(fd, arrayData<char>(b) + off, size_t(len));
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) {
      throwNew(t, "java/io/IOException", std::strerror(errno));
      return;
    }
    result->i = n == 0 ? -1 : int32_t(n);
    return;
  }
}

constexpr NativeBinding kBindings[] = {
    {"java/io/FileOutputStream", "writeBytes", "(I[BII)V", FileOutputStream_writeBytes},
    {"java/io/FileInputStream", "readBytes", "(I[BII)I", FileInputStream_readBytes},
};

}  // namespace

extern const std::span<const NativeBinding> kIoNatives{kBindings};

}  // namespace ww::classlib
