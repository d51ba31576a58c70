// synchronized instance and static methods run normally on one thread, including re-entry and throwing.
public class synchronized_methods {
    private int balance;
    private static int operations;

    synchronized void deposit(int amount) {
        balance += amount;
        countOperation();
    }

    synchronized void transferTwice(int amount) {
        deposit(amount);
        deposit(amount);
    }

    synchronized void withdraw(int amount) {
        if (amount > balance) throw new IllegalArgumentException("insufficient funds");
        balance -= amount;
        countOperation();
    }

    static synchronized void countOperation() { operations++; }

    public static void main(String[] args) {
        synchronized_methods acct = new synchronized_methods();
        acct.deposit(100);
        acct.transferTwice(25);
        acct.withdraw(30);
        try {
            acct.withdraw(1000);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        // expect: insufficient funds
        acct.withdraw(20);
        System.out.println(acct.balance + " " + operations);
        // expect: 100 5
    }
}
