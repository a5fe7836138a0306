import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const script = join(__dirname, '..', '..', 'scripts', 'check-imports.mjs')
const made: string[] = []

/** A throwaway front-end tree with the given files (path → text). */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'partage-imports-'))
  made.push(root)
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return root
}

/** Runs the check on root (from inside it, so the files print relative to it), or on resources/js. */
function check(root?: string) {
  const run = spawnSync(process.execPath, root ? [script, root] : [script], { encoding: 'utf8', cwd: root })
  return { status: run.status, out: run.stdout + run.stderr }
}

afterAll(() => {
  for (const root of made) rmSync(root, { recursive: true, force: true })
})

describe('check-imports', () => {
  it('passes on the real tree', () => {
    const { status, out } = check()
    expect(out).toContain('every import within its boundaries')
    expect(status).toBe(0)
  })

  it('passes on a tree whose imports run downwards', () => {
    const root = tree({
      'lib/text.ts': "import { x } from './other'\nexport const y = x\n",
      'lib/other.ts': 'export const x = 1\n',
      'Components/Form/Field.tsx': "import { y } from '@/lib/text'\nimport IconButton from '../IconButton'\n",
      'Components/IconButton.tsx': "import { y } from '@/lib/text'\n",
      'Components/Shell/Navbar.tsx': "import Field from '@/Components/Form/Field'\nimport { dropdown } from './styles'\n",
      'Components/Invoice/Panel.tsx': "import Field from '@/Components/Form/Field'\nimport Pill from '@/Components/Shell/Pill'\nimport type { T } from './types'\n",
      'Pages/Apps/Invoice/List.tsx': "import Panel from '@/Components/Invoice/Panel'\nimport AppLayout from '@/Layouts/AppLayout'\n",
      'app.tsx': "const pages = import.meta.glob('./Pages/**/*.tsx')\nimport('./Layouts/AppLayout')\n",
    })
    expect(check(root)).toEqual({ status: 0, out: expect.stringContaining('every import within its boundaries') })
  })

  it('fails on each kind of breach and names the file and line', () => {
    const root = tree({
      // The shell reaching up into an application, statically and lazily.
      'Components/Shell/Bridge.tsx': "import { useState } from 'react'\nimport { viewing } from '@/Components/Chat/viewing'\n",
      'Layouts/AppLayout.tsx': "\n\nconst load = () => import('@/Pages/Apps/Chat/Index')\n",
      // lib importing a component, on the third line of a multi-line import.
      'lib/format.ts': "import {\n  a,\n  type B,\n} from '@/Components/DataTable'\n",
      // One application importing another's internals.
      'Components/Invoice/MailDelivery.tsx': "import DeliveryNote from '@/Components/Email/DeliveryNote'\n",
      // A shared piece importing an application.
      'Components/Form/Select.tsx': "export { labels } from '../User/labels'\n",
      // A page importing another page, and another application's pieces.
      'Pages/Apps/User/View.tsx': "import Edit from './Edit'\nimport type { Invoice } from '@/Components/Invoice/types'\n",
      'Pages/Apps/User/Edit.tsx': 'export default 1\n',
      // Tests may import anything.
      'Components/Email/x.test.tsx': "import Bridge from '@/Components/Shell/Bridge'\nimport L from '@/Pages/Auth/Login'\n",
    })
    const { status, out } = check(root)
    expect(status).toBe(1)
    const lines = out.trim().split('\n')
    expect(lines.slice(0, -1)).toEqual([
      "Components/Form/Select.tsx:1: a shared piece imports application User ('../User/labels')",
      "Components/Invoice/MailDelivery.tsx:1: application Invoice imports application Email ('@/Components/Email/DeliveryNote')",
      "Components/Shell/Bridge.tsx:2: the shell imports application Chat ('@/Components/Chat/viewing')",
      "Layouts/AppLayout.tsx:3: the shell imports a page ('@/Pages/Apps/Chat/Index')",
      "Pages/Apps/User/View.tsx:1: a page imports another page ('./Edit')",
      "Pages/Apps/User/View.tsx:2: the User pages import application Invoice ('@/Components/Invoice/types')",
      "lib/format.ts:4: lib/ imports from Components/, Layouts/ or Pages/ ('@/Components/DataTable')",
    ])
    expect(lines.at(-1)).toContain('7 import(s) cross a boundary')
  })
})
