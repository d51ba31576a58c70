// Creating and destroying VMs through the embedding API, repeatedly, in one
// process: no global state survives a VM.
#include <gtest/gtest.h>

#include <sstream>

#include "vm/wwvm.h"

namespace {

ww::VmOptions optionsFor(const std::string& classPath) {
  ww::VmOptions o;
  o.bootClassPath = WW_CLASSLIB_DIR;
  o.classPath = classPath;
  o.maxHeap = size_t(64) << 20;
  return o;
}

TEST(Embedding, CreateAndDestroyManyTimes) {
  for (int i = 0; i < 20; ++i) {
    std::string error;
    ww::VmPtr vm = ww::createVm(optionsFor("."), &error);
    ASSERT_TRUE(vm) << error;
  }
}

TEST(Embedding, MissingClassLibraryIsAnError) {
  ww::VmOptions o = optionsFor(".");
  o.bootClassPath = "/nonexistent/classes";
  std::string error;
  ww::VmPtr vm = ww::createVm(o, &error);
  EXPECT_FALSE(vm);
  EXPECT_NE(error.find("class library"), std::string::npos) << error;
}

TEST(Embedding, MissingMainClassReportsLikeTheLauncher) {
  std::string error;
  ww::VmPtr vm = ww::createVm(optionsFor("/nonexistent"), &error);
  ASSERT_TRUE(vm) << error;
  std::ostringstream err;
  EXPECT_EQ(ww::runMain(*vm, "NoSuchClass", {}, err), 1);
  EXPECT_EQ(err.str(),
            "Error: Could not find or load main class NoSuchClass\n"
            "Caused by: java.lang.ClassNotFoundException: NoSuchClass\n");
}

}  // namespace
