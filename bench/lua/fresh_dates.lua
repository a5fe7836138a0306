-- Like fresh.lua, and the date moves too: request n asks asOf= a day between
-- BENCH_FROM and BENCH_TO (YYYY-MM-DD, the span of the register), a different
-- one at every request, so that each answer is computed from another
-- checkpoint and the entries after it (wrk.path must not hold an asOf).
local function day(s)
  local y, m, d = s:match("^(%d+)-(%d+)-(%d+)$")
  assert(y, "BENCH_FROM and BENCH_TO must be YYYY-MM-DD dates")
  return os.time({ year = tonumber(y), month = tonumber(m), day = tonumber(d), hour = 12 })
end
local from = day(os.getenv("BENCH_FROM") or "")
local span = math.max(1, math.floor((day(os.getenv("BENCH_TO") or "") - from) / 86400) + 1)
local n = 0
request = function()
  n = n + 1
  local sep = wrk.path:find("?", 1, true) and "&" or "?"
  local at = os.date("%Y-%m-%d", from + ((n * 7919 + math.random(span)) % span) * 86400)
  return wrk.format(nil, wrk.path .. sep .. "asOf=" .. at .. "&fresh=" .. n .. "." .. math.random(1e9))
end
