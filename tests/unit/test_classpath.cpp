// Tests for vm/classpath: directories and jars (zips written here with
// zlib), lookup order, corrupt jars (never a crash) and manifests.
#include <gtest/gtest.h>
#include <stdlib.h>
#include <zlib.h>

#include <filesystem>
#include <fstream>
#include <random>

#include "vm/classpath.h"

namespace ww::vm {
namespace {

namespace fs = std::filesystem;
using ByteVector = std::vector<uint8_t>;

ByteVector bytesOf(std::string_view s) { return ByteVector(s.begin(), s.end()); }

// Compressible, not trivially so: a few kinds of runs.
ByteVector sampleData(size_t n) {
  ByteVector v(n);
  for (size_t i = 0; i < n; ++i) v[i] = static_cast<uint8_t>((i / 7) % 13 + (i % 3));
  return v;
}

ByteVector deflateRaw(const ByteVector& in) {
  z_stream s{};
  EXPECT_EQ(deflateInit2(&s, Z_BEST_COMPRESSION, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY), Z_OK);
  ByteVector out(deflateBound(&s, in.size()));
  s.next_in = const_cast<Bytef*>(in.data());
  s.avail_in = static_cast<uInt>(in.size());
  s.next_out = out.data();
  s.avail_out = static_cast<uInt>(out.size());
  EXPECT_EQ(deflate(&s, Z_FINISH), Z_STREAM_END);
  out.resize(s.total_out);
  deflateEnd(&s);
  return out;
}

struct EntryOptions {
  bool deflate = false;
  bool dataDescriptor = false;  // sizes and CRC only after the data, zero in the local header
};

// Writes a zip file: local headers and data, then the central directory and
// the end record.
class ZipWriter {
 public:
  void add(const std::string& name, const ByteVector& data, EntryOptions options = {}) {
    Entry e{name, static_cast<uint16_t>(options.deflate ? 8 : 0), options.dataDescriptor ? uint16_t{8} : uint16_t{0},
            static_cast<uint32_t>(crc32(0L, data.data(), static_cast<uInt>(data.size()))), 0,
            static_cast<uint32_t>(data.size()), static_cast<uint32_t>(out_.size())};
    ByteVector stored = options.deflate ? deflateRaw(data) : data;
    e.compressedSize = static_cast<uint32_t>(stored.size());
    bool hideSizes = options.dataDescriptor;
    u4(0x04034b50).u2(20).u2(e.flags).u2(e.method).u2(0).u2(0);
    u4(hideSizes ? 0 : e.crc).u4(hideSizes ? 0 : e.compressedSize).u4(hideSizes ? 0 : e.size);
    u2(static_cast<unsigned>(name.size())).u2(3).raw(name).raw("abc");  // a local extra field the central one lacks
    out_.insert(out_.end(), stored.begin(), stored.end());
    if (hideSizes) u4(0x08074b50).u4(e.crc).u4(e.compressedSize).u4(e.size);
    entries_.push_back(e);
  }

  ByteVector finish(const std::string& comment = "") {
    uint32_t start = static_cast<uint32_t>(out_.size());
    for (const Entry& e : entries_) {
      u4(0x02014b50).u2(20).u2(20).u2(e.flags).u2(e.method).u2(0).u2(0);
      u4(e.crc).u4(e.compressedSize).u4(e.size);
      u2(static_cast<unsigned>(e.name.size())).u2(0).u2(0).u2(0).u2(0).u4(0).u4(e.localHeader).raw(e.name);
    }
    uint32_t size = static_cast<uint32_t>(out_.size()) - start;
    auto count = static_cast<unsigned>(entries_.size());
    u4(0x06054b50).u2(0).u2(0).u2(count).u2(count).u4(size).u4(start);
    u2(static_cast<unsigned>(comment.size())).raw(comment);
    return out_;
  }

 private:
  struct Entry {
    std::string name;
    uint16_t method, flags;
    uint32_t crc, compressedSize, size, localHeader;
  };
  ZipWriter& u2(unsigned v) {
    out_.push_back(static_cast<uint8_t>(v));
    out_.push_back(static_cast<uint8_t>(v >> 8));
    return *this;
  }
  ZipWriter& u4(uint32_t v) { return u2(v & 0xFFFF).u2(v >> 16); }
  ZipWriter& raw(std::string_view s) {
    out_.insert(out_.end(), s.begin(), s.end());
    return *this;
  }

  ByteVector out_;
  std::vector<Entry> entries_;
};

// The offset of the (last) central directory entry of a zip.
size_t centralEntry(const ByteVector& zip) {
  for (size_t i = zip.size() - 22; i-- > 0;) {
    if (zip[i] == 0x50 && zip[i + 1] == 0x4b && zip[i + 2] == 1 && zip[i + 3] == 2) return i;
  }
  return 0;
}

class ClassPathTest : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string pattern = (fs::temp_directory_path() / "wwvm-classpath-XXXXXX").string();
    ASSERT_NE(mkdtemp(pattern.data()), nullptr);
    dir_ = pattern;
  }
  void TearDown() override { fs::remove_all(dir_); }

  std::string write(const std::string& relative, const ByteVector& data) {
    fs::path p = dir_ / relative;
    fs::create_directories(p.parent_path());
    std::ofstream(p, std::ios::binary).write(reinterpret_cast<const char*>(data.data()), static_cast<long>(data.size()));
    return p.string();
  }

  // A jar with a stored, a deflated, two empty and a directory entry.
  std::string standardJar(const std::string& name = "lib.jar") {
    ZipWriter zip;
    zip.add("p/A.class", bytesOf("stored bytes"));
    zip.add("p/B.class", sampleData(100000), {.deflate = true});
    zip.add("empty", {});
    zip.add("empty-deflated", {}, {.deflate = true});
    zip.add("p/", {});
    return write(name, zip.finish());
  }

  fs::path dir_;
};

// ---- Directories ----

TEST_F(ClassPathTest, ReadsFromADirectory) {
  write("classes/p/A.class", bytesOf("class A"));
  ClassPath cp;
  std::string error;
  ASSERT_TRUE(cp.addEntry((dir_ / "classes").string(), &error)) << error;
  EXPECT_EQ(cp.size(), 1u);
  EXPECT_EQ(cp.read("p/A.class"), bytesOf("class A"));
  EXPECT_FALSE(cp.read("p/B.class"));
  EXPECT_FALSE(cp.read("p"));  // a directory is not a resource
}

TEST_F(ClassPathTest, ResourceNamesCannotLeaveTheDirectory) {
  write("secret.class", bytesOf("outside"));
  write("classes/p/A.class", bytesOf("class A"));
  ClassPath cp;
  ASSERT_TRUE(cp.addEntry((dir_ / "classes").string()));
  for (const char* name : {"../secret.class", "p/../../secret.class", "/etc/passwd", "", "p//A.class", "./p/A.class"}) {
    EXPECT_FALSE(cp.read(name)) << name;
  }
}

// ---- Jars ----

TEST_F(ClassPathTest, ReadsStoredAndDeflatedEntries) {
  std::string jar = standardJar();
  std::string error;
  EXPECT_EQ(readJarEntry(jar, "p/A.class", &error), bytesOf("stored bytes")) << error;
  EXPECT_EQ(readJarEntry(jar, "p/B.class", &error), sampleData(100000)) << error;
  EXPECT_EQ(readJarEntry(jar, "empty", &error), ByteVector{}) << error;
  EXPECT_EQ(readJarEntry(jar, "empty-deflated", &error), ByteVector{}) << error;
  ClassPath cp;
  ASSERT_TRUE(cp.addEntry(jar, &error)) << error;
  EXPECT_EQ(cp.read("p/B.class"), sampleData(100000));
}

TEST_F(ClassPathTest, MissingEntryIsReported) {
  std::string jar = standardJar();
  std::string error;
  EXPECT_FALSE(readJarEntry(jar, "p/C.class", &error));
  EXPECT_NE(error.find("no entry p/C.class"), std::string::npos) << error;
  ClassPath cp;
  ASSERT_TRUE(cp.addEntry(jar));
  EXPECT_FALSE(cp.read("p/C.class"));
}

TEST_F(ClassPathTest, SizesComeFromTheCentralDirectory) {
  ZipWriter zip;
  zip.add("a.txt", bytesOf("described after the data"), {.dataDescriptor = true});
  zip.add("b.txt", sampleData(5000), {.deflate = true, .dataDescriptor = true});
  std::string jar = write("streamed.jar", zip.finish());
  std::string error;
  EXPECT_EQ(readJarEntry(jar, "a.txt", &error), bytesOf("described after the data")) << error;
  EXPECT_EQ(readJarEntry(jar, "b.txt", &error), sampleData(5000)) << error;
}

TEST_F(ClassPathTest, AcceptsAPrefixAndAComment) {
  ZipWriter zip;
  zip.add("x", bytesOf("payload"), {.deflate = true});
  ByteVector data = zip.finish("a zip comment");
  data.insert(data.begin(), {'J', 'M', 1, 0});  // as a jmod file starts
  std::string jar = write("prefixed.jar", data);
  std::string error;
  EXPECT_EQ(readJarEntry(jar, "x", &error), bytesOf("payload")) << error;
}

// ---- Corrupt jars ----

TEST_F(ClassPathTest, RefusesFilesThatAreNotZips) {
  ClassPath cp;
  std::string error;
  EXPECT_FALSE(cp.addEntry(write("text.jar", bytesOf("just some text, no zip at all")), &error));
  EXPECT_NE(error.find("not a zip file"), std::string::npos) << error;
  EXPECT_FALSE(cp.addEntry(write("empty.jar", {}), &error));
  EXPECT_FALSE(cp.addEntry((dir_ / "missing.jar").string(), &error));
  EXPECT_FALSE(error.empty());
  EXPECT_EQ(cp.size(), 0u);
}

TEST_F(ClassPathTest, EveryTruncationFailsCleanly) {
  ZipWriter zip;
  zip.add("p/A.class", bytesOf("stored bytes"));
  zip.add("p/B.class", sampleData(3000), {.deflate = true});
  ByteVector full = zip.finish();
  for (size_t cut = 0; cut < full.size(); ++cut) {
    std::string jar = write("cut.jar", ByteVector(full.begin(), full.begin() + static_cast<long>(cut)));
    std::string error;
    auto a = readJarEntry(jar, "p/A.class", &error);
    auto b = readJarEntry(jar, "p/B.class", &error);
    ASSERT_FALSE(a && b) << cut;  // a cut jar cannot give both entries back intact
  }
}

TEST_F(ClassPathTest, SurvivesRandomDamage) {
  ZipWriter zip;
  zip.add("p/A.class", bytesOf("stored bytes"));
  zip.add("p/B.class", sampleData(3000), {.deflate = true});
  ByteVector good = zip.finish();
  std::mt19937 rng(4321);
  for (int round = 0; round < 1000; ++round) {
    ByteVector bad = good;
    for (int i = 0; i < 3; ++i) bad[rng() % bad.size()] = static_cast<uint8_t>(rng());
    std::string jar = write("bad.jar", bad);
    readJarEntry(jar, "p/A.class");
    readJarEntry(jar, "p/B.class");
    jarMainClass(jar);
  }
}

TEST_F(ClassPathTest, DetectsDamagedData) {
  ZipWriter zip;
  zip.add("stored", bytesOf("0123456789"));
  ByteVector data = zip.finish();
  data[30 + 6 + 3 + 4] ^= 1;  // a byte of the stored data (after header, name, extra)
  std::string error;
  EXPECT_FALSE(readJarEntry(write("crc.jar", data), "stored", &error));
  EXPECT_NE(error.find("CRC"), std::string::npos) << error;
}

TEST_F(ClassPathTest, RefusesWhatItCannotRead) {
  auto damaged = [&](const char* name, size_t offset, uint32_t value, int width) {
    ZipWriter zip;
    zip.add("x", sampleData(1000), {.deflate = true});
    ByteVector data = zip.finish();
    size_t at = centralEntry(data) + offset;
    for (int i = 0; i < width; ++i) data[at + i] = static_cast<uint8_t>(value >> (8 * i));
    std::string error;
    EXPECT_FALSE(readJarEntry(write(name, data), "x", &error)) << name;
    return error;
  };
  EXPECT_NE(damaged("method.jar", 10, 12, 2).find("compression method"), std::string::npos);  // bzip2
  EXPECT_NE(damaged("encrypted.jar", 8, 1, 2).find("encrypted"), std::string::npos);
  EXPECT_NE(damaged("size.jar", 24, 0xFFFFFFF0, 4).find("size"), std::string::npos);  // would be a 4 GB buffer
  EXPECT_NE(damaged("offset.jar", 42, 0x7FFFFFFF, 4).find("local header"), std::string::npos);
  EXPECT_NE(damaged("short.jar", 24, 999, 4).find("deflate"), std::string::npos);  // sizes disagree with the data
}

TEST_F(ClassPathTest, RefusesZip64) {
  ZipWriter zip;
  zip.add("x", bytesOf("x"));
  ByteVector data = zip.finish();
  for (size_t i = 0; i < 4; ++i) data[data.size() - 6 + i] = 0xFF;  // central directory offset
  std::string error;
  EXPECT_FALSE(readJarEntry(write("zip64.jar", data), "x", &error));
  EXPECT_NE(error.find("zip64"), std::string::npos) << error;
}

// ---- The class path as a whole ----

TEST_F(ClassPathTest, FirstEntryWins) {
  write("one/X.class", bytesOf("one"));
  write("two/X.class", bytesOf("two"));
  write("two/Y.class", bytesOf("two Y"));
  std::string jar = standardJar();
  ClassPath cp;
  cp.addPath((dir_ / "one").string() + ":" + (dir_ / "missing").string() + ":" + jar + ":" + (dir_ / "two").string());
  EXPECT_EQ(cp.size(), 3u);  // the missing directory is skipped
  EXPECT_EQ(cp.read("X.class"), bytesOf("one"));
  EXPECT_EQ(cp.read("Y.class"), bytesOf("two Y"));
  EXPECT_EQ(cp.read("p/A.class"), bytesOf("stored bytes"));
}

TEST_F(ClassPathTest, EmptyElementMeansTheCurrentDirectory) {
  ClassPath cp;
  cp.addPath("");
  EXPECT_EQ(cp.size(), 1u);
  ClassPath two;
  two.addPath(":" + dir_.string());
  EXPECT_EQ(two.size(), 2u);
}

// ---- Manifests ----

class ManifestTest : public ClassPathTest {
 protected:
  std::string jar(const std::string& manifest) {
    ZipWriter zip;
    zip.add("META-INF/MANIFEST.MF", bytesOf(manifest), {.deflate = true});
    return write("m" + std::to_string(count_++) + ".jar", zip.finish());
  }
  int count_ = 0;
};

TEST_F(ManifestTest, FindsMainClass) {
  EXPECT_EQ(jarMainClass(jar("Manifest-Version: 1.0\r\nMain-Class: app.Main\r\n\r\n")), "app.Main");
  EXPECT_EQ(jarMainClass(jar("Manifest-Version: 1.0\nMain-Class: app.Main\n")), "app.Main");
  EXPECT_EQ(jarMainClass(jar("Manifest-Version: 1.0\rMain-Class: app.Main\r")), "app.Main");
  EXPECT_EQ(jarMainClass(jar("main-class: app.Main")), "app.Main");  // names are case-insensitive
  EXPECT_EQ(jarMainClass(jar("Main-Class: app.Main  \r\n")), "app.Main");
}

TEST_F(ManifestTest, JoinsContinuationLines) {
  std::string manifest =
      "Manifest-Version: 1.0\r\n"
      "Main-Class: com.example.averyveryveryverylongpackagename.anotherquitelongp\r\n"
      " ackage.Main\r\n"
      "Created-By: test\r\n\r\n";
  EXPECT_EQ(jarMainClass(jar(manifest)), "com.example.averyveryveryverylongpackagename.anotherquitelongpackage.Main");
  EXPECT_EQ(jarMainClass(jar("Main-Class: a.\n  b\n")), "a. b");  // only the first space is the marker
}

TEST_F(ManifestTest, OnlyTheMainSectionCounts) {
  std::string error;
  EXPECT_FALSE(jarMainClass(jar("Manifest-Version: 1.0\r\n\r\nName: x/\r\nMain-Class: Wrong\r\n"), &error));
  EXPECT_NE(error.find("Main-Class"), std::string::npos) << error;
}

TEST_F(ManifestTest, MissingManifestOrAttribute) {
  std::string error;
  EXPECT_FALSE(jarMainClass(jar("Manifest-Version: 1.0\r\n"), &error));
  EXPECT_FALSE(jarMainClass(standardJar(), &error));
  EXPECT_NE(error.find("MANIFEST.MF"), std::string::npos) << error;
  EXPECT_FALSE(jarMainClass((dir_ / "none.jar").string(), &error));
}

}  // namespace
}  // namespace ww::vm
