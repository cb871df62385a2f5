/*
 * This user's secret key for the project index's entry MACs (index.c):
 * INDEX_KEY_SIZE random bytes in the file index.key of the user's cache
 * folder, readable by the user alone. An index folder anyone could have
 * written (one committed to a source tree, unpacked from an artifact) cannot
 * carry entries signed with it, so its entries are never joined.
 * docs/integration.md, "The project index".
 */
#ifndef TIMERCHECK_RUN_INDEX_KEY_H
#define TIMERCHECK_RUN_INDEX_KEY_H

#define INDEX_KEY_SIZE 32
#define INDEX_KEY_FILE "index.key"

/*
 * Reads dir/index.key, or creates it (the folder 0700 if missing; the file
 * 0600, exclusively, never through a symbolic link, complete before it has
 * its name, so a concurrent run reads the same key or makes it). The key is
 * used only if it is a regular file of the effective user that no one else
 * can read or write, of the right size, in a folder no one else can write.
 * Returns 0 with key filled, or -1 with *why (malloc'd).
 */
int index_key_load(const char *dir, unsigned char key[INDEX_KEY_SIZE], char **why);

#endif
