/** Nothing to prepare yet beyond the server Playwright starts; mail capture joins here with the outbox. */
export default async function globalSetup() {}
