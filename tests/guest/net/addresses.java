// InetAddress and InetSocketAddress: literals (never looked up), their text forms, localhost,
// malformed literals that fail before any lookup, unresolved socket addresses.
// expect: /127.0.0.1 127.0.0.1 loopback=true
// expect: /127.0.0.1
// expect: /0:0:0:0:0:0:0:1 loopback=true
// expect: /0:0:0:0:0:0:0:1
// expect: /127.0.0.1
// expect: /fe80:0:0:0:0:0:0:1 link-local=true
// expect: /0.0.0.0 any=true
// expect: localhost/127.0.0.1
// expect: localhost/127.0.0.1
// expect: 4 bytes: 127.0.0.1
// expect: bytes: /10.1.2.3 site-local=true
// expect: named: example/10.1.2.3
// expect: java.net.UnknownHostException: [::1: invalid IPv6 address literal
// expect: java.net.UnknownHostException: 1::2::3: invalid IPv6 address literal
// expect: java.net.UnknownHostException: [127.0.0.1]: invalid IPv6 address literal
// expect: java.net.UnknownHostException: 0x7f.0.0.1
// expect: java.net.UnknownHostException: addr is of illegal length
// expect: /127.0.0.1:80
// expect: /[0:0:0:0:0:0:0:1]:8080
// expect: 0.0.0.0/0.0.0.0:7
// expect: somewhere.invalid/<unresolved>:9 unresolved=true
// expect: java.lang.IllegalArgumentException: port out of range:70000
// expect: equal: true true
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.UnknownHostException;

public class addresses {
    static void bad(String host) {
        try {
            System.out.println("parsed? " + InetAddress.getByName(host));
        } catch (UnknownHostException e) {
            System.out.println(e);
        }
    }

    public static void main(String[] args) throws Exception {
        InetAddress a = InetAddress.getByName("127.0.0.1");
        System.out.println(a + " " + a.getHostAddress() + " loopback=" + a.isLoopbackAddress());
        System.out.println(InetAddress.getByName("127.1"));
        InetAddress six = InetAddress.getByName("::1");
        System.out.println(six + " loopback=" + six.isLoopbackAddress());
        System.out.println(InetAddress.getByName("[::1]"));
        System.out.println(InetAddress.getByName("::ffff:127.0.0.1"));
        InetAddress ll = InetAddress.getByName("fe80::1");
        System.out.println(ll + " link-local=" + ll.isLinkLocalAddress());
        InetAddress any = InetAddress.getByName("0.0.0.0");
        System.out.println(any + " any=" + any.isAnyLocalAddress());
        System.out.println(InetAddress.getByName("localhost"));
        System.out.println(InetAddress.getLoopbackAddress());
        System.out.println(a.getAddress().length + " bytes: " + InetAddress.getByAddress(a.getAddress()).getHostAddress());
        InetAddress ten = InetAddress.getByAddress(new byte[] {10, 1, 2, 3});
        System.out.println("bytes: " + ten + " site-local=" + ten.isSiteLocalAddress());
        System.out.println("named: " + InetAddress.getByAddress("example", new byte[] {10, 1, 2, 3}));
        bad("[::1");
        bad("1::2::3");
        bad("[127.0.0.1]");
        bad("0x7f.0.0.1");
        try {
            InetAddress.getByAddress(new byte[3]);
        } catch (UnknownHostException e) {
            System.out.println(e);
        }
        System.out.println(new InetSocketAddress(a, 80));
        System.out.println(new InetSocketAddress(six, 8080));
        System.out.println(new InetSocketAddress(7));
        InetSocketAddress u = InetSocketAddress.createUnresolved("somewhere.invalid", 9);
        System.out.println(u + " unresolved=" + u.isUnresolved());
        try {
            new InetSocketAddress(a, 70000);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        System.out.println("equal: " + a.equals(InetAddress.getByName("127.0.0.1")) + " "
                + new InetSocketAddress(a, 1).equals(new InetSocketAddress("127.0.0.1", 1)));
    }
}
