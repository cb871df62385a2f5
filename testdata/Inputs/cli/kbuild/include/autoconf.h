/* Stands for the kernel's generated autoconf.h (passed with -include). */
#define CONFIG_TC_TIMERS 1
