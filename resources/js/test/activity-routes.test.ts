import { describe, expect, it } from 'vitest'
import { menuTitle, plainRoute } from '@/lib/activityRoutes'
import type { MenuEntry } from '@/lib/types'

const menu: MenuEntry[] = [
  { type: 'header', title: 'menu.headers.apps' },
  { type: 'link', id: 'home', title: 'menu.coop.dashboard', icon: 'house', href: '/' },
  { type: 'link', id: 'email', title: 'menu.apps.email', icon: 'mail', href: '/apps/email' },
  {
    type: 'group',
    id: 'user',
    title: 'menu.apps.user.title',
    icon: 'user',
    children: [
      { type: 'link', id: 'list', title: 'menu.apps.user.list', icon: 'circle', href: '/apps/user/list' },
      { type: 'link', id: 'view', title: 'menu.apps.user.view', icon: 'circle', href: '/apps/user/view/1' },
    ],
  },
  { type: 'link', id: 'blog', title: 'menu.pages.blog.detail', icon: 'circle', href: '/pages/blog/detail/1' },
]

describe('the routes of the recorded visits', () => {
  it('are written without their patterns', () => {
    expect(plainRoute('/apps/user/view/{id:[0-9]+}')).toBe('/apps/user/view/{id}')
    expect(plainRoute('/apps/email/{folder:inbox|sent|draft}/{id:[0-9]+}')).toBe('/apps/email/{folder}/{id}')
    expect(plainRoute('/pages/blog/detail/{id}')).toBe('/pages/blog/detail/{id}')
    expect(plainRoute('/')).toBe('/')
  })
  it('are named by the menu page they serve', () => {
    expect(menuTitle('/', menu)).toEqual(['menu.coop.dashboard'])
    expect(menuTitle('/apps/email', menu)).toEqual(['menu.apps.email'])
    expect(menuTitle('/apps/user/view/{id:[0-9]+}', menu)).toEqual(['menu.apps.user.title', 'menu.apps.user.view'])
    expect(menuTitle('/pages/blog/detail/{id}', menu)).toEqual(['menu.pages.blog.detail'])
    expect(menuTitle('/apps/user/edit/{id:[0-9]+}', menu)).toBeNull()
    expect(menuTitle('/apps/email/{folder:inbox|sent}', menu)).toBeNull()
    expect(menuTitle('', menu)).toBeNull()
    expect(menuTitle('/apps/email', null)).toBeNull()
  })
})
