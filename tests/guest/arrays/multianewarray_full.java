// multianewarray allocates every dimension; inner arrays are distinct objects.
public class multianewarray_full {
    public static void main(String[] args) {
        int[][] grid = new int[3][4];
        System.out.println(grid.length + " " + grid[0].length + " " + grid[2].length);
        // expect: 3 4 4
        System.out.println(grid[0] != grid[1]);
        // expect: true
        for (int r = 0; r < 3; r++)
            for (int c = 0; c < 4; c++)
                grid[r][c] = r * 10 + c;
        System.out.println(grid[2][3] + " " + grid[1][0]);
        // expect: 23 10
        long[][][] cube = new long[2][3][4];
        cube[1][2][3] = 99L;
        System.out.println(cube[1][2].length + " " + cube[1][2][3] + " " + cube[0][0][0]);
        // expect: 4 99 0
        String[][] names = new String[2][2];
        System.out.println(names[1][1]);
        // expect: null
        System.out.println(grid.getClass().getName() + " " + cube.getClass().getName());
        // expect: [[I [[[J
    }
}
