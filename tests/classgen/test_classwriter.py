"""Unit tests of the class-file writer: byte layouts checked against JVMS chapters 4 and 6.
Run: python3 -m unittest tests/classgen/test_classwriter.py"""

import shutil
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import classwriter as cw  # noqa: E402
import malformed  # noqa: E402
import programs  # noqa: E402
import verify  # noqa: E402


class PoolTest(unittest.TestCase):
    def test_indices_sharing_and_wide_slots(self):
        cp = cw.ConstantPool()
        self.assertEqual(cp.utf8("a"), 1)
        self.assertEqual(cp.long(5), 2)          # takes 2 and 3
        self.assertEqual(cp.integer(1), 4)
        self.assertEqual(cp.utf8("a"), 1)        # shared
        self.assertEqual(cp.class_("a"), 5)
        self.assertEqual(cp.count, 6)
        self.assertEqual(cp.to_bytes(), bytes.fromhex(
            "0006" "010001" "61" "05" "0000000000000005" "03" "00000001" "07" "0001"))

    def test_refs_and_raw_indices(self):
        cp = cw.ConstantPool()
        ref = cp.method_ref("C", "m", "()V")
        # "m" 1, "()V" 2, NameAndType 3, "C" 4, Class 5, then the Methodref
        self.assertEqual(ref, 6)
        self.assertEqual(cp.to_bytes()[-5:], bytes([10, 0, 5, 0, 3]))
        self.assertEqual(cp.class_(99), ref + 1)   # raw index kept as given
        self.assertEqual(cp.to_bytes()[-2:], b"\x00\x63")

    def test_modified_utf8(self):
        self.assertEqual(cw.modified_utf8("A\0é"), b"A\xc0\x80\xc3\xa9")
        self.assertEqual(cw.modified_utf8("😀"), b"\xed\xa0\xbd\xed\xb8\x80")


class AssemblerTest(unittest.TestCase):
    def code(self) -> cw.Code:
        return cw.Code(cw.ConstantPool(), 4, 4)

    def test_wide_forms(self):
        c = self.code()
        c.local("iload", 300)
        c.local("astore", 3, wide=True)
        c.local("ret", 2)
        c.iinc(1, 1000)
        c.iinc(1, -3)
        self.assertEqual(c.assemble(), bytes.fromhex(
            "c415012c" "c43a0003" "a902" "c484000103e8" "8401fd"))

    def test_branches(self):
        c = self.code()
        top = c.here()
        c.op("nop")
        end = c.label()
        c.branch("ifeq", end)
        c.branch("goto_w", top)
        c.place(end)
        c.op("return")
        self.assertEqual(c.assemble(), bytes.fromhex("00" "99 0008" "c8 fffffffc" "b1"))

    def test_short_branch_out_of_range(self):
        c = self.code()
        far = c.label()
        c.branch("goto", far)
        c.raw(bytes(40000))
        c.place(far)
        with self.assertRaises(ValueError):
            c.assemble()

    def test_switch_padding_at_every_alignment(self):
        for nops in range(4):
            c = self.code()
            c.op(*["nop"] * nops)
            target = c.label()
            c.tableswitch(target, 7, [target])
            c.place(target)
            code = c.assemble()
            pad = (3 - nops) % 4
            start = nops + 1 + pad
            self.assertEqual(code[nops], 0xaa)
            self.assertEqual(code[nops + 1:start], bytes(pad))
            jump = 1 + pad + 16
            self.assertEqual(code[start:], cw.s4(jump) + cw.s4(7) + cw.s4(7) + cw.s4(jump))

    def test_lookupswitch_sorts_keys(self):
        c = self.code()
        d = c.label()
        c.lookupswitch(d, {5: d, -2**31: d})
        c.place(d)
        code = c.assemble()
        self.assertEqual(code[4:12], cw.s4(28) + cw.s4(2))   # 3 pad bytes, 2 pairs
        self.assertEqual(code[12:16], cw.s4(-2**31))
        self.assertEqual(code[20:24], cw.s4(5))

    def test_code_attribute(self):
        cp = cw.ConstantPool()
        c = cw.Code(cp, 1, 2)
        start = c.here()
        c.line(10)
        c.op("return")
        c.handler(start, 1, start, "java/lang/Throwable")
        attr = c.attribute()
        self.assertEqual(attr.data[:9], bytes.fromhex("0001 0002 00000001 b1"))
        self.assertEqual(attr.data[9:11], b"\x00\x01")           # one handler
        self.assertEqual(attr.data[11:17], bytes.fromhex("0000 0001 0000"))
        self.assertEqual(attr.data[19:21], b"\x00\x01")          # one attribute: lines

    def test_op_refuses_operand_instructions(self):
        with self.assertRaises(ValueError):
            self.code().op("bipush")


class StackMapTest(unittest.TestCase):
    def test_frame_kinds(self):
        cp = cw.ConstantPool()
        frames = cw.StackMap(cp)
        frames.append(3, cw.V_INTEGER)
        frames.same(10)
        frames.same_locals_1(12, cw.V_LONG)
        frames.same(100)
        frames.chop(101, 1)
        frames.full(300, [cw.V_INTEGER], [])
        data = frames.attribute().data
        self.assertEqual(data, bytes.fromhex(
            "0006" "fc000301" "06" "4104" "fb0057" "fa0000" "ff00c60001010000"))

    def test_length_counts_frames(self):
        frames = cw.StackMap(cw.ConstantPool())
        self.assertEqual(len(frames), 0)
        frames.same(4)
        frames.full(9, [], [cw.v_uninitialized(2)])
        self.assertEqual(len(frames), 2)
        self.assertTrue(frames.attribute().data.endswith(bytes.fromhex("0001" "08" "0002")))


class NestAttributeTest(unittest.TestCase):
    def test_nest_host_and_members(self):
        cp = cw.ConstantPool()
        host = cw.nest_host(cp, "p/Host")
        # "p/Host" 1, Class 2, then the attribute's name "NestHost" 3
        self.assertEqual(host.to_bytes(), bytes.fromhex("0003" "00000002" "0002"))
        members = cw.nest_members(cp, ["p/Host$A", "p/Host$B"])
        # "p/Host$A" 4, Class 5, "p/Host$B" 6, Class 7, "NestMembers" 8
        self.assertEqual(members.to_bytes(),
                         bytes.fromhex("0008" "00000006" "0002" "0005" "0007"))


@unittest.skipUnless(shutil.which("javap"), "javap not installed")
class GeneratedFilesParseTest(unittest.TestCase):
    def test_programs_parse_with_javap(self):
        with tempfile.TemporaryDirectory() as d:
            written = programs.write_programs(Path(d))
            classes = [str(Path(d) / f"{p.name}.class") for p in written]
            result = subprocess.run(["javap", "-c", "-v", *classes], capture_output=True,
                                    text=True)
            self.assertEqual(result.returncode, 0, result.stderr[-2000:])

    def test_verify_corpus_parses_with_javap(self):
        with tempfile.TemporaryDirectory() as d:
            cases = verify.write_corpus(Path(d))
            classes = [str(p) for p in Path(d).rglob("*.class")]
            self.assertGreaterEqual(len(classes), len(cases))
            result = subprocess.run(["javap", "-c", "-v", *classes], capture_output=True,
                                    text=True)
            self.assertEqual(result.returncode, 0, result.stderr[-2000:])

    def test_corpus_names_are_unique_and_errors_known(self):
        cases = malformed.corpus()
        self.assertGreater(len(cases), 100)
        for case in cases:
            self.assertIn(case.error, (malformed.CFE, malformed.UCVE))


class VerifyCorpusTest(unittest.TestCase):
    def test_every_verify_error_is_located_and_both_verifiers_covered(self):
        cases = verify.corpus()
        by_rule: dict[str, set[str]] = {}
        for case in cases:
            if case.error == verify.VE:
                self.assertIsNotNone(case.where, case.name)
                self.assertIn(case.verifier, ("52", "49"))
                by_rule.setdefault(case.name[:-2], set()).add(case.verifier)
            if not case.refusal:
                self.assertTrue(case.expected, case.name)
        both = [rule for rule, versions in by_rule.items() if versions == {"52", "49"}]
        self.assertGreater(len(both), 40)
        for version in ("52", "49"):
            self.assertTrue(any(not c.refusal and c.verifier == version for c in cases))

    def test_located_pc_is_the_faulty_instruction(self):
        underflow = next(c for c in verify.corpus() if c.name == "StackOverflow52")
        self.assertEqual((underflow.where.method, underflow.where.pc), ("m", 1))


if __name__ == "__main__":
    unittest.main()
