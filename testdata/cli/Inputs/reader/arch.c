/* Says how it was parsed: the target and the language the database's compiler names imply. */
#if defined(__cplusplus)
#error parsed as C++
#elif defined(__arm__)
#error parsed as 32-bit ARM C
#elif defined(__x86_64__)
#error parsed as x86-64 C
#endif
