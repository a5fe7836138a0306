/** The user pages' addresses and the server's actions on users (one URL per action). */
export const viewPath = (id: number) => `/apps/user/view/${id}`
export const editPath = (id: number, tab?: string) => (tab ? `/apps/user/edit/${id}?tab=${tab}` : `/apps/user/edit/${id}`)

export const ADD_URL = '/apps/users/add-user'
export const deleteURL = (id: number, backToList = false) => `/apps/users/delete?id=${id}${backToList ? '&back=list' : ''}`
export const statusURL = (id: number) => `/apps/users/${id}/status`
export const avatarURL = (id: number) => `/apps/users/${id}/avatar`
export const sectionURL = (id: number, section: 'account' | 'information' | 'social') => `/apps/users/${id}/${section}`
export const invoicePath = (id: number) => `/apps/invoice/preview/${id}`
export const invitationURL = (id: number) => `/apps/users/${id}/invitation`
export const resetLinkURL = (id: number) => `/apps/users/${id}/reset-link`
