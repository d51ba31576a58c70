// java.net.InetAddress: an IP address (IPv4 or IPv6) with the host name it was found under,
// literal parsing, and name lookup through the operating system's resolver.
package java.net;

import java.io.Serializable;

/**
 * A literal ("127.0.0.1", "::1", "[::1]") is parsed here and never looked up; a malformed IPv6
 * literal fails at once, as on the JDK. Any other name goes to the OS resolver (getaddrinfo),
 * IPv4 addresses first. A lookup blocks the one OS thread, so every green thread waits for it
 * (docs/network.md); nothing is cached.
 */
public class InetAddress implements Serializable {
    /** The name this address was found under; null until asked for an address made from bytes. */
    String hostName;
    /** 4 bytes (Inet4Address) or 16 (Inet6Address); never shown to callers without a copy. */
    final byte[] address;

    InetAddress(String hostName, byte[] address) {
        this.hostName = hostName;
        this.address = address;
    }

    /** The host's first address (IPv4 before IPv6); null or "" gives the loopback address. */
    public static InetAddress getByName(String host) throws UnknownHostException {
        return getAllByName(host)[0];
    }

    public static InetAddress[] getAllByName(String host) throws UnknownHostException {
        if (host == null || host.length() == 0) {
            return new InetAddress[] {getLoopbackAddress()};
        }
        String literal = host;
        boolean bracketed = false;
        if (host.charAt(0) == '[') {
            if (host.length() > 2 && host.charAt(host.length() - 1) == ']') {
                literal = host.substring(1, host.length() - 1);
                bracketed = true;
            } else {
                throw new UnknownHostException(host + ": invalid IPv6 address literal");
            }
        }
        if (Character.digit(literal.charAt(0), 16) != -1 || literal.charAt(0) == ':') {
            byte[] v4 = AddressText.parseV4(literal);
            if (v4 != null) {
                if (bracketed) {
                    throw new UnknownHostException(host + ": invalid IPv6 address literal");
                }
                return new InetAddress[] {make(null, v4)};
            }
            byte[] v6 = AddressText.parseV6(literal);
            if (v6 != null) {
                return new InetAddress[] {make(null, v6)};
            }
            if (literal.indexOf(':') >= 0) {
                throw new UnknownHostException(literal + ": invalid IPv6 address literal");
            }
            if (AddressText.ambiguousV4(literal)) {
                throw new UnknownHostException(host);
            }
        } else if (bracketed) {
            throw new UnknownHostException(host + ": invalid IPv6 address literal");
        }
        byte[] packed = NetIo.lookup0(host);
        int count = 0;
        for (int i = 0; i < packed.length; i += 1 + packed[i]) {
            count++;
        }
        InetAddress[] all = new InetAddress[count];
        for (int i = 0, k = 0; i < packed.length; i += 1 + packed[i], k++) {
            byte[] a = new byte[packed[i]];
            System.arraycopy(packed, i + 1, a, 0, a.length);
            all[k] = make(host, a);
        }
        return all;
    }

    public static InetAddress getByAddress(byte[] addr) throws UnknownHostException {
        return getByAddress(null, addr);
    }

    /** An address from its bytes (4, or 16 where an IPv4-mapped one becomes IPv4); no lookup. */
    public static InetAddress getByAddress(String host, byte[] addr) throws UnknownHostException {
        if (host != null && host.length() > 0 && host.charAt(0) == '[' && host.charAt(host.length() - 1) == ']') {
            host = host.substring(1, host.length() - 1);
        }
        if (addr == null || (addr.length != 4 && addr.length != 16)) {
            throw new UnknownHostException("addr is of illegal length");
        }
        return make(host, (byte[]) addr.clone());
    }

    static InetAddress make(String host, byte[] addr) {
        if (addr.length == 16 && AddressText.isV4Mapped(addr)) {
            byte[] v4 = new byte[4];
            System.arraycopy(addr, 12, v4, 0, 4);
            return new Inet4Address(host, v4);
        }
        return addr.length == 4 ? (InetAddress) new Inet4Address(host, addr) : new Inet6Address(host, addr);
    }

    /** localhost/127.0.0.1, without a lookup. */
    public static InetAddress getLoopbackAddress() {
        return new Inet4Address("localhost", new byte[] {127, 0, 0, 1});
    }

    /** This machine's name and its first address; UnknownHostException if it does not resolve. */
    public static InetAddress getLocalHost() throws UnknownHostException {
        String name = NetIo.hostName0();
        try {
            InetAddress a = getAllByName(name)[0];
            return make(name, a.address);
        } catch (UnknownHostException e) {
            throw new UnknownHostException(name + ": " + name + ": " + e.getMessage());
        }
    }

    static InetAddress anyLocal() {
        return new Inet4Address("0.0.0.0", new byte[4]);
    }

    /** The name given or found at creation, else the reverse lookup's, else the literal. */
    public String getHostName() {
        if (hostName == null) {
            String name = NetIo.reverse0(address);
            hostName = name != null ? name : getHostAddress();
        }
        return hostName;
    }

    public String getCanonicalHostName() {
        String name = NetIo.reverse0(address);
        return name != null ? name : getHostAddress();
    }

    public String getHostAddress() {
        return AddressText.format(address);
    }

    public byte[] getAddress() {
        return (byte[]) address.clone();
    }

    public boolean isAnyLocalAddress() {
        for (int i = 0; i < address.length; i++) {
            if (address[i] != 0) {
                return false;
            }
        }
        return true;
    }

    public boolean isLoopbackAddress() {
        if (address.length == 4) {
            return address[0] == 127;
        }
        for (int i = 0; i < 15; i++) {
            if (address[i] != 0) {
                return false;
            }
        }
        return address[15] == 1;
    }

    public boolean isMulticastAddress() {
        return address.length == 4 ? (address[0] & 0xf0) == 0xe0 : (address[0] & 0xff) == 0xff;
    }

    public boolean isLinkLocalAddress() {
        return address.length == 4 ? (address[0] & 0xff) == 169 && (address[1] & 0xff) == 254
                : (address[0] & 0xff) == 0xfe && (address[1] & 0xc0) == 0x80;
    }

    public boolean isSiteLocalAddress() {
        if (address.length == 16) {
            return (address[0] & 0xff) == 0xfe && (address[1] & 0xc0) == 0xc0;
        }
        int a = address[0] & 0xff, b = address[1] & 0xff;
        return a == 10 || (a == 172 && (b & 0xf0) == 16) || (a == 192 && b == 168);
    }

    public boolean equals(Object o) {
        if (!(o instanceof InetAddress)) {
            return false;
        }
        byte[] other = ((InetAddress) o).address;
        if (other.length != address.length) {
            return false;
        }
        for (int i = 0; i < address.length; i++) {
            if (other[i] != address[i]) {
                return false;
            }
        }
        return true;
    }

    public int hashCode() {
        int h = 0;
        for (int i = 0; i < address.length; i++) {
            h = h * 31 + (address[i] & 0xff);
        }
        return h;
    }

    /** "name/literal", with nothing before the slash when no name is known. */
    public String toString() {
        return (hostName != null ? hostName : "") + "/" + getHostAddress();
    }
}
