/** The class tests/jni/embed.c runs in a VM it creates with JNI_CreateJavaVM. */
public class EmbedMain {
    public static int run(int n) {
        System.out.println("EmbedMain.run(" + n + ") in Java");
        System.out.flush();
        int square = 0;
        for (int i = 0; i < n; i++) {
            square += n;
        }
        return square;
    }

    /** Ends the VM, and with it the C program, with this status. */
    public static void quit(int status) {
        System.out.println("EmbedMain.quit(" + status + ")");
        System.exit(status);
    }
}
