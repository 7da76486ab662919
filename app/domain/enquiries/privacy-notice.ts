/**
 * The version of the privacy notice shown beside the public forms. Every stored submission records the version its
 * sender was shown (DPDP Act 2023 s.5); change it whenever the notice's text changes.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-01'
