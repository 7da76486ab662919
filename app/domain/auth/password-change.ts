/** Whether the user must change their password before the session opens anything (D13: only the change page). */
export function passwordChangeForced(user: { chgPwOnLogon: number }): boolean {
  return user.chgPwOnLogon === 1
}
