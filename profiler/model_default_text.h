// The text of profiler/models/default.model, compiled into the VM. The
// definition is generated at configure time (profiler/CMakeLists.txt, from
// model_default_text.cpp.in), so the model ships inside the binary and needs
// no file at run time.
#pragma once

namespace ww::prof {

extern const char kDefaultModelText[];
extern const char kDefaultModelName[];  // where the text came from, for messages

}  // namespace ww::prof
