-- POST /jwt/login (spec §7) as many people signing in from many places: the
-- BENCH_LOGINS accounts run.sh made (bench1@bench.local …) in turn, each
-- request from an address of its own (X-Forwarded-For, from the IPv6
-- documentation range; the bench server trusts 127.0.0.1 as its proxy). The
-- sign-in limits, which slow a flood on one account or from one address, stay
-- out of the way, so the line measures password hashing (bcrypt) as before.
local accounts = tonumber(os.getenv("BENCH_LOGINS") or "32")
local n = 0
request = function()
  n = n + 1
  local i = n % accounts + 1
  local body = string.format('{"email":"bench%d@bench.local","password":"bench-password-%d"}', i, i)
  local headers = {
    ["Content-Type"] = "application/json",
    ["Accept"] = "application/json",
    ["X-Forwarded-For"] = string.format("2001:db8:%x:%x::1", math.random(0, 65535), math.random(0, 65535)),
  }
  return wrk.format("POST", nil, headers, body)
end
