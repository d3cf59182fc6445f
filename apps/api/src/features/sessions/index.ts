export { endOtherSessions } from './service.ts';
export { sessionSigningSecret } from './signingSecret.ts';
