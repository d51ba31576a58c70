// The VM's resource model (profiler/model.h): -Xenergy-model's, read at
// start-up so that a bad file stops the VM there, or the default one, built
// at its first use. Parsing the default model's text costs about as much as
// loading a few classes, and only runs that ask for ENERGY or estimated time
// (ww.Profiler, the profile reports) ever read it.
#pragma once

#include <memory>
#include <utility>

#include "profiler/model.h"

namespace ww::vm {

class ResourceModel {
 public:
  // From now on the model is `loaded`, not the default one.
  void use(std::unique_ptr<prof::Model> loaded) { loaded_ = std::move(loaded); }

  const prof::Model* get() const { return loaded_ ? loaded_.get() : &prof::defaultModel(); }
  const prof::Model* operator->() const { return get(); }
  const prof::Model& operator*() const { return *get(); }

 private:
  std::unique_ptr<prof::Model> loaded_;
};

}  // namespace ww::vm
