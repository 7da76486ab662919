import { describe, expect, it } from 'vitest'
import { parseSettings, SettingsError, toPublicSettings } from './settings.server.ts'

function errorOf(env: Record<string, string>) {
  try {
    parseSettings(env)
  } catch (error) {
    return error as SettingsError
  }
  throw new Error('expected parseSettings to throw')
}

describe('settings', () => {
  it('has the defaults of the README', () => {
    const s = parseSettings({})
    expect(s.PORT).toBe(3000)
    expect(s.DATA_DIR).toBe('./data')
    expect(s.DATABASE_URL).toBeUndefined()
    expect(s.SESSION_IDLE_SECONDS).toBe(1800)
    expect(s.SESSION_ABSOLUTE_SECONDS).toBe(43200)
    expect(s.COPYRIGHT_YEAR).toBe(2024)
    expect(s.COMPANY_ADDRESS).toContain('New Delhi')
  })

  it('reads values from the environment', () => {
    const s = parseSettings({ PORT: '4100', DATA_DIR: '/tmp/x', INFO_EMAIL: 'hello@firm.in', PHONE_DSC: '011 1234' })
    expect(s.PORT).toBe(4100)
    expect(s.DATA_DIR).toBe('/tmp/x')
    expect(toPublicSettings(s).infoEmail).toBe('hello@firm.in')
    expect(toPublicSettings(s).phoneDsc).toBe('011 1234')
  })

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['SITE_URL', 'not a url'],
    ['INFO_EMAIL', 'nobody'],
    ['SESSION_IDLE_SECONDS', '-5'],
    ['BANK_IFSC', 'bad'],
    ['UPI_ID', 'no-at-sign'],
    ['SMTP_URL', 'http://mail'],
    ['TRUST_PROXY', 'sometimes'],
  ])('names %s when its value %s is bad', (variable, value) => {
    const error = errorOf({ [variable]: value })
    expect(error).toBeInstanceOf(SettingsError)
    expect(error.variable).toBe(variable)
    expect(error.message).toMatch(new RegExp(`^Invalid setting ${variable}: `))
    expect(error.message.split('\n')).toHaveLength(1)
  })

  it('refuses an ADMIN_PASSWORD that breaks the password policy, without echoing it (D16)', () => {
    const error = errorOf({ ADMIN_PASSWORD: 'short1A' })
    expect(error.variable).toBe('ADMIN_PASSWORD')
    expect(error.message).toContain('password policy')
    expect(error.message).not.toContain('short1A')
    expect(errorOf({ ADMIN_PASSWORD: 'alllowercase1' }).variable).toBe('ADMIN_PASSWORD')
    expect(parseSettings({ ADMIN_PASSWORD: 'Strong123' }).ADMIN_PASSWORD).toBe('Strong123')
  })

  it('treats an empty variable as unset', () => {
    expect(parseSettings({ PORT: '' }).PORT).toBe(3000)
  })
})

describe('Web Push keys (D61)', () => {
  const publicKey = 'B'.repeat(87)
  const privateKey = 'p'.repeat(43)
  it('are both set or neither, and the private key is never echoed', () => {
    expect(parseSettings({}).VAPID_PUBLIC_KEY).toBeUndefined()
    expect(parseSettings({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey })).toMatchObject({
      VAPID_PUBLIC_KEY: publicKey,
      VAPID_PRIVATE_KEY: privateKey,
    })
    expect(() => parseSettings({ VAPID_PUBLIC_KEY: publicKey })).toThrow(/VAPID_PRIVATE_KEY/)
    const bad = errorOf({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: 'not a key!' }).message
    expect(bad).toMatch(/VAPID_PRIVATE_KEY/)
    expect(bad).not.toContain('not a key!')
    expect(() => parseSettings({ VAPID_SUBJECT: 'http://example.in' })).toThrow(/VAPID_SUBJECT/)
    expect(parseSettings({ VAPID_SUBJECT: 'mailto:ops@example.in' }).VAPID_SUBJECT).toBe('mailto:ops@example.in')
  })
})
