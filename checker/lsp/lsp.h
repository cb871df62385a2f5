/*
 * timercheck --lsp: a Language Server Protocol server on standard input and
 * output, for editors (docs/integration.md). The server's own modules are
 * transport (framing), rpc (messages), server and handlers (the protocol),
 * documents (open buffers), scheduler (debouncing), workspace (the analysis
 * of the compile database) and diagnostics and publish (the results).
 */
#ifndef TIMERCHECK_LSP_LSP_H
#define TIMERCHECK_LSP_LSP_H

#include "analysis/packs.h"
#include "input/cli.h"

/*
 * Serves one client until it sends "exit" or closes standard input. Nothing
 * but protocol messages is written to standard output (the server keeps a
 * private copy of it and points file descriptor 1 at standard error).
 * Returns the exit status: 0 after shutdown and exit, 1 when the client
 * exits without shutdown or goes away (as the protocol says), 3 when the
 * server cannot start.
 */
int lsp_serve(const struct cli *cli, const struct model *model);

#endif
