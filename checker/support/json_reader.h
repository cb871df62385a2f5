/*
 * A strict JSON (RFC 8259) reader: parses a buffer of a given length (it need
 * not be NUL-terminated, so a message read off a socket can be parsed where
 * it lies) into a tree of values, for compile_commands.json and for the
 * JSON-RPC messages of a language server.
 *
 * Strict means: exactly one value with only JSON's four whitespace bytes
 * around it, no comments, no trailing commas, no single quotes; strings must
 * be valid UTF-8 and every \uXXXX surrogate must be half of a pair; a key may
 * appear only once in an object (a duplicate is an error, so no two readers
 * of the same file can disagree on which one counts). Input size, nesting
 * depth and the number of values are bounded (struct json_limits), so a
 * hostile document costs at most a bounded amount of memory and time.
 */
#ifndef TIMERCHECK_SUPPORT_JSON_READER_H
#define TIMERCHECK_SUPPORT_JSON_READER_H

#include <stddef.h>

#include "support/util.h"

enum json_type {
	JSON_NULL,
	JSON_BOOL,
	JSON_NUMBER,
	JSON_STRING,
	JSON_ARRAY,
	JSON_OBJECT,
};

struct json_member;

struct json_value {
	enum json_type type;
	unsigned line, column;	/* where the value starts: 1-based; the column counts bytes */
	size_t len;		/* string: bytes; number: characters; array: elements; object: members */
	union {
		int boolean;			/* JSON_BOOL */
		char *text;			/* JSON_STRING: the decoded UTF-8, NUL-terminated
						   (a \u0000 escape puts a NUL inside: compare len);
						   JSON_NUMBER: the number as written */
		struct json_value *items;	/* JSON_ARRAY */
		struct json_member *members;	/* JSON_OBJECT, in document order */
	} u;
};

struct json_member {
	char *key;		/* decoded, NUL-terminated */
	size_t key_len;
	unsigned line, column;	/* where the key starts */
	struct json_value value;
};

struct json_limits {
	size_t max_bytes;	/* longest input accepted */
	unsigned max_depth;	/* arrays and objects nested at most this deep */
	size_t max_values;	/* values in the whole document, at most */
};

/*
 * The defaults: 1 GiB (what read_file() accepts), 256 levels, 2^25 values
 * (a value costs 32 bytes, so the tree of a hostile document of one-byte
 * values stays near 1 GiB too).
 */
extern const struct json_limits json_default_limits;

/*
 * Parses len bytes at text into *out. limits may be NULL (the defaults).
 * Returns 0, or -1 with *out zeroed and a malloc'd message in *err of the
 * form "line L, column C: what was expected, and what was found".
 */
int json_parse(const char *text, size_t len, const struct json_limits *limits,
	       struct json_value *out, char **err);

/* Frees everything *v owns (not v itself) and leaves it JSON_NULL. */
void json_release(struct json_value *v);

/* The member of object named key, or NULL (also when object is not an object). */
const struct json_value *json_get(const struct json_value *object, const char *key);
/* Element i of array, or NULL (also when array is not an array). */
const struct json_value *json_at(const struct json_value *array, size_t i);
/* The text of a string value, or NULL when v is NULL or not a string. */
const char *json_text(const struct json_value *v);
/* An integer number that fits a long long: 0 and *out, else -1. */
int json_integer(const struct json_value *v, long long *out);
/*
 * Appends s (len bytes) to sb in double quotes for a message: '"' and '\\'
 * escaped, control characters and bytes that are not UTF-8 as \xNN, so a
 * hostile name cannot start a new line or forge one.
 */
void json_quote(struct strbuf *sb, const char *s, size_t len);
/* "null", "a boolean", "a number", "a string", "an array", "an object": for messages. */
const char *json_type_name(enum json_type type);

#endif
