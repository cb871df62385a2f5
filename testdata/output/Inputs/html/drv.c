/* A bad cast beside a comment that is markup (testdata/output/html.test). */
#include "api.h"

struct conn;
void on_conn(struct conn *c);
/* </pre><script>document.body.setAttribute("data-pwned","comment")</script><pre> */
void (*keep)(unsigned long) = (void (*)(unsigned long))on_conn;
