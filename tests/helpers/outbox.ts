import type { OutboxItem } from '#app/offline/outbox/rules.ts'

let n = 0

/**
 * An outbox item for a unit test of the offline office (D54): a new lead that `field1` kept on the phone, waiting
 * to be sent, with its device time and no photo. Each has its own one-time key (`<prefix>-<n>-...`, its id too),
 * label and a later creation time; `overrides` set what the test is about.
 */
export function outboxItem(prefix: string, overrides: Partial<OutboxItem> = {}): OutboxItem {
  n++
  const key = `${prefix}-${n}-aaaaaaaaaaaaaaaa`
  return {
    id: key,
    userId: 'field1',
    kind: 'lead',
    label: `Shop ${n}`,
    fields: [
      ['intent', 'lead'],
      ['clientKey', key],
      ['deviceAt', new Date().toISOString()],
    ],
    photo: null,
    photoName: 'selfie.jpg',
    createdAt: 1_000 + n,
    state: 'waiting',
    attempts: 0,
    nextTryAt: 0,
    ...overrides,
  }
}
