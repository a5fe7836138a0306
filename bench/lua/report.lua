-- Appended to every benchmark script by bench/run.sh: prints wrk's summary in
-- one fixed line, which run.sh parses (no scraping of wrk's human output).
-- Latencies are in microseconds; duration is wrk's measured run time.
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    "BENCH_RESULT requests=%d duration_us=%d bytes=%d p50_us=%d p99_us=%d status=%d connect=%d read=%d write=%d timeout=%d\n",
    summary.requests, summary.duration, summary.bytes,
    latency:percentile(50), latency:percentile(99),
    e.status, e.connect, e.read, e.write, e.timeout))
end
