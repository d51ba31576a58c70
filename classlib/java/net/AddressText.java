// java.net.AddressText: IP address literals, parsed and printed.
package java.net;

/**
 * IPv4 literals are one to four decimal parts, the last filling the remaining bytes
 * ("127.1" is 127.0.0.1), as the JDK reads them. IPv6 literals are eight groups of up to four
 * hex digits, with one "::" standing for a run of zero groups and an optional IPv4 tail.
 */
final class AddressText {
    private AddressText() {
    }

    /** The 4 bytes of an IPv4 literal, or null when s is not one. */
    static byte[] parseV4(String s) {
        if (s.length() == 0 || s.length() > 15) {
            return null;
        }
        long[] parts = new long[4];
        int count = 0;
        long value = -1;
        for (int i = 0; i <= s.length(); i++) {
            char c = i < s.length() ? s.charAt(i) : '.';
            if (c == '.') {
                if (value < 0 || count == 4) {
                    return null;
                }
                parts[count++] = value;
                value = -1;
            } else if (c >= '0' && c <= '9') {
                value = (value < 0 ? 0 : value * 10) + (c - '0');
                if (value > 0xffffffffL) {
                    return null;
                }
            } else {
                return null;
            }
        }
        byte[] out = new byte[4];
        for (int i = 0; i < count - 1; i++) {
            if (parts[i] > 255) {
                return null;
            }
            out[i] = (byte) parts[i];
        }
        long last = parts[count - 1];
        int tailBytes = 4 - (count - 1);
        if (last >= (1L << (8 * tailBytes))) {
            return null;
        }
        for (int i = 3; i >= count - 1; i--) {
            out[i] = (byte) last;
            last >>= 8;
        }
        return out;
    }

    /** The 16 bytes of an IPv6 literal, or null when s is not one. */
    static byte[] parseV6(String s) {
        int[] groups = new int[8];
        int count = 0;
        int gap = -1;  // the group index where "::" stands
        int i = 0;
        int n = s.length();
        if (n < 2) {
            return null;
        }
        if (s.startsWith("::")) {
            gap = 0;
            i = 2;
        } else if (s.charAt(0) == ':') {
            return null;
        }
        while (i < n) {
            int end = i;
            while (end < n && s.charAt(end) != ':') {
                end++;
            }
            String part = s.substring(i, end);
            if (part.indexOf('.') >= 0) {
                byte[] v4 = end == n && count <= 6 ? parseV4Dotted(part) : null;
                if (v4 == null) {
                    return null;
                }
                groups[count++] = ((v4[0] & 0xff) << 8) | (v4[1] & 0xff);
                groups[count++] = ((v4[2] & 0xff) << 8) | (v4[3] & 0xff);
                i = end;
                break;
            }
            if (part.length() == 0 || part.length() > 4 || count == 8) {
                return null;
            }
            int v = 0;
            for (int k = 0; k < part.length(); k++) {
                int d = Character.digit(part.charAt(k), 16);
                if (d < 0) {
                    return null;
                }
                v = v * 16 + d;
            }
            groups[count++] = v;
            if (end == n) {
                i = end;
                break;
            }
            // end is at ':'; "::" marks the gap (only once), a lone ':' at the end is an error.
            if (end + 1 < n && s.charAt(end + 1) == ':') {
                if (gap >= 0) {
                    return null;
                }
                gap = count;
                i = end + 2;
            } else if (end + 1 == n) {
                return null;
            } else {
                i = end + 1;
            }
        }
        if (gap < 0 ? count != 8 : count > 7) {
            return null;
        }
        int[] full = new int[8];
        if (gap < 0) {
            full = groups;
        } else {
            int tail = count - gap;
            System.arraycopy(groups, 0, full, 0, gap);
            System.arraycopy(groups, gap, full, 8 - tail, tail);
        }
        byte[] out = new byte[16];
        for (int k = 0; k < 8; k++) {
            out[2 * k] = (byte) (full[k] >> 8);
            out[2 * k + 1] = (byte) full[k];
        }
        return out;
    }

    /**
     * True for an IPv4 address written with hexadecimal or octal parts ("0x7f.0.0.1", "010.1"),
     * which the OS resolver would read as numbers but the JDK refuses before any lookup.
     */
    static boolean ambiguousV4(String s) {
        String[] parts = s.split("\\.", -1);
        if (parts.length > 4) {
            return false;
        }
        boolean odd = false;
        for (int i = 0; i < parts.length; i++) {
            String p = parts[i];
            boolean hex = p.length() > 2 && p.charAt(0) == '0' && (p.charAt(1) == 'x' || p.charAt(1) == 'X');
            for (int k = hex ? 2 : 0; k < p.length(); k++) {
                if (Character.digit(p.charAt(k), hex ? 16 : 10) < 0) {
                    return false;
                }
            }
            if (p.length() == 0) {
                return false;
            }
            odd |= hex || (p.length() > 1 && p.charAt(0) == '0');
        }
        return odd;
    }

    /** A strict a.b.c.d (the IPv4 tail of an IPv6 literal). */
    private static byte[] parseV4Dotted(String s) {
        int dots = 0;
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) == '.') {
                dots++;
            }
        }
        return dots == 3 ? parseV4(s) : null;
    }

    static boolean isV4Mapped(byte[] a) {
        for (int i = 0; i < 10; i++) {
            if (a[i] != 0) {
                return false;
            }
        }
        return (a[10] & 0xff) == 0xff && (a[11] & 0xff) == 0xff;
    }

    static String format(byte[] a) {
        StringBuilder sb = new StringBuilder();
        if (a.length == 4) {
            for (int i = 0; i < 4; i++) {
                if (i > 0) {
                    sb.append('.');
                }
                sb.append(a[i] & 0xff);
            }
            return sb.toString();
        }
        for (int i = 0; i < 8; i++) {
            if (i > 0) {
                sb.append(':');
            }
            sb.append(Integer.toHexString(((a[2 * i] & 0xff) << 8) | (a[2 * i + 1] & 0xff)));
        }
        return sb.toString();
    }
}
