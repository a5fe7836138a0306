package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
)

// rss is the server's VmRSS in KB.
func (b *bench) rss() (int64, error) { return b.status("VmRSS:") }

// status is a figure in KB of the server's /proc status (VmRSS:, VmHWM:).
func (b *bench) status(field string) (int64, error) {
	if b.s.serverPID <= 0 {
		return 0, errors.New("BENCH_SERVER_PID not set")
	}
	raw, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", b.s.serverPID))
	if err != nil {
		return 0, err
	}
	for _, line := range strings.Split(string(raw), "\n") {
		if v, ok := strings.CutPrefix(line, field); ok {
			return strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 10, 64)
		}
	}
	return 0, fmt.Errorf("no %s in /proc status", field)
}

// cpu is the server's CPU time so far (user + system), or -1 when unknown.
func (b *bench) cpu() time.Duration {
	if b.s.serverPID <= 0 {
		return -1
	}
	raw, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", b.s.serverPID))
	if err != nil {
		return -1
	}
	// Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
	rest := string(raw)
	if k := strings.LastIndexByte(rest, ')'); k >= 0 {
		rest = rest[k+1:]
	}
	f := strings.Fields(rest)
	if len(f) < 13 {
		return -1
	}
	user, err1 := strconv.ParseInt(f[11], 10, 64)
	sys, err2 := strconv.ParseInt(f[12], 10, 64)
	if err1 != nil || err2 != nil {
		return -1
	}
	return time.Duration(user+sys) * (time.Second / 100) // USER_HZ is 100 on Linux
}

func (b *bench) cpuSince(t0 time.Duration) time.Duration {
	t := b.cpu()
	if t0 < 0 || t < 0 {
		return -1
	}
	return t - t0
}

// cpuNote says how much server CPU a phase took, per unit.
func cpuNote(d time.Duration, unit string, n int64, per time.Duration) string {
	if d < 0 || n <= 0 {
		return ""
	}
	name := map[time.Duration]string{time.Microsecond: "µs", time.Millisecond: "ms"}[per]
	return fmt.Sprintf("; server CPU %.2f s, %.2f %s per %s", d.Seconds(), float64(d)/float64(n)/float64(per), name, unit)
}

// gcLine is one GODEBUG=gctrace=1 line of the server: the heap marked live and the stacks, in MB.
type gcLine struct{ n, live, stacks int }

var gcRE = regexp.MustCompile(`(?m)^gc (\d+) @.* (\d+)->(\d+)->(\d+) MB, (\d+) MB goal, (\d+) MB stacks`)

func (b *bench) lastGC() (gcLine, error) {
	lines, err := b.gcLines()
	if err != nil {
		return gcLine{}, err
	}
	return lines[len(lines)-1], nil
}

// gcLines reads the server's GC trace so far (at least one line).
func (b *bench) gcLines() ([]gcLine, error) {
	if b.s.serverLog == "" {
		return nil, errors.New("BENCH_SERVER_LOG not set")
	}
	raw, err := os.ReadFile(b.s.serverLog)
	if err != nil {
		return nil, err
	}
	var out []gcLine
	for _, m := range gcRE.FindAllSubmatch(raw, -1) {
		n, _ := strconv.Atoi(string(m[1]))
		live, _ := strconv.Atoi(string(m[4]))
		stacks, _ := strconv.Atoi(string(m[6]))
		out = append(out, gcLine{n: n, live: live, stacks: stacks})
	}
	if len(out) == 0 {
		return nil, errors.New("no gctrace lines in the server log: start the server with GODEBUG=gctrace=1")
	}
	return out, nil
}

// gcAfter returns the server's live heap and stacks now, from its GC trace:
// it makes the server allocate, with requests it rejects without touching the
// database (a half-megabyte body that is not valid JSON, sent one at a time),
// until three more cycles have started and ended, and keeps the smallest
// figures of those: what a cycle allocates while it marks counts as live, so
// the smallest is the closest to what the server holds.
func (b *bench) gcAfter(ctx context.Context) (gcLine, error) {
	g, err := b.lastGC()
	if err != nil {
		return g, err
	}
	first := g.n + 2 // g.n+1 may have started before this call
	t, err := b.auth.IssueTokens(ctx, b.users[0])
	if err != nil {
		return g, err
	}
	junk := `{"about": "` + strings.Repeat("x", 512<<10) // never closed: answered 400 once read
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		for range 10 {
			req, _ := http.NewRequestWithContext(ctx, "POST", b.s.base+"/apps/chat/users/profile-user", strings.NewReader(junk))
			req.Header.Set("Authorization", "Bearer "+t.AccessToken)
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set("Accept", "application/json")
			res, err := b.apiC.Do(req)
			if err != nil {
				return g, err
			}
			io.Copy(io.Discard, res.Body)
			res.Body.Close()
		}
		lines, err := b.gcLines()
		if err != nil {
			return g, err
		}
		best, n := gcLine{live: -1}, 0
		for _, l := range lines {
			if l.n < first {
				continue
			}
			n++
			if best.live < 0 || l.live < best.live {
				best.live = l.live
			}
			if best.stacks == 0 || l.stacks < best.stacks {
				best.stacks = l.stacks
			}
			best.n = max(best.n, l.n)
		}
		if n >= 3 {
			return best, nil
		}
	}
	return g, errors.New("the server ran too few GCs in 30 s of requests")
}

func pct(d []time.Duration, p float64) time.Duration {
	if len(d) == 0 {
		return 0
	}
	s := slices.Clone(d)
	slices.Sort(s)
	k := int(float64(len(s))*p/100+0.999999) - 1 // nearest rank
	return s[min(max(k, 0), len(s)-1)]
}

func maxOf(d []time.Duration) time.Duration {
	if len(d) == 0 {
		return 0
	}
	return slices.Max(d)
}

func ms(d time.Duration) string {
	if d >= time.Second {
		return fmt.Sprintf("%.2fs", d.Seconds())
	}
	return fmt.Sprintf("%.2fms", float64(d.Microseconds())/1000)
}
