// An interface extending two others; a class implementing it is an instance of all three.
interface IiReader { String read(); }
interface IiWriter { void write(String s); }
interface IiChannel extends IiReader, IiWriter { default String echo(String s) { write(s); return read(); } }

class IiPipe implements IiChannel {
    private String buffer = "";
    public String read() { String r = buffer; buffer = ""; return r; }
    public void write(String s) { buffer += s; }
}

public class interface_inheritance {
    public static void main(String[] args) {
        IiPipe p = new IiPipe();
        System.out.println(p.echo("ping"));
        // expect: ping
        IiWriter w = p;
        w.write("a");
        w.write("b");
        IiReader r = p;
        System.out.println(r.read() + "|" + r.read() + "|");
        // expect: ab||
        Object o = p;
        System.out.println((o instanceof IiReader) + " " + (o instanceof IiWriter) + " " + (o instanceof IiChannel));
        // expect: true true true
        System.out.println(new Object() instanceof IiReader);
        // expect: false
    }
}
