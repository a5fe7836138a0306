package seed

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"partage/app/db"
)

// blogCommentSeed is one demo comment: who writes it and what.
type blogCommentSeed struct {
	author string // e-mail of a demo user
	body   string
}

// blogCommentPool are the readers' comments, in French and English, dealt
// out over the published demo posts, three or four each.
var blogCommentPool = []blogCommentSeed{
	{"member@demo.com", "Merci pour ce point clair ! J’en parlerai à l’atelier la semaine prochaine."},
	{"client@demo.com", "Thanks for sharing this. Is there a way to get the slides after the meeting?"},
	{"agathe.aubert@exemple.coop", "Très bonne nouvelle pour la coopérative.\nHâte de voir la suite."},
	{"manager@demo.com", "Pour répondre aux questions : tout sera aussi envoyé par e-mail aux sociétaires."},
	{"baptiste.barbier@exemple.coop", "Great write-up. The figures in the second part are very helpful."},
	{"celine.carpentier@exemple.coop", "Est-ce que les membres qui ne peuvent pas venir pourront voter par procuration ?"},
	{"accountant@demo.com", "Les montants indiqués sont ceux arrêtés au dernier trimestre."},
	{"elodie.etienne@exemple.coop", "I love how open the cooperative is about these decisions."},
	{"gaelle.gautier@exemple.coop", "Petite coquille dans le troisième paragraphe, mais sinon tout est parfait."},
	{"mathilde.olivier@exemple.coop", "Could you add the date to the calendar as well?"},
	{"client@demo.com", "Très intéressant, merci à toute l’équipe."},
	{"member@demo.com", "Count me in for the volunteer group!"},
	{"viewer@demo.com", "Article partagé avec mon équipe, merci."},
	{"nicolas.perrin@exemple.coop", "Une visite des locaux est-elle prévue pour les nouveaux membres ?"},
	{"quentin.tessier@exemple.coop", "Clear and to the point, as always."},
}

// blogCommentHidden is the comment the moderation hid, with its reason.
var blogCommentHidden = blogCommentSeed{"rachel.vidal@exemple.coop", "Gagnez 500 € par jour depuis chez vous !!! Cliquez sur mon profil."}

const blogCommentHiddenReason = "Publicité"

// demoBlogComments loads readers' comments on the published demo posts,
// oldest post first: three or four each, written a few hours after the
// post, and one advertisement hidden by the moderation on the third post.
func demoBlogComments(ctx context.Context, d *db.DB) error {
	rows, err := d.QueryContext(ctx, `SELECT id, published_at, created_at FROM blog_posts
		WHERE status = 'published' ORDER BY COALESCE(published_at, created_at), id`)
	if err != nil {
		return fmt.Errorf("seed: blog comments: posts: %w", err)
	}
	type post struct {
		id int64
		at time.Time
	}
	var posts []post
	for rows.Next() {
		var p post
		var published sql.NullTime
		if err := rows.Scan(&p.id, &published, &p.at); err != nil {
			rows.Close()
			return fmt.Errorf("seed: blog comments: posts: %w", err)
		}
		if published.Valid {
			p.at = published.Time // read apart: on SQLite a COALESCE of two times is text
		}
		posts = append(posts, p)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return fmt.Errorf("seed: blog comments: posts: %w", err)
	}
	users := map[string]int64{}
	userOf := func(email string) (int64, error) {
		if id, ok := users[email]; ok {
			return id, nil
		}
		var id int64
		err := d.QueryRowContext(ctx, `SELECT id FROM users WHERE email = $1`, email).Scan(&id)
		if errors.Is(err, sql.ErrNoRows) {
			return 0, fmt.Errorf("seed: blog comments: no user %s", email)
		} else if err != nil {
			return 0, fmt.Errorf("seed: blog comments: user %s: %w", email, err)
		}
		users[email] = id
		return id, nil
	}
	admin, err := userOf("admin@demo.com")
	if err != nil {
		return err
	}
	now := time.Now().UTC().Truncate(time.Second)
	next := 0
	for i, p := range posts {
		n := 3 + i%2
		for k := 0; k < n; k++ {
			c := blogCommentPool[next%len(blogCommentPool)]
			hidden := i == 2 && k == 1
			if hidden {
				c = blogCommentHidden
			} else {
				next++
			}
			author, err := userOf(c.author)
			if err != nil {
				return err
			}
			// A few hours after the post, and never later than now (a post of this morning).
			at := p.at.UTC().Add(time.Duration(k+1)*3*time.Hour + time.Duration(i*17)*time.Minute)
			if limit := now.Add(-time.Duration(n-k) * time.Minute); at.After(limit) {
				at = limit
			}
			if hidden {
				_, err = d.ExecContext(ctx, `INSERT INTO blog_comments (post_id, author_id, body, hidden, hidden_by, hidden_reason, hidden_at, created_at, updated_at)
					VALUES ($1, $2, $3, TRUE, $4, $5, $6, $6, $6)`, p.id, author, c.body, admin, blogCommentHiddenReason, at)
			} else {
				_, err = d.ExecContext(ctx, `INSERT INTO blog_comments (post_id, author_id, body, created_at, updated_at)
					VALUES ($1, $2, $3, $4, $4)`, p.id, author, c.body, at)
			}
			if err != nil {
				return fmt.Errorf("seed: blog comments: %w", err)
			}
		}
	}
	return nil
}
