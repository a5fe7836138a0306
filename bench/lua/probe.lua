-- Appended to a benchmark script by bench/run.sh for the check before and
-- after each measurement: sends the very same request as the benchmark once
-- (one connection) and writes to $BENCH_PROBE_OUT, atomically:
--   line 1: the status; line 2: the size of the response in bytes (status
--   line, headers and body, as wrk counts them); then the body.
-- wrk always runs for its -d duration, so run.sh stops it once the file exists.
local seen = false
response = function(status, headers, body)
  if seen then return end
  seen = true
  body = body or ""
  local size = #("HTTP/1.1 " .. status .. " OK\r\n") + 2 + #body
  for k, v in pairs(headers) do size = size + #k + #v + 4 end
  local path = os.getenv("BENCH_PROBE_OUT")
  local f = assert(io.open(path .. ".tmp", "w"))
  f:write(tostring(status), "\n", tostring(size), "\n", body)
  f:close()
  assert(os.rename(path .. ".tmp", path))
  wrk.thread:stop()
end
