export { readSettings, settingsIfNoneSaved } from './service.ts';
