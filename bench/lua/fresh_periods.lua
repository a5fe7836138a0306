-- Every request asks the dashboards for another custom period: from a day of
-- the last year to a later one (1 to 365 days long, ending at most at today),
-- so that no answer can be one kept from an earlier request. wrk.path must
-- not hold a period.
local DAY = 86400
local today = os.time()
local n = 0
request = function()
  n = n + 1
  local length = (n * 7919 + math.random(365)) % 365 + 1 -- days, 1..365
  local back = (n * 104729 + math.random(365)) % (366 - length) -- days before today the period ends
  local to = today - back * DAY
  local from = to - (length - 1) * DAY
  local sep = wrk.path:find("?", 1, true) and "&" or "?"
  return wrk.format(nil, wrk.path .. sep .. "period=custom&from=" .. os.date("%Y-%m-%d", from) .. "&to=" .. os.date("%Y-%m-%d", to))
end
