import Avatar from '@/Components/Avatar'
import type { Client } from './types'

/** The client column: initials, name and e-mail. */
export default function ClientCell({ client, avatar }: { client: Client; avatar?: string }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar name={client.name} src={avatar} className="size-9" />
      <div className="min-w-0">
        <p dir="auto" className="truncate font-medium text-heading">
          {client.name}
        </p>
        <p dir="ltr" className="truncate text-xs text-muted rtl:text-end">
          {client.companyEmail}
        </p>
      </div>
    </div>
  )
}
