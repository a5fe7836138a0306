import { describe, expect, it } from 'vitest'
import fr from '../../lang/fr.json'
import { fixFrench, NBSP, NNBSP, problems } from '../../scripts/french-typography.mjs'

const n = NNBSP

describe('French typography', () => {
  it('every French text has a narrow no-break space before : ; ! ? and inside « » (node resources/scripts/french-typography.mjs --write mends them)', () => {
    expect(problems(fr).map((p) => `${p.key}: ${JSON.stringify(p.text)}`)).toEqual([])
  })

  it('turns a plain or a no-break space before : ; ! ? into a narrow no-break space', () => {
    expect(fixFrench('Mot de passe oublié ?')).toBe(`Mot de passe oublié${n}?`)
    expect(fixFrench('À : {{names}}')).toBe(`À${n}: {{names}}`)
    expect(fixFrench(`Statut${NBSP}: actif ; bien !`)).toBe(`Statut${n}: actif${n}; bien${n}!`)
  })

  it('adds the space where there is none, once for a run of marks', () => {
    expect(fixFrench('Bienvenue, {{name}}!')).toBe(`Bienvenue, {{name}}${n}!`)
    expect(fixFrench('Total:')).toBe(`Total${n}:`)
    expect(fixFrench('Vraiment?!')).toBe(`Vraiment${n}?!`)
  })

  it('spaces the inside of guillemets and binds n° to its number', () => {
    expect(fixFrench('Tâche «{{title}}» ajoutée')).toBe(`Tâche «${n}{{title}}${n}» ajoutée`)
    expect(fixFrench('Tâche « {{title}} » ajoutée')).toBe(`Tâche «${n}{{title}}${n}» ajoutée`)
    expect(fixFrench('Facture n° {{id}}')).toBe(`Facture n°${NBSP}{{id}}`)
    expect(fixFrench('la n° 4987')).toBe(`la n°${NBSP}4987`)
  })

  it('leaves URLs, times, ratios, placeholders and code alone', () => {
    for (const text of [
      'Une adresse commençant par https:// ou http://.',
      'https://twitter.com/nom?lang=fr',
      'Réunion à 09:00, format 16:9',
      'Envoyez {user: {…}}.',
      'écrivez-nous : mailto:contact@example.org',
      '{{count}}',
    ]) {
      const fixed = fixFrench(text)
      expect(fixed.replace(`nous${n}:`, 'nous :')).toBe(text)
    }
  })

  it('is idempotent', () => {
    const once = fixFrench('« Bonjour » : prêt ? Oui ; n° 3 !')
    expect(fixFrench(once)).toBe(once)
    expect(once).toBe(`«${n}Bonjour${n}»${n}: prêt${n}? Oui${n}; n°${NBSP}3${n}!`)
  })
})
