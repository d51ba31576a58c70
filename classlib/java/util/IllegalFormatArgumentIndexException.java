// java.util.IllegalFormatArgumentIndexException: an argument index below 1, as "%0$s".
package java.util;

/** Thrown when an explicit argument index is not at least 1 or does not fit an int. */
class IllegalFormatArgumentIndexException extends IllegalFormatException {
    private final int givenIndex;

    /** @param index the index given (Integer.MIN_VALUE when it does not fit an int) */
    IllegalFormatArgumentIndexException(int index) {
        this.givenIndex = index;
    }

    /** The index given. */
    int getIndex() {
        return givenIndex;
    }

    public String getMessage() {
        if (givenIndex == Integer.MIN_VALUE) {
            return "Format argument index: (not representable as int)";
        }
        return "Illegal format argument index = " + givenIndex;
    }
}
