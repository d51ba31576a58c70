// The thread dump the VM prints when every live thread is blocked forever:
// each thread's name, number, priority and state, what it waits for (and who
// holds that monitor), and its Java stack.
#pragma once

#include <iosfwd>
#include <string>

namespace ww::vm {

struct Thread;
struct VM;

// The current name of the thread's java.lang.Thread.
std::string threadName(Thread* t);
void printThreadDump(VM* vm, std::ostream& out);

}  // namespace ww::vm
