// Loading native libraries and running their JNI_OnLoad / JNI_OnUnload.
#include "vm/nativelib.h"

#include <dlfcn.h>
#include <sys/stat.h>

#include <cstdio>

#include "vm/exceptions.h"
#include "vm/jnistate.h"
#include "vm/vm.h"

namespace ww::vm {
namespace {

using OnLoad = int32_t (*)(void* javaVm, void* reserved);
using OnUnload = void (*)(void* javaVm, void* reserved);

bool isLoaded(JniVm& jni, const std::string& path) {
  for (const NativeLibrary& lib : jni.libraries)
    if (lib.path == path) return true;
  return false;
}

bool fileExists(const std::string& path) {
  struct stat st;
  return stat(path.c_str(), &st) == 0;
}

// Opens `path` (a path, or a bare name for dlopen's own search), runs its
// JNI_OnLoad and keeps it. False with UnsatisfiedLinkError pending when dlopen
// fails (the JDK's "<path>: <dlerror>") or the version is not supported, or
// with what JNI_OnLoad left pending.
bool openLibrary(Thread* t, const std::string& path, const std::string& shownPath) {
  JniVm& jni = jniOf(t->vm);
  void* handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!handle) {
    const char* why = dlerror();
    throwNew(t, "java/lang/UnsatisfiedLinkError", shownPath + ": " + (why ? why : "cannot open"));
    return false;
  }
  // A library opened again (another name for the same file) is the same handle.
  for (const NativeLibrary& lib : jni.libraries)
    if (lib.handle == handle) {
      dlclose(handle);
      return true;
    }
  if (auto onLoad = reinterpret_cast<OnLoad>(dlsym(handle, "JNI_OnLoad"))) {
    JniThread& env = jniOf(t);
    env.locals.pushFrame();
    int32_t version = onLoad(&jni, nullptr);
    env.locals.popFrame();
    if (t->hasPending()) {
      dlclose(handle);
      return false;
    }
    if (!isSupportedJniVersion(version)) {
      dlclose(handle);
      char hex[16];
      std::snprintf(hex, sizeof hex, "0x%x", unsigned(version));
      throwNew(t, "java/lang/UnsatisfiedLinkError",
               std::string("unsupported JNI version ") + hex + " required by " + shownPath);
      return false;
    }
  }
  jni.libraries.push_back({shownPath, handle});
  return true;
}

}  // namespace

bool loadLibraryFile(Thread* t, const std::string& path) {
  JniVm& jni = jniOf(t->vm);
  if (isLoaded(jni, path)) return true;
  if (!fileExists(path)) {
    throwNew(t, "java/lang/UnsatisfiedLinkError", "Can't load library: " + path);
    return false;
  }
  return openLibrary(t, path, path);
}

bool loadLibraryByName(Thread* t, const std::string& name, const std::string& searchPath) {
  JniVm& jni = jniOf(t->vm);
  std::string file = "lib" + name + ".so";
  size_t start = 0;
  while (start <= searchPath.size()) {
    size_t end = searchPath.find(':', start);
    if (end == std::string::npos) end = searchPath.size();
    std::string dir = searchPath.substr(start, end - start);
    start = end + 1;
    if (dir.empty()) continue;
    std::string path = dir + "/" + file;
    if (isLoaded(jni, path)) return true;
    if (fileExists(path)) return openLibrary(t, path, path);
  }
  // The system's default places: dlopen searches them for a bare name.
  if (isLoaded(jni, file)) return true;
  if (void* probe = dlopen(file.c_str(), RTLD_LAZY | RTLD_LOCAL)) {
    dlclose(probe);
    return openLibrary(t, file, file);
  }
  throwNew(t, "java/lang/UnsatisfiedLinkError", "no " + name + " in java.library.path: " + searchPath);
  return false;
}

void unloadNativeLibraries(VM* vm) {
  if (!vm->jni) return;
  JniVm& jni = *vm->jni;
  Thread* t = vm->sched.mainThread();
  for (auto it = jni.libraries.rbegin(); it != jni.libraries.rend(); ++it) {
    if (auto onUnload = reinterpret_cast<OnUnload>(dlsym(it->handle, "JNI_OnUnload"))) {
      if (t) {
        JniThread& env = jniOf(t);
        env.locals.pushFrame();
        onUnload(&jni, nullptr);
        env.locals.popFrame();
        t->pending = nullptr;
      } else {
        onUnload(&jni, nullptr);
      }
    }
    dlclose(it->handle);
  }
  jni.libraries.clear();
}

}  // namespace ww::vm
