package invoice

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"partage/app"
	"partage/app/audit"
	"partage/app/registry"
)

const clientColumns = `c.id, c.name, c.company, c.email, c.address, c.country, c.contact`

func scanClient(row interface{ Scan(...any) error }) (Client, error) {
	var c Client
	err := row.Scan(&c.ID, &c.Name, &c.Company, &c.CompanyEmail, &c.Address, &c.Country, &c.Contact)
	return c, err
}

func (s *Store) clients(ctx context.Context, query string, args ...any) ([]Client, error) {
	rows, err := s.db.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, fmt.Errorf("invoice store: clients: %w", err)
	}
	defer rows.Close()
	out := []Client{}
	for rows.Next() {
		c, err := scanClient(rows)
		if err != nil {
			return nil, fmt.Errorf("invoice store: clients: %w", err)
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

// CreateClient adds a client. Clients are tiers of the cooperative's
// register (the clients table): the row is written by the register, which
// records it in the audit log in the same transaction; the actor is the one
// ctx names (audit.WithActor), or the user by.
func (s *Store) CreateClient(ctx context.Context, by int64, in ClientInput) (Client, error) {
	if err := in.normalize(); err != nil {
		return Client{}, err
	}
	c := Client{Name: in.Name, Company: in.Company, CompanyEmail: in.Email, Address: in.Address, Country: in.Country, Contact: in.Contact}
	err := s.db.Tx(ctx, func(tx *sql.Tx) error {
		a := audit.ActorFrom(ctx)
		if a.ID == 0 && by != 0 {
			a.ID = by
			if err := tx.QueryRowContext(ctx, `SELECT full_name FROM users WHERE id = $1`, by).Scan(&a.Name); err != nil && !errors.Is(err, sql.ErrNoRows) {
				return fmt.Errorf("invoice store: create client: %w", err)
			}
		}
		var err error
		c.ID, err = registry.CreateClientTx(ctx, tx, a, registry.QuickClient{Name: c.Name, Company: c.Company, Email: c.CompanyEmail,
			Address: c.Address, Country: c.Country, Phone: c.Contact}, s.now())
		return err
	})
	if err != nil {
		return Client{}, fmt.Errorf("invoice store: %w", err)
	}
	return c, nil
}

// FindClientByID returns a client, or a not-found error.
func (s *Store) FindClientByID(ctx context.Context, id int64) (Client, error) {
	c, err := scanClient(s.db.QueryRowContext(ctx, `SELECT `+clientColumns+` FROM clients c WHERE c.id = $1`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return Client{}, app.E(app.ENOTFOUND, "clientNotFound", nil)
	} else if err != nil {
		return Client{}, fmt.Errorf("invoice store: client %d: %w", id, err)
	}
	return c, nil
}

// SearchClients returns up to limit clients whose name or e-mail holds q, by name; all of them by name when q is empty.
func (s *Store) SearchClients(ctx context.Context, q string, limit int) ([]Client, error) {
	q = strings.TrimSpace(q)
	if q == "" {
		return s.clients(ctx, `SELECT `+clientColumns+` FROM clients c ORDER BY c.sort_name, c.id LIMIT $1`, limit)
	}
	query, args := s.clientIDs(q, nil)
	args = append(args, limit)
	return s.clients(ctx, `SELECT `+clientColumns+` FROM clients c WHERE c.id IN (`+query+`) ORDER BY c.sort_name, c.id`+fmt.Sprintf(` LIMIT $%d`, len(args)), args...)
}

// RecentClients are the clients of the five newest invoices, the newest first (spec §7).
func (s *Store) RecentClients(ctx context.Context) ([]Client, error) {
	return s.clients(ctx, `SELECT `+clientColumns+` FROM clients c JOIN (SELECT client_id, max(id) AS last FROM
		(SELECT client_id, id FROM invoices ORDER BY id DESC LIMIT 5) newest GROUP BY client_id) r ON r.client_id = c.id ORDER BY r.last DESC`)
}

// ClientInvoices returns a client's newest invoices (at most limit), newest first,
// and how many the client has in all: the register's page of a tiers shows them.
func (s *Store) ClientInvoices(ctx context.Context, clientID int64, limit int) ([]Invoice, int, error) {
	var total int
	if err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM invoices WHERE client_id = $1`, clientID).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("invoice store: invoices of client %d: %w", clientID, err)
	}
	out := []Invoice{}
	if total == 0 {
		return out, 0, nil
	}
	rows, err := s.db.QueryContext(ctx, `SELECT `+invoiceColumns+invoiceFrom+` WHERE i.client_id = $1 ORDER BY i.id DESC LIMIT $2`, clientID, limit)
	if err != nil {
		return nil, 0, fmt.Errorf("invoice store: invoices of client %d: %w", clientID, err)
	}
	defer rows.Close()
	today := s.Today()
	for rows.Next() {
		v, err := scanInvoice(rows, today)
		if err != nil {
			return nil, 0, fmt.Errorf("invoice store: invoices of client %d: %w", clientID, err)
		}
		out = append(out, v)
	}
	return out, total, rows.Err()
}
