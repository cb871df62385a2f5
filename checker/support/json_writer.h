/*
 * A small streaming JSON writer for the json and sarif emitters. Strings are
 * escaped so the output is always valid JSON and valid UTF-8: control
 * characters become \u escapes and bytes that are not valid UTF-8 become
 * U+FFFD. The reader is json_reader.h.
 */
#ifndef TIMERCHECK_SUPPORT_JSON_WRITER_H
#define TIMERCHECK_SUPPORT_JSON_WRITER_H

#include <stddef.h>
#include <stdio.h>

#define JSON_MAX_DEPTH 32

struct json_writer {
	FILE *out;
	int depth;
	int after_key;			/* a key was written; the value follows on the same line */
	int count[JSON_MAX_DEPTH];	/* members written so far at each depth */
};

/* Starts a document on out. Writing never fails here; check ferror(out) at the end. */
void json_init(struct json_writer *w, FILE *out);
/* Ends the document (a final newline). */
void json_finish(struct json_writer *w);

void json_begin_object(struct json_writer *w);
void json_end_object(struct json_writer *w);
void json_begin_array(struct json_writer *w);
void json_end_array(struct json_writer *w);
/* Writes an object member's key; the next call writes its value. */
void json_key(struct json_writer *w, const char *key);

/* A string value; NULL writes null. */
void json_string(struct json_writer *w, const char *s);
void json_string_len(struct json_writer *w, const char *s, size_t len);
void json_int(struct json_writer *w, long long v);
void json_bool(struct json_writer *w, int v);
void json_null(struct json_writer *w);

/* Shorthands for a key and its value. */
void json_kv_string(struct json_writer *w, const char *key, const char *s);
void json_kv_int(struct json_writer *w, const char *key, long long v);

/*
 * Writes s (len bytes) as the inside of a JSON string (no quotes), escaped
 * as described above. Cannot fail.
 */
void json_write_escaped(FILE *out, const char *s, size_t len);

/*
 * Length of the valid UTF-8 sequence at s (at most n bytes), or 0 if the
 * bytes there are not valid UTF-8 (overlong forms and surrogates included).
 */
size_t utf8_sequence_len(const unsigned char *s, size_t n);

#endif
