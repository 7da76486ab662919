import { inGroups } from '#app/lib/in-groups.ts'

/**
 * A generated password in groups of four for reading it out and typing it (ADR 0177): the groups are set apart by
 * space around them, not by space characters, so it is copied whole.
 */
export function Grouped({ value }: { value: string }) {
  return inGroups(value).map((group, i) => (
    <span key={`${i}-${group}`} className="mr-2 inline-block last:mr-0">
      {group}
    </span>
  ))
}
