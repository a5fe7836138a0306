import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ROOT, RESULTS_DIR, SERVER_INFO, SERVER_LOG, baseURL, type ServerInfo } from './server'

declare global {
  // The server process, kept for the global teardown (same runner process).
  var __partageServer: ChildProcess | undefined
}

const READY_TIMEOUT_MS = 30_000

/**
 * Starts `bin/partage serve` on a fresh, empty data directory (so the demo data
 * is loaded), logging to test-results/server.log, and waits for GET /readyz = 200.
 */
export default async function globalSetup(): Promise<void> {
  const url = baseURL()
  const { host } = new URL(url)
  const binary = path.join(ROOT, 'bin', 'partage')
  if (!fs.existsSync(binary)) throw new Error(`${binary} is missing: run \`make build\` (or \`make test-e2e\`)`)

  fs.mkdirSync(RESULTS_DIR, { recursive: true })
  fs.mkdirSync(path.dirname(SERVER_LOG), { recursive: true })
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'partage-e2e-'))
  const log = fs.openSync(SERVER_LOG, 'w')

  const env: NodeJS.ProcessEnv = { ...process.env }
  // Nothing from the developer's shell may point the server elsewhere.
  for (const key of ['DATABASE_URL', 'SMTP_URL', 'APP_KEY', 'REGISTRATION', 'REGISTRATION_ROLE', 'VITE_URL', 'APP_NAME']) delete env[key]
  Object.assign(env, { DATA_DIR: dataDir, ADDR: host, BASE_URL: url, APP_ENV: 'production' })

  const child = spawn(binary, ['serve'], { cwd: ROOT, env, stdio: ['ignore', log, log] })
  fs.closeSync(log)
  globalThis.__partageServer = child
  let exited: string | null = null
  child.once('exit', (code, signal) => (exited = `exit code ${code}, signal ${signal}`))
  // Never leave the server behind if the runner dies without running the teardown.
  process.once('exit', () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  })

  const info: ServerInfo = { pid: child.pid ?? -1, baseURL: url, dataDir, log: SERVER_LOG }
  fs.writeFileSync(SERVER_INFO, JSON.stringify(info, null, 2))
  process.env.PARTAGE_E2E_LOG = SERVER_LOG

  const deadline = Date.now() + READY_TIMEOUT_MS
  let last = ''
  while (Date.now() < deadline) {
    if (exited) break
    try {
      const res = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) })
      if (res.status === 200) {
        await quietDemoStaff(url)
        return
      }
      last = `status ${res.status}`
    } catch (err) {
      last = String(err)
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  if (!exited) child.kill('SIGKILL')
  const tail = fs.readFileSync(SERVER_LOG, 'utf8').split('\n').slice(-30).join('\n')
  throw new Error(
    `Partage did not become ready on ${url}/readyz (${exited ? `the process ended: ${exited}` : `last answer: ${last}`}).\n` +
      `Last lines of ${SERVER_LOG}:\n${tail}`,
  )
}

/**
 * The specs run side by side and share the demo admin and manager, who may
 * decide applications, money movements and contact messages: each of those a
 * spec makes would pop a toast on every other spec's page of theirs (and a
 * toast the pointer rests on stays). Those two turn such notices off, with
 * the preferences' own save as a person would; the notices themselves are
 * checked by the server's tests.
 */
async function quietDemoStaff(url: string): Promise<void> {
  const prefs = ['approval', 'application', 'contact'].map((kind) => ({ kind, inApp: false, email: false }))
  for (const email of ['admin@demo.com', 'manager@demo.com']) {
    const login = await fetch(`${url}/jwt/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: email.split('@')[0] }),
    })
    if (login.status !== 200) throw new Error(`quiet ${email}: sign-in answered ${login.status}`)
    const { accessToken } = (await login.json()) as { accessToken: string }
    const res = await fetch(`${url}/pages/account-settings/notifications`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ prefs }),
    })
    if (res.status !== 200) throw new Error(`quiet ${email}: preferences answered ${res.status} ${await res.text()}`)
  }
}
