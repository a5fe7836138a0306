import fs from 'node:fs'
import { SERVER_INFO, SERVER_LOG, readServerInfo } from './server'

const STOP_TIMEOUT_MS = 35_000 // the server lets requests in flight finish for up to 30 s

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/**
 * The server log's lines worth reading after a run: warnings, errors, server
 * errors and requests slower than SLOW_MS (event streams aside). Printed so that a run elsewhere (CI),
 * whose log file is gone with its machine, still says what the server saw.
 */
const SLOW_MS = 3_000
function noteworthy(): string[] {
  if (!fs.existsSync(SERVER_LOG)) return []
  const out: string[] = []
  for (const line of fs.readFileSync(SERVER_LOG, 'utf8').split('\n')) {
    if (!line.startsWith('{')) continue
    try {
      const e = JSON.parse(line) as { level?: string; path?: string; status?: number; duration_ms?: number }
      // An event stream (/events) lasts as long as its page: long is its nature, not slowness.
      const slow = e.path !== '/events' && (e.duration_ms ?? 0) > SLOW_MS
      if (e.level !== 'INFO' || (e.status ?? 0) >= 500 || slow) out.push(line)
    } catch {
      // a line cut short by the stop
    }
  }
  return out.slice(-40)
}

/** Stops the server with SIGTERM and checks that it exited (SIGKILL as a last resort). */
export default async function globalTeardown(): Promise<void> {
  if (!fs.existsSync(SERVER_INFO)) return
  const seen = noteworthy()
  if (seen.length > 0) console.log(`The server log's warnings, errors and slow requests (last ${seen.length}):\n${seen.join('\n')}`)
  const info = readServerInfo()
  const child = globalThis.__partageServer

  let stopped: Promise<void>
  if (child && child.pid === info.pid) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`Partage had already stopped before the teardown (exit code ${child.exitCode}, signal ${child.signalCode}); see ${SERVER_LOG}`)
    }
    stopped = new Promise((resolve) => child.once('exit', () => resolve()))
    child.kill('SIGTERM')
  } else {
    // Fallback: not the process that started it (should not happen with Playwright's runner).
    if (!alive(info.pid)) return
    process.kill(info.pid, 'SIGTERM')
    stopped = (async () => {
      while (alive(info.pid)) await new Promise((r) => setTimeout(r, 100))
    })()
  }

  const timedOut = await Promise.race([
    stopped.then(() => false),
    new Promise<boolean>((r) => setTimeout(() => r(true), STOP_TIMEOUT_MS).unref()),
  ])
  if (timedOut) {
    process.kill(info.pid, 'SIGKILL')
    throw new Error(`Partage (pid ${info.pid}) did not exit within ${STOP_TIMEOUT_MS / 1000} s of SIGTERM; killed it`)
  }
  if (child && child.exitCode !== 0 && child.exitCode !== null) {
    throw new Error(`Partage exited with code ${child.exitCode} after SIGTERM; see ${SERVER_LOG}`)
  }
  fs.rmSync(info.dataDir, { recursive: true, force: true })
  fs.rmSync(SERVER_INFO, { force: true })
}
