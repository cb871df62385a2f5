-- Neovim's own LSP client against timercheck --lsp, for testdata/lsp/neovim.test.
-- Environment: TC_TIMERCHECK (the binary), TC_ROOT (the project), TC_FILE (the
-- file to open, relative to TC_ROOT), TC_OUT (where to write the results).
-- Opens the file, waits for its diagnostics, prints them; appends a bad cast
-- to the buffer without saving, waits, prints; undoes it, waits, prints; quits.
-- Works with vim.lsp.start (Neovim 0.8 and later) and start_client (0.7).
local out = {}
local root, file = vim.env.TC_ROOT, vim.env.TC_FILE
local severity = { 'error', 'warning', 'note', 'hint' }

local function say(line) table.insert(out, line) end

local function dump(bufnr, title)
  say('# ' .. title)
  local diags = vim.diagnostic.get(bufnr)
  table.sort(diags, function(a, b)
    if a.lnum ~= b.lnum then return a.lnum < b.lnum end
    return a.col < b.col
  end)
  for _, d in ipairs(diags) do
    say(string.format('%s:%d:%d: %s: %s [%s] (%s)', file, d.lnum + 1, d.col + 1,
      severity[d.severity] or '?', d.message, tostring(d.code), tostring(d.source)))
    local lsp = d.user_data and d.user_data.lsp or {}
    for _, rel in ipairs(lsp.relatedInformation or {}) do
      local r = rel.location.range.start
      say(string.format('  related %s:%d:%d: %s', vim.fn.fnamemodify(vim.uri_to_fname(rel.location.uri), ':t'),
        r.line + 1, r.character + 1, rel.message))
    end
  end
end

local function wait_for(bufnr, count, title)
  local ok = vim.wait(60000, function() return #vim.diagnostic.get(bufnr) == count end, 50)
  if not ok then say('timed out waiting for ' .. count .. ' diagnostics') end
  dump(bufnr, title)
end

local function main()
  vim.cmd('edit ' .. vim.fn.fnameescape(root .. '/' .. file))
  local bufnr = vim.api.nvim_get_current_buf()
  local config = { name = 'timercheck', cmd = { vim.env.TC_TIMERCHECK, '--lsp' }, root_dir = root }
  local id
  if vim.lsp.start then
    id = vim.lsp.start(config)
  else
    id = vim.lsp.start_client(config)
    vim.lsp.buf_attach_client(bufnr, id)
  end
  wait_for(bufnr, 1, 'on open')
  local saved = vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)
  vim.api.nvim_buf_set_lines(bufnr, -1, -1, false, {
    'static void drv_kick(struct drv *d)', '{', '\td->count--;', '}',
    'void (*drv_hook)(unsigned long) = (void (*)(unsigned long))drv_kick;' })
  wait_for(bufnr, 2, 'a bad cast typed, not saved')
  vim.api.nvim_buf_set_lines(bufnr, 0, -1, false, saved)
  wait_for(bufnr, 1, 'the cast removed again')
  vim.lsp.stop_client(id)
  vim.wait(10000, function() return vim.lsp.get_client_by_id(id) == nil end, 50)
end

local ok, err = pcall(main)
if not ok then say('error: ' .. tostring(err)) end
vim.fn.writefile(out, vim.env.TC_OUT)
vim.cmd(ok and 'qall!' or 'cquit!')
