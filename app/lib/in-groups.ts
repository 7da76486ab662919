/**
 * A long code cut into groups of `size` characters for reading and typing (a one-time password, an authenticator
 * key): shown apart, copied whole.
 */
export function inGroups(value: string, size = 4): string[] {
  const groups: string[] = []
  for (let i = 0; i < value.length; i += size) groups.push(value.slice(i, i + size))
  return groups
}
