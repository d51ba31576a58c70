// The class path: an ordered list of directories and jar files that class
// bytes are read from. Jars are read with zlib's inflate (stored and deflated
// entries); nothing here knows about class loading.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace ww::vm {

class ClassPathEntry;  // a directory or an opened jar

class ClassPath {
 public:
  ClassPath();
  ~ClassPath();
  ClassPath(const ClassPath&) = delete;
  ClassPath& operator=(const ClassPath&) = delete;

  // Adds every element of a ':'-separated path. Elements that do not exist or
  // are not readable jars are skipped, as the JDK does.
  void addPath(const std::string& path);
  // Adds one directory or jar; false (with `error` set) if it cannot be used.
  bool addEntry(const std::string& path, std::string* error = nullptr);

  // Reads the resource "java/lang/String.class" (any name with '/' separators)
  // from the first entry that has it.
  std::optional<std::vector<uint8_t>> read(const std::string& resource) const;

  size_t size() const { return entries_.size(); }

 private:
  std::vector<std::unique_ptr<ClassPathEntry>> entries_;
};

// Reads one entry of a jar (zip) file; nullopt if the file is not a readable
// zip or has no such entry. `error` says which, when given.
std::optional<std::vector<uint8_t>> readJarEntry(const std::string& jarPath, const std::string& entry,
                                                 std::string* error = nullptr);

// The Main-Class attribute of a jar's META-INF/MANIFEST.MF (dots as written),
// or nullopt if the jar, the manifest or the attribute is missing.
std::optional<std::string> jarMainClass(const std::string& jarPath, std::string* error = nullptr);

}  // namespace ww::vm
