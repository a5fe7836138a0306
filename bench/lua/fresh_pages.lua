-- Like fresh.lua, and the page moves too: request n asks page 1 + n % 50 of
-- the list (wrk.path must not hold a page), so the rows come from all over
-- the first 500 of the order, not from one page the database keeps warm.
local n = 0
request = function()
  n = n + 1
  local sep = wrk.path:find("?", 1, true) and "&" or "?"
  return wrk.format(nil, wrk.path .. sep .. "page=" .. (1 + n % 50) .. "&fresh=" .. n .. "." .. math.random(1e9))
end
