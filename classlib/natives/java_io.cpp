// Natives of java.io: reading and writing file descriptors, opening and closing files
// (FileDescriptor), and the file-system queries and changes behind java.io.File. Paths arrive
// as Java strings and are passed to the C library as UTF-8.
#include <dirent.h>
#include <fcntl.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "vm/alloc.h"
#include "vm/exceptions.h"
#include "vm/natives.h"
#include "vm/strings.h"
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

// The path argument as UTF-8; false (NullPointerException pending) for null.
bool pathArg(Thread* t, Object* s, std::string& path) {
  if (!s) {
    throwNullPointer(t);
    return false;
  }
  path = stringUtf8(t, s);
  return true;
}

WW_NATIVE(FileOutputStream_writeToFd) {
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

WW_NATIVE(FileInputStream_readFromFd) {
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

// Bytes readable without blocking: what is left of a regular file, else what the
// descriptor reports as queued (FIONREAD), 0 when it cannot tell.
WW_NATIVE(FileInputStream_available0) {
  int fd = args[0].i;
  struct stat st;
  if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode)) {
    off_t pos = lseek(fd, 0, SEEK_CUR);
    if (pos >= 0) {
      int64_t left = int64_t(st.st_size) - pos;
      result->i = left <= 0 ? 0 : left > INT32_MAX ? INT32_MAX : int32_t(left);
      return;
    }
  }
  int queued = 0;
  result->i = ioctl(fd, FIONREAD, &queued) == 0 && queued > 0 ? queued : 0;
}

// Moves the file position n bytes on (a regular file may be skipped past its end, as on
// the JDK); returns how far it moved.
WW_NATIVE(FileInputStream_skip0) {
  int fd = args[0].i;
  int64_t n = args[1].j;
  off_t cur = lseek(fd, 0, SEEK_CUR);
  off_t end = cur < 0 ? -1 : lseek(fd, off_t(n), SEEK_CUR);
  if (cur < 0 || end < 0) {
    throwNew(t, "java/io/IOException", std::strerror(errno));
    return;
  }
  result->j = int64_t(end - cur);
}

// Opens path for reading (mode 0), writing from empty (1) or appending (2). Failure gives
// FileNotFoundException "path (reason)", as the JDK words it; a directory is refused.
WW_NATIVE(FileDescriptor_open0) {
  std::string path;
  if (!pathArg(t, args[0].l, path)) return;
  int mode = args[1].i;
  int flags = mode == 0 ? O_RDONLY : O_WRONLY | O_CREAT | (mode == 2 ? O_APPEND : O_TRUNC);
  int fd;
  do {
    fd = ::open(path.c_str(), flags | O_CLOEXEC, 0666);
  } while (fd < 0 && errno == EINTR);
  int err = errno;
  struct stat st;
  if (fd >= 0 && fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
    ::close(fd);
    fd = -1;
    err = EISDIR;
  }
  if (fd < 0) {
    throwNew(t, "java/io/FileNotFoundException", path + " (" + std::strerror(err) + ")");
    return;
  }
  result->i = fd;
}

WW_NATIVE(FileDescriptor_close0) {
  if (::close(args[0].i) != 0 && errno != EINTR) throwNew(t, "java/io/IOException", std::strerror(errno));
}

// File.attributes0: bit 0 exists, bit 1 regular file, bit 2 directory; 0 on any failure.
WW_NATIVE(File_attributes0) {
  std::string path;
  if (!pathArg(t, args[0].l, path)) return;
  struct stat st;
  if (stat(path.c_str(), &st) != 0) {
    result->i = 0;
    return;
  }
  result->i = 1 | (S_ISREG(st.st_mode) ? 2 : 0) | (S_ISDIR(st.st_mode) ? 4 : 0);
}

WW_NATIVE(File_length0) {
  std::string path;
  if (!pathArg(t, args[0].l, path)) return;
  struct stat st;
  result->j = stat(path.c_str(), &st) == 0 ? int64_t(st.st_size) : 0;
}

WW_NATIVE(File_lastModified0) {
  std::string path;
  if (!pathArg(t, args[0].l, path)) return;
  struct stat st;
  result->j = stat(path.c_str(), &st) == 0 ? int64_t(st.st_mtim.tv_sec) * 1000 + st.st_mtim.tv_nsec / 1000000 : 0;
}

// access(2) with R_OK, W_OK or X_OK given as 4, 2, 1.
WW_NATIVE(File_access0) {
  std::string path;
  if (!pathArg(t, args[0].l, path)) return;
  result->i = ::access(path.c_str(), args[1].i) == 0;
}

WW_NATIVE(File_delete0) {
  std::string path;
  if (!pathArg(t, args[0].l, path)) return;
  result->i = std::remove(path.c_str()) == 0;
}

WW_NATIVE(File_mkdir0) {
  std::string path;
  if (!pathArg(t, args[0].l, path)) return;
  result->i = ::mkdir(path.c_str(), 0777) == 0;
}

WW_NATIVE(File_rename0) {
  std::string from, to;
  if (!pathArg(t, args[0].l, from) || !pathArg(t, args[1].l, to)) return;
  result->i = std::rename(from.c_str(), to.c_str()) == 0;
}

// Creates an empty file unless one exists: true if created, false if it existed, else
// IOException with the reason.
WW_NATIVE(File_createNewFile0) {
  std::string path;
  if (!pathArg(t, args[0].l, path)) return;
  int fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
  if (fd < 0) {
    if (errno == EEXIST) {
      result->i = 0;
      return;
    }
    throwNew(t, "java/io/IOException", std::strerror(errno));
    return;
  }
  ::close(fd);
  result->i = 1;
}

// The names in a directory (without "." and ".."), in the order the system gives them; null
// when path is not a readable directory.
WW_NATIVE(File_list0) {
  std::string path;
  if (!pathArg(t, args[0].l, path)) return;
  DIR* dir = opendir(path.c_str());
  if (!dir) {
    result->l = nullptr;
    return;
  }
  std::vector<std::string> names;
  while (struct dirent* e = readdir(dir)) {
    if (std::strcmp(e->d_name, ".") != 0 && std::strcmp(e->d_name, "..") != 0) names.emplace_back(e->d_name);
  }
  closedir(dir);
  Handle<Array> out(t, newObjectArray(t, t->vm->wk.string, int32_t(names.size())));
  if (!out.get()) return;
  for (size_t i = 0; i < names.size(); ++i) {
    Object* s = newStringUtf8(t, names[i]);
    if (!s) return;
    arrayData<Object*>(out.get())[i] = s;
  }
  result->l = out.get();
}

constexpr NativeBinding kBindings[] = {
    {"java/io/FileOutputStream", "writeToFd", "(I[BII)V", FileOutputStream_writeToFd},
    {"java/io/FileInputStream", "readFromFd", "(I[BII)I", FileInputStream_readFromFd},
    {"java/io/FileInputStream", "available0", "(I)I", FileInputStream_available0},
    {"java/io/FileInputStream", "skip0", "(IJ)J", FileInputStream_skip0},
    {"java/io/FileDescriptor", "open0", "(Ljava/lang/String;I)I", FileDescriptor_open0},
    {"java/io/FileDescriptor", "close0", "(I)V", FileDescriptor_close0},
    {"java/io/File", "attributes0", "(Ljava/lang/String;)I", File_attributes0},
    {"java/io/File", "length0", "(Ljava/lang/String;)J", File_length0},
    {"java/io/File", "lastModified0", "(Ljava/lang/String;)J", File_lastModified0},
    {"java/io/File", "access0", "(Ljava/lang/String;I)Z", File_access0},
    {"java/io/File", "delete0", "(Ljava/lang/String;)Z", File_delete0},
    {"java/io/File", "mkdir0", "(Ljava/lang/String;)Z", File_mkdir0},
    {"java/io/File", "rename0", "(Ljava/lang/String;Ljava/lang/String;)Z", File_rename0},
    {"java/io/File", "createNewFile0", "(Ljava/lang/String;)Z", File_createNewFile0},
    {"java/io/File", "list0", "(Ljava/lang/String;)[Ljava/lang/String;", File_list0},
};

}  // namespace

extern const std::span<const NativeBinding> kIoNatives{kBindings};

}  // namespace ww::classlib
