#!/usr/bin/env python3
"""Writes the JDK 17 reference cases for wwvm's floating-point conversions.

Compiles FpOracle.java (next to this script) with the JDK's javac, runs it with the JDK's
java and writes what it prints: Double/Float.toString of chosen and random values, and
parseDouble/parseFloat of tricky inputs. tests/unit/test_fpconv.cpp checks every line.

  gen_cases.py                          regenerate tests/fpconv/jdk17_cases.txt (committed)
  gen_cases.py --mode random --count 2000000 --seed 5 --out /tmp/big.txt
  gen_cases.py --mode midpoints --out /tmp/mid.txt
      long one-off runs: WW_FPCONV_DATA=/tmp/big.txt <build>/test_fpconv

The expected outputs are JDK 17's (JDK 19 changed Double.toString), so the script
refuses other versions unless --any-jdk is given.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_OUT = os.path.join(HERE, "jdk17_cases.txt")


def jdk_major(java):
    text = subprocess.run([java, "-version"], capture_output=True, text=True).stderr
    m = re.search(r'version "(\d+)', text)
    return int(m.group(1)) if m else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--mode", choices=["cases", "random", "midpoints"], default="cases")
    ap.add_argument("--count", type=int, default=4000,
                    help="random doubles and as many random floats")
    ap.add_argument("--seed", type=int, default=17)
    ap.add_argument("--out", default=DEFAULT_OUT)
    ap.add_argument("--java", default="java")
    ap.add_argument("--javac", default="javac")
    ap.add_argument("--any-jdk", action="store_true")
    args = ap.parse_args()

    major = jdk_major(args.java)
    if major != 17 and not args.any_jdk:
        sys.exit(f"gen_cases.py: {args.java} is JDK {major}; the reference is JDK 17")

    with tempfile.TemporaryDirectory() as classes:
        subprocess.run([args.javac, "-d", classes, os.path.join(HERE, "FpOracle.java")],
                       check=True)
        if args.mode == "cases":
            oracle_args = ["cases", str(args.count), str(args.count), str(args.seed)]
        elif args.mode == "random":
            oracle_args = ["random", str(args.count), str(args.seed)]
        else:
            oracle_args = ["midpoints"]
        with open(args.out, "w") as out:
            subprocess.run([args.java, "-cp", classes, "FpOracle"] + oracle_args,
                           stdout=out, check=True)
    print(f"wrote {args.out} ({os.path.getsize(args.out)} bytes)")


if __name__ == "__main__":
    main()
