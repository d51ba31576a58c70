// java.io.File path handling without touching the disk: normalization of repeated and trailing
// separators, parent/child constructors, getName, getParent, isAbsolute, equals, compareTo.
import java.io.File;

public class file_paths {
    static void show(File f) {
        System.out.println("[" + f.getPath() + "] name=[" + f.getName() + "] parent=" + f.getParent()
                + " abs=" + f.isAbsolute() + " str=" + f);
    }

    public static void main(String[] args) {
        show(new File("a//b///c/"));
        show(new File("/"));
        show(new File("//"));
        show(new File(""));
        show(new File("name.txt"));
        show(new File("/top"));
        show(new File("/top/"));
        show(new File("dir", "child"));
        show(new File("dir/", "/child"));
        show(new File("", "child"));
        show(new File("/", "child"));
        show(new File((String) null, "only"));
        show(new File(new File("base"), "x/y"));
        show(new File(new File(""), "rooted"));
        show(new File((File) null, "plain"));
        System.out.println(File.separator + " " + File.separatorChar + " " + File.pathSeparator + " "
                + File.pathSeparatorChar);
        System.out.println(new File("a/b").equals(new File("a//b/")) + " " + new File("a").equals("a"));
        System.out.println(new File("a").compareTo(new File("b")) + " " + new File("b/c").compareTo(new File("b")));
        System.out.println(new File("x").hashCode() == new File("x").hashCode());
        System.out.println(new File("rel/path").getAbsolutePath().equals(System.getProperty("user.dir") + "/rel/path"));
        System.out.println(new File("").getAbsolutePath().equals(System.getProperty("user.dir")));
        System.out.println(new File("/abs/p").getAbsolutePath() + " " + new File("q/r").getParentFile().getPath());
        System.out.println(new File("").exists() + " " + new File(".hidden").isHidden());
        try {
            new File((String) null);
        } catch (NullPointerException e) {
            System.out.println("NullPointerException");
        }
    }

    // Output, as the JDK prints it:
    // expect: [a/b/c] name=[c] parent=a/b abs=false str=a/b/c
    // expect: [/] name=[] parent=null abs=true str=/
    // expect: [/] name=[] parent=null abs=true str=/
    // expect: [] name=[] parent=null abs=false str=
    // expect: [name.txt] name=[name.txt] parent=null abs=false str=name.txt
    // expect: [/top] name=[top] parent=/ abs=true str=/top
    // expect: [/top] name=[top] parent=/ abs=true str=/top
    // expect: [dir/child] name=[child] parent=dir abs=false str=dir/child
    // expect: [dir/child] name=[child] parent=dir abs=false str=dir/child
    // expect: [/child] name=[child] parent=/ abs=true str=/child
    // expect: [/child] name=[child] parent=/ abs=true str=/child
    // expect: [only] name=[only] parent=null abs=false str=only
    // expect: [base/x/y] name=[y] parent=base/x abs=false str=base/x/y
    // expect: [/rooted] name=[rooted] parent=/ abs=true str=/rooted
    // expect: [plain] name=[plain] parent=null abs=false str=plain
    // expect: / / : :
    // expect: true false
    // expect: -1 2
    // expect: true
    // expect: true
    // expect: true
    // expect: /abs/p q
    // expect: false true
    // expect: NullPointerException
}
