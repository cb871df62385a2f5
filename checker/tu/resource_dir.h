/*
 * The compiler's resource directory (its built-in headers: stddef.h,
 * stdarg.h, ...) for the libclang that is loaded. libclang's driver works
 * it out from the compiler name it is given ("clang", no directory) as the
 * relative "lib/clang/<version>", and then looks for it from the TU's
 * working directory: from the current directory / or /usr, where that
 * relative path happens to exist, no TU finds a single built-in header.
 * So timercheck names the directory itself, found next to libclang.
 */
#ifndef TIMERCHECK_TU_RESOURCE_DIR_H
#define TIMERCHECK_TU_RESOURCE_DIR_H

/*
 * The absolute resource directory of the loaded libclang, found once
 * (loads libclang); NULL if none of the usual places holds
 * include/stddef.h, and the driver is left to guess as before.
 */
const char *resource_dir(void);

#endif
