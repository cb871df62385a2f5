/* Says whose flags the file including it was parsed with (cli/compdb-neighbour.test). */
#ifndef WHICH
#error no flags at all
#elif WHICH == 1
#error the flags of src/drv/one.c
#elif WHICH == 2
#error the flags of src/two.c
#elif WHICH == 3
#error the flags of lib/zero.c
#elif WHICH == 4
#error the flags of lib/three.c
#endif
