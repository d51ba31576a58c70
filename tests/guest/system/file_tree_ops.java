// java.io.File path spelling and directory operations: cleaning of odd path texts, joining
// parents and children, getParent chains, compareTo and hashCode values, and mkdirs, listFiles
// with both filter kinds, renameTo, createNewFile and delete in a fresh temporary directory.
import java.io.File;
import java.io.FileFilter;
import java.io.FilenameFilter;
import java.io.IOException;
import java.util.Arrays;

public class file_tree_ops {
    static void show(File f) {
        System.out.println("[" + f.getPath() + "] name=[" + f.getName() + "] parent=" + f.getParent()
                + " abs=" + f.isAbsolute() + " hash=" + f.hashCode());
    }

    public static void main(String[] args) throws IOException {
        String[] texts = {"a/", "/a/b/", "./x", "..", "///", "a///", "//a//b//", ".", "x/./y", "/a/../b"};
        for (int i = 0; i < texts.length; i++) {
            show(new File(texts[i]));
        }
        show(new File("a", ""));
        show(new File("/", ""));
        show(new File("a//", "//b//"));
        show(new File(new File("/"), "/x"));
        show(new File("p/q", "r/s"));
        File f = new File("/one/two/three");
        while (f != null) {
            System.out.print(f + ";");
            f = f.getParentFile();
        }
        System.out.println();
        System.out.println(new File("abc").compareTo(new File("abd")) + " " + new File("Z").compareTo(new File("a")) + " "
                + new File("a/b").compareTo(new File("a")) + " " + new File("x").compareTo(new File("x/")));

        String tmp = System.getProperty("java.io.tmpdir", "/tmp");
        File root = new File(tmp, "wwvm-tree-" + System.nanoTime());
        File deep = new File(root, "d1/d2/d3");
        System.out.println(deep.mkdirs() + " " + deep.isDirectory() + " " + deep.mkdirs() + " " + deep.mkdir());
        File d1 = new File(root, "d1");
        String[] names = {"b.txt", "a.txt", "c.log"};
        for (int i = 0; i < names.length; i++) {
            System.out.print(new File(d1, names[i]).createNewFile() + " ");
        }
        System.out.println(new File(d1, "a.txt").createNewFile());
        String[] listed = d1.list();
        Arrays.sort(listed);
        System.out.println(Arrays.toString(listed));
        String[] txt = d1.list(new FilenameFilter() {
            public boolean accept(File dir, String name) {
                return name.endsWith(".txt");
            }
        });
        Arrays.sort(txt);
        System.out.println(Arrays.toString(txt));
        File[] dirs = d1.listFiles(new FileFilter() {
            public boolean accept(File p) {
                return p.isDirectory();
            }
        });
        System.out.println(dirs.length + " " + dirs[0].getName() + " " + dirs[0].getParentFile().equals(d1));
        File[] all = d1.listFiles();
        System.out.println(all.length + " " + new File(d1, "b.txt").length() + " " + new File(d1, "none").list());
        File moved = new File(root, "moved.txt");
        System.out.println(new File(d1, "c.log").renameTo(moved) + " " + moved.isFile() + " "
                + new File(d1, "c.log").exists() + " " + new File(d1, "c.log").renameTo(moved));
        System.out.println(d1.delete() + " " + new File(root, "d1/d2").delete());
        System.out.println(deep.delete() + " " + new File(root, "d1/d2").delete() + " " + new File(d1, "a.txt").delete()
                + " " + new File(d1, "b.txt").delete() + " " + d1.delete() + " " + moved.delete() + " " + root.delete()
                + " " + root.exists());
        try {
            new File("x").renameTo(null);
        } catch (NullPointerException e) {
            System.out.println("NullPointerException");
        }
        try {
            new File("x", (String) null);
        } catch (NullPointerException e) {
            System.out.println("NullPointerException");
        }
    }

    // Output, as the JDK prints it:
    // expect: [a] name=[a] parent=null abs=false hash=1234416
    // expect: [/a/b] name=[b] parent=/a abs=true hash=268852
    // expect: [./x] name=[x] parent=. abs=false hash=1206086
    // expect: [..] name=[..] parent=null abs=false hash=1232977
    // expect: [/] name=[] parent=null abs=true hash=1234366
    // expect: [a] name=[a] parent=null abs=false hash=1234416
    // expect: [/a/b] name=[b] parent=/a abs=true hash=268852
    // expect: [.] name=[.] parent=null abs=false hash=1234367
    // expect: [x/./y] name=[y] parent=x/. abs=false hash=111395152
    // expect: [/a/../b] name=[b] parent=/a/.. abs=true hash=1583625249
    // expect: [a] name=[a] parent=null abs=false hash=1234416
    // expect: [/] name=[] parent=null abs=true hash=1234366
    // expect: [a/b] name=[b] parent=a abs=false hash=1288101
    // expect: [/x] name=[x] parent=/ abs=true hash=1233848
    // expect: [p/q/r/s] name=[s] parent=p/q/r abs=false hash=2066740360
    // expect: /one/two/three;/one/two;/one;/;
    // expect: -1 -7 2 0
    // expect: true true false false
    // expect: true true true false
    // expect: [a.txt, b.txt, c.log, d2]
    // expect: [a.txt, b.txt]
    // expect: 1 d2 true
    // expect: 4 0 null
    // expect: true true false false
    // expect: false false
    // expect: true true true true true true true false
    // expect: NullPointerException
    // expect: NullPointerException
}
