-- timercheck's language server in Neovim's built-in LSP client
-- (docs/integration.md, "Neovim"). Works with Neovim 0.7.2 (Debian 12) and
-- later: it uses neither vim.fs (0.8) nor vim.lsp.start (0.8) when they are
-- missing. Load it from init.lua with `dofile('/path/to/timercheck.lua')`,
-- or try it alone: `nvim --clean -u tools/editors/timercheck.lua file.c`.
--
-- Settings, read when a C buffer opens:
--   vim.g.timercheck_command  the server's command line as a list
--                             (default { 'timercheck', '--lsp' })

-- Headers are C here: Neovim otherwise opens *.h as C++ (filetype cpp),
-- and a C server would never see them.
vim.g.c_syntax_for_h = 1

local clients = {} -- root folder -> client id (Neovim 0.7 has no vim.lsp.start to reuse one)

-- The folder of the nearest compile_commands.json above file (the server
-- also looks in its build/ folder), else of the nearest .git, else file's own.
local function root_of(file)
  local dir = vim.fn.fnamemodify(file, ':p:h')
  local db = vim.fn.findfile('compile_commands.json', vim.fn.fnameescape(dir) .. ';')
  if db ~= '' then
    return vim.fn.fnamemodify(db, ':p:h')
  end
  local git = vim.fn.finddir('.git', vim.fn.fnameescape(dir) .. ';')
  if git ~= '' then
    return vim.fn.fnamemodify(git, ':p:h:h')
  end
  return dir
end

local function attach(bufnr)
  local file = vim.api.nvim_buf_get_name(bufnr)
  -- C++ sources stay clangd's; a header some plugin made cpp is still C.
  if file == '' or (vim.bo[bufnr].filetype == 'cpp' and not file:match('%.h$')) then
    return
  end
  local root = root_of(file)
  local config = {
    name = 'timercheck',
    cmd = vim.g.timercheck_command or { 'timercheck', '--lsp' },
    root_dir = root,
  }
  if vim.lsp.start then
    vim.lsp.start(config, { bufnr = bufnr })
    return
  end
  local id = clients[root]
  if not id or not vim.lsp.get_client_by_id(id) then
    id = vim.lsp.start_client(config)
    clients[root] = id
  end
  if id then
    vim.lsp.buf_attach_client(bufnr, id)
  end
end

vim.api.nvim_create_autocmd('FileType', {
  pattern = { 'c', 'cpp' },
  group = vim.api.nvim_create_augroup('timercheck', { clear = true }),
  callback = function(args) attach(args.buf) end,
})
