export { default as authPlugin, SESSION_COOKIE } from './plugin.ts';
export { endOtherSessions } from './service.ts';
export { sessionSigningSecret } from './signingSecret.ts';
