// java.lang.StackTraceElement: one frame of a stack trace. The VM fills the fields directly when
// it decodes a backtrace; toString gives JDK 17's format.
package java.lang;

/** One stack frame: class, method, source file and line. */
public final class StackTraceElement implements java.io.Serializable {
    private String declaringClass;
    private String methodName;
    private String fileName;
    /** The source line; -1 when unknown, -2 for a native method. */
    private int lineNumber;
    /** "java.base" for wwvm's boot classes, null for application classes. */
    private String moduleName;

    public StackTraceElement(String declaringClass, String methodName, String fileName, int lineNumber) {
        if (declaringClass == null) {
            throw new NullPointerException("Declaring class is null");
        }
        if (methodName == null) {
            throw new NullPointerException("Method name is null");
        }
        this.declaringClass = declaringClass;
        this.methodName = methodName;
        this.fileName = fileName;
        this.lineNumber = lineNumber;
    }

    public String getFileName() {
        return fileName;
    }

    public int getLineNumber() {
        return lineNumber;
    }

    public String getModuleName() {
        return moduleName;
    }

    public String getClassName() {
        return declaringClass;
    }

    public String getMethodName() {
        return methodName;
    }

    public boolean isNativeMethod() {
        return lineNumber == -2;
    }

    /**
     * "module/class.method(File.java:line)"; the source part is "Native Method", "Unknown Source"
     * (no file), or the file name alone when the line is unknown.
     */
    public String toString() {
        StringBuilder sb = new StringBuilder();
        if (moduleName != null) {
            sb.append(moduleName).append('/');
        }
        sb.append(declaringClass).append('.').append(methodName).append('(');
        if (isNativeMethod()) {
            sb.append("Native Method");
        } else if (fileName == null) {
            sb.append("Unknown Source");
        } else {
            sb.append(fileName);
            if (lineNumber >= 0) {
                sb.append(':').append(lineNumber);
            }
        }
        return sb.append(')').toString();
    }

    public boolean equals(Object obj) {
        if (obj == this) {
            return true;
        }
        if (!(obj instanceof StackTraceElement)) {
            return false;
        }
        StackTraceElement e = (StackTraceElement) obj;
        return lineNumber == e.lineNumber
                && declaringClass.equals(e.declaringClass)
                && java.util.Objects.equals(methodName, e.methodName)
                && java.util.Objects.equals(fileName, e.fileName)
                && java.util.Objects.equals(moduleName, e.moduleName);
    }

    /** The JDK's formula; the class-loader name and module version it mixes in are null here. */
    public int hashCode() {
        int h = 31 * declaringClass.hashCode() + methodName.hashCode();
        h = 31 * h;                                        // class-loader name
        h = 31 * h + java.util.Objects.hashCode(moduleName);
        h = 31 * h;                                        // module version
        h = 31 * h + java.util.Objects.hashCode(fileName);
        return 31 * h + lineNumber;
    }
}
