/**
 * Whether this Node.js can run the service: two dependencies are ES modules loaded with require()
 * (@fastify/static's content-disposition, Fastify inject's cookie), which Node does by default from 20.19
 * and 22.12 on; older ones fail with ERR_REQUIRE_ESM. Kept with package.json's `engines`.
 */
export function nodeCanRunService(version) {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  if (major === 20) return minor >= 19;
  if (major === 22) return minor >= 12;
  return major >= 23;
}

export const SUPPORTED_NODE = '20.19 or newer, 22.12 or newer, or 24';
