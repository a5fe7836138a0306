import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import en from '../../lang/en.json'
import { initI18n } from '../lib/i18n'

await initI18n({ lng: 'en', resources: { en: { translation: en } } })

afterEach(() => cleanup())

// jsdom lacks ResizeObserver, which Headless UI's menus and dialogs observe.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}
