#!/usr/bin/env python3
"""Fails if any class file under the given directories uses invokedynamic.

Until the invokedynamic issue lands, wwvm cannot run lambdas, method
references or indified string concatenation, so the class library, the
examples and the benchmarks must not contain any. A class uses
invokedynamic exactly when its constant pool has an InvokeDynamic entry
(tag 18), which is what this reads.

    python3 tests/harness/no_indy.py DIR...
"""
import os
import struct
import sys

# Constant pool entry sizes after the tag byte (JVMS 4.4); Utf8 is variable.
SIZES = {3: 4, 4: 4, 5: 8, 6: 8, 7: 2, 8: 2, 9: 4, 10: 4, 11: 4, 12: 4, 15: 3, 16: 2, 17: 4, 18: 4, 19: 2, 20: 2}


def uses_indy(data):
    if data[:4] != b"\xca\xfe\xba\xbe":
        raise ValueError("not a class file")
    count = struct.unpack(">H", data[8:10])[0]
    pos, i = 10, 1
    while i < count:
        tag = data[pos]
        if tag == 18:
            return True
        if tag == 1:
            pos += 3 + struct.unpack(">H", data[pos + 1:pos + 3])[0]
        else:
            pos += 1 + SIZES[tag]
        i += 2 if tag in (5, 6) else 1
    return False


def main(dirs):
    if not dirs:
        print(__doc__.strip())
        return 2
    checked, bad = 0, []
    for d in dirs:
        for root, _, files in os.walk(d):
            for name in files:
                if name.endswith(".class"):
                    path = os.path.join(root, name)
                    with open(path, "rb") as f:
                        if uses_indy(f.read()):
                            bad.append(path)
                    checked += 1
    for path in bad:
        print("FAIL %s uses invokedynamic" % path)
    if checked == 0:
        print("FAIL no class files found under %s" % " ".join(dirs))
        return 1
    print("%d passed, %d failed" % (checked - len(bad), len(bad)))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
