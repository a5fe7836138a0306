import { afterEach, describe, expect, it } from 'vitest'
import { namedPageChunk } from './pageChunk'

describe('namedPageChunk', () => {
  afterEach(() => document.head.querySelectorAll('link').forEach((l) => l.remove()))

  it('finds the chunk the server named for the page, and only for it', () => {
    document.head.innerHTML = `
      <link rel="modulepreload" href="/build/assets/vendor-1.js">
      <link rel="modulepreload" href="/build/assets/Login-2.js" data-page-component="Auth/Login">
      <link rel="modulepreload" href="/build/assets/field-3.js">`
    expect(namedPageChunk('Auth/Login')).toBe(new URL('/build/assets/Login-2.js', document.baseURI).href)
    expect(namedPageChunk('Auth/Register')).toBeUndefined()
    expect(namedPageChunk('Auth')).toBeUndefined()
  })

  it('names nothing in a document without page chunk (the dev server)', () => {
    expect(namedPageChunk('Auth/Login')).toBeUndefined()
  })
})
