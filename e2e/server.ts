/** Where the Partage server under test lives, shared by the setup, the teardown and the tests. */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = fileURLToPath(new URL('..', import.meta.url))
export const RESULTS_DIR = path.join(ROOT, 'test-results')
/** The server's stdout and stderr (JSON log lines). */
export const SERVER_LOG = process.env.PARTAGE_E2E_LOG ?? path.join(RESULTS_DIR, 'server.log')
/**
 * Written by the global setup: {pid, baseURL, dataDir, log}. One file per run
 * (named by its port), so two runs in one checkout never stop each other's server.
 */
export const SERVER_INFO = path.join(RESULTS_DIR, `server-${process.env.PARTAGE_E2E_PORT ?? 'default'}.json`)
export const SCREENSHOTS_DIR = path.join(ROOT, 'e2e', 'screenshots')

export interface ServerInfo {
  pid: number
  baseURL: string
  dataDir: string
  log: string
}

export function readServerInfo(): ServerInfo {
  return JSON.parse(fs.readFileSync(SERVER_INFO, 'utf8')) as ServerInfo
}

export function baseURL(): string {
  const url = process.env.PARTAGE_E2E_BASE_URL
  if (!url) throw new Error('PARTAGE_E2E_BASE_URL is not set: run the tests with `npx playwright test`')
  return url
}
