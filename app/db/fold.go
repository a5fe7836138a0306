package db

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// folds spells each accented Latin letter (Latin-1 and Latin Extended-A) as
// it is written without accent, lower-cased, ligatures spelled out — the
// letters of PostgreSQL's unaccent rules, so both engines agree.
var folds = foldTable()

func foldTable() map[rune]string {
	folds := map[rune]string{}
	for _, row := range []string{
		"aÀÁÂÃÄÅàáâãäåĀāĂăĄą", "cÇçĆćĈĉĊċČč", "dÐðĎďĐđ", "eÈÉÊËèéêëĒēĔĕĖėĘęĚě",
		"gĜĝĞğĠġĢģ", "hĤĥĦħ", "iÌÍÎÏìíîïĨĩĪīĬĭĮįİı", "jĴĵ", "kĶķ", "lĹĺĻļĽľĿŀŁł",
		"nÑñŃńŅņŇňŊŋ", "oÒÓÔÕÖØòóôõöøŌōŎŏŐő", "qĸ", "rŔŕŖŗŘř", "sŚśŜŝŞşŠšſ",
		"tŢţŤťŦŧ", "uÙÚÛÜùúûüŨũŪūŬŭŮůŰűŲų", "wŴŵ", "yÝýÿŶŷŸ", "zŹźŻżŽž",
	} {
		to, _ := utf8.DecodeRuneInString(row)
		for _, r := range row[utf8.RuneLen(to):] {
			folds[r] = string(to)
		}
	}
	// Typographic apostrophes (typed by phones and word processors) read as the
	// plain one, so "l'ete" finds "L’été".
	for _, r := range "\u2018\u2019\u02bc" {
		folds[r] = "'"
	}
	for from, to := range map[rune]string{'Æ': "ae", 'æ': "ae", 'Œ': "oe", 'œ': "oe", 'ß': "ss", 'Þ': "th", 'þ': "th", 'Ĳ': "ij", 'ĳ': "ij"} {
		folds[from] = to
	}
	return folds
}

// SortKey is a name as a French reader orders and searches it: lower-cased,
// accents removed, ligatures spelled out ("Élodie" → "elodie", "Œuvre" →
// "oeuvre", "Straße" → "strasse"). Stores write it beside the name on every
// write, into the column their lists sort by (users.sort_name, clients.sort_name,
// tasks.sort_title), and order by it, then by id.
func SortKey(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		switch f, ok := folds[r]; {
		case ok:
			b.WriteString(f)
		case unicode.Is(unicode.Mn, r): // a combining accent, as in a decomposed "é"
		default:
			b.WriteRune(unicode.ToLower(r))
		}
	}
	return b.String()
}
