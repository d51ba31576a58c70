// The one exception the prediction library throws. Its kind tells a caller
// (the guest natives) which Java exception it stands for.
#pragma once

#include <stdexcept>
#include <string>

namespace ww::pred {

class Error : public std::runtime_error {
 public:
  enum class Kind {
    Invalid,  // a bad definition or value: IllegalArgumentException
    Budget,   // the memory budget cannot be met: IllegalStateException
    Io,       // a file could not be read or written: IOException
    Format,   // an imported file is not a prediction export: IOException
  };
  Error(Kind kind, const std::string& message) : std::runtime_error(message), kind_(kind) {}
  Kind kind() const { return kind_; }

 private:
  Kind kind_;
};

}  // namespace ww::pred
