/*
 * A driver for support/sha256.c, for testdata/hostile/sha256-vectors.test.
 *
 * usage: timercheck-sha256-test sha256 HEX        the digest of the bytes HEX
 *        timercheck-sha256-test text STRING       the digest of STRING
 *        timercheck-sha256-test repeat CHAR N     the digest of N times CHAR, fed in
 *                                                 pieces of 1, 2, 3... bytes
 *        timercheck-sha256-test hmac KEYHEX HEX   HMAC-SHA-256 of the bytes HEX
 * Prints the result in lowercase hex; exit status 2 on a usage error.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support/sha256.h"

static unsigned char *from_hex(const char *hex, size_t *len)
{
	size_t n = strlen(hex) / 2, i;
	unsigned char *out = malloc(n + 1);

	for (i = 0; out && i < n; i++) {
		unsigned v;

		if (sscanf(hex + 2 * i, "%2x", &v) != 1) {
			free(out);
			return NULL;
		}
		out[i] = (unsigned char)v;
	}
	*len = n;
	return out;
}

static void print_hex(const unsigned char *p, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		printf("%02x", p[i]);
	putchar('\n');
}

int main(int argc, char **argv)
{
	unsigned char out[SHA256_SIZE];
	struct sha256 s;
	struct hmac_sha256 h;
	unsigned char *key, *msg;
	size_t klen, mlen;

	if (argc == 3 && (strcmp(argv[1], "sha256") == 0 || strcmp(argv[1], "text") == 0)) {
		msg = argv[1][0] == 's' ? from_hex(argv[2], &mlen)
				       : (unsigned char *)strdup(argv[2]);
		if (!msg)
			return 2;
		if (argv[1][0] == 't')
			mlen = strlen(argv[2]);
		sha256_init(&s);
		sha256_update(&s, msg, mlen);
		sha256_final(&s, out);
		free(msg);
	} else if (argc == 4 && strcmp(argv[1], "repeat") == 0) {
		unsigned long n = strtoul(argv[3], NULL, 10), done = 0, piece = 1;
		char buf[200];

		memset(buf, argv[2][0], sizeof(buf));
		sha256_init(&s);
		while (done < n) {
			unsigned long take = n - done < piece ? n - done : piece;

			sha256_update(&s, buf, take);
			done += take;
			piece = piece % sizeof(buf) + 1;
		}
		sha256_final(&s, out);
	} else if (argc == 4 && strcmp(argv[1], "hmac") == 0) {
		key = from_hex(argv[2], &klen);
		msg = from_hex(argv[3], &mlen);
		if (!key || !msg)
			return 2;
		hmac_sha256_init(&h, key, klen);
		hmac_sha256_update(&h, msg, mlen);
		hmac_sha256_final(&h, out);
		free(key);
		free(msg);
	} else {
		fprintf(stderr, "usage: timercheck-sha256-test sha256 HEX | text STRING | "
				"repeat CHAR N | hmac KEYHEX HEX\n");
		return 2;
	}
	print_hex(out, SHA256_SIZE);
	return 0;
}
