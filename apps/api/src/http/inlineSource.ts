// Inline code a page carries, let into its Content-Security-Policy by the hash of its text (docs/decisions/078).
import { createHash } from 'node:crypto';

/** The CSP source that lets one inline <style> or <script> in by the hash of its text. */
export function inlineSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

/** Inline code a page carries, let in by its hash: its stylesheet, the script that starts its code. */
export interface InlineSources {
  styles: string[];
  scripts: string[];
}
