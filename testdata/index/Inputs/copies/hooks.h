/* Thread functions kept in globals of three files. */
#include "kernel.h"
struct qat_dev { int id; };
extern int (*worker)(void *);
extern int (*copy1)(void *);
