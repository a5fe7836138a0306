package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"
)

// restartPhase opens the streams again, has bench/run.sh restart the server
// (SIGTERM, then `partage serve` again) and measures the streams coming
// back: each reconnects after the retry the closing server gave it (or the
// last one it had), with Last-Event-ID, as EventSource does, and tries again
// while the server is down.
//
// The protocol with bench/run.sh: this creates BENCH_RESTART_DIR/request;
// run.sh restarts the server and writes BENCH_RESTART_DIR/done: the new pid,
// then the wall-clock times (ns) of the SIGTERM, of the old server's exit and
// of the new one answering /readyz.
func (b *bench) restartPhase(ctx context.Context) error {
	s := b.s
	fmt.Printf("  %-32s %d streams open again at %.0f/s, then the server restarted\n", "restart", s.streams, s.openRate)
	if _, err := b.openStreams(ctx); err != nil {
		return err
	}
	time.Sleep(2 * time.Second) // the arrivals settle
	dropsBefore, presenceBefore := b.dropped.Load(), b.presenceTotal.Load()
	if hwm, err := b.status("VmHWM:"); err == nil {
		fmt.Printf("  %-32s %.1f MB (VmHWM of the server before the restart)\n", "server peak RSS", float64(hwm)/1024)
	}
	done := filepath.Join(s.restartDir, "done")
	os.Remove(done)
	wall0 := time.Now()
	t0 := b.now()
	b.restartAt.Store(t0)
	if err := os.WriteFile(filepath.Join(s.restartDir, "request"), nil, 0o644); err != nil {
		return fmt.Errorf("ask for the restart: %w", err)
	}
	var info []string
	for deadline := time.Now().Add(90 * time.Second); len(info) < 4; {
		if raw, err := os.ReadFile(done); err == nil {
			info = strings.Fields(string(raw))
			continue
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("the server was not restarted within 90 s (no %s)", done)
		}
		time.Sleep(20 * time.Millisecond)
	}
	pid, err := strconv.Atoi(info[0])
	if err != nil {
		return fmt.Errorf("restart: %q is no pid", info[0])
	}
	b.s.serverPID = pid
	at := func(field string) float64 {
		ns, _ := strconv.ParseInt(field, 10, 64)
		return time.Unix(0, ns).Sub(wall0).Seconds()
	}
	for deadline := time.Now().Add(60 * time.Second); b.back.Load() < int64(s.streams) && time.Now().Before(deadline); {
		time.Sleep(20 * time.Millisecond)
	}
	var back []time.Duration
	for _, st := range b.streams {
		if t := st.backAt.Load(); t > 0 {
			back = append(back, time.Duration(t-t0))
		}
	}
	stormPresence := b.presenceTotal.Load() - presenceBefore
	time.Sleep(3 * time.Second) // a stream dropped again after coming back shows by now
	drops := b.dropped.Load() - dropsBefore
	cpu := b.cpuSince(0)
	fmt.Printf("  %-32s SIGTERM at %.2f s, old server gone at %.2f s, new server ready at %.2f s (from the restart's start)\n",
		"server down", at(info[1]), at(info[2]), at(info[3]))
	last := time.Duration(0)
	if len(back) > 0 {
		last = slices.Max(back)
	}
	fmt.Printf("  %-32s %d of %d in %.2f s (p50 %.2f s, p99 %.2f s), %d attempts refused while it was down; %d presence events since%s  budget all <= %.0f s %s\n",
		"streams back after the restart", len(back), s.streams, last.Seconds(), pct(back, 50).Seconds(), pct(back, 99).Seconds(), b.refused.Load(),
		stormPresence, cpuNote(cpu, "stream back (the new server's CPU since it started)", int64(len(back)), time.Microsecond),
		budgetReconnect.Seconds(), verdict(len(back) == s.streams && last <= budgetReconnect))
	if len(back) < s.streams {
		b.fail("%d of %d streams did not come back within 60 s of the restart: %s", s.streams-len(back), s.streams, strings.Join(b.dropNotes, "; "))
	}
	closed := time.Now()
	b.closeStreams()
	cleared, err := b.waitDepartures(ctx)
	if err != nil {
		b.fail("departures after the restart: %v", err)
	}
	fmt.Printf("  %-32s %d dropped after coming back; presence cleared %.2f s after closing\n", "streams closed", drops, cleared.Sub(closed).Seconds())
	if drops > 0 {
		b.fail("%d streams dropped after the restart (the connection ended again): %s", drops, strings.Join(b.dropNotes, "; "))
	}
	return nil
}
