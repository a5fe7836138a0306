package profile

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"partage/app"
)

// Poll is a poll with its options; the votes stay hidden (null) until the
// viewer voted or the poll closed.
type Poll struct {
	ID       int64        `json:"id"`
	Question string       `json:"question"`
	Closed   bool         `json:"closed"`
	MyVote   *int64       `json:"myVote"`
	Total    int64        `json:"total"`
	Options  []PollOption `json:"options"`
	CanClose bool         `json:"canClose"`
	owner    int64
}

// PollOption is one answer of a poll.
type PollOption struct {
	ID    int64  `json:"id"`
	Label string `json:"label"`
	Votes *int64 `json:"votes"`
}

// NewPoll is a poll as asked.
type NewPoll struct {
	Question string   `json:"question"`
	Options  []string `json:"options"`
}

// polls are the polls matching where ($1 its argument), newest first, as v sees them.
func (s *Store) polls(ctx context.Context, v Viewer, where string, arg any, limit int) ([]Poll, error) {
	out := []Poll{}
	err := s.each(ctx, `SELECT id, owner_id, question, closed_at FROM polls WHERE `+where+` ORDER BY id DESC LIMIT $2`, []any{arg, limit},
		func(r *sql.Rows) error {
			var p Poll
			var closed sql.NullTime
			if err := r.Scan(&p.ID, &p.owner, &p.Question, &closed); err != nil {
				return err
			}
			p.Closed = closed.Valid
			p.CanClose = !p.Closed && p.owner == v.ID
			p.Options = []PollOption{}
			out = append(out, p)
			return nil
		})
	if err != nil || len(out) == 0 {
		return out, err
	}
	byID := map[int64]*Poll{}
	ids := make([]any, len(out))
	for i := range out {
		byID[out[i].ID] = &out[i]
		ids[i] = out[i].ID
	}
	set := in(1, len(ids))
	err = s.each(ctx, `SELECT poll_id, option_id FROM poll_votes WHERE poll_id IN (`+set+`) AND user_id = $`+strconv.Itoa(len(ids)+1),
		append(append([]any{}, ids...), v.ID), func(r *sql.Rows) error {
			var poll, option int64
			if err := r.Scan(&poll, &option); err != nil {
				return err
			}
			byID[poll].MyVote = &option
			return nil
		})
	if err != nil {
		return nil, err
	}
	err = s.each(ctx, `SELECT id, poll_id, label, votes FROM poll_options WHERE poll_id IN (`+set+`) ORDER BY poll_id, position`, ids,
		func(r *sql.Rows) error {
			var o PollOption
			var poll, votes int64
			if err := r.Scan(&o.ID, &poll, &o.Label, &votes); err != nil {
				return err
			}
			p := byID[poll]
			p.Total += votes
			if p.Closed || p.MyVote != nil {
				n := votes
				o.Votes = &n
			}
			p.Options = append(p.Options, o)
			return nil
		})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// poll is one poll as v sees it.
func (s *Store) poll(ctx context.Context, v Viewer, id int64) (Poll, error) {
	list, err := s.polls(ctx, v, `id = $1`, id, 1)
	if err != nil {
		return Poll{}, err
	}
	if len(list) == 0 {
		return Poll{}, errPollNotFound
	}
	return list[0], nil
}

// CreatePoll opens a poll on v's own profile: a question and 2 to 6 distinct options.
func (s *Store) CreatePoll(ctx context.Context, v Viewer, in NewPoll) (Poll, error) {
	if _, err := s.Visible(ctx, v, v.ID); err != nil {
		return Poll{}, err
	}
	fields := app.Fields{}
	q, err := oneLine("question", in.Question, MaxQuestion, "pollQuestionRequired", "pollQuestionTooLong")
	if err != nil {
		fields["question"] = app.ErrorFieldTexts(err)["question"]
	}
	var options []string
	if len(in.Options) < MinOptions || len(in.Options) > MaxOptions {
		fields.Set("options", "pollOptionsCount", app.Params{"min": MinOptions, "max": MaxOptions})
	} else {
		seen := map[string]bool{}
		for i, o := range in.Options {
			field := fmt.Sprintf("options.%d", i)
			label, err := oneLine(field, o, MaxOption, "pollOptionRequired", "pollOptionTooLong")
			if err != nil {
				fields[field] = app.ErrorFieldTexts(err)[field]
				continue
			}
			key := strings.ToLower(label)
			if seen[key] {
				fields.Set(field, "pollOptionsDistinct", nil)
				continue
			}
			seen[key] = true
			options = append(options, label)
		}
	}
	if len(fields) > 0 {
		return Poll{}, app.Invalid("checkFields", nil, fields)
	}
	var id int64
	err = s.db.Tx(ctx, func(tx *sql.Tx) error {
		if err := tx.QueryRowContext(ctx, `INSERT INTO polls (owner_id, question, created_at) VALUES ($1, $2, $3) RETURNING id`, v.ID, q, s.now()).Scan(&id); err != nil {
			return err
		}
		for i, label := range options {
			if _, err := tx.ExecContext(ctx, `INSERT INTO poll_options (poll_id, label, position) VALUES ($1, $2, $3)`, id, label, i); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return Poll{}, fmt.Errorf("profile: create poll: %w", err)
	}
	return s.poll(ctx, v, id)
}

// pollOwner reads a poll's owner and whether it is closed, checking that v may see it.
func (s *Store) pollOwner(ctx context.Context, v Viewer, id int64) (int64, bool, error) {
	var owner int64
	var closed sql.NullTime
	err := s.db.QueryRowContext(ctx, `SELECT owner_id, closed_at FROM polls WHERE id = $1`, id).Scan(&owner, &closed)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, false, errPollNotFound
	}
	if err != nil {
		return 0, false, fmt.Errorf("profile: poll %d: %w", id, err)
	}
	if _, err := s.Visible(ctx, v, owner); err != nil {
		if app.ErrorCode(err) == app.EFORBIDDEN {
			return 0, false, errPollNotFound
		}
		return 0, false, err
	}
	return owner, closed.Valid, nil
}

// Vote records v's vote (once: a second vote, even at the same time, is a conflict).
func (s *Store) Vote(ctx context.Context, v Viewer, pollID, optionID int64) (Poll, error) {
	if _, _, err := s.pollOwner(ctx, v, pollID); err != nil {
		return Poll{}, err
	}
	err := s.db.Tx(ctx, func(tx *sql.Tx) error {
		var closed sql.NullTime
		if err := tx.QueryRowContext(ctx, `SELECT closed_at FROM polls WHERE id = $1`, pollID).Scan(&closed); err != nil {
			if errors.Is(err, sql.ErrNoRows) {
				return errPollNotFound
			}
			return err
		}
		if closed.Valid {
			return app.E(app.ECONFLICT, "pollClosed", nil)
		}
		var n int
		if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM poll_options WHERE id = $1 AND poll_id = $2`, optionID, pollID).Scan(&n); err != nil {
			return err
		}
		if n == 0 {
			return app.InvalidField("optionId", "pollOptionUnknown", nil)
		}
		res, err := tx.ExecContext(ctx, `INSERT INTO poll_votes (poll_id, user_id, option_id, created_at) VALUES ($1, $2, $3, $4)
			ON CONFLICT (poll_id, user_id) DO NOTHING`, pollID, v.ID, optionID, s.now())
		if err != nil {
			return err
		}
		if k, err := res.RowsAffected(); err != nil {
			return err
		} else if k == 0 {
			return app.E(app.ECONFLICT, "pollAlreadyVoted", nil)
		}
		_, err = tx.ExecContext(ctx, `UPDATE poll_options SET votes = votes + 1 WHERE id = $1`, optionID)
		return err
	})
	if err != nil {
		if app.ErrorCode(err) != app.EINTERNAL {
			return Poll{}, err
		}
		return Poll{}, fmt.Errorf("profile: vote %d: %w", pollID, err)
	}
	return s.poll(ctx, v, pollID)
}

// ClosePoll closes a poll (its owner); its results then show to everyone.
func (s *Store) ClosePoll(ctx context.Context, v Viewer, id int64) (Poll, error) {
	owner, _, err := s.pollOwner(ctx, v, id)
	if err != nil {
		return Poll{}, err
	}
	if owner != v.ID {
		return Poll{}, app.E(app.EFORBIDDEN, "pollCloseNotAllowed", nil)
	}
	if _, err := s.db.ExecContext(ctx, `UPDATE polls SET closed_at = $1 WHERE id = $2 AND closed_at IS NULL`, s.now(), id); err != nil {
		return Poll{}, fmt.Errorf("profile: close poll %d: %w", id, err)
	}
	return s.poll(ctx, v, id)
}
