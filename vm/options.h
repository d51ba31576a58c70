// The launcher's command line, parsed the way `java` reads its own:
// options first, then the main class (or -jar file) and the program's
// arguments. Parsing never exits; it reports what is wrong.
#pragma once

#include <string>
#include <vector>

#include "vm/wwvm.h"

namespace ww {

struct LaunchRequest {
  enum class Action { Run, Version, Help };
  Action action = Action::Run;
  bool versionToStdout = false;   // --version/--help print to stdout, -version/-help to stderr
  bool showVersion = false;       // -showversion: print the version, then run
  VmOptions options;
  std::string mainClass;          // with dots or slashes
  std::string jarFile;            // -jar
  std::vector<std::string> args;  // the program's arguments
};

struct ParseOutcome {
  LaunchRequest request;
  // Non-empty when the command line is wrong: the message to print, in the
  // JDK's words. `fatalVmError` adds the JDK's "Could not create the Java
  // Virtual Machine" lines.
  std::string error;
  bool fatalVmError = false;
  bool usage = false;             // print the usage text (to stderr) and fail
};

// `libraryDir` is the default boot class path (the launcher's ../lib/classes).
ParseOutcome parseCommandLine(const std::vector<std::string>& argv, const std::string& libraryDir);

// Parses a size such as 64m, 1g, 512k, 1048576 (-Xmx, -Xms, -Xss); false if malformed.
bool parseMemorySize(const std::string& text, size_t* bytes);

std::string usageText();

// Class.desiredAssertionStatus for a class (dotted name), from -ea/-da/-esa/-dsa and their
// :NAME forms, the way `java` resolves them.
bool desiredAssertionStatus(const VmOptions& options, const std::string& className, bool systemClass);
std::string versionText();

}  // namespace ww
