// The class path (see classpath.h): directories, and jar files read through
// their zip central directory, with zlib inflating deflated entries.
#include "vm/classpath.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <string_view>
#include <unordered_map>
#include <utility>

namespace ww::vm {

// One element of the class path.
class ClassPathEntry {
 public:
  virtual ~ClassPathEntry() = default;
  // The bytes of `resource`, or nullopt if this entry does not have it.
  virtual std::optional<std::vector<uint8_t>> read(const std::string& resource) const = 0;
};

namespace {

void setError(std::string* error, std::string message) {
  if (error) *error = std::move(message);
}

// An open file, closed when the handle goes away.
class FileHandle {
 public:
  explicit FileHandle(int fd) : fd_(fd) {}
  ~FileHandle() {
    if (fd_ >= 0) ::close(fd_);
  }
  FileHandle(const FileHandle&) = delete;
  FileHandle& operator=(const FileHandle&) = delete;

  bool isOpen() const { return fd_ >= 0; }
  int fd() const { return fd_; }

  // Reads exactly `n` bytes at `offset`; false on error or end of file.
  bool readAt(uint64_t offset, void* buffer, size_t n) const {
    auto* out = static_cast<uint8_t*>(buffer);
    while (n > 0) {
      ssize_t got = ::pread(fd_, out, n, static_cast<off_t>(offset));
      if (got < 0 && errno == EINTR) continue;
      if (got <= 0) return false;
      out += got;
      offset += static_cast<uint64_t>(got);
      n -= static_cast<size_t>(got);
    }
    return true;
  }

 private:
  int fd_;
};

// The size of a regular file, or nullopt if `fd` is not one.
std::optional<uint64_t> regularFileSize(int fd) {
  struct stat st;
  if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) return std::nullopt;
  return static_cast<uint64_t>(st.st_size);
}

std::optional<std::vector<uint8_t>> readWholeFile(const std::string& path) {
  FileHandle file(::open(path.c_str(), O_RDONLY | O_CLOEXEC));
  if (!file.isOpen()) return std::nullopt;
  std::optional<uint64_t> size = regularFileSize(file.fd());
  if (!size) return std::nullopt;
  std::vector<uint8_t> bytes(*size);
  if (!file.readAt(0, bytes.data(), bytes.size())) return std::nullopt;
  return bytes;
}

// Resource names are '/'-separated relative paths; refusing empty, "." and
// ".." segments keeps a lookup inside its directory.
bool isSafeResourceName(std::string_view name) {
  if (name.empty() || name.find('\0') != std::string_view::npos) return false;
  size_t start = 0;
  for (;;) {
    size_t slash = name.find('/', start);
    std::string_view part = name.substr(start, slash == std::string_view::npos ? slash : slash - start);
    if (part.empty() || part == "." || part == "..") return false;
    if (slash == std::string_view::npos) return true;
    start = slash + 1;
  }
}

class DirectoryEntry : public ClassPathEntry {
 public:
  explicit DirectoryEntry(std::string dir) : dir_(std::move(dir)) {}
  std::optional<std::vector<uint8_t>> read(const std::string& resource) const override {
    if (!isSafeResourceName(resource)) return std::nullopt;
    return readWholeFile(dir_ + "/" + resource);
  }

 private:
  std::string dir_;
};

// ---- Zip reading (PKWARE APPNOTE: end of central directory, central directory) ----

uint16_t le16(const uint8_t* p) { return static_cast<uint16_t>(p[0] | (p[1] << 8)); }
uint32_t le32(const uint8_t* p) { return le16(p) | (uint32_t{le16(p + 2)} << 16); }

constexpr uint32_t kEndSignature = 0x06054b50;
constexpr uint32_t kCentralSignature = 0x02014b50;
constexpr uint32_t kLocalSignature = 0x04034b50;
constexpr size_t kEndSize = 22, kCentralSize = 46, kLocalSize = 30;
constexpr size_t kMaxCommentSize = 0xFFFF;
constexpr uint16_t kStored = 0, kDeflated = 8;
// Deflate cannot compress by more than about 1032:1, so a larger declared
// size is a corrupt header, refused before any data is read.
constexpr uint64_t kMaxDeflateRatio = 1032;

struct ZipEntryInfo {
  uint16_t flags = 0;
  uint16_t method = 0;
  uint32_t crc = 0;
  uint32_t compressedSize = 0;
  uint32_t size = 0;
  uint64_t localHeader = 0;  // file offset of the local header
};

// Where the central directory is, as found through the end record.
struct CentralDirectory {
  uint64_t start = 0;      // file offset
  uint64_t size = 0;
  uint64_t entryCount = 0;
  uint64_t shift = 0;      // bytes before the zip proper (a jmod header, a launcher stub)
};

// Inflates a raw deflate stream that must produce exactly `size` bytes. It
// grows `out` chunk by chunk, so a header that lies about the size costs no
// more memory than the data really inflates to.
bool inflateRaw(const std::vector<uint8_t>& in, uint32_t size, std::vector<uint8_t>& out) {
  z_stream s{};
  if (inflateInit2(&s, -MAX_WBITS) != Z_OK) return false;
  s.next_in = const_cast<Bytef*>(in.data());
  s.avail_in = static_cast<uInt>(in.size());
  out.clear();
  out.reserve(std::min<size_t>(size, size_t{1} << 20));
  uint8_t chunk[16384];
  int rc;
  do {
    s.next_out = chunk;
    s.avail_out = sizeof chunk;
    rc = inflate(&s, Z_NO_FLUSH);
    size_t produced = sizeof chunk - s.avail_out;
    if (produced > size - out.size()) rc = Z_DATA_ERROR;  // more than the entry declares
    else out.insert(out.end(), chunk, chunk + produced);
  } while (rc == Z_OK);
  inflateEnd(&s);
  return rc == Z_STREAM_END && out.size() == size;
}

class JarFile : public ClassPathEntry {
 public:
  static std::unique_ptr<JarFile> open(const std::string& path, std::string* error);

  std::optional<std::vector<uint8_t>> read(const std::string& resource) const override {
    return readEntry(resource, nullptr);
  }
  std::optional<std::vector<uint8_t>> readEntry(const std::string& name, std::string* error) const;

 private:
  JarFile(std::string path, int fd, uint64_t size) : path_(std::move(path)), file_(fd), size_(size) {}
  bool readDirectory(std::string* error);
  std::optional<CentralDirectory> findEnd(std::string* error) const;
  bool readEntries(const CentralDirectory& cd, std::string* error);
  std::optional<uint64_t> dataOffset(const ZipEntryInfo& e, std::string* error) const;
  // Report a problem with this jar, for functions returning bool / optional.
  bool corrupt(std::string* error, const std::string& what) const {
    setError(error, path_ + ": " + what);
    return false;
  }
  std::nullopt_t fault(std::string* error, const std::string& what) const {
    corrupt(error, what);
    return std::nullopt;
  }

  std::string path_;
  FileHandle file_;
  uint64_t size_;
  uint64_t directoryStart_ = 0;  // entry data lies before this offset
  std::unordered_map<std::string, ZipEntryInfo> entries_;
};

std::unique_ptr<JarFile> JarFile::open(const std::string& path, std::string* error) {
  int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) {
    setError(error, path + ": " + std::strerror(errno));
    return nullptr;
  }
  std::optional<uint64_t> size = regularFileSize(fd);
  std::unique_ptr<JarFile> jar(new JarFile(path, fd, size.value_or(0)));
  if (!size) {
    jar->corrupt(error, "not a regular file");
    return nullptr;
  }
  if (!jar->readDirectory(error)) return nullptr;
  return jar;
}

bool JarFile::readDirectory(std::string* error) {
  std::optional<CentralDirectory> cd = findEnd(error);
  return cd && readEntries(*cd, error);
}

// Finds the end of central directory record: the last 22 bytes unless the
// zip has a comment, so the search looks back over at most 64 KiB.
std::optional<CentralDirectory> JarFile::findEnd(std::string* error) const {
  if (size_ < kEndSize) return fault(error, "not a zip file (too short)");
  uint64_t tailSize = std::min<uint64_t>(size_, kEndSize + kMaxCommentSize);
  uint64_t tailStart = size_ - tailSize;
  std::vector<uint8_t> tail(tailSize);
  if (!file_.readAt(tailStart, tail.data(), tail.size())) return fault(error, "read error");
  for (size_t pos = tail.size() - kEndSize + 1; pos-- > 0;) {
    const uint8_t* p = tail.data() + pos;
    if (le32(p) != kEndSignature || pos + kEndSize + le16(p + 20) > tail.size()) continue;
    if (le16(p + 4) != 0 || le16(p + 6) != 0) return fault(error, "multi-disk zip files are not supported");
    CentralDirectory cd;
    cd.entryCount = le16(p + 10);
    cd.size = le32(p + 12);
    uint64_t declaredStart = le32(p + 16);
    if (cd.entryCount == 0xFFFF || cd.size == 0xFFFFFFFF || declaredStart == 0xFFFFFFFF) {
      return fault(error, "zip64 files are not supported");
    }
    uint64_t endOffset = tailStart + pos;
    if (cd.size > endOffset || declaredStart > endOffset - cd.size) {
      return fault(error, "bad central directory offset");
    }
    cd.start = endOffset - cd.size;
    cd.shift = cd.start - declaredStart;
    return cd;
  }
  return fault(error, "not a zip file (no end of central directory)");
}

bool JarFile::readEntries(const CentralDirectory& cd, std::string* error) {
  std::vector<uint8_t> dir(cd.size);
  if (!file_.readAt(cd.start, dir.data(), dir.size())) return corrupt(error, "read error");
  directoryStart_ = cd.start;
  size_t pos = 0;
  for (uint64_t i = 0; i < cd.entryCount; ++i) {
    if (dir.size() - pos < kCentralSize) return corrupt(error, "truncated central directory");
    const uint8_t* p = dir.data() + pos;
    if (le32(p) != kCentralSignature) return corrupt(error, "bad central directory entry");
    size_t nameLength = le16(p + 28);
    size_t recordSize = kCentralSize + nameLength + le16(p + 30) + le16(p + 32);
    if (dir.size() - pos < recordSize) return corrupt(error, "truncated central directory");
    ZipEntryInfo e;
    e.flags = le16(p + 8);
    e.method = le16(p + 10);
    e.crc = le32(p + 16);
    e.compressedSize = le32(p + 20);
    e.size = le32(p + 24);
    e.localHeader = le32(p + 42) + cd.shift;
    // The first of two entries with one name wins, as a class path lookup does.
    entries_.emplace(std::string(reinterpret_cast<const char*>(p + kCentralSize), nameLength), e);
    pos += recordSize;
  }
  return true;
}

// The file offset of an entry's data. The local header is trusted only for
// the lengths of its name and extra field, which the data follows.
std::optional<uint64_t> JarFile::dataOffset(const ZipEntryInfo& e, std::string* error) const {
  uint8_t local[kLocalSize];
  if (e.localHeader > directoryStart_ || directoryStart_ - e.localHeader < kLocalSize ||
      !file_.readAt(e.localHeader, local, kLocalSize) || le32(local) != kLocalSignature) {
    return fault(error, "bad local header");
  }
  uint64_t data = e.localHeader + kLocalSize + le16(local + 26) + le16(local + 28);
  if (data > directoryStart_ || directoryStart_ - data < e.compressedSize) {
    return fault(error, "entry data out of bounds");
  }
  return data;
}

std::optional<std::vector<uint8_t>> JarFile::readEntry(const std::string& name, std::string* error) const {
  auto it = entries_.find(name);
  if (it == entries_.end()) return fault(error, "no entry " + name);
  const ZipEntryInfo& e = it->second;
  if (e.flags & 1) return fault(error, name + " is encrypted");
  if (e.method != kStored && e.method != kDeflated) return fault(error, name + ": unsupported compression method");
  bool sizeOk = e.method == kStored ? e.size == e.compressedSize
                                    : e.size <= uint64_t{e.compressedSize} * kMaxDeflateRatio + 1024;
  if (!sizeOk) return fault(error, name + ": bad entry size");
  std::optional<uint64_t> offset = dataOffset(e, error);
  if (!offset) return std::nullopt;
  std::vector<uint8_t> raw(e.compressedSize);
  if (!file_.readAt(*offset, raw.data(), raw.size())) return fault(error, "read error");
  std::vector<uint8_t> bytes;
  if (e.method == kStored) {
    bytes = std::move(raw);
  } else if (!inflateRaw(raw, e.size, bytes)) {
    return fault(error, name + ": bad deflate data");
  }
  uint32_t crc = static_cast<uint32_t>(crc32(0L, bytes.data(), static_cast<uInt>(bytes.size())));
  if (crc != e.crc) return fault(error, name + ": CRC mismatch");
  return bytes;
}

// ---- Manifest (JAR File Specification: main section, 72-byte lines) ----

bool equalsIgnoreCase(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i) {
    auto lower = [](char c) { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c + 32) : c; };
    if (lower(a[i]) != lower(b[i])) return false;
  }
  return true;
}

std::string_view trim(std::string_view s) {
  size_t begin = s.find_first_not_of(" \t");
  if (begin == std::string_view::npos) return {};
  return s.substr(begin, s.find_last_not_of(" \t") - begin + 1);
}

// The main section's headers as logical lines: physical lines end with CRLF,
// LF or CR, a line starting with one space continues the one before, and an
// empty line ends the section.
std::vector<std::string> mainSectionLines(std::string_view text) {
  std::vector<std::string> lines;
  size_t pos = 0;
  while (pos < text.size()) {
    size_t end = text.find_first_of("\r\n", pos);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(pos, end - pos);
    pos = end + ((end + 1 < text.size() && text[end] == '\r' && text[end + 1] == '\n') ? 2 : 1);
    if (line.empty()) break;
    if (line[0] == ' ' && !lines.empty()) lines.back() += line.substr(1);
    else lines.emplace_back(line);
  }
  return lines;
}

std::optional<std::string> mainAttribute(std::string_view manifest, std::string_view name) {
  for (const std::string& line : mainSectionLines(manifest)) {
    size_t colon = line.find(':');
    if (colon != std::string::npos && equalsIgnoreCase(std::string_view(line).substr(0, colon), name)) {
      return std::string(trim(std::string_view(line).substr(colon + 1)));
    }
  }
  return std::nullopt;
}

}  // namespace

// ---- ClassPath ----

ClassPath::ClassPath() = default;
ClassPath::~ClassPath() = default;

void ClassPath::addPath(const std::string& path) {
  size_t start = 0;
  for (;;) {
    size_t colon = path.find(':', start);
    std::string element = path.substr(start, colon == std::string::npos ? colon : colon - start);
    addEntry(element.empty() ? "." : element);  // the JDK reads an empty element as the current directory
    if (colon == std::string::npos) return;
    start = colon + 1;
  }
}

bool ClassPath::addEntry(const std::string& path, std::string* error) {
  struct stat st;
  if (::stat(path.c_str(), &st) != 0) {
    setError(error, path + ": " + std::strerror(errno));
    return false;
  }
  if (S_ISDIR(st.st_mode)) {
    entries_.push_back(std::make_unique<DirectoryEntry>(path));
    return true;
  }
  std::unique_ptr<JarFile> jar = JarFile::open(path, error);
  if (!jar) return false;
  entries_.push_back(std::move(jar));
  return true;
}

std::optional<std::vector<uint8_t>> ClassPath::read(const std::string& resource) const {
  for (const auto& entry : entries_) {
    if (auto bytes = entry->read(resource)) return bytes;
  }
  return std::nullopt;
}

std::optional<std::vector<uint8_t>> readJarEntry(const std::string& jarPath, const std::string& entry, std::string* error) {
  std::unique_ptr<JarFile> jar = JarFile::open(jarPath, error);
  if (!jar) return std::nullopt;
  return jar->readEntry(entry, error);
}

std::optional<std::string> jarMainClass(const std::string& jarPath, std::string* error) {
  std::optional<std::vector<uint8_t>> manifest = readJarEntry(jarPath, "META-INF/MANIFEST.MF", error);
  if (!manifest) return std::nullopt;
  std::string_view text(reinterpret_cast<const char*>(manifest->data()), manifest->size());
  std::optional<std::string> mainClass = mainAttribute(text, "Main-Class");
  if (!mainClass || mainClass->empty()) {
    setError(error, jarPath + ": no Main-Class attribute in the manifest");
    return std::nullopt;
  }
  return mainClass;
}

}  // namespace ww::vm
