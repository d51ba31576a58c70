// java.net.Inet6Address: an IPv6 address (16 bytes).
package java.net;

/**
 * Made by InetAddress's factories only. Its text form is eight hexadecimal groups without
 * "::" compression ("0:0:0:0:0:0:0:1"), as the JDK prints it. Scope ids are not supported.
 */
public final class Inet6Address extends InetAddress {
    Inet6Address(String hostName, byte[] address) {
        super(hostName, address);
    }

    public boolean isIPv4CompatibleAddress() {
        for (int i = 0; i < 12; i++) {
            if (address[i] != 0) {
                return false;
            }
        }
        return true;
    }
}
