import { describe, expect, it } from 'vitest'
import { colorName } from './colorName'
import { cleared, isFiltered, NO_FILTERS, normalizeFilters, rangeOf, shopQuery } from './shopState'

describe('shop state', () => {
  it('writes only what differs from the defaults, brands repeated, in the contract names', () => {
    expect(shopQuery({ ...NO_FILTERS, page: 1 })).toBe('')
    const q = shopQuery({ ...NO_FILTERS, q: ' tea ', sortBy: 'price-desc', category: 'kitchen', brands: [3, 4], priceMin: 1000, priceMax: 5000, rating: 4, freeShipping: true, inStock: true, view: 'list', page: 2 })
    expect(q).toBe('q=tea&sortBy=price-desc&category=kitchen&brand=3&brand=4&priceMin=1000&priceMax=5000&rating=4&freeShipping=1&inStock=1&view=list&page=2')
  })

  it('checks what the server sent', () => {
    const f = normalizeFilters({ sortBy: 'cheapest' as never, rating: 9, priceMin: -5, brands: [1, 'x' as never], view: 'table' as never })
    expect(f).toEqual({ ...NO_FILTERS, brands: [1] })
    expect(normalizeFilters(undefined)).toEqual(NO_FILTERS)
  })

  it('names the preset price ranges and clears filters keeping sort and view', () => {
    expect(rangeOf(1000, 5000)?.key).toBe('from10to50')
    expect(rangeOf(null, null)?.key).toBe('all')
    expect(rangeOf(1200, 5000)).toBeUndefined()
    const f = { ...NO_FILTERS, q: 'jam', sortBy: 'price-asc' as const, view: 'list' as const, inStock: true, brands: [2] }
    expect(isFiltered(f)).toBe(true)
    expect(cleared(f)).toMatchObject({ q: 'jam', sortBy: 'price-asc', view: 'list', inStock: false, brands: [] })
    expect(cleared(f, true).q).toBe('')
  })

  it('names colours for people', () => {
    expect(['#000000', '#FFFFFF', '#808080', '#D32F2F', '#1E88E5', '#43A047', '#FBC02D', '#6D4C41', '#8E24AA', '#EC407A', '#00897B'].map(colorName)).toEqual([
      'black',
      'white',
      'grey',
      'red',
      'blue',
      'green',
      'yellow',
      'brown',
      'purple',
      'pink',
      'teal',
    ])
    expect(colorName('#E57399')).toBe('pink')
    expect(colorName('blue')).toBeNull()
  })
})
