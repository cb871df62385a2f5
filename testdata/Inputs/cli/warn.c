/* One callback cast at warning severity. */
long on_long(long v);
long (*cb)(unsigned long) = (long (*)(unsigned long))on_long;
