/* The callers: magnitude() declared without a prototype (CERT EXP37-C). */
long magnitude();

long bad(int x) { return magnitude(x); }
long good(long x) { return magnitude(x); }
