-- Every request asks with a query string never asked before (an extra
-- parameter the list ignores), so no kept answer serves it: the page is read
-- from the database each time.
local n = 0
request = function()
  n = n + 1
  local sep = wrk.path:find("?", 1, true) and "&" or "?"
  return wrk.format(nil, wrk.path .. sep .. "fresh=" .. n .. "." .. math.random(1e9))
end
