/* The definitions: prototyped. */
long magnitude(long x) { return x < 0 ? -x : x; }

int defined_later();
int use_defined_later(void) { return defined_later(2.5); }
int defined_later(int x) { return x; }
