#!/usr/bin/env node
/**
 * French typography of resources/lang/fr.json: a narrow no-break space
 * (U+202F) before « : ; ! ? » and inside « guillemets », and a no-break space
 * after "n°" ("Facture n° 4987" never breaks after n°).
 *
 *   node resources/scripts/french-typography.mjs           lists the texts to mend (exit 1 when any)
 *   node resources/scripts/french-typography.mjs --write   mends them in place (reads and writes at once)
 *
 * Left alone: URLs ("https://…"), times and ratios ("09:00", "16:9"),
 * placeholders ("{{name}}"), code-like text ("{user: {…}}"), and a mark
 * glued to the next character ("a:b", "?page=2"), which is not prose.
 * resources/js/test/french-typography.test.ts runs the same check.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

export const NNBSP = '\u202f'
export const NBSP = '\u00a0'

const HIGH = new Set([':', ';', '!', '?'])
const SPACE = new Set([' ', NBSP])

/** [start, end) spans of text no typography rule applies to: URLs, placeholders, code-like objects. */
function skippedSpans(text) {
  const spans = []
  for (const re of [/\b[a-z][a-z0-9+.-]*:\/\/\S*/gi, /\bmailto:\S+/gi, /\{\{[^}]*\}\}/g, /\{\s*\w+\s*:/g]) {
    for (const m of text.matchAll(re)) spans.push([m.index, m.index + m[0].length])
  }
  return spans
}

/** The text with French typography; a text already right comes back unchanged. */
export function fixFrench(text) {
  const spans = skippedSpans(text)
  const skipped = (i) => spans.some(([a, b]) => i >= a && i < b)
  let out = ''
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (HIGH.has(c) && i > 0 && !skipped(i)) {
      const prev = text[i - 1]
      const next = text[i + 1]
      const glued = next !== undefined && !/[\s"'’)»\]…!?.,]/u.test(next) // "a:b", "?page": not prose
      const digits = c === ':' && /\d/.test(prev) && /\d/.test(next ?? '')
      if (!glued && !digits && !HIGH.has(prev) && prev !== '\n') {
        if (SPACE.has(prev)) out = out.slice(0, -1) + NNBSP
        else if (prev !== NNBSP) out += NNBSP
      }
    }
    out += c
  }
  return out
    .replace(/«[ \u00a0\u202f]?/g, `«${NNBSP}`)
    .replace(/[ \u00a0\u202f]?»/g, `${NNBSP}»`)
    .replace(/\b([nN]°)[ \u202f]?(?=\{\{|\d)/g, `$1${NBSP}`)
}

/** Every text of a nested messages object, as [dotted key, text]. */
export function texts(messages, prefix = '') {
  return Object.entries(messages).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key
    return typeof value === 'string' ? [[path, value]] : texts(value, path)
  })
}

/** The keys whose text is not typeset, with the text and its mended form. */
export function problems(messages) {
  return texts(messages)
    .map(([key, text]) => ({ key, text, fixed: fixFrench(text) }))
    .filter((p) => p.fixed !== p.text)
}

/** messages with every text mended (same keys, same order). */
export function fixMessages(messages) {
  return Object.fromEntries(Object.entries(messages).map(([k, v]) => [k, typeof v === 'string' ? fixFrench(v) : fixMessages(v)]))
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = fileURLToPath(new URL('../lang/fr.json', import.meta.url))
  const messages = JSON.parse(readFileSync(file, 'utf8'))
  const found = problems(messages)
  if (process.argv.includes('--write')) {
    if (found.length) writeFileSync(file, JSON.stringify(fixMessages(messages), null, 2) + '\n')
    console.log(`fr.json: ${found.length} text(s) mended`)
  } else {
    for (const p of found) console.log(`${p.key}: ${JSON.stringify(p.text)}`)
    console.log(`fr.json: ${found.length} text(s) to mend`)
    process.exitCode = found.length ? 1 : 0
  }
}
