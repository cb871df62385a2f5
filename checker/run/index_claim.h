/*
 * Claims in a Kbuild index folder (index.h): a finding whose primary
 * location is in a header is seen by the CHECK call of every file that
 * includes the header; the first call to claim it prints it, the others do
 * not. A claim names the finding (a hash of its rule, location and message)
 * and the main file of the call that printed it, and is signed with this
 * user's index key (index_key.h), so a claim shipped in a tree cannot hide
 * a finding. Claims are decided under an exclusive lock on the folder's
 * .claims.lock, so parallel `make -j` calls agree on one printer.
 * docs/integration.md, "Kbuild".
 */
#ifndef TIMERCHECK_RUN_INDEX_CLAIM_H
#define TIMERCHECK_RUN_INDEX_CLAIM_H

#include "analysis/findings.h"
#include "run/index_key.h"

struct claim_folder {
	int dirfd;			/* the index folder (borrowed) */
	unsigned long long salt;	/* this build's salt: claims of other builds are stale */
	const unsigned char *key;	/* INDEX_KEY_SIZE bytes (borrowed) */
	const char *claimant;		/* main file of this call, absolute */
};

/*
 * Whether this call prints f, a finding whose primary location is in a
 * header: yes when no current claim of another call exists (this call then
 * claims it), or the claim is this call's own (refreshed). A claim is
 * current when it is signed with this user's key and its call's index entry
 * is not newer than it (a call that ran again without the finding leaves
 * it stale). Any failure to lock, read or write answers yes: a finding
 * printed twice is better than one never printed. Cannot fail.
 */
int index_claim_prints(const struct claim_folder *cf, const struct finding *f);

/* Takes and releases the folder's claim lock around a batch of index_claim_prints(). Returns an fd or -1. */
int index_claim_lock(int dirfd);
void index_claim_unlock(int lockfd);

#endif
