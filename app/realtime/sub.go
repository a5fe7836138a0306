package realtime

import "sync"

// Sub is one open stream: the events waiting for it, and how it is told they
// are there. An idle stream holds no buffer: ten thousand open tabs should
// cost the server little more than their connections.
type Sub struct {
	UserID int64

	mu      sync.Mutex
	queue   []*Event // pointers: one event is shared by all its streams
	wake    func()   // told when the queue stops being empty, and when the stream is dropped
	dropped bool
}

func newSub(userID int64) *Sub { return &Sub{UserID: userID} }

// OnReady sets what to call when events are waiting (at once if some already
// are) and when the hub drops the stream. fn must not block: it is called
// while the hub delivers to other streams.
func (s *Sub) OnReady(fn func()) {
	s.mu.Lock()
	s.wake = fn
	now := len(s.queue) > 0 || s.dropped
	s.mu.Unlock()
	if now {
		fn()
	}
}

// Notify is an OnReady for a consumer that waits on a channel: ch gets a
// value (if it has room) whenever events are waiting.
func Notify(ch chan struct{}) func() {
	return func() {
		select {
		case ch <- struct{}{}:
		default:
		}
	}
}

// Take returns the events waiting, oldest first, and empties the queue.
func (s *Sub) Take() []*Event {
	s.mu.Lock()
	q := s.queue
	s.queue = nil
	s.mu.Unlock()
	return q
}

// Pending reports whether events are waiting.
func (s *Sub) Pending() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.queue) > 0
}

// Dropped reports whether the hub dropped the stream: it fell behind, or the
// hub is closing. The client should reconnect and replay.
func (s *Sub) Dropped() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.dropped
}

// push queues ev unless limit events already wait; the first one waiting wakes the consumer.
func (s *Sub) push(ev *Event, limit int) bool {
	s.mu.Lock()
	if s.dropped {
		s.mu.Unlock()
		return true
	}
	if len(s.queue) >= limit {
		s.mu.Unlock()
		return false
	}
	s.queue = append(s.queue, ev)
	wake := s.wake
	first := len(s.queue) == 1
	s.mu.Unlock()
	if first && wake != nil {
		wake()
	}
	return true
}

func (s *Sub) drop() {
	s.mu.Lock()
	if s.dropped {
		s.mu.Unlock()
		return
	}
	s.dropped = true
	s.queue = nil
	wake := s.wake
	s.mu.Unlock()
	if wake != nil {
		wake()
	}
}
