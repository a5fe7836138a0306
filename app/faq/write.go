package faq

import (
	"context"
	"database/sql"
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"partage/app"
	"partage/app/db"
	"partage/app/richtext"
)

// GroupInput is what staff write of a group; Lang is read on creation only.
type GroupInput struct {
	Lang     string `json:"lang"`
	Icon     string `json:"icon"`
	Title    string `json:"title"`
	Subtitle string `json:"subtitle"`
}

// QuestionInput is what staff write of a question: its group, the question
// and the answer (plain text or light HTML, sanitized before it is kept).
type QuestionInput struct {
	GroupID  int64  `json:"groupId"`
	Question string `json:"question"`
	Answer   string `json:"answer"`
}

func tooLong(s string, max int) bool { return len([]rune(s)) > max }

func (in *GroupInput) check(creating bool) error {
	in.Title, in.Subtitle, in.Icon = strings.TrimSpace(in.Title), strings.TrimSpace(in.Subtitle), strings.TrimSpace(in.Icon)
	f := app.Fields{}
	if creating && !KnownLang(in.Lang) {
		f.Set("lang", "faqLangChoice", nil)
	}
	known := false
	for _, i := range Icons {
		known = known || i == in.Icon
	}
	if !known {
		f.Set("icon", "faqIconChoice", nil)
	}
	if in.Title == "" {
		f.Set("title", "faqTitleRequired", nil)
	} else if tooLong(in.Title, MaxTitle) {
		f.Set("title", "faqTooLong", app.Params{"max": MaxTitle})
	}
	if tooLong(in.Subtitle, MaxSubtitle) {
		f.Set("subtitle", "faqTooLong", app.Params{"max": MaxSubtitle})
	}
	if len(f) > 0 {
		return app.Invalid("faqInvalid", nil, f)
	}
	return nil
}

// clean checks a question and sanitizes its answer; it answers the answer's folded search text.
func (in *QuestionInput) clean() (string, error) {
	in.Question = strings.TrimSpace(in.Question)
	in.Answer = strings.TrimSpace(richtext.Sanitize(in.Answer))
	text := richtext.PlainText(in.Answer)
	f := app.Fields{}
	if in.GroupID <= 0 {
		f.Set("groupId", "faqGroupRequired", nil)
	}
	if in.Question == "" {
		f.Set("question", "faqQuestionRequired", nil)
	} else if tooLong(in.Question, MaxQuestion) {
		f.Set("question", "faqTooLong", app.Params{"max": MaxQuestion})
	}
	if strings.TrimSpace(text) == "" {
		f.Set("answer", "faqAnswerRequired", nil)
	} else if tooLong(in.Answer, MaxAnswer) {
		f.Set("answer", "faqTooLong", app.Params{"max": MaxAnswer})
	}
	if len(f) > 0 {
		return "", app.Invalid("faqInvalid", nil, f)
	}
	return db.SortKey(in.Question + "\n" + text), nil
}

// codeOf is a group's code made of its title: camelCase ASCII letters and digits.
func codeOf(title string) string {
	var b strings.Builder
	upper := false
	for _, r := range db.SortKey(title) {
		switch {
		case r < unicode.MaxASCII && (unicode.IsLetter(r) || unicode.IsDigit(r)):
			if upper && b.Len() > 0 {
				r = unicode.ToUpper(r)
			}
			b.WriteRune(r)
			upper = false
		default:
			upper = true
		}
		if b.Len() >= 40 {
			break
		}
	}
	if b.Len() == 0 || unicode.IsDigit(rune(b.String()[0])) {
		return "group" + b.String()
	}
	return b.String()
}

// CreateGroup adds a group at the end of its language's FAQ.
func (s *Store) CreateGroup(ctx context.Context, in GroupInput) (Group, error) {
	if err := in.check(true); err != nil {
		return Group{}, err
	}
	var id int64
	err := s.db.Tx(ctx, func(tx *sql.Tx) error {
		var n, next int
		if err := tx.QueryRowContext(ctx, `SELECT count(*), coalesce(max(position), -1) + 1 FROM faq_groups WHERE lang = $1`, in.Lang).Scan(&n, &next); err != nil {
			return err
		}
		if n >= MaxGroups {
			return app.E(app.ECONFLICT, "faqTooManyGroups", app.Params{"max": MaxGroups})
		}
		base := codeOf(in.Title)
		code := base
		for i := 2; ; i++ {
			var taken int
			if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM faq_groups WHERE lang = $1 AND code = $2`, in.Lang, code).Scan(&taken); err != nil {
				return err
			}
			if taken == 0 {
				break
			}
			code = base + strconv.Itoa(i)
		}
		return tx.QueryRowContext(ctx, `INSERT INTO faq_groups (lang, code, icon, title, subtitle, position)
			VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`, in.Lang, code, in.Icon, in.Title, in.Subtitle, next).Scan(&id)
	})
	if err != nil {
		return Group{}, wrap("create group", err)
	}
	return group(ctx, s.db, id)
}

// UpdateGroup changes a group's icon, title and subtitle; its language and code stay.
func (s *Store) UpdateGroup(ctx context.Context, id int64, in GroupInput) (Group, error) {
	if _, err := group(ctx, s.db, id); err != nil {
		return Group{}, err
	}
	if err := in.check(false); err != nil {
		return Group{}, err
	}
	if _, err := s.db.ExecContext(ctx, `UPDATE faq_groups SET icon = $1, title = $2, subtitle = $3 WHERE id = $4`,
		in.Icon, in.Title, in.Subtitle, id); err != nil {
		return Group{}, fmt.Errorf("faq: update group: %w", err)
	}
	return group(ctx, s.db, id)
}

// DeleteGroup removes a group. A group that holds questions is removed with
// them only when withQuestions says so; otherwise it is a conflict naming
// how many questions it holds. It answers how many questions went with it.
func (s *Store) DeleteGroup(ctx context.Context, id int64, withQuestions bool) (int, error) {
	var n int
	err := s.db.Tx(ctx, func(tx *sql.Tx) error {
		if _, err := group(ctx, tx, id); err != nil {
			return err
		}
		if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM faq_questions WHERE group_id = $1`, id).Scan(&n); err != nil {
			return err
		}
		if n > 0 && !withQuestions {
			return app.E(app.ECONFLICT, "faqGroupNotEmpty", app.Params{"n": n})
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM faq_questions WHERE group_id = $1`, id); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `DELETE FROM faq_groups WHERE id = $1`, id)
		return err
	})
	return n, wrap("delete group", err)
}

// CreateQuestion adds a question at the end of its group.
func (s *Store) CreateQuestion(ctx context.Context, in QuestionInput) (Question, error) {
	search, err := in.clean()
	if err != nil {
		return Question{}, err
	}
	var id int64
	err = s.db.Tx(ctx, func(tx *sql.Tx) error {
		next, err := questionSlot(ctx, tx, in.GroupID)
		if err != nil {
			return err
		}
		return tx.QueryRowContext(ctx, `INSERT INTO faq_questions (group_id, question, answer, search_text, position)
			VALUES ($1, $2, $3, $4, $5) RETURNING id`, in.GroupID, in.Question, in.Answer, search, next).Scan(&id)
	})
	if err != nil {
		return Question{}, wrap("create question", err)
	}
	return question(ctx, s.db, id)
}

// questionSlot is the position after the last question of group, which must
// exist and have room.
func questionSlot(ctx context.Context, tx *sql.Tx, groupID int64) (int, error) {
	if _, err := group(ctx, tx, groupID); err != nil {
		if app.ErrorCode(err) == app.ENOTFOUND {
			return 0, app.InvalidField("groupId", "faqGroupNotFound", nil)
		}
		return 0, err
	}
	var n, next int
	if err := tx.QueryRowContext(ctx, `SELECT count(*), coalesce(max(position), -1) + 1 FROM faq_questions WHERE group_id = $1`, groupID).Scan(&n, &next); err != nil {
		return 0, err
	}
	if n >= MaxQuestions {
		return 0, app.E(app.ECONFLICT, "faqTooManyQuestions", app.Params{"max": MaxQuestions}).WithField("groupId", "faqTooManyQuestions", app.Params{"max": MaxQuestions})
	}
	return next, nil
}

// UpdateQuestion rewrites a question; a new group moves it to that group's end.
func (s *Store) UpdateQuestion(ctx context.Context, id int64, in QuestionInput) (Question, error) {
	old, err := question(ctx, s.db, id)
	if err != nil {
		return Question{}, err
	}
	if in.GroupID == 0 {
		in.GroupID = old.GroupID
	}
	search, err := in.clean()
	if err != nil {
		return Question{}, err
	}
	err = s.db.Tx(ctx, func(tx *sql.Tx) error {
		if in.GroupID != old.GroupID {
			next, err := questionSlot(ctx, tx, in.GroupID)
			if err != nil {
				return err
			}
			if _, err := tx.ExecContext(ctx, `UPDATE faq_questions SET group_id = $1, position = $2 WHERE id = $3`, in.GroupID, next, id); err != nil {
				return err
			}
		}
		_, err := tx.ExecContext(ctx, `UPDATE faq_questions SET question = $1, answer = $2, search_text = $3 WHERE id = $4`,
			in.Question, in.Answer, search, id)
		return err
	})
	if err != nil {
		return Question{}, wrap("update question", err)
	}
	return question(ctx, s.db, id)
}

// DeleteQuestion removes a question.
func (s *Store) DeleteQuestion(ctx context.Context, id int64) error {
	res, err := s.db.ExecContext(ctx, `DELETE FROM faq_questions WHERE id = $1`, id)
	if err != nil {
		return fmt.Errorf("faq: delete question: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return app.E(app.ENOTFOUND, "faqQuestionNotFound", nil)
	}
	return nil
}

// MoveGroup moves a group one place up (-1) or down (+1) among its language's groups.
func (s *Store) MoveGroup(ctx context.Context, id int64, by int) error {
	return wrap("move group", s.db.Tx(ctx, func(tx *sql.Tx) error {
		g, err := group(ctx, tx, id)
		if err != nil {
			return err
		}
		return swap(ctx, tx, "faq_groups", "lang = $1", g.Lang, id, by)
	}))
}

// MoveQuestion moves a question one place up (-1) or down (+1) within its group.
func (s *Store) MoveQuestion(ctx context.Context, id int64, by int) error {
	return wrap("move question", s.db.Tx(ctx, func(tx *sql.Tx) error {
		q, err := question(ctx, tx, id)
		if err != nil {
			return err
		}
		return swap(ctx, tx, "faq_questions", "group_id = $1", q.GroupID, id, by)
	}))
}

// swap renumbers the rows of table where cond holds, id moved by one place.
// At either end, the move does nothing.
func swap(ctx context.Context, tx *sql.Tx, table, cond string, arg any, id int64, by int) error {
	if by != -1 && by != 1 {
		return app.InvalidField("direction", "faqMoveDirection", nil)
	}
	rows, err := tx.QueryContext(ctx, `SELECT id FROM `+table+` WHERE `+cond+` ORDER BY position, id`, arg)
	if err != nil {
		return err
	}
	var ids []int64
	for rows.Next() {
		var v int64
		if err := rows.Scan(&v); err != nil {
			rows.Close()
			return err
		}
		ids = append(ids, v)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	for i, v := range ids {
		if v == id && i+by >= 0 && i+by < len(ids) {
			ids[i], ids[i+by] = ids[i+by], ids[i]
			break
		}
	}
	for i, v := range ids {
		if _, err := tx.ExecContext(ctx, `UPDATE `+table+` SET position = $1 WHERE id = $2`, i, v); err != nil {
			return err
		}
	}
	return nil
}

// wrap keeps the product's errors as they are and names the step of others.
func wrap(step string, err error) error {
	if err == nil || app.ErrorCode(err) != app.EINTERNAL {
		return err
	}
	return fmt.Errorf("faq: %s: %w", step, err)
}
