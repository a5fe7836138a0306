package seed

import (
	"context"
	"fmt"
	"time"

	"partage/app/db"
)

// The demo staff's profiles: an about text each (covers left empty, no
// photos: the repository holds no picture to reuse), a few posts liked and
// commented between them, and one poll with two votes.
var demoAbouts = map[string]string{
	"admin@demo.com":      "Cogérante de la coopérative depuis sa création. Je m’occupe de la gouvernance, des assemblées générales et des relations avec les partenaires.",
	"manager@demo.com":    "Responsable du sociétariat : j’accueille les nouveaux membres, je suis les candidatures et je prépare les conseils.",
	"accountant@demo.com": "Comptable de la coopérative : parts sociales, dépôts et retraits, factures. Mon bureau est ouvert le mardi et le jeudi.",
	"viewer@demo.com":     "Administrateur bénévole, je relis les comptes et les procès-verbaux avant chaque assemblée.",
}

type demoComment struct {
	author   string
	body     string
	hoursAgo int
}

type demoPost struct {
	author   string
	body     string
	hoursAgo int
	likers   []string
	comments []demoComment
}

var demoPosts = []demoPost{
	{author: "admin@demo.com", hoursAgo: 52,
		body:   "L’assemblée générale aura lieu le samedi 14 juin à la salle des fêtes. Merci de confirmer votre présence avant la fin du mois.",
		likers: []string{"manager@demo.com", "accountant@demo.com", "viewer@demo.com"},
		comments: []demoComment{
			{"manager@demo.com", "Je m’occupe d’envoyer les convocations aux membres cette semaine.", 50},
			{"accountant@demo.com", "Les comptes annuels seront prêts pour le 1er juin.", 47},
		}},
	{author: "manager@demo.com", hoursAgo: 30,
		body:   "Trois nouvelles candidatures reçues via « Rejoignez-nous » cette semaine. Je les présenterai au prochain conseil.",
		likers: []string{"admin@demo.com"},
		comments: []demoComment{
			{"admin@demo.com", "Bravo, le bouche-à-oreille fonctionne !", 28},
		}},
	{author: "accountant@demo.com", hoursAgo: 20,
		body:   "Rappel : les souscriptions de parts reçues après le 15 seront enregistrées le mois suivant.",
		likers: []string{"admin@demo.com", "manager@demo.com"}},
	{author: "admin@demo.com", hoursAgo: 6,
		body:   "Merci à toutes et à tous pour la journée portes ouvertes, nous avons eu plus de soixante visiteurs.",
		likers: []string{"viewer@demo.com"},
		comments: []demoComment{
			{"viewer@demo.com", "Une très belle journée, à refaire au printemps.", 5},
		}},
}

var demoPoll = struct {
	owner    string
	question string
	options  []string
	votes    map[string]int // voter: option index
	hoursAgo int
}{
	owner:    "admin@demo.com",
	question: "Quel créneau préférez-vous pour la prochaine réunion d’équipe ?",
	options:  []string{"Mardi matin", "Jeudi après-midi", "Vendredi midi"},
	votes:    map[string]int{"manager@demo.com": 1, "accountant@demo.com": 1},
	hoursAgo: 26,
}

// demoProfiles adds the demo staff's profiles, posts and poll. It runs once:
// when any post is there it changes nothing.
func demoProfiles(ctx context.Context, d *db.DB) error {
	var n int
	if err := d.QueryRowContext(ctx, `SELECT count(*) FROM posts`).Scan(&n); err != nil {
		return fmt.Errorf("seed: profiles: %w", err)
	}
	if n > 0 {
		return nil
	}
	ids := map[string]int64{}
	idOf := func(email string) (int64, error) {
		if id, ok := ids[email]; ok {
			return id, nil
		}
		var id int64
		if err := d.QueryRowContext(ctx, `SELECT id FROM users WHERE email = $1`, email).Scan(&id); err != nil {
			return 0, fmt.Errorf("seed: profile of %s: %w", email, err)
		}
		ids[email] = id
		return id, nil
	}
	now := time.Now().UTC().Truncate(time.Second)
	ago := func(h int) time.Time { return now.Add(-time.Duration(h) * time.Hour) }
	for _, email := range []string{"admin@demo.com", "manager@demo.com", "accountant@demo.com", "viewer@demo.com"} {
		id, err := idOf(email)
		if err != nil {
			return err
		}
		if _, err := d.ExecContext(ctx, `INSERT INTO profiles (user_id, about, cover, updated_at) VALUES ($1, $2, '', $3)
			ON CONFLICT (user_id) DO NOTHING`, id, demoAbouts[email], now); err != nil {
			return fmt.Errorf("seed: profile of %s: %w", email, err)
		}
	}
	for _, p := range demoPosts {
		author, err := idOf(p.author)
		if err != nil {
			return err
		}
		var post int64
		if err := d.QueryRowContext(ctx, `INSERT INTO posts (author_id, body, like_count, comment_count, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
			author, p.body, len(p.likers), len(p.comments), ago(p.hoursAgo)).Scan(&post); err != nil {
			return fmt.Errorf("seed: post: %w", err)
		}
		for i, email := range p.likers {
			liker, err := idOf(email)
			if err != nil {
				return err
			}
			if _, err := d.ExecContext(ctx, `INSERT INTO post_likes (post_id, user_id, created_at) VALUES ($1, $2, $3)`,
				post, liker, ago(p.hoursAgo).Add(time.Duration(i+1)*time.Minute)); err != nil {
				return fmt.Errorf("seed: like: %w", err)
			}
		}
		for _, c := range p.comments {
			by, err := idOf(c.author)
			if err != nil {
				return err
			}
			if _, err := d.ExecContext(ctx, `INSERT INTO post_comments (post_id, author_id, body, created_at) VALUES ($1, $2, $3, $4)`,
				post, by, c.body, ago(c.hoursAgo)); err != nil {
				return fmt.Errorf("seed: comment: %w", err)
			}
		}
	}
	owner, err := idOf(demoPoll.owner)
	if err != nil {
		return err
	}
	var poll int64
	if err := d.QueryRowContext(ctx, `INSERT INTO polls (owner_id, question, created_at) VALUES ($1, $2, $3) RETURNING id`,
		owner, demoPoll.question, ago(demoPoll.hoursAgo)).Scan(&poll); err != nil {
		return fmt.Errorf("seed: poll: %w", err)
	}
	options := make([]int64, len(demoPoll.options))
	for i, label := range demoPoll.options {
		votes := 0
		for _, choice := range demoPoll.votes {
			if choice == i {
				votes++
			}
		}
		if err := d.QueryRowContext(ctx, `INSERT INTO poll_options (poll_id, label, position, votes) VALUES ($1, $2, $3, $4) RETURNING id`,
			poll, label, i, votes).Scan(&options[i]); err != nil {
			return fmt.Errorf("seed: poll option: %w", err)
		}
	}
	for _, email := range []string{"manager@demo.com", "accountant@demo.com"} { // in a fixed order
		voter, err := idOf(email)
		if err != nil {
			return err
		}
		if _, err := d.ExecContext(ctx, `INSERT INTO poll_votes (poll_id, user_id, option_id, created_at) VALUES ($1, $2, $3, $4)`,
			poll, voter, options[demoPoll.votes[email]], ago(demoPoll.hoursAgo-1)); err != nil {
			return fmt.Errorf("seed: vote: %w", err)
		}
	}
	return nil
}
