"""Tests of tools/wwprofile and its schema checker tools/profile_schema.py: the checker
accepts a good profile and refuses broken ones each for its own reason, the tables show
the right numbers, and the examples in docs/profile-format.md are valid and agree with
each other.

Run: python3 -m unittest tests/tools/test_wwprofile.py   (CTest: tools.wwprofile)"""

import copy
import importlib.machinery
import importlib.util
import json
import os
import re
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
TOOLS = REPO / "tools"
WWPROFILE = TOOLS / "wwprofile"
SCHEMA_PATH = REPO / "profiler" / "profile.schema.json"
FORMAT_DOC = REPO / "docs" / "profile-format.md"
OPCODES_H = REPO / "interpreter" / "opcodes.h"

sys.path.insert(0, str(TOOLS))
from profile_schema import SchemaError, validate  # noqa: E402


def load_wwprofile():
    """tools/wwprofile as a module (it has no .py suffix)."""
    loader = importlib.machinery.SourceFileLoader("wwprofile", str(WWPROFILE))
    spec = importlib.util.spec_from_loader("wwprofile", loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


wwprofile = load_wwprofile()
SCHEMA = json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))

ILOAD, IADD, ALOAD_0, IRETURN, INVOKESTATIC = 0x15, 0x60, 0x2A, 0xAC, 0xB8


def opcodes(**counts):
    ops = [0] * 256
    for op, n in counts.items():
        ops[int(op[1:], 16)] = n
    return ops


def cost(bytecodes, bytes_, micros, microjoules):
    return {"bytecodes": bytecodes, "bytesAllocated": bytes_, "timeMicros": micros,
            "energyMicrojoules": microjoules}


def good_profile():
    """A run worked out by hand (the same as tests/unit/test_report.cpp's): main runs 470
    iload and 300 iadd, worker 150 aload_0, 50 invokestatic and 100 ireturn; a model of
    10 ns and 0.5 µJ per bytecode, 0.5 ns and 0.25 µJ per byte."""
    def usage(ops, bytes_, micros, sent=0, received=0):
        n = sum(ops)
        return {"bytecodes": n, "opcodes": ops, "bytesAllocated": bytes_, "timeMicros": micros,
                "estimatedTimeMicros": (n * 10 + bytes_ * 0.5) / 1000,
                "energyMicrojoules": n * 0.5 + bytes_ * 0.25,
                "network": {"sent": sent, "received": received}}
    main_ops = opcodes(x15=470, x60=300)
    worker_ops = opcodes(x2a=150, xb8=50, xac=100)
    main = dict(name="main", number=1, daemon=False, ended=False,
                **usage(main_ops, 4096, 2501.0, 1500, 2048))
    worker = dict(name="worker", number=2, daemon=True, ended=True, **usage(worker_ops, 100, 0.8))
    totals = usage([a + b for a, b in zip(main_ops, worker_ops)], 4196, 2501.8, 1500, 2048)
    return {
        "format": "wwvm-profile", "version": 1, "mainClass": "Demo", "wallNanos": 7654321,
        "countingOn": True,
        "model": {"name": "default", "machine": "test machine", "method": "by hand",
                  "powerWatts": 15, "energySource": "assumed"},
        "threads": [main, worker],
        "totals": totals,
        "vm": {"bytesAllocated": 321, "gcNanos": 5000, "gcCount": 3, "classLoadNanos": 1234567,
               "classesLoaded": 42, "idleNanos": 250},
        "profilerOwn": {"bytecodes": 4, "bytesAllocated": 48},
        "methods": {
            "nodes": [
                {"id": 0, "parent": 0, "name": "", "native": False, "calls": 0, "self": cost(0, 0, 0, 0)},
                {"id": 1, "parent": 0, "name": "<thread main>", "native": False, "calls": 1,
                 "self": cost(0, 0, 0, 0)},
                {"id": 2, "parent": 1, "name": "Demo.main([Ljava/lang/String;)V", "native": False,
                 "calls": 1, "self": cost(110, 4000, 2000.4, 1055)},
                {"id": 3, "parent": 2, "name": "Demo.fib(I)I", "native": False, "calls": 1,
                 "self": cost(200, 0, 1, 100)},
                {"id": 4, "parent": 3, "name": "Demo.fib(I)I", "native": False, "calls": 2,
                 "self": cost(200, 0, 499.6, 100)},
            ],
            "summary": [
                {"name": "Demo.main([Ljava/lang/String;)V", "native": False, "calls": 1,
                 "self": cost(110, 4000, 2000.4, 1055), "inclusive": cost(770, 4096, 2501, 1409)},
                {"name": "Demo.fib(I)I", "native": False, "calls": 8,
                 "self": cost(750, 96, 500.6, 399), "inclusive": cost(760, 96, 500.6, 404)},
            ],
        },
    }


class ValidatorTest(unittest.TestCase):
    def assertOneError(self, doc, *fragments):
        errors = validate(doc, SCHEMA)
        self.assertEqual(len(errors), 1, errors)
        for fragment in fragments:
            self.assertIn(fragment, errors[0])

    def test_accepts_a_good_profile(self):
        doc = good_profile()
        self.assertEqual(validate(doc, SCHEMA), [])
        self.assertEqual(wwprofile.consistency_errors(doc), [])

    def test_accepts_a_profile_without_methods(self):
        doc = good_profile()
        del doc["methods"]
        self.assertEqual(validate(doc, SCHEMA), [])

    def test_missing_required_member(self):
        doc = good_profile()
        del doc["vm"]
        self.assertOneError(doc, "$:", "missing required property 'vm'")
        doc = good_profile()
        del doc["threads"][1]["network"]["received"]
        self.assertOneError(doc, "$.threads[1].network:", "'received'")

    def test_wrong_type(self):
        doc = good_profile()
        doc["threads"][0]["bytecodes"] = "770"
        self.assertOneError(doc, "$.threads[0].bytecodes:", "expected integer, got string")

    def test_boolean_is_not_a_number_nor_a_number_a_boolean(self):
        doc = good_profile()
        doc["wallNanos"] = True
        self.assertOneError(doc, "$.wallNanos:", "got boolean")
        doc = good_profile()
        doc["countingOn"] = 1
        self.assertOneError(doc, "$.countingOn:", "expected boolean, got integer")

    def test_fraction_is_not_an_integer_but_a_whole_double_is(self):
        doc = good_profile()
        doc["vm"]["gcCount"] = 2.5
        self.assertOneError(doc, "$.vm.gcCount:", "expected integer, got number")
        doc["vm"]["gcCount"] = 3.0
        self.assertEqual(validate(doc, SCHEMA), [])

    def test_wrong_item_type(self):
        doc = good_profile()
        doc["totals"]["opcodes"][7] = None
        self.assertOneError(doc, "$.totals.opcodes[7]:", "got null")

    def test_enum_mismatch(self):
        doc = good_profile()
        doc["format"] = "other-profile"
        self.assertOneError(doc, "$.format:", "not one of")
        doc = good_profile()
        doc["model"]["energySource"] = "guessed"
        self.assertOneError(doc, "$.model.energySource:", "'guessed'")
        doc = good_profile()
        doc["version"] = 2
        self.assertOneError(doc, "$.version:", "not one of [1]")
        doc["version"] = True  # true is not 1 in JSON
        self.assertEqual(len(validate(doc, SCHEMA)), 2)

    def test_extra_property(self):
        doc = good_profile()
        doc["threads"][0]["colour"] = "blue"
        self.assertOneError(doc, "$.threads[0]:", "'colour' is not allowed")
        doc = good_profile()
        doc["methods"]["nodes"][2]["self"]["network"] = 0
        self.assertOneError(doc, "$.methods.nodes[2].self:", "'network' is not allowed")

    def test_below_minimum(self):
        doc = good_profile()
        doc["threads"][1]["bytesAllocated"] = -1
        self.assertOneError(doc, "$.threads[1].bytesAllocated:", "below the minimum 0")
        doc = good_profile()
        doc["methods"]["summary"][1]["inclusive"]["timeMicros"] = -0.5
        self.assertOneError(doc, "$.methods.summary[1].inclusive.timeMicros:", "minimum")

    def test_several_problems_are_all_reported(self):
        doc = good_profile()
        del doc["mainClass"]
        doc["threads"][0]["number"] = -1
        doc["extra"] = 1
        self.assertEqual(len(validate(doc, SCHEMA)), 3)

    def test_schema_outside_the_subset_is_refused(self):
        with self.assertRaises(SchemaError):
            validate({}, {"type": "object", "patternProperties": {}})
        with self.assertRaises(SchemaError):  # found even where the document does not reach
            validate({}, {"properties": {"a": {"type": "array", "minItems": 1}}})
        with self.assertRaises(SchemaError):
            validate([], {"items": [{"type": "integer"}]})

    def test_consistency_checks(self):
        doc = good_profile()
        doc["threads"][0]["opcodes"].append(0)
        doc["totals"]["bytecodes"] += 1
        doc["methods"]["nodes"][3]["parent"] = 99
        errors = wwprofile.consistency_errors(doc)
        self.assertTrue(any("257 entries" in e for e in errors), errors)
        self.assertTrue(any("$.totals: bytecodes 1071 is not the sum of opcodes" in e for e in errors), errors)
        self.assertTrue(any("$.totals.bytecodes: not the sum over threads" in e for e in errors), errors)
        self.assertTrue(any("nodes[3].parent: 99" in e for e in errors), errors)


class OpcodeNamesTest(unittest.TestCase):
    def test_names_match_the_interpreter_table(self):
        declared = re.findall(r"X\((\w+),\s*0x([0-9a-f]+),", OPCODES_H.read_text())
        jvms = {int(code, 16): name.lower() for name, code in declared if int(code, 16) < 256}
        self.assertEqual(len(jvms), 202)
        for op, name in jvms.items():
            self.assertEqual(wwprofile.OPCODE_NAMES[op], name)
        self.assertEqual(wwprofile.OPCODE_NAMES[202], "breakpoint")
        self.assertEqual(wwprofile.OPCODE_NAMES[203], "unused_0xcb")
        self.assertEqual(wwprofile.OPCODE_NAMES[255], "impdep2")


class CommandLineTest(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()
        self.addCleanup(self.dir.cleanup)

    def write(self, doc, name="profile.json"):
        path = os.path.join(self.dir.name, name)
        with open(path, "w", encoding="utf-8") as f:
            json.dump(doc, f)
        return path

    def run_tool(self, *args, env=None):
        return subprocess.run([sys.executable, str(WWPROFILE)] + list(args), capture_output=True,
                              text=True, encoding="utf-8", env=env)

    def test_thread_table_and_top_opcodes(self):
        result = self.run_tool(self.write(good_profile()))
        self.assertEqual(result.returncode, 0, result.stderr)
        out = result.stdout
        self.assertIn("Demo: 2 threads, wall 7.654 ms, model default (15 W, assumed)", out)
        rows = {line.split("  ")[0].strip(): line.split() for line in out.splitlines()}
        self.assertEqual(rows["main"][1:], ["1", "770", "4,096", "B", "2.501", "ms", "9.748", "\u00b5s",
                                            "1.409", "mJ", "1,500", "B", "2,048", "B"])
        self.assertEqual(rows["worker (daemon, ended)"][3:],
                         ["2", "300", "100", "B", "0.800", "\u00b5s", "3.050", "\u00b5s",
                          "175.000", "\u00b5J", "0", "B", "0", "B"])
        self.assertEqual(rows["all threads"][2:], ["1,070", "4,196", "B", "2.502", "ms", "12.798", "\u00b5s",
                                                   "1.584", "mJ", "1,500", "B", "2,048", "B"])
        self.assertIn("<vm>: 321 B, 3 GC pauses in 5.000 \u00b5s, 42 classes loaded in 1.235 ms, idle 0.250 \u00b5s", out)
        self.assertIn("profiler's own cost: 4 bytecodes, 48 B", out)
        # Top opcodes of the whole run, with their shares.
        run = out[out.index("top opcodes, all threads"):]
        self.assertRegex(run, r"iload\s+470\s+43\.9 %")
        self.assertRegex(run, r"invokestatic\s+50\s+4\.7 %")
        worker = out[out.index("top opcodes, worker"):out.index("top opcodes, all threads")]
        self.assertEqual(re.findall(r"^\s+(\w+)\s+[\d,]+\s", worker, re.M), ["aload_0", "ireturn", "invokestatic"])

    def test_methods(self):
        result = self.run_tool("--methods", "--top", "1", self.write(good_profile()))
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn("methods by inclusive bytecodes (top 1 of 2)", result.stdout)
        line = [l for l in result.stdout.splitlines() if l.endswith("Demo.main([Ljava/lang/String;)V")]
        self.assertEqual(len(line), 1, result.stdout)
        self.assertEqual(line[0].split()[:5], ["1", "770", "110", "4,096", "B"])
        self.assertNotIn("Demo.fib", result.stdout)

    def test_methods_without_method_data(self):
        doc = good_profile()
        del doc["methods"]
        result = self.run_tool("--methods", self.write(doc))
        self.assertEqual(result.returncode, 1)
        self.assertIn("-Xprofile:methods", result.stderr)

    def test_validate(self):
        result = self.run_tool("--validate", self.write(good_profile()))
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertTrue(result.stdout.endswith(": valid wwvm-profile 1\n"), result.stdout)
        doc = good_profile()
        doc["threads"][0]["daemon"] = "no"
        result = self.run_tool("--validate", self.write(doc))
        self.assertEqual(result.returncode, 1)
        self.assertIn("$.threads[0].daemon: expected boolean, got string", result.stderr)

    def test_tables_refuse_an_invalid_profile(self):
        doc = good_profile()
        del doc["totals"]
        result = self.run_tool(self.write(doc))
        self.assertEqual(result.returncode, 1)
        self.assertIn("not a valid profile", result.stderr)

    def test_unreadable_files(self):
        path = os.path.join(self.dir.name, "broken.json")
        with open(path, "w") as f:
            f.write('{"format": NaN}')
        for target in (path, os.path.join(self.dir.name, "absent.json")):
            result = self.run_tool(target)
            self.assertEqual(result.returncode, 2, target)
            self.assertTrue(result.stderr.startswith("wwprofile: "), result.stderr)

    def test_folded(self):
        result = self.run_tool("--folded", "bytecodes", self.write(good_profile()))
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(result.stdout,
                         "<thread main>;Demo.main([Ljava/lang/String:)V 110\n"
                         "<thread main>;Demo.main([Ljava/lang/String:)V;Demo.fib(I)I 200\n"
                         "<thread main>;Demo.main([Ljava/lang/String:)V;Demo.fib(I)I;Demo.fib(I)I 200\n")
        result = self.run_tool("--folded", "time", self.write(good_profile()))
        self.assertTrue(result.stdout.endswith("Demo.fib(I)I;Demo.fib(I)I 500\n"), result.stdout)

    def test_plot(self):
        """A PNG where matplotlib can be had (here or in /usr/bin/python3), the advice
        otherwise."""
        png = os.path.join(self.dir.name, "ops.png")
        result = self.run_tool("--plot", png, "--log", self.write(good_profile()))
        if result.returncode == 0:
            with open(png, "rb") as f:
                self.assertEqual(f.read(8), b"\x89PNG\r\n\x1a\n")
        else:
            self.assertEqual(result.returncode, 2, result.stderr)
            self.assertIn("plotting needs matplotlib: run tools/install-deps", result.stderr)

    def test_plot_without_matplotlib_gives_advice(self):
        try:
            import matplotlib  # noqa: F401
            self.skipTest("this Python has matplotlib")
        except ImportError:
            pass
        # As if the re-run under /usr/bin/python3 had happened already: no second try.
        env = dict(os.environ, WWPROFILE_REEXECUTED="1")
        result = self.run_tool("--plot", os.path.join(self.dir.name, "x.png"), self.write(good_profile()),
                               env=env)
        self.assertEqual(result.returncode, 2)
        self.assertEqual(result.stderr, "wwprofile: plotting needs matplotlib: run tools/install-deps "
                                        "(Debian python3-matplotlib)\n")


class FormatDocTest(unittest.TestCase):
    """docs/profile-format.md's examples are real: the JSON validates and the folded blocks
    are what its tree gives."""

    @classmethod
    def setUpClass(cls):
        cls.text = FORMAT_DOC.read_text(encoding="utf-8")

    def example_json(self):
        blocks = re.findall(r"```json\n(.*?)```", self.text, re.S)
        self.assertEqual(len(blocks), 1)
        return json.loads(blocks[0])

    def test_json_example_validates(self):
        doc = self.example_json()
        self.assertEqual(validate(doc, SCHEMA), [])
        self.assertEqual(wwprofile.consistency_errors(doc), [])
        self.assertIn("methods", doc)

    def test_folded_examples_match_the_json_example(self):
        doc = self.example_json()
        blocks = re.findall(r"<!-- folded: (\w+) -->\n```text\n(.*?)```", self.text, re.S)
        self.assertEqual([metric for metric, _ in blocks], ["bytecodes", "time"])
        for metric, block in blocks:
            lines = block.splitlines()
            for line in lines:
                self.assertRegex(line, r"^[^;\n]+(;[^;\n]+)* \d+$")
            self.assertEqual(lines, wwprofile.folded_lines(doc, metric), metric)

    def test_every_member_is_described(self):
        def names(schema):
            for name, sub in schema.get("properties", {}).items():
                yield name
                yield from names(sub)
            if isinstance(schema.get("items"), dict):
                yield from names(schema["items"])
        for name in set(names(SCHEMA)):
            self.assertIn("`%s`" % name, self.text, name)


if __name__ == "__main__":
    unittest.main()
