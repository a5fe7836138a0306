import OwnActivityCard from './OwnActivityCard'
import DevicesCard from './DevicesCard'
import PasswordCard from './PasswordCard'
import TwoStepCard from './TwoStepCard'
import type { Devices, SecurityState } from './types'

/** The security tab: the password, two-step sign-in, the devices signed in, one's recent activity. */
export default function SecurityTab({ security, devices }: { security: SecurityState; devices: Devices }) {
  return (
    <>
      <PasswordCard changedAt={security.passwordChangedAt} />
      <TwoStepCard state={security.twoStep} />
      <DevicesCard devices={devices} />
      <OwnActivityCard />
    </>
  )
}
