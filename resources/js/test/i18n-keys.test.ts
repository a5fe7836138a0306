import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..', '..')
const langDir = join(root, 'lang')
const srcDir = join(root, 'js')

type Tree = { [key: string]: string | Tree }

function flatten(tree: Tree, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(path, value)
    else flatten(value, path, out)
  }
  return out
}

const languages = readdirSync(langDir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''))
  .sort()

const dictionaries = new Map(
  languages.map((lng) => [lng, flatten(JSON.parse(readFileSync(join(langDir, `${lng}.json`), 'utf8')) as Tree)]),
)

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'test' ? [] : sourceFiles(path)
    return /\.(ts|tsx)$/.test(name) && !/\.test\.(ts|tsx)$/.test(name) ? [path] : []
  })
}

/** Keys used as a string literal in t('…'), i18n.t("…") or t(`…`) (without ${}). */
function usedKeys(): Map<string, string[]> {
  const used = new Map<string, string[]>()
  const pattern = /\bt\(\s*(['"`])([^'"`$\n]+?)\1/g
  for (const file of sourceFiles(srcDir)) {
    const text = readFileSync(file, 'utf8')
    for (const match of text.matchAll(pattern)) {
      const key = match[2] as string
      used.set(key, [...(used.get(key) ?? []), relative(root, file)])
    }
  }
  return used
}

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort()

describe('translation files', () => {
  it('exist for en, de, fr and pt', () => {
    expect(languages).toEqual(['de', 'en', 'fr', 'pt'])
  })

  for (const lng of languages) {
    for (const other of languages) {
      if (lng === other) continue
      it(`${lng}.json has every key of ${other}.json`, () => {
        const mine = dictionaries.get(lng)!
        const missing = [...dictionaries.get(other)!.keys()].filter((k) => !mine.has(k))
        expect(missing, `keys in ${other}.json missing from ${lng}.json`).toEqual([])
      })
    }
  }

  it('use the same {{placeholders}} as en.json', () => {
    const en = dictionaries.get('en')!
    const mismatches: string[] = []
    for (const [lng, dict] of dictionaries) {
      for (const [key, value] of dict) {
        const reference = en.get(key)
        if (reference !== undefined && placeholders(reference).join() !== placeholders(value).join()) {
          mismatches.push(`${lng}:${key}`)
        }
      }
    }
    expect(mismatches).toEqual([])
  })

  it('have no empty values', () => {
    const empty = [...dictionaries].flatMap(([lng, dict]) => [...dict].filter(([, v]) => v.trim() === '').map(([k]) => `${lng}:${k}`))
    expect(empty).toEqual([])
  })

  it('hold the texts the server sends (app/messages*.go) under server, in the server\'s English', () => {
    // The catalog is Messages in app/messages.go plus the maps that files
    // named app/messages_*.go merge into it.
    const appDir = join(root, '..', 'app')
    const files = readdirSync(appDir).filter((f) => /^messages(_\w+)?\.go$/.test(f) && !f.endsWith('_test.go'))
    const server = new Map<string, string>()
    for (const file of files) {
      const go = readFileSync(join(appDir, file), 'utf8')
      const start = go.search(/^var \w+ = map\[string\]string\{$/m)
      if (start < 0) continue
      for (const m of go.slice(start).matchAll(/^\t"(\w+)":\s+("(?:[^"\\]|\\.)*"),$/gm)) {
        const key = `server.${m[1]}`
        expect(server.has(key), `${key} defined twice`).toBe(false)
        server.set(key, JSON.parse(m[2] as string) as string)
      }
    }
    expect(server.size).toBeGreaterThan(100)
    const en = dictionaries.get('en')!
    const sent = [...en.keys()].filter((k) => k.startsWith('server.'))
    expect(sent.sort()).toEqual([...server.keys()].sort())
    for (const [key, text] of server) expect(en.get(key), key).toBe(text)
  })

  it('define every t() key used in resources/js (checked against en.json)', () => {
    const used = usedKeys()
    expect(used.size).toBeGreaterThan(20)
    const en = dictionaries.get('en')!
    const missing = [...used].filter(([key]) => !en.has(key)).map(([key, files]) => `${key} (${files.join(', ')})`)
    expect(missing).toEqual([])
  })
})
