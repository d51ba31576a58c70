// java.net.Inet4Address: an IPv4 address (4 bytes).
package java.net;

/** Made by InetAddress's factories only. Its text form is dotted decimal. */
public final class Inet4Address extends InetAddress {
    Inet4Address(String hostName, byte[] address) {
        super(hostName, address);
    }
}
