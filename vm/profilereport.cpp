// Gathering and writing the run's profile (vm/profilereport.h).
#include "vm/profilereport.h"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <functional>
#include <ostream>

#include "profiler/report.h"
#include "vm/callprofile.h"
#include "vm/vm.h"

namespace ww::vm {
namespace {

prof::RunProfile gather(VM* v) {
  prof::RunProfile run;
  run.mainClass = v->mainClass;
  run.wallNanos = uint64_t(prof::TimeLedger::now() - v->startNanos);
  run.countingOn = v->countsOpcodes();
  run.threads = v->sched.threadProfiles();
  run.vm.counts = v->vmAccount;
  run.vm.gcNanos = v->ledger.read(&v->gcNanos);
  run.vm.gcCount = v->gc.collections;
  run.vm.classLoadNanos = v->ledger.read(&v->classLoadNanos);
  run.vm.classesLoaded = v->classes.size();
  run.vm.idleNanos = v->ledger.read(&v->idleNanos);
  run.profilerOwn = v->profilerOwn;
  run.model = v->model.get();
  run.modelName = v->options.energyModel.empty() ? "default" : v->options.energyModel;
  if (v->callProfile) {
    run.methodsMode = true;
    run.methods = v->callProfile->tree(run.vm);
  }
  return run;
}

bool writeFile(const std::string& path, const char* what, std::ostream& err,
               const std::function<bool(std::ostream&)>& write) {
  std::ofstream out(path);
  if (out && write(out) && out.flush()) return true;
  err << "wwvm: could not write the " << what << " to " << path << ": " << std::strerror(errno) << "\n";
  return false;
}

}  // namespace

bool writeProfileReports(VM* v, std::ostream& err) {
  const VmOptions& o = v->options;
  if (!o.profileReport && o.profileOut.empty() && o.profileFolded.empty()) return true;
  prof::RunProfile run = gather(v);
  bool ok = true;
  if (o.profileReport) prof::writeLabel(err, run);
  if (!o.profileOut.empty())
    ok &= writeFile(o.profileOut, "profile", err, [&](std::ostream& out) {
      prof::writeJson(out, run);
      return true;
    });
  if (!o.profileFolded.empty())
    ok &= writeFile(o.profileFolded, "folded stacks", err, [&](std::ostream& out) {
      return prof::writeFolded(out, run, o.profileFoldedMetric);
    });
  return ok;
}

}  // namespace ww::vm
