// Streaming: the paper's motivating case, a device streaming audio to receivers. One provider
// thread sends chunks to N receiver threads over loopback TCP; for each chunk size and N it
// prints what one send (a chunk to every receiver) cost the provider in CPU (bytecodes),
// Memory (bytes allocated) and Network (bytes sent), and what the whole stream cost the
// provider and the receivers it started, as one group (ww.Profiler.groupSince).
//
//   build/bin/wwvm -cp build/examples Streaming [CHUNKS]
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;

import ww.Measurement;
import ww.Profiler;
import ww.Resource;
import ww.Snapshot;

public class Streaming {
    static final int MEASURED = Resource.CPU | Resource.MEMORY | Resource.NETWORK;

    /** Connects to the provider and reads the whole stream. */
    static final class Receiver extends Thread {
        private final int port;
        private final int expected;
        long received;
        IOException failure;

        Receiver(int port, int expected) {
            this.port = port;
            this.expected = expected;
        }

        public void run() {
            try {
                Socket s = new Socket(InetAddress.getByName("127.0.0.1"), port);
                InputStream in = s.getInputStream();
                byte[] buffer = new byte[4096];
                while (received < expected) {
                    int n = in.read(buffer, 0, buffer.length);
                    if (n < 0) {
                        break;
                    }
                    received += n;
                }
                s.close();
            } catch (IOException e) {
                failure = e;
            }
        }
    }

    /** One stream: `chunks` chunks of `size` bytes to each of `n` receivers. */
    static void stream(int size, int n, int chunks) throws IOException, InterruptedException {
        ServerSocket server = new ServerSocket(0, n, InetAddress.getByName("127.0.0.1"));
        Snapshot whole = Profiler.snapshot();
        Receiver[] receivers = new Receiver[n];
        for (int i = 0; i < n; i++) {
            receivers[i] = new Receiver(server.getLocalPort(), size * chunks);
            receivers[i].start();
        }
        OutputStream[] outs = new OutputStream[n];
        Socket[] peers = new Socket[n];
        for (int i = 0; i < n; i++) {
            peers[i] = server.accept();
            outs[i] = peers[i].getOutputStream();
        }
        byte[] chunk = new byte[size];
        long cpuMin = Long.MAX_VALUE, cpuMax = 0, memory = 0, network = 0;
        for (int c = 0; c < chunks; c++) {
            for (int k = 0; k < size; k++) {
                chunk[k] = (byte) (c + k);
            }
            Snapshot s = Profiler.snapshot();
            for (int i = 0; i < n; i++) {
                outs[i].write(chunk, 0, size);
            }
            Measurement send = Profiler.since(s, MEASURED);
            cpuMin = Math.min(cpuMin, send.cpu());
            cpuMax = Math.max(cpuMax, send.cpu());
            memory = Math.max(memory, send.memory());
            network = Math.max(network, send.network());
        }
        for (int i = 0; i < n; i++) {
            peers[i].close();
        }
        for (Receiver r : receivers) {
            r.join();
            if (r.failure != null || r.received != (long) size * chunks) {
                throw new IOException("receiver got " + r.received + " bytes: " + r.failure);
            }
        }
        server.close();
        Measurement group = Profiler.groupSince(whole, MEASURED);
        String cpu = cpuMin == cpuMax ? String.valueOf(cpuMin) : cpuMin + ".." + cpuMax;
        System.out.println(pad(String.valueOf(size), 6) + pad(String.valueOf(n), 10)
                + pad(cpu, 14) + pad(String.valueOf(memory), 9) + pad(String.valueOf(network), 10)
                + "   " + pad(String.valueOf(group.cpu()), 10) + pad(String.valueOf(group.memory()), 10)
                + pad(String.valueOf(group.network()), 10));
    }

    static String pad(String s, int width) {
        StringBuilder b = new StringBuilder();
        for (int i = s.length(); i < width; i++) {
            b.append(' ');
        }
        return b.append(s).toString();
    }

    public static void main(String[] args) throws Exception {
        int chunks = args.length > 0 ? Integer.parseInt(args[0]) : 16;
        System.out.println("each send: one chunk to every receiver, measured in the provider thread");
        System.out.println("the stream: provider and receivers as one group (sent + received bytes)");
        System.out.println();
        System.out.println(pad("", 16) + pad("each send:", 14) + pad("", 19) + "   "
                + pad("the stream:", 10));
        System.out.println(pad("chunk", 6) + pad("receivers", 10) + pad("cpu", 14) + pad("memory", 9)
                + pad("network", 10) + "   " + pad("cpu", 10) + pad("memory", 10) + pad("network", 10));
        int[] sizes = {256, 1024, 4096};
        int[] counts = {1, 2, 4};
        for (int size : sizes) {
            for (int n : counts) {
                stream(size, n, chunks);
            }
        }
    }
}
