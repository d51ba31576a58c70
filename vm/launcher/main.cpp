// The `wwvm` launcher: parses the command line, finds the class library
// beside the executable, creates the VM, runs the main class and exits with
// its status. Everything else is in the embedding API (vm/wwvm.h).
#include <unistd.h>

#include <climits>
#include <iostream>
#include <string>
#include <vector>

#include "vm/classpath.h"
#include "vm/options.h"
#include "vm/processexit.h"
#include "vm/wwvm.h"

namespace {

// <directory of this executable>/../lib/classes
std::string defaultLibraryDir() {
  char path[PATH_MAX];
  ssize_t n = readlink("/proc/self/exe", path, sizeof path - 1);
  if (n <= 0) return "lib/classes";
  std::string exe(path, size_t(n));
  std::string dir = exe.substr(0, exe.rfind('/'));
  return dir + "/../lib/classes";
}

int fail(const ww::ParseOutcome& p) {
  std::cerr << p.error << "\n";
  if (p.fatalVmError)
    std::cerr << "Error: Could not create the Java Virtual Machine.\n"
                 "Error: A fatal exception has occurred. Program will exit.\n";
  return 1;
}

std::string commandOf(const ww::LaunchRequest& r) {
  std::string s = r.jarFile.empty() ? r.mainClass : r.jarFile;
  for (const std::string& a : r.args) s += " " + a;
  return s;
}

}  // namespace

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(true);
  std::vector<std::string> args(argv, argv + argc);
  ww::ParseOutcome parsed = ww::parseCommandLine(args, defaultLibraryDir());
  ww::LaunchRequest& req = parsed.request;
  if (parsed.usage) {
    std::cerr << ww::usageText();
    return 1;
  }
  if (!parsed.error.empty()) return fail(parsed);
  if (req.action == ww::LaunchRequest::Action::Help) {
    (req.versionToStdout ? std::cout : std::cerr) << ww::usageText();
    return 0;
  }
  if (req.action == ww::LaunchRequest::Action::Version) {
    (req.versionToStdout ? std::cout : std::cerr) << ww::versionText();
    return 0;
  }
  if (req.showVersion) std::cerr << ww::versionText();
  if (req.options.verify == ww::VmOptions::Verify::None)
    std::cerr << "wwvm warning: -Xverify:none: bytecode is not verified; code that breaks type safety can crash "
                 "the VM\n";
  if (!req.jarFile.empty()) {
    if (access(req.jarFile.c_str(), R_OK) != 0) {
      std::cerr << "Error: Unable to access jarfile " << req.jarFile << "\n";
      return 1;
    }
    std::string error;
    auto mainClass = ww::vm::jarMainClass(req.jarFile, &error);
    if (!mainClass) {
      std::cerr << "no main manifest attribute, in " << req.jarFile << "\n";
      return 1;
    }
    req.mainClass = *mainClass;
    req.options.classPath = req.jarFile;
  }
  req.options.javaCommand = commandOf(req);
  std::string error;
  ww::VmPtr vm = ww::createVm(req.options, &error);
  if (!vm) {
    std::cerr << "Error: " << error << "\nError: Could not create the Java Virtual Machine.\n";
    return 1;
  }
  int status = ww::runMain(*vm, req.mainClass, req.args, std::cerr);
  ww::releaseForExit(std::move(vm));  // the exit below reclaims the VM at once
  std::cout.flush();
  return status;
}
