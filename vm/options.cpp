// Command-line parsing for the launcher.
#include "vm/options.h"

#include "vm/config.h"

#include <cstdlib>

namespace ww {
namespace {

bool startsWith(const std::string& s, const char* prefix) { return s.rfind(prefix, 0) == 0; }

struct Parser {
  const std::vector<std::string>& argv;
  ParseOutcome out;
  size_t i = 0;

  bool fatal(const std::string& message) {
    out.error = message;
    out.fatalVmError = true;
    return false;
  }
  bool plain(const std::string& message) {
    out.error = message;
    return false;
  }
  bool memory(const std::string& arg, size_t prefixLength, size_t* into, const char* what) {
    if (!parseMemorySize(arg.substr(prefixLength), into) || *into == 0)
      return fatal(std::string("Invalid ") + what + ": " + arg);
    return true;
  }
  bool profileList(const std::string& list);
  bool option(const std::string& arg);
  bool run();
};

bool Parser::profileList(const std::string& list) {
  size_t start = 0;
  while (start <= list.size()) {
    size_t comma = list.find(',', start);
    std::string item = list.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
    VmOptions& o = out.request.options;
    if (item == "off") o.counting = false;
    else if (item == "on") o.counting = true;
    else if (item == "methods") o.counting = o.profileMethods = true;
    else if (item == "report") o.counting = o.profileReport = true;
    else return fatal("Unrecognized -Xprofile item: '" + item + "' (use on, off, methods, report)");
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  return true;
}

bool Parser::option(const std::string& arg) {
  VmOptions& o = out.request.options;
  if (arg == "-cp" || arg == "-classpath" || arg == "--class-path") {
    if (i + 1 >= argv.size()) return plain("Error: " + arg + " requires class path specification");
    o.classPath = argv[++i];
  } else if (startsWith(arg, "--class-path=")) {
    o.classPath = arg.substr(13);
  } else if (startsWith(arg, "-D")) {
    std::string def = arg.substr(2);
    size_t eq = def.find('=');
    if (def.empty() || eq == 0) return fatal("Error: Invalid property: " + arg);
    o.properties.emplace_back(def.substr(0, eq), eq == std::string::npos ? "" : def.substr(eq + 1));
  } else if (startsWith(arg, "-Xmx")) {
    return memory(arg, 4, &o.maxHeap, "maximum heap size");
  } else if (startsWith(arg, "-Xms")) {
    return memory(arg, 4, &o.initialHeap, "initial heap size");
  } else if (startsWith(arg, "-Xss")) {
    return memory(arg, 4, &o.stackSize, "thread stack size");
  } else if (startsWith(arg, "-Xbootclasspath:")) {
    o.bootClassPath = arg.substr(16);
  } else if (arg == "-verbose:class") {
    o.verboseClass = true;
  } else if (arg == "-verbose:gc") {
    o.verboseGc = true;
  } else if (arg == "-verbose" || arg == "-verbose:jni") {
    // Accepted as the JDK does; JNI adds its output later.
  } else if (arg == "-Xgc:stress") {
    o.gcStressInterval = 1;
  } else if (startsWith(arg, "-Xgc:stress=")) {
    char* end = nullptr;
    std::string n = arg.substr(12);
    unsigned long v = std::strtoul(n.c_str(), &end, 10);
    if (n.empty() || *end || v == 0 || v > 0xffffffffUL || n[0] == '-') return fatal("Invalid GC stress interval: " + arg);
    o.gcStressInterval = uint32_t(v);
  } else if (arg == "-Xprofile") {
    o.counting = true;
  } else if (startsWith(arg, "-Xprofile:")) {
    return profileList(arg.substr(10));
  } else if (startsWith(arg, "-Xprofile-out:")) {
    o.profileOut = arg.substr(14);
    if (o.profileOut.empty()) return fatal("-Xprofile-out needs a file name: -Xprofile-out:FILE");
  } else if (startsWith(arg, "-Xprofile-folded:")) {
    std::string spec = arg.substr(17);
    size_t comma = spec.rfind(',');
    o.profileFoldedMetric = "bytecodes";
    if (comma != std::string::npos) {
      o.profileFoldedMetric = spec.substr(comma + 1);
      spec = spec.substr(0, comma);
      if (o.profileFoldedMetric != "bytecodes" && o.profileFoldedMetric != "bytes" &&
          o.profileFoldedMetric != "time" && o.profileFoldedMetric != "energy")
        return fatal("Unrecognized -Xprofile-folded metric: '" + o.profileFoldedMetric +
                     "' (use bytecodes, bytes, time, energy)");
    }
    if (spec.empty()) return fatal("-Xprofile-folded needs a file name: -Xprofile-folded:FILE[,METRIC]");
    o.profileFolded = spec;
    o.counting = o.profileMethods = true;
  } else if (startsWith(arg, "-Xenergy-model:")) {
    o.energyModel = arg.substr(15);
    if (o.energyModel.empty()) return fatal("-Xenergy-model needs a file name: -Xenergy-model:FILE");
  } else if (startsWith(arg, "-Xtimeslice:")) {
    char* end = nullptr;
    std::string n = arg.substr(12);
    unsigned long long v = std::strtoull(n.c_str(), &end, 10);
    if (n.empty() || *end || v == 0 || n[0] == '-' || v > (1ULL << 40)) return fatal("Invalid time slice: " + arg);
    o.timeslice = v;
  } else if (arg == "-Xclock:virtual" || arg == "-Xclock:wall") {
    o.virtualClock = arg == "-Xclock:virtual";
  } else if (startsWith(arg, "-Xmax-bytecodes:")) {
    char* end = nullptr;
    std::string n = arg.substr(16);
    unsigned long long v = std::strtoull(n.c_str(), &end, 10);
    if (n.empty() || *end || v == 0 || n[0] == '-') return fatal("Invalid bytecode limit: " + arg);
    o.maxBytecodes = v;
    o.counting = true;  // the limit is checked against the opcode counts
  } else if (arg == "-Xverify" || arg == "-Xverify:remote") {
    o.verify = VmOptions::Verify::Remote;
  } else if (arg == "-Xverify:all") {
    o.verify = VmOptions::Verify::All;
  } else if (arg == "-Xverify:none") {
    o.verify = VmOptions::Verify::None;
  } else if (startsWith(arg, "-Xverify:")) {
    return fatal("Unrecognized option: " + arg + " (use -Xverify:remote, all or none)");
  } else if (arg == "-XX:+WhiteBox") {
    o.whiteBox = true;
  } else if (arg == "-XX:-WhiteBox") {
    o.whiteBox = false;
  } else if (arg == "-XX:+Superinstructions" || arg == "-XX:-Superinstructions") {
    o.superinstructions = arg[4] == '+';
  } else if (startsWith(arg, "-XX:OpcodeCountsOut=")) {
    o.opcodeCountsOut = arg.substr(20);
  } else if (arg == "-ea" || arg == "-enableassertions" || arg == "-da" || arg == "-disableassertions") {
    o.enableAssertions = arg[1] == 'e';
  } else if (startsWith(arg, "-ea:") || startsWith(arg, "-enableassertions:") ||
             startsWith(arg, "-da:") || startsWith(arg, "-disableassertions:")) {
    VmOptions::AssertionRule rule;
    rule.enable = arg[1] == 'e';
    rule.name = arg.substr(arg.find(':') + 1);
    if (rule.name.size() >= 3 && rule.name.compare(rule.name.size() - 3, 3, "...") == 0) {
      rule.package = true;
      rule.name.resize(rule.name.size() - 3);
    }
    o.assertionRules.push_back(std::move(rule));
  } else if (arg == "-esa" || arg == "-enablesystemassertions") {
    o.enableSystemAssertions = true;
  } else if (arg == "-dsa" || arg == "-disablesystemassertions") {
    o.enableSystemAssertions = false;
  } else if (arg == "-version" || arg == "--version") {
    out.request.action = LaunchRequest::Action::Version;
    out.request.versionToStdout = arg == "--version";
  } else if (arg == "-showversion" || arg == "--show-version") {
    out.request.showVersion = true;
  } else if (arg == "-help" || arg == "--help" || arg == "-h" || arg == "-?") {
    out.request.action = LaunchRequest::Action::Help;
    out.request.versionToStdout = arg == "--help";
  } else {
    return fatal("Unrecognized option: " + arg);
  }
  return true;
}

bool Parser::run() {
  for (i = 1; i < argv.size(); ++i) {
    const std::string& arg = argv[i];
    if (arg == "-jar") {
      if (i + 1 >= argv.size()) return plain("Error: -jar requires jar file specification");
      out.request.jarFile = argv[++i];
      out.request.args.assign(argv.begin() + long(i) + 1, argv.end());
      return true;
    }
    if (arg.empty() || arg[0] != '-') {
      out.request.mainClass = arg;
      out.request.args.assign(argv.begin() + long(i) + 1, argv.end());
      return true;
    }
    if (!option(arg)) return false;
    if (out.request.action != LaunchRequest::Action::Run) return true;
  }
  out.usage = true;
  return false;
}

}  // namespace

bool parseMemorySize(const std::string& text, size_t* bytes) {
  if (text.empty() || text[0] < '0' || text[0] > '9') return false;
  char* end = nullptr;
  unsigned long long v = std::strtoull(text.c_str(), &end, 10);
  unsigned long long scale = 1;
  switch (*end) {
    case '\0': break;
    case 'k': case 'K': scale = 1ull << 10; ++end; break;
    case 'm': case 'M': scale = 1ull << 20; ++end; break;
    case 'g': case 'G': scale = 1ull << 30; ++end; break;
    default: return false;
  }
  if (*end || v > (~0ull >> 1) / scale) return false;
  *bytes = size_t(v * scale);
  return true;
}

ParseOutcome parseCommandLine(const std::vector<std::string>& argv, const std::string& libraryDir) {
  Parser p{argv, {}};
  p.out.request.options.bootClassPath = libraryDir;
  p.run();
  return std::move(p.out);
}

// The third line names the build, as the JDK's names its VM build: tools that
// time wwvm (tools/wwbench) refuse a build with checks on, and a figure from
// a build with counting compiled out must say so.
std::string versionText() {
  std::string text = "wwvm version \"0.1.0\"\n"
                     "wwvm: a Java bytecode VM that counts what programs consume (class files 45.0-61.0)\n"
                     "wwvm build: ";
  text += kChecks ? "checks on" : "checks off";
  text += kCountingCompiled ? ", counting compiled in" : ", counting compiled out";
  text += kSwitchDispatch ? ", switch dispatch\n" : ", threaded dispatch\n";
  return text;
}

std::string usageText() {
  return "Usage: wwvm [options] <mainclass> [args...]\n"
         "           (to execute a class)\n"
         "   or  wwvm [options] -jar <jarfile> [args...]\n"
         "           (to execute a jar file)\n"
         "\n"
         "where options include:\n"
         "    -cp <path>, -classpath <path>, --class-path <path>\n"
         "                  class search path of directories and jar files (':'-separated)\n"
         "    -D<name>=<value>\n"
         "                  set a system property\n"
         "    -verbose:class  report each class as it is loaded\n"
         "    -verbose:gc   report each garbage collection\n"
         "    -ea, -da      enable / disable assertions\n"
         "    -version, --version\n"
         "                  print the version and exit\n"
         "    -help, --help, -h, -?\n"
         "                  print this help message\n"
         "    -Xms<size>    initial Java heap size (k, m, g suffixes)\n"
         "    -Xmx<size>    maximum Java heap size\n"
         "    -Xss<size>    Java frame stack size of each thread\n"
         "    -Xbootclasspath:<path>\n"
         "                  where the class library is (default: ../lib/classes beside wwvm)\n"
         "    -Xprofile[:<list>]\n"
         "                  <list>: on, off, methods, report, comma-separated (default on).\n"
         "                  on: count bytecodes, bytes, time per thread; off: count nothing;\n"
         "                  methods: also per method and calling context; report: print the\n"
         "                  resource facts of each thread at exit (to stderr)\n"
         "    -Xprofile-out:<file>\n"
         "                  write the run's profile as JSON (docs/profile-format.md) at exit\n"
         "    -Xprofile-folded:<file>[,bytecodes|bytes|time|energy]\n"
         "                  write folded stacks (flamegraph.pl, speedscope); implies methods\n"
         "    -Xenergy-model:<file>\n"
         "                  the resource model for ENERGY and estimated time\n"
         "                  (docs/resource-model.md; default: the built-in model)\n"
         "    -Xgc:stress[=<n>]\n"
         "                  collect at every (n-th) allocation, moving every object (testing)\n"
         "    -Xtimeslice:<n>\n"
         "                  a thread's turn: n bytecodes at normal priority (default 20000)\n"
         "    -Xclock:virtual|wall\n"
         "                  virtual: time advances one nanosecond per bytecode, so runs repeat\n"
         "    -Xmax-bytecodes:<n>\n"
         "                  stop the program after about n bytecodes\n"
         "    -Xverify:remote|all|none\n"
         "                  verify the bytecode of class-path classes (remote, the default),\n"
         "                  of the class library too (all), or of nothing (none)\n"
         "    -XX:+WhiteBox bind the test-only class wwtest.WhiteBox\n"
         "    -XX:-Superinstructions\n"
         "                  run every bytecode by its own handler, fusing no pairs (for comparison)\n"
         "    -XX:OpcodeCountsOut=<file>\n"
         "                  write the opcode counts of the run to <file> at exit\n";
}

bool desiredAssertionStatus(const VmOptions& o, const std::string& className, bool systemClass) {
  // The most specific rule wins: the class itself, then its package, then each enclosing
  // package; among rules for one name, the last on the command line. Without a rule, -ea/-da
  // decide for application classes and -esa/-dsa for the class library's.
  auto lastRule = [&](const std::string& name, bool package) -> const VmOptions::AssertionRule* {
    for (auto r = o.assertionRules.rbegin(); r != o.assertionRules.rend(); ++r)
      if (r->package == package && r->name == name) return &*r;
    return nullptr;
  };
  if (auto* r = lastRule(className, false)) return r->enable;
  size_t dot = className.rfind('.');
  std::string package = dot == std::string::npos ? std::string() : className.substr(0, dot);
  for (;;) {
    if (auto* r = lastRule(package, true)) return r->enable;
    if (package.empty()) break;
    dot = package.rfind('.');
    if (dot == std::string::npos) break;
    package.resize(dot);
  }
  return systemClass ? o.enableSystemAssertions : o.enableAssertions;
}

}  // namespace ww
