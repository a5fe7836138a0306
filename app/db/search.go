package db

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Search names where a list looks for what someone typed. Every list's
// search goes through Matches, so "assemblee" finds "Assemblée générale" and
// "ELODIE" finds "Élodie" everywhere, on both engines, along the indexes:
//   - a name is searched through its sort key (SortKey: lower-case, accents
//     removed, ligatures spelled out), compared with the text folded the same
//     way: a trigram index on the key serves it on PostgreSQL (pg_trgm), the
//     table's full-text index on SQLite for three letters or more;
//   - usernames and e-mail addresses, written in ASCII, the same way
//     through lower(column);
//   - a free text (a mail's subject) has no key: PostgreSQL compares
//     folded(column) with folded(text), folded being lower(unaccent(…)) and
//     immutable so a trigram index on folded(column) serves it; SQLite asks
//     the full-text index (trigram, remove_diacritics) for three letters or
//     more, and otherwise reads the rows with a GLOB whose every letter is the
//     set of its accented and capital forms.
type Search struct {
	// Keys are the sort key columns of the searched names ("u.sort_name").
	Keys []string
	// Plain are the searched columns written in ASCII ("u.username", "u.email").
	Plain []string
	// Texts are the searched free texts ("e.subject").
	Texts []string
	// FTS is the SQLite full-text table over those columns (the keys for the
	// names), whose rowid is the row's id; ID is that id as the query names it
	// ("u.id"). FTSColumns restricts the search to some of the table's columns.
	FTS, ID    string
	FTSColumns []string
}

// minFTS is the shortest text the trigram index answers.
const minFTS = 3

// Matches returns the condition "one of s's columns holds text, whatever its
// accents and case", with its arguments appended to args and numbered after
// them ($N), so the condition must come after the ones args already serve.
// Text is trimmed; the caller leaves the condition out when it is empty.
func (d *DB) Matches(s Search, text string, args []any) (string, []any) {
	text = strings.TrimSpace(text)
	folded := SortKey(text)
	if q, ok := d.FTSMatch(s, text); ok {
		args = append(args, q)
		return fmt.Sprintf("%s IN (SELECT rowid FROM %s WHERE %s MATCH $%d)", s.ID, s.FTS, s.FTS, len(args)), args
	}
	var conds []string
	if len(s.Keys)+len(s.Plain) > 0 {
		args = append(args, "%"+escapeLike(folded)+"%")
		for _, c := range s.Keys {
			conds = append(conds, fmt.Sprintf(`%s LIKE $%d ESCAPE '\'`, c, len(args)))
		}
		for _, c := range s.Plain {
			conds = append(conds, fmt.Sprintf(`lower(%s) LIKE $%d ESCAPE '\'`, c, len(args)))
		}
	}
	if len(s.Texts) > 0 && d.Engine == Postgres {
		args = append(args, "%"+escapeLike(text)+"%")
		for _, c := range s.Texts {
			conds = append(conds, fmt.Sprintf(`folded(%s) LIKE folded($%d) ESCAPE '\'`, c, len(args)))
		}
	} else if len(s.Texts) > 0 {
		first := len(args) + 1
		for _, p := range globs(text) {
			args = append(args, p)
		}
		for _, c := range s.Texts {
			for n := first; n <= len(args); n++ {
				conds = append(conds, fmt.Sprintf("%s GLOB $%d", c, n))
			}
		}
	}
	return "(" + strings.Join(conds, " OR ") + ")", args
}

// FTSMatch is the query Matches asks s.FTS for text, and whether it asks
// one: on SQLite, for a Search with a full-text table, from three letters
// on. A list ordered by the rows' ids can join that table instead and read
// it in rowid order, stopping at the end of its page, where Matches' "id IN
// (…)" collects every match first (1,000,000 products, one in twenty a
// match: page 3 in 0.2 ms instead of 31 ms).
func (d *DB) FTSMatch(s Search, text string) (string, bool) {
	if d.Engine != SQLite || s.FTS == "" {
		return "", false
	}
	text = strings.TrimSpace(text)
	// The full-text index holds the keys as they are, the texts with their
	// ligatures spelled out; the tokenizer folds accents and case.
	q := SortKey(text)
	if len(s.Texts) > 0 {
		q = spellLigatures(text)
	}
	if utf8.RuneCountInString(q) < minFTS {
		return "", false
	}
	q = `"` + strings.ReplaceAll(q, `"`, `""`) + `"`
	if len(s.FTSColumns) > 0 {
		q = "{" + strings.Join(s.FTSColumns, " ") + "} : " + q
	}
	return q, true
}

func escapeLike(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}

// ligatures are the letters the SQLite full-text index of free texts holds
// spelled out, as its triggers write them (migration 0016): the trigram
// tokenizer removes accents but keeps "œ" whole.
var ligatures = strings.NewReplacer("œ", "oe", "Œ", "OE", "æ", "ae", "Æ", "AE", "ß", "ss",
	"ø", "o", "Ø", "O", "ł", "l", "Ł", "L", "đ", "d", "Đ", "D", "ħ", "h", "Ħ", "H", "ı", "i",
	"\u2018", "'", "\u2019", "'", "\u02bc", "'")

func spellLigatures(s string) string { return ligatures.Replace(s) }

// forms are, for a folded letter ("e"), every letter folding to it ("eEèéêëÈÉÊË…");
// pairs are, for a folded pair ("oe"), the ligatures folding to it ("Œœ").
var forms, pairs = formsOf(folds)

func formsOf(folds map[rune]string) (forms map[rune]string, pairs map[string]string) {
	forms, pairs = map[rune]string{}, map[string]string{}
	for r := 'a'; r <= 'z'; r++ {
		forms[r] = string(r) + string(unicode.ToUpper(r))
	}
	letters := make([]rune, 0, len(folds))
	for r := range folds {
		letters = append(letters, r)
	}
	slices.Sort(letters)
	for _, from := range letters {
		if to := folds[from]; utf8.RuneCountInString(to) == 1 {
			r, _ := utf8.DecodeRuneInString(to)
			if _, ok := forms[r]; !ok {
				forms[r] = string(r) // "'" matches itself besides "’"
			}
			forms[r] += string(from)
		} else {
			pairs[folds[from]] += string(from)
		}
	}
	return forms, pairs
}

// maxVariants caps how many spellings with and without ligatures a GLOB search tries.
const maxVariants = 8

// globs are the GLOB patterns matching text anywhere whatever its accents and
// case: "ele" gives *[eEéÉ…][lLĺĹ…][eEéÉ…]*, and "oeu" also *[Œœ][uUùÙ…]*.
func globs(text string) []string {
	folded := []rune(SortKey(text))
	out := []string{""}
	for i := 0; i < len(folded); i++ {
		one := class(folded[i])
		lig := ""
		if i+1 < len(folded) {
			lig = pairs[string(folded[i:i+2])]
		}
		if lig == "" || len(out)*2 > maxVariants {
			for k := range out {
				out[k] += one
			}
			continue
		}
		// Either both letters, or the ligature.
		n := len(out)
		for k := 0; k < n; k++ {
			out = append(out, out[k]+"["+lig+"]")
			out[k] += one + class(folded[i+1])
		}
		i++
	}
	for k := range out {
		out[k] = "*" + out[k] + "*"
	}
	return out
}

// class is the GLOB for one folded letter: the set of its forms, or the
// character itself (GLOB's own wildcards written as one-letter sets).
func class(r rune) string {
	if f, ok := forms[r]; ok {
		return "[" + f + "]"
	}
	switch r {
	case '*', '?', '[':
		return "[" + string(r) + "]"
	}
	if u := unicode.ToUpper(r); u != r {
		return "[" + string(r) + string(u) + "]"
	}
	return string(r)
}
