import { describe, expect, it } from 'vitest'
import { fold, folds } from '@/lib/text'

describe('fold', () => {
  it('removes case, accents and ligatures as the server does', () => {
    expect(fold('Assemblée Générale')).toBe('assemblee generale')
    expect(fold('ŒUVRE Ça Straße')).toBe('oeuvre ca strasse')
    expect(fold('L’été')).toBe("l'ete")
  })
  it('finds accented titles from plain typing, and nothing else', () => {
    expect(folds('Règlement intérieur', 'reglement')).toBe(true)
    expect(folds('Règlement intérieur', ' INTERIEUR ')).toBe(true)
    expect(folds('Règlement intérieur', 'statuts')).toBe(false)
  })
})
