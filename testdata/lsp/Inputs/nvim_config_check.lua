-- Runs after tools/editors/timercheck.lua (testdata/lsp/neovim-config.test):
-- opens each file named in TC_FILES (relative to the current folder), waits
-- for timercheck's diagnostics on it, and writes to TC_OUT its filetype,
-- the servers attached to it and the diagnostics, sorted. Quits.
local out = {}
local severity = { 'error', 'warning', 'note', 'hint' }

local function say(line) table.insert(out, line) end

local function dump(bufnr, file)
  local names = {}
  for _, client in pairs(vim.lsp.buf_get_clients(bufnr)) do
    table.insert(names, client.name)
  end
  say(string.format('# %s filetype=%s clients=%s', file, vim.bo[bufnr].filetype,
    table.concat(names, ',')))
  local diags = vim.diagnostic.get(bufnr)
  table.sort(diags, function(a, b)
    if a.lnum ~= b.lnum then return a.lnum < b.lnum end
    return a.col < b.col
  end)
  for _, d in ipairs(diags) do
    say(string.format('%s:%d:%d: %s: %s [%s] (%s)', file, d.lnum + 1, d.col + 1,
      severity[d.severity] or '?', d.message, tostring(d.code), tostring(d.source)))
  end
end

local function main()
  for file in string.gmatch(vim.env.TC_FILES, '%S+') do
    vim.cmd('edit ' .. vim.fn.fnameescape(file))
    local bufnr = vim.api.nvim_get_current_buf()
    local ok = vim.wait(60000, function() return #vim.diagnostic.get(bufnr) > 0 end, 50)
    if not ok then say('timed out waiting for diagnostics on ' .. file) end
    dump(bufnr, file)
  end
  for _, client in pairs(vim.lsp.get_active_clients()) do
    client.stop()
  end
  vim.wait(10000, function() return #vim.lsp.get_active_clients() == 0 end, 50)
end

local ok, err = pcall(main)
if not ok then say('error: ' .. tostring(err)) end
vim.fn.writefile(out, vim.env.TC_OUT)
vim.cmd(ok and 'qall!' or 'cquit!')
