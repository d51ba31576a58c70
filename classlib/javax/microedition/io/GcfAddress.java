// javax.microedition.io.GcfAddress: the "//host:port" part of a socket:// or datagram:// URL.
package javax.microedition.io;

import java.net.InetAddress;
import java.net.UnknownHostException;

/**
 * An empty host means a server (or a datagram listener); an empty port after ':' means a port
 * the system chooses. A client needs a port. An IPv6 host is written in brackets ([::1]).
 * Anything after ';' (parameters) is ignored.
 */
final class GcfAddress {
    private final String host;  // "" for a server
    private final int port;     // 0: chosen by the system

    private GcfAddress(String host, int port) {
        this.host = host;
        this.port = port;
    }

    /** Parses "//host:port"; IllegalArgumentException when it does not have that form. */
    static GcfAddress parse(String rest) {
        if (!rest.startsWith("//")) {
            throw new IllegalArgumentException("Missing '//' in URL");
        }
        String s = rest.substring(2);
        int semi = s.indexOf(';');
        if (semi >= 0) {
            s = s.substring(0, semi);
        }
        int hostEnd;
        if (s.startsWith("[")) {
            hostEnd = s.indexOf(']') + 1;
            if (hostEnd == 0) {
                throw new IllegalArgumentException("Invalid host: " + s);
            }
        } else {
            hostEnd = s.indexOf(':');
            if (hostEnd < 0) {
                hostEnd = s.length();
            }
        }
        String host = s.substring(0, hostEnd);
        String portText = hostEnd < s.length() ? s.substring(hostEnd) : "";
        if (portText.length() > 0 && portText.charAt(0) != ':') {
            throw new IllegalArgumentException("Invalid host: " + s);
        }
        portText = portText.length() > 0 ? portText.substring(1) : "";
        if (portText.length() == 0) {
            if (host.length() > 0) {
                throw new IllegalArgumentException("Missing port number");
            }
            return new GcfAddress("", 0);
        }
        return new GcfAddress(host, parsePort(portText));
    }

    private static int parsePort(String text) {
        if (text.length() > 5) {
            throw new IllegalArgumentException("Invalid port: " + text);
        }
        int port = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                throw new IllegalArgumentException("Invalid port: " + text);
            }
            port = port * 10 + (c - '0');
        }
        if (port > 0xFFFF) {
            throw new IllegalArgumentException("Invalid port: " + text);
        }
        return port;
    }

    boolean isServer() {
        return host.length() == 0;
    }

    String host() {
        return host;
    }

    int port() {
        return port;
    }

    InetAddress resolve() throws UnknownHostException {
        return InetAddress.getByName(host);
    }

    /** "datagram://literal:port", the form Datagram.getAddress returns ("[literal]" for IPv6). */
    static String format(String scheme, InetAddress a, int port) {
        String literal = a.getHostAddress();
        if (literal.indexOf(':') >= 0) {
            literal = "[" + literal + "]";
        }
        return scheme + "://" + literal + ":" + port;
    }
}
